"""What the table server says of its memory (``JUNTA_MEMORY_LOG``, tables/footprint.py: the real
server started as a subprocess), and the freed heap handed back to the system once tables leave
memory."""
from __future__ import annotations

import json
import os
import time

from junta_lib.tables import footprint
from junta_lib.tables.classroom import LocalServer
from junta_lib.tables.client import SeatClient, create_table
from junta_lib.tables.hub import Hub
from junta_lib.tables.store import open_store


def test_once_tables_leave_memory_the_freed_heap_is_handed_back_at_most_once_a_minute(tmp_path, monkeypatch):
    """Archiving is what frees a table's heap: then (and not on a sweep that archived nothing)
    the server hands the free pages back (glibc's malloc_trim), at most once a minute."""
    calls = []
    monkeypatch.setattr(footprint, "give_back", lambda: calls.append(time.monotonic()) or True)
    store = open_store(f"sqlite:///{tmp_path / 't.db'}")
    store.migrate()
    hub = Hub(store, archive_after=0.0)
    hub.bots._sweep()
    assert calls == []                                 # nothing archived, nothing handed back
    for _ in range(2):
        made = hub.create("viva", players=3, seed=1)
        table, _ = hub.identify(made["teacher"])
        hub.teacher(table, "end")
        hub.bots.sweep_at = 0.0
        hub.bots._sweep()
        assert made["table"] not in hub.tables         # archived
    assert len(calls) == 1                             # the second within the minute: not again
    hub.bots.trim_at = 0.0
    made = hub.create("viva", players=3, seed=2)
    hub.teacher(hub.identify(made["teacher"])[0], "end")
    hub.bots.sweep_at = 0.0
    hub.bots._sweep()
    assert len(calls) == 2


def test_giving_back_the_heap_lowers_the_rss_of_a_fragmented_heap():
    """Half the blocks of a heap freed, scattered: the process keeps the pages until they are handed back."""
    if not footprint.give_back():
        import pytest
        pytest.skip("not glibc: no malloc_trim")
    blocks = [bytes(50_000) for _ in range(1500)]        # under glibc's mmap threshold: on the heap
    del blocks[:-1:2]
    before = footprint.allocator()
    assert before["free"] > 20                         # MB free inside the heap, still resident
    rss = footprint.rss_mb()
    footprint.give_back()
    assert footprint.rss_mb() < rss - 15
    del blocks


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
