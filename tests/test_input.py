"""The edge where a person, a notebook or a DataFrame hands the engine an action: strict, total,
all-or-nothing (typed actions, save files, views)."""
import json
import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from junta_lib.agents import RandomAgent
from junta_lib.classic import new_game as classic
from junta_lib.classic.actions import Move, Vote
from junta_lib.core import EngineError, IllegalAction, SaveFileError, StaleView, Word, load
from junta_lib.viva import new_game as viva
from junta_lib.viva.militia import order_options

from classic_table import answer

GAMES = {"classic": classic, "viva": viva}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 80, 2 ** 80) | st.floats(allow_nan=True) | st.text(max_size=30)
    | st.sampled_from(["done", "pass", "ben", "exile:embassy_north", "central_bank", "Tank", "tank-1"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20)


def paused(kind: str, seed: int, steps: int):
    """A random game of ``kind`` paused after ``steps`` random decisions (or at its end)."""
    players = {"classic": 5, "viva": 4}[kind]
    g = GAMES[kind](players=players, seed=seed)
    agents = RandomAgent.team(players, seed)
    for _ in range(steps):
        if g.is_over():
            break
        d = g.pending()
        g.apply(agents[d.player].choose(None, d))
    return g


def mutated(d, rng: random.Random, junk, side=False):
    """A legal action's JSON form (a side action's, with ``side``) with one part replaced by ``junk``."""
    if side and d.side is not None:
        legal = RandomAgent(rng.random()).side(d.side).to_json()
    else:
        legal = (d.options[rng.randrange(len(d.options))] if d.options else d.sample(rng)).to_json()
    if isinstance(legal, dict) and legal:
        key = rng.choice(sorted(legal))
        return {**legal, key: junk}
    if isinstance(legal, list) and legal:
        return legal[:-1] + [junk]
    return junk


def refused_or_sound(g, action):
    """Either refused, with a short message and nothing changed, or accepted into a game that still
    saves, loads and replays to the same digest."""
    before = g.to_json()
    try:
        g.apply(action)
    except IllegalAction as err:
        assert len(str(err)) < 300
        assert g.to_json() == before
        return False
    again = type(g).from_json(g.to_json())
    assert again.digest() == g.digest() and again.snapshot() == g.snapshot()
    return True


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(["classic", "viva"]), seed=st.integers(0, 50), steps=st.integers(0, 300),
       junk=json_values, mode=st.sampled_from(["whole", "part", "side"]), pick=st.integers(0, 10 ** 6))
def test_junk_actions_are_refused_and_change_nothing_or_are_sound(kind, seed, steps, junk, mode, pick):
    g = paused(kind, seed, steps)
    if g.is_over():
        return
    action = junk if mode == "whole" else mutated(g.pending(), random.Random(pick), junk, side=mode == "side")
    refused_or_sound(g, action)


@settings(max_examples=25, deadline=None)
@given(kind=st.sampled_from(["classic", "viva"]), seed=st.integers(0, 50), steps=st.integers(0, 200))
def test_every_offered_or_sampled_action_is_accepted_and_the_game_still_replays(kind, seed, steps):
    g = paused(kind, seed, steps)
    if g.is_over():
        return
    d = g.pending()
    action = d.sample(random.Random(seed))
    assert refused_or_sound(g, action.to_json())          # its JSON form, as a script would pass it


@pytest.mark.parametrize("junk", [None, True, 1.0, 2 ** 70, b"done", object(), [[[[[[[]]]]]]], "x" * 100_000,
                                  {"family": 0, "extra": {"deep": [1, 2, 3]}}, np.float64(1.0)])
def test_wrong_types_are_refused_with_a_short_message(junk):
    g = classic(players=4, seed=5)
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(junk)
    assert len(str(err.value)) < 300 and g.to_json() == before


def test_a_seat_is_an_int_not_a_float_or_a_bool_and_numpy_integers_are_read_as_ints():
    g = classic(players=4, seed=5)
    d = g.pending()                               # ana votes in the first election
    assert d.kind == "vote" and "family" in d.info["sources"]
    for wrong in (1.0, True):
        with pytest.raises(IllegalAction, match="not a whole number|not on the ballot"):
            g.apply({"family": wrong})
    g.apply({"family": np.int64(1)})              # a value taken from a DataFrame
    assert g.actions[-1] == Vote((("family", 1),)) and type(g.actions[-1].casts[0][1]) is int
    assert json.loads(g.to_json())["actions"][-1] == {"family": 1}


