"""One action of the game, said with one verb.

A rulebook says each of its actions with one verb: a die is rolled, "бросать кубик", and a card
discarded, "сбросить карту".  data/glossary/ru_game_verbs.csv lists, for each action, the verbs Russian
rules use for it (each way with its imperfective and its perfective) and the nouns it is done to.  A
verb counts where one of those nouns stands right after it (within ``AFTER`` words: "кидаете кубики",
"выбросив карты") or right before it in its sentence ("Кубик бросают"): "выбрасываете успех" is a die's result, not a
discarded card, and is not read.  Where a text says an action one way at least ``USUAL`` times and at
least ``MAJORITY`` times as often as another way, each place of the other way is an
``inconsistent_term`` finding, the usual verb of the same aspect suggested in the written word's form
("разыграйте" -> "примените", "выбросив" -> "сбросив"; a precision reader found the infinitive
"применить" a wrong suggestion where the text needs the command): Robinson's "вы кидаете
кубики" beside "бросать кубики" three times and "разыграйте их эффекты" beside "примените" twice;
JUNTA's "выбросив карты" beside "сбросить" six times.  Two ways about as frequent as each other (the
politics rules' кидать and бросать, nine each) are the team's choice, and no finding.
"""
from __future__ import annotations

import csv
import re
from collections import Counter
from functools import lru_cache

import pandas as pd

from ..core.rulesets import data_path
from ..russian.analysis import RU_WORD, parses
from .messages import said

#: how many words after the verb its noun may stand
AFTER = 3
#: the usual way's places at least, and how many times as many as another way's
USUAL, MAJORITY = 2, 2


@lru_cache(maxsize=1)
def game_verbs() -> dict[str, tuple[frozenset, dict[str, tuple[str, str]], dict[tuple[str, str], str]]]:
    """action -> (the nouns it is done to, {verb: (its way, its aspect)}, {(way, aspect): the way's verb
    of that aspect, the one suggested})."""
    actions: dict = {}
    with data_path("glossary", "ru_game_verbs.csv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            objects, verbs, suggested = actions.setdefault(row["action"], (frozenset(row["objects"].split()), {}, {}))
            for aspect in ("imperfective", "perfective"):
                suggested[(row["way"], aspect)] = row[aspect].split()[0]
                for verb in row[aspect].split():
                    verbs[verb] = (row["way"], aspect)
    return actions


@lru_cache(maxsize=None)
def _lemma(word: str) -> str:
    """The verb's dictionary word, a reflexive passive read as its verb ("отбрасываются": отбрасывать)."""
    lemma = parses(word)[0].normal_form
    return lemma[:-2] if lemma.endswith("ся") else lemma


def in_form_of(written: str, verb: str) -> str:
    """``verb`` (a dictionary form) in the form of the word ``written`` ("разыграйте", "применить":
    "примените"), reflexive where it is ("отбрасываются": "сбрасываются"), with its capital; the
    dictionary form where pymorphy3 cannot make that form."""
    word = parses(written)[0]
    if word.normal_form.endswith("ся") and not verb.endswith("ся"):
        verb += "ся"
    tag = word.tag
    wanted = {g for g in (tag.POS, tag.mood, tag.tense, tag.person, tag.number, tag.gender, tag.case, tag.voice,
                          tag.involvement) if g}
    made = next((p for p in parses(verb) if p.normal_form == verb), None)
    made = made.inflect(wanted) if made else None
    form = made.word if made else verb
    return form.capitalize() if written[:1].isupper() else form


def _before(text: str, words: list, i: int) -> list:
    """The word right before the verb at ``i``, in its sentence ("Кубик бросают"; not "дающие еду.
    Сбросьте жетон", the food the previous sentence's)."""
    if i == 0 or re.search(r"[.!?;:]", text[words[i - 1][0].end():words[i][0].start()]):
        return []
    return words[i - 1:i]


def game_verbs_findings(segments: pd.DataFrame) -> list[list]:
    """The findings of the module's doc, in the written Russian of each corpus."""
    from .grammar_slips import finding_row, written_russian
    from .qa import quote
    out = []
    written = written_russian(segments)
    actions = game_verbs()
    every_verb = {verb for _, verbs, _ in actions.values() for verb in verbs}
    for corpus, texts in written.groupby("corpus", sort=True):
        rows = [(r, [(m, _lemma(m.group())) for m in RU_WORD.finditer(r.text)]) for r in texts.itertuples()]
        # the places of a verb of any action, each with the words before and after it read for its noun
        verbs_at = [(r, m, lemma, [w for _, w in _before(r.text, words, i) + words[i + 1:i + 1 + AFTER]])
                    for r, words in rows for i, (m, lemma) in enumerate(words) if lemma in every_verb]
        for objects, verbs, suggested in actions.values():
            found = [(verbs[lemma], r, m) for r, m, lemma, near in verbs_at
                     if lemma in verbs and any(w in objects for w in near)]
            ways = Counter(way for (way, _), _, _ in found)
            if len(ways) < 2:
                continue
            usual, n = max(ways.items(), key=lambda kv: (kv[1], kv[0]))
            for (way, aspect), r, m in found:
                if way == usual or n < USUAL or n < MAJORITY * ways[way]:
                    continue
                expected = in_form_of(m.group(), suggested[(usual, aspect)])
                out.append(finding_row(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 20),
                                       expected, said("verb_otherwise", written=m.group(), usual=usual,
                                                      n=n, way=way, count=ways[way])))
    return out
