"""Where the searching bot departs from its habits: decision by decision, by kind.

Positions come from seeded JUNTA games of heuristic players: about a third of one seat's decisions
(the seat ``seed % players``, a different one each game).  At each, the searching bot decides from
the seat's view, beside the heuristic player's own answer (its habit); reported per decision kind
(a vote split into Budget votes, elections and other ballots): how many were searched, how often
the search chose otherwise than the habit, and the mean score of the search's choice and of the
next best (its reason's figures), which show how far apart the search saw them.  Only decisions
the search answered (more than one choice, or a shortlist) are counted, at most ``--per-kind`` of a
kind.  CPU time; a few minutes for ten games at 48 playouts.

    nice python benchmarks/search_choices.py --games 10 --bot ismcts-48 [--json]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import JuntaHeuristic, heuristic_team, make_bot  # noqa: E402
from junta_lib.agents.ismcts import key  # noqa: E402
from junta_lib.classic import new_game  # noqa: E402


def kind_of(d) -> str:
    if d.kind != "vote":
        return d.kind
    choices = d.info["choices"]
    if "for" in choices:
        return "vote: Budget"
    return "vote: election" if all(type(c) is int for c in choices) else "vote: other"


def survey(games: int, bot: str, players: int = 4, seed: int = 0, per_kind: int = 12) -> dict:
    searched, departed = Counter(), Counter()
    scores = defaultdict(list)
    started = time.process_time()
    for number in range(games):
        g = new_game(players=players, seed=seed + number)
        team = heuristic_team(g, seed + number)
        seat, pick = number % players, random.Random(seed + number)
        while not g.is_over():
            d = g.pending()
            kind = kind_of(d)
            if d.player == seat and pick.random() < 0.35 and searched[kind] < per_kind:
                view = g.view(seat)
                habit = JuntaHeuristic(seat, seed + number).choose(view, d)
                searcher = make_bot(bot, g, seat, seed + number)
                choice = searcher.choose(view, d)
                if searcher.last is not None:
                    searched[kind] += 1
                    departed[kind] += key(choice) != key(habit)
                    (_, chosen), *rest = searcher.last["choices"]
                    second = rest[0][1] if rest else None
                    scores[kind].append((chosen.value / chosen.visits if chosen and chosen.visits else 0.0,
                                         second.value / second.visits if second and second.visits else 0.0))
            g.apply(team[d.player].choose(g.view(d.player), d))
    rows = [{"kind": k, "searched": searched[k], "departed": departed[k],
             "chosen_score": round(sum(a for a, _ in scores[k]) / len(scores[k]), 3),
             "next_score": round(sum(b for _, b in scores[k]) / len(scores[k]), 3)} for k in sorted(searched)]
    return {"games": games, "bot": bot, "cpu_seconds": round(time.process_time() - started, 1), "kinds": rows}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--bot", default="ismcts-48")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--per-kind", type=int, default=12)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = survey(args.games, args.bot, seed=args.seed, per_kind=args.per_kind)
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{out['games']} games, {out['bot']}, {out['cpu_seconds']} s of CPU")
    print(f"{'kind':20s} {'searched':>8s} {'departed':>8s} {'chosen':>7s} {'next':>7s}")
    for r in out["kinds"]:
        print(f"{r['kind']:20s} {r['searched']:8d} {r['departed']:8d} {r['chosen_score']:7.3f} {r['next_score']:7.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
