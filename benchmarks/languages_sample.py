"""A reader's measure of the Russian and Chinese: a seeded random sample of distinct lines, judged.

    python benchmarks/languages_sample.py draw --seed 1 --per-language 60 --out benchmarks/languages/after.csv
    python benchmarks/languages_sample.py draw --seed 7101 --per-language 100 --lang ru --out benchmarks/languages/sample_ru_7101.csv
    python benchmarks/languages_sample.py score benchmarks/languages/after.csv

``draw`` reads seeded games of both engines (half the seats heuristic bots, half random players,
so rare moments come up) in each language and in English, and collects every distinct line a
player meets, by category: the story, the prompts, the buttons, the table's labels (header, hand,
money, the result), the tooltips (a Location's note, a card's text, the city map's titles), the
refusals (what a form says to a wrong choice), the rule boxes (the kit's own rules, the lessons'
questions), the lesson prose (the notebooks' Markdown paragraphs as ``junta notebooks --lang``
writes them: the catalog's translation, or the English where it has none) and the lesson remarks
(what a tutorial table says, after the student's decisions, about what happened and why: every
lesson table played for each choice its first form offers, the rest of the student's decisions by a
seeded random player, the remark read in the language and in English).  It draws a fixed number of
distinct lines per category and language with ``--seed``
and writes them beside their English, with one empty column per fault a reader can find:

- ``grammar``: agreement, case, word order, punctuation the language requires;
- ``term``: a game term not the word the rules (and the kit's glossary) use, or two words for one;
- ``unnatural``: correct but no native board-game translator would write it so;
- ``english_left``: English (or Latin-letter words other than players' names) left in the line;
- ``meaning``: says something other than the English.

A reader fills the columns (1 = the fault is there) and ``note`` (what is wrong);
``score`` prints the share of lines with any fault and the faults per 100 lines, per language and
category.  The judged samples are kept in ``benchmarks/languages/``.
"""
from __future__ import annotations

import argparse
import csv
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import RandomAgent, heuristic_team  # noqa: E402
from junta_lib.core import IllegalAction  # noqa: E402
from junta_lib.core.decision import button_label  # noqa: E402
from junta_lib.i18n import tr, using, words  # noqa: E402
from junta_lib.i18n.prose import notebook_paragraphs, translated  # noqa: E402

FAULTS = ("grammar", "term", "unnatural", "english_left", "meaning")
#: lines drawn per category out of each language's ``--per-language`` (the rest go to the story)
SHARE = {"story": 0.27, "prompts": 0.12, "buttons": 0.12, "table": 0.07, "tooltips": 0.08,
         "refusals": 0.08, "rule boxes": 0.08, "lesson prose": 0.08, "lesson remarks": 0.10}
#: the choices of a lesson table's first form played for the remarks (a seeded sample where it offers more)
LESSON_CHOICES = 6
JUNK = ("nonsense", 999, {"to": 99}, ["x"], {"play": "no-such-card"})
TAGS = re.compile(r"<[^>]+>")


def _games(games: int):
    from junta_lib.classic.game import new_game as junta
    from junta_lib.viva.game import new_game as viva
    for seed in range(games):
        yield junta(3 if seed % 3 == 0 else 5, seed=seed)
        yield viva(4, seed=seed, advanced=seed % 2 == 1)


def _plain(html: str) -> str:
    import html as h
    return " ".join(h.unescape(TAGS.sub("", html)).split())       # as the browser shows it: a tag is no space


def _both(lang: str, make) -> tuple[str, str]:
    with using(lang):
        said = make()
    with using("en"):
        english = make()
    return said, english


