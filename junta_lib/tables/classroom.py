"""The teacher's room: a class's tables on a table server, their join links (a list and QR codes),
the tables watched live, the teacher's commands, and the class's data as a pandas DataFrame.

    from junta_lib.tables.classroom import ClassRoom, plan_tables
    plan_tables(23, "classic")                      # [5, 5, 5, 5, 3]: the last with straw men
    room = ClassRoom.open(class_link, students, game="classic")   # the link the server printed
    room.links                                      # student, table, seat, link
    room.qr_codes()                                 # a page to print or show
    room.watch()                                    # every table: round, phase, whom it waits for
    room.data()                                     # every decision, a row each
    room.save("my-class.json")                      # the links (secrets: keep the file to yourself)
"""
from __future__ import annotations

import functools
import json
import os
import warnings
from pathlib import Path

from ..core.errors import JuntaError
from ..i18n import tr, words
from .client import ClientError, class_link as _class_link, create_table, request_json as _request

# fastparquet (pandas' Parquet writer here) asks pandas for an option pandas 3 deprecates: a warning a
# teacher saving the class's data need not read
warnings.filterwarnings("ignore", message=".*future.infer_string.*", module="fastparquet")

#: players at one table, per game (the rulesets' own limits; JUNTA's 2 and 3 play with straw men, K9)
TABLE_SIZES = {"classic": (2, 7), "viva": (3, 5)}
#: the fewest students the last table gets when the class does not divide evenly (three: JUNTA then
#: plays with one straw man, K9; fewer is made up from the full tables)
REST_MIN = 3


class ClassError(JuntaError):
    """A class the room cannot seat: what was wrong and what is allowed."""


