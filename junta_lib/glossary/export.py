"""The glossary's outputs, in one place: terms.csv, qa.csv and occurrences.csv (every rendering of a
term with its source and target sentences), the review workbook (workbook.py),
the termbases in TBX v3 and TBX v2 (tbx.py), the translation memory in TMX 1.4b (tmx.py), and the
translators' decisions (decisions.py).  ``write_outputs`` writes them all into a temporary folder
beside the target and then moves each into place, so a build stopped half-way leaves the previous
glossary as it was."""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pandas as pd

from .decisions import DECISION_COLUMNS, apply_decisions, read_decisions, write_decisions
from .tbx import TBX_NS, read_tbx, write_tbx, write_tbx_v2
from .tmx import read_tmx, write_tmx
from .workbook import write_xlsx

OUTPUTS = ("terms.csv", "qa.csv", "occurrences.csv", "glossary.xlsx", "glossary.tbx", "glossary-v2.tbx", "memory.tmx")


def write_csv(frame: pd.DataFrame, path: Path) -> None:
    frame.to_csv(path, index=False, encoding="utf-8")


def write_outputs(out: Path, terms: pd.DataFrame, qa: pd.DataFrame, units: pd.DataFrame, contexts: dict,
                  decisions: pd.DataFrame | None, version: str = "", occurrences: pd.DataFrame | None = None) -> None:
    """Everything into ``out``, atomically per file; decisions.csv only when ``decisions`` is given."""
    out.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".glossary-build-", dir=out))
    try:
        write_csv(terms, staging / "terms.csv")
        write_csv(qa, staging / "qa.csv")
        write_csv(occurrences if occurrences is not None else pd.DataFrame(), staging / "occurrences.csv")
        write_xlsx(terms, qa, staging / "glossary.xlsx")
        write_tbx(terms, staging / "glossary.tbx", contexts)
        write_tbx_v2(terms, staging / "glossary-v2.tbx")
        write_tmx(units, staging / "memory.tmx", version)
        names = list(OUTPUTS)
        if decisions is not None:
            write_decisions(decisions, staging / "decisions.csv")
            names.append("decisions.csv")
        for name in names:                        # all written: now move them in, one rename each
            os.replace(staging / name, out / name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


__all__ = ["DECISION_COLUMNS", "OUTPUTS", "TBX_NS", "apply_decisions", "read_decisions", "read_tbx", "read_tmx",
           "write_csv", "write_outputs", "write_tbx", "write_tbx_v2", "write_tmx", "write_xlsx"]