def population(lang: str, games: int = 8) -> dict[str, dict[str, str]]:
    """category -> {line in ``lang``: its English}, every distinct line of ``games`` seeded games of
    each engine, the lessons' kit rules and questions."""
    from junta_lib.lessons.rulebook import lesson_data
    from junta_lib.widgets.city import city_svg
    from junta_lib.widgets.table import header_html, me_html, result_html
    found: dict[str, dict[str, str]] = defaultdict(dict)

    def add(category, make):
        try:
            said, english = _both(lang, make)
        except IllegalAction as err:                  # a refusal raised while making the line
            said, english = _both(lang, lambda: str(err))
        for a, b in zip(said if isinstance(said, list) else [said], english if isinstance(english, list) else [english]):
            if a and a.strip():
                found[category].setdefault(a.strip(), b.strip())

    notes = lesson_data("locations.toml")
    for game in _games(games):
        seed = game.seed if hasattr(game, "seed") else 0
        wild, tame = RandomAgent.team(game.state.n, seed), heuristic_team(game, seed)
        team = {t: (wild if t % 2 == 0 else tame)[t] for t in range(game.state.n)}
        steps = 0
        while (d := game.pending()) is not None and steps < 3000:
            steps += 1
            add("prompts", lambda: d.prompt)
            for o in (d.options or ())[:12]:
                add("buttons", lambda o=o: button_label(o, game, d.kind))
            if steps % 15 == 0:
                add("table", lambda: [_plain(header_html(game))] + _plain_lines(me_html(game, d.player)))
            if d.kind == "location":
                add("tooltips", lambda: [tr(note) for note in (notes.get("exile" if str(o.to_json()).startswith("exile:")
                                                                             else str(o.to_json()), "") for o in d.options) if note])
            if steps % 25 == 0:
                hand = game.view(d.player).get("hand", [])
                add("tooltips", lambda: [game.card_text(c) for c in hand])
                thrown = [*JUNK, *near_misses(game, d, f"{seed}-{steps}")]
                add("refusals", lambda: [_refusal(d, junk) for junk in thrown])
            coup = getattr(game.state, "coup", None)
            if coup is not None and getattr(coup, "battles", None) and steps % 10 == 0:
                add("tooltips", lambda: re.findall(r"<title>([^<]*)</title>", city_svg(game, d.player)))
            game.apply(team[d.player].choose(game.view(d.player), d))
        for e in game.events:
            add("story", lambda e=e: e.text)
        if game.pending() is None:
            add("table", lambda: _plain_lines(result_html(game)))
    rules = lesson_data("kit_rules.toml")
    for key, rule in rules.items():
        add("rule boxes", lambda rule=rule: [tr(rule["title"]), " ".join(tr(rule["text"]).split())])
    if lang == "ru":                                     # JUNTA's rulebook rows as the Russian rule boxes show them
        from junta_lib.lessons.rulebook import junta_rows
        for row in junta_rows().values():
            if row.reviewed:
                found["rule boxes"].setdefault(row.reviewed, row.english_only)
    for said, english in lesson_remarks(lang).items():
        found["lesson remarks"].setdefault(said, english)
    quizzes = lesson_data("quizzes.toml")
    for q in quizzes.values() if isinstance(quizzes, dict) else quizzes:
        if isinstance(q, dict):
            add("rule boxes", lambda q=q: [tr(v) for k, v in q.items() if k in ("question", "why") and isinstance(v, str)])
    for paragraph in sorted({text for text, _, _ in notebook_paragraphs()}):
        add("lesson prose", lambda paragraph=paragraph: translated(paragraph, words().catalog, words().lang)[0])
    return found


def lesson_plays() -> list[tuple]:
    """(lesson table, the student's first choice, seed): each choice the table's first form lists
    (its options and side actions), or seeded samples of a structured form (a vote, a Budget)."""
    from junta_lib.lessons import tables
    out = []
    for make in tables():
        d = make().game.pending()
        rng = random.Random(make.__name__)
        choices = list(d.options) if d.options is not None else \
            [d.domain.sample(random.Random(f"{make.__name__}{i}")) for i in range(LESSON_CHOICES)]
        choices += list(d.side.listed) if d.side is not None else []
        if len(choices) > LESSON_CHOICES:
            choices = rng.sample(choices, LESSON_CHOICES)
        out += [(make, choice, i) for i, choice in enumerate(choices)]
    return out


def lesson_remarks(lang: str, plays=None) -> dict[str, str]:
    """{a lesson table's remark in ``lang``: its English} for each of ``plays`` (all of
    :func:`lesson_plays` by default)."""
    out: dict[str, str] = {}
    for make, choice, seed in plays if plays is not None else lesson_plays():
        lesson = played_lesson(make, choice, seed)
        if lesson is not None and lesson.explain_text is not None:
            said, english = _both(lang, lambda lesson=lesson: lesson.explain_text(lesson.game))
            if said.strip():
                out.setdefault(said.strip(), english.strip())
    return out


