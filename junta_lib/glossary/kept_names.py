"""A name kept in the source's letters in some places of a translation and translated in others.

The JUNTA translation copies "República de las Bananas" into the Russian of rows 2 and 7 and writes
"Банановой Республики" in rows 11 and 15: a reader meets one country under two names.  A name here is
a run of two or more capitalised Latin words ("de", "las", "of" between them) that a translation copies
from its unit's source; it is *kept* in each unit whose text holds it in Latin letters (capitals and
accents aside), and *translated* in a unit whose source has it and whose text does not,
where the translated places share one Russian phrase of as many words as the name has (their common
phrase, "банановый республика" by lemmas): without such a phrase the kit cannot tell a translation from
a sentence said another way, and says nothing.  The way used in fewer places is an
``inconsistent_term`` finding at each of its places, naming the other way and the counts; used as
often each way, every place is a finding: decide one.  A name written in Cyrillic letters where the
rest keeps it in Latin ("ХУНТА") is the stand-in checks' (stand_ins.py); this one needs two places
translated alike.
"""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from functools import lru_cache

import pandas as pd

from .messages import said
from .stand_ins import tokens_of

#: a name of the source: capitalised Latin words, with the particles Spanish and English put between
NAME = re.compile(r"\b[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:\s+(?:(?:de|del|la|las|los|el|of|the)\s+)*[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)+")
PARTICLES = {"de", "del", "la", "las", "los", "el", "of", "the"}
#: the translated places must agree on one phrase; this many at least
TRANSLATED_ALIKE = 2


@lru_cache(maxsize=4096)                 # each unit's texts are folded again for every name
def _folded(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


def kept_and_translated(pairs: pd.DataFrame) -> list[list]:
    """``inconsistent_term`` findings where a name is kept in some units and translated in others (see
    the module's doc)."""
    from .qa import quote
    units = pairs[pairs.variant.isin(["translation", "paragraph"])]
    out = []
    for corpus, group in units.groupby("corpus", sort=True):
        places: dict[str, list] = {}                         # a name a translation keeps -> units naming it
        for p in group.itertuples():
            for m in NAME.finditer(p.tgt):
                if _folded(m.group()) in _folded(p.src):
                    places.setdefault(" ".join(m.group().split()), [])
        for name in places:
            latin = re.compile(r"\s+".join(re.escape(_folded(w)) for w in name.split()))
            places[name] = [p for p in group.itertuples() if latin.search(_folded(p.src))]
        for name, where in sorted(places.items()):
            words = [w for w in name.split() if w.lower() not in PARTICLES]
            latin = re.compile(r"\s+".join(re.escape(_folded(w)) for w in name.split()))
            kept = [(p, m.start(), m.end()) for p in where for m in latin.finditer(_folded(p.tgt))]
            translated = [p for p in where if not latin.search(_folded(p.tgt))]
            if not kept or len(translated) < TRANSLATED_ALIKE:
                continue
            phrase = _common_phrase([tokens_of(p.tgt) for p in translated], len(words))
            if phrase is None:
                continue
            rendered = [(p, t[0].start, t[-1].end) for p in translated for t in _spans(tokens_of(p.tgt), phrase)]
            units_kept = len({p.tgt_location for p, _, _ in kept})
            units_translated = len({p.tgt_location for p, _, _ in rendered})
            shown = rendered[0][0].tgt[rendered[0][1]:rendered[0][2]]
            counts = said("name_kept_and_translated", name=name, n=units_kept, rendering=shown, count=units_translated)
            flagged = ([(p, s, e, "kept in the source's letters") for p, s, e in kept]
                       if units_kept <= units_translated else [])
            flagged += ([(p, s, e, "translated") for p, s, e in rendered] if units_translated <= units_kept else [])
            tied = units_kept == units_translated
            for p, s, e, how in flagged:
                out.append([p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:s].count("\n"),
                            "inconsistent_term", quote(p.tgt, s, e, 25),
                            "" if tied else (shown if how.startswith("kept") else name),
                            said("name_kept_here" if how.startswith("kept") else "name_translated_here", name=name,
                                 rendering=p.tgt[s:e], what=counts,
                                 why=said("as_often_each_way" if tied else "write_it_one_way"))])
    return out


def _spans(tokens: list, phrase: tuple) -> list[list]:
    n = len(phrase)
    return [tokens[j:j + n] for j in range(len(tokens) - n + 1)
            if all(phrase[i] in tokens[j + i].lemmas for i in range(n))]


def _common_phrase(texts: list[list], n: int) -> tuple | None:
    """The phrase of ``n`` words (by lemmas, a capital on its first word) every text has, the first the
    first text writes ("Банановой Республики (Республики Банана)": банановый республика)."""
    def phrases(tokens):
        out = {}
        for j in range(len(tokens) - n + 1):
            run = tokens[j:j + n]
            if run[0].text[:1].isupper() and all(len(t.text) >= 3 and t.lemmas for t in run):
                for x in _product([sorted(t.lemmas) for t in run]):
                    out.setdefault(tuple(x), j)
        return out
    if not texts:
        return None
    first, *rest = [phrases(t) for t in texts]
    common = [c for c in first if all(c in other for other in rest)]
    return min(common, key=first.get) if common else None


def _product(options: list[list]) -> list[list]:
    out = [[]]
    for choices in options:
        out = [x + [c] for x in out for c in choices]
    return out
