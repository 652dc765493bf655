"""Voting power in JUNTA's Parliament (rows 7-10): who can swing a roll call?

A roll call is a weighted voting game: a side wins with more than half of the votes cast, and on a
tie the President decides (row 10), so a coalition with exactly half wins if the President is in it.
``banzhaf`` counts, for each player, the winning coalitions he can turn into losing ones by leaving;
``shapley_shubik`` the orderings in which he is pivotal.  Exact enumeration (at most 7 players).
"""
from __future__ import annotations

from itertools import combinations, permutations


def wins(coalition, weights: dict, president=None) -> bool:
    total = sum(weights.values())
    votes = sum(weights[p] for p in coalition)
    return 2 * votes > total or (2 * votes == total and president in coalition)


def banzhaf(weights: dict, president=None) -> dict:
    """Normalised Banzhaf index of each player (shares summing to 1)."""
    players = list(weights)
    swings = {p: 0 for p in players}
    for size in range(1, len(players) + 1):
        for coalition in combinations(players, size):
            if not wins(coalition, weights, president):
                continue
            for p in coalition:
                rest = [q for q in coalition if q != p]
                if not wins(rest, weights, president):
                    swings[p] += 1
    total = sum(swings.values()) or 1
    return {p: swings[p] / total for p in players}


def shapley_shubik(weights: dict, president=None) -> dict:
    """Shapley-Shubik index: the share of orderings in which each player's arrival decides."""
    players = list(weights)
    pivots = {p: 0 for p in players}
    count = 0
    for order in permutations(players):
        count += 1
        for i, p in enumerate(order):
            if wins(order[: i + 1], weights, president):
                pivots[p] += 1
                break
    return {p: pivots[p] / count for p in players}


def parliament_weights(game) -> dict:
    """The votes each player could cast in a roll call now, from what the table shows: the family
    vote, his Positions' votes (the President's own Position included, rows 6, 8, 13) and his face-up
    Influence cards (cards still in hand are secret and are not counted).  Keys are player names."""
    from ..classic.voting import card_votes, position_holders

    s = game.state
    holders = position_holders(s)
    out = {}
    for seat, p in enumerate(s.players):
        if not s.active(seat):
            continue
        votes = game.rules.cabinet.family_votes
        votes += sum(game.rules.cabinet.position_votes for pos, holder in holders.items() if holder == seat)
        votes += sum(card_votes(game, seat, cid) for cid in p.influence)
        out[p.name] = votes
    return out


# -- the same indices by generating functions (a second method; the tests compare the two) ----------
def _counts(weights: list[int]) -> dict[tuple[int, int], int]:
    """{(coalition size, coalition weight): how many coalitions} of the players with ``weights``:
    the coefficients of prod (1 + x^w y), built one player at a time."""
    counts = {(0, 0): 1}
    for wt in weights:
        nxt = dict(counts)
        for (size, total), c in counts.items():
            key = (size + 1, total + wt)
            nxt[key] = nxt.get(key, 0) + c
        counts = nxt
    return counts


def _pivotal_counts(weights: dict, player, president):
    """For each (size, weight, president-in) of the coalitions of the others: how many, and whether
    ``player`` joining turns them from losing to winning."""
    total = sum(weights.values())
    others = [p for p in weights if p != player]
    rest = [weights[p] for p in others if p != president]
    with_p = president in others
    w_i = weights[player]

    def wins(votes, has_president):
        return 2 * votes > total or (2 * votes == total and has_president)

    out = []
    for (size, w), c in _counts(rest).items():
        for pres_in in ((False, True) if with_p else (False,)):
            votes = w + (weights[president] if pres_in else 0)
            n = size + pres_in
            if not wins(votes, pres_in) and wins(votes + w_i, pres_in or player == president):
                out.append((n, c))
    return out


def banzhaf_gf(weights: dict, president=None) -> dict:
    """Normalised Banzhaf index by generating functions (no enumeration of coalitions)."""
    swings = {p: sum(c for _, c in _pivotal_counts(weights, p, president)) for p in weights}
    total = sum(swings.values()) or 1
    return {p: swings[p] / total for p in weights}


def shapley_shubik_gf(weights: dict, president=None) -> dict:
    """Shapley-Shubik index by generating functions: a player is pivotal after a coalition S of the
    others in |S|! (n - |S| - 1)! of the n! orderings."""
    from math import factorial
    n = len(weights)
    return {p: sum(c * factorial(size) * factorial(n - size - 1) for size, c in _pivotal_counts(weights, p, president))
            / factorial(n) for p in weights}
