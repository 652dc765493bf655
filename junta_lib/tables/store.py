"""Where the class tables live: SQLite by default (one file, nothing to set up), PostgreSQL when a
department runs one.  A table is its game, seed, options and seats, plus its action log: the game
is replayed from the log, so nothing else needs saving.  Every accepted action is committed before
its seat is told it was accepted (``append``), so a server killed at any moment - kill -9 included -
restarts with every acknowledged action.

    store = open_store("sqlite:///class.db")          # or "postgresql://user@host/dbname"
    store.migrate()                                     # the schema, created or brought up to date

Only digests of tokens are stored (sha256): the database never holds a secret that opens a seat.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

from ..core.errors import JuntaError

#: the schema's version; ``migrate`` brings an older database up to it, step by step
SCHEMA_VERSION = 2
SCHEMA = {
    1: [
        """CREATE TABLE IF NOT EXISTS tables (
               id TEXT PRIMARY KEY, game TEXT NOT NULL, seed BIGINT NOT NULL, options TEXT NOT NULL,
               teacher_digest TEXT NOT NULL, status TEXT NOT NULL, label TEXT NOT NULL DEFAULT '',
               created DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE IF NOT EXISTS seats (
               table_id TEXT NOT NULL, seat INTEGER NOT NULL, digest TEXT NOT NULL, bot INTEGER NOT NULL,
               PRIMARY KEY (table_id, seat))""",
        """CREATE TABLE IF NOT EXISTS actions (
               table_id TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
               kind TEXT NOT NULL, round INTEGER NOT NULL, phase TEXT NOT NULL, offered TEXT NOT NULL,
               by_bot INTEGER NOT NULL, at DOUBLE PRECISION NOT NULL, PRIMARY KEY (table_id, n))""",
    ],
    2: [                               # the table talk, kept with the table
        """CREATE TABLE IF NOT EXISTS talk (
               table_id TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, seat INTEGER, text TEXT NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS talk_by_table ON talk (table_id, at)",
    ],
}


class StoreError(JuntaError):
    """The store cannot be opened or written: what, and why."""


@dataclass
class TableRecord:
    id: str
    game: str
    seed: int
    options: dict
    teacher_digest: str
    status: str                        # open | paused | ended
    label: str = ""
    created: float = 0.0
    seats: dict = field(default_factory=dict)          # seat -> {"digest": ..., "bot": bool}


@dataclass
class ActionRecord:
    n: int
    seat: int
    action: object                     # the action's JSON form
    kind: str
    round: int
    phase: str
    offered: str                       # what was offered, as the decision said it (its options or format)
    by_bot: bool
    at: float


