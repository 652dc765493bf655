"""The tables of a class, in play: each table's game (the engine stays the only authority), its seats
and tokens, its bots, and what each seat and the teacher are told.  One lock per table serialises
everything done to it (a game is not thread-safe); an action is applied, committed to the store, and
only then acknowledged and told to the others.

Nothing here knows of HTTP or WebSockets (server.py does): the hub takes a token and a message and
answers with messages, so the tests can drive it directly as well as through a real server.
"""
from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import threading
import time
from dataclasses import dataclass, field

from ..agents import heuristic_team
from ..core.actions import Aside, brief
from ..core import registry
from ..core.errors import JuntaError
from ..core.events import Phrase
from .mirror import seat_mirror
from .store import ActionRecord, Store, TableRecord

GAMES = ("classic", "viva")
STATUSES = ("open", "paused", "ended")
MAX_CHAT = 300                       # characters in one chat line


class TableError(JuntaError):
    """A request the tables refuse: what was wrong and what is allowed."""


def new_token() -> str:
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def make_game(game: str, seed: int, options: dict):
    """A new game of the kind registered as ``game`` (core/registry.py)."""
    try:
        kind = registry.game_kind(game)
    except JuntaError:
        raise TableError(f"game is one of {', '.join(registry.names())}, not {brief(game)}") from None
    return kind.new_game(seed=seed, **options)


@dataclass
class Table:
    record: TableRecord
    game: object
    lock: threading.RLock = field(default_factory=threading.RLock)
    bots: dict = field(default_factory=dict)          # seat -> agent (the seats the server plays)
    chat: list = field(default_factory=list)          # (time, seat, text)
    offered: dict = field(default_factory=dict)       # action number -> when its decision was first asked
    seen: dict = field(default_factory=dict)          # seat (None: the public) -> (events read, those it sees)

    def visible(self, seat: int | None) -> list:
        """The events ``seat`` may see (None: the public ones), read on from where the last call
        stopped (``seen`` is cleared when the game is rewound)."""
        events = self.game.events
        done, mine = self.seen.get(seat, (0, []))
        if seat is None:
            mine.extend(e for e in events[done:] if e.to is None)
        else:
            mine.extend(e for e in events[done:] if e.visible_to(seat))
        self.seen[seat] = (len(events), mine)
        return mine

    @property
    def id(self) -> str:
        return self.record.id

    def waiting_for(self) -> int | None:
        d = self.game.pending()
        return None if d is None else d.player


