"""``junta`` commands: play (a narrated bot game), replay, simulate (many games, on Dask),
tournament (bots rated), glossary build, data (where the teacher-editable data files are), lab
(JupyterLab on the notebooks, in a language with --lang), notebooks (the notebooks written in Russian or
Chinese).

Every refusal is one line on standard error: exit code 2 for bad input (a wrong argument, a save
file that cannot be read), 1 for a run that did not complete (simulation errors, a saved game that
is not finished), 0 otherwise.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from .core.events import plural
from .i18n import N_, tr, using
from .i18n.argparse_words import Formatter


class Refusal(Exception):
    """Bad input to a command: printed as one line, exit code 2."""


class Parser(argparse.ArgumentParser):
    """argparse, but a wrong argument is one line (not the usage block) and exit code 2; made and
    run inside :func:`speaking`, it says its own words in the kit's language, and its help lines
    (each marked ``N_``) too (:class:`Formatter`)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message):
        self.exit(2, tr("{prog}: {message} (see {prog} --help)", prog=self.prog, message=message) + "\n")


def _players(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("players must be a whole number, got {given}", given=repr(text))) from None


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("the seed must be a whole number, got {given}", given=repr(text))) from None


def narrate(game, lang: str | None = None) -> None:
    """Print the public story round by round, then the result, in ``lang`` (default: JUNTA_LANG or
    the locale's language)."""
    from .i18n import tr, using
    with using(lang):
        current = None
        for event in game.events:
            if event.to is not None:
                continue
            if event.round != current:
                current = event.round
                print(f"\n== {tr('Round {n}', n=current)} ==" if current else f"== {tr('Setup')} ==")
            print(f"  {event.text}")
        result = game.result()
        names = game.state.names
        print(f"\n== {tr('Result')} ==")
        if result.get("over"):
            print(f"  {game.verdict()}")
    print(json.dumps({**result, "winners": [names[w] for w in result["winners"]]}, ensure_ascii=False))


def _lang(text: str) -> str:
    from .i18n import NAMES, LanguageError, normalise, words
    try:
        return normalise(text)
    except LanguageError:
        raise argparse.ArgumentTypeError(tr("the kit does not speak {given}; it speaks {languages}", given=repr(text),
                                            languages=words().join(f"{k} ({v})" for k, v in NAMES.items()))) from None


def command_language(argv: list[str]) -> str:
    """The language a command's arguments are read in (argparse's usage, help and errors): the one
    its ``--lang`` names, else the kit's (JUNTA_LANG, the locale), else English."""
    from .i18n import LanguageError, default_language, normalise
    for i, arg in enumerate(argv):
        given = arg.partition("=")[2] if arg.startswith("--lang=") else \
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None
        if given is not None:
            try:
                return normalise(given)
            except LanguageError:
                break
    try:
        return default_language()
    except LanguageError:                          # a wrong JUNTA_LANG: the command refuses it later
        return "en"


def lang_arg(parser, default=None) -> None:
    parser.add_argument("--lang", type=_lang, default=default,
                        help=N_("en, ru or zh_Hant (default: $JUNTA_LANG, else the locale's language, else English)"
                                if default is None else "en, ru or zh_Hant (default: %(default)s)"))


def _data_options(args) -> dict:
    """The data files the command was told to use instead of the kit's own."""
    out = {}
    for key in ("ruleset", "cards", "city"):
        value = getattr(args, key, None)
        if value is None:
            continue
        if not Path(value).is_file():
            raise Refusal(tr("--{option} {value}: no such file", option=key, value=value))
        if key == "city" and args.game != "classic":
            raise Refusal(tr("--city is for JUNTA (--game classic) only"))
        out[key] = value
    return out


def _check_save_target(path: str) -> None:
    folder = Path(path).resolve().parent
    if not folder.is_dir():
        raise Refusal(tr("--save {path}: the folder {folder} does not exist", path=path, folder=folder))
    if not os.access(folder, os.W_OK):
        raise Refusal(tr("--save {path}: the folder {folder} is not writable", path=path, folder=folder))
    if Path(path).is_dir():
        raise Refusal(tr("--save {path}: that is a folder; name a file", path=path))


