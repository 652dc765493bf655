"""ScriptedAgent: plays a fixed list of actions (for tests and rulebook examples)."""
from __future__ import annotations

from collections import deque


class ScriptedAgent:
    needs_view = False

    def __init__(self, actions, fallback=None):
        self.script = deque(actions)
        self.fallback = fallback

    def choose(self, view, decision):
        if self.script:
            return self.script.popleft()
        if self.fallback is not None:
            return self.fallback.choose(view, decision)
        raise LookupError(f"script exhausted at {decision.kind} for seat {decision.player}")
