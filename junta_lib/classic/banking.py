"""Phase 7: Banking (rows 53-55), and the lunch-time banking of Phase 9 (rows 39, 60).

Players who chose the Central Bank, were not killed getting there and find the bank open may move
bills between pocket and Swiss Bank Account, the President first, then clockwise (row 53).
A :class:`~.actions.Transaction`: ``{"deposit": [bills from the pocket], "withdraw": [bills from the account]}``.
"""
from __future__ import annotations

from ..i18n import N_, tr

from collections import Counter
from typing import TYPE_CHECKING

from ..core.decision import REPOSE, Decision, Domain
from ..core.errors import IllegalAction
from .actions import Transaction
from .budget import bills_text
from .money import move_bills

if TYPE_CHECKING:
    from .world import Flow, Junta


#: what a banker is told when the bills are not there
REFUSED = {"deposit": N_("you cannot deposit {missing}: your pocket holds {held}"),
           "withdraw": N_("you cannot withdraw {missing}: your Swiss account holds {held}")}


class BankCounter(Domain):
    """What ``seat`` may deposit (his pocket money) and withdraw (his Swiss account) (row 54)."""

    action = Transaction
    format = N_("{shape}: the bills from your pocket you deposit, the bills from your Swiss account you withdraw")
    shapes = {"shape": '{"deposit": [bills], "withdraw": [bills]}'}

    def __init__(self, g, seat: int):
        p = g.state.players[seat]
        self.pocket, self.swiss = list(p.pocket), list(p.swiss)

    def info(self) -> dict:
        return {"pocket": sorted(self.pocket), "swiss": sorted(self.swiss)}

    def check(self, action: Transaction) -> None:
        for bills, source, what, where in ((action.deposit, self.pocket, "deposit", "pocket"),
                                           (action.withdraw, self.swiss, "withdraw", "Swiss account")):
            if not all(type(b) is int for b in bills):
                raise IllegalAction(tr('{what} takes a list of bill values (whole numbers)', what=what))
            missing = Counter(bills) - Counter(source)
            if missing:
                raise IllegalAction(tr(REFUSED[what], missing=bills_text(missing.elements()), held=bills_text(source)))

    def sample(self, rng) -> Transaction:
        deposit = tuple(b for b in self.pocket if rng.random() < 0.6)
        withdraw = tuple(b for b in self.swiss if rng.random() < 0.05)
        self.sampled = action = Transaction(deposit, withdraw)
        return action


def bank(g: Junta, seat: int) -> Flow[None]:
    s = g.state
    p = s.players[seat]
    while (action := (yield Decision("banking", seat, g.phrase("{player:seat}: deposit or withdraw at the Central Bank",
                                                                  player=seat),
                                     domain=BankCounter(g, seat)))) is REPOSE:
        pass
    move_bills(p.pocket, p.swiss, action.deposit)
    move_bills(p.swiss, p.pocket, action.withdraw)
    g.emit("banking", "{player:seat} does business at the Central Bank", seat)
    # a zero side is no amount: "withdraws 0 million" (提款0) is no sentence a reader writes
    if action.deposit and action.withdraw:
        g.tell([seat], "banking_private", "{player:seat} deposits {dep} and withdraws {wd} million", seat,
               sum(action.deposit), sum(action.withdraw))
    elif action.deposit:
        g.tell([seat], "banking_private", "{player:seat} deposits {dep} million and withdraws nothing", seat,
               sum(action.deposit))
    elif action.withdraw:
        g.tell([seat], "banking_private", "{player:seat} deposits nothing and withdraws {wd} million", seat,
               sum(action.withdraw))
    else:
        g.tell([seat], "banking_private", "{player:seat} neither deposits nor withdraws anything", seat)


def at_the_bank(g: Junta) -> list[int]:
    s = g.state
    return [t for t in s.clockwise(s.president)
            if s.active(t) and s.players[t].location == "central_bank"]


def banking_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "7 banking"
    if s.bank != "open":                                         # row 53, row 39
        g.emit("bank_closed", "the Central Bank is closed ({why:words})",
               N_("for lunch") if s.bank == "lunch" else N_("for a holiday"))
        return
    for seat in at_the_bank(g):
        yield from bank(g, seat)
