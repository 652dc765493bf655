"""A move's save on PostgreSQL is one statement, committed with itself: read from libpq's own trace
of what the server's connection sent, and the row read back durable, its checksum chained."""
from __future__ import annotations

import os
import time

import pytest
from test_tables import SKIP, postgres_url

from junta_lib.tables.store import ActionRecord, TableRecord, open_store


def test_on_postgresql_a_moves_save_is_one_insert_without_begin_or_commit(tmp_path):
    import psycopg
    from psycopg.pq import Trace
    url = postgres_url()
    if url is None:
        if os.environ.get("JUNTA_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"JUNTA_REQUIRE_POSTGRES=1 but {SKIP}")
        pytest.skip(SKIP)
    store = open_store(url)
    try:
        store.migrate()
        store.create(TableRecord("a", "viva", 1, {"players": 3}, "d" * 64, "open"))
        move = lambda n: ActionRecord(n, 0, "pass", "turn", 1, "phase", "", False, time.time())  # noqa: E731
        store.append("a", move(0))
        trace = tmp_path / "libpq.trace"
        with open(trace, "w") as out:
            conn = store.db                            # this thread's connection, as the server's threads save
            conn.pgconn.trace(out.fileno())
            conn.pgconn.set_trace_flags(Trace.SUPPRESS_TIMESTAMPS | Trace.REGRESS_MODE)
            store.append("a", move(1))
            conn.pgconn.untrace()
        sent = [line for line in trace.read_text().splitlines() if "\tF\t" in line or line.startswith("F\t")]
        text = "\n".join(sent).upper()
        assert text.count("INSERT INTO ACTIONS") == 1, text
        assert "BEGIN" not in text and "COMMIT" not in text, text
        assert conn.autocommit is False                # the other transactions are as they were
        store.transaction(lambda attempt: store.run("UPDATE tables SET label = ? WHERE id = ?", ("x", "a")))
    finally:
        store.close()
    again = open_store(url)                            # another connection: both saves are there, chained
    try:
        assert [a.n for a in again.actions("a")] == [0, 1]
        assert again.tables("a")[0].label == "x"
    finally:
        again.close()
        base = os.environ.get("JUNTA_TEST_POSTGRES", "postgresql:///postgres")
        with psycopg.connect(base, autocommit=True) as db:
            db.execute(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")
