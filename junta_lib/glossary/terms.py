"""The terms' raw material: the kit's own English vocabulary (the seed of ``discover.py``), the
names that may stay in Latin letters, Russian noun phrases, glosses, and Chinese words.

English: ``kit_terms`` is the kit's vocabulary - the rulebook's defined terms
(data/glossary/terms_en.txt), the Positions, the forces of the city map and the card names; the
terms of a text are discovered from the text itself (``discover.py``), these only added as a seed.

Russian: noun phrases of the aligned text (adjectives + noun + a genitive group, by pymorphy3),
keyed by their lemmas, so that "карта влияния / карты влияния / картам влияния" are one term;
terms in «guillemets» and English glosses in parentheses in the Russian-only texts.

Chinese: the text converted to simplified characters (OpenCC), segmented by jieba with the game
dictionary (data/glossary/viva_zh_terms.csv), and mapped back to the traditional original.
"""
from __future__ import annotations

import csv
import re
from functools import lru_cache

from ..core.cache import KeptTable, package_version
from ..core.rulesets import data_path
from ..russian import cases_ru, parse_ru


@lru_cache(maxsize=1)
def kit_terms() -> tuple[str, ...]:
    """The kit's vocabulary: the rulebook's defined terms, Positions, Locations, forces, cards."""
    terms = [t.strip() for t in data_path("glossary", "terms_en.txt").read_text(encoding="utf-8").splitlines()
             if t.strip() and not t.startswith("#")]
    from ..classic.actions import POSITION_NAMES
    terms += list(POSITION_NAMES.values())
    with data_path("map", "city.toml").open("rb") as fh:
        import tomllib
        city = tomllib.load(fh)
    terms += [force["name"] for force in city.get("forces", {}).values() if isinstance(force, dict) and "name" in force]
    with data_path("cards", "political.csv").open(encoding="utf-8") as fh:
        terms += [row["name"] for row in csv.DictReader(fh) if len(row["name"]) > 3]
    return tuple(dict.fromkeys(terms))


