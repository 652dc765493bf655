"""QA findings: corpus, location, kind, evidence (a short quote), message.

Kinds: untranslated_fragment, translator_question, alternatives_marked, inconsistent_term,
number_mismatch, broken_ligature, reviewer_suggestion.
"""
from __future__ import annotations

import re

import pandas as pd

from .language import parse_ru
from .terms import ABBREV, allowlist

QA_COLUMNS = ["corpus", "location", "kind", "evidence", "message"]
KINDS = ("untranslated_fragment", "translator_question", "alternatives_marked", "inconsistent_term",
         "number_mismatch", "broken_ligature", "reviewer_suggestion")
LATIN_RUN = re.compile(r"[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*(?:[ ][A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*)*")
QUESTION_WORDS = re.compile(r"ВОПРОС|я так понял|что лучше|может как", re.IGNORECASE)
PAREN = re.compile(r"\(([^()]{1,160})\)")
BACKSLASH = re.compile(r"[А-Яа-яЁё»]+\s?\\\s?[А-Яа-яЁё«]+")
SLASH = re.compile(r"\b[А-Яа-яЁё]{3,}/[А-Яа-яЁё]{3,}\b")
EN_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
              "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
RU_NUMBERS = {"один": 1, "два": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6, "семь": 7, "восемь": 8,
              "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12, "двое": 2, "трое": 3}


def quote(text: str, start: int, end: int, width: int = 30) -> str:
    a, b = max(0, start - width), min(len(text), end + width)
    return ("…" if a else "") + text[a:b].replace("\n", " ") + ("…" if b < len(text) else "")


def untranslated_fragments(segments: pd.DataFrame) -> list[list]:
    names = allowlist()
    out = []
    for r in segments[segments.lang == "ru"].itertuples():
        if r.variant == "inline":
            continue
        for m in LATIN_RUN.finditer(r.text):
            words = m.group().strip("-’'").split()
            if all(w.lower() in names for w in words) or len(m.group()) < 2:
                continue
            if r.variant == "text" and (ABBREV.match(r.text) or _in_parentheses(r.text, m.start())):
                continue                     # a gloss the Russian-only text gives on purpose
            out.append([r.corpus, r.location, "untranslated_fragment", quote(r.text, m.start(), m.end(), 20),
                        f"English left in the Russian ({r.variant}): '{m.group()}'"])
    return out


def _in_parentheses(text: str, pos: int) -> bool:
    return text.rfind("(", 0, pos) > text.rfind(")", 0, pos)


def translator_questions(segments: pd.DataFrame) -> list[list]:
    out = []
    for r in segments[segments.lang == "ru"].itertuples():
        for m in PAREN.finditer(r.text):
            if "?" in m.group(1) or QUESTION_WORDS.search(m.group(1)):
                out.append([r.corpus, r.location, "translator_question", quote(r.text, m.start(), m.end(), 10),
                            f"an open question left in the translation ({r.variant}): ({m.group(1).strip()})"])
        if QUESTION_WORDS.search(r.text) and "?" in r.text and not any(
                "?" in m.group(1) for m in PAREN.finditer(r.text)):
            m = QUESTION_WORDS.search(r.text)
            out.append([r.corpus, r.location, "translator_question", quote(r.text, m.start(), m.end()),
                        f"a translator's question ({r.variant})"])
    return out


def alternatives(segments: pd.DataFrame) -> list[list]:
    out = []
    for r in segments[(segments.lang == "ru") & (segments.corpus.isin(["junta_en_ru"]) |
                                                 segments.variant.isin(["paragraph"]))].itertuples():
        for m in BACKSLASH.finditer(r.text):
            out.append([r.corpus, r.location, "alternatives_marked", quote(r.text, m.start(), m.end(), 15),
                        f"unresolved alternatives separated by '\\': {m.group()}"])
        for m in SLASH.finditer(r.text):
            out.append([r.corpus, r.location, "alternatives_marked", quote(r.text, m.start(), m.end(), 15),
                        f"unresolved alternatives separated by '/': {m.group()}"])
        if r.corpus != "junta_en_ru":
            continue
        for m in PAREN.finditer(r.text):
            inner = m.group(1).strip()
            words = inner.split()
            if ("?" in inner or re.search(r"\d|см\.|стр", inner) or not re.fullmatch(r"[А-Яа-яЁё ,-]+", inner)
                    or len(words) > 5):
                continue
            before = re.findall(r"[А-Яа-яЁё]+", r.text[:m.start()])[-1:] or [""]
            if before[0] and parse_ru(before[0].lower())[1] in ("NOUN", "ADJF", "INFN", "VERB") \
                    and parse_ru(words[0].lower())[1] == parse_ru(before[0].lower())[1]:
                out.append([r.corpus, r.location, "alternatives_marked", quote(r.text, m.start(), m.end(), 20),
                            f"an alternative rendering in parentheses: ({inner})"])
    return out


def numbers(text: str, lang: str) -> set[int]:
    found = {int(n) for n in re.findall(r"\b\d+\b", text)}
    if lang == "en":
        found |= {EN_NUMBERS[w] for w in re.findall(r"[a-z]+", text.lower()) if w in EN_NUMBERS}
    else:
        for w in re.findall(r"[а-яё]+", text.lower()):
            lemma = parse_ru(w)[0]
            if lemma in RU_NUMBERS:
                found.add(RU_NUMBERS[lemma])
    return found


def number_mismatches(pairs: pd.DataFrame) -> list[list]:
    out = []
    for p in pairs[pairs.variant != "inline"].itertuples():
        src, tgt = numbers(p.src, "en"), numbers(p.tgt, "ru")
        digits_src = {int(n) for n in re.findall(r"\b\d+\b", p.src)}
        digits_tgt = {int(n) for n in re.findall(r"\b\d+\b", p.tgt)}
        missing, extra = digits_src - tgt, digits_tgt - src
        if missing or extra:
            evidence = f"source {sorted(digits_src)} / {p.variant} {sorted(digits_tgt)}"
            what = []
            if missing:
                what.append(f"{sorted(missing)} of the source not in the {p.variant}")
            if extra:
                what.append(f"{sorted(extra)} in the {p.variant} not in the source")
            out.append([p.corpus, p.location, "number_mismatch", evidence, "numbers differ: " + "; ".join(what)])
    return out


SUGGESTION = re.compile(r"в тексте(?: \([^)]*\))?:\s*«(.+?)»\s*\n\s*([^\n:]*лучше):\s*«(.+?)»", re.S)


def reviewer_suggestions(segments: pd.DataFrame) -> list[list]:
    out = []
    for corpus, seg in segments.groupby("corpus", sort=False):
        ru = seg[seg.lang == "ru"]
        for r in ru.itertuples():
            for m in SUGGESTION.finditer(r.text):
                original, better = m.group(1), m.group(3)
                probe = original.strip("…. ").split("…")[0].strip()
                target = next((t.location for t in ru.itertuples()
                               if t.location != r.location and probe and probe in t.text), r.location)
                out.append([corpus, target, "reviewer_suggestion", f"«{original}» → «{better}»",
                            f"the reviewer's list (paragraph {r.location}) suggests: {m.group(2).strip()}: «{better}»"])
        for r in seg[seg.variant.str.startswith("reviewer") & (seg.lang == "ru")].itertuples():
            out.append([corpus, r.location, "reviewer_suggestion", quote(r.text, 0, 0, 60),
                        f"a reviewer proposes another translation ({r.variant}, cell {r.cell})"])
    return out


def inconsistent_terms(terms: pd.DataFrame, renderings: pd.DataFrame) -> list[list]:
    out = []
    for t in terms[terms.status == "inconsistent"].itertuples():
        out.append([t.corpus, _first(t.locations), "inconsistent_term", t.variants[:120],
                    f"'{t.source_term}' is rendered several ways; preferred: {t.preferred_target} ({t.basis})"])
    bilingual = terms[terms.source_lang == "en"]
    for (corpus, target), group in bilingual.groupby(["corpus", "preferred_target"]):
        if len(group) > 1 and target:
            out.append([corpus, _first(group.locations.iloc[0]), "inconsistent_term", target,
                        f"the same rendering '{target}' is preferred for {', '.join(group.source_term)}"])
    return out


def _first(locations: str) -> int:
    return int(str(locations).split()[0]) if str(locations).split() else 0


def ligature_findings(repairs: list[tuple]) -> list[list]:
    return [[corpus, location, "broken_ligature", before, f"PDF extraction damage repaired to '{after}'"]
            for corpus, location, before, after in repairs]


def findings(segments, pairs, terms, renderings, repairs) -> pd.DataFrame:
    rows = (untranslated_fragments(segments) + translator_questions(segments) + alternatives(segments)
            + inconsistent_terms(terms, renderings) + number_mismatches(pairs) + ligature_findings(repairs)
            + reviewer_suggestions(segments))
    return pd.DataFrame(rows, columns=QA_COLUMNS)
