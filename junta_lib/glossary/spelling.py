"""Spelling: the typos of the Russian texts ("избирите", "илил", "Передвигасясь", "«ПОдготовка»").

A word is a typo when hunspell's Russian dictionary (Debian's ``hunspell-ru``, read through
pyenchant) rejects it, pymorphy3's dictionary does not know it either, it stands once in all the
corpora (a word the translators write again and again is their word, not a slip) and it is no word
of the glossary's terms ("ассасин", "Центробанк").  A capitalised word inside a sentence is a name
and left alone.  A capital inside a word ("ПОдготовка", "настабИльность") is a typo whatever the
dictionaries say, and so are two sentences glued without a space ("Ассасинов.Она") or a word glued to
a closing bracket or comma ("(только ресурсы)и").  hunspell's first suggestion is the expected
spelling.  Words each dictionary knows, written against a rule of Russian spelling (the academic
rules, «Правила русской орфографии и пунктуации», 2006), are typos too:
- a compound noun whose first part is always joined with a hyphen, written apart ("Бизнес центр":
  бизнес-, вице-, экс-, пресс-, интернет-, онлайн-, кое-; §§ 113-122);
- "в течении" for the preposition "в течение" (during), unless a flow is meant ("в течении реки");
- "не" apart from a full participle that stands with nothing of its own before its noun ("не
  открытые клетки": неоткрытые; § 151).

In the English sources, a word general English does not use (wordfreq) is a typo where swapping two
of its letters side by side makes a common word ("Strenghtening": Strengthening) or where it splits
into two common words ("maycast": may cast).

Without the dictionary (pyenchant or hunspell-ru not installed) the check finds stray capitals
only, and the build says so.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

import pandas as pd
from .messages import said

WORD = re.compile(r"(?<![А-Яа-яЁёA-Za-z-])[А-Яа-яЁё]{3,}(?![А-Яа-яЁёA-Za-z-])")
GLUED = re.compile(r"(?<![А-Яа-яЁё])[А-Яа-яЁё]*[а-яё]{2}\.[А-ЯЁ][а-яё]+")
STRAY_CAPITAL = re.compile(r"^(?:[А-ЯЁ]{2}[а-яё]{2,}|[а-яё]+[А-ЯЁ][а-яё]*)$")
GLUED_BRACKET = re.compile(r"(?<![А-Яа-яЁё])[А-Яа-яЁё]+[),][А-Яа-яЁё]+")
HYPHENATED_FIRST = re.compile(r"(?i)(?<![А-Яа-яЁё-])(бизнес|вице|экс|пресс|интернет|онлайн|кое) ([а-яё]{3,})")
DURING = re.compile(r"(?i)(?<![А-Яа-яЁё])в течении (?!(?:реки|ручья|потока|болезни|событий)\b)[а-яё]+")
NOT_PARTICIPLE = re.compile(r"(?i)(?<![А-Яа-яЁё])(не) ([а-яё]{4,}) ([а-яё]{3,})")
#: a reviewer's list quoting the text it corrects ("в тексте: «…»"): a slip inside is found where the text has it
QUOTED_TEXT = re.compile(r"в тексте[^«\n]{0,20}«[^»]*»")
SENTENCE_START = re.compile(r"(?:^|[.!?:;•«\"“(\n]|\d\.)\s*$")
DICTIONARY = "ru_RU"
CACHE = "spelling-ru_RU.marshal"


@lru_cache(maxsize=1)
def dictionary():
    """hunspell's Russian dictionary through pyenchant, or None when either is missing."""
    try:
        import enchant
        return enchant.Dict(DICTIONARY)
    except Exception:                                  # noqa: BLE001 - no library or no dictionary: stray capitals only
        return None


def unavailable() -> str | None:
    """Why the dictionary check cannot run here (None when it can)."""
    if dictionary() is None:
        return ("spelling: hunspell's Russian dictionary is not available (apt-get install hunspell-ru "
                "libenchant-2-2; pip install pyenchant): only stray capitals are checked")
    return None


def verdicts(words: list[str]) -> dict[str, tuple[bool, str]]:
    """word -> (hunspell knows it, its first suggestion), kept in the build's cache (a suggestion
    takes hunspell a sixth of a second; the dictionary is loaded only for words not seen before)."""
    from ..core.cache import keep_cached, read_cached
    cached = read_cached(CACHE) or {}
    missing = [w for w in words if w not in cached]
    if missing and dictionary() is not None:
        spell = dictionary()
        for w in missing:
            known = spell.check(w)
            cached[w] = (known, "" if known else next(iter(spell.suggest(w)), ""))
        keep_cached(CACHE, cached)
    return {w: cached[w] for w in words if w in cached}


