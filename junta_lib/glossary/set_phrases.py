"""Set phrases of Russian written wrong: a colloquial form, a word of the phrase left out, the second
half of a paired conjunction left out.

- "нету" is colloquial; written Russian has "нет" («Если у игрока нету ресурсов»: нет ресурсов);
- "по часовой стрелке" and "против часовой стрелки" keep their noun: "по часовой сектор" has lost it
  (по часовой стрелке);
- "ни … ни" pairs its halves: "не нравятся ни он его действия" has lost the second "ни" before the
  possessive's noun (ни он, ни его действия).  Only a personal pronoun after the first "ни" and a
  possessive with its noun after that pronoun, with no other "ни" in the sentence, is read: there the
  possessive cannot be the pronoun's object.
"""
from __future__ import annotations

import re

from .messages import said

#: "нету" written as a word of the sentence, not named in quotation marks («нету»)
COLLOQUIAL_NO = re.compile(r"(?<![А-Яа-яЁё«\"“-])([Нн])ету(?![А-Яа-яЁё»\"”-])")
CLOCKWISE = re.compile(r"(?i)(?<![А-Яа-яЁё-])(по|против) часовой(?! стрелк)")
NEITHER = re.compile(r"(?i)(?<![А-Яа-яЁё-])ни (он|она|оно|они|я|ты|мы|вы) (его|её|ее|их|мо[йяеи]|тво[йяеи]|сво[йяеи]|"
                     r"наш[аеи]?|ваш[аеи]?) ([а-яё]+)(?![А-Яа-яЁё-])")
SENTENCE_END = re.compile(r"[.!?;\n]")


def set_phrases(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for each set phrase of the segment written wrong."""
    from ..russian import analyses
    out = [(r, m.start(), m.group(), m.group(1) + "ет", said("colloquial_no")) for m in COLLOQUIAL_NO.finditer(r.text)]
    for m in CLOCKWISE.finditer(r.text):
        noun = "стрелке" if m.group(1).lower() == "по" else "стрелки"
        after = re.match(r" ?[А-Яа-яЁё]*", r.text[m.end():]).group()
        out.append((r, m.start(), m.group() + after, f"{m.group()} {noun}", said("set_phrase_word_left_out", phrase=f"{m.group(1).lower()} часовой {noun}")))
    for m in NEITHER.finditer(r.text):
        end = SENTENCE_END.search(r.text, m.end())
        rest = r.text[m.end():end.start() if end else len(r.text)]
        if re.search(r"(?i)(?<![А-Яа-яЁё])ни(?![А-Яа-яЁё])", rest):
            continue
        if any(a.tag.POS == "NOUN" for a in analyses(m.group(3).lower())[:1]):
            out.append((r, m.start(), m.group(), f"ни {m.group(1)}, ни {m.group(2)} {m.group(3)}", said("second_neither_missing")))
    return out
