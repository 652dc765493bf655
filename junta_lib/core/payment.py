"""Paying without change (JUNTA row 18, Viva 5): the items whose values cover a price with the
least overpayment, fewest items on a tie.

A subset-sum over totals: a least covering total is below price + the largest value (drop any item
from a covering set and it no longer covers), so only those totals are kept.  The work grows with
the number of items times a handful of totals, however many bills a rich player holds.  Only the
values matter, so the plan is worked out once per (values, price) and remembered: pockets and hands
repeat the same few combinations game after game.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, TypeVar

T = TypeVar("T")


@lru_cache(maxsize=4096)
def _plan(values: tuple[int, ...], price: int) -> tuple[int, ...] | None:
    """The values to hand over (a sub-multiset of the sorted ``values``), or None."""
    cap = price + max(values)
    fewest: dict[int, tuple[int, ...]] = {0: ()}     # total -> the fewest values reaching it
    for v in values:
        for total, used in list(fewest.items()):
            new = total + v
            if new < cap and (new not in fewest or len(used) + 1 < len(fewest[new])):
                fewest[new] = used + (v,)
    covering = [t for t in fewest if t >= price]
    return fewest[min(covering)] if covering else None


def least_overpay(items: list[T], value: Callable[[T], int], price: int) -> list[T] | None:
    if price <= 0:
        return []
    if not items:
        return None
    values = list(map(value, items))
    if price in values:                      # one item of exactly the price: nothing does better
        return [items[values.index(price)]]
    plan = _plan(tuple(sorted(values)), price)
    if plan is None:
        return None
    if len(plan) == 1:                       # one item (the usual overpayment): the first of that value
        return [items[values.index(plan[0])]]
    wanted = list(plan)                      # hand over the first items carrying those values
    paid = []
    for item, v in zip(items, values):
        if v in wanted:
            wanted.remove(v)
            paid.append(item)
    return paid
