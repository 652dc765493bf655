"""A subject and its verb in different numbers.

- A subject's noun left in the genitive singular before a plural verb: "президент или повстанца
  побеждают", two subjects joined by "или", the second written in the genitive singular, the verb in
  the plural (президент или повстанцы побеждают).  Read only where the first subject is a noun in the
  nominative that no other case reads, the second a noun only the genitive or accusative singular
  reads, and the word after them a verb in the plural in every reading: the second noun then cannot
  be an object ("игрока или президента убивают" has two objects and is left alone).
- A noun in the nominative directly before a verb of the present or future in the third person and
  the other number: "Игроки отдает голоса" (отдают).  The verb agrees in number with its subject
  («Русская грамматика», 1980, on the agreement of the predicate with the subject; Rosenthal's
  handbook of spelling and style, the chapter on the predicate's agreement).  Read only where every
  reading of the noun is a nominative (an inanimate plural reads as an accusative too: "Бонусы
  получает игрок" has its subject after the verb), no conjunction, preposition or comparison stands
  before the noun ("Петя и Вася умирают": joined subjects), and no other word of the clause can be
  the verb's subject in its number ("Карту, которую выбрали игроки получает президент").
- A singular noun in the nominative, perhaps with its genitive after it, directly before a verb in the
  past or a short participle of another gender: "Если локация игрока было угадано" (была угадана).
  The past and the short forms agree in gender with a singular subject (the same references).  Read
  only where every reading of the noun is a nominative singular, nothing joins it to another noun
  ("и", "или"), and the verb has no plural reading; a form of "быть" with a short participle after
  it is one predicate, both said.
- A modal verb (or "должен") + "быть" + a short passive participle in another number: "карта может
  быть разыграны" (разыграна).  The participle of a compound predicate agrees with the subject as
  the auxiliary does (the same references).  Read only where the clause before the auxiliary has a
  subject in the auxiliary's number and none in the participle's: "может быть" is also the
  parenthetical "perhaps", which a plural subject would leave possible ("карты, может быть, сброшены").
"""
from __future__ import annotations

import re

from .messages import said

JOINED = re.compile(r"(?=(?<![А-Яа-яЁё-])([А-Яа-яЁё]+) (и|или) ([а-яё]+) ([а-яё]+)(?![А-Яа-яЁё-]))")
#: a word and the lower-case word after it
PAIR = re.compile(r"(?=(?<![А-Яа-яЁё-])([А-Яа-яЁё]+) ([а-яё]+)(?![А-Яа-яЁё-]))")
#: an auxiliary, "быть" and the word after it
AUXILIARY = re.compile(r"(?<![А-Яа-яЁё-])([а-яё]+) быть ([а-яё]+)(?![А-Яа-яЁё,-])")
WORD = re.compile(r"[А-Яа-яЁё]+")
#: where a clause begins and ends: punctuation, and a card's name in quotation marks is left out of it
CLAUSE_END = re.compile(r"[,.;:!?()—–\n•]")
QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"|“[^”]*”")
#: words before a noun that make it something other than the subject of the verb after it alone
NOT_ALONE = {"и", "или", "либо", "а", "но", "не", "ни", "как", "чем", "кроме", "также", "тоже"}


