"""Class tables under load: many tables, every seat a separate WebSocket client, the server killed.

    python benchmarks/tables.py                       # 40 JUNTA tables of 5 on SQLite, then 3 kills
    python benchmarks/tables.py --db postgresql:///postgres --tables 40
    python benchmarks/tables.py --game viva --kills 0
    python benchmarks/tables.py --page --think 3 --kills 0     # 40 x 5 seat pages, paced as students play
    python benchmarks/tables.py --page --think 3 --memory 60   # the server's memory over an hour of play
    python benchmarks/tables.py --page --think 0.5 --kills 3 --standby   # kills taken over by a warm standby

``junta serve`` runs as a subprocess on a free 127.0.0.1 port.  Every seat of every table is a
client in a thread of this process (``SeatClient``), playing a listed option at random, or the legal
choice the server suggests for a structured decision (a vote, a Budget, a coup move).
Figures, nothing asserted:

- decisions per second through the server (the clients' accepted actions over the run's time);
- latency: from a seat sending its action to the seat whose turn comes next receiving its decision
  (p50, p99; the kill runs report the moments around a restart apart);

in three runs: saturated (every seat answers at once: the server's throughput, and latency that is
mostly the queue of 40 tables), paced (a seat waits 0 to 0.4 s before it answers, still far quicker
than a student: the latency a class meets), and paced with the server killed three times;
- lost or doubled actions: every action a client saw acknowledged must be at its place in the log,
  once; every table must end as a local replay of its log ends;
- stalls: tables that made no progress for ``--stall`` seconds (120 by default) once no other table
  plays, and tables a seat gave up on, each with what the server says it waits for and what each of
  its seats last saw and did (the run ends then, rather than waiting for them);
- latency p99 over every decision too (``all_p99_ms``, the restarts' included) and the longest;
- around the kills by when the action was sent (``around_kills_by_when``): before the kill, while the
  server was down (its dead time: the process restarted at once, its code imported, its port
  opened), after it answered again; no think time is counted anywhere (an action's time is taken
  as it is sent, and a move lost with the connection is sent again at once, keeping that time);
- restarts (the kill runs): for each kill, the seconds until the server answered again, until a seat
  received the first decision made after it, and until each table's first such decision (p50, max);
- pauses: the longest time between two saved actions of one table (``longest_pause_s``, from the
  log's own times), and how many tables paused longer than ``--stall`` while others played on (a
  table that stops and starts again is no stall at the end of the run, but a class would see it).

With ``--kills K`` the server is killed (SIGKILL) K times during the run and restarted at once; the
clients reconnect by themselves.  On PostgreSQL the benchmark makes a database of its own and drops it.

The figures depend on the machine and on what else runs on it: the first and last lines give the
machine's reference speed in the same run (OpenSpiel's python_tic_tac_toe random playouts, steps per
second on one core, as ``benchmarks/playouts.py`` measures it), to compare runs on other machines.

With ``--page`` every seat talks the seat page's protocol (tables/pages.py): its hello asks for the
pictures and controls, in English, Russian or Chinese, so each state the server sends carries the
seat's hand and money, the table or the map, and its decision's controls (the page's own cost on the
server); a seat chooses among the listed options the controls offer, else the server's suggestion
(a structured decision - a vote, a Budget, a coup move - is filled from one "suggest" message, which
the page itself does not send: the page builds it from its controls).  A refusal comes in the seat's
language: the seat reads its ``code`` (e.g. "moved_on": its move was saved just before a kill and
sent again), never its words.

With ``--memory MINUTES`` the tables are kept in play for that long (a table that ends is followed by
a new one with the next seed) and the server process's resident memory (RSS, from /proc) is sampled
every ``--every`` seconds (60 by default): the series, its least-squares slope in MB per hour, and the
slope past the first ``--warmup`` minutes (5 by default: the first tables, caches, the pictures' code
loaded).  Until the first tables have ended and left memory (a JUNTA game of 5 paced at ``--think 2``
lasts about 15 minutes, and an ended table stays 10 minutes more, ``--archive-after``) the tables in play
grow as their games do: the slope that says whether memory is flat is the one past that, e.g.
``--memory 50 --warmup 25``; or tables that turn over sooner, e.g. ``--tables 6 --think 0.1
--archive-after 30``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from junta_lib.tables.classroom import LocalServer as Server  # noqa: E402
from junta_lib.tables.client import ClientError, SeatClient, create_table, request_json, split_link  # noqa: E402
from junta_lib.tables.hub import make_game  # noqa: E402
from junta_lib.tables.store import open_store  # noqa: E402


class Clock:
    """When each table's decision ``at`` was sent and when the next decider saw it (monotonic)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.sent: dict = {}
        self.seen: dict = {}
        self.acked: list = []            # (table, at before, action)
        self.kills: list[float] = []
        self.up: list[float] = []        # when the server answered again after each kill

    def latencies(self, around_kills: bool) -> list[float]:
        out = []
        while True:                      # seats may still be writing (the memory run stops them after)
            try:
                sent_items, seen_at = list(self.sent.items()), dict(self.seen)
                break
            except RuntimeError:
                continue
        for key, sent in sent_items:
            seen = seen_at.get((key[0], key[1] + 1))
            if seen is None or seen < sent:
                continue
            near = any(k - 1.0 <= sent <= k + 10.0 for k in self.kills)
            if near == around_kills:
                out.append(seen - sent)
        return out

    def around_by_when(self) -> dict:
        """The latencies around the kills (``latencies(True)``) by when their action was sent: before
        the kill (in flight, or saved while the next seat was not yet told), while the server was
        down (from the kill until it answered again: its process started, its code imported), and
        after it answered; each: how many, p50, p99, the longest (ms).  A seat's think time is in
        none of them: an action's time is taken when it is sent, once its seat has decided, and a
        move lost with the connection is sent again by the client at once, keeping that time."""
        sent_items, seen_at = list(self.sent.items()), dict(self.seen)
        groups: dict = {"before_kill": [], "server_down": [], "after_up": []}
        for key, sent in sent_items:
            seen = seen_at.get((key[0], key[1] + 1))
            if seen is None or seen < sent:
                continue
            for kill, up in zip(self.kills, self.up):
                if kill - 1.0 <= sent <= kill + 10.0:
                    when = "before_kill" if sent < kill else "server_down" if sent < up else "after_up"
                    groups[when].append(seen - sent)
                    break
        return {when: {"n": len(xs), "p50_ms": round(1000 * percentile(xs, 0.5), 1),
                       "p99_ms": round(1000 * percentile(xs, 0.99), 1),
                       "max_ms": round(1000 * max(xs), 1)} if xs else {"n": 0} for when, xs in groups.items()}

    def restarts(self) -> list[dict]:
        """Where the time goes after each kill: until the server answered again (``restart_s``: its
        process started, its code imported, its tables replayed), until a seat received the first
        decision made after it (``first_decision_s``), and until each table's first such decision
        (``tables_back_p50_s``, ``tables_back_max_s``: the seats reconnected, the move on its way
        sent again, the next seat told)."""
        seen = list(self.seen.items())
        out = []
        for i, (kill, up) in enumerate(zip(self.kills, self.up)):
            end = self.kills[i + 1] if i + 1 < len(self.kills) else float("inf")
            first: dict = {}
            for (table, _), when in seen:
                if kill < when < end and when < first.get(table, end):
                    first[table] = when
            back = sorted(when - kill for when in first.values())
            out.append({"restart_s": round(up - kill, 2),
                        "first_decision_s": round(back[0], 2) if back else None,
                        "tables_back_p50_s": round(percentile(back, 0.5), 2) if back else None,
                        "tables_back_max_s": round(back[-1], 2) if back else None, "tables_back": len(back)})
        return out


