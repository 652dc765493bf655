"""The table server (``junta serve``): an ASGI app (Starlette on uvicorn) over the hub.

HTTP
    GET  /api/health            -> {"ok": true, "tables": n, "archived": n, "broken": [...], "replayed": n}
                                   (tables in play, those that ended and left memory, those set aside, and
                                   the games replayed from their logs since the server started)
    POST /api/tables            -> a new table: {"game", "players", "seed"?, "bots"?, "names"?, "label"?},
                                   with the header Authorization: Bearer CLASS-TOKEN (the class token the
                                   server prints at start); answers its id, one join link per seat and the
                                   teacher's link

    GET  /api/tables/{id}            -> the table as the teacher sees it       } with the header
    GET  /api/tables/{id}/decisions  -> every decision, for the class's data   } Authorization:
    POST /api/tables/{id}/{command}  -> pause, open, end; bot {"seat", "on"}   } Bearer TEACHER-TOKEN

WebSocket /ws  (every message is a JSON object in a text frame; the first one says who is there)
    -> {"type": "hello", "token": T}                the token after # in a join link (a second hello
                                                     moves the connection to that table); a page adds
                                                     "lang": its language, "page": true: then each state
                                                     also carries its pictures and controls (pages.py);
                                                     "seen": n, a reconnecting reader's count of the
                                                     table's events it holds (in that language): only
                                                     the later ones are sent again; "mark": the
                                                     mark of the last state it holds: if nothing it
                                                     shows has changed, the answer is a short
                                                     {"type": "state", "same": true, "at", "mark",
                                                     "twice", "joined"} (keep showing what you have)
    -> {"type": "lang", "lang": "ru"}                the page's language changed: the state again, in it
    <- {"type": "state", ...} to a seat, {"type": "teacher", ...} to the teacher, and again after
       every change at the table (``trouble``: why the table waits, e.g. for the database; ``first``:
       its events are the story from its start, else they follow those sent before; ``joined``: the
       first state after a hello; ``mark``: a seat's state's fingerprint, for its next hello)
    -> {"type": "act", "action": A, "at": n, "id": x} a seat's decision; ``at`` (required): the number
                                                     of decisions the seat saw (a stale one is refused)
    <- {"type": "accepted", "id": x, "at": m}        once it is saved (or an error with the same id);
                                                     the new state may come before or after it
    -> {"type": "suggest"}                           a random legal action, for bot clients
    -> {"type": "chat", "text": "..."}
    -> {"type": "pause" | "open" | "end"}            the teacher's commands, and
    -> {"type": "bot", "seat": s, "on": true}        (replace an absent student by a bot, and back)
    <- {"type": "error", "message": "...", "code": c, "id": x}   a refused message: nothing changed;
                                                     ``message`` says why in the connection's language,
                                                     ``code`` what kind of refusal, in no language (a
                                                     client reads it, never the words; hub.py): "moved_on",
                                                     "not_yours", "no_decision" (the sender's state is
                                                     behind: it looks at the state sent after the error),
                                                     "not_open", "forbidden", "unavailable", "not_saved",
                                                     "illegal" (the engine refused the action), "busy"
                                                     (too many messages: wait, send again), "bad_message",
                                                     "refused" (anything else)
    A seat open in two places is told so in both ("twice": true) and the teacher sees it ("twice":
    the seats open in two places or more).

GET /join and /room: the seat page and the teacher's room (pages.py); the room's link carries the
class token after # (``/room#CLASS-TOKEN``), which its requests send as their Bearer token.

A binary frame, a message nested too deep or holding a lone surrogate is answered with an error
like any other bad message; a connection the server must drop gets a close frame with the reason
(a reader that leaves the table's news unread for SEND_TIMEOUT seconds too: code 1008, TOO_SLOW).
Every change at a table is told to everyone at it by the table's own task once it is committed, so
no connection - the sender's included - can hold up the others.

Tokens travel only inside messages (never in a URL the server logs), are compared by digest and
never logged.  Each message is limited in size and rate; connections per address (guard.py) and
per token are capped, a request's headers must arrive in time.

Other modules add pages to the server: ``make_app(hub, routes=[...])`` puts their routes beside
these; ``request.app.state.hub`` is the hub.
"""
from __future__ import annotations