@lru_cache(maxsize=1)
def allowlist() -> frozenset:
    """Names that are not game terms: people of the examples, the game's title and Spanish words..."""
    lines = data_path("glossary", "names_allowlist.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(x.strip().removesuffix("!").strip().lower() for x in lines if x.strip() and not x.startswith("#"))


def kept_in_latin() -> frozenset:
    """The names of the allowlist a translation may leave in Latin letters (those not marked "!": the
    game's Spanish, "República de las Bananas", a translation renders)."""
    lines = data_path("glossary", "names_allowlist.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(x.strip().lower() for x in lines if x.strip() and not x.startswith("#") and not x.endswith("!"))


RU_TOKEN = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")
ADJ = {"ADJF", "PRTF"}


def russian_phrases(text: str, max_len: int = 5) -> list[tuple[tuple, str, str]]:
    """Candidate noun phrases: (lemma key, surface, case of the first word)."""
    return [(key, surface, case) for key, surface, case, _, _ in russian_spans(text, max_len)]


def _takes_object(word: str) -> bool:
    """An active participle of a transitive verb ("начавший" in "игрок, начавший переворот"): the noun
    after it is its object, not a word it qualifies; a phrase of the two names no thing."""
    from ..russian import analyses
    best = analyses(word.lower())[0]
    return {"PRTF", "actv", "tran"} <= best.tag.grammemes


def russian_spans(text: str, max_len: int = 5, named: bool = False) -> list[tuple[tuple, str, str, int, int]]:
    """Candidate noun phrases with where they stand: (lemma key, surface, case, start, end).
    A phrase is up to two adjectives, a noun, and a chain of genitive dependants ("швейцарский
    банковский счёт", "колода иностранной помощи"); every shorter phrase inside is a candidate too.
    A name in guillemets is one; ``named``: with the noun before it too ("жетоном «стабильность»",
    the Stable marker), as a translation renders an English term (not a term of its own)."""
    tokens = [(m.group(), m.start(), m.end()) for m in RU_TOKEN.finditer(text)]
    parsed = [parse_ru(t.lower()) for t, _, _ in tokens]
    out = []
    n = len(tokens)
    for h in range(n):
        lemmas = {}                           # a dependant's lemma from the reading that makes it genitive
        lemma, pos, case = parsed[h]
        if pos != "NOUN":
            continue
        starts = [h]
        for back in (1, 2):
            if h - back >= 0 and parsed[h - back][1] in ADJ and _adjacent(text, tokens, h - back, h - back + 1) \
                    and not _takes_object(tokens[h - back][0]):
                starts.append(h - back)
            else:
                break
        ends = [h]
        j = h + 1
        while j < n and j - h <= 3 and _adjacent(text, tokens, j - 1, j):
            if (tokens[j][0][:1].isupper() and not tokens[j - 1][0][:1].isupper()
                    and "nomn" in cases_ru(tokens[j][0].lower())):
                break                         # "Карты влияния Карты голосования": a new list item
            role, lemma_j = _genitive_role(tokens[j][0].lower())
            if role == "ADJ":
                lemmas[j] = lemma_j
                j += 1
                continue
            if role == "NOUN":
                lemmas[j] = lemma_j
                ends.append(j)
                j += 1
                continue
            break
        for s in starts:
            for e in ends:
                if e - s + 1 > max_len:
                    continue
                key = tuple(lemmas.get(k, parsed[k][0]) for k in range(s, e + 1))
                a, b = tokens[s][1], tokens[e][2]
                surface = text[a:b]
                doubled = next((k for k in range(s, e) if key[k - s] == key[k - s + 1]), None)
                if doubled is not None:       # a word written twice ("внутренних внутренней"): the phrase
                    key = key[:doubled - s] + key[doubled - s + 1:]     # without it (QA: repeated_word)
                    surface = text[a:tokens[doubled][1]] + text[tokens[doubled + 1][1]:b]
                out.append((key, surface, parsed[s][2] or "", a, b))
    for m in re.finditer(r"«([^«»]{2,60})»", text):
        inner = m.group(1).strip(" .…")
        words = RU_TOKEN.findall(inner)
        if 1 <= len(words) <= max_len and len(words) == len(inner.split()):
            key = tuple(parse_ru(w.lower())[0] for w in words)
            a = text.find(inner, m.start())
            out.append((key, inner, parse_ru(words[0].lower())[2] or "", a, a + len(inner)))
            head = re.search(r"([А-Яа-яЁё]+)\s+$", text[:m.start()])
            if named and head and len(words) < max_len and parse_ru(head.group(1).lower())[1] == "NOUN":
                lemma, _, case = parse_ru(head.group(1).lower())     # "жетоном «стабильность»": a noun and
                out.append(((lemma,) + key, text[head.start(1):m.end()], case or "",   # the name it
                            head.start(1), m.end()))                                     # carries
    return out


@lru_cache(maxsize=100_000)
def _genitive_role(word: str) -> tuple[str, str]:
    """"NOUN" or "ADJ" if the word can be a genitive dependant (a reading of that kind and case that
    is not rare: "ран" is the genitive plural of "рана" as well as a short adjective), else ""."""
    from ..russian import analyses
    for p in analyses(word):
        if p.score < 0.05 or p.tag.case != "gent":
            continue
        if p.tag.POS == "NOUN" and "Abbr" not in p.tag:
            return "NOUN", p.normal_form
        if p.tag.POS in ADJ:
            return "ADJ", p.normal_form
    return "", ""


def _adjacent(text, tokens, i, j) -> bool:
    gap = text[tokens[i][2]:tokens[j][1]]
    return gap.strip() == "" and "\n" not in gap


GLOSS = re.compile(r"([А-Яа-яЁё][А-Яа-яЁё ,-]{1,60}?)\s*\(([A-Za-z][A-Za-z .'-]{1,60})\)")
ABBREV = re.compile(r"^([A-Za-z]{2,6}):\s*([A-Z][A-Za-z ]{3,80}?)\s*(?:\([\d.]+\))?\s*[-–]\s*(.+)$")


def english_glosses(text: str) -> list[tuple[str, str]]:
    """(russian term, english gloss) pairs the text gives itself: "примкнувший (aligned)",
    "HRAO: Highest Ranking Available Officer (1.09.11) - сенатор, ..."."""
    pairs = []
    m = ABBREV.match(text.strip())
    if m:
        pairs.append((m.group(1), m.group(2).strip()))
    for m in GLOSS.finditer(text):
        before = m.group(1).split(",")[-1].strip(" -")
        phrases = [(surface, key) for key, surface, _ in russian_phrases(before) if before.endswith(surface)]
        russian = max(phrases, key=lambda p: len(p[1]))[0] if phrases else before.split()[-1]
        pairs.append((russian, m.group(2).strip()))
    return pairs


@lru_cache(maxsize=1)
def zh_dictionary() -> tuple[tuple[str, str, str], ...]:
    with data_path("glossary", "viva_zh_terms.csv").open(encoding="utf-8") as fh:
        return tuple((r["zh"], r["en"], r["basis"]) for r in csv.DictReader(fh))


@lru_cache(maxsize=1)
def _jieba():
    import logging

    import jieba

    from ..core.cache import cache_folder
    jieba.setLogLevel(logging.ERROR)
    folder = cache_folder()
    if folder is not None:                          # jieba's own cache too: the user's folder, not /tmp
        jieba.dt.tmp_dir = str(folder)
    for word in _dictionary_simplified():
        jieba.add_word(word, freq=200000)
    return jieba


@lru_cache(maxsize=1)
def _dictionary_simplified() -> tuple[str, ...]:
    """The game dictionary's words in simplified characters, as jieba segments them."""
    from .language import to_simplified
    conv = to_simplified()
    return tuple(conv.convert(zh) for zh, _, _ in zh_dictionary())


@lru_cache(maxsize=4096)
def chinese_pos(text: str) -> tuple[tuple[str, str, str], ...]:
    """(traditional, simplified, part-of-speech flag) of the words of a Chinese text: segmented by
    jieba on its simplified form, tagged from jieba's dictionary ("x" for a word it does not list),
    and mapped back to the original characters.  A text segmented before with the same jieba and the
    same game dictionary is read from the user's cache (``SEGMENTS``): jieba is then not loaded."""
    known = SEGMENTS.get(text)
    if known is not None:
        return known
    from .language import to_simplified
    simple = to_simplified().convert(text)
    jieba = _jieba()
    tags = _zh_tags()
    out, pos = [], 0
    for word in jieba.cut(simple):
        original = text[pos:pos + len(word)] if len(simple) == len(text) else word
        pos += len(word)
        out.append((original, word, tags.get(word, "x")))
    SEGMENTS.put(text, tuple(out))
    return tuple(out)


class SegmentCache(KeptTable):
    """Chinese segmentations kept in the user's cache folder between builds (loading jieba's
    dictionary takes longer than the rest of the Chinese analysis), under a key naming jieba's
    version and dictionary and the game dictionary, so a change of either starts afresh.  ``save``
    writes what was added (the build calls it once at the end)."""

    def name(self) -> str:
        import hashlib
        key = hashlib.sha256(repr((package_version("jieba"), _dictionary_simplified())).encode()).hexdigest()[:16]
        return f"zh-segments.{key}.marshal"

    def get(self, text: str):
        return self.table().get(text)

    def put(self, text: str, words: tuple) -> None:
        self.table()[text] = words
        self.added()


SEGMENTS = SegmentCache()


@lru_cache(maxsize=1)
def _zh_tags() -> dict[str, str]:
    """jieba's part-of-speech tags by word, with the game dictionary's words as nouns.  Read from
    jieba's dictionary once and kept in the user's cache folder (core.cache.cache_folder), beside jieba's
    own (reading the dictionary takes longer than the rest of the Chinese analysis)."""
    from pathlib import Path

    import jieba

    from ..core.cache import keep_cached, read_cached
    source = Path(jieba.__file__).parent / "dict.txt"
    name = f"jieba-tags.{source.stat().st_size}.marshal"
    tags = read_cached(name)
    if not isinstance(tags, dict):
        tags = {}
        with source.open(encoding="utf-8") as fh:
            for line in fh:
                parts = line.split()
                if len(parts) == 3:
                    tags[parts[0]] = parts[2]
        keep_cached(name, tags)                    # no writable cache folder: read it each time
    for word in _dictionary_simplified():
        tags[word] = "n"
    return tags
