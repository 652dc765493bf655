"""Viva el Presidente! scenario tests, written like the seed's own rules (seed 004)."""
import pytest

from junta_lib.core import IllegalAction
from junta_lib.viva import new_game

from viva_table import act, arranged, loaded

FILL = ["aid1-1", "aid1-2", "aid1-3", "aid1-4", "aid1-5", "aid1-6"]


def test_first_round_draws_players_plus_two_for_the_president_and_two_for_the_others():
    g = arranged(president=2)
    s = g.state
    assert len(s.hands[2]) == 6                      # viva 1: players + 2
    assert [len(s.hands[t]) for t in (3, 0, 1)] == [2, 2, 2]   # two each in the first round
    assert s.dice == [1, 1, 1, 1] and s.supply == [3, 3, 3, 3]


def test_the_president_must_promise_at_least_one_card():
    g = arranged(president=0)
    d = g.pending()
    assert d.kind == "promise" and "done" not in d.choices()
    with pytest.raises(IllegalAction, match="Legal"):
        g.apply("done")


def test_failed_coup_helpers_and_bystanders_collect_promises_attackers_forfeit():
    g = arranged(president=0, deal={0: ["aid2-1", "yacht-1", "aid1-1", "aid1-2", "aid1-3", "aid1-4"]})
    act(g, "promise", 0, {"promise": "aid2-1", "to": 1})
    act(g, "promise", 0, {"promise": "yacht-1", "to": 2})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    loaded(g, [3, 2])                # ben rolls 3; cid rolls 2; the President's die counts 1: 3 vs 3
    act(g, "militia", 1, [1])        # ben attacks the President (seat number 1)
    act(g, "militia", 2, [6])        # cid defends the President
    act(g, "militia", 3, [4])        # dan defends himself
    s = g.state
    assert g.pending().kind == "buy"
    assert "aid2-1" in s.discard                         # the attacker forfeits his promise
    assert "yacht-1" in s.hands[2] and "aid1-1" in s.hands[3]
    assert s.promises == [[], [], [], []]
    assert s.president == 0                              # a tie is the defender's


def test_successful_coup_loot_in_attack_order_with_a_roll_off_and_the_strongest_becomes_president():
    g = arranged(president=0, deal={0: FILL})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    before = {t: len(g.state.hands[t]) for t in range(4)}
    # ben 5, cid 5 attack; dan helps with a 1; the President's die 1: 10 against 2.
    # Tied at 5, ben and cid roll off: ben 2, cid 6, so cid loots first and becomes President.
    loaded(g, [5, 5, 1, 2, 6])
    act(g, "militia", 1, [1])
    act(g, "militia", 2, [1])
    act(g, "militia", 3, [6])
    s = g.state
    assert s.president == 2
    assert len(s.hands[2]) == before[2] + 1 and len(s.hands[1]) == before[1] + 1
    assert len(s.hands[0]) == before[0] - 2
    assert "aid1-1" in s.discard and s.promises[3] == []   # promises discarded unclaimed
    assert g.stats["coups_won"] == 1 and g.stats["coups_attempted"] == 1
    texts = g.story()
    assert texts.index("cid loots a card from ana") < texts.index("ben loots a card from ana")


def test_loot_stops_when_the_defenders_hand_is_empty():
    g = arranged(president=0, deal={0: FILL})
    for c in FILL[:5]:
        act(g, "promise", 0, {"promise": c, "to": 3})
    act(g, "promise", 0, "done")      # ana keeps a single card
    loaded(g, [6, 4])
    act(g, "militia", 1, [1])
    act(g, "militia", 2, [1])
    act(g, "militia", 3, [4])
    assert "cid finds nothing left to loot" in g.story()


def test_a_helper_who_loses_his_dice_to_a_mortar_leaves_and_takes_back_his_defence_cards():
    g = arranged(president=0, deal={0: FILL, 1: ["mortar-1", "aid1-7"], 2: ["bodyguards-1", "aid1-8"]})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 2})
    act(g, "promise", 0, "done")
    loaded(g, [4])                   # only ben rolls: the President's die counts 1
    act(g, "militia", 1, [1])
    act(g, "militia", 2, [6])
    act(g, "militia", 3, [4])
    act(g, "defence_card", 2, {"play": "bodyguards-1"})
    d = g.pending()
    assert d.kind == "attack_card" and {"play": "mortar-1", "target": [2, 2]} in d.choices()
    act(g, "attack_card", 1, {"play": "mortar-1", "target": [2, 2]})
    s = g.state
    assert "bodyguards-1" in s.hands[2]          # back in hand, unused
    assert "mortar-1" in s.discard
    assert s.president == 1                      # 4 against 1


