"""What the lessons teach is what the rules say and what happened at the table: each explanation is
built from the game's events with the rule of each, the prepared positions never contradict their
own story, the rule boxes show the rulebook without the extraction's artefacts, and the Viva
spending and promise rules read as the rules brief settles them."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from junta_lib.agents import RandomAgent
from junta_lib.classic import new_game as classic
from junta_lib.core.engine import play
from junta_lib.lessons import junta, quiz, rule, viva
from junta_lib.lessons.rulebook import junta_row
from junta_lib.lessons.why import QUIET, event_rules, happened
from junta_lib.viva import new_game as viva_game

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'")


def test_rule_boxes_show_the_rulebook_without_extraction_artefacts():
    six, nine = junta_row(6).english_only, junta_row(9).english_only
    assert "8); 8);" not in six and "7/8). 7/8)." not in six and "force 8);" not in six
    assert "(see Phase 4: The Budget on p. 8); • gets a free assassination" in six
    assert "He may cast all 18 votes" in nine and "maycast" not in nine
    assert "Coup Game 12)." not in junta_row(22).english_only


def test_a_translators_question_is_not_shown_as_rule_text_and_the_russian_toggle_shows_the_translation():
    assert junta_row(26).question and junta_row(26).english_only == ""
    box = rule(25, 26, 27)
    english, russian = box.children[0].children
    assert "Row 26" not in english.value and "Row 25" in english.value and "Row 27" in english.value
    assert "Row 26" not in russian.value and "ВОПРОС" not in russian.value
    assert "Row 25." in russian.value and "предложение редактора" not in russian.value.lower()
    assert "Glossary" not in russian.value


def play_lesson(lesson, answers):
    """Answer the student's decisions in order (an action, or a function of the decision)."""
    for answer in answers:
        if lesson.done:
            break
        d = lesson.game.pending()
        assert lesson.table.choose(answer(d) if callable(answer) else answer)
    for _ in range(40):                             # anything else: pass, done, or an empty vote
        if lesson.done:
            break
        d = lesson.game.pending()
        quiet = [o for o in d.options or () if o in ("pass", "done", "allow", "agree")]
        assert lesson.table.choose(quiet[0] if quiet else d.options[0] if d.options else {})
    assert lesson.done
    return text(lesson.what_happened())


def test_the_recount_explanation_says_what_was_played():
    without = play_lesson(junta.recount(), [{"family": "against"}])
    assert "did not play the Recount" in without and "were discarded" not in without
    assert "Recount:" not in " ".join(t for t, _ in happened(junta.recount().game))
    said = play_lesson(junta.recount(), [{"recount": "against", "family": "against"}])
    assert "a Recount" in said and "You played the Recount" in said
    assert "K10, Recount" in said                   # the event's own rule, cited


def march(n):
    def move(d):
        units = [u.id for u in d.game.state.coup.units if u.owner == 1 and u.area == "cathedral_square"]
        return {"move": {"from": "cathedral_square", "to": "presidential_palace", "units": units[:n]}}
    return move


def test_the_battle_lesson_shows_volleys_losses_and_a_retreat_when_the_student_attacks():
    said = play_lesson(junta.coup_battle(), [march(6), {"area": "presidential_palace", "target": 0}, "allow"])
    assert said.count("volley 1 in Presidential Palace") == 2 and "volley 3" in said
    assert "Ben loses a 1st Army Brigade unit" in said and "Klaus loses a Palace Guard unit" in said
    assert "Klaus retreats 1 unit from Presidential Palace" in said
    assert "row 69, K4: three volleys" in said and "R, retreat" in said


def test_the_battle_lesson_without_an_attack_has_no_battle_and_says_so():
    said = play_lesson(junta.coup_battle(), ["pass"])
    assert "volley" not in said and "No battle: nobody declared an attack" in said


def test_the_student_decides_the_viva_fight():
    lost = play_lesson(viva.combat(), ["done"])
    held = play_lesson(viva.combat(), [{"play": "bodyguards-1"}])
    assert "attack 7 against defence 5: the attack succeeds" in lost and "cid loots" in lost
    assert "attack 7 against defence 7: the defence holds" in held and "loots" not in held
    assert "a tie is the defender's" in held


