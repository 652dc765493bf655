"""Phase 8: Coup (rows 56-59).

With the Political Situation Unstable any player but the President may start a Coup; a player at
Headquarters may start one even when it is Stable (row 56), and so may the player of a Coup Event
card (row 15).  The chance goes round from the President's left (row 58).  A Coup is started by
playing a Coup Event card, by moving one's units, or by announcing a bombardment with an Airstrike or
the Gunboat (row 59).  Only one Coup per round: its starter takes the First Rebel card.
"""
from __future__ import annotations

from ...core.decision import Decision
from .game import run_coup


def start_options(g, seat: int) -> list:
    s = g.state
    p = s.players[seat]
    options = [{"start": "card", "card": cid} for cid in p.hand
               if g.cards[cid].type == "coup_event" and g.cards[cid].implemented]
    allowed = s.situation == "unstable" or p.location == "headquarters"
    if allowed:
        commands = [force for force, spec in g.city.forces.items() if s.holder(spec["commander"]) == seat]
        if commands:
            options.append({"start": "move"})
        if s.holder("air_force") == seat:
            options.append({"start": "airstrike"})
        if s.holder("admiral") == seat:
            options.append({"start": "gunboat"})
    return options


def coup_phase(g):
    s = g.state
    s.phase = "8 coup"
    for seat in s.clockwise(s.president)[1:]:
        if not s.active(seat):
            continue
        options = start_options(g, seat)
        if not options:
            continue
        action = yield Decision("start_coup", seat, f"{s.players[seat].name}: start a Coup?",
                                options=["decline"] + options)
        if action == "decline":
            continue
        yield from run_coup(g, seat, action)
        return