def cmd_play(args) -> int:
    from .core import IllegalAction, play
    from .simulate import ADVANCED_ONLY, bot_team, game_factory

    if args.save:
        _check_save_target(args.save)             # before the game, not after it
    new_game = game_factory(args.game)
    if args.advanced and args.game != "viva":
        raise IllegalAction(tr(ADVANCED_ONLY))
    extra = {"advanced": True} if args.advanced else {}
    game = new_game(players=args.players, seed=args.seed, **extra, **_data_options(args))
    play(game, bot_team(args.bots, game, args.seed))
    narrate(game, args.lang)
    if args.save:
        game.save(args.save)
        print(f"saved to {args.save} (junta replay {args.save})")
    return 0


def cmd_replay(args) -> int:
    from .core import load

    game = load(args.file)                         # every fault is a SaveFileError: one line, exit 2
    narrate(game, args.lang)
    if not game.is_over():
        d = game.pending()
        print(plural(f"junta replay: {args.file} stops before the end of the game, after {len(game.actions)} "
                     f"action(s); next: {d.prompt}"), file=sys.stderr)
        return 1
    return 0


def cmd_words(args) -> int:
    """The game's terms in a language: the rendering, where it came from, whether it is reviewed."""
    from .i18n import NAMES
    from .i18n.terms import coverage, glossary_folder
    rows = coverage(args.lang)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    reviewed = sum(r["reviewed"] for r in rows)
    print(f"{NAMES[args.lang]}: {len(rows)} terms of the game, {reviewed} reviewed by the translators "
          f"(glossary: {glossary_folder() or 'none found'})")
    for r in rows:
        if args.all or not r["reviewed"]:
            mark = "ok" if r["reviewed"] else "--"
            print(f"  {mark} {r['key']:<34} {r['english']:<34} {r['rendering']:<34} {r['source']}")
    if not args.all:
        print("(only the terms waiting for a translator's decision; --all lists every term)")
    return 0


def _workers(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(tr("--workers is a whole number of processes, at least 1, not {given}",
                                            given=repr(text)))
    return value


def _run_options(args) -> tuple:
    from .simulate import ADVANCED_ONLY
    if args.advanced and args.game != "viva":
        raise Refusal(tr(ADVANCED_ONLY))
    extra = dict(_data_options(args), **({"advanced": True} if args.advanced else {}))
    return tuple(sorted(extra.items()))


def _where(args) -> dict:
    """Where a run plays: --workers 1 here, else Dask (--scheduler, $DASK_SCHEDULER_ADDRESS, or a
    LocalCluster of --workers processes, default this machine's cores)."""
    return {"workers": args.workers, "scheduler": args.scheduler,
            "progress": not args.json and sys.stderr.isatty()}


def cmd_simulate(args) -> int:
    from .simulate import Run, simulate_run

    if args.games < 1:
        raise Refusal(tr("--games must be at least 1"))
    if args.resume and not args.out:
        raise Refusal(tr("--resume continues the run kept in an --out folder: name it"))
    run = Run(args.game, args.games, args.players, args.seed, tuple(b.strip() for b in args.bots.split(",")),
              _run_options(args))
    summary = simulate_run(run, out=args.out, resume=args.resume, **_where(args))
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key:>20}: {value}")
    if summary["stopped"]:
        print(f"junta simulate: stopped after {summary['played'] + summary['resumed']} of {args.games} games"
              + (f"; they are kept in {args.out} (add --resume to continue)" if args.out else ""), file=sys.stderr)
        return 130
    return 0 if summary["errors"] == 0 else 1


def cmd_tournament(args) -> int:
    from .theory.tournament import Tournament, run_tournament

    if args.games < 1:
        raise Refusal(tr("--games must be at least 1"))
    tour = Tournament(args.game, tuple(b.strip() for b in args.bots.split(",")), args.players, args.games,
                      args.seed, _run_options(args))
    report = run_tournament(tour, out=args.out, resume=args.resume, **_where(args))
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(report["table_text"])
    if report["stopped"]:
        print(f"junta tournament: stopped after {report['games_played']} games; the ratings are of those"
              + (f" (kept in {args.out}; --resume continues)" if args.out else ""), file=sys.stderr)
        return 130
    return 0 if report["errors"] == 0 else 1


def cmd_glossary(args) -> int:
    if args.glossary_command == "apply":
        from .glossary.apply import main as apply_main
        return apply_main(args)
    from .glossary.build import main as build_main

    return build_main(args)


