"""Events: every change of state is also told as an event, the game's story.

An event keeps its facts in ``data`` and is turned into words only when read, so that a
simulation of thousands of games pays nothing for the narration and a translation can render
the same facts in another language (see ``junta_lib.i18n``).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Event:
    kind: str                    # e.g. "assassinated", "budget_passed"
    template: str                # str.format template over ``data``
    data: dict = field(default_factory=dict)
    to: tuple | None = None      # seats allowed to see it; None = everyone
    round: int = 0

    @property
    def text(self) -> str:
        return self.template.format(**self.data)

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def as_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "round": self.round, **self.data}

    def __str__(self) -> str:
        return self.text