class Hub:
    """All the tables of a server, loaded from ``store`` and kept in step with it."""

    def __init__(self, store: Store, clock=time.time):
        self.store = store
        self.clock = clock
        self.tables: dict[str, Table] = {}
        self.by_digest: dict[str, tuple[str, int | None]] = {}      # token digest -> (table, seat or None)
        self.lock = threading.Lock()
        self.broken: dict[str, str] = {}                             # table -> why it could not be replayed

    # -- loading ----------------------------------------------------------------------------------
    def load(self) -> None:
        """Every table of the store, replayed from its action log (the save file is a replay)."""
        for record in self.store.tables():
            try:
                game = make_game(record.game, record.seed, record.options)
                for a in self.store.actions(record.id):
                    game.apply(a.action)
            except JuntaError as err:
                self.broken[record.id] = f"table {record.id} cannot be replayed: {err}"
                continue
            table = self._add(record, game)
            with table.lock:                  # a server stopped between a student's move and the bots'
                self._run_bots(table)

    def _add(self, record: TableRecord, game) -> Table:
        table = Table(record, game)
        for seat, info in record.seats.items():
            self.by_digest[info["digest"]] = (record.id, seat)
            if info["bot"]:
                table.bots[seat] = self._bot(game, seat)
        self.by_digest[record.teacher_digest] = (record.id, None)
        self.tables[record.id] = table
        return table

    @staticmethod
    def _bot(game, seat: int):
        return heuristic_team(game, game.seed)[seat]

    # -- creating ---------------------------------------------------------------------------------
    def create(self, game: str = "classic", players: int = 5, seed: int | None = None, bots: int = 0,
               names: list | None = None, label: str = "") -> dict:
        """A new table; returns its id, one token per seat (bots' seats have none) and the teacher's
        token.  ``bots``: how many seats, from the last, the server's bots play."""
        if game not in GAMES:
            raise TableError(f"game is one of {', '.join(GAMES)}, not {brief(game)}")
        if type(players) is not int or type(bots) is not int or not 0 <= bots <= players:
            raise TableError(f"players and bots are whole numbers, 0 <= bots <= players; got {brief(players)}, "
                             f"{brief(bots)}")
        if seed is None:
            seed = secrets.randbelow(2 ** 31)
        if type(seed) is not int or not 0 <= seed < 2 ** 63:
            raise TableError(f"seed is a whole number from 0 to 2**63 - 1, not {brief(seed)}")
        if not isinstance(label, str) or len(label) > 80 or not label.isprintable():
            raise TableError("a label is printable text of at most 80 characters")
        options = {"players": players}
        if names is not None:
            options["names"] = names
        try:
            engine = make_game(game, seed, options)
        except JuntaError as err:
            raise TableError(str(err)) from None
        real = engine.real_players() if hasattr(engine, "real_players") else list(range(engine.state.n))
        tokens = {seat: new_token() for seat in real}
        bot_seats = set(real[len(real) - bots:]) if bots else set()
        teacher = new_token()
        table_id = secrets.token_hex(4)
        while table_id in self.tables:
            table_id = secrets.token_hex(4)
        record = TableRecord(table_id, game, seed, options, digest(teacher), "open", label, self.clock(),
                             {seat: {"digest": digest(tok), "bot": seat in bot_seats} for seat, tok in tokens.items()})
        self.store.create(record)
        with self.lock:
            table = self._add(record, engine)
        with table.lock:
            self._run_bots(table)
        return {"table": table_id, "game": game, "seed": seed, "label": label,
                "seats": [{"seat": seat, "name": engine.seat_name(seat), "token": tokens[seat],
                           "bot": seat in bot_seats} for seat in real],
                "teacher": teacher}

    # -- who is asking --------------------------------------------------------------------------------
    def identify(self, token) -> tuple[Table, int | None]:
        """The table and seat (None: the teacher) a token opens; compared by digest in constant time."""
        if not isinstance(token, str) or not 10 <= len(token) <= 100:
            raise TableError("a token is the text after # in your join link")
        wanted = digest(token)
        found = None
        for known, where in self.by_digest.items():         # every digest compared: constant time
            if hmac.compare_digest(known, wanted):
                found = where
        if found is None:
            raise TableError("no seat or table opens with this token: check the join link your teacher gave")
        table = self.tables.get(found[0])
        if table is None:
            raise TableError("this table is not available on this server")
        return table, found[1]

    # -- playing ----------------------------------------------------------------------------------
    def act(self, table: Table, seat: int, raw, at: int | None = None) -> int:
        """Apply ``raw`` for ``seat`` (checked strictly by the engine), commit it, then let the bots
        play on.  ``at``: the number of actions the seat saw (a stale one is refused).  Returns the
        number of actions now; IllegalAction or TableError say why nothing changed."""
        with table.lock:
            game = table.game
            if table.record.status != "open":
                raise TableError(f"the table is {table.record.status}: no moves until the teacher opens it again")
            d = game.pending()
            if d is None:
                raise TableError("the game is over: no action is expected")
            if at is not None and at != len(game.actions):
                raise TableError(f"the table has moved on (you saw {at} decisions, it has {len(game.actions)}): "
                                 "look at the new state and decide again")
            aside = Aside.claims(raw)
            if aside:                                  # a side action out of turn: only one's own
                body = raw.get("aside") if isinstance(raw, dict) else None
                if not isinstance(body, dict) or type(body.get("seat")) is not int or body["seat"] != seat:
                    raise TableError(f'a side action out of turn is your own: {{"aside": {{"seat": {seat}, '
                                     '"action": ...}}')
            elif d.player != seat:
                raise TableError(f"it is {game.seat_name(d.player)}'s decision now ({d.kind}), not yours")
            if seat in table.bots:
                raise TableError("the teacher gave your seat to a bot; ask the teacher to give it back")
            self._apply(table, seat, raw, by_bot=False)
            self._run_bots(table)
            return len(game.actions)

    def _apply(self, table: Table, seat: int, raw, by_bot: bool) -> None:
        game = table.game
        d = game.pending()
        n = len(game.actions)
        if Aside.claims(raw):
            menu = game.aside_menu(seat)
            kind, offered = "aside", menu.expected()[:500] if menu is not None else ""
        else:
            kind, offered = d.kind, d.expected()[:500]
        phase = str(game.state.phase)
        game.apply(raw)                                # IllegalAction: nothing changed
        record = ActionRecord(n, seat, game.actions[-1].to_json(), kind, game.round, phase, offered, by_bot,
                              self.clock())
        try:
            self.store.append(table.id, record)
        except Exception as err:                       # not durable: take it back, the seat may try again
            game.rewind(n)
            table.seen.clear()
            raise TableError(f"the move could not be saved ({type(err).__name__}); nothing changed - try again") \
                from None

    def _run_bots(self, table: Table) -> None:
        game = table.game
        while table.record.status == "open" and (d := game.pending()) is not None and d.player in table.bots:
            bot = table.bots[d.player]
            view = game.view(d.player) if getattr(bot, "needs_view", True) else None
            self._apply(table, d.player, bot.choose(view, d), by_bot=True)

    def suggest(self, table: Table, seat: int):
        """A random legal action for ``seat``'s pending decision (for bot clients): drawn from the
        decision alone, so it tells nothing the seat's own view does not."""
        with table.lock:
            d = table.game.pending()
            if d is None or d.player != seat:
                raise TableError("you have no decision to make now")
            rng = random.Random(secrets.randbits(64))
            action = d.options[rng.randrange(len(d.options))] if d.options else d.domain.sample(rng)
            return action.to_json()

    def say(self, table: Table, seat: int | None, text) -> None:
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_CHAT or not text.isprintable():
            raise TableError(f"a chat line is printable text of 1 to {MAX_CHAT} characters")
        with table.lock:
            table.chat.append((self.clock(), seat, text.strip()))
            del table.chat[:-200]

    # -- the teacher --------------------------------------------------------------------------------
    def teacher(self, table: Table, command: str, seat=None, on=None) -> None:
        with table.lock:
            if command in ("pause", "open"):
                status = "paused" if command == "pause" else "open"
                if table.record.status == "ended":
                    raise TableError("the table has ended")
                self.store.set_status(table.id, status)
                table.record.status = status
                if status == "open":
                    self._run_bots(table)
            elif command == "end":
                self.store.set_status(table.id, "ended")
                table.record.status = "ended"
            elif command == "bot":
                if type(seat) is not int or seat not in table.record.seats or type(on) is not bool:
                    raise TableError(f"name a seat ({', '.join(map(str, table.record.seats))}) and on: true or false")
                self.store.set_bot(table.id, seat, on)
                table.record.seats[seat]["bot"] = on
                if on:
                    table.bots[seat] = self._bot(table.game, seat)
                else:
                    table.bots.pop(seat, None)
                self._run_bots(table)
            else:
                raise TableError("the teacher's commands are pause, open, end and bot")

    def decisions(self, table: Table) -> list[dict]:
        """The teacher's data: every decision of the table, in order, with the table's game, seed and
        options (a replay rebuilds any moment of it), the seat and its player, the round and phase,
        what was offered and what was chosen, by a student or a bot, and when."""
        with table.lock:
            game, record = table.game, table.record
            rows = []
            for a in self.store.actions(table.id):
                rows.append({"table": record.id, "label": record.label, "game": record.game, "seed": record.seed,
                             "players": game.state.n, "n": a.n, "seat": a.seat, "player": game.seat_name(a.seat),
                             "round": a.round, "phase": a.phase, "kind": a.kind, "offered": a.offered,
                             "chosen": a.action, "by_bot": a.by_bot, "at": a.at})
            return rows

    # -- what each is told ------------------------------------------------------------------------------
    def seat_state(self, table: Table, seat: int, sent_events: int = 0) -> tuple[dict, int]:
        """The message for ``seat``: his view, the events he may see after the first ``sent_events``
        of them, his decision if he has one, and whom the table waits for."""
        with table.lock:
            game = table.game
            mine = table.visible(seat)
            d = game.pending()
            message = {"type": "state", "table": table.id, "seat": seat, "name": game.seat_name(seat),
                       "game": game.GAME, "status": table.record.status, "at": len(game.actions),
                       "round": game.round, "phase": str(game.state.phase),
                       "view": game.view(seat).to_dict(),
                       "events": [wire_event(e) for e in mine[sent_events:]],
                       "options": table.record.options, "mirror": seat_mirror(game, seat),
                       "waiting_for": None if d is None else game.seat_name(d.player),
                       "decision": wire_decision(game, d) if d is not None and d.player == seat else None,
                       "aside": wire_side(game, game.aside_menu(seat)) if d is not None and d.player != seat
                       else None,
                       "bot": seat in table.bots,
                       "over": d is None, "result": game.result() if d is None else None,
                       "winners": [game.seat_name(w) for w in game.result()["winners"]] if d is None else None,
                       "chat": [{"seat": s, "name": game.seat_name(s) if s is not None else "teacher", "text": t}
                                for _, s, t in table.chat[-20:]]}
            return message, len(mine)

    def teacher_state(self, table: Table, sent_events: int = 0) -> tuple[dict, int]:
        """The teacher's message: the public story, the round and phase, whom the table waits for,
        which seats are bots."""
        with table.lock:
            game = table.game
            public = table.visible(None)
            d = game.pending()
            return ({"type": "teacher", "table": table.id, "game": game.GAME, "label": table.record.label,
                     "status": table.record.status, "at": len(game.actions), "round": game.round,
                     "phase": str(game.state.phase),
                     "waiting_for": None if d is None else game.seat_name(d.player),
                     "seats": [{"seat": s, "name": game.seat_name(s), "bot": info["bot"]}
                               for s, info in sorted(table.record.seats.items())],
                     "options": table.record.options, "seed": table.record.seed,
                     "chat": [{"seat": s, "name": game.seat_name(s) if s is not None else "teacher", "text": t}
                              for _, s, t in table.chat[-20:]],
                     "events": [e.as_dict() for e in public[sent_events:]],
                     "over": d is None, "result": game.result() if d is None else None}, len(public))


