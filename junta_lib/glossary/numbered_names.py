"""A numbered step of the rules named several ways in the Russian ("Фаза 9: Конец раунда" in six
places, "Фазой 9: окончание раунда" and "Фаза 9: завершение раунда" once each).

The rules name their phases and steps by number and name, a colon between ("Фаза 2: назначение
кабинета", "Этап 7: Банковское дело", "Шаг 3: …").  The name is the run of nouns, adjectives and
participles after the colon; two names are one name written alike when one's words (lemmas) hold
the other's ("Получение иностранной помощи" inside "Получение денег иностранной помощи", "Конец
раунда" inside "Конец раунда игрок может…": a heading glued to its sentence), and another naming of
the same step when they share a word and neither holds the other ("окончание раунда" beside "Конец
раунда"; "Фаза 6: Убийство" beside "Фаза 6: Убийства": a title after the colon is in the nominative,
so its first noun's number is part of the name).  Each place of a name written fewer times than the step's usual one is an
``inconsistent_term`` finding naming the forms and their counts; names written as often are each a
finding: decide one.  A place where another finding already names the step's words otherwise ("'End
of the Round' rendered 'окончание раунда' here") keeps that finding only.

The word before a step's number ("фаза 6", "Фазы 9") inside a sentence of the running text, written
with a capital in at least ``USUAL`` places and in lower case in as many, neither ``MAJORITY`` times
as often as the other (JUNTA's translation: 11 and 11): one finding for the whole text, at its first
place, naming the lines of each way; the team decides one way once (Russian writes it in lower case
inside a sentence; the English capitalises its Phases).

A step's name after its colon is a title, and a text writes its titles one way: where the text's
running text (a translation, a paragraph, a Russian-only text; not the headings typed into the English
column, nor a reviewer's) begins the names with a capital in at least ``USUAL`` places and ``MAJORITY``
times as often as in lower case ("Фаза 6: Убийства", 19 places; "фазы 2: назначение кабинета", 7),
each place of the other way is an ``inconsistent_term`` finding naming both counts.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict

import pandas as pd

from .messages import said

#: "Фаза 9:", "Фазой 9:", "этапа 2:", "Шаг 3:" and the name after the colon
STEP = r"(?:[Фф]аз|[Ээ]тап|[Шш]аг)[а-яё]{0,3}"          # a step's word: фаза, этап, шаг in any case
NUMBERED = re.compile(rf"(?<![А-Яа-яЁё])({STEP}\s+(\d{{1,2}}))\s*:\s*"
                      r"([А-ЯЁа-яё][а-яё]+(?:[ -][А-ЯЁа-яё][а-яё]+){0,5})")
NAMING = ("NOUN", "ADJF", "PRTF")
#: the variants whose text a reader reads: their titles' capitals are the text's way
RUNNING_TEXT = ("translation", "paragraph", "text")
#: a way of writing the titles is the text's where it is written this often, and this many times as often as the other
USUAL, MAJORITY = 5, 2


def _name(words: str) -> tuple[str, frozenset]:
    """The name's words as written (the run of nouns, adjectives and participles) and their lemmas."""
    from ..russian import analyses
    kept = []
    for word in re.findall(r"[А-ЯЁа-яё]+", words):
        parse = analyses(word.lower())[0]
        if parse.tag.POS not in NAMING:
            break
        kept.append((word, parse.normal_form.replace("ё", "е")))
    number = _nominative_number(kept[0][0]) if kept else ""
    return " ".join(w for w, _ in kept), frozenset([lemma for _, lemma in kept] + ([number] if number else []))


def _words(lemmas: frozenset) -> frozenset:
    """A name's lemmas without the mark of its number: two names sharing a number share no word."""
    return frozenset(x for x in lemmas if not x.startswith("#"))


def _nominative_number(word: str) -> str:
    """The number a name's first word has read as a title, in the nominative ("Убийства": plural,
    "Убийство": singular), as a mark among the name's lemmas ("#plur"); "" where both readings stand."""
    from ..russian import analyses
    numbers = {p.tag.number for p in analyses(word.lower()) if p.tag.case == "nomn" and p.tag.POS == "NOUN"}
    return f"#{numbers.pop()}" if len(numbers) == 1 and None not in numbers else ""


