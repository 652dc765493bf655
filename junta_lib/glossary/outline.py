"""An item of a Chinese rules text named one way in its outline and another way at its heading.

The Viva rules list the turn's steps ("1. 抽牌" ... "6. 確認卡片數量") and head each step with its
number later ("6.確認卡牌張數"); the combat steps likewise ("b.攻擊者出攻擊卡", later "b.攻擊者打出攻擊卡").
An *outline* is a run of consecutive lines labelled 1, 2, 3... or a, b, c..., each a short name (no
colon, at most ``NAME_CHARS`` characters); an item's *heading* is the next line after the outline
with the same label.  Its name is the heading's text up to the first punctuation.  The two names are
one item written two ways when neither holds the other ("花錢" / "花錢階段": a word added, and "結算" /
"結算所有玩家骰點" a sentence, are not) and they share most characters in order (``ALIKE`` of the
longer name).  The form written fewer times in the text is an ``inconsistent_term`` finding where the
outline or the heading has it; written as often, both places are: decide one.
"""
from __future__ import annotations

import re

import pandas as pd

LABEL = re.compile(r"^\s*(\d{1,2}|[a-h])\s*[.、．]\s*(.+?)\s*$")
NAME_CHARS = 12
#: share of the longer name's characters the two names have in order
ALIKE = 0.6
CUT = re.compile(r"[，。,：:；;（(！!？?\s]")


def outline_names(segments: pd.DataFrame, zh_corpora=()) -> list[list]:
    from difflib import SequenceMatcher

    from .qa import quote
    out = []
    for corpus in zh_corpora:
        lines = [r for r in segments[(segments.corpus == corpus) & (segments.lang == "zh")].itertuples()]
        text = "\n".join(r.text for r in lines)
        labelled = [(i, LABEL.match(r.text)) for i, r in enumerate(lines)]
        i = 0
        while i < len(labelled):
            group = _outline(labelled, i)
            if len(group) < 2:
                i += 1
                continue
            end = group[-1][0]
            for at, m in group:
                heading = next(((j, h) for j, h in labelled[end + 1:] if h and h.group(1) == m.group(1)), None)
                if heading is None:
                    continue
                listed, headed = m.group(2), CUT.split(heading[1].group(2))[0]
                if len(headed) < 2 or listed in headed or headed in listed:
                    continue
                longer = max(len(listed), len(headed))
                shared = sum(b.size for b in SequenceMatcher(None, listed, headed, autojunk=False).get_matching_blocks())
                if shared / longer < ALIKE:
                    continue
                counts = {form: text.count(form) for form in (listed, headed)}
                tied = counts[listed] == counts[headed]
                for form, where in ((listed, at), (headed, heading[0])):
                    other = headed if form == listed else listed
                    if counts[form] > counts[other]:
                        continue
                    r = lines[where]
                    pos = r.text.find(form)
                    here, there = ("in the outline", "at its heading") if where == at else \
                        ("at its heading", "in the outline")
                    out.append([r.corpus, int(r.location), r.cell, int(r.line), "inconsistent_term",
                                quote(r.text, pos, pos + len(form), 10), "" if tied else other,
                                f"item {m.group(1)} is '{form}' {here} and '{other}' {there} (written "
                                f"{counts[form]} and {counts[other]} times): one name written two ways"
                                + ("; decide one" if tied else "")])
            i = end + 1
    return out


def _outline(labelled: list, start: int) -> list:
    """The outline starting at line ``start``: consecutive lines labelled in order (1, 2, 3 or a, b,
    c), each a short name."""
    group = []
    for i in range(start, len(labelled)):
        m = labelled[i][1]
        if m is None or len(m.group(2)) > NAME_CHARS or CUT.search(m.group(2).strip()):
            break
        want = _next_label(group[-1][1].group(1)) if group else m.group(1)
        if m.group(1) != want or (not group and m.group(1) not in ("1", "a")):
            break
        group.append((i, m))
    return group


def _next_label(label: str) -> str:
    return str(int(label) + 1) if label.isdigit() else chr(ord(label) + 1)
