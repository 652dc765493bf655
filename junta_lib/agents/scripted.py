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


class PolicyAgent:
    """Answers decisions by their kind from a fixed ``policy`` ({kind: action, or a function of the
    decision returning one}); other kinds go to ``fallback``.  A lesson uses it to make the bots
    around the student predictable ("the others stay put and hold their fire")."""

    needs_view = True

    def __init__(self, policy: dict, fallback):
        self.policy = policy
        self.fallback = fallback

    def choose(self, view, decision):
        answer = self.policy.get(decision.kind)
        if answer is None:
            return self.fallback.choose(view, decision)
        return answer(decision) if callable(answer) else answer

    @classmethod
    def team(cls, game, policy: dict, seed: int = 0) -> list["PolicyAgent"]:
        """One per seat, falling back on the kit's heuristic players."""
        from .heuristic import heuristic_team
        return [cls(policy, bot) for bot in heuristic_team(game, seed)]
