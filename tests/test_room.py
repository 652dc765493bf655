"""The play room a class can keep: a new game, a save and a load by clicking, every decision saved
at once, the autosaved game offered again after a restart; and notebooks saved by `junta lab` keep a
note, not a dead widget, where a table was."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from junta_lib.agents import RandomAgent
from junta_lib.core import load
from junta_lib.lab import NOTE_TEXT, WIDGET_VIEW, strip_widget_views
from junta_lib.widgets import PlayRoom


def play(room, decisions: int, seed: int = 1) -> None:
    me = RandomAgent(seed, side_share=0.0)
    for _ in range(decisions):
        d = room.game.pending()
        if d is None:
            return
        assert room.current.choose(me.choose(None, d))


@pytest.mark.parametrize("game", ["classic", "viva"])
def test_every_decision_is_saved_and_a_new_room_offers_to_resume_it(tmp_path, game):
    room = PlayRoom(game=game, seed=4, seat=1, folder=tmp_path)
    play(room, 6)
    saved = load(tmp_path / f"junta-autosave-{game}.json")
    assert saved.digest() == room.game.digest()                 # the file is the game, decision by decision
    again = PlayRoom(game=game, folder=tmp_path)                # the kernel restarted; the cell runs again
    offer = again.offer.children[0].value
    assert "An unfinished game is saved here" in offer and f"{len(room.game.actions)} decisions so far" in offer
    assert f"you play <b>{room.game.seat_name(1)}</b>" in offer
    again.offer.children[1].children[0].click()                 # Resume it
    assert again.game.digest() == room.game.digest() and again.current.seat == 1 and again.seat.value == 1
    assert again.offer.children == ()


def test_a_game_of_the_other_kind_is_neither_offered_nor_overwritten(tmp_path):
    viva = PlayRoom(game="viva", seed=2, folder=tmp_path)
    play(viva, 4)
    room = PlayRoom(game="classic", folder=tmp_path)
    assert room.offer.children == () and room.game.GAME == "classic"
    assert PlayRoom(game="viva", folder=tmp_path).offer.children != ()


def test_save_and_load_by_clicking(tmp_path):
    room = PlayRoom(game="viva", seed=9, folder=tmp_path)
    play(room, 5)
    room.filename.value = "our class"
    room.save_button.click()
    path = tmp_path / "our class.json"
    assert path.is_file() and "Saved to" in room.message.value
    assert subprocess.run([sys.executable, "-m", "junta_lib.cli", "replay", str(path)],
                          capture_output=True, text=True).returncode in (0, 1)     # the save is a replay
    digest = room.game.digest()
    room.kind.value = "classic"
    room.start_button.click()
    assert room.game.GAME == "classic"
    room.saves.value = "our class.json"
    room.load_button.click()
    assert room.game.digest() == digest and room.kind.value == "viva" and "Loaded our class.json" in room.message.value


@pytest.mark.parametrize("name", ["", "../escape", ".hidden", "junta-autosave-viva"])
def test_a_bad_file_name_is_refused_and_nothing_is_written(tmp_path, name):
    room = PlayRoom(game="viva", folder=tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    room.filename.value = name
    assert room.save() is None and "#b00" in room.message.value
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_damaged_save_is_refused_with_the_reason_and_the_game_goes_on(tmp_path):
    room = PlayRoom(game="classic", seed=3, folder=tmp_path)
    play(room, 3)
    digest = room.game.digest()
    (tmp_path / "broken.json").write_text('{"format": 3, "game": "classic"')
    room._list_saves()
    room.saves.value = "broken.json"
    assert not room.load_selected()
    assert "broken.json cannot be loaded" in room.message.value and room.game.digest() == digest


def test_the_settings_follow_the_game(tmp_path):
    room = PlayRoom(game="classic", players=3, folder=tmp_path)
    assert [v for _, v in room.seat.options] == [0, 1, 2]       # never a straw man's seat
    room.kind.value = "viva"
    assert (room.players.min, room.players.max) == (3, 5) and 3 <= room.players.value <= 5


def test_a_saved_notebook_keeps_a_note_where_a_widget_was():
    view = {"output_type": "display_data", "metadata": {},
            "data": {WIDGET_VIEW: {"model_id": "abc", "version_major": 2}, "text/plain": "VBox(...)"}}
    text = {"output_type": "stream", "name": "stdout", "text": "kept\n"}
    model = {"type": "notebook", "content": {
        "metadata": {"widgets": {"application/vnd.jupyter.widget-state+json": {"state": {}}}},
        "cells": [{"cell_type": "code", "outputs": [view, text], "source": "PlayRoom()"},
                  {"cell_type": "markdown", "source": "# hi"}]}}
    strip_widget_views(model, path="x.ipynb")
    out = model["content"]["cells"][0]["outputs"]
    assert WIDGET_VIEW not in out[0]["data"] and out[0]["data"]["text/plain"] == NOTE_TEXT
    assert out[1] == text and "widgets" not in model["content"]["metadata"]
    json.dumps(model)                                           # still a notebook JSON can hold
    strip_widget_views({"type": "file", "content": "text"}, path="a.txt")       # other files untouched


def test_junta_lab_saves_notebooks_through_the_hook():
    from junta_lib.cli import lab_command
    cmd = lab_command(__import__("pathlib").Path("."), "00_start_here.ipynb", browser=False)
    assert "--FileContentsManager.pre_save_hook=junta_lib.lab.strip_widget_views" in cmd


def test_junta_lab_prints_its_own_line_right_before_the_link():
    import io

    from junta_lib.cli import LINK_LINE, relay_lab
    fake = [sys.executable, "-c", "print('[I] starting'); print('    http://127.0.0.1:8888/lab?token=x');"
                                  "print('    http://127.0.0.1:8888/lab?token=y')"]
    out = io.StringIO()
    assert relay_lab(fake, out) == 0
    lines = out.getvalue().splitlines()
    at = lines.index(LINK_LINE)
    assert lines[at + 1].strip().startswith("http://127.0.0.1:8888") and lines.count(LINK_LINE) == 1