import asyncio
import contextvars
import json
import time
from contextlib import asynccontextmanager

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.actions import brief
from ..core.errors import IllegalAction, JuntaError
from ..i18n import LanguageError, normalise, tr, using
from . import pages
from .hub import Forbidden, Hub, TableError, TableFull, digest, new_token

MAX_MESSAGE = 16_384                 # characters in one message from a client
MAX_DEPTH = 32                       # nesting of a message's JSON (an action needs a few levels)
RATE, BURST = 50.0, 100              # messages per second, and how many may come at once (bots are quick)
PER_TOKEN = 8                        # connections one join link may hold open at once
HELLO_TIMEOUT = 30.0                 # seconds a new connection has to say hello
SEND_TIMEOUT = 10.0                  # seconds a state message may take to go out before its reader is dropped


#: the reason in the close frame of a reader dropped for not taking the table's news in time
TOO_SLOW = f"too slow: the table's news went unread for {SEND_TIMEOUT:g} s; open the link again"


async def drop_slow(ws: WebSocket) -> None:
    """Close a reader that did not take its messages in time, with a close frame saying why."""
    try:
        await asyncio.wait_for(ws.close(1008, TOO_SLOW), 5)
    except Exception:  # noqa: BLE001 - already closed, or gone meanwhile
        pass


def refusal_code(err: JuntaError) -> str:
    """The kind of a refusal, in no language (the error message's ``code``): the hub's TableError's own,
    "illegal" for an action the engine refused."""
    if isinstance(err, TableError):
        return err.code
    return "illegal" if isinstance(err, IllegalAction) else "refused"


class BadMessage(ValueError):
    """A message the server cannot read: why."""


def read_json(text: str):
    """A client's JSON text, read strictly: nested at most MAX_DEPTH deep, no lone surrogate."""
    depth = deepest = 0
    quoted = escaped = False
    for ch in text:                        # the nesting, counted before the parser recurses into it
        if quoted:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise BadMessage(tr('a message nested more than {most} levels deep is refused', most=MAX_DEPTH))
        elif ch in "]}":
            depth -= 1
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage(tr('send a JSON object with a "type"')) from None
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise BadMessage(tr('a message holds a lone surrogate (\\ud800-\\udfff), which is no text: send UTF-8 text')) \
            from None
    return value


def spoken(conn, message: dict) -> str | None:
    """The language a message is answered in: the connection's, or the one its hello names."""
    if conn.lang is None and message.get("type") == "hello":
        try:
            return normalise(message["lang"]) if isinstance(message.get("lang"), str) else None
        except LanguageError:
            return None
    return conn.lang


def language(lang) -> str | None:
    """A page's language, or a TableError naming those the kit speaks."""
    if lang is None:
        return None
    try:
        return normalise(lang)
    except LanguageError as err:
        raise TableError(str(err)) from None


class Bucket:
    """A token bucket: ``RATE`` messages a second, ``BURST`` at once."""

    def __init__(self):
        self.tokens, self.at = float(BURST), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Connection:
    def __init__(self, ws: WebSocket):
        self.ws = ws
        self.table = None
        self.seat: int | None = None
        self.teacher = False
        self.token = None               # the digest of the token it said hello with
        self.sent = 0                   # events already sent to this connection
        self.lang: str | None = None    # a page's language (None: the server's)
        self.page = False               # a seat page or the teacher's room: pictures and controls too
        self.joined = False             # a hello answered by no state yet
        self.held: str | None = None    # the mark of the state a reconnecting seat still shows
        self.peers: set = set()         # every connection at this table (to tell a seat open twice)
        self.lock = asyncio.Lock()      # one message built and sent at a time, in the table's order

    async def send(self, message: dict) -> None:
        text = json.dumps(message, ensure_ascii=False, default=str)
        async with self.lock:
            await asyncio.wait_for(self.ws.send_text(text), SEND_TIMEOUT)