def typos(segments: pd.DataFrame, term_words: set[str]) -> list[tuple]:
    """(segment row, position, word, suggestion, why) for each typo of the Russian segments."""
    from ..russian import morph
    # the reviewers' versions and the inline renderings beside the English are Russian a reader meets too
    russian = segments[(segments.lang == "ru") & (segments.variant.isin(["translation", "paragraph", "text", "note", "inline"])
                                                  | segments.variant.str.startswith("reviewer"))]
    counts = Counter(w.lower() for text in segments[segments.lang == "ru"].text for w in WORD.findall(text))
    analyser = morph()
    out, candidates = [], []
    for r in russian.itertuples():
        for m in GLUED.finditer(r.text):
            out.append((r, m.start(), m.group(), m.group().replace(".", ". "), said("no_space_after_stop")))
        quoted = [m.span() for m in QUOTED_TEXT.finditer(r.text)]     # a reviewer quoting the text: the
        out += [t for t in against_the_rules(r) if not any(a <= t[1] < b for a, b in quoted)]   # finding is there
        for m in WORD.finditer(r.text):
            word = m.group()
            if STRAY_CAPITAL.match(word):
                out.append((r, m.start(), word, word[:1] + word[1:].lower() if word[1].isupper() else word.lower(),
                            said("capital_inside")))
                continue
            if counts[word.lower()] > 1 or word.lower() in term_words or word.isupper():
                continue
            if word[:1].isupper() and not SENTENCE_START.search(r.text[:m.start()]):
                continue                               # a name
            if not analyser.word_is_known(word.lower()):
                candidates.append((r, m.start(), word))
    known = verdicts(sorted({w for _, _, w in candidates}))
    for r, pos, word in candidates:
        if word in known and not known[word][0]:
            out.append((r, pos, word, known[word][1], said("unknown_word")))
    return sorted(out, key=lambda t: (t[0].Index, t[1]))


def against_the_rules(r) -> list[tuple]:
    """Words the dictionaries know, written against a rule of Russian spelling (the module's doc)."""
    from ..russian import analyses
    out = []
    for m in GLUED_BRACKET.finditer(r.text):
        out.append((r, m.start(), m.group(), re.sub(r"([),])", r"\1 ", m.group()), said("no_space_after_bracket")))
    for m in HYPHENATED_FIRST.finditer(r.text):
        if analyses(m.group(2).lower())[0].tag.POS == "NOUN":
            out.append((r, m.start(), m.group(), f"{m.group(1)}-{m.group(2)}", said("hyphenated_compound")))
    for m in DURING.finditer(r.text):
        out.append((r, m.start(), m.group(), m.group().replace("течении", "течение"),
                    said("during_spelling")))
    for m in NOT_PARTICIPLE.finditer(r.text):
        participles = [a for a in analyses(m.group(2).lower()) if a.tag.POS == "PRTF"]
        nouns = [a for a in analyses(m.group(3).lower()) if a.tag.POS == "NOUN"]
        if nouns and analyses(m.group(3).lower())[0].tag.POS == "NOUN" and any(
                p.tag.case == n.tag.case and p.tag.number == n.tag.number for p in participles for n in nouns):
            out.append((r, m.start(), f"{m.group(1)} {m.group(2)}", f"не{m.group(2)}",
                        said("not_with_participle")))
    return out


ENGLISH_WORD = re.compile(r"(?<![A-Za-z'’-])[A-Za-z]{6,}(?![A-Za-z'’-])")
#: wordfreq's Zipf scale: a word below RARE is unknown to general English, a word from COMMON on is common
RARE, COMMON = 1.0, 3.0


def english_typos(segments: pd.DataFrame) -> list[tuple]:
    """(segment row, position, word, suggestion, why) for each typo of the English sources: two
    letters swapped, or two words glued (the module's doc); the first place of each word."""
    from wordfreq import zipf_frequency
    out, seen = [], set()
    for r in segments[segments.lang == "en"].itertuples():
        for m in ENGLISH_WORD.finditer(r.text):
            word = m.group()
            lower = word.lower()
            if lower in seen or zipf_frequency(lower, "en") >= RARE:
                continue
            seen.add(lower)
            swapped = [lower[:i] + lower[i + 1] + lower[i] + lower[i + 2:] for i in range(len(lower) - 1)]
            common = [w for w in swapped if zipf_frequency(w, "en") >= COMMON]
            if common:
                fixed = common[0] if word.islower() else common[0].capitalize()
                out.append((r, m.start(), word, fixed, said("letters_swapped")))
                continue
            split = [(lower[:i], lower[i:]) for i in range(2, len(lower) - 1)
                     if min(zipf_frequency(lower[:i], "en"), zipf_frequency(lower[i:], "en")) >= 4.0]
            if split:
                out.append((r, m.start(), word, " ".join(split[0]), said("words_glued")))
    return out

