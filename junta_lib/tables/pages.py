"""The seat page and the teacher's room, served by ``junta serve`` itself: a student opens the join link
(``http://HOST:PORT/join#TOKEN``, or its QR code) in any browser, a phone's included, and plays the
seat; the teacher opens ``http://HOST:PORT/room`` and runs the class.  Nothing to install on either
side and nothing fetched from elsewhere: the templates, the script and the style sheet ship in the
package (a classroom network may have no internet).

Why Jinja2 templates and a small plain JavaScript client, not a front-end framework or htmx: the
pages are a frame the server renders once (its words in the three languages), and everything after
that arrives over the WebSocket the notebook seats already use (server.py), as JSON.  htmx swaps
HTML fragments fetched over HTTP, which would mean a second protocol beside the WebSocket and the
token in request URLs or headers; a framework would need a build step.  Two small scripts
(static/seat.js, static/room.js) read the state messages and draw the controls.

What is drawn comes from the library, once: the hand, money and Positions (widgets/panels.py's
``me_html``), the city map and Viva's board (widgets/city.py, widgets/board.py) and every decision's
controls (core/controls.py, which the notebook's forms also read), all worded in the seat's
language, which the page chooses and may switch.

The token never leaves the page except inside the WebSocket's first message: it stays after ``#``
(browsers send neither the fragment nor, with ``Referrer-Policy: no-referrer``, the page's address
to anyone), and the server logs no request line.
"""
from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from ..core.errors import JuntaError
from ..i18n import LANGUAGES, NAMES, N_, normalise, tr, words
from .hub import Hub, TableError, digest

HERE = Path(__file__).resolve().parent
TEMPLATES = Jinja2Templates(directory=str(HERE / "templates"))
#: what the pages' own frame says (the game's words come with each state message)
PAGE_WORDS = {
    "title": N_("Your seat at the table"),
    "room_title": N_("The teacher's room"),
    "language": N_("Language"),
    "your_seat": N_("Your seat"),
    "decide": N_("Your decision"),
    "story": N_("The story"),
    "talk": N_("Table talk"),
    "say": N_("Say it"),
    "talk_label": N_("A line for the whole table"),
    "waiting": N_("Waiting for {name} to decide… (the page redraws by itself)"),
    "paused": N_("The teacher has paused the table: no moves until it is opened again."),
    "ended": N_("The teacher has ended the table: the game stops here."),
    "bot": N_("The teacher gave your seat to a bot for now; ask the teacher to give it back."),
    "twice": N_("This seat is open in another place too (another tab, browser or device). Close the one "
                "you do not use: both can make its moves."),
    "lost": N_("The connection to the table is lost; trying again in {n} s… (keep this page open)"),
    "connecting": N_("Connecting to the table…"),
    "invalid": N_("This link is not valid"),
    "invalid_why": N_("No seat opens with this link: it may be mistyped, cut short, or from a class that has "
                      "ended. Ask your teacher for your join link (or its QR code) again."),
    "no_token": N_("This page needs the whole join link, with the part after #. Ask your teacher for your "
                   "join link (or its QR code) again."),
    "over": N_("The game is over."),
    "winners": N_("Winners: {names}"),
    "refused": N_("Not accepted: {why}"),
    "sent": N_("Sent; waiting for the table…"),
    "unsent": N_("The connection dropped while your choice was on its way, and it did not arrive: choose again."),
    "choose": N_("Choose"),
    "cast": N_("Cast these votes"),
    "appoint": N_("Appoint this cabinet"),
    "propose": N_("Propose this Budget"),
    "announce": N_("announce"),
    "kept": N_("Handed out: {given} million; you keep {kept} million."),
    "deposit": N_("Deposit from your pocket"),
    "withdraw": N_("Withdraw from your Swiss Bank Account"),
    "business": N_("Do business"),
    "police": N_("Send the Police"),
    "dice": N_("Set my dice"),
    "die": N_("die {n}"),
    "from": N_("From {area}: how many units, then a highlighted area (or the list)."),
    "move_to": N_("Move there"),
    "to": N_("to"),
    "back": N_("Back"),
    "pass": N_("Pass: end my movement"),
    "drop": N_("Drop the Paratroops"),
    "drop_where": N_("Click the area where they land (not an Embassy), or choose it:"),
    "bribe_where": N_("Click the area whose units you bribe, or choose it:"),
    "heli_units": N_("Tick up to {n} units, then choose where they fly:"),
    "transfer": N_("Hand units over"),
    "hand_over": N_("Hand them over"),
    "stack": N_("Your stack"),
    "units_of": N_("{force}: units to move"),
    "give": N_("Give money or cards"),
    "give_go": N_("Give"),
    "side": N_("At any time"),
    "map": N_("The city"),
    "board": N_("The table"),
    "nothing": N_("none"),
    "teacher": N_("teacher"),
    # the teacher's room
    "names": N_("The class: one student's name a line"),
    "game": N_("Game"),
    "size": N_("Players a table"),
    "seed": N_("Deal (a number, to play the same deal again; empty: a new one)"),
    "seat_class": N_("Seat the class"),
    "tables": N_("The tables"),
    "link": N_("Join link"),
    "copy": N_("Copy"),
    "copied": N_("Copied"),
    "qr": N_("QR code of {name}'s link"),
    "pause": N_("Pause"),
    "open": N_("Open"),
    "end": N_("End"),
    "confirm_end": N_("End {table} for good? Its students stop playing. You have {n} seconds to undo it."),
    "ending": N_("{table} ends in {n} s"),
    "undo": N_("Undo"),
    "to_bot": N_("Give to a bot"),
    "from_bot": N_("Give back"),
    "open_twice": N_("open in two places"),
    "round": N_("round {n}"),
    "waiting_for": N_("waiting for {name}"),
    "csv": N_("The class's decisions (CSV)"),
    "parquet": N_("The class's decisions (Parquet)"),
    "forget": N_("Forget this class (on this computer)"),
    "status_open": N_("playing"),
    "status_paused": N_("paused"),
    "status_ended": N_("ended"),
    "room_note": N_("The class is kept in this browser on this computer; the join links are its keys: show "
                    "each student only their own."),
    "seat_n": N_("seat {n}"),
}


