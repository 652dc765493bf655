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
    own after ``qa``, so the translators still read them where they review."""
    from openpyxl.formatting.rule import FormulaRule
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.datavalidation import DataValidation

    terms = terms.assign(decision=[t.preferred_target if t.status == "decided" else "" for t in terms.itertuples()],
                         decision_note="")
    from .qa import waits_for_the_game
    # first: the terms to decide (in conflict, or a word of the game's own with no decision yet)
    sheets = {"conflicts": terms[terms.status.isin(["inconsistent", "partial", "untranslated"])
                                 | terms.note.map(waits_for_the_game)]}
    sheets.update({corpus: group for corpus, group in terms.groupby("corpus", sort=False)})
    with pd.ExcelWriter(path, engine="openpyxl") as writer:          # (every sheet made text at the end)
        for name, frame in sheets.items():
            frame.to_excel(writer, sheet_name=name[:31], index=False)
        qa.to_excel(writer, sheet_name="qa", index=False)
        if style is not None and len(style):
            style.to_excel(writer, sheet_name="style proposals", index=False)
        book = writer.book
        lists = book.create_sheet("choices")             # the drop-downs' lists, one row per term
        lists.sheet_state = "hidden"
        list_row = 0
        wrap = Alignment(wrap_text=True, vertical="top")
        for ws in book.worksheets:
            if ws.title == "choices":
                continue
            print_setup(ws)
            header = [c.value for c in ws[1]]
            ws.freeze_panes = "B2" if "source_term" in header else "A2"
            if ws.max_row >= 1 and ws.max_column >= 1:
                ws.auto_filter.ref = ws.dimensions
            for cell in ws[1]:
                cell.font = Font(bold=True)
            for col, name in enumerate(header, start=1):
                letter = get_column_letter(col)
                ws.column_dimensions[letter].width = WIDTHS.get(name, 16)
                if name in WRAP:                            # a cell wider than its column, or of several lines
                    width = WIDTHS.get(name, 16)
                    for (c,) in ws.iter_rows(min_row=2, min_col=col, max_col=col):
                        if isinstance(c.value, str) and (len(c.value) > width or "\n" in c.value):
                            c.alignment = wrap
            span = f"A2:{get_column_letter(ws.max_column)}{max(ws.max_row, 2)}"
            if "status" in header and ws.max_row > 1:
                col = get_column_letter(header.index("status") + 1)
                for status, colour in COLOURS.items():
                    ws.conditional_formatting.add(span, FormulaRule(
                        formula=[f'${col}2="{status}"'], fill=PatternFill("solid", start_color=colour, end_color=colour)))
            if "kind" in header and ws.max_row > 1:
                col = get_column_letter(header.index("kind") + 1)
                ws.conditional_formatting.add(span, FormulaRule(
                    formula=[f'${col}2="inconsistent_term"'], fill=PatternFill("solid", start_color="FFEB9C",
                                                                              end_color="FFEB9C")))
            if "decision" in header and ws.max_row > 1:
                col = header.index("decision") + 1
                variants_col = header.index("variants") + 1
                for row in range(2, ws.max_row + 1):
                    choices = [f for f, _ in variants_of(ws.cell(row, variants_col).value or "")]
                    preferred = ws.cell(row, header.index("preferred_target") + 1).value
                    if preferred and preferred not in choices:
                        choices.insert(0, preferred)
                    if not choices:
                        continue
                    list_row += 1
                    for i, choice in enumerate(choices[:50], start=1):
                        lists.cell(list_row, i, choice)
                    end = get_column_letter(min(len(choices), 50))
                    rule = DataValidation(type="list", formula1=f"choices!$A${list_row}:${end}${list_row}",
                                          allow_blank=True, showErrorMessage=False)
                    rule.promptTitle, rule.prompt = "Decision", "Choose the target, or type another"
                    ws.add_data_validation(rule)
                    rule.add(ws.cell(row, col))
                fill = PatternFill("solid", start_color="FFF2CC", end_color="FFF2CC")
                for row in range(2, ws.max_row + 1):
                    ws.cell(row, col).fill = fill
                    ws.cell(row, col + 1).fill = fill
            if ws.title == "qa" and "status" in header and ws.max_row > 1:
                col = get_column_letter(header.index("status") + 1)
                rule = DataValidation(type="list", formula1='"open,fixed,dismissed"', allow_blank=False)
                rule.promptTitle, rule.prompt = "Status", "open, fixed (corrected) or dismissed (say why in status_note)"
                ws.add_data_validation(rule)
                rule.add(f"{col}2:{col}{ws.max_row}")
                fill = PatternFill("solid", start_color="FFF2CC", end_color="FFF2CC")
                for row in range(2, ws.max_row + 1):
                    ws[f"{col}{row}"].fill = fill
                    ws.cell(row, header.index("status") + 2).fill = fill
        for ws in book.worksheets:                      # the drop-downs' lists too
            as_text(ws)


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


def as_text(ws) -> None:
    """Every cell a corpus line or a person wrote is text: one that starts with "=" never becomes a
    formula (openpyxl takes such a string for one)."""
    for row in ws.iter_rows(min_row=1):
        for cell in row:
            if cell.data_type == "f":
                cell.data_type = "s"


def print_setup(ws) -> None:
    """As a translator prints it: landscape, as wide as the page, the header row on every page."""
    ws.page_setup.orientation = "landscape"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_title_rows = "1:1"
    ws.print_options.gridLines = True
