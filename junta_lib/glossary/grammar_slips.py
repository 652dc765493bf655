"""Grammar slips a Russian grammar checker flags, as ``spelling`` findings: a set phrase written
wrong or in the wrong case (set_phrases.py), a case a word governs (case_government.py), a relative
pronoun agreeing with no antecedent (relative_pronouns.py), a subject's noun in the genitive before
a plural verb, a noun before a verb of the other number and an auxiliary before a short participle
of the other number (subject_number.py), a case ending glued to a number in figures
(numeral_endings.py).  Read in the same Russian text the typos are (spelling.py), and not inside a
reviewer's quotation of the text: the finding is where the text has it."""
from __future__ import annotations

import pandas as pd

from .case_government import case_government
from .messages import said
from .numeral_endings import cardinal_way, numeral_endings, written_unlike_the_text
from .relative_pronouns import relative_pronouns
from .set_phrases import set_phrases
from .spelling import QUOTED_TEXT
from .subject_number import subject_number

CHECKS = (set_phrases, case_government, relative_pronouns, subject_number, numeral_endings)
#: the variants the translators and authors wrote (written_russian)
WRITTEN = ("translation", "paragraph", "text")


def finding_row(r, pos: int, kind: str, evidence: str, expected: str, message: str) -> list:
    """A QA row (qa.QA_COLUMNS) for a place of a segment."""
    return [r.corpus, int(r.location), r.cell, int(r.line) + r.text[:pos].count("\n"), kind, evidence, expected, message]


def russian_text(segments: pd.DataFrame) -> pd.DataFrame:
    """The Russian a reader meets: translations, Russian-only texts, notes, inline renderings, reviewers'."""
    return segments[(segments.lang == "ru") & (segments.variant.isin(["translation", "paragraph", "text", "note", "inline"])
                                               | segments.variant.str.startswith("reviewer"))]


def reviewers(variant: str) -> bool:
    """Is a passage a reviewer's alternative draft ("reviewer_1": cell D of the JUNTA table)?"""
    return str(variant).startswith("reviewer")


def written_or_drafted(segments: pd.DataFrame) -> pd.DataFrame:
    """The Russian written, a translation written line by line beside its English (``inline``: the
    JUNTA table's row 6, "The President- Президент • контролирует …") and a reviewer's draft beside them:
    what a check of the words' own form (a stray capital, a number glued to its unit) reads, the draft's
    places read but not counted as the text's way."""
    return segments[(segments.lang == "ru") & (segments.variant.isin(WRITTEN + ("inline",))
                                              | segments.variant.map(reviewers))]


def written_russian(segments: pd.DataFrame) -> pd.DataFrame:
    """The Russian the translators and authors wrote: translations, paragraphs and Russian-only texts (not
    a reviewer's cells, which keep their own ways, nor notes and inline renderings)."""
    return segments[(segments.lang == "ru") & segments.variant.isin(WRITTEN)]


def grammar_slips(segments: pd.DataFrame) -> list[list]:
    from .qa import quote
    slips = []
    for r in russian_text(segments).itertuples():
        quoted = [m.span() for m in QUOTED_TEXT.finditer(r.text)]
        for check in CHECKS:
            for _, pos, words, expected, why in check(r):
                if not any(a <= pos < b for a, b in quoted):
                    slips.append((r, pos, words, expected, why))
    # a cardinal's ending written unlike the rest of its text's ("5-ти" among 24 glued "4х"): said too
    ways = {}
    for r, _, words, _, _ in slips:
        ways.setdefault(r.corpus, []).append(cardinal_way(words) if r.variant in WRITTEN else "")
    unlike = {corpus: written_unlike_the_text(w) for corpus, w in ways.items()}
    out = []
    for r, pos, words, expected, why in slips:
        usual = unlike[r.corpus].get(cardinal_way(words)) if r.variant in WRITTEN else None
        if usual:
            why = said("numeral_ending_unlike_the_text", why=why, how=said(f"numeral_way_{usual[0]}"), n=usual[1])
        message = (said("spelling_perhaps", word=words, why=why, suggestion=expected) if expected
                   else said("spelling", word=words, why=why))
        out.append(finding_row(r, pos, "spelling", quote(r.text, pos, pos + len(words), 20), expected, message))
    return out