class Store:
    """The operations every store has; SQL dialects differ only in placeholders and connection."""

    placeholder = "?"

    def __init__(self):
        self.lock = threading.Lock()

    # -- to be given by the dialect ---------------------------------------------------------------
    def _execute(self, sql: str, params=(), fetch: bool = False):  # pragma: no cover - per dialect
        raise NotImplementedError

    # -- the same for every DB-API connection (``self.db``) ----------------------------------------
    def _commit(self) -> None:
        self.db.commit()

    def _rollback(self) -> None:
        self.db.rollback()

    def close(self) -> None:
        self.db.close()

    # -- the schema -------------------------------------------------------------------------------
    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.placeholder)

    def run(self, sql: str, params=(), fetch: bool = False):
        return self._execute(self._sql(sql), params, fetch)

    def migrate(self) -> int:
        """Create the schema or bring it up to :data:`SCHEMA_VERSION`; the version it is at."""
        with self.lock:
            try:
                self._execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                rows = self._execute("SELECT version FROM schema_version", fetch=True)
                current = rows[0][0] if rows else 0
                if current > SCHEMA_VERSION:
                    raise StoreError(f"this database has schema version {current}, newer than this kit's "
                                     f"{SCHEMA_VERSION}: upgrade the kit")
                for version in range(current + 1, SCHEMA_VERSION + 1):
                    for statement in SCHEMA[version]:
                        self._execute(statement)
                if not rows:
                    self._execute(self._sql("INSERT INTO schema_version (version) VALUES (?)"), (SCHEMA_VERSION,))
                else:
                    self._execute(self._sql("UPDATE schema_version SET version = ?"), (SCHEMA_VERSION,))
                self._commit()
            except Exception:
                self._rollback()
                raise
        return SCHEMA_VERSION

    # -- tables -----------------------------------------------------------------------------------
    def create(self, table: TableRecord) -> None:
        """Write a new table and its seats in one transaction."""
        with self.lock:
            try:
                self.run("INSERT INTO tables (id, game, seed, options, teacher_digest, status, label, created) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         (table.id, table.game, table.seed, json.dumps(table.options), table.teacher_digest,
                          table.status, table.label, table.created or time.time()))
                for seat, info in table.seats.items():
                    self.run("INSERT INTO seats (table_id, seat, digest, bot) VALUES (?, ?, ?, ?)",
                             (table.id, seat, info["digest"], int(info["bot"])))
                self._commit()
            except Exception:
                self._rollback()
                raise

    def tables(self) -> list[TableRecord]:
        with self.lock:
            rows = self.run("SELECT id, game, seed, options, teacher_digest, status, label, created FROM tables "
                            "ORDER BY created, id", fetch=True)
            seats = self.run("SELECT table_id, seat, digest, bot FROM seats", fetch=True)
        out = {r[0]: TableRecord(r[0], r[1], int(r[2]), json.loads(r[3]), r[4], r[5], r[6], float(r[7]))
               for r in rows}
        for table_id, seat, digest, bot in seats:
            if table_id in out:
                out[table_id].seats[int(seat)] = {"digest": digest, "bot": bool(bot)}
        return list(out.values())

    def set_status(self, table_id: str, status: str) -> None:
        self._write("UPDATE tables SET status = ? WHERE id = ?", (status, table_id))

    def set_bot(self, table_id: str, seat: int, bot: bool) -> None:
        self._write("UPDATE seats SET bot = ? WHERE table_id = ? AND seat = ?", (int(bot), table_id, seat))

    def _write(self, sql: str, params) -> None:
        with self.lock:
            try:
                self.run(sql, params)
                self._commit()
            except Exception:
                self._rollback()
                raise

    # -- the table talk ---------------------------------------------------------------------------
    def say(self, table_id: str, at: float, seat: int | None, text: str) -> None:
        """Keep one line of the table's talk (``seat`` None: the teacher)."""
        self._write("INSERT INTO talk (table_id, at, seat, text) VALUES (?, ?, ?, ?)", (table_id, at, seat, text))

    def talk(self, table_id: str, last: int = 200) -> list[tuple[float, int | None, str]]:
        """The table's last ``last`` lines of talk, oldest first: (time, seat or None, text)."""
        with self.lock:
            rows = self.run("SELECT at, seat, text FROM talk WHERE table_id = ? ORDER BY at DESC LIMIT ?",
                            (table_id, last), fetch=True)
        return [(float(at), None if seat is None else int(seat), text) for at, seat, text in reversed(rows)]

    # -- the action log ---------------------------------------------------------------------------
    def append(self, table_id: str, record: ActionRecord) -> None:
        """Commit one accepted action.  Returns only once it is durable; a failure raises and
        nothing is written (the caller takes the action back)."""
        self._write("INSERT INTO actions (table_id, n, seat, action, kind, round, phase, offered, by_bot, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (table_id, record.n, record.seat, json.dumps(record.action, ensure_ascii=False), record.kind,
                     record.round, record.phase, record.offered, int(record.by_bot), record.at))

    def actions(self, table_id: str) -> list[ActionRecord]:
        with self.lock:
            rows = self.run("SELECT n, seat, action, kind, round, phase, offered, by_bot, at FROM actions "
                            "WHERE table_id = ? ORDER BY n", (table_id,), fetch=True)
        return [ActionRecord(int(r[0]), int(r[1]), json.loads(r[2]), r[3], int(r[4]), r[5], r[6], bool(r[7]),
                             float(r[8])) for r in rows]


class SQLiteStore(Store):
    """One file; WAL journal with synchronous=FULL: a committed action survives the process being
    killed at any moment."""

    def __init__(self, path: str):
        super().__init__()
        self.path = path
        if path != ":memory:":
            folder = Path(path).resolve().parent
            if not folder.is_dir():
                raise StoreError(f"cannot open the table database {path}: the folder {folder} does not exist")
        try:
            self.db = sqlite3.connect(path, check_same_thread=False, isolation_level="DEFERRED")
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
        except sqlite3.Error as err:
            raise StoreError(f"cannot open the table database {path}: {err}") from None

    def _execute(self, sql, params=(), fetch=False):
        cur = self.db.execute(sql, params)
        return cur.fetchall() if fetch else None


class PostgresStore(Store):
    """PostgreSQL through psycopg 3; each action is its own committed transaction."""

    placeholder = "%s"

    def __init__(self, url: str):
        super().__init__()
        try:
            import psycopg
        except ImportError:  # pragma: no cover - a dependency of the kit
            raise StoreError("PostgreSQL needs psycopg: pip install 'psycopg[binary]'") from None
        try:
            self.db = psycopg.connect(url, autocommit=False, connect_timeout=10)
        except psycopg.Error as err:
            raise StoreError(f"cannot connect to the PostgreSQL database: {str(err).strip().splitlines()[0]}") from None
        self.url = url

    def _execute(self, sql, params=(), fetch=False):
        with self.db.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall() if fetch else None


def open_store(url: str) -> Store:
    """The store a URL names: ``sqlite:///path/to/file.db`` (or a plain path), or
    ``postgresql://user@host/dbname``; a bad one is a StoreError saying which forms are read."""
    if not isinstance(url, str) or not url:
        raise StoreError("name a database: sqlite:///FILE or postgresql://USER@HOST/DBNAME")
    scheme = urlparse(url).scheme
    if scheme in ("postgresql", "postgres"):
        return PostgresStore(url)
    if scheme == "sqlite":
        path = url[len("sqlite:///"):] if url.startswith("sqlite:///") else url[len("sqlite://"):]
        return SQLiteStore(path or ":memory:")
    if scheme in ("", "file") or len(scheme) == 1:          # a plain path (or a Windows drive letter)
        return SQLiteStore(url)
    raise StoreError(f"unknown database {url.split(':')[0]!r}: use sqlite:///FILE or postgresql://USER@HOST/DBNAME")
