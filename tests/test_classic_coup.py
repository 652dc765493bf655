"""The Coup Game and its Aftermath (rows 56-73; rules R and K1-K7)."""
import pytest

from junta_lib.classic.coup.forces import add_unit
from junta_lib.core import IllegalAction

from classic_table import act, answer, loaded, story_has, table

# 4 players, President ana (0).  Default cabinet: ben (1) General 1 + Minister, cid (2) General 2 +
# Admiral, dan (3) General 3 + Air Force Commander.
QUIET = {"coup_move": "pass", "declare": "done", "airstrike": "hold", "gunboat": "hold",
         "police_response": {"send": {}}, "fire_back": "hold", "end_coup": "refuse", "forbid_retreat": "allow"}


def coup_started_by_ben(**kw):
    g = table(start="8 coup", situation="unstable", **kw)
    act(g, "start_coup", 1, {"start": "move"})
    coup = g.state.coup
    brigade = [u.id for u in coup.units if u.force == "brigade_1"]
    with pytest.raises(IllegalAction, match="must be a move"):
        g.apply("pass")
    act(g, "coup_move", 1, {"move": {"from": "barracks_1", "to": "precinct_north", "units": brigade}})
    return g


def arrange(g, layout):
    """Replace every unit: layout = [(owner, force, area, count), ...]."""
    coup = g.state.coup
    coup.units = []
    for owner, force, area, count in layout:
        for _ in range(count):
            kind = "elite" if force in ("marines", "paratroops") else "regular"
            add_unit(coup, force, area, owner, kind)


def sides(choice):
    return lambda d: choice[d.player]


def test_the_president_neither_moves_nor_fires_in_the_rebel_phase():
    g = coup_started_by_ben()
    seen = []
    answer(g, {**QUIET, "coup_move": lambda d: seen.append((d.player, g.state.coup.phase)) or "pass"},
           until=lambda gm: gm.state.coup.phase == 1)
    assert (0, 0) not in seen and {(2, 0), (3, 0)} <= set(seen)


def test_rebels_holding_three_power_centers_win_elect_a_president_and_use_the_firing_squad():
    g = coup_started_by_ben(pockets={3: [2, 3]})
    arrange(g, [(1, "brigade_1", "railway_station", 1), (1, "brigade_1", "radio_station", 1),
                (1, "brigade_1", "parliament", 1), (0, "palace_guard", "presidential_palace", 2),
                (0, "palace_guard", "central_bank", 1), (3, "brigade_3", "market", 2)])
    answer(g, {**QUIET, "choose_side": sides({1: "rebels", 2: "rebels", 3: "president"}),
               "vote": lambda d: {src: 1 for src in d.info["sources"]},
               "firing_squad": lambda d: 3 if 3 in d.choices() else "done"})
    s = g.state
    assert story_has(g, "the Rebels hold 3 of the 5 Power Centers (Railway Station, Radio Station, Parliament): "
                        "the Rebels win")
    assert s.president == 1 and g.stats["coups_won_by_rebels"] == 1
    assert sorted(s.positions_of(0)) == ["general_1", "minister"]      # the old President takes them
    assert sorted(s.players[1].pocket) == [2, 3]
    assert story_has(g, "dan faces the Firing Squad on ben's orders; the victim's pocket money goes to ben")


def test_a_shared_or_empty_power_center_counts_for_the_president_and_the_coup_fails():
    g = coup_started_by_ben()
    arrange(g, [(1, "brigade_1", "railway_station", 1), (1, "brigade_1", "radio_station", 1),
                (1, "brigade_1", "parliament", 1), (3, "brigade_3", "parliament", 1),
                (0, "palace_guard", "presidential_palace", 2)])
    answer(g, {**QUIET, "choose_side": sides({1: "rebels", 2: "rebels", 3: "president"}),
               "declare": "done", "firing_squad": lambda d: 1 if 1 in d.choices() else "done"})
    s = g.state
    assert story_has(g, "the Rebels hold 2 of the 5 Power Centers (Railway Station, Radio Station): "
                        "the President wins")
    assert s.president == 0 and story_has(g, "ben faces the Firing Squad on ana's orders")
    assert not story_has(g, "cid faces the Firing Squad")      # the President chose to spare cid


