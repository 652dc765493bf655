"""The rule lines of the lessons' "What happened, and why" say what the rulebook says (seed 000),
with the kit's readings marked as the kit's: the cases a reader checked against the rows."""
from __future__ import annotations

from types import SimpleNamespace

from junta_lib.lessons import political
from junta_lib.lessons.why import event_rules, happened, rule_of
from lesson_play import begin
from test_lesson_deep_plays import finish, remark

GAME = political.lunch_banking().game


def rules() -> dict[str, str]:
    return event_rules(GAME)


def event(kind, template="", before=(), **data):
    return rule_of(GAME, SimpleNamespace(kind=kind, data=data, template=template), before)


def test_influence_cards_may_also_be_played_in_phase_1():
    """Row 15: Influence cards are played during an election or roll call vote, or in Phase 1."""
    line = rules()["card_played"]
    assert "Influence cards then or in Phase 1" in line
    assert "Influence and Vote cards are played only" not in line


def test_event_requirements_are_the_kits_and_an_unmet_card_is_discarded():
    """Row 15 gives requirements to Coup Events; plain Events' requirements are the kit's (K10), and
    row 16 lets a card be put down with its requirement unmet: it is discarded without effect."""
    line = rules()["event"]
    assert "only if its requirement" not in line
    assert "kit's card texts (K10) give some Events a requirement" in line and "(row 16)" in line


def test_lunch_moves_banking_to_phase_9_and_only_a_holiday_stops_it():
    """Row 39: closed for lunch, those at the Bank bank in Phase 9 (row 60); row 38: a holiday."""
    lunch = event("bank_closed", why="for lunch")
    holiday = event("bank_closed", why="for a holiday")
    assert lunch.startswith("row 39") and "Phase 9" in lunch and "holiday" not in lunch
    assert holiday.startswith("row 38") and "lunch" not in holiday
    lesson = political.lunch_banking()
    shown = dict(happened(lesson.game))
    assert all("no banking while" not in (r or "") for r in shown.values())


def test_the_exile_line_gives_row_45_in_full():
    """Row 45: a bill of pocket money to return, else one from the Swiss account; none at all, free."""
    line = rules()["exile"]
    assert "if he cannot pay from his pocket, he pays from his Swiss Bank Account" in line
    assert "if he has no money at all he returns without paying" in line


def test_tie_lines_fit_the_tie_that_happened():
    """Row 10: the President breaks a tie; the kit's repeated-tie rule (with its number) and the
    First Rebel (K7) only where they apply."""
    assert event("tie_broken") == "row 10: in a tie the President decides which side wins"
    repeated = event("tie_broken", before=[SimpleNamespace(kind="tied_election")])
    assert "kit rule" in repeated and "25" in repeated and "President decides" not in repeated
    assert "First Rebel" in event("tie_broken", before=[SimpleNamespace(kind="coup")])
    assert "several" not in rules()["tied_election"] and "25 repeats" in rules()["tied_election"]
    assert "after two rounds" not in rules()["tally"]


def test_martial_law_after_resigning_could_still_be_put_down():
    """Row 16: after resigning the student may still put Martial Law down; it is discarded without
    effect, so the remark never says he could not play it."""
    seen = 0
    for seed in range(4):
        lesson = begin(political.martial_law)
        assert lesson.table.choose("resign")
        finish(lesson, seed=seed)
        g = lesson.game
        said = remark(lesson)
        assert "could not play it" not in said
        if g.state.president != 0 and "martial_law" in g.state.players[0].hand:
            seen += 1
            assert "discarded without effect (row 16)" in said
    assert seen


def test_lunch_banking_speaks_to_the_student():
    """The student plays Klaus: the remark says "your" Swiss Bank Account, never "Klaus's"."""
    lesson = begin(political.lunch_banking)
    finish(lesson, seed=0)
    said = remark(lesson)
    assert "Your Swiss Bank Account now holds" in said and "Klaus's Swiss" not in said


def test_the_exile_cell_shows_row_44():
    """The exile table rests on row 44 (Exile's effects; the President cannot go): its cell shows it."""
    import json
    from pathlib import Path
    cells = json.loads(Path(__file__).parents[1].joinpath("notebooks/03_junta_phases_5_to_9.ipynb").read_text())["cells"]
    source = next("".join(c["source"]) for c in cells if "political.exile()" in "".join(c["source"]))
    assert "rule(44, 46, 71)" in source
