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
    """A sentence (an English catalog msgid with ``{name}`` for the bot's player), whether it
    explains a secret choice, and its other facts ((key, value) pairs; a value may be a function
    giving the text, called when the reason is read, in the language of that moment)."""
    text: str
    secret: bool = False
    facts: tuple = ()

    def say(self, name: str) -> str:
        """The sentence in the current language, about the player called ``name``."""
        return tr(self.text, name=name, **{k: v() if callable(v) else v for k, v in self.facts})


class Reasoning:
    """The ``explain`` every bot shares."""

    reason: Reason | None = None

    def explain(self, name: str = "this bot") -> str | None:
        """Why this bot made its last choice, in the current language (None before its first)."""
        if self.reason is None:
            return None
        return self.reason.say(name)
