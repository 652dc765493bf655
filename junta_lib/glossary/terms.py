"""Term extraction.

English: the rulebook's defined terms and the kit's vocabulary (data/glossary/terms_en.txt, card,
Position and Location names from the kit's data files) wherever they occur, plus capitalised noun
phrases found in the text ("Threat Action", "Minister of Internal Security"), optionally with a
lower-case head noun ("Event card", "Weapon level").  Keys are lower-case and singular.

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

from ..core.rulesets import data_path
from .language import CYRILLIC, cases_ru, parse_ru

STOP = {"a", "an", "the", "each", "every", "if", "in", "on", "at", "during", "after", "before", "when",
        "then", "this", "that", "these", "those", "it", "its", "he", "his", "him", "they", "their",
        "there", "you", "your", "we", "our", "players", "player", "all", "any", "some", "no", "not",
        "once", "also", "however", "example", "examples", "note", "tip", "see", "p", "and", "or", "but",
        "for", "of", "to", "with", "from", "by", "as", "is", "are", "be", "can", "may", "must", "only",
        "both", "either", "other", "others", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "first", "second", "third", "next", "last", "important", "whenever",
        "while", "unless", "although", "since", "because", "so", "otherwise", "instead", "aside",
        "beginning", "following", "finally", "afterwards", "consequently", "additionally", "usually",
        "i", "e", "ii", "iii", "ok", "depicted", "more", "most", "details", "about", "like", "here",
        "unlike", "welcome", "life", "plan", "effects", "step", "describes", "indicates", "put",
        "place", "return", "move", "remember", "choose", "announce", "resolve", "discard", "draw",
        "decrease", "increase", "several", "nothing", "resolving", "rolling", "receive", "take"}
HEADS = {"card", "cards", "phase", "phases", "token", "tokens", "level", "levels", "space", "spaces",
         "board", "boards", "field", "fields", "marker", "markers", "track", "deck", "die", "dice",
         "pile", "area", "areas", "counter", "counters", "pawn", "pawns", "money", "account"}
CAP_PHRASE = re.compile(
    r"\b([A-Z][a-z]+(?:[- ](?:of the |of |de las |)[A-Z][a-z]+)*)(?: ([a-z]+))?")


KEEP_PLURAL = {"headquarters", "paratroops", "dice", "news", "series"}


def singular(word: str) -> str:
    w = word.lower()
    if w in KEEP_PLURAL:
        return w
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ss", "us", "is")) or len(w) <= 3:
        return w
    if w.endswith("s"):
        return w[:-1]
    return w


def term_key(phrase: str) -> str:
    parts = phrase.replace("-", " ").split()
    if not parts:
        return ""
    parts = [p.lower() for p in parts]
    parts[-1] = singular(parts[-1])
    return " ".join(parts)


@lru_cache(maxsize=1)
def kit_terms() -> tuple[str, ...]:
    """The kit's vocabulary: the rulebook's defined terms, Positions, Locations, forces, cards."""
    terms = [t.strip() for t in data_path("glossary", "terms_en.txt").read_text(encoding="utf-8").splitlines()
             if t.strip() and not t.startswith("#")]
    terms += ["Minister of Internal Security", "General of the First Army Brigade",
              "General of the Second Army Brigade", "General of the Third Army Brigade",
              "Admiral of the Navy", "Air Force Commander", "Palace Guard", "Police", "Marines",
              "Paratroops", "Gunboat", "Airstrike", "Army Brigade"]
    with data_path("cards", "political.csv").open(encoding="utf-8") as fh:
        terms += [row["name"] for row in csv.DictReader(fh) if len(row["name"]) > 3]
    return tuple(dict.fromkeys(terms))


def english_terms(text: str) -> list[tuple[str, str]]:
    """(key, surface) of every term occurrence in an English text (longest match first)."""
    found: dict[tuple[int, int], tuple[str, str]] = {}
    lower = text.lower()
    for term in sorted(kit_terms(), key=len, reverse=True):
        pattern = r"\b" + re.escape(term.lower()).replace(r"\ ", r"[\s-]+") + r"s?\b"
        for m in re.finditer(pattern, lower):
            if term[:1].isupper() and not text[m.start()].isupper():
                continue                      # "Church" the card, not "the church" in prose
            if not any(a <= m.start() < b or a < m.end() <= b for a, b in found):
                found[(m.start(), m.end())] = (term_key(term), text[m.start():m.end()])
    names = allowlist()
    for m in CAP_PHRASE.finditer(text):
        phrase, tail = m.group(1), m.group(2)
        words = phrase.replace("-", " ").split()
        while words and words[0].lower() in STOP:
            words = words[1:]
        while words and words[-1].lower() in STOP | {"of", "the"}:
            words = words[:-1]
            tail = None
        if not words:
            continue
        surface = " ".join(words)
        if tail and tail in HEADS and surface == phrase:
            surface += " " + tail
        start = text.find(surface, m.start())
        if start < 0:
            continue
        end = start + len(surface)
        if any(a <= start < b or a < end <= b for a, b in found):
            continue
        if len(surface.split()) == 1 and (_sentence_initial(text, start) or len(surface) < 4):
            continue
        if surface.lower() in STOP or surface.lower() in names:
            continue
        found[(start, end)] = (term_key(surface), surface)
    return [found[k] for k in sorted(found)]


@lru_cache(maxsize=1)
def allowlist() -> frozenset:
    """Names that stay in English in a translation: people of the examples, the game's title..."""
    lines = data_path("glossary", "names_allowlist.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(x.strip().lower() for x in lines if x.strip() and not x.startswith("#"))


def _sentence_initial(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    if not before or before[-1] in ".!?:;•–—-(\"“”\n":
        return True
    last = before.split()[-1]
    return last.isupper() and len(last) > 1          # after a heading in capitals: "INTRODUCTION Welcome"


RU_TOKEN = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")
ADJ = {"ADJF", "PRTF"}


def russian_phrases(text: str, max_len: int = 5) -> list[tuple[tuple, str, str]]:
    """Candidate noun phrases: (lemma key, surface, case of the first word)."""
    tokens = [(m.group(), m.start(), m.end()) for m in RU_TOKEN.finditer(text)]
    parsed = [parse_ru(t.lower()) for t, _, _ in tokens]
    out = []
    n = len(tokens)
    for h in range(n):
        lemma, pos, case = parsed[h]
        if pos != "NOUN":
            continue
        starts = [h]
        for back in (1, 2):
            if h - back >= 0 and parsed[h - back][1] in ADJ and _adjacent(text, tokens, h - back, h - back + 1):
                starts.append(h - back)
            else:
                break
        ends = [h]
        j = h + 1
        while j < n and j - h <= 3 and _adjacent(text, tokens, j - 1, j):
            if (tokens[j][0][:1].isupper() and not tokens[j - 1][0][:1].isupper()
                    and "nomn" in cases_ru(tokens[j][0].lower())):
                break                         # "Карты влияния Карты голосования": a new list item
            genitive = "gent" in cases_ru(tokens[j][0].lower())
            if parsed[j][1] in ADJ and genitive:
                j += 1
                continue
            if parsed[j][1] == "NOUN" and genitive:
                ends.append(j)
                j += 1
                continue
            break
        for s in starts:
            for e in ends:
                if e - s + 1 > max_len:
                    continue
                key = tuple(parsed[k][0] for k in range(s, e + 1))
                surface = text[tokens[s][1]:tokens[e][2]]
                out.append((key, surface, parsed[s][2] or ""))
    for m in re.finditer(r"«([^«»]{2,60})»", text):
        inner = m.group(1).strip(" .…")
        words = RU_TOKEN.findall(inner)
        if 1 <= len(words) <= max_len and len(words) == len(inner.split()):
            key = tuple(parse_ru(w.lower())[0] for w in words)
            out.append((key, inner, parse_ru(words[0].lower())[2] or ""))
    return out


def _adjacent(text, tokens, i, j) -> bool:
    gap = text[tokens[i][2]:tokens[j][1]]
    return gap.strip() == "" and "\n" not in gap


def guillemet_terms(text: str) -> list[str]:
    """Russian terms in «guillemets» (politics_ru)."""
    return [t.strip() for t in re.findall(r"«([^«»]{2,40})»", text) if CYRILLIC.search(t)]


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
    jieba.setLogLevel(logging.ERROR)
    from .language import to_simplified
    conv = to_simplified()
    for zh, _, _ in zh_dictionary():
        jieba.add_word(conv.convert(zh), freq=200000)
    return jieba


def chinese_tokens(text: str) -> list[tuple[str, str]]:
    """(traditional, simplified) words of a Chinese text, segmented on its simplified form."""
    from .language import to_simplified
    simple = to_simplified().convert(text)
    jieba = _jieba()
    out, pos = [], 0
    for word in jieba.cut(simple):
        original = text[pos:pos + len(word)] if len(simple) == len(text) else word
        pos += len(word)
        out.append((original, word))
    return out
