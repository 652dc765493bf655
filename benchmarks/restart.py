"""Where a restarted table server's first seconds go: a class's tables, the server started on them
as after a crash, every seat coming back at once.

    python benchmarks/restart.py                          # 40 JUNTA tables of 5, 300 decisions each, 3 starts
    python benchmarks/restart.py --tables 10 --decisions 100 --starts 5

The tables are made and played in this process (the hub itself, the server's bots' suggestions),
into a SQLite file; then ``junta serve`` is started on it ``--starts`` times, and at the moment its
process starts every seat (a seat page's client: pictures and controls, in English, Russian or
Chinese) tries to connect, as the seats of a class whose server was killed do.  For each start,
seconds from the process's start:

- ``port_open``: the port takes connections (they wait in its backlog);
- ``answering``: /api/health answers (the tables' logs read and checked);
- ``seats_back_p50`` / ``seats_back_max``: a seat has its state (reconnected, its table replayed,
  its state drawn);
- ``tables_next_p50`` / ``tables_next_max``: once all seats are back, at every table the seat whose
  decision it is moves (the move it would have sent again), and the next decider receives its
  decision: the longest of these is what a class waits around a restart, think time left out;
- ``server_cpu_s``: the CPU time the new server used from its start until every seat was back
  (user and system, from /proc; None elsewhere): its work, which a shared machine's load stretches
  in the seconds above but changes little.

With ``JUNTA_RESTART_SPY`` set to a profiler's command line (e.g. ``py-spy record -r 200 -f raw -o
FILE``, a tool of your own, not of the kit) each restarted server is profiled, ``--pid`` appended.
Figures, nothing asserted; the first and last lines give the machine's speed (OpenSpiel, as
benchmarks/tables.py).  A start's moves are kept: each start finds the tables a move further on.
"""
from __future__ import annotations

import argparse
import json
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from junta_lib.tables.client import ClientError, SeatClient, request_json  # noqa: E402
from junta_lib.tables.hub import Hub  # noqa: E402
from junta_lib.tables.store import open_store  # noqa: E402


def play_tables(db: str, tables: int, players: int, decisions: int, seed: int) -> list[dict]:
    """``tables`` JUNTA tables played ``decisions`` decisions into their games (random legal moves)."""
    store = open_store(db)
    store.migrate()
    hub = Hub(store)
    made = []
    for i in range(tables):
        table = hub.create("classic", players=players, seed=seed + i)
        made.append(table)
        live = hub.tables[table["table"]]
        for _ in range(decisions):
            d = live.game.pending()
            if d is None:
                break
            hub.act(live, d.player, hub.suggest(live, d.player), len(live.game.actions))
    store.close()
    return made


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: str, port: int, env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "junta_lib.cli",
                             "serve", "--port", str(port), "--db", db],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)