def test_the_viva_spending_lessons_follow_the_one_purse_rule():
    said = play_lesson(viva.spending(), ["die", "die", "done"])
    assert "You bought 2 militia dice.  Handed in: Foreign Aid 4 million (4 million).  Nothing of your purse was lost" in said
    example = play_lesson(viva.seed_example_5c(), ["card", "spend", "die"])
    assert "ben ends his turn with 1 million handed in and unspent: it is lost" in example
    assert "The seed's own example" in example


def test_the_viva_lesson_texts_and_questions_state_the_settled_rules():
    from junta_lib.lessons import viva_sections
    sections = viva_sections()
    assert "one purse" in sections["spending"].english and "lost" in sections["spending"].english
    assert "as soon as the fight against the President is over" in sections["loot"].english
    assert "may destroy" in sections["advanced"].english
    right = [c for c in quiz("promised_card").choices if c[1]]
    assert len(right) == 1 and "as soon as the fight against the President is over" in right[0][0]
    right = [c for c in quiz("no_change").choices if c[1]]
    assert "stays in his purse for the rest of his turn" in right[0][0]


@pytest.mark.parametrize("make", [viva.promises, viva.militia, viva.combat, viva.spending, viva.hand_limit])
def test_an_arranged_viva_table_tells_one_president(make):
    g = make().game
    presidents = {e.data["player"] for e in g.events if e.kind in ("first_president", "round")
                  for _ in [0] if "player" in e.data} | {e.data["president"] for e in g.events if e.kind == "round"}
    assert presidents == {g.state.president}
    assert not any(e.kind == "first_roll" for e in g.events)


def lesson_calls():
    """(notebook, the markdown before a lesson call, the lesson function's name)."""
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for before, cell in zip(cells, cells[1:]):
            m = re.match(r"(lessons|parliament|coup)\.(\w+)\(\)", "".join(cell["source"]).strip())
            if cell["cell_type"] == "code" and m and before["cell_type"] == "markdown":
                yield path.name, "".join(before["source"]), m.group(1), m.group(2)


def test_every_you_are_in_the_notebooks_names_the_lessons_own_seat():
    checked = 0
    from junta_lib.lessons import coup, parliament
    for name, prose, where, function in lesson_calls():
        said = re.search(r"You are (\w+)", prose)
        if not said:
            continue
        module = {"parliament": parliament, "coup": coup}.get(where) or (viva if name.startswith("06") else junta)
        lesson = getattr(module, function)()
        who = lesson.game.state.names[lesson.table.seat] if hasattr(lesson.game.state, "names") else \
            lesson.game.seat_name(lesson.table.seat)
        assert said.group(1).lower() == who.lower(), f"{name}: {function} seats {who}, the text says {said.group(1)}"
        if re.search(r"You are \w+, the President", prose):
            assert lesson.game.state.president == lesson.table.seat
        checked += 1
    assert checked >= 25


@pytest.mark.parametrize("make,players", [(classic, 5), (viva_game, 4), (classic, 3)])
def test_every_event_of_a_played_game_has_its_rule(make, players):
    kinds = set()
    for seed in range(12):
        g = make(players=players, seed=seed)
        play(g, RandomAgent.team(players, seed))
        kinds |= {e.kind for e in g.events}
    rules = event_rules(g)
    missing = {k for k in kinds - set(rules) - QUIET
               if not (k.endswith("_private") and k.removesuffix("_private") in rules)}
    assert not missing


# -- the exercises' checks and models ---------------------------------------------------------------
WEIGHTS = {"klaus": 12, "ben": 11, "jenny": 3, "andy": 3}


