"""Talking to a table server: create a class's tables, and play a seat through it.

    from junta_lib.tables.client import SeatClient, create_table
    made = create_table("http://127.0.0.1:8765/room#CLASS-TOKEN", game="classic", players=5, bots=2)
    seat = SeatClient(made["seats"][0]["link"])        # the join link: server and token
    seat.state["decision"]                              # your decision, when it is yours
    seat.act("done")                                     # refused with the reason, or accepted

Making tables needs the class token the server printed when it started (its class link,
``http://HOST:PORT/room#TOKEN``, or the server's address and ``token=``).

The first connection is tried for a few seconds (a wrong address fails at once, in one line); once
joined, a lost connection is reopened by itself - first after a twentieth of a second, then with
waits growing to a second, each drawn at random from half to all of it so that a class does not come
back all at once - through any number of outages of any length, for as long as the game is open;
each step is said in ``notices`` (and to ``say``, e.g. the terminal of ``junta table bot``).
"""
from __future__ import annotations

import contextlib
import json
import logging
import random
import time
import urllib.error
import urllib.request
from urllib.parse import urlparse

from ..core.errors import JuntaError
from ..i18n import N_, tr


class ClientError(JuntaError):
    """What the server refused, or why it could not be reached.  ``code``: the kind of the server's
    refusal, in no language (server.py lists them; None: not the server's refusal); ``behind``: the
    refusal only says this client's state is behind the table's (look at the new state)."""

    def __init__(self, message: str = "", code: str | None = None):
        super().__init__(message)
        self.code = code

    @property
    def behind(self) -> bool:
        return self.code in BEHIND

    def _render_traceback_(self) -> list[str]:       # a notebook shows the one line, not a traceback
        return [f"{type(self).__name__}: {self}"]


class Refused(ClientError):
    """The server answered and said no (an unknown token, a table set aside): trying again will not help."""


#: the WebSocket library's own log: a server killed mid-message is said by the client in one line
#: ("trying again"), not by the library's traceback on the student's screen
QUIET = logging.getLogger("junta_lib.tables.websocket")
QUIET.setLevel(logging.CRITICAL)

#: the server's refusals (their ``code``) that only say the client's state is behind the table's: the
#: table moved on (e.g. a move saved just before the connection dropped, sent again after it), another
#: seat decides, or the game is over.  Nothing is wrong: the state the server sends with the refusal
#: says what to do.  Read from the code, never from the words: they are in the seat's language.
BEHIND = frozenset({"moved_on", "not_yours", "no_decision"})
BUSY = "busy"                        # too many messages: wait a moment and send again

RECONNECTING = N_("the connection to the table was lost; reconnecting")
FIRST_TRY = 5.0                      # seconds the first connection is tried (a wrong address fails fast)
BACKOFF = (0.05, 1.0)                # the wait before trying again: from 0.05 s, doubling, at most 1 s
                                     # (each drawn from half to all of it: a class's seats spread out)
SOON = (10.0, 0.25)                  # in an outage's first 10 s at most 0.25 s: a warm standby or a server
                                     # started again answers within a second, and a try a second away would
                                     # keep its tables waiting (a refused try costs the machine nothing)
OPEN_AGAIN = 10.0                    # seconds a connection opened again may take to open: a server that
                                     # has just restarted answers once its tables are loaded; a connection
                                     # given up on sooner is one more for it to handle, and nothing gained


def split_link(link: str) -> tuple[str, str]:
    """(the server's base URL, the token) of a join link ``http://HOST:PORT/join#TOKEN``."""
    if not isinstance(link, str) or "#" not in link:
        raise ClientError(tr("a join link looks like http://HOST:PORT/join#TOKEN; ask your teacher for yours"))
    base, token = link.split("#", 1)
    parsed = urlparse(base)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise ClientError(tr("{given} is not a server address: a join link starts with http://HOST:PORT", given=repr(base)))
    return f"{parsed.scheme}://{parsed.netloc}", token


def create_table(server: str, token: str | None = None, **body) -> dict:
    """POST /api/tables: a new table on ``server`` (see server.py), made with the class token (in
    ``server``, a class link ``http://HOST:PORT/room#TOKEN``, or ``token``); ClientError with the
    server's reason."""
    base, in_link = class_link(server)
    return request_json(base + "/api/tables", token=token or in_link, body=body, refused=N_("the server refused the table"))


def class_link(server: str) -> tuple[str, str | None]:
    """(the server's address, the class token or None) of a server's address or its class link."""
    if not isinstance(server, str) or not server.startswith(("http://", "https://")):
        raise ClientError(tr("{given} is not a server address: it starts with http://HOST:PORT (the server prints "
                             "its class link, http://HOST:PORT/room#TOKEN, when it starts)", given=repr(server)))
    base, _, token = server.partition("#")
    base = base.rstrip("/")
    for page in ("/room", "/class"):                 # the teacher's room link (/class: its earlier name)
        if base.endswith(page):
            base = base[:-len(page)]
    return base, token or None


