"""The Coup Aftermath (rules/junta.md K7) and the Firing Squad.

Rebels win: those who declared for the Rebels elect a President from among themselves by the usual
Voting Procedure, the First Rebel voting first and breaking ties (kit: the first such player from the
First Rebel clockwise, should he have changed sides).  The old President takes over the new one's
former Positions (row 13's rule, K7).  Then the new President may send to the Firing Squad any living
player who declared for the President.  Rebels lose: the President may send any living Rebel.
Players in Exile cannot be executed (row 44).  An execution is a death as by assassination (row 49).
"""
from __future__ import annotations

from ...core.decision import Decision
from ..assassinations import kill
from ..voting import elect_president, install_president
from .forces import coup_order


def aftermath(g):
    s = g.state
    coup = s.coup
    s.phase = "8 coup aftermath"
    if coup.winner == "Rebels":
        rebels = [t for t in coup_order(g) if coup.sides.get(t) == "rebels"]
        new = yield from elect_president(g, first_voter=rebels[0], voters=rebels, candidates=rebels,
                                         tie_breaker=rebels[0])
        if new is not None and new != s.president:
            install_president(g, new, "coup")
        condemned = [t for t in range(s.n) if coup.sides.get(t) == "president"]
    else:
        condemned = [t for t in range(s.n) if coup.sides.get(t) == "rebels"]
    yield from firing_squad(g, condemned)


def firing_squad(g, condemned: list[int]):
    s = g.state
    pres = s.president
    while True:
        eligible = [t for t in condemned if t != pres and s.active(t)]
        if not eligible:
            return
        action = yield Decision("firing_squad", pres,
                                f"{s.players[pres].name}: send a player to the Firing Squad, or done",
                                options=["done"] + eligible)
        if action == "done":
            return
        g.stats["executions"] += 1
        kill(g, action, pres, how="executed")
