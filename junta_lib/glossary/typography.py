"""A text's own typography, kept throughout: a name quoted as the text quotes its names, a page
cited as the text cites its pages, a label and a Chinese item number marked as the text marks them.

- **Quotes.**  Russian quotes names with «ёлочки» (Rosenthal's handbook, § on quotation marks; the
  publishers' rules Мильчин's handbook gives use "лапки" only inside «…»).  In a text that quotes with
  «…» nine times in ten or more (ten times at least), a name in straight "…" is the same name written
  another way: «Людей» in the politics rules, which write «Люди», «Голоса» everywhere else.
- **Page references.**  A text that cites pages as "стр. 8" three times as often as "с. 8" (or the
  other way round) has its minority form written another way: "на с. 9/10" beside "на стр. 9/10".
- **Item numbers (Chinese).**  A summary that numbers its items "1.抽牌", "a.防禦者打出防禦卡" at least
  twice as often as "1. 抽牌" (or the other way round) has its minority form written another way: one
  list written in two typographies, as the Viva summary's overview beside its own sections; one finding
  for the whole text names the lines of the minority form.
- **Dashes.**  A text that sets the dash between words one way (ten times or more, at least five
  times as often as another way) and another way elsewhere has one finding for the whole text,
  naming the lines of the other way: the politics rules' six " – " beside " - " fifty-four times.
  Nothing is suggested: the team decides one dash.  Russian sets a dash, not a hyphen, between words
  (Мильчин's handbook, § on the dash), and the finding says so; it stands at the text's first hyphen
  set as a dash where there is one (three precision readers called the en dash the right form and
  the hyphens the fault: a finding at each en dash was "false" or "partly" six times of seven), else
  at the first place of the other way.
- **Spaces.**  Two spaces between two words, a no-break space beside an ordinary one as the Rome
  rules have them in 11 places ("сохранить  действие"): one space is the word gap (Мильчин's handbook, §
  on spacing; translate-toolkit's pofilter checks it as ``doublespacing``).  One ``spelling`` finding
  for the whole text, at its first such place, naming the lines: a find-and-replace fixes them all
  (hand lists named them in 24 places, as a typo or a slip of layout).
- **Units.**  A number glued to its unit's abbreviation ("51шт") is written apart, the abbreviation
  with its point ("51 шт."), as the politics rules write "8 шт.": a ``spelling`` finding at each place.
- **Labels.**  A passage that opens with a label ("Совет:", "Пример:") the text writes elsewhere with
  the other mark ("Совет.") has it written another way: the text's more frequent mark stays, or, where
  the two are as frequent, the mark of the English label the passage translates ("Tip:").

Each is an ``inconsistent_term`` finding, the thing written two ways, with the text's
own form suggested.  Not read: a straight-quoted phrase inside the translator's question in
parentheses ("(может просто "ЦЕНТРОБАНК"?)"): the question is the finding there.
"""
from __future__ import annotations

import re
from collections import Counter

import pandas as pd

from .messages import said

STRAIGHT = re.compile(r'"([А-ЯЁа-яё][^"\n]{0,40}?)"')
GUILLEMETS = re.compile(r"«[^»\n]{1,60}»")
#: "с. 8", "стр. 9/10": the abbreviation of страница before a page number
PAGE = re.compile(r"(?<![А-Яа-яЁё])(с|стр|Стр|С)\.\s?(?=\d)")
QUESTION = re.compile(r"\([^()]*\?\)")
#: an item number before a Chinese item: a figure or a small Latin letter and a full stop, a space or none
MARKER = re.compile(r"(?<![A-Za-z0-9.])(\d{1,2}|[a-h])\.( ?)(?=[\u4e00-\u9fff])")
#: how many times as often the text's own way of numbering stands as the other one
MARKER_RATIO = 2
#: a label opening a passage: one capitalised word and a colon or a full stop ("Совет:", "Tip:")
LABEL = re.compile(r"^\s*([А-ЯЁA-Z][а-яёa-z]{2,15})([:.])(?=\s)")
#: the share and the count of «…» among a text's quotes above which straight quotes are its minority form
QUOTE_SHARE, QUOTE_LEAST = 0.9, 10
#: how many times as often the text's own page abbreviation stands as the other one
PAGE_RATIO = 3
#: a dash between two words, with a space on each side: a hyphen, an en dash or an em dash; not between
#: two figures (a range "4 - 7")
DASH = re.compile(r"(?<=[^\s\d]) ([-–—]) (?=\S)|(?<=\S) ([-–—]) (?=[^\s\d])")
#: the em dash, which Russian sets between words, and the hyphen, which it does not
EM_DASH, HYPHEN = "—", "-"
#: how many times the text's own dash stands at least, and how many times as often as another dash
DASH_LEAST, DASH_RATIO = 10, 5


