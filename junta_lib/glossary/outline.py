"""An item of a Chinese rules text named one way in its outline and another way at its heading.

The Viva rules list the turn's steps ("1. 抽牌" ... "6. 確認卡片數量") and head each step with its
number later ("6.確認卡牌張數"); the combat steps likewise ("b.攻擊者出攻擊卡", later "b.攻擊者打出攻擊卡").
An *outline* is a run of consecutive lines labelled 1, 2, 3... or a, b, c..., each a short name (no
colon, at most ``NAME_CHARS`` characters); an item's *heading* is the next line after the outline
with the same label.  Its name is the heading's text up to the first punctuation.  The two names are
one item written two ways when neither holds the other ("花錢" / "花錢階段": a word added, and "結算" /
"結算所有玩家骰點" a sentence, are not; nor is one character put in, "攻擊者出攻擊卡" / "攻擊者打出攻擊卡":
the spoken short verb, which seven precision readers of seven called the same verb, normal Chinese)
and they share most characters in order (``ALIKE`` of the
longer name).  The form written fewer times in the text is an ``inconsistent_term`` finding where the
outline or the heading has it; written as often, both places are: decide one.  An item referred to
by its letter inside a later line ("永遠只能進行c.為總統防禦") is compared the same way with the name
the nearest line opening with that letter gives it ("c. 幫總統防禦：…"); only the reference is the
finding (the definition is where the rules say what the item is).
"""
from __future__ import annotations

import re

import pandas as pd

from .messages import said

LABEL = re.compile(r"^\s*(\d{1,2}|[a-h])\s*[.、．]\s*(.+?)\s*$")
NAME_CHARS = 12
#: share of the longer name's characters the two names have in order
ALIKE = 0.6
#: a label and an item's name inside a line ("只能進行c.為總統防禦")
REFERENCE = re.compile(r"(?<![A-Za-z0-9])([a-h])\s?[.、．]\s?([\u4e00-\u9fff]{2,12})")
CUT = re.compile(r"[，。,：:；;（(！!？?\s]")


def outline_names(segments: pd.DataFrame, zh_corpora=()) -> list[list]:
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
                out += _two_names(m.group(1), (listed, lines[at], said("in_the_outline")),
                                  (headed, lines[heading[0]], said("at_its_heading")), text)
            i = end + 1
        out += _references(lines, labelled, text)
    return out


def _alike(a: str, b: str) -> bool:
    """One name written two ways: neither holds the other, and most characters shared in order."""
    from difflib import SequenceMatcher
    if min(len(a), len(b)) < 2 or a in b or b in a or _one_character_more(a, b) or _one_character_more(b, a):
        return False
    shared = sum(m.size for m in SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks())
    return shared / max(len(a), len(b)) >= ALIKE


def _one_character_more(longer: str, shorter: str) -> bool:
    """``longer`` is ``shorter`` with one character put in ("打出" for "出")."""
    return len(longer) == len(shorter) + 1 and any(longer[:i] + longer[i + 1:] == shorter for i in range(len(longer)))


def _two_names(label: str, first: tuple, second: tuple, text: str) -> list[list]:
    """The findings of one item written two ways: (name, line, where) each; the form written fewer
    times in the text is the finding, both when tied."""
    from .qa import quote
    if not _alike(first[0], second[0]):
        return []
    counts = {form: text.count(form) for form, _, _ in (first, second)}
    tied = counts[first[0]] == counts[second[0]]
    out = []
    for (form, r, here), (other, _, there) in ((first, second), (second, first)):
        if counts[form] > counts[other]:
            continue
        pos = r.text.find(form)
        out.append([r.corpus, int(r.location), r.cell, int(r.line), "inconsistent_term",
                    quote(r.text, pos, pos + len(form), 10), "" if tied else other,
                    said("item_two_names_tied" if tied else "item_two_names", label=label, form=form, where=here,
                         other=other, where_else=there, n=counts[form], count=counts[other])])
    return out


def _references(lines: list, labelled: list, text: str) -> list[list]:
    """An item named by its label inside a later line ("只能進行c.為總統防禦") otherwise than where the
    nearest line before it that opens with that label defines it ("c. 幫總統防禦：替總統進行防禦…")."""
    out = []
    for i, r in enumerate(lines):
        for m in REFERENCE.finditer(r.text):
            if not r.text[:m.start()].strip():
                continue                             # the line's own label: a definition, not a reference
            label, named = m.group(1), CUT.split(m.group(2))[0]
            defined = next((lines[j] for j in range(i - 1, -1, -1)
                            if labelled[j][1] and labelled[j][1].group(1) == label), None)
            if defined is None:
                continue
            name = CUT.split(LABEL.match(defined.text).group(2))[0]
            out += [f for f in _two_names(label, (named, r, said("where_referred_to")),
                                          (name, defined, said("where_defined")), text) if f[1] == int(r.location)]
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
