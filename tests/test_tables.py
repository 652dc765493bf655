"""Class tables: the hub keeps each table's game, tells each seat only what it may know, commits
every action before it is acknowledged, and refuses with the reason; the real server (``junta
serve``, a subprocess on a free 127.0.0.1 port) plays tables to the end through WebSockets,
survives kill -9 without losing an acknowledged action, and settles two clients racing on one
decision.  SQLite always; PostgreSQL where the machine has one (skipped with the reason otherwise)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import time
import uuid
from pathlib import Path

import pytest

from junta_lib.agents import RandomAgent
from junta_lib.core import IllegalAction
from junta_lib.tables.hub import Hub, TableError, make_game
from junta_lib.tables.server import exposure_warning
from junta_lib.tables.store import StoreError, open_store

ROOT = Path(__file__).resolve().parents[1]


# -- stores ----------------------------------------------------------------------------------------
def postgres_url() -> str | None:
    """A PostgreSQL database of its own for this test run, or None (with the reason in SKIP)."""
    base = os.environ.get("JUNTA_TEST_POSTGRES", "postgresql:///postgres")
    try:
        import psycopg
        with psycopg.connect(base, autocommit=True, connect_timeout=3) as db:
            name = f"junta_test_{uuid.uuid4().hex[:10]}"
            db.execute(f"CREATE DATABASE {name}")
    except Exception as err:  # noqa: BLE001
        global SKIP
        SKIP = f"no PostgreSQL at {base} ({str(err).strip().splitlines()[0][:120]})"
        return None
    return base.rsplit("/", 1)[0] + "/" + name


SKIP = ""


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    """A fresh database of each kind; PostgreSQL's is created for the test and dropped after it."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tables.db'}"
        return
    url = postgres_url()
    if url is None:
        if os.environ.get("JUNTA_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"JUNTA_REQUIRE_POSTGRES=1 but {SKIP}")
        pytest.skip(SKIP)
    yield url
    import psycopg
    base = os.environ.get("JUNTA_TEST_POSTGRES", "postgresql:///postgres")
    with psycopg.connect(base, autocommit=True) as db:
        db.execute(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")


def hub_on(url: str) -> Hub:
    store = open_store(url)
    store.migrate()
    hub = Hub(store)
    hub.load()
    return hub


def token_of(made: dict, seat: int) -> str:
    return next(s["token"] for s in made["seats"] if s["seat"] == seat)


def play_on(hub: Hub, made: dict, seed: int, decisions: int = 10_000) -> None:
    """The human seats of a table played by random players through the hub, as clients would."""
    table, _ = hub.identify(made["teacher"])
    me = RandomAgent(seed, side_share=0.0)
    for _ in range(decisions):
        assert hub.bots.settle(60)                     # the server's bots play on their own thread
        d = table.game.pending()
        if d is None:
            return
        hub.act(table, d.player, me.choose(None, d).to_json(), at=len(table.game.actions))


# -- the hub ---------------------------------------------------------------------------------------
def test_a_table_is_played_to_the_end_and_replayed_from_the_store(store_url):
    hub = hub_on(store_url)
    made = hub.create(game="classic", players=4, seed=3, bots=2)
    assert [s["bot"] for s in made["seats"]] == [False, False, True, True]
    play_on(hub, made, seed=3)
    table, _ = hub.identify(made["teacher"])
    assert table.game.is_over()
    again = hub_on(store_url)                               # the server restarted
    same, seat = again.identify(token_of(made, 0))
    assert seat == 0 and same.game.digest() == table.game.digest() and same.game.result() == table.game.result()
    log = again.store.actions(made["table"])
    assert [a.n for a in log] == list(range(len(table.game.actions)))
    assert {a.by_bot for a in log} == {True, False} and all(a.kind and a.offered for a in log)


def test_a_restarted_hub_replays_each_table_when_first_asked_and_counts_the_unreplayed_in_its_limits(store_url):
    """``load(lazy=True)`` (what ``junta serve`` does): every log is read and checked, a game is
    replayed only when its table is first asked for, as the same game an eager replay makes, and
    plays on from there; a class's tables not yet replayed still count against its limit."""
    hub = hub_on(store_url)
    made = [hub.create(game="classic", players=5, seed=seed, owner="class") for seed in (4, 5, 6)]
    for one in made:
        play_on(hub, one, seed=one["seed"], decisions=40)
    store = open_store(store_url)
    again = Hub(store, max_tables=3)
    again.load(lazy=True)                                   # the server restarted
    assert again.replayed == 0 and not again.tables and sorted(again.resting) == sorted(m["table"] for m in made)
    table, seat = again.identify(token_of(made[1], 0))
    before, _ = hub.identify(made[1]["teacher"])
    assert seat == 0 and again.replayed == 1 and table.game.digest() == before.game.digest()
    assert list(again.tables) == [made[1]["table"]]
    with pytest.raises(TableError, match="3 tables in play"):
        again.create(game="classic", players=5, owner="class")
    assert again.replayed == 3 and not again.resting
    d = table.game.pending()
    n = again.act(table, d.player, RandomAgent(1, side_share=0.0).choose(None, d).to_json(), at=40)
    assert n == 41 and [a.n for a in store.actions(made[1]["table"])] == list(range(41))


def test_the_hub_refuses_with_the_reason_and_changes_nothing(tmp_path):
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    made = hub.create(game="viva", players=3, seed=2)
    table, seat = hub.identify(token_of(made, 0))
    d = table.game.pending()
    other = (d.player + 1) % 3
    before = table.game.digest()
    with pytest.raises(TableError, match="not yours"):
        hub.act(table, other, "done")
    with pytest.raises(TableError, match="moved on"):
        hub.act(table, d.player, d.choices()[0], at=len(table.game.actions) + 1)
    with pytest.raises(IllegalAction):
        hub.act(table, d.player, {"bogus": True})
    with pytest.raises(TableError, match="no seat or table opens"):
        hub.identify("x" * 32)
    with pytest.raises(TableError, match="token"):
        hub.identify(None)
    hub.teacher(table, "pause")
    with pytest.raises(TableError, match="paused"):
        hub.act(table, d.player, d.choices()[0])
    hub.teacher(table, "open")
    assert table.game.digest() == before and hub.store.actions(made["table"]) == []
    for bad in ({"game": "chess"}, {"players": 9}, {"players": 4, "bots": 5}, {"seed": -1}, {"label": "x\n"}):
        with pytest.raises(TableError):
            hub.create(**{"game": "classic", "players": 4, **bad})


def test_the_teacher_gives_an_absent_seat_to_a_bot_and_back(tmp_path):
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    made = hub.create(game="viva", players=3, seed=5)
    table, _ = hub.identify(made["teacher"])
    waiting = table.game.pending().player
    hub.teacher(table, "bot", seat=waiting, on=True)           # the bot plays on at once
    assert hub.bots.settle(60) and len(table.game.actions) > 0
    assert hub_on(f"sqlite:///{tmp_path / 't.db'}").tables[made["table"]].record.seats[waiting]["bot"]
    hub.teacher(table, "bot", seat=waiting, on=False)
    with pytest.raises(TableError, match="name a seat"):
        hub.teacher(table, "bot", seat=9, on=True)
    hub.teacher(table, "end")
    d = table.game.pending()
    if d is not None:
        with pytest.raises(TableError, match="ended"):
            hub.act(table, d.player, d.choices()[0] if d.options else {})


def test_an_action_the_store_cannot_keep_is_taken_back(tmp_path):
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    made = hub.create(game="viva", players=3, seed=4)
    table, _ = hub.identify(made["teacher"])
    d = table.game.pending()
    before = table.game.digest()

    def broken(*args, **kwargs):
        raise OSError("disk full")
    hub.store.append = broken
    with pytest.raises(TableError, match="could not be saved"):
        hub.act(table, d.player, d.choices()[0])
    assert table.game.digest() == before and table.game.pending().player == d.player



def test_on_postgresql_a_tables_move_is_saved_while_another_tables_save_waits(tmp_path):
    """The server's threads save on connections of their own: a table whose save waits on the
    database (here another program holds the very row it writes) holds up no other table's move,
    and its own move is saved once the row is let go.  With one connection for every thread, each
    save waited for every save before it: on PostgreSQL for its disk flush, under a class's load."""
    import threading

    import psycopg

    from junta_lib.tables.store import ActionRecord, TableRecord
    url = postgres_url()
    if url is None:
        if os.environ.get("JUNTA_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"JUNTA_REQUIRE_POSTGRES=1 but {SKIP}")
        pytest.skip(SKIP)
    store, outside = open_store(url), psycopg.connect(url)
    try:
        store.migrate()
        for table_id in ("a", "b"):
            store.create(TableRecord(table_id, "viva", 1, {"players": 3}, "d" * 64, "open"))
        move = lambda n: ActionRecord(n, 0, "pass", "turn", 1, "phase", "", False, time.time())  # noqa: E731
        outside.execute("INSERT INTO actions (table_id, n, seat, action, kind, round, phase, offered, by_bot, at, "
                        "chain) VALUES ('a', 0, 0, '\"x\"', 'turn', 1, 'phase', '', 0, 0, 'x')")   # not committed
        first = threading.Thread(target=store.append, args=("a", move(0)), daemon=True)
        first.start()
        waiting = "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()"
        with psycopg.connect(url, autocommit=True) as watch:
            for _ in range(300):                       # until table a's save waits for the row
                if watch.execute(waiting).fetchone()[0]:
                    break
                time.sleep(0.05)
            assert watch.execute(waiting).fetchone()[0] == 1
        other = threading.Thread(target=store.append, args=("b", move(0)), daemon=True)
        other.start()
        other.join(60)
        assert not other.is_alive() and first.is_alive()       # b saved while a waits
        outside.rollback()                                     # the row let go: a's move is saved
        first.join(60)
        assert [len(store.actions(t)) for t in ("a", "b")] == [1, 1]
    finally:
        outside.close()
        store.close()
        base = os.environ.get("JUNTA_TEST_POSTGRES", "postgresql:///postgres")
        with psycopg.connect(base, autocommit=True) as db:
            db.execute(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")

@pytest.mark.parametrize("game,players", [("classic", 5), ("viva", 4)])
def test_no_message_to_a_seat_holds_another_seats_secret(tmp_path, game, players):
    """80 seeded tables in all: every message a seat gets is built from its own view, the events it
    may see and its own decision; no private event of another seat appears in it."""
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    checked = 0
    for seed in range(40):
        made = hub.create(game=game, players=players, seed=seed)
        table, _ = hub.identify(made["teacher"])
        me = RandomAgent(seed, side_share=0.0)
        rng = random.Random(seed)
        for step in range(60):
            d = table.game.pending()
            if d is None:
                break
            hub.act(table, d.player, me.choose(None, d).to_json())
            if rng.random() < 0.3:
                continue
            for seat in range(players):
                message, _ = hub.seat_state(table, seat)
                text = json.dumps(message, ensure_ascii=False, default=str)
                def plain(value):
                    return json.loads(json.dumps(value, default=str))
                assert plain(message["view"]) == plain(table.game.view(seat).to_dict())
                assert all(e["to"] is None or seat in e["to"] for e in message["events"])
                if message["decision"] is not None:
                    assert table.game.pending().player == seat
                seen = {x.text for x in table.game.events if x.visible_to(seat)}
                for e in table.game.events:
                    if e.to is not None and seat not in e.to and e.text not in seen:
                        assert e.text not in text, (e.kind, e.text)
                checked += 1
    assert checked > 1000


def test_binding_beyond_this_machine_is_named_in_a_warning():
    assert exposure_warning("127.0.0.1", 8765) is None and exposure_warning("localhost", 1) is None
    warning = exposure_warning("0.0.0.0", 8765)
    assert "0.0.0.0:8765" in warning and "join link" in warning


def test_a_bad_database_is_refused_with_the_reason(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        open_store(f"sqlite:///{tmp_path / 'no' / 'such' / 'folder.db'}")
    with pytest.raises(StoreError, match="unknown database"):
        open_store("mysql://x@y/z")


# -- the real server -------------------------------------------------------------------------------
def Server(db: str, port: int | None = None):
    """``junta serve`` as a subprocess on a free 127.0.0.1 port (its output in a log beside an SQLite
    database, to check that no token is ever logged)."""
    from junta_lib.tables.classroom import LocalServer
    log = open(Path(db.removeprefix("sqlite:///")).with_suffix(".log"), "a") if db.startswith("sqlite") \
        else subprocess.DEVNULL
    return LocalServer(port, db=db, log=log)


@pytest.fixture
def server(tmp_path):
    srv = Server(f"sqlite:///{tmp_path / 'class.db'}")
    yield srv
    srv.stop()


def test_students_play_a_table_through_the_server_and_the_teacher_watches(server):
    from junta_lib.tables.client import SeatClient, create_table, play_as_bot
    made = create_table(server.class_link, game="viva", players=3, seed=7, bots=1)
    assert all(s["link"].startswith(server.url + "/join#") for s in made["seats"] if not s["bot"])
    teacher = SeatClient(made["teacher_link"])
    assert teacher.state["type"] == "teacher" and [s["bot"] for s in teacher.state["seats"]] == [False, False, True]
    import threading
    results = {}
    threads = [threading.Thread(target=lambda s=s: results.setdefault(s["seat"], play_as_bot(s["link"])))
               for s in made["seats"] if not s["bot"]]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert all(r["over"] for r in results.values()) and len(results) == 2
    assert results[0]["result"] == results[1]["result"]
    teacher.wait(lambda s: s.get("over"))
    assert teacher.state["result"] == results[0]["result"]
    teacher.close()


def test_two_clients_racing_on_one_decision_one_wins_and_the_other_is_told_why(server):
    from junta_lib.tables.client import ClientError, SeatClient, create_table
    made = create_table(server.class_link, game="classic", players=4, seed=1)
    first = SeatClient(made["seats"][0]["link"])          # ana decides first (the first election)
    second = SeatClient(made["seats"][0]["link"])         # the same seat, open twice
    action = first.suggest()
    first.act(action)
    with pytest.raises(ClientError, match="moved on|not yours"):
        second.act(action)                                # its "at" is stale
    first.close()
    second.close()


def test_refused_messages_say_why_and_change_nothing(server):
    from websockets.sync.client import connect
    from junta_lib.tables.client import create_table
    made = create_table(server.class_link, game="viva", players=3, seed=3)
    with connect(f"ws://127.0.0.1:{server.port}/ws") as ws:
        ws.send(json.dumps({"type": "act", "action": "done"}))
        assert "say hello first" in json.loads(ws.recv(timeout=10))["message"]
        ws.send("not json")
        assert "JSON object" in json.loads(ws.recv(timeout=10))["message"]
        ws.send(json.dumps({"type": "hello", "token": made["seats"][1]["link"].split("#")[1]}))
        state = json.loads(ws.recv(timeout=10))
        ws.send(json.dumps({"type": "chat", "text": "x" * 20_000}))
        assert "too long" in json.loads(ws.recv(timeout=10))["message"]
        ws.send(json.dumps({"type": "pause"}))
        assert "only the teacher" in json.loads(ws.recv(timeout=10))["message"]
        refused = 0
        for _ in range(300):                                      # a flood, faster than the limit
            ws.send(json.dumps({"type": "chat", "text": "spam"}))
        while True:                                               # refused, or told in the table's news
            try:
                answer = json.loads(ws.recv(timeout=3))
            except TimeoutError:
                break
            refused += answer["type"] == "error" and "too many messages" in answer["message"]
        assert refused > 0
    import urllib.error
    import urllib.request
    big = json.dumps({"game": "classic", "label": "x" * 100_000}).encode()      # HTTP bodies are limited too
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(urllib.request.Request(server.url + "/api/tables", data=big, method="POST",
                                                      headers={"Content-Type": "application/json",
                                                               "Authorization": f"Bearer {server.class_token}"}),
                               timeout=10)
    assert err.value.code == 413 and "bytes is refused" in json.loads(err.value.read())["error"]
    log = Path(server.db.removeprefix("sqlite:///")).with_suffix(".log").read_text()
    for seat in made["seats"]:
        if seat["link"]:
            assert seat["link"].split("#")[1] not in log                     # tokens are never logged
    assert state["at"] == 0


def students_play_through_kills(srv, made: dict, thresholds=(30, 90), before_kill=lambda: None,
                                after_start=lambda: None) -> tuple[list[int], list]:
    """The table's seats not played by bots, each a student client in its own thread, played to the
    end while ``srv`` is killed and started again once ``thresholds[i]`` actions were acknowledged;
    the "at" of every acknowledged action, and the clients (still open)."""
    import threading

    from junta_lib.tables.client import ClientError, SeatClient
    acked: list[int] = []
    seats = [SeatClient(s["link"], retry_for=60) for s in made["seats"] if not s["bot"]]

    def student(client):
        for _ in range(5000):
            state = client.wait()
            if state.get("over"):
                return
            try:
                acked.append(client.act(client.suggest())["at"])
            except ClientError as err:          # the table moved on while it thought: decide again
                assert err.behind, err

    threads = [threading.Thread(target=student, args=(c,), daemon=True) for c in seats]
    for t in threads:
        t.start()
    for threshold in thresholds:
        deadline = time.time() + 60
        while len(acked) < threshold and time.time() < deadline and any(t.is_alive() for t in threads):
            time.sleep(0.01)
        before_kill()
        srv.kill()
        srv.start()
        after_start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads)
    return acked, seats


def test_a_server_killed_mid_game_loses_no_acknowledged_action(store_url):
    """kill -9 twice while two bot clients play (each in its own thread, as two students would):
    every action a client saw acknowledged is in the restarted server's log, the clients reconnect
    by themselves and say so, and the table ends as a local replay of its log says."""
    from junta_lib.tables.client import SeatClient, create_table
    srv = Server(store_url)
    try:
        made = create_table(srv.class_link, game="classic", players=4, seed=11, bots=2)
        acked, seats = students_play_through_kills(srv, made)
        log = open_store(srv.db).actions(made["table"])
        assert acked and max(acked) <= len(log)             # nothing acknowledged was lost
        replay = make_game("classic", 11, {"players": 4})
        for a in log:
            replay.apply(a.action)
        final = SeatClient(made["teacher_link"])
        assert replay.is_over() and final.state["at"] == len(log) and final.state["result"] == replay.result()
        assert any("reconnected" in n for c in seats for n in c.notices)
        for c in seats + [final]:
            c.close()
    finally:
        srv.stop()


def test_bots_whose_turn_came_when_the_server_stopped_play_on_at_restart(tmp_path):
    url = f"sqlite:///{tmp_path / 't.db'}"
    hub = hub_on(url)
    made = hub.create(game="viva", players=3, seed=6, bots=2)
    table, _ = hub.identify(made["teacher"])
    assert hub.bots.settle(60)
    d = table.game.pending()
    real_append = hub.store.append
    calls = []

    def stop_after_first(table_id, record):            # the server dies after the student's move
        real_append(table_id, record)
        calls.append(record)
        if len(calls) == 1:
            raise SystemExit
    hub.store.append = stop_after_first
    with pytest.raises(SystemExit):
        hub.act(table, d.player, d.choices()[0] if d.options else d.sample(random.Random(1)).to_json())
    again = hub_on(url)
    table = again.tables[made["table"]]
    assert again.bots.settle(60) and len(table.game.actions) > 1
    assert table.game.pending() is None or table.game.pending().player not in table.bots


# -- a seat played from a notebook: join(link) and the GameTable -----------------------------------
def test_every_state_field_is_either_public_or_a_secret_the_mirror_hides():
    from dataclasses import fields

    from junta_lib.classic.state import ClassicState, Coup, Player
    from junta_lib.tables import mirror
    from junta_lib.viva.state import VivaState
    assert not mirror.unplaced(ClassicState, mirror.CLASSIC_PUBLIC, mirror.CLASSIC_SECRET)
    assert not mirror.unplaced(Player, mirror.PLAYER_PUBLIC, mirror.PLAYER_SECRET)
    assert not mirror.unplaced(VivaState, mirror.VIVA_PUBLIC, mirror.VIVA_SECRET)
    assert {f.name for f in fields(Coup)} and "coup" in mirror.CLASSIC_PUBLIC      # the city is seen by all


@pytest.mark.parametrize("game,players", [("classic", 5), ("viva", 4)])
def test_a_seats_notebook_draws_what_the_servers_game_shows_that_seat(tmp_path, game, players):
    """At random moments of 12 seeded tables, each seat's game rebuilt from its message draws the same
    header, hand, table and city (or estates) as the real game drawn for that seat, offers the same
    choices with the same form, and holds no card of another seat's hand."""
    from junta_lib.tables.remote import RemoteGame
    from junta_lib.widgets.board import junta_table_html, viva_svg
    from junta_lib.widgets.city import city_svg
    from junta_lib.widgets.forms import form_for
    from junta_lib.widgets.table import header_html, me_html
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    checked = coups = 0
    for seed in range(12):
        made = hub.create(game=game, players=players, seed=seed)
        table, _ = hub.identify(made["teacher"])
        g = table.game
        me, rng = RandomAgent(seed, side_share=0.0), random.Random(seed)
        while g.pending() is not None and len(g.actions) < 400:
            d = g.pending()
            hub.act(table, d.player, me.choose(None, d).to_json())
            if rng.random() < 0.93:
                continue
            for seat in range(players):
                message = json.loads(json.dumps(hub.seat_state(table, seat)[0], default=str))
                remote = RemoteGame.from_message(message)
                pictures = [(header_html, ()), (me_html, (seat,))]
                if game == "classic":
                    pictures.append((junta_table_html, (seat,)))
                    if g.state.coup is not None:
                        pictures.append((city_svg, (seat,)))
                        coups += 1
                    others = [c for t, p in enumerate(message["mirror"]["players"]) if t != seat for c in p["hand"]]
                else:
                    pictures.append((viva_svg, (seat,)))
                    others = [c for t, h in enumerate(message["mirror"]["hands"]) if t != seat for c in h]
                assert set(others) <= {"?"}
                mirror = message["mirror"]
                if game == "classic":                   # money and Locations: only one's own (row 18)
                    for t, p in enumerate(mirror["players"]):
                        if t != seat:
                            assert p["pocket"] == [] and p["swiss"] == []
                            assert p["location"] is None or g.state.locations_revealed
                    assert mirror["aid"] == [] and set(mirror["deck"]) <= {"?"}
                else:                                   # militia orders until revealed, promises of others
                    for t in range(players):
                        if t != seat and not g.state.revealed:
                            assert mirror["orders"][t] == []
                        if t != seat and seat != g.state.president:
                            assert set(mirror["promises"][t]) <= {"?"}
                for draw, args in pictures:
                    assert draw(remote, *args) == draw(g, *args), draw.__name__
                mine, theirs = g.pending(), remote.pending()
                if mine is not None and mine.player == seat:
                    assert theirs.choices() == mine.choices() and theirs.info == mine.info
                    assert type(form_for(remote, theirs, lambda a: None)) is type(form_for(g, mine, lambda a: None))
                else:
                    assert theirs is None
                checked += 1
    assert checked > 300 and (game == "viva" or coups > 0)


def test_a_student_plays_a_seat_from_a_notebook_game_table_against_the_servers_bots(server):
    """join(link) gives the GameTable a game it plays unchanged: the waiting line while others decide,
    the form when it is the student's turn, a refusal explained with nothing changed, the chat, and
    the end; the story the notebook tells is the server's story for that seat."""
    from junta_lib.tables.client import create_table
    from junta_lib.tables.remote import join
    from junta_lib.widgets import GameTable
    made = create_table(server.class_link, game="viva", players=3, seed=5, bots=2)
    game = join(made["seats"][0]["link"])
    table = GameTable(game)
    assert table.seat == 0 and "Your hand" in table.me.value
    assert game.wait(30) is not None                       # the bots played up to the student's turn
    with pytest.raises(IllegalAction, match="not a legal choice"):
        game.apply("surrender")
    rng = random.Random(5)
    waits = decisions = 0
    while not game.is_over():
        d = game.wait(30)
        if d is None:
            waits += 1
            continue
        at = len(game.actions)
        assert table.form is not None and table.prompt.value.count(d.prompt.split(":")[0])
        assert table.choose(d.sample(rng)) and len(game.actions) > at
        decisions += 1
        if decisions == 1:
            game.say("I will defend you if you do not attack me")
            deadline = time.time() + 10
            while not game.chat and time.time() < deadline:
                time.sleep(0.05)
            assert game.chat[-1]["text"].startswith("I will defend") and "I will defend" in table.chat.lines.value
    assert decisions > 5 and "The game is over" in table.prompt.value
    log = open_store(server.db).actions(made["table"])
    replay = make_game("viva", 5, {"players": 3})
    for a in log:
        replay.apply(a.action)
    assert game.result() == replay.result() and game.story() == replay.story(0)
    game.close()


def test_a_notebook_seat_waits_for_a_classmate_and_sees_the_move_as_it_happens(server):
    """Two students at one table, each with a GameTable: while one decides, the other's table says
    whom it waits for; when the first decides, the second's table redraws by itself."""
    from junta_lib.tables.client import create_table
    from junta_lib.tables.remote import join
    from junta_lib.widgets import GameTable
    made = create_table(server.class_link, game="classic", players=4, seed=2, bots=2)
    games = [join(s["link"]) for s in made["seats"] if not s["bot"]]
    tables = [GameTable(g) for g in games]
    first = next(i for i, g in enumerate(games) if g.pending() is not None)
    other = 1 - first
    assert "Waiting for" in tables[other].prompt.value and games[first].name in tables[other].prompt.value
    before = len(games[other].events)
    d = games[first].pending()
    assert tables[first].choose(d.sample(random.Random(1)))
    deadline = time.time() + 10
    while len(games[other].events) == before and time.time() < deadline:
        time.sleep(0.05)
    assert len(games[other].events) > before
    assert games[other].story()[-1] in tables[other].story.value.replace("&#x27;", "'")
    for g in games:
        g.close()


# -- the teacher's room ----------------------------------------------------------------------------
def test_a_class_is_seated_at_tables_of_five_and_the_rest_at_one_it_can_play():
    from junta_lib.tables.classroom import ClassError, plan_tables
    assert plan_tables(23, "classic") == [5, 5, 5, 5, 3]          # the last with a straw man
    assert plan_tables(21, "classic") == [5, 5, 4, 4, 3]          # never a table of one or two
    assert plan_tables(6, "viva") == [3, 3] and plan_tables(20, "viva") == [5, 5, 5, 5]
    assert plan_tables(2, "classic") == [2] and plan_tables(12, "classic", size=4) == [4, 4, 4]
    for n in range(3, 60):
        for game in ("classic", "viva"):
            plan = plan_tables(n, game)
            assert sum(plan) == n and min(plan) >= 3
    with pytest.raises(ClassError, match="at least 3"):
        plan_tables(2, "viva")
    with pytest.raises(ClassError, match="3 to 5 players"):
        plan_tables(20, "viva", size=6)


def test_the_teacher_seats_a_class_watches_it_commands_it_and_downloads_its_data(server, tmp_path):
    from junta_lib.tables.classroom import ClassError, ClassRoom
    from junta_lib.tables.client import ClientError
    students = ["Ana", "Boris", "Chen", "Dana", "Emil", "Fatima", "Gus", "Hana"]
    room = ClassRoom.open(server, students, game="viva", seed=40, label="3B")
    assert list(room.links.student) == students and [len(t["seats"]) for t in room.tables] == [5, 3]
    assert room.qr_codes().data.count("<svg") == len(students) and "Hana" in room.qr_codes().data
    again = ClassRoom.load(room.save(tmp_path / "class.json"))
    assert (tmp_path / "class.json").stat().st_mode & 0o077 == 0 and again.tables == room.tables
    status = room.status()
    assert [s["waiting for"] for s in status] and all(s["status"] == "open" for s in status)
    room.command("3B 2", "pause")
    assert room.status()[1]["status"] == "paused"
    # the teacher's board, in Russian: headings, statuses and phases worded, the commands by clicking
    board = room.watch(every=600, lang="ru")
    try:
        text = board.board.value
        assert "ждёт" in text and "на паузе" in text and "идёт игра" in text and "2. Обещания" in text
        assert "promises" not in text                                    # no engine key on the teacher's screen
        board.table.value = "3B 1"
        board.buttons["pause"].click()
        assert room.status()[0]["status"] == "paused" and "3B 1: пауза" in board.note.value
        board.buttons["open"].click()
        assert room.status()[0]["status"] == "open"
        board.set_language("zh_Hant")
        assert "進行中" in board.board.value and board.buttons["pause"].description == "暫停"
    finally:
        board.stop()
    with pytest.raises(ClassError, match="no table 'nope'"):
        room.command("nope", "pause")
    room.command("3B 2", "open")
    room.play_bots()                                      # nobody came: the bots play every seat
    deadline = time.time() + 60
    while not all(s["winners"] for s in room.status()) and time.time() < deadline:
        time.sleep(0.2)
    data = room.data()
    assert set(data.label) == {"3B 1", "3B 2"} and data.by_bot.all()
    assert {"table", "seed", "seat", "player", "round", "phase", "kind", "offered", "chosen", "at"} <= set(data.columns)
    first = data[data.label == "3B 1"]
    replay = make_game("viva", int(first.seed.iloc[0]), {"players": 5, "names": students[:5]})
    for chosen in first.chosen:
        replay.apply(json.loads(chosen))
    assert replay.is_over() and [replay.seat_name(w) for w in replay.result()["winners"]] == \
        room.status()[0]["winners"].split(", ")
    data.to_parquet(tmp_path / "class.parquet")            # the class's data, as pandas writes it
    # the teacher's requests need the table's teacher token: a seat's link or none is refused
    from junta_lib.tables.classroom import _request
    table = room.tables[0]
    for token in (table["seats"][0]["link"].split("#")[1], None, "x" * 30):
        with pytest.raises(ClientError, match="teacher link|token"):
            _request(f"{server.url}/api/tables/{table['table']}/decisions", token)
    other = room.tables[1]["teacher_link"].split("#")[1]              # another table's teacher token
    with pytest.raises(ClientError, match="teacher link"):
        _request(f"{server.url}/api/tables/{table['table']}/end", other, {})


def test_a_seat_gives_money_out_of_turn_and_only_for_itself(tmp_path):
    """JUNTA's "at any time": while ana decides, ben gives cid a bill.  The gift is logged as ben's
    aside (a save replays it), ana is asked again; ben cannot act aside for anyone else, and a seat
    whose decision it is uses its own side menu."""
    from junta_lib.classic.actions import Give
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    made = hub.create(game="classic", players=4, seed=3)
    table, _ = hub.identify(made["teacher"])
    g = table.game
    me = RandomAgent(3, side_share=0.0)
    while not (g.pending().player != 1 and g.aside_menu(1) and g.aside_menu(1).give
               and g.state.players[1].pocket):
        d = g.pending()
        hub.act(table, d.player, me.choose(None, d).to_json())
    waiting_on, kind = g.pending().player, g.pending().kind
    bill = g.state.players[1].pocket[0]
    before = (sum(g.state.players[1].pocket), sum(g.state.players[2].pocket))
    message, _ = hub.seat_state(table, 1)
    assert message["decision"] is None and message["aside"]["give"]
    with pytest.raises(TableError, match="your own"):
        hub.act(table, 1, {"aside": {"seat": 2, "action": {"give": {"to": 3, "bills": [bill]}}}})
    with pytest.raises(IllegalAction, match="aside"):
        hub.act(table, waiting_on, {"aside": {"seat": waiting_on, "action": "resign"}})
    hub.act(table, 1, {"aside": {"seat": 1, "action": Give(2, (bill,), ()).to_json()}})
    assert (sum(g.state.players[1].pocket), sum(g.state.players[2].pocket)) == (before[0] - bill, before[1] + bill)
    assert g.pending().player == waiting_on and g.pending().kind == kind          # asked again
    log = hub.store.actions(made["table"])
    assert log[-1].kind == "aside" and log[-1].seat == 1
    replay = make_game("classic", 3, {"players": 4})
    for a in log:
        replay.apply(a.action)
    assert replay.digest() == g.digest()


def test_a_waiting_student_gives_money_from_the_game_table(server):
    """At a class table, while a classmate decides, the waiting seat's table offers the side actions
    the rules allow at any time; a gift made there goes through the server as the seat's own."""
    from junta_lib.classic.actions import Give
    from junta_lib.tables.client import create_table
    from junta_lib.tables.remote import join
    from junta_lib.widgets import GameTable
    made = create_table(server.class_link, game="classic", players=4, seed=3)
    games = [join(s["link"]) for s in made["seats"]]
    tables = [GameTable(g) for g in games]
    rng = random.Random(3)
    for _ in range(400):                                 # play until ben waits with money in his pocket
        # every seat's view at the same action (the server's answer to the last choice has reached them
        # all), so that ben's view is not one action behind the table when the gift is tried
        synced = len({len(g.actions) for g in games}) == 1
        if synced and games[1].pending() is None and games[1].aside_menu() is not None \
                and games[1].state.players[1].pocket and games[1].aside_menu().give is not None:
            break
        deciding = next((g for g in games if g.pending() is not None), None)
        if deciding is None:
            time.sleep(0.05)
            continue
        d = deciding.pending()
        tables[games.index(deciding)].choose(d.sample(rng))
    ben = games[1]
    assert "At any time" in tables[1].side_box.children[0].value and "while the others decide" in \
        tables[1].side_box.children[0].value
    bill = ben.state.players[1].pocket[0]
    to = ben.aside_menu().give.recipients[0]
    before = sum(ben.state.players[1].pocket)
    from junta_lib.core.actions import Aside
    assert tables[1].choose(Aside(1, Give(to, (bill,), ()))), tables[1].error.value
    assert sum(ben.state.players[1].pocket) == before - bill
    assert any("ben gives" in line for line in ben.story()[-3:])
    for g in games:
        g.close()


def test_a_notebook_seat_reconnects_by_itself_after_the_server_is_killed_and_says_so(tmp_path):
    """kill -9 while a student's GameTable is joined: the seat reopens its connection to the restarted
    server, the table says so, and the student plays on."""
    from junta_lib.tables.client import create_table
    from junta_lib.tables.remote import join
    from junta_lib.widgets import GameTable
    srv = Server(f"sqlite:///{tmp_path / 'class.db'}")
    try:
        made = create_table(srv.class_link, game="viva", players=3, seed=4, bots=2)
        game = join(made["seats"][0]["link"])
        table = GameTable(game)
        rng = random.Random(4)
        d = game.wait(30)
        assert table.choose(d.sample(rng))
        at = len(game.actions)
        srv.kill()
        srv.start()
        deadline = time.time() + 60
        while not any("reconnected" in n for n in game.notices) and time.time() < deadline:
            time.sleep(0.1)
        assert any("reconnected" in n for n in game.notices)
        assert len(game.actions) >= at                       # nothing acknowledged was lost
        d = game.wait(30)
        if d is not None:
            assert table.choose(d.sample(rng)) and len(game.actions) > at
        assert "reconnected" in table.chat.note.value or "reconnected" in table.prompt.value
        game.close()
    finally:
        srv.stop()


# -- what a seat may infer: every message on the wire ----------------------------------------------
#: cards that are also the city's units and places (their keys name the units on the map too)
UNIT_KEYS = frozenset({"police", "palace_guard", "helicopter", "1st_army_brigade", "2nd_army_brigade",
                       "3rd_army_brigade", "students", "church", "bank_guards"})


def hidden_cards(g, seat, known: set) -> set:
    """The cards (ids) ``seat`` has no way to know of: in another player's hand or the deck, and
    never in his own hand, face up or discarded (``known``, kept by the caller)."""
    s = g.state
    elsewhere = {c for t, p in enumerate(s.players) if t != seat for c in p.hand} | set(s.deck)
    return {c for c in elsewhere - known if g.cards[c].key not in UNIT_KEYS}


def wire_leaks(message: dict, hidden: set) -> list[str]:
    """The hidden cards a message names anywhere (its events and their facts, its decision's prompt
    and buttons, its side-action menu, the mirror of the state)."""
    def without_kinds(value):                     # an event's or decision's kind is a word, not a card
        if isinstance(value, dict):
            return {k: without_kinds(v) for k, v in value.items() if k != "kind"}
        return [without_kinds(v) for v in value] if isinstance(value, list) else value
    text = json.dumps(without_kinds(message), ensure_ascii=False, default=str)
    return sorted(c for c in hidden if text.count(f'"{c}"') > text.count(f'"{c}":'))   # as a value, not a key


def public_cards(g) -> set:
    s = g.state
    return set(s.discard) | {c for p in s.players for c in p.influence}


#: the events that show a card to those who read them: played, put down face up, discarded, lost
REVEALS = frozenset({"card_played", "saved", "influence", "discard", "units_placed", "wasted", "event",
                     "coalition_collapse"})


def shown(g, since: int, known: dict, public: set) -> int:
    """Take in the cards the events from ``since`` on show (to all, or to the seats they go to)."""
    for e in g.events[since:]:
        card = e.data.get("card") if e.kind in REVEALS else None
        if card is None:
            continue
        if e.to is None:
            public.add(card)
        else:
            for seat in e.to:
                known[seat].add(card)
    return len(g.events)


def test_no_message_on_the_wire_names_a_card_hidden_from_its_reader(tmp_path):
    """12 JUNTA tables played by random players with side actions: after every action, each seat's
    message (its new events, its decision, side menu and mirror) and the teacher's name no card that
    is then still hidden from the reader (in another's hand or the deck, never seen by him); a
    planted leak (a hidden card put into a public event) is caught; a seat's side-action menu is
    the same whatever the Foreign Aid deck holds."""
    hub = hub_on(f"sqlite:///{tmp_path / 't.db'}")
    checked = planted_caught = 0
    for seed in range(12):
        made = hub.create(game="classic", players=5, seed=seed)
        table, _ = hub.identify(made["teacher"])
        g = table.game
        me = RandomAgent(seed, side_share=0.2)
        known = {seat: set() for seat in range(5)}
        public: set = set()
        sent, told, read = dict.fromkeys(range(5), 0), 0, 0
        for step in range(200):
            d = g.pending()
            if d is None:
                break
            for seat in range(5):
                known[seat] |= set(g.state.players[seat].hand)
            for seat in range(5) if step % 3 == 0 or g.pending().player == 0 else ():   # events pile up between
                message, sent[seat] = hub.seat_state(table, seat, sent[seat])
                message = json.loads(json.dumps(message, default=str))
                hidden = hidden_cards(g, seat, known[seat] | public)
                assert not wire_leaks(message, hidden), (seed, step, seat, wire_leaks(message, hidden))
                if hidden and step % 10 == 0:            # the control: a leak planted in a public event is caught
                    leak = sorted(hidden)[0]
                    planted = dict(message, events=message["events"] + [
                        {"text": "ana plays a card", "to": None, "facts": {"card": leak}}])
                    planted_caught += wire_leaks(planted, hidden) == [leak]
                checked += 1
            teacher, told = hub.teacher_state(table, told)
            teacher = json.loads(json.dumps(teacher, default=str))
            unseen = hidden_cards(g, -1, public)
            assert not wire_leaks(teacher, unseen), (seed, step, wire_leaks(teacher, unseen))
            public |= public_cards(g)
            if d.player != 0 and g.aside_menu(0) is not None:     # the menu does not tell the aid deck
                before = [a.to_json() for a in g.aside_menu(0).listed]
                aid, g.state.aid = g.state.aid, []
                try:
                    assert [a.to_json() for a in g.aside_menu(0).listed] == before
                finally:
                    g.state.aid = aid
            hub.act(table, d.player, me.choose(None, d).to_json())
            public |= public_cards(g)
            read = shown(g, read, known, public)
    assert checked > 4000 and planted_caught > 300