def state_text(hub: Hub, conn: Connection, table) -> str | None:
    """The state message for ``conn`` at ``table`` (the events it has not had yet), as JSON text,
    written while the table holds still (its lock); None if it left that table."""
    with table.lock, using(conn.lang):
        if conn.table is not table:
            return None
        if conn.sent > len(table.visible(None if conn.teacher else conn.seat)):
            conn.sent = 0                   # a count ("seen") beyond what this reader may see: the whole story
        first = conn.sent == 0
        twice = open_twice(conn.peers)
        if conn.teacher:
            message, conn.sent = hub.teacher_state(table, conn.sent)
            message["twice"] = [table.game.seat_name(s) for s in sorted(twice)]
            if conn.page:
                message |= pages.teacher_extras(table)
        else:
            mark, held, conn.held = hub.seat_mark(table, conn.seat, conn.lang, conn.page), conn.held, None
            if held == mark and conn.sent == len(table.visible(conn.seat)):
                message = {"type": "state", "same": True, "table": table.id, "seat": conn.seat,
                           "at": len(table.game.actions), "mark": mark}
            else:
                message, conn.sent = hub.seat_state(table, conn.seat, conn.sent)
                if conn.page:
                    message |= pages.page_extras(table, conn.seat)
                message["mark"] = mark
            message["twice"] = conn.seat in twice
        message["first"] = first            # the story from its start: a page draws it afresh
        message["joined"], conn.joined = conn.joined, False
        return json.dumps(message, ensure_ascii=False, default=str)


def open_twice(conns) -> set:
    """The seats open in more than one place among ``conns``."""
    seen, twice = set(), set()
    for c in list(conns):
        if not c.teacher and c.seat is not None:
            (twice if c.seat in seen else seen).add(c.seat)
    return twice


class Tables:
    """Who listens to which table, and each table's task telling them its news: the hub says a
    table changed (from any thread), the table's task sends every listener its new state.  Changes
    that come while a round of sending is on are told together in the next round."""

    def __init__(self, hub: Hub):
        self.hub = hub
        self.listeners: dict[str, set[Connection]] = {}
        self.tokens: dict[str, int] = {}            # token digest -> connections open with it
        self.dirty: dict[str, asyncio.Event] = {}
        self.tasks: set = set()
        self.loop = None

    def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.hub.watch(self.changed)

    def changed(self, table) -> None:               # from any thread
        if self.loop is not None and not self.loop.is_closed():
            # a fresh context: the news goes to every reader in his own language, not in the language
            # of the seat whose move changed the table
            self.loop.call_soon_threadsafe(self.mark, table.id, context=contextvars.Context())

    def mark(self, table_id: str) -> None:
        event = self.dirty.get(table_id)
        if event is None:
            if not self.listeners.get(table_id):
                return
            event = self.dirty[table_id] = asyncio.Event()
            task = asyncio.ensure_future(self.tell(table_id, event))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        event.set()

    async def tell(self, table_id: str, event: asyncio.Event) -> None:
        try:
            while True:
                await event.wait()
                event.clear()
                table = self.hub.tables.get(table_id)
                if table is not None:
                    await self.tell_everyone(table)
                if not event.is_set() and not self.listeners.get(table_id):
                    return
        finally:
            self.dirty.pop(table_id, None)

    async def tell_everyone(self, table) -> None:
        """Every connection at ``table`` gets the new state: built in one worker thread, sent at once
        to all (each connection's lock held, so a newer state never overtakes an older one); a reader
        that does not take it in time is dropped, never waited for."""
        conns = sorted(self.listeners.get(table.id, ()), key=id)
        if not conns:
            return
        for conn in conns:
            await conn.lock.acquire()
        try:
            texts = await asyncio.to_thread(lambda: [state_text(self.hub, c, table) for c in conns])
            await asyncio.gather(*(self.deliver(c, t) for c, t in zip(conns, texts) if t is not None))
        finally:
            for conn in conns:
                conn.lock.release()

    async def deliver(self, conn: Connection, text: str) -> None:
        try:
            await asyncio.wait_for(conn.ws.send_text(text), SEND_TIMEOUT)
        except Exception as err:  # noqa: BLE001 - a closed or stuck socket is the reader's loss, not the table's
            self.leave(conn)
            if isinstance(err, asyncio.TimeoutError):     # told why, on a task of its own: the table goes on
                task = asyncio.ensure_future(drop_slow(conn.ws))
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)

    async def push(self, conn: Connection) -> None:
        async with conn.lock:
            text = await asyncio.to_thread(state_text, self.hub, conn, conn.table)
            if text is not None:
                await asyncio.wait_for(conn.ws.send_text(text), SEND_TIMEOUT)

    def join(self, conn: Connection, table, seat, token: str) -> None:
        """``conn`` listens to ``table`` from now on (and no longer to any other)."""
        self.leave(conn)
        if self.tokens.get(token, 0) >= PER_TOKEN:
            raise TableError(tr('this link is open {n} times already: close the other windows that use it', n=PER_TOKEN))
        self.tokens[token] = self.tokens.get(token, 0) + 1
        conn.table, conn.seat, conn.teacher, conn.sent, conn.token = table, seat, seat is None, 0, token
        conn.peers = self.listeners.setdefault(table.id, set())
        conn.peers.add(conn)
        table.listening += 1

    def leave(self, conn: Connection) -> None:
        if conn.table is None:
            return
        here = self.listeners.get(conn.table.id, set())
        if conn in here:
            was_twice = conn.seat in open_twice(here)
            here.discard(conn)
            conn.table.listening -= 1
            if not here:                               # the table's task ends (it would hold the table for ever)
                self.listeners.pop(conn.table.id, None)
                if conn.table.id in self.dirty:
                    self.dirty[conn.table.id].set()
            elif was_twice:                            # the other place is alone again: tell it
                self.mark(conn.table.id)
        conn.table, conn.peers = None, set()
        if conn.token is not None:
            self.tokens[conn.token] -= 1
            if self.tokens[conn.token] <= 0:
                del self.tokens[conn.token]
            conn.token = None


