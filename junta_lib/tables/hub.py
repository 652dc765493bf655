"""The tables of a class, in play: each table's game (the engine stays the only authority), its seats
and tokens, its bots, and what each seat and the teacher are told.  One lock per table serialises
everything done to it (a game is not thread-safe); an action is applied, committed to the store, and
only then acknowledged; then the hub tells whoever listens (``watch``) that the table changed, so
the others hear of it whatever becomes of the connection that sent it.

The server's bots play on a thread of their own (``Bots``), one move at a time, table after table:
never inside a request, and a bot's move that cannot be saved is tried again once the store works,
the table saying meanwhile that it waits for the database.  Tables that ended are archived out of
memory after a while and replayed from the store when someone asks for them again.  A restarted
server serves before it replays: each table's log is read and checked at start-up, and its game is
replayed when a seat or the teacher first asks for it (``load(lazy=True)``), the tables with a bot's
seat at once on a thread of their own, so a class's tables come back in the order their seats do.

Nothing here knows of HTTP or WebSockets (server.py does): the hub takes a token and a message and
answers with messages, so the tests can drive it directly as well as through a real server.
"""
from __future__ import annotations

import functools
import hashlib
import hmac
import random
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from ..agents import heuristic_team
from ..core.actions import Aside, brief
from ..core import registry
from ..core.errors import JuntaError
from ..core.events import Phrase
from ..i18n import N_, tr, words
from .mirror import seat_mirror
from .store import ActionRecord, Store, TableRecord

GAMES = ("classic", "viva")
STATUSES = ("open", "paused", "ended")
MAX_CHAT = 300                       # characters in one chat line
SEED_BITS = 64                       # a table's seed, drawn from ``secrets``: no search finds it
MAX_TABLES = 200                     # tables one class token may have in play (not ended, not over)
MAX_BOT_TABLES = 10                  # tables played by bots alone, in play at once
ARCHIVE_AFTER = 600.0                # seconds a table that ended stays in memory once nobody watches it
BOT_PAUSE = 0.0                      # seconds a server's bot waits before its move (junta serve --bot-pause)
RETRY_SAVE = (0.5, 10.0)             # a bot's move that could not be saved: tried again after 0.5 s, up to 10 s


#: why a table waits, told to every seat and the teacher in their own language
WAITING_FOR_DATABASE = N_("The table is waiting for the database: every move acknowledged so far is saved, and "
                          "{name}'s bot plays again once saving works ({why}).")
BOT_FAULT = N_("The server's bot could not move ({why}); tell the teacher.")


def trouble_text(table) -> str | None:
    """Why ``table`` waits, in the current language (None: it does not)."""
    return None if table.trouble is None else tr(table.trouble[0], **table.trouble[1])


class TableError(JuntaError):
    """A request the tables refuse: what was wrong and what is allowed (in the asker's language).
    ``code``: what kind of refusal it is, in no language: a client decides what to do from it (look
    at the new state, wait, give up), never from the words, which are in the asker's language.  The
    hub's: "moved_on" (a move on a decision the table has left: the asker saw fewer decisions than
    there are, e.g. its move was saved just before the connection dropped), "not_yours" (another
    seat decides), "no_decision" (the asker has none: the game is over, or another decides),
    "not_open" (the teacher paused or ended the table), "unavailable" (set aside, or not on this
    server), and the subclasses' own; "refused" for anything else."""

    code = "refused"

    def __init__(self, message: str = "", code: str | None = None):
        super().__init__(message)
        if code is not None:
            self.code = code


class TableFull(TableError):
    """A new table the server's limits refuse (HTTP 429)."""

    code = "full"


class Forbidden(TableError):
    """A token that opens nothing, or not what it asked for (HTTP 403)."""

    code = "forbidden"


class NotSaved(TableError):
    """An action the store could not keep (taken back: nothing changed); ``why``: the store's reason."""

    code = "not_saved"

    def __init__(self, why: str):
        super().__init__(f"the move could not be saved ({why}); nothing changed - try again")
        self.why = why