def test_a_coalition_check_names_the_players_and_tells_the_truth():
    from junta_lib.theory.check import check_cheapest, check_coalitions
    ok, why = check_coalitions([("klaus", "bob")], WEIGHTS, "klaus")
    assert not ok and "no player named 'bob'; the players are klaus, ben, jenny, andy" in why
    assert check_coalitions([("Klaus", "Ben"), ("klaus", "JENNY"), ("klaus", "andy")], WEIGHTS, "klaus")[0]
    ok, why = check_coalitions([("ben", "jenny", "andy")], WEIGHTS, "klaus")
    assert not ok and "17 of 29 votes and passes the Budget without the President" in why
    assert "needs his own votes" not in why
    assert not check_cheapest(("klaus", "bobby"), WEIGHTS, "klaus", {"ben": 5, "jenny": 2, "andy": 3})[0]
    assert check_cheapest(("Klaus", "Jenny"), WEIGHTS, "klaus", {"ben": 5, "jenny": 2, "andy": 3})[0]


def test_the_power_question_does_not_claim_what_the_table_contradicts():
    right = [c for c in quiz("power_not_votes").choices if c[1]][0]
    assert "without him" not in right[2] and "17 of 29" in right[2]


def test_the_coordination_check_takes_numpys_true_and_two_decimals():
    import numpy as np
    from junta_lib.theory.check import check_coordination
    assert check_coordination(0.74, 0.28, np.bool_(True))[0]
    assert check_coordination(160 / 216, 60 / 216, True)[0]
    assert not check_coordination(0.74, 0.28, np.bool_(False))[0]
    assert not check_coordination(0.70, 0.28, True)[0]
    assert "`True` or `False`" in check_coordination(0.74, 0.28, "yes")[1]


def test_the_location_model_pays_the_dead_nothing():
    from junta_lib.theory.check import check_payoff
    from junta_lib.theory.locations import location_game
    faithful = [[-5.0 if i == j else [1.0, 0.5, 0, 0, 0][i] for j in range(5)] for i in range(5)]
    assert check_payoff(faithful, 1.0, 0.5, 5.0)[0]
    paid_dead = [[[1.0, 0.5, 0, 0, 0][i] - (5.0 if i == j else 0) for j in range(5)] for i in range(5)]
    ok, why = check_payoff(paid_dead, 1.0, 0.5, 5.0)
    assert not ok and "neither bank nor start a coup" in why
    assert abs(location_game(1.0, 0.5, 5.0)["value"] + 0.7827476) < 1e-6


def test_the_location_trials_agree_with_the_faithful_model():
    from junta_lib.theory.locations import location_trials
    trial = location_trials(1.0, 0.5, 5.0, trials=400, seed=3)
    half = (trial["high"] - trial["low"]) / 2
    assert abs(trial["mean"] - trial["exact"]) < 2 * half          # well inside twice the 95% interval


def test_the_drawn_coup_odds_interval_covers_the_exact_value_honestly():
    """Across 200 seeds, the 95% interval the notebooks draw covers the exact value at least 90% of
    the time (each run's trials are games of their own seeds, independent of the next run's)."""
    from junta_lib.theory.coup_odds import coup_odds, exact_coup_odds
    exact = exact_coup_odds([1, 1], [1])
    covered = 0
    for seed in range(200):
        run = coup_odds([1, 1], [1], trials=40, seed=seed)
        covered += run["low"] <= exact <= run["high"]
    assert covered >= 180, covered


def test_the_first_election_is_played_with_the_five_cards_of_row_19():
    lesson = junta.first_election()
    s = lesson.game.state
    assert all(len(p.hand) + len(p.influence) == 5 for p in s.players)
    sources = lesson.game.pending().info["sources"]
    assert {"landowners", "black_marketeers-1", "middle_class"} <= set(sources)


@pytest.mark.parametrize("make,players,seed", [(viva_game, 4, 3), (viva_game, 3, 8), (classic, 4, 2)])
def test_since_your_last_decision_holds_every_event_the_player_may_see_since_then(make, players, seed):
    """Compared with the events log: what his decision set off (fights, loot, promises, volleys) and
    what the bots did after it, grouped under the phases they happened in."""
    from junta_lib.agents import RandomAgent
    from junta_lib.widgets import GameTable
    from junta_lib.widgets.story import readable
    game = make(players=players, seed=seed)
    table = GameTable(game, 0, agents=RandomAgent.team(players, seed, side_share=0.0))
    me = RandomAgent(seed, side_share=0.0)
    checked = 0
    for _ in range(120):
        d = game.pending()
        if d is None:
            break
        cut = len(game.events)
        assert table.choose(me.choose(None, d))
        if game.pending() is None:
            break
        shown = text(table.recent.value)
        expected = [e for e in readable(game.events, 0)[0:] if game.events.index(e) >= cut
                    and e.kind not in ("round", "phase", "coup_phase")]
        for e in expected:
            assert e.text in shown, (e.kind, e.text)
        checked += len(expected)
    assert checked > 50


