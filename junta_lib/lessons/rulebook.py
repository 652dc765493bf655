"""The rules in the rulebooks' own words, for the tutorials: JUNTA's English column by row (seed 000)
with its Russian rendering and the reviewers' suggestions, and the glossary's reviewed terms of the
row; Viva el Presidente!'s Chinese sections (seed 004) with the kit's English reading."""
from __future__ import annotations

import csv
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from ..core.rulesets import data_path

JUNTA_FILE = "000_c47e5ab693709e99.txt"
VIVA_FILE = "004_3bc1b2243a076b76.txt"
#: the seed number a rule box names as the Viva rules' source
VIVA_SEED = VIVA_FILE.partition("_")[0]


@dataclass(frozen=True)
class Row:
    row: int
    english: str
    russian: str
    suggestions: tuple[str, ...]

    @property
    def question(self) -> bool:
        """The English cell holds a translator's question ("ВОПРОС: ..."), not rule text (row 26)."""
        return bool(_QUESTION.match(self.english))

    @property
    def english_only(self) -> str:
        """The English column for a student to read: without the Russian headings the first
        translator typed into it ("Этап 3: Получение иностранной помощи The President draws ..."),
        without the text extraction's artefacts (see :func:`tidy_extraction`), and empty where the
        cell is a translator's question."""
        if self.question:
            return ""
        return tidy_extraction(english_only(self.english))

    @property
    def first_draft(self) -> str:
        """The first translator's Russian: the translation's own column, or where it is empty (rows
        21 and 22) the Russian typed into the English cell after each English heading and sentence."""
        return self.russian.strip() or russian_only(self.english)

    @property
    def reviewed(self) -> str:
        """The row as the team's editor made it (data/lessons/rulebook_ru.csv: the decisions in
        glossary/decisions.csv applied, the reviewers' good corrections taken, the translator's
        questions and English words gone); empty where the row has not been reviewed."""
        return reviewed_russian().get(self.row, "")


_QUESTION = re.compile(r"^\s*(ВОПРОС|ВОПРОСЫ|QUESTION)\b", re.IGNORECASE)
# a page reference written twice, sometimes with a stray word between: "p. 8); 8);", "p. 8); force 8);"
_DOUBLED = re.compile(r"(p\. ([\d/]+)\)[.;]?)(?: [A-Za-z]+){0,3} \2\)[.;]?(?!\S)")
_WORD = re.compile(r"\b[a-z]{5,}\b")


def tidy_extraction(text: str) -> str:
    """Mend what the PDF extraction left in the English column: a page reference written twice
    ("on p. 7/8). 7/8).", "on p. 8); force 8);") and two words run together ("He maycast": a word unknown to English
    that splits into two common ones)."""
    from wordfreq import zipf_frequency

    text = _DOUBLED.sub(r"\1", text)

    def split(m: re.Match) -> str:
        word = m.group(0)
        if zipf_frequency(word, "en") >= 1.5:
            return word
        for i in range(2, len(word) - 1):
            if zipf_frequency(word[:i], "en") > 3.5 and zipf_frequency(word[i:], "en") > 3.5:
                return f"{word[:i]} {word[i:]}"
        return word
    return _WORD.sub(split, text)


_CYRILLIC = re.compile(r"[А-Яа-яЁё]")
_LETTER = re.compile(r"[^\W\d_]")


def _runs(text: str) -> list[tuple[bool, str]]:
    """A mixed cell cut into its runs, in order: (True, a run of Cyrillic words with the numbers and
    punctuation inside it) or (False, one word of another script)."""
    tokens = text.split()
    runs: list[tuple[bool, str]] = []
    i = 0
    while i < len(tokens):
        if not _CYRILLIC.search(tokens[i]):
            runs.append((False, tokens[i]))
            i += 1
            continue
        j = i
        while j < len(tokens) and (_CYRILLIC.search(tokens[j]) or not _LETTER.search(tokens[j])):
            j += 1
        while j > i + 1 and not _CYRILLIC.search(tokens[j - 1]) and not _LETTER.search(tokens[j - 1]):
            j -= 1          # give back trailing numbers and bullets that open the next English phrase
        runs.append((True, " ".join(tokens[i:j])))
        i = j
    return runs


