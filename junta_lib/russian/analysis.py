"""Reading Russian words: pymorphy3's analyses, loaded once and cached per word.

Every reading is pymorphy3's (``OpenCorpora`` tags: POS ``NOUN``, ``ADJF``...; cases ``nomn``,
``gent``, ``datv``, ``accs``, ``ablt``, ``loct``); nothing here guesses beyond its dictionary.
"""
from __future__ import annotations

import re
from functools import lru_cache

#: a Russian word, hyphenated compounds whole ("из-за", "штаб-квартира")
RU_WORD = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")


@lru_cache(maxsize=1)
def morph():
    import pymorphy3
    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=200_000)
def analyses(word: str) -> tuple:
    """pymorphy3's readings of a word as written, best first (each word is analysed once per run)."""
    return tuple(morph().parse(word))


def parses(word: str) -> tuple:
    """The readings of a word whatever its capitals ("Фаза" is read as "фаза")."""
    return analyses(word.lower())


@lru_cache(maxsize=200_000)
def parse_ru(word: str):
    """(normal form, POS, case) of a Russian word, its most likely reading."""
    p = analyses(word)[0]
    return p.normal_form, p.tag.POS, p.tag.case


@lru_cache(maxsize=200_000)
def parse_ru_full(word: str):
    """(normal form, POS, number) of a Russian word, its most likely reading."""
    p = analyses(word)[0]
    return p.normal_form, p.tag.POS, p.tag.number


@lru_cache(maxsize=200_000)
def cases_ru(word: str) -> frozenset:
    """Every case a Russian word may be in, over its readings with the same part of speech (rare
    readings left out: "деньги" is not read as the genitive of "деньга")."""
    readings = analyses(word)
    pos = readings[0].tag.POS
    return frozenset(p.tag.case for p in readings if p.tag.POS == pos and p.tag.case and p.score >= 0.05)


@lru_cache(maxsize=200_000)
def lemmas(word: str) -> frozenset:
    """Every dictionary form a word may have, ё written е ("счетами" -> {"счет"}), to find a phrase in
    a text whatever its case."""
    return frozenset(p.normal_form.replace("ё", "е") for p in parses(word))