class PageSeat(SeatClient):
    """A seat as the seat page plays it: pictures and controls in its language (English, Russian or
    Chinese, drawn from its token) with every state; refusals come in that language too."""

    def __init__(self, link: str, **options):
        super().__init__(link, lang=random.Random(split_link(link)[1]).choice(("en", "ru", "zh_Hant")), page=True,
                         **options)


class Seats:
    """Every seat client of a run, and what each last saw and did: a table that makes no progress
    is found and told (``stalled``) instead of waited for."""

    def __init__(self):
        self.lock = threading.Lock()
        self.clients: dict = {}          # link -> the seat's client
        self.last: dict = {}             # link -> (table, what it last did, its state's "at", when)
        self.failed: dict = {}           # link -> why its seat stopped playing

    def note(self, link: str, table: str, doing: str, at) -> None:
        with self.lock:
            self.last[link] = (table, doing, at, time.monotonic())

    def progress(self, table: str) -> float:
        """When any seat of ``table`` last received a new state or had its action accepted."""
        with self.lock:
            return max((when for t, _, _, when in self.last.values() if t == table), default=0.0)

    def close(self) -> None:
        for client in list(self.clients.values()):
            client.closed = True
            try:
                client.close()
            except Exception:  # noqa: BLE001 - its thread may be closing it too
                pass


