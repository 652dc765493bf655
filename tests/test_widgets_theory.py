"""Notebook front-ends (driven by clicking their buttons) and the game-theory exercises."""
import ipywidgets as w
import pytest

from junta_lib.classic import new_game as classic_game
from junta_lib.classic.scenarios import arranged_game
from junta_lib.theory import banzhaf, coup_odds, parliament_weights, shapley_shubik, tournament
from junta_lib.viva import new_game as viva_game
from junta_lib.widgets import GameTable, StepThrough, describe


def buttons(widget):
    if isinstance(widget, w.Button):
        return [widget]
    return [b for child in getattr(widget, "children", []) for b in buttons(child)]


def by_label(widget, start: str) -> w.Button:
    return next(b for b in buttons(widget) if b.description.startswith(start))


FINISH = ("Done", "Pass", "Set my dice", "Cast these votes", "Appoint", "Propose this Budget", "Do business",
          "Send the Police", "Decline", "Hold fire", "Fight on", "For the President", "Return from Exile",
          "Accept", "Refuse", "Allow", "Agree", "Keep it", "Announce it", "Promise it")


def click_once(table, rng):
    """One decision of the table's player, made with its form only (buttons, drop-downs, the map)."""
    form = table.form
    if getattr(form, "map_keys", ()) and form.decision.kind == "coup_move" and form.decision.info["must_move"]:
        table.map.click(form.map_keys[0])                        # a stack ...
        table.map.click(table.form.map_keys[0])                  # ... and where it goes
        return
    choices = [b for b in buttons(table.form_box) if not b.disabled]
    wanted = [b for b in choices if b.description.startswith(FINISH)]
    (wanted or choices)[0 if wanted else rng.randrange(len(choices))].click()


def play_by_clicking(table, limit=4000):
    import random
    rng = random.Random(1)
    for _ in range(limit):
        if table.game.is_over():
            return
        assert table.game.pending().player == table.seat          # the bots never leave a foreign decision
        before = len(table.game.actions)
        click_once(table, rng)
        if len(table.game.actions) == before:                      # a refused click says why on the form
            assert table.form.message.value or table.error.value
            labels = [b.description for b in buttons(table.form_box)]
            if "Abstain with everything" in labels:                # an empty ballot: abstain on purpose
                by_label(table.form_box, "Abstain with everything").click()
                continue
            by_label(table.form_box, "Done" if any(t.startswith("Done") for t in labels) else "Pass").click()
    raise AssertionError("the game did not end")


def test_a_viva_game_can_be_played_to_the_end_by_clicking():
    table = GameTable(viva_game(players=4, seed=3), seat=0)
    play_by_clicking(table)
    assert "The game is over" in table.prompt.value and "winner" in table.prompt.value
    assert "<svg" in table.map.svg


def test_a_junta_game_with_coups_can_be_played_to_the_end_by_clicking():
    table = GameTable(classic_game(players=4, seed=5), seat=1)
    play_by_clicking(table)
    assert "The game is over" in table.prompt.value and "Swiss Bank Account" in table.prompt.value
    assert table.game.stats["coups"] > 0


def test_the_vote_form_defaults_to_yourself_and_casts_the_chosen_sources():
    table = GameTable(arranged_game(names=["klaus", "ben", "jenny", "andy"], start=None, hands={0: []},
                                    influence={0: ["church"]}), seat=0)
    dropdowns = [c for c in table.form.widget.children if isinstance(c, w.Dropdown)]
    assert len(dropdowns) == 2 and all(dd.value == 0 for dd in dropdowns)    # family and Church, on klaus
    by_label(table.form_box, "Cast these votes").click()
    assert "klaus casts 11 votes for klaus" in table.game.story()


def test_the_budget_form_hands_out_the_bills_and_announces_no_more_than_a_stack_holds():
    game = arranged_game(drawn=[1, 1, 1, 1, 2, 2, 3, 3], start="4 budget")
    table = GameTable(game, seat=0)
    form = table.form
    form.toggles[1][-1].value = True                             # the 3 million to ben
    form.toggles[2][0].value = True                              # a 1 million to cid
    assert form.toggles[2][-1].disabled                          # ben's 3 cannot go to cid as well
    assert form.announced[1].max == 3 and form.announced[1].value == 3
    form.announced[1].value = 2                                  # understated (row 31)
    by_label(table.form_box, "Propose this Budget").click()
    assert "ana proposes: ben 2 million, cid 1 million" in game.story()


