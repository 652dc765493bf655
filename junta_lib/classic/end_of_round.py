"""Phase 9: End of the Round (row 60), Returning from Exile (row 45)."""
from __future__ import annotations

from ..core.decision import Decision
from .banking import at_the_bank, bank


def end_of_round_phase(g):
    s = g.state
    s.phase = "9 end of round"
    if s.bank == "lunch":                                       # row 39, row 60: lunch is over
        s.bank = "open"
        for seat in at_the_bank(g):
            yield from bank(g, seat)
    for seat in s.clockwise(s.president):                       # row 45, after the bank's business
        if s.players[seat].exiled:
            yield from exile_fee(g, seat)
    s.situation, s.bank = "stable", "open"
    s.coup = None                                               # units back to their areas
    s.budget_forced = False
    s.martial_law = False
    s.reform_demand = None
    if not s.death_squad_bank_ok and s.no_assassination_round < g.round:   # row 60
        s.death_squad_bank_ok = True
        g.emit("squad_marker", "the Death Squad may strike at the Central Bank again")
    for p in s.players:
        if not p.alive:
            p.alive = True                                       # a new head of the family
            g.emit("heir", "the {family} family chooses a new head: {player} is back", p.family, p.name)
        p.location = None
        p.credit_used = 0
    s.locations_revealed = False


def exile_fee(g, seat: int):
    """row 45: return by paying one bill of his choice from his pocket, or from his Swiss account
    if his pocket is empty; staying abroad costs one bill from the Swiss account (kit: from the
    pocket when the account is empty); with no money at all he pays nothing."""
    s = g.state
    p = s.players[seat]
    choice = yield Decision("exile", seat, f"{p.name}: return from Exile, or stay abroad?",
                            ["return", "stay"])
    if choice == "return":
        source = p.pocket or p.swiss
    else:
        source = p.swiss or p.pocket
    if source:
        bill = yield Decision("exile_fee", seat, f"{p.name}: which bill do you pay?",
                              sorted(set(source)))
        source.remove(bill)
        s.box.append(bill)
    if choice == "return":
        p.exiled, p.embassy = False, None
        g.emit("return", "{player:seat} returns from Exile", seat)
    else:
        g.emit("stays_abroad", "{player:seat} stays in Exile", seat)
