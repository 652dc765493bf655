"""A Chinese phrase written with one character more than the text's usual wording: "幫助總統防禦" beside
"幫總統防禦" four times.  A phrase of four to six characters the text writes ``LEAST`` times at least,
written once with a character more inside it at a place where the text writes it a third as often or
less, is the same phrase written two ways.  A particle put in (的, 了, 地: "打出的防禦卡") is grammar, not
another wording.

Not read: a verb written in its spoken short form ("可出防禦卡" beside "打出" nine times).  A check of
those (data/glossary/zh_short_verbs.csv, 打出 / 出) was dropped: seven precision readers of seven called
出 for 打出 the same verb, ordinary card-game Chinese, and no finding.
"""
from __future__ import annotations

import re
from collections import Counter

import pandas as pd

from .messages import said

RATIO, LEAST = 3, 3
HAN = re.compile(r"[\u4e00-\u9fff]+")
#: characters put into a phrase by grammar, not by another wording
PARTICLES = set("的了地得著之")


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
