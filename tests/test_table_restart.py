"""What a restarted table server loads before its class is back, and what it can say of its memory.

The seat page is drawn without the notebook's widgets (ipywidgets, IPython: a quarter of the
server's imports, paid by the first seat page after every restart); ``JUNTA_MEMORY_LOG`` makes a
running server write its footprint (tables/footprint.py), the real server started as a subprocess.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from junta_lib.tables import footprint
from junta_lib.tables.classroom import LocalServer
from junta_lib.tables.client import SeatClient, create_table

ROOT = Path(__file__).resolve().parents[1]


def test_the_seat_page_is_drawn_without_the_notebooks_widgets(tmp_path):
    """A fresh interpreter, as a restarted server is: the server's modules, a JUNTA and a Viva
    table, every seat's page drawn in three languages (a coup's city map among them): ipywidgets,
    IPython and traitlets are never imported, and every picture is drawn."""
    script = f"""
import json, random, sys
from junta_lib.i18n import using
from junta_lib.tables import server, pages
from junta_lib.tables.hub import Hub
from junta_lib.tables.store import open_store
store = open_store("sqlite:///{tmp_path / 't.db'}")
store.migrate()
hub = Hub(store)
drawn, maps = 0, 0
for game, players in (("classic", 5), ("viva", 4)):
    made = hub.create(game, players=players, seed=3)
    table, _ = hub.identify(made["teacher"])
    rng = random.Random(1)
    while table.game.pending() is not None and len(table.game.actions) < 400:
        d = table.game.pending()
        hub.act(table, d.player, hub.suggest(table, d.player))
        if rng.random() < 0.9 and not (game == "classic" and table.game.state.coup is not None):
            continue
        for seat in range(players):
            for lang in ("en", "ru", "zh_Hant"):
                with using(lang):
                    extras = pages.page_extras(table, seat)
                assert "page_error" not in extras and extras["header"] and extras["me"], extras
                drawn += 1
                maps += extras["map"] is not None
print(json.dumps({{"drawn": drawn, "maps": maps,
                  "loaded": sorted(m for m in ("ipywidgets", "IPython", "traitlets") if m in sys.modules)}}))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["loaded"] == []
    assert found["drawn"] > 50 and found["maps"] > 0


def test_the_kits_version_and_widgets_are_still_there_when_asked_for():
    import junta_lib
    import junta_lib.widgets as widgets
    from junta_lib import __version__
    assert isinstance(__version__, str) and __version__ == junta_lib.__version__
    assert widgets.GameTable.__name__ == "GameTable" and callable(widgets.city_svg)
    assert set(widgets.__all__) == set(widgets.WHERE)
    with pytest.raises(AttributeError):
        junta_lib.no_such_name
    with pytest.raises(AttributeError):
        widgets.NoSuchWidget


def test_without_junta_memory_log_nothing_is_written():
    assert footprint.watch_from_env(hub=None, environ={}) is None


def test_a_server_with_junta_memory_log_writes_its_footprint(tmp_path):
    """The real server with JUNTA_MEMORY_LOG (and tracemalloc): a line every 0.3 s naming its RSS,
    the allocator's and SQLite's memory, the tables it holds and what their games hold (the moves
    just played), and the source lines whose Python blocks grew."""
    log = tmp_path / "footprint.jsonl"
    env = {"JUNTA_MEMORY_LOG": str(log), "JUNTA_MEMORY_EVERY": "0.3", "JUNTA_TRACEMALLOC": "1"}
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        server = LocalServer(db=f"sqlite:///{tmp_path / 't.db'}")
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    try:
        made = create_table(server.class_link, game="classic", players=5, seed=2)
        seats = {s["seat"]: SeatClient(s["link"]) for s in made["seats"]}
        played = 0
        for _ in range(12):
            decider = next(c for c in seats.values() if c.state.get("decision") is not None)
            decider.act(decider.suggest())
            played += 1
            for c in seats.values():
                c.wait(lambda s: s.get("at", -1) >= played)
        deadline = time.monotonic() + 60
        lines: list = []
        while time.monotonic() < deadline:
            lines = [json.loads(x) for x in log.read_text().splitlines()] if log.exists() else []
            if len(lines) >= 2 and lines[-1].get("decisions_held") == played:
                break
            time.sleep(0.2)
        for c in seats.values():
            c.close()
    finally:
        server.stop()
    last = lines[-1]
    assert "error" not in last, last
    assert last["tables"] == 1 and last["decisions_held"] == played and last["events_held"] > 0
    assert last["rss_mb"] > 10 and last["threads"] >= 2
    assert set(last["malloc_mb"]) == {"arena", "in_use", "free", "mmapped"}
    assert last["sqlite_mb"] is None or last["sqlite_mb"] > 0
    assert last["python_mb"] > 0 and isinstance(last["grew_since_last"], list)
