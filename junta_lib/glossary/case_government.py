"""A noun after a word that governs its case, written in another case.

- "согласно" and "вопреки" take the dative (Правила русской орфографии и пунктуации; «Русская
  грамматика», 1980, § 1670): "согласно количества" is written "согласно количеству".  The word after
  the preposition is a finding where it reads as a genitive and never as a dative.
- "включая" takes the accusative, and so does every phrase "и" joins to its object: "включая стопку
  сброса карт и персональная казна игроков" is written "… и персональную казну игроков".  A phrase
  after "и" is a finding where its adjective and noun read only as nominatives while the object after
  "включая" reads as an accusative and not as a nominative.
"""
from __future__ import annotations

import re

from .messages import said

DATIVE = re.compile(r"(?i)(?<![А-Яа-яЁё-])(согласно|вопреки) ((?:его|её|ее|их) )?([а-яё]+)(?![А-Яа-яЁё-])")
INCLUDING = re.compile(r"(?i)(?<![А-Яа-яЁё-])включая ([а-яё]+)([^,.;:()«»\n]*?) (и|или) ([а-яё]+) ([а-яё]+)(?![А-Яа-яЁё-])")


def case_government(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for each phrase of the segment in the wrong case."""
    from ..russian import analyses
    out = []
    for m in DATIVE.finditer(r.text):
        word = m.group(3)
        readings = analyses(word.lower())
        if not readings or readings[0].tag.POS not in ("NOUN", "ADJF", "PRTF") or any(a.tag.case == "datv" for a in readings):
            continue
        genitive = [a for a in readings if a.tag.case in ("gent", "gen2") and a.tag.POS in ("NOUN", "ADJF", "PRTF")]
        if genitive:
            dative = genitive[0].inflect({"datv", genitive[0].tag.number or "sing"})
            expected = f"{m.group(1)} {m.group(2) or ''}{dative.word}" if dative else ""
            out.append((r, m.start(), m.group(), expected, said("dative_after", word=m.group(1).lower())))
    for m in INCLUDING.finditer(r.text):
        first, adjective, noun = analyses(m.group(1).lower()), analyses(m.group(4).lower()), analyses(m.group(5).lower())
        if not (first and any(a.tag.case == "accs" for a in first) and not any(a.tag.case == "nomn" for a in first)):
            continue
        if not (adjective and noun and all(a.tag.POS == "ADJF" and a.tag.case == "nomn" for a in adjective)
                and all(n.tag.POS == "NOUN" and n.tag.case == "nomn" for n in noun)):
            continue
        n = noun[0]
        a = next((x for x in adjective if x.tag.number == n.tag.number and (n.tag.number == "plur" or x.tag.gender == n.tag.gender)), None)
        if a is None:
            continue
        animacy = {n.tag.animacy} if n.tag.animacy and (n.tag.number == "plur" or n.tag.gender == "masc") else set()
        noun_acc, adjective_acc = n.inflect({"accs"}), a.inflect({"accs"} | animacy)
        start = m.start(4)
        expected = f"{adjective_acc.word} {noun_acc.word}" if noun_acc and adjective_acc else ""
        out.append((r, start, f"{m.group(4)} {m.group(5)}", expected, said("accusative_joined", word="включая")))
    return out
