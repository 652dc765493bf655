"""Word translations learned from the aligned units themselves.

Every aligned unit (a spreadsheet row against each of its translations, an English paragraph against
its Russian one) is a bag of English words and a bag of Russian lemmas.  Words that are each other's
translation keep turning up together across the units and across the translation variants of one
row.  Their association is measured with the Dice coefficient and sharpened by competitive linking
(Melamed 2000): inside each unit, the most strongly associated pair is linked first, and a word
linked once is not linked again, so "карта" is not learned as a translation of "Political" merely
because both stand beside "card"; a cognate ("million" / "миллион") is linked before anything else;
between equally associated pairs, the one whose words stand at
closer relative positions in their sentences is linked first (word order is mostly kept in these
translations: "the Church and the Conservatives" / "«Церковь» и «Консерваторы»").  The result maps
an English word to Russian lemmas with the share of its units in which the two were linked.

The hand-made lexicon (data/glossary/lexicon_en_ru.csv) is only a seed beside this table.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Iterable

from ..russian import parse_ru
from .citation import english_singular
from .language import translit
from .terms import RU_TOKEN

CONTENT_POS = {"NOUN", "ADJF", "PRTF", "INFN", "VERB", "ADVB", "NUMR", "PRTS", "ADJS"}
MIN_LINKS = 2
MIN_SHARE = 0.35
MIN_DICE = 0.2


def en_word(word: str) -> str:
    return english_singular(word.lower()).lower()


def positions(words: list[str]) -> dict[str, list[float]]:
    """Each word's relative positions (0 at the start of the text, 1 at its end)."""
    out: dict[str, list[float]] = defaultdict(list)
    n = max(len(words) - 1, 1)
    for i, w in enumerate(words):
        out[w].append(i / n)
    return out


def en_positions(text: str) -> dict[str, list[float]]:
    """Every English content word (they all compete for the Russian words: "million" takes
    "миллион", so "Pesos" is left with "песо")."""
    from .discover import STOP, WORD
    words = [en_word(w) for w in WORD.findall(text)]
    return {w: p for w, p in positions(words).items() if w not in STOP and len(w) > 1}


def ru_positions(text: str) -> dict[str, list[float]]:
    words = []
    for w in RU_TOKEN.findall(text):
        lemma, pos, _ = parse_ru(w.lower())
        words.append(lemma.replace("ё", "е") if pos in CONTENT_POS else "")
    return {w: p for w, p in positions(words).items() if w}


def ru_lemmas(text: str) -> set[str]:
    return set(ru_positions(text))


@lru_cache(maxsize=100_000)
def cognate(en: str, ru: str) -> bool:
    """"million" / "миллион", "peso" / "песо": the same word in two alphabets."""
    t = translit(ru)
    if len(t) < 4:
        return False
    for e in {en, en.replace("c", "k")}:
        if len(e) >= 4 and e[0] == t[0]:
            alike = SequenceMatcher(None, e[:8], t[:8])      # the quick ratios bound the ratio from above
            if alike.real_quick_ratio() >= 0.75 and alike.quick_ratio() >= 0.75 and alike.ratio() >= 0.75:
                return True
    return False


def _distance(a: list[float], b: list[float]) -> float:
    return min(abs(x - y) for x in a for y in b)


def learn(units: Iterable[tuple[dict, dict]]) -> dict[str, dict[str, float]]:
    """``units``: ({English word: positions}, {Russian lemma: positions}) per aligned unit.  Returns
    English word -> {Russian lemma: link share}."""
    units = [(e, r) for e, r in units if e and r]
    n_en: Counter = Counter()
    n_ru: Counter = Counter()
    for e, r in units:
        n_en.update(e.keys())
        n_ru.update(r.keys())
    # a pair must meet twice: words seen once take part in no link
    units = [({a: p for a, p in e.items() if n_en[a] >= MIN_LINKS}, {b: p for b, p in r.items() if n_ru[b] >= MIN_LINKS})
             for e, r in units]
    both: Counter = Counter()
    for e, r in units:
        for a in e:
            for b in r:
                both[(a, b)] += 1
    dice = {k: 2 * c / (n_en[k[0]] + n_ru[k[1]]) for k, c in both.items() if c >= MIN_LINKS}
    dice = {k: d for k, d in dice.items() if d >= MIN_DICE}
    strength = {k: (cognate(*k), round(d, 2)) for k, d in dice.items()}     # a link's order, its distance aside
    links: Counter = Counter()
    for e, r in units:
        candidates = sorted(((*strength[(a, b)], -_distance(e[a], r[b]), a, b)
                             for a in e for b in r if (a, b) in strength), reverse=True)
        used_en, used_ru = set(), set()
        for _, _, _, a, b in candidates:
            if a in used_en or b in used_ru:
                continue
            used_en.add(a)
            used_ru.add(b)
            links[(a, b)] += 1
    table: dict[str, dict[str, float]] = defaultdict(dict)
    for (a, b), n in links.items():
        share = n / n_en[a]
        if n >= MIN_LINKS and share >= MIN_SHARE:
            table[a][b] = round(share, 3)
    return dict(table)
