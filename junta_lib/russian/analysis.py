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
    """pymorphy3's analyser of Russian, its dictionary (pymorphy3-dicts-ru) named directly: found
    through the installed packages' entry points, as pymorphy3 does by default, it had every
    package's metadata read first, which a restarted table server paid with its first Russian seat.
    ``PYMORPHY3_DICT_PATH``, when set, still names another dictionary."""
    import os

    import pymorphy3
    named = pymorphy3.MorphAnalyzer.DICT_PATH_ENV_VARIABLE in os.environ
    return pymorphy3.MorphAnalyzer(path=None if named else dictionary_path(), lang="ru")


def dictionary_path() -> str | None:
    """The folder of the Russian dictionary :func:`morph` reads: ``PYMORPHY3_DICT_PATH`` when set, else
    pymorphy3-dicts-ru's own (None when neither is there)."""
    import os
    named = os.environ.get("PYMORPHY3_DICT_PATH")
    if named:
        return named
    try:
        import pymorphy3_dicts_ru
    except ImportError:                                # pragma: no cover - a dependency of pymorphy3's Russian
        return None
    return pymorphy3_dicts_ru.get_path()


@lru_cache(maxsize=200_000)
def analyses(word: str) -> tuple:
    """pymorphy3's readings of a word as written, best first (each word is analysed once per run)."""
    return tuple(morph().parse(word))


def parses(word: str) -> tuple:
    """The readings of a word whatever its capitals ("Фаза" is read as "фаза")."""
    return analyses(word.lower())


def is_noun(word: str) -> bool:
    """Is the likeliest reading of a word, whatever its capitals, a noun?"""
    return parses(word)[0].tag.POS == "NOUN"


@lru_cache(maxsize=200_000)
def parse_ru(word: str):
    """(normal form, POS, case) of a Russian word, its most likely reading (plain strings, or None)."""
    p = analyses(word)[0]
    return p.normal_form, _plain(p.tag.POS), _plain(p.tag.case)


@lru_cache(maxsize=200_000)
def parse_ru_full(word: str):
    """(normal form, POS, number) of a Russian word, its most likely reading (plain strings, or None)."""
    p = analyses(word)[0]
    return p.normal_form, _plain(p.tag.POS), _plain(p.tag.number)


def _plain(grammeme) -> str | None:
    """A grammeme as a plain str: pymorphy3's own class compares slower and cannot be pickled (the
    build keeps its corpus work in the cache folder)."""
    return None if grammeme is None else str(grammeme)


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
