"""A term's name written with its genitive noun in the other number than the glossary's target.

"Каждая карта обломка крушения позволяет…": the Wreckage card is «карта обломков крушения» in the
glossary and in the text's other places (две карты обломков крушения); the genitive of a name keeps
its number whatever the head's case and number, so a place writing it in the other number is one
name written two ways, an ``inconsistent_term``.  Read for each term whose preferred target is a
noun and one or more nouns in the genitive after it: a place is a run of words with the target's
lemmas.  A place whose head is singular and whose genitives are in other numbers than the target's
is a finding where the text names the thing the target's way at least once more and writes the
target's genitives at least as often as the place's: a chain of two or more genitives counted
wherever it stands ("обломков крушения" twice, "обломка крушения" once), a single genitive only after
a singular head (a plural head takes a plural genitive naturally: "карты изобретений" beside
«карта изобретения», "ячейки действий" beside "в ячейке действия").
"""
from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache

import pandas as pd

from .messages import said

#: how many places of the text write the target's genitives in its numbers
USUAL = 1
WORD = re.compile(r"[А-Яа-яЁё]+")


def _readings(word: str):
    from ..russian import analyses
    return analyses(word.lower())


def _shape(target: str) -> tuple[list[str], tuple] | None:
    """The target's lemmas and the numbers of its genitive nouns, or None when it is no noun with
    genitives after it."""
    words = WORD.findall(target)
    if len(words) < 2 or len(words) != len(target.split()):
        return None
    first = _readings(words[0])
    if not first or first[0].tag.POS != "NOUN":
        return None
    numbers = []
    for w in words[1:]:
        genitive = [a for a in _readings(w) if a.tag.POS == "NOUN" and a.tag.case == "gent"]
        if not genitive or len({a.tag.number for a in genitive}) != 1:
            return None
        numbers.append(genitive[0].tag.number)
    return [first[0].normal_form] + [_readings(w)[0].normal_form for w in words[1:]], tuple(numbers)


def _singular(word: str) -> bool:
    """A head noun every reading of which is singular: a plural head takes a plural genitive
    naturally ("карты изобретений", cards of inventions), so only a singular head's place is read."""
    readings = [a for a in _readings(word) if a.tag.POS == "NOUN"]
    return bool(readings) and all(a.tag.number == "sing" for a in readings)


@lru_cache(maxsize=None)
def _lemmas(word: str) -> frozenset:
    return frozenset(a.normal_form for a in _readings(word))


def _matches(lemma_sets: list, spaced: list, at: int, lemmas) -> bool:
    """The words from ``at`` on, one space apart, have these lemmas, one a word (``lemma_sets``: each
    word's lemmas; ``spaced``: whether one space alone stands between a word and the next)."""
    n = len(lemmas)
    return 0 <= at and at + n <= len(lemma_sets) and all(lemma in lemma_sets[at + k] for k, lemma in enumerate(lemmas)) \
        and all(spaced[at:at + n - 1])


def _genitive_numbers(words: list[str]) -> tuple | None:
    out = []
    for w in words:
        numbers = {a.tag.number for a in _readings(w) if a.tag.POS == "NOUN" and a.tag.case == "gent"}
        if len(numbers) != 1:
            return None
        out.append(numbers.pop())
    return tuple(out)


def genitive_numbers(terms: pd.DataFrame, segments: pd.DataFrame) -> list[list]:
    """The findings of the module's doc."""
    from .grammar_slips import finding_row, russian_text
    from .qa import quote
    out = []
    texts = russian_text(segments)
    for corpus, seg in texts.groupby("corpus", sort=False):
        shapes = {}
        for target in terms[terms.corpus == corpus].preferred_target.dropna():
            shape = _shape(str(target))
            if shape:
                shapes[tuple(shape[0])] = (str(target), shape[1])
        if not shapes:
            continue
        places, tails = defaultdict(list), defaultdict(list)
        for r in seg.itertuples():
            tokens = list(WORD.finditer(r.text))
            lemma_sets = [_lemmas(t.group()) for t in tokens]
            spaced = [r.text[a.end():b.start()] == " " for a, b in zip(tokens, tokens[1:])]
            for lemmas in shapes:
                for i in range(len(tokens) - len(lemmas) + 2):
                    if lemmas[1] not in lemma_sets[i] or not _matches(lemma_sets, spaced, i, lemmas[1:]):
                        continue
                    tail = _genitive_numbers([t.group() for t in tokens[i:i + len(lemmas) - 1]])
                    if tail is None:
                        continue
                    tails[lemmas].append(tail)
                    if i and _matches(lemma_sets, spaced, i - 1, lemmas[:2]):
                        places[lemmas].append((tail, _singular(tokens[i - 1].group()), r, tokens[i - 1].start(),
                                               tokens[i + len(lemmas) - 2].end()))
        for lemmas, found in places.items():
            target, usual = shapes[lemmas]

            def written(numbers):
                """How often the text writes the genitives in these numbers: a chain of two or more
                genitives wherever it stands ("обломков крушения"), a single one after a singular head."""
                if len(lemmas) > 2:
                    return sum(x == numbers for x in tails[lemmas])
                return sum(x == numbers and singular for x, singular, *_ in found)

            count, named = written(usual), sum(x == usual for x, *_ in found)
            for numbers, singular, r, start, end in found:
                if singular and numbers != usual and named and count >= USUAL and count >= written(numbers):
                    out.append(finding_row(r, start, "inconsistent_term", quote(r.text, start, end, 20), target,
                                           said("name_in_other_number", words=r.text[start:end], usual=target, n=named)))
    return out