def join_all(base: str, made: list[dict]) -> dict:
    """Every seat of ``made`` joined (a seat page's client, in its language), by (table, seat)."""
    clients: dict = {}

    def seat(table: dict, s: dict) -> None:
        lang = random.Random(s["token"]).choice(("en", "ru", "zh_Hant"))
        clients[(table["table"], s["seat"])] = SeatClient(f"{base}/join#{s['token']}", retry_for=60, lang=lang, page=True)
    threads = [threading.Thread(target=seat, args=(t, s), daemon=True) for t in made for s in t["seats"]]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return clients


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user and system) process ``pid`` has used, from /proc (Linux), else None."""
    import os
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def one_start(proc: subprocess.Popen, db: str, port: int, made: list[dict], clients: dict, env: dict):
    """Kill the server (SIGKILL), start it again, every seat reconnecting at once: the figures."""
    base = f"http://127.0.0.1:{port}"
    times: dict = {"seats": [], "tables": []}
    lock = threading.Lock()

    def back(client: SeatClient) -> None:
        client.reconnect()                        # the seat saw its connection drop: it comes back
        with lock:
            times["seats"].append(time.monotonic() - start)

    proc.kill()
    proc.wait()
    start = time.monotonic()
    proc = start_server(db, port, env)
    if env.get("JUNTA_RESTART_SPY"):               # a py-spy command line: the restarted server profiled
        subprocess.Popen([*env["JUNTA_RESTART_SPY"].split(), "--pid", str(proc.pid)], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    threads = [threading.Thread(target=back, args=(c,), daemon=True) for c in clients.values()]
    for t in threads:
        t.start()
    port_open = answering = None
    while answering is None and time.monotonic() - start < 60:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.05):
                port_open = port_open or time.monotonic() - start
            request_json(base + "/api/health")
            answering = time.monotonic() - start
        except (OSError, ClientError):
            time.sleep(0.01)
    for t in threads:
        t.join(60)
    cpu = cpu_seconds(proc.pid)
    moved = time.monotonic()

    def move(table: dict) -> None:
        seats = [clients[(table["table"], s["seat"])] for s in table["seats"]]
        decider = next((c for c in seats if c.state.get("decision") is not None), None)
        if decider is None:
            return
        at = decider.state["at"]
        try:
            decider.act(decider.suggest())
        except ClientError:
            return

        def told(c: SeatClient) -> None:          # each seat reads the new state; the next decider's counts
            c.wait(lambda s: s.get("at", -1) > at)
            if c.state.get("decision") is not None:
                with lock:
                    times["tables"].append(time.monotonic() - moved)
        readers = [threading.Thread(target=told, args=(c,), daemon=True) for c in seats]
        for r in readers:
            r.start()
        for r in readers:
            r.join(30)

    movers = [threading.Thread(target=move, args=(t,), daemon=True) for t in made]
    for t in movers:
        t.start()
    for t in movers:
        t.join(60)
    seats, tables = sorted(times["seats"]), sorted(times["tables"])
    mid = lambda xs: round(xs[len(xs) // 2], 2) if xs else None  # noqa: E731
    return proc, {"port_open": round(port_open, 2) if port_open else None,
                  "answering": round(answering, 2) if answering else None, "seats_back": len(seats),
                  "seats_back_p50": mid(seats), "seats_back_max": round(seats[-1], 2) if seats else None,
                  "tables_moved": len(tables), "tables_next_p50": mid(tables),
                  "tables_next_max": round(tables[-1], 3) if tables else None,
                  "server_cpu_s": None if cpu is None else round(cpu, 2)}


def main(argv=None) -> int:
    import os
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=40)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--decisions", type=int, default=300)
    p.add_argument("--starts", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--keep", default=None, metavar="FOLDER",
                   help="keep the tables in FOLDER (tables.db, tables.json) and use them again when there")
    args = p.parse_args(argv)
    from tables import reference                 # benchmarks/tables.py: OpenSpiel's speed now
    print(json.dumps({"reference_before": reference()}), flush=True)
    folder = Path(args.keep or tempfile.mkdtemp(prefix="junta-restart-"))
    folder.mkdir(parents=True, exist_ok=True)
    db = f"sqlite:///{folder}/tables.db"
    t = time.monotonic()
    if (folder / "tables.json").exists():
        made = json.loads((folder / "tables.json").read_text())
    else:
        made = play_tables(db, args.tables, args.players, args.decisions, args.seed)
        (folder / "tables.json").write_text(json.dumps(made))
    print(json.dumps({"tables": args.tables, "decisions_each": args.decisions, "made_s": round(time.monotonic() - t, 1)}),
          flush=True)
    env = dict(os.environ)
    port = free_port()
    proc = start_server(db, port, env)
    clients = join_all(f"http://127.0.0.1:{port}", made)      # each seat holds its story: it comes back with "seen"
    try:
        for _ in range(args.starts):
            proc, figures = one_start(proc, db, port, made, clients, env)
            print(json.dumps(figures), flush=True)
    finally:
        for c in clients.values():
            c.closed = True
            c.close()
        proc.terminate()
        proc.wait()
    print(json.dumps({"reference_after": reference()}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
