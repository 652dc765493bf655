"""Viva el Presidente!: the combat corners and the end of the game, from the seed's text (seed 004),
each on a table arranged so that the rule decides the outcome."""
import json

from junta_lib.cli import main as cli
from junta_lib.viva import new_game

from viva_table import act, arranged, loaded

FILL = ["aid1-1", "aid1-2", "aid1-3", "aid1-4", "aid1-5", "aid1-6"]


def to_the_presidents_fight(g, orders):
    act(g, "promise", 0, {"promise": "aid1-1", "to": 1})
    act(g, "promise", 0, "done")
    for seat, order in orders.items():
        act(g, "militia", seat, order)


def test_4b_a_helper_driven_out_takes_back_his_bribed_militia_and_the_die_it_removed_returns():
    """viva 4.b: a helper who loses all his dice leaves; his defence cards return to his hand "as if
    never played" (視同未打出): the attacking die his Bribed Militia took out is back in the fight."""
    g = arranged(president=0, dice={1: 2}, buildings={0: 2},
                 deal={0: FILL, 2: ["bribed_militia-1", "aid1-7"], 3: ["mortar-1", "aid1-8"]})
    loaded(g, [1, 1, 2])                      # ben 1 and 2 (his die that came back), dan 1
    to_the_presidents_fight(g, {1: [1, 1], 2: [6], 3: [1]})
    act(g, "defence_card", 2, {"play": "bribed_militia-1", "target": [1, 1]})
    act(g, "attack_card", 3, {"play": "mortar-1", "target": [2, 2]})       # cid's only die is out
    s = g.state
    assert "bribed_militia-1" in s.hands[2]
    # all three attacking dice roll: 1 + 1 + 2 = 4 against the President's 1 die + 2 buildings = 3
    assert "attack 4 against defence 3: the attack succeeds" in g.story()
    assert s.president in (1, 3)


def test_4b_a_general_strike_on_the_mortar_brings_back_the_helper_his_die_and_his_bodyguards():
    """The Mortar that drove the helper out is cancelled (General Strike, K3): everything it did is
    undone, so the helper's die and the Bodyguards he took back are in the fight again.  He answers
    the Mortar although it has just knocked him out."""
    g = arranged(president=0, deal={0: FILL, 2: ["bodyguards-1", "general_strike-1"], 3: ["mortar-1", "aid1-8"]})
    loaded(g, [3, 2, 2])                      # ben 3, dan 2 against cid's 2 + the President's 1 + 2
    to_the_presidents_fight(g, {1: [1], 2: [6], 3: [1]})
    act(g, "defence_card", 2, {"play": "bodyguards-1"})
    act(g, "attack_card", 3, {"play": "mortar-1", "target": [2, 2]})
    assert "bodyguards-1" in g.state.hands[2]                             # driven out, for now
    act(g, "general_strike", 2, {"play": "general_strike-1"})
    s = g.state
    assert "cid is back in the fight" in g.story()
    assert "attack 5 against defence 5: the defence holds" in g.story()
    assert {"bodyguards-1", "mortar-1", "general_strike-1"} <= set(s.discard) and s.president == 0


def test_4b_a_mortar_on_ones_own_last_helper_die_is_spent():
    """Ben both attacks the President and helps him; his Mortar on his own helping die drives him
    out as a helper, but it is an attack card: it stays played, and is discarded after the fight."""
    g = arranged(president=0, dice={1: 2}, deal={0: FILL, 1: ["mortar-1", "aid1-7"]})
    loaded(g, [6, 1])
    to_the_presidents_fight(g, {1: [1, 6], 2: [3], 3: [4]})
    act(g, "attack_card", 1, {"play": "mortar-1", "target": [1, 1]})
    s = g.state
    assert "mortar-1" not in s.hands[1] and "mortar-1" in s.discard
    assert [e.data["card"] for e in g.events if e.kind == "card_played"].count("mortar-1") == 1


def test_end_the_game_ends_as_soon_as_a_purchase_reaches_the_victory_points():
    """viva end: "when, in phase 5, a player has 5 VP or more, the game ends": ana's fifth building
    ends it before ben, next in order, may buy anything."""
    g = arranged(president=0, buildings={0: 4},
                 deal={0: ["aid4-1", "aid1-1", "aid1-2", "aid1-3", "aid1-4", "aid1-5"], 1: ["aid2-1", "aid2-2"]})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 2})
    act(g, "promise", 0, "done")
    for seat, order in {1: [2], 2: [3], 3: [4]}.items():
        act(g, "militia", seat, order)
    act(g, "buy", 0, "building")
    assert g.is_over() and g.result()["winners"] == [0] and g.vp(0) == 5
    assert not any(e.kind == "buy" and e.data["player"] == 1 for e in g.events)


