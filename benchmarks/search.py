"""What one ISMCTS iteration costs: cloning the game (a replay of its seed and actions, with the
hidden parts redrawn: ``view.sample_world``) against playing the sampled world out.

The rules are generators, which Python cannot copy, so a game cannot be cloned by copying its
state: the kit clones by replay.  This measures how much of an iteration that costs, in both games,
early, in the middle and late in a game, with random and with heuristic playouts.  CPU time
(``time.process_time``), so that other users of a shared machine move the figures less.

    python benchmarks/search.py [--repeat 20] [--json]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import heuristic_team  # noqa: E402
from junta_lib.agents.ismcts import rollout  # noqa: E402
from junta_lib.core.registry import game_kind  # noqa: E402


def position(game: str, players: int, share: float, seed: int = 1):
    """A game played by heuristic players to ``share`` of its length, at a decision."""
    kind = game_kind(game)
    whole = kind.new_game(players=players, seed=seed)
    team = heuristic_team(whole, seed)
    while not whole.is_over():
        d = whole.pending()
        whole.apply(team[d.player].choose(whole.view(d.player), d))
    g = kind.new_game(players=players, seed=seed)
    team = heuristic_team(g, seed)
    for _ in range(int(len(whole.actions) * share)):
        d = g.pending()
        g.apply(team[d.player].choose(g.view(d.player), d))
    return g


def measure(game: str, players: int, share: float, repeat: int) -> dict:
    g = position(game, players, share)
    d = g.pending()
    view, rng = g.view(d.player), random.Random(1)
    start = time.process_time()
    for _ in range(repeat):
        view.sample_world(rng)
    clone = (time.process_time() - start) / repeat
    out = {"game": game, "players": players, "at_action": len(g.actions), "clone_ms": round(clone * 1000, 2)}
    for name, team in (("random", lambda w: None), ("heuristic", lambda w: heuristic_team(w, 7))):
        start = time.process_time()
        for _ in range(repeat):
            world = view.sample_world(rng)
            rollout(world, rng, team(world))
        whole = (time.process_time() - start) / repeat
        out[f"{name}_playout_ms"] = round((whole - clone) * 1000, 2)
        out[f"clone_share_{name}"] = round(clone / whole, 2)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=20)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    rows = [measure(game, players, share, args.repeat)
            for game, players in (("viva", 3), ("classic", 4)) for share in (0.1, 0.5, 0.9)]
    if args.json:
        print(json.dumps(rows))
    else:
        for row in rows:
            print("  ".join(f"{k}={v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
