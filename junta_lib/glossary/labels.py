"""The glossary's keys as a reviewer reads them, in the reviewer's language.

The glossary's files keep their keys (``junta_en_ru``, ``inconsistent``, ``key_term_missing``, ``open``):
other tools read them.  The review screens (the notebook's review widget, ``applied/review.html``)
show these names instead, each a catalog entry (``tr``), so a Russian or Chinese reviewer meets no
English word besides the corpora's own text.
"""
from __future__ import annotations

import html

from ..i18n import N_, tr

#: the corpora as a translator names them (a filter shows these, never the manifest's keys)
CORPUS_LABELS = {"junta_en_ru": N_("JUNTA rulebook, English-Russian"),
                 "politics_ru": N_("Political game rules (Russian)"),
                 "rome_ru": N_("Republic of Rome rules (Russian)"),
                 "robinson_en_ru": N_("Robinson Crusoe, English-Russian"),
                 "viva_zh": N_("Viva el Presidente! summary (Chinese)")}

#: a term's status (terms.csv), as the list and the term's card say it
TERM_STATUSES = {"consistent": N_("consistent"), "decided": N_("decided"), "inconsistent": N_("inconsistent"),
                 "partial": N_("partial"), "untranslated": N_("untranslated"), "no rendering": N_("no rendering"),
                 "needs translation": N_("needs translation"), "proposed": N_("proposed")}

#: a QA finding's status (qa_review.csv), in brackets as the findings' list shows it ("open" alone is
#: also a Location's word, which another language says in another gender)
FINDING_STATUSES = {"open": N_("[open]"), "fixed": N_("[fixed]"), "dismissed": N_("[dismissed]")}

#: the kinds of QA finding (qa.KINDS)
KIND_NAMES = {"untranslated_fragment": N_("untranslated fragment"), "translator_question": N_("translator question"),
              "alternatives_marked": N_("alternatives marked"), "inconsistent_term": N_("inconsistent term"),
              "key_term_missing": N_("key term missing"), "number_mismatch": N_("number mismatch"),
              "broken_ligature": N_("broken ligature"), "reviewer_suggestion": N_("reviewer suggestion"),
              "mixed_script": N_("mixed script"), "source_not_english": N_("source not English"),
              "variant_spelling": N_("variant spelling"), "game_term_unreviewed": N_("game term unreviewed"),
              "repeated_word": N_("repeated word"), "spelling": N_("spelling"), "page_footer": N_("page footer"),
              "translator_note": N_("translator's note"), "style_proposal": N_("style proposal")}

#: a change carried into a translation (apply.py's statuses)
CHANGE_STATUSES = {"applied": N_("applied"), "needs a human": N_("needs a human")}


def _worded(table: dict, key) -> str:
    """``key``'s name from ``table`` in the current language; a key the table lacks (a newer build's
    kind) as it is, its underscores read as spaces."""
    english = table.get(key)
    return tr(english) if english else str(key).replace("_", " ")


def corpus_label(key: str) -> str:
    return _worded(CORPUS_LABELS, key)


def term_status(status: str) -> str:
    return _worded(TERM_STATUSES, status)


def finding_status(status: str) -> str:
    return _worded(FINDING_STATUSES, status) if status in FINDING_STATUSES else f"[{status}]"


def kind_name(kind: str) -> str:
    return _worded(KIND_NAMES, kind)


def change_status(status: str) -> str:
    return _worded(CHANGE_STATUSES, status)


#: the passages a corpus holds (occurrences.csv's variant): "reviewer_1" is the first reviewer's column
VARIANTS = {"translation": N_("translation"), "paragraph": N_("paragraph"), "inline": N_("inline gloss"),
            "note": N_("note"), "text": N_("text")}
#: how an occurrence renders its term, beside the sentence when not in full
OCCURRENCE_KINDS = {"partial": N_("partial"), "untranslated": N_("untranslated")}


def variant_name(variant: str) -> str:
    number = variant.removeprefix("reviewer_")
    if number != variant and number.isdigit():
        return tr("reviewer {n}", n=int(number))
    return _worded(VARIANTS, variant)


#: a place's cell where the corpus has no spreadsheet columns: a line of a text, a paragraph
CELLS = {"line": N_("line"), "p": N_("paragraph")}


def cell_name(cell) -> str:
    """A finding's cell as the screen names it: a spreadsheet's column ("C", "B.6") as it is, a text's
    line or paragraph in the current language."""
    return tr(CELLS[cell]) if cell in CELLS else str(cell)


def occurrence_kind(kind: str) -> str:
    return _worded(OCCURRENCE_KINDS, kind)


class Html(str):
    """A fact already written as HTML (a term in bold, a path in ``<code>``): :func:`html_tr` puts it
    into its sentence as it is."""


def html_tr(msgid: str, /, **facts) -> str:
    """``tr(msgid, **facts)`` as HTML: the sentence's own words and plain facts escaped, each
    :class:`Html` fact put in as it is (the translator still places it in the sentence)."""
    marks, given = {}, {}
    for name, value in facts.items():
        if isinstance(value, Html):
            token = f"\x00{len(marks)}\x00"
            marks[token], given[name] = str(value), token
        else:
            given[name] = value
    said = html.escape(tr(msgid, **given))
    for token, value in marks.items():
        said = said.replace(token, value)
    return said


#: the Russian grammar a change's reason names (pymorphy's codes, which changes.csv keeps)
GRAMMEMES = {"nomn": N_("nominative"), "gent": N_("genitive"), "datv": N_("dative"), "accs": N_("accusative"),
             "ablt": N_("instrumental"), "loct": N_("prepositional"), "sing": N_("singular"), "plur": N_("plural"),
             "masc": N_("masculine"), "femn": N_("feminine"), "neut": N_("neuter")}


def grammeme(code) -> str:
    return _worded(GRAMMEMES, code) if code else ""
