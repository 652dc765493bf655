"""The Political cards of K10 that work today, one rule at a time (rules/junta.md R and K10)."""
import pytest

from junta_lib.classic import voting
from junta_lib.core import IllegalAction

from classic_table import act, answer, done_if_asked, loaded, story_has, table

NAMES = ["andy", "ben", "daniel", "jenny"]
# Jenny (3) is President, Andy (0) the Minister of Internal Security
CABINET = {"minister": 0, "general_1": 0, "general_2": 1, "admiral": 1, "general_3": 2, "air_force": 2}


def phase6(hands, pockets=None, locations=None, influence=None):
    return table(names=NAMES, president=3, positions=CABINET, start="6 assassinations", hands=hands,
                 pockets=pockets or {0: [1], 1: [2, 2, 1], 2: [2, 3, 3]}, influence=influence,
                 locations=locations or {0: "home", 1: "nightclub", 2: "mistress", 3: "home"})


def skip_minister(g):
    """Andy's turn: no free assassination this time."""
    act(g, "assassination", 0, "done")


@pytest.mark.parametrize("roll,dies", [(3, False), (4, True)])
def test_amateur_assassin_pays_one_million_and_needs_a_4_to_6(roll, dies):
    g = phase6({1: ["amateur_assassin-1"]})
    skip_minister(g)
    loaded(g, [roll])
    act(g, "assassination", 1, {"assassin": "amateur_assassin-1", "target": 2, "location": "mistress"})
    done_if_asked(g, "assassination", 1)
    assert g.state.players[2].alive is not dies
    assert sorted(g.state.players[1].pocket) == ([2, 2, 2, 3, 3] if dies else [2, 2])   # paid with the 1


def test_professional_assassin_costs_two_million_and_is_refused_without_it():
    g = phase6({1: ["professional_assassin-1"]}, pockets={0: [1], 1: [1], 2: [2]})
    skip_minister(g)
    d = g.pending()
    assert d is None or d.player != 1 or all(o == "done" or o["assassin"] != "professional_assassin-1"
                                             for o in d.choices())


def test_bankers_pay_one_million_a_round_toward_an_assassin():
    g = phase6({1: ["amateur_assassin-1"]}, pockets={0: [1], 1: [], 2: [2]}, influence={1: ["bankers"]})
    skip_minister(g)
    loaded(g, [6])
    act(g, "assassination", 1, {"assassin": "amateur_assassin-1", "target": 2, "location": "mistress"})
    done_if_asked(g, "assassination", 1)
    assert not g.state.players[2].alive and g.state.players[1].credit_used == 1


def test_foreign_assassin_may_not_target_the_president_or_the_minister():
    g = phase6({1: ["foreign_assassin"]})
    skip_minister(g)
    targets = {o["target"] for o in g.pending().choices() if isinstance(o, dict)}
    assert targets == {2}                                 # not Andy (Minister), not Jenny (President)


@pytest.mark.parametrize("rolls,outcome", [([2], "goes ahead"), ([5], "nothing"), ([6, 5], "backfire"),
                                           ([6, 2], "nothing")])
def test_psychotic_assassin(rolls, outcome):
    g = phase6({1: ["psychotic_assassin"]})
    skip_minister(g)
    loaded(g, rolls)
    act(g, "assassination", 1, {"assassin": "psychotic_assassin", "target": 2, "location": "mistress"})
    done_if_asked(g, "assassination", 1)
    s = g.state
    assert s.players[2].alive is (outcome != "goes ahead")
    assert s.players[1].alive is (outcome != "backfire")
    if outcome == "backfire":
        assert story_has(g, "turns on his employer") and s.players[1].pocket == []


def test_monarchist_assassin_needs_monarchists_and_can_cancel_an_attempt_on_you():
    no_crown = phase6({1: ["monarchist_assassin"]})
    skip_minister(no_crown)
    assert no_crown.pending() is None or no_crown.pending().player != 1
    g = phase6({1: ["monarchist_assassin"]}, influence={1: ["monarchists"]})
    act(g, "assassination", 0, {"assassin": "death_squad", "target": 1, "location": "nightclub"})
    done_if_asked(g, "assassination", 0)
    done_if_asked(g, "assassination", 1)
    act(g, "last_chance", 1, {"play": "monarchist_assassin"})
    assert g.state.players[1].alive and story_has(g, "ben plays Monarchist Assassin and survives")


