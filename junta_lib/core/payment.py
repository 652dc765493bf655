"""Paying without change (JUNTA row 18, Viva 5): the items whose values cover a price with the
least overpayment, fewest items on a tie.

A subset-sum over totals: a least covering total is below price + the largest value (drop any item
from a covering set and it no longer covers), so only those totals are kept.  The work grows with
the number of items times a handful of totals, however many bills a rich player holds.
"""
from __future__ import annotations

from typing import Callable, TypeVar

T = TypeVar("T")


def least_overpay(items: list[T], value: Callable[[T], int], price: int) -> list[T] | None:
    if price <= 0:
        return []
    if not items:
        return None
    cap = price + max(value(i) for i in items)
    fewest: dict[int, list[T]] = {0: []}           # total -> the fewest items reaching it
    for item in items:
        v = value(item)
        for total, used in list(fewest.items()):
            new = total + v
            if new < cap and (new not in fewest or len(used) + 1 < len(fewest[new])):
                fewest[new] = used + [item]
    covering = [t for t in fewest if t >= price]
    return fewest[min(covering)] if covering else None