def page_words(lang: str) -> dict:
    """The frame's words in ``lang``, their ``{slots}`` left for the page to fill."""
    said = words(lang)
    return {key: str(said.gettext(text)) for key, text in PAGE_WORDS.items()}


def all_words() -> dict:
    return {lang: page_words(lang) for lang in LANGUAGES}


def chosen_language(request: Request) -> str:
    """The first language of the browser's Accept-Language the kit speaks (English otherwise)."""
    for part in request.headers.get("accept-language", "").split(","):
        try:
            return normalise(part.split(";")[0].strip())
        except ValueError:
            continue
    return "en"


# -- what a page connection gets beside the state message ---------------------------------------------
def seat_extras(table, seat: int) -> dict:
    """The seat's pictures and controls, in the current language (called with the table's lock held)."""
    from ..core.controls import controls, side_controls
    from ..widgets.board import junta_table_html, viva_svg
    from ..widgets.city import city_svg
    from ..widgets.panels import header_html, me_html, phase_name
    game = table.game
    d = game.pending()
    mine = d is not None and d.player == seat and seat not in table.bots
    extras = {"header": header_html(game), "me": me_html(game, seat), "phase_name": phase_name(game.GAME,
                                                                                                str(game.state.phase)),
              "controls": controls(game, d) if mine and table.record.status == "open" else None,
              "aside": None, "map": None, "board": None}
    if not mine and d is not None and table.record.status == "open":
        menu = game.aside_menu(seat)
        extras["aside"] = side_controls(game, menu) if menu is not None else None
    if game.GAME == "viva":
        extras["map"] = viva_svg(game, seat)
    else:
        extras["board"] = junta_table_html(game, seat)
        if game.state.coup is not None and str(game.state.phase).startswith("8 coup"):
            extras["map"] = city_svg(game, seat)
    return extras


