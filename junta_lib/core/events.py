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

import re
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

_FORMATTER = string.Formatter()
#: "(s)" after a word agrees with the nearest number before it: "1 unit(s)" -> "1 unit",
#: "3 hit(s)" -> "3 hits"
_PLURAL = re.compile(r"\b(\d+)(\D*?)\(s\)")


def plural(text: str) -> str:
    """Resolve the templates' "(s)" by the number that precedes it in the sentence."""
    if "(s)" not in text:
        return text
    return _PLURAL.sub(lambda m: m[1] + m[2] + ("" if m[1] == "1" else "s"), text)


@cache
def template_fields(template: str) -> tuple[str, ...]:
    """The fact names of a template, in order: "{player:seat} pays {amount}" -> (player, amount)."""
    names = [name for _, name, _, _ in _FORMATTER.parse(template) if name]
    if len(names) != len(set(names)):
        raise ValueError(f"event template names a fact twice: {template!r}")
    return tuple(names)


def plain(spec: str, value: Any) -> str:
    """How a fact reads when no game is at hand to name it."""
    if spec == "dice":
        return " ".join(map(str, value))
    return format(value, "" if spec in ("seat", "seats", "card", "cards") else spec)


@dataclass(slots=True)
class Event:
    kind: str                    # e.g. "assassinated", "budget_passed"
    template: str                # str.format template over ``data``, with format specs for facts
    data: dict = field(default_factory=dict)
    to: tuple | None = None      # seats allowed to see it; None = everyone
    round: int = 0
    render: Callable[[str, Any], str] = plain     # (spec, fact) -> words; the game's render_fact

    @property
    def text(self) -> str:
        render = self.render
        out = []
        for literal, name, spec, conversion in _FORMATTER.parse(self.template):
            out.append(literal)
            if name:
                value = self.data[name]
                if conversion:
                    value = _FORMATTER.convert_field(value, conversion)
                out.append(render(spec or "", value))
        return plural("".join(out))

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def as_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "round": self.round, **self.data}

    def __str__(self) -> str:
        return self.text
