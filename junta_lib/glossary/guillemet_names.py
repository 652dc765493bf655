"""A term's Russian name written two ways: its second word in guillemets, or as a genitive.

A card or a marker is named in Russian either as a noun and its genitive ("карта убийцы", "жетон
стабильности") or as a noun and a name in guillemets in the nominative ("карта «Убийца»", "жетон
«Стабильность»").  Either is good Russian; a translation that writes both names one thing two ways
(the JUNTA translation writes the Assassin card "карта «убийца»" twice in the paragraph where it also
writes "карту убийцы" and "карты убийц").

For each term of the glossary whose target is a noun and one more noun ("карта влияния", "карта
«убийца»"), the translated sentences whose English names the term (or a longer name holding it, or its first
words: "Influence and Vote cards") are read for the target's first
word followed by its second, in any case (not "Ход событий переворота" for "The Course of a Coup
Phase": the Coup Event's words, where the English names no Coup Event): in guillemets ("картами «Влияние»", also a list of names after one noun: "картами «Влияние» и
«Голосование»" names the Vote card too) or as a genitive ("карты влияния").  Where the corpus writes
both, each place of the way written fewer times is an ``inconsistent_term`` finding with both ways and
their counts; written as often, each place of both.  Nothing is expected: the team decides the way, and
a decision's form is what ``junta glossary apply`` writes.

``bare_in_their_unit``: within one translated passage, a name the passage writes in guillemets
(«Церковь», «Консерваторов», the Influence cards) written again in lower case and without them ("10
голосов церкви", "8 голосов консерваторов"), where the English names it with a capital both times ("the
10 votes of the Church") and nowhere in lower case: the card named as a common word, one name written
two ways (three hand lists asked for it).  Not a word heading a genitive ("карте предмета": a common
noun's phrase), nor a genitive after the noun the guillemets follow ("карты влияния" beside "картами
«Влияние»": the two ways of naming a card above).
"""
from __future__ import annotations

import re
from collections import defaultdict

import pandas as pd

from .messages import said

#: a word or a name of one word in guillemets, with its span
PIECE = re.compile(r"«[А-Яа-яЁё-]+»|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|[^\sА-Яа-яЁё«»]+")
#: what joins the names of a list after one noun
JOINING = frozenset({",", "и", "или"})


def guillemet_names(terms: pd.DataFrame, pairs: pd.DataFrame, finders: dict) -> list[list]:
    """The findings of the module's doc, in the translated cells of every bilingual corpus (``finders``:
    each corpus's English terms)."""
    from .discover import key_of
    from .qa import quote
    from .stand_ins import lemma_words
    units = pairs[pairs.variant.isin(["translation", "paragraph"])]
    named = terms[(terms.source_lang == "en") & terms.preferred_target.str.fullmatch(r"[а-яё]+ «?[а-яё]+»?")]
    wanted = defaultdict(list)                            # corpus -> (term, first word's lemmas, second's)
    heads = defaultdict(lambda: defaultdict(list))        # corpus -> a first word's lemma -> its (term, second)
    for t in named.itertuples():
        first, second = t.preferred_target.split(" ")
        a, b = lemma_words(first)[0], lemma_words(second.strip("«»"))[0]
        if a and b and _noun(second.strip("«»")):
            wanted[t.corpus].append((t, a, b))
            for lemma in a:
                heads[t.corpus][lemma].append((t, b))
    out = []
    for corpus in sorted(wanted):
        places = defaultdict(lambda: ([], []))             # term -> (places in guillemets, places as a genitive)
        finder = finders.get(corpus)
        for p in units[units.corpus == corpus].itertuples():
            pieces = list(PIECE.finditer(p.tgt))
            named = _named_at(p, finder) if finder is not None else None
            for i, head in enumerate(pieces):
                if not head.group()[0].isalpha():
                    continue
                found = {t.source_term: (t, b) for lemma in lemma_words(head.group())[0]
                         for t, b in heads[corpus].get(lemma, ())}
                for t, b in found.values():
                    if named is not None and not _names(named(head.start()), key_of(t.source_term)):
                        continue                      # the English names another thing there
                    for end, quoted in _names_after(pieces, i, b):
                        places[t.source_term][0 if quoted else 1].append((p, head.start(), end))
        for t, _, _ in wanted[corpus]:
            quoted, genitive = places[t.source_term]
            if not quoted or not genitive:
                continue
            for mine, other, key in ((quoted, genitive, "name_in_guillemets"), (genitive, quoted, "name_as_genitive")):
                if len(mine) > len(other):
                    continue
                shown = [p.tgt[start:end] for p, start, end in other]
                example = next((w for w in shown if w[:1].islower()), shown[0])
                for p, start, end in mine:
                    out.append([corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:start].count("\n"),
                                "inconsistent_term", quote(p.tgt, start, end, 20), "",
                                said(key, written=p.tgt[start:end], term=t.source_term, other=example,
                                     n=len(other), count=len(mine))])
    return out


