"""Alignment of English and Russian segments, each pair scored 0..1.

- Spreadsheet (``pipe_table``): by row; the English of cell B against every Russian variant of
  the same row, plus the finer English/Russian run pairs of interleaved cells (row 6).
- Alternating paragraphs: a dynamic programme over the paragraph sequence, in the manner of
  Gale and Church, with beads 1-1, 2-1 (two English paragraphs merged in one Russian), 1-2 and
  skips (a Russian-only heading, the translator's preface, the reviewer's list).  The cost of a
  pair grows with the deviation of its length ratio from the corpus's typical ratio and with
  anchors that disagree (numbers, quoted or capitalised names).
"""
from __future__ import annotations

import math
import re

import pandas as pd

PAIR_COLUMNS = ["corpus", "location", "tgt_location", "variant", "src", "tgt", "score", "cell", "line"]
NUMBER = re.compile(r"\d+")
SKIP_COST = 2.2


def length_cost(src: str, tgt: str, mu: float = 0.05, sigma: float = 0.35) -> float:
    ratio = math.log((len(tgt) + 1) / (len(src) + 1))
    return abs(ratio - mu) / sigma


def anchor_cost(src: str, tgt: str) -> float:
    a, b = set(NUMBER.findall(src)), set(NUMBER.findall(tgt))
    if not a and not b:
        return 0.0
    return 1.5 * len(a ^ b) / max(len(a | b), 1)


def pair_score(src: str, tgt: str) -> float:
    return round(math.exp(-0.5 * (length_cost(src, tgt) + anchor_cost(src, tgt))), 3)


def align_rows(segments: pd.DataFrame, corpus: str) -> pd.DataFrame:
    """Each row's English with each of its Russian cells, and each English run of a cell that
    interleaves the languages (B.1, B.2, …) with the Russian run after it.  The segments are read once
    as plain records (a pandas group per row cost a tenth of the build)."""
    rows = []
    seg = segments[segments.corpus == corpus]
    by_location: dict = {}
    for record in zip(*(seg[c].tolist() for c in ("location", "variant", "lang", "text", "cell", "line"))):
        by_location.setdefault(record[0], []).append(record)
    for location in sorted(by_location):
        group = by_location[location]
        source = [text for _, variant, lang, text, _, _ in group if variant == "source" and lang == "en"]
        if source:
            src = source[0]
            for _, variant, lang, text, cell, line in group:
                if lang == "ru" and WHOLE_CELL.fullmatch(cell):
                    rows.append([corpus, location, location, variant, src, text, pair_score(src, text), cell, line])
        # interleaved runs: each English run with the Russian run that follows it
        runs_of: dict = {}
        for record in group:
            if "." in record[4]:
                runs_of.setdefault(record[1], []).append(record)
        for variant, runs in runs_of.items():
            ordered = sorted(runs, key=lambda r: int(r[4].split(".")[1]))
            items = [(lang, text, cell, line) for _, _, lang, text, cell, line in ordered]
            for (l1, t1, _, _), (l2, t2, cell, line) in zip(items, items[1:]):
                if l1 == "en" and l2 == "ru":
                    rows.append([corpus, location, location, variant, t1, t2, pair_score(t1, t2), cell, line])
    return pd.DataFrame(rows, columns=PAIR_COLUMNS)


#: a whole column's cell (C, D, …), not a run of an interleaved one (B.1)
WHOLE_CELL = re.compile(r"[C-Z]")


def align_paragraphs(segments: pd.DataFrame, corpus: str) -> pd.DataFrame:
    seg = segments[segments.corpus == corpus].sort_values("location")
    items = list(zip(seg.location, seg.lang, seg.text))
    lines = dict(zip(seg.location, seg.line))
    n = len(items)
    best = [math.inf] * (n + 1)
    back: list = [None] * (n + 1)
    best[0] = 0.0

    def relax(j, cost, bead):
        if cost < best[j]:
            best[j], back[j] = cost, bead

    for i in range(n):
        if best[i] == math.inf:
            continue
        relax(i + 1, best[i] + SKIP_COST, ("skip", i))
        for en_count, ru_count in ((1, 1), (2, 1), (1, 2)):
            j = i + en_count + ru_count
            if j > n:
                continue
            block = items[i:j]
            langs = [lang for _, lang, _ in block]
            if langs != ["en"] * en_count + ["ru"] * ru_count:
                continue
            src = " ".join(t for _, lang, t in block if lang == "en")
            tgt = " ".join(t for _, lang, t in block if lang == "ru")
            extra = 0.0 if (en_count, ru_count) == (1, 1) else 0.8
            relax(j, best[i] + length_cost(src, tgt) + anchor_cost(src, tgt) + extra, ("pair", i, j, en_count))
    rows = []
    j = n
    while j > 0:
        bead = back[j]
        if bead[0] == "skip":
            j = bead[1]
            continue
        _, i, j2, en_count = bead
        block = items[i:j2]
        src = " ".join(t for _, lang, t in block if lang == "en")
        tgt = " ".join(t for _, lang, t in block if lang == "ru")
        rows.append([corpus, block[0][0], block[en_count][0], "paragraph", src, tgt, pair_score(src, tgt), "p",
                     lines[block[en_count][0]]])
        j = i
    rows.reverse()
    return pd.DataFrame(rows, columns=PAIR_COLUMNS)
