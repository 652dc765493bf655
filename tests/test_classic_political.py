"""JUNTA's Political Game, tested on the rulebook's own examples (seed 000, English column)."""
import random

import pytest

from junta_lib.classic.cabinet import CabinetChoice
from junta_lib.core import IllegalAction

from classic_table import act, answer, done_if_asked, story_has, table

NO_HANDS = {seat: [] for seat in range(4)}     # rows 9 and 20 as the rulebook tells them: no other cards in hand

ROW51 = ["andy", "ben", "daniel", "jenny"]
# 4 players: Jenny is President; Andy is Minister of Internal Security (row 51 example 5)
ROW51_CABINET = {"minister": 0, "general_1": 0, "general_2": 1, "admiral": 1, "general_3": 2, "air_force": 2}


def test_row9_klaus_splits_his_influence_cards_but_never_one_cards_votes():
    g = table(names=["klaus", "ben", "jenny", "andy"], start=None, hands=NO_HANDS,
              influence={0: ["church", "conservatives"]})
    with pytest.raises(IllegalAction, match="not one of your sources"):
        g.apply({"family": 0, "landowners": 0})
    act(g, "vote", 0, {"family": 0, "church": 0, "conservatives": 1})   # 10 + 1 for Klaus, 8 for Ben
    act(g, "vote", 1, {"family": 1})
    act(g, "vote", 2, {"family": 1})
    act(g, "vote", 3, {})
    act(g, "serve", 0, "accept")
    act(g, "serve", 1, "accept")
    assert story_has(g, "electing the first President: 11 for klaus, 10 for ben")
    assert g.state.president == 0


def test_row20_a_tied_first_election_redeals_and_pays_the_owner_a_bill():
    g = table(names=["klaus", "ben", "jenny", "andy"], start=None, hands=NO_HANDS)
    act(g, "vote", 0, {"family": 0})
    act(g, "vote", 1, {"family": 1})
    act(g, "vote", 2, {})
    act(g, "vote", 3, {})
    act(g, "serve", 0, "accept")
    act(g, "serve", 1, "accept")
    s = g.state
    assert s.president is None and story_has(g, "no first President")
    assert [len(p.hand) for p in s.players] == [5, 5, 5, 5]
    assert len(s.players[0].pocket) == 1                       # the owner draws the top bill
    assert g.pending().kind == "vote" and g.pending().player == 0


def test_row34_the_budget_may_add_pocket_money_but_never_needs_change():
    cabinet = {"general_1": 1, "general_2": 2, "general_3": 3, "minister": 4, "admiral": 5, "air_force": 6}
    stacks = [{"to": 4, "bills": [3] * 5, "announced": 15}, {"to": 1, "bills": [3, 3], "announced": 6},
              {"to": 6, "bills": [3], "announced": 3}, {"to": 5, "bills": [1], "announced": 1}]
    poor = table(players=7, positions=cabinet, drawn=[3] * 8, start="4 budget")
    with pytest.raises(IllegalAction, match="does not have"):
        poor.apply({"stacks": stacks})
    g = table(players=7, positions=cabinet, drawn=[3] * 8, pockets={0: [1]}, start="4 budget")
    g.apply({"stacks": stacks})
    answer(g, {"vote": {"family": "for"}})
    s = g.state
    assert [sum(p.pocket) for p in s.players] == [0, 6, 0, 0, 15, 1, 3]
    assert story_has(g, "the Budget passes")


def test_row32_a_stack_may_hold_more_than_announced_never_less():
    names = ["ben", "jenny", "cid", "dan"]
    drawn = [2, 2, 1, 1, 1, 1, 3, 3]
    g = table(names=names, drawn=drawn, start="4 budget")
    with pytest.raises(IllegalAction, match="never more"):
        g.apply({"stacks": [{"to": 1, "bills": [2, 2], "announced": 5}]})
    g.apply({"stacks": [{"to": 1, "bills": [2, 2], "announced": 2}]})
    view = g.view(2)
    assert view["budget"]["announced"] == {"1": 2}
    assert "stacks" not in view and view["drawn"] is None
    answer(g, {"vote": {"family": "for"}})
    assert sorted(g.state.players[1].pocket) == [2, 2]
    assert "jenny's stack holds 4 million" in g.story(1)
    assert "jenny's stack holds 4 million" not in g.story(2)


