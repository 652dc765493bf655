"""Repair of English text damaged by PDF extraction (robinson_en_ru): ligatures turned into '?',
a space, or nothing.  "Th reat" -> "Threat", "e?ect" -> "effect", "a er" -> "after",
"rst" -> "first", "bene ts" -> "benefits".  A repair is made only when it yields a known word;
every repair is logged (corpus, location, before, after), and shown to a reviewer with the words
either side of it as the text has them (:func:`in_context`: "a er use", "requirements eld of").

A compound broken at a PDF line's end keeps its hyphen with a space after it: JUNTA's "a political-
satirical card game", copied into its translation as "политически- сатирическая карточная игра".
:func:`broken_hyphens` finds a lower-case word, a hyphen and a space before a lower-case adjective or
participle that continues the compound (not "лучше- деньги", a dash without its space), not before a
conjunction (a hanging hyphen: "политически- и экономически"), in the Russian a reader meets (the
English sources are not the team's text: a precision reader called the English's own break, reported
beside its translation's, "false").  Nothing is suggested: the compound's first part may want another
form as well ("политико-сатирическая").
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..core.rulesets import data_path

LIGATURES = ("ff", "fi", "fl", "ffi", "ffl", "ft", "f", "Th", "th")
BROKEN_MARK = re.compile(r"(?<![A-Za-z])([A-Za-z]*)\?\s?([A-Za-z]*)")     # e?ect, e? ect, ? reat
SPLIT_TH = re.compile(r"\b(Th)\s([a-z]+)\b")                                # Th e, Th reat
FRAGMENTS = {"er", "ts", "rst", "nd", "eld", "elds", "cult", "nal", "nally"}
TOKEN = re.compile(r"[A-Za-z]+")
#: a lower-case word, its hyphen and a space, and the lower-case word after them
BROKEN_HYPHEN = re.compile(r"(?<![\w-])([а-яё]{2,})- ([а-яё]{2,})(?![\w-])")
#: the words a hanging hyphen stands before ("политически- и экономически")
HANGING = frozenset({"и", "или", "либо", "а"})


@lru_cache(maxsize=1)
def _shipped() -> frozenset:
    lines = data_path("glossary", "ligature_words.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(w.strip().lower() for w in lines if w.strip() and not w.startswith("#"))


class Vocabulary:
    """Known English words: the shipped list plus words of clean English text."""

    def __init__(self, clean_texts=(), damaged_texts=()):
        """``clean_texts``: trusted English.  ``damaged_texts``: the text being repaired; only its
        longer words (5+ letters) are trusted, since fragments like "er" or "rst" are damage."""
        words = set(_shipped())
        for text in clean_texts:
            words.update(w.lower() for w in TOKEN.findall(text) if len(w) > 1)
        for text in damaged_texts:                 # a damaged text's own longer words, if English at all
            words.update(w.lower() for w in TOKEN.findall(text.replace("?", " "))
                         if len(w) >= 5 and w.lower() not in FRAGMENTS and _real(w.lower()))   # "nally" is damage
        self.words = words

    def __contains__(self, word: str) -> bool:
        w = word.lower()
        if w in self.words or (len(w) >= 4 and w not in FRAGMENTS and _common_english(w)):
            return True
        # a plural or third person of a known word ("shuffles" of shuffle), rarer than the word itself
        return len(w) >= 6 and w.endswith("s") and w not in FRAGMENTS and w[:-1] in self


@lru_cache(maxsize=50_000)
def _frequency(word: str) -> float:
    """A word's frequency in general English (wordfreq's Zipf scale): repairs are not limited to the
    words the corpora happen to use elsewhere ("ghting" -> "fighting")."""
    from .frequency import FREQUENCIES
    return FREQUENCIES.zipf(word.lower(), "en")


def _common_english(word: str) -> bool:
    return _frequency(word) >= 3.5      # "ofthe" (3.3) and "ect" (3.1) are not words


def _real(word: str) -> bool:
    """Not a fragment left by the damage: "ghting" is no English word, "palisade" is."""
    return _frequency(word) >= 1.5


def _case_like(template: str, word: str) -> str:
    return word[0].upper() + word[1:] if template[:1].isupper() else word


def repair(text: str, vocab: Vocabulary) -> tuple[str, list[tuple[str, str]]]:
    """Return the repaired text and the list of (before, after) repairs."""
    log: list[tuple[str, str]] = []

    def mark(m):
        head, tail = m.group(1), m.group(2)
        for lig in LIGATURES:
            word = head + lig + tail
            if word.lower() in vocab and (head or tail):
                fixed = word if head else ("Th" + tail if lig.lower() == "th" else word)
                log.append((m.group(0), fixed))
                return fixed
        ends = [head + lig for lig in LIGATURES if len(lig) > 1 and head and (head + lig).lower() in vocab
                and (head + lig).lower() != tail.lower()]
        if ends:
            # "moved o? the board": the ligature ends the word ("off"); a ligature glyph is two letters or
            # more ("of" is no ligature's word), never a word repeating the next one; of the words left,
            # one the English texts write elsewhere first, then the commonest
            word = max(ends, key=lambda w: (w.lower() in vocab.words, _frequency(w)))
            rest = m.group(0)[len(head) + 1:]
            fixed = word + (rest if rest.startswith(" ") else (" " + rest if rest else ""))
            log.append((m.group(0), fixed))
            return fixed
        return m.group(0)

    text = BROKEN_MARK.sub(mark, text)

    def th(m):
        word = m.group(1) + m.group(2)
        if word in vocab:
            log.append((m.group(0), word))
            return word
        return m.group(0)

    text = SPLIT_TH.sub(th, text)

    text = _merge_split_words(text, vocab, log)

    def lone(m):
        word = m.group(0)
        if word in vocab or len(word) < 2:
            return word
        # a ligature lost at the start ("ghting" -> "fighting") or at the end ("le" -> "left"):
        # of the words it could have been, the most common one
        candidates = [_case_like(word, lig + word.lower()) if word[:1].isupper() else lig + word
                      for lig in ("fi", "fl", "ff", "ffi", "ffl")] + [word + lig for lig in ("ft", "ff", "fi", "fl")]
        known = [c for c in candidates if c in vocab]
        if not known:
            return word
        fixed = max(known, key=_frequency)
        log.append((word, fixed))
        return fixed

    text = TOKEN.sub(lone, text)
    return text, log


def _merge_split_words(text: str, vocab: Vocabulary, log: list) -> str:
    """Join "a er" -> "after", "aft er" -> "after", "fi eld" -> "field", "bene ts" -> "benefits":
    two tokens one space apart whose right part is no word (or a known fragment) and whose join,
    with or without a lost ligature, is a known word."""
    tokens = list(TOKEN.finditer(text))
    out, last, skip = [], 0, False
    for left, right in zip(tokens, tokens[1:] + [None]):
        if skip:
            skip = False
            continue
        if right is None or text[left.end():right.start()] != " ":
            continue
        a, b = left.group(), right.group()
        if b[:1].isupper() or (b.lower() in vocab and b.lower() not in FRAGMENTS):
            continue
        for lig in ("", "ft", "fi", "ff", "fl", "ffi", "ffl"):             # "shu e" -> "shuffle"
            word = a + lig + b
            if word.lower() in vocab:
                out.append(text[last:left.start()] + word)
                last = right.end()
                log.append((f"{a} {b}", word))
                skip = True
                break
    out.append(text[last:])
    return "".join(out)


def in_context(text: str, start: int, end: int) -> str:
    """The damaged words ``text[start:end]`` with the word before and the word after them on their
    line, exactly as the text has them ("the a er use" for "a er"): "a er" alone reads as nothing."""
    before = re.search(r"[^\s]+[ \t]+$", text[:start])
    after = re.match(r"[ \t]+[^\s]+", text[end:])
    return text[before.start() if before else start:end + (after.end() if after else 0)]


def placed(original: str, log: list[tuple[str, str]]) -> list[tuple[int, str, str]]:
    """(position in ``original``, before, after) of each repair of :func:`repair`'s log: the k-th
    repair of a damaged form at the k-th place the original has that form as whole words (the passes
    each go left to right, one after another; -1 where the form is not found)."""
    seen: dict[str, int] = {}
    out = []
    for before, after in log:
        places = [m.start() for m in re.finditer(rf"(?<![A-Za-z]){re.escape(before)}(?![A-Za-z])", original)]
        k = seen.get(before, 0)
        seen[before] = k + 1
        out.append((places[k] if k < len(places) else -1, before, after))
    return out


def broken_hyphens(segments) -> list[list]:
    """The compounds broken at a line's end in the written Russian (the module's doc): ``broken_ligature``
    findings."""
    from ..russian.analysis import parses
    from .grammar_slips import finding_row, written_russian
    from .messages import said
    from .qa import quote
    out = []
    written = written_russian(segments)
    for r in written.itertuples():
        for m in BROKEN_HYPHEN.finditer(r.text):
            first, second = m.groups()
            if second in HANGING or parses(second)[0].tag.POS not in ("ADJF", "PRTF"):
                continue
            out.append(finding_row(r, m.start(), "broken_ligature", quote(r.text, m.start(), m.end(), 20), "",
                                   said("hyphen_broken", written=m.group())))
    return out