def test_no_attack_in_an_embassy_and_any_number_of_players_may_share_it():
    g = coup_started_by_ben()
    arrange(g, [(1, "brigade_1", "embassy_north", 2), (2, "brigade_2", "embassy_north", 2),
                (1, "brigade_1", "market", 1), (2, "brigade_2", "market", 1)])
    answer(g, QUIET, until=lambda gm: gm.pending().kind == "declare")
    d = g.pending()
    assert d.player == 1 and {"area": "market", "target": 2} in d.choices()
    assert all(o == "done" or o["area"] != "embassy_north" for o in d.choices())


def retreat_battle(g, rolls):
    arrange(g, [(1, "brigade_1", "market", 2), (2, "brigade_2", "market", 2)])
    answer(g, QUIET, until=lambda gm: gm.pending().kind == "declare")
    act(g, "declare", 1, {"area": "market", "target": 2})
    loaded(g, rolls)
    answer(g, {**QUIET, "fire_back": "fire"}, until=lambda gm: gm.pending().kind in ("forbid_retreat", "retreat")
           or gm.state.coup.phase == 1)


def test_the_player_who_lost_more_retreats_into_an_adjacent_empty_area_and_flees():
    g = coup_started_by_ben()
    retreat_battle(g, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1])     # ben hits once in volley 1; cid never
    assert story_has(g, "cid is now a Rebel (fired back in the Rebel phase)")
    act(g, "forbid_retreat", 1, "allow")
    d = g.pending()
    assert d.kind == "retreat" and d.player == 2 and "railway_station" in d.choices() and "harbor" not in d.choices()
    g.apply("railway_station")
    units = [u for u in g.state.coup.units if u.owner == 2]
    assert [u.area for u in units] == ["railway_station"]
    assert story_has(g, "cid retreats 1 unit from Market to Railway Station")
    assert all(not u.fled for u in g.state.coup.units)          # fleeing lasts until the phase ends


