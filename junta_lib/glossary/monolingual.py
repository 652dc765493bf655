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
English words used in place of Chinese ones are listed as untranslated.  Linked variants are one term:
words whose English is the same (擋版 / 屏風, a screen), words spelt two ways (版塊 / 板塊), and words one
character apart where the two characters make one word in either form (卡片 / 卡牌, 供給區 / 供應區,
攻擊者 / 攻擊方: data/glossary/zh_variants.csv); each lists the others with their counts, the most used
first, and one without English takes theirs.
"""
from __future__ import annotations

import csv
import re
from collections import Counter, defaultdict
from functools import lru_cache

import pandas as pd

from ..core.rulesets import data_path
from ..russian import parse_ru, russian_citation
from .messages import said
from .reconcile import TERM_COLUMNS, fold
from .terms import RU_TOKEN, english_glosses, russian_spans, zh_dictionary

DEFINITION = re.compile(r"^\s*(?:\d+(?:\.\d+)+\s+)?([А-ЯЁ][А-Яа-яЁё /-]{2,50}?)(?:\s*\([^)]*\))?:\s")
RUN_IN = re.compile(r"^\s*([А-ЯЁ][а-яё]+(?: [а-яё]+){0,2})\. (?=[А-ЯЁ])")      # "Подарки. В свой ход ..."
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
        if not key or all(k in GENERIC for k in key) and signal != "guillemets":
            return                                # «Случай», the card, is a term; "случай" in prose is not
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
        for pattern, signal in ((SECTION, "section title"), (DEFINITION, "definition"), (RUN_IN, "run-in heading")):
            m = pattern.match(stripped)
            if m:
                for part in m.group(1).split("/"):             # "Рыцари/концессии": two terms
                    lead = _leading_phrase(part.strip())
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
    from ..russian import analyses
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
    """Another corpus's term for the same lemmas; else the game's own word list (data/i18n/terms.csv:
    the kit's English with its Russian); else word by word, each word from the learned (and seed)
    translations or, failing them, a cognate (the same word in Latin letters: "концессия" ->
    "concession", marked "check it": false friends exist); else nothing."""
    if key in index:
        term, corpus = index[key]
        return term, said("another_corpus", corpus=corpus)
    game = game_words()
    if key in game:
        return game[key], said("game_words")
    words, guessed = [], []
    for w in key:
        english = words_en.get(w) or (game.get((w,)) if len(key) > 1 else None)
        if not english:
            english = cognate_english(w)
            if english:
                guessed.append(f"{w} ~ {english}")
        words.append(english)
    if all(words):
        # a Russian head noun comes first with its genitive dependants after; English puts them first
        from ..russian import parse_ru as parse
        adjectival = parse(key[0])[1] in ("ADJF", "PRTF")
        english = " ".join(words) if adjectival or len(words) == 1 else " ".join(reversed(words))
        if guessed:
            return english, said("cognate", pairs="; ".join(guessed))
        return english, said("word_by_word")
    return "", ""


@lru_cache(maxsize=1)
def game_words() -> dict[tuple, str]:
    """The game's own terms (data/i18n/terms.csv), Russian lemma key -> English."""
    out = {}
    with data_path("i18n", "terms.csv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            words = RU_TOKEN.findall(row["ru"])
            if words and row["english"]:
                out.setdefault(_key(words), row["english"])
    return out


#: Russian word endings and the English ones that answer them in borrowed words
COGNATE_ENDINGS = (("tsiya", "tion"), ("siya", "sion"), ("ogiya", "ogy"), ("iya", "y"), ("izm", "ism"),
                   ("ika", "ics"), ("ika", "ic"))


@lru_cache(maxsize=1)
def _english_words() -> frozenset:
    """The common English words (Zipf frequency 3 or more: once in a million words), of four
    letters or more.  wordfreq's list is sorted by frequency, so they are a prefix of it, found by
    bisection (asking every word's frequency would take half a second)."""
    from .frequency import FREQUENCIES
    words = FREQUENCIES.top("en", 60000)
    lo, hi = 0, len(words)
    while lo < hi:
        mid = (lo + hi) // 2
        if FREQUENCIES.zipf(words[mid], "en") >= 3.0:
            lo = mid + 1
        else:
            hi = mid
    return frozenset(w for w in words[:lo] if w.isalpha() and len(w) >= 4)


@lru_cache(maxsize=10_000)
def cognate_english(lemma: str) -> str:
    """A Russian noun's English twin, spelt alike once transliterated ("сектор" -> "sector",
    "концессия" -> "concession"), among the 40,000 commonest English words; else ""."""
    from ..russian import analyses
    from .language import translit
    if len(lemma) < 5 or parse_ru(lemma)[1] != "NOUN":
        return ""                                 # short words: too many false friends ("брат", "цена")
    if any({"Name", "Surn", "Patr", "Geox", "Orgn"} & set(map(str, p.tag.grammemes)) for p in analyses(lemma)):
        return ""                                 # a name is no cognate
    t = translit(lemma)
    forms = {t} | {t[:-len(a)] + b for a, b in COGNATE_ENDINGS if t.endswith(a)}
    forms |= {f.replace("ts", "c").replace("ks", "x") for f in forms}
    forms |= {f.replace("yu", "u").replace("ya", "ia") for f in forms}
    forms |= {f.replace("k", "c") for f in forms}
    english = _english_words()
    return next((f for f in sorted(forms, key=len) if f in english), "")


def russian_only_terms(segments: pd.DataFrame, corpus: str, index: dict, words_en: dict[str, str]) -> pd.DataFrame:
    seg = segments[segments.corpus == corpus]
    lines = list(zip(seg.location, seg.text))
    rows = []
    for key, entry in russian_candidates(lines).items():
        surfaces = entry["surfaces"]
        counts = Counter(s for s in surfaces)
        form = russian_citation(counts.most_common(1)[0][0])
        if entry["gloss"]:
            english, basis = entry["gloss"], said("gloss")
        else:
            english, basis = english_for(key, index, words_en)
        status = "proposed" if english else "needs translation"
        forms = "; ".join(f"{s} ({c})" for s, c in counts.most_common(6))
        signals = ", ".join(sorted(entry["signals"]))
        rows.append([corpus, form, "ru", "en", english, "", basis or said("no_equivalent"),
                     status, " ".join(map(str, sorted(entry["locations"]))), said("found_as", signals=signals, forms=forms)])
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


@lru_cache(maxsize=1)
def zh_heads() -> dict[str, str]:
    """data/glossary/zh_heads.csv: the heads that make a compound term of a term before them
    (防禦 + 骰 -> 防禦骰, "defence die"), with the English pattern of the compound."""
    with data_path("glossary", "zh_heads.csv").open(encoding="utf-8") as fh:
        return {r["head"]: r["english"] for r in csv.DictReader(fh)}


LOCATIVE = "上下前後內中時裡外"         # a word ending so is a place or a time ("卡上" on the card, "完後" after)
HAN = re.compile(r"[\u4e00-\u9fff]+")


def _compounds(words: list[tuple[str, str, str]], terms) -> list[tuple[str, int, str]]:
    """(compound, position, head) for each term directly followed by a head word: 防禦/骰, 承諾/階段,
    攻擊/者.  ``terms`` says whether a word is a term (a noun, a dictionary word)."""
    heads = zh_heads()
    out, pos = [], 0
    for (a, _, flag_a), (b, _, _) in zip(words, words[1:]):
        if b in heads and HAN.fullmatch(a) and len(a) >= 2 and terms(a, flag_a) and not EACH.match(a) \
                and a not in zh_general_words():
            out.append((a + b, pos, b))
        pos += len(a)
    return out


def _composed_english(zh: str, head: str, known: dict[str, str]) -> str:
    """A compound's English from its parts: the head's pattern (data/glossary/zh_heads.csv) around
    the first part's English: "{}" as it is ("defence die"), "{er}" its agent noun ("attacker",
    "defender"), "{ing}" its verb in -ing ("attacking side"); none where no English word results."""
    first = known.get(zh[:-len(head)], "")
    if not first:
        return ""
    pattern = zh_heads()[head]
    for slot, make in (("{er}", _agent), ("{ing}", _gerund)):
        if slot in pattern:
            if len(first.split()) != 1:
                return ""
            word = make(first)
            return pattern.replace(slot, word) if word else ""
    return pattern.format(first)


def _verb_forms(noun: str) -> list[str]:
    """The verbs an English noun may come from: itself ("attack"), or "-ence"/"-ense" made "-end"
    ("defence" -> "defend", "offense" -> "offend")."""
    out = [noun]
    for ending in ("ence", "ense"):
        if noun.endswith(ending):
            out.append(noun[:-len(ending)] + "end")
    return out


def _agent(noun: str) -> str:
    from .discover import general_frequency
    for verb in _verb_forms(noun.lower()):
        agent = verb + ("r" if verb.endswith("e") else "er")
        if general_frequency(agent) > 1e-6:
            return agent
    return ""


def _gerund(noun: str) -> str:
    from .discover import general_frequency
    for verb in _verb_forms(noun.lower()):
        gerund = (verb[:-1] if verb.endswith("e") and not verb.endswith("ee") else verb) + "ing"
        if general_frequency(gerund) > 1e-6:
            return gerund
    return ""


def chinese_terms(segments: pd.DataFrame, corpus: str, seed: bool = True) -> pd.DataFrame:
    """Nouns that recur (jieba's tagger), words jieba does not list that recur (手牌, 骰點), compounds
    of a term and a head (防禦骰, 承諾階段, 攻擊者: data/glossary/zh_heads.csv), the dictionary's terms
    (a seed), phrases glossed in English inside quotes ("戰鬥前打出before combat"), and English words
    used in place of Chinese ones."""
    from .language import sound_twins, to_simplified
    from .terms import allowlist, chinese_pos
    seg = segments[(segments.corpus == corpus)]
    dictionary = {zh: (en, basis) for zh, en, basis in zh_dictionary()} if seed else {}
    found: dict[str, dict] = defaultdict(lambda: {"count": 0, "locations": set(), "gloss": None, "latin": False,
                                                  "noun": False, "head": None})
    for r in seg.itertuples():
        if r.lang != "zh":
            continue
        words = chinese_pos(r.text)
        for original, simple, flag in words:
            unlisted = (flag == "x" and len(original) >= 2 and HAN.fullmatch(original)      # a new word to jieba,
                        and original[-1] not in LOCATIVE)                                # not "on the card" (卡上)
            if original in dictionary or (len(original) >= 2 and flag.startswith(ZH_NOUN_TAGS)) or unlisted:
                found[original]["count"] += 1
                found[original]["locations"].add(r.location)
                found[original]["noun"] = True
        for compound, _, head in _compounds(list(words), lambda w, f: w in dictionary or f.startswith(ZH_NOUN_TAGS)):
            found[compound]["count"] += 1
            found[compound]["locations"].add(r.location)
            found[compound]["head"] = head
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
    known_words = {**known, **{zh: en for zh, (en, _) in dictionary.items()}}
    rows = []
    general = zh_general_words()
    counts = {}
    for zh, entry in sorted(found.items(), key=lambda kv: -kv[1]["count"]):
        if not (entry["latin"] or entry["gloss"] or zh in dictionary or entry["count"] >= 2 or entry["head"]):
            continue                              # a noun seen once: not yet vocabulary (a compound is)
        if zh not in dictionary and not entry["gloss"] and (zh in general or EACH.fullmatch(zh)):
            continue                              # a general word the tagger calls a noun
        status = "proposed"
        if entry["latin"]:
            english, basis, status = zh, said("english_used_in_chinese"), "untranslated"
        elif entry["gloss"]:
            english, basis = entry["gloss"], said("english_gloss")
        elif zh in dictionary:
            english, basis = dictionary[zh]
        elif zh in twins:
            twin, sound = twins[zh]
            english = known[twin]
            basis = said("sounds_like", word=twin, sound=sound)
        elif entry["head"] and _composed_english(zh, entry["head"], known_words):
            english = _composed_english(zh, entry["head"], known_words)
            basis = said("composed", part=zh[:-len(entry["head"])], head=entry["head"])
        else:
            english, basis, status = "", said("no_equivalent"), "needs translation"
        counts[zh] = entry["count"]
        rows.append([corpus, zh, "zh-Hant", "en", english, "", basis, status,
                     " ".join(map(str, sorted(entry["locations"]))),
                     "" if entry["latin"] else said("simplified", form=conv.convert(zh))])
    text = "\n".join(seg[seg.lang == "zh"].text)
    return link_variants(pd.DataFrame(rows, columns=TERM_COLUMNS), {zh: text.count(zh) for zh in counts})


@lru_cache(maxsize=1)
def zh_variant_pairs() -> frozenset:
    """data/glossary/zh_variants.csv: pairs of characters that make one word in either form (片 / 牌)."""
    with data_path("glossary", "zh_variants.csv").open(encoding="utf-8") as fh:
        return frozenset(frozenset((r["a"], r["b"])) for r in csv.DictReader(fh))


def linked(a: str, b: str, english_a: str, english_b: str) -> bool:
    """Are two Chinese terms of one text one term written two ways?  The same English, given by the
    dictionary or a gloss (擋版 / 屏風, screen; an English composed from the parts says too little:
    攻擊值, a player's attack, and 總攻值, the sum, are both "attack total"), or one character apart
    where the two characters are one word's two forms (卡片 / 卡牌) or sound alike (版塊 / 板塊)."""
    from .language import reading
    if english_a and english_a.lower() == english_b.lower():
        return True
    if len(a) != len(b) or len(a) < 2:
        return False
    differ = [(x, y) for x, y in zip(a, b) if x != y]
    if len(differ) != 1:
        return False
    x, y = differ[0]
    return frozenset((x, y)) in zh_variant_pairs() or reading(x) == reading(y)


def link_variants(terms: pd.DataFrame, counts: dict[str, int]) -> pd.DataFrame:
    """Each group of linked terms (``linked``) gets the group's forms with their counts as its
    variants, the most used first, a note naming the others, where it has no English the English of
    the most used form that has one, and the status "inconsistent": one term written several ways
    waits for the translators' decision (until then the game keeps its own word)."""
    names = [t for t in terms.source_term if HAN.fullmatch(t)]
    target = dict(zip(terms.source_term, terms.preferred_target))
    english = {t.source_term: "" if t.basis.startswith("composed") else t.preferred_target for t in terms.itertuples()}
    group = {n: n for n in names}

    def root(n):
        while group[n] != n:
            group[n] = group[group[n]]
            n = group[n]
        return n
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if linked(a, b, english[a], english[b]):
                group[root(a)] = root(b)
    members: dict[str, list[str]] = defaultdict(list)
    for n in names:
        members[root(n)].append(n)
    terms = terms.copy()
    for forms in members.values():
        if len(forms) < 2:
            continue
        forms.sort(key=lambda f: (-counts.get(f, 0), f))
        listed = "; ".join(f"{f} ({counts.get(f, 0)})" for f in forms)
        shared = next((target[f] for f in forms if target[f]), "")
        if not shared:
            continue
        for f in forms:
            i = terms.index[terms.source_term == f][0]
            terms.at[i, "variants"] = listed
            others = ", ".join(o for o in forms if o != f)
            terms.at[i, "note"] = "; ".join(x for x in (terms.at[i, "note"], said("one_term_with", others=others)) if x)
            if not terms.at[i, "preferred_target"] and shared:
                terms.at[i, "preferred_target"] = shared
                terms.at[i, "basis"] = said("variant_of", word=forms[0] if forms[0] != f else forms[1])
            if terms.at[i, "status"] in ("proposed", "needs translation"):
                terms.at[i, "status"] = "inconsistent"       # written several ways: a decision to take
    return terms