def test_row36_38_a_defeated_budget_turns_unstable_and_without_force_closes_the_bank_for_a_holiday():
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget")
    g.apply({"stacks": [{"to": 1, "bills": [3], "announced": 3}]})
    answer(g, {"vote": {"family": "against"}})
    act(g, "force_budget", g.state.positions["minister"], "decline")
    s = g.state
    assert s.situation == "unstable" and s.bank == "holiday"
    assert sorted(s.players[0].pocket) == [1, 1, 1, 1, 2, 2, 3, 3]     # the President keeps it all


def test_row37_39_a_forced_budget_closes_the_bank_for_lunch_and_banking_moves_to_phase_9():
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget")
    minister = g.state.positions["minister"]
    g.apply({"stacks": [{"to": minister, "bills": [3], "announced": 3}]})
    answer(g, {"vote": {"family": "against"}})
    act(g, "force_budget", minister, "force")
    s = g.state
    assert s.bank == "lunch" and s.budget_forced and s.players[minister].pocket == [3]
    where = {0: "home", 1: "central_bank", 2: "home", 3: "nightclub"}
    answer(g, {"location": lambda d: where[d.player], "assassination": "done", "start_coup": "decline"})
    d = g.pending()
    assert story_has(g, "the Central Bank is closed (for lunch)")
    assert (d.kind, d.player, s.phase) == ("banking", minister, "9 end of round")
    g.apply({"deposit": [3], "withdraw": []})
    assert s.players[minister].swiss == [3] and s.players[minister].pocket == []


def announce(g, seat, action):
    """Phase 6: ``seat`` announces one assassin (row 47) and then is done announcing."""
    act(g, "assassination", seat, action)
    done_if_asked(g, "assassination", seat)


def row51(locations, hands=None, pockets=None):
    return table(names=ROW51, president=3, positions=ROW51_CABINET, start="6 assassinations",
                 locations=locations, hands=hands or {},
                 pockets=pockets or {0: [1], 1: [2, 2, 1], 2: [2, 3, 3]})


def test_row51_first_announced_gets_the_money_when_two_assassins_find_ben():
    g = row51({0: "home", 1: "home", 2: "home", 3: "home"}, hands={2: ["professional_assassin-1"]})
    announce(g, 0, {"assassin": "death_squad", "target": 1, "location": "home"})
    announce(g, 2, {"assassin": "professional_assassin-1", "target": 1, "location": "home"})
    s = g.state
    assert not s.players[1].alive and s.players[1].pocket == []
    assert sorted(s.players[0].pocket) == [1, 1, 2, 2]               # Andy announced first
    assert story_has(g, "ben is already dead")
    assert s.situation == "unstable"


def test_row51_andy_and_ben_kill_each_other_and_both_pockets_leave_the_game():
    g = row51({0: "home", 1: "nightclub", 2: "home", 3: "home"}, hands={1: ["professional_assassin-1"]})
    box_before = sum(g.state.box)
    announce(g, 0, {"assassin": "death_squad", "target": 1, "location": "nightclub"})
    announce(g, 1, {"assassin": "professional_assassin-1", "target": 0, "location": "home"})
    s = g.state
    assert not s.players[0].alive and not s.players[1].alive
    assert s.players[0].pocket == [] and s.players[1].pocket == []
    # Ben paid 2 for his assassin; then Andy's 1 and Ben's remaining 3 leave the game
    assert sum(s.box) - box_before == 2 + 1 + 3


def test_row51_andy_kills_ben_then_dead_ben_kills_daniel_whose_money_leaves_the_game():
    g = row51({0: "home", 1: "nightclub", 2: "mistress", 3: "home"}, hands={1: ["professional_assassin-1"]})
    announce(g, 0, {"assassin": "death_squad", "target": 1, "location": "nightclub"})
    announce(g, 1, {"assassin": "professional_assassin-1", "target": 2, "location": "mistress"})
    s = g.state
    assert sorted(s.players[0].pocket) == [1, 1, 2]                  # Ben's 2 + 1 after paying 2
    assert not s.players[2].alive and s.players[2].pocket == []
    assert story_has(g, "daniel is assassinated at his Mistress by ben; the victim's pocket money goes out of the game")


