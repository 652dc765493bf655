"""JUNTA as the rulebook says it, on positions built from its text (the readings of the rulebook
review: the Presidential vote, bonus votes, row 19's counters, row 70's Palace Guard, the table with
straw men, a vacant presidency, "at any time", row 16's unmet requirements and row 67's agreement)."""
import pytest

from junta_lib.agents import RandomAgent
from junta_lib.classic import new_game
from junta_lib.classic.coup.aftermath import aftermath
from junta_lib.classic.state import Coup
from junta_lib.core import play

from classic_table import act, answer, loaded, story_has, table

QUIET = {"coup_move": "pass", "declare": "done", "airstrike": "hold", "gunboat": "hold", "military_parade": "pass",
         "police_response": {"send": {}}, "fire_back": "hold", "forbid_retreat": "allow", "martial_law": "pass"}


def budget_on_the_table(**kw):
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget", **kw)
    g.apply({"stacks": [{"to": 1, "bills": [3], "announced": 3}]})
    return g


def test_rows_6_8_13_the_president_casts_the_vote_of_his_own_position():
    """Row 6: the President "assigns the other six Positions" (he holds the seventh); row 8: "Each
    Position has one vote"; row 13 calls it his "Presidential vote"."""
    g = budget_on_the_table()
    d = g.pending()
    assert (d.kind, d.player) == ("vote", 0) and d.info["sources"]["position:president"] == 1
    g.apply({"family": "for", "President": "for"})                     # a source named as a person would
    assert story_has(g, "ana casts 2 votes in favour")


def test_k10_a_bonus_needs_the_partner_card_face_up_in_front_of_the_player():
    """Socialists: 5 votes, 10 with Labor Unions.  A partner still in the hand does not count; one
    played in the same turn is face up when the votes are counted (kit reading, voting.py)."""
    hidden = budget_on_the_table(influence={1: ["socialists"]}, hands={1: ["labor_unions"]})
    hidden.apply({"family": "for"})
    assert hidden.pending().info["sources"]["socialists"] == 5
    hidden.apply({"socialists": "against"})
    assert story_has(hidden, "ben casts 5 votes against")
    together = budget_on_the_table(influence={1: ["socialists"]}, hands={1: ["labor_unions"]})
    together.apply({"family": "for"})
    together.apply({"socialists": "against", "labor_unions": "against"})
    assert story_has(together, "ben casts 15 votes against")          # 10 + 5


def started_coup(**kw):
    """Ben (General of the 1st Brigade and Minister) starts a coup with Slum Riots; nobody moves."""
    g = table(start="8 coup", hands={1: ["slum_riots"]}, **kw)
    act(g, "start_coup", 1, {"start": "card", "card": "slum_riots"})
    return g


def test_row_19_one_marines_counter_and_one_paratroops_counter():
    g = started_coup()
    forces = [u.force for u in g.state.coup.units]
    assert forces.count("marines") == 1 and forces.count("paratroops") == 1
    assert forces.count("palace_guard") == 4 and forces.count("brigade_1") == 6


def test_row_70_an_airstrike_on_the_palace_guard_makes_a_rebel_even_when_it_misses():
    """Row 70: "Firing on a Palace Guards unit at any time" makes a Rebel; K4: shelling or bombing
    an area that holds Palace Guard units, hit or miss.  Dan, Air Force Commander, bombs the Palace
    in Coup phase 1 and rolls no hit."""
    g = started_coup()
    answer(g, {**QUIET, "airstrike": "hold"}, until=lambda gm: gm.state.coup.phase == 1
           and gm.pending().kind == "airstrike")
    loaded(g, [1, 2])
    act(g, "airstrike", 3, "presidential_palace")
    assert story_has(g, "0 hits") and 3 in g.state.coup.rebels
    assert story_has(g, "dan is now a Rebel (fired on the Palace Guard)")


def test_k9_straw_men_never_win_the_real_players_are_ranked():
    def last_round(game):                                      # too few bills left for Phase 3: the end
        s = game.state
        s.box += s.aid[7:]
        s.aid = s.aid[:7]
    g = table(players=2, start="3 foreign aid", swiss={0: [1], 1: [2], 2: [3, 3, 3]}, extra=last_round)
    assert g.state.players[2].straw and g.is_over()
    assert g.result()["winners"] == [1]                       # not the straw man with 9 million


def test_k9_rebels_win_but_no_real_player_declared_for_them_the_president_stays_and_nobody_is_shot():
    g = table(players=3, start="8 coup")
    s = g.state
    s.coup = Coup(first_rebel=3, order=[3, 0, 1, 2], sides={0: "president", 1: "president", 2: "president",
                                                             3: "rebels"}, winner="Rebels")
    flow = aftermath(g)
    with pytest.raises(StopIteration):                         # no election, no Firing Squad: no decision
        next(flow)
    assert s.president == 0 and all(p.alive for p in s.players)
    assert story_has(g, "ana stays in office and nobody faces the Firing Squad")