# -- decisions carry their context; no internal keys on screen -------------------------------------
def test_location_buttons_say_what_each_place_does_and_risks():
    from junta_lib.widgets import GameTable
    lesson = junta.phase5()
    shown = text(lesson.table.form_box.children[0].children[0].value if False else
                 " ".join(getattr(c, "value", "") for r in lesson.table.form.widget.children
                          for c in getattr(r, "children", ())))
    assert "bank your pocket money in Phase 7" in shown and "start a Coup in Phase 8" in shown
    assert "safe from the assassins" in shown and "Burglars" in shown
    assert isinstance(lesson.table, GameTable)


def test_the_vote_form_has_all_in_favour_and_all_against():
    lesson = junta.recount()                            # ben votes on Klaus's Budget, a Recount in hand
    form = lesson.table.form
    labels = [b.description for r in form.widget.children for b in getattr(r, "children", ()) if hasattr(b, "on_click")]
    assert "All in favour" in labels and "All against" in labels
    form.set_all("against")
    events = {r["source"] for r in form.spec_rows if r["event"]}         # the Recount casts no votes (K10)
    assert events and all(dd.value == "-" for src, dd in form.rows.items() if src in events)
    assert all(dd.value == "against" for src, dd in form.rows.items() if src not in events)


def test_all_for_me_casts_the_cards_in_hand_too_and_an_empty_vote_is_refused_with_the_reason():
    from junta_lib.classic import new_game
    from junta_lib.widgets.forms import form_for
    g = new_game(seed=3, players=5)
    sent = []
    d = g.pending()
    assert d.kind == "vote"
    form = form_for(g, d, sent.append)
    hand = [r["source"] for r in form.spec_rows if r["hand"] and not r["event"]]
    me = d.player
    form.set_all(me)
    assert all(form.rows[src].value == me for src in hand)                 # the hand's cards are cast too
    for dd in form.rows.values():
        dd.value = "-"
    cast = next(b for r in form.widget.children for b in getattr(r, "children", ())
                if getattr(b, "description", "") == "Cast these votes")
    cast.click()
    assert not sent and "you have cast no votes" in form.message.value and "Abstain with everything" in form.message.value


def test_the_retreat_prompt_says_who_lost_what():
    lesson = junta.coup_battle()
    prompts = []
    for answer in (march(6), {"area": "presidential_palace", "target": 0}):
        lesson.table.choose(answer(lesson.game.pending()) if callable(answer) else answer)
    prompts.append(lesson.game.pending().prompt)
    assert "units lost: Ben 2, Klaus 3" in prompts[0] and "forbid Klaus to retreat" in prompts[0]


def test_a_card_that_cannot_be_afforded_is_shown_greyed_with_the_reason():
    from junta_lib.classic.scenarios import arranged_game
    from junta_lib.widgets import GameTable
    cabinet = {"minister": 0, "general_1": 0, "general_2": 1, "admiral": 1, "general_3": 2, "air_force": 2}
    g = arranged_game(names=["andy", "ben", "daniel", "jenny"], president=3, positions=cabinet,
                      start="6 assassinations", hands={0: ["professional_assassin-1", "amateur_assassin-1"]},
                      pockets={0: [1]})
    table = GameTable(g, 0)
    greyed = [b for r in table.form.widget.children for b in getattr(r, "children", ())
              if getattr(b, "disabled", False)]
    assert [b.description for b in greyed] == ["Professional Assassin"]
    assert "costs 2 million; your pocket holds 1" in greyed[0].tooltip


