"""Phase 7: Banking (rows 53-55), and the lunch-time banking of Phase 9 (rows 39, 60).

Players who chose the Central Bank, were not killed getting there and find the bank open may move
bills between pocket and Swiss Bank Account, the President first, then clockwise (row 53).
An action: ``{"deposit": [bills from the pocket], "withdraw": [bills from the account]}``.
"""
from __future__ import annotations

from collections import Counter

from ..core.decision import Decision
from ..core.errors import IllegalAction
from .events import bank_holiday_window
from .money import move_bills


def check_transaction(g, seat: int, action) -> None:
    p = g.state.players[seat]
    if not isinstance(action, dict) or set(action) - {"deposit", "withdraw"}:
        raise IllegalAction('a transaction is {"deposit": [bills], "withdraw": [bills]}')
    for key, source, where in (("deposit", p.pocket, "pocket"), ("withdraw", p.swiss, "Swiss account")):
        bills = action.get(key, [])
        if not isinstance(bills, list) or not all(isinstance(b, int) for b in bills):
            raise IllegalAction(f"{key} takes a list of bill values")
        missing = Counter(bills) - Counter(source)
        if missing:
            raise IllegalAction(f"cannot {key} {dict(missing)}: your {where} holds {sorted(source)}")


def random_transaction(g, seat: int, rng) -> dict:
    p = g.state.players[seat]
    deposit = [b for b in p.pocket if rng.random() < 0.6]
    withdraw = [b for b in p.swiss if rng.random() < 0.05]
    return {"deposit": deposit, "withdraw": withdraw}


def bank(g, seat: int):
    s = g.state
    p = s.players[seat]
    action = yield Decision(
        "banking", seat, f"{p.name}: deposit or withdraw at the Central Bank",
        validate=lambda a: check_transaction(g, seat, a), sample=lambda rng: random_transaction(g, seat, rng),
        info={"pocket": sorted(p.pocket), "swiss": sorted(p.swiss),
              "format": '{"deposit": [bills], "withdraw": [bills]}'})
    move_bills(p.pocket, p.swiss, action.get("deposit", []))
    move_bills(p.swiss, p.pocket, action.get("withdraw", []))
    g.emit("banking", "{player:seat} does business at the Central Bank", seat)
    g.tell([seat], "banking_private", "{player:seat} deposits {dep} and withdraws {wd} million", seat,
           sum(action.get("deposit", [])), sum(action.get("withdraw", [])))


def at_the_bank(g) -> list[int]:
    s = g.state
    return [t for t in s.clockwise(s.president)
            if s.active(t) and s.players[t].location == "central_bank"]


def banking_phase(g):
    s = g.state
    s.phase = "7 banking"
    yield from bank_holiday_window(g)
    if s.bank != "open":                                         # row 53, row 39
        g.emit("bank_closed", "the Central Bank is closed ({why})",
               "for lunch" if s.bank == "lunch" else "for a holiday")
        return
    for seat in at_the_bank(g):
        yield from bank(g, seat)
