"""Phase 5: Choosing a Location (rows 40-46) and going into Exile (row 44).

Each player chooses one of the Locations (the ruleset's ``locations.names``) in secret; the cards
are revealed only after every assassination has been announced (row 47).  Exile is announced openly
with a Control marker in an Embassy area (row 44).  The President cannot go into Exile unless he
resigns first (row 44): resignation is a side action he may take at any time but during a Coup
(row 13, side_actions.py); after it he chooses again, and may now go into Exile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decision import REPOSE, Decision
from .actions import Exile

if TYPE_CHECKING:
    from .world import Flow, Junta


def location_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "5 locations"
    s.locations_revealed = False
    for_president = g.location_options
    for_others = g.location_options + g.exile_options
    for seat in s.clockwise(s.president):
        p = s.players[seat]
        if not s.active(seat):
            continue
        while True:
            options = for_president if seat == s.president else for_others
            action = yield Decision("location", seat, g.phrase("{player:seat}: choose your Location (or Exile)", player=seat),
                                    options, secret=True)
            if action is not REPOSE:
                break
        if isinstance(action, Exile):
            p.exiled, p.embassy, p.location = True, action.embassy, None
            g.emit("exile", "{player:seat} goes into Exile at {embassy:area}", seat, p.embassy)
        else:
            p.location = action.location
            g.emit("location_chosen", "{player:seat} chooses a Location", seat)
            g.tell([seat], "location_private", "{player:seat} will be at {location:location}", seat, p.location)