def subject_number(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for each such subject."""
    from ..russian import analyses
    out = []
    for m in JOINED.finditer(r.text):
        first, second, verb = (analyses(w.lower()) for w in m.group(1, 3, 4))
        if not (first and second and verb):
            continue
        if not all(a.tag.POS == "NOUN" and a.tag.case == "nomn" for a in first):
            continue
        if not all(a.tag.POS == "NOUN" and a.tag.number == "sing" and a.tag.case in ("gent", "accs") for a in second):
            continue
        if not all(v.tag.POS == "VERB" and v.tag.number == "plur" for v in verb):
            continue
        plural = second[0].inflect({"nomn", "plur"})
        expected = f"{plural.word} {m.group(4)}" if plural else ""
        out.append((r, m.start(3), f"{m.group(3)} {m.group(4)}", expected,
                    said("subject_in_genitive", noun=m.group(3), verb=m.group(4), other=m.group(1))))
    return out + verb_number(r) + verb_gender(r) + participle_number(r)


def _clause(text: str, start: int, end: int) -> tuple[str, str]:
    """The words of the clause before ``start`` and after ``end`` (to the nearest punctuation), with
    quoted names left out."""
    before = text[:start]
    cut = [m.end() for m in CLAUSE_END.finditer(before)]
    after = text[end:]
    stop = CLAUSE_END.search(after)
    return (QUOTED.sub(" ", before[cut[-1] if cut else 0:]),
            QUOTED.sub(" ", after[:stop.start() if stop else len(after)]))


def _could_be_subject(word: str, number: str) -> bool:
    """Whether a word reads as a nominative of ``number`` that can stand as a subject: a noun, a
    pronoun, or a pronoun-like adjective ("каждый", "которые"); not an initial ("и" as "И.")."""
    from ..russian import analyses
    return any(a.tag.case == "nomn" and a.tag.number == number and "Abbr" not in a.tag.grammemes
               and (a.tag.POS in ("NOUN", "NPRO") or (a.tag.POS == "ADJF" and "Apro" in a.tag.grammemes))
               for a in analyses(word.lower()))


def verb_number(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for a nominative noun directly before a verb of
    the other number (the module's doc)."""
    from ..russian import analyses
    out = []
    for m in PAIR.finditer(r.text):
        noun, verb = analyses(m.group(1).lower()), analyses(m.group(2))
        if not (noun and verb) or not all(a.tag.POS == "NOUN" and a.tag.case == "nomn" for a in noun):
            continue
        if any({"Abbr", "Fixd"} & a.tag.grammemes for a in noun) or len({a.tag.number for a in noun}) != 1:
            continue
        if not all(v.tag.POS == "VERB" and v.tag.person == "3per" and v.tag.tense in ("pres", "futr") for v in verb):
            continue
        numbers = {v.tag.number for v in verb}
        number = noun[0].tag.number
        if len(numbers) != 1 or number in numbers:
            continue
        before, after = _clause(r.text, m.start(1), m.end(2))
        words_before = WORD.findall(before)
        if words_before and (words_before[-1].lower() in NOT_ALONE
                             or any(a.tag.POS in ("PREP", "CONJ") for a in analyses(words_before[-1].lower()))):
            continue
        if any(_could_be_subject(w, verb[0].tag.number) for w in words_before + WORD.findall(after)):
            continue
        agreed = verb[0].inflect({number})
        if not agreed:
            continue
        key = "verb_number" if number == "plur" else "verb_number_plural"
        out.append((r, m.start(1), f"{m.group(1)} {m.group(2)}", f"{m.group(1)} {agreed.word}",
                    said(key, verb=m.group(2), subject=m.group(1))))
    return out


#: a noun, perhaps its genitive, and the word after them: "локация игрока было", "карта было"
GENDERED = re.compile(r"(?=(?<![А-Яа-яЁё-])([А-Яа-яЁё]+) (?:([а-яё]+) )?([а-яё]+)(?: ([а-яё]+))?(?![А-Яа-яЁё-]))")


def verb_gender(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for a singular subject before a past verb or a
    short participle of another gender (the module's doc)."""
    from ..russian import analyses
    out, taken = [], set()
    for m in GENDERED.finditer(r.text):
        noun = analyses(m.group(1).lower())
        if not noun or not all(a.tag.POS == "NOUN" and a.tag.case == "nomn" and a.tag.number == "sing" for a in noun):
            continue
        gender = noun[0].tag.gender
        if gender not in ("masc", "femn", "neut") or any({"Abbr", "Fixd"} & a.tag.grammemes for a in noun):
            continue
        between, verb_word, after = m.group(2), m.group(3), m.group(4)
        if between and not any(a.tag.POS == "NOUN" and a.tag.case == "gent" for a in analyses(between)[:2]):
            between, verb_word, after = None, between, verb_word      # no genitive between: "карта было сыграно"
        verb = [a for a in analyses(verb_word) if a.tag.POS != "PRCL"]
        if not verb or not all(a.tag.POS == "PRTS" or (a.tag.POS == "VERB" and a.tag.tense == "past") for a in verb):
            continue
        if any(a.tag.number != "sing" for a in verb) or gender in {a.tag.gender for a in verb}:
            continue
        before = WORD.findall(r.text[:m.start(1)])[-1:]
        if before and (before[0].lower() in NOT_ALONE or any(a.tag.POS in ("PREP", "CONJ") and before[0].lower() != "если"
                                                              for a in analyses(before[0].lower()))):
            continue
        start = m.start(3)
        if start in taken:
            continue
        taken.add(start)
        words = [verb_word]
        participle = analyses(after)[:1] if after and verb[0].normal_form == "быть" else []
        if participle and participle[0].tag.POS == "PRTS":
            words.append(after)                       # "было угадано": one predicate
        agreed = [next((a for a in analyses(w) if a.tag.POS in ("VERB", "PRTS")), None) for w in words]
        forms = [a.inflect({gender, "sing"}) if a is not None else None for a in agreed]
        out.append((r, start, " ".join(words), " ".join(f.word for f in forms) if all(forms) else "",
                    said("verb_gender", subject=m.group(1))))
    return out


def _auxiliary_number(word: str) -> str:
    """The number of a modal verb in the third person ("может", "могут") or of "должен" ("должна",
    "должны") before "быть", or ""."""
    from ..russian import analyses
    readings = analyses(word)
    verbs = [a for a in readings if a.tag.POS == "VERB" and a.tag.person == "3per" and a.tag.tense in ("pres", "futr")]
    if verbs and all(a.tag.POS in ("VERB", "CONJ") for a in readings):
        return verbs[0].tag.number
    if readings and all(a.tag.POS == "ADJS" and a.normal_form == "должный" for a in readings):
        return readings[0].tag.number
    return ""


def participle_number(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for a short participle after "быть" in the other
    number than its auxiliary (the module's doc)."""
    from ..russian import analyses
    out = []
    for m in AUXILIARY.finditer(r.text):
        number = _auxiliary_number(m.group(1))
        participle = analyses(m.group(2))
        if not number or not participle or not all(p.tag.POS == "PRTS" and "pssv" in p.tag.grammemes for p in participle):
            continue
        if number in {p.tag.number for p in participle}:
            continue
        other = participle[0].tag.number
        before, _ = _clause(r.text, m.start(), m.start())
        words = WORD.findall(before)
        if any(_could_be_subject(w, other) for w in words):
            continue
        subjects = [w for w in words if _could_be_subject(w, number)]
        if not subjects:
            continue
        grammemes = {number}
        if number == "sing":
            gender = next((a.tag.gender for a in analyses(subjects[-1].lower())
                           if a.tag.case == "nomn" and a.tag.number == "sing" and a.tag.gender), None)
            if gender is None:
                continue
            grammemes.add(gender)
        agreed = participle[0].inflect(grammemes)
        if not agreed:
            continue
        out.append((r, m.start(), m.group(), f"{m.group(1)} быть {agreed.word}",
                    said("participle_number", participle=m.group(2), auxiliary=m.group(1))))
    return out
