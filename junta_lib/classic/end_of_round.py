"""Phase 9: End of the Round (row 60), Returning from Exile (row 45)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Word
from ..core.decision import Decision
from .banking import at_the_bank, bank

if TYPE_CHECKING:
    from .world import Flow, Junta

RETURN_OR_STAY = (Word.RETURN, Word.STAY)


def end_of_round_phase(g: Junta) -> Flow[None]:
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
    for seat, p in enumerate(s.players):
        if not p.alive:
            p.alive = True                                       # a new head of the family
            g.emit("heir", "the {family:family} family chooses a new head: {player:seat} is back", p.family, seat)
        p.location = None
        p.credit_used = 0
    s.locations_revealed = False


def exile_fee(g: Junta, seat: int) -> Flow[None]:
    """row 45: return by paying a bill of his choice (the ruleset's ``exile_fee_bills``) from his
    pocket, or from his Swiss account if his pocket is empty; staying abroad costs a bill from the
    Swiss account (kit: from the pocket when the account is empty); with no money he pays nothing."""
    s = g.state
    p = s.players[seat]
    choice = yield Decision("exile", seat, g.phrase("{player:seat}: return from Exile, or stay abroad?", player=seat),
                            RETURN_OR_STAY)
    for _ in range(g.rules.money.exile_fee_bills):
        source = (p.pocket or p.swiss) if choice is Word.RETURN else (p.swiss or p.pocket)
        if not source:
            break
        options = tuple(g.bill(b) for b in sorted(set(source)))
        # a player in Exile is outside the game (row 44): no side action interrupts him
        bill = yield Decision("exile_fee", seat, g.phrase("{player:seat}: which bill do you pay?", player=seat), options)
        source.remove(bill.bill)
        s.box.append(bill.bill)
    if choice is Word.RETURN:
        p.exiled, p.embassy = False, None
        g.emit("return", "{player:seat} returns from Exile", seat)
    else:
        g.emit("stays_abroad", "{player:seat} stays in Exile", seat)


def new_president_if_vacant(g: Junta) -> Flow[Any]:
    """K8: when the presidency has stayed vacant to the end of a round (the President died and
    nobody outside Exile could be elected), the next round begins with an election held as the
    first one was (row 20).  Returns False if it cannot end (the Foreign Aid runs out: the game ends)."""
    from .setup import first_president
    g.emit("vacant", "the presidency is vacant: a President is elected as the first one was")
    return (yield from first_president(g))
