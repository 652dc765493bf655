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