def make_app(hub: Hub, public_url: str = "", class_token: str | None = None, routes=()) -> Starlette:
    """The app over ``hub``; ``public_url`` is how students reach it (for the join links);
    ``class_token``: the credential that creates tables (a new one when None: ``app.state.class_token``);
    ``routes``: more routes (pages) beside the API's."""
    tables = Tables(hub)
    class_token = class_token or new_token()
    class_digest = digest(class_token)

    def link(request: Request, token: str) -> str:
        base = public_url or str(request.base_url).rstrip("/")
        return f"{base}/join#{token}"

    async def health(request: Request):
        return JSONResponse({"ok": True, "tables": len(hub.tables) + len(hub.resting), "archived": hub.archived,
                             "broken": list(hub.broken.values()), "replayed": hub.replayed})

    async def read_body(request: Request):
        """The request's JSON, read only up to MAX_MESSAGE bytes (a larger body is refused unread)."""
        if int(request.headers.get("content-length") or 0) > MAX_MESSAGE:
            raise TableError(tr('a request of more than {most} bytes is refused', most=MAX_MESSAGE))
        data = b""
        async for chunk in request.stream():
            data += chunk
            if len(data) > MAX_MESSAGE:
                raise TableError(tr('a request of more than {most} bytes is refused', most=MAX_MESSAGE))
        try:
            return read_json(data.decode("utf-8")) if data else {}
        except UnicodeDecodeError:
            raise BadMessage(tr('send UTF-8 text')) from None

    def bearer(request: Request) -> str:
        header = request.headers.get("authorization", "")
        return header[7:].strip() if header.lower().startswith("bearer ") else ""

    async def create(request: Request):
        token = bearer(request)
        if not token or digest(token) != class_digest:
            return JSONResponse({"error": "making tables needs the class token the server printed when it started "
                                          "(the header 'Authorization: Bearer CLASS-TOKEN'; ClassRoom.open and "
                                          "junta table new --class-token send it)"}, status_code=401)
        try:
            body = await read_body(request)
        except TableError as err:
            return JSONResponse({"error": str(err)}, status_code=413)
        except BadMessage as err:
            return JSONResponse({"error": f"{err}: {{\"game\": \"classic\", \"players\": 5, ...}}"},
                                status_code=400)
        if not isinstance(body, dict) or set(body) - {"game", "players", "seed", "bots", "names", "label"}:
            return JSONResponse({"error": "a table takes game, players, seed, bots, names and label"}, status_code=400)
        try:
            made = await asyncio.to_thread(hub.create, **body, owner=class_digest)
        except (JuntaError, TypeError) as err:
            return JSONResponse({"error": str(err)}, status_code=429 if isinstance(err, TableFull) else 400)
        for seat in made["seats"]:
            seat["link"] = link(request, seat.pop("token")) if not seat["bot"] else None
            if seat["bot"]:
                seat.pop("token", None)
        made["teacher_link"] = link(request, made.pop("teacher"))
        return JSONResponse(made)

    async def as_teacher(request: Request):
        """The table a teacher's request names, if its Bearer token is that table's teacher token."""
        table, seat = await asyncio.to_thread(hub.identify, bearer(request))
        if seat is not None or table.id != request.path_params["table"]:
            raise Forbidden(tr("this needs the table's teacher link (its token in 'Authorization: Bearer ...')"))
        return table

    async def teacher_get(request: Request):
        try:
            table = await as_teacher(request)
            if request.url.path.endswith("/decisions"):
                return JSONResponse({"decisions": await asyncio.to_thread(hub.decisions, table)})
            return JSONResponse((await asyncio.to_thread(hub.teacher_state, table))[0])
        except JuntaError as err:
            status = 403 if isinstance(err, Forbidden) else 503
            return JSONResponse({"error": str(err)}, status_code=status)

    async def teacher_post(request: Request):
        try:
            table = await as_teacher(request)
            body = await read_body(request)
            if not isinstance(body, dict):
                raise TableError(tr('send a JSON object, e.g. {{"seat": 2, "on": true}}'))
            await asyncio.to_thread(hub.teacher, table, request.path_params["command"], body.get("seat"),
                                    body.get("on"))
        except JuntaError as err:
            return JSONResponse({"error": str(err)}, status_code=403 if isinstance(err, Forbidden) else 400)
        except ValueError as err:
            return JSONResponse({"error": f"{err if isinstance(err, BadMessage) else 'send a JSON object'}, e.g. "
                                          "{\"seat\": 2, \"on\": true}"}, status_code=400)
        return JSONResponse((await asyncio.to_thread(hub.teacher_state, table))[0])

    async def socket(ws: WebSocket):
        await ws.accept()
        conn = Connection(ws)
        bucket = Bucket()
        try:
            while True:
                try:
                    frame = await asyncio.wait_for(ws.receive(), None if conn.table else HELLO_TIMEOUT)
                except asyncio.TimeoutError:
                    await ws.close(1008, f"no hello within {HELLO_TIMEOUT:g} seconds")
                    return
                if frame["type"] == "websocket.disconnect":
                    return
                with using(conn.lang):                   # what this connection is told, in its language
                    text = frame.get("text")
                    if text is None:
                        await conn.send({"type": "error", "code": "bad_message",
                                         "message": tr("send JSON text in a text frame, not binary data")})
                        continue
                    if not bucket.take():
                        await conn.send({"type": "error", "code": "busy",
                                         "message": tr("too many messages: at most {rate} a second; wait a moment and send it again",
                                                       rate=format(RATE, "g"))})
                        continue
                    if len(text) > MAX_MESSAGE:
                        await conn.send({"type": "error", "code": "bad_message",
                                         "message": tr("a message of {n} characters is too long (at most {most})",
                                                       n=len(text), most=MAX_MESSAGE)})
                        continue
                    try:
                        message = read_json(text)
                        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                            raise BadMessage(tr('send a JSON object with a "type"'))
                    except BadMessage as err:
                        await conn.send({"type": "error", "code": "bad_message", "message": str(err)})
                        continue
                    ask = message.get("id")
                    ask = ask if ask is None or type(ask) in (int, str) and len(str(ask)) <= 100 else None
                    try:
                        with using(spoken(conn, message)):   # a refusal in the seat's language
                            await handle(conn, message, ask)
                    except JuntaError as err:
                        await conn.send({"type": "error", "message": str(err)[:400], "code": refusal_code(err), "id": ask})
                        if conn.table is not None:
                            await tables.push(conn)              # the state as it stands, to decide again
        except WebSocketDisconnect:
            pass
        except asyncio.TimeoutError:                 # its own answer went unread in time
            tables.leave(conn)
            await drop_slow(ws)
        except Exception as err:  # noqa: BLE001 - whatever it was, the client is told why it is dropped
            try:
                await ws.close(1011, f"the server could not go on with this connection ({type(err).__name__})")
            except Exception:  # noqa: BLE001 - already closed
                pass
        finally:
            tables.leave(conn)

    async def handle(conn: Connection, message: dict, ask) -> None:
        kind = message["type"]
        if kind == "hello":
            token, seen = message.get("token"), message.get("seen", 0)
            if type(seen) is not int or seen < 0:
                raise TableError(tr('"seen" is the number of the table\'s events you hold (0 or more), not {value}',
                                    value=brief(seen)), "bad_message")
            held = message.get("mark")
            if held is not None and (type(held) is not str or len(held) > 64):
                raise TableError(tr('"mark" is the "mark" of the last state you were sent (text), not {value}',
                                    value=brief(held)), "bad_message")
            table, seat = await asyncio.to_thread(hub.identify, token)
            lang, page = language(message.get("lang")), message.get("page") is True
            tables.join(conn, table, seat, digest(token))
            conn.lang, conn.page, conn.sent, conn.joined, conn.held = lang, page, seen, True, held
            if seat is not None and seat in open_twice(conn.peers):
                tables.mark(table.id)                  # everyone is told: this seat is open twice
                return
            await tables.push(conn)
            return
        if kind == "lang" and conn.table is not None:
            conn.lang, conn.sent = language(message.get("lang")), 0
            await tables.push(conn)
            return
        if conn.table is None:
            raise TableError(tr('say hello first: {{"type": "hello", "token": ...}}'))
        if kind == "act" and not conn.teacher:
            at = message.get("at")
            if type(at) is not int:
                raise TableError(tr('an "act" says "at": the number of decisions you saw (the state\'s "at"), e.g. {{"type": "act", "action": ..., "at": 12}}'))
            now = await asyncio.to_thread(hub.act, conn.table, conn.seat, message.get("action"), at)
            await conn.send({"type": "accepted", "id": ask, "at": now})   # saved (the others are told by the table)
            return
        if kind == "suggest" and not conn.teacher:
            action = await asyncio.to_thread(hub.suggest, conn.table, conn.seat)
            await conn.send({"type": "suggestion", "action": action})
            return
        if kind == "chat":
            await asyncio.to_thread(hub.say, conn.table, conn.seat, message.get("text"))
            return
        if kind in ("pause", "open", "end", "bot"):
            if not conn.teacher:
                raise TableError(tr("only the teacher's link may pause, open, end a table or give a seat to a bot"))
            await asyncio.to_thread(hub.teacher, conn.table, kind, message.get("seat"), message.get("on"))
            return
        if kind == "state":
            conn.sent = 0
            await tables.push(conn)
            return
        allowed = ", ".join(f'"{k}"' for k in (("act", "suggest", "chat", "state", "lang") if not conn.teacher
                                                else ("pause", "open", "end", "bot", "chat", "state", "lang")))
        raise TableError(tr('unknown message type {kind}; yours are: {allowed}', kind=repr(kind[:40]), allowed=allowed))

    @asynccontextmanager
    async def lifespan(app):
        tables.start()
        yield

    app = Starlette(routes=[*pages.page_routes(hub, link, class_digest), Route("/api/health", health), Route("/api/tables", create, methods=["POST"]),
                            Route("/api/tables/{table}", teacher_get),
                            Route("/api/tables/{table}/decisions", teacher_get),
                            Route("/api/tables/{table}/{command}", teacher_post, methods=["POST"]),
                            WebSocketRoute("/ws", socket), *routes], lifespan=lifespan)
    app.state.hub, app.state.tables, app.state.class_token = hub, tables, class_token
    return app


