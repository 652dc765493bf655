"""A Chinese text's verb written in its short form where the text writes the full one: "攻擊者出攻擊卡"
in a summary that says "打出防禦卡", "打出攻擊卡" nine times.  Spoken Chinese drops the first character
("出牌"), and a rules text that writes both makes a reader ask whether two actions are meant.

The pairs are in ``data/glossary/zh_short_verbs.csv`` (the full verb, the short one, a character of
the object that shows the sense: 卡 for a card).  A short verb standing as a word of its own (jieba's
segmentation: not "抽出", "拿出") with that object within the next three words is a finding where the
text writes the full verb at least ``RATIO`` times as often, and ``LEAST`` times at least: an
``inconsistent_term`` finding, the full verb suggested.
"""
from __future__ import annotations

import csv
from functools import lru_cache

import pandas as pd

from .messages import said

RATIO, LEAST = 3, 3
#: words after the verb in which its object is looked for
REACH = 3


@lru_cache(maxsize=1)
def pairs() -> tuple[tuple[str, str, str], ...]:
    """(full, short, object) from data/glossary/zh_short_verbs.csv."""
    from ..core.rulesets import data_path
    with data_path("glossary", "zh_short_verbs.csv").open(encoding="utf-8") as fh:
        return tuple((row["full"], row["short"], row["object"]) for row in csv.DictReader(fh))


def short_verbs(segments: pd.DataFrame, zh_corpora=()) -> list[list]:
    """The findings of short verbs written against the text's full ones, in the Chinese corpora."""
    from .grammar_slips import finding_row
    from .qa import quote
    from .terms import chinese_pos
    out = []
    texts = segments[segments.corpus.isin(list(zh_corpora)) & (segments.lang == "zh")]
    for corpus, rows in texts.groupby("corpus", sort=True):
        words = {r.Index: [w for w, _, _ in chinese_pos(r.text)] for r in rows.itertuples()}
        for full, short, obj in pairs():
            n_full = sum(w == full for ws in words.values() for w in ws)
            places = []
            for r in rows.itertuples():
                at = 0
                for i, w in enumerate(words[r.Index]):
                    if w == short and obj in "".join(words[r.Index][i + 1:i + 1 + REACH]):
                        places.append((r, at))
                    at += len(w)
            if n_full < LEAST or n_full < RATIO * len(places):
                continue
            for r, at in places:
                out.append(finding_row(r, at, "inconsistent_term", quote(r.text, at, at + len(short) + 4, 8), full,
                                       said("short_verb", short=short, full=full, n=n_full)))
    return out
