"""What the table server says of its memory (``JUNTA_MEMORY_LOG``, tables/footprint.py), the real
server started as a subprocess."""
from __future__ import annotations

import json
import os
import time

from junta_lib.tables import footprint
from junta_lib.tables.classroom import LocalServer
from junta_lib.tables.client import SeatClient, create_table


def test_without_junta_memory_log_nothing_is_written():
    assert footprint.watch_from_env(hub=None, environ={}) is None


def test_a_server_with_junta_memory_log_writes_its_footprint(tmp_path):
    """The real server with JUNTA_MEMORY_LOG (and tracemalloc): a line every 0.3 s naming its RSS,
    the allocator's and SQLite's memory, the tables it holds and what their games hold (the moves
    just played), and the source lines whose Python blocks grew."""
    log = tmp_path / "footprint.jsonl"
    env = {"JUNTA_MEMORY_LOG": str(log), "JUNTA_MEMORY_EVERY": "0.3", "JUNTA_TRACEMALLOC": "1"}
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        server = LocalServer(db=f"sqlite:///{tmp_path / 't.db'}")
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    try:
        made = create_table(server.class_link, game="classic", players=5, seed=2)
        seats = {s["seat"]: SeatClient(s["link"]) for s in made["seats"]}
        played = 0
        for _ in range(12):
            decider = next(c for c in seats.values() if c.state.get("decision") is not None)
            decider.act(decider.suggest())
            played += 1
            for c in seats.values():
                c.wait(lambda s: s.get("at", -1) >= played)
        deadline = time.monotonic() + 60
        lines: list = []
        while time.monotonic() < deadline:
            lines = [json.loads(x) for x in log.read_text().splitlines()] if log.exists() else []
            if len(lines) >= 2 and lines[-1].get("decisions_held") == played:
                break
            time.sleep(0.2)
        for c in seats.values():
            c.close()
    finally:
        server.stop()
    last = lines[-1]
    assert "error" not in last, last
    assert last["tables"] == 1 and last["decisions_held"] == played and last["events_held"] > 0
    assert last["rss_mb"] > 10 and last["threads"] >= 2
    assert set(last["malloc_mb"]) == {"arena", "in_use", "free", "mmapped"}
    assert last["sqlite_mb"] is None or last["sqlite_mb"] > 0
    assert last["python_mb"] > 0 and isinstance(last["grew_since_last"], list)
