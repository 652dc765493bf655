"""Where the class tables live: SQLite by default (one file, nothing to set up), PostgreSQL when a
department runs one.  A table is its game, seed, options and seats, plus its action log: the game
is replayed from the log, so nothing else needs saving.  Every accepted action is committed before
its seat is told it was accepted (``append``), so a server killed at any moment - kill -9 included -
restarts with every acknowledged action.

    store = open_store("sqlite:///class.db")          # or "postgresql://user@host/dbname"
    store.migrate()                                     # the schema, created or brought up to date

Only digests of tokens are stored (sha256): the database never holds a secret that opens a seat.
Each action row carries a checksum chained to the row before (``chain``): a row altered in the
file, however legal it looks, is named when the table is read.  A PostgreSQL connection lost (the
database restarted) is opened again and the interrupted transaction tried again; a server holds its
SQLite file or PostgreSQL database (``hold_for_server``; PostgreSQL's lock taken again after a
restart), so a second server on the same database refuses to start.
"""
from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

from ..core.errors import JuntaError

#: the schema's version; ``migrate`` brings an older database up to it, step by step
SCHEMA_VERSION = 3
#: how long a lost database connection is tried again before a write is refused (seconds)
RECONNECT_FOR = 20.0
#: the free space an SQLite database's disk needs at start-up (a class's moves take far less)
MIN_FREE = 8 * 2 ** 20
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
    2: [                                   # the class token that made a table; each action's checksum chain
        "ALTER TABLE tables ADD COLUMN owner TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE actions ADD COLUMN chain TEXT NOT NULL DEFAULT ''",
    ],
    3: [                                   # the table talk, kept with the table
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
    owner: str = ""                    # the digest of the class token that made it


class DamagedRow(StoreError):
    """A table row the store cannot read: the table's id, its teacher's digest if readable, and why."""

    def __init__(self, table_id: str, teacher_digest: str | None, why: str):
        super().__init__(f"table {table_id} is set aside: its row in the database is damaged ({why})")
        self.table_id, self.teacher_digest = table_id, teacher_digest


class HeldElsewhere(StoreError):
    """Another table server holds the database (its message names it)."""


def seed_in(seed: int) -> int:
    """A seed of 0 to 2**64 - 1 as the database's signed 64-bit integer (two's complement)."""
    return seed - 2 ** 64 if seed >= 2 ** 63 else seed


def seed_out(value) -> int:
    value = int(value)
    return value + 2 ** 64 if value < 0 else value


def chained(before: str, table_id: str, n, seat, action_text: str, kind, round_, phase, offered, by_bot, at) -> str:
    """The checksum of one action row, chained to the one before it (``before``; '' for the first)."""
    text = json.dumps([before, table_id, int(n), int(seat), action_text, kind, int(round_), phase, offered,
                       int(bool(by_bot)), repr(float(at))], ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


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
    #: one connection for every thread: each transaction holds ``lock`` (SQLite's); a store whose
    #: threads have connections of their own runs their transactions side by side (PostgreSQL's)
    shared_connection = True

    def __init__(self):
        self.lock = threading.RLock()
        self.chains: dict[str, str] = {}           # table -> the checksum of its last action row

    # -- to be given by the dialect ---------------------------------------------------------------
    def _execute(self, sql: str, params=(), fetch: bool = False):  # pragma: no cover - per dialect
        raise NotImplementedError

    def _recover(self, err: Exception, since: float) -> bool:
        """After ``err``: True once the connection is usable again (try the transaction again),
        False when the error is not a lost connection (raise it)."""
        return False

    # -- the same for every DB-API connection (``self.db``) ----------------------------------------
    def _commit(self) -> None:
        self.db.commit()

    def _rollback(self) -> None:
        try:
            self.db.rollback()
        except Exception:  # noqa: BLE001 - a connection already lost has nothing to take back
            pass

    def close(self) -> None:
        self.db.close()

    def transaction(self, work, write: bool = True, single: bool = False):
        """``work(attempt)`` in one transaction, committed when ``write``; tried again when the
        connection was lost and could be opened again (``attempt`` counts the tries).  ``single``:
        ``work`` writes with one statement, atomic by itself (its checks on a try again only read):
        a store that can commits it with the statement, in one round trip (PostgreSQL's)."""
        since = time.monotonic()
        with self.lock if self.shared_connection else contextlib.nullcontext():
            for attempt in itertools.count():
                try:
                    out = work(attempt)
                    if write:
                        self._commit()
                    else:
                        self._rollback()
                    return out
                except Exception as err:
                    self._rollback()
                    if not self._recover(err, since):
                        raise

    # -- the schema -------------------------------------------------------------------------------
    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.placeholder)

    def run(self, sql: str, params=(), fetch: bool = False):
        return self._execute(self._sql(sql), params, fetch)

    def migrate(self) -> int:
        """Create the schema or bring it up to :data:`SCHEMA_VERSION`; the version it is at."""
        def work(attempt):
            self._execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            rows = self._execute("SELECT version FROM schema_version", fetch=True)
            current = rows[0][0] if rows else 0
            if current > SCHEMA_VERSION:
                raise StoreError(f"this database has schema version {current}, newer than this kit's "
                                 f"{SCHEMA_VERSION}: upgrade the kit")
            for version in range(current + 1, SCHEMA_VERSION + 1):
                for statement in SCHEMA[version]:
                    self._execute(statement)
                if version == 2 and current >= 1:
                    self._chain_old_rows()
            if not rows:
                self._execute(self._sql("INSERT INTO schema_version (version) VALUES (?)"), (SCHEMA_VERSION,))
            else:
                self._execute(self._sql("UPDATE schema_version SET version = ?"), (SCHEMA_VERSION,))
        self.transaction(work)
        return SCHEMA_VERSION

    def _chain_old_rows(self) -> None:
        """Schema 2: the checksum chain written for the rows of an older database, as they stand."""
        rows = self.run("SELECT table_id, n, seat, action, kind, round, phase, offered, by_bot, at FROM actions "
                        "ORDER BY table_id, n", fetch=True)
        before: dict[str, str] = {}
        for r in rows:
            chain = chained(before.get(r[0], ""), *r)
            before[r[0]] = chain
            self.run("UPDATE actions SET chain = ? WHERE table_id = ? AND n = ?", (chain, r[0], r[1]))

    # -- tables -----------------------------------------------------------------------------------
    def create(self, table: TableRecord) -> None:
        """Write a new table and its seats in one transaction."""
        def work(attempt):
            if attempt and self.run("SELECT id FROM tables WHERE id = ?", (table.id,), fetch=True):
                return                                 # written before the connection was lost
            self.run("INSERT INTO tables (id, game, seed, options, teacher_digest, status, label, created, owner) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (table.id, table.game, seed_in(table.seed), json.dumps(table.options), table.teacher_digest,
                      table.status, table.label, table.created or time.time(), table.owner))
            for seat, info in table.seats.items():
                self.run("INSERT INTO seats (table_id, seat, digest, bot) VALUES (?, ?, ?, ?)",
                         (table.id, seat, info["digest"], int(info["bot"])))
        self.transaction(work)

    def tables(self, table_id: str | None = None) -> list:
        """Every table (or the one ``table_id`` names), oldest first; a row that cannot be read is
        a :class:`DamagedRow` in the list, in its place (the others are served)."""
        where, params = (" WHERE id = ?", (table_id,)) if table_id else ("", ())
        rows, seats = self.transaction(lambda attempt: (
            self.run("SELECT id, game, seed, options, teacher_digest, status, label, created, owner FROM tables"
                     + where + " ORDER BY created, id", params, fetch=True),
            self.run("SELECT table_id, seat, digest, bot FROM seats" + where.replace("id", "table_id"), params,
                     fetch=True)), write=False)
        out = {}
        for r in rows:
            try:
                options = json.loads(r[3])
                if not isinstance(options, dict) or r[5] not in ("open", "paused", "ended"):
                    raise ValueError(f"options {str(r[3])[:60]!r}, status {str(r[5])[:20]!r}")
                out[r[0]] = TableRecord(str(r[0]), str(r[1]), seed_out(r[2]), options, str(r[4]), r[5], str(r[6]),
                                        float(r[7]), owner=str(r[8] or ""))
            except (ValueError, TypeError) as err:
                out[r[0]] = DamagedRow(str(r[0]), r[4] if isinstance(r[4], str) else None, str(err)[:200])
        for table_id_, seat, digest, bot in seats:
            if isinstance(out.get(table_id_), TableRecord):
                out[table_id_].seats[int(seat)] = {"digest": digest, "bot": bool(bot)}
        return list(out.values())

    def opened_by(self, digest: str) -> tuple[str, int | None] | None:
        """The table and seat (None: the teacher) the token with this digest opens, or None: how the
        hub finds a table that is not in memory (archived) from a link."""
        def work(attempt):
            seat = self.run("SELECT table_id, seat FROM seats WHERE digest = ?", (digest,), fetch=True)
            return seat or self.run("SELECT id, NULL FROM tables WHERE teacher_digest = ?", (digest,), fetch=True)
        rows = self.transaction(work, write=False)
        return (str(rows[0][0]), None if rows[0][1] is None else int(rows[0][1])) if rows else None

    def release(self, table_id: str) -> None:
        """The table left the server's memory: forget what is cached of it here (read again if needed)."""
        with self.lock:
            self.chains.pop(table_id, None)

    def set_status(self, table_id: str, status: str) -> None:
        self._write("UPDATE tables SET status = ? WHERE id = ?", (status, table_id))

    def set_bot(self, table_id: str, seat: int, bot: bool) -> None:
        self._write("UPDATE seats SET bot = ? WHERE table_id = ? AND seat = ?", (int(bot), table_id, seat))

    def _write(self, sql: str, params) -> None:
        self.transaction(lambda attempt: self.run(sql, params))

    # -- the table talk ---------------------------------------------------------------------------
    def say(self, table_id: str, at: float, seat: int | None, text: str) -> None:
        """Keep one line of the table's talk (``seat`` None: the teacher)."""
        self._write("INSERT INTO talk (table_id, at, seat, text) VALUES (?, ?, ?, ?)", (table_id, at, seat, text))

    def talk(self, table_id: str, last: int = 200) -> list[tuple[float, int | None, str]]:
        """The table's last ``last`` lines of talk, oldest first: (time, seat or None, text)."""
        rows = self.transaction(lambda attempt: self.run(
            "SELECT at, seat, text FROM talk WHERE table_id = ? ORDER BY at DESC LIMIT ?", (table_id, last),
            fetch=True), write=False)
        return [(float(at), None if seat is None else int(seat), text) for at, seat, text in reversed(rows)]

    # -- the action log ---------------------------------------------------------------------------
    def append(self, table_id: str, record: ActionRecord) -> None:
        """Commit one accepted action.  Returns only once it is durable; a failure raises and
        nothing is written (the caller takes the action back)."""
        text = json.dumps(record.action, ensure_ascii=False)

        def work(attempt):
            before = self.chains.get(table_id)
            if before is None or attempt:
                last = self.run("SELECT chain FROM actions WHERE table_id = ? AND n = ?", (table_id, record.n - 1),
                                fetch=True)
                before = last[0][0] if last else ""
            chain = chained(before, table_id, record.n, record.seat, text, record.kind, record.round, record.phase,
                            record.offered, record.by_bot, record.at)
            if attempt and self.run("SELECT chain FROM actions WHERE table_id = ? AND n = ? AND chain = ?",
                                    (table_id, record.n, chain), fetch=True):
                return chain                           # committed before the connection was lost
            self.run("INSERT INTO actions (table_id, n, seat, action, kind, round, phase, offered, by_bot, at, chain) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (table_id, record.n, record.seat, text, record.kind, record.round, record.phase, record.offered,
                      int(record.by_bot), record.at, chain))
            return chain
        chain = self.transaction(work, single=True)    # the hub saves one table's actions one at a time
        with self.lock:
            self.chains[table_id] = chain

    def actions(self, table_id: str) -> list[ActionRecord]:
        """The table's action log, in order; a row altered since it was written (its checksum does
        not follow from the rows before it) raises StoreError naming it."""
        return self.actions_since(table_id)[0]

    def actions_since(self, table_id: str, since: int = 0, before: str = "") -> tuple[list[ActionRecord], str]:
        """The table's actions from number ``since`` on, checked as :meth:`actions` checks them from
        ``before`` (the checksum of action ``since - 1``, as this returned it last time), and the
        checksum of the last: a standby reads only what was saved since its last look."""
        rows = self.transaction(lambda attempt: self.run(
            "SELECT n, seat, action, kind, round, phase, offered, by_bot, at, chain FROM actions "
            "WHERE table_id = ? AND n >= ? ORDER BY n", (table_id, since), fetch=True), write=False)
        out = []
        for i, r in enumerate(rows, start=since):
            if int(r[0]) != i:
                raise StoreError(f"the action log of table {table_id} has no action {i} (the next is {r[0]}): "
                                 "rows were removed from the database")
            if chained(before, table_id, *r[:9]) != r[9]:
                raise StoreError(f"the action log of table {table_id} was altered at action {i} (round {r[4]}, "
                                 f"{r[5]}, seat {r[1]}): its checksum does not follow from the rows before it")
            before = r[9]
            try:
                out.append(ActionRecord(int(r[0]), int(r[1]), json.loads(r[2]), r[3], int(r[4]), r[5], r[6],
                                        bool(r[7]), float(r[8])))
            except ValueError as err:
                raise StoreError(f"the action log of table {table_id} is damaged at action {i}: {err}") from None
        with self.lock:
            self.chains[table_id] = before
        return out, before

    def hold_for_server(self, description: str) -> None:
        """Held for the server's life: a second server on the same database refuses to start
        (:class:`HeldElsewhere`)."""

    #: how often a standby tries the lock (seconds)
    WAIT_EVERY = 0.05

    def wait_to_hold(self, description: str, between) -> None:
        """:meth:`hold_for_server`, waiting while another server holds the database (a standby):
        ``between()`` is called between tries; any other refusal is raised."""
        while True:
            try:
                return self.hold_for_server(description)
            except HeldElsewhere:
                between()
                time.sleep(self.WAIT_EVERY)

    def check_writable(self) -> str | None:
        """None, or why nothing could be saved (a full disk, a read-only file), said at start-up."""
        try:
            self.transaction(lambda attempt: self.run("UPDATE schema_version SET version = version"))
        except Exception as err:  # noqa: BLE001 - said, whatever the database's reason
            return f"the table database cannot be written, so no move could be saved: {str(err).strip()[:200]}"
        return None


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

    def hold_for_server(self, description: str) -> None:
        """Lock ``FILE.lock`` beside the database for this process's life (released by the system
        however the process ends, kill -9 included) and write in it who holds it; a second server
        on the same file is refused, naming the file and the server that holds it."""
        if self.path == ":memory:":
            return
        import fcntl
        lock = Path(self.path).resolve().with_name(Path(self.path).name + ".lock")
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.read(fd, 400).decode("utf-8", "replace").strip() or "a server that did not say which"
            os.close(fd)
            raise HeldElsewhere(f"another table server is using {Path(self.path).resolve()}: {holder}.  Stop it "
                             f"first, give this one another database (--db), or start it with --standby to take over when "
                             "that one stops") from None
        os.ftruncate(fd, 0)
        os.write(fd, description.encode())
        os.fsync(fd)
        self.held = fd                                   # kept open: the lock lasts as long as the process


    def check_writable(self) -> str | None:
        if self.path != ":memory:":
            import shutil
            free = shutil.disk_usage(Path(self.path).resolve().parent).free
            if free < MIN_FREE:
                return (f"the disk holding {Path(self.path).resolve()} has {free // 1024} kB free: moves could "
                        f"not be saved; free at least {MIN_FREE // 2 ** 20} MB, then start the server again")
        return super().check_writable()


