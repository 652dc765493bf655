"""The game's terms in each language, worded by the translators' glossary.

Every name the game shows (a Position, Location, map area, unit, card, phase) has a key and an
English term in the kit's term list ``data/i18n/terms.csv``.  Its rendering in a language is, in
this order:

1. a translator's **decision** in ``glossary/decisions.csv`` (taken in notebook 09 or the workbook):
   for Russian the decision on the English term in an EN-RU corpus; for Chinese the Chinese term a
   decision on the Viva corpus maps to that English;
2. the **glossary's** preferred rendering (``glossary/terms.csv``) when the corpus agrees on it
   ("consistent") or it is the only evidence ("proposed"); a term the corpus renders several ways
   ("inconsistent") waits for a decision, and meanwhile
3. the kit's own rendering in ``data/i18n/terms.csv`` stands.

The Russian corpora are JUNTA's rules and word JUNTA's terms; the Chinese corpus is Viva's and words
Viva's.  Only 1 is *reviewed*, and a glossary status of "consistent" is taken as the corpus's
agreement; every other term is listed by :func:`coverage` (``junta words``), so the translators
see which words of the game still wait for them.

Where the glossary is: ``JUNTA_GLOSSARY``, else the checkout's ``glossary/`` folder, else the copy
in the installed package.  The files are read again when they change, so a decision taken in
notebook 09 words the game from the next game on.
"""
from __future__ import annotations

import csv
import io
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..core.rulesets import data_path

_HERE = Path(__file__).resolve()
#: the corpora whose translators word each language, and which side of them is that language
RU_CORPORA = ("junta_en_ru", "robinson_en_ru")
ZH_CORPORA = ("viva_zh",)
#: glossary statuses whose rendering is not one (nothing was found, or only part of the term)
NO_RENDERING = {"needs translation", "no rendering", "untranslated", "partial"}
LATIN = re.compile(r"[A-Za-z]")


def glossary_folder() -> Path | None:
    """Where the translators' glossary is: ``JUNTA_GLOSSARY``; else the folder the review notebook
    (09) works in (``glossary/`` beside ``data/`` in a source checkout, else ``./glossary``); else the
    copy in the installed package.  None when there is none."""
    named = os.environ.get("JUNTA_GLOSSARY")
    if named:
        return Path(named)
    from ..core.rulesets import data_root
    for folder in (data_root().parent / "glossary", Path.cwd() / "glossary", _HERE.parents[1] / "record"):
        if (folder / "terms.csv").exists():
            return folder
    return None


@dataclass(frozen=True, slots=True)
class Rendering:
    key: str              # "area:central_bank"
    english: str          # "Central Bank"
    text: str             # "Центральный банк"
    source: str           # "decision (decisions.csv line 4)", "glossary: inconsistent", "kit"

    @property
    def reviewed(self) -> bool:
        return self.source.startswith("decision") or self.source == "glossary: consistent"


def _read_csv(path: Path) -> list[list[str]]:
    """A CSV file as rows (byte-order mark and a ';' separator allowed); none when it is missing or unreadable."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return []
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    try:
        return [row for row in csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)]
    except csv.Error:
        return []


def kit_terms() -> list[dict]:
    """The kit's term list: key, english, ru, zh_Hant, note."""
    rows = _read_csv(data_path("i18n", "terms.csv"))
    header = rows[0] if rows else []
    return [dict(zip(header, row)) for row in rows[1:] if row]


def _decisions(folder: Path) -> list[tuple[int, str, str, str]]:
    """(line, corpus, source_term, chosen_target) of decisions.csv; a term decided two ways is left out
    (the build reports the conflict, and neither line is applied until a person keeps one)."""
    rows = _read_csv(folder / "decisions.csv")
    out, seen = [], {}
    for line, row in enumerate(rows[1:], start=2):
        if len(row) < 3 or not row[1].strip() or not row[2].strip():
            continue
        key = (row[0].strip(), row[1].strip().casefold())
        if key in seen and seen[key] != row[2].strip():
            seen[key] = None
        elif key not in seen:
            seen[key] = row[2].strip()
        out.append((line, row[0].strip(), row[1].strip(), row[2].strip()))
    return [d for d in out if seen.get((d[1], d[2].casefold())) is not None]


def _capital_like(kit: str, text: str) -> str:
    """The glossary lists terms in citation form ("центральный банк"); a name the kit writes with a
    capital ("Центральный банк") keeps it."""
    if kit[:1].isupper() and text[:1].islower():
        return text[:1].upper() + text[1:]
    return text