def test_death_squad_overtime_is_the_ministers_second_squad_for_two_million():
    g = phase6({0: ["death_squad_overtime"]}, pockets={0: [2], 1: [1], 2: [3]})
    act(g, "assassination", 0, {"assassin": "death_squad", "target": 1, "location": "home"})
    act(g, "assassination", 0, {"assassin": "death_squad_overtime", "target": 2, "location": "mistress"})
    done_if_asked(g, "assassination", 0)
    s = g.state
    assert not s.players[2].alive and s.players[0].pocket == [3]      # paid 2, took Daniel's 3
    other = phase6({1: ["death_squad_overtime"]})
    skip_minister(other)
    assert other.pending() is None or other.pending().player != 1     # not the Minister: unusable


def test_row13_resignation_elects_a_new_president_who_gets_the_old_ones_pocket_money():
    g = table(names=NAMES, president=3, positions=CABINET, start="5 locations", pockets={3: [3, 2]})
    act(g, "location", 3, "resign")
    answer(g, {"vote": lambda d: {src: 0 for src in d.info["sources"]}},
           until=lambda gm: gm.state.president != 3)
    s = g.state
    assert s.president == 0 and sorted(s.players[0].pocket) == [2, 3] and s.players[3].pocket == []
    assert sorted(s.positions_of(3)) == ["general_1", "minister"]    # the old President takes them
    d = g.pending()
    assert (d.kind, d.player) == ("location", 3) and "exile:embassy_north" in d.choices()


def test_a_player_in_exile_can_neither_be_targeted_nor_hire_assassins():
    g = table(names=NAMES, president=3, positions=CABINET, start="6 assassinations", exiled=(2,),
              hands={2: ["professional_assassin-1"]}, pockets={2: [3]},
              extra=lambda gm: [setattr(gm.state.players[t], "location", "home") for t in (0, 1, 3)])
    targets = {o["target"] for o in g.pending().choices() if isinstance(o, dict)}
    assert 2 not in targets
    skip_minister(g)
    d = g.pending()
    assert not (d.kind == "assassination" and d.player == 2)
    assert story_has(g, "daniel") is False or not story_has(g, "daniel sends")


def test_a_card_marked_not_implemented_in_the_card_file_is_never_offered(tmp_path):
    from junta_lib.core.rulesets import data_path
    text = data_path("cards", "political.csv").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("black_marketeers,"))
    cards = tmp_path / "cards.csv"
    cards.write_text(text.replace(row, row.replace(",vote,yes,", ",vote,no,")), encoding="utf-8")
    from junta_lib.classic import new_game
    g = new_game(players=4, seed=2, cards=str(cards))
    for _ in range(4):
        d = g.pending()
        assert not any(k.startswith("black_marketeers") for k in d.info["sources"])
        g.apply({})


# -- cards of the coup ---------------------------------------------------------------------------
def coup_table(**kw):
    return table(start="8 coup", situation="unstable", **kw)


def test_a_unit_bribe_pays_one_million_a_unit_and_wins_those_that_roll_4_to_6():
    g = coup_table(hands={1: ["bribe_brigade_2"]}, pockets={1: [1, 1, 1]})
    act(g, "start_coup", 1, {"start": "move"})
    loaded(g, [6, 1, 4])
    g.apply({"bribe": {"card": "bribe_brigade_2", "area": "barracks_2"}})
    s = g.state
    won = [u for u in s.coup.units if u.force == "brigade_2" and u.owner == 1]
    assert len(won) == 2 and s.players[1].pocket == []          # three tries: 6 and 4 succeed
    assert story_has(g, "2 of 3 units change sides") and g.pending().player == 1   # still his move


def test_martial_law_puts_the_police_in_parliament():
    g = coup_table(hands={0: ["martial_law"]})
    act(g, "martial_law", 0, {"play": "martial_law"})
    act(g, "start_coup", 1, {"start": "move"})
    assert {u.area for u in g.state.coup.units if u.force == "police"} == {"parliament"}


