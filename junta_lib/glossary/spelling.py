"""Spelling: the typos of the Russian texts ("избирите", "илил", "Передвигасясь", "«ПОдготовка»").

A word is a typo when hunspell's Russian dictionary (Debian's ``hunspell-ru``, read through
pyenchant) rejects it, pymorphy3's dictionary does not know it either, it stands once in all the
corpora (a word the translators write again and again is their word, not a slip) and it is no word
of the glossary's terms ("ассасин", "Центробанк").  A capitalised word inside a sentence is a name
and left alone.  A capital inside a word ("ПОдготовка", "настабИльность") is a typo whatever the
dictionaries say, and so are two sentences glued without a space ("Ассасинов.Они").  hunspell's
first suggestion is the expected spelling.

Without the dictionary (pyenchant or hunspell-ru not installed) the check finds stray capitals
only, and the build says so.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

import pandas as pd
from .messages import said

WORD = re.compile(r"(?<![А-Яа-яЁёA-Za-z-])[А-Яа-яЁё]{3,}(?![А-Яа-яЁёA-Za-z-])")
GLUED = re.compile(r"(?<![А-Яа-яЁё])[А-Яа-яЁё]*[а-яё]{2}\.[А-ЯЁ][а-яё]+")
STRAY_CAPITAL = re.compile(r"^(?:[А-ЯЁ]{2}[а-яё]{2,}|[а-яё]+[А-ЯЁ][а-яё]*)$")
SENTENCE_START = re.compile(r"(?:^|[.!?:;•«\"“(\n]|\d\.)\s*$")
DICTIONARY = "ru_RU"
CACHE = "spelling-ru_RU.marshal"


@lru_cache(maxsize=1)
def dictionary():
    """hunspell's Russian dictionary through pyenchant, or None when either is missing."""
    try:
        import enchant
        return enchant.Dict(DICTIONARY)
    except Exception:                                  # noqa: BLE001 - no library or no dictionary: stray capitals only
        return None


def unavailable() -> str | None:
    """Why the dictionary check cannot run here (None when it can)."""
    if dictionary() is None:
        return ("spelling: hunspell's Russian dictionary is not available (apt-get install hunspell-ru "
                "libenchant-2-2; pip install pyenchant): only stray capitals are checked")
    return None


def verdicts(words: list[str]) -> dict[str, tuple[bool, str]]:
    """word -> (hunspell knows it, its first suggestion), kept in the build's cache (a suggestion
    takes hunspell a sixth of a second; the dictionary is loaded only for words not seen before)."""
    from ..core.cache import keep_cached, read_cached
    cached = read_cached(CACHE) or {}
    missing = [w for w in words if w not in cached]
    if missing and dictionary() is not None:
        spell = dictionary()
        for w in missing:
            known = spell.check(w)
            cached[w] = (known, "" if known else next(iter(spell.suggest(w)), ""))
        keep_cached(CACHE, cached)
    return {w: cached[w] for w in words if w in cached}


def typos(segments: pd.DataFrame, term_words: set[str]) -> list[tuple]:
    """(segment row, position, word, suggestion, why) for each typo of the Russian segments."""
    from ..russian import morph
    russian = segments[(segments.lang == "ru") & segments.variant.isin(["translation", "paragraph", "text", "note"])]
    counts = Counter(w.lower() for text in segments[segments.lang == "ru"].text for w in WORD.findall(text))
    analyser = morph()
    out, candidates = [], []
    for r in russian.itertuples():
        for m in GLUED.finditer(r.text):
            out.append((r, m.start(), m.group(), m.group().replace(".", ". "), said("no_space_after_stop")))
        for m in WORD.finditer(r.text):
            word = m.group()
            if STRAY_CAPITAL.match(word):
                out.append((r, m.start(), word, word[:1] + word[1:].lower() if word[1].isupper() else word.lower(),
                            said("capital_inside")))
                continue
            if counts[word.lower()] > 1 or word.lower() in term_words or word.isupper():
                continue
            if word[:1].isupper() and not SENTENCE_START.search(r.text[:m.start()]):
                continue                               # a name
            if not analyser.word_is_known(word.lower()):
                candidates.append((r, m.start(), word))
    known = verdicts(sorted({w for _, _, w in candidates}))
    for r, pos, word in candidates:
        if word in known and not known[word][0]:
            out.append((r, pos, word, known[word][1], said("unknown_word")))
    return sorted(out, key=lambda t: (t[0].Index, t[1]))
