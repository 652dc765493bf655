"""Terms of the Russian-only and Chinese corpora.

Russian candidates come from the text: terms in «guillemets», the defined term before a colon at the
start of a line ("Талант: наименование римской валюты"), section titles ("1.05 Фаза смертности",
"1.04.3 Публичные соглашения: ..."), short heading lines, noun phrases written with a capital in
mid-sentence ("в Фазу Сената"), English glosses ("примкнувший (aligned)", "HRAO: Highest Ranking
Available Officer"), and noun phrases frequent enough to be vocabulary.  Each is keyed by its lemmas
and shown in its citation form.

English equivalents come, in this order, from the text itself (a gloss), from another corpus (a
bilingual corpus's reconciled term whose preferred Russian is the same lemmas), or word by word from
the word translations learned from the bilingual corpora (and the seed lexicon, when given); a term
with none is marked "needs translation", never given its own Russian as an "English" target.

Chinese: the text converted to simplified characters (OpenCC), segmented by jieba (nouns by its
part-of-speech tagger, with the game dictionary data/glossary/viva_zh_terms.csv as a seed), English
from a gloss in the text or the dictionary, or, for a word that sounds like a known one and differs
from it in one character (版塊 / 板塊: one word spelt two ways), that word's English marked "check it";
English words used in place of Chinese ones are listed as untranslated.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache

import pandas as pd

from ..core.rulesets import data_path
from .citation import russian_citation
from .language import parse_ru
from .reconcile import TERM_COLUMNS, fold
from .terms import RU_TOKEN, english_glosses, russian_spans, zh_dictionary

DEFINITION = re.compile(r"^\s*(?:\d+(?:\.\d+)+\s+)?([А-ЯЁ][А-Яа-яЁё -]{2,50}?)(?:\s*\([^)]*\))?:\s")
SECTION = re.compile(r"^\s*\d+(?:\.\d+)+\.?\s+([А-ЯЁ][^:.(]{2,60})")
GUILLEMETS = re.compile(r"«([^«»]{2,60})»")
GENERIC = {"игра", "игрок", "правило", "ход", "раз", "время", "случай", "пример", "часть", "конец", "начало",
           "очередь", "число", "количество", "место", "момент", "вариант", "возможность", "результат", "сторона",
           "страница", "стр", "внимание", "ситуация", "действие", "образ", "помощь", "цель", "другой"}
PRONOUN_ADJ = {"Apro", "Anum"}
MIN_FREQUENT = 4


def _key(words) -> tuple:
    return fold(tuple(parse_ru(w.lower())[0] for w in words))


def _leading_phrase(text: str) -> tuple[tuple, str] | None:
    """The longest noun phrase that starts the text ("Фаза смертности (1.05)" -> "Фаза смертности")."""
    spans = [s for s in russian_spans(text) if s[3] == 0 or not text[:s[3]].strip()]
    if not spans:
        return None
    key, surface, _, _, _ = max(spans, key=lambda s: s[4] - s[3])
    return fold(key), surface


def russian_candidates(lines: list[tuple[int, str]]) -> dict[tuple, dict]:
    found: dict[tuple, dict] = defaultdict(lambda: {"surfaces": [], "locations": set(), "signals": set(),
                                                    "gloss": None})

    def add(key, surface, location, signal, gloss=None):
        if not key or all(k in GENERIC for k in key):
            return
        entry = found[key]
        entry["surfaces"].append(surface)
        entry["locations"].add(location)
        entry["signals"].add(signal)
        if gloss and not entry["gloss"]:
            entry["gloss"] = gloss

    phrase_counts: Counter = Counter()
    phrase_where: dict = defaultdict(list)
    for location, text in lines:
        for m in GUILLEMETS.finditer(text):
            inner = m.group(1).strip(" .…")
            words = RU_TOKEN.findall(inner)
            parts = [parse_ru(w.lower())[1] for w in words]
            if words and len(words) <= 4 and "NOUN" in parts and not {"VERB", "INFN"} & set(parts) \
                    and len(words) == len(inner.split()):
                add(_key(words), inner, location, "guillemets")
        stripped = text.strip()
        for pattern, signal in ((SECTION, "section title"), (DEFINITION, "definition")):
            m = pattern.match(stripped)
            if m:
                lead = _leading_phrase(m.group(1))
                if lead:
                    add(lead[0], lead[1], location, signal)
        words = RU_TOKEN.findall(stripped)
        if 1 <= len(words) <= 5 and not stripped.endswith((".", ",", ";")) and stripped[:1].isupper():
            lead = _leading_phrase(re.sub(r"^[\d.\s]+", "", stripped))
            if lead and len(lead[0]) >= 1:
                add(lead[0], lead[1], location, "heading")
        for russian, english in english_glosses(text):
            ws = RU_TOKEN.findall(russian)
            key = _key(ws) if ws else (russian.lower(),)
            add(key, russian, location, "gloss", english)
        for key, surface, _, a, b in russian_spans(text):
            key = fold(key)
            if _pronominal(surface):
                continue
            phrase_counts[key] += 1
            phrase_where[key].append((location, surface, a, text))
    for key, n in phrase_counts.items():
        where = phrase_where[key]
        capital_mid = sum(1 for _, surface, a, text in where
                          if surface[:1].isupper() and a > 0 and text[:a].rstrip()[-1:] not in ".!?:;—-–•(«\"" )
        if capital_mid >= 2:
            for location, surface, _, _ in where:
                add(key, surface, location, "capitalised")
        elif n >= MIN_FREQUENT and (len(key) > 1 or n >= 2 * MIN_FREQUENT) and key[-1] not in GENERIC:
            for location, surface, _, _ in where:
                add(key, surface, location, "frequent")
    return found


def _pronominal(surface: str) -> bool:
    """"каждый игрок", "этот ход": a pronoun-like adjective does not make a term."""
    from .language import analyses
    first = RU_TOKEN.findall(surface)[:1]
    return bool(first) and any(g in analyses(first[0].lower())[0].tag for g in PRONOUN_ADJ)


def reverse_index(bilingual_terms: pd.DataFrame) -> dict[tuple, tuple[str, str]]:
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
        key = _key(words)
        uses = sum(int(n) for n in re.findall(r"\((\d+)\)", str(t.variants)))
        if uses > weight[key]:
            weight[key] = uses
            out[key] = (t.source_term, t.corpus)
    return out


def english_for(key: tuple, index: dict, words_en: dict[str, str]) -> tuple[str, str]:
    """Another corpus's term for the same lemmas; else word by word from the learned (and seed)
    translations; else nothing."""
    if key in index:
        term, corpus = index[key]
        return term, f"another corpus ({corpus})"
    words = [words_en.get(w) for w in key]
    if all(words):
        # a Russian head noun comes first with its genitive dependants after; English puts them first
        from .language import parse_ru as parse
        adjectival = parse(key[0])[1] in ("ADJF", "PRTF")
        english = " ".join(words) if adjectival or len(words) == 1 else " ".join(reversed(words))
        return english, "word by word from the bilingual corpora's translations"
    return "", ""


def russian_only_terms(segments: pd.DataFrame, corpus: str, index: dict, words_en: dict[str, str]) -> pd.DataFrame:
    seg = segments[segments.corpus == corpus]
    lines = list(zip(seg.location, seg.text))
    rows = []
    for key, entry in russian_candidates(lines).items():
        surfaces = entry["surfaces"]
        counts = Counter(s for s in surfaces)
        form = russian_citation(counts.most_common(1)[0][0])
        if entry["gloss"]:
            english, basis = entry["gloss"], "gloss in the text"
        else:
            english, basis = english_for(key, index, words_en)
        status = "proposed" if english else "needs translation"
        forms = "; ".join(f"{s} ({c})" for s, c in counts.most_common(6))
        signals = ", ".join(sorted(entry["signals"]))
        rows.append([corpus, form, "ru", "en", english, "", basis or "no English equivalent in the corpora",
                     status, " ".join(map(str, sorted(entry["locations"]))), f"found as: {signals}; forms: {forms}"])
    return pd.DataFrame(rows, columns=TERM_COLUMNS)


QUOTED_GLOSS = re.compile(r"[\"“「]([\u4e00-\u9fff]{2,8})\s*([A-Za-z][A-Za-z ]{2,30}[A-Za-z])[\"”」]")
LATIN_TERM = re.compile(r"[A-Za-z][A-Za-z ]*[A-Za-z]|[A-Za-z]{2,}")
ZH_NOUN_TAGS = ("n", "nz", "vn", "nr")


#: "each" and a measure word (每顆 each die, 每張 each card): a quantity, not a thing
EACH = re.compile(r"每[個位名張顆枚次輪件塊點]")


@lru_cache(maxsize=1)
def zh_general_words() -> frozenset:
    """data/glossary/zh_general_words.txt: general words the tagger takes for nouns."""
    lines = data_path("glossary", "zh_general_words.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(x.strip() for x in lines if x.strip() and not x.startswith("#"))


def chinese_terms(segments: pd.DataFrame, corpus: str, seed: bool = True) -> pd.DataFrame:
    """Nouns that recur (jieba's tagger), the dictionary's terms (a seed), phrases glossed in English
    inside quotes ("戰鬥前打出before combat"), and English words used in place of Chinese ones."""
    from .language import sound_twins, to_simplified
    from .terms import allowlist, chinese_pos
    seg = segments[(segments.corpus == corpus)]
    dictionary = {zh: (en, basis) for zh, en, basis in zh_dictionary()} if seed else {}
    found: dict[str, dict] = defaultdict(lambda: {"count": 0, "locations": set(), "gloss": None, "latin": False,
                                                  "noun": False})
    for r in seg.itertuples():
        if r.lang != "zh":
            continue
        for original, simple, flag in chinese_pos(r.text):
            if original in dictionary or (len(original) >= 2 and flag.startswith(ZH_NOUN_TAGS)):
                found[original]["count"] += 1
                found[original]["locations"].add(r.location)
                found[original]["noun"] = True
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
    known = {zh: dictionary[zh][0] if zh in dictionary else entry["gloss"] for zh, entry in found.items()
             if zh in dictionary or entry["gloss"]}
    twins = {}                                    # a word spelt like a known one, one character apart
    for a, b, sound in sound_twins(found):
        for word, twin in ((a, b), (b, a)):
            if word not in known and twin in known:
                twins[word] = (twin, " ".join(sound))
    rows = []
    general = zh_general_words()
    for zh, entry in sorted(found.items(), key=lambda kv: -kv[1]["count"]):
        if not (entry["latin"] or entry["gloss"] or zh in dictionary or entry["count"] >= 2):
            continue                              # a noun seen once: not yet vocabulary
        if zh not in dictionary and not entry["gloss"] and (zh in general or EACH.fullmatch(zh)):
            continue                              # a general word the tagger calls a noun
        status = "proposed"
        if entry["latin"]:
            english, basis, status = zh, "English used in the Chinese text", "untranslated"
        elif entry["gloss"]:
            english, basis = entry["gloss"], "English gloss in the text"
        elif zh in dictionary:
            english, basis = dictionary[zh]
        elif zh in twins:
            twin, sound = twins[zh]
            english = known[twin]
            basis = f"sounds like {twin} ({sound}) and differs in one character: one word spelt two ways? check it"
        else:
            english, basis, status = "", "no English equivalent in the corpora", "needs translation"
        rows.append([corpus, zh, "zh-Hant", "en", english, "", basis, status,
                     " ".join(map(str, sorted(entry["locations"]))),
                     "" if entry["latin"] else f"simplified: {conv.convert(zh)}"])
    return pd.DataFrame(rows, columns=TERM_COLUMNS)
