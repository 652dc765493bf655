"""Phase 3, ordering the militia behind the screens (viva 3).

Each non-President turns each of his dice to another player's number (attack him), his own
number (defend himself) or 6 (defend the President).  The orders are secret and are revealed
together.  Dice are alike, so an order is the sorted list of faces.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ..core.decision import Decision
from .actions import Orders

if TYPE_CHECKING:
    from .world import Flow, Viva


@lru_cache(maxsize=64)
def order_options(players: int, dice: int, defend_president: int) -> tuple[Orders, ...]:
    """Every legal set of orders for ``dice`` dice (K1: only seat numbers and the 6).  The tuple
    of immutable orders is shared by every game of that size."""
    faces = list(range(1, players + 1)) + [defend_president]
    return tuple(Orders(combo) for combo in combinations_with_replacement(faces, dice))


def militia_phase(g: Viva) -> Flow[None]:
    s = g.state
    s.phase = "militia"
    six = g.rules.dice.defend_president_face
    s.orders = [[] for _ in range(s.n)]
    s.revealed = False
    for seat in s.clockwise(s.president)[1:]:
        if s.dice[seat] == 0:
            continue
        action = yield Decision("militia", seat,
                                g.phrase("{player:seat}: set your militia dice ({count}) behind the screen",
                                         player=seat, count=s.dice[seat]),
                                order_options(s.n, s.dice[seat], six), None, True)     # secret
        s.orders[seat] = list(action.faces)
        g.emit("orders_set", "{player:seat} has set his dice", seat)
    s.revealed = True
    for seat in range(s.n):
        if s.orders[seat]:
            g.emit("orders_revealed", "{player:seat} reveals {faces:dice}", seat, tuple(s.orders[seat]))