def page_extras(table, seat: int) -> dict:
    """``seat_extras``, or, should drawing fail, the state without pictures and a line saying why:
    a drawing error must not stop the table's news (the seat still sees the story and whom it waits
    for; the server's log names the error)."""
    try:
        return seat_extras(table, seat)
    except Exception as err:  # noqa: BLE001 - reported, and the state still goes out
        import sys
        import traceback
        print(f"junta serve: the seat page of table {table.id} could not be drawn:", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return {"header": "", "me": "", "controls": None, "aside": None, "map": None, "board": None,
                "page_error": f"{type(err).__name__}: {err}"[:300]}


def teacher_extras(table) -> dict:
    from ..widgets.panels import phase_name
    return {"phase_name": phase_name(table.game.GAME, str(table.game.state.phase))}


# -- the routes -----------------------------------------------------------------------------------------
SECURITY = {"Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                                       "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"}


def page_routes(hub: Hub, link, class_digest: str) -> list:
    """The pages' routes; ``link(request, token)`` makes a join link (server.py's); ``class_digest``:
    the digest of the class token, which seating a class needs (the room's link carries it after #)."""

    def render(request: Request, template: str) -> Response:
        lang = chosen_language(request)
        response = TEMPLATES.TemplateResponse(request, template, {
            "lang": lang, "words": page_words(lang), "all_words": json.dumps(all_words(), ensure_ascii=False),
            "languages": NAMES})
        response.headers.update(SECURITY)
        return response

    async def seat_page(request: Request):
        return render(request, "seat.html")

    async def room_page(request: Request):
        return render(request, "room.html")

    async def qr(request: Request):
        """An SVG QR code of a link sent in the body (so that no link appears in a URL)."""
        import segno
        body = await small_json(request)
        text = body.get("text") if isinstance(body, dict) else None
        if not isinstance(text, str) or not 1 <= len(text) <= 400:
            return JSONResponse({"error": "send {\"text\": the link (at most 400 characters)}"}, status_code=400)
        out = io.BytesIO()
        segno.make(text, error="m").save(out, kind="svg", scale=4, border=2, title=None)
        return Response(out.getvalue(), media_type="image/svg+xml")

    async def seat_class(request: Request):
        """POST /api/class {"game", "names": [...], "size"?}: the class's tables, as ClassRoom.open
        plans them, each with its teacher token and its students' join links."""
        from .classroom import ClassError, plan_tables
        header = request.headers.get("authorization", "")
        token = header[7:].strip() if header.lower().startswith("bearer ") else ""
        if not token or digest(token) != class_digest:
            return JSONResponse({"error": "seating a class needs the teacher's room link the server printed when it "
                                          "started (http://HOST:PORT/room#CLASS-TOKEN): open the room from it"},
                                status_code=401)
        body = await small_json(request)
        try:
            if not isinstance(body, dict) or set(body) - {"game", "names", "size", "label", "seed", "first"}:
                raise TableError(tr('send {{"game": "classic" or "viva", "names": [one name a student], "size": players a table}}'))
            names = [str(n).strip() for n in body.get("names") or [] if str(n).strip()]
            if len({n.casefold() for n in names}) != len(names):
                raise TableError(tr("give each student a different name (they are the players' names)"))
            game = body.get("game", "classic")
            plan = plan_tables(len(names), game, body.get("size"))
            seed, first = body.get("seed"), body.get("first", 1)
            if type(first) is not int or not 1 <= first <= 1000:
                raise TableError(tr("\"first\" is the number of the class's first new table (1 to 1000), not {first}", first=repr(first)))
            if seed is not None and (type(seed) is not int or not 0 <= seed < 2 ** 62):
                raise TableError(tr('"seed" is a whole number from 0 to 2**62, or left out; not {seed}', seed=repr(seed)))
        except JuntaError as err:
            return JSONResponse({"error": str(err)}, status_code=400)
        tables, start = [], 0
        for i, seats in enumerate(plan):
            at = names[start:start + seats]
            start += seats
            try:
                made = await asyncio.to_thread(hub.create, game=game, players=seats, names=at,
                                               seed=None if seed is None else seed + i, owner=class_digest,
                                               label=f"{str(body.get('label') or 'table')[:60]} {first + i}")
            except (JuntaError, ClassError) as err:
                return JSONResponse({"error": str(err), "tables": tables}, status_code=400)
            tables.append({"table": made["table"], "label": made["label"], "game": game, "teacher": made["teacher"],
                           "seats": [{"seat": s["seat"], "student": s["name"], "link": link(request, s["token"])}
                                     for s in made["seats"]]})
        return JSONResponse({"tables": tables})

    async def class_decisions(request: Request):
        """POST /api/class/decisions {"tokens": [teacher tokens], "format": "csv" | "parquet"}."""
        from .classroom import decisions_frame
        body = await small_json(request)
        tokens = body.get("tokens") if isinstance(body, dict) else None
        kind = body.get("format") if isinstance(body, dict) else None
        if not isinstance(tokens, list) or not tokens or kind not in ("csv", "parquet"):
            return JSONResponse({"error": "send {\"tokens\": [each table's teacher token], \"format\": \"csv\" or "
                                          "\"parquet\"}"}, status_code=400)
        rows = []
        try:
            for token in tokens[:200]:
                table, seat = await asyncio.to_thread(hub.identify, token)
                if seat is not None:
                    raise TableError(tr("a join link of a student opens no class data: use the teacher's tables"))
                rows += await asyncio.to_thread(hub.decisions, table)
        except JuntaError as err:
            return JSONResponse({"error": str(err)}, status_code=403)
        frame = decisions_frame(rows)
        out = io.BytesIO()
        if kind == "csv":
            frame.to_csv(out, index=False)
            media = "text/csv; charset=utf-8"
        else:
            frame.to_parquet(out, index=False)
            media = "application/vnd.apache.parquet"
        return Response(out.getvalue(), media_type=media,
                        headers={"Content-Disposition": f"attachment; filename=class-decisions.{kind}"})

    async def no_icon(request: Request):
        return Response(status_code=204)

    return [Route("/join", seat_page), Route("/favicon.ico", no_icon), Route("/room", room_page), Route("/api/qr", qr, methods=["POST"]),
            Route("/api/class", seat_class, methods=["POST"]),
            Route("/api/class/decisions", class_decisions, methods=["POST"]),
            Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")]


async def small_json(request: Request, limit: int = 65_536):
    """The request's JSON (None when it is not JSON or is larger than ``limit`` bytes)."""
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            return None
    try:
        return json.loads(data) if data else {}
    except (ValueError, UnicodeDecodeError):
        return None
