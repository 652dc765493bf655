"""Everything on the table of a Viva el Presidente! game, in one place."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from itertools import repeat


@dataclass
class VivaState:
    names: list[str]
    advanced: bool
    president: int
    hands: list[list[str]]
    promises: list[list[str]]          # face-down promise space of each player (viva 2)
    promised_dice: list[list[int]]     # advanced: the President's dice on a promise, with faces
    dice: list[int]                    # militia dice on each player's estate
    supply: list[int]                  # dice of each colour in the supply
    buildings: list[int]
    deck: list[str]
    discard: list[str]
    orders: list[list[int]] = field(default_factory=list)   # viva 3: faces behind the screens
    revealed: bool = False
    table: list[str] = field(default_factory=list)          # before-combat cards in play
    # this round's fights as rolled, for pictures: (defender, [((colour, holder), roll)] of the attack,
    # the same of the defence (roll None: the President's own die, worth 1), totals, success)
    fights: list[tuple] = field(default_factory=list)
    phase: str = "setup"
    over: bool = False

    def __post_init__(self):
        self.n = len(self.names)
        # viva 5: the purse of the player spending money now (None between turns).  Not a field: it
        # lasts one turn of phase 5 and is not yet served to a class table's seats (tables/mirror.py)
        self.purse: Purse | None = None
        self._orders = [[(start + i) % self.n for i in range(self.n)] for start in range(self.n)]

    def number(self, seat: int) -> int:
        """The number printed on a seat's estate (R: seats 1..N)."""
        return seat + 1

    def seat_of(self, number: int) -> int:
        return number - 1

    def clockwise(self, start: int) -> list[int]:
        """All seats, from ``start`` going clockwise (K2)."""
        return list(self._orders[start])

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(slots=True)
class Purse:
    """One player's purse in his turn of phase 5 (viva 5; rules/viva.md: the Foreign Aid cards he
    hands in during his turn make one purse for all his purchases, and what is left in it when his
    turn ends is lost).  ``credit``: what he handed in minus what he bought (below zero: bought and
    still to be paid from his hand, when his turn ends or before a card is drawn).  Made once a turn
    by :func:`new_purse` (every field given: cheaper than defaults in the playouts' loop)."""
    seat: int
    left: int                       # what he may still spend this turn
    credit: int
    bought: list[str]               # "building", "die", "card", in order
    spent: int
    handed_in: list[str]            # Foreign Aid cards handed in (now discarded)
    kept: list[str]                 # a bought Foreign Aid card kept for later (or not yet decided on)


def new_purse(seat: int, left: int) -> Purse:
    """An empty purse for ``seat``, who may spend ``left`` million this turn."""
    return Purse(seat, left, 0, [], 0, [], [])


def money(hand: list[str], aid: dict[str, int]) -> int:
    """A player's money: the Foreign Aid cards in his hand (viva 5); ``aid`` is the game's
    Foreign Aid value by card id."""
    return sum(map(aid.get, hand, repeat(0)))          # a card that is not Foreign Aid counts 0


def victory_points(state: VivaState, seat: int, vp_cards: dict[str, int], rules: dict) -> int:
    """Buildings, the Yacht and the Super Car in hand (``vp_cards``: their VP by card id), and
    (advanced) the sunglasses (viva end)."""
    vp = state.buildings[seat] * rules.victory.building_vp
    hand = state.hands[seat]
    if not vp_cards.keys().isdisjoint(hand):            # (most hands hold no such card)
        vp += sum(map(vp_cards.get, hand, repeat(0)))
    if state.advanced and seat == state.president:
        vp += rules.victory.sunglasses_vp_advanced
    return vp