LOCAL = ("127.0.0.1", "localhost", "::1")


def exposure_warning(host: str, port: int) -> str | None:
    """What binding to ``host`` exposes, when it is not this machine only."""
    if host in LOCAL:
        return None
    return (f"WARNING: the table server listens on {host}:{port}, not only on this machine: anyone who can reach "
            "that address can create tables and, with a join link, play a seat or watch as the teacher.  Use it "
            "on a classroom network you trust; --host 127.0.0.1 keeps it to this machine.")


def listen_when_free(host: str, port: int, wait: float = 5.0):
    """The port listened on as soon as the server that held it has let it go (a standby taking over:
    the system closes a killed server's socket as it ends the process)."""
    from .listening import PortTaken, listen
    deadline = time.monotonic() + wait
    while True:
        try:
            return listen(host, port)
        except PortTaken:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def serve(host: str = "127.0.0.1", port: int = 8765, db: str = "sqlite:///junta-tables.db",
          public_url: str = "", class_token: str | None = None, limits: dict | None = None, sock=None,
          standby: bool = False) -> int:
    """Open the store (held for this server's life), check every table's log (each game is replayed
    when it is first asked for, a bots' table at once), print the class token,
    and serve until stopped (Ctrl-C).  ``limits``: max_tables, max_bot_tables, archive_after (the
    hub's), header_timeout, per_address (guard.py's).  ``sock``: the socket already listening on
    ``host``:``port`` (listening.py; ``junta serve`` opens it before it loads anything), else it is
    opened here, before the tables are read.  ``standby``: wait as a warm standby while another server
    holds the database, following its tables (standby.py), and serve the moment it stops."""
    import os
    import sys

    import uvicorn

    from . import footprint, guard
    from .listening import listen
    from .store import StoreError, open_store
    if not standby:
        sock = sock if sock is not None else listen(host, port)
    limits = dict(limits or {})
    say = lambda text: print(f"junta serve: {text}", file=sys.stderr, flush=True)  # noqa: E731
    path = db.split("///", 1)[1] if db.startswith("sqlite:///") else None
    empty = path is not None and os.path.isfile(path) and os.path.getsize(path) == 0
    store = open_store(db)
    holder = (f"the table server of process {os.getpid()} on http://{host}:{port}, started "
              f"{time.strftime('%Y-%m-%d %H:%M:%S')}")
    warm = None
    if standby:
        from .standby import QUIET_START, Follower
        follower = Follower(store)
        say(f"a warm standby for the table server using {db.split('@')[-1]}: it follows that server's tables and "
            f"takes over on http://{host}:{port} the moment that server stops")
        store.wait_to_hold(holder, follower.every(first_after=QUIET_START))
        follower.look()                             # the last actions saved before that server stopped
        warm = {table_id: w.game for table_id, w in follower.games.items()}
        sock = listen_when_free(host, port)
        say(f"took over: {len(warm)} table(s) in play, each as its last saved action left it")
    else:
        store.hold_for_server(holder)
    if empty:
        say(f"the database {path} was an empty file (0 bytes): it holds no tables; it is set up anew (if it "
            "held a class's tables, stop the server and restore the file from a copy)")
    store.migrate()
    problem = store.check_writable()
    if problem:
        raise StoreError(problem)
    guard.LIMITS.header_timeout = limits.pop("header_timeout", guard.HEADER_TIMEOUT)
    guard.LIMITS.per_address = limits.pop("per_address", guard.MAX_PER_ADDRESS)
    hub = Hub(store, **limits)
    hub.load(lazy=True, warm=warm)                  # each table's game replayed when it is first asked for
    footprint.watch_from_env(hub)                   # JUNTA_MEMORY_LOG: the server's memory, a line a minute
    before, now = guard.raise_file_limit()
    warning = exposure_warning(host, port)
    if warning:
        say(warning)
    for why in hub.broken.values():
        say(why)
    if now < 4096:
        say(f"this process may open only {now} files (connections): ask the machine's administrator to raise "
            "the limit (ulimit -n) for a large class")
    app = make_app(hub, public_url, class_token or os.environ.get("JUNTA_CLASS_TOKEN") or None)
    base = public_url or f"http://{host}:{port}"
    print(f"Junta Kit table server: http://{host}:{port} ({len(hub.tables) + len(hub.resting) + hub.archived} table(s) from "
          f"{db.split('@')[-1]}); Ctrl-C stops it.", flush=True)
    print(f"The teacher's room (it makes tables: keep its link to yourself): {base}/room#{app.state.class_token}",
          flush=True)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False,
                            http=guard.GuardedHTTP, ws=guard.GuardedWebSocket, timeout_keep_alive=5,
                            ws_max_size=4 * MAX_MESSAGE, ws_ping_interval=20, ws_ping_timeout=20,
                            ws_per_message_deflate=False)   # on a classroom network compressing costs more than it saves
    server = uvicorn.Server(config)
    server.run(sockets=[sock])                      # the connections waiting in its backlog are served now
    return 0 if server.started else 1