def test_losers_forbidden_to_retreat_lose_their_units_there():
    g = coup_started_by_ben()
    retreat_battle(g, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    act(g, "forbid_retreat", 1, "forbid")
    assert not [u for u in g.state.coup.units if u.owner == 2]
    assert story_has(g, "cid may not retreat from Market")


def test_a_tie_in_losses_means_nobody_retreats():
    g = coup_started_by_ben()
    retreat_battle(g, [1] * 12)
    assert g.pending().kind != "forbid_retreat"
    assert len([u for u in g.state.coup.units if u.area == "market"]) == 4


def test_police_start_in_parliament_after_a_forced_budget():
    g = table(start="8 coup", situation="unstable", extra=lambda gm: setattr(gm.state, "budget_forced", True))
    act(g, "start_coup", 1, {"start": "move"})
    police = [u.area for u in g.state.coup.units if u.force == "police"]
    assert police == ["parliament"] * 4


def test_only_marines_use_the_harbor_and_no_paratroops_land_in_an_embassy():
    g = table(start="8 coup", situation="unstable")
    act(g, "start_coup", 1, {"start": "move"})
    act(g, "coup_move", 1, {"move": {"from": "barracks_1", "to": "slums",
                                     "units": [u.id for u in g.state.coup.units if u.force == "brigade_1"][:1]}})
    act(g, "coup_move", 2, "pass")
    with pytest.raises(IllegalAction, match="no drop into an Embassy"):
        g.apply({"drop": "embassy_north"})
    with pytest.raises(IllegalAction, match="not adjacent"):
        g.apply({"move": {"from": "barracks_3", "to": "parliament",
                          "units": [u.id for u in g.state.coup.units if u.force == "brigade_3"]}})
    g.apply({"drop": "parliament"})
    assert {u.area for u in g.state.coup.units if u.force == "paratroops"} == {"parliament"}
    assert 3 in g.state.coup.rebels


def test_a_coup_event_card_starts_a_coup_even_when_stable_and_places_its_units():
    g = table(start="8 coup", hands={2: ["student_uprising"]})
    d = g.pending()
    assert d.player == 2 and {"start": "card", "card": "student_uprising"} in d.choices()
    assert {"start": "move"} not in d.choices()                 # Stable and not at Headquarters
    g.apply({"start": "card", "card": "student_uprising"})
    s = g.state
    assert s.situation == "unstable" and s.coup.first_rebel == 2
    assert [u.area for u in s.coup.units if u.force == "students"] == ["university"] * 3


def test_headquarters_lets_a_player_start_a_coup_while_stable():
    g = table(start="8 coup", locations={3: "headquarters"})
    d = g.pending()
    assert d.player == 3 and {"start": "move"} in d.choices()


def test_row73_police_respond_to_mobs_placed_in_the_rebel_phase_split_as_the_minister_likes():
    g = table(start="8 coup", hands={2: ["student_uprising", "slum_riots"]})
    act(g, "start_coup", 2, {"start": "card", "card": "student_uprising"})
    act(g, "coup_move", 2, {"play": "slum_riots"})
    answer(g, QUIET, until=lambda gm: gm.pending().kind == "police_response")
    d = g.pending()
    assert d.player == 1 and d.info["mob_areas"] == ["slums", "university"]     # ben is the Minister
    with pytest.raises(IllegalAction, match="holds no mob"):
        g.apply({"send": {"parliament": 1}})
    with pytest.raises(IllegalAction, match="4 Police units"):
        g.apply({"send": {"slums": 3, "university": 2}})
    g.apply({"send": {"slums": 3, "university": 1}})
    police = sorted(u.area for u in g.state.coup.units if u.force == "police")
    assert police == ["slums", "slums", "slums", "university"]
    assert g.state.coup.phase == 1                              # coup phase 1, a free extra move


def test_row71_units_of_exiled_players_are_ignored():
    g = table(start="8 coup", situation="unstable", exiled=(3,))       # dan: General 3, Air Force
    act(g, "start_coup", 1, {"start": "move"})
    forces = {u.force for u in g.state.coup.units}
    assert "brigade_3" not in forces and "paratroops" not in forces and g.state.coup.airstrikes_left == 0
    assert 3 not in g.state.coup.order


def test_k3_a_transfer_hands_units_over_and_the_player_still_moves():
    g = coup_started_by_ben()
    cid = [u.id for u in g.state.coup.units if u.owner == 2 and u.force == "brigade_2"][:2]
    act(g, "coup_move", 2, {"transfer": {"units": cid, "to": 3}})
    assert {u.owner for u in g.state.coup.units if u.id in cid} == {3}
    assert g.pending().kind == "coup_move" and g.pending().player == 2     # cid still has his move
    assert story_has(g, "cid hands 2 units to dan")


def test_k4_gunboat_and_airstrikes_destroy_a_unit_on_each_5_or_6_and_make_the_shooter_a_rebel():
    g = coup_started_by_ben()
    arrange(g, [(0, "palace_guard", "presidential_palace", 4), (3, "paratroops", "airfield", 3),
                (2, "marines", "harbor", 3), (1, "brigade_1", "market", 2)])
    answer(g, {"coup_move": "pass", "declare": "done"}, until=lambda gm: gm.pending().kind == "gunboat")
    d = g.pending()
    assert d.player == 2 and "presidential_palace" in d.choices() and "market" not in d.choices()   # coastal only
    loaded(g, [6, 5, 1, 5, 2])                       # Gunboat 3 dice: two hits; Airstrike 2 dice: one hit
    g.apply("presidential_palace")
    act(g, "airstrike", 3, "market")
    s = g.state
    assert len([u for u in s.coup.units if u.force == "palace_guard"]) == 2
    assert len([u for u in s.coup.units if u.force == "brigade_1"]) == 1
    assert {2, 3} <= set(s.coup.rebels) and s.coup.airstrikes_left == 2


def test_k6_the_helicopter_carries_up_to_three_units_anywhere_but_an_embassy():
    g = table(start="8 coup", situation="unstable", hands={1: ["helicopter"]})
    act(g, "start_coup", 1, {"start": "card", "card": "helicopter"})
    units = [u.id for u in g.state.coup.units if u.owner == 1 and u.force == "brigade_1"]
    with pytest.raises(IllegalAction, match="at most 3"):
        g.apply({"helicopter": {"card": "helicopter", "units": units[:4], "to": "parliament"}})
    with pytest.raises(IllegalAction, match="Embassy"):
        g.apply({"helicopter": {"card": "helicopter", "units": units[:3], "to": "embassy_north"}})
    g.apply({"helicopter": {"card": "helicopter", "units": units[:3], "to": "parliament"}})
    assert sorted(u.area for u in g.state.coup.units if u.id in units) == ["barracks_1"] * 3 + ["parliament"] * 3
    assert "helicopter" in g.state.discard
