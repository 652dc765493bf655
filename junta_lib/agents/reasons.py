"""Why a bot did what it did, in a sentence a student can read.

Every bot keeps the :class:`Reason` of its last decision (``agent.reason``) and says it with
``agent.explain(name)`` in the current language (the sentences are catalog entries).  A reason
names the habit that fired, never a secret: a reason marked ``secret`` belongs to a choice made
behind a screen (a Location, a deposit, a militia order, the Budget's stacks) and the play tables
never show it to the other players.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import tr


@dataclass(frozen=True)
class Reason:
    """A sentence (an English catalog msgid with ``{name}`` for the bot's player) and whether it
    explains a secret choice."""
    text: str
    secret: bool = False


class Reasoning:
    """The ``explain`` every bot shares."""

    reason: Reason | None = None

    def explain(self, name: str = "this bot") -> str | None:
        """Why this bot made its last choice, in the current language (None before its first)."""
        if self.reason is None:
            return None
        return tr(self.reason.text, name=name)