def _names(keys: set, key: str) -> bool:
    """Does an English sentence naming ``keys`` name the term ``key``: itself, a longer name holding it
    ("a Coup Event card") or its first words ("Influence and Vote cards" names the Influence card)?"""
    words = key.split()
    return any(k.split() == words[:len(k.split())] or f" {key} " in f" {k} " for k in keys)


def _named_at(p, finder):
    """A function: a place of the unit's Russian -> the terms its English sentence names (the whole
    unit's where the sentence is not aligned)."""
    from .stand_ins import unit_sentences
    sentences = [(tokens[0].start, tokens[-1].end, {k for k, *_ in finder.find(src)})
                 for src, tokens in unit_sentences(p.src, p.tgt)[1] if tokens]
    whole = {k for k, *_ in finder.find(p.src)}
    return lambda at: next((keys for start, end, keys in sentences if start <= at < end), whole)


def _names_after(pieces: list, i: int, second: frozenset) -> list[tuple[int, bool]]:
    """Where the noun at ``i`` is followed by the term's second word: (the end, in guillemets?) for
    its genitive right after it or for each name of one word in guillemets after it, joined by commas
    and "и"/"или"."""
    from ..russian import cases_ru
    from .stand_ins import lemma_words
    out = []
    j = i + 1
    if j < len(pieces) and pieces[j].group()[0].isalpha():
        word = pieces[j].group()
        if lemma_words(word)[0] & second and "gent" in cases_ru(word.lower()):
            out.append((pieces[j].end(), False))
        return out
    while j < len(pieces) and pieces[j].group().startswith("«"):
        if lemma_words(pieces[j].group().strip("«»"))[0] & second:
            out.append((pieces[j].end(), True))
        j += 1
        while j < len(pieces) and pieces[j].group().lower() in JOINING:
            j += 1
    return out


def _noun(word: str) -> bool:
    from ..russian import analyses
    return any(a.tag.POS == "NOUN" for a in analyses(word.lower()))



#: a one-word name in guillemets, capitalised, and a word in lower case outside guillemets
ONE_WORD_NAME = re.compile(r"«([А-ЯЁ][а-яё]+)»")
BARE_WORD = re.compile(r"(?<![«А-Яа-яЁё-])([а-яё]+)(?![»А-Яа-яЁё-])")


def bare_in_their_unit(pairs: pd.DataFrame, lexicon) -> list[list]:
    """The findings of the module's doc's last paragraph, in the translated units of every bilingual corpus."""
    from ..russian import lemmas
    from .qa import quote
    out = []
    for p in pairs[pairs.variant.isin(["translation", "paragraph"])].itertuples():
        names, heads = {}, set()
        for m in ONE_WORD_NAME.finditer(p.tgt):
            for lemma in lemmas(m.group(1).lower()):
                names.setdefault(lemma, m.group(1))
            before = re.search(r"([А-Яа-яЁё]+)\s+$", p.tgt[:m.start()])
            if before:
                heads |= lemmas(before.group(1).lower())
        if not names:
            continue
        capitalised = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", p.src)}
        lower = set(re.findall(r"\b[a-z]+", p.src))
        words = list(BARE_WORD.finditer(p.tgt))
        for i, m in enumerate(words):
            hit = sorted(lemmas(m.group(1)) & set(names))
            if not hit:
                continue
            lemma = hit[0]
            if not any(lexicon.match(w, lemma) >= 1.0 for w in capitalised) \
                    or any(lexicon.match(w, lemma) >= 1.0 for w in lower):
                continue                     # the English does not name it as a name, or also as a word
            after = words[i + 1] if i + 1 < len(words) and not p.tgt[m.end():words[i + 1].start()].strip() else None
            if after is not None and _genitive_noun(after.group(1)):
                continue                     # "карте предмета": the word heads a phrase of its own
            previous = re.search(r"([А-Яа-яЁё]+)\s+$", p.tgt[:m.start()])
            if previous and lemmas(previous.group(1).lower()) & heads:
                continue                     # "карты влияния" beside "картами «Влияние»": guillemet_names
            out.append([p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:m.start()].count("\n"),
                        "inconsistent_term", quote(p.tgt, m.start(), m.end(), 20), "",
                        said("name_bare_in_its_unit", word=m.group(1), name=names[lemma])])
    return out


def _genitive_noun(word: str) -> bool:
    from ..russian import analyses
    first = analyses(word)[0]
    return first.tag.POS == "NOUN" and first.tag.case == "gent"