def test_general_strike_cancels_a_barricade_and_both_are_discarded():
    g = arranged(president=0, deal={0: FILL, 1: ["aid1-7", "aid1-8"], 2: ["general_strike-1", "aid2-5"],
                                    3: ["barricade-1", "aid2-6"]})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    loaded(g, [3, 2])                # cid 3 against dan 2 (the Barricade's +3 is cancelled)
    act(g, "militia", 1, [2])        # ben defends himself
    act(g, "militia", 2, [4])        # cid attacks dan
    act(g, "militia", 3, [4])        # dan defends himself
    act(g, "defence_card", 3, {"play": "barricade-1"})
    act(g, "general_strike", 2, {"play": "general_strike-1"})
    s = g.state
    assert {"barricade-1", "general_strike-1"} <= set(s.discard)
    assert "attack 3 against defence 2: the attack succeeds" in g.story()


def test_forced_attack_the_receiver_rolls_the_presidents_die_and_the_president_gets_it_back():
    g = arranged(president=0, advanced=True, deal={0: FILL})
    d = g.pending()
    assert all(o.get("die") != 6 for o in d.choices() if isinstance(o, dict))
    act(g, "promise", 0, {"promise": "aid1-1", "to": 1})
    act(g, "promise", 0, {"die": 3, "to": 1})       # ben must attack cid with it
    assert g.state.dice[0] == 0
    act(g, "promise", 0, "done")
    loaded(g, [5, 2])                # ben rolls the President's die: 5; cid defends with 2
    act(g, "militia", 1, [2])
    act(g, "militia", 2, [3])
    act(g, "militia", 3, [4])
    s = g.state
    assert "attack 5 against defence 2: the attack succeeds" in g.story()
    assert s.dice[0] == 1 and s.promised_dice == [[], [], [], []]
    assert "aid1-1" in s.hands[1]                   # no coup: ben collects his promise


def test_advanced_a_rolled_one_destroys_an_enemy_die_which_returns_to_the_supply():
    g = arranged(president=0, advanced=True, deal={0: FILL}, dice={2: 2})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    loaded(g, [1, 2, 2])             # ben 1 against 4: the defence holds, but ben rolled a 1
    act(g, "militia", 1, [3])        # ben attacks cid
    act(g, "militia", 2, [3, 3])     # cid defends with two dice
    act(g, "militia", 3, [4])
    act(g, "destroy_die", 1, [2, 2])
    s = g.state
    assert s.dice[2] == 1 and s.supply[2] == 3


def test_spending_costs_no_change_one_card_a_round_and_a_bought_aid_card_kept():
    g = arranged(president=0, deal={0: FILL, 1: ["aid3-1", "aid1-7"], 2: ["aid2-1", "aid2-2"]})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    for seat, order in ((1, [2]), (2, [3]), (3, [4])):
        act(g, "militia", seat, order)
    s = g.state
    # ana (President) shops first: 5 million in 1-million bills
    assert g.pending().choices() == ["building", "die", "card", "done"]
    act(g, "buy", 0, "building")
    assert s.buildings[0] == 1 and "(1 million)" in g.pending().prompt
    act(g, "buy", 0, "done")                                # he hands in four 1 million cards
    assert g.money(0) == 1
    # ben has 3 + 1: a building costs exactly 4
    act(g, "buy", 1, "building")
    assert g.money(1) == 0 and {"aid3-1", "aid1-7"} <= set(s.discard)
    # cid has 2 + 2: a card for 1 million is paid with a 2, 1 million stays in his purse for this
    # turn (viva 5, amended), and no second card
    s.deck.append("aid4-1")
    s.discard.remove("aid4-1") if "aid4-1" in s.discard else None
    for t in range(4):
        if "aid4-1" in s.hands[t]:
            s.hands[t].remove("aid4-1")
    act(g, "buy", 2, "card")
    act(g, "foreign_aid", 2, "keep")
    d = g.pending()
    assert d.kind == "buy" and "card" not in d.choices() and "(3 million)" in d.prompt
    act(g, "buy", 2, "done")                                 # ending his turn loses that million
    assert "1 million handed in and unspent: it is lost" in g.story()[-1]


def test_hand_limit_of_four_at_the_end_of_the_round():
    g = arranged(president=0, deal={0: FILL})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    for seat, order in ((1, [2]), (2, [3]), (3, [4])):
        act(g, "militia", seat, order)
    while g.pending().kind in ("buy", "foreign_aid"):
        g.apply("done" if g.pending().kind == "buy" else "keep")
    d = g.pending()
    assert d.kind == "discard" and d.player == 0          # ana holds 5 cards
    first = d.choices()[0]
    g.apply(d.options[0])
    assert first in g.state.discard
    assert g.round == 2 and len(g.state.hands[0]) == 4 + 6    # then round 2 deals players + 2


def quiet_round_to_the_end(g):
    """ana promises one card, everyone defends himself, nobody buys: the game ends in phase 5."""
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    for seat, order in ((1, [2]), (2, [3]), (3, [4])):
        act(g, "militia", seat, order)
    while not g.is_over():
        g.apply("done" if g.pending().kind == "buy" else g.pending().options[0])