def test_military_parade_holds_a_brigade_back_in_the_rebel_phase_only():
    g = coup_table(hands={2: ["military_parade"]})
    act(g, "start_coup", 1, {"start": "move"})
    act(g, "military_parade", 2, {"play": "military_parade", "brigade": "brigade_1"})
    brigade = [u.id for u in g.state.coup.units if u.force == "brigade_1"]
    with pytest.raises(IllegalAction, match="on parade"):
        g.apply({"move": {"from": "barracks_1", "to": "slums", "units": brigade}})
    police = [u.id for u in g.state.coup.units if u.force == "police" and u.area == "precinct_north"]
    g.apply({"move": {"from": "precinct_north", "to": "university", "units": police}})   # other units may


def test_an_amnesty_and_a_bribed_firing_squad_save_condemned_rebels():
    g = coup_table(hands={1: ["bribe_the_firing_squad"], 3: ["amnesty"]}, pockets={1: [3]})
    act(g, "start_coup", 1, {"start": "move"})
    answer(g, {"coup_move": lambda d: d.sample(__import__("random").Random(1)) if d.player == 1 and
               g.state.coup.phase == 0 else "pass", "declare": "done", "airstrike": "hold", "gunboat": "hold",
               "end_coup": "end", "police_response": {"send": {}}, "fire_back": "hold",
               "choose_side": lambda d: "rebels" if d.player in (1, 2) else "president"},
           until=lambda gm: gm.pending().kind == "amnesty")
    act(g, "amnesty", 3, {"play": "amnesty", "player": 2})          # dan spares cid
    d = g.pending()
    assert d.kind == "firing_squad" and 2 not in d.choices() and 1 in d.choices()
    g.apply(1)
    act(g, "bribe_firing_squad", 1, {"play": "bribe_the_firing_squad"})
    assert g.state.players[1].alive and g.state.players[1].pocket == []
    assert g.pending().kind != "firing_squad" or 1 not in g.pending().choices()


# -- political events ------------------------------------------------------------------------------
def test_un_condemnation_lets_a_player_start_a_coup_in_a_stable_round():
    g = table(start="8 coup", hands={1: ["un_condemnation"]})
    d = g.pending()
    assert d.player == 1 and d.choices() == ["decline"]          # his turn in Phase 8 (row 60) ...
    assert {"play": "un_condemnation"} in [a.to_json() for a in d.side.listed]   # ... the card beside it
    g.apply({"play": "un_condemnation"})                        # a side action, "any time" (K10)
    assert g.state.situation == "unstable" and {"start": "move"} in g.pending().choices()


def at_location(hands=None, influence=None, **kw):
    """Phase 5 of round 1: everyone in turn chooses a Location (a decision beside which the Events
    that may be played "any time" are side actions, side_actions.py)."""
    return table(start="5 locations", hands=hands or {}, influence=influence or {}, **kw)


def side(g) -> list:
    d = g.pending()
    return [a.to_json() for a in d.side.listed] if d.side else []


def test_spy_in_switzerland_needs_academics_and_tells_only_the_spy():
    g = at_location(hands={1: ["spy_in_switzerland"]}, influence={1: ["academics"]}, swiss={2: [3, 2]})
    act(g, "location", 0, "home")
    assert {"play": "spy_in_switzerland", "player": 2} in side(g)        # beside ben's own decision
    g.apply({"play": "spy_in_switzerland", "player": 2})
    assert "your spy reports: cid's Swiss Bank Account holds 5 million" in g.story(1)
    assert not any("spy reports" in line for line in g.story(2) + g.story(0))
    assert g.pending().kind == "location" and g.pending().player == 1    # then he chooses his Location
    without = at_location(hands={1: ["spy_in_switzerland"]}, swiss={2: [3]})
    act(without, "location", 0, "home")
    assert side(without) == [{"play": "spy_in_switzerland"}]             # row 16: only put down, no effect
    with pytest.raises(IllegalAction):
        without.apply({"play": "spy_in_switzerland", "player": 2})
    without.apply({"play": "spy_in_switzerland"})
    assert story_has(without, "its requirement is not met: it is discarded without effect")
    assert "spy_in_switzerland" in without.state.discard and not any("spy reports" in t for t in without.story(1))


def test_coalition_collapse_makes_the_victim_discard_an_influence_card_of_his_choice():
    g = at_location(hands={1: ["coalition_collapse"]}, influence={2: ["church", "students"]})
    act(g, "location", 0, "home")
    g.apply({"play": "coalition_collapse", "player": 2})
    act(g, "coalition_collapse", 2, "students")
    assert g.state.players[2].influence == ["church"] and "students" in g.state.discard
    assert (g.pending().kind, g.pending().player) == ("location", 1)


