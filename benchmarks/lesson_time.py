"""How long the rule tutorials (notebooks 01-04 and 06) take a student, measured by playing each one
through as a student does: every cell is run in order, in this process, as Jupyter would run it, and
what each cell shows is read or played -

- the markdown, and the words every rule box, card, table of examples and question shows (what is on
  the screen: the English a student reads first, not the translation behind its button);
- each question: its text and choices, and the explanation of the one answer checked;
- each lesson table, played to its end by five random students (seeded): the decisions each makes,
  and the words of "What happened, and why" at its end (the story's events with their rules, and the
  lesson's remark) - the median of the five.

The time is a model on those counts, not a stopwatch: 150 words a minute, 45 seconds a decision, a
minute a question to think over (its reading is counted in the words).  Run:
python benchmarks/lesson_time.py [notebook ...]"""
from __future__ import annotations

import ast
import json
import re
import statistics
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
TUTORIALS = ("01", "02", "03", "04", "06")
WORDS_A_MINUTE, DECISION_MINUTES, QUESTION_MINUTES = 150, 0.75, 1.0
STUDENTS = 5


def words(text: str) -> int:
    """The words of a text as it is read: tags, and the map's picture (an SVG), left out."""
    text = re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)
    return len(re.findall(r"\w+", re.sub(r"<[^>]+>", " ", text)))


def shown_words(obj) -> int:
    """The words a displayed object puts on the screen: an HTML output, or a widget's visible parts
    (a box hidden behind a button - the Russian of a rule - is not read)."""
    import ipywidgets as w
    if isinstance(obj, w.Widget):
        layout = getattr(obj, "layout", None)
        if layout is not None and getattr(layout, "display", None) == "none":
            return 0
        if isinstance(obj, w.HTML):
            return words(obj.value)
        return sum(shown_words(child) for child in getattr(obj, "children", ()))
    if hasattr(obj, "data") and isinstance(obj.data, str):        # IPython.display.HTML
        return words(obj.data)
    return 0


def question_words(q) -> int:
    """A question's text and choices, and the explanation of one answer (the mean of its answers')."""
    return (words(q.question) + sum(words(text) for text, _, _ in q.choices)
            + round(statistics.mean(words(why) for _, _, why in q.choices)))


def play_table(make, seed: int) -> tuple[int, int]:
    """(decisions, words of "What happened, and why") for one random student playing the table."""
    from junta_lib.agents import RandomAgent
    lesson, bot, decisions = make(), RandomAgent(seed, side_share=0.0), 0
    while not lesson.done and lesson.game.pending() is not None and decisions < 300:
        assert lesson.table.choose(bot.choose(None, lesson.game.pending())), lesson.table.error.value
        decisions += 1
    return decisions, words(lesson.what_happened())


def run_cell(source: str, namespace: dict):
    """Run a code cell as Jupyter does; return (the value it shows, a function making it again)."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    if last is None:
        return None, None
    code = compile(ast.Expression(last.value), "<cell>", "eval")
    return eval(code, namespace), lambda: eval(code, namespace)


def notebook_time(path: Path) -> dict:
    """Play notebook ``path`` through: its counts and the minutes they model."""
    from junta_lib.lessons.widgets import Lesson, Quiz
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    namespace: dict = {"__name__": "__main__"}
    read = decisions = questions = tables = 0
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            read += words(source)
            continue
        shown, again = run_cell(source, namespace)
        if isinstance(shown, Lesson):
            tables += 1
            plays = [play_table(again, seed) for seed in range(STUDENTS)]
            decisions += statistics.median(d for d, _ in plays)
            read += statistics.median(n for _, n in plays) + shown_words(shown.table.widget)
        elif isinstance(shown, Quiz):
            questions += 1
            read += question_words(shown)
        elif shown is not None:
            read += shown_words(shown)
    minutes = read / WORDS_A_MINUTE + decisions * DECISION_MINUTES + questions * QUESTION_MINUTES
    return {"words": round(read), "decisions": decisions, "questions": questions, "tables": tables,
            "minutes": round(minutes)}


def tutorials() -> list[Path]:
    return [p for p in sorted(NOTEBOOKS.glob("*.ipynb")) if p.name[:2] in TUTORIALS]


if __name__ == "__main__":
    paths = [Path(a) for a in sys.argv[1:]] or tutorials()
    for path in paths:
        t = notebook_time(path)
        print(f"{path.name}: {t['words']} words, {t['tables']} tables ({t['decisions']:.0f} decisions), "
              f"{t['questions']} questions -> about {t['minutes']} minutes")
