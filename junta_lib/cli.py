"""``junta`` commands: play (a narrated bot game), simulate (many games), glossary build."""
from __future__ import annotations

import argparse
import json
import sys


def _players(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"players must be a whole number, got {text!r}") from None


def narrate(game) -> None:
    """Print the public story round by round, then the result."""
    current = None
    for event in game.events:
        if event.to is not None:
            continue
        if event.round != current:
            current = event.round
            print(f"\n== Round {current} ==" if current else "== Setup ==")
        print(f"  {event.text}")
    result = game.result()
    names = game.state.names
    print("\n== Result ==")
    print(json.dumps({**result, "winners": [names[w] for w in result["winners"]]}, ensure_ascii=False))


def cmd_play(args) -> int:
    from .core import play
    from .simulate import bot_team, game_factory

    from .core import IllegalAction

    new_game = game_factory(args.game)
    if args.advanced and args.game != "viva":
        raise IllegalAction("--advanced is for Viva el Presidente! only (--game viva)")
    extra = {"advanced": True} if args.advanced else {}
    game = new_game(players=args.players, seed=args.seed, **extra)
    play(game, bot_team(args.bots, game, args.seed))
    narrate(game)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as fh:
            fh.write(game.to_json())
        print(f"saved to {args.save} (junta replay {args.save})")
    return 0


def cmd_replay(args) -> int:
    from .core import SaveFileError
    from .simulate import game_factory

    try:
        with open(args.file, encoding="utf-8") as fh:
            text = fh.read()
        kind = json.loads(text).get("game")
    except OSError as err:
        raise SaveFileError(f"cannot read {args.file}: {err.strerror}") from None
    except (json.JSONDecodeError, AttributeError):
        raise SaveFileError(f"{args.file} is not a save file (a JSON object written by 'junta play --save')") from None
    if kind not in ("classic", "viva"):
        raise SaveFileError(f"{args.file}: unknown game {kind!r}; save files name 'classic' or 'viva'")
    game_class = type(game_factory(kind)(seed=0, players=4))
    narrate(game_class.from_json(text))
    return 0


def cmd_simulate(args) -> int:
    from .simulate import simulate

    if args.games < 1:
        print("junta simulate: --games must be at least 1", file=sys.stderr)
        return 2
    summary = simulate(args.game, args.games, args.players, args.seed, args.advanced, args.bots)
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key:>20}: {value}")
    return 0 if summary["errors"] == 0 else 1


def cmd_glossary(args) -> int:
    from .glossary.build import main as build_main

    return build_main(args)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="junta", description="Junta Kit: play, simulate, glossary")
    sub = p.add_subparsers(dest="command", required=True)

    def game_args(sp, players_default):
        sp.add_argument("--game", choices=["classic", "viva"], default="classic",
                        help="classic = JUNTA (4-7 players), viva = Viva el Presidente! (3-5)")
        sp.add_argument("--players", type=_players, default=players_default)
        sp.add_argument("--seed", type=int, default=0)
        sp.add_argument("--advanced", action="store_true", help="Viva el Presidente! advanced rules")

    sp = sub.add_parser("play", help="narrate one game between bots")
    game_args(sp, 5)
    sp.add_argument("--bots", choices=["heuristic", "random"], default="heuristic")
    sp.add_argument("--save", metavar="FILE", help="also write the save file (seed + actions, JSON)")
    sp.set_defaults(func=cmd_play)
    rp = sub.add_parser("replay", help="narrate a saved game")
    rp.add_argument("file")
    rp.set_defaults(func=cmd_replay)
    sp = sub.add_parser("simulate", help="play many bot games and report figures")
    game_args(sp, 5)
    sp.add_argument("--bots", choices=["random", "heuristic"], default="random")
    sp.add_argument("--games", type=int, default=10)
    sp.add_argument("--json", action="store_true", help="print one JSON object")
    sp.set_defaults(func=cmd_simulate)
    gp = sub.add_parser("glossary", help="translation glossary tooling")
    gsub = gp.add_subparsers(dest="glossary_command", required=True)
    bp = gsub.add_parser("build", help="build the reconciled glossary from the corpora")
    bp.add_argument("--corpora", default="data/corpora")
    bp.add_argument("--out", default="glossary")
    bp.add_argument("--quiet", action="store_true")
    bp.set_defaults(func=cmd_glossary)
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.func(args)
    except Exception as err:                       # noqa: BLE001 - a clear message, not a trace
        from .core import JuntaError
        if isinstance(err, JuntaError):
            print(f"junta: {err}", file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    sys.exit(main())