def test_an_illegal_cabinet_shows_the_reason_and_changes_nothing():
    game = arranged_game(start="2 cabinet")
    table = GameTable(game, seat=0)
    before = game.snapshot()
    form = table.form
    cabinet = {"general_1": 1, "general_2": 1, "general_3": 2, "minister": 2, "admiral": 3, "air_force": 3}
    for pos, seat in cabinet.items():
        form.drops[pos].value = seat                             # two Generals for ben
    by_label(table.form_box, "Appoint").click()
    assert "two Generals" in form.message.value and game.snapshot() == before


def test_a_coup_move_is_made_by_clicking_a_stack_then_a_highlighted_area():
    game = arranged_game(start="8 coup", situation="unstable")
    table = GameTable(game, seat=1)
    by_label(table.form_box, "Start a coup by moving").click()
    form = table.form
    assert "barracks_1" in form.map_keys and "barracks_1" in table.map.clickable
    table.map.click("barracks_1")
    assert "railway_station" in table.map.clickable and "parliament" not in table.map.clickable
    table.form.counts["brigade_1"].value = 4
    table.map.click("railway_station")
    assert "ben moves 4 units from 1st Brigade Barracks to Railway Station" in game.story()


def test_step_through_narrates_phase_by_phase():
    walk = StepThrough(classic_game(players=4, seed=2))
    assert "electing the first President" in walk.status.value
    walk.to_next_phase()
    walk.step()
    assert "Round 1" in walk.story.value and walk.game.actions


def test_labels_read_like_the_rulebook():
    from junta_lib.classic.actions import Announce, StartCoup

    game = classic_game(players=4, seed=1)
    assert describe(game, Announce("death_squad", 1, "home")) == "the Death Squad: ben at Home"
    assert describe(game, StartCoup("card", "slum_riots")) == "Start a coup: play Slum Riots"
    assert describe(game, "die", "last_chance") == "Accept your fate"
    assert describe(viva_game(players=4, seed=1), "die", "buy") == "Buy a militia die"


def test_banzhaf_and_shapley_shubik_on_a_textbook_game():
    weights = {"a": 2, "b": 1, "c": 1}
    assert banzhaf(weights) == pytest.approx({"a": 0.6, "b": 0.2, "c": 0.2})
    assert shapley_shubik(weights) == pytest.approx({"a": 2 / 3, "b": 1 / 6, "c": 1 / 6})
    # with the President's tie-break (row 10) b and c together no longer block a
    assert banzhaf(weights, president="a")["a"] == pytest.approx(1.0)


def test_parliament_weights_count_family_positions_and_face_up_influence():
    game = arranged_game(names=["klaus", "ben", "jenny", "andy"], influence={0: ["church", "conservatives"]},
                         start="4 budget", drawn=[1, 1, 1, 1, 2, 2, 3, 3])
    # klaus: family 1 + the President's own Position 1 (rows 6, 8, 13) + Church 10 + Conservatives 8
    assert parliament_weights(game) == {"klaus": 20, "ben": 3, "jenny": 3, "andy": 3}


def test_coup_odds_on_the_real_engine_respect_the_bounds_of_the_dice():
    assert coup_odds([1, 1], trials=50)["president_falls"] == 1.0          # 2..12 against 1
    assert coup_odds([1], [1], president_dice=4, president_buildings=2, trials=50)["president_falls"] == 0.0
    middle = coup_odds([1, 1], [1], trials=200)["president_falls"]          # 2..12 against 2..7
    assert 0.6 < middle < 0.9
    with pytest.raises(ValueError, match="3 to 5 players"):
        coup_odds([1] * 5)


@pytest.mark.parametrize("new_game,players", [(viva_game, 4), (classic_game, 5)])
def test_a_heuristic_seat_wins_far_more_than_its_fair_share_against_random_bots(new_game, players):
    result = tournament(new_game, players, challenger="heuristic", field="random", games=30, seed=7)
    assert result["challenger_win_share"] > 2 * result["fair_share"]


@pytest.mark.parametrize("new_game,players", [(viva_game, 5), (classic_game, 7)])
def test_heuristic_players_only_make_legal_choices(new_game, players):
    from junta_lib.agents import heuristic_team
    from junta_lib.core import play
    for seed in range(4):
        game = new_game(players=players, seed=seed)
        play(game, heuristic_team(game, seed))          # apply() raises on any illegal choice
        assert game.is_over()


def test_during_a_coup_the_table_draws_the_city_and_only_your_stacks_answer_a_click():
    game = arranged_game(start="8 coup", situation="unstable")
    game.apply({"start": "move"})                               # ben starts the coup
    table = GameTable(game, seat=1)
    svg = table.map.svg
    assert table.map.layout.display == "" and "Railway Station" in svg and "B1×6" in svg   # 6 Brigade units
    assert set(table.map.clickable) == {"barracks_1", "precinct_north", "precinct_west", "precinct_east",
                                        "precinct_south"}           # his Brigade and his Police (Minister)
    table.map.click("parliament")                                # not his: nothing happens
    assert table.form.origin is None