def new_token() -> str:
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def make_game(game: str, seed: int, options: dict):
    """A new game of the kind registered as ``game`` (core/registry.py)."""
    try:
        kind = registry.game_kind(game)
    except JuntaError:
        raise TableError(tr('game is one of {listed}, not {given}', listed=words().join(registry.names()), given=brief(game))) from None
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
    trouble: tuple | None = None                      # why the table waits (the database), said to all:
                                                      # (sentence, facts), worded in each reader's language
    listening: int = 0                                # connections open to it (the server counts them)
    used: float = field(default_factory=time.monotonic)   # when it last changed or was asked for
    retry: float = 0.0                                # seconds before a bot's unsaved move is tried again

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
    """All the tables of a server, loaded from ``store`` and kept in step with it.  ``watch(f)``:
    ``f(table)`` after every change at a table (from any thread)."""

    def __init__(self, store: Store, clock=time.time, max_tables: int = MAX_TABLES,
                 max_bot_tables: int = MAX_BOT_TABLES, archive_after: float = ARCHIVE_AFTER,
                 bot_pause: float = BOT_PAUSE):
        self.store = store
        if not (isinstance(bot_pause, (int, float)) and 0 <= bot_pause <= 60):
            raise ValueError(f"bot_pause is 0 to 60 seconds, not {bot_pause!r}")
        self.bot_pause = float(bot_pause)                            # a class sees each bot's move before the next
        self.clock = clock
        self.max_tables, self.max_bot_tables, self.archive_after = max_tables, max_bot_tables, archive_after
        self.tables: dict[str, Table] = {}
        self.archived = 0                                            # how many tables ended and left memory
                                                                     # (counted: their ids are in the store only)
        self.by_digest: dict[str, tuple[str, int | None]] = {}      # token digest -> (table, seat or None), of
                                                                     # the tables in memory (archived: in the store)
        self.lock = threading.RLock()
        self.broken: dict[str, str] = {}                             # table -> why it could not be replayed
        self.resting: dict[str, tuple] = {}                          # table -> (record, its checked log): in
                                                                     # play, replayed when first asked for
        self.replayed = 0                                            # games replayed from their logs (counted)
        self.watchers: list = []
        self.bots = Bots(self)

    def watch(self, callback) -> None:
        self.watchers.append(callback)

    def changed(self, table: Table) -> None:
        """Tell every watcher that ``table`` changed (called once its change is committed)."""
        table.used = time.monotonic()
        for callback in list(self.watchers):
            callback(table)

    # -- loading ----------------------------------------------------------------------------------
    def load(self, lazy: bool = False, warm: dict | None = None) -> None:
        """Every table of the store, replayed from its action log (the save file is a replay); a
        table that cannot be read or replayed is set aside with the reason (``broken``), the others
        are served.  Tables that ended stay in the store until someone asks for them.  ``lazy``:
        every table's log is read and checked now (an altered row is named at once), but its game
        is replayed only when the table is first asked for (``resting``), or at once on a thread
        of its own for a table where the server's bots play.  ``warm``: table id -> its game replayed
        to the end of its log already (a standby's, standby.py), served as it is."""
        warm = warm or {}
        for record in self.store.tables():
            if isinstance(record, Exception):          # a row the store could not read
                self.broken[getattr(record, "table_id", "?")] = str(record)
                self._index_broken(record)
                continue
            if record.status != "ended" and record.id in warm:
                table = self._served_warm(record, warm[record.id])
                if table is not None:
                    self.bots.kick(table)
                continue
            if record.status == "ended" or lazy:     # not replayed now, its log still checked (an altered row is named now)
                try:
                    log = self.store.actions(record.id)
                except Exception as err:  # noqa: BLE001 - any fault of one table sets that table aside
                    self._set_aside(record, err)
                    continue
                if record.status == "ended":
                    self.store.release(record.id)
                    self.archived += 1
                else:
                    with self.lock:
                        self.resting[record.id] = (record, log)
                        self._index(record)
                continue
            table = self._replay(record)
            if table is not None:
                self.bots.kick(table)                  # a server stopped between a student's move and the bots'
        played_by_bots = [table_id for table_id, (record, _) in self.resting.items()
                          if any(info["bot"] for info in record.seats.values())]
        if played_by_bots:
            threading.Thread(target=lambda: [self._wake(table_id) for table_id in played_by_bots],
                             name="junta-load", daemon=True).start()

    def _replay(self, record: TableRecord, log: list | None = None) -> Table | None:
        """The table's game replayed from its log (``log``: as read and checked already)."""
        try:
            game = make_game(record.game, record.seed, record.options)
            for a in self.store.actions(record.id) if log is None else log:
                game.apply(a.action)
            talk = self.store.talk(record.id)          # the table talk comes back with the table
        except Exception as err:  # noqa: BLE001 - any fault of one table sets that table aside, not the server
            self._set_aside(record, err)
            return None
        with self.lock:
            table = self._add(record, game, talk)
            self.replayed += 1
        return table

    def _served_warm(self, record: TableRecord, game) -> Table | None:
        """A table whose game a standby replayed already, served with its talk."""
        try:
            talk = self.store.talk(record.id)
        except Exception as err:  # noqa: BLE001 - any fault of one table sets that table aside
            self._set_aside(record, err)
            return None
        with self.lock:
            table = self._add(record, game, talk)
        return table

    def _wake(self, table_id: str) -> Table | None:
        """A resting table (``load(lazy=True)``) replayed and served, its bots told to play on; None
        if it is not resting (in memory already, archived, set aside, or unknown)."""
        with self.lock:
            table = self.tables.get(table_id)
            if table is not None or table_id not in self.resting:
                return table
            table = self._replay(*self.resting.pop(table_id))
        if table is not None:
            self.bots.kick(table)
        return table

    def _set_aside(self, record: TableRecord, err: Exception) -> None:
        why = err.args[0] if isinstance(err, JuntaError) and err.args else f"{type(err).__name__}: {err}"
        self.broken[record.id] = f"table {record.id} ({record.label or record.game}) is set aside: {why}"
        self._index(record)

    def _index(self, record: TableRecord) -> None:
        for seat, info in record.seats.items():
            self.by_digest[info["digest"]] = (record.id, seat)
        self.by_digest[record.teacher_digest] = (record.id, None)

    def _index_broken(self, record) -> None:
        if getattr(record, "teacher_digest", None):
            self.by_digest[record.teacher_digest] = (record.table_id, None)

    def _add(self, record: TableRecord, game, talk: list | None = None) -> Table:
        """``game`` served as ``record``'s table, its ``talk`` in place before any seat can find it (a
        seat that found it first would be told a state without the talk: another mark, not "the same")."""
        table = Table(record, game)
        table.chat = list(talk or [])
        for seat, info in record.seats.items():
            if info["bot"]:
                table.bots[seat] = self._bot(game, seat)
        self._index(record)
        self.tables[record.id] = table
        return table

    @staticmethod
    def _bot(game, seat: int):
        return heuristic_team(game, game.seed)[seat]

    # -- archiving --------------------------------------------------------------------------------
    def archive_idle(self) -> list[str]:
        """Take out of memory the tables that ended (or whose game is over) and that nobody has
        watched or asked for since ``archive_after`` seconds; they stay in the store."""
        now, gone = time.monotonic(), []
        for table in list(self.tables.values()):
            with table.lock:
                finished = table.record.status == "ended" or table.game.pending() is None
                if finished and table.listening <= 0 and now - table.used >= self.archive_after:
                    with self.lock:
                        self.tables.pop(table.id, None)
                        self.archived += 1
                        for seat_digest in [info["digest"] for info in table.record.seats.values()] + \
                                [table.record.teacher_digest]:
                            self.by_digest.pop(seat_digest, None)
                        self.store.release(table.id)
                    gone.append(table.id)
        return gone

    def _revive(self, table_id: str) -> Table:
        """An archived table, replayed from the store again."""
        with self.lock:
            table = self.tables.get(table_id)
            if table is not None:
                return table
            record = next((r for r in self.store.tables(table_id) if not isinstance(r, Exception)), None)
            if record is not None:
                self.archived -= 1                   # back in memory, or set aside (``broken``) if it cannot be replayed
            if record is None or self._replay(record) is None:
                raise TableError(self.broken.get(table_id) or tr("this table is not available on this server"), "unavailable")
            return self.tables[table_id]

    # -- creating ---------------------------------------------------------------------------------
    def create(self, game: str = "classic", players: int = 5, seed: int | None = None, bots: int = 0,
               names: list | None = None, label: str = "", owner: str = "") -> dict:
        """A new table; returns its id, one token per seat (bots' seats have none) and the teacher's
        token.  ``bots``: how many seats, from the last, the server's bots play; ``owner``: the digest
        of the class token that made it (its tables are counted against ``max_tables``)."""
        if game not in GAMES:
            raise TableError(tr('game is one of {listed}, not {given}', listed=words().join(GAMES), given=brief(game)))
        if type(players) is not int or type(bots) is not int or not 0 <= bots <= players:
            raise TableError(tr('players and bots are whole numbers, 0 <= bots <= players; got {given}, {given2}', given=brief(players), given2=brief(bots)))
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
        if type(seed) is not int or not 0 <= seed < 2 ** SEED_BITS:
            raise TableError(tr('"seed" is a whole number from 0 to 2**{seed_bits} - 1, not {value}', seed_bits=SEED_BITS, value=brief(seed) if type(seed) is not int or seed.bit_length() < 200 else 'a larger one'))
        if not isinstance(label, str) or len(label) > 80 or not label.isprintable():
            raise TableError(tr('a label is printable text of at most 80 characters'))
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
        with self.lock:
            self._check_limits(owner, all_bots=bot_seats == set(real))
            table_id = secrets.token_hex(4)
            while table_id in self.tables or table_id in self.broken or self.store.tables(table_id):
                table_id = secrets.token_hex(4)
            record = TableRecord(table_id, game, seed, options, digest(teacher), "open", label, self.clock(),
                                 {seat: {"digest": digest(tok), "bot": seat in bot_seats} for seat, tok in tokens.items()},
                                 owner)
            self.store.create(record)
            table = self._add(record, engine)
        self.bots.kick(table)
        return {"table": table_id, "game": game, "seed": seed, "label": label,
                "seats": [{"seat": seat, "name": engine.seat_name(seat), "token": tokens[seat],
                           "bot": seat in bot_seats} for seat in real],
                "teacher": teacher}

    def _check_limits(self, owner: str, all_bots: bool) -> None:
        """Refuse a table past the limits: ``max_tables`` in play per class token, ``max_bot_tables``
        played by bots alone (the caller holds the hub's lock)."""
        for table_id in list(self.resting):           # whether a resting table's game is over, its replay says
            self._wake(table_id)
        playing = [t for t in self.tables.values() if t.record.status != "ended" and t.game.pending() is not None]
        if all_bots:
            only_bots = sum(set(t.bots) == set(t.record.seats) for t in playing)
            if only_bots >= self.max_bot_tables:
                raise TableFull(tr('{only_bots} tables played by bots alone are in play, the most this server allows ({max_bot_tables}): wait until one is over, or end one', only_bots=only_bots, max_bot_tables=self.max_bot_tables))
        mine = sum(t.record.owner == owner for t in playing)
        if mine >= self.max_tables:
            raise TableFull(tr('this class token has {mine} tables in play, the most this server allows ({max_tables}): end the tables that are done, then make new ones', mine=mine, max_tables=self.max_tables))

    # -- who is asking --------------------------------------------------------------------------------
    def identify(self, token) -> tuple[Table, int | None]:
        """The table and seat (None: the teacher) a token opens.  Tokens are looked up by their
        sha256 digest (a token is 192 random bits: the lookup's timing tells nothing of another)."""
        if not isinstance(token, str) or not 10 <= len(token) <= 100:
            raise Forbidden(tr('a token is the text after # in your join link'))
        wanted = digest(token)
        found = self.by_digest.get(wanted) or self._archived_opened_by(wanted)
        if found is None:
            raise Forbidden(tr('no seat or table opens with this token: check the join link your teacher gave'))
        table_id, seat = found
        table = self.tables.get(table_id) or self._wake(table_id)
        if table is None:
            if table_id in self.broken:
                raise TableError(self.broken[table_id], "unavailable")
            table = self._revive(table_id)
        table.used = time.monotonic()
        return table, seat

    def _archived_opened_by(self, wanted: str) -> tuple[str, int | None] | None:
        """The table and seat of a token not indexed in memory: an archived table's, from the store."""
        try:
            return self.store.opened_by(wanted)
        except Exception:  # noqa: BLE001 - the database cannot be read now: as when an archived table cannot be replayed
            raise TableError(tr("this table is not available on this server")) from None

    # -- playing ----------------------------------------------------------------------------------
    def act(self, table: Table, seat: int, raw, at: int | None = None) -> int:
        """Apply ``raw`` for ``seat`` (checked strictly by the engine), commit it, then let the bots
        play on.  ``at``: the number of actions the seat saw (a stale one is refused).  Returns the
        number of actions now; IllegalAction or TableError say why nothing changed."""
        with table.lock:
            game = table.game
            if table.record.status != "open":
                raise TableError(tr('the table is {status}: no moves until the teacher opens it again', status=table.record.status), "not_open")
            d = game.pending()
            if d is None:
                raise TableError(tr('the game is over: no action is expected'), "no_decision")
            if at is not None and at != len(game.actions):
                raise TableError(tr('the table has moved on (you saw {at} decisions, it has {n}): look at the new state and decide again', at=at, n=len(game.actions)), "moved_on")
            aside = Aside.claims(raw)
            if aside:                                  # a side action out of turn: only one's own
                body = raw.get("aside") if isinstance(raw, dict) else None
                if not isinstance(body, dict) or type(body.get("seat")) is not int or body["seat"] != seat:
                    raise TableError(tr('a side action out of turn is your own: {{"aside": {{"seat": {seat}, "action": ...}}}}', seat=seat))
            elif d.player != seat:
                raise TableError(tr("it is {player}'s decision now ({kind}), not yours", player=game.seat_name(d.player),
                                    kind=repr(d.kind)), "not_yours")
            if seat in table.bots:
                raise TableError(tr('the teacher gave your seat to a bot; ask the teacher to give it back'))
            self._apply(table, seat, raw, by_bot=False)
            now = len(game.actions)
        self.changed(table)
        if table.bots:
            self.bots.kick(table)
        return now

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
            raise NotSaved(type(err).__name__ if not isinstance(err, JuntaError) else str(err)) from None

    def bot_move(self, table: Table) -> bool:
        """One move of the bot whose decision it is at ``table``, saved; True if one was made.  A move
        that cannot be saved is taken back and the table says it waits for the database (the
        caller tries again later)."""
        with table.lock:
            game = table.game
            d = game.pending()
            if table.record.status != "open" or d is None or d.player not in table.bots:
                return False
            bot = table.bots[d.player]
            view = game.view(d.player) if getattr(bot, "needs_view", True) else None
            try:
                self._apply(table, d.player, bot.choose(view, d), by_bot=True)
            except NotSaved as err:
                if table.trouble is None:
                    table.trouble = (WAITING_FOR_DATABASE, {"name": game.seat_name(d.player), "why": err.why})
                    self.changed(table)
                raise
            table.trouble = None
        self.changed(table)
        return True

    def bots_to_move(self, table: Table) -> bool:
        d = table.game.pending()
        return table.record.status == "open" and d is not None and d.player in table.bots

    def suggest(self, table: Table, seat: int):
        """A random legal action for ``seat``'s pending decision (for bot clients): drawn from the
        decision alone, so it tells nothing the seat's own view does not."""
        with table.lock:
            d = table.game.pending()
            if d is None or d.player != seat:
                raise TableError(tr('you have no decision to make now'), "no_decision")
            rng = random.Random(secrets.randbits(64))
            action = d.options[rng.randrange(len(d.options))] if d.options else d.domain.sample(rng)
            return action.to_json()

    def say(self, table: Table, seat: int | None, text) -> None:
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_CHAT or not text.isprintable():
            raise TableError(tr('a chat line is printable text of 1 to {most} characters', most=MAX_CHAT))
        with table.lock:
            line = (self.clock(), seat, text.strip())
            self.store.say(table.id, *line)            # kept with the table: a restart brings it back
            table.chat.append(line)
            del table.chat[:-200]
        self.changed(table)

    # -- the teacher --------------------------------------------------------------------------------
    def teacher(self, table: Table, command: str, seat=None, on=None) -> None:
        with table.lock:
            if command in ("pause", "open"):
                status = "paused" if command == "pause" else "open"
                if table.record.status == "ended":
                    raise TableError(tr('the table has ended'))
                self.store.set_status(table.id, status)
                table.record.status = status
            elif command == "end":
                self.store.set_status(table.id, "ended")
                table.record.status = "ended"
            elif command == "bot":
                if type(seat) is not int or seat not in table.record.seats or type(on) is not bool:
                    raise TableError(tr('name a seat ({listed}) and "on": true or false', listed=words().join(map(str, table.record.seats))))
                self.store.set_bot(table.id, seat, on)
                table.record.seats[seat]["bot"] = on
                if on:
                    table.bots[seat] = self._bot(table.game, seat)
                else:
                    table.bots.pop(seat, None)
            else:
                raise TableError(tr("the teacher's commands are \"pause\", \"open\", \"end\" and \"bot\""))
        self.changed(table)
        self.bots.kick(table)

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
                       "bot": seat in table.bots, "trouble": trouble_text(table),
                       "over": d is None, "result": game.result() if d is None else None,
                       "winners": [game.seat_name(w) for w in game.result()["winners"]] if d is None else None,
                       "chat": [{"seat": s, "name": game.seat_name(s) if s is not None else "teacher", "text": t}
                                for _, s, t in table.chat[-20:]]}
            return message, len(mine)

    def seat_mark(self, table: Table, seat: int, *reader) -> str:
        """A short fingerprint of what ``seat``'s state says, ``reader`` (its language, a page or
        not) included: two equal marks, the same message.  A seat that reconnects with the mark of
        the last state it drew is told "the same" instead of the whole state again (server.py), which
        is what makes 200 seats' return after a restart cheap.  The game is its seed and its
        actions, so the count and the last action stand for it (an action is only told once saved,
        and a rewind takes back only what was never told)."""
        with table.lock:
            game = table.game
            facts = [drawing_code(), table.id, seat, len(game.actions),
                     game.actions[-1].to_json() if game.actions else None, table.record.status,
                     len(table.chat), table.chat[-1][1:] if table.chat else None, sorted(table.bots),
                     trouble_text(table), *reader]
            return hashlib.blake2b(repr(facts).encode(), digest_size=8).hexdigest()

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
                     "options": table.record.options, "seed": table.record.seed, "trouble": trouble_text(table),
                     "chat": [{"seat": s, "name": game.seat_name(s) if s is not None else "teacher", "text": t}
                              for _, s, t in table.chat[-20:]],
                     "events": [e.as_dict() for e in public[sent_events:]],
                     "over": d is None, "result": game.result() if d is None else None}, len(public))


