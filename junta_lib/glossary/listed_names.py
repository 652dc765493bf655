"""A name written in lower case in a list of names written with capitals.

"Локации Дом, Любовница и ночной клуб не имеют эффектов": the three Locations are the game's names;
the text writes the first two with a capital inside the sentence, the third in lower case, while
elsewhere it writes «Ночной клуб».  A list is two or more capitalised words inside a sentence joined
by commas, closed by "и"/"или" and a lower-case word or two; the closing words are a finding, an
``inconsistent_term`` (one name written two ways), where the same corpus writes them elsewhere with
a capital.
"""
from __future__ import annotations

import re

import pandas as pd

from .messages import said

LISTED = re.compile(r"(?<=[а-яёА-ЯЁ] )((?:[А-ЯЁ][а-яё]+, )+[А-ЯЁ][а-яё]+) (и|или) ([а-яё]+)(?: ([а-яё]+))?(?![А-Яа-яЁё-])")


def listed_names(segments: pd.DataFrame) -> list[list]:
    """The findings of the module's doc."""
    from .grammar_slips import finding_row, russian_text
    from .qa import quote
    out = []
    texts = russian_text(segments)
    for corpus, seg in texts.groupby("corpus", sort=False):
        whole = "\n".join(seg.text)
        for r in seg.itertuples():
            for m in LISTED.finditer(r.text):
                for words in ([m.group(3), m.group(4)] if m.group(4) else [], [m.group(3)]):
                    if not words:
                        continue
                    phrase = " ".join(words)
                    capital = phrase[0].upper() + phrase[1:]
                    if re.search(rf"(?<![А-Яа-яЁё-]){re.escape(capital)}(?![А-Яа-яЁё-])", whole):
                        start = m.start(3)
                        out.append(finding_row(r, start, "inconsistent_term", quote(r.text, start, start + len(phrase), 20),
                                               capital, said("name_lower_in_list", words=phrase, names=m.group(1),
                                                             capital=capital)))
                        break
    return out
