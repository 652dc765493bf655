"""A seat at a table on a server, played from a notebook as if the game were local.

    from junta_lib.tables import join
    from junta_lib.widgets import GameTable
    game = join("http://192.168.1.20:8765/join#...")     # the link your teacher gave you
    GameTable(game)                                       # your seat, the others' moves as they happen

``join(link)`` returns a :class:`RemoteGame` with the engine's playing surface: ``pending()`` (your
decision, or None while the table waits for someone else or when it is over), ``view``, ``apply``,
``story``, ``events``, ``is_over``, ``result``, and beside them ``wait()``, ``waiting_for()``,
``say(text)`` (the table's chat), ``aside_menu()`` (the side actions the rules allow "at any time"
while another player decides: gifts, any-time cards, a proposal to end a coup; applied as
``Aside(seat, action)``) and ``notices`` (a lost connection, reopened by itself however long the
server is away, each try said; the table waiting for the database).  A link to a server that does
not answer fails within a few seconds, in one line.

The server stays the only authority: it sends this seat its own view, the events it may see, its
own decision, and the table's state with every other seat's secrets taken out (mirror.py).  The kit's
pictures and forms read that mirror as they read a local game; a choice is checked here first (so a
mistake is explained at once) and again by the server, which may still refuse it (the table moved
on); a refusal raises IllegalAction with the server's reason, and nothing changes.
"""
from __future__ import annotations

import importlib
import itertools
import json
import threading

from ..core.actions import Action, Aside, plain_action
from ..core.decision import Decision, Domain, SideMenu
from ..core.errors import IllegalAction
from ..core.events import Event, Phrase
from ..i18n import tr, words
from .client import FIRST_TRY, RECONNECTING, ClientError, Refused, keep_trying, open_socket, split_link
from .hub import make_game
from .mirror import rebuild_state


class TableRefused(IllegalAction):
    """The server refused a choice (the table moved on, it is paused, the connection dropped while
    sending): its reason; nothing changed at the table."""


def load_class(name: str, base: type) -> type:
    """The kit's class ``module:Class`` named by the server (only the kit's own, only ``base``'s)."""
    module, _, qualname = name.partition(":")
    if not module.startswith("junta_lib.") or not qualname:
        raise ClientError(f"the server named an unknown class {name!r}: is it a Junta Kit table server?")
    obj = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    if not (isinstance(obj, type) and issubclass(obj, base)):
        raise ClientError(f"the server named {name!r}, which is not a {base.__name__}")
    return obj


