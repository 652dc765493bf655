"""The table server's memory stays flat however many tables a class plays (issue 28): a table that
ended leaves memory once archived (its data stays in the store), closed connections leave no record,
and the caches beside the tables hold no more than the tables in memory.  Asserted on what is kept
(tables, records, cache entries), never on time or on the process's size; the figure a class meets
is benchmarks/tables.py --memory's."""
from __future__ import annotations

import asyncio
import gc
import secrets
import weakref
from collections import deque

import pytest
from starlette.testclient import TestClient

from junta_lib.tables import mirror
from junta_lib.tables.hub import Hub, TableError
from junta_lib.tables.server import make_app
from junta_lib.tables.store import open_store

CLASS = {"Authorization": "Bearer the-class"}


def served_hub(tmp_path) -> Hub:
    store = open_store(f"sqlite:///{tmp_path / 'tables.db'}")
    store.migrate()
    return Hub(store, archive_after=0.0)


def settle(client: TestClient, tables) -> None:
    """Let the server's event loop run until every table's task has ended (bounded: 200 turns)."""
    for _ in range(200):
        if not tables.tasks:
            return
        client.portal.call(asyncio.sleep, 0.01)


def test_ended_tables_leave_memory_once_archived_and_closed_connections_leave_no_record(tmp_path):
    hub = served_hub(tmp_path)
    app = make_app(hub, class_token="the-class")
    gone = []
    with TestClient(app, headers=CLASS) as client:
        for seed in range(4):
            made = client.post("/api/tables", json={"game": "viva", "players": 3, "seed": seed}).json()
            teacher = {"Authorization": f"Bearer {made['teacher_link'].split('#')[1]}"}
            with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
                for ws, seat, lang in ((a, 0, "ru"), (b, 1, "zh_Hant")):
                    ws.send_json({"type": "hello", "token": made["seats"][seat]["link"].split("#")[1],
                                  "page": True, "lang": lang})
                    assert ws.receive_json()["type"] == "state"
                a.send_json({"type": "chat", "text": "good luck"})     # the table's task tells both seats
                assert [a.receive_json()["chat"][-1]["text"], b.receive_json()["chat"][-1]["text"]] == ["good luck"] * 2
                assert client.post(f"/api/tables/{made['table']}/end", headers=teacher).status_code == 200
                assert a.receive_json()["status"] == b.receive_json()["status"] == "ended"
            gone.append(weakref.ref(hub.tables[made["table"]]))
        tables = app.state.tables
        settle(client, tables)
        assert hub.bots.settle(60)
        hub.archive_idle()                         # (the bots' thread may have archived them already)
        assert hub.archived == 4
        gc.collect()
        assert not hub.tables and [ref() for ref in gone] == [None] * 4    # out of memory, nothing holds them
        assert (tables.listeners, tables.tokens, tables.dirty, tables.tasks) == ({}, {}, {}, set())
        again = client.get(f"/api/tables/{made['table']}", headers=teacher).json()   # served from the store
        assert again["status"] == "ended" and again["chat"][-1]["text"] == "good luck"


def test_the_seats_public_picture_is_cached_only_while_its_game_is_in_memory():
    from junta_lib.viva import new_game
    gc.collect()
    before = len(mirror.PUBLIC_CACHE)
    games = [new_game(seed=seed, players=3) for seed in range(40)]
    for game in games:
        for seat in range(3):
            assert mirror.seat_mirror(game, seat)["names"] == mirror.seat_mirror(game, 0)["names"]
    assert len(mirror.PUBLIC_CACHE) == before + 40
    kept = games[:3]
    del games, game
    gc.collect()
    assert len(mirror.PUBLIC_CACHE) == before + 3 and all(g in mirror.PUBLIC_CACHE for g in kept)   # the others left with their games