def numbered_names(segments: pd.DataFrame, known: list[list] = ()) -> list[list]:
    said_there = defaultdict(str)
    for f in known:
        if f[4] == "inconsistent_term":
            said_there[(f[0], f[1])] += f[7].lower()
    out = []
    russian = segments[segments.lang == "ru"]
    for corpus, seg in russian.groupby("corpus", sort=False):
        places: dict[str, list] = {}
        for r in seg.itertuples():
            for m in NUMBERED.finditer(r.text):
                written, lemmas = _name(m.group(3))
                if lemmas:
                    places.setdefault(m.group(2), []).append((r, m, written, lemmas))
        for found in places.values():
            out += [f for f, form in _named_otherwise(found)
                    if f"'{form.lower()}'" not in said_there[(f[0], f[1])]]
        said_here = defaultdict(str)
        for f in out:
            said_here[(f[0], f[1])] += f[7].lower()
        out += [f for f, form in _capitals_otherwise([p for found in places.values() for p in found
                                                      if p[0].variant in RUNNING_TEXT])
                if f"'{form.lower()}'" not in said_there[(f[0], f[1])] + said_here[(f[0], f[1])]]
        out += _step_words_both_ways(seg[seg.variant.isin(RUNNING_TEXT)])
    return out


#: a step's word and its number ("фазе 8", "Этап 7")
STEP_WORD = re.compile(rf"(?<![А-Яа-яЁё])({STEP})\s+\d{{1,2}}(?!\d)")


def _step_words_both_ways(seg: pd.DataFrame) -> list[list]:
    """One finding for a text that writes a step's word inside its sentences both ways (the module's doc)."""
    from ..russian import analyses
    from .qa import _finding, quote
    from .written_names import BEFORE, INSIDE
    places = defaultdict(list)                   # the word's lemma -> (capital, segment, start, end)
    for r in seg.itertuples():
        for m in STEP_WORD.finditer(r.text):
            if INSIDE.search(r.text[max(0, m.start() - BEFORE):m.start()]):
                lemma = analyses(m.group(1).lower())[0].normal_form
                places[lemma].append((m.group(1)[:1].isupper(), r, m.start(), m.end(1)))
    out = []
    for lemma, found in places.items():
        ways = Counter(capital for capital, *_ in found)
        if ways[True] < USUAL or ways[False] < USUAL or max(ways.values()) >= MAJORITY * min(ways.values()):
            continue
        rows = {way: sorted({int(r.location) for capital, r, *_ in found if capital == way}) for way in (True, False)}
        _, r, start, end = min(found, key=lambda p: (int(p[1].location), int(p[1].line), p[2]))
        out.append(_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), "",
                            said("step_word_both_ways", word=lemma, n=ways[True], count=ways[False],
                                 rows=", ".join(map(str, rows[True])), others=", ".join(map(str, rows[False])))))
    return out


def _capitals_otherwise(found: list) -> list[tuple[list, str]]:
    """The places whose step's name after the colon begins otherwise than the text's titles do (see the
    module's doc), each with the name as written."""
    from .qa import _finding, quote
    ways = Counter(written[:1].isupper() for _, _, written, _ in found if written)
    if len(ways) < 2:
        return []
    usual, n = ways.most_common(1)[0]
    if n < USUAL or n < MAJORITY * ways[not usual]:
        return []
    out = []
    for r, m, written, _ in found:
        if not written or written[:1].isupper() == usual:
            continue
        expected = written[:1].upper() + written[1:] if usual else written[:1].lower() + written[1:]
        out.append((_finding(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 20), expected,
                             said("step_name_capital" if usual else "step_name_lower_case", step=m.group(1),
                                  name=written, n=n, count=ways[not usual])),
                    written))
    return out


def _named_otherwise(found: list) -> list[tuple[list, str]]:
    """The findings of one numbered step and the name each shows: each name's places grouped under
    the shortest name its words hold, the names sharing a word compared by their counts."""
    from .qa import _finding, quote
    shortest = sorted({lemmas for *_, lemmas in found}, key=len)
    core = {lemmas: next(s for s in shortest if s <= lemmas) for lemmas in shortest}
    counts = Counter(core[lemmas] for *_, lemmas in found)
    written = {}
    for _, _, form, lemmas in found:                         # the name as first written at its shortest
        if lemmas == core[lemmas]:
            written.setdefault(lemmas, form)
    out = []
    for r, m, here, lemmas in found:
        name = core[lemmas]
        related = [(n, k) for n, k in counts.most_common() if n == name or _words(n) & _words(name)]
        if len(related) < 2:
            continue
        (usual, top), (_, second) = related[0], related[1]
        if name == usual and top > second:
            continue                                     # the step's usual name
        others = "; ".join(f"{written[n].lower()} ({k})" for n, k in related)
        out.append((_finding(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 20),
                             written[usual] if top > second else "",
                             said("step_named_otherwise", step=m.group(1), form=here if lemmas == name else written[name],
                                  others=others)),
                    written[name]))
    return out
