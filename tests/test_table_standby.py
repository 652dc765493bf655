"""A warm standby (``junta serve --standby``, tables/standby.py): it follows the serving server's
tables without writing, waits for the database's lock, and takes over a killed server with every
table as its last saved action left it, replaying nothing."""
from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from junta_lib.tables.hub import Hub, make_game
from junta_lib.tables.standby import Follower
from junta_lib.tables.store import HeldElsewhere, open_store
from tests.test_tables import store_url, students_play_through_kills  # noqa: F401 - store_url: the fixture

ROOT = Path(__file__).resolve().parents[1]


def play(hub: Hub, made: dict, moves: int, seed: int) -> None:
    table, _ = hub.identify(made["teacher"])
    rng = random.Random(seed)
    for _ in range(moves):
        d = table.game.pending()
        hub.act(table, d.player, d.choices()[rng.randrange(len(d.choices()))] if d.options
                else d.sample(rng).to_json())


def test_a_standby_follows_what_is_saved_writes_nothing_and_takes_over_where_the_server_stopped(store_url):  # noqa: F811
    serving = open_store(store_url)
    serving.migrate()
    serving.hold_for_server("the serving server of this test")
    hub = Hub(serving)
    made = [hub.create("classic", players=5, seed=21), hub.create("viva", players=4, seed=22)]
    play(hub, made[0], 25, 1)
    play(hub, made[1], 15, 2)

    standby = open_store(store_url)
    said = []
    real_run = standby.run
    standby.run = lambda sql, *a, **k: said.append(sql.split()[0].upper()) or real_run(sql, *a, **k)
    follower = Follower(standby)
    with pytest.raises(HeldElsewhere, match="--standby"):
        standby.hold_for_server("a second server")        # refused while the first holds it, naming the way out
    follower.look()
    assert {t: w.n for t, w in follower.games.items()} == {made[0]["table"]: 25, made[1]["table"]: 15}
    play(hub, made[0], 10, 3)                              # the next look reads only these
    follower.look()
    assert follower.games[made[0]["table"]].n == 35
    assert set(said) == {"SELECT"}, said                   # a standby never writes

    taken = threading.Event()
    looks = []
    waiting = threading.Thread(target=lambda: (standby.wait_to_hold("the standby", lambda: looks.append(1)),
                                               taken.set()), daemon=True)
    waiting.start()
    time.sleep(0.5)
    assert not taken.is_set() and looks                    # it waits, looking between tries
    play(hub, made[1], 5, 4)                               # saved in the last moment before the server stops
    server_game = {m["table"]: hub.identify(m["teacher"])[0].game for m in made}
    if store_url.startswith("sqlite"):
        os.close(serving.held)                             # what the system does when the process ends
    else:                                                  # the process ends: its thread that keeps the lock
        serving.lock_name = None                           # (a killed server has none) takes it back no more,
        serving.held.close()                               # and PostgreSQL lets go of it with the connection
    assert taken.wait(10)
    follower.look()
    again = Hub(standby)
    again.load(lazy=True, warm={t: w.game for t, w in follower.games.items()})
    assert again.replayed == 0 and not again.resting and not again.broken
    for m in made:
        table, _ = again.identify(m["teacher"])
        before = server_game[m["table"]]
        assert len(table.game.actions) == len(before.actions)
        assert table.game.pending().player == before.pending().player
    play(again, made[1], 5, 5)                             # its saves chain on from the last saved action
    log = open_store(store_url).actions(made[1]["table"])  # (checked: an unchained row would be refused)
    assert len(log) == 25
    replay = make_game("viva", 22, {"players": 4})
    for a in log:
        replay.apply(a.action)
    assert replay.to_json() == again.identify(made[1]["teacher"])[0].game.to_json()


def test_the_junta_command_starts_a_standby_that_takes_over_a_killed_server(store_url):  # noqa: F811
    """``junta serve`` and ``junta serve --standby`` as subprocesses: a student's table is killed
    twice, each time the standby answers with the table as it was (nothing replayed, nothing lost),
    and the next standby is started beside it."""
    from junta_lib.tables.classroom import LocalServer
    from junta_lib.tables.client import create_table, request_json

    srv = LocalServer(db=store_url, standby=True)
    spares = []

    def before_kill():
        spares.append(srv.spare.pid)
        time.sleep(1.0)                                    # the standby has looked at the tables by now

    def after_start():
        assert srv.proc.pid == spares[-1]                  # the standby took over ...
        health = request_json(f"{srv.url}/api/health")
        assert health["replayed"] == 0 and not health["broken"]      # ... with its tables as they were

    try:
        made = create_table(srv.class_link, game="classic", players=4, seed=11, bots=2)
        acked, seats = students_play_through_kills(srv, made, before_kill=before_kill, after_start=after_start)
        log = open_store(srv.db).actions(made["table"])
        assert len(spares) == 2 and acked and max(acked) <= len(log)   # nothing acknowledged was lost
        assert any("reconnected" in n for c in seats for n in c.notices)
        for c in seats:
            c.close()
    finally:
        srv.stop()
    assert srv.spare.poll() is not None and srv.proc.poll() is not None


def test_a_standby_without_the_class_token_is_refused_with_the_reason(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "JUNTA_CLASS_TOKEN"}
    out = subprocess.run([sys.executable, "-m", "junta_lib.cli", "serve", "--standby", "--port", "1",
                          "--db", f"sqlite:///{tmp_path / 't.db'}"], capture_output=True, text=True, timeout=60,
                         env={**env, "PYTHONPATH": str(ROOT)}, cwd=tmp_path)
    assert out.returncode != 0 and "class token" in out.stderr and "Traceback" not in out.stderr
    assert not (tmp_path / "t.db").exists()


def test_a_standby_started_beside_a_class_waits_before_it_replays_the_tables(tmp_path):
    """A standby started just after a takeover must not replay every table while the class's seats
    reconnect to the server that took over: its first look comes ``first_after`` seconds after it
    starts, and then one every ``seconds``."""
    store = open_store(f"sqlite:///{tmp_path / 'tables.db'}")
    store.migrate()
    follower = Follower(store)
    between = follower.every(seconds=0.05, first_after=0.4)
    started = time.monotonic()
    while time.monotonic() - started < 0.3:
        between()
        time.sleep(0.01)
    assert follower.looks == 0
    time.sleep(0.15)
    between()
    assert follower.looks == 1
    time.sleep(0.06)
    between()
    assert follower.looks == 2
    at_once = Follower(store)
    at_once.every()()                                  # no first_after: the first look at once, as before
    assert at_once.looks == 1
