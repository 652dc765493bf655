"""The tutorials and exercises as material: every lesson starts at the student's decision and ends
with an explanation when played; the notebooks hold a section for every part of both games, are
committed without outputs, and ask only questions that exist; the theory's answers agree when
computed two ways and with the engine's measurements."""
from __future__ import annotations

import json
import random
import re
import subprocess
from itertools import combinations
from pathlib import Path

import pytest

from junta_lib.agents import RandomAgent
from junta_lib.lessons import SECTIONS, coup, junta, parliament, political, quiz, rule, viva
from junta_lib.lessons.rulebook import english_only, junta_row
from junta_lib.lessons.widgets import quizzes
from junta_lib.theory.coup_odds import coup_odds, exact_coup_odds, wilson
from junta_lib.theory.locations import location_game, solve, solve_lp
from junta_lib.theory.voting_power import banzhaf, banzhaf_gf, shapley_shubik, shapley_shubik_gf

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
LESSONS = [junta.row9_vote, junta.recount, junta.first_election, junta.phase1, junta.phase2, junta.phase4, junta.phase5,
           junta.phase6, junta.phase7, junta.phase8, junta.phase9, junta.coup_move, junta.coup_battle,
           junta.aftermath, viva.promises, viva.militia, viva.combat, viva.spending, viva.seed_example_5c,
           viva.hand_limit,
           viva.forced_attack, viva.loot_roll_off, viva.successful_coup, viva.die_destruction,
           parliament.president_assassinated, parliament.resignation, parliament.trading, parliament.cousin,
           parliament.budget_examples, parliament.straw_men,
           coup.rebel_phase_order, coup.fire_back, coup.gunboat_and_airstrikes, coup.coup_cards,
           coup.police_response, coup.own_retreat, coup.power_centers,
           political.police_in_parliament, political.lunch_banking, political.first_tie, political.unmet_requirement,
           political.competence_vote, political.headquarters_coup, political.exile,
           political.martial_law]


def cells(kind: str):
    for path in NOTEBOOKS:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == kind:
                yield path.name, "".join(cell["source"])


@pytest.mark.parametrize("make", LESSONS, ids=lambda f: f"{f.__module__.rsplit('.', 1)[-1]}.{f.__name__}")
def test_a_lesson_waits_for_the_student_then_explains_what_happened(make):
    lesson = make()
    seat = lesson.table.seat
    d = lesson.game.pending()
    assert d is not None and d.player == seat and not lesson.done
    assert lesson.explanation.value == ""
    bot = RandomAgent(1, side_share=0.0)
    for _ in range(300):                       # the student clicks as a random player would
        if lesson.done or lesson.game.pending() is None:
            break
        assert lesson.table.choose(bot.choose(None, lesson.game.pending()))
    assert lesson.done
    assert "What happened, and why." in lesson.explanation.value
    assert re.search(r"\b(rows? \d+|viva \d|K\d|advanced)", lesson.explanation.value, re.I)    # the rule is cited


def test_the_notebooks_have_a_section_for_every_part_of_both_games():
    headings = {"junta": [], "viva": []}
    for name, text in cells("markdown"):
        game = "viva" if name.startswith(("06", "07")) else "junta"
        headings[game] += [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]
    for game, wanted in SECTIONS.items():
        for section in wanted:
            assert any(h.startswith(section) or section in h for h in headings[game]), f"{game}: no section {section!r}"


def committed(path: Path) -> str:
    """A notebook as the last commit holds it (what a clone ships), not as JupyterLab last autosaved
    the user's working copy; outside a git checkout (an unpacked release), the file itself."""
    root = path.parents[1]
    done = subprocess.run(["git", "-C", str(root), "show", f"HEAD:notebooks/{path.name}"], capture_output=True)
    return done.stdout.decode("utf-8") if done.returncode == 0 else path.read_text(encoding="utf-8")


def test_the_notebooks_are_committed_without_outputs():
    for path in NOTEBOOKS:
        for cell in json.loads(committed(path))["cells"]:
            if cell["cell_type"] == "code":
                assert cell["outputs"] == [] and cell["execution_count"] is None, f"{path.name} holds outputs"


