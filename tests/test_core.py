"""The shared core: paying without change, decisions' errors, loaded dice, data files."""
import random

import pytest

from dataclasses import dataclass

from junta_lib.core import Decision, IllegalAction, RulesetError, Word
from junta_lib.core.payment import least_overpay
from junta_lib.core.rng import LoadedDice
from junta_lib.core.rulesets import load_csv, load_ruleset


@pytest.mark.parametrize("bills,price,paid", [
    ([1, 1, 2, 3], 4, [1, 3]),          # exact, with the fewest bills
    ([2, 2, 3], 4, [2, 2]),
    ([3, 3, 3], 2, [3]),                # no change: overpay as little as possible
    ([1], 3, None),                     # cannot pay
    ([2, 5], 0, []),
    ([3] * 60, 2, [3]),                 # a rich pocket is no harder than a poor one
])
def test_least_overpay(bills, price, paid):
    assert least_overpay(bills, int, price) == paid


def test_a_decision_names_what_is_legal_when_refusing():
    d = Decision("end_coup", 0, "ana: end the coup?", options=(Word.CONTINUE, Word.END))
    with pytest.raises(IllegalAction, match=r"'stop' is not a legal choice.*Legal: 'continue', 'end'"):
        d.check("stop")
    assert d.parse("end") is Word.END and d.parse("End the coup now") is Word.END    # its words, or its label
    with pytest.raises(IllegalAction, match="not a whole number"):
        d.check(1.0)


@dataclass(frozen=True)
class Hand:
    limit: int


@dataclass(frozen=True)
class Tiny:
    hand: Hand


def test_loaded_dice_roll_as_told_then_fall_back_to_the_seed():
    dice = LoadedDice(random.Random(3), [6, 1])
    assert [dice.randint(1, 6), dice.randint(1, 6)] == [6, 1]
    assert 1 <= dice.randint(1, 6) <= 6
    with pytest.raises(ValueError, match="outside"):
        LoadedDice(random.Random(3), [7]).randint(1, 6)


def test_data_files_missing_a_value_or_a_column_are_refused_by_name(tmp_path):
    toml = tmp_path / "rules.toml"
    toml.write_text("[hand]\nlimit = 'six'\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="'hand.limit' must be a whole number, got 'six'"):
        load_ruleset(toml, Tiny, ())
    toml.write_text("[hand]\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="lacks 'hand.limit'"):
        load_ruleset(toml, Tiny, ())
    toml.write_text("[hand]\nlimit = 4\nlimt = 5\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="unknown key.*hand.limt"):
        load_ruleset(toml, Tiny, ())
    cards = tmp_path / "cards.csv"
    cards.write_text("key,name\nx,X\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="lacks column.*copies"):
        load_csv(cards, ["key", "name", "copies"])


def test_events_keep_bare_facts_and_find_their_words_only_when_read():
    from junta_lib.viva import new_game

    g = new_game(players=4, seed=5)
    g.tell([0, 2], "loot_private", "{player:seat} loots {card:card} from {defender:seat}", 0, "tank-1", 2)
    g.emit("orders_revealed", "{player:seat} reveals {faces:dice}", 1, (1, 6, 6))
    loot, orders = g.events[-2:]
    assert loot.data == {"player": 0, "card": "tank-1", "defender": 2}          # raw facts for machines
    assert loot.text == "ana loots Tank from cid" and orders.text == "ben reveals 1 6 6"
    assert loot.visible_to(2) and not loot.visible_to(1) and orders.visible_to(None)
    assert "ana loots Tank from cid" not in g.story(1)


def test_an_event_template_may_not_name_a_fact_twice():
    from junta_lib.core.events import template_fields

    assert template_fields("{a:seat} gives {b} to {c:seat}") == ("a", "b", "c")
    with pytest.raises(ValueError, match="twice"):
        template_fields("{a} and {a}")


@pytest.mark.parametrize("game", ["classic", "viva"])
def test_a_finished_game_is_freed_at_once_without_the_garbage_collector(game):
    """No reference cycle outlives a game: a simulation of thousands of games would otherwise keep
    each in memory until the collector runs, and pay for its runs."""
    import gc
    import weakref

    from junta_lib.agents import RandomAgent
    from junta_lib.core import play
    if game == "classic":
        from junta_lib.classic import new_game
    else:
        from junta_lib.viva import new_game
    enabled = gc.isenabled()
    gc.disable()
    try:
        g = new_game(players=4, seed=3)
        play(g, RandomAgent.team(4, 3))
        assert g.is_over()
        g.result()
        ref = weakref.ref(g)
        del g
        assert ref() is None
    finally:
        if enabled:
            gc.enable()


def test_a_kept_entry_is_read_back_and_a_killed_writers_part_is_removed_but_a_fresh_one_is_not(tmp_path, monkeypatch):
    """The cache keeps a pickled entry whole (written, then moved into place); a part-written file a
    killed process left behind is removed by the next keep once it is old, while one being written now
    (another process) stays."""
    import os
    import time

    from junta_lib.core.cache import STALE_PART, keep_pickled, read_pickled
    folder = tmp_path / "cache"
    monkeypatch.setenv("JUNTA_CACHE", str(folder))
    folder.mkdir(mode=0o700)
    stale, fresh = folder / "work-old.pickle.4242.tmp", folder / "work-new.pickle.4343.tmp"
    for part in (stale, fresh):
        part.write_bytes(b"half a pick")
    old = time.time() - STALE_PART - 60
    os.utime(stale, (old, old))
    assert keep_pickled("work-a.pickle", {"a": [1, 2]}) and read_pickled("work-a.pickle", dict) == {"a": [1, 2]}
    assert not stale.exists() and fresh.exists()
    assert read_pickled("work-a.pickle", list) is None          # another class than asked: not read back


def test_the_test_run_keeps_its_work_in_a_cache_folder_of_its_own_inside_the_users():
    """conftest.py: the tests' glossary builds keep their corpus work apart, so a test run never pushes
    out the eight sets of work the user's own builds kept."""
    import os

    from junta_lib.core.cache import cache_folder
    folder = cache_folder()
    assert folder is not None and folder.name == "tests" and str(folder) == os.environ["JUNTA_TESTS_CACHE"]
    assert not list(folder.parent.glob("tests/tests"))


def test_batch_work_runs_with_fewer_collections_and_gives_the_thresholds_back_even_after_an_error():
    import gc

    from junta_lib.core.batch import BATCH_THRESHOLD, batch_collections
    before = gc.get_threshold()

    @batch_collections()
    def work():
        assert gc.get_threshold() == (BATCH_THRESHOLD, *before[1:])
        with batch_collections(1000):                       # nested: the outer threshold stays
            assert gc.get_threshold()[0] == BATCH_THRESHOLD
        raise ValueError("bad input")

    with pytest.raises(ValueError):
        work()
    assert gc.get_threshold() == before