def typography(segments: pd.DataFrame) -> list[list]:
    """The findings of straight quotes and page abbreviations written against the text's own usage."""
    from .grammar_slips import finding_row, russian_text
    from .qa import quote
    out = []
    for corpus, texts in russian_text(segments).groupby("corpus", sort=True):
        rows = list(texts.itertuples())
        guillemets = sum(len(GUILLEMETS.findall(r.text)) for r in rows)
        straight = sum(len(STRAIGHT.findall(r.text)) for r in rows)
        quotes_kept = guillemets >= QUOTE_LEAST and guillemets >= QUOTE_SHARE * (guillemets + straight)
        pages = {"стр": 0, "с": 0}
        for r in rows:
            for m in PAGE.finditer(r.text):
                pages[m.group(1).lower()] += 1
        usual = next((k for k, n in pages.items() if n >= PAGE_RATIO * max(1, pages[other(k)])), None)
        for r in rows:
            asked = [m.span() for m in QUESTION.finditer(r.text)]
            if quotes_kept:
                for m in STRAIGHT.finditer(r.text):
                    if any(a <= m.start() < b for a, b in asked):
                        continue
                    out.append(finding_row(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 20),
                                           f"«{m.group(1)}»", said("straight_quotes", name=m.group(), n=guillemets)))
            if usual:
                for m in PAGE.finditer(r.text):
                    if m.group(1).lower() != usual:
                        written = f"{usual}." if m.group(1).islower() else f"{usual.capitalize()}."
                        out.append(finding_row(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end() + 5, 20),
                                               written, said("page_abbreviation", written=m.group().strip(),
                                                             usual=f"{usual}.", n=pages[usual])))
    return (out + labels(segments) + list_markers(segments) + dashes(segments) + double_spaces(segments)
            + units_glued(segments))


#: a number glued to a unit's abbreviation ("51шт", "3стр"): Russian writes them apart, the abbreviation
#: with its point ("51 шт.", Мильчин's handbook, § on numbers with units; the politics rules: "8 шт.")
UNIT_GLUED = re.compile(r"(?<![\w.,/-])(\d+)(шт|руб|коп|стр|мин|сек|кг|км|см|мм)\.?(?![\wА-Яа-яЁё])")


def units_glued(segments: pd.DataFrame) -> list[list]:
    """A number glued to its unit's abbreviation in Russian text, a reviewer's draft included: a
    ``spelling`` finding at each place, the number and the abbreviation written apart."""
    from .grammar_slips import finding_row, written_or_drafted
    from .qa import quote
    out = []
    for r in written_or_drafted(segments).itertuples():
        for m in UNIT_GLUED.finditer(r.text):
            written = f"{m.group(1)} {m.group(2)}."
            out.append(finding_row(r, m.start(), "spelling", quote(r.text, m.start(), m.end(), 20), written,
                                   said("unit_glued", written=m.group(), suggestion=written)))
    return out


#: two spaces between words: a no-break space beside an ordinary one, or two ordinary ones
DOUBLE_SPACE = re.compile(r"(?<=\S)(?: \u00a0|\u00a0 |  )(?=\S)")


def double_spaces(segments: pd.DataFrame) -> list[list]:
    """Two spaces between words in a text written in Russian (the module's doc): one finding a text."""
    from .grammar_slips import finding_row, written_russian
    from .qa import quote
    out = []
    for corpus, texts in written_russian(segments).groupby("corpus", sort=True):
        found = [(r, m) for r in texts.itertuples() for m in DOUBLE_SPACE.finditer(r.text)]
        if not found:
            continue
        r, m = found[0]
        lines = ", ".join(str(line) for line in dict.fromkeys(int(r.location) for r, _ in found))
        out.append(finding_row(r, m.start(), "spelling", quote(r.text, m.start(), m.end(), 20), "",
                               said("double_space", count=len(found), rows=lines)))
    return out