@functools.cache
def drawing_code() -> tuple:
    """Which code and words draw a state (the size and time of the kit's modules and catalogs, read
    once): a server restarted with others gives other marks, so no page keeps a drawing made by the
    old."""
    kit = Path(__file__).resolve().parents[1]
    files = [*kit.rglob("*.py"), *(kit / "i18n").rglob("*.[mp]o")]
    return tuple((str(f.relative_to(kit)), f.stat().st_size, f.stat().st_mtime_ns) for f in sorted(files))


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


class Bots:
    """The server's bots, on a thread of their own: one move at a time, table after table in turn
    (a table played by bots alone never holds up a table where a student waits), never inside a
    request.  ``kick(table)`` when a bot may have a move; ``settle()`` waits until none has."""

    def __init__(self, hub: Hub):
        self.hub = hub
        self.queue: deque = deque()
        self.queued: set[str] = set()
        self.later: list = []                 # (when, table): moves to try again once saving may work
        self.busy = False
        self.cond = threading.Condition()
        self.thread = None
        self.sweep_at = 0.0

    def kick(self, table: Table) -> None:
        with self.cond:
            self._enqueue(table)
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="junta-bots", daemon=True)
                self.thread.start()
            self.cond.notify_all()

    def settle(self, timeout: float = 60.0) -> bool:
        """Wait until no bot has a move to make (or ``timeout``); True if none has."""
        with self.cond:
            return self.cond.wait_for(lambda: not self.queue and not self.busy and not self.later, timeout)

    def _run(self) -> None:
        while True:
            with self.cond:
                until = time.monotonic() + 1.0           # at least once a second: the sweep below
                while not (self.queue or self._due()) and time.monotonic() < until:
                    self.cond.wait(timeout=max(0.0, min([until] + [when for when, _ in self.later]) - time.monotonic()))
                self._requeue_due()
                table = self.queue.popleft() if self.queue else None
                self.busy = table is not None
                if table is None:
                    self.cond.notify_all()
                else:
                    self.queued.discard(table.id)
            self._sweep()                      # now and then, however busy the bots are
            if table is None:
                continue
            again, delay = False, None
            try:
                again = self.hub.bot_move(table) and self.hub.bots_to_move(table)
            except NotSaved:                   # the table waits for the database: tried again later
                table.retry = delay = min(RETRY_SAVE[1], max(RETRY_SAVE[0], 2 * table.retry))
            except Exception as err:  # noqa: BLE001 - a bot's fault stops its table, never the server
                table.trouble = (BOT_FAULT, {"why": f"{type(err).__name__}: {err}"})
                self.hub.changed(table)
            else:
                table.retry = 0.0
            with self.cond:
                if delay is not None:
                    self.later.append((time.monotonic() + delay, table))
                elif again:
                    self._enqueue(table)
                table = None                   # not held while the thread waits: an archived table leaves memory
                self.busy = False
                self.cond.notify_all()

    def _enqueue(self, table: Table) -> None:
        """Queue a table whose bot may move: at once, or after the server's ``bot_pause`` (the caller
        holds ``cond``)."""
        if table.id in self.queued or any(t.id == table.id for _, t in self.later):
            return
        if self.hub.bot_pause > 0:
            self.later.append((time.monotonic() + self.hub.bot_pause, table))
        else:
            self.queued.add(table.id)
            self.queue.append(table)

    def _due(self) -> bool:
        now = time.monotonic()
        return any(when <= now for when, _ in self.later)

    def _requeue_due(self) -> None:
        now = time.monotonic()
        for item in [x for x in self.later if x[0] <= now]:
            self.later.remove(item)
            if item[1].id not in self.queued:
                self.queued.add(item[1].id)
                self.queue.append(item[1])

    def _sweep(self) -> None:
        now = time.monotonic()
        if now >= self.sweep_at:
            self.sweep_at = now + min(5.0, max(0.2, self.hub.archive_after / 2))
            self.hub.archive_idle()