def test_the_header_names_the_phase_as_the_rules_do():
    from junta_lib.widgets.table import header_html
    g = viva.hand_limit().game
    assert "6. Checking the hand size" in header_html(g) and "hand_limit" not in header_html(g)
    g = junta.phase1().game
    assert "Phase 1: Drawing Political Cards" in header_html(g) and "1 drawing" not in header_html(g)


def test_the_city_legend_spells_out_every_tag_on_the_map():
    from junta_lib.widgets.city import city_svg
    from junta_lib.widgets.palette import tag
    g = junta.at_the_palace()
    svg = city_svg(g, 1)
    for force in {u.force for u in g.state.coup.units}:
        assert f"{tag(force)} {g.force_name(force)}" in svg


def test_row_51_is_shown_in_full():
    html = junta.row51_table().data
    for example, story in junta.row51_examples():
        assert example.replace("'", "&#x27;") in html
        assert all(line.replace("'", "&#x27;") in html for line in story)
    assert "..." not in text(html)


def test_the_review_filters_read_as_words():
    from junta_lib.widgets.review import CORPUS_LABELS
    assert all("_" not in label for label in CORPUS_LABELS.values())


def test_the_forced_attack_form_offers_each_die_once_and_a_die_on_its_holders_number_defends_him():
    import ipywidgets as w
    from junta_lib.viva.actions import PromiseDie
    lesson = viva.forced_attack()
    lesson.table.choose({"promise": "aid1-1", "to": 1})
    form = lesson.table.form
    buttons = [b.description for r in form.widget.children for b in getattr(r, "children", ())
               if isinstance(b, w.Button)]
    dice = [o for o in lesson.game.pending().options if isinstance(o, PromiseDie)]
    assert dice and not any(d.describe(lesson.game) in buttons for d in dice)       # only in the drop-down
    picks = [c for r in form.widget.children for c in getattr(r, "children", ()) if isinstance(c, w.Dropdown)]
    assert sorted(label for label, _ in picks[-1].options) == sorted(d.describe(lesson.game) for d in dice)
    own = [d for d in dice if d.die == lesson.game.state.number(d.to)]      # advanced 強制進攻: his defence die
    assert own and all("defends him" in d.describe(lesson.game) for d in own)


def test_a_wrong_payoff_entry_is_named_by_its_places_not_its_keys():
    from junta_lib.theory.check import check_payoff
    wrong = [[0.0] * 5 for _ in range(5)]
    ok, why = check_payoff(wrong, 1.0, 0.5, 5.0)
    assert not ok and "hiding at the Central Bank, guessed at the Central Bank (row 1, column 1)" in why
    assert "central_bank" not in why


def notebook_rule_rows() -> set[int]:
    """Every JUNTA row a notebook's rule(...) cell shows."""
    import json
    rows = set()
    for path in sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for call in re.findall(r"\brule\(([\d,\s]+)\)", "".join(cell["source"])):
                rows.update(int(n) for n in call.split(",") if n.strip())
    return rows


def test_a_row_with_no_reviewed_russian_is_shown_as_the_first_draft_and_says_so(monkeypatch):
    from junta_lib.lessons import rulebook
    monkeypatch.setattr(rulebook, "reviewed_russian", lambda: {})
    russian = rule(22).children[0].children[1].value
    assert "(first draft, not reviewed yet)" in russian and "Фаза 5: выбор локации" in russian   # row 22's Russian sits in its English cell


def test_every_row_a_lesson_shows_has_a_reviewed_russian_with_no_english_and_no_translators_note():
    """The Russian rule boxes show the team's reviewed rows (data/lessons/rulebook_ru.csv), never the
    first draft's English words, questions ("(чаво?)") or alternatives; the game's Latin names kept
    are the ones the catalog keeps."""
    shown = notebook_rule_rows() - {26}                      # row 26 is a translator's question
    assert len(shown) > 40
    missing = sorted(r for r in shown if not junta_row(r).reviewed)
    assert not missing, f"rows shown with no reviewed Russian: {missing}"
    for r in sorted(shown):
        text = junta_row(r).reviewed
        assert not re.search(r"\?\)|\(\s*\w+\?", text), (r, text)
        latin = set(re.findall(r"[A-Za-z]{2,}", text)) - {"JUNTA"}
        assert not latin, (r, latin)
