"""The table server (``junta serve``): an ASGI app (Starlette on uvicorn) over the hub.

HTTP
    GET  /api/health            -> {"ok": true, "tables": n}
    POST /api/tables            -> a new table: {"game", "players", "seed"?, "bots"?, "names"?, "label"?}
                                   answers its id, one join link per seat and the teacher's link

    GET  /api/tables/{id}            -> the table as the teacher sees it       } with the header
    GET  /api/tables/{id}/decisions  -> every decision, for the class's data   } Authorization:
    POST /api/tables/{id}/{command}  -> pause, open, end; bot {"seat", "on"}   } Bearer TEACHER-TOKEN

WebSocket /ws  (every message is JSON; the first one says who is there)
    -> {"type": "hello", "token": T}                the token after # in a join link (a page adds
                                                     "lang": its language, "page": true: then each state
                                                     also carries its pictures and controls, pages.py)
    -> {"type": "lang", "lang": "ru"}                the page's language changed: the state again, in it
    <- {"type": "state", ...} to a seat, {"type": "teacher", ...} to the teacher, and again after
       every change at the table
    -> {"type": "act", "action": A, "at": n, "id": x} a seat's decision (n: the decisions it saw);
    <- {"type": "accepted", "id": x, "at": m}        once it is saved (or an error with the same id)
    -> {"type": "suggest"}                           a random legal action, for bot clients
    -> {"type": "chat", "text": "..."}
    -> {"type": "pause" | "open" | "end"}            the teacher's commands, and
    -> {"type": "bot", "seat": s, "on": true}        (replace an absent student by a bot, and back)
    <- {"type": "error", "message": "...", "id": x}  a refused message: nothing changed
    A seat open in two places is told so in both ("twice": true) and the teacher sees it ("twice":
    the seats open in two places or more).

GET /join and /room: the seat page and the teacher's room (pages.py).

Tokens travel only inside messages (never in a URL the server logs), are compared by digest in
constant time and never logged.  Each message is limited in size and rate.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import time

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.errors import JuntaError
from ..i18n import LanguageError, normalise, using
from . import pages
from .hub import Hub, TableError

MAX_MESSAGE = 16_384                 # characters in one message from a client
RATE, BURST = 50.0, 100              # messages per second, and how many may come at once (bots are quick)


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
        self.sent = 0                   # events already sent to this connection
        self.lang: str | None = None    # a page's language (None: the server's)
        self.page = False               # a seat page or the teacher's room: pictures and controls too
        self.peers: set = set()         # every connection at this table (to tell a seat open twice)
        self.lock = asyncio.Lock()      # one state message built and sent at a time, in the table's order

    async def send(self, message: dict) -> None:
        await self.ws.send_text(json.dumps(message, ensure_ascii=False, default=str))


def state_text(hub: Hub, conn: Connection) -> str:
    """The state message for ``conn`` (the events it has not had yet), as JSON text, written while
    the table holds still (its lock)."""
    with conn.table.lock, using(conn.lang):
        first = conn.sent == 0
        twice = open_twice(conn.peers)
        if conn.teacher:
            message, conn.sent = hub.teacher_state(conn.table, conn.sent)
            message["twice"] = [conn.table.game.seat_name(s) for s in sorted(twice)]
            if conn.page:
                message |= pages.teacher_extras(conn.table)
        else:
            message, conn.sent = hub.seat_state(conn.table, conn.seat, conn.sent)
            message["twice"] = conn.seat in twice
            if conn.page:
                message |= pages.page_extras(conn.table, conn.seat)
        message["first"] = first            # the story from its start: a page draws it afresh
        return json.dumps(message, ensure_ascii=False, default=str)


def open_twice(conns) -> set:
    """The seats open in more than one place among ``conns``."""
    seen, twice = set(), set()
    for c in list(conns):
        if not c.teacher and c.seat is not None:
            (twice if c.seat in seen else seen).add(c.seat)
    return twice


def make_app(hub: Hub, public_url: str = "") -> Starlette:
    """The app over ``hub``; ``public_url`` is how students reach it (for the join links)."""
    listeners: dict[str, set[Connection]] = {}

    def link(request: Request, token: str) -> str:
        base = public_url or str(request.base_url).rstrip("/")
        return f"{base}/join#{token}"

    async def health(request: Request):
        return JSONResponse({"ok": True, "tables": len(hub.tables), "broken": list(hub.broken.values())})

    async def read_body(request: Request):
        """The request's JSON, read only up to MAX_MESSAGE bytes (a larger body is refused unread)."""
        if int(request.headers.get("content-length") or 0) > MAX_MESSAGE:
            raise TableError(f"a request of more than {MAX_MESSAGE} bytes is refused")
        data = b""
        async for chunk in request.stream():
            data += chunk
            if len(data) > MAX_MESSAGE:
                raise TableError(f"a request of more than {MAX_MESSAGE} bytes is refused")
        return json.loads(data) if data else {}

    async def create(request: Request):
        try:
            body = await read_body(request)
        except TableError as err:
            return JSONResponse({"error": str(err)}, status_code=413)
        except (ValueError, UnicodeDecodeError):
            return JSONResponse({"error": "send a JSON object: {\"game\": \"classic\", \"players\": 5, ...}"},
                                status_code=400)
        if not isinstance(body, dict) or set(body) - {"game", "players", "seed", "bots", "names", "label"}:
            return JSONResponse({"error": "a table takes game, players, seed, bots, names and label"}, status_code=400)
        try:
            made = await asyncio.to_thread(hub.create, **body)
        except (JuntaError, TypeError) as err:
            return JSONResponse({"error": str(err)}, status_code=400)
        for seat in made["seats"]:
            seat["link"] = link(request, seat.pop("token")) if not seat["bot"] else None
            if seat["bot"]:
                seat.pop("token", None)
        made["teacher_link"] = link(request, made.pop("teacher"))
        return JSONResponse(made)

    async def as_teacher(request: Request):
        """The table a teacher's request names, if its Bearer token is that table's teacher token."""
        header = request.headers.get("authorization", "")
        token = header[7:] if header.lower().startswith("bearer ") else ""
        table, seat = await asyncio.to_thread(hub.identify, token)
        if seat is not None or table.id != request.path_params["table"]:
            raise TableError("this needs the table's teacher link (its token in 'Authorization: Bearer ...')")
        return table

    async def teacher_get(request: Request):
        try:
            table = await as_teacher(request)
            if request.url.path.endswith("/decisions"):
                return JSONResponse({"decisions": await asyncio.to_thread(hub.decisions, table)})
            return JSONResponse((await asyncio.to_thread(hub.teacher_state, table))[0])
        except JuntaError as err:
            return JSONResponse({"error": str(err)}, status_code=403)

    async def teacher_post(request: Request):
        try:
            table = await as_teacher(request)
            body = await read_body(request)
            if not isinstance(body, dict):
                raise TableError("send a JSON object, e.g. {\"seat\": 2, \"on\": true}")
            await asyncio.to_thread(hub.teacher, table, request.path_params["command"], body.get("seat"),
                                    body.get("on"))
        except JuntaError as err:
            return JSONResponse({"error": str(err)}, status_code=400 if "teacher link" not in str(err) else 403)
        except ValueError:
            return JSONResponse({"error": "send a JSON object, e.g. {\"seat\": 2, \"on\": true}"}, status_code=400)
        await tell_everyone(table)
        return JSONResponse((await asyncio.to_thread(hub.teacher_state, table))[0])

    async def tell_everyone(table) -> None:
        """Every connection at ``table`` gets the new state: built in one worker thread, sent in the
        table's order (each connection's lock held, so a newer state never overtakes an older one)."""
        conns = sorted(listeners.get(table.id, ()), key=id)
        async with contextlib.AsyncExitStack() as held:
            for conn in conns:
                await held.enter_async_context(conn.lock)
            texts = await asyncio.to_thread(lambda: [state_text(hub, c) for c in conns])
            for conn, text in zip(conns, texts):
                try:
                    await conn.ws.send_text(text)
                except Exception:  # noqa: BLE001 - a closed socket is the reader's loss, not the table's
                    listeners[table.id].discard(conn)

    async def push(conn: Connection) -> None:
        async with conn.lock:
            text = await asyncio.to_thread(state_text, hub, conn)
            await conn.ws.send_text(text)

    async def socket(ws: WebSocket):
        await ws.accept()
        conn = Connection(ws)
        bucket = Bucket()
        try:
            while True:
                text = await ws.receive_text()
                if not bucket.take():
                    await conn.send({"type": "error", "message": f"too many messages: at most {RATE:g} a second; "
                                                                 "wait a moment and send it again"})
                    continue
                if len(text) > MAX_MESSAGE:
                    await conn.send({"type": "error", "message": f"a message of {len(text)} characters is too "
                                                                 f"long (at most {MAX_MESSAGE})"})
                    continue
                try:
                    message = json.loads(text)
                    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                        raise ValueError
                except ValueError:
                    await conn.send({"type": "error", "message": "send a JSON object with a \"type\""})
                    continue
                try:
                    changed = await handle(conn, message)
                except JuntaError as err:
                    await conn.send({"type": "error", "message": str(err)[:400], "id": message.get("id")})
                    if conn.table is not None:
                        await push(conn)              # the state as it stands, to decide again
                    continue
                if changed:
                    await tell_everyone(conn.table)
        except WebSocketDisconnect:
            pass
        finally:
            if conn.table is not None:
                peers = listeners.get(conn.table.id, set())
                was_twice = conn.seat in open_twice(peers)
                peers.discard(conn)
                if was_twice:                          # the other place is alone again: tell it
                    with contextlib.suppress(Exception):
                        await tell_everyone(conn.table)

    async def handle(conn: Connection, message: dict) -> bool:
        kind = message["type"]
        if kind == "hello":
            table, seat = await asyncio.to_thread(hub.identify, message.get("token"))
            conn.lang, conn.page = language(message.get("lang")), message.get("page") is True
            conn.table, conn.seat, conn.teacher, conn.sent = table, seat, seat is None, 0
            conn.peers = listeners.setdefault(table.id, set())
            conn.peers.add(conn)
            if seat is not None and seat in open_twice(conn.peers):
                return True                            # everyone is told: this seat is open twice
            await push(conn)
            return False
        if kind == "lang" and conn.table is not None:
            conn.lang, conn.sent = language(message.get("lang")), 0
            await push(conn)
            return False
        if conn.table is None:
            raise TableError("say hello first: {\"type\": \"hello\", \"token\": ...}")
        if kind == "act" and not conn.teacher:
            at = message.get("at")
            if at is not None and type(at) is not int:
                raise TableError("at is the number of decisions you saw (a whole number)")
            now = await asyncio.to_thread(hub.act, conn.table, conn.seat, message.get("action"), at)
            await conn.send({"type": "accepted", "id": message.get("id"), "at": now})   # saved, then told
            return True
        if kind == "suggest" and not conn.teacher:
            action = await asyncio.to_thread(hub.suggest, conn.table, conn.seat)
            await conn.send({"type": "suggestion", "action": action})
            return False
        if kind == "chat":
            await asyncio.to_thread(hub.say, conn.table, conn.seat, message.get("text"))
            return True
        if kind in ("pause", "open", "end", "bot"):
            if not conn.teacher:
                raise TableError("only the teacher's link may pause, open, end a table or give a seat to a bot")
            await asyncio.to_thread(hub.teacher, conn.table, kind, message.get("seat"), message.get("on"))
            return True
        if kind == "state":
            conn.sent = 0
            await push(conn)
            return False
        allowed = "act, suggest, chat, state, lang" if not conn.teacher else "pause, open, end, bot, chat, state, lang"
        raise TableError(f"unknown message type {kind[:40]!r}; yours are: {allowed}")

    return Starlette(routes=[*pages.page_routes(hub, link), Route("/api/health", health), Route("/api/tables", create, methods=["POST"]),
                             Route("/api/tables/{table}", teacher_get),
                             Route("/api/tables/{table}/decisions", teacher_get),
                             Route("/api/tables/{table}/{command}", teacher_post, methods=["POST"]),
                             WebSocketRoute("/ws", socket)])