def test_apply_logs_its_own_copy_and_hands_out_options_that_cannot_be_changed():
    g = classic(players=4, seed=5)
    mine = {"family": 1}
    g.apply(mine)
    mine["family"] = 0                            # changing the caller's object afterwards ...
    assert json.loads(g.to_json())["actions"][0] == {"family": 1}      # ... does not rewrite the save
    a, b = viva(players=4, seed=1), viva(players=4, seed=2)
    assert order_options(4, 2, 6) is order_options(4, 2, 6)            # shared between games, so:
    assert isinstance(order_options(4, 2, 6), tuple)                   # a tuple of immutable orders
    with pytest.raises((TypeError, AttributeError)):
        order_options(4, 2, 6)[0].faces = (1, 1)
    assert a.pending().options is not b.pending().options


def test_names_a_person_sees_are_read_as_the_keys_the_engine_logs():
    g = classic(players=4, seed=5)
    g.apply({"Family vote": "ben"})                               # a source and a candidate by name
    assert g.actions[-1] == Vote((("family", 1),))
    d = g.pending()
    assert d.parse({"family": "Ben"}) == Vote((("family", 1),))
    with pytest.raises(IllegalAction, match="not on the ballot"):
        g.apply({"family": "nobody"})


def test_a_coup_move_may_name_areas_as_drawn_on_the_map():
    from junta_lib.classic.coup.movement import MoveRules
    from classic_table import table

    g = table(start="8 coup", situation="unstable", positions={"general_1": 1, "general_2": 2, "general_3": 3,
                                                               "minister": 1, "admiral": 2, "air_force": 3})
    answer(g, {"martial_law": "pass"})
    g.apply({"start": "move"})                                    # ben, General of the 1st Brigade
    answer(g, {"military_parade": "pass"})
    d = g.pending()
    assert d.kind == "coup_move" and isinstance(d.domain, MoveRules)
    units = [u.id for u in g.state.coup.units if u.force == "brigade_1"][:2]
    move = d.parse({"move": {"from": "1st Brigade Barracks", "to": "Railway Station", "units": units}})
    assert move == Move("barracks_1", "railway_station", tuple(units))
    with pytest.raises(IllegalAction, match="not adjacent to 1st Brigade Barracks; adjacent: .*Slums"):
        d.parse({"move": {"from": "barracks_1", "to": "Parliament", "units": units}})
    with pytest.raises(IllegalAction, match="bribe"):             # the documented shapes name every kind
        d.parse({"teleport": "parliament"})


def test_a_view_tells_one_moment():
    g = classic(players=4, seed=5)
    early = g.view(0)
    g.apply({"family": 0})
    with pytest.raises(StaleView, match="moved on"):
        early["hand"]
    now = g.view(0)
    assert now["hand"] == g.state.players[0].hand and json.dumps(now.to_dict())


def test_a_failing_rule_puts_the_game_back_and_says_so(monkeypatch):
    import junta_lib.viva.combat as combat

    real, calls = combat.loot, []

    def fails_once(*args):                                        # a bug that strikes once
        calls.append(1)
        if len(calls) == 1:
            raise ZeroDivisionError("a bug")
        return real(*args)

    monkeypatch.setattr(combat, "loot", fails_once)
    g = viva(players=4, seed=2)
    agents = RandomAgent.team(4, 2)
    failed = False
    while not g.is_over() and not failed:
        d = g.pending()
        action = agents[d.player].choose(None, d)
        before = g.to_json()
        try:
            g.apply(action)
        except EngineError as err:
            assert "put back as it was before the action" in str(err) and len(str(err)) < 300
            assert g.to_json() == before
            g.apply(action)                                       # and it plays on
            failed = True
    assert failed


def save_of(kind="classic"):
    g = paused(kind, 3, 120)
    return json.loads(g.to_json())