def seat_loop(link: str, table: str, clock: Clock, errors: list, think: float, client_class=SeatClient,
              stop: threading.Event | None = None, seats: Seats | None = None) -> None:
    rng = random.Random(link)
    seats = seats or Seats()
    client = None
    try:
        client = client_class(link, retry_for=120)
        seats.clients[link] = client
        while True:
            seats.note(link, table, "waits", client.state.get("at"))
            state = client.wait()
            if state.get("over") or stop is not None and stop.is_set():
                seats.note(link, table, "over", state.get("at"))
                return
            at = state["at"]
            seats.note(link, table, f"decides {state['decision']['kind']}", at)
            with clock.lock:
                clock.seen.setdefault((table, at), time.monotonic())
            if think:                              # a student reads the table before choosing
                time.sleep(rng.uniform(0, 2 * think))
            try:                                   # a listed option at random; the server's suggestion else
                listed = state["decision"].get("options")
                action = rng.choice(listed) if listed else client.suggest()
                with clock.lock:
                    clock.sent.setdefault((table, at), time.monotonic())
                client.act(action)
                with clock.lock:
                    clock.acked.append((table, at, action))
            except ClientError as err:
                if not err.behind:                 # behind: the table moved on (e.g. a move saved before a kill)
                    raise
    except Exception as err:  # noqa: BLE001 - reported, not raised: a figure, not a test
        if not (stop is not None and stop.is_set()):
            why = f"{type(err).__name__} ({getattr(err, 'code', None)}): {err}"
            errors.append(f"table {table}: {why}")
            seats.failed[link] = why
    finally:
        if client is not None:
            client.close()


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def teacher_view(server, made: dict, tries: int = 5) -> dict:
    """The table as its teacher sees it (GET /api/tables/ID, tried again while the server is busy
    with the run's closing connections), or {"error": why}."""
    for attempt in range(tries):
        try:
            return request_json(f"{server.url}/api/tables/{made['table']}", made["teacher_link"].split("#", 1)[1])
        except ClientError as err:
            if attempt == tries - 1:
                return {"error": str(err)}
            time.sleep(2.0)


def stalled(server, made: list, seats: Seats, threads: dict, since: float, stall_after: float) -> list[dict] | None:
    """None while some table still plays (progress within ``stall_after`` seconds); else the tables
    not over - those that made no progress and those a seat gave up on - each with what the server
    says it waits for and what each of its seats last saw and did."""
    now = time.monotonic()
    playing = [m for m in made if any(threads[s["link"]].is_alive() for s in m["seats"])]
    if any(now - max(since, seats.progress(m["table"])) < stall_after for m in playing):
        return None
    out = []
    for m in made:
        if m not in playing and not any(s["link"] in seats.failed for s in m["seats"]):
            continue                                   # over, every seat saw it
        told = teacher_view(server, m)
        if told.get("over"):
            continue
        out.append({"table": m["table"], "server_at": told.get("at"), "server_waits_for": told.get("waiting_for"),
                    "status": told.get("status"), "trouble": told.get("trouble"), "error": told.get("error"),
                    "seats": [{"seat": s["name"], "playing": threads[s["link"]].is_alive(),
                               "last": seats.last.get(s["link"], (None,) * 4)[1:3],
                               "stopped": seats.failed.get(s["link"])} for s in m["seats"]]})
    return out


