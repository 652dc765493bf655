"""Answers checked by the library, for the exercises: each check says what is right, or what is
wrong and why (never only "no"), in the notebook's language (the catalogs' sentences; the players'
names as the exercise gives them).  ``verdict(...)`` returns the sentence; ``grade(...)`` prints it
and, when nbgrader's autograder runs the notebook, fails the cell on a wrong answer (so a student
working in class sees the reason, not a traceback, and the autograder still scores it)."""
from __future__ import annotations

import os
from collections.abc import Callable

from ..i18n import N_, current, tr
from .budget import cheapest_budget, minimal_winning_coalitions
from .locations import location_game
from .voting_power import wins


def _names(group) -> str:
    return current().join(sorted(map(str, group)))


def _coalition(raw, weights: dict) -> frozenset:
    """A coalition as the players' own names: a name typed in another case is read as that
    player's; anything else raises ValueError with what the players are."""
    if isinstance(raw, str) or not hasattr(raw, "__iter__"):
        raise ValueError(tr("{given} is not a coalition: give a list (or tuple) of player names, like `('{name}', ...)`",
                            given=repr(raw), name=next(iter(weights))))
    folded = {str(p).casefold(): p for p in weights}
    out = set()
    for name in raw:
        key = folded.get(str(name).strip().casefold()) if isinstance(name, str) else None
        if key is None:
            raise ValueError(tr("no player named {name}; the players are {players}", name=repr(name),
                                players=current().join(map(str, weights))))
        out.add(key)
    return frozenset(out)


def check_coalitions(answer, weights: dict, president) -> tuple[bool, str]:
    """The minimal winning coalitions with the President (a Budget passes with more than half of the
    votes, or half with the President, row 10)."""
    total = sum(weights.values())
    try:
        given = {_coalition(c, weights) for c in answer}
    except TypeError:
        return False, tr("give a list of coalitions, each a list (or tuple) of player names")
    except ValueError as err:
        return False, str(err)
    if not given:
        return False, tr("no coalition given: list every minimal winning coalition that contains the President")
    truth = {frozenset(c) for c in minimal_winning_coalitions(weights, president)}
    for c in given:
        votes = sum(weights[p] for p in c)
        if president not in c:
            return False, tr("({coalition}) has {votes} of {total} votes and passes the Budget without the President, "
                             "but the question asks for the coalitions that contain {president}, the President whose "
                             "Budget it is" if wins(tuple(c), weights, president) else
                             "({coalition}) has {votes} of {total} votes and does not pass the Budget, but the question "
                             "asks for the coalitions that contain {president}, the President whose Budget it is",
                             coalition=_names(c), votes=votes, total=total, president=president)
        if not wins(tuple(c), weights, president):
            return False, tr("({coalition}) has {votes} of {total} votes: not enough to pass a Budget (more than "
                             "half, or exactly half with the President, row 10)", coalition=_names(c), votes=votes,
                             total=total)
        spare = [p for p in c if p != president and wins(tuple(q for q in c if q != p), weights, president)]
        if spare:
            return False, tr("({coalition}) is not minimal: without {player} it still passes", coalition=_names(c),
                             player=spare[0])
    missing = truth - given
    if missing:
        c = next(iter(missing))
        return False, tr("one is missing: ({coalition}) also passes the Budget with nobody to spare",
                         coalition=_names(c))
    return True, tr("right: {n} minimal winning coalition(s)", n=len(truth))


def check_cheapest(answer, weights: dict, president, prices: dict) -> tuple[bool, str]:
    best = cheapest_budget(weights, president, prices)
    try:
        coalition = _coalition(answer, weights)
    except ValueError as err:
        return False, str(err)
    cost = sum(prices.get(p, 0) for p in coalition if p != president)
    if president not in coalition:
        return False, tr("put {president} in: the President belongs to the coalition that passes the Budget they "
                         "proposed", president=president)
    if not wins(tuple(coalition), weights, president):
        return False, tr("({coalition}) does not pass the Budget", coalition=_names(coalition))
    if cost > best["cost"]:
        return False, tr("({coalition}) passes but costs {cost} million; there is a coalition costing {best} million",
                         coalition=_names(coalition), cost=cost, best=best["cost"])
    return True, tr("right: ({coalition}) passes the Budget for {cost} million", coalition=_names(coalition), cost=cost)


