"""The table server under a real classroom's faults, each against ``junta serve`` started as a
subprocess on a free 127.0.0.1 port: a seat that drops right after its move never stalls the table;
strangers cannot make tables, and the limits hold; a second server on the same file is refused;
messages that are no text, nested too deep or hold a lone surrogate are answered; half-sent requests
lock nobody out; a damaged or altered row sets its table aside, the rest are served."""
from __future__ import annotations

import json
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
        assert f"{srv.url}/class#{srv.class_token}" in printed
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
