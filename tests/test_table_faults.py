"""The table server under a real classroom's faults, each against ``junta serve`` started as a
subprocess on a free 127.0.0.1 port: a seat that drops right after its move never stalls the table;
strangers cannot make tables, and the limits hold; a second server on the same file is refused;
messages that are no text, nested too deep or hold a lone surrogate are answered; half-sent requests
lock nobody out; a damaged or altered row sets its table aside, the rest are served; a bot's move that
cannot be saved (another program holds the database) is said truly and played once saving works."""
from __future__ import annotations

import contextlib
import json
import random
import socket
import sqlite3
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from websockets.sync.client import connect

from junta_lib.tables.client import ClientError, SeatClient, create_table, request_json

ROOT = Path(__file__).resolve().parents[1]


def Server(tmp_path, *options, name="class.db"):
    from junta_lib.tables.classroom import LocalServer
    db = f"sqlite:///{tmp_path / name}"
    return LocalServer(db=db, log=open(tmp_path / f"{name}.log", "a"), options=options)


@pytest.fixture
def server(tmp_path):
    srv = Server(tmp_path)
    yield srv
    srv.stop()


def ws_url(srv) -> str:
    return f"ws://127.0.0.1:{srv.port}/ws"


def token(link: str) -> str:
    return link.split("#", 1)[1]


def hello(ws, tok: str) -> dict:
    ws.send(json.dumps({"type": "hello", "token": tok}))
    return json.loads(ws.recv(timeout=10))


def post(url: str, body, bearer: str | None = None, raw: bytes | None = None):
    """(status, answer) of a POST."""
    headers = {"Content-Type": "application/json"}
    if bearer:
        headers["Authorization"] = f"Bearer {bearer}"
    data = raw if raw is not None else json.dumps(body).encode()
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers, method="POST"),
                                    timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


# -- #30.1: the actor's connection drops right after its move ----------------------------------------
@pytest.mark.parametrize("how", ["close", "reset"])
def test_a_seat_that_drops_right_after_its_move_never_stalls_the_table(server, how):
    """The acting seat's socket is closed (or reset: RST, no close frame) the moment its move is
    sent: every other seat still hears of the move by itself, and the next one gets its decision."""
    made = create_table(server.class_link, game="classic", players=4, seed=21)
    links = {s["seat"]: s["link"] for s in made["seats"]}
    others = {}
    for seat, link in links.items():
        ws = connect(ws_url(server))
        others[seat] = (ws, hello(ws, token(link)))
    actor = next(seat for seat, (_, state) in others.items() if state["decision"])
    at = others[actor][1]["at"]
    others.pop(actor)[0].close()
    raw = connect(ws_url(server))
    state = hello(raw, token(links[actor]))
    raw.send(json.dumps({"type": "suggest"}))
    action = json.loads(raw.recv(timeout=10))["action"]
    raw.send(json.dumps({"type": "act", "action": action, "at": at, "id": 1}))
    if how == "reset":                                # no close frame: the TCP connection is reset
        raw.socket.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        raw.socket.close()
    else:
        raw.close()
    deciders = []
    for seat, (ws, _) in others.items():              # each hears of the move without asking
        deadline, newest = time.monotonic() + 15, None
        while time.monotonic() < deadline:
            message = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message["type"] == "state" and message["at"] > at:
                newest = message
                break
        assert newest is not None, f"seat {seat} never heard of the move"
        deciders += [seat] if newest["decision"] else []
        ws.close()
    teacher = SeatClient(made["teacher_link"])
    assert teacher.state["at"] > at                   # the move was saved
    waiting = teacher.state["waiting_for"]
    teacher.close()
    assert waiting is None or deciders or waiting == made["seats"][actor]["name"]


# -- #30.2: who may make tables, how many, the bots' own thread, the archive ---------------------------
def test_making_tables_needs_the_class_token_and_the_limits_hold(tmp_path):
    srv = Server(tmp_path, "--max-tables", "3", "--max-bot-tables", "1", "--archive-after", "0.5")
    try:
        body = {"game": "viva", "players": 3}
        for bearer in (None, "", "x" * 32, srv.class_token[:-1]):
            status, answer = post(srv.url + "/api/tables", body, bearer)
            assert status == 401 and "class token" in answer["error"]
        assert json.loads(urllib.request.urlopen(srv.url + "/api/health", timeout=10).read())["tables"] == 0
        with pytest.raises(ClientError, match="class token"):
            create_table(srv.url, **body)
        # the class link the server prints makes tables, from Python and from `junta table new`
        printed = Path(tmp_path / "class.db.log").read_text()
        assert f"{srv.url}/room#{srv.class_token}" in printed
        create_table(srv.class_link, **body)
        out = subprocess.run([sys.executable, "-m", "junta_lib.cli", "table", "new", "--server", srv.class_link,
                              "--game", "viva", "--players", "3", "--json"], capture_output=True, text=True,
                             timeout=60, cwd=ROOT)
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["teacher_link"].startswith(srv.url + "/join#")
        # a table played by bots alone: the request answers before the bots have played it (they play
        # on their own thread), and a second one is refused while it plays
        started = time.monotonic()
        bots = create_table(srv.class_link, game="classic", players=7, bots=7)
        answered = time.monotonic() - started
        first = request_json(f"{srv.url}/api/tables/{bots['table']}", token(bots["teacher_link"]))
        assert not first["over"], "the bots' game was played inside the request"
        with pytest.raises(ClientError, match="bots alone"):
            create_table(srv.class_link, game="viva", players=3, bots=3)
        with pytest.raises(ClientError, match="3 tables in play"):
            create_table(srv.class_link, **body)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            health = json.loads(urllib.request.urlopen(srv.url + "/api/health", timeout=10).read())
            if health["archived"]:
                break
            time.sleep(0.3)
        assert health["archived"] == 1 and health["tables"] == 2   # the ended game is out of memory
        again = request_json(f"{srv.url}/api/tables/{bots['table']}", token(bots["teacher_link"]))
        assert again["over"] and again["at"] > first["at"]          # and back from the store when asked for
        assert len(request_json(f"{srv.url}/api/tables/{bots['table']}/decisions",
                                token(bots["teacher_link"]))["decisions"]) == again["at"]
        create_table(srv.class_link, game="viva", players=3, bots=3)  # the bots' table is over: room again
        assert answered < 30
    finally:
        srv.stop()


