"""A text's own conventions, said once for the whole text.

Some things a text does the same way at many places are one decision, not a slip at each place:

- **An abbreviation kept in Latin letters** ("VP" in eight places of the Viva summary): whether it
  stays, glossed where it first stands, or the term is written out.  The finding stands where it
  first stands, since that is where a gloss would go (two precision readers: "glossing VP belongs at
  its first use, not here").  The same abbreviation written another way ("1vp" beside "VP") is a slip
  at its place: a finding of its own there, the text's way suggested.
- **Abbreviations the text defines in its list of terms and keeps** (Rome's "HRAO: Highest Ranking
  Available Officer", "drm:", "1d6, 2d6, 3d6:", and HRAO where it is used): one terminology decision,
  keep them as the English components print them or give the terms Russian names ("a change would
  be a terminology decision across the whole text", five readers of the findings one at each place).
- **The English of the text's terms in parentheses** (Rome's "(aligned)", "(Vote Tally)",
  "(Imminent)", …): each gloss is the term's English for the glossary, and whether the text keeps
  glosses is one decision of its style ("the text glosses terms this way throughout", nine readings).
- **A slash for "or"** in running text, written by the author throughout (the politics rules'
  "продать/обменять", "ресурсы/недвижимость/карточки"): spelt out or kept, one decision ("the
  author's consistent style", six readings).
- **A word the author of a text written in Russian follows with others in parentheses**, at many
  places (the politics rules' "рубашкой (рисунком)", "продать (передать)", "заставить (приказать)",
  "Операция (сделка)": a habit of the text, not a translator's choice left open; eleven readings of the
  findings at each place, ten of them "false").  Some add to the rule, some only repeat their word: the
  habit is read through once, keeping the first and dropping the second (a reader judged "keep such
  glosses or say each thing with one word" partly right: cutting them all would lose rule content).
  A translation's word with another in parentheses stays a finding at its place: there it is an
  alternative left undecided.
- **The author's second name in parentheses, repeated** ("клеточку (кружочек)" eight times,
  "Основной (большой) круг" twice): the second name may stay once, where the word first appears; the
  finding stands at the first place it is repeated and names every line (readers: "line 57 is where
  the word first appears, the one place the finding's own remedy says it may stay").

Each convention of ``CONVENTION`` places or more (two for a repeated second name) is one finding of
its kind, at its place, whose message names every line (quality.py counts it at each of them, as the
other findings said once for a whole text).  Fewer places stay findings at each place.
"""
from __future__ import annotations

import re
from collections import defaultdict
from typing import NamedTuple

from .messages import read_back, said

#: how many places make a way of writing the text's convention
CONVENTION = 3
#: a second name in parentheses written again: the second time is already one too many
SECOND_NAME_AGAIN = 2

ABBREVIATION_KEPT = ("english_abbreviation_kept",)
DEFINED = ("english_abbreviation_defined", "dice_notation_defined", "english_abbreviation_expanded")
GLOSSES = ("english_in_russian_gloss", "english_in_chinese_gloss")
SLASHES = ("slash_for_or",)
SECOND_NAMES = ("gloss_repeated", "descriptive_second_name")
OTHER_WORD = ("alternative_rendering",)


class _Place(NamedTuple):
    """One place of a convention: its finding (qa.py's row) and its message's facts, read once."""
    finding: list
    facts: dict


def _lines(group: list[_Place]) -> str:
    return ", ".join(dict.fromkeys(str(p.finding[1]) for p in group))


def _first_mention(p: _Place) -> tuple:
    return p.finding[1], p.finding[3]


def said_once(rows: list[list], originals=()) -> list[list]:
    """``rows`` (qa.py's findings: corpus, location, cell, line, kind, evidence, expected, message) with
    each convention of a text said once, in the order of the rows (a convention's finding where its
    first place stood); ``originals``: the corpora written in Russian with no source beside them,
    whose author's glosses are a habit of the text."""
    groups: dict[tuple, list[_Place]] = defaultdict(list)
    english = defaultdict(list)                  # English left, plain, by corpus: a defined abbreviation used
    for f in rows:
        said_as = read_back(f[7])                # each message read once (a build has some 650)
        if said_as is None:
            continue
        key = _convention(f, *said_as, originals)
        if key is not None:
            groups[key].append(_Place(f, said_as[1]))
        elif said_as[0] == "english_in_russian":
            english[f[0]].append(_Place(f, said_as[1]))
    replaced: dict[int, list | None] = {}
    for key, group in groups.items():
        if key[0] == "defined":
            defined = {_english_word(p) for p in group}
            group = group + [p for p in english[key[1]] if p.facts["text"] in defined]
        made = _said_once(key, sorted(group, key=_first_mention))
        if made is None:
            continue
        for p in group:
            replaced[id(p.finding)] = None
        for at, finding in made:
            replaced[id(at)] = finding
    return [replaced.get(id(f), f) for f in rows if replaced.get(id(f), f) is not None]