def bens_turn_to_spend(hand):
    """Round 1 up to ben's turn of phase 5: ana promised cid a card, everyone defended himself."""
    g = arranged(president=0, deal={0: FILL, 1: hand})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 2})
    act(g, "promise", 0, "done")
    for seat, order in {1: [2], 2: [3], 3: [4]}.items():
        act(g, "militia", seat, order)
    while g.pending().player != 1:
        g.apply("done")
    return g


def test_5c_the_seeds_own_example_a_bought_3_million_buys_a_die_and_the_rest_is_lost():
    """viva 5.c: "you may buy a card and draw Foreign Aid 3 million, but can buy only one militia
    die, since the extra 1 million cannot buy another card - you have already bought one"."""
    g = bens_turn_to_spend(["aid1-7", "yacht-1"])
    s = g.state
    s.deck.remove("aid3-1") if "aid3-1" in s.deck else None
    s.deck.append("aid3-1")                                   # the card ben buys is 3 million of Foreign Aid
    act(g, "buy", 1, "card")                                  # paid with his 1 million
    act(g, "foreign_aid", 1, "spend")                         # handed into this turn's purse at once
    d = g.pending()
    assert d.kind == "buy" and d.choices() == ["die", "done"] and "(3 million)" in d.prompt
    act(g, "buy", 1, "die")
    assert s.dice[1] == 2 and "aid3-1" in s.discard
    assert g.pending().player != 1                            # 1 million left: it buys nothing
    assert g.story()[-1] == "ben ends his turn with 1 million handed in and unspent: it is lost (no change is given, viva 5)"


def test_5_a_4_million_card_buys_two_dice_and_a_3_stays_in_hand():
    """viva 5 (rules brief, amended): the cards handed in during a turn make one purse: "die, die"
    on a 4 + 3 hand costs the 4 million card only."""
    g = bens_turn_to_spend(["aid4-1", "aid3-1"])
    s = g.state
    act(g, "buy", 1, "die")
    assert "(5 million)" in g.pending().prompt                # 7 - 2
    act(g, "buy", 1, "die")
    act(g, "buy", 1, "done")                                   # 3 million left: a die only
    assert s.dice[1] == 3 and s.hands[1] == ["aid3-1"] and "aid4-1" in s.discard
    assert g.story()[-1] == "ben hands in Foreign Aid 4 million (4 million)"
    assert not any(e.kind == "purse_lost" for e in g.events)


def test_the_presidents_view_shows_whom_he_promised_what_and_the_story_reads_well():
    g = arranged(president=0, deal={0: FILL})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 1})
    act(g, "promise", 0, {"promise": "aid1-2", "to": 3})
    assert g.view(0)["promised_by_me"] == {1: ["aid1-1"], 3: ["aid1-2"]}
    assert g.view(1)["promised_by_me"] == {} and g.view(1)["my_promises"] == ["aid1-1"]
    act(g, "promise", 0, "done")
    loaded(g, [6])
    for seat, order in {1: [1], 2: [3], 3: [4]}.items():
        act(g, "militia", seat, order)
    assert "ben attacks ana" in g.story()


def test_simulate_reports_viva_coups_attempted_and_won_and_no_junta_figures(capsys):
    assert cli(["simulate", "--game", "viva", "--games", "20", "--players", "4", "--seed", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert 0 < figures["coups_won"] <= figures["coups_attempted"]
    assert figures["coups_won"] < figures["coups_attempted"]                # not the same count twice
    assert "assassinations" not in figures and "coups_won_by_rebels" not in figures


def test_random_games_with_every_corner_still_end_and_keep_the_dice():
    for players in (3, 4, 5):
        for advanced in (False, True):
            for seed in range(30):
                g = new_game(players=players, seed=seed, advanced=advanced)
                from junta_lib.agents import RandomAgent
                from junta_lib.core import play
                play(g, RandomAgent.team(players, seed))
                s = g.state
                assert g.is_over() and sorted(s.deck + s.discard + s.table + sum(s.hands, []) +
                                              sum(s.promises, [])) == sorted(g.cards)
