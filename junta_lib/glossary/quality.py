"""Measuring the glossary against a hand-checked development list.

The list (corpus, source_term, accepted renderings separated by '|') is compared by lemmas, so
"карты влияния" in the glossary matches an accepted "карта влияния".  Two shares are reported:
listed (an accepted rendering is among the term's variants) and preferred (it is the preferred
target).  A development term missing from the glossary counts as a miss for both.
"""
from __future__ import annotations

import re

import pandas as pd

from .language import morph, parse_ru
from .reconcile import fold
from .terms import RU_TOKEN, term_key


def lemmas(text: str) -> tuple:
    return fold(tuple(parse_ru(w.lower())[0] for w in RU_TOKEN.findall(str(text))))


def lemma_options(text: str) -> tuple[frozenset, ...]:
    """Every normal form of each word ("стражу" may be "страж" or "стража")."""
    return tuple(frozenset(p.normal_form.replace("ё", "е") for p in morph().parse(w.lower()))
                 for w in RU_TOKEN.findall(str(text)))


def same_term(a: str, b: str) -> bool:
    x, y = lemma_options(a), lemma_options(b)
    return bool(x) and len(x) == len(y) and all(p & q for p, q in zip(x, y))


def evaluate(terms: pd.DataFrame, dev: pd.DataFrame) -> dict:
    rows = []
    bilingual = terms[terms.source_lang == "en"]
    for d in dev.itertuples():
        accepted = d.accepted.split("|")
        match = bilingual[(bilingual.corpus == d.corpus)
                          & (bilingual.source_term.map(term_key) == term_key(d.source_term))]
        listed = preferred = False
        if not match.empty:
            t = match.iloc[0]
            variants = [re.sub(r" \(\d+\)$", "", v) for v in str(t.variants).split("; ")]
            listed = any(same_term(v, a) for v in variants for a in accepted)
            preferred = any(same_term(t.preferred_target, a) for a in accepted)
        rows.append({"corpus": d.corpus, "source_term": d.source_term, "found": not match.empty,
                     "listed": listed, "preferred": preferred})
    table = pd.DataFrame(rows)
    return {"terms": len(table), "found": float(table.found.mean()), "listed": float(table.listed.mean()),
            "preferred": float(table.preferred.mean()), "table": table}