def test_row51_daniel_kills_andy_after_andy_killed_ben_and_takes_both_pockets():
    g = row51({0: "headquarters", 1: "nightclub", 2: "mistress", 3: "home"},
              hands={2: ["professional_assassin-1"]})
    announce(g, 0, {"assassin": "death_squad", "target": 1, "location": "nightclub"})
    announce(g, 2, {"assassin": "professional_assassin-1", "target": 0, "location": "headquarters"})
    s = g.state
    assert not s.players[0].alive and not s.players[1].alive
    assert sorted(s.players[2].pocket) == [1, 1, 2, 2, 3, 3]         # 3+3 after paying 2, + Andy's 1+5


def test_row51_the_minister_guesses_wrong_twice_and_the_death_squad_marker_turns():
    g = row51({0: "home", 1: "central_bank", 2: "headquarters", 3: "home"},
              hands={0: ["professional_assassin-1", "death_squad_overtime"]}, pockets={0: [2, 2, 3]})
    act(g, "assassination", 0, {"assassin": "death_squad", "target": 2, "location": "central_bank"})
    options = g.pending().choices()
    squad_at_bank = [o for o in options if isinstance(o, dict) and o["assassin"] == "death_squad_overtime"
                     and o["location"] == "central_bank"]
    assert not squad_at_bank                    # row 48: not at the bank again while the marker is out
    assert any(o["location"] == "central_bank" for o in options if isinstance(o, dict)
               and o["assassin"] == "professional_assassin-1")   # other assassins are not restricted
    announce(g, 0, {"assassin": "professional_assassin-1", "target": 1, "location": "mistress"})
    s = g.state
    assert all(p.alive for p in s.players)
    assert not s.death_squad_bank_ok and s.no_assassination_round == g.round
    assert s.situation == "stable"


def test_bribe_the_assassin_saves_the_victim_for_two_million():
    g = row51({0: "home", 1: "nightclub", 2: "home", 3: "home"}, hands={1: ["bribe_the_assassin"]})
    announce(g, 0, {"assassin": "death_squad", "target": 1, "location": "nightclub"})
    act(g, "last_chance", 1, {"play": "bribe_the_assassin"})
    s = g.state
    assert s.players[1].alive and sorted(s.players[1].pocket) == [1, 2]


def test_row52_the_presidents_cousin_takes_one_vacant_position_the_other_is_frozen():
    g = row51({0: "home", 1: "nightclub", 2: "home", 3: "home"})
    announce(g, 0, {"assassin": "death_squad", "target": 1, "location": "nightclub"})
    act(g, "cousin", 3, "admiral")
    s = g.state
    assert s.cousin == "admiral" and s.frozen == ["general_2"]
    assert s.holder("admiral") == 3 and s.holder("general_2") is None


def test_row12_a_dead_president_is_replaced_at_once_the_player_to_his_left_voting_first():
    g = row51({0: "home", 1: "home", 2: "home", 3: "nightclub"})
    announce(g, 0, {"assassin": "death_squad", "target": 3, "location": "nightclub"})
    d = g.pending()
    assert (d.kind, d.player) == ("vote", 0)                         # Andy sits left of Jenny
    answer(g, {"vote": lambda d: {src: 2 for src in d.info["sources"]}},
           until=lambda gm: gm.state.president != 3)
    s = g.state
    assert s.president == 2
    assert sorted(s.frozen) == ["air_force", "general_3"]          # the new President's old Positions


def test_row45_exile_fees_from_pocket_then_swiss_account_or_nothing():
    g = table(start="9 end of round", exiled=(1, 2, 3), pockets={1: [2, 1]}, swiss={2: [3]})
    box = sum(g.state.box)
    act(g, "exile", 1, "return")
    assert g.pending().choices() == [1, 2]                            # a bill of his choice
    act(g, "exile_fee", 1, 1)
    act(g, "exile", 2, "stay")
    act(g, "exile_fee", 2, 3)
    act(g, "exile", 3, "return")                                    # no money: he returns free
    s = g.state
    assert [p.exiled for p in s.players] == [False, False, True, False]
    assert s.players[1].pocket == [2] and s.players[2].swiss == [] and sum(s.box) - box == 4