def dashes(segments: pd.DataFrame) -> list[list]:
    """A dash between words set otherwise than the text's own dash (the module's doc), in the written
    text of each corpus (not a reviewer's cells, which keep their own typography)."""
    from .grammar_slips import finding_row, written_russian
    from .qa import quote
    out = []
    written = written_russian(segments)
    for corpus, texts in written.groupby("corpus", sort=True):
        found = [(r, m, m.group(1) or m.group(2)) for r in texts.itertuples() for m in DASH.finditer(r.text)]
        counts = Counter(dash for *_, dash in found)
        if not counts:
            continue
        usual, n = max(counts.items(), key=lambda kv: (kv[1], kv[0] == EM_DASH))
        others = [dash for dash in counts if dash != usual and n >= DASH_RATIO * counts[dash]]
        if n < DASH_LEAST or not others:
            continue
        rarer = [(r, m) for r, m, dash in found if dash in others]
        r, m = next(((r, m) for r, m, dash in found if dash == HYPHEN and HYPHEN in others + [usual]), rarer[0])
        lines = ", ".join(str(line) for line in dict.fromkeys(int(r.location) for r, _ in rarer))
        ways = ", ".join(f"{dash} ×{counts[dash]}" for dash in sorted(others))
        out.append(finding_row(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end(), 20), "",
                               said("dash_written", usual=usual, n=n, count=len(rarer), others=ways, rows=lines)))
    return out


def list_markers(segments: pd.DataFrame) -> list[list]:
    """A Chinese text's item numbers written with a space after them where the text mostly writes none
    ("1. 抽牌" nine times beside "1.抽牌" twenty), or the other way round: one finding for the whole text,
    at the first item written the rarer way, naming the lines of them all.  A finding at each of those
    items was judged not worth the team's time by each of the four precision readers who met one (a
    forum post's formatting, each list consistent within itself); one decision settles them all."""
    from .grammar_slips import finding_row
    from .qa import quote
    out = []
    for corpus, texts in segments[segments.lang == "zh"].groupby("corpus", sort=True):
        found = [(r, m) for r in texts.itertuples() for m in MARKER.finditer(r.text)]
        spaced = sum(bool(m.group(2)) for _, m in found)
        tight = len(found) - spaced
        if min(spaced, tight) == 0 or max(spaced, tight) < MARKER_RATIO * min(spaced, tight):
            continue
        rarer = [(r, m) for r, m in found if bool(m.group(2)) == (spaced < tight)]
        usual = next(r.text[m.start():m.end() + 4] for r, m in found if bool(m.group(2)) != (spaced < tight))
        r, m = rarer[0]
        lines = ", ".join(str(n) for n in dict.fromkeys(int(r.location) for r, _ in rarer))
        out.append(finding_row(r, m.start(), "inconsistent_term", quote(r.text, m.start(), m.end() + 4, 8), "",
                               said("list_markers" if m.group(2) else "list_markers_spaced", rows=lines,
                                    n=len(rarer), usual=max(spaced, tight), example=usual)))
    return out


def labels(segments: pd.DataFrame) -> list[list]:
    """A passage's opening label written with the other mark than the text's ("Совет." beside "Совет:")."""
    from .grammar_slips import finding_row, written_russian
    from .qa import quote
    out = []
    written = written_russian(segments)
    english = {(r.corpus, r.location): LABEL.match(r.text) for r in segments[segments.lang == "en"].itertuples()}
    for corpus, texts in written.groupby("corpus", sort=True):
        found = [(r, m) for r in texts.itertuples() if (m := LABEL.match(r.text))]
        marks: dict[str, dict[str, int]] = {}
        for _, m in found:
            marks.setdefault(m.group(1), {":": 0, ".": 0})[m.group(2)] += 1
        for r, m in found:
            counts = marks[m.group(1)]
            if min(counts.values()) == 0:
                continue
            usual = max(counts, key=counts.get) if counts[":"] != counts["."] else (
                source.group(2) if (source := english.get((corpus, r.location))) else None)
            if usual is None or m.group(2) == usual:
                continue
            out.append(finding_row(r, m.start(1), "inconsistent_term", quote(r.text, m.start(1), m.end(), 20),
                                   m.group(1) + usual, said("label_mark", written=m.group(1) + m.group(2),
                                                            usual=m.group(1) + usual, n=counts[usual])))
    return out


def other(abbreviation: str) -> str:
    return "с" if abbreviation == "стр" else "стр"
