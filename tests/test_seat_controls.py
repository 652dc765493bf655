"""The decisions' controls (core/controls.py), which the notebook's forms and the seat page both draw,
and the seat page's server side (tables/pages.py): every action a control produces is one the
engine accepts; the pages ship their files, keep the token out of URLs and Referers, and speak the
seat's language.  The pages played in a browser: test_seat_pages.py."""
from __future__ import annotations

import json
import random

import pytest
from starlette.testclient import TestClient

from junta_lib.classic import new_game as junta
from junta_lib.core.controls import controls, set_all, vote_action
from junta_lib.core.errors import IllegalAction
from junta_lib.i18n import using
from junta_lib.tables.hub import Hub
from junta_lib.tables.server import make_app
from junta_lib.tables.store import open_store
from junta_lib.viva import new_game as viva


def made_by_controls(c: dict, rng: random.Random) -> list:
    """Actions a player can make with the controls ``c`` describes, as the page builds them."""
    kind = c["kind"]
    if kind == "buttons":
        return [o["action"] for o in c["options"]]
    if kind == "vote":
        out = []
        for s in c["shortcuts"]:
            chosen = set_all(c["rows"], {r["source"]: r["default"] for r in c["rows"]}, s["value"])
            out.append(vote_action(chosen))
        return out + [{}]
    if kind == "cabinet":
        return [{r["position"]: r["default"] for r in c["rows"]}]
    if kind == "budget":
        first = c["players"][0]["seat"]
        return [{"stacks": []}, {"stacks": [{"to": first, "bills": [c["bills"][0]["value"]],
                                             "announced": c["bills"][0]["value"]}]}]
    if kind == "banking":
        return [{"deposit": c["pocket"][:1], "withdraw": []}]
    if kind == "police":
        return [{"send": {}}, {"send": {c["areas"][0]["area"]: 1}}]
    if kind == "militia":
        return [[c["default"]] * c["dice"], sorted(rng.choice(c["choices"])["value"] for _ in range(c["dice"]))]
    if kind == "coup_move":
        out = ["pass"] if c["pass"] else []
        for area, stack in c["stacks"].items():
            units = [u for f in stack["forces"] for u in f["units"]]
            out += [{"move": {"from": area, "to": t["area"], "units": units}} for t in stack["to"]]
        out += [e["action"] for e in c["events"]]
        out += [{"drop": a} for a in c["drop"][:2]]
        out += [{"bribe": {"card": b["card"], "area": a}} for b in c["bribes"] for a in b["areas"][:2]]
        return out
    raise AssertionError(f"no controls for {kind}")


@pytest.mark.parametrize("make,seeds", [(junta, range(6)), (viva, range(4))])
def test_every_action_the_controls_make_is_one_the_engine_accepts(make, seeds):
    kinds = set()
    for seed in seeds:
        g = make(seed=seed, players=5)
        rng = random.Random(seed)
        for _ in range(1500):
            d = g.pending()
            if d is None:
                break
            c = controls(g, d)
            json.dumps(c)                                   # the page reads it as JSON
            for lang in ("ru", "zh_Hant"):                  # and words it in the seat's language
                with using(lang):
                    assert controls(g, d)["kind"] == c["kind"]
            kinds.add(c["kind"])
            made = made_by_controls(c, rng)
            assert made, (d.kind, c)
            for action in made:
                try:
                    d.parse(action)
                except IllegalAction as err:
                    raise AssertionError(f"{d.kind}: the controls made {action!r}, refused: {err}") from None
            g.apply(rng.choice(made))
    expected = {"buttons", "vote", "cabinet", "budget", "coup_move"} if make is junta else {"buttons", "militia"}
    assert expected <= kinds


def test_all_for_me_casts_the_hand_and_an_empty_vote_is_refused():
    g = junta(seed=3, players=5)
    d = g.pending()
    c = controls(g, d)
    hand = [r["source"] for r in c["rows"] if r["hand"] and not r["event"]]
    assert hand
    chosen = set_all(c["rows"], {r["source"]: r["default"] for r in c["rows"]}, d.player)
    assert all(chosen[src] == d.player for src in hand)
    with pytest.raises(IllegalAction, match="you have cast no votes"):
        vote_action({r["source"]: "-" for r in c["rows"]})


@pytest.fixture()
def app():
    store = open_store(":memory:")
    store.migrate()
    return TestClient(make_app(Hub(store), class_token="the-class"), headers={"Authorization": "Bearer the-class"})


def test_seating_a_class_needs_the_class_token_of_the_rooms_link(app):
    for header in ({}, {"Authorization": "Bearer not-the-class"}):
        refused = TestClient(app.app).post("/api/class", json={"game": "viva", "names": ["ana", "ben", "cid"]},
                                            headers=header)
        assert refused.status_code == 401 and "/room#CLASS-TOKEN" in refused.json()["error"]
    assert not app.app.state.hub.tables                       # nothing was made


