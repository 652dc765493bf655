"""Many seeded bot games, and the figures the ``junta simulate`` command reports."""
from __future__ import annotations

import hashlib
import time
import traceback
from collections import Counter

from .agents import RandomAgent, heuristic_team
from .core import IllegalAction, play

#: the figures each game counts as it is played (its ``stats``), reported summed over the games
FIGURES = {"classic": ("coups", "coups_won_by_rebels", "assassinations", "executions"),
           "viva": ("coups_attempted", "coups_won", "fights")}


def game_factory(name: str):
    if name == "classic":
        from .classic import new_game
    elif name == "viva":
        from .viva import new_game
    else:
        raise IllegalAction(f"unknown game {name!r}; choose 'classic' or 'viva'")
    return new_game


def bot_team(kind: str, game, seed: int) -> list:
    """``random`` (uniform over legal choices) or ``heuristic`` players for every seat."""
    if kind == "random":
        return RandomAgent.team(len(game.state.names), seed)
    if kind == "heuristic":
        return heuristic_team(game, seed)
    raise IllegalAction(f"unknown bots {kind!r}; choose 'random' or 'heuristic'")


def simulate(game: str = "classic", games: int = 10, players: int = 5, seed: int = 0,
             advanced: bool = False, bots: str = "random", **options) -> dict:
    """Play ``games`` bot games with seeds seed, seed+1, ...; return the summary figures.
    ``options`` go to every new game (``ruleset``, ``cards``, ``city``)."""
    new_game = game_factory(game)
    if advanced and game != "viva":
        raise IllegalAction("--advanced is for Viva el Presidente! only (--game viva)")
    if type(games) is not int or games < 1:
        raise IllegalAction(f"play at least one game, not {games!r}")
    extra = dict(options, advanced=True) if advanced else dict(options)
    bot_team(bots, new_game(players=players, seed=seed, **extra), seed)   # a wrong set-up is refused here
    digest = hashlib.sha256()
    winners: Counter = Counter()
    totals: Counter = Counter()
    errors, error_samples, decisions, rounds = 0, [], 0, 0
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        try:
            g = new_game(players=players, seed=game_seed, **extra)
            play(g, bot_team(bots, g, game_seed))
        except Exception:                       # counted and reported, never hidden
            errors += 1
            if len(error_samples) < 3:
                error_samples.append({"seed": game_seed, "error": traceback.format_exc(limit=3)})
            continue
        decisions += len(g.actions)
        rounds += g.round
        digest.update(g.digest().encode())
        for seat in g.result()["winners"]:
            winners[seat] += 1
        totals.update(g.stats)
    seconds = time.perf_counter() - start
    done = games - errors
    return {
        "game": game, "bots": bots, "games": games, "players": players, "seed": seed, "advanced": advanced,
        "decisions": decisions, "seconds": round(seconds, 4),
        "games_per_s": round(games / seconds, 2) if seconds else None,
        "decisions_per_s": round(decisions / seconds, 1) if seconds else None,
        "rounds_mean": round(rounds / done, 3) if done else None,
        **{name: totals[name] for name in FIGURES[game]},
        "winners": {str(seat): winners[seat] for seat in sorted(set(range(players)) | set(winners))},
        "errors": errors, "error_samples": error_samples,
        "digest": digest.hexdigest(),
    }
