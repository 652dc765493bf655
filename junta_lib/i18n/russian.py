"""Russian grammar for the story: a term put into the case its slot asks, a number with its noun.

A slot of a Russian template names its case after the fact's kind: ``{where:area:loct}`` ("в
Центральном банке"), ``{target:position:accs}``; the whole phrase is inflected, its adjectives
agreeing with the head, genitive complements left as they are ("министра внутренней безопасности").
``{amount:num:миллион}`` writes a number with its noun agreeing (1 миллион, 2 миллиона, 5 миллионов,
21 миллион); ``{count:num:карта:accs}`` in the accusative (1 карту, 3 карты).

pymorphy3 reads the words (glossary/citation.py does the work for the glossary as well); a phrase
it cannot inflect stays in its citation form (never a made-up word).
"""
from __future__ import annotations

from functools import lru_cache

CASES = {"nomn", "gent", "datv", "accs", "ablt", "loct"}


def check_case(case: str) -> str:
    if case not in CASES:
        raise ValueError(f"unknown Russian case {case!r}; a slot names one of {', '.join(sorted(CASES))}")
    return case


@lru_cache(maxsize=4096)
def inflect(phrase: str, case: str | None, number: str | None = None) -> str:
    """``phrase`` (a noun phrase in citation form) in ``case`` and ``number`` (by default the number
    it is named in: "Трущобы" stays plural, "в Трущобах")."""
    if not case or (case == "nomn" and number is None):
        return phrase
    from ..glossary.citation import citation_number, inflect_phrase
    return inflect_phrase(phrase, check_case(case), number or citation_number(phrase)) or phrase


def _number_form(n: int, case: str | None) -> tuple[str, str]:
    """The case and number a noun takes after the number ``n`` in a slot of ``case``."""
    last, last_two = abs(n) % 10, abs(n) % 100
    one = last == 1 and last_two != 11
    if case in (None, "nomn", "accs"):
        if one:
            return case or "nomn", "sing"
        if 2 <= last <= 4 and not 12 <= last_two <= 14:
            return "gent", "sing"
        return "gent", "plur"
    return case, "sing" if one else "plur"


@lru_cache(maxsize=4096)
def with_number(n: int, noun: str, case: str | None = None) -> str:
    """"5 миллионов", "1 карту" (``case`` "accs"), "3 кубиками" ("ablt")."""
    form_case, number = _number_form(int(n), case)
    return f"{n} {inflect(noun, form_case, number)}"
