"""A cross-reference that names its section otherwise than the section's heading.

A rulebook sends the reader to another section by its heading ("see Electing the First President on
p. 7").  The translation's reference must carry the words of the translated heading, or the reader
looks for a heading that is not there: JUNTA's translation writes "(см. «Избрание первого
президента» на стр. 7)" where the section is headed "Выборы первого президента".

In each translated unit whose English holds references "see NAME on p. N" to a heading (a unit of the
corpus whose English begins with NAME; numbered ones, "Phase 4: The Budget", are the numbered names'
business), the Russian references "см. NAME на стр. N" are paired with them in order, where the unit
has as many of each.  Where a reference's words, read as lemmas, differ from the first as many words of
the heading's translated unit, the reference is an ``inconsistent_term`` finding quoting both ("Процедуру
голосования" for "Процедура голосования" differs in case only, no finding).  Nothing is expected: the
reference takes the heading's words in its own sentence's case.
"""
from __future__ import annotations

import re

import pandas as pd

from ..russian import RU_WORD as WORD
from .messages import said

#: the English small words a heading's name may hold between its capitalised words
SMALL = r"(?:of|the|and|a|an|from|in|to|for|on|at|by)"
#: "see Electing the First President on p. 7": the name of a heading a unit sends the reader to
ENGLISH_REFERENCE = re.compile(rf"\bsee ((?:[A-Z][\w’']*)(?: (?:[A-Z][\w’']*|{SMALL}))*) on p\.")
#: "см. «Избрание первого президента» на стр. 7", "см. Процедуру голосования на с. 4"
RUSSIAN_REFERENCE = re.compile(r"\bсм\.\s+(.+?)\s+на\s+с(?:тр)?\.")
#: a numbered name ("Phase 4: The Budget", "Фазу 6: Убийства"), said by the numbered names' check
NUMBERED = re.compile(r"^\S+\s+\d+\s*:")


def cross_references(pairs: pd.DataFrame) -> list[list]:
    """The findings of the module's doc, in the translated units of every bilingual corpus."""
    from .qa import quote
    from .stand_ins import lemma_words
    units = pairs[pairs.variant == "translation"]
    out = []
    for corpus, here in units.groupby("corpus", sort=True):
        rows = list(here.itertuples())
        for p in rows:
            english = [m.group(1) for m in ENGLISH_REFERENCE.finditer(p.src) if not NUMBERED.match(m.group(1))]
            russian = [m for m in RUSSIAN_REFERENCE.finditer(p.tgt) if not NUMBERED.match(m.group(1))
                       and WORD.search(m.group(1))]
            if not english or len(english) != len(russian):
                continue
            for name, m in zip(english, russian):
                targets = [r for r in rows if r.src.lower().startswith(name.lower()) and r.tgt_location != p.tgt_location]
                if len(targets) != 1:
                    continue
                written = WORD.findall(m.group(1))
                heading = WORD.findall(targets[0].tgt)[:len(written)]
                if len(heading) == len(written) and all(lemma_words(a)[0] & lemma_words(b)[0]
                                                        for a, b in zip(written, heading)):
                    continue
                out.append([corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:m.start(1)].count("\n"),
                            "inconsistent_term", quote(p.tgt, m.start(1), m.end(1), 15), "",
                            said("reference_otherwise", written=_unquoted(m.group(1)), heading=" ".join(heading),
                                 english=name, locations=int(targets[0].tgt_location))])
    return out


def _unquoted(name: str) -> str:
    """A reference's name without the guillemets around the whole of it (the sentence quotes it)."""
    return name[1:-1] if re.fullmatch(r"«[^«»]*»", name) else name