def wire_decision(game, d) -> dict:
    """A decision as the deciding seat's client reads it: kind, prompt, the listed options (JSON and
    the words on their buttons) or the shape of a structured choice with what it needs to know, and
    the side actions beside it."""
    out = {"kind": d.kind, "player": d.player, "prompt": d.prompt, "secret": d.secret}
    if isinstance(d.question, Phrase):            # the seat's notebook words it in its own language
        out["phrase"] = {"template": d.question.template, "facts": d.question.data}
    if d.options is not None:
        out["options"] = d.choices()
        out["labels"] = d.labels()
        out["classes"] = [class_name(o) for o in d.options]
    else:
        out["format"] = d.domain.format
        out["info"] = d.info
        out["domain"] = {"class": class_name(d.domain), "data": d.domain.wire()}
    side = wire_side(game, d.side)
    if side is not None:
        out["side"] = side
    return out


def wire_side(game, menu) -> dict | None:
    """A menu of side actions as a client reads it: the listed ones (JSON, words, classes) and the
    gift's domain, if a gift is allowed."""
    if menu is None:
        return None
    return {"listed": [a.to_json() for a in menu.listed],
            "labels": [a.describe(game) if not isinstance(a, str) else str(a) for a in menu.listed],
            "classes": [class_name(a) for a in menu.listed],
            "give": menu.give is not None,
            "give_domain": None if menu.give is None else {"class": class_name(menu.give), "data": menu.give.wire()}}


def class_name(obj) -> str:
    """``module:Class`` of an action or a domain, for the seat's notebook to rebuild it."""
    cls = type(obj)
    return f"{cls.__module__}:{cls.__qualname__}"


def wire_event(e) -> dict:
    """An event as a seat's client reads it: its words, and its template and facts (to redraw it)."""
    return e.as_dict() | {"to": list(e.to) if e.to is not None else None, "template": e.template,
                          "facts": e.data}
