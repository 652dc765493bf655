"""Paying with bills (row 18): no change is ever made, overpaid money is lost, and money used goes
back into the game box.  Bankers and Monarchists pay ``assassins.influence_credit`` each round toward assassin and
bribe costs (K10).

The kit pays with the bills that cover the cost with the least overpayment (fewest bills on a tie):
the choice a player at the table makes, so it is not asked (kit decision).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.payment import least_overpay

if TYPE_CHECKING:
    from .world import Junta


def credit(g: Junta, seat: int) -> int:
    """Credit toward assassin and bribe costs still unused this round (Bankers, Monarchists)."""
    p = g.state.players[seat]
    per = g.rules.assassins.influence_credit
    total = sum(per for c in p.influence if g.cards[c].effect == "influence_credit")
    return max(0, total - p.credit_used)


def cheapest_bills(bills: list[int], amount: int) -> list[int] | None:
    return least_overpay(sorted(bills), int, amount)


def can_pay(g: Junta, seat: int, cost: int, with_credit: bool = True) -> bool:
    due = cost - (credit(g, seat) if with_credit else 0)
    return due <= 0 or sum(g.state.players[seat].pocket) >= due


def pay(g: Junta, seat: int, cost: int, with_credit: bool = True) -> int:
    """Pay ``cost`` from credit and pocket money into the game box; returns millions of bills paid.
    Bills worth more than what is due are lost, and the payer's story says so (row 18: no change)."""
    s = g.state
    p = s.players[seat]
    use = min(credit(g, seat), cost) if with_credit else 0
    p.credit_used += use
    bills = cheapest_bills(p.pocket, cost - use)
    if bills is None:
        raise ValueError(f"{p.name} cannot pay {cost} million")   # callers check can_pay first
    for bill in bills:
        p.pocket.remove(bill)
        s.box.append(bill)
    due = cost - use
    lost = sum(bills) - due
    if lost > 0:                            # only the payer knows his bills: told to him alone
        if len(bills) == 1:
            g.tell((seat,), "overpaid", "{player:seat} pays {due} million with a {bill}-million bill; {lost} million "
                   "is lost (nobody makes change, row 18)", seat, due, bills[0], lost)
        else:
            g.tell((seat,), "overpaid", "{player:seat} pays {due} million with bills of {bills} million; {lost} "
                   "million is lost (nobody makes change, row 18)", seat, due, " + ".join(map(str, sorted(bills))),
                   lost)
    return sum(bills)


def move_bills(source: list[int], target: list[int], bills) -> None:
    """Move the named bills (values) from one pile of money to another."""
    for bill in bills:
        source.remove(bill)
        target.append(bill)


def take_bill(g: Junta, seat: int) -> int | None:
    """Draw the topmost bill of the Foreign Aid deck into a pocket (row 15, Secret Party Donation)."""
    s = g.state
    if not s.aid:
        return None
    bill = s.aid.pop()
    s.players[seat].pocket.append(bill)
    return bill
