"""A Chinese text's verb written in its short form where the text writes the full one: "攻擊者出攻擊卡"
in a summary that says "打出防禦卡", "打出攻擊卡" nine times.  Spoken Chinese drops the first character
("出牌"), and a rules text that writes both makes a reader ask whether two actions are meant.

The pairs are in ``data/glossary/zh_short_verbs.csv`` (the full verb, the short one, a character of
the object that shows the sense: 卡 for a card).  A short verb standing as a word of its own (jieba's
segmentation: not "抽出", "拿出") with that object within the next three words is a finding where the
text writes the full verb at least ``RATIO`` times as often, and ``LEAST`` times at least: an
``inconsistent_term`` finding, the full verb suggested.

The other way round, a phrase of four to six characters the text writes ``LEAST`` times at least,
written once with a character more inside it ("幫助總統防禦" beside "幫總統防禦" four times) at a
place where the text writes it a third as often or less, is the same phrase written two ways.  A
particle put in (的, 了, 地: "打出的防禦卡") is grammar, not another wording.
"""
from __future__ import annotations

import csv
import re
from collections import Counter
from functools import lru_cache

import pandas as pd

from .messages import said

RATIO, LEAST = 3, 3
#: words after the verb in which its object is looked for
REACH = 3
HAN = re.compile(r"[\u4e00-\u9fff]+")
#: characters put into a phrase by grammar, not by another wording
PARTICLES = set("的了地得著之")


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


def longer_phrases(segments: pd.DataFrame, zh_corpora=()) -> list[list]:
    """The findings of phrases written with one character more than the text's usual wording."""
    from .grammar_slips import finding_row
    from .qa import quote
    out = []
    texts = segments[segments.corpus.isin(list(zh_corpora)) & (segments.lang == "zh")]
    for corpus, rows in texts.groupby("corpus", sort=True):
        runs = [(r, m) for r in rows.itertuples() for m in HAN.finditer(r.text)]
        counts = Counter(m.group()[i:i + n] for _, m in runs for n in range(4, 8)
                         for i in range(len(m.group()) - n + 1))
        found = {}
        for phrase, n in counts.items():
            if n < LEAST or not 4 <= len(phrase) <= 6:
                continue
            for cut in range(1, len(phrase)):
                longer = re.compile(re.escape(phrase[:cut]) + r"([\u4e00-\u9fff])" + re.escape(phrase[cut:]))
                for r, m in runs:
                    for hit in longer.finditer(m.group()):
                        if hit.group(1) in PARTICLES or counts[hit.group()] * RATIO > n:
                            continue
                        at = m.start() + hit.start()
                        key = (r.Index, at)
                        if key not in found or len(found[key][2]) < len(hit.group()):
                            found[key] = (r, at, hit.group(), phrase, n)
        for r, at, written, phrase, n in found.values():
            out.append(finding_row(r, at, "inconsistent_term", quote(r.text, at, at + len(written), 8), phrase,
                                   said("longer_phrase", written=written, usual=phrase, n=n)))
    return out