def test_the_pages_are_served_with_their_files_and_no_referrer(app):
    for path in ("/join", "/room"):
        page = app.get(path, headers={"Accept-Language": "ru-RU,ru;q=0.9"})
        assert page.status_code == 200
        assert page.headers["referrer-policy"] == "no-referrer"
        assert "default-src 'self'" in page.headers["content-security-policy"]
        assert '<html lang="ru">' in page.text and "http" not in page.text.split("<body>")[1].split("<script")[0]
    for name in ("page.js", "seat.js", "room.js", "junta.css"):
        assert app.get(f"/static/{name}").status_code == 200


def test_a_page_seat_gets_its_pictures_and_controls_in_its_language_and_a_wrong_token_is_refused(app):
    made = app.post("/api/class", json={"game": "classic", "names": ["ana", "ben", "cid"], "seed": 26}).json()
    link = made["tables"][0]["seats"][0]["link"]
    assert "/join#" in link
    with app.websocket_connect("/ws") as ws:
        ws.send_json({"type": "hello", "token": link.split("#")[1], "lang": "ru", "page": True})
        state = ws.receive_json()
        assert state["first"] and state["twice"] is False
        assert "Карты на руке" in state["me"] and state["controls"]["kind"] == "vote"
        assert "голос" in state["controls"]["note"]
        ws.send_json({"type": "lang", "lang": "zh_Hant"})
        assert "你的手牌" in ws.receive_json()["me"]
        ws.send_json({"type": "lang", "lang": "klingon"})
        assert "does not speak" in ws.receive_json()["message"]
    with app.websocket_connect("/ws") as ws:
        ws.send_json({"type": "hello", "token": "not-a-seat-of-this-class", "page": True})
        assert "join link" in ws.receive_json()["message"]
    bad = app.post("/api/class", json={"game": "classic", "names": ["ana", "ana", "cid"]})
    assert bad.status_code == 400 and "different name" in bad.json()["error"]
    assert app.post("/api/qr", json={"text": link}).headers["content-type"].startswith("image/svg")
    assert app.post("/api/qr", json={"text": ""}).status_code == 400


def test_the_class_data_comes_as_csv_and_parquet_only_with_teacher_tokens(app):
    made = app.post("/api/class", json={"game": "viva", "names": ["ana", "ben", "cid"], "seed": 0}).json()
    teacher = made["tables"][0]["teacher"]
    csv = app.post("/api/class/decisions", json={"tokens": [teacher], "format": "csv"})
    assert csv.status_code == 200 and csv.text.startswith("table,label,game,seed")
    parquet = app.post("/api/class/decisions", json={"tokens": [teacher], "format": "parquet"})
    assert parquet.content[:4] == b"PAR1"
    student = made["tables"][0]["seats"][0]["link"].split("#")[1]
    assert app.post("/api/class/decisions", json={"tokens": [student], "format": "csv"}).status_code == 403


def test_the_table_talk_is_kept_with_the_table_and_comes_back_after_a_restart(tmp_path):
    db = f"sqlite:///{tmp_path / 'talk.db'}"
    store = open_store(db)
    store.migrate()
    hub = Hub(store)
    made = hub.create(game="viva", players=3, names=["ana", "ben", "cid"], seed=0)
    table = hub.tables[made["table"]]
    hub.say(table, 1, "Голосую за себя")
    hub.say(table, None, "five minutes left")
    store.close()
    again = open_store(db)
    again.migrate()
    restarted = Hub(again)
    restarted.load()
    state, _ = restarted.seat_state(restarted.tables[made["table"]], 0)
    assert [(c["name"], c["text"]) for c in state["chat"]] == [("ben", "Голосую за себя"), ("teacher", "five minutes left")]


def test_room_links_shows_every_link_whole():
    from junta_lib.tables.classroom import ClassRoom
    link = "http://192.168.1.20:8765/join#" + "k" * 32
    room = ClassRoom("http://192.168.1.20:8765", "classic",
                     [{"label": "3B 1", "table": "ab12", "seats": [{"student": "Ana", "seat": 0, "link": link}]}])
    assert link in repr(room.links) and link in room.links._repr_html_()
    assert "…" not in repr(room.links) and room.links.link[0] == link


def test_a_page_that_cannot_be_drawn_still_gets_the_table_s_news(app, monkeypatch):
    from junta_lib.tables import pages

    def broken(table, seat):
        raise TypeError("a drawing bug")
    monkeypatch.setattr(pages, "seat_extras", broken)
    made = app.post("/api/class", json={"game": "viva", "names": ["ana", "ben", "cid"], "seed": 0}).json()
    with app.websocket_connect("/ws") as ws:
        ws.send_json({"type": "hello", "token": made["tables"][0]["seats"][1]["link"].split("#")[1], "page": True})
        state = ws.receive_json()
        assert state["type"] == "state" and state["page_error"] == "TypeError: a drawing bug"
        assert state["events"] and state["decision"] is not None
