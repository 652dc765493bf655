"""The hidden-Location game (rows 40-48) as a two-player zero-sum game.

A player chooses where to spend the round; an assassin guesses where.  The model's assumptions:

- zero-sum: what the hider gains the assassin loses (he wants the hider dead exactly as much as the
  hider wants to live);
- a wrong guess leaves the hider what his Location is worth: the Central Bank ``bank`` (he can bank
  his pocket money, row 53) and Headquarters ``hq`` (he may start a coup, row 56); Home, Mistress and
  Nightclub nothing (row 43);
- a right guess kills him: he loses ``death`` (his pocket money and the round) and gains nothing from
  his Location - the dead neither bank (row 53) nor start a coup (row 49: he takes no actions).  When the
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


def solve_lp(payoff) -> dict:
    """The same equilibrium by linear programming (a second method): the row player maximises v
    subject to p . A[:, j] >= v for every column, p a probability vector; likewise for the columns."""
    from scipy.optimize import linprog

    a = np.asarray(payoff, dtype=float)
    m, n = a.shape

    def best(mat):
        rows, cols = mat.shape
        c = np.zeros(rows + 1)
        c[-1] = -1.0                                          # maximise v
        a_ub = np.hstack([-mat.T, np.ones((cols, 1))])        # v - p . A[:, j] <= 0
        a_eq = np.hstack([np.ones((1, rows)), np.zeros((1, 1))])
        res = linprog(c, A_ub=a_ub, b_ub=np.zeros(cols), A_eq=a_eq, b_eq=[1.0],
                      bounds=[(0, None)] * rows + [(None, None)], method="highs")
        return res.x[:rows], res.x[-1]

    p, v = best(a)
    q, minus_v = best(-a.T)
    return {"value": float(v), "row": p.round(12).tolist(), "col": q.round(12).tolist()}


def payoff_of(hide: str, guess: str, worth: dict, death: float) -> float:
    """What the hider gets: his Location's worth if the guess is wrong, -``death`` if it is right
    (a dead player neither banks nor starts a coup, rows 49 and 53)."""
    return -death if hide == guess else worth.get(hide, 0.0)


def location_game(bank: float = 1.0, hq: float = 0.5, death: float = 5.0, bank_protected: bool = False) -> dict:
    """The player's best mix of Locations against one assassin, the assassin's best guesses, and
    what the round is worth to the player."""
    names = list(load_rules().locations.names)
    worth = {"central_bank": bank, "headquarters": hq}
    guesses = [g for g in names if not (bank_protected and g == "central_bank")]
    payoff = [[payoff_of(loc, guess, worth, death) for guess in guesses] for loc in names]
    result = solve(payoff)
    return {"value": result["value"], "hide": dict(zip(names, result["row"])),
            "guess": dict(zip(guesses, result["col"]))}


def location_trials(bank: float, hq: float, death: float, trials: int = 400, seed: int = 0,
                    bank_protected: bool = False) -> dict:
    """The hidden-Location game played on the engine: each trial a Phase 6 whose victim hid where his
    equilibrium mix says and the Minister's Death Squad looked where its mix says; the engine decides
    whether he dies.  Returns the mean payoff to the hider with its 95% interval."""
    import random
    from math import sqrt

    from ..classic.scenarios import arranged_game
    best = location_game(bank, hq, death, bank_protected)
    rng = random.Random(seed)
    worth = {"central_bank": bank, "headquarters": hq}
    cabinet = {"minister": 0, "general_1": 0, "general_2": 2, "admiral": 2, "general_3": 3, "air_force": 3}
    payoffs = []
    for t in range(trials):
        hide = rng.choices(list(best["hide"]), weights=list(best["hide"].values()))[0]
        guess = rng.choices(list(best["guess"]), weights=list(best["guess"].values()))[0]
        g = arranged_game(start="6 assassinations", president=3, positions=cabinet, seed=seed + t,
                          locations={0: "home", 1: hide, 2: "home", 3: "home"},
                          extra=(lambda gm: setattr(gm.state, "death_squad_bank_ok", False)) if bank_protected else None)
        g.apply({"assassin": "death_squad", "target": 1, "location": guess})
        dead = not g.state.players[1].alive
        payoffs.append(-death if dead else worth.get(hide, 0.0))       # the engine decides who died
    mean = sum(payoffs) / trials
    sd = sqrt(sum((p - mean) ** 2 for p in payoffs) / max(trials - 1, 1))
    half = 1.96 * sd / sqrt(trials)
    return {"mean": mean, "low": mean - half, "high": mean + half, "trials": trials, "exact": best["value"]}


def trial_against(trial: dict, value=None) -> str:
    """What ``location_trials`` measured, against the student's ``value`` (None or not a number: not
    answered yet), in the notebook's language."""
    from ..i18n import tr
    facts = {"mean": f"{trial['mean']:.3f}", "low": f"{trial['low']:.3f}", "high": f"{trial['high']:.3f}",
             "rounds": trial["trials"]}
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return tr("measured {mean} ({low} to {high} at 95%, {rounds} rounds) against your value {value}",
                  value=f"{value:.3f}", **facts)
    return tr("measured {mean} ({low} to {high} at 95%, {rounds} rounds) against your value (answer above "
              "first)", **facts)