def lab_command(folder: Path, start: str, port: int | None = None, browser: bool | None = None) -> list[str]:
    """The command that starts JupyterLab on the kit's notebooks, opened at ``start``: on this
    machine only (127.0.0.1), working as root too (classroom containers), opening a browser only
    where there is a screen, saving notebooks without dead widget views (lab.py); Ctrl-C stops it."""
    from .lab import SERVER_ARGS

    if browser is None:
        browser = sys.platform in ("darwin", "win32") or bool(os.environ.get("DISPLAY") or
                                                              os.environ.get("WAYLAND_DISPLAY"))
    cmd = [sys.executable, "-m", "jupyter", "lab", f"--ServerApp.root_dir={folder}",
           f"--LabApp.default_url=/lab/tree/{start}", "--ServerApp.ip=127.0.0.1", "--ServerApp.answer_yes=True",
           *SERVER_ARGS]
    if port is not None:
        cmd.append(f"--ServerApp.port={port}")
    if not browser:
        cmd.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    return cmd


def _translated_notebooks(args) -> Path:
    """Write the notebooks in ``args.lang`` (prose.py) and say what was done; the folder they are in."""
    from .i18n.prose import NotebookError, write_notebooks
    try:
        done = write_notebooks(args.lang, args.out, Path(args.notebooks))
    except NotebookError as err:
        raise Refusal(str(err)) from None
    print(done.summary(), flush=True)
    return done.folder


def _environment_language() -> str:
    """The language JUNTA_LANG names (a wrong one refused), else English: the notebooks' language of
    ``junta lab`` (the locale alone does not translate the notebooks)."""
    from .i18n import NAMES, LanguageError, normalise, words
    try:
        return normalise(os.environ["JUNTA_LANG"]) if os.environ.get("JUNTA_LANG") else "en"
    except LanguageError:
        raise Refusal(tr("JUNTA_LANG={given}: the kit speaks {languages}", given=os.environ["JUNTA_LANG"],
                         languages=words().join(f"{k} ({v})" for k, v in NAMES.items()))) from None


def cmd_notebooks(args) -> int:
    _translated_notebooks(args)
    return 0


def cmd_lab(args) -> int:
    folder = Path(args.notebooks).resolve()
    start = args.start
    if not (folder / start).is_file():
        raise Refusal(tr("{path} not found: run this from the kit's folder, or name --notebooks", path=folder / start))
    lang = args.lang or _environment_language()
    if lang != "en":                               # the notebooks' prose in the class's language too
        args.lang = lang
        folder = _translated_notebooks(args).resolve()
    cmd = lab_command(folder, start, args.port, None if not args.no_browser else False)
    print("Junta Kit: starting JupyterLab on", folder / start, flush=True)
    return relay_lab(cmd)


#: the kit's own line, printed right before the first link JupyterLab prints
LINK_LINE = "Junta Kit is ready: open this link in your browser (Ctrl-C stops it):"


def relay_lab(cmd: list[str], out=None) -> int:
    """Run JupyterLab, passing on what it prints, with the kit's line right before its first link
    (among JupyterLab's many lines the one a student needs).  Ctrl-C reaches JupyterLab too, which
    stops at once (answer_yes); its exit code is ours."""
    import subprocess

    out = out or sys.stdout
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    told = False
    try:
        for line in proc.stdout:
            if not told and "http://127.0.0.1" in line:
                out.write(f"\n{LINK_LINE}\n")
                told = True
            out.write(line)
            out.flush()
    except KeyboardInterrupt:
        pass
    try:
        return proc.wait()
    except KeyboardInterrupt:                      # a second Ctrl-C: stop it now
        proc.kill()
        return proc.wait()


def cmd_data(args) -> int:
    from .core.rulesets import data_root

    root = data_root()
    print(root)
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in (".toml", ".csv") and "corpora" not in path.parts:
            print(f"  {path.relative_to(root)}")
    print("Copy a file, edit it, and pass it to new_game(ruleset=..., cards=..., city=...) or to "
          "junta play --ruleset/--cards/--city; or set JUNTA_DATA to a folder of the same shape.")
    return 0