def request_json(url: str, token: str | None = None, body: dict | None = None,
                 refused: str = N_("the table server refused")) -> dict:
    """GET ``url`` (or POST ``body``) as JSON, with a teacher's token as a Bearer token; the answer,
    or ClientError with the server's reason or why it could not be reached."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers=headers, method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as err:
        try:
            reason = json.loads(err.read()).get("error", "")
        except ValueError:
            reason = ""
        raise ClientError(tr("{refused}: {reason}", refused=tr(refused), reason=reason or err.reason)) from None
    except (urllib.error.URLError, OSError) as err:
        raise ClientError(tr("cannot reach the table server at {server}: {reason}", server=url.split('/api')[0],
                             reason=getattr(err, 'reason', err))) from None


def open_socket(server: str, timeout: float, retry_for: float, given_up=lambda: False):
    """A WebSocket to ``server``'s /ws, tried again for ``retry_for`` seconds (the server may be
    restarting) unless ``given_up()``; ClientError, in one line, when it cannot be reached."""
    from websockets.sync.client import connect
    url = "ws" + server[4:] + "/ws"
    deadline = time.monotonic() + retry_for
    opening = max(1.0, min(timeout, retry_for or OPEN_AGAIN))      # retry_for 0: opened again (OPEN_AGAIN)
    while True:
        try:
            return connect(url, open_timeout=opening, max_size=2 ** 24, logger=QUIET).__enter__()
        except Exception as err:  # noqa: BLE001 - refused, reset, timed out: the server is restarting
            if given_up() or time.monotonic() > deadline:
                raise ClientError(tr("cannot reach the table server at {server}: {reason}", server=server,
                                     reason=why(err))) from None
            time.sleep(0.2)


def why(err: Exception) -> str:
    """A network error in a few words."""
    text = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    return text[:160]


def keep_trying(connect, note, stop=lambda: False, clock=time.monotonic):
    """``connect()`` again and again, waiting longer each time (BACKOFF, with jitter; at most SOON's
    wait in an outage's first seconds), until it works; each try that fails is said through ``note``.
    A refusal (Refused) or ``stop()`` ends it.  ``clock``: seconds, as time.monotonic."""
    delay, tries, since = BACKOFF[0], 0, clock()
    while True:
        tries += 1
        try:
            connection = connect()
        except Refused:
            raise
        except Exception as err:  # noqa: BLE001 - the server is down or restarting: wait and try again
            if stop():
                raise ClientError("closed") from None
            step = min(delay, SOON[1]) if clock() - since < SOON[0] else delay
            wait = random.uniform(step / 2, step)
            note(tr("the table server does not answer ({why}); trying again in {delay} s (try {tries}, {since} s "
                    "since the connection was lost)", why=why(err), delay=f"{wait:.2g}", tries=tries,
                    since=f"{clock() - since:.0f}"))
            time.sleep(wait)
            delay = min(BACKOFF[1], delay * 2)
            continue
        if tries > 1 or clock() - since > 1:
            note(tr("the connection to the table was lost; reconnected after {n} s",
                    n=f"{clock() - since:.0f}"))
        return connection


class SeatClient:
    """One seat (or the teacher) at a table, over a WebSocket; reconnects by itself for as long as
    the game is open.  ``say``: told each notice as it comes (print, for a terminal).  ``lang``: the
    language the server words its states and refusals in; ``page``: each state also carries the
    seat page's pictures and controls (as the seat page asks for them)."""

    def __init__(self, link: str, timeout: float = 30.0, retry_for: float = FIRST_TRY, say=None,
                 lang: str = "en", page: bool = False):
        self.server, self.token = split_link(link)
        self.timeout, self.retry_for = timeout, retry_for
        self.say = say
        self.lang, self.page = lang, page
        self.ws = None
        self.state: dict = {}
        self.events: list = []
        self.notices: list[str] = []
        self.asked = 0                     # messages sent that await their own answer (by id)
        self.closed = False
        self.connect(open_socket(self.server, self.timeout, self.retry_for))

    # -- the connection ---------------------------------------------------------------------------
    def note(self, text: str) -> None:
        self.notices.append(text)
        del self.notices[:-50]
        if self.say is not None:
            self.say(text)

    def connect(self, ws=None) -> None:
        if ws is None:
            ws = open_socket(self.server, self.timeout, 0)
        self.ws = ws
        hello = {"type": "hello", "token": self.token, "lang": self.lang, "seen": len(self.events)}
        if self.state.get("mark"):
            hello["mark"] = self.state["mark"]         # unchanged since: told "the same", not all again
        if self.page:
            hello["page"] = True
        try:
            self._send(hello)
            self._expect_state()
        except BaseException:          # not joined: closed, so the server does not count it against the link
            with contextlib.suppress(Exception):
                ws.close()
            raise

    def reconnect(self) -> None:
        """The connection dropped: open it again, however long the server takes to come back."""
        with contextlib.suppress(Exception):
            self.ws.close()
        self.note(tr(RECONNECTING))
        keep_trying(self.connect, self.note, lambda: self.closed)

    def _send(self, message: dict) -> None:
        self.ws.send(json.dumps(message))

    def _receive(self) -> dict:
        message = json.loads(self.ws.recv(timeout=self.timeout))
        if message.get("type") in ("state", "teacher"):
            if message.get("same"):                    # what it holds is still so (a reconnection)
                message = {**self.state, "events": [], "first": False,
                           **{k: message[k] for k in ("twice", "joined") if k in message}}
            self.state = message
            if message.get("first"):                   # the story from its start
                self.events = []
            self.events += message.get("events", [])
        return message

    def _expect_state(self) -> dict:
        while True:
            message = self._receive()
            if message["type"] == "error":
                raise Refused(message["message"], message.get("code"))
            if message["type"] in ("state", "teacher"):
                return message

    def _talk(self, message: dict, until) -> dict:
        """Send ``message`` and read until ``until(answer)``; a lost connection is reopened and the
        message sent again (the server refuses a repeated decision: code "moved_on", ``behind``); told
        it sends too many messages (code "busy"), it waits a moment and sends again."""
        busy = 0
        while True:
            try:
                self._send(message)
                while True:
                    answer = self._receive()
                    if answer["type"] == "error":
                        if answer.get("code") == BUSY and busy < 20:
                            busy += 1
                            time.sleep(0.1 * busy)
                            break
                        if answer.get("id") not in (None, message.get("id")):
                            continue                   # the answer to an earlier message
                        raise ClientError(answer["message"], answer.get("code"))
                    if until(answer):
                        return answer
            except ClientError:
                raise
            except Exception:  # noqa: BLE001 - the connection dropped: reconnect and say so
                self.reconnect()

    # -- what a seat does -------------------------------------------------------------------------
    @property
    def decision(self) -> dict | None:
        return self.state.get("decision")

    def wait(self, until=lambda s: s.get("decision") is not None or s.get("over")) -> dict:
        """Read the table's news until ``until(state)`` holds (by default: your turn, or the end)."""
        while not until(self.state):
            try:
                self._receive()
            except TimeoutError:                       # a long wait: ask how the table stands
                try:
                    self._send({"type": "state"})
                except Exception:  # noqa: BLE001
                    self.reconnect()
            except Exception:  # noqa: BLE001
                self.reconnect()
        return self.state

    def act(self, action) -> dict:
        """Send a decision; once the server has accepted (and saved) it, the new state.  A refusal
        raises ClientError with the server's reason (nothing changed at the table)."""
        self.asked += 1
        ask = self.asked
        accepted = self._talk({"type": "act", "action": action, "at": self.state.get("at"), "id": ask},
                              lambda a: a["type"] == "accepted" and a.get("id") == ask)
        return self.wait(lambda s: s.get("at", -1) >= accepted["at"])

    def suggest(self):
        return self._talk({"type": "suggest"}, lambda a: a["type"] == "suggestion")["action"]

    def teacher(self, command: str, **fields) -> dict:
        return self._talk({"type": command, **fields}, lambda a: a["type"] == "teacher")

    def close(self) -> None:
        self.closed = True
        if self.ws is not None:
            self.ws.close()
            self.ws = None


def play_as_bot(link: str, out=None, max_decisions: int = 100_000, say=None) -> dict:
    """``junta table bot``: play one seat until the game ends (or the teacher ends the table), each
    decision a legal one the server suggests (so the bot plays like the kit's random player),
    through any outage of the server; the final state.  ``say``: told what happens (a lost
    connection, a refusal)."""
    seat = SeatClient(link, say=say)
    done = lambda s: s.get("over") or s.get("status") == "ended"  # noqa: E731
    try:
        for _ in range(max_decisions):
            state = seat.wait(lambda s: done(s) or (s.get("decision") is not None and s.get("status") == "open"
                                                    and not s.get("bot")))
            if done(state):
                return state
            try:
                seat.act(seat.suggest())
            except ClientError as err:
                if not err.behind:
                    seat.note(f"the server refused the move: {err}")
                    time.sleep(1.0)                # e.g. the database is away: the table waits, so does the bot
        return seat.state
    finally:
        seat.close()
