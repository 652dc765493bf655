"""How long notebooks 01-04 take a student, estimated from what they hold: the words to read (the
markdown, the rulebook's rows and the kit's rules in the boxes, the questions, and what each table's
"What happened, and why" says after a play), the decisions a student makes at each table (the median
of five random players), and the questions.  A model, not a stopwatch: 150 words a minute, 45
seconds a decision, a minute a question.  Run: python benchmarks/lesson_time.py"""
from __future__ import annotations

import json
import re
import statistics
from pathlib import Path

from junta_lib.agents import RandomAgent
from junta_lib.lessons import coup, junta, parliament
from junta_lib.lessons.rulebook import junta_row, lesson_data
from junta_lib.lessons.why import happened
from junta_lib.lessons.widgets import quizzes

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WORDS_A_MINUTE, DECISION_MINUTES, QUESTION_MINUTES = 150, 0.75, 1.0


def words(text: str) -> int:
    return len(re.findall(r"\w+", text))


def table_play(make, seed: int) -> tuple[int, int]:
    """(decisions the student made, words the explanation then shows) for one random student."""
    lesson, bot, decisions = make(), RandomAgent(seed, side_share=0.0), 0
    while not lesson.done and decisions < 300:
        lesson.table.choose(bot.choose(None, lesson.game.pending()))
        decisions += 1
    told = sum(words(t) for t, _ in happened(lesson.game, lesson.start, lesson.seat))
    return decisions, told + words(lesson.explain_text(lesson.game) if lesson.explain_text else "")


def notebook_time(path: Path) -> dict:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    kit = lesson_data("kit_rules.toml")
    read = sum(words("".join(c["source"])) for c in cells if c["cell_type"] == "markdown")
    decisions = questions = 0
    for cell in (c for c in cells if c["cell_type"] == "code"):
        source = "".join(cell["source"])
        for rows in re.findall(r"\brule\(([\d, ]+)\)", source):
            read += sum(words(junta_row(int(r)).english_only) for r in rows.split(","))
        for keys in re.findall(r"kit_rule\(([^)]*)\)", source):
            read += sum(words(kit[k.strip(" '\"")]["text"]) for k in keys.split(","))
        for key in re.findall(r'quiz\("(\w+)"\)', source):
            entry = quizzes()[key]
            questions += 1
            read += words(entry["question"]) + sum(words(c["text"]) + words(c["why"]) for c in entry["choices"]) // 3
        m = re.match(r"(lessons|parliament|coup)\.(\w+)\(\)", source.strip())
        if m and m.group(2) != "row51_table":
            make = getattr({"lessons": junta, "parliament": parliament, "coup": coup}[m.group(1)], m.group(2))
            plays = [table_play(make, seed) for seed in range(5)]
            decisions += statistics.median(d for d, _ in plays)
            read += statistics.median(w for _, w in plays)
    minutes = read / WORDS_A_MINUTE + decisions * DECISION_MINUTES + questions * QUESTION_MINUTES
    return {"words": read, "decisions": decisions, "questions": questions, "minutes": round(minutes)}


if __name__ == "__main__":
    for path in sorted(NOTEBOOKS.glob("0[1-4]_*.ipynb")):
        t = notebook_time(path)
        print(f"{path.name}: {t['words']:.0f} words, {t['decisions']:.0f} decisions, {t['questions']} questions "
              f"-> about {t['minutes']} minutes")
