"""A term's rendering written with its words in another order.

A name of adjectives and a noun is one name in one order: "банковский швейцарский счет" in a reviewer's list
of components, where the glossary's target and the translation's twelve places write "швейцарский
банковский счёт", reads as another thing or as a slip.  Each place whose words are the target's words
(any of their forms), one word for one word, in another order, is an ``inconsistent_term`` finding
there, with the target suggested.  Read in the Russian written and in a reviewer's draft
(``grammar_slips.written_or_drafted``); a place another finding already names is left to it.
"""
from __future__ import annotations

from collections import defaultdict
from itertools import permutations

import pandas as pd

from .decisions import decision_note
from .grammar_slips import finding_row, written_or_drafted
from .messages import said
from .stand_ins import lemma_words, tokens_of

#: the terms whose target is settled enough to say it is written otherwise (as stand_ins reads them)
STATUSES = ("consistent", "proposed", "inconsistent", "decided")
#: a name this long at most is read (each order of its words is tried)
MOST_WORDS = 4


def reordered_names(terms: pd.DataFrame, segments: pd.DataFrame, known: list[list] = ()) -> list[list]:
    """The findings of the module's doc.  ``known``: findings already made; a place one of them names
    (same unit, the words in its evidence) is not reported again."""
    from .qa import quote, rendered_sentence
    named = defaultdict(list)                       # (corpus, location, cell) -> evidence already said
    for f in known:
        named[(f[0], int(f[1]), f[2])].append(f[5])
    by_corpus = defaultdict(lambda: defaultdict(list))   # corpus -> a lemma of a first word -> [(term, lemmas)]
    chosen = terms[(terms.source_lang == "en") & (terms.preferred_target != "") & terms.status.isin(STATUSES)]
    for t in chosen.itertuples():
        target = lemma_words(t.preferred_target)
        if not 2 <= len(target) <= MOST_WORDS or len(target) != len(str(t.preferred_target).split()) \
                or not all(target) or not _attributes_and_noun(t.preferred_target):
            continue
        for word in target:                         # a reordered place may open with any of its words
            for lemma in word:
                by_corpus[t.corpus][lemma].append((t, target))
    out = []
    for r in written_or_drafted(segments).itertuples():
        index = by_corpus.get(r.corpus)
        if not index:
            continue
        tokens = tokens_of(r.text)
        for i, first in enumerate(tokens):
            tried = set()
            for lemma in first.lemmas:
                for t, target in index.get(lemma, ()):
                    if id(t) in tried or i + len(target) > len(tokens):
                        continue
                    tried.add(id(t))
                    window = tokens[i:i + len(target)]
                    if not _reordered(target, window) or _apart(r.text, window) or not _one_phrase(window):
                        continue
                    start, end = window[0].start, window[-1].end
                    written = r.text[start:end]
                    if any(written in e for e in named[(r.corpus, int(r.location), r.cell)]):
                        continue
                    which = "decided" if t.status == "decided" else "preferred"
                    why = decision_note(getattr(t, "basis", "")) if which == "decided" else ""
                    out.append(finding_row(r, start, "inconsistent_term", quote(r.text, start, end, 20),
                                           t.preferred_target,
                                           said(rendered_sentence(False, which, why), term=t.source_term,
                                                rendering=written, target=t.preferred_target, why=why)))
    return out


def _attributes_and_noun(phrase: str) -> bool:
    """Is ``phrase`` one noun and adjectives or participles ("швейцарский банковский счёт")?  A noun and its
    genitive ("фаза переворота") is not read: "после переворота фаза голосования" is two phrases side by
    side, not the name reordered."""
    from ..russian import analyses
    kinds = [next((p.tag.POS for p in analyses(word.lower())), None) for word in phrase.split()]
    return kinds.count("NOUN") == 1 and all(k in ("NOUN", "ADJF", "PRTF") for k in kinds)


def _reordered(target: list[frozenset], window) -> bool:
    """Are ``window``'s words the target's words, one for one, in another order and not in its own?"""
    if all(word & tok.lemmas for word, tok in zip(target, window)):
        return False
    return any(all(target[j] & tok.lemmas for j, tok in zip(order, window))
               for order in permutations(range(len(target))))


def _one_phrase(window) -> bool:
    """Do the window's adjectives agree with its noun, in case, number and (singular) gender?  Not
    "помощи иностранным государствам", where иностранным belongs to the word after."""
    from ..russian import analyses
    from ..russian.agreement import readings_agree
    readings = [analyses(tok.text.lower()) for tok in window]
    return any(all(any(p.tag.POS in ("ADJF", "PRTF") and readings_agree(p, q) for p in rs)
                   for i, rs in enumerate(readings) if i != n)
               for n, rs_n in enumerate(readings) for q in rs_n if q.tag.POS == "NOUN")


def _apart(text: str, window) -> bool:
    """Do ``window``'s words stand apart (punctuation between them: "счёт, банковский")?"""
    return any(text[a.end:b.start].strip() for a, b in zip(window, window[1:]))
