"""The boundary a remote client stands on (the table server reads every message through it): what
the API hands out cannot change the game, hand-made action objects are read as strictly as JSON,
tampered save files are refused with the reason, a game refuses a second thread, and player names
are ones a person can type apart."""
import json
import threading

import numpy as np
import pytest

from junta_lib.agents import RandomAgent
from junta_lib.classic import new_game as classic
from junta_lib.classic.actions import Seat, Vote
from junta_lib.core import EngineError, IllegalAction, SaveFileError, load
from junta_lib.viva import new_game as viva


def until(g, kind, seed=1):
    agents = RandomAgent.team(g.state.n, seed)
    while g.pending().kind != kind:
        d = g.pending()
        g.apply(agents[d.player].choose(None, d))
    return g.pending()


def test_changing_decision_info_changes_nothing_in_the_game():
    g = classic(players=4, seed=5)
    d = g.pending()                                   # ana votes in the first election
    d.info["sources"]["family"] = 1000                # what a form or a bot was handed ...
    d.info["choices"].append(99)
    assert d.info["sources"]["family"] == 1           # ... is a copy
    before = g.to_json()
    g.apply({"family": 0})
    tally = [e for e in g.events if e.kind == "votes_cast"][-1]
    assert dict(tally.data["votes"]) == {0: 1}       # one family vote (row 8), not 1000
    assert load(g.to_json()).digest() == g.digest() and before != g.to_json()


def test_a_vote_is_counted_from_the_rules_even_if_the_listed_sources_are_changed():
    g = classic(players=4, seed=5)
    d = g.pending()
    d.domain.sources["family"] = 1000                 # reaching past the API into the domain
    g.apply({"family": 0})
    tally = [e for e in g.events if e.kind == "votes_cast"][-1]
    assert dict(tally.data["votes"]) == {0: 1}


def test_a_hand_made_action_object_gets_the_strict_reading_json_gets():
    g = classic(players=5, seed=3)
    d = until(g, "firing_squad")
    legal = next(o for o in d.options if isinstance(o, Seat))
    before = g.to_json()
    for wrong in (Seat(True), Seat(float(legal.seat)), Seat(str(legal.seat) + "x")):
        with pytest.raises(IllegalAction):
            g.apply(wrong)
        assert g.to_json() == before
    g.apply(Seat(np.int64(legal.seat)))               # a value from a DataFrame reads as an int
    assert g.actions[-1] is legal and type(g.actions[-1].seat) is int


def test_a_hand_made_structured_action_is_logged_as_the_games_own_copy():
    g = classic(players=4, seed=5)
    casts = [("family", 0)]
    g.apply(Vote(casts))                              # a record holding the caller's list
    casts.append(("family", 1))
    assert g.actions[-1].casts == (("family", 0),) and isinstance(g.actions[-1].casts, tuple)
    assert json.loads(g.to_json())["actions"][-1] == {"family": 0}
    g2 = classic(players=4, seed=5)
    for wrong in (Vote((("family", True),)), Vote((("family", 0.0),))):
        with pytest.raises(IllegalAction):
            g2.apply(wrong)
    assert g2.actions == []


@pytest.mark.parametrize("raw, refusal", [
    ({"move": {"from": "a", "to": "b", "units": [1, 2.0]}}, "not a whole number"),          # deep in the JSON
    ({"play": "x" * 121}, "too long"),
    ({"x" * 121: 1}, "too long"),                                                         # a key too
    ({"a": [[[[1]]]]}, "nested too deeply"),
    ({f"k{i}": list(range(150)) for i in range(6)}, "too large"),                         # 913 values in all
    ({"a": [1] * 201}, "too long"),
    ({1: "a"}, "object keys are text"),
    ({"a": b"b"}, "not part of any action"),
])
def test_json_as_read_is_refused_in_the_same_words_however_deep_the_fault(raw, refusal):
    """``plain`` copies JSON as read in one quick pass and reads anything else strictly: a fault
    anywhere inside is still refused, with the strict reading's reason."""
    from junta_lib.core.actions import plain
    with pytest.raises(IllegalAction, match=refusal):
        plain(raw)


def test_json_as_read_is_copied_and_what_is_not_json_is_made_json():
    from junta_lib.core.actions import plain
    raw = {"move": {"from": "a", "to": "b", "units": [1, 2]}, "n": None, "yes": True}
    copy = plain(raw)
    assert copy == raw and copy is not raw and copy["move"] is not raw["move"]
    assert copy["move"]["units"] is not raw["move"]["units"]
    made = plain({"a": (np.int64(3), (1,)), "b": [True]})
    assert made == {"a": [3, [1]], "b": [True]} and type(made["a"][0]) is int and type(made["a"][1]) is list
    assert plain({f"k{i}": list(range(150)) for i in range(5)})["k4"][-1] == 149    # 761 values: allowed


