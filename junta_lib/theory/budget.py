"""Budgets as bargaining (rows 31-38): whom must the President pay?

A Budget passes with more than half of the votes cast, or exactly half with the President's
tie-break (row 10).  ``minimal_winning_coalitions`` lists the smallest groups with the President
that pass it; ``cheapest_budget`` finds the coalition that costs least when each member must be paid
his asking price, the rest of the Foreign Aid staying with the President.
"""
from __future__ import annotations

from itertools import combinations

from .voting_power import wins


def minimal_winning_coalitions(weights: dict, president) -> list[tuple]:
    """Coalitions containing the President that pass a Budget, none of whose members is spare."""
    others = [p for p in weights if p != president]
    out = []
    for size in range(0, len(others) + 1):
        for group in combinations(others, size):
            coalition = (president,) + group
            if wins(coalition, weights, president) and all(
                    not wins(tuple(q for q in coalition if q != p), weights, president) for p in group):
                out.append(coalition)
    return out


def cheapest_budget(weights: dict, president, prices: dict) -> dict:
    """The winning coalition with the President that costs least to pay (``prices`` per player)."""
    best = None
    for coalition in minimal_winning_coalitions(weights, president):
        cost = sum(prices[p] for p in coalition if p != president)
        if best is None or cost < best["cost"]:
            best = {"coalition": coalition, "cost": cost}
    return best
