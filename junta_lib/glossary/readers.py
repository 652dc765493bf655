"""Readers: one per corpus shape, each giving the long-form segment table

    corpus | location | cell | variant | lang | text | line

``location`` follows the conventions translators check against: the spreadsheet row number for
``pipe_table``, the 1-based index of the non-empty paragraph for ``alternating``, the 1-based line
number for ``lines``.  ``cell`` is the spreadsheet column (B, C, D...; "B.3" for the third script run
of a cell that interleaves English and Russian), "p" for a paragraph, "line" for a line.  ``line`` is
the line of the file where the segment starts, so a finding can point at it in any editor.  A
malformed file is refused with its name, the line and what was expected.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path

import pandas as pd

from .errors import CorpusError
from .language import language_of, script_counts, script_runs
from .limits import MAX_CORPUS_BYTES, check_lines, check_size

COLUMNS = ["corpus", "location", "cell", "variant", "lang", "text", "line"]
SHAPES = ("pipe_table", "alternating", "lines")
ROW = re.compile(r"^(\d+) \| (.*)$")


def read_manifest(folder: str | Path) -> pd.DataFrame:
    folder = Path(folder)
    path = folder / "manifest.csv"
    if not path.exists():
        raise CorpusError(path, None, "the corpus folder has no manifest.csv",
                          "a CSV with columns corpus, file, languages, shape")
    with path.open(encoding="utf-8-sig", newline="") as fh:      # a byte-order mark (Excel) is read past
        reader = csv.DictReader(fh)
        try:
            header = reader.fieldnames or []
            rows = list(reader)
        except csv.Error as err:
            raise CorpusError(path, reader.reader.line_num, f"unreadable CSV ({err})",
                              f"a CSV whose fields hold at most {csv.field_size_limit()} characters") from None
        except UnicodeDecodeError as err:
            raise CorpusError(path, None, f"not UTF-8 text ({err.reason})", "a UTF-8 CSV file") from None
    need = ["corpus", "file", "languages", "shape"]
    if any(col not in header for col in need):
        raise CorpusError(path, 1, f"header {header!r}", f"columns {', '.join(need)}")
    if not rows:
        raise CorpusError(path, 2, "no corpus listed", "one row per corpus file")
    first_line: dict[str, int] = {}
    for i, row in enumerate(rows, start=2):
        name = (row.get("corpus") or "").strip()
        if name and name in first_line:
            raise CorpusError(path, i, f"the corpus name {name!r} is used twice (lines {first_line[name]} and {i})",
                              "a name of its own for each corpus")
        first_line.setdefault(name, i)
    for i, row in enumerate(rows, start=2):
        missing = [k for k in ("corpus", "file", "languages", "shape") if not row.get(k)]
        if missing:
            raise CorpusError(path, i, f"missing {', '.join(missing)}", "corpus, file, languages, shape")
        if row["shape"] not in SHAPES:
            raise CorpusError(path, i, f"unknown shape {row['shape']!r}", f"one of {', '.join(SHAPES)}")
        inside = folder.resolve()
        target = (folder / row["file"]).resolve()
        if inside not in target.parents:
            raise CorpusError(path, i, f"file {row['file']!r} lies outside the corpora folder {folder}",
                              "the name of a file in the corpora folder (no '..', no absolute path)")
        if not target.is_file():
            raise CorpusError(path, i, f"file {row['file']!r} does not exist in {folder}", "an existing file")
        check_size(target, MAX_CORPUS_BYTES, "corpus file")
    return pd.DataFrame(rows)


def read_corpus(path: str | Path, corpus: str, shape: str) -> pd.DataFrame:
    reader = {"pipe_table": read_pipe_table, "alternating": read_alternating, "lines": read_lines}.get(shape)
    if reader is None:
        raise CorpusError(path, None, f"unknown shape {shape!r}", f"one of {', '.join(SHAPES)}")
    raw = Path(path).read_bytes()
    if b"\x00" in raw:
        line = raw[:raw.index(b"\x00")].count(b"\n") + 1
        raise CorpusError(path, line, "NUL bytes: a binary file, not text", "a UTF-8 text file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise CorpusError(path, None, f"not UTF-8 text ({err.reason})", "a UTF-8 text file") from None
    check_lines(path, text)
    text, dropped = drop_controls(text)
    frame = reader(text, corpus, Path(path).name)
    frame.attrs["warnings"] = [f"{Path(path).name}, line {line}: control character {', '.join(chars)} dropped "
                               "(no termbase or memory may hold it)" for line, chars in dropped]
    return frame


#: characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; U+FFFE and
#: U+FFFF) and the other control characters (DEL, C1), which no translation needs
CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]")


def drop_controls(text: str) -> tuple[str, list[tuple[int, list[str]]]]:
    """``text`` without control characters, and where they were: [(line, ["U+0001", ...])]."""
    if not CONTROLS.search(text):
        return text, []
    dropped = []
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        found = CONTROLS.findall(line)
        if found:
            dropped.append((number, sorted({f"U+{ord(c):04X}" for c in found})))
            lines[number - 1] = CONTROLS.sub("", line)
    return "\n".join(lines), dropped


def _frame(rows) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=COLUMNS)


def read_pipe_table(text: str, corpus: str, name: str = "<text>") -> pd.DataFrame:
    """A spreadsheet exported as a pipe table.  Cell B = source, C = first translation, D and later
    = reviewers' alternatives; names come from the header row (row 1).  A cell that interleaves
    English with its Russian rendering (row 6's B and C) is split into script runs: English runs
    are the source, Russian runs the rendering of that cell's variant (B's inline Russian counts as
    the first translation, C's as a reviewer's suggestion when C interleaves as well)."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("|"):
        raise CorpusError(name, 1, "no pipe-table header", "a first line such as '| A | B | C |'")
    rows = []
    seen_data = False
    for number, line in enumerate(lines, start=1):
        if number <= 2 and line.startswith("|"):
            continue
        if not line.strip():
            continue
        m = ROW.match(line)
        if not m:
            if re.match(r"^\d+ \|\s*$", line):
                continue                              # an empty trailing row
            raise CorpusError(name, number, f"cannot read {line[:40]!r}",
                              "'<row number> | <cell B> | <cell C> | ...' with cells split by ' | '")
        location = int(m.group(1))
        cells = [c.strip() for c in m.group(2).split(" | ")]
        cells = [c for c in cells if c.strip("| ")]
        if location == 1:
            continue                                  # the header row: column titles
        if not cells:
            continue
        seen_data = True
        rows += [r + [number] for r in _pipe_row(corpus, location, cells)]
    if not seen_data:
        raise CorpusError(name, None, "no data rows", "rows numbered from 2 with at least one cell")
    return _frame(rows)


