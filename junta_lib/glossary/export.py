"""The glossary's outputs, in one place: terms.csv, qa.csv and occurrences.csv (every rendering of a
term with its source and target sentences), style_proposals.csv (a reviewer's changes that correct nothing), the review workbook (workbook.py),
the termbases in TBX v3 and TBX v2 (tbx.py), the translation memory in TMX 1.4b (tmx.py), and the
translators' decisions (decisions.py).  ``write_outputs`` writes them all into a staging folder
inside the target and then moves them into place as one change (files.py): a build stopped at any
moment leaves the previous glossary or the new one, never a mix."""
from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd

from .files import check_out, publish, staged
from .decisions import DECISION_COLUMNS, apply_decisions, read_decisions, write_decisions
from ..core.rulesets import data_path
from .tbx import SCHEMA_FOLDER, SCHEMAS, TBX_NS, read_tbx, write_tbx, write_tbx_v2
from .qa_review import write_review
from .tmx import read_tmx, write_tmx
from .workbook import same_workbook, write_xlsx

OUTPUTS = ("terms.csv", "qa.csv", "occurrences.csv", "glossary.xlsx", "glossary.tbx", "glossary-v2.tbx", "memory.tmx")


def write_csv(frame: pd.DataFrame, path: Path) -> None:
    frame.to_csv(path, index=False, encoding="utf-8")


def write_outputs(out: Path, terms: pd.DataFrame, qa: pd.DataFrame, units: pd.DataFrame, contexts: dict,
                  decisions: pd.DataFrame | None, version: str = "", occurrences: pd.DataFrame | None = None,
                  review: pd.DataFrame | None = None, style: pd.DataFrame | None = None) -> None:
    """Everything into ``out``, moved into place as one change (files.py); decisions.csv only when
    ``decisions`` is given."""
    out = check_out(out)
    with staged(out) as staging:
        write_csv(terms, staging / "terms.csv")
        write_csv(qa, staging / "qa.csv")
        write_csv(occurrences if occurrences is not None else pd.DataFrame(), staging / "occurrences.csv")
        write_xlsx(terms, qa, staging / "glossary.xlsx", style)
        if same_workbook(staging / "glossary.xlsx", out / "glossary.xlsx"):
            shutil.copyfile(out / "glossary.xlsx", staging / "glossary.xlsx")     # unchanged: not rewritten
        write_tbx(terms, staging / "glossary.tbx", contexts)
        write_tbx_v2(terms, staging / "glossary-v2.tbx")
        write_tmx(units, staging / "memory.tmx", version)
        (staging / SCHEMA_FOLDER).mkdir()
        for schema in SCHEMAS:                    # what the termbase's xml-model links name
            shutil.copyfile(data_path("standards", schema), staging / SCHEMA_FOLDER / schema)
        names = list(OUTPUTS) + [SCHEMA_FOLDER]
        if review is not None:
            write_review(review, staging / "qa_review.csv")
            names.append("qa_review.csv")
        if style is not None:
            write_csv(style, staging / "style_proposals.csv")      # a reviewer's preferences: no findings
            names.append("style_proposals.csv")
        if decisions is not None:
            write_decisions(decisions, staging / "decisions.csv")
            names.append("decisions.csv")
        publish(out, staging, names)


__all__ = ["DECISION_COLUMNS", "OUTPUTS", "TBX_NS", "apply_decisions", "read_decisions", "read_tbx", "read_tmx",
           "write_csv", "write_outputs", "write_tbx", "write_tbx_v2", "write_tmx", "write_xlsx"]
