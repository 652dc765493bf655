"""Many seeded bot games: one row per game, streamed to Parquet in parts, in this process or on Dask.

    run = Run("classic", games=100_000, players=5, seed=1, bots=("heuristic",))
    summary = simulate_run(run, out="runs/classic-1", workers=None)   # a LocalCluster on every core
    pandas.read_parquet("runs/classic-1")                              # one row per game

Game ``n`` of a run is played from :func:`game_seed` (the run's seed, n): the rows and the run's
digest are the same whatever the number of workers, the order they finish in, or a worker that dies
and has its games played again elsewhere.  The games are cut into chunks of :attr:`Run.chunk`; each
finished chunk is one Parquet part (``part-<first game>.parquet``, written whole or not at all) so a
stopped run keeps what finished and ``resume`` plays only the missing chunks.  Nothing holds the
rows of the whole run in memory: the summary is tallied chunk by chunk.

``workers=1`` (and no scheduler) plays in this process without Dask; otherwise a
``dask.distributed`` client: on ``scheduler`` (``tcp://HOST:8786``, or $DASK_SCHEDULER_ADDRESS), or a
``LocalCluster`` of ``workers`` processes (default: this machine's cores).  A remote cluster's
workers need the kit installed (``pip install junta-kit``), and the data files a run names.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
import traceback
from collections import Counter
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

from .agents import make_bot
from .core import IllegalAction, JuntaError, play
from .core.registry import game_kind
from .i18n import N_, tr

#: the refusal of --advanced for a game without an advanced game (the command line's too)
ADVANCED_ONLY = N_("--advanced is for Viva el Presidente! only (--game viva)")

#: games per chunk (one task, one Parquet part); part of the run's definition, so of its digest
CHUNK = 100
MANIFEST = "run.json"
CONNECT_SECONDS = 5


class SimulationError(JuntaError):
    """A run that cannot start or continue: what was wrong and what to do."""


def game_factory(name: str):
    """``new_game`` of the game registered as ``name`` (core/registry.py)."""
    return game_kind(name).new_game


def bot_team(kind: str, game, seed: int) -> list:
    """The bot ``kind`` (agents.BOTS) in every seat of ``game``."""
    return [make_bot(kind, game, seat, seed) for seat in range(len(game.state.names))]


def game_seed(run_seed: int, number: int) -> int:
    """The seed of game ``number`` of a run: a hash of both, so neighbouring runs share no game."""
    digest = hashlib.blake2b(f"{run_seed}/{number}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


@dataclass(frozen=True)
class Run:
    """What a run plays: ``games`` games of ``game`` for ``players``, from ``seed``; ``bots``: one bot
    name for every seat, or one per seat; ``options``: the games' options (advanced, ruleset, ...)."""
    game: str = "classic"
    games: int = 10
    players: int = 5
    seed: int = 0
    bots: tuple = ("random",)
    options: tuple = ()
    chunk: int = CHUNK
    #: a tournament: game n seats the line-up ``lineups(bots, players)[n % count]`` (every seating in turn)
    seatings: bool = False

    def checked(self) -> "Run":
        """This run, or IllegalAction naming what is wrong (tried on one game before any is played)."""
        kind = game_kind(self.game)
        if type(self.games) is not int or self.games < 1:
            raise IllegalAction(tr("play at least one game, not {given}", given=repr(self.games)))
        if type(self.chunk) is not int or self.chunk < 1:
            raise IllegalAction(tr("a chunk is at least one game, not {given}", given=repr(self.chunk)))
        g = kind.new_game(players=self.players, seed=self.seed, **dict(self.options))
        if self.seatings:
            if len(set(self.bots)) != len(self.bots) or len(self.bots) < 2:
                raise IllegalAction(tr("a tournament rates at least two different bots, not {bots}",
                                       bots=", ".join(self.bots)))
        elif len(self.bots) not in (1, self.players):
            raise IllegalAction(tr("name one bot for every seat or one for each of the {players} players, not {n}",
                                   players=self.players, n=len(self.bots)))
        for number in range(len(lineups(self.bots, self.players)) if self.seatings else 1):
            self.team(g, self.seed, number)
        return self

    def lineup(self, number: int) -> tuple:
        """The bots of game ``number``, seat by seat."""
        if self.seatings:
            every = lineups(self.bots, self.players)
            return every[number % len(every)]
        return self.bots * self.players if len(self.bots) == 1 else self.bots

    def team(self, game, seed: int, number: int = 0) -> list:
        names = list(self.lineup(number))
        names += [names[0]] * (len(game.state.names) - len(names))    # JUNTA's straw men play themselves
        return [make_bot(name, game, seat, seed) for seat, name in enumerate(names)]

    def key(self) -> dict:
        """The run's definition as JSON (the manifest of its Parquet folder)."""
        return {**asdict(self), "bots": list(self.bots), "options": dict(self.options)}


