"""The typed rule world of Viva el Presidente!: what every rule function receives (``g``), and
what a rule generator is (``Flow``).  See classic/world.py; ``VivaGame`` is the implementation."""
from __future__ import annotations

from typing import Any, Iterable, Protocol

from ..core.decision import Flow
from .cards import Card
from .ruleset import VivaRules
from .state import VivaState


class Viva(Protocol):
    """The game as a rule sees it."""

    state: VivaState
    rules: VivaRules
    cards: dict[str, Card]
    aid: dict[str, int]               # Foreign Aid value by card id
    vp_cards: dict[str, int]          # victory points in hand by card id
    side_cards: dict[str, frozenset]  # before-combat card ids by side, and the General Strikes ("strike")
    round: int
    stats: dict[str, int]

    def emit(self, kind: str, template: str, *facts: Any) -> None: ...
    def tell(self, seats: Iterable[int], kind: str, template: str, *facts: Any) -> None: ...
    def d6(self) -> int: ...
    def shuffle(self, items: list) -> None: ...
    def seat_name(self, seat: int, case: str | None = None) -> str: ...


__all__ = ["Flow", "Viva"]
