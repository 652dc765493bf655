"""Random-playout throughput of both engines on one core, against OpenSpiel's Python games.

Two loops are timed for each game: ``play()`` (the simulation's loop: random bots read no view)
and the README's loop, which asks ``game.view(seat)`` for every decision as a notebook would.

    make bench            (installs open-spiel into the venv, then runs this)
    python benchmarks/playouts.py --games 200 --json

Reports decisions per second and complete games per second for JUNTA (5 players) and Viva el
Presidente! (4 players), and in the same run the random-playout steps per second of OpenSpiel's
Python-implemented tic_tac_toe (``python_tic_tac_toe``) so that the ratio says how our engines
compare with a reference implementation on this machine.  Each figure is the median of
``--repeat`` timed runs over the same seeded games (best and worst beside it), after a warm-up.

Each of the five measurements runs in a fresh worker process pinned to one core (as pyperf does):
in one long process the loops measured later inherit the heap the earlier ones left, which
slowed the last one by about 3% here.  ``--in-process`` measures them all in this process instead.

The five are measured in ``--rounds`` rounds, each round all five in turn, and each ratio to
OpenSpiel is taken within a round: on a shared machine whose speed moves from one minute to the
next (four runs of the one-round bench read JUNTA at 1.6x to 2.5x OpenSpiel within half an hour),
an engine measured minutes after OpenSpiel compared two machines.  The median round's ratio is
reported, the lowest and highest beside it.  Figures only: nothing here asserts.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import RandomAgent  # noqa: E402
from junta_lib.core import play  # noqa: E402


def pin_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
        except OSError:
            pass


def _summary(rates: list[float]) -> dict:
    return {"median": round(statistics.median(rates)), "best": round(max(rates)), "worst": round(min(rates))}


def readme_loop(game, agents):
    """The README's loop, word for word: a view for every decision."""
    while not game.is_over():
        decision = game.pending()
        action = agents[decision.player].choose(game.view(decision.player), decision)
        game.apply(action)
    return game


def ours(game: str, players: int, games: int, seed: int, repeat: int, loop=play) -> dict:
    """The same ``games`` seeded random playouts, timed ``repeat`` times; the median run is the figure."""
    if game == "classic":
        from junta_lib.classic import new_game
    else:
        from junta_lib.viva import new_game
    for i in range(min(games, 20)):                       # warm-up: data files, caches
        loop(new_game(players=players, seed=seed + i), RandomAgent.team(players, seed + i))
    runs = []
    for _ in range(repeat):
        decisions = 0
        start = time.perf_counter()
        for i in range(games):
            g = new_game(players=players, seed=seed + i)
            loop(g, RandomAgent.team(players, seed + i))
            decisions += len(g.actions)
        runs.append((time.perf_counter() - start, decisions))
    seconds, decisions = sorted(runs)[len(runs) // 2]     # the median run
    return {"game": game, "loop": loop.__name__, "players": players, "games": games, "decisions": decisions,
            "repeat": repeat, "seconds": round(seconds, 3), "games_per_s": round(games / seconds, 1),
            "decisions_per_s": round(decisions / seconds),
            "decisions_per_s_runs": _summary([d / t for t, d in runs])}


def openspiel(name: str, seconds_budget: float, repeat: int) -> dict | None:
    try:
        import pyspiel
        from open_spiel.python.games import tic_tac_toe  # noqa: F401  registers python_tic_tac_toe
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    rng = random.Random(0)
    runs = []
    for _ in range(repeat):
        steps = games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds_budget:
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
                steps += 1
            games += 1
        runs.append((steps / (time.perf_counter() - start), steps, games))
    rate, steps, games = sorted(runs)[len(runs) // 2]
    return {"game": name, "repeat": repeat, "steps": steps, "games": games, "seconds_per_run": seconds_budget,
            "steps_per_s": round(rate), "games_per_s": round(games / seconds_budget, 1),
            "steps_per_s_runs": _summary([r for r, _, _ in runs])}


#: what is measured: name -> (game, players, games per --games, loop)
MEASURES = {"classic": ("classic", 5, 1, "play"), "viva": ("viva", 4, 5, "play"),
            "classic_readme_loop": ("classic", 5, 1, "readme_loop"),
            "viva_readme_loop": ("viva", 4, 5, "readme_loop"), "openspiel": None}


def measure(name: str, games: int, seed: int, repeat: int) -> dict | None:
    """One measurement, in this process."""
    pin_one_core()
    if MEASURES[name] is None:
        return openspiel("python_tic_tac_toe", 1.0, repeat)
    game, players, per, loop = MEASURES[name]
    return ours(game, players, games * per, seed, repeat, play if loop == "play" else readme_loop)


def in_worker(name: str, games: int, seed: int, repeat: int) -> dict | None:
    """One measurement, in a fresh Python process."""
    out = subprocess.run([sys.executable, __file__, "--worker", name, "--games", str(games), "--seed", str(seed),
                          "--repeat", str(repeat)], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"the {name} measurement failed:\n{out.stderr.strip()[-2000:]}")
    return json.loads(out.stdout)


def _median_round(rows: list) -> dict | None:
    """The row of the round with the median rate (None when OpenSpiel is not installed)."""
    if rows[0] is None:
        return None
    rate = (lambda r: r["decisions_per_s"]) if "decisions_per_s" in rows[0] else (lambda r: r["steps_per_s"])
    return dict(sorted(rows, key=rate)[len(rows) // 2])


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--repeat", type=int, default=5, help="timed runs of each; the median is reported")
    p.add_argument("--rounds", type=int, default=3,
                   help="rounds of the five measurements in turn; each ratio is taken within a round")
    p.add_argument("--json", action="store_true")
    p.add_argument("--in-process", action="store_true", help="measure everything in this one process")
    p.add_argument("--worker", choices=list(MEASURES), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.games < 1 or args.repeat < 1 or args.rounds < 1:
        p.error("--games, --repeat and --rounds must be at least 1")
    if args.worker:
        print(json.dumps(measure(args.worker, args.games, args.seed, args.repeat)))
        return 0
    run = measure if args.in_process else in_worker
    rounds = [{name: run(name, args.games, args.seed, args.repeat) for name in MEASURES} for _ in range(args.rounds)]
    report = {name: _median_round([r[name] for r in rounds]) for name in MEASURES}
    if report["openspiel"]:
        for key in ("classic", "viva", "classic_readme_loop", "viva_readme_loop"):
            ratios = sorted(r[key]["decisions_per_s"] / r["openspiel"]["steps_per_s"] for r in rounds)
            report[key]["ratio_to_openspiel_steps"] = round(statistics.median(ratios), 2)
            report[key]["ratio_rounds"] = {"lowest": round(ratios[0], 2), "highest": round(ratios[-1], 2),
                                           "rounds": len(ratios)}
    if args.json:
        print(json.dumps(report))
    else:
        for key, row in report.items():
            if not row:
                print(f"{key:>20}: open-spiel not installed (make bench installs it)")
                continue
            ratio = row.get("ratio_to_openspiel_steps")
            rate = row.get("decisions_per_s") or row.get("steps_per_s")
            spread = row.get("ratio_rounds")
            print(f"{key:>20}: {rate:>9,} per s, {row['games_per_s']:>7,} games per s"
                  + (f"  ({ratio}x OpenSpiel's python_tic_tac_toe" if ratio else "")
                  + (f"; {spread['lowest']}-{spread['highest']}x over {spread['rounds']} rounds)" if spread
                     else ")" if ratio else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