class RemoteGame:
    """One seat of a table on a table server (see the module docstring)."""

    remote = True
    rng = None               # a remote game cannot be rewound: no "undo" in the GameTable
    scenario = None

    def __init__(self, link: str, timeout: float = 30.0, retry_for: float = FIRST_TRY):
        self.server, self.token = split_link(link)
        self.timeout, self.retry_for = timeout, retry_for
        self.notices: list[str] = []
        self._cond = threading.Condition()
        self._drawing = threading.RLock()       # held while a new state is taken in and drawn
        self._send_lock = threading.Lock()
        self._answers: dict = {}
        self._ids = itertools.count(1)
        self._listeners: list = []
        self._closed = False
        self._events: list[Event] = []
        self._message: dict = {}
        self._decision: Decision | None = None
        self._local = None
        self._ws = None
        self._connect()
        self._reader = threading.Thread(target=self._listen, name="junta-table", daemon=True)
        self._reader.start()

    @classmethod
    def from_message(cls, message: dict) -> "RemoteGame":
        """A seat's game rebuilt from one state message, with no connection (to read class data, or
        to check that a seat's notebook draws what the server's game shows)."""
        game = cls.__new__(cls)
        game.__dict__.update(server="", token="", timeout=0, retry_for=0, notices=[], _cond=threading.Condition(),
                             _send_lock=threading.Lock(), _drawing=threading.RLock(), _answers={}, _ids=itertools.count(1), _listeners=[],
                             _closed=True, _events=[], _message={}, _decision=None, _local=None, _ws=None)
        game._take_state(message)
        return game

    # -- the connection ---------------------------------------------------------------------------
    def _connect(self, retry_for: float | None = None) -> None:
        ws = open_socket(self.server, self.timeout, self.retry_for if retry_for is None else retry_for,
                         lambda: self._closed)
        # the language this notebook reads: the server answers a refusal in it
        ws.send(json.dumps({"type": "hello", "token": self.token, "lang": words().lang}))
        first = json.loads(ws.recv(timeout=self.timeout))
        if first.get("type") == "error":
            ws.close()
            raise Refused(first["message"])
        if first.get("type") != "state":
            ws.close()
            raise Refused("this link opens the teacher's view, not a seat: use a student's join link to play")
        with self._cond:
            self._ws = ws
            self._events = []                 # the server tells the story again from its start
            self._take_state(first)

    def _note(self, text: str) -> None:
        self.notices.append(text)
        del self.notices[:-50]
        self._tell(False)

    def _listen(self) -> None:
        while not self._closed:
            try:
                message = json.loads(self._ws.recv())
            except Exception:  # noqa: BLE001 - the connection dropped: reopen it and say so
                if self._closed:
                    return
                self._lost()
                continue
            kind = message.get("type")
            if kind == "state":
                with self._drawing:             # who waits for this state waits until it is drawn too
                    with self._cond:
                        before = (self._message.get("at"), self._message.get("status"), self._message.get("bot"))
                        self._take_state(message)
                        moved = before != (message.get("at"), message.get("status"), message.get("bot"))
                        self._cond.notify_all()
                    self._tell(moved)
            elif kind in ("accepted", "error") and message.get("id") is not None:
                with self._cond:
                    self._answers[message["id"]] = message
                    self._cond.notify_all()
            elif kind == "error":
                self.notices.append(f"the table server said: {message.get('message')}")
                self._tell(False)

    def _lost(self) -> None:
        with self._cond:                        # a choice on its way may or may not have arrived
            for ask in [k for k, v in self._answers.items() if v is None]:
                self._answers[ask] = {"type": "error", "id": ask, "message": (
                    "the connection to the table dropped while your choice was on its way; it is open again: "
                    "look at the table and, if the decision is still yours, choose again")}
            self._cond.notify_all()
        self._note(tr(RECONNECTING))
        try:
            keep_trying(lambda: self._connect(0), self._note, lambda: self._closed)
        except ClientError as err:              # refused (the table set aside) or closed by the student
            if not self._closed:
                self._note(tr("the connection to the table was lost: {why}", why=err))
            self._closed = True
        self._tell(True)

    def _send(self, message: dict) -> None:
        with self._send_lock:
            self._ws.send(json.dumps(message))

    def _tell(self, moved: bool) -> None:
        for callback in list(self._listeners):
            try:
                callback(moved)
            except Exception as err:  # noqa: BLE001 - a drawing error must not stop the table's news
                self.notices.append(f"could not redraw the table: {err}")

    def subscribe(self, callback) -> None:
        """``callback(moved)`` after each piece of news from the table (``moved``: the game moved on,
        not just a chat line); called from the connection's thread."""
        self._listeners.append(callback)

    def close(self) -> None:
        self._closed = True
        if self._ws is not None:
            self._ws.close()

    # -- the table's state, rebuilt --------------------------------------------------------------
    def _take_state(self, message: dict) -> None:
        if self._local is None:
            self._local = make_game(message["game"], 0, message["options"])
        local = self._local
        local.state = rebuild_state(message["game"], message["mirror"])
        local.round = message["round"]
        for e in message["events"]:
            self._events.append(Event(e["kind"], e["template"], e["facts"],
                                      tuple(e["to"]) if e["to"] is not None else None, e["round"], local.render_fact))
        if message.get("trouble") and message.get("trouble") != self._message.get("trouble"):
            self.notices.append(message["trouble"])
        self._message = message
        self._decision = self._rebuild_decision(message["decision"])
        self._aside = self._rebuild_side(message.get("aside"))

    def _rebuild_decision(self, wire: dict | None) -> Decision | None:
        if wire is None:
            return None
        local = self._local
        options = domain = None
        if "options" in wire:
            options = tuple(load_class(c, Action).parse(o, local) for c, o in zip(wire["classes"], wire["options"]))
        else:
            domain = load_class(wire["domain"]["class"], Domain).unwire(wire["domain"]["data"], local)
        phrase = wire.get("phrase")
        question = wire["prompt"] if phrase is None else Phrase(phrase["template"], phrase["facts"], local.render_fact)
        d = Decision(wire["kind"], wire["player"], question, options, domain, wire["secret"], self)
        d._side = self._rebuild_side(wire.get("side")) or False
        return d

    def _rebuild_side(self, side: dict | None) -> SideMenu | None:
        if side is None:
            return None
        local = self._local
        listed = tuple(load_class(c, Action).parse(a, local) for c, a in zip(side["classes"], side["listed"]))
        give = None
        if side.get("give_domain"):
            give = load_class(side["give_domain"]["class"], Domain).unwire(side["give_domain"]["data"], local)
        return SideMenu(listed, give)

    def __getattr__(self, name):
        """The game's names, cards, map and rules: the same data files as the server's."""
        if name.startswith("__") or self.__dict__.get("_local") is None:
            raise AttributeError(name)
        return getattr(self._local, name)

    @property
    def state(self):
        return self._local.state

    @property
    def round(self) -> int:
        return self._message["round"]

    @property
    def seat(self) -> int:
        return self._message["seat"]

    @property
    def name(self) -> str:
        return self._message["name"]

    @property
    def table_id(self) -> str:
        return self._message["table"]

    @property
    def status(self) -> str:
        """open, paused (by the teacher) or ended."""
        return self._message["status"]

    @property
    def played_by_bot(self) -> bool:
        """The teacher gave this seat to a bot (an absent student)."""
        return bool(self._message.get("bot"))

    @property
    def actions(self) -> range:
        """As many entries as the table has actions (their contents stay on the server)."""
        return range(self._message["at"])

    @property
    def events(self) -> list[Event]:
        return self._events

    @property
    def chat(self) -> list[dict]:
        """The table's last chat lines: {"name", "text"}."""
        return self._message.get("chat", [])

    # -- the engine's playing surface -------------------------------------------------------------
    def pending(self) -> Decision | None:
        """Your decision, or None: the table waits for someone else (``waiting_for()``) or is over."""
        return self._decision

    def waiting_for(self) -> str | None:
        """Whose decision the table waits for (a name), or None when it is over."""
        return self._message.get("waiting_for")

    def is_over(self) -> bool:
        return bool(self._message.get("over"))

    def result(self) -> dict:
        if self._message.get("result") is None:
            raise IllegalAction(tr('the game is not over yet: result() is known at the end'))
        return self._message["result"]

    def view(self, seat: int | None = None) -> dict:
        """Everything your seat may know now (only your own seat's view comes from the server)."""
        if seat is not None and seat != self.seat:
            raise IllegalAction(tr("at a table you see only your own seat's view ({seat}, {name})", seat=self.seat, name=self.name))
        return self._message["view"]

    def story(self, seat: int | None = None) -> list[str]:
        return [e.text for e in self._events]

    def aside_menu(self, seat: int | None = None) -> SideMenu | None:
        """The side actions you may take while another player decides ("at any time"), or None."""
        if seat is not None and seat != self.seat:
            return None
        return self._aside

    def apply(self, action) -> None:
        """Send your choice; returns once the server has saved it and told the new state.  Checked
        here first; a refusal (here or by the server) raises IllegalAction and changes nothing.
        While another player decides, a side action of the ``aside_menu`` goes as
        ``Aside(your seat, action)`` (or its JSON form)."""
        d = self._decision
        if Aside.claims(action):
            chosen = self._read_aside(action)
        elif d is None:
            who = self.waiting_for()
            raise IllegalAction(tr("the game is over: no action is expected") if who is None else
                                tr("it is {player}'s decision now, not yours: wait for your turn", player=who))
        elif d.side is not None and d.side.claims(plain_action(action)):
            chosen = d.side.parse(action, self)
        else:
            chosen = d.parse(action)
        ask = next(self._ids)
        with self._cond:
            self._answers[ask] = None
            at = self._message["at"]
        try:
            self._send({"type": "act", "action": chosen.to_json(), "at": at, "id": ask})
        except Exception:  # noqa: BLE001 - the reader notices the drop and reconnects
            pass
        with self._cond:
            if not self._cond.wait_for(lambda: self._answers.get(ask) is not None, self.timeout):
                self._answers.pop(ask, None)
                raise TableRefused(tr("the table server did not answer in time; look at the table and choose again"))
            answer = self._answers.pop(ask)
            if answer["type"] == "error":
                raise TableRefused(answer["message"])
            self._cond.wait_for(lambda: self._message.get("at", -1) >= answer["at"], self.timeout)
        with self._drawing:                     # the new state drawn, if it came
            pass

    def _read_aside(self, action) -> Aside:
        raw = action.to_json() if isinstance(action, Aside) else action
        body = raw.get("aside") if isinstance(raw, dict) else None
        if not isinstance(body, dict) or set(body) != {"seat", "action"} or body["seat"] != self.seat:
            raise IllegalAction(tr('a side action out of turn is {{"aside": {{"seat": {seat}, "action": ...}}}} (your own seat)', seat=self.seat))
        if self._aside is None:
            raise IllegalAction(tr("you may take no side action now") if self._decision is None else
                                tr("it is your decision: your side actions go with it (pending().side)"))
        return Aside(self.seat, self._aside.parse(body["action"], self))

    def wait(self, timeout: float | None = None) -> Decision | None:
        """Block until it is your decision or the game is over (or ``timeout`` seconds); your decision."""
        with self._cond:
            self._cond.wait_for(lambda: self._decision is not None or self.is_over() or self._closed, timeout)
        with self._drawing:
            return self._decision

    def say(self, text: str) -> None:
        """A line in the table's chat (everyone at the table and the teacher read it)."""
        self._send({"type": "chat", "text": text})

    def __repr__(self) -> str:
        state = "over" if self.is_over() else ("your decision" if self._decision else f"waiting for {self.waiting_for()}")
        return f"<{self.name} at table {self.table_id} on {self.server}: {state}>"


def join(link: str, timeout: float = 30.0) -> RemoteGame:
    """Your seat at a class table: ``link`` is the join link your teacher gave you."""
    return RemoteGame(link, timeout=timeout)
