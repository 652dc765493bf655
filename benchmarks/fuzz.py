"""Throw junk actions at random points of random games of both engines, and count what happens.

    python benchmarks/fuzz.py --actions 100000          (about two minutes)

Each junk action is applied to a game paused at a random decision.  Outcomes:

- refused:   IllegalAction, a message under 300 characters, the game unchanged (to_json equal);
- accepted:  the game took it as a legal action, and it still saves, loads and replays to the same
             digest;
- harmful:   anything else (another exception, a changed game after a refusal, a long message, a
             save that no longer loads or replays differently).  The goal is zero.

Junk: wrong types (None, floats, bools, numpy integers, huge integers, bytes, objects), deep nesting,
long texts, unknown keys, legal actions of other decisions and other seats, side actions out of turn
as any seat (JUNTA's "aside"), legal actions with one field changed.  Figures only: nothing here asserts.
"""
from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import RandomAgent  # noqa: E402
from junta_lib.core import IllegalAction, JuntaError  # noqa: E402

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None


def _mutate(value, rng):
    """A legal JSON form with one part changed."""
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        out = dict(value)
        choice = rng.random()
        if choice < 0.3:
            out[key] = _scalar(rng)
        elif choice < 0.5:
            out["unknown_" + key] = 1
        elif choice < 0.7:
            del out[key]
        else:
            out[key] = _mutate(value[key], rng)
        return out
    if isinstance(value, list):
        out = list(value)
        if out and rng.random() < 0.5:
            out[rng.randrange(len(out))] = _scalar(rng)
        else:
            out.append(_scalar(rng))
        return out
    return _scalar(rng)


def _scalar(rng):
    pool = [None, True, False, 0, 1, -1, 2 ** 70, 1.0, 2.5, float("nan"), "", "x" * 5000, "done", "pass",
            "ben", "Tank", "Railway Station", b"bytes", object(), (), [], {}, 3, 7, 99, "exile:nowhere"]
    if np is not None:
        pool += [np.int64(1), np.int64(2), np.float64(1.0), np.bool_(True), np.int32(0)]
    return rng.choice(pool)


def _deep(rng, depth):
    value = rng.choice([[], {}])
    node = value
    for _ in range(depth):
        child = rng.choice([[], {}])
        if isinstance(node, list):
            node.append(child)
        else:
            node["k"] = child
        node = child
    return value


def junk(rng, game, decision, seen: list):
    """One junk action for ``decision`` of ``game``."""
    r = rng.random()
    if r < 0.25:
        return _scalar(rng)
    if r < 0.3:
        return _deep(rng, rng.choice([5, 50, 5000]))
    if r < 0.45 and seen:
        return rng.choice(seen)                          # a legal action of another decision
    if r < 0.5:                                          # a side action out of turn, as any seat
        seat = rng.choice([rng.randrange(game.state.n), -1, game.state.n, True, "ben"])
        aside = game.aside_menu(seat) if type(seat) is int else None
        inner = RandomAgent(rng.random()).side(aside).to_json() if aside is not None else _scalar(rng)
        wrapped = {"aside": {"seat": seat, "action": inner}}
        return wrapped if rng.random() < 0.5 else _mutate(wrapped, rng)
    menu = decision.side
    if menu is not None and rng.random() < 0.3:          # a side action (JUNTA: resign, give, play, end a coup)
        legal = RandomAgent(rng.random()).side(menu).to_json()
    elif decision.options:
        legal = decision.options[rng.randrange(len(decision.options))].to_json()
    else:
        legal = decision.sample(random.Random(rng.random())).to_json()
    if r < 0.85:
        return _mutate(legal, rng)
    if r < 0.9 and np is not None:                       # numbers as numpy integers
        return json.loads(json.dumps(legal), object_hook=dict,
                          parse_int=lambda s: np.int64(int(s)))
    return legal                                         # the legal action itself


def conserved(game) -> bool:
    """Every card is somewhere and (JUNTA) every bill: nothing vanished or was made."""
    s = game.state
    if game.GAME == "classic":
        return sorted(s.cards_in_play()) == sorted(game.cards) and s.money_total() == game.total_money
    cards = s.deck + s.discard + s.table + [c for h in s.hands for c in h] + [c for p in s.promises for c in p]
    return sorted(cards) == sorted(game.cards)


def outcome(game, action) -> str:
    before = game.to_json()
    try:
        game.apply(action)
    except IllegalAction as err:
        if game.to_json() != before:
            return "harmful: refused but changed the game"
        if len(str(err)) >= 300:
            return "harmful: message of 300 characters or more"
        return "refused"
    except JuntaError as err:
        return f"harmful: {type(err).__name__}"
    except Exception as err:  # noqa: BLE001
        return f"harmful: {type(err).__name__} escaped"
    if not conserved(game):
        return "harmful: a card or a bill vanished"
    try:
        copy = type(game).from_json(game.to_json())
    except Exception as err:  # noqa: BLE001
        return f"harmful: the save no longer loads ({type(err).__name__})"
    if copy.digest() != game.digest() or copy.snapshot() != game.snapshot():
        return "harmful: the save replays differently"
    return "accepted"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--keep", metavar="FOLDER", help="write the save file before each kind of harm there")
    args = p.parse_args(argv)
    from junta_lib.classic import new_game as classic
    from junta_lib.viva import new_game as viva
    rng = random.Random(args.seed)
    counts: collections.Counter = collections.Counter()
    samples: dict = {}
    start = time.perf_counter()
    thrown = 0
    game_no = 0
    while thrown < args.actions:
        game_no += 1
        kind = rng.choice(["classic", "viva"])
        players = rng.choice([2, 3, 4, 5, 6, 7] if kind == "classic" else [3, 4, 5])
        extra = {"advanced": rng.random() < 0.5} if kind == "viva" else {}
        game = (classic if kind == "classic" else viva)(players=players, seed=game_no, **extra)
        agents = RandomAgent.team(len(game.state.names), game_no)
        seen: list = []
        stops = sorted(rng.sample(range(400), 25))
        step = 0
        while not game.is_over() and stops and thrown < args.actions:
            d = game.pending()
            if step == stops[0]:
                stops.pop(0)
                for _ in range(8):
                    if game.is_over():
                        break
                    action = junk(rng, game, game.pending(), seen)
                    save = game.to_json()
                    result = outcome(game, action)
                    counts[result] += 1
                    thrown += 1
                    if result.startswith("harmful") and result not in samples:
                        samples[result] = {"game": kind, "players": players, "seed": game_no,
                                           "at": len(game.actions), "action": repr(action)[:200]}
                        if args.keep:
                            Path(args.keep).mkdir(parents=True, exist_ok=True)
                            (Path(args.keep) / f"harm{len(samples)}.json").write_text(
                                json.dumps({"save": save, "action": repr(action)}), encoding="utf-8")
                if game.is_over():
                    break
                d = game.pending()
            action = agents[d.player].choose(None, d)
            seen.append(action.to_json())
            seen = seen[-50:]
            game.apply(action)
            step += 1
    report = {"actions": thrown, "games": game_no, "seconds": round(time.perf_counter() - start, 1),
              "outcomes": dict(counts.most_common()), "harmful": sum(v for k, v in counts.items()
                                                                    if k.startswith("harmful")),
              "harmful_samples": samples}
    print(json.dumps(report, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