def test_a_users_run_of_a_notebook_does_not_fail_the_committed_notebooks_check(tmp_path):
    """make run, a click, an autosave: the working copy holds outputs, the commit does not."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "notebooks").mkdir()
    clean = {"cells": [{"cell_type": "code", "source": "1", "outputs": [], "execution_count": None,
                        "metadata": {}}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "notebooks" / "01_x.ipynb"
    path.write_text(json.dumps(clean))
    git = ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "x"], check=True)
    clean["cells"][0].update(outputs=[{"output_type": "stream", "name": "stdout", "text": "1"}], execution_count=1)
    path.write_text(json.dumps(clean))
    assert json.loads(committed(path))["cells"][0]["outputs"] == []


def test_every_question_asked_exists_is_asked_and_has_one_right_answer():
    asked = [key for _, text in cells("code") for key in re.findall(r'quiz\("([^"]+)"\)', text)]
    table = quizzes()
    assert sorted(asked) == sorted(table), "quizzes.toml and the notebooks disagree"
    for key, entry in table.items():
        assert sum(c["right"] for c in entry["choices"]) == 1, key
        assert all(c["why"] for c in entry["choices"]), key


def test_a_quiz_answers_right_and_wrong_with_the_reason():
    q = quiz("tie_defender")
    right = next(i for i, (_, ok, _) in enumerate(q.choices) if ok)
    wrong = next(i for i, (_, ok, _) in enumerate(q.choices) if not ok)
    assert q.answer() is None and "Choose an answer" in q.feedback.value
    q.radio.value = wrong
    assert q.answer() is False and "Not quite" in q.feedback.value
    q.radio.value = right
    assert q.answer() is True and "viva 4.d" in q.feedback.value
    with pytest.raises(KeyError, match="no question 'nope'.*tie_defender"):
        quiz("nope")


def test_a_rule_is_shown_in_english_without_the_translators_russian_headings():
    assert junta_row(30).english_only.startswith("The President draws eight face-down bills")
    assert english_only("Фаза 5: выбор локации Each player chooses") == "Each player chooses"
    assert english_only("Duties- Члены кабинета The President- Президент • controls") == "Duties The President • controls"
    for number in range(2, 74):
        text = junta_row(number).english_only
        assert not re.search("[А-Яа-яЁё]", text), number
    shown = rule(30).children[0].children[0].value
    assert "Row 30." in shown and "Этап" not in shown
    with pytest.raises(KeyError, match="rows 2-73"):
        rule(99)


# -- theory: two methods agree, and the engine agrees with the exact values ---------------------------
def test_voting_power_by_enumeration_and_by_generating_functions_agree():
    rng = random.Random(7)
    for _ in range(40):
        weights = {p: rng.randint(1, 12) for p in "abcdef"[: rng.randint(3, 6)]}
        president = rng.choice([None, *weights])
        for slow, fast in ((banzhaf, banzhaf_gf), (shapley_shubik, shapley_shubik_gf)):
            a, b = slow(weights, president), fast(weights, president)
            assert a.keys() == b.keys()
            assert all(abs(a[p] - b[p]) < 1e-9 for p in a), (weights, president, slow.__name__)


def test_the_zero_sum_solvers_agree_on_random_games():
    rng = random.Random(3)
    for _ in range(30):
        m, n = rng.randint(2, 4), rng.randint(2, 4)
        payoff = [[rng.randint(-5, 5) for _ in range(n)] for _ in range(m)]
        assert abs(solve(payoff)["value"] - solve_lp(payoff)["value"]) < 1e-7, payoff


def test_the_hidden_location_game_has_the_value_the_worked_solution_states():
    from test_exercises_grading import ANSWERS
    game = location_game(bank=1, hq=0.5, death=5)
    worth = {"central_bank": 1, "headquarters": 0.5}
    q = game["guess"]                                   # the hider is indifferent wherever he hides ...
    for place, share in q.items():
        assert abs(worth.get(place, 0) - share * (worth.get(place, 0) + 5) - game["value"]) < 1e-9
    assert abs(sum(q.values()) - 1) < 1e-9
    worked = ANSWERS["ex4_answer"]                                      # the teacher's worked solution
    assert f"{game['value']:.2f}" in worked                                           # ... at -0.78
    assert f"{q['central_bank']:.2f}" in worked and f"{q['home']:.2f}" in worked


def test_exact_coup_odds_count_the_throws():
    assert abs(exact_coup_odds([1, 1], [1]) - 160 / 216) < 1e-12      # two dice against 1 + one die
    assert abs(exact_coup_odds([1], [1]) - 60 / 216) < 1e-12
    assert exact_coup_odds([1], [], president_buildings=5) == 0.0       # a 6 never beats 1 + 5: the tie is his


@pytest.mark.parametrize("attackers,helpers", [([1], [1]), ([1, 1], [1]), ([3], [1, 1])])
def test_the_engine_measures_coup_odds_within_the_exact_values_interval(attackers, helpers):
    trials = 300
    measured = coup_odds(attackers, helpers, trials=trials, seed=11)
    exact = exact_coup_odds(attackers, helpers)
    low, high = wilson(round(measured["president_falls"] * trials), trials, z=3.29)     # 99.9%
    assert low <= exact <= high, (measured, exact)


def test_minimal_coalitions_by_brute_force():
    from junta_lib.theory.check import check_coalitions
    from junta_lib.theory.budget import minimal_winning_coalitions
    from junta_lib.theory.voting_power import wins
    weights = {"klaus": 12, "ben": 11, "jenny": 3, "andy": 3}
    found = {frozenset(c) for c in minimal_winning_coalitions(weights, "klaus")}
    brute = set()
    for k in range(1, 5):
        for c in combinations(weights, k):
            if "klaus" in c and wins(c, weights, "klaus") and not any(
                    wins(tuple(q for q in c if q != p), weights, "klaus") for p in c if p != "klaus"):
                brute.add(frozenset(c))
    assert found == brute
    assert check_coalitions([list(c) for c in brute], weights, "klaus")[0]
    ok, why = check_coalitions([["klaus", "jenny", "andy"]], weights, "klaus")
    assert not ok and "not minimal" in why


def test_the_class_notebook_keeps_a_class_s_data_out_of_the_notebooks_folder():
    """Notebook 10's server database, links and downloads go to the class's own folder (home, or
    JUNTA_SAVES); what an older copy left in notebooks/ is ignored by git."""
    code = "\n".join(text for name, text in cells("code") if name.startswith("10_"))
    assert "LocalServer(db=" in code and "room.save(folder" in code
    assert "to_csv(folder" in code and "to_parquet(folder" in code and "server.db.split" not in code
    root = NOTEBOOKS[0].parents[1]
    for leftover in ("junta-class.db", "junta-class-decisions.csv", "junta-class-decisions.parquet"):
        ignored = subprocess.run(["git", "-C", str(root), "check-ignore", "-q", f"notebooks/{leftover}"])
        assert ignored.returncode == 0, leftover


@pytest.mark.parametrize("cite", ["row 5", "row 14", "row 16", "row 20", "row 37", "rows 39 and 60", "row 44",
                                  "row 46", "row 59", "row 63", "row 71", "row 73", "K3", "K4"])
def test_the_rules_a_table_does_not_play_are_asked(cite):
    """Section 3 of the lessons' brief: a rule is taught when a table plays it or a question asks
    it - here, a question whose right answer stands on that rule."""
    right = [c["why"] for entry in quizzes().values() for c in entry["choices"] if c["right"]]
    assert any(re.match(rf"{cite}\b", why) or f"; {cite}" in why or f"and {cite}" in why for why in right), cite


@pytest.mark.parametrize("card", ["Power Failure", "Alternative Budget", "Bribe the Assassin", "Burglars",
                                  "Amateur Assassin", "Amnesty", "Martial Law", "Military Parade"])
def test_the_cards_a_student_meets_are_asked(card):
    right = [c["why"] for entry in quizzes().values() for c in entry["choices"] if c["right"]]
    assert any(re.match(rf"(K10|R), {card}\b", why) for why in right), card


def test_every_political_card_is_shown_with_row_14s_symbols():
    """Row 14: 🕛 when a card may be played, ➡ its requirements, 🎯 its effect - for every card."""
    from junta_lib.classic.cards import catalogue
    from junta_lib.lessons import card_text
    cards, _ = catalogue()
    def shown(*ids):
        return card_text(*ids).children[0].value

    for key in cards:
        html = shown(key)
        assert all(symbol in html for symbol in "🕛➡🎯"), key
    assert "➡ the Academics in front of you" in shown("spy_in_switzerland")
    assert "🕛 in a vote" in shown("recount") and "➡ no requirement" in shown("recount")
    assert "kit" in shown("martial_law") and "K10" in shown("martial_law")   # the texts are the kit's