@lru_cache(maxsize=64)
def lineups(bots: tuple, seats: int) -> list[tuple]:
    """Every seating of ``bots`` at ``seats`` seats: each ordered choice of different bots when there
    are enough of them, else each ordered choice in which every bot plays (some in several seats)."""
    from itertools import permutations, product
    if len(bots) >= seats:
        return list(permutations(bots, seats))
    return [t for t in product(bots, repeat=seats) if set(t) == set(bots)]


def play_game(run: Run, number: int) -> dict:
    """Game ``number`` of ``run``, played to its end: its row.  A game the rules fail on is a row
    with its ``error`` (counted and reported, never hidden)."""
    kind = game_kind(run.game)
    seed = game_seed(run.seed, number)
    row = {"number": number, "seed": seed, "game": run.game, "players": run.players,
           "bots": ",".join(run.lineup(number)), "rounds": 0, "decisions": 0, "winners": "", "error": "", "digest": ""}
    try:
        g = kind.new_game(players=run.players, seed=seed, **dict(run.options))
        play(g, run.team(g, seed, number))
        result = g.result()
    except Exception:  # noqa: BLE001 - the rules failed: the row says how
        row["error"] = traceback.format_exc(limit=3)[-2000:]
        for name in kind.figures:
            row[name] = 0
        for seat in range(run.players):
            row[f"{kind.score}_{seat}"] = 0
        return row
    row.update(rounds=g.round, decisions=len(g.actions), winners=" ".join(map(str, result["winners"])),
               digest=g.digest()[:16])
    for name in kind.figures:
        row[name] = g.stats[name]
    scores = result[kind.score]
    for seat in range(run.players):
        row[f"{kind.score}_{seat}"] = scores[seat]
    return row


def play_chunk(run: Run, start: int, stop: int) -> tuple[int, list[dict]]:
    """Games ``start`` .. ``stop - 1`` of ``run`` (one task)."""
    return start, [play_game(run, n) for n in range(start, stop)]


class Tally:
    """The run's figures, summed chunk by chunk (so no run is held in memory)."""

    def __init__(self, run: Run):
        self.run = run
        self.figures = game_kind(run.game).figures
        self.games = self.decisions = self.rounds = self.errors = 0
        self.winners: Counter = Counter()
        self.totals: Counter = Counter()
        self.error_samples: list = []
        self.digests: dict[int, str] = {}

    def add(self, start: int, rows: list[dict]) -> None:
        chunk = hashlib.sha256()
        for row in rows:
            self.games += 1
            chunk.update(f"{row['number']}:{row['digest']}:{row['error'][:200]};".encode())
            if row["error"]:
                self.errors += 1
                if len(self.error_samples) < 3:
                    self.error_samples.append({"seed": int(row["seed"]), "error": row["error"]})
                continue
            self.decisions += int(row["decisions"])
            self.rounds += int(row["rounds"])
            for seat in str(row["winners"]).split():
                self.winners[int(seat)] += 1
            for name in self.figures:
                self.totals[name] += int(row[name])
        self.digests[start] = chunk.hexdigest()

    def digest(self) -> str:
        """One hash of every game, in game order (independent of who played which chunk when)."""
        whole = hashlib.sha256()
        for start in sorted(self.digests):
            whole.update(self.digests[start].encode())
        return whole.hexdigest()


@dataclass
class Stopped:
    """Why a run ended before its last game (Ctrl-C), and how many games it kept."""
    reason: str
    kept: int = 0
    extra: dict = field(default_factory=dict)


def _chunks(run: Run) -> list[tuple[int, int]]:
    return [(a, min(a + run.chunk, run.games)) for a in range(0, run.games, run.chunk)]


