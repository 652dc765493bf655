"""Talking to a table server: create a class's tables, and play a seat through it.

    from junta_lib.tables.client import SeatClient, create_table
    made = create_table("http://127.0.0.1:8765", game="classic", players=5, bots=2)
    seat = SeatClient(made["seats"][0]["link"])        # the join link: server and token
    seat.state["decision"]                              # your decision, when it is yours
    seat.act("done")                                     # refused with the reason, or accepted

A lost connection is reopened by itself (the server may have restarted: it replays every table),
and the client says so in ``notices``.
"""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from urllib.parse import urlparse

from ..core.errors import JuntaError


class ClientError(JuntaError):
    """What the server refused, or why it could not be reached."""


def split_link(link: str) -> tuple[str, str]:
    """(the server's base URL, the token) of a join link ``http://HOST:PORT/join#TOKEN``."""
    if not isinstance(link, str) or "#" not in link:
        raise ClientError("a join link looks like http://HOST:PORT/join#TOKEN; ask your teacher for yours")
    base, token = link.split("#", 1)
    parsed = urlparse(base)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise ClientError(f"{base!r} is not a server address: a join link starts with http://HOST:PORT")
    return f"{parsed.scheme}://{parsed.netloc}", token


def create_table(server: str, **body) -> dict:
    """POST /api/tables: a new table on ``server`` (see server.py); ClientError with the server's reason."""
    return request_json(server.rstrip("/") + "/api/tables", body=body, refused="the server refused the table")


def request_json(url: str, token: str | None = None, body: dict | None = None,
                 refused: str = "the table server refused") -> dict:
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
        raise ClientError(f"{refused}: {reason or err.reason}") from None
    except (urllib.error.URLError, OSError) as err:
        raise ClientError(f"cannot reach the table server at {url.split('/api')[0]}: "
                          f"{getattr(err, 'reason', err)}") from None


def open_socket(server: str, timeout: float, retry_for: float, given_up=lambda: False):
    """A WebSocket to ``server``'s /ws, tried again for ``retry_for`` seconds (the server may be
    restarting) unless ``given_up()``; ClientError when it cannot be reached."""
    from websockets.sync.client import connect
    url = "ws" + server[4:] + "/ws"
    deadline = time.monotonic() + retry_for
    while True:
        try:
            return connect(url, open_timeout=timeout, max_size=2 ** 24).__enter__()
        except Exception as err:  # noqa: BLE001 - refused, reset, timed out: the server is restarting
            if given_up() or time.monotonic() > deadline:
                raise ClientError(f"cannot reach the table server at {server}: {err}") from None
            time.sleep(0.2)


class SeatClient:
    """One seat (or the teacher) at a table, over a WebSocket; reconnects by itself."""

    def __init__(self, link: str, timeout: float = 30.0, retry_for: float = 60.0):
        self.server, self.token = split_link(link)
        self.timeout, self.retry_for = timeout, retry_for
        self.ws = None
        self.state: dict = {}
        self.events: list = []
        self.notices: list[str] = []
        self.asked = 0                     # messages sent that await their own answer (by id)
        self.connect()

    # -- the connection ---------------------------------------------------------------------------
    def connect(self) -> None:
        self.ws = open_socket(self.server, self.timeout, self.retry_for)
        self.events = []
        self._send({"type": "hello", "token": self.token})
        self._expect_state()

    def _send(self, message: dict) -> None:
        self.ws.send(json.dumps(message))

    def _receive(self) -> dict:
        message = json.loads(self.ws.recv(timeout=self.timeout))
        if message.get("type") in ("state", "teacher"):
            self.state = message
            self.events += message.get("events", [])
        return message

    def _expect_state(self) -> dict:
        while True:
            message = self._receive()
            if message["type"] == "error":
                raise ClientError(message["message"])
            if message["type"] in ("state", "teacher"):
                return message

    def _talk(self, message: dict, until) -> dict:
        """Send ``message`` and read until ``until(answer)``; a lost connection is reopened and the
        message sent again (the server refuses a repeated decision with "moved on"); told "too many
        messages", it waits a moment and sends again."""
        for attempt in range(20):
            try:
                self._send(message)
                while True:
                    answer = self._receive()
                    if answer["type"] == "error":
                        if answer["message"].startswith("too many messages"):
                            time.sleep(0.1 * (attempt + 1))
                            break
                        if answer.get("id") not in (None, message.get("id")):
                            continue                   # the answer to an earlier message
                        raise ClientError(answer["message"])
                    if until(answer):
                        return answer
            except ClientError:
                raise
            except Exception:  # noqa: BLE001 - the connection dropped: reconnect and say so
                self.notices.append("the connection to the table was lost; reconnected")
                self.connect()
        raise ClientError("the table server keeps refusing or dropping the connection")

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
                self._send({"type": "state"})
            except Exception:  # noqa: BLE001
                self.notices.append("the connection to the table was lost; reconnected")
                self.connect()
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
        if self.ws is not None:
            self.ws.close()
            self.ws = None


def play_as_bot(link: str, out=None, max_decisions: int = 100_000) -> dict:
    """``junta table bot``: play one seat until the game ends, each decision a legal one the server
    suggests (so the bot plays like the kit's random player); the final state."""
    seat = SeatClient(link)
    try:
        for _ in range(max_decisions):
            state = seat.wait()
            if state.get("over"):
                return state
            try:
                seat.act(seat.suggest())
            except ClientError as err:
                if "moved on" not in str(err) and "not yours" not in str(err):
                    raise
        return seat.state
    finally:
        seat.close()
