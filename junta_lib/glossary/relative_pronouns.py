"""The relative pronoun "который" agreeing in gender and number with no noun it can stand for.

"получить наибольшее возможное место, которые идут после Президента" writes the plural "которые"
after the singular "место": место, которое.  The pronoun takes its gender and number from its
antecedent (its case from its own clause), and the antecedent is the noun just before the comma or a
noun that noun hangs on: a genitive ("карты игрока, которые": the cards) or a preposition's object
("карты в руке, которые").  The walk back goes over the adjectives of each noun, over a preposition
and over a noun in a genitive chain, and stops at anything else; a walk that meets a word it cannot
read as a noun phrase (a numeral, a pronoun: "один из игроков, который") finds nothing.  The finding
is made where no noun met agrees with any reading of the pronoun.
"""
from __future__ import annotations

import re

from .messages import said

RELATIVE = re.compile(r"(?<![А-Яа-яЁё-])([А-Яа-яЁё]+), ?(котор(?:ый|ая|ое|ые|ого|ой|ому|ую|ым|ом|ых|ыми))(?![А-Яа-яЁё-])")
#: a word of the clause before the comma, or anything else that ends the walk back
TOKEN = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|\S")
WORD = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")
JOINING = {"и", "или", "либо", "а", "но"}


def _nouns(word: str) -> list:
    from ..russian import analyses
    readings = analyses(word.lower())
    if not readings or not all(a.tag.POS == "NOUN" and a.is_known for a in readings):
        return []
    if any({"Fixd", "Ms-f", "Abbr", "Name", "Surn"} & a.tag.grammemes for a in readings):
        return []
    return list(readings)


def _pos(word: str) -> set:
    from ..russian import analyses
    return {a.tag.POS for a in analyses(word.lower())}


def antecedents(words: list[str]) -> list | None:
    """The noun readings of the nouns the pronoun may stand for, walking back from the last word
    (the module's doc), or None where the walk meets what it cannot read."""
    found, i = [], len(words) - 1
    if i < 0 or not _nouns(words[i]):
        return None
    while i >= 0:
        nouns = _nouns(words[i]) if WORD.fullmatch(words[i]) else []
        if not nouns:
            return found if _ends_walk(words[i]) else None
        found += nouns
        i -= 1
        while i >= 0 and WORD.fullmatch(words[i]) and _pos(words[i]) and _pos(words[i]) <= {"ADJF", "PRTF"}:
            i -= 1                                   # the noun's adjectives
        if i >= 0 and WORD.fullmatch(words[i]) and "PREP" in _pos(words[i]):
            i -= 1                                   # a preposition's object: the noun it hangs on is before it
            while i >= 0 and WORD.fullmatch(words[i]) and _pos(words[i]) and _pos(words[i]) <= {"ADJF", "PRTF"}:
                i -= 1
            if i < 0 or not _nouns(words[i]):
                return None
    return found


def _ends_walk(token: str) -> bool:
    """A word or mark the antecedent's phrase cannot run over: a clause's punctuation or a verb; not
    "и"/"или" (the antecedent may be the joined nouns, a plural), a numeral ("два ресурса, которые"),
    a bracket (the antecedent may stand before it) or a word the dictionary does not read."""
    if token in ",.;:—–-!?":
        return True
    if not WORD.fullmatch(token) or token.lower() in JOINING:
        return False
    pos = _pos(token)
    return bool(pos) and pos <= {"VERB", "INFN", "GRND", "PRTS", "ADVB", "PRED"}


def relative_pronouns(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for each "который" agreeing with no antecedent."""
    from ..russian import analyses
    out = []
    for m in RELATIVE.finditer(r.text):
        before = TOKEN.findall(r.text[:m.end(1)])
        nouns = antecedents(before)
        if not nouns:
            continue
        pronoun = [a for a in analyses(m.group(2).lower()) if a.normal_form == "который"]
        if not pronoun or any(p.tag.number == n.tag.number and (p.tag.number == "plur" or p.tag.gender == n.tag.gender)
                              for p in pronoun for n in nouns):
            continue
        head = nouns[0].tag
        subject = re.match(r"\s+(он|она|оно|они|я|ты|мы|вы)(?![А-Яа-яЁё])", r.text[m.end():], re.IGNORECASE)
        if subject:                          # "карту, которые он держит": the pronoun is the verb's object
            pronoun = [p for p in pronoun if p.tag.case == "accs"] or pronoun
        form = pronoun[0].inflect({head.number} | ({head.gender} if head.number == "sing" and head.gender else set()))
        words, expected = f"{m.group(1)}, {m.group(2)}", f"{m.group(1)}, {form.word}" if form else ""
        verb = _verb_after(r.text[m.end():], pronoun, head)
        if expected and verb:
            # "место, которые идут": the pronoun is the verb's subject, so the verb changes with it
            # ("место, которое идёт"; four precision readers: "которое идут" is no fix)
            words, expected = f"{words} {verb[0]}", f"{expected} {verb[1]}"
        out.append((r, m.start(), words, expected, said("relative_not_agreeing", pronoun=m.group(2), noun=m.group(1))))
    return out


def _verb_after(rest: str, pronoun: list, head) -> tuple[str, str] | None:
    """(the verb, its form for the antecedent) where the word after a subject "который" is a finite verb
    agreeing with the pronoun ("которые идут" -> "идёт" for a singular neuter antecedent), else None."""
    from ..russian import analyses
    after = re.match(r"\s+([А-Яа-яЁё]+)", rest)
    subject = [p for p in pronoun if p.tag.case == "nomn"]
    if not after or not subject:
        return None
    for v in analyses(after.group(1).lower()):
        if v.tag.POS == "VERB" and v.tag.number == subject[0].tag.number:
            wanted = {head.number} | ({head.gender} if v.tag.tense == "past" and head.number == "sing" and head.gender
                                      else set())
            form = v.inflect(wanted)
            if form is not None:
                return after.group(1), form.word
    return None
