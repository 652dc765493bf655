"""The shared core: paying without change, decisions' errors, loaded dice, data files."""
import random

import pytest

from junta_lib.core import Decision, IllegalAction, RulesetError
from junta_lib.core.payment import least_overpay
from junta_lib.core.rng import LoadedDice
from junta_lib.core.rulesets import load_csv, load_toml


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
    d = Decision("location", 0, "ana: choose", options=["home", "mistress"])
    with pytest.raises(IllegalAction, match=r"'bank' is not a legal choice.*Legal: 'home', 'mistress'"):
        d.check("bank")

    def must_be_even(a):
        if a % 2:
            raise IllegalAction("odd")
    d2 = Decision("pick", 0, "ana: pick", validate=must_be_even, info={"format": "an even number"})
    with pytest.raises(IllegalAction, match="malformed pick.*Expected: an even number"):
        d2.check("text")


def test_loaded_dice_roll_as_told_then_fall_back_to_the_seed():
    dice = LoadedDice(random.Random(3), [6, 1])
    assert [dice.randint(1, 6), dice.randint(1, 6)] == [6, 1]
    assert 1 <= dice.randint(1, 6) <= 6
    with pytest.raises(ValueError, match="outside"):
        LoadedDice(random.Random(3), [7]).randint(1, 6)


def test_data_files_missing_a_value_or_a_column_are_refused_by_name(tmp_path):
    toml = tmp_path / "rules.toml"
    toml.write_text("[hand]\nlimit = 'six'\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="'hand.limit' must be int"):
        load_toml(toml, {"hand.limit": (int,)})
    with pytest.raises(RulesetError, match="lacks 'dice.per_colour'"):
        load_toml(toml, {"dice.per_colour": (int,)})
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