@pytest.mark.parametrize("make,reason", [
    (lambda: b"\xff\xfe not utf-8", "UTF-8"),
    (lambda: '{"format": 3, "game": "classic", "seed": 1, "opt', "JSON"),
    (lambda: "[" * 100_000, "JSON"),
    (lambda: "[]", "object"),
    (lambda: json.dumps({**save_of(), "format": 2}), "format 2"),
    (lambda: json.dumps({**save_of(), "game": "chess"}), "unknown game"),
    (lambda: json.dumps({**save_of(), "seed": "7"}), "seed"),
    (lambda: json.dumps({**save_of(), "extra": 1}), "unknown key"),
    (lambda: json.dumps({**save_of(), "options": {"players": 9}}), "set up"),
    (lambda: json.dumps({**save_of(), "options": {"colour": "red"}}), "unknown option"),
    (lambda: json.dumps({**save_of(), "actions": [{"bogus": 1}]}), "action #0"),
    (lambda: json.dumps({**save_of(), "actions": "all"}), "must be a list"),
])
def test_bad_save_files_are_refused_with_the_reason(make, reason, tmp_path, capsys):
    from junta_lib.cli import main as cli

    text = make()
    with pytest.raises(SaveFileError, match=reason):
        load(text if isinstance(text, bytes) else text.encode())
    path = tmp_path / "bad.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    assert cli(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("junta replay:")


def test_a_save_of_an_unfinished_game_replays_and_says_where_it_stops(tmp_path, capsys):
    from junta_lib.cli import main as cli

    g = paused("viva", 4, 30)
    path = tmp_path / "half.json"
    g.save(path)
    assert load(path).digest() == g.digest()
    assert cli(["replay", str(path)]) == 1
    assert "stops before the end of the game, after 30 actions" in capsys.readouterr().err


def test_play_refuses_a_save_into_a_missing_folder_before_playing(tmp_path, capsys):
    from junta_lib.cli import main as cli

    assert cli(["play", "--save", str(tmp_path / "no" / "such" / "g.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "does not exist" in captured.err


@pytest.mark.parametrize("make, players", [(classic, 5), (viva, 4)])
def test_rewind_takes_actions_back_in_place_and_refuses_what_it_cannot(make, players):
    from junta_lib.core import play
    from junta_lib.core.rng import load_dice
    g = make(players=players, seed=9)
    play(g, RandomAgent.team(players, 9), max_decisions=60)
    same, at = g, 25
    earlier = g.replay(at)
    g.rewind(at)
    assert g is same and len(g.actions) == at and g.snapshot() == earlier.snapshot()
    assert g.story() == earlier.story()
    before = g.snapshot()
    for bad in (at + 1, -1, 2.0, True, "3"):
        with pytest.raises(IllegalAction, match="rewind to a number of actions 0..25"):
            g.rewind(bad)
    load_dice(g, [6, 6])
    with pytest.raises(IllegalAction, match="loaded dice"):
        g.rewind(0)
    assert g.snapshot() == before


@pytest.mark.parametrize("make, players", [(classic, 5), (viva, 4)])
def test_a_replay_takes_the_log_as_logged_but_still_checks_every_action(make, players):
    """A replay (a searching bot's sampled worlds, rewind) reads the game's own log without copying
    each action again; each is still checked where it stands, so an edited log is refused."""
    from junta_lib.core import play
    g = make(players=players, seed=9)
    play(g, RandomAgent.team(players, 9), max_decisions=80)
    again = g.replay()
    assert again.digest() == g.digest() and again.snapshot() == g.snapshot() and not again.replaying
    assert all(type(a) is type(b) and a == b for a, b in zip(again.actions, g.actions))
    if make is classic:                           # the first election's first vote, for a seat not on the ballot
        assert type(g.actions[0]) is Vote
        g.actions[0] = Vote(tuple((source, 99) for source, _ in g.actions[0].casts))
    else:                                         # an action moved to where it is not offered
        g.actions.insert(0, next(a for a in g.actions if not g.replay(0).pending().options
                                 or a not in g.replay(0).pending().options))
    with pytest.raises(IllegalAction):
        g.replay()
