"""Worked solutions of the exercises (notebook 08), for a teacher to reveal in class."""
from __future__ import annotations

import html

import ipywidgets as w

SOLUTIONS = {
    "coalitions": """Klaus needs 14 of 28 votes (exactly half wins with him in it, row 10).  With Ben: 22, and
    neither is spare.  With Jenny: 14, a tie Klaus decides; without Jenny he has 11, so she is not spare.
    With Andy: the same.  Klaus + Jenny + Andy (17) is winning but not minimal: either partner is spare.
    So: (klaus, ben), (klaus, jenny), (klaus, andy).""",
    "cheapest": """Every minimal coalition passes; their costs are Ben 5, Jenny 2, Andy 3.  The cheapest is
    (klaus, jenny) for 2 million: in a Parliament with a President's tie-break, small families are cheap
    kingmakers.""",
    "locations": """Off the diagonal each entry is what the Location is worth (1 at the bank, 0.5 at
    Headquarters, 0 elsewhere); on it, -5: a dead player loses his pocket money and the round, and
    neither banks nor starts a coup (rows 49, 53).  The assassin's mix must leave you the same value v
    wherever you hide: worth - q x (worth + 5) = v, so q = (worth - v) / (worth + 5); the five q's add
    up to 1 at v = -0.78.  He guesses the bank 0.30, Headquarters 0.23 and each other place 0.16;
    you hide with odds proportional to 1 / (worth + 5): the bank 0.18, Headquarters 0.19, each other
    place 0.21.  With the No Assassination marker the bank is safe and you go there for sure.""",
    "coups": """Two dice against one die plus one: the attack must beat 1 + the helper's roll; by counting the
    216 equally likely throws, 160 succeed (0.741).  One die alone succeeds 60 times in 216 (0.278).  Each
    rebel wants to attack exactly when the other does: two equilibria (both attack, both stay loyal), a
    stag hunt - which one the table reaches depends on trust, promises and the President's cards.""",
    "class_data": """5a: `offers.power.corr(offers.share)`.  In the shipped class of bots it is weak (about 0.1): the
    kit's bots pay their allies and keep the rest, whatever the families' power; a class of students may
    differ, and that difference is the discussion.  5b: keep the fights with no card played, average the
    squared difference between the exact odds and the outcome (0 or 1): about 0.13, well under the 0.25 of
    a coin; in each of the three bins the predicted odds lie inside the 95% interval of what happened.""",
}


#: the answer cells of notebook 08 filled in (nbgrader grade_id -> code), for the teacher and the tests
ANSWERS = {
    "ex1_answer": "coalitions = [('klaus', 'ben'), ('klaus', 'jenny'), ('klaus', 'andy')]",
    "ex2_answer": "cheapest = ('klaus', 'jenny')",
    "ex3_answer": "worth = [bank, hq, 0.0, 0.0, 0.0]\n"
                  "payoff = [[-death if i == j else worth[i] for j in range(5)] for i in range(5)]",
    "ex4_answer": "from junta_lib.theory import solve\nvalue = solve(payoff)['value']",
    "ex6_answer": "together = exact_coup_odds([1, 1], [1])\nalone = exact_coup_odds([1], [1])\n"
                  "coordination = together > 0.5 > alone",
    "ex8_answer": "power_share_correlation = offers.power.corr(offers.share)",
    "ex9_answer": "plain = coups[~coups.cards]\nbrier = ((plain.exact_odds - plain.fell.astype(float)) ** 2).mean()\n"
                  "calibrated = all(b['low'] <= b['predicted'] <= b['high'] for b in calibration_bins(coups))",
}
EXERCISE_OF = {"ex1_answer": "coalitions", "ex2_answer": "cheapest", "ex3_answer": "locations",
               "ex4_answer": "locations", "ex6_answer": "coups",
               "ex8_answer": "class_data", "ex9_answer": "class_data"}


def reveal(key: str) -> w.VBox:
    """A button that shows the worked solution of exercise ``key``."""
    if key not in SOLUTIONS:
        raise KeyError(f"no solution named {key!r}; choose one of {', '.join(SOLUTIONS)}")
    code = "\n\n".join(ANSWERS[g] for g, k in EXERCISE_OF.items() if k == key)
    text = w.HTML(f"<div style='padding:6px 10px;background:#f6f6f6'>{' '.join(SOLUTIONS[key].split())}"
                  f"<pre style='margin-top:6px'>{html.escape(code)}</pre></div>", layout=w.Layout(display="none"))
    button = w.Button(description="Reveal the solution", button_style="warning")

    def show(_):
        text.layout.display = ""
        button.disabled = True
    button.on_click(show)
    return w.VBox([button, text])