def save_of(kind="classic"):
    g = (classic(players=5, seed=3) if kind == "classic" else viva(players=4, seed=3))
    agents = RandomAgent.team(g.state.n, 3)
    for _ in range(40):
        d = g.pending()
        g.apply(agents[d.player].choose(None, d))
    return json.loads(g.to_json())


@pytest.mark.parametrize("kind", ["classic", "viva"])
@pytest.mark.parametrize("options,reason", [
    ({"players": 5, "names": [[1], [2], [3], [4], [5]]}, "names must be a list of texts"),
    ({"players": [5]}, "players must be a whole number"),
    ({"players": 5.0}, "players must be a whole number"),
    ({"players": 4, "names": "abcd"}, "names must be a list of texts"),
    ({"players": 4, "names": ["a", "A", "b", "c"]}, "differ"),
])
def test_tampered_save_options_are_refused_with_the_reason(kind, options, reason, tmp_path, capsys):
    from junta_lib.cli import main as cli
    text = json.dumps({**save_of(kind), "options": options})
    with pytest.raises(SaveFileError, match=reason):
        load(text)
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert cli(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "internal error" not in err


@pytest.mark.parametrize("fmt", [3.0, "3", True, [3]])
def test_a_save_format_is_a_whole_number(fmt):
    with pytest.raises(SaveFileError, match="format"):
        load(json.dumps({**save_of(), "format": fmt}))


def test_replay_refuses_a_device_without_reading_it_whole(capsys):
    from junta_lib.cli import main as cli
    from junta_lib.core.engine import MAX_SAVE_BYTES
    assert cli(["replay", "/dev/zero"]) == 2
    err = capsys.readouterr().err
    assert f"{MAX_SAVE_BYTES:,}" in err and err.count("\n") == 1


def test_a_game_refuses_a_second_thread_while_one_applies():
    g = classic(players=4, seed=5)
    entered, release = threading.Event(), threading.Event()
    original = g._read

    def slow(d, raw):                                 # the first thread is inside apply ...
        entered.set()
        release.wait(5)
        return original(d, raw)

    g._read = slow
    worker = threading.Thread(target=g.apply, args=({"family": 0},))
    worker.start()
    entered.wait(5)
    with pytest.raises(EngineError, match="not thread-safe"):
        g.apply({"family": 1})                         # ... so a second one is refused
    release.set()
    worker.join()
    del g._read
    assert len(g.actions) == 1 and load(g.to_json()).digest() == g.digest()


@pytest.mark.parametrize("make", [classic, viva])
@pytest.mark.parametrize("names", [["ana", "Ana", "cid", "dan"], ["ana", "b\x07n", "cid", "dan"],
                                   ["ana", "ben", "cid", "the ana"], ["ana", "ben", "cid", "line\nbreak"]])
def test_player_names_a_person_cannot_tell_apart_are_refused(make, names):
    with pytest.raises(IllegalAction, match="differ by more than case"):
        make(players=4, names=names, seed=1)


def test_side_actions_out_of_turn_never_break_a_game_and_replay_from_the_save():
    """JUNTA's "at any time": at random moments of 60 games (2 to 7 players, straw men included) a
    random seat takes one of the side actions its ``aside_menu`` offers while another player decides;
    the game goes on, the interrupted decision is asked again, and the save replays to the same game.
    No aside is offered where it could not be asked again (a player in Exile or a straw man deciding)."""
    import random
    asides = 0
    for seed in range(60):
        g = classic(players=[2, 3, 4, 5, 6, 7][seed % 6], seed=seed)
        n = g.state.n
        bots, rng = RandomAgent.team(n, seed), random.Random(seed)
        while (d := g.pending()) is not None and len(g.actions) < 3000:
            seat = rng.randrange(n)
            menu = g.aside_menu(seat) if rng.random() < 0.15 else None
            if menu is not None:
                assert seat != d.player and g.state.active(d.player) and not g.state.players[d.player].straw
                g.apply({"aside": {"seat": seat, "action": RandomAgent(seed).side(menu).to_json()}})
                asides += 1
                continue
            g.apply(bots[d.player].choose(None, d))
        assert load(g.to_json().encode()).digest() == g.digest()
    assert asides > 1000
