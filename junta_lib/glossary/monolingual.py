"""Terms of the Russian-only and Chinese corpora, with English equivalents where the text itself
gives them (a gloss in parentheses, an abbreviation's expansion, English left in the text), where
another corpus does (the reconciled junta_en_ru and robinson_en_ru renderings), or where the kit's
own vocabulary does (the word lexicon, the Viva dictionary); the basis says which.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict

import pandas as pd

from .language import parse_ru
from .matching import lexicon
from .reconcile import TERM_COLUMNS, display_form, fold
from .terms import (
    RU_TOKEN,
    chinese_tokens,
    english_glosses,
    guillemet_terms,
    zh_dictionary,
)

DEFINITION = re.compile(r"^\s*([А-ЯЁ][А-Яа-яЁё ]{2,40}):\s")


def reverse_index(bilingual_terms: pd.DataFrame, renderings: pd.DataFrame) -> dict[tuple, tuple[str, str]]:
    """Lemma key of a preferred Russian target -> (English term, corpus) from the bilingual corpora;
    where two terms prefer the same rendering, the more frequent term."""
    weight: Counter = Counter()
    out: dict[tuple, tuple[str, str]] = {}
    for t in bilingual_terms.itertuples():
        if not isinstance(t.preferred_target, str) or not t.preferred_target:
            continue
        words = RU_TOKEN.findall(t.preferred_target)
        if not words:
            continue
        key = fold(tuple(parse_ru(w.lower())[0] for w in words))
        uses = sum(int(n) for n in re.findall(r"\((\d+)\)", t.variants))
        if uses > weight[key]:
            weight[key] = uses
            out[key] = (t.source_term, t.corpus)
    return out


def reverse_lexicon() -> dict[str, str]:
    out = {}
    for en, rus in sorted(lexicon().items()):
        for ru in sorted(rus):
            out.setdefault(ru, en)
    return out


def english_for(key: tuple, index: dict, rlex: dict) -> tuple[str, str]:
    """Another corpus's term for the same lemmas, unless it is a longer phrase than this one-word
    term (then the lexicon's word is the better equivalent); else the lexicon, word by word."""
    if key in index:
        term, corpus = index[key]
        if len(key) > 1 or len(term.split()) == 1 or not rlex.get(key[0].replace("ё", "е")):
            return term, f"another corpus ({corpus})"
    words = [rlex.get(w.replace("ё", "е")) for w in key]
    if all(words):
        # Russian head noun first, genitive dependants after: English puts dependants first
        english = " ".join(reversed(words)) if len(words) > 1 and not _adjectival(key) else " ".join(words)
        return english, "kit lexicon, word by word"
    return "", ""


def _adjectival(key: tuple) -> bool:
    return parse_ru(key[0])[1] in ("ADJF", "PRTF")


def russian_only_terms(segments: pd.DataFrame, corpus: str, index: dict) -> pd.DataFrame:
    seg = segments[(segments.corpus == corpus)]
    rlex = reverse_lexicon()
    found: dict[tuple, dict] = defaultdict(lambda: {"surfaces": [], "locations": set(), "gloss": None})
    for r in seg.itertuples():
        candidates = []
        for term in guillemet_terms(r.text):
            words = RU_TOKEN.findall(term)
            parts = [parse_ru(w.lower())[1] for w in words]
            if not words or len(words) > 4 or "NOUN" not in parts or {"VERB", "INFN"} & set(parts):
                continue                       # a quoted phrase or instruction, not a term
            if words:
                candidates.append((tuple(parse_ru(w.lower())[0] for w in words), term, None))
        m = DEFINITION.match(r.text)
        if m:
            words = RU_TOKEN.findall(m.group(1))
            candidates.append((tuple(parse_ru(w.lower())[0] for w in words), m.group(1).strip(), None))
        for russian, english in english_glosses(r.text):
            words = RU_TOKEN.findall(russian)
            key = tuple(parse_ru(w.lower())[0] for w in words) if words else (russian.lower(),)
            candidates.append((key, russian, english))
        for key, surface, gloss in candidates:
            entry = found[fold(key)]
            entry["surfaces"].append(surface)
            entry["locations"].add(r.location)
            if gloss:
                entry["gloss"] = gloss
    rows = []
    for key, entry in found.items():
        form = display_form([(s, parse_ru(RU_TOKEN.findall(s)[0].lower())[2] if RU_TOKEN.findall(s) else "")
                             for s in entry["surfaces"]])
        if entry["gloss"]:
            english, basis = entry["gloss"], "gloss in the text"
        else:
            english, basis = english_for(key, index, rlex)
        variants = "; ".join(f"{s} ({c})" for s, c in Counter(entry["surfaces"]).most_common())
        rows.append([corpus, form, "ru", "en", english, variants, basis or "no English equivalent found",
                     "proposed", " ".join(map(str, sorted(entry["locations"]))), ""])
    return pd.DataFrame(rows, columns=TERM_COLUMNS)


QUOTED_GLOSS = re.compile(r"[\"“「]([\u4e00-\u9fff]{2,8})\s*([A-Za-z][A-Za-z ]{2,30}[A-Za-z])[\"”」]")
LATIN_TERM = re.compile(r"[A-Za-z][A-Za-z ]*[A-Za-z]|[A-Za-z]{2,}")


def chinese_terms(segments: pd.DataFrame, corpus: str) -> pd.DataFrame:
    """Dictionary terms found by jieba; a Chinese phrase glossed in English inside quotes
    ("戰鬥前打出before combat"); English words used in place of Chinese ones (yacht, super car),
    listed as untranslated."""
    from .language import to_simplified
    from .terms import allowlist
    seg = segments[(segments.corpus == corpus)]
    dictionary = {zh: (en, basis) for zh, en, basis in zh_dictionary()}
    found: dict[str, dict] = defaultdict(lambda: {"count": 0, "locations": set(), "gloss": None, "latin": False})
    for r in seg.itertuples():
        if r.lang != "zh":
            continue
        for original, _ in chinese_tokens(r.text):
            if original in dictionary:
                found[original]["count"] += 1
                found[original]["locations"].add(r.location)
        glossed = []
        for m in QUOTED_GLOSS.finditer(r.text):
            found[m.group(1)]["count"] += 1
            found[m.group(1)]["locations"].add(r.location)
            found[m.group(1)]["gloss"] = m.group(2).strip()
            glossed.append(m.group(2).strip())
        for m in LATIN_TERM.finditer(r.text):
            word = m.group().strip()
            if word in glossed or word.lower() in allowlist() or len(word) < 3:
                continue
            found[word]["count"] += 1
            found[word]["locations"].add(r.location)
            found[word]["latin"] = True
    conv = to_simplified()
    rows = []
    for zh, entry in sorted(found.items(), key=lambda kv: -kv[1]["count"]):
        status = "proposed"
        if entry["latin"]:
            english, basis, status = zh, "English used in the Chinese text", "untranslated"
        elif entry["gloss"]:
            english, basis = entry["gloss"], "English gloss in the text"
        elif zh in dictionary:
            english, basis = dictionary[zh]
        else:
            english, basis = "", "no English equivalent found"
        rows.append([corpus, zh, "zh-Hant", "en", english, f"{zh} ({entry['count']})", basis, status,
                     " ".join(map(str, sorted(entry["locations"]))),
                     "" if entry["latin"] else f"simplified: {conv.convert(zh)}"])
    return pd.DataFrame(rows, columns=TERM_COLUMNS)