# -- #30.3: one server per SQLite file -----------------------------------------------------------------
def test_a_second_server_on_the_same_file_refuses_to_start_naming_both(server, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    second = subprocess.run([sys.executable, "-m", "junta_lib.cli", "serve", "--port", str(port), "--db", server.db],
                            capture_output=True, text=True, timeout=60, cwd=ROOT)
    path = str(Path(server.db.removeprefix("sqlite:///")).resolve())
    assert second.returncode != 0
    said = second.stderr.strip()
    assert len(said.splitlines()) == 1 and "Traceback" not in said
    assert path in said and f"process {server.proc.pid}" in said and f":{server.port}" in said
    with pytest.raises(OSError):                      # it never listened
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    create_table(server.class_link, game="viva", players=3)      # the first one serves on
    server.kill()                                     # its lock dies with it: a new server starts
    server.start()
    assert json.loads(urllib.request.urlopen(server.url + "/api/health", timeout=10).read())["tables"] == 1


# -- #30.4, #30.6: messages the server cannot read, a hello to a second table, `at` required -----------
def test_binary_deep_and_surrogate_messages_are_answered_and_harm_nothing(server):
    made = create_table(server.class_link, game="viva", players=3, seed=2)
    with connect(ws_url(server)) as ws:
        ws.send(b"\x00\x01binary")
        assert "text frame" in json.loads(ws.recv(timeout=10))["message"]
        ws.send("[" * 5000 + "]" * 5000)                       # 10,000 deep, within the size limit
        assert "nested more than" in json.loads(ws.recv(timeout=10))["message"]
        ws.send('{"type": "chat", "id": "\\ud800", "text": "hi"}')  # a lone surrogate
        assert "lone surrogate" in json.loads(ws.recv(timeout=10))["message"]
        seat = next(s for s in made["seats"] if s["seat"] == 0)
        state = hello(ws, token(seat["link"]))                 # the connection serves on
        assert state["type"] == "state" and state["seat"] == 0
    status, answer = post(server.url + "/api/tables", None, server.class_token, raw=b"[" * 5000 + b"]" * 5000)
    assert status == 400 and "nested more than" in answer["error"]
    status, answer = post(server.url + "/api/tables", None, server.class_token, raw=b'{"label": "\xff"}')
    assert status == 400 and "UTF-8" in answer["error"]
    teacher = token(made["teacher_link"])
    status, answer = post(f"{server.url}/api/tables/{made['table']}/pause", None, teacher, raw=b"{" * 3000)
    assert status == 400
    assert request_json(f"{server.url}/api/tables/{made['table']}", teacher)["at"] == 0


def test_a_hello_to_a_second_table_leaves_the_first_and_an_act_needs_at(server):
    first = create_table(server.class_link, game="viva", players=3, seed=3)
    second = create_table(server.class_link, game="viva", players=3, seed=4)
    with connect(ws_url(server)) as ws:
        one = hello(ws, token(first["seats"][0]["link"]))
        two = hello(ws, token(second["seats"][1]["link"]))
        assert (one["table"], two["table"]) == (first["table"], second["table"])
        teacher = SeatClient(first["teacher_link"])
        teacher.teacher("pause")                               # news at the first table
        teacher.close()
        while True:                                            # nothing of the first table comes any more
            try:
                message = json.loads(ws.recv(timeout=2))
            except TimeoutError:
                break
            assert message.get("table") != first["table"], message
        ws.send(json.dumps({"type": "act", "action": "done", "id": 7}))
        answer = json.loads(ws.recv(timeout=10))
        assert answer["type"] == "error" and answer["id"] == 7 and '"at":' in answer["message"]


def test_a_reader_coming_back_is_sent_only_the_story_it_does_not_hold_even_after_a_kill(server):
    """A class reconnecting after a restart is sent its states at once: each seat says how many of the
    table's events it holds ("seen") and gets only the later ones, not the whole story again; a count
    beyond what the seat may see gets the whole story (``first``), a count that is no count an error."""
    made = create_table(server.class_link, game="viva", players=3, seed=5, bots=2)
    seat = SeatClient(made["seats"][0]["link"], lang="ru")
    for _ in range(3):                                          # a few decisions into the game
        seat.act(seat.suggest())
        seat.wait()
    whole, at = list(seat.events), seat.state["at"]
    seat.close()
    server.kill()
    server.start()
    again = SeatClient(made["seats"][0]["link"], lang="ru")     # the whole story, as a page opened afresh
    assert again.state["first"] and again.state["joined"] and again.events == whole and again.state["at"] == at
    again.close()
    tok = token(made["seats"][0]["link"])
    with connect(ws_url(server)) as ws:
        ws.send(json.dumps({"type": "hello", "token": tok, "lang": "ru", "seen": len(whole) - 2}))
        back = json.loads(ws.recv(timeout=10))
        assert back["events"] == whole[-2:] and not back["first"] and back["joined"]
        ws.send(json.dumps({"type": "hello", "token": tok, "lang": "ru", "seen": len(whole) + 50}))
        assert json.loads(ws.recv(timeout=10))["events"] == whole
        for wrong in (-1, "12", 1.5):
            ws.send(json.dumps({"type": "hello", "token": tok, "seen": wrong, "id": 9}))
            answer = json.loads(ws.recv(timeout=10))
            while answer["type"] == "state":                   # the state as it stands, after an error
                answer = json.loads(ws.recv(timeout=10))
            assert answer["type"] == "error" and answer["code"] == "bad_message" and '"seen"' in answer["message"]
    client = SeatClient(made["seats"][0]["link"], lang="ru")    # the client keeps its story through a kill
    server.kill()
    server.start()
    client.reconnect()
    assert client.events == whole and not client.state["first"] and client.state["joined"]
    client.close()


def test_a_seat_whose_table_did_not_change_is_told_the_same_on_its_return_and_keeps_what_it_shows(server):
    """A seat coming back with the mark of the state it shows is told "the same" in a few bytes while
    nothing it shows changed (a class's return after a restart costs the server little); a move, a
    line of table talk, another language or a mark that is no text each give the whole state."""
    made = create_table(server.class_link, game="viva", players=3, seed=5, bots=1)
    links = [s["link"] for s in made["seats"] if not s["bot"]]
    bots = {s["name"] for s in made["seats"] if s["bot"]}
    seat = SeatClient(links[0], lang="ru", page=True)
    seat.act(seat.suggest()) if seat.decision else None
    held = dict(seat.wait(lambda s: s.get("over") or s.get("waiting_for") not in bots))   # the bot has moved
    assert held["mark"] and held["view"] and held["me"]
    seat.close()
    server.kill()
    server.start()
    tok = token(links[0])
    hello_again = {"type": "hello", "token": tok, "lang": "ru", "page": True, "seen": len(seat.events),
                   "mark": held["mark"]}
    with connect(ws_url(server)) as ws:
        ws.send(json.dumps(hello_again))
        text = ws.recv(timeout=10)
        same = json.loads(text)
        assert same["same"] and same["at"] == held["at"] and same["mark"] == held["mark"] and same["joined"]
        assert "view" not in same and len(text) < 300 < len(json.dumps(held, ensure_ascii=False))
        ws.send(json.dumps({**hello_again, "lang": "zh_Hant"}))          # another language: all again
        other = json.loads(ws.recv(timeout=10))
        assert not other.get("same") and other["view"] and other["mark"] != held["mark"]
        for wrong in (12, "x" * 65, ["a"]):
            ws.send(json.dumps({**hello_again, "mark": wrong}))
            answer = json.loads(ws.recv(timeout=10))
            while answer["type"] == "state":
                answer = json.loads(ws.recv(timeout=10))
            assert answer["type"] == "error" and answer["code"] == "bad_message" and '"mark"' in answer["message"]
    client = SeatClient(links[0], lang="ru", page=True)       # the client keeps what it holds through a kill
    kept = dict(client.state)
    server.kill()
    server.start()
    client.reconnect()
    assert client.state["joined"] and client.state["view"] == kept["view"] and client.state["me"] == kept["me"]
    assert client.state["mark"] == kept["mark"] and client.events and not client.state["first"]
    other = SeatClient(links[1], lang="en")                   # a line of talk: the whole state again
    other._send({"type": "chat", "text": "hola"})
    client.wait(lambda s: any(c["text"] == "hola" for c in s["chat"]))
    talked = client.state["mark"]
    assert talked != kept["mark"]
    with connect(ws_url(server)) as ws:
        ws.send(json.dumps({**hello_again, "mark": kept["mark"], "seen": len(client.events)}))
        answer = json.loads(ws.recv(timeout=10))
        assert not answer.get("same") and answer["mark"] == talked and answer["chat"][-1]["text"] == "hola"
    mover = client if client.decision else other                # a move: the whole state again
    mover.act(mover.suggest())
    with connect(ws_url(server)) as ws:
        ws.send(json.dumps({**hello_again, "mark": talked, "seen": len(client.events)}))
        answer = json.loads(ws.recv(timeout=10))
        assert not answer.get("same") and answer["at"] > held["at"] and answer["mark"] != talked
    other.close()
    client.close()


# -- #31.4: joins while tables are being made ----------------------------------------------------------
def test_seats_join_while_tables_are_being_made(server):
    made, failures, lock = [], [], threading.Lock()

    def maker():
        for _ in range(6):
            m = create_table(server.class_link, game="viva", players=3)
            with lock:
                made.append(m)

    def joiner():
        for _ in range(40):
            with lock:
                links = [s["link"] for m in made for s in m["seats"]]
            if not links:
                time.sleep(0.02)
                continue
            try:
                SeatClient(links[-1]).close()
            except Exception as err:  # noqa: BLE001 - counted
                failures.append(repr(err))
    threads = [threading.Thread(target=maker) for _ in range(3)] + [threading.Thread(target=joiner) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert len(made) == 18 and not failures, failures[:3]


# -- #31.5: half-sent requests lock nobody out -----------------------------------------------------------
def test_half_sent_requests_are_closed_in_time_and_lock_nobody_else_out(tmp_path):
    srv = Server(tmp_path, "--header-timeout", "2", "--per-address", "40")
    half = []
    try:
        for _ in range(60):                                    # more than one address may hold
            s = socket.create_connection(("127.0.0.1", srv.port), timeout=5)
            s.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n")      # and never the blank line
            half.append(s)
        refused = 0
        for s in half[40:]:                                    # the ones past the cap are told at once
            s.settimeout(5)
            refused += b"503" in s.recv(200)
        assert refused == 20
        other = socket.socket()                                # another address is served meanwhile
        other.bind(("127.0.0.2", 0))
        other.settimeout(5)
        other.connect(("127.0.0.1", srv.port))
        other.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert b"200 OK" in other.recv(500)
        other.close()
        for s in half[:40]:                                    # the half-sent ones: closed with 408 in time
            s.settimeout(10)
            assert b"408" in s.recv(200)
        health = json.loads(urllib.request.urlopen(srv.url + "/api/health", timeout=10).read())
        assert health["ok"]                                    # this address is let in again
    finally:
        for s in half:
            s.close()
        srv.stop()


def masked_frame(text: str) -> bytes:
    """One masked WebSocket text frame (as a client sends it), for a payload under 126 bytes."""
    payload, mask = text.encode(), bytes([1, 2, 3, 4])
    return bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


# -- #31, #28: tables paused until the next restart ----------------------------------------------------------
def test_websockets_reset_by_their_clients_free_their_place_under_the_per_address_cap(tmp_path):
    """A client that gives up on a connection (its open timed out on a busy server, or it went away)
    resets it (RST); the server counted it against its address, and forgot to give the place back
    (it asked the reset socket for its peer, which has none any more): after as many resets as the
    cap allows, every seat from that address was refused (503) until the server restarted - as 33
    tables of a loaded kill run were, for 10 minutes.  Here twice the cap's resets, then a seat joins."""
    srv = Server(tmp_path, "--per-address", "6")
    try:
        made = create_table(srv.class_link, game="viva", players=3, seed=4)
        for i in range(12):
            s = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
            s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            assert b" 101 " in s.recv(200)                   # upgraded: counted against 127.0.0.1
            if i % 2:                                        # half of them joined their seat first
                s.sendall(masked_frame(json.dumps({"type": "hello", "token": token(made["seats"][0]["link"])})))
                time.sleep(0.2)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.close()                                        # reset, no close frame
        seat = SeatClient(made["seats"][1]["link"], retry_for=10)   # refused with 503 for ever, before
        assert seat.state["type"] == "state" and seat.state["seat"] == 1
        seat.close()
        assert json.loads(urllib.request.urlopen(srv.url + "/api/health", timeout=10).read())["ok"]
    finally:
        srv.stop()


def test_a_restarted_server_takes_connections_while_it_loads_and_answers_them_once_it_serves(tmp_path):
    """After a kill the new server opens its port before it reads the database: a class's connections
    wait for it in the port's backlog instead of being refused and tried again later.  Here another
    program holds the database's write lock while the server starts (it waits for it, up to SQLite's
    five seconds): a connection opens meanwhile, and its request is answered once the lock is let go."""
    srv = Server(tmp_path)
    holder = None
    try:
        create_table(srv.class_link, game="viva", players=3, seed=8)
        srv.kill()
        holder = sqlite3.connect(tmp_path / "class.db", isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")                     # no write (the schema's check) until let go
        starting = threading.Thread(target=srv.start, daemon=True)
        starting.start()
        deadline, early = time.monotonic() + 30, None
        while early is None and starting.is_alive() and time.monotonic() < deadline:
            try:
                early = socket.create_connection(("127.0.0.1", srv.port), timeout=1)
            except OSError:
                time.sleep(0.02)
        assert early is not None, "the port opened only once the server was ready (or never)"
        early.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        holder.execute("ROLLBACK")                            # the server goes on loading, then serves
        early.settimeout(30)
        answer = b""
        while chunk := early.recv(4096):
            answer += chunk
        early.close()
        assert b" 200 OK" in answer and json.loads(answer.split(b"\r\n\r\n", 1)[1])["tables"] == 1
        starting.join(60)
    finally:
        if holder is not None:
            holder.close()
        srv.stop()


# -- #28: a restart serves each table as soon as its own game is replayed -----------------------------------
def test_a_restarted_server_replays_a_table_when_it_is_first_asked_for_not_every_table_before_it_serves(tmp_path):
    """A class's server killed 60 decisions into 12 tables: the new one reads and checks every log at
    start-up but replays a game only when its table is first asked for, so a seat's first move after
    the restart waits for its own table's replay, not for every table's (counted: the server's
    health says how many games it replayed, not timed).  A table whose next decision is a bot's is
    replayed at once without anyone asking, and its bots play on."""
    from junta_lib.tables.hub import Hub
    from junta_lib.tables.store import open_store
    store = open_store(f"sqlite:///{tmp_path / 'class.db'}")
    store.migrate()
    hub = Hub(store)
    made = [hub.create(players=5, seed=seed) for seed in range(1, 13)]
    for one in made:
        table, _ = hub.identify(one["teacher"])
        for _ in range(60):
            seat = table.waiting_for()
            hub.act(table, seat, hub.suggest(table, seat), at=len(table.game.actions))
    bot_table, _ = hub.identify(made[0]["teacher"])
    store.set_bot(bot_table.id, bot_table.waiting_for(), True)    # its next decision is now a bot's
    store.close()

    def logged(table_id: str) -> int:
        with contextlib.closing(sqlite3.connect(tmp_path / "class.db")) as db:
            return db.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?", (table_id,)).fetchone()[0]

    def health() -> dict:
        return json.loads(urllib.request.urlopen(srv.url + "/api/health", timeout=10).read())

    srv = Server(tmp_path)
    try:
        deadline = time.monotonic() + 60
        while logged(bot_table.id) == 60 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert logged(bot_table.id) > 60, "the bot's table was not replayed and played on by itself"
        assert health()["replayed"] == 1 and health()["tables"] == 12     # the bots' table only
        last = made[-1]
        seat_token = next(s["token"] for s in last["seats"] if s["seat"] == hub.tables[last["table"]].waiting_for())
        with connect(ws_url(srv)) as ws:
            state = hello(ws, seat_token)
            assert state["at"] == 60 and state["decision"] is not None
            ws.send(json.dumps({"type": "suggest"}))
            suggestion = json.loads(ws.recv(timeout=10))
            while suggestion["type"] != "suggestion":
                suggestion = json.loads(ws.recv(timeout=10))
            ws.send(json.dumps({"type": "act", "action": suggestion["action"], "at": 60, "id": 1}))
            answer = json.loads(ws.recv(timeout=10))
            while answer["type"] != "accepted":
                assert answer["type"] != "error", answer
                answer = json.loads(ws.recv(timeout=10))
        assert answer["at"] == 61 and logged(last["table"]) == 61
        assert health()["replayed"] == 2                               # its own table's game, and no other
        srv.kill()                                                     # what was acknowledged comes back
        srv.start()
        with connect(ws_url(srv)) as ws:
            assert hello(ws, seat_token)["at"] == 61
        assert health()["replayed"] == 2
    finally:
        srv.stop()


# -- #31.6, #30.6: a damaged row, an altered row, an empty file -------------------------------------------
def test_a_damaged_or_altered_row_sets_its_table_aside_and_the_rest_are_served(tmp_path):
    srv = Server(tmp_path)
    try:
        tables = [create_table(srv.class_link, game="viva", players=3, seed=s, bots=3) for s in (1, 2)]
        tables.append(create_table(srv.class_link, game="viva", players=3, seed=3))
        time.sleep(2)
    finally:
        srv.stop()
    path = tmp_path / "class.db"
    with sqlite3.connect(path) as db:                          # a torn options field; a legal-looking edit
        db.execute("UPDATE tables SET options = '{\"players\": 3' WHERE id = ?", (tables[0]["table"],))
        log = [a for (a,) in db.execute("SELECT action FROM actions WHERE table_id = ? ORDER BY n", (tables[1]["table"],))]
        at = next(n for n in range(2, len(log) - 1) if log[n] != log[n + 1])   # an edit that changes the row
        db.execute("UPDATE actions SET action = ? WHERE table_id = ? AND n = ?", (log[at + 1], tables[1]["table"], at))
    srv.start()
    try:
        health = json.loads(urllib.request.urlopen(srv.url + "/api/health", timeout=10).read())
        broken = " ".join(health["broken"])
        assert tables[0]["table"] in broken and "damaged" in broken
        assert tables[1]["table"] in broken and f"altered at action {at}" in broken
        printed = (tmp_path / "class.db.log").read_text()
        assert f"altered at action {at}" in printed and "damaged" in printed
        for damaged in tables[:2]:                             # the teacher is told why
            with pytest.raises(ClientError, match="set aside"):
                request_json(f"{srv.url}/api/tables/{damaged['table']}", token(damaged["teacher_link"]))
        assert request_json(f"{srv.url}/api/tables/{tables[2]['table']}", token(tables[2]["teacher_link"]))["at"] == 0
    finally:
        srv.stop()
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    srv = Server(tmp_path, name="empty.db")
    srv.stop()
    assert "empty file (0 bytes)" in (tmp_path / "empty.db.log").read_text()


# -- #31.7: seeds no search finds --------------------------------------------------------------------------
def test_table_seeds_are_64_random_bits_and_a_huge_seed_is_refused_at_input(server):
    from junta_lib.classic import new_game
    from junta_lib.core import IllegalAction
    seeds = [create_table(server.class_link, game="viva", players=3)["seed"] for _ in range(12)]
    assert len(set(seeds)) == 12 and all(0 <= s < 2 ** 64 for s in seeds)
    assert max(seeds) >= 2 ** 60                       # 12 draws below 2**60: chance 2**-48
    big = 2 ** 64 - 1                                  # the largest is kept and replayed as it was
    made = create_table(server.class_link, game="viva", players=3, seed=big)
    assert request_json(f"{server.url}/api/tables/{made['table']}", token(made["teacher_link"]))["seed"] == big
    with pytest.raises(ClientError, match="2\\*\\*64"):
        create_table(server.class_link, game="viva", players=3, seed=2 ** 64)
    with pytest.raises(IllegalAction, match="of 16610 bits"):
        new_game(seed=10 ** 5000)
    assert json.loads(new_game(seed=2 ** 128 - 1).to_json())["seed"] == 2 ** 128 - 1


# -- #31.1: clients through repeated outages ----------------------------------------------------------------
def test_every_client_plays_on_through_repeated_kills_during_its_reconnects(tmp_path):
    """Two `junta table bot` processes, a SeatClient and a notebook seat (join) at one table; the
    server is killed again and again, some kills while the clients are still reconnecting from the
    last, outages from a fraction of a second to several seconds: every client says what it does,
    none exits before the end, and the game ends as a replay of its log."""
    import random

    from junta_lib.tables.client import play_as_bot
    from junta_lib.tables.hub import make_game
    from junta_lib.tables.remote import join
    from junta_lib.tables.store import open_store
    srv = Server(tmp_path)
    procs = []
    try:
        made = create_table(srv.class_link, game="classic", players=4, seed=8)
        links = [s["link"] for s in made["seats"]]
        procs = [subprocess.Popen([sys.executable, "-m", "junta_lib.cli", "table", "bot", "--link", link],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
                 for link in links[:2]]
        results, notices = {}, []
        client = threading.Thread(target=lambda: results.setdefault("client", play_as_bot(links[2], say=notices.append)),
                                  daemon=True)
        game = join(links[3])
        rng = random.Random(8)

        def notebook():
            while not game.is_over():
                d = game.wait(5)
                if d is not None:
                    try:
                        game.apply(d.sample(rng))
                    except Exception:  # noqa: BLE001 - refused (moved on, dropped on its way): look again
                        pass
            results["notebook"] = game.result()
        seat = threading.Thread(target=notebook, daemon=True)
        client.start()
        seat.start()
        teacher = token(made["teacher_link"])

        def decisions() -> int:
            return request_json(f"{srv.url}/api/tables/{made['table']}", teacher)["at"]
        for outage, again in ((0.5, 0.3), (4.0, 0.1), (1.5, 1.0), (7.0, 0.5)):
            start = decisions()
            deadline = time.monotonic() + 60
            while decisions() < start + 15 and time.monotonic() < deadline:
                time.sleep(0.1)
            srv.kill()
            time.sleep(outage)
            srv.start()
            time.sleep(again)                      # the clients are reconnecting: killed again
            srv.kill()
            time.sleep(outage)
            srv.start()
        client.join(240)
        seat.join(240)
        outs = [p.communicate(timeout=240) for p in procs]
        assert [p.returncode for p in procs] == [0, 0], outs
        assert all("the game is over" in out for out, _ in outs)
        assert all("trying again" in err and "reconnected" in err for _, err in outs), outs[0][1][-500:]
        assert results["client"]["over"] and any("trying again" in n for n in notices)
        assert any("reconnected" in n for n in game.notices)
        log = open_store(srv.db).actions(made["table"])
        replay = make_game("classic", 8, {"players": 4})
        for a in log:
            replay.apply(a.action)
        assert replay.is_over() and results["notebook"] == replay.result() == results["client"]["result"]
        game.close()
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
        srv.stop()


def test_seat_pages_in_every_language_play_several_tables_to_their_end_through_kills(tmp_path):
    """Four tables (two JUNTA tables of 5 played to their 150th decision, two Viva tables to their end),
    every seat a client speaking the seat page's protocol in English, Russian or Chinese, moving at
    once; the server is killed (SIGKILL) and restarted three times mid-play.  A move saved just before
    a kill and sent again after it is refused as behind ("moved_on", in the seat's language): the seat
    reads that from the refusal's code, looks at the new state and plays on.  Every table gets to its
    end, no seat gives up, and no acknowledged action is lost or doubled."""
    from junta_lib.tables.hub import make_game
    from junta_lib.tables.store import open_store
    srv = Server(tmp_path)
    limit = {"classic": 150, "viva": None}
    langs = ("en", "ru", "zh_Hant")
    acked, errors, lock, clients = [], [], threading.Lock(), []
    try:
        made = [create_table(srv.class_link, game=game, players=players, seed=40 + i)
                for i, (game, players) in enumerate((("classic", 5), ("viva", 3), ("classic", 5), ("viva", 4)))]

        def seat(table: dict, link: str, lang: str) -> None:
            rng = random.Random(link)
            client = SeatClient(link, retry_for=60, lang=lang, page=True)
            clients.append(client)
            most = limit[table["game"]] or 10 ** 6
            try:
                while True:
                    state = client.wait(lambda s: s.get("decision") is not None or s.get("over") or s["at"] >= most)
                    if state.get("over") or state["at"] >= most:
                        return
                    listed = state["decision"].get("options")
                    try:
                        action = rng.choice(listed) if listed else client.suggest()
                        client.act(action)
                        with lock:
                            acked.append((table["table"], state["at"], action))
                    except ClientError as err:
                        if not err.behind:         # anything but "the table moved on" stops the seat
                            raise
            except Exception as err:  # noqa: BLE001 - the test reports it below
                errors.append(f"{lang} seat of table {table['table']}: {type(err).__name__}: {err}")
            finally:
                client.close()
        threads = [threading.Thread(target=seat, args=(m, s["link"], langs[i % 3]), daemon=True)
                   for m in made for i, s in enumerate(m["seats"])]
        for t in threads:
            t.start()
        for kill in (60, 200, 340):                   # acknowledged actions before each kill
            deadline = time.monotonic() + 240
            while len(acked) < kill and time.monotonic() < deadline and any(t.is_alive() for t in threads):
                time.sleep(0.01)
            srv.kill()
            srv.start()
        deadline = time.monotonic() + 300               # only against a hang: a seat that gives up ends it
        while any(t.is_alive() for t in threads) and not errors and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not errors, errors[:3]
        assert not any(t.is_alive() for t in threads), "a table stalled"
        store = open_store(srv.db)
        for m in made:
            log = store.actions(m["table"])
            assert [a.n for a in log] == list(range(len(log)))                 # none doubled, no gap
            mine = [(at, action) for table, at, action in acked if table == m["table"]]
            assert all(at < len(log) and log[at].action == action for at, action in mine)   # none lost
            assert len({at for at, _ in mine}) == len(mine)
            replay = make_game(m["game"], m["seed"], {"players": len(m["seats"])})
            for a in log:
                replay.apply(a.action)
            told = request_json(f"{srv.url}/api/tables/{m['table']}", token(m["teacher_link"]))
            if limit[m["game"]] is None:
                assert replay.is_over() and told["over"] and told["result"] == replay.result()
            else:
                assert told["at"] == len(log) >= limit[m["game"]]
        assert len(acked) > 340
    finally:
        for client in clients:
            client.close()
        srv.stop()


def test_a_refusal_says_its_kind_in_no_language(server):
    """A refusal's words are in the seat's language; its ``code`` is the same in every language, and
    the client reads that (a seat in Russian or Chinese knows its move was merely behind)."""
    made = create_table(server.class_link, game="viva", players=3, seed=5)
    seats = [SeatClient(s["link"], lang=lang) for lang, s in zip(("ru", "zh_Hant", "ru"), made["seats"])]
    mover = next(c for c in seats if c.decision)
    at = mover.state["at"]
    mover.act(mover.suggest())
    for client in seats:
        client.wait(lambda s: s["at"] > at)
    waiting = next(c for c in seats if not c.decision)
    mover.state["at"] = at                            # as if its acknowledgement had been lost with a kill
    worded = []
    for client, code in ((mover, "moved_on"), (waiting, "not_yours")):
        with pytest.raises(ClientError) as err:
            client.act("pass")
        assert err.value.code == code and err.value.behind
        worded.append(str(err.value))
    assert not any(w in text for text in worded for w in ("moved on", "not yours", "decision")), worded
    for client in seats:
        client.close()


def test_a_hello_left_unanswered_closes_its_connection():
    """A server that takes the connection but does not answer the hello in time (overloaded, or killed
    then): the client closes that connection before it tries again, so the tries of a long outage
    never add up against the link's few connections."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.server import serve
    closed = threading.Event()

    def silent(ws):
        ws.recv(timeout=10)                           # the hello, never answered
        try:
            ws.recv(timeout=30)
        except ConnectionClosed:
            closed.set()
    with serve(silent, "127.0.0.1", 0) as quiet:
        threading.Thread(target=quiet.serve_forever, daemon=True).start()
        port = quiet.socket.getsockname()[1]
        with pytest.raises(TimeoutError):
            SeatClient(f"http://127.0.0.1:{port}/join#{'x' * 32}", timeout=1.0)
        assert closed.wait(10), "the unanswered connection was left open"
        quiet.shutdown()


def test_a_wrong_address_fails_in_seconds_in_one_line(tmp_path):
    from junta_lib.tables.remote import join
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    link = f"http://127.0.0.1:{port}/join#{'x' * 32}"
    started = time.monotonic()
    with pytest.raises(ClientError, match=f"cannot reach the table server at http://127.0.0.1:{port}") as err:
        join(link)
    assert time.monotonic() - started < 15
    assert err.value._render_traceback_() == [f"ClientError: {err.value}"] and "\n" not in str(err.value)
    out = subprocess.run([sys.executable, "-m", "junta_lib.cli", "table", "bot", "--link", link],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1 and "cannot reach" in out.stderr


# -- #31.2: PostgreSQL restarted under a running server ------------------------------------------------------
def private_postgres(tmp_path):
    """A PostgreSQL cluster of this test's own (initdb in a temporary folder, a free port), to stop
    and start without touching the machine's; (url, pg_ctl(command)) or a skip with the reason."""
    import os
    import shutil
    initdb = shutil.which("initdb") or next(iter(sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))), None)
    if initdb is None:
        if os.environ.get("JUNTA_REQUIRE_POSTGRES") == "1":
            pytest.fail("JUNTA_REQUIRE_POSTGRES=1 but initdb is not installed")
        pytest.skip("PostgreSQL's initdb is not installed")
    import tempfile
    bindir = Path(os.path.realpath(initdb)).parent
    folder = Path(tempfile.mkdtemp(prefix="junta-pg-"))     # outside pytest's folder: its own user enters it
    as_user = []
    if os.geteuid() == 0:                       # PostgreSQL refuses to run as root: its own user runs it
        shutil.chown(folder, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    subprocess.run([*as_user, str(bindir / "initdb"), "-D", str(folder / "data"), "-A", "trust", "-U", "junta",
                    "--no-sync"], check=True, capture_output=True, timeout=120)

    def pg_ctl(command: str, check: bool = True) -> None:
        if command == "remove":
            shutil.rmtree(folder, ignore_errors=True)
            return
        subprocess.run([*as_user, str(bindir / "pg_ctl"), "-D", str(folder / "data"), "-l", str(folder / "log"),
                        "-w", "-m", "fast", "-o", f"-p {port} -k {folder} -c listen_addresses=127.0.0.1",
                        command], check=check, capture_output=True, timeout=120)
    pg_ctl("start")
    return f"postgresql://junta@127.0.0.1:{port}/postgres", pg_ctl


@contextlib.contextmanager
def server_on_private_postgres(tmp_path):
    """`junta serve` on a private PostgreSQL cluster: (server, the database's URL, pg_ctl); both are
    stopped and the cluster removed afterwards."""
    from junta_lib.tables.classroom import LocalServer
    url, pg_ctl = private_postgres(tmp_path)
    srv = None
    try:
        srv = LocalServer(db=url, log=open(tmp_path / "server.log", "a"))
        yield srv, url, pg_ctl
    finally:
        if srv is not None:
            srv.stop()
        pg_ctl("stop", check=False)
        pg_ctl("remove")


def test_postgresql_restarted_under_a_running_server_is_reconnected_and_the_move_saved(tmp_path):
    with server_on_private_postgres(tmp_path) as (srv, url, pg_ctl):
        made = create_table(srv.class_link, game="viva", players=3, seed=9)
        seats = [SeatClient(s["link"]) for s in made["seats"]]
        teacher = token(made["teacher_link"])

        def play(moves: int) -> None:
            for _ in range(moves):
                at = request_json(f"{srv.url}/api/tables/{made['table']}", teacher)["at"]
                for c in seats:
                    c.wait(lambda s: s.get("at", -1) >= at)
                decider = next(c for c in seats if c.decision is not None)
                decider.act(decider.suggest())
        play(3)
        for outage in (0.5, 4.0):                          # stopped under the server, started again
            pg_ctl("stop")
            restart = threading.Timer(outage, pg_ctl, args=("start",))
            restart.start()
            play(2)                                        # the move waits for the database, then is saved
            restart.join()
            rows = request_json(f"{srv.url}/api/tables/{made['table']}/decisions", teacher)["decisions"]
            assert len(rows) == request_json(f"{srv.url}/api/tables/{made['table']}", teacher)["at"]
        play(3)
        assert len(request_json(f"{srv.url}/api/tables/{made['table']}/decisions", teacher)["decisions"]) == 10
        for c in seats:
            c.close()


def test_a_server_started_on_a_full_disk_says_so_and_does_not_start(tmp_path):
    """A server restarted on a disk with no room left refuses to start, saying why, instead of
    reporting healthy and then failing every move."""
    import os
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(disk)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small disk here ({mounted.stderr.decode().strip()[:80]})")
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        db = f"sqlite:///{disk / 'class.db'}"
        from junta_lib.tables.classroom import LocalServer
        first = LocalServer(db=db, log=open(tmp_path / "first.log", "a"))     # a class plays, the server stops
        create_table(first.class_link, game="viva", players=3)
        first.stop()
        with open(disk / "filler", "wb", buffering=0) as filler:   # the disk fills up (unbuffered: nothing left to flush)
            try:
                while True:
                    filler.write(b"\0" * 65536)
                    filler.flush()
            except OSError:
                pass
        started = subprocess.run([sys.executable, "-m", "junta_lib.cli", "serve", "--port", str(port), "--db", db],
                                 capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert started.returncode != 0 and "Traceback" not in started.stderr
        assert str(disk) in started.stderr and ("kB free" in started.stderr or "cannot be written" in started.stderr)
        os.remove(disk / "filler")
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)


def test_one_link_opens_a_few_connections_at_most(server):
    made = create_table(server.class_link, game="viva", players=3, seed=6)
    link = made["seats"][0]["link"]
    from junta_lib.tables.server import PER_TOKEN
    held = [connect(ws_url(server)) for _ in range(PER_TOKEN + 1)]
    try:
        answers = [hello(ws, token(link)) for ws in held]
        assert all(a["type"] == "state" for a in answers[:PER_TOKEN])
        assert answers[-1]["type"] == "error" and f"open {PER_TOKEN} times" in answers[-1]["message"]
        held[0].close()
        time.sleep(0.5)
        assert hello(held[-1], token(link))["type"] == "state"      # one closed: room again
    finally:
        for ws in held:
            ws.close()


def test_a_second_server_on_the_same_postgresql_database_refuses_to_start(tmp_path):
    from junta_lib.tables.classroom import LocalServer
    from tests.test_tables import postgres_url
    url = postgres_url()
    if url is None:
        import os
        if os.environ.get("JUNTA_REQUIRE_POSTGRES") == "1":
            pytest.fail("JUNTA_REQUIRE_POSTGRES=1 but no PostgreSQL")
        pytest.skip("no PostgreSQL here")
    first = LocalServer(db=url, log=open(tmp_path / "first.log", "a"))
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        second = subprocess.run([sys.executable, "-m", "junta_lib.cli", "serve", "--port", str(port), "--db", url],
                                capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert second.returncode != 0 and len(second.stderr.strip().splitlines()) == 1
        assert "another table server" in second.stderr and f"process {first.proc.pid}" in second.stderr
        create_table(first.class_link, game="viva", players=3)
    finally:
        first.stop()
        import os

        import psycopg
        with psycopg.connect(os.environ.get("JUNTA_TEST_POSTGRES", "postgresql:///postgres"), autocommit=True) as db:
            db.execute(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")


# -- #31.3: a bot's move that cannot be saved ---------------------------------------------------------------
def lock_after(path: Path, saved: int, hold: float, got: list, release: threading.Event) -> None:
    """Take the SQLite file for ourselves (BEGIN EXCLUSIVE, as another program writing to it would)
    the moment its log holds ``saved`` actions, and keep it ``hold`` seconds (or until ``release``):
    ``got`` is told how many actions the log held when it was taken (more than ``saved``: the bot's
    move came first)."""
    reader = sqlite3.connect(path, timeout=0, isolation_level=None)
    deadline = time.monotonic() + 30
    while reader.execute("SELECT count(*) FROM actions").fetchone()[0] < saved and time.monotonic() < deadline:
        pass
    while True:
        try:
            reader.execute("BEGIN EXCLUSIVE")
            break
        except sqlite3.OperationalError:                # the server is writing: at once again
            pass
    got.append(reader.execute("SELECT count(*) FROM actions").fetchone()[0])
    if got[0] == saved:
        release.wait(hold)
    reader.execute("COMMIT")
    reader.close()


def test_a_bots_move_that_cannot_be_saved_is_said_truly_and_played_once_saving_works(tmp_path):
    """Against the real server: the student's move is saved and acknowledged; then another program
    holds the database (BEGIN EXCLUSIVE) for longer than the server waits for it, so the bot's next
    move cannot be saved.  The student is told the truth (every acknowledged move is saved; the
    table waits for the database), not that nothing changed; once the database is free the bot's
    move is played by itself, and the log holds every move once, in order.  The server's bots wait a
    second before each move (``--bot-pause``), as a class's would, so the lock comes between the two."""
    srv = Server(tmp_path, "--bot-pause", "1")
    path = tmp_path / "class.db"
    try:
        made = create_table(srv.class_link, game="viva", players=3, seed=5, bots=2)
        student = SeatClient(made["seats"][0]["link"], say=None)
        rng = random.Random(5)
        for _ in range(200):                            # the bot may save before the lock is taken: again
            state = student.wait()
            if state.get("over"):                       # a loaded machine lost every race of a game: a new table
                student.close()
                made = create_table(srv.class_link, game="viva", players=3, seed=5, bots=2)
                student = SeatClient(made["seats"][0]["link"], say=None)
                state = student.wait()
            at = state["at"]
            got, release = [], threading.Event()
            locker = threading.Thread(target=lock_after, args=(path, at + 1, 60.0, got, release))
            locker.start()
            listed = state["decision"].get("options")
            accepted = student.act(rng.choice(listed) if listed else student.suggest())
            assert accepted["at"] >= at + 1             # acknowledged: the student's move is saved
            while not got and locker.is_alive():
                time.sleep(0.01)
            if got[0] != at + 1:
                locker.join()
                continue
            troubled = student.wait(lambda s: s.get("trouble") or s["at"] == at + 1 and s.get("decision"))
            if not troubled.get("trouble"):                # the student's turn again, no bot's move to fail
                release.set()
                locker.join()
                continue
            assert troubled["at"] == at + 1             # the bot's move was taken back, the student's kept
            assert "waiting for the database" in troubled["trouble"] and "saved" in troubled["trouble"] \
                and "nothing changed" not in troubled["trouble"]
            teacher = SeatClient(made["teacher_link"])
            assert "waiting for the database" in (teacher.state.get("trouble") or "")
            teacher.close()
            for lang, link, words in (("ru", made["seats"][0]["link"], "Стол ждёт базу данных"),
                                      ("zh_Hant", made["teacher_link"], "牌桌正在等待資料庫")):
                with connect(ws_url(srv)) as ws:           # a page in its language reads it in that language
                    ws.send(json.dumps({"type": "hello", "token": token(link), "lang": lang, "page": True}))
                    assert words in json.loads(ws.recv(timeout=10))["trouble"]
            release.set()                              # the database is free again: the bot's move is saved
            locker.join()
            break
        else:
            pytest.fail("the bot saved its move before the database could be taken, 200 times")
        again = student.wait(lambda s: s.get("at", -1) > at + 1 and not s.get("trouble"))
        assert again["at"] > at + 1
        student.close()
        srv.stop()
        log = sqlite3.connect(path).execute("SELECT n, seat, by_bot FROM actions WHERE table_id = ? ORDER BY n",
                                            (made["table"],)).fetchall()
        assert [n for n, _, _ in log] == list(range(len(log)))          # nothing lost, nothing doubled
        assert log[at][1:] == (0, 0) and log[at + 1][2] == 1             # the student's move, then the bot's
        from junta_lib.tables.store import open_store
        assert len(open_store(f"sqlite:///{path}").actions(made["table"])) == len(log)   # the chain holds
    finally:
        srv.stop()


def test_a_lost_connection_is_tried_again_at_once_then_less_often_and_never_all_together(monkeypatch):
    """After a drop the first try comes within a twentieth of a second (a restarted server is soon
    back), the waits then double, at most a quarter of a second in the outage's first 10 s (a warm
    standby answers within one: a try a second away would keep the table waiting), then up to a
    second; each is drawn from half to all of its step, so a class's seats do not all knock at once."""
    from junta_lib.tables import client as client_module
    from junta_lib.tables.client import BACKOFF, SOON, keep_trying
    waits, tries, me, sleep = [], [], threading.current_thread(), time.sleep
    now = [100.0]
    monkeypatch.setattr(client_module.time, "sleep",               # this thread's waits, noted, not slept
                        lambda s: waits.append(s) if threading.current_thread() is me else sleep(s))

    # 100 refusals: drawn at their lowest, the waits of the first 10 s (at least an eighth of a second
    # each after the first three) still pass 10 s before the last, so the outage always reaches its
    # longer steps (60 could end inside the first 10 s, one run in several)
    def connect():
        tries.append(1)
        if len(tries) <= 100:
            now[0] += waits[-1] if waits else 0.0                  # the outage's clock goes on as it waits
            raise ConnectionRefusedError("refused")
        return "connection"
    assert keep_trying(connect, lambda said: None, clock=lambda: now[0]) == "connection"
    assert BACKOFF == (0.05, 1.0) and SOON == (10.0, 0.25) and len(waits) == 100
    elapsed = [sum(waits[:i]) for i in range(100)]
    steps = [min(BACKOFF[1], BACKOFF[0] * 2 ** i, SOON[1] if t < SOON[0] else BACKOFF[1])
             for i, t in enumerate(elapsed)]
    assert all(step / 2 <= wait <= step + 1e-9 for wait, step in zip(waits, steps)), list(zip(waits, steps))
    assert waits[0] <= 0.05 and max(waits[:20]) <= 0.25 and max(waits) > 0.5     # soon, then less often
    assert len(set(waits)) == 100                               # drawn, not fixed


def test_a_clients_notices_of_a_lost_connection_are_in_the_kits_language():
    from junta_lib.i18n import using
    from junta_lib.tables.client import keep_trying
    for lang, lost, back in (("ru", "сервер столов не отвечает", "восстановлена через"),
                             ("zh_Hant", "牌桌伺服器沒有回應", "已重新連上")):
        tries, said = [], []

        def connect_once_refused():
            tries.append(1)
            if len(tries) == 1:
                raise ConnectionRefusedError("refused")
            return "connection"
        with using(lang):
            assert keep_trying(connect_once_refused, said.append) == "connection"
        assert lost in said[0] and back in said[-1], said


def test_the_lock_on_a_postgresql_database_is_taken_again_after_postgresql_restarts(tmp_path):
    """PostgreSQL restarted under a running server drops the server's advisory lock with its
    connection: the server takes it again by itself, so a second server started afterwards is still
    refused, naming the first, and the first goes on saving moves."""
    with server_on_private_postgres(tmp_path) as (srv, url, pg_ctl):
        made = create_table(srv.class_link, game="viva", players=3, seed=9, bots=2)
        pg_ctl("restart")

        def holder() -> str | None:
            import psycopg
            with psycopg.connect(url, autocommit=True) as db:
                row = db.execute("SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                                 "WHERE l.locktype = 'advisory' AND l.granted").fetchone()
            return row and row[0]
        deadline = time.monotonic() + 20
        while holder() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        assert f"process {srv.proc.pid}" in (holder() or ""), "the lock was not taken again after the restart"
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        second = subprocess.run([sys.executable, "-m", "junta_lib.cli", "serve", "--port", str(port), "--db", url],
                                capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert second.returncode != 0 and "another table server" in second.stderr \
            and f"process {srv.proc.pid}" in second.stderr
        student = SeatClient(made["seats"][0]["link"])
        at = student.wait()["at"]
        assert student.act(student.suggest())["at"] > at          # the first server still saves moves
        student.close()


# -- a reader too slow for the table's news --------------------------------------------------------------
def test_a_reader_that_leaves_the_news_unread_is_closed_with_the_reason_and_the_table_goes_on(server):
    """A seat page that stops reading (a frozen phone) while the bots play: the server stops waiting
    for it after SEND_TIMEOUT, the table plays on for everyone else, and the reader, once it reads
    again, finds the close frame with the reason (code 1008) at the end of what it was sent, which is
    less than a megabyte however long the game."""
    from websockets.exceptions import ConnectionClosed

    from junta_lib.tables.server import SEND_TIMEOUT, TOO_SLOW
    made = create_table(server.class_link, game="classic", players=5, seed=31, bots=4)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)     # a reader that takes little at a time
    sock.connect(("127.0.0.1", server.port))
    with connect(ws_url(server), sock=sock, max_queue=1, max_size=2 ** 24) as slow:
        slow.send(json.dumps({"type": "hello", "token": token(made["seats"][0]["link"]), "page": True,
                              "lang": "en"}))
        teacher = SeatClient(made["teacher_link"])
        status, _ = post(f"{server.url}/api/tables/{made['table']}/bot", {"seat": 0, "on": True},
                         bearer=token(made["teacher_link"]))
        assert status == 200                                 # every seat a bot's now: the table plays fast
        time.sleep(SEND_TIMEOUT + 3)                         # the slow page reads nothing meanwhile
        at = teacher.wait(lambda s: True)["at"]
        later = teacher.wait(lambda s: s.get("at", 0) > at + 20 or s.get("over"))    # the table went on
        assert later.get("over") or later["at"] > at + 20
        teacher.close()
        read, taken, closed = 0, 0, None
        deadline = time.monotonic() + 25
        while time.monotonic() < deadline:
            try:
                taken += len(slow.recv(timeout=5))
                read += 1
            except ConnectionClosed as err:
                closed = err.rcvd
                break
            except TimeoutError:                             # open, and nothing more comes: never told
                break
    assert closed is not None and closed.code == 1008 and closed.reason == TOO_SLOW, (read, closed)
    # what the system held for the stuck reader is bounded (guard.SEND_BUFFER): left to itself it grows to
    # megabytes, and a short game's news would fit in it unread, never timing out
    assert taken < 1_000_000, (read, taken)


def test_the_servers_bots_wait_the_pause_the_teacher_set_before_each_move(tmp_path):
    """``junta serve --bot-pause 0.5``: a student's move is answered at once, and each bot's move
    after it comes no sooner than half a second later, so a class can follow what the bots do."""
    srv = Server(tmp_path, "--bot-pause", "0.5")
    try:
        made = create_table(srv.class_link, game="viva", players=3, seed=5, bots=2)
        student = SeatClient(made["seats"][0]["link"], say=None)
        for _ in range(3):
            state = student.wait()
            at = state["at"]
            listed = state["decision"].get("options")
            acked = time.monotonic()
            accepted = student.act(listed[0] if listed else student.suggest())
            if accepted["at"] != at + 1:
                break
            nxt = student.wait(lambda s: s["at"] > at + 1 or s.get("over"))
            if nxt["at"] > at + 1:                  # a bot moved: not before its pause
                assert time.monotonic() - acked >= 0.5
        student.close()
    finally:
        srv.stop()