def english_only(text: str) -> str:
    """Drop every run of Cyrillic words from a mixed cell, with the numbers and punctuation inside
    the run ("Фаза 5: выбор локации"); a dash left hanging before a dropped run goes too."""
    keep: list[str] = []
    for cyrillic, run in _runs(text):
        if not cyrillic:
            keep.append(run)
        elif keep:
            keep[-1] = keep[-1].rstrip("-–—")
    return " ".join(t for t in keep if t)


def russian_only(text: str) -> str:
    """The runs of Cyrillic words of a mixed cell, in order: what :func:`english_only` drops."""
    return " ".join(run for cyrillic, run in _runs(text) if cyrillic)


@lru_cache(maxsize=1)
def reviewed_russian() -> dict[int, str]:
    """Row -> the reviewed Russian of data/lessons/rulebook_ru.csv (rows with an empty text left out)."""
    path = data_path("lessons", "rulebook_ru.csv")
    if not path.is_file():
        return {}
    with path.open(encoding="utf-8", newline="") as fh:
        return {int(r["row"]): r["russian"].strip() for r in csv.DictReader(fh) if r["russian"].strip()}



@lru_cache(maxsize=1)
def junta_rows() -> dict[int, Row]:
    """Rows 2-73 of the JUNTA rulebook: English (B), the first Russian translation (C), the
    reviewers' suggestions (D and later)."""
    out = {}
    text = data_path("corpora", JUNTA_FILE).read_text(encoding="utf-8")
    for line in text.splitlines():
        m = re.match(r"^(\d+) \| (.*)$", line)
        if not m:
            continue
        number = int(m.group(1))
        cells = [c.strip() for c in m.group(2).split(" | ")]
        cells = [c for c in cells if c.strip("| ")]
        if number < 2 or not cells:
            continue
        out[number] = Row(number, cells[0], cells[1] if len(cells) > 1 else "", tuple(cells[2:]))
    return out


def junta_row(number: int) -> Row:
    rows = junta_rows()
    if number not in rows:
        raise KeyError(f"the JUNTA rulebook has rows 2-73; row {number} holds no text")
    return rows[number]


@lru_cache(maxsize=1)
def reviewed_terms() -> list[tuple[str, str]]:
    """(English term, the glossary's reviewed Russian rendering) for the JUNTA rulebook, longest
    first, from glossary/terms.csv (the reconciled glossary) when the kit has one."""
    path = data_path("..", "glossary", "terms.csv")
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r.get("corpus") == "junta_en_ru" and r.get("preferred_target")]
    pairs = [(r["source_term"], r["preferred_target"]) for r in rows]
    return sorted(pairs, key=lambda p: -len(p[0]))


def terms_in(text: str, limit: int = 8) -> list[tuple[str, str]]:
    """The glossary's terms that occur in an English text (longest first, no overlaps)."""
    found, taken = [], text
    for en, ru in reviewed_terms():
        if re.search(rf"\b{re.escape(en)}\b", taken):
            found.append((en, ru))
            taken = re.sub(rf"\b{re.escape(en)}\b", " ", taken)
        if len(found) >= limit:
            break
    return found


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    chinese: str
    english: str


@lru_cache(maxsize=1)
@lru_cache(maxsize=8)
def lesson_data(name: str) -> dict:
    """A table of data/lessons/ (quizzes.toml, kit_rules.toml, viva_sections.toml), read once."""
    with data_path("lessons", name).open("rb") as fh:
        return tomllib.load(fh)


def viva_sections() -> dict[str, Section]:
    """Viva el Presidente!'s sections: the seed's Chinese lines between two markers, and the kit's
    English reading of them (data/lessons/viva_sections.toml)."""
    spec = lesson_data("viva_sections.toml")
    lines = data_path("corpora", VIVA_FILE).read_text(encoding="utf-8").splitlines()
    out = {}
    for key, s in spec.items():
        start = next(i for i, line in enumerate(lines) if line.startswith(s["from"]))
        end = next((i for i, line in enumerate(lines) if i > start and line.startswith(s["to"])), len(lines)) \
            if s.get("to") else start + 1
        out[key] = Section(key, s["title"], "\n".join(lines[start:end]).strip(), s["english"].strip())
    return out
