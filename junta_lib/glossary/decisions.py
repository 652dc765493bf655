"""The translators' decisions: which target a term takes, and why.

Decisions come from two places and are kept in one:
- ``decisions.csv`` (corpus, source_term, chosen_target, note), as a person or a spreadsheet program
  writes it: UTF-8 with or without a byte-order mark (Excel's "CSV UTF-8"), separated by commas or
  by semicolons (Excel and LibreOffice in many locales).  Any other encoding is refused with one
  line saying how to save it.
- the ``decision`` column of the review workbook (glossary.xlsx), a drop-down of the variants.
A decision taken in the workbook is added to decisions.csv at the next build (the workbook is
written anew each build; decisions.csv is the record), so no decision is ever lost.  A decision for
a term or corpus the glossary does not have is kept in the file and reported as a warning.
"""
from __future__ import annotations

import csv
import io
from pathlib import Path

import pandas as pd

from .errors import CorpusError
from .messages import said
from .limits import MAX_DECISIONS_BYTES, check_rows, check_size

DECISION_COLUMNS = ["corpus", "source_term", "chosen_target", "note"]


def decision_note(basis: str) -> str:
    """The team's note on a decided term, read back from its basis ("translator decision: <note>", as
    apply_decisions writes it); "" when the decision has none.  A finding at a place written otherwise
    says why the team decided, as the reviewer who reads it asks."""
    basis, noted = str(basis or ""), said("translator_decision_note", note="")
    return basis[len(noted):] if basis.startswith(noted) else ""


def read_decisions(path: Path) -> pd.DataFrame:
    """The decisions in ``path`` (none when the file does not exist)."""
    path = Path(path)
    if not path.exists():
        return pd.DataFrame(columns=DECISION_COLUMNS)
    check_size(path, MAX_DECISIONS_BYTES, "decisions file")
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise CorpusError(path, None, f"not UTF-8 text (byte {err.start} is 0x{raw[err.start]:02x})",
                          "a UTF-8 file: in Excel 'Save as' > 'CSV UTF-8', in LibreOffice tick "
                          "'Edit filter settings' and choose Unicode (UTF-8)") from None
    check_rows(path, text)
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        return pd.DataFrame(columns=DECISION_COLUMNS)
    delimiter = ";" if lines[0].count(";") > lines[0].count(",") else ","
    form = {"bom": raw.startswith(b"\xef\xbb\xbf"), "delimiter": delimiter,
            "newline": "\r\n" if b"\r\n" in raw else "\n"}
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows, lines_of = [], []
    try:
        header = [h.strip().lower() for h in next(reader)]
        if header[:4] != DECISION_COLUMNS:
            raise CorpusError(path, 1, f"header {header!r}", f"the header {','.join(DECISION_COLUMNS)}")
        for row in reader:
            number = reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            row = (row + [""] * 4)[:4] if len(row) <= 4 else row
            if len(row) != 4 or not row[1].strip() or not row[2].strip():
                raise CorpusError(path, number, f"{row!r}",
                                  "corpus, source_term, chosen_target, note (source_term and chosen_target filled)")
            rows.append([c.strip() for c in row])
            lines_of.append(number)
    except csv.Error as err:
        raise CorpusError(path, reader.line_num, f"unreadable CSV ({err})",
                          f"a CSV whose fields hold at most {csv.field_size_limit()} characters") from None
    frame = pd.DataFrame(rows, columns=DECISION_COLUMNS).assign(line=lines_of, skip=False)
    frame.attrs["format"] = form
    frame.attrs["warnings"] = _repeats(frame, path.name)
    return frame


def _repeats(frame: pd.DataFrame, name: str) -> list[str]:
    """Decisions of one term on several lines: a repeat is used once; a conflict (different targets)
    is applied by neither line until a person keeps one (``skip``); both are reported with their lines."""
    warnings = []
    keys = frame.corpus.astype(str) + "\x1f" + frame.source_term.str.casefold()
    for _, same in frame.groupby(keys, sort=False):
        if len(same) < 2:
            continue
        first = same.iloc[0]
        where = f"'{first.source_term}'" + (f" in {first.corpus}" if first.corpus else "")
        lines = ", ".join(str(n) for n in same.line)
        if same.chosen_target.nunique() == 1:
            frame.loc[same.index[1:], "skip"] = True
            warnings.append(f"{name} lines {lines} decide {where} alike ({first.chosen_target}): used once; "
                            "delete the repeats")
        else:
            frame.loc[same.index, "skip"] = True
            targets = ", ".join(dict.fromkeys(same.chosen_target))
            warnings.append(f"{name} lines {lines} decide {where} differently ({targets}): neither is applied "
                            "until one line is kept")
    return warnings


def open_workbook(path: Path):
    """A review workbook the build wrote earlier, opened to read (None if absent); a damaged or
    foreign file is refused with the reason."""
    path = Path(path)
    if not path.exists():
        return None
    from openpyxl import load_workbook
    try:
        return load_workbook(path, read_only=True, data_only=True)
    except Exception as err:                          # a damaged or foreign file: say so, decide nothing
        raise CorpusError(path, None, f"cannot be read as a workbook ({type(err).__name__})",
                          "the glossary.xlsx the build wrote, saved from Excel or LibreOffice as .xlsx") from None