def test_row60_the_no_assassination_marker_stays_one_whole_round():
    def placed(round_no):
        return lambda g: (setattr(g.state, "death_squad_bank_ok", False),
                          setattr(g.state, "no_assassination_round", round_no))
    this_round = table(start="9 end of round", extra=placed(1))
    answer(this_round, {}, until=lambda g: g.round == 2)
    assert not this_round.state.death_squad_bank_ok
    last_round = table(start="9 end of round", extra=placed(0))
    assert last_round.state.death_squad_bank_ok


def test_row28_in_a_four_player_game_each_family_holds_a_general_and_one_other_position():
    g = table(start="2 cabinet")
    with pytest.raises(IllegalAction, match="two Generals"):
        g.apply({"general_1": 1, "general_2": 1, "general_3": 2, "minister": 2, "admiral": 3, "air_force": 3})
    with pytest.raises(IllegalAction, match="may not hold another Position"):
        g.apply({"general_1": 1, "general_2": 2, "general_3": 3, "minister": 0, "admiral": 3, "air_force": 2})
    with pytest.raises(IllegalAction, match="more than 2 Positions"):
        g.apply({"general_1": 1, "general_2": 2, "general_3": 3, "minister": 1, "admiral": 1, "air_force": 2})
    g.apply({"general_1": 1, "general_2": 2, "general_3": 3, "minister": 1, "admiral": 2, "air_force": 3})
    s = g.state
    for seat in (1, 2, 3):
        held = s.positions_of(seat)
        assert len(held) == 2 and sum(p.startswith("general") for p in held) == 1


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_random_cabinets_always_meet_the_four_conditions(players):
    g = table(players=players, start="2 cabinet")
    rng = random.Random(players)
    domain = CabinetChoice(g, g.state.president, {})
    for _ in range(200):
        domain.check(domain.sample(rng))


def test_row24_exiles_draw_nothing_and_hands_are_cut_to_six_counting_influence():
    full = ["black_marketeers-1", "black_marketeers-2", "phantom_voters-1", "phantom_voters-2", "middle_class"]
    g = table(hands={1: full}, influence={1: ["church"]}, exiled=(2,))
    answer(g, {"phase1_card": "done"}, until=lambda gm: gm.pending().kind == "discard")
    s = g.state
    assert len(s.players[2].hand) == 0                                  # in exile: no draw
    d = g.pending()
    assert d.player == 1 and "church" in d.choices()                       # 5 + 2 drawn + 1 in front = 8
    g.apply("church")
    g.apply(d.options[0])
    assert len(s.players[1].hand) + len(s.players[1].influence) == 6


def test_rows16_18_in_the_middle_of_the_budget_vote_players_may_give_money_and_unrevealed_cards():
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget", pockets={1: [3, 2]},
              hands={1: ["black_marketeers-1", "church"]}, influence={1: ["landowners"]})
    g.apply({"stacks": [{"to": 2, "bills": [1], "announced": 1}]})
    g.apply({"family": "for"})                                    # ana votes first
    d = g.pending()
    assert (d.kind, d.player) == ("vote", 1) and d.side.give is not None   # a gift is allowed beside it
    before = g.snapshot()
    for bad, reason in (({"give": {"to": 2, "cards": ["landowners"]}}, "face up"),
                        ({"give": {"to": 2, "bills": [1]}}, "cannot give"),
                        ({"give": {"to": 1, "bills": [3]}}, "another living player"),
                        ({"give": {"to": 2}}, "at least one")):
        with pytest.raises(IllegalAction, match=reason):
            g.apply(bad)
    assert g.snapshot() == before
    g.apply({"give": {"to": 2, "bills": [3], "cards": ["black_marketeers-1"]}})   # ben buys cid's vote
    assert (g.pending().kind, g.pending().player) == ("vote", 1)    # then the vote goes on
    s = g.state
    assert s.players[1].pocket == [2] and s.players[2].pocket == [3]
    assert "black_marketeers-1" in s.players[2].hand
    assert "ben gives cid 3 million, the Black Marketeers card" in g.story(2)
    assert "ben gives cid 3 million, the Black Marketeers card" not in g.story(3)
    assert "ben hands something to cid" in g.story(3)