def test_bank_holiday_closes_the_bank_before_phase_7():
    g = at_location(hands={2: ["bank_holiday"]}, influence={2: ["bankers"]}, pockets={1: [3]})
    act(g, "location", 0, "home")
    act(g, "location", 1, "central_bank")
    g.apply({"play": "bank_holiday"})                                    # cid, at his turn
    act(g, "location", 2, "home")
    act(g, "location", 3, "home")
    act(g, "assassination", 1, "done")                                   # ben, the Minister, spares everyone
    assert story_has(g, "the Central Bank is closed for a holiday")
    assert story_has(g, "the Central Bank is closed (for a holiday)") and not story_has(g, "does business")
    assert g.state.players[1].swiss == []


@pytest.mark.parametrize("where,robbed", [("nightclub", True), ("home", False)])
def test_burglars_rob_a_player_who_is_not_at_home(where, robbed):
    g = phase6({1: ["burglars"]}, pockets={0: [1], 1: [], 2: [2, 3]},
               locations={0: "home", 1: "nightclub", 2: where, 3: "home"})
    skip_minister(g)
    act(g, "assassination", 1, {"burglars": "burglars", "target": 2})
    done_if_asked(g, "assassination", 1)
    assert (g.state.players[1].pocket == [2]) is robbed


# -- events inside a vote -------------------------------------------------------------------------
def budget_vote(hands=None, influence=None):
    """ana proposes a Budget; every other family votes against unless a test says otherwise."""
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget", hands=hands or {}, influence=influence or {})
    g.apply({"stacks": [{"to": 1, "bills": [3], "announced": 3}]})
    answer(g, {"gift": {}}, until=lambda gm: gm.pending().kind == "vote")
    return g


def test_church_sacked_adds_five_votes_and_needs_the_church():
    g = budget_vote(hands={0: ["church_sacked"]}, influence={0: ["church"]})
    assert g.pending().info["sources"]["church_sacked"] == 5
    g.apply({"family": "for", "church": "for", "church_sacked": "for"})
    answer(g, {"vote": lambda d: {s: "against" for s in d.info["sources"] if s in ("family",) or s.startswith("position")}},
           until=lambda gm: gm.pending().kind != "vote")
    assert story_has(g, "the Budget: 16 in favour, 9 against") and story_has(g, "the Budget passes")
    bare = budget_vote(hands={0: ["church_sacked"]})
    assert "church_sacked" not in bare.pending().info["sources"]


def test_power_failure_ends_the_vote_after_its_first_round():
    g = budget_vote(hands={0: ["power_failure"], 2: ["black_marketeers-1"]})
    g.apply({"family": "for", "power_failure": None})
    answer(g, {"vote": lambda d: {"family": "against"}}, until=lambda gm: gm.pending().kind != "vote")
    assert story_has(g, "the vote ends after its first round")
    assert "black_marketeers-1" in g.state.players[2].hand          # round 2 never came


def test_recount_discards_the_vote_cards_and_holds_the_vote_again():
    g = budget_vote(hands={1: ["recount"], 2: ["black_marketeers-1"]})
    g.apply({"family": "for"})
    g.apply({"family": "against", "recount": None})
    g.apply({"family": "against", "black_marketeers-1": "against"})
    answer(g, {"vote": {}}, until=lambda gm: story_has(gm, "a Recount"))
    assert "black_marketeers-1" in g.state.discard and "recount" in g.state.discard
    assert g.pending().kind == "vote" and g.pending().player == 0       # the vote starts again


def test_reform_demand_casts_the_others_small_influence_cards():
    g = at_location(hands={1: ["reform_demand"]}, influence={1: ["christian_democrats"], 2: ["students", "church"]})
    act(g, "location", 0, "home")
    g.apply({"play": "reform_demand"})
    assert g.state.reform_demand == 1
    # in any vote this round ben casts cid's Students (3 votes); cid keeps his Church (10)
    ben = voting.sources(g, 1, 1)
    cid = voting.sources(g, 2, 1)
    assert ben["reform:students"] == 3 and "reform:church" not in ben
    assert "students" not in cid and cid["church"] == 10