def cmd_serve(args) -> int:
    from .tables.listening import PortTaken, listen

    db = args.db or os.environ.get("DATABASE_URL") or "sqlite:///junta-tables.db"
    if not 0 < args.port < 65536:
        raise Refusal(tr("--port is 1 to 65535, not {given}", given=args.port))
    if args.bot_pause is not None and not 0 <= args.bot_pause <= 60:
        raise Refusal(tr("--bot-pause is 0 to 60 seconds, not {given}", given=args.bot_pause))
    limits = {name: getattr(args, name) for name in ("max_tables", "max_bot_tables", "archive_after",
                                                     "header_timeout", "per_address", "bot_pause")
              if getattr(args, name) is not None}
    if args.standby:                   # imports and tables ready beforehand; the port opened when it takes over
        if not (args.class_token or os.environ.get("JUNTA_CLASS_TOKEN")):
            raise Refusal(tr("a standby serves the teacher's room of the server it stands by: give it that "
                             "server's class token (--class-token or JUNTA_CLASS_TOKEN)"))
        from .tables.server import serve
        return serve(args.host, args.port, db, args.public_url or "", args.class_token, limits, standby=True)
    try:                               # first: the class's connections wait in its backlog while the tables load
        sock = listen(args.host, args.port)
    except PortTaken as err:
        raise Refusal(str(err)) from None
    from .tables.server import serve
    return serve(args.host, args.port, db, args.public_url or "", args.class_token, limits, sock=sock)


