"""Phase 5: Choosing a Location (rows 40-46), going into Exile (row 44), and the President's
resignation (row 13).

Each player chooses one of the Locations (the ruleset's ``locations.names``) in secret; the cards are revealed only after every
assassination has been announced (row 47).  Exile is announced openly with a Control marker in an
Embassy area (row 44).  The President cannot go into Exile unless he resigns first (row 44).

Resignation (row 13) may by the seed happen "at any time except during a Coup"; the kit offers it
to the President when he chooses his Location, the moment it matters for Exile (kit decision).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Word
from ..core.decision import REPOSE, Decision
from .actions import Exile
from .voting import elect_president, install_president

if TYPE_CHECKING:
    from .world import Flow, Junta


def location_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "5 locations"
    s.locations_revealed = False
    for_president = g.location_options + (Word.RESIGN,)
    for_others = g.location_options + g.exile_options
    for seat in s.clockwise(s.president):
        p = s.players[seat]
        if not s.active(seat):
            continue
        while True:
            options = for_president if seat == s.president else for_others
            action = yield Decision("location", seat, f"{p.name}: choose your Location (or Exile)",
                                    options, secret=True)
            if action is Word.RESIGN:
                yield from resign(g, seat)
                continue                  # he is no longer President: he chooses again
            if action is not REPOSE:
                break
        if isinstance(action, Exile):
            p.exiled, p.embassy, p.location = True, action.embassy, None
            g.emit("exile", "{player:seat} goes into Exile at {embassy:area}", seat, p.embassy)
        else:
            p.location = action.location
            g.emit("location_chosen", "{player:seat} chooses a Location", seat)
            g.tell([seat], "location_private", "{player:seat} will be at {location:location}", seat, p.location)


def resign(g: Junta, seat: int) -> Flow[None]:
    """row 13: elect a new President at once; the old one votes first and may be re-elected; the old
    President gives all his pocket money to the new one and takes over his former Positions."""
    g.emit("resignation", "{player:seat} resigns the Presidency", seat)
    new = yield from elect_president(g, first_voter=seat)
    if new is not None and new != seat:
        install_president(g, new, "resignation")
    else:
        g.emit("re_elected", "{player:seat} is re-elected", seat)
