"""The hidden-Location game (rows 40-48) as a two-player zero-sum game.

A player chooses where to spend the round; an assassin guesses where.  A right guess kills (cost
``death``); the Central Bank is worth ``bank`` to the player (he can bank his pocket money) and
Headquarters ``hq`` (he may start a coup); Home, Mistress and Nightclub are worth nothing.  When the
No Assassination marker is out, the Death Squad may not strike at the Central Bank (row 48), so the
guesser's choices shrink.  ``solve`` finds both players' optimal mixed strategies and the value
exactly, by support enumeration (the game is tiny).
"""
from __future__ import annotations

from itertools import combinations

import numpy as np

from ..classic.ruleset import load_rules


def solve(payoff) -> dict:
    """Optimal mixed strategies of a zero-sum game; ``payoff[i][j]`` is what the row player gets."""
    a = np.asarray(payoff, dtype=float)
    m, n = a.shape
    for k in range(1, min(m, n) + 1):
        for rows in combinations(range(m), k):
            for cols in combinations(range(n), k):
                sub = a[np.ix_(rows, cols)]
                # row mix p over rows makes every support column pay v; column mix q likewise
                lhs = np.zeros((k + 1, k + 1))
                lhs[:k, :k], lhs[:k, k], lhs[k, :k] = sub.T, -1.0, 1.0
                rhs = np.zeros(k + 1)
                rhs[k] = 1.0
                lhs2 = np.zeros((k + 1, k + 1))
                lhs2[:k, :k], lhs2[:k, k], lhs2[k, :k] = sub, -1.0, 1.0
                try:
                    sol_p = np.linalg.solve(lhs, rhs)
                    sol_q = np.linalg.solve(lhs2, rhs)
                except np.linalg.LinAlgError:
                    continue
                p_s, v, q_s = sol_p[:k], sol_p[k], sol_q[:k]
                if (p_s < -1e-9).any() or (q_s < -1e-9).any():
                    continue
                p, q = np.zeros(m), np.zeros(n)
                p[list(rows)], q[list(cols)] = p_s, q_s
                if (p @ a >= v - 1e-9).all() and (a @ q <= v + 1e-9).all():
                    return {"value": float(v), "row": p.round(12).tolist(), "col": q.round(12).tolist()}
    raise ValueError("no equilibrium found (the payoff matrix is malformed)")


def location_game(bank: float = 1.0, hq: float = 0.5, death: float = 5.0, bank_protected: bool = False) -> dict:
    """The player's best mix of Locations against one assassin, the assassin's best guesses, and
    what the round is worth to the player."""
    names = list(load_rules().locations.names)
    worth = {"central_bank": bank, "headquarters": hq}
    guesses = [g for g in names if not (bank_protected and g == "central_bank")]
    payoff = [[worth.get(loc, 0.0) - (death if loc == guess else 0.0) for guess in guesses] for loc in names]
    result = solve(payoff)
    return {"value": result["value"], "hide": dict(zip(names, result["row"])),
            "guess": dict(zip(guesses, result["col"]))}