def cmd_table(args) -> int:
    from .tables.client import create_table, play_as_bot

    if args.table_command == "new":
        body = {"game": args.game, "players": args.players, "bots": args.bots}
        if args.seed is not None:
            body["seed"] = args.seed
        if args.names:
            body["names"] = [n.strip() for n in args.names.split(",")]
        if args.label:
            body["label"] = args.label
        made = create_table(args.server, args.class_token or os.environ.get("JUNTA_CLASS_TOKEN"), **body)
        if args.json:
            print(json.dumps(made, ensure_ascii=False, indent=2))
            return 0
        print(f"table {made['table']} ({made['game']}, seed {made['seed']})")
        for seat in made["seats"]:
            print(f"  {seat['name']:<12} {'played by a bot on the server' if seat['bot'] else seat['link']}")
        print(f"  teacher      {made['teacher_link']}")
        return 0
    link = args.link or (f"{args.server.rstrip('/')}/join#{args.token}" if args.token else None)
    if not link:
        raise Refusal(tr("give the seat's join link (--link) or the server and its token (--server, --token)"))
    final = play_as_bot(link, say=lambda text: print(f"junta table bot: {text}", file=sys.stderr, flush=True))
    if not final.get("over"):
        print(f"{final.get('name')}: the bot stopped before the end")
        return 1
    print(f"{final.get('name')}: the game is over; won by {', '.join(final.get('winners') or ['nobody'])}")
    return 0


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="junta", description=N_("Junta Kit: play, replay, simulate, glossary, data"))
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)

    def game_args(sp, players_default):
        sp.add_argument("--game", choices=["classic", "viva"], default="classic",
                        help=N_("classic = JUNTA (4-7 players, 2-3 with straw men), viva = Viva el Presidente! (3-5)"))
        sp.add_argument("--players", type=_players, default=players_default)
        sp.add_argument("--seed", type=_seed, default=0)
        sp.add_argument("--advanced", action="store_true", help=N_("Viva el Presidente! advanced rules"))
        sp.add_argument("--ruleset", metavar="FILE", help=N_("an edited copy of data/rulesets/<game>.toml"))
        sp.add_argument("--cards", metavar="FILE", help=N_("an edited copy of data/cards/<game>.csv"))
        sp.add_argument("--city", metavar="FILE", help=N_("an edited copy of data/map/city.toml (JUNTA)"))

    sp = sub.add_parser("play", help=N_("narrate one game between bots"))
    game_args(sp, 5)
    sp.add_argument("--bots", choices=["heuristic", "random"], default="heuristic")
    sp.add_argument("--save", metavar="FILE", help=N_("also write the save file (seed + actions, JSON)"))
    lang_arg(sp)
    sp.set_defaults(func=cmd_play)
    rp = sub.add_parser("replay", help=N_("narrate a saved game"))
    rp.add_argument("file")
    lang_arg(rp)
    rp.set_defaults(func=cmd_replay)
    wp = sub.add_parser("words", help=N_("the game's terms in Russian or Chinese: which the translators have reviewed"))
    lang_arg(wp, default="ru")
    wp.add_argument("--all", action="store_true", help=N_("every term, not only those waiting for a decision"))
    wp.add_argument("--json", action="store_true", help=N_("print one JSON list"))
    wp.set_defaults(func=cmd_words)
    def run_args(sp):
        sp.add_argument("--workers", type=_workers, default=None,
                        help=N_("Dask worker processes on this machine (default: one per core); 1 plays in this "
                                "process without Dask"))
        sp.add_argument("--scheduler", metavar="tcp://HOST:8786", default=None,
                        help=N_("a running Dask scheduler to use (default: $DASK_SCHEDULER_ADDRESS, else a local "
                                "cluster)"))
        sp.add_argument("--out", metavar="FOLDER", default=None,
                        help=N_("write one row per game there as Parquet parts (pandas.read_parquet reads the folder)"))
        sp.add_argument("--resume", action="store_true", help=N_("continue the stopped run kept in --out"))
        sp.add_argument("--json", action="store_true", help=N_("print one JSON object"))

    sp = sub.add_parser("simulate", help=N_("play many bot games (on Dask) and report figures"))
    game_args(sp, 5)
    sp.add_argument("--bots", default="random",
                    help=N_("a bot for every seat, or one per seat, comma-separated (random, heuristic, ismcts...)"))
    sp.add_argument("--games", type=int, default=10)
    run_args(sp)
    sp.set_defaults(func=cmd_simulate)
    tp = sub.add_parser("tournament", help=N_("rate bots: seeded games in every seating, OpenSkill ratings"))
    game_args(tp, 4)
    tp.add_argument("--bots", default="random,heuristic",
                    help=N_("the bots to rate, comma-separated (at least two)"))
    tp.add_argument("--games", type=int, default=24, help=N_("games per seating"))
    run_args(tp)
    tp.set_defaults(func=cmd_tournament)
    gp = sub.add_parser("glossary", help=N_("translation glossary tooling"))
    gsub = gp.add_subparsers(dest="glossary_command", required=True, parser_class=Parser)
    bp = gsub.add_parser("build", help=N_("build the reconciled glossary from the corpora"))
    bp.add_argument("--corpora", default=None, help=N_("the folder of the corpora (default: the kit's own)"))
    bp.add_argument("--out", default="glossary", help=N_("where to write the glossary (default: ./glossary)"))
    bp.add_argument("--quiet", action="store_true")
    bp.set_defaults(func=cmd_glossary)
    ap = gsub.add_parser("apply", help=N_("carry the translators' decisions into the translations (glossary/applied/)"))
    ap.add_argument("--glossary", default="glossary", help=N_("the glossary folder (default: ./glossary)"))
    ap.add_argument("--corpora", default=None, help=N_("the folder of the corpora (default: the kit's own)"))
    lang_arg(ap)
    ap.set_defaults(func=cmd_glossary)
    dp = sub.add_parser("data", help=N_("where the rulesets, cards and map are, to copy and edit"))
    dp.set_defaults(func=cmd_data)
    lp = sub.add_parser("lab", help=N_("open the kit's notebooks in JupyterLab (what make run does)"))
    lp.add_argument("--notebooks", default="notebooks", help=N_("the notebooks' folder (default: ./notebooks)"))
    lp.add_argument("--start", default="00_start_here.ipynb", help=N_("the notebook it opens at"))
    lp.add_argument("--port", type=int, default=None)
    lp.add_argument("--no-browser", action="store_true", help=N_("do not open a browser (print the link only)"))
    lp.add_argument("--lang", type=_lang, default=None,
                    help=N_("en, ru or zh_Hant: open the notebooks written in that language (default: $JUNTA_LANG, "
                            "else the kit's English notebooks)"))
    lp.add_argument("--out", default=None,
                    help=N_("where the translated notebooks go (default: ~/Junta notebooks/LANG)"))
    lp.set_defaults(func=cmd_lab)
    nb = sub.add_parser("notebooks", help=N_("write the kit's notebooks in Russian or Chinese, prose and all"))
    nb.add_argument("--lang", type=_lang, required=True, help=N_("en, ru or zh_Hant"))
    nb.add_argument("--out", default=None, help=N_("the folder to write them in (default: ~/Junta notebooks/LANG, "
                                                   "or under $JUNTA_SAVES); a copy you have changed is kept"))
    nb.add_argument("--notebooks", default="notebooks", help=N_("the kit's notebooks' folder (default: ./notebooks)"))
    nb.set_defaults(func=cmd_notebooks)
    vp = sub.add_parser("serve", help=N_("the class table server: students play each other from their notebooks"))
    vp.add_argument("--host", default="127.0.0.1", help=N_("the address to listen on (default: this machine only)"))
    vp.add_argument("--port", type=int, default=8765)
    vp.add_argument("--db", default=None, help=N_("sqlite:///FILE (default: ./junta-tables.db) or "
                                                  "postgresql://USER@HOST/DBNAME; or set DATABASE_URL"))
    vp.add_argument("--public-url", default=None, help=N_("how students reach this server, for the join links"))
    vp.add_argument("--class-token", default=None, help=N_("the class token that makes tables (default: "
                                                           "JUNTA_CLASS_TOKEN, or a new one, printed at start)"))
    vp.add_argument("--max-tables", type=int, default=None, help=N_("tables in play per class token (200)"))
    vp.add_argument("--max-bot-tables", type=int, default=None, help=N_("tables played by bots alone at once (10)"))
    vp.add_argument("--archive-after", type=float, default=None,
                    help=N_("seconds an ended table stays in memory once nobody watches it (600)"))
    vp.add_argument("--bot-pause", type=float, default=None,
                    help=N_("seconds the server's bots wait before each move, so a class sees it (0)"))
    vp.add_argument("--header-timeout", type=float, default=None, help=N_("seconds for a request's headers (10)"))
    vp.add_argument("--per-address", type=int, default=None, help=N_("connections one address may hold (256)"))
    vp.add_argument("--standby", action="store_true",
                    help=N_("wait beside the server using the same database, following its tables, and take over "
                            "the moment it stops"))
    vp.set_defaults(func=cmd_serve)
    tp = sub.add_parser("table", help=N_("create class tables on a server, or play a seat with a bot"))
    tsub = tp.add_subparsers(dest="table_command", required=True, parser_class=Parser)
    np_ = tsub.add_parser("new", help=N_("a new table: prints one join link per seat and the teacher's link"))
    np_.add_argument("--server", default="http://127.0.0.1:8765",
                     help=N_("the server's address, or the class link it printed (http://HOST:PORT/room#TOKEN)"))
    np_.add_argument("--class-token", default=None,
                     help=N_("the class token the server printed (or JUNTA_CLASS_TOKEN)"))
    np_.add_argument("--game", choices=["classic", "viva"], default="classic")
    np_.add_argument("--players", type=_players, default=5)
    np_.add_argument("--seed", type=_seed, default=None)
    np_.add_argument("--bots", type=int, default=0, help=N_("how many seats (the last ones) the server's bots play"))
    np_.add_argument("--names", default=None, help=N_("the players' names, comma-separated"))
    np_.add_argument("--label", default=None, help=N_("a label for the teacher's list (e.g. 'group A')"))
    np_.add_argument("--json", action="store_true", help=N_("print one JSON object"))
    np_.set_defaults(func=cmd_table)
    bp_ = tsub.add_parser("bot", help=N_("play one seat through the server with a bot"))
    bp_.add_argument("--link", default=None, help=N_("the seat's join link"))
    bp_.add_argument("--server", default="http://127.0.0.1:8765")
    bp_.add_argument("--token", default=None, help=N_("the seat's token (the part after # in its link)"))
    bp_.set_defaults(func=cmd_table)
    return p


def main(argv=None) -> int:
    from .i18n.argparse_words import speaking
    argv = sys.argv[1:] if argv is None else list(argv)
    with using(command_language(argv)), speaking():     # usage, --help and wrong arguments in that language
        args = parser().parse_args(argv)
    from .core import JuntaError
    try:
        with using(getattr(args, "lang", None)):         # a refusal in the language the command was asked for
            return args.func(args)
    except (JuntaError, Refusal) as err:
        print(f"junta {args.command}: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"junta {args.command}: {tr('interrupted')}", file=sys.stderr)
        return 130
    except BrokenPipeError:                        # the reader stopped early (junta data | head)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as err:  # noqa: BLE001 - one line, never a traceback
        print(f"junta {args.command}: internal error ({type(err).__name__}: {str(err)[:200]}); "
              "please report it", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