LOCAL = ("127.0.0.1", "localhost", "::1")


def exposure_warning(host: str, port: int) -> str | None:
    """What binding to ``host`` exposes, when it is not this machine only."""
    if host in LOCAL:
        return None
    return (f"WARNING: the table server listens on {host}:{port}, not only on this machine: anyone who can reach "
            "that address can create tables and, with a join link, play a seat or watch as the teacher.  Use it "
            "on a classroom network you trust; --host 127.0.0.1 keeps it to this machine.")


def serve(host: str = "127.0.0.1", port: int = 8765, db: str = "sqlite:///junta-tables.db",
          public_url: str = "") -> int:
    """Open the store, replay every table, and serve until stopped (Ctrl-C)."""
    import sys

    import uvicorn

    from .store import open_store
    store = open_store(db)
    store.migrate()
    hub = Hub(store)
    hub.load()
    warning = exposure_warning(host, port)
    if warning:
        print(warning, file=sys.stderr, flush=True)
    for why in hub.broken.values():
        print(f"junta serve: {why}", file=sys.stderr, flush=True)
    print(f"Junta Kit table server: http://{host}:{port} ({len(hub.tables)} table(s) from {db.split('@')[-1]}); "
          "Ctrl-C stops it.", flush=True)
    print(f"The teacher's room: http://{host}:{port}/room (the class's tables, join links and QR codes)", flush=True)
    uvicorn.run(make_app(hub, public_url), host=host, port=port, log_level="warning", access_log=False,
                ws_max_size=4 * MAX_MESSAGE, ws_ping_interval=20, ws_ping_timeout=20,
                ws_per_message_deflate=False)          # on a classroom network compressing costs more than it saves
    return 0