def read_workbook_decisions(path, book=None) -> pd.DataFrame:
    """The ``decision`` column of a review workbook the build wrote earlier (none if absent);
    ``book``: the workbook already opened (open_workbook), to read it once."""
    opened = book is None
    book = book if book is not None else open_workbook(path)
    if book is None:
        return pd.DataFrame(columns=DECISION_COLUMNS)
    rows = []
    for sheet in book.worksheets:
        it = sheet.iter_rows(values_only=True)
        header = next(it, None)
        if not header or "decision" not in header or "source_term" not in header:
            continue
        col = {name: i for i, name in enumerate(header)}
        for values in it:
            decision = values[col["decision"]] if col["decision"] < len(values) else None
            if decision is None or not str(decision).strip():
                continue
            current = values[col["preferred_target"]] if "preferred_target" in col else None
            basis = values[col["basis"]] if "basis" in col else ""
            if str(decision).strip() == str(current or "").strip() and str(basis or "").startswith("translator decision"):
                continue                                  # an old decision the workbook only shows
            note = values[col["decision_note"]] if "decision_note" in col and values[col["decision_note"]] else ""
            rows.append([values[col["corpus"]], values[col["source_term"]], str(decision).strip(),
                         str(note or "chosen in the review workbook")])
    if opened:
        book.close()
    return pd.DataFrame(rows, columns=DECISION_COLUMNS)


def merge(decisions: pd.DataFrame, newer: pd.DataFrame) -> tuple[pd.DataFrame, int]:
    """``decisions`` with ``newer`` laid over it (same corpus and term: the newer choice wins)."""
    out = decisions.copy()
    for column, default in (("line", 0), ("skip", False)):
        if column not in out:
            out[column] = default
    changed = 0
    for d in newer.itertuples():
        mask = (out.corpus == d.corpus) & (out.source_term.str.lower() == str(d.source_term).lower())
        if mask.any():                                # the workbook's choice settles a conflict too
            if (out.loc[mask, "chosen_target"] != d.chosen_target).any() or out.loc[mask, "skip"].any():
                out.loc[mask, ["chosen_target", "note"]] = [d.chosen_target, d.note]
                keep = out.index[mask][0]
                out.loc[mask, "skip"] = True
                out.loc[keep, "skip"] = False
                changed += 1
        else:
            out.loc[len(out)] = [d.corpus, d.source_term, d.chosen_target, d.note, 0, False]
            changed += 1
    out.attrs = dict(decisions.attrs)
    return out, changed


def write_decisions(decisions: pd.DataFrame, path: Path, form: dict | None = None) -> None:
    """decisions.csv as it was read (``form``: its byte-order mark, separator and line endings), so
    a spreadsheet program opens it as before; every line kept, conflicts included."""
    form = form or decisions.attrs.get("format") or {"bom": False, "delimiter": ",", "newline": "\n"}
    text = decisions[DECISION_COLUMNS].to_csv(index=False, sep=form["delimiter"], lineterminator=form["newline"])
    Path(path).write_bytes(("\ufeff" if form["bom"] else "").encode("utf-8") + text.encode("utf-8"))


def apply_decisions(terms: pd.DataFrame, decisions: pd.DataFrame) -> tuple[pd.DataFrame, int, list[str]]:
    """Terms with the decisions applied (status "decided"), how many applied, and warnings for
    decisions that match no term."""
    terms = terms.copy()
    applied = 0
    warnings = []
    corpora = sorted(set(terms.corpus))
    for i, d in enumerate(decisions.itertuples(), start=2):
        i = getattr(d, "line", i) or i
        if getattr(d, "skip", False):
            continue
        if d.corpus and d.corpus not in corpora:
            warnings.append(f"decisions line {i}: no corpus '{d.corpus}' (the corpora are {', '.join(corpora)}); "
                            "decision kept, not applied")
            continue
        mask = terms.source_term.str.lower() == d.source_term.lower()
        if d.corpus:
            mask &= terms.corpus == d.corpus
        if not mask.any():
            where = f" in {d.corpus}" if d.corpus else ""
            warnings.append(f"decisions line {i}: no term '{d.source_term}'{where}; decision kept, not applied")
            continue
        applied += int(mask.sum())
        terms.loc[mask, "preferred_target"] = d.chosen_target
        terms.loc[mask, "basis"] = said("translator_decision_note", note=d.note) if d.note else said("translator_decision")
        terms.loc[mask, "status"] = "decided"
    return follow_decided_parts(terms), applied, warnings


def follow_decided_parts(terms: pd.DataFrame) -> pd.DataFrame:
    """An undecided term that holds a decided one ("Positions of Dead Player" holds Position, decided
    должность) prefers the rendering of its own that says the decided target ("должности мертвых
    игроков", not "позиции мертвых игроков"), when it has one; the basis says so."""
    import re

    from .quality import lemma_options
    from .tbx import variants_of
    if not {"source_lang", "variants"} <= set(terms.columns):
        return terms                                     # a table without renderings: nothing to follow
    decided = terms[(terms.status == "decided") & (terms.source_lang == "en")]
    terms = terms.copy()
    for d in decided.itertuples():
        word = re.compile(r"\b" + re.escape(d.source_term.lower()) + r"s?\b")
        want = set().union(*lemma_options(d.preferred_target)) if d.preferred_target else set()
        holders = terms[(terms.corpus == d.corpus) & (terms.status != "decided") & (terms.source_lang == "en")
                        & (terms.source_term.str.lower() != d.source_term.lower())
                        & terms.source_term.str.lower().str.contains(word)]
        for i, t in holders.iterrows():
            if not t.preferred_target or want & set().union(*lemma_options(t.preferred_target)):
                continue
            follows = [f for f, _ in variants_of(t.variants) if want & set().union(*lemma_options(f))]
            if follows:
                terms.loc[i, ["preferred_target", "basis"]] = [
                    follows[0], said("follows_decision", term=d.source_term, target=d.preferred_target)]
    return terms
