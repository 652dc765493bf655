"""A subject's noun left in the genitive singular before a plural verb.

"президент или повстанца побеждают": two subjects joined by "или", the second written in the
genitive singular, the verb in the plural (президент или повстанцы побеждают).  Read only where the
first subject is a noun in the nominative that no other case reads, the second a noun only the
genitive or accusative singular reads, and the word after them a verb in the plural in every reading:
the second noun then cannot be an object ("игрока или президента убивают" has two objects and is
left alone).
"""
from __future__ import annotations

import re

from .messages import said

JOINED = re.compile(r"(?=(?<![А-Яа-яЁё-])([А-Яа-яЁё]+) (и|или) ([а-яё]+) ([а-яё]+)(?![А-Яа-яЁё-]))")


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
    return out