def played_lesson(make, choice, seed: int):
    """The lesson table played as a student would: ``choice`` first, then a seeded random player
    until the lesson is over (None if a choice is refused)."""
    lesson = make()
    if not lesson.table.choose(choice):
        return None
    bot = RandomAgent(seed, side_share=0.2)
    for _ in range(400):
        if lesson.done or lesson.game.pending() is None:
            break
        if not lesson.table.choose(bot.choose(None, lesson.game.pending())):
            return None
    return lesson if lesson.done else None


def near_misses(game, decision, seed: str, n: int = 8) -> list:
    """Junk the fuzzer throws (fuzz.py: legal actions with a field changed, wrong types, another
    decision's action), so the refusals sampled are the engine's checks and not only its frame."""
    from fuzz import junk
    rng = random.Random(seed)
    return [junk(rng, game, decision, []) for _ in range(n)]


def _plain_lines(html: str) -> list[str]:
    """A panel's lines as the browser shows them: a line break or a table row ends a line, a table
    cell is set apart from the next."""
    html = re.sub(r"</t[dh]>", " ", html)
    return [_plain(part) for part in re.split(r"<br>|</tr>|<table[^>]*>", html) if _plain(part)]


def _refusal(decision, junk) -> str:
    try:
        decision.parse(junk)
    except (IllegalAction, RecursionError) as err:
        return str(err)
    return ""


def draw(per_language: int, seed: int, games: int, languages=("ru", "zh_Hant")) -> list[dict]:
    rows = []
    for lang in languages:
        found = population(lang, games)
        rng = random.Random(f"{seed}-{lang}")
        for category, share in SHARE.items():
            lines = sorted(found.get(category, {}).items())
            take = min(len(lines), round(per_language * share))
            for said, english in rng.sample(lines, take):
                rows.append({"id": f"{lang}-{len(rows) + 1:03d}", "lang": lang, "category": category,
                             "english": english, "text": said, **{f: "" for f in FAULTS}, "note": ""})
    return rows


def score(path: Path) -> dict:
    with open(path, encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    out: dict = {}
    for lang in sorted({r["lang"] for r in rows}):
        mine = [r for r in rows if r["lang"] == lang]
        by_cat = defaultdict(list)
        for r in mine:
            by_cat[r["category"]].append(r)
        faulty = [r for r in mine if any(r[f].strip() for f in FAULTS)]
        out[lang] = {"lines": len(mine), "faulty": len(faulty),
                     "share_faulty": round(len(faulty) / len(mine), 3) if mine else None,
                     "per_100": {f: round(100 * sum(1 for r in mine if r[f].strip()) / len(mine), 1) for f in FAULTS},
                     "by_category": {c: f"{sum(1 for r in rs if any(r[f].strip() for f in FAULTS))}/{len(rs)}"
                                     for c, rs in sorted(by_cat.items())}}
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    d = sub.add_parser("draw", help="draw a fresh sample to judge")
    d.add_argument("--seed", type=int, required=True)
    d.add_argument("--per-language", type=int, default=60)
    d.add_argument("--games", type=int, default=8)
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--lang", choices=("ru", "zh_Hant"), action="append",
                   help="draw this language only (a file per language for its readers); both by default")
    s = sub.add_parser("score", help="the faults of a judged sample")
    s.add_argument("sample", type=Path)
    args = parser.parse_args(argv)
    if args.what == "draw":
        if args.out.exists():
            print(f"{args.out} exists: a judged sample is never drawn over; name another file", file=sys.stderr)
            return 2
        rows = draw(args.per_language, args.seed, args.games, tuple(args.lang or ("ru", "zh_Hant")))
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with open(args.out, "w", encoding="utf-8", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
        print(f"{args.out}: {len(rows)} lines to judge")
        return 0
    for lang, r in score(args.sample).items():
        print(f"{lang}: {r['faulty']} of {r['lines']} lines with a fault ({r['share_faulty']:.0%}); per 100 lines: "
              + ", ".join(f"{k} {v}" for k, v in r["per_100"].items()))
        print("    by category: " + ", ".join(f"{k} {v}" for k, v in r["by_category"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