def _english_share(text: str) -> float:
    lat, cyr, _ = script_counts(text)
    return lat / (lat + cyr) if lat + cyr else 0.0


def _interleaved(text: str) -> bool:
    """English and Russian alternate throughout, each a good share of the cell (row 6), not a
    Russian cell with a few English words left in it (rows 18, 48)."""
    runs = script_runs(text)
    en = [r for lang, r in runs if lang == "en" and len(r.split()) >= 2]
    ru = [r for lang, r in runs if lang == "ru"]
    return len(en) >= 3 and len(ru) >= 3 and 0.3 <= _english_share(text) <= 0.7


def _pipe_row(corpus: str, location: int, cells: list[str]) -> list[list]:
    rows = []
    letters = "BCDEFGHIJKLMNOPQRSTUVWXYZ"
    source = cells[0]
    runs = script_runs(source)
    english = " ".join(r for lang, r in runs if lang == "en")
    russian = [r for lang, r in runs if lang == "ru"]
    if _english_share(source) < 0.3:            # a Russian note in the source column (row 26)
        english, russian = "", [source]
    if english:
        rows.append([corpus, location, "B", "source", "en", english])
    if russian and english:
        # B mixes English with an inline Russian rendering: keep its English/Russian run pairs
        for i, (lang, run) in enumerate(runs):
            rows.append([corpus, location, f"B.{i + 1}", "inline", lang, run])
    elif russian:
        rows.append([corpus, location, "B", "note", "ru", source])     # e.g. row 26's question
    for index, cell in enumerate(cells[1:], start=1):
        letter = letters[index]
        variant = "translation" if index == 1 else f"reviewer_{index - 1}"
        if russian and english and index == 1 and _interleaved(cell):
            variant = "reviewer_1"                    # row 6: C holds suggestions
        if _interleaved(cell):
            for i, (lang, run) in enumerate(script_runs(cell)):
                rows.append([corpus, location, f"{letter}.{i + 1}", variant, lang, run])
        else:
            rows.append([corpus, location, letter, variant, language_of(cell), cell])
    return rows


def read_alternating(text: str, corpus: str, name: str = "<text>") -> pd.DataFrame:
    """Paragraphs separated by lines holding just '|'; location = 1-based index of the non-empty
    paragraph; language detected per paragraph (EN and RU mostly alternate, not always)."""
    if "\n|\n" not in text and not text.startswith("|"):
        raise CorpusError(name, None, "no paragraph separators",
                          "paragraphs separated by lines that hold only '|'")
    paragraphs: list[tuple[int, list[str]]] = [(1, [])]
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip() == "|":
            paragraphs.append((number + 1, []))
        else:
            paragraphs[-1][1].append(line)
    rows = []
    index = 0
    for first, para in paragraphs:
        while para and not para[0].strip():           # the paragraph starts at its first written line
            para, first = para[1:], first + 1
        body = "\n".join(para).strip()
        if not body:
            continue
        index += 1
        rows.append([corpus, index, "p", "paragraph", language_of(body), body, first])
    return _frame(rows)


def read_lines(text: str, corpus: str, name: str = "<text>") -> pd.DataFrame:
    """One segment per non-empty line; location = the 1-based line number."""
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            rows.append([corpus, number, "line", "text", language_of(line), line.strip(), number])
    if not rows:
        raise CorpusError(name, None, "the file is empty", "at least one line of text")
    return _frame(rows)


def read_all(folder: str | Path) -> pd.DataFrame:
    folder = Path(folder)
    manifest = read_manifest(folder)
    frames = [read_corpus(folder / row.file, row.corpus, row.shape) for row in manifest.itertuples()]
    return pd.concat(frames, ignore_index=True)