def test_zero_sum_solver_on_textbook_games():
    from junta_lib.theory import solve
    pennies = solve([[1, -1], [-1, 1]])
    assert pennies["value"] == pytest.approx(0) and pennies["row"] == pytest.approx([0.5, 0.5])
    game = solve([[3, 1], [2, 4]])
    assert game["value"] == pytest.approx(2.5) and game["col"] == pytest.approx([0.75, 0.25])


def test_the_location_game_hides_where_death_costs_most_and_the_assassin_favours_the_bank():
    """The dead gain nothing (rows 49, 53): hiding odds are proportional to 1 / (worth + death)."""
    from junta_lib.theory import location_game
    result = location_game(bank=1.0, hq=0.5, death=5.0)
    weights = {"central_bank": 1 / 6, "headquarters": 1 / 5.5, "home": 1 / 5, "mistress": 1 / 5, "nightclub": 1 / 5}
    total = sum(weights.values())
    assert all(result["hide"][k] == pytest.approx(v / total) for k, v in weights.items())
    assert result["value"] == pytest.approx(-0.7827, abs=1e-4)
    assert result["guess"]["central_bank"] == pytest.approx(0.2971, abs=1e-4)
    assert result["guess"]["home"] == pytest.approx(0.1565, abs=1e-4)
    protected = location_game(bank=1.0, hq=0.5, death=5.0, bank_protected=True)    # row 48
    assert protected["hide"]["central_bank"] == pytest.approx(1.0) and "central_bank" not in protected["guess"]


def test_budget_bargaining_minimal_coalitions_and_the_cheapest_one():
    from junta_lib.theory import cheapest_budget, minimal_winning_coalitions
    weights = {"klaus": 11, "ben": 11, "jenny": 3, "andy": 3}
    # 14 of 28 is a tie, which the President decides (row 10)
    assert minimal_winning_coalitions(weights, "klaus") == [("klaus", "ben"), ("klaus", "jenny"), ("klaus", "andy")]
    assert cheapest_budget(weights, "klaus", {"ben": 5, "jenny": 2, "andy": 3}) == {"coalition": ("klaus", "jenny"),
                                                                                     "cost": 2}


def test_what_happened_since_your_decision_is_headed_by_the_phase_it_began_in():
    from junta_lib.agents import RandomAgent
    from junta_lib.widgets.story import since_html
    game = viva_game(players=4, seed=2)
    bots = RandomAgent.team(4, 2)
    for _ in range(60):
        if (d := game.pending()) is None:
            break
        game.apply(bots[d.player].choose(None, d))
    events = game.events
    cut = next(i for i in range(len(events) - 1, 0, -1)
               if events[i].kind not in ("round", "phase") and events[i - 1].kind not in ("round", "phase"))
    heading = next(e.text for e in reversed(events[:cut]) if e.kind in ("round", "phase"))
    shown = since_html(events, cut)
    assert shown.index(heading[0].upper() + heading[1:]) < shown.index(events[cut].text)


def test_a_recount_in_the_vote_form_is_played_not_voted_and_the_vote_is_held_again():
    from junta_lib.lessons import junta
    lesson = junta.recount()
    form = lesson.table.form
    assert [label for label, _ in form.rows["recount"].options] == ["keep it in your hand", "play it now"]
    for key, dd in form.rows.items():
        dd.value = None if key == "recount" else "against"
    form.widget.children[-2].children[0].click()
    story = "\n".join(lesson.game.story())
    assert "Ben plays Recount" in story and "the Vote cards are discarded and the vote is held again" in story
    assert "black_marketeers-1" in lesson.game.state.discard
    assert lesson.game.pending().player == 1 and "recount" not in lesson.table.form.rows    # he votes again


def test_undo_takes_back_your_last_choice_and_what_the_bots_did_after_it():
    import random
    table = GameTable(viva_game(players=4, seed=2), seat=0)
    assert table.undo_box.children == ()                              # nothing to take back yet
    rng = random.Random(4)
    story, pending = table.story.value, table.game.pending().prompt
    start = len(table.game.actions)
    click_once(table, rng)
    assert len(table.game.actions) > start
    by_label(table.undo_box, "Undo my last choice").click()
    assert len(table.game.actions) == start and table.game.pending().prompt == pending
    assert table.story.value == story and table.undo_box.children == ()
    for _ in range(3):                                                  # several choices, taken back one by one
        click_once(table, rng)
    marks = [at for at, _ in table.taken]
    by_label(table.undo_box, "Undo").click()
    assert len(table.game.actions) == marks[-1] and table.game.pending().player == 0