def _with_yo(kit: str, text: str) -> str:
    """Russian print often writes е for ё (the rulebook's "Вертолет"); where the glossary's word is the
    kit's word so written, the kit's full spelling stands ("Вертолёт", as Пулемёт and Миномёт)."""
    if "ё" in kit.casefold() and kit.casefold().replace("ё", "е") == text.casefold():
        return kit
    return text


def renderings(lang: str, folder: Path | None = None) -> dict[str, Rendering]:
    """key -> :class:`Rendering` of every term of the kit in ``lang`` (``ru`` or ``zh_Hant``)."""
    folder = glossary_folder() if folder is None else folder
    glossary_rows = _read_csv(folder / "terms.csv") if folder else []
    header = glossary_rows[0] if glossary_rows else []
    glossary = [dict(zip(header, row)) for row in glossary_rows[1:]]
    decided = _decisions(folder) if folder else []
    by_english: dict[str, tuple[str, str]] = {}
    if lang == "ru":
        for r in glossary:
            if r.get("corpus") in RU_CORPORA and r.get("preferred_target") and r.get("status") not in NO_RENDERING:
                by_english.setdefault(r["source_term"].casefold(), (r["preferred_target"], f"glossary: {r['status']}"))
        for line, corpus, term, target in decided:
            if corpus in RU_CORPORA or not corpus:
                by_english[term.casefold()] = (target, f"decision (decisions.csv line {line})")
    else:
        weight: dict[str, int] = {}
        for r in glossary:
            english, chinese = r.get("preferred_target", ""), r.get("source_term", "")
            if r.get("corpus") in ZH_CORPORA and english and chinese and not LATIN.search(chinese) \
                    and r.get("status") not in NO_RENDERING:
                count = len(r.get("locations", "").split())
                if count > weight.get(english.casefold(), -1):
                    weight[english.casefold()] = count
                    by_english[english.casefold()] = (chinese, f"glossary: {r['status']}")
        for line, corpus, term, target in decided:
            if corpus in ZH_CORPORA and not LATIN.search(term):
                by_english[target.casefold()] = (term, f"decision (decisions.csv line {line})")
    out = {}
    for row in kit_terms():
        kit = row.get(lang, "")
        found = by_english.get(row["english"].casefold()) if _worded_by(row["key"], lang) else None
        if found and found[1] == "glossary: inconsistent":
            # the corpus renders the term several ways: which is right is the translators' decision
            # (notebook 09); until then the kit's own word stands, and the coverage report says so
            if kit:
                out[row["key"]] = Rendering(row["key"], row["english"], kit,
                                            f"kit (the glossary is inconsistent, e.g. {found[0]}: awaiting a decision)")
                continue
        if found:
            out[row["key"]] = Rendering(row["key"], row["english"], _capital_like(kit, _with_yo(kit, found[0])), found[1])
        elif kit:
            out[row["key"]] = Rendering(row["key"], row["english"], kit, "kit")
    return out


def _worded_by(key: str, lang: str) -> bool:
    """Whether the translators of ``lang`` word this term: the EN-RU corpora are JUNTA's rules, the
    Chinese corpus Viva's; a word both games share (``word:``) is taken from either."""
    if key.startswith("word:"):
        return True
    viva = key.startswith("viva_")
    return viva if lang == "zh_Hant" else not viva


def coverage(lang: str, folder: Path | None = None) -> list[dict]:
    """Every term of the kit with its rendering in ``lang``, where it came from and whether a
    translator has reviewed it (a decision, or a glossary entry every occurrence agrees on)."""
    found = renderings(lang, folder)
    out = []
    for row in kit_terms():
        r = found.get(row["key"])
        out.append({"key": row["key"], "english": row["english"], "rendering": r.text if r else "",
                    "source": r.source if r else "missing", "reviewed": bool(r and r.reviewed)})
    return out


def stamp(folder: Path | None = None) -> tuple:
    """What the renderings depend on, to know when to read them again."""
    folder = glossary_folder() if folder is None else folder
    paths = [data_path("i18n", "terms.csv")] + ([folder / "terms.csv", folder / "decisions.csv"] if folder else [])
    out = []
    for p in paths:
        try:
            st = p.stat()
            out.append((str(p), st.st_size, st.st_mtime_ns))
        except OSError:
            out.append((str(p), None, None))
    return tuple(out)
