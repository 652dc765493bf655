"""What a restarted table server loads before its class is back: the seat page is drawn without the
notebook's widgets (ipywidgets, IPython: a quarter of the server's imports, paid by the first seat
page after every restart), and a JUNTA game is set up and played without networkx (0.4 s of
imports, paid by the first table replayed); nothing reads every installed package's metadata
(networkx did for its backends, pymorphy3 to find its Russian dictionary)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[1]


def test_the_seat_page_is_drawn_without_the_notebooks_widgets(tmp_path):
    """A fresh interpreter, as a restarted server is: the server's modules, a JUNTA and a Viva
    table, every seat's page drawn in three languages (a coup's city map among them): ipywidgets,
    IPython, traitlets and networkx are never imported, no package's entry points are looked up, and
    every picture is drawn."""
    script = f"""
import importlib.metadata, json, random, sys
scans = []                                   # every installed package's metadata read: 0.05-0.5 s each time
scanning = importlib.metadata.entry_points
importlib.metadata.entry_points = lambda *a, **k: scans.append(1) or scanning(*a, **k)
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
print(json.dumps({{"drawn": drawn, "maps": maps, "scans": len(scans),
                  "loaded": sorted(m for m in ("ipywidgets", "IPython", "traitlets", "networkx") if m in sys.modules)}}))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["loaded"] == [] and found["scans"] == 0
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


def test_the_city_as_a_networkx_graph_is_the_map_the_rules_play_on():
    """``City.graph`` (built when asked for) has the areas the rules know, where they lie on the
    plan's grid, and an edge exactly where the rules' ``neighbours`` say two areas touch."""
    from junta_lib.classic.coup.city import load_city
    city = load_city()
    graph = city.graph
    assert list(graph.nodes) == list(city.neighbours)
    assert city.land == tuple(a for a in graph.nodes if a != city.harbor)
    for area in graph.nodes:
        assert tuple(sorted(graph.neighbors(area))) == city.neighbours[area]
        data = graph.nodes[area]
        if area == city.harbor:
            assert data == {"water": True} and area not in city.places
        else:
            assert (data["row"], data["col"]) == city.places[area]
    assert set(city.neighbours[city.harbor]) == set(city.coastal)
    assert graph is city.graph                     # built once


def test_other_packages_games_are_looked_up_only_for_a_name_the_kit_does_not_have():
    """The kit's own games are found without reading every installed package's metadata; a name
    none of them has, or the list of games, has the other packages' entry points looked up, once."""
    script = """
import importlib.metadata, json
scans = []
scanning = importlib.metadata.entry_points
importlib.metadata.entry_points = lambda *a, **k: scans.append(k.get("group")) or scanning(*a, **k)
from junta_lib.core import registry
registry.game_kind("classic").new_game(players=5, seed=1)
registry.game_kind("viva")
own = list(scans)
try:
    registry.game_kind("chess")
    found = True
except Exception as err:
    found = str(err)
names = registry.names()
print(json.dumps({"own": own, "after": scans, "found": found, "names": names}))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["own"] == []
    assert found["after"] == ["junta_kit.games"]                 # looked up once, for "chess"
    assert "chess" in found["found"] and "classic" in found["found"]
    assert found["names"] == ["classic", "viva"]
