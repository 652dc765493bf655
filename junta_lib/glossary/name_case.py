"""A name in guillemets after its head noun, in the case the text writes it there.

A name in guillemets after the word that says what it is ("ячейка «политическая ситуация»", "карта
«Убийца»") is an apposition: Russian keeps it in the nominative whatever the head noun's case
(Розенталь, «Справочник по правописанию и стилистике», § 195: "в ячейке «Политическая ситуация»").
Where a text writes one head noun and one name with the name in the nominative at least ``USUAL``
times and at least ``MAJORITY`` times as often as declined, each declined place is the name written
another way: "в ячейке «политической ситуации»" in the JUNTA translation, which writes "ячейку
«политическая ситуация»" twice.  Only one head with one name counts: "во время «Дебатов»" and
"окончания «Выборов»" say another thing than a name's kind, and the text never writes that head with
the name in the nominative.  An ``inconsistent_term`` finding, the nominative suggested.
"""
from __future__ import annotations

import re
from collections import defaultdict

import pandas as pd

from ..russian.analysis import is_noun, parses
from .messages import said

#: a word, a space and a name of one to five words in guillemets
HEADED = re.compile(r"([А-Яа-яЁё]+) «([А-Яа-яЁё]+(?:[ -][А-Яа-яЁё]+){0,4})»")
#: the nominative places at least, and how many times as many as the declined ones
USUAL, MAJORITY = 2, 2


def _nominative(word: str) -> bool:
    """The name's first word may be read as a nominative (its own dictionary word's)."""
    first = parses(word)[0].normal_form
    return any("nomn" in p.tag for p in parses(word) if p.normal_form == first)


def _key(head: str, name: str) -> tuple:
    return (parses(head)[0].normal_form,) + tuple(parses(w)[0].normal_form for w in re.split(r"[ -]", name))


def declined_names(segments: pd.DataFrame) -> list[list]:
    """The findings of the module's doc, in the written Russian of each corpus (translations, paragraphs
    and Russian-only texts; a reviewer's cells keep their own way)."""
    from .grammar_slips import finding_row, written_russian
    from .qa import quote
    out = []
    written = written_russian(segments)
    for corpus, texts in written.groupby("corpus", sort=True):
        places = defaultdict(list)
        for r in texts.itertuples():
            for m in HEADED.finditer(r.text):
                if is_noun(m.group(1)):
                    places[_key(m.group(1), m.group(2))].append((_nominative(m.group(2).split()[0]), r, m))
        for found in places.values():
            nominative = [m.group(2) for named, _, m in found if named]
            declined = [(r, m) for named, r, m in found if not named]
            if not declined or len(nominative) < USUAL or len(nominative) < MAJORITY * len(declined):
                continue
            usual = max(set(nominative), key=nominative.count)
            for r, m in declined:
                out.append(finding_row(r, m.start(2) - 1, "inconsistent_term", quote(r.text, m.start(), m.end(), 20),
                                       f"«{usual}»", said("name_declined", name=f"«{m.group(2)}»", head=m.group(1),
                                                         usual=f"«{usual}»", n=len(nominative))))
    return out
