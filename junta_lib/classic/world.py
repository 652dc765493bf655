"""The typed rule world of JUNTA: what every rule function receives (``g``), and what a rule
generator is (``Flow``).

A rule reads and changes ``g.state`` (state.py), reads the numbers in ``g.rules`` (ruleset.py), the
cards in ``g.cards`` (cards.py) and the map in ``g.city`` (coup/city.py), rolls with ``g.d6()``,
shuffles with ``g.shuffle(...)`` and tells what happened with ``g.emit`` / ``g.tell``.  A rule that
asks a player is a generator: ``action = yield Decision(...)``, typed ``Flow[T]`` for the value it
returns.  ``ClassicGame`` is the one implementation; tests and scenarios use it too.
"""
from __future__ import annotations

from typing import Any, Iterable, Protocol

from ..core.decision import Flow
from .cards import PoliticalCard
from .coup.city import City
from .ruleset import ClassicRules
from .state import ClassicState


class Junta(Protocol):
    """The game as a rule sees it."""

    state: ClassicState
    rules: ClassicRules
    cards: dict[str, PoliticalCard]
    city: City
    round: int
    seed: int
    stats: dict[str, int]
    seat_action: tuple          # Seat actions by seat, made once per game
    card_action: dict           # CardChoice actions by card id
    play_action: dict           # Play actions (a card put down, no target) by card id
    area_action: dict           # Area actions by area key
    position_action: dict       # PositionChoice actions by Position
    location_options: tuple     # the five Locations (row 40)
    exile_options: tuple        # Exile into each Embassy area (row 44)
    coup_cards: dict            # the cards playable in a coup move by id: event, helicopter or bribe
    vote_cards: dict            # the cards playable in a vote by id: card, or a vote Event's effect

    def emit(self, kind: str, template: str, *facts: Any) -> None: ...
    def tell(self, seats: Iterable[int], kind: str, template: str, *facts: Any) -> None: ...
    def d6(self) -> int: ...
    def shuffle(self, items: list) -> None: ...
    def seat_name(self, seat: int, case: str | None = None) -> str: ...
    def force_name(self, force: str) -> str: ...
    def position_name(self, pos: str) -> str: ...
    def location_name(self, loc) -> str: ...
    def bill(self, value: int) -> Any: ...


__all__ = ["Flow", "Junta"]