def _part(out: Path, start: int) -> Path:
    return out / f"part-{start:010d}.parquet"


def _prepare(run: Run, out: Path, resume: bool) -> dict[int, Path]:
    """The folder ``out`` ready for ``run``: the parts it already holds (``resume``), or a refusal."""
    manifest = out / MANIFEST
    if out.exists() and not out.is_dir():
        raise SimulationError(tr("--out {out}: that is a file; name a folder for the run's Parquet parts", out=out))
    parts = {int(p.stem.split("-")[1]): p for p in out.glob("part-*.parquet")} if out.is_dir() else {}
    if manifest.is_file():
        try:
            known = json.loads(manifest.read_text(encoding="utf-8"))
        except ValueError:
            raise SimulationError(tr("{manifest} is damaged (not JSON); use another --out folder", manifest=manifest)) from None
        if not resume:
            raise SimulationError(tr("{out} already holds a run ({n} parts): --resume continues it, or name another "
                                     "--out folder", out=out, n=len(parts)))
        if known != run.key():
            changed = sorted(k for k in run.key() if known.get(k) != run.key()[k])
            raise SimulationError(tr("--resume: {out} holds a different run ({settings} differ: {values}); repeat its "
                                     "settings", out=out, settings=", ".join(changed),
                                     values=", ".join(f"{k}={known.get(k)!r}" for k in changed)))
        return {a: parts[a] for a, _ in _chunks(run) if a in parts}
    if resume:
        raise SimulationError(tr("--resume: {out} holds no run to continue ({manifest} is missing)", out=out,
                                 manifest=MANIFEST))
    if parts:
        raise SimulationError(tr("{out} holds Parquet parts of an unknown run; name another --out folder", out=out))
    out.mkdir(parents=True, exist_ok=True)
    manifest.write_text(json.dumps(run.key(), indent=1), encoding="utf-8")
    return {}


@contextmanager
def _fastparquet():
    """pandas, with its warnings about fastparquet (the kit's Parquet engine, which pandas 3
    deprecates in favour of pyarrow) silenced while a part is written or read."""
    import warnings

    import pandas as pd
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*fastparquet.*|.*infer_string.*")
        yield pd


def _write_part(out: Path, start: int, rows: list[dict]) -> None:
    """One chunk's rows as a Parquet part, written whole or not at all (a temporary file renamed)."""
    path = _part(out, start)
    tmp = path.with_suffix(".tmp")
    with _fastparquet() as pd:
        pd.DataFrame(rows).to_parquet(tmp, engine="fastparquet", index=False)
    os.replace(tmp, path)


def _read_part(path: Path):
    with _fastparquet() as pd:
        return pd.read_parquet(path, engine="fastparquet")


def read_rows(out: str | os.PathLike):
    """The rows of a run's folder (or of one Parquet file of rows) as one DataFrame, in game order
    (pandas; the notebooks' reader)."""
    import pandas as pd
    parts = [Path(out)] if Path(out).is_file() else sorted(Path(out).glob("part-*.parquet"))
    if not parts:
        raise SimulationError(tr("{out} holds no Parquet parts of a run", out=out))
    frame = pd.concat([_read_part(p) for p in parts], ignore_index=True)
    return frame.sort_values("number", ignore_index=True)


def _in_process(run: Run, todo):
    for start, stop in todo:
        yield play_chunk(run, start, stop)