def run(db: str, tables: int, players: int, game: str, kills: int, seed: int, think: float = 0.0,
        page: bool = False, stall_after: float = 120.0, standby: bool = False) -> dict:
    server = Server(db=db, standby=standby)
    clock, errors, seats, stop = Clock(), [], Seats(), threading.Event()
    stalls: list = []
    try:
        made = [create_table(server.class_link, game=game, players=players, seed=seed + i) for i in range(tables)]
        expected = {"classic": 450, "viva": 120}[game] * tables        # about, for spacing the kills
        by_link = {s["link"]: threading.Thread(target=seat_loop, daemon=True,
                                               args=(s["link"], m["table"], clock, errors, think,
                                                     PageSeat if page else SeatClient, stop, seats))
                   for m in made for s in m["seats"]}
        threads = list(by_link.values())
        start = time.monotonic()
        for t in threads:
            t.start()
        checked = start
        while any(t.is_alive() for t in threads):          # until every table ends, or those left stall
            time.sleep(0.02)
            if len(clock.kills) < kills and len(clock.acked) >= expected * (len(clock.kills) + 1) / (kills + 1):
                clock.kills.append(time.monotonic())
                server.kill()
                server.start()
                clock.up.append(time.monotonic())
            elif time.monotonic() - checked >= 1.0:
                checked = time.monotonic()
                found = stalled(server, made, seats, by_link, max([start, *clock.kills]), stall_after)
                if found is not None:
                    stalls = found
                    break
        else:
            stalls = stalled(server, made, seats, by_link, start, stall_after) or []     # seats that gave up
        elapsed = time.monotonic() - start
        stop.set()
        seats.close()
        store = open_store(db)
        lost = doubled = mismatched = 0
        logs = {m["table"]: store.actions(m["table"]) for m in made}
        for table, at, action in clock.acked:
            log = logs[table]
            if at >= len(log) or log[at].action != action:
                lost += 1
        for m in made:
            log = logs[m["table"]]
            if [a.n for a in log] != list(range(len(log))):
                doubled += 1
            replay = make_game(game, m["seed"], {"players": players})
            for a in log:
                replay.apply(a.action)
            told = teacher_view(server, m)
            if not replay.is_over() or told.get("result") != replay.result():
                mismatched += 1
        steady, near = clock.latencies(False), clock.latencies(True)
        every = steady + near
        pauses = {t: max((b.at - a.at for a, b in zip(log, log[1:])), default=0.0) for t, log in logs.items()}
        return {"store": db.split(":")[0], "game": game, "tables": tables, "clients": len(threads), "kills": len(clock.kills), "standby": standby,
                "protocol": "seat page" if page else "notebook",
                "think_s": think,
                "decisions": len(clock.acked), "seconds": round(elapsed, 1),
                "decisions_per_second": round(len(clock.acked) / elapsed, 1),
                "latency_p50_ms": round(1000 * percentile(steady, 0.5), 1),
                "latency_p99_ms": round(1000 * percentile(steady, 0.99), 1),
                "around_kills_p99_ms": round(1000 * percentile(near, 0.99), 1) if near else None,
                "restarts": clock.restarts(), "around_kills_by_when": clock.around_by_when() if clock.kills else None,
                "bytecode": "compiled at each start (PYTHONDONTWRITEBYTECODE)" if os.environ.get("PYTHONDONTWRITEBYTECODE")
                else "cached",
                "all_p99_ms": round(1000 * percentile(every, 0.99), 1), "all_max_ms": round(1000 * max(every, default=0), 1),
                "lost": lost, "doubled": doubled, "tables_unlike_their_replay": mismatched,
                "stalled_tables": len(stalls), "stalls": stalls[:5],
                "longest_pause_s": round(max(pauses.values(), default=0.0), 1),
                "tables_paused_over_stall": sum(p > stall_after for p in pauses.values()),
                "client_errors": len(errors), "first_error": errors[0] if errors else None}
    finally:
        server.stop()


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` now, in MB (Linux's /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def slope_per_hour(points: list[tuple[float, float]]) -> float:
    """The least-squares slope of (minute, MB) points, in MB per hour."""
    n = len(points)
    mx, my = sum(x for x, _ in points) / n, sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return 60 * sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else float("nan")


def memory(db: str, tables: int, players: int, game: str, seed: int, think: float, page: bool, minutes: float,
           every: float = 60.0, warmup: float = 5.0, archive_after: float | None = None) -> dict:
    """``tables`` tables kept in play for ``minutes`` (a table that ends is followed by a new one), the
    server's resident memory sampled every ``every`` seconds: the series and its slope.  ``archive_after``:
    the server's ``--archive-after`` (its default when None)."""
    server = Server(db=db, options=() if archive_after is None else ("--archive-after", str(archive_after)))
    clock, errors, stop = Clock(), [], threading.Event()
    made_tables = []

    def table_after_table(i: int) -> None:
        n = 0
        while not stop.is_set():
            made = create_table(server.class_link, game=game, players=players, seed=seed + 1000 * n + i)
            made_tables.append(made)
            seats = [threading.Thread(target=seat_loop, args=(s["link"], made["table"], clock, errors, think,
                                                              PageSeat if page else SeatClient, stop), daemon=True)
                     for s in made["seats"]]
            for t in seats:
                t.start()
            for t in seats:
                t.join()
            if errors:                                  # a seat could not play: say so, make no more tables
                return
            n += 1
    try:
        runners = [threading.Thread(target=table_after_table, args=(i,), daemon=True) for i in range(tables)]
        start = time.monotonic()
        series = [(0.0, round(rss_mb(server.proc.pid), 1))]
        for r in runners:
            r.start()
        end = start + 60 * minutes
        for k in range(1, 1 + int(60 * minutes // every)):           # a sample every ``every`` seconds
            time.sleep(max(0.0, min(start + k * every, end) - time.monotonic()))
            series.append((round((time.monotonic() - start) / 60, 2), round(rss_mb(server.proc.pid), 1)))
        stop.set()
        elapsed = time.monotonic() - start
        steady = clock.latencies(False)
        later = [p for p in series if p[0] >= min(warmup, minutes / 2)]    # past the first minutes' warm-up
        return {"mode": "memory", "store": db.split(":")[0], "game": game, "tables_in_play": tables, "archive_after_s": archive_after,
                "clients": tables * players, "protocol": "seat page" if page else "notebook", "think_s": think,
                "minutes": round(elapsed / 60, 2), "tables_made": len(made_tables),
                "decisions": len(clock.acked), "decisions_per_second": round(len(clock.acked) / elapsed, 1),
                "latency_p99_ms": round(1000 * percentile(steady, 0.99), 1),
                "rss_mb": series, "rss_slope_mb_per_hour": round(slope_per_hour(series), 2),
                "warmup_minutes": min(warmup, minutes / 2),
                "rss_slope_after_warmup_mb_per_hour": round(slope_per_hour(later), 2) if len(later) > 2 else None,
                "client_errors": len(errors), "first_error": errors[0] if errors else None}
    finally:
        server.stop()


def postgres_database(base: str) -> tuple[str, callable]:
    import psycopg
    name = f"junta_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(base, autocommit=True) as db:
        db.execute(f"CREATE DATABASE {name}")

    def drop():
        with psycopg.connect(base, autocommit=True) as db:
            db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    return base.rsplit("/", 1)[0] + "/" + name, drop


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--db", default="sqlite", help="sqlite (a temporary file) or a postgresql:// URL")
    p.add_argument("--tables", type=int, default=40)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--game", default="classic", choices=("classic", "viva"))
    p.add_argument("--kills", type=int, default=None, help="one run with this many kills (default: the three runs below)")
    p.add_argument("--think", type=float, default=0.2, help="a paced seat waits 0 to twice this many seconds")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--page", action="store_true", help="every seat talks the seat page's protocol")
    p.add_argument("--standby", action="store_true",
                   help="a warm standby (junta serve --standby) beside the server: a kill is taken over by it")
    p.add_argument("--stall", type=float, default=120.0,
                   help="seconds without progress after which the tables left are reported as stalled")
    p.add_argument("--memory", type=float, default=None, metavar="MINUTES",
                   help="keep the tables in play this many minutes, sampling the server's memory (RSS)")
    p.add_argument("--every", type=float, default=60.0, help="seconds between two memory samples (--memory)")
    p.add_argument("--archive-after", type=float, default=None, metavar="SECONDS",
                   help="the server's --archive-after (--memory): ended tables leave memory sooner")
    p.add_argument("--warmup", type=float, default=5.0,
                   help="minutes left out of the second slope (--memory): past the first tables' games")
    args = p.parse_args(argv)
    if args.memory is not None:
        print(json.dumps({"reference_before": reference()}), flush=True)
        db, drop = database(args.db)
        try:
            print(json.dumps(memory(db, args.tables, args.players, args.game, args.seed, args.think, args.page,
                                    args.memory, args.every, args.warmup, args.archive_after)), flush=True)
        finally:
            drop()
        print(json.dumps({"reference_after": reference()}), flush=True)
        return 0
    runs = [(0, 0.0), (0, args.think), (3, args.think)] if args.kills is None else [(args.kills, args.think)]
    print(json.dumps({"reference_before": reference()}), flush=True)
    for kills, think in runs:
        db, drop = database(args.db)
        try:
            print(json.dumps(run(db, args.tables, args.players, args.game, kills, args.seed, think, args.page,
                                 args.stall, args.standby), ensure_ascii=False), flush=True)
        finally:
            drop()
    print(json.dumps({"reference_after": reference()}), flush=True)
    return 0


def database(kind: str) -> tuple[str, callable]:
    """A fresh database for one run, and what removes it: a temporary SQLite file, or a PostgreSQL
    database of its own on the server ``kind`` names."""
    if kind == "sqlite":
        folder = tempfile.mkdtemp(prefix="junta-bench-")
        return f"sqlite:///{folder}/tables.db", lambda: None
    return postgres_database(kind)


def reference() -> dict | None:
    """The machine's speed now: OpenSpiel's random playouts (benchmarks/playouts.py), None without it."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("playouts", ROOT / "benchmarks" / "playouts.py")
    playouts = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(playouts)
    found = playouts.openspiel("python_tic_tac_toe", 1.0, 3)
    return None if found is None else {"openspiel_python_tic_tac_toe_steps_per_s": found["steps_per_s"]}


if __name__ == "__main__":
    sys.exit(main())
