"""Where the table server's memory goes, written down while it serves: for finding what grows.

    JUNTA_MEMORY_LOG=/tmp/footprint.jsonl junta serve ...          # a line every 60 s
    JUNTA_MEMORY_LOG=... JUNTA_MEMORY_EVERY=30 JUNTA_TRACEMALLOC=1 junta serve ...
    JUNTA_MEMORY_LOG=... JUNTA_TRACEMALLOC=1 JUNTA_TRACEMALLOC_FROM=1500 junta serve ...   # compared with minute 25

Each line is one JSON object: the seconds since the server started, its resident memory (RSS, from
/proc), the C allocator's own account (glibc's ``mallinfo2``: bytes its arenas took from the system,
bytes in use, bytes free inside them; ``mmapped``: large blocks of their own), SQLite's
(``sqlite3_memory_used``, the page caches and statements of every connection), the threads, the
tables in memory and what their games hold (decisions and events: a live game's log grows while it is
played, which is data, not a leak), the tables resting (checked, not replayed) and archived.  With
``JUNTA_TRACEMALLOC=1`` Python's own allocations are traced too (one frame a block; the server runs
slower): their total, and the ten source lines whose blocks grew most since the first line written
``JUNTA_TRACEMALLOC_FROM`` seconds or more after the start (0 by default: past the imports and the
first games, e.g. 1500, is what says whether something keeps growing) and since the line before.  So the RSS's growth can be put down to Python's objects, the allocator keeping freed
memory, SQLite's caches, or the games in play.  Nothing is written without ``JUNTA_MEMORY_LOG``.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import threading
import time

EVERY = 60.0                         # seconds between two lines, unless JUNTA_MEMORY_EVERY says
TOP = 10                             # source lines listed as growing most (JUNTA_TRACEMALLOC)


class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                     "fsmblks", "uordblks", "fordblks", "keepcost")]


def libc():
    """The C library (glibc), or None where it cannot be loaded."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None


def allocator() -> dict | None:
    """glibc's account of the heap, in MB: ``arena`` (taken from the system), ``in_use``, ``free`` (kept
    inside the arenas), ``mmapped``; None on another C library."""
    lib = libc()
    if lib is None or not hasattr(lib, "mallinfo2"):
        return None
    lib.mallinfo2.restype = MallInfo2
    info = lib.mallinfo2()
    mb = lambda n: round(n / 2 ** 20, 2)  # noqa: E731
    return {"arena": mb(info.arena), "in_use": mb(info.uordblks), "free": mb(info.fordblks), "mmapped": mb(info.hblkhd)}


def sqlite_mb() -> float | None:
    """SQLite's memory in use in this process (every connection's page cache and statements), in MB;
    None when the library Python's sqlite3 uses cannot be found."""
    path = None
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                if "libsqlite3" in line:
                    path = line.split()[-1]
                    break
    except OSError:
        return None
    if path is None:
        return None
    lib = ctypes.CDLL(path)
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    return round(lib.sqlite3_memory_used() / 2 ** 20, 2)


def rss_mb() -> float | None:
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 2)
    except OSError:
        pass
    return None


def held(hub) -> dict:
    """What the hub holds: tables in memory, what their games hold, tables resting and archived."""
    tables = list(hub.tables.values())
    decisions = events = 0
    for table in tables:
        decisions += len(getattr(table.game, "actions", ()) or ())
        events += len(getattr(table.game, "events", ()) or ())
    return {"tables": len(tables), "decisions_held": decisions, "events_held": events,
            "resting": len(hub.resting), "archived": hub.archived}


class Footprint:
    """Writes a line to ``path`` every ``every`` seconds, on a thread of its own, for the server's life."""

    def __init__(self, hub, path: str, every: float = EVERY, trace: bool = False, trace_from: float = 0.0):
        self.hub, self.path, self.every, self.trace, self.trace_from = hub, path, every, trace, trace_from
        self.start = time.monotonic()
        self.first = self.last = None
        if trace:
            import tracemalloc
            tracemalloc.start(1)

    def line(self) -> dict:
        out = {"s": round(time.monotonic() - self.start, 1), "rss_mb": rss_mb(), "malloc_mb": allocator(),
               "sqlite_mb": sqlite_mb(), "threads": threading.active_count(), **held(self.hub)}
        if self.trace:
            out.update(self.traced())
        return out

    def traced(self) -> dict:
        import tracemalloc
        snapshot = tracemalloc.take_snapshot().filter_traces((tracemalloc.Filter(False, tracemalloc.__file__),))
        current, peak = tracemalloc.get_traced_memory()
        out = {"python_mb": round(current / 2 ** 20, 2), "python_peak_mb": round(peak / 2 ** 20, 2)}
        pairs = [("grew_since_last", self.last)] if self.last is not None else []
        if self.first is None and time.monotonic() - self.start >= self.trace_from:
            self.first = snapshot
        elif self.first is not None:
            pairs.insert(0, ("grew_since_first", self.first))
        for name, since in pairs:
            diffs = snapshot.compare_to(since, "lineno")
            out[name] = [{"where": f"{d.traceback[0].filename}:{d.traceback[0].lineno}",
                          "kb": round(d.size_diff / 1024, 1), "blocks": d.count_diff}
                         for d in diffs[:TOP] if d.size_diff > 0]
        self.last = snapshot
        return out

    def write(self) -> None:
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(self.line()) + "\n")

    def run(self) -> None:
        while True:
            try:
                self.write()
            except Exception as err:  # noqa: BLE001 - a diagnostic never stops the server
                with open(self.path, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"error": f"{type(err).__name__}: {err}"}) + "\n")
            time.sleep(self.every)


def watch_from_env(hub, environ=os.environ) -> Footprint | None:
    """Start writing the server's footprint when ``JUNTA_MEMORY_LOG`` names a file (see above)."""
    path = environ.get("JUNTA_MEMORY_LOG")
    if not path:
        return None
    every = float(environ.get("JUNTA_MEMORY_EVERY") or EVERY)
    footprint = Footprint(hub, path, every, trace=environ.get("JUNTA_TRACEMALLOC", "") not in ("", "0"),
                          trace_from=float(environ.get("JUNTA_TRACEMALLOC_FROM") or 0.0))
    threading.Thread(target=footprint.run, name="junta-footprint", daemon=True).start()
    return footprint