class DaskPool:
    """A dask.distributed client: on ``scheduler``, else on a LocalCluster of ``workers`` processes."""

    def __init__(self, workers: int | None = None, scheduler: str | None = None):
        import logging

        from dask.distributed import Client, LocalCluster
        self.cluster = None
        if scheduler:
            try:
                self.client = Client(scheduler, timeout=f"{CONNECT_SECONDS}s")
            except (OSError, TimeoutError, ValueError) as err:
                reason = str(err).splitlines()[0][:160] if str(err) else type(err).__name__
                raise SimulationError(tr("cannot reach the Dask scheduler at {scheduler} within {n} s ({reason}); is it "
                                         "running, and is the address right?", scheduler=scheduler, n=CONNECT_SECONDS,
                                         reason=reason)) from None
        else:
            # this machine only: the scheduler, the workers and the scheduler's HTTP server (which runs even
            # without a dashboard) listen on 127.0.0.1, on ports the system picks
            self.cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                                        processes=True, host="127.0.0.1", dashboard_address="127.0.0.1:0",
                                        silence_logs=logging.ERROR)
            self.client = Client(self.cluster)

    def map(self, run: Run, todo):
        """Each chunk's (start, rows) as it finishes; a chunk whose worker died is played again."""
        from dask.distributed import as_completed
        token = hashlib.blake2b(json.dumps(run.key(), sort_keys=True).encode(), digest_size=6).hexdigest()
        futures = [self.client.submit(play_chunk, run, a, b, key=f"junta-{token}-{a}", pure=False)
                   for a, b in todo]
        self.futures = futures
        try:
            for future in as_completed(futures):
                yield future.result()
                future.release()
        finally:
            self.client.cancel([f for f in futures if not f.done()])

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def simulate_run(run: Run, out: str | os.PathLike | None = None, workers: int | None = 1,
                 scheduler: str | None = None, resume: bool = False, progress: bool = False) -> dict:
    """Play ``run`` and return its summary; with ``out`` every game's row goes to Parquet parts there.

    ``workers=1`` without a scheduler plays here; otherwise on Dask (see the module's doc).  Ctrl-C
    stops the run: what finished is kept (and tallied), the summary says ``stopped``."""
    run = run.checked()
    scheduler = scheduler or (os.environ.get("DASK_SCHEDULER_ADDRESS") if workers != 1 else None)
    tally = Tally(run)
    done: dict[int, Path] = {}
    folder = Path(out) if out is not None else None
    if folder is not None:
        done = _prepare(run, folder, resume)
        for start, path in sorted(done.items()):
            tally.add(start, _read_part(path).to_dict("records"))
    todo = [(a, b) for a, b in _chunks(run) if a not in done]
    resumed = tally.games
    start_time = time.perf_counter()                 # the cluster's start counts: the user waits for it
    pool = DaskPool(workers, scheduler) if (workers != 1 or scheduler) and todo else None
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=run.games, initial=resumed, unit="game", smoothing=0.1, dynamic_ncols=True)
    stopped = None
    try:
        for start, rows in (pool.map(run, todo) if pool else _in_process(run, todo)):
            if folder is not None:
                _write_part(folder, start, rows)
            tally.add(start, rows)
            if bar is not None:
                bar.update(len(rows))
    except KeyboardInterrupt:
        stopped = "interrupted (Ctrl-C)"
    finally:
        seconds = time.perf_counter() - start_time
        if bar is not None:
            bar.close()
        if pool is not None:
            pool.close()
    played = tally.games - resumed
    done_games = tally.games - tally.errors
    return {
        "game": run.game, "bots": ",".join(run.bots), "games": run.games, "players": run.players, "seed": run.seed,
        "advanced": bool(dict(run.options).get("advanced")), "played": played, "resumed": resumed,
        "workers": "in process" if pool is None else (scheduler or workers or os.cpu_count()),
        "decisions": tally.decisions, "seconds": round(seconds, 4),
        "games_per_s": round(played / seconds, 2) if seconds and played else None,
        "decisions_per_s": round(tally.decisions / seconds, 1) if seconds and not resumed else None,
        "rounds_mean": round(tally.rounds / done_games, 3) if done_games else None,
        **{name: tally.totals[name] for name in tally.figures},
        "winners": {str(seat): tally.winners[seat] for seat in sorted(set(range(run.players)) | set(tally.winners))},
        "errors": tally.errors, "error_samples": tally.error_samples,
        "stopped": stopped, "complete": tally.games == run.games,
        "digest": tally.digest(), "out": str(folder) if folder is not None else None,
    }


def simulate(game: str = "classic", games: int = 10, players: int = 5, seed: int = 0,
             advanced: bool = False, bots: str = "random", **options) -> dict:
    """Play ``games`` bot games in this process and return the summary figures (``simulate_run`` for
    Parquet rows and Dask).  ``options`` go to every new game (``ruleset``, ``cards``, ``city``)."""
    if advanced and game != "viva":
        raise IllegalAction(tr(ADVANCED_ONLY))
    extra = dict(options, advanced=True) if advanced else dict(options)
    return simulate_run(Run(game, games, players, seed, tuple(bots.split(",")), tuple(sorted(extra.items()))))