def plan_tables(students: int, game: str = "classic", size: int | None = None) -> list[int]:
    """How many students sit at each table: tables of ``size`` (5 by default), and the rest at one
    more table, made up from the full ones when it would seat fewer than three (JUNTA's three play
    with a straw man).  23 for JUNTA: [5, 5, 5, 5, 3]; 21: [4, 4, 5, 5, 3]."""
    if game not in TABLE_SIZES:
        raise ClassError(tr("game is one of {games}, not {given}", games=words().join(TABLE_SIZES), given=repr(game)))
    low, high = TABLE_SIZES[game]
    size = 5 if size is None else size
    if type(size) is not int or not low <= size <= high:
        raise ClassError(tr("a {game} table seats {low} to {high} players, not {given}", game=game, low=low, high=high,
                            given=repr(size)))
    if type(students) is not int or students < low:
        raise ClassError(tr("a class of {given} cannot fill one {game} table: it needs at least {low} students",
                            given=repr(students), game=game, low=low))
    tables = [size] * (students // size)
    rest = students % size
    while rest and rest < max(low, REST_MIN):    # borrow from the full tables, one each
        if not tables or max(tables) <= max(low, REST_MIN):
            break
        i = max(range(len(tables)), key=lambda k: (tables[k], k))     # the fullest, the last first
        tables[i] -= 1
        rest += 1
    if rest:
        tables.append(rest)
    if sum(tables) != students or min(tables) < low:
        raise ClassError(tr("{students} students cannot be seated at {game} tables of {low} to {high}",
                            students=students, game=game, low=low, high=high))
    return tables


def saves_folder() -> Path:
    """Where the kit keeps what it saves: the notebook's folder, or the one JUNTA_SAVES names."""
    return Path(os.environ.get("JUNTA_SAVES") or ".").resolve()


class ClassRoom:
    """A class's tables on one server; made by :meth:`open`, kept by :meth:`save` / :meth:`load`."""

    def __init__(self, server: str, game: str, tables: list[dict]):
        self.server, self.game, self.tables = server.rstrip("/"), game, tables

    # -- making the class ---------------------------------------------------------------------------
    @classmethod
    def open(cls, server, students: list[str], game: str = "classic", size: int | None = None,
             seed: int | None = None, label: str = "", token: str | None = None) -> "ClassRoom":
        """Tables for ``students`` (their names, in the order they sit), as :func:`plan_tables` says.
        ``server``: the class link the server printed when it started (``http://HOST:PORT/room#TOKEN``),
        a :class:`LocalServer`, or the server's address with its class token as ``token``.
        ``seed``: the first table's seed (the others count on from it), for a class that plays the
        same deal again; random when not given."""
        if isinstance(server, LocalServer):
            server = server.class_link
        base, in_link = _class_link(server)
        token = token or in_link
        if not token:
            raise ClassError(tr("making tables needs the class token: give the class link the server printed when it "
                                "started (http://HOST:PORT/room#TOKEN), or token="))
        names = [str(s).strip() for s in students]
        if len({n.casefold() for n in names}) != len(names) or not all(names):
            raise ClassError(tr("give each student a different, non-empty name (they are the players' names)"))
        plan = plan_tables(len(names), game, size)
        tables, start = [], 0
        for i, seats in enumerate(plan):
            at = names[start:start + seats]
            start += seats
            body = {"game": game, "players": seats, "names": at, "label": f"{label or 'table'} {i + 1}"}
            if seed is not None:
                body["seed"] = seed + i
            made = create_table(base, token, **body)
            tables.append({"table": made["table"], "label": made["label"], "seed": made["seed"],
                           "teacher_link": made["teacher_link"],
                           "seats": [{"seat": s["seat"], "student": s["name"], "link": s["link"]}
                                     for s in made["seats"]]})
        return cls(base, game, tables)

    def save(self, path: str | os.PathLike | None = None) -> Path:
        """The class's links in a file of its own (only its owner may read it: the links are the keys);
        by default ``class-<first table id>.json`` beside the notebook (or in the folder JUNTA_SAVES names)."""
        if path is None:
            path = saves_folder() / f"class-{self.tables[0]['table']}.json"
        path = Path(path)
        text = json.dumps({"server": self.server, "game": self.game, "tables": self.tables}, indent=1)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        return path

    @classmethod
    def load(cls, path: str | os.PathLike) -> "ClassRoom":
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            return cls(data["server"], data["game"], data["tables"])
        except (OSError, ValueError, KeyError, TypeError) as err:
            raise ClassError(tr("{path} is not a class saved by ClassRoom.save ({why})", path=path, why=err)) from None

    # -- the links ------------------------------------------------------------------------------------
    @property
    def links(self):
        """One row per student: name, table, seat and join link (a pandas DataFrame that shows every
        link whole: a link cut short with "…" opens nothing).  A link opens the seat in any browser,
        a phone's included, or in a notebook with ``join(link)``."""
        return links_frame()([{"student": s["student"], "table": t["label"], "seat": s["seat"], "link": s["link"]}
                      for t in self.tables for s in t["seats"]])

    def qr_codes(self, size: int = 140):
        """Each student's join link as a QR code with the name under it (an HTML page to show or
        print: a phone or a laptop camera opens the link)."""
        import segno
        from IPython.display import HTML
        cards = []
        for t in self.tables:
            for s in t["seats"]:
                svg = segno.make(s["link"], error="m").svg_inline(scale=3, border=2)
                cards.append(f"<div style='display:inline-block;margin:6px;padding:6px;border:1px solid #ccc;"
                             f"border-radius:6px;text-align:center;width:{size + 20}px;font-family:sans-serif'>"
                             f"<div style='width:{size}px;height:{size}px;margin:auto'>"
                             f"{svg.replace('<svg ', f'<svg width={size} height={size} ', 1)}</div>"
                             f"<b>{_esc(s['student'])}</b><br><small>{_esc(t['label'])}, seat {s['seat'] + 1}</small>"
                             "</div>")
        return HTML("<div>" + "".join(cards) + "</div>")

    # -- watching and commanding --------------------------------------------------------------------
    def _teacher(self, table: dict) -> tuple[str, str]:
        base, token = table["teacher_link"].split("#", 1)
        return base.rsplit("/join", 1)[0], token

    def status(self) -> list[dict]:
        """Each table now: round, phase, whom it waits for, paused or ended, which seats are bots."""
        rows = []
        for t in self.tables:
            server, token = self._teacher(t)
            state = _request(f"{server}/api/tables/{t['table']}", token)
            rows.append({"table": t["label"], "id": t["table"], "game": state["game"], "status": state["status"],
                         "round": state["round"],
                         "phase": state["phase"], "decisions": state["at"],
                         "waiting for": state["waiting_for"] or ("— over —" if state["over"] else ""),
                         "bots": ", ".join(s["name"] for s in state["seats"] if s["bot"]),
                         "winners": ", ".join(state["seats"][w]["name"] for w in state["result"]["winners"])
                         if state["over"] and state["result"] else ""})
        return rows

    def command(self, table: str, command: str, **body) -> dict:
        """The teacher's command to one table (its label or id): ``pause``, ``open``, ``end``, or
        ``bot`` with ``seat=`` and ``on=`` (give an absent student's seat to a bot, and back)."""
        t = self._find(table)
        server, token = self._teacher(t)
        return _request(f"{server}/api/tables/{t['table']}/{command}", token, body)

    def _find(self, table: str) -> dict:
        for t in self.tables:
            if table in (t["table"], t["label"]):
                return t
        raise ClassError(tr("no table {given} in this class; its tables are {tables}", given=repr(table),
                            tables=words().join(t["label"] for t in self.tables)))

    def watch(self, every: float = 2.0, lang: str | None = None):
        """A live board of every table (see :class:`ClassWatch`), in ``lang`` ("en", "ru",
        "zh_Hant"; the notebook's language when None)."""
        from .watch import ClassWatch
        return ClassWatch(self, every, lang)

    # -- the class's data -------------------------------------------------------------------------------
    def data(self):
        """Every decision of the class, a row each (pandas): table, game, seed and players (a replay
        rebuilds any moment), the seat and its player, round, phase, the decision's kind, what was
        offered and what was chosen (as JSON text), by a student or a bot, and when (UTC)."""
        rows = []
        for t in self.tables:
            server, token = self._teacher(t)
            rows += _request(f"{server}/api/tables/{t['table']}/decisions", token)["decisions"]
        return decisions_frame(rows)

    def play_bots(self, seats: list[str] | None = None) -> None:
        """Bots for the students not there (by name; all seats when None), each through the server as
        ``junta table bot`` would (for a demonstration, or a class one short)."""
        for t in self.tables:
            for s in t["seats"]:
                if seats is None or s["student"] in seats:
                    self.command(t["table"], "bot", seat=s["seat"], on=True)


def _whole(method):
    def shown(self):
        import pandas as pd
        with pd.option_context("display.max_colwidth", None, "display.max_columns", None,
                               "display.expand_frame_repr", False):
            return method(self)
    return shown


@functools.cache
def links_frame():
    """The DataFrame class of ``ClassRoom.links`` (made on first use: pandas is imported only then)."""
    import pandas as pd

    class Links(pd.DataFrame):
        """A table of join links, every link shown whole (pandas cuts long cells with "…")."""

        @property
        def _constructor(self):
            return Links

        _repr_html_ = _whole(pd.DataFrame._repr_html_)
        __repr__ = _whole(pd.DataFrame.__repr__)

    return Links


def decisions_frame(rows: list[dict]):
    """The class data's table: ``chosen`` as JSON text (a cell holds one value), ``at`` as UTC time."""
    import pandas as pd
    columns = ["table", "label", "game", "seed", "players", "n", "seat", "player", "round", "phase", "kind",
               "offered", "chosen", "by_bot", "at"]
    frame = pd.DataFrame(rows, columns=columns)
    frame["chosen"] = frame["chosen"].map(lambda a: json.dumps(a, ensure_ascii=False))
    frame["at"] = pd.to_datetime(frame["at"], unit="s", utc=True)
    return frame


def _esc(text: str) -> str:
    import html
    return html.escape(str(text))


class LocalServer:
    """``junta serve`` started from a notebook on this machine, for a class run from the teacher's
    notebook or a demonstration: a subprocess on ``port`` (a free one when None), its tables in
    ``db`` (``junta-class.db`` beside the notebook, or in the folder JUNTA_SAVES names), stopped by
    :meth:`stop` or when the kernel ends.  ``host="0.0.0.0"`` lets the students' machines in (the
    server then prints what that exposes).  ``kill()`` and ``start()`` stop it as a crash would and
    start it again on the same port (the tests and the benchmark do).  ``standby``: a warm standby
    (``junta serve --standby``) runs beside it; after ``kill()``, ``start()`` finds the standby serving
    and starts the next standby."""

    def __init__(self, port: int | None = None, host: str = "127.0.0.1", db: str | None = None, log=None,
                 options: tuple = (), standby: bool = False):
        import atexit
        import secrets
        import socket
        self.class_token = secrets.token_urlsafe(24)     # the same across kill() and start()
        self.options = tuple(options)                    # more ``junta serve`` options, e.g. ("--max-tables", "5")
        if port is None:
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
                port = s.getsockname()[1]
        self.db = db or f"sqlite:///{saves_folder() / 'junta-class.db'}"
        self.host, self.port, self.log = host, port, log
        self.url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}"
        self.class_link = f"{self.url}/room#{self.class_token}"
        self.standby, self.spare = standby, None
        self.start()
        atexit.register(self.stop)

    def _launch(self, *more: str):
        import os
        import subprocess
        import sys
        import tempfile
        output = self.log if self.log is not None else tempfile.TemporaryFile("w+")
        proc = subprocess.Popen([sys.executable, "-m", "junta_lib.cli", "serve", "--host", self.host,
                                 "--port", str(self.port), "--db", self.db, *self.options, *more],
                                stdout=output, stderr=subprocess.STDOUT,
                                env={**os.environ, "JUNTA_CLASS_TOKEN": self.class_token})
        proc.output = output
        return proc

    def start(self) -> None:
        import time
        if self.spare is not None and self.spare.poll() is None and getattr(self, "proc", None) is not None \
                and self.proc.poll() is not None:
            self.proc, self.spare = self.spare, None      # the standby takes over from the server killed
        else:
            self.proc = self._launch()
        self.output = self.proc.output
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                said = ""
                if hasattr(self.output, "seek") and self.output.readable():
                    self.output.seek(0)
                    said = self.output.read().strip()[-400:]
                raise ClassError(tr("the table server did not start: {said}", said=said))
            try:
                _request(self.url + "/api/health")
                break
            except ClientError:
                time.sleep(0.01 if self.standby else 0.05)
        else:
            self.stop()
            raise ClassError(tr("the table server did not answer on {url} within {n} seconds", url=self.url, n=60))
        if self.standby:
            self.spare = self._launch("--standby")

    def kill(self) -> None:
        """Stop it at once, as a crash or a power cut would (SIGKILL)."""
        import signal
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        for proc in (self.spare, self.proc):          # the standby first, or it would take over
            if proc is not None and proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=20)
                except Exception:  # noqa: BLE001
                    proc.kill()

    def __repr__(self) -> str:
        running = "running" if self.proc.poll() is None else "stopped"
        return f"<table server {self.url} ({running}), tables in {self.db.split('///')[-1]}>"