class PostgresStore(Store):
    """PostgreSQL through psycopg 3; each action is its own committed transaction.  Each thread that
    uses the store has a connection of its own (``db``), so the server's threads save the moves of
    different tables side by side and PostgreSQL flushes their commits to disk together: one
    connection for all made every move wait for the disk flush of every move before it."""

    placeholder = "%s"
    shared_connection = False

    def __init__(self, url: str):
        super().__init__()
        try:
            import psycopg
        except ImportError:  # pragma: no cover - a dependency of the kit
            raise StoreError("PostgreSQL needs psycopg: pip install 'psycopg[binary]'") from None
        self.url, self.psycopg = url, psycopg
        self.local = threading.local()             # this thread's connection
        self.opened: list = []                     # every connection opened, to close them all
        self.guard = threading.Lock()              # the advisory lock checked or taken again by one thread at once
        try:
            self.db = psycopg.connect(url, autocommit=False, connect_timeout=10)
        except psycopg.Error as err:
            raise StoreError(f"cannot connect to the PostgreSQL database: {str(err).strip().splitlines()[0]}") from None

    @property
    def db(self):
        """This thread's connection, opened at its first use (after the advisory lock is checked, when
        the server holds it: a connection opened after a restart of PostgreSQL writes only once the
        lock is taken again)."""
        conn = getattr(self.local, "db", None)
        if conn is None:
            conn = self.psycopg.connect(self.url, autocommit=False, connect_timeout=10)
            self.db = conn
            self._lock_again()
        return conn

    @db.setter
    def db(self, conn) -> None:
        self.local.db = conn
        with self.lock:
            self.opened = [c for c in self.opened if not c.closed] + [conn]

    def close(self) -> None:
        with self.lock:
            opened, self.opened = self.opened, []
        for conn in opened:
            with contextlib.suppress(Exception):
                conn.close()

    def _rollback(self) -> None:
        conn = getattr(self.local, "db", None)           # none opened yet (the database was away): nothing to take back
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.rollback()

    #: the advisory lock a table server holds on its database (any fixed number; "junta" in ASCII)
    LOCK_KEY = 0x6A756E7461

    def hold_for_server(self, description: str) -> None:
        """An advisory lock on the database, on a connection of its own named after this server,
        held for the server's life; a second server on the same database is refused, naming the
        server that holds it.  A lock lost with its connection (PostgreSQL restarted) is taken
        again as soon as the database answers (``KEEP_EVERY``); should another server have taken it
        meanwhile, this one saves nothing more and says why."""
        self.lock_name = description.replace("the table server of ", "junta serve, ").split(", started")[0][:63]
        self.usurped: str | None = None
        try:
            self._take_lock()
        except self.psycopg.Error as err:
            raise StoreError(f"cannot lock the PostgreSQL database: {str(err).strip().splitlines()[0]}") from None
        if self.usurped:                      # not held: this store reads on, as a standby's does
            refused, self.usurped, self.lock_name = self.usurped, None, None
            raise HeldElsewhere(refused)
        threading.Thread(target=self._keep_lock, name="junta-db-lock", daemon=True).start()

    def _take_lock(self) -> None:
        """Connect and take the advisory lock; ``usurped`` says who holds it if another server does."""
        with contextlib.suppress(Exception):
            self.held.close()
        self.held = self.psycopg.connect(self.url, autocommit=True, connect_timeout=10,
                                         application_name=self.lock_name)
        got = self.held.execute("SELECT pg_try_advisory_lock(%s)", (self.LOCK_KEY,)).fetchone()[0]
        if got:
            return
        holder = self.held.execute(
            "SELECT a.application_name, a.client_addr FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
            "WHERE l.locktype = 'advisory' AND l.objid = %s AND l.granted AND a.datname = current_database()",
            (self.LOCK_KEY & 0xFFFFFFFF,)).fetchone()
        self.held.close()
        who = f"{holder[0]} (from {holder[1] or 'this machine'})" if holder else "another server"
        self.usurped = (f"another table server is using this PostgreSQL database: {who}.  Stop it first, give "
                        "this one another database (--db), or start it with --standby to take over when that one stops")

    #: how often the advisory lock's connection is checked (seconds)
    KEEP_EVERY = 1.0
    #: how often a standby tries the lock (each try a connection of its own)
    WAIT_EVERY = 0.1

    def _keep_lock(self) -> None:
        """Check the lock's connection now and then; once it is lost, take the lock again as soon as
        the database answers."""
        while not self.usurped:
            time.sleep(self.KEEP_EVERY)
            try:
                self._lock_again()
            except StoreError:                            # another server took it meanwhile
                import sys
                print(f"junta serve: {self.usurped}; this server saves nothing more", file=sys.stderr, flush=True)
            except Exception:  # noqa: BLE001 - the database does not answer yet: next time
                continue

    def _lock_again(self) -> None:
        """Before a write on a connection opened again: the advisory lock, held still or taken again
        (StoreError if another server took it meanwhile)."""
        if getattr(self, "lock_name", None) is None:
            return
        with self.guard:
            try:
                self.held.execute("SELECT 1")
            except Exception:  # noqa: BLE001 - lost with the database's restart: take it again
                self._take_lock()
            if self.usurped:
                raise StoreError(self.usurped)

    def transaction(self, work, write: bool = True, single: bool = False):
        """As every store's; ``single`` (a move's save: one INSERT): the statement is sent alone and
        committed with itself (autocommit), one round trip to the database where a transaction
        took three (BEGIN, the INSERT, COMMIT), each a wait for PostgreSQL's process on a busy
        machine.  It returns once the row is durable (the commit's flush, as before); on a try
        again after a lost connection its checks read first, then the INSERT commits alone."""
        if getattr(self, "usurped", None):
            raise StoreError(self.usurped)
        if not single:
            return super().transaction(work, write)
        since = time.monotonic()
        for attempt in itertools.count():
            try:
                conn = self.db
                conn.autocommit = True
                try:
                    return work(attempt)
                finally:
                    with contextlib.suppress(Exception):   # a lost connection is opened anew below
                        conn.autocommit = False
            except Exception as err:
                if not self._recover(err, since):
                    raise

    def _recover(self, err: Exception, since: float) -> bool:
        """A lost connection (PostgreSQL restarted, the network dropped): opened again, every
        half-second, for :data:`RECONNECT_FOR` seconds; then StoreError saying the database does not answer."""
        psycopg = self.psycopg
        conn = getattr(self.local, "db", None)
        lost = isinstance(err, (psycopg.OperationalError, psycopg.InterfaceError)) or conn is None or conn.closed \
            or conn.broken
        if not lost or time.monotonic() - since > RECONNECT_FOR:
            return False
        while True:
            with contextlib.suppress(Exception):
                conn.close()
            try:
                self.db = psycopg.connect(self.url, autocommit=False, connect_timeout=5)
                self._lock_again()
                return True
            except psycopg.Error as again:
                if time.monotonic() - since > RECONNECT_FOR:
                    raise StoreError("the PostgreSQL database does not answer: "
                                     f"{str(again).strip().splitlines()[0][:200]}") from None
                time.sleep(0.5)

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
