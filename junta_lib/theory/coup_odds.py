"""The odds of a coup in Viva el Presidente!, measured on the real engine (viva 3-4).

Attackers turn their dice to the President's number, helpers to 6, and the President's own dice
count 1 each; each trial is a real arranged game whose militia orders are set so, with the dice
rolled by the game's seeded generator.  The share of trials in which the President falls is the
estimate: a small laboratory for "should I join the coup, or help the President?".
"""
from __future__ import annotations

from ..agents import RandomAgent
from ..viva.actions import Promise
from ..viva.scenarios import arranged_game


def coup_odds(attackers: list[int], helpers: list[int] = (), president_dice: int = 1,
              president_buildings: int = 0, trials: int = 400, seed: int = 0) -> dict:
    """``attackers``/``helpers``: the number of dice of each such player (1 to 4).  Each trial is a
    game of its own seed, drawn from ``seed``: runs with different seeds are independent, so the 95%
    interval covers the exact value 95% of the time."""
    import random
    players = 1 + len(attackers) + len(helpers)
    if not 3 <= players <= 5:
        raise ValueError(f"attackers + helpers + the President must be 3 to 5 players, not {players}")
    dice = {0: president_dice}
    for i, n in enumerate(list(attackers) + list(helpers), start=1):
        dice[i] = n
    orders = {i: [1] * n for i, n in enumerate(attackers, start=1)}
    orders.update({i: [6] * n for i, n in enumerate(helpers, start=1 + len(attackers))})
    falls = 0
    margins = []
    seeds = random.Random(seed)
    for _ in range(trials):
        game_seed = seeds.getrandbits(48)
        g = arranged_game(president=0, players=players, dice=dice, buildings={0: president_buildings},
                          seed=game_seed)
        bots = RandomAgent.team(players, game_seed)
        first_promise = next(o for o in g.pending().options if isinstance(o, Promise))
        g.apply(first_promise)
        g.apply("done")
        while (d := g.pending()) is not None and d.kind == "militia":
            g.apply(orders[d.player])
        while (d := g.pending()) is not None and d.kind in ("defence_card", "attack_card", "general_strike",
                                                              "destroy_die"):
            g.apply(bots[d.player].choose(None, d))
        falls += g.stats["coups_won"]
        result = next(e for e in g.events if e.kind == "fight_result") if g.stats["fights"] else None
        if result is not None:
            margins.append(result.data["attack"] - result.data["defence"])
    low, high = wilson(falls, trials)
    return {"players": players, "trials": trials, "president_falls": falls / trials, "low": low, "high": high,
            "mean_margin": sum(margins) / len(margins) if margins else 0.0}


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share measured in ``trials`` (a Monte Carlo estimate is
    always shown with its uncertainty)."""
    if trials <= 0:
        return 0.0, 1.0
    from math import sqrt
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def exact_coup_odds(attackers: list[int], helpers: list[int] = (), president_dice: int = 1,
                    president_buildings: int = 0) -> float:
    """The exact chance that the President falls (viva 4.c-d), with no cards played: the attackers'
    dice summed against his buildings, one point for each of his own dice and the helpers' rolls;
    a tie is the defender's.  By convolving the dice's distributions (the simulation's check)."""
    def dist(n: int) -> dict[int, float]:
        out = {0: 1.0}
        for _ in range(n):
            nxt: dict[int, float] = {}
            for total, p in out.items():
                for face in range(1, 7):
                    nxt[total + face] = nxt.get(total + face, 0.0) + p / 6
            out = nxt
        return out
    attack = dist(sum(attackers))
    defence = {t + president_dice + president_buildings: p for t, p in dist(sum(helpers)).items()}
    return sum(pa * pd for a, pa in attack.items() for d, pd in defence.items() if a > d)
