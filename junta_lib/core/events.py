"""Events: every change of state is also told as an event, the game's story.

The rules record an event as its kind, a sentence template and the bare facts, in the order the
template names them::

    g.emit("promise", "{president:seat} promises a card to {player:seat}", p, target)

An event only some players may see is recorded with ``g.tell(seats, kind, template, *facts)``.
Nothing is formatted then: a simulation of thousands of games pays only for a tuple.  The words
come when the event is read (:attr:`Event.text`; "(s)" agrees with the number before it), and a format spec in the template says how a
fact reads: ``seat`` a player's name, ``seats`` several names, ``card`` / ``cards`` a card's
name, ``dice`` die faces, and whatever else the game's ``render_fact`` knows (areas, forces,
Positions in JUNTA).  Facts stay raw in :attr:`Event.data` (seat numbers, card ids), for widgets,
exercises and translations.
"""
from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..i18n import words
from ..i18n.lang import english_plural, plain_fact

_FORMATTER = string.Formatter()


def plural(text: str) -> str:
    """Resolve the English templates' "(s)" by the number that precedes it in the sentence."""
    return english_plural(text)


@cache
def template_fields(template: str) -> tuple[str, ...]:
    """The fact names of a template, in order: "{player:seat} pays {amount}" -> (player, amount)."""
    names = [name for _, name, _, _ in _FORMATTER.parse(template) if name]
    if len(names) != len(set(names)):
        raise ValueError(f"event template names a fact twice: {template!r}")
    return tuple(names)


plain = plain_fact


class Phrase:
    """A sentence for people that is worded when it is read, in the language of that moment: a
    decision's prompt ("{player:seat}: shell a coastal area?").  ``str(phrase)`` reads it."""

    __slots__ = ("template", "data", "render")

    def __init__(self, template: str, data: dict, render: Callable = plain):
        self.template, self.data, self.render = template, data, render

    def __str__(self) -> str:
        return words().fill(self.template, self.data, self.render)

    def __repr__(self) -> str:
        return f"Phrase({str(self)!r})"

    def __eq__(self, other) -> bool:
        return str(self) == str(other)

    def __hash__(self) -> int:
        return hash(self.template)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(slots=True)
class Event:
    kind: str                    # e.g. "assassinated", "budget_passed"
    template: str                # str.format template over ``data``, with format specs for facts
    data: dict = field(default_factory=dict)
    to: tuple | None = None      # seats allowed to see it; None = everyone
    round: int = 0
    render: Callable[[str, Any], str] = plain     # (spec, fact) -> words; the game's render_fact
    said: dict | None = field(default=None, repr=False, compare=False)   # Words -> the sentence, once worded

    @property
    def text(self) -> str:
        """The sentence in the current language (``i18n.using``), worded once per language: a class
        table sends a game's story to every seat, each in its language.  A reloaded catalog or glossary
        decision (``i18n.reload``) makes new Words, so the story is worded again in its words."""
        w = words()
        said = self.said
        if said is None:
            said = self.said = {}
        text = said.get(w)
        if text is None:
            text = said[w] = w.fill(self.template, self.data, self.render)
        return text

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def as_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "round": self.round, **self.data}

    def __str__(self) -> str:
        return self.text