def test_presidential_competence_removes_the_president_when_the_votes_say_so():
    g = table(start="2 cabinet", hands={2: ["presidential_competence"]}, influence={2: ["church"]})
    act(g, "presidential_competence", 2, {"play": "presidential_competence"})
    answer(g, {"vote": lambda d: {s: ("remove" if "remove" in d.info["choices"] else 2) for s in d.info["sources"]
                                  if d.player != 0}},
           until=lambda gm: gm.pending().kind == "cabinet")
    assert g.state.president == 2 and g.pending().player == 2            # cid assigns the cabinet now
    assert story_has(g, "cid is President and takes the Banana")


def defeated_budget(hands):
    g = table(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget", hands=hands, pockets={0: [2]})
    g.apply({"stacks": [{"to": 1, "bills": [3, 2], "announced": 5}]})    # ana adds her own 2
    answer(g, {"gift": {}, "vote": {"family": "against"}}, until=lambda gm: gm.pending().kind != "vote"
           and gm.pending().kind != "gift")
    return g


def test_alternative_budget_passes_and_the_proposer_keeps_what_he_did_not_assign():
    g = defeated_budget({2: ["alternative_budget"]})
    act(g, "alternative_budget", 2, {"play": "alternative_budget"})
    d = g.pending()
    assert (d.kind, d.player) == ("budget", 2) and sorted(d.info["drawn"]) == [1, 1, 1, 1, 2, 2, 3, 3]
    assert g.state.players[0].pocket == [2]                  # ana's own bill went back to her
    g.apply({"stacks": [{"to": 3, "bills": [1], "announced": 1}]})
    answer(g, {"gift": {}, "vote": {"family": "for"}}, until=lambda gm: story_has(gm, "Alternative Budget passes"))
    s = g.state
    assert s.players[3].pocket == [1] and sum(s.players[2].pocket) == 14 - 1 and s.bank == "open"


def test_a_defeated_alternative_budget_returns_everything_and_the_minister_decides():
    g = defeated_budget({2: ["alternative_budget"]})
    act(g, "alternative_budget", 2, {"play": "alternative_budget"})
    g.apply({"stacks": [{"to": 3, "bills": [3, 3], "announced": 6}]})
    answer(g, {"gift": {}, "vote": {"family": "against"}}, until=lambda gm: gm.pending().kind == "force_budget")
    g.apply("force")
    s = g.state
    assert sorted(s.players[1].pocket) == [2, 3]             # ana's Budget, forced at gunpoint
    assert s.players[0].pocket.count(2) + s.players[0].pocket.count(3) >= 2 and s.bank == "lunch"


# -- what the money says (row 18: nobody makes change) ---------------------------------------------------
def test_an_overpayment_is_told_to_the_payer_with_the_bill_and_what_is_lost():
    from junta_lib.classic import new_game
    from junta_lib.classic.money import pay
    g = new_game(seed=1, players=5)
    p = g.state.players[0]
    p.pocket[:] = [2]
    p.credit_used = 99                                  # no Bankers' credit: the bill pays
    before = len(g.events)
    assert pay(g, 0, 1) == 2 and p.pocket == []
    told = g.events[before:]
    assert [e.text for e in told] == ["ana pays 1 million with a 2-million bill; 1 million is lost (nobody makes "
                                      "change, row 18)"]
    assert told[0].to == (0,)                           # the others do not see the bills of his pocket
    p.pocket[:] = [3, 3]
    pay(g, 0, 5)
    assert "with bills of 3 + 3 million; 1 million is lost" in g.events[-1].text
    p.pocket[:] = [1, 2]
    before = len(g.events)
    pay(g, 0, 3)                                        # exact: nothing to tell
    assert len(g.events) == before


def test_burglars_name_what_they_take_or_say_the_pocket_was_empty():
    from junta_lib.classic import new_game
    from junta_lib.classic.events import burglary
    g = new_game(seed=1, players=5)
    victim = g.state.players[1]
    victim.location = "nightclub"
    victim.pocket[:] = []
    burglary(g, 0, 1)
    assert g.events[-1].text == "the burglars find nothing to take: ben's pocket is empty"
    assert "0 million" not in " ".join(e.text for e in g.events)
    victim.pocket[:] = [2, 5]
    burglary(g, 0, 1)
    assert g.events[-1].text.startswith("burglars rob ben of ") and victim.pocket != [2, 5]