def test_k8_a_president_killed_with_nobody_to_elect_leaves_the_presidency_vacant_and_the_game_goes_on():
    """Ana, President, dies; Ben, the Minister who killed her, dies by his own Psychotic Assassin;
    Cid and Dan are in Exile.  Nobody can be elected: no invented ending (K8), the presidency stays
    vacant to the end of the round, and the next round begins with an election like the first."""
    g = table(start="6 assassinations", positions={"minister": 1, "general_1": 1, "general_2": 2, "admiral": 2,
                                                   "general_3": 3, "air_force": 3},
              hands={1: ["psychotic_assassin"]}, locations={0: "home", 1: "nightclub"}, exiled=(2, 3))
    act(g, "assassination", 1, {"assassin": "death_squad", "target": 0, "location": "home"})
    loaded(g, [6, 5])                                         # 6, then 4-6: he kills his employer
    act(g, "assassination", 1, {"assassin": "psychotic_assassin", "target": 0, "location": "home"})
    answer(g, {"exile": "return", "exile_fee": lambda d: d.options[0]},
           until=lambda gm: gm.pending().kind == "vote")
    s = g.state
    assert story_has(g, "the presidency stays vacant") and not g.is_over()
    assert g.round == 2 and s.president is None and g.stats["coups"] == 0
    assert g.pending().prompt.endswith("electing the first President, round 1")
    assert story_has(g, "the presidency is vacant: a President is elected as the first one was")


def test_row_13_the_president_resigns_to_dodge_the_budget_and_the_new_one_proposes_it():
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget", pockets={0: [2]})
    d = g.pending()
    assert (d.kind, d.player) == ("budget", 0) and "resign" in [a.to_json() for a in d.side.listed]
    g.apply("resign")                                          # a side action, "at any time" but a Coup
    answer(g, {"vote": lambda d: {"family": 2}}, until=lambda gm: gm.pending().kind != "vote")
    s = g.state
    assert s.president == 2 and s.players[2].pocket == [2] and s.players[0].pocket == []
    d = g.pending()
    assert (d.kind, d.player) == ("budget", 2) and sorted(d.info["drawn"]) == [1, 1, 1, 1, 2, 2, 3, 3]


def test_row_13_no_resignation_during_a_coup():
    g = started_coup()
    answer(g, QUIET, until=lambda gm: gm.pending().player == 0)
    d = g.pending()
    assert d.side is None or "resign" not in [a.to_json() for a in d.side.listed]


def test_row_16_a_card_whose_requirement_is_unmet_is_put_down_and_discarded_without_effect():
    g = table(start="5 locations", hands={0: ["martial_law"], 1: ["church_sacked"]})
    act(g, "location", 0, "home")
    d = g.pending()
    assert {"play": "church_sacked"} in [a.to_json() for a in d.side.listed]          # ben has no Church
    g.apply({"play": "church_sacked"})
    assert "church_sacked" in g.state.discard and (g.pending().kind, g.pending().player) == ("location", 1)
    assert story_has(g, "ben plays Church Sacked; its requirement is not met: it is discarded without effect")


def test_row_67_all_players_agree_at_any_time_and_the_coup_ends_with_that_result():
    """Ben proposes in the Rebel phase that the Rebels win; everyone agrees: the Coup ends at once
    with that result, though the Rebels hold no Power Center, and the Aftermath follows."""
    g = started_coup()
    assert g.pending().player == 1 and g.state.coup.phase == 0
    g.apply({"end_coup": "rebels"})
    for seat in (2, 3, 0):
        act(g, "end_coup", seat, "agree")
    answer(g, {"choose_side": lambda d: "rebels" if d.player == 1 else "president",
               "vote": lambda d: {"family": 1}})
    assert story_has(g, "all players agree: the Coup ends, the Rebels win")
    assert story_has(g, "the Coup ends by agreement: the Rebels win")
    assert g.state.president == 1


def test_row_67_one_refusal_and_the_coup_goes_on():
    g = started_coup()
    g.apply({"end_coup": "president"})
    act(g, "end_coup", 2, "refuse")
    assert story_has(g, "cid refuses: the Coup goes on")
    assert g.pending().kind == "coup_move" and g.pending().player == 1 and g.state.coup.phase == 0


def test_random_bots_take_side_actions_rarely_and_every_game_ends():
    side = total = 0
    for players in (2, 3, 4, 5, 6, 7):
        for seed in range(6):
            g = new_game(players=players, seed=seed)
            play(g, RandomAgent.team(players, seed))
            assert g.is_over() and (g.result()["winners"] or g.result()["all_lose"])
            total += len(g.actions)
            side += sum(1 for a in g.actions if a.to_json() == "resign" or
                        isinstance(a.to_json(), dict) and set(a.to_json()) & {"give", "end_coup"})
    assert 0 < side / total < 0.03