def test_the_links_of_archived_tables_are_looked_up_in_the_store_not_kept_in_memory(tmp_path):
    hub = served_hub(tmp_path)
    made = []
    for seed in range(6):
        one = hub.create(game="viva", players=3, seed=seed)
        table, _ = hub.identify(one["teacher"])
        d = table.game.pending()
        hub.act(table, d.player, d.choices()[0], at=0)           # a logged action: its checksum is cached
        hub.teacher(table, "end")
        made.append(one)
    assert hub.bots.settle(60)
    hub.archive_idle()
    assert hub.archived == 6 and not hub.tables
    assert hub.by_digest == {} and hub.store.chains == {}       # nothing of the archived tables is kept
    table, seat = hub.identify(made[2]["seats"][1]["token"])  # a link still opens its seat, from the store
    assert (table.id, seat, table.record.status, len(table.game.actions)) == (made[2]["table"], 1, "ended", 1)
    assert hub.identify(made[4]["teacher"])[1] is None
    with pytest.raises(TableError, match="no seat or table opens"):
        hub.identify("x" * 32)
    restarted = Hub(open_store(f"sqlite:///{tmp_path / 'tables.db'}"))   # a server started on a class's old tables
    restarted.load()
    assert restarted.by_digest == {} and restarted.store.chains == {} and restarted.archived == 6
    assert restarted.identify(made[5]["seats"][0]["token"])[0].id == made[5]["table"]


def named(holder, ids: set, depth: int = 3) -> set:
    """Which of ``ids`` the containers ``holder`` keeps (its attributes' dicts, sets, lists, tuples,
    ``depth`` levels down) name, as keys or elements."""
    found = set()

    def walk(value, level):
        if isinstance(value, str):
            if value in ids:
                found.add(value)
        elif level and isinstance(value, dict):
            for k, v in list(value.items()):
                walk(k, level - 1)
                walk(v, level - 1)
        elif level and isinstance(value, (set, frozenset, list, tuple, deque)):
            for v in list(value):
                walk(v, level - 1)
    for value in vars(holder).values():
        walk(value, depth)
    return found


def test_nothing_the_hub_keeps_names_a_table_once_it_is_archived_and_new_tables_never_take_its_id(tmp_path, monkeypatch):
    hub = served_hub(tmp_path)
    ended = {}                                                          # table -> its teacher's token
    for seed in range(5):
        one = hub.create(game="viva", players=3, seed=seed)
        table, _ = hub.identify(one["teacher"])
        d = table.game.pending()
        hub.act(table, d.player, d.choices()[0], at=0)
        hub.teacher(table, "end")
        ended[one["table"]] = one["teacher"]
    playing = hub.create(game="viva", players=3, seed=99)
    table, _ = hub.identify(playing["teacher"])
    d = table.game.pending()
    hub.act(table, d.player, d.choices()[0], at=0)
    assert hub.bots.settle(60)
    hub.archive_idle()
    every = set(ended) | {playing["table"]}
    kept = lambda h: set().union(*(named(x, every) for x in (h, h.store, h.bots)))   # noqa: E731
    assert kept(hub) == {playing["table"]}                          # the table in play only: the walk sees ids
    assert hub.archived == 5 and list(hub.tables) == [playing["table"]]

    restarted = Hub(open_store(f"sqlite:///{tmp_path / 'tables.db'}"))   # a server started on a class's old tables
    restarted.load()
    assert kept(restarted) == {playing["table"]} and restarted.archived == 5
    first = sorted(ended)[0]
    fresh = iter([first, "0badcafe"])                                   # the first id drawn is an archived table's
    monkeypatch.setattr(secrets, "token_hex", lambda n: next(fresh))
    made = restarted.create(game="viva", players=3, seed=7)
    assert made["table"] == "0badcafe" and restarted.identify(made["teacher"])[0].record.seed == 7
    assert restarted.identify(ended[first])[0].record.seed != 7      # the archived table is still its own
    assert restarted.archived == 4                                      # back in memory: no longer counted
