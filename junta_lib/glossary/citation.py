"""Citation forms: a termbase lists a term as a dictionary would.

English: the head noun in the singular ("Influence cards" -> "Influence card"), kept plural where
the word is (Paratroops, Headquarters, dice).  Russian citation forms are the Russian grammar's
(``junta_lib.russian``: ``russian_citation``, ``inflect_phrase``).
"""
from __future__ import annotations

from functools import lru_cache


# -- English -------------------------------------------------------------------------------------
KEEP_PLURAL = {"headquarters", "paratroops", "dice", "news", "series", "marines", "bananas", "police",
               "rioters", "strikers", "demonstrators", "students", "peasants", "conservatives", "socialists",
               "monarchists", "bankers", "landowners", "academics", "radicals",
               "expatriates", "guards"}


@lru_cache(maxsize=20_000)
def english_singular(word: str) -> str:
    """The singular of an English noun, keeping its capital ("Cards" -> "Card")."""
    w = word.lower()
    if w in KEEP_PLURAL or len(w) <= 3 or not w.endswith("s") or w.endswith(("ss", "us", "is", "ics")):
        return word
    if w.endswith("ies") and len(w) > 4:
        stem = word[:-3] + ("Y" if word[-3:].isupper() else "y")
    elif w.endswith(("ches", "shes", "xes", "sses", "zes")):
        stem = word[:-2]
    else:
        stem = word[:-1]
    return stem


def english_citation(phrase: str) -> str:
    """An English term in the singular: its last word (the head) made singular."""
    words = phrase.split()
    if not words:
        return phrase
    if len(words) >= 3 and words[-2].lower() == "of":     # "Minister of Internal Security": the head is first
        words[0] = english_singular(words[0])
        return " ".join(words)
    words[-1] = english_singular(words[-1])
    return " ".join(words)
