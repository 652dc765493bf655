"""A term of a modifier and a head ("free assassination") whose translations the aligner found only
the head of (the term is ``partial``: "убийство"), rendered with another adjective in some places.

Where a translation writes an adjective just before the head the aligner found ("одно бесплатное
убийство", "о своем свободном убийстве"), that adjective renders the English modifier there.  When
the places of a term give two adjectives or more (бесплатный, свободный), each place of a rarer one is
an ``inconsistent_term`` finding, and each place of every one when two are written as often: one
term rendered several ways, nothing decided yet.  Pronouns and numerals before the head (свой, этот,
один, первый) render no modifier, and only a word every reading of which is an adjective counts.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict

import pandas as pd

from ..russian import analyses
from .messages import said

WORD_BEFORE = re.compile(r"([А-Яа-яЁё]+)\s+$")
#: pymorphy3's marks of a pronoun adjective (свой, этот) and an ordinal numeral (первый)
NOT_A_MODIFIER = {"Apro", "Anum"}


def _adjective(word: str) -> str:
    """The lemma of a word every reading of which is an adjective of its own (not a pronoun's or a
    numeral's), or ""."""
    readings = analyses(word.lower())
    if not readings or not all(a.tag.POS == "ADJF" and not NOT_A_MODIFIER & a.tag.grammemes for a in readings):
        return ""
    return readings[0].normal_form.replace("ё", "е")


def modifier_renderings(terms: pd.DataFrame, renderings: pd.DataFrame, pairs: pd.DataFrame) -> list[list]:
    from .matching import FUNCTION_WORDS
    from .qa import quote
    partial = set(terms[(terms.status == "partial") & (terms.source_lang == "en")].source_term)
    units = {(p.corpus, p.tgt_location, p.cell): p for p in pairs[pairs.variant.isin(["translation", "paragraph"])].itertuples()}
    places: dict[tuple, list] = defaultdict(list)
    for r in renderings[(renderings.kind == "partial") & renderings.variant.isin(["translation", "paragraph"])].itertuples():
        if r.term_surface not in partial and r.term not in partial:
            continue
        if len([w for w in re.findall(r"[a-z]+", r.term.lower()) if w not in FUNCTION_WORDS]) != 2:
            continue
        p = units.get((r.corpus, r.location, r.cell))
        before = WORD_BEFORE.search(p.tgt[:int(r.start)]) if p is not None else None
        lemma = _adjective(before.group(1)) if before else ""
        if lemma:
            places[(r.corpus, r.term_surface)].append((lemma, p, before.start(1), int(r.end)))
    out = []
    for (corpus, term), found in places.items():
        counts = Counter(lemma for lemma, *_ in found)
        if len(counts) < 2:
            continue
        top = max(counts.values())
        tied = sum(n == top for n in counts.values()) > 1
        for lemma, p, start, end in found:
            if counts[lemma] == top and not tied:
                continue
            others = "; ".join(f"{x} ({n})" for x, n in counts.most_common() if x != lemma)
            out.append([corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:start].count("\n"), "inconsistent_term",
                        quote(p.tgt, start, end, 25), "",
                        said("modifier_otherwise", phrase=p.tgt[start:end], term=term, lemma=lemma, others=others)])
    return out