def check_location_value(answer: float, bank: float, hq: float, death: float, tolerance: float = 0.01) -> tuple[bool, str]:
    """The value of the hidden-Location game to the player who hides (rows 40-48)."""
    try:
        value = float(answer)
    except (TypeError, ValueError):
        return False, tr("give the value as a number")
    truth = location_game(bank=bank, hq=hq, death=death)
    if abs(value - truth["value"]) <= tolerance:
        return True, tr("right: the round is worth {value} to you when both play their best mix",
                        value=f"{truth['value']:.3f}")
    if value > max(bank, hq):
        return False, tr("more than the best Location is worth: the assassin's guesses must cost you something")
    if value > 0:
        return False, tr("positive: but at equilibrium the assassin guesses each Location often enough that the "
                         "expected death outweighs the bank; solve the indifference equations again")
    return False, tr("not quite ({value}): check that each of your Locations earns the same against the assassin's mix",
                     value=f"{value:.3f}")


def check_payoff(answer, bank: float, hq: float, death: float) -> tuple[bool, str]:
    """The payoff matrix of the hidden-Location game: rows = where you hide (Central Bank,
    Headquarters, Home, Mistress, Nightclub), columns = where he guesses, in the same order."""
    from ..classic.ruleset import load_rules
    from .locations import payoff_of
    names = list(load_rules().locations.names)
    worth = {"central_bank": bank, "headquarters": hq}
    truth = [[payoff_of(r, c, worth, death) for c in names] for r in names]
    try:
        rows = [[float(x) for x in row] for row in answer]
    except (TypeError, ValueError):
        return False, tr("give a list of 5 rows of 5 numbers")
    if len(rows) != 5 or any(len(r) != 5 for r in rows):
        return False, tr("the matrix is 5 by 5: five Locations to hide in, five to guess")
    for i, r in enumerate(names):
        for j, c in enumerate(names):
            if abs(rows[i][j] - truth[i][j]) > 1e-9:
                words = current()
                return False, tr("hiding {hide}, guessed {guess} (row {row}, column {column}): {given} should be "
                                 "{truth} (a right guess costs you your life (`-death`), and the dead neither bank nor "
                                 "start a coup (rows 49, 53): the Location's worth is lost too)" if i == j else
                                 "hiding {hide}, guessed {guess} (row {row}, column {column}): {given} should be "
                                 "{truth} (a wrong guess costs you nothing: you get what the Location is worth)",
                                 hide=words.term(f"location:{r}", f"at {LOCATION_NAMES[r]}", "at"),
                                 guess=words.term(f"location:{c}", f"at {LOCATION_NAMES[c]}", "at"),
                                 row=i + 1, column=j + 1, given=rows[i][j], truth=truth[i][j])
    return True, tr("right: the diagonal is where the assassin guesses right")


#: answers to the coup odds are accepted to two decimals (a student who counts 160 of 216 may
#: write 0.74)
ODDS_TOLERANCE = 0.005


LOCATION_NAMES = {"central_bank": "the Central Bank", "headquarters": "Headquarters", "home": "Home",
                  "mistress": "the Mistress", "nightclub": "the Nightclub"}


def check_coordination(together, alone, coordination) -> tuple[bool, str]:
    """Two rebels with one die each against the President's die and one helper (viva 3-4)."""
    from .coup_odds import exact_coup_odds
    truth_together, truth_alone = exact_coup_odds([1, 1], [1]), exact_coup_odds([1], [1])
    for name, given, truth, what in (("together", together, truth_together, N_("two dice beat 1 + one die")),
                                     ("alone", alone, truth_alone, N_("one die beats 1 + one die"))):
        try:
            value = float(given)
        except (TypeError, ValueError):
            return False, tr("give `{name}` as a number: the chance that {what}", name=name, what=tr(what))
        if abs(value - truth) > ODDS_TOLERANCE:
            return False, tr("`{name}` should be the chance that {what}; {value} is not it (count the equally likely "
                             "throws)", name=name, what=tr(what), value=f"{value:.3f}")
    if type(coordination).__name__ not in ("bool", "bool_"):         # Python's or numpy's
        return False, tr("give `coordination` as `True` or `False`")
    if not bool(coordination):
        return False, tr("look again: attacking pays when the other attacks too (together > 1/2) and not alone "
                         "(alone < 1/2), so each does best by doing what the other does - a coordination game")
    return True, tr("right: together {together}, alone {alone}: a stag hunt, with two equilibria (both attack, both "
                    "stay loyal)", together=f"{truth_together:.3f}", alone=f"{truth_alone:.3f}")


def grade(result, test: Callable[[], tuple[bool, str]] | None = None) -> None:
    """Print the verdict; under nbgrader's autograder (NBGRADER_EXECUTION set) a wrong answer also
    fails the cell, which is how the grade cells score it.  ``grade("1", lambda: check_x(answer,
    ...))``: the check of exercise 1, which says "answer exercise 1 first" while its answer cell
    has not set the answer (a notebook run top to bottom before any answer), not a NameError."""
    if test is not None:
        try:
            result = test()
        except NameError as err:
            result = (False, tr("answer exercise {n} first: run its answer cell (`{name}` is not set yet)", n=result,
                                name=err.name))
    print(verdict(result))
    if os.environ.get("NBGRADER_EXECUTION"):
        require(result)


