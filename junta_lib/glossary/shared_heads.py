"""Two Chinese nouns with one head whose other characters the text joins as one word: one thing
named two ways ("卡堆" twice and "牌堆" four times for the draw pile, where the text writes 卡牌 for
a card: 卡 and 牌 each say card).

A Chinese compound noun ends in its head (堆, a pile); two two-character nouns sharing the head and
differing in the character before it name one thing when the text itself writes those two
characters together as a word (卡牌) at least ``JOINED`` times: a compound of two synonyms, the way
Chinese makes its nouns of two characters that mean the same.  Each place of the form written fewer
times is an ``inconsistent_term`` finding naming both forms and their counts; written as often,
each place of both: decide one.  Nouns that only share their first character (卡堆 / 卡牌: a pile
and a card) are two things, unless one sentence uses both for one event: a noun written once in the
whole text in a line beside a noun sharing its first character that the text writes at least
``USUAL`` times ("總統將不會涉及戰爭…並承受戰鬥結算": 戰爭, war, once, where combat is 戰鬥 seven times)
is the same thing named otherwise.  A noun's head written alone where the text writes the whole noun
far more often ("總統的兵", where the militia is 民兵 16 times) names the thing by half its name.
"""
from __future__ import annotations

import re

import pandas as pd

from .messages import said

#: how many times the text must write the two differing characters together as a word
JOINED = 3
#: how often the usual noun of a line's pair must be written
USUAL = 4
HAN2 = re.compile(r"[\u4e00-\u9fff]{2}")


def shared_heads(segments: pd.DataFrame, zh_corpora=()) -> list[list]:
    from .qa import _finding, quote
    from .terms import chinese_pos
    out = []
    for corpus in zh_corpora:
        lines = list(segments[(segments.corpus == corpus) & (segments.lang == "zh")].itertuples())
        text = "\n".join(r.text for r in lines)
        nouns = sorted({word for r in lines for word, _, flag in chinese_pos(r.text)
                        if HAN2.fullmatch(word) and flag[:1] in ("n", "x")})
        for i, a in enumerate(nouns):
            for b in nouns[i + 1:]:
                if a[1] != b[1] or max(text.count(a[0] + b[0]), text.count(b[0] + a[0])) < JOINED:
                    continue
                joined = a[0] + b[0] if text.count(a[0] + b[0]) >= text.count(b[0] + a[0]) else b[0] + a[0]
                counts = {a: text.count(a), b: text.count(b)}
                for form, other in ((a, b), (b, a)):
                    if counts[form] > counts[other]:
                        continue
                    for r in lines:
                        for m in re.finditer(form, r.text):
                            out.append(_finding(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 10),
                                                "" if counts[form] == counts[other] else other,
                                                said("head_shared", form=form, other=other, n=counts[form],
                                                     count=counts[other], joined=joined)))
        out += _one_line_twins(lines, text) + _head_alone(lines, text)
    return out


#: how many times as often as its head alone a noun must be written for the head to stand in for it
ALONE_MAJORITY = 4


def _head_alone(lines: list, text: str) -> list[list]:
    """A two-character noun's head written alone as a noun, where the text writes the whole noun at least
    ``USUAL`` times and ``ALONE_MAJORITY`` times as often ("總統的兵" once, where the militia is 民兵 16
    times): the thing named by half its name.  Each place of the head alone is an ``inconsistent_term``
    finding naming the whole noun and its count.  Not a head the segmenter reads as another part of
    speech ("+1防", a verb; "擲點", a measure), nor a verb's object (錢 of 花錢, spend money: "錢多者獲勝"
is money, no spending)."""
    from .qa import _finding, quote
    from .terms import chinese_pos
    alone, nouns = {}, set()
    for r in lines:
        at = 0
        for word, _, flag in chinese_pos(r.text):
            if len(word) == 1 and "\u4e00" <= word <= "\u9fff" and flag == "n":
                alone.setdefault(word, []).append((r, at))
            elif HAN2.fullmatch(word) and flag[:1] == "n":
                nouns.add(word)
            at += len(word)
    out = []
    for noun in sorted(nouns):
        places = alone.get(noun[1], [])
        n = text.count(noun)
        if chinese_pos(noun[0])[0][2].startswith("v"):
            continue                                 # 花錢, spend money: a verb and its object, no name of a thing
        if not places or n < USUAL or n < ALONE_MAJORITY * len(places) or any(
                other != noun and other[1] == noun[1] and text.count(other) * ALONE_MAJORITY > n for other in nouns):
            continue                                 # 牌 alone beside 卡牌 and 棄牌: a head of several nouns
        for r, at in places:
            out.append(_finding(r, at, "inconsistent_term", quote(r.text, at, at + 1, 10), noun,
                                said("head_alone", head=noun[1], noun=noun, n=n)))
    return out


def _one_line_twins(lines: list, text: str) -> list[list]:
    """A noun written once beside a usual noun sharing its first character in one line (the doc)."""
    from .qa import _finding, quote
    from .terms import chinese_pos
    out = []
    for r in lines:
        nouns = [word for word, _, flag in chinese_pos(r.text) if HAN2.fullmatch(word) and flag == "n"]
        for once in dict.fromkeys(nouns):
            usual = next((n for n in nouns if n != once and n[0] == once[0] and text.count(n) >= USUAL), None)
            if usual is None or text.count(once) != 1:
                continue
            at = r.text.find(once)
            out.append(_finding(r, at, "inconsistent_term", quote(r.text, at, at + len(once), 10), usual,
                                said("twin_in_line", form=once, other=usual, count=text.count(usual))))
    return out
