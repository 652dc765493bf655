"""The review workbook, glossary.xlsx: where a reviewer works through the glossary in Excel or
LibreOffice.

A ``conflicts`` sheet first (inconsistent, partial and untranslated terms, and the game's own words
waiting for a decision: their note says so), one sheet per corpus, and
a ``qa`` sheet whose ``status`` (open, fixed, dismissed) and ``status_note`` a reviewer fills in (read
back into qa_review.csv by the next build).  Every sheet prints landscape, as wide as the page, its
header on every page; every cell is text (a line starting with "=" is no formula).  Every term row has a ``decision`` cell with a drop-down of the renderings seen (any
other text may be typed too) and a ``decision_note``; the next ``junta glossary build`` reads them
back into decisions.csv.  Headers are frozen and filtered, long columns wrap, statuses are coloured
(conflicts amber, untranslated red, decided green).
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from .tbx import variants_of

COLOURS = {"consistent": "C6EFCE", "decided": "A9D08E", "inconsistent": "FFEB9C", "partial": "FFEB9C",
           "untranslated": "FFC7CE", "needs translation": "FFC7CE", "proposed": "DDEBF7"}
WIDTHS = {"corpus": 14, "source_term": 30, "source_lang": 8, "target_lang": 8, "preferred_target": 32,
          "variants": 48, "basis": 36, "status": 14, "locations": 18, "note": 40, "decision": 32,
          "decision_note": 28, "location": 9, "cell": 6, "line": 7, "kind": 22, "evidence": 60, "expected": 30,
          "message": 60}
WRAP = {"variants", "basis", "note", "evidence", "message", "locations"}


def write_xlsx(terms: pd.DataFrame, qa: pd.DataFrame, path: Path, style: pd.DataFrame | None = None) -> None:
    """The review workbook; ``style``: the reviewers' style proposals (no findings), a sheet of their
    own after ``qa``, so the translators still read them where they review.  Written with XlsxWriter
    (a fifth of openpyxl's time for the same sheets); openpyxl reads it back."""
    import xlsxwriter

    terms = terms.assign(decision=[t.preferred_target if t.status == "decided" else "" for t in terms.itertuples()],
                         decision_note="")
    from .qa import waits_for_the_game
    # first: the terms to decide (in conflict, or a word of the game's own with no decision yet)
    sheets = {"conflicts": terms[terms.status.isin(["inconsistent", "partial", "untranslated"])
                                 | terms.note.map(waits_for_the_game)]}
    sheets.update({corpus: group for corpus, group in terms.groupby("corpus", sort=False)})
    sheets["qa"] = qa
    if style is not None and len(style):
        sheets["style proposals"] = style
    # every cell a corpus line or a person wrote is text: one that starts with "=" is never a formula
    book = xlsxwriter.Workbook(str(path), {"strings_to_formulas": False, "strings_to_urls": False,
                                           "strings_to_numbers": False})
    formats = _Formats(book)
    choices: list[list[str]] = []                    # the drop-downs' lists, one row per term
    for name, frame in sheets.items():
        _sheet(book.add_worksheet(name[:31]), frame, formats, choices, name == "qa")
    lists = book.add_worksheet("choices")
    lists.hide()
    for r, row in enumerate(choices):
        for c, choice in enumerate(row):
            lists.write_string(r, c, choice)
    book.close()


class _Formats:
    """The workbook's cell formats, made once."""

    def __init__(self, book):
        self.bold = book.add_format({"bold": True})
        self.wrap = book.add_format({"text_wrap": True, "valign": "top"})
        self.to_fill = book.add_format({"bg_color": "#FFF2CC"})          # a cell the reviewer fills in
        self.status = {status: book.add_format({"bg_color": f"#{colour}"}) for status, colour in COLOURS.items()}
        self.inconsistent = book.add_format({"bg_color": "#FFEB9C"})


def _sheet(ws, frame: pd.DataFrame, formats: _Formats, choices: list[list[str]], is_qa: bool) -> None:
    """One sheet: its header bold, frozen and filtered, long text wrapped, statuses coloured, the
    reviewer's cells (a term's decision, a finding's status) filled and offered as drop-downs."""
    header = [str(c) for c in frame.columns]
    last_row, last_col = len(frame), max(len(header) - 1, 0)
    filled = set()
    if "decision" in header:
        filled |= {header.index("decision"), header.index("decision") + 1}
    if is_qa and "status" in header:
        filled |= {header.index("status"), header.index("status") + 1}
    for c, name in enumerate(header):
        ws.write_string(0, c, name, formats.bold)
        ws.set_column(c, c, WIDTHS.get(name, 16))
    for r, values in enumerate(frame.itertuples(index=False, name=None), start=1):
        for c, value in enumerate(values):
            fill = formats.to_fill if c in filled else None
            if isinstance(value, str):
                width = WIDTHS.get(header[c], 16)
                if header[c] in WRAP and (len(value) > width or "\n" in value):
                    fill = formats.wrap                     # a cell wider than its column, or of several lines
                if value:
                    ws.write_string(r, c, value, fill)
                elif fill is not None:
                    ws.write_blank(r, c, None, fill)
            elif value is None or value != value:            # no value (NaN)
                if fill is not None:
                    ws.write_blank(r, c, None, fill)
            else:
                ws.write_number(r, c, value, fill)
    print_setup(ws)
    ws.freeze_panes(1, 1 if "source_term" in header else 0)
    ws.autofilter(0, 0, last_row, last_col)
    span = (1, 0, max(last_row, 1), last_col)
    if last_row and "status" in header:
        col = _letter(header.index("status"))
        for status, fmt in formats.status.items():
            ws.conditional_format(*span, {"type": "formula", "criteria": f'=${col}2="{status}"', "format": fmt})
    if last_row and "kind" in header:
        col = _letter(header.index("kind"))
        ws.conditional_format(*span, {"type": "formula", "criteria": f'=${col}2="inconsistent_term"',
                                      "format": formats.inconsistent})
    if last_row and "decision" in header:
        col, variants, preferred = header.index("decision"), header.index("variants"), header.index("preferred_target")
        for r, values in enumerate(frame.itertuples(index=False, name=None), start=1):
            offered = [f for f, _ in variants_of(values[variants] or "")]
            if values[preferred] and values[preferred] not in offered:
                offered.insert(0, values[preferred])
            if not offered:
                continue
            choices.append(offered[:50])
            n = len(choices)
            ws.data_validation(r, col, r, col, {
                "validate": "list", "source": f"=choices!$A${n}:${_letter(len(choices[-1]) - 1)}${n}",
                "ignore_blank": True, "show_error": False,
                "input_title": "Decision", "input_message": "Choose the target, or type another"})
    if last_row and is_qa and "status" in header:
        col = header.index("status")
        ws.data_validation(1, col, last_row, col, {
            "validate": "list", "source": ["open", "fixed", "dismissed"], "ignore_blank": False,
            "input_title": "Status", "input_message": "open, fixed (corrected) or dismissed (say why in status_note)"})


def _letter(col: int) -> str:
    from xlsxwriter.utility import xl_col_to_name
    return xl_col_to_name(col)


def same_workbook(new: Path, old: Path) -> bool:
    """Do two workbooks hold the same sheets, cells and settings (their creation time and the
    archive's dates aside)?  A rebuild of an unchanged glossary then leaves the file as it was."""
    import zipfile
    if not old.is_file():
        return False
    try:
        with zipfile.ZipFile(new) as a, zipfile.ZipFile(old) as b:
            names = sorted(a.namelist())
            return names == sorted(b.namelist()) and all(
                name == "docProps/core.xml" or a.read(name) == b.read(name) for name in names)
    except (zipfile.BadZipFile, OSError):
        return False


WRITTEN = "written-workbooks"        # the cache's record of the workbooks builds wrote, by content hash


def _digest(path: Path) -> str | None:
    import hashlib
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return None


def remember_written(path: Path, keep: int = 50) -> None:
    """Record (in the user's cache folder) that a build wrote this very workbook, so the next build
    knows nobody has worked in it since and need not read it back."""
    from ..core.cache import cache_folder
    folder, digest = cache_folder(), _digest(path)
    if folder is None or digest is None:
        return
    try:
        record = folder / WRITTEN
        record.mkdir(exist_ok=True)
        (record / digest).touch()
        old = sorted(record.iterdir(), key=lambda p: p.stat().st_mtime)[:-keep]
        for stale in old:
            stale.unlink(missing_ok=True)
    except OSError:
        pass                                       # no cache: the next build reads the workbook


def untouched_since_written(path: Path) -> bool:
    """Is this workbook, byte for byte, one a build wrote (no decision or status typed in since)?"""
    from ..core.cache import cache_folder
    folder, digest = cache_folder(), _digest(path)
    return folder is not None and digest is not None and (folder / WRITTEN / digest).exists()


def print_setup(ws) -> None:
    """As a translator prints it: landscape, A4, as wide as the page, the header row on every page,
    the grid printed."""
    ws.set_landscape()
    ws.set_paper(9)                                   # A4
    ws.fit_to_pages(1, 0)
    ws.repeat_rows(0)
    ws.hide_gridlines(0)