def verdict(result: tuple[bool, str]) -> str:
    ok, text = result
    return ("✔ " if ok else "✘ ") + text


def require(result: tuple[bool, str]) -> None:
    """For nbgrader's autograded cells: an AssertionError that says what is wrong."""
    ok, text = result
    assert ok, text


def _number(answer) -> float | None:
    """A student's number (Python's, numpy's, or a number written as text), or None."""
    try:
        return float(answer)
    except (TypeError, ValueError):
        return None


def check_power_share(answer, offers) -> tuple[bool, str]:
    """Exercise 5a: the correlation between a family's voting power and its share of the Budgets
    proposed (``offers``: classdata.budget_offers)."""
    truth = float(offers.power.corr(offers.share))
    value = _number(answer)
    if value is None:
        return False, tr("give `power_share_correlation` as a number between -1 and 1 (`pandas.Series.corr`)")
    if abs(value - truth) > ODDS_TOLERANCE:
        return False, tr("{value} is not the correlation of the columns `power` and `share` of `offers` ({rows} rows): "
                         "correlate those two columns, nothing else", value=f"{value:.3f}", rows=len(offers))
    said = (N_("right: {r}; in this class, proposers' offers follow voting power hardly at all.  Who else gets paid, "
               "and why?") if abs(truth) < 0.3 else
            N_("right: {r}; in this class, proposers' offers follow voting power somewhat.  Who else gets paid, and "
               "why?") if abs(truth) < 0.6 else
            N_("right: {r}; in this class, proposers' offers follow voting power strongly.  Who else gets paid, and "
               "why?"))
    return True, tr(said, r=f"{truth:.2f}")


def calibration_bins(coups, edges=(0.0, 1 / 3, 2 / 3, 1.0001)) -> list[dict]:
    """Fights with no card played, in bins of their exact odds: the mean exact odds, the share that
    fell, its 95% interval and the count (exercise 5b)."""
    from .coup_odds import wilson
    plain = coups[~coups.cards]
    out = []
    for low, high in zip(edges, edges[1:]):
        part = plain[(plain.exact_odds >= low) & (plain.exact_odds < high)]
        if len(part):
            lo, hi = wilson(int(part.fell.sum()), len(part))
            out.append({"bin": f"{low:.2f}-{min(high, 1):.2f}", "predicted": float(part.exact_odds.mean()),
                        "fell": float(part.fell.mean()), "low": lo, "high": hi, "fights": len(part)})
    return out


def check_calibration(brier, calibrated, coups) -> tuple[bool, str]:
    """Exercise 5b: the Brier score of the exact odds on the fights with no card played, and whether
    the predicted odds of every bin lie inside the 95% interval of what happened in it."""
    plain = coups[~coups.cards]
    truth = float(((plain.exact_odds - plain.fell.astype(float)) ** 2).mean())
    value = _number(brier)
    if value is None:
        return False, tr("give `brier` as a number: the mean of `(exact_odds - fell)²` over the fights with no card")
    if abs(value - truth) > ODDS_TOLERANCE:
        return False, tr("{value} is not the Brier score of the {n} fights with no card played: keep the rows where "
                         "`cards` is `False`, and average `(exact_odds - fell)²` (`fell` as 0 or 1)", value=f"{value:.3f}",
                         n=len(plain))
    if type(calibrated).__name__ not in ("bool", "bool_"):
        return False, tr("give `calibrated` as `True` or `False`")
    bins = calibration_bins(coups)
    inside = all(b["low"] <= b["predicted"] <= b["high"] for b in bins)
    if bool(calibrated) != inside:
        wrong = [b["bin"] for b in bins if not b["low"] <= b["predicted"] <= b["high"]]
        return False, (tr("look at the table of bins again: in {bins} the predicted odds lie outside the interval of "
                          "what happened", bins=current().join(wrong)) if wrong else
                       tr("look at the table of bins again: every bin's predicted odds lie inside the interval of "
                          "what happened (95%)"))
    return True, tr("right: Brier score {brier} (always guessing one half scores 0.25); the exact odds are borne out in "
                    "every bin." if inside else
                    "right: Brier score {brier} (always guessing one half scores 0.25); the exact odds miss in at least "
                    "one bin: with three bins that happens by chance about one class in seven; otherwise look for what "
                    "the exact odds leave out.", brier=f"{truth:.3f}")