def test_the_game_ends_in_phase_five_at_five_vp_with_the_yacht_counting_in_hand():
    g = arranged(president=0, deal={0: FILL, 1: ["yacht-1", "aid1-7"]}, buildings={1: 4})
    quiet_round_to_the_end(g)
    r = g.result()
    assert r["over"] and r["winners"] == [1] and r["vp"][1] == 5


def test_a_tie_on_vp_goes_to_the_player_with_more_money():
    g = arranged(president=0, deal={0: FILL, 1: ["aid1-7"], 2: ["aid2-1"]}, buildings={1: 5, 2: 5})
    quiet_round_to_the_end(g)
    assert g.result()["winners"] == [2]


def test_orders_may_only_name_seats_or_six():
    g = arranged(president=0, deal={0: FILL})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    with pytest.raises(IllegalAction, match="Legal"):
        g.apply([5])                  # K1: no seat has the number 5 in a 4-player game


def test_players_out_of_range_are_refused_with_the_allowed_range():
    with pytest.raises(IllegalAction, match="3 to 5 players"):
        new_game(players=6, seed=1)


def test_bribed_militia_takes_an_attacking_die_out_and_a_tank_adds_three_to_its_player():
    g = arranged(president=0, deal={0: FILL, 1: ["tank-1", "aid1-7"], 3: ["bribed_militia-1", "aid1-8"]},
                 dice={1: 2, 2: 1})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 2})
    act(g, "promise", 0, "done")
    act(g, "militia", 1, [4, 4])       # ben attacks dan with two dice
    act(g, "militia", 2, [4])          # cid attacks dan with one
    loaded(g, [2, 6, 1])               # after the bribe: ben 2 (+3 Tank), cid 6; dan rolls 1
    act(g, "militia", 3, [4])
    act(g, "defence_card", 3, {"play": "bribed_militia-1", "target": [1, 1]})
    act(g, "attack_card", 1, {"play": "tank-1"})
    assert "attack 11 against defence 1: the attack succeeds" in g.story()
    texts = g.story()
    # cid's 6 beats ben's 2 + 3, so cid loots first, taking dan's last card
    assert texts.index("cid loots a card from dan") < texts.index("ben finds nothing left to loot")


def test_a_player_without_dice_receives_one_in_the_spending_phase():
    g = arranged(president=0, deal={0: FILL}, dice={2: 0})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 3})
    act(g, "promise", 0, "done")
    act(g, "militia", 1, [2])
    act(g, "militia", 3, [4])                                  # cid has no die: no order to give
    assert g.state.dice[2] == 1 and "cid has no militia left and receives a die" in g.story()


def test_advanced_the_sunglasses_are_worth_one_vp():
    basic = arranged(president=0, deal={0: FILL})
    advanced = arranged(president=0, deal={0: FILL}, advanced=True)
    assert basic.vp(0) == 0 and advanced.vp(0) == 1 and advanced.vp(1) == 0


def test_advanced_forced_dice_need_a_promised_card_and_never_show_six_or_the_presidents_number():
    g = arranged(president=0, advanced=True, deal={0: FILL})
    first = g.pending().choices()
    assert not any("die" in o for o in first if isinstance(o, dict))       # no card promised yet
    act(g, "promise", 0, {"promise": "aid1-1", "to": 1})
    faces = {o["die"] for o in g.pending().choices() if isinstance(o, dict) and "die" in o}
    assert faces == {2, 3, 4}               # not 1 (ana), not 6; 2, ben's own number, defends ben
    with pytest.raises(IllegalAction):
        g.apply({"die": 2, "to": 2})                                       # cid has no promise card


def test_forced_attack_a_die_set_to_the_receivers_own_number_is_his_defence_die():
    """Advanced, 強制進攻: "放出的骰子必須由總統決定點數，但不可以是6:防衛總統
    (若骰點為給予玩家的代表數字，代表給該玩家他的防禦骰)" - a promised die set to the receiver's own
    number is a defence die for him: he rolls it when he is attacked; the President gets it back."""
    g = arranged(president=0, advanced=True, deal={0: FILL})
    act(g, "promise", 0, {"promise": "aid1-1", "to": 1})
    d = g.pending()
    assert {"die": 2, "to": 1} in d.choices()
    assert "Give ben a die set to his own number: it defends him" in [o.describe(g) for o in d.options
                                                                      if hasattr(o, "die")]
    act(g, "promise", 0, {"die": 2, "to": 1})
    act(g, "promise", 0, "done")
    loaded(g, [5, 3, 3])             # cid attacks ben with 5; ben rolls his own 3 and the President's 3
    act(g, "militia", 1, [2])        # ben defends himself with his own die
    act(g, "militia", 2, [2])        # cid attacks ben
    act(g, "militia", 3, [4])
    s = g.state
    assert "attack 5 against defence 6: the defence holds" in g.story()
    fight = s.fights[0]
    assert sorted(die for die, _ in fight[2]) == [[0, 1], [1, 1]]     # [colour, holder]: ben rolls both
    assert s.dice[0] == 1 and s.promised_dice == [[], [], [], []]    # the President takes it back