def _convention(f: list, key: str, facts: dict, originals=()) -> tuple | None:
    """The convention a finding is one place of: (what, corpus, and what tells one convention from another)."""
    if key in ABBREVIATION_KEPT:
        return ("abbreviation", f[0], facts["text"].upper())
    if key in DEFINED:
        return ("defined", f[0])
    if key in GLOSSES:
        return ("glosses", f[0])
    if key in SLASHES:
        return ("slashes", f[0])
    if key in SECOND_NAMES:
        return ("second_name", f[0], _second_name(facts).lower())
    if key in OTHER_WORD and f[0] in originals:
        return ("glossed_words", f[0])
    return None


def _second_name(facts: dict) -> str:
    """A second name's words as its finding names them: "клеточек (кружочков)", "Основной (большой)"."""
    return f"{facts['word']} ({facts['gloss']})" if "gloss" in facts else facts["words"]


def _said_once(key: tuple, group: list[_Place]) -> list[tuple[list, list]] | None:
    """[(the finding it replaces, the new finding)] for a convention; None where it has too few places."""
    what = key[0]
    if what == "second_name":
        if len(group) < SECOND_NAME_AGAIN:
            return None
        at = group[1]                            # the first place it is written again
        message = said("second_name_whole_text", words=_second_name(at.facts), n=len(group), rows=_lines(group),
                       first=group[0].finding[1])
        return [(at.finding, _at(at.finding, "alternatives_marked", message))]
    if len(group) < CONVENTION:
        return None
    if what == "abbreviation":
        return _abbreviation_once(group)
    first, variant, n, rows = group[0].finding, group[0].facts.get("variant", "text"), len(group), _lines(group)
    if what == "defined":
        message = said("defined_abbreviations_whole_text", variant=variant, rows=rows,
                       abbreviations=", ".join(dict.fromkeys(_english_word(p) for p in group)))
        return [(first, _at(first, "untranslated_fragment", message))]
    if what == "glosses":
        message = said("glosses_whole_text", variant=variant, n=n, rows=rows,
                       glosses=", ".join(dict.fromkeys(f"({p.facts['text']})" for p in group)))
        return [(first, _at(first, "untranslated_fragment", message))]
    if what == "glossed_words":
        message = said("author_glosses_whole_text", n=n, rows=rows,
                       parentheses=" ".join(dict.fromkeys(f"({p.facts['words']})" for p in group)))
        return [(first, _at(first, "alternatives_marked", message))]
    message = said("slashes_whole_text", n=n, rows=rows, joined=group[0].facts["joined"],
                   chains=", ".join(dict.fromkeys(p.facts["words"] for p in group)))
    return [(first, _at(first, "alternatives_marked", message))]


def _abbreviation_once(group: list[_Place]) -> list[tuple[list, list]]:
    """The abbreviation's way of writing (its most frequent form) said once, at its first place; each
    place written another way ("1vp" among "VP") a finding of its own, the text's way suggested."""
    forms = [p.facts["text"] for p in group]
    usual = max(dict.fromkeys(forms), key=forms.count)
    n = max(int(p.facts["n"]) for p in group)               # the text's places: two in one line are one finding
    first = group[0]
    out = [(first.finding, _at(first.finding, "untranslated_fragment", said(
        "abbreviation_whole_text", variant=first.facts["variant"], text=usual, n=n, rows=_lines(group))))]
    for p, form in zip(group, forms):
        if form != usual:
            out.append((p.finding, _at(p.finding, "inconsistent_term", said(
                "abbreviation_written_otherwise", written=form, usual=usual, n=n - forms.count(form)), usual)))
    return out


def _english_word(p: _Place) -> str:
    """The English a place of the defined abbreviations names: the abbreviation ("HRAO" for its expansion)."""
    return p.facts.get("abbreviation") or p.facts["text"]


def _at(f: list, kind: str, message: str, expected: str = "") -> list:
    return [f[0], f[1], f[2], f[3], kind, f[5], expected, message]


def convention_words(key: str, facts: dict) -> list[str]:
    """The words a convention's finding (its sentence ``key``, its ``facts``) names, which a hand list's
    evidence at one of its lines may show (quality.evaluate_blind)."""
    if key == "second_name_whole_text":
        return re.findall(r"[^\s()]+", facts["words"])
    if key == "glosses_whole_text":
        return re.findall(r"\(([^()]+)\)", facts["glosses"])
    if key == "author_glosses_whole_text":
        return re.findall(r"\(([^()]+)\)", facts["parentheses"])
    listed = facts.get("abbreviations") or facts.get("chains") or facts.get("text") or ""
    return [w for w in re.split(r",\s*", listed) if w]
