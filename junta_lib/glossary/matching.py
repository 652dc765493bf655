"""Matching English terms to their Russian renderings in every aligned variant.

For each aligned pair, each English term of the source and each Russian noun phrase of the target
are scored together:
- association over the corpus: how often the phrase appears where the term does (coverage) and
  how rarely elsewhere (specificity);
- a lexical prior: English words found among the phrase's lemmas through the word-level lexicon
  (data/glossary/lexicon_en_ru.csv) or by transliteration ("Budget" ~ "бюджет");
- a length prior: a three-word term is seldom a one-word phrase.
The best phrase of the pair above a threshold is the term's rendering there.  An English term
left in the Russian text is recorded as an untranslated rendering.
"""
from __future__ import annotations

import csv
from collections import Counter, defaultdict
from difflib import SequenceMatcher
from functools import lru_cache

import pandas as pd

from ..core.rulesets import data_path
from .language import parse_ru, translit
from .terms import english_terms, russian_phrases

RENDER_COLUMNS = ["corpus", "location", "variant", "term", "term_surface", "rendering_key",
                  "rendering", "case", "score", "kind"]
FUNCTION_WORDS = {"of", "the", "a", "an", "for", "is", "de", "las"}


@lru_cache(maxsize=1)
def lexicon() -> dict[str, frozenset]:
    """English word -> Russian words, each also under its pymorphy3 lemma ("деньги" -> "деньга")."""
    out: dict[str, set] = defaultdict(set)
    with data_path("glossary", "lexicon_en_ru.csv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            ru = row["ru"].strip().lower()
            for form in (ru, parse_ru(ru)[0]):
                out[row["en"].strip().lower()].add(form.replace("ё", "е"))
    return {k: frozenset(v) for k, v in out.items()}


def stems(en: str) -> list[str]:
    out = [en]
    if en.endswith("s"):
        out.append(en[:-1])
    if en.endswith("ing"):
        out += [en[:-3], en[:-3] + "e"]
    if en.endswith("ed"):
        out += [en[:-2], en[:-1]]
    return out


@lru_cache(maxsize=100_000)
def word_match(en: str, ru: str) -> bool:
    """An English word and a Russian lemma match through the lexicon (allowing one slip in a long
    word: "настабильность" is a misspelt "нестабильность") or by transliteration (same first
    letter, 5+ letters, close spelling: "budget" ~ "бюджет", not "police" ~ "поле")."""
    ru_plain = ru.replace("ё", "е")
    for s in stems(en):
        for known in lexicon().get(s, ()):
            if ru_plain == known or (len(known) >= 8 and SequenceMatcher(None, ru_plain, known).ratio() >= 0.92):
                return True
    t = translit(ru)
    if len(en) >= 5 and len(t) >= 5 and en[0] == t[0]:
        return SequenceMatcher(None, en[:8], t[:8]).ratio() >= 0.75
    return False


def lexical(term: str, rendering: tuple) -> tuple[float, int]:
    en_words = [w for w in term.split() if w not in FUNCTION_WORDS]
    if not en_words:
        return 0.0, 0
    matched_en = sum(1 for w in en_words if any(word_match(w, r) for r in rendering))
    matched_ru = sum(1 for r in rendering if any(word_match(w, r) for w in en_words))
    if not matched_en:
        return 0.0, len(en_words)
    return (matched_en / len(en_words)) * (matched_ru / len(rendering)) ** 0.5, len(en_words)


def match_renderings(pairs: pd.DataFrame) -> pd.DataFrame:
    """One row per (pair, English term) that has a rendering in that pair's target."""
    rows = []
    for corpus, group in pairs.groupby("corpus", sort=False):
        items = []
        n_term: Counter = Counter()
        n_phrase: Counter = Counter()
        both: Counter = Counter()
        for pair in group.itertuples():
            terms = {}
            for key, surface in english_terms(pair.src):
                terms.setdefault(key, surface)
            phrases: dict[tuple, tuple[str, str]] = {}
            for key, surface, case in russian_phrases(pair.tgt):
                phrases.setdefault(key, (surface, case))
            items.append((pair, terms, phrases))
            n_term.update(list(terms))
            n_phrase.update(list(phrases))
            for t in terms:
                for p in phrases:
                    both[(t, p)] += 1
        for pair, terms, phrases in items:
            low = pair.tgt.lower()
            lexical_scores = {t: {k: lexical(t, k) for k in phrases} for t in terms}
            claimed = {k for t in terms for k, (lex, _) in lexical_scores[t].items() if lex >= 0.5}
            for term, surface in terms.items():
                if surface.lower() in low and len(surface) > 2:
                    rows.append([corpus, pair.location, pair.variant, term, surface, (surface.lower(),),
                                 surface, "", 1.0, "untranslated"])
                    continue
                best = None
                for key, (rsurface, case) in phrases.items():
                    c = both[(term, key)]
                    assoc = (c / n_term[term]) * (c / n_phrase[key]) ** 0.5
                    lex, _ = lexical_scores[term][key]
                    if lex < 0.5 and not (assoc >= 0.6 and c >= 3 and key not in claimed):
                        continue
                    score = 0.4 * assoc + 0.6 * lex
                    rank = (round(lex, 2), len(key), assoc)   # fidelity, then the fuller phrase
                    if best is None or rank > best[4]:
                        best = (score, key, rsurface, case, rank)
                if best is not None and best[0] > 0.3:
                    rows.append([corpus, pair.location, pair.variant, term, surface, best[1], best[2],
                                 best[3], round(best[0], 3), "rendering"])
    return pd.DataFrame(rows, columns=RENDER_COLUMNS)
