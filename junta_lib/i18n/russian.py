"""Russian grammar for the story: a term put into the case its slot asks, a number with its noun.

A slot of a Russian translation names its case in brackets after it (slots.py): ``{where}[предл.]``
("Центральном банке"), ``{where}[где]`` ("в Центральном банке"), ``{target}[вин.]``; the whole
phrase is inflected, its adjectives agreeing with the head, genitive complements left as they are
("министра внутренней безопасности").  ``{amount}[миллион]`` writes a number with its noun agreeing
(1 миллион, 2 миллиона, 5 миллионов, 21 миллион); ``{count}[карта, вин.]`` in the accusative (1 карту,
3 карты).

pymorphy3 reads the words (``junta_lib.russian`` does the work, for the glossary as well); a phrase
it cannot inflect stays in its citation form (never a made-up word).
"""
from __future__ import annotations

from functools import lru_cache

CASES = {"nomn", "gent", "datv", "accs", "ablt", "loct"}
#: a place with its preposition: where something is, where it comes from, where it goes
#: ("на Соборной площади", "с Рынка", "в Трущобы"); data/i18n/ru_places.csv says which preposition
#: and case each place takes ("в"/"на"/"у"), or the whole phrase ("дома")
PLACE_CASES = ("at", "from", "to")
_DEFAULT_PLACE = {"at": "в loct", "from": "из gent", "to": "в accs"}


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
    from ..russian import citation_number, inflect_phrase
    return inflect_phrase(phrase, check_case(case), number or citation_number(phrase)) or phrase


@lru_cache(maxsize=1)
def _places() -> dict:
    import csv

    from ..core.rulesets import data_path
    with open(data_path("i18n", "ru_places.csv"), encoding="utf-8") as f:
        return {row["key"]: row for row in csv.DictReader(f)}


@lru_cache(maxsize=4096)
def russian_place(key: str, name: str, how: str) -> str:
    """``name`` (the place ``key``) with the preposition ``how`` asks: "at", "from" or "to"."""
    rule = _places().get(key, {}).get(how) or _DEFAULT_PLACE[how]
    if rule.startswith("="):
        return rule[1:]
    preposition, _, case = rule.partition(" ")
    phrase = inflect(name, case)
    first, second = phrase[:1].lower(), phrase[1:2].lower()
    if second and second not in "аеёиоуыэюяь" and first in {"в": "вф", "с": "сзшжщ", "к": "кг"}.get(preposition, ""):
        preposition += "о"                                 # во Второй, со Старого: before two consonants
    return f"{preposition} {phrase}"


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
    phrase = inflect(noun, form_case, number)
    if (form_case, number) == ("gent", "sing") and case in (None, "nomn", "accs") and " " in noun:
        phrase = _adjectives_after_few(noun, phrase)
    return f"{n} {phrase}"


def _adjectives_after_few(noun: str, phrase: str) -> str:
    """After 2, 3, 4 the noun is genitive singular but its adjectives are plural: genitive for a
    masculine or neuter noun ("2 победных очка"), nominative for a feminine ("3 политические карты")."""
    from ..russian import ADJECTIVES
    from ..russian import head_index as _head
    from ..russian import keep_spelling as _keep_spelling
    from ..russian import parses as _parses
    words, said = noun.split(), phrase.split()
    at = _head(words)
    if at is None or len(said) != len(words):
        return phrase
    head = next((p for p in _parses(words[at]) if p.tag.POS == "NOUN" and p.tag.case == "nomn"), None)
    if head is None:
        return phrase
    case = "nomn" if head.tag.gender == "femn" else "gent"
    for i in range(at):
        adjective = next((p for p in _parses(words[i]) if p.tag.POS in ADJECTIVES), None)
        form = adjective.inflect({case, "plur"}) if adjective is not None else None
        if form is not None:
            said[i] = _keep_spelling(words[i], form.word)
    return " ".join(said)
