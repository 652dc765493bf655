"""The game-theory exercises' checks (notebook 08) answer in the notebook's language: every verdict,
right or wrong, a catalog sentence; what it quotes of the student's code (`together`, True, a player's
name as typed) stays as typed."""
from __future__ import annotations

import re

import pytest

from junta_lib.i18n import using
from junta_lib.theory import check
from junta_lib.theory.locations import trial_against
from words_left import english_left

WEIGHTS = {"klaus": 9, "ben": 8, "jenny": 6, "andy": 6}
PRICES = {"ben": 5, "jenny": 2, "andy": 3}
TRIAL = {"mean": 0.1, "low": 0.0, "high": 0.2, "trials": 400}
#: one answer of each kind the checks tell apart (right ones included)
ANSWERS = [
    lambda: check.check_coalitions([("ben", "jenny", "andy")], WEIGHTS, "klaus"),
    lambda: check.check_coalitions([("klaus",)], WEIGHTS, "klaus"),
    lambda: check.check_coalitions([("klaus", "ben", "jenny")], WEIGHTS, "klaus"),
    lambda: check.check_coalitions([("klaus", "ben")], WEIGHTS, "klaus"),
    lambda: check.check_coalitions([("klaus", "bob")], WEIGHTS, "klaus"),
    lambda: check.check_coalitions("klaus", WEIGHTS, "klaus"),
    lambda: check.check_coalitions([], WEIGHTS, "klaus"),
    lambda: check.check_coalitions([("klaus", "ben"), ("klaus", "jenny"), ("klaus", "andy")], WEIGHTS, "klaus"),
    lambda: check.check_cheapest(("ben", "jenny"), WEIGHTS, "klaus", PRICES),
    lambda: check.check_cheapest(("klaus", "ben"), WEIGHTS, "klaus", PRICES),
    lambda: check.check_cheapest(("klaus", "jenny"), WEIGHTS, "klaus", PRICES),
    lambda: check.check_payoff([[0.0] * 5 for _ in range(5)], 1.0, 0.5, 5.0),
    lambda: check.check_payoff([[-5.0, 1, 1, 1, 1]] + [[0.0] * 5 for _ in range(4)], 1.0, 0.5, 5.0),
    lambda: check.check_payoff([[1, 2]], 1.0, 0.5, 5.0),
    lambda: check.check_location_value(9.0, 1.0, 0.5, 5.0),
    lambda: check.check_location_value(0.2, 1.0, 0.5, 5.0),
    lambda: check.check_location_value(-3.0, 1.0, 0.5, 5.0),
    lambda: check.check_location_value("x", 1.0, 0.5, 5.0),
    lambda: check.check_coordination(0.5, 0.2, True),
    lambda: check.check_coordination("a lot", 0.2, True),
    lambda: check.check_coordination(26 / 36 + 0.0, 0.0, "yes"),
    lambda: (False, trial_against(TRIAL, None)),
    lambda: (True, trial_against(TRIAL, 0.123)),
]
#: what a verdict quotes of the student's code: names in backticks, Python's values, the payoff's symbol
CODE = re.compile(r"`[^`]*`|\bTrue\b|\bFalse\b|-death|\(exact_odds - fell\)²|\bfell\b|pandas|Series\.corr|\('[^']*', \.\.\.\)")


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_every_verdict_of_the_exercises_is_said_in_the_notebook_s_language(lang):
    with using("en"):
        english = [answer()[1] for answer in ANSWERS]
    with using(lang):
        said = [answer()[1] for answer in ANSWERS]
    assert len(set(english)) == len(ANSWERS)                       # each a different verdict
    left = english_left([CODE.sub(" ", s) for s in said], {*WEIGHTS, "'bob'", "'klaus'", "'k'"})
    assert not left, left


def test_an_unanswered_exercise_says_so_in_the_notebook_s_language(capsys):
    with using("zh_Hant"):
        check.grade("3", lambda: undefined_answer)               # noqa: F821 - not set, as before an answer
    assert "請先回答第3題" in capsys.readouterr().out
