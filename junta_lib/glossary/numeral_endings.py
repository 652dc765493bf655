"""A case ending glued to a number written in figures ("от 4х до 6ти", "1го", "3й игрок"), or a
cardinal's ending after a hyphen ("меньше 5-ти игроков", "на 2-х кубиках").

An ordinal in figures takes its case ending after a hyphen ("3-й", "1-го"), and a cardinal none at all
("от 4 до 6", "меньше 5 игроков", or the word: "меньше пяти") (Rosenthal's handbook of spelling and
style, on the endings of numerals written in figures; the publishers' rules Мильчин's handbook gives
agree).  The finding is a run of digits with a case ending's letters after it and no hyphen, a range
"от … до …" being one finding; and a hyphenated ending only a cardinal has ("-ти", "-ми", "-мя",
"-ью", "-ух", "-ёх", "-ех", and "-х" after 2, 3 or 4: двух, трёх, четырёх; "12-х" and "5-х" are
ordinals' "-ых").  What it suggests follows the ending: a cardinal's ("4х", "6ти", "2мя") is dropped ("более 4
игроков"), an ordinal's ("3й", "1го") follows a hyphen ("3-й"); a range is cardinal unless its second
number has an ordinal's ending ("от 1го до 3х": "от 1 до 3"; "с 1го по 3й": "с 1-го по 3-й").  Not read: a unit glued to a number ("51шт", "5м", "10г": no case ending), a size or a
multiplier written with the Cyrillic "х" ("5х5", "х2"), a number inside a code or a decimal ("1.06.13",
"d6").

A text that writes its cardinals' endings one way, glued ("4х", "6ти") or after a hyphen ("4-х",
"6-ти"), in at least ``USUAL`` places and ``MAJORITY`` times as often as the other, and the other way
here: the finding says so too ("5-ти" where the politics rules glue 24 endings): whichever way the team
writes numbers, this place is written unlike the rest (the thirty-seventh and thirty-eighth lists).
"""
from __future__ import annotations

import re

from .messages import said

#: the endings a number in figures takes after its hyphen, longest first
ENDINGS = "ых|их|ый|ий|ой|ая|ое|ую|ом|ым|ти|ми|мя|ью|ух|ёх|ех|го|му|х|й|е|я|ю"
#: the endings only a cardinal takes ("4х" четырёх, "6ти" шести, "2мя" двумя, "3ью" тремя)
CARDINAL = {"х", "ух", "ёх", "ех", "ти", "ми", "мя", "ью"}
GLUED = rf"(?<![\w.,/-])(\d+)({ENDINGS})(?![\wА-Яа-яЁё-])(?!\s?\d)"
NUMBER = re.compile(GLUED)
#: a cardinal's ending after its hyphen: "5-ти", "2-мя", and "-х" only where the number ends in 2, 3 or 4
#: outside 12-14 ("4-х" четырёх; "5-х" is пятых, an ordinal)
HYPHENATED = re.compile(r"(?<![\w.,/-])(\d*(?:[02-9][234]|\b[234]))-(ти|ми|мя|ью|ух|ёх|ех|х)(?![\wА-Яа-яЁё-])"
                        r"|(?<![\w.,/-])(\d+)-(ти|ми|мя|ью|ух|ёх|ех)(?![\wА-Яа-яЁё-])")
RANGE = re.compile(rf"(?i)(?<![А-Яа-яЁё-])(от|с|со) {GLUED} (до|по) (\d+)({ENDINGS})?(?![\wА-Яа-яЁё-])")


#: a text's way of writing its cardinals' endings: this many places, this many times as many as the other way
USUAL, MAJORITY = 5, 3


def cardinal_way(words: str) -> str:
    """"hyphen" for a cardinal's ending after a hyphen ("5-ти"), "glued" for one glued to its number ("4х",
    "от 4х до 6ти"), "" for an ordinal's ending."""
    if HYPHENATED.fullmatch(words):
        return "hyphen"
    glued, span = NUMBER.fullmatch(words), RANGE.fullmatch(words)
    if glued:
        return "glued" if glued.group(2) in CARDINAL else ""
    if span:                                     # a range is cardinal unless its second ending is an ordinal's
        return "" if span.group(6) and span.group(6) not in CARDINAL else "glued"
    return ""


def written_unlike_the_text(ways: list[str]) -> dict[str, tuple[str, int]]:
    """For the cardinal endings of one text (each place's cardinal_way), {the rarer way: (the text's
    way, its places)} where the text has a way (see the module's doc); {} where it has none."""
    from collections import Counter
    counts = Counter(w for w in ways if w)
    if len(counts) < 2:
        return {}
    (usual, n), (other, m) = counts.most_common(2)
    return {other: (usual, n)} if n >= USUAL and n >= MAJORITY * m else {}


def numeral_endings(r) -> list[tuple]:
    """(segment row, position, words, expected, why) for each number with its ending glued (the module's doc)."""
    out, taken = [], []
    for m in RANGE.finditer(r.text):
        if m.group(6) and m.group(6) not in CARDINAL:          # "с 1го по 3й": ordinals
            expected = f"{m.group(1)} {m.group(2)}-{m.group(3)} {m.group(4)} {m.group(5)}-{m.group(6)}"
            out.append((r, m.start(), m.group(), expected, said("numeral_ending_hyphen")))
        else:
            out.append((r, m.start(), m.group(), f"{m.group(1)} {m.group(2)} {m.group(4)} {m.group(5)}",
                        said("numeral_ending_cardinal")))
        taken.append(m.span())
    for m in NUMBER.finditer(r.text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        if m.group(2) in CARDINAL:
            out.append((r, m.start(), m.group(), m.group(1), said("numeral_ending_cardinal")))
        else:
            out.append((r, m.start(), m.group(), f"{m.group(1)}-{m.group(2)}", said("numeral_ending_hyphen")))
    for m in HYPHENATED.finditer(r.text):
        if not any(a <= m.start() < b for a, b in taken):
            out.append((r, m.start(), m.group(), m.group(1) or m.group(3), said("numeral_ending_cardinal")))
    return out
