"""Findings a team works through: each finding has a stable ``id`` and a ``status``.

The id is drawn from what the finding is about, never from where it stands: the corpus, the kind,
the expected target, the message and the words of its evidence (punctuation and spacing left out),
so deleting or inserting lines elsewhere, or adding commas beside it, leaves it alone.  Where the
words themselves changed (an edit inside the evidence's window), a dismissed finding whose id is no
longer found is carried over to the one new finding of the same corpus, kind and message whose
evidence is nearest, when that match is unambiguous; the build says how many moved and lists those
that could not be matched (they stay in the file, never silently dropped).  Statuses: ``open``,
``fixed`` (the translation was corrected: a finding marked fixed that the next build still finds is
reopened, and said), ``dismissed`` (with a reason: the reviewer judged it no problem; it stays
dismissed).

The record is ``glossary/qa_review.csv`` (id, status, note, and the finding's kind, evidence, corpus
and message, to match it again and for a person reading the file), written by the review notebook
and by the build from the ``status`` and ``status_note`` columns of the workbook's qa sheet, and
read back by every build into qa.csv.
"""
from __future__ import annotations

import csv
import hashlib
import re
from difflib import SequenceMatcher
from pathlib import Path

import pandas as pd

from .errors import CorpusError
from .limits import MAX_DECISIONS_BYTES, check_size

STATUSES = ("open", "fixed", "dismissed")
REVIEW_COLUMNS = ["id", "status", "note", "kind", "evidence", "corpus", "message"]
#: how alike (0..1, the evidence's words) a new finding must be to take over a dismissed one's status
CARRY_OVER = 0.6
#: and by how much it must beat the next candidate for the match to count as unambiguous
MARGIN = 0.1
#: the same message (the same words flagged) counts for a little more
MESSAGE_BONUS = 0.05


def words_of(evidence: str) -> str:
    """The evidence's letters and digits, lower case: what a finding is about, whatever the
    punctuation and spacing around it."""
    return re.sub(r"[\W_]+", "", str(evidence).lower())


#: sentences that quote the team's note on a decision, and the same sentence without it: a finding's id
#: is drawn from the latter, so editing a note gives its findings no new ids
NOTED = {"rendered_decided_noted": "rendered_decided", "part_decided_noted": "part_decided"}


def unplaced(message: str) -> str:
    """A finding's message without its numbers ("the reviewer's list (paragraph 243, line 653)"
    names where the suggestion stands, which an edit elsewhere changes) and without a team's note it
    quotes."""
    from .messages import read_back, said
    message = str(message)
    said_as = read_back(message) if "the team decided" in message else None
    if said_as and said_as[0] in NOTED:
        message = said(NOTED[said_as[0]], **said_as[1])
    return re.sub(r"\d+", "", message)


def finding_ids(qa: pd.DataFrame) -> list[str]:
    """A stable id per finding: a digest of what it is about (not of its line or paragraph number);
    the same finding twice in a corpus is told apart by its order there."""
    seen: dict[str, int] = {}
    ids = []
    for r in qa.itertuples():
        key = "\x1f".join(str(v) for v in (r.corpus, r.kind, r.expected, unplaced(getattr(r, "message", "")),
                                            words_of(r.evidence)))
        digest = hashlib.sha1(key.encode("utf-8")).hexdigest()[:12]
        n = seen.get(digest, 0)
        seen[digest] = n + 1
        ids.append(f"{r.kind[:3]}-{digest}" + (f"-{n + 1}" if n else ""))
    return ids


def read_review(path: Path) -> pd.DataFrame:
    """qa_review.csv (none when absent); a bad file is refused with its line."""
    path = Path(path)
    if not path.exists():
        return pd.DataFrame(columns=REVIEW_COLUMNS)
    check_size(path, MAX_DECISIONS_BYTES, "review file")
    try:
        with path.open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            rows = []
            for row in reader:
                if not (row.get("id") or "").strip():
                    continue
                status = (row.get("status") or "").strip().lower()
                if status not in STATUSES:
                    raise CorpusError(path, reader.line_num, f"status {row.get('status')!r}",
                                      f"one of {', '.join(STATUSES)}")
                rows.append({c: (row.get(c) or "").strip() for c in REVIEW_COLUMNS} | {"status": status})
    except csv.Error as err:
        raise CorpusError(path, None, f"unreadable CSV ({err})", "the qa_review.csv the kit writes") from None
    except UnicodeDecodeError as err:
        raise CorpusError(path, None, f"not UTF-8 text ({err.reason})", "a UTF-8 CSV file") from None
    if rows and "id" not in rows[0]:
        raise CorpusError(path, 1, "no id column", f"the header {','.join(REVIEW_COLUMNS)}")
    return pd.DataFrame(rows, columns=REVIEW_COLUMNS)


def shown_statuses(folder: Path) -> dict:
    """id -> (status, note) as the last build wrote them into qa.csv and the workbook."""
    path = Path(folder) / "qa.csv"
    if not path.exists():
        return {}
    try:
        qa = pd.read_csv(path, keep_default_na=False, dtype=str)
    except (ValueError, OSError):
        return {}
    if not {"id", "status", "status_note"} <= set(qa.columns):
        return {}
    return {r.id: (r.status, r.status_note) for r in qa.itertuples()}


def read_workbook_review(path: Path, shown: dict | None = None, book=None) -> pd.DataFrame:
    """The ``status`` and ``status_note`` a reviewer changed in the workbook's qa sheet (none if
    absent): ``shown`` (id -> (status, note)) is what the build wrote there; an unchanged row says
    nothing (a status set meanwhile in the notebook stands).  ``book``: the workbook already opened."""
    from .decisions import open_workbook
    shown = shown or {}
    opened = book is None
    book = book if book is not None else open_workbook(path)
    if book is None:
        return pd.DataFrame(columns=REVIEW_COLUMNS)
    rows = []
    if "qa" in book.sheetnames:
        it = book["qa"].iter_rows(values_only=True)
        header = next(it, None) or ()
        col = {name: i for i, name in enumerate(header)}
        if {"id", "status"} <= set(col):
            for values in it:
                status = str(values[col["status"]] or "").strip().lower()
                if values[col["id"]] and status in STATUSES:
                    note = str((values[col["status_note"]] if "status_note" in col else "") or "")
                    if shown.get(str(values[col["id"]]), ("open", "")) == (status, note):
                        continue                              # as the build wrote it: not a reviewer's change
                    rows.append({"id": str(values[col["id"]]), "status": status, "note": note} | {
                        c: values[col[c]] if c in col else "" for c in ("kind", "evidence", "corpus", "message")})
    if opened:
        book.close()
    return pd.DataFrame(rows, columns=REVIEW_COLUMNS)


def merge_review(review: pd.DataFrame, newer: pd.DataFrame) -> pd.DataFrame:
    """``review`` with ``newer``'s statuses laid over it (by id), and newer's new ids added."""
    out = {r.id: r._asdict() for r in review.itertuples(index=False)}
    for r in newer.itertuples(index=False):
        old = out.get(r.id)
        if old is None or (old["status"], old["note"]) != (r.status, r.note):
            if r.status == "open" and old is None:
                continue                                    # an untouched finding: nothing to record
            out[r.id] = r._asdict()
    return pd.DataFrame(list(out.values()), columns=REVIEW_COLUMNS)


def apply_review(qa: pd.DataFrame, review: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame, list[str]]:
    """qa.csv with ``id``, ``status`` and ``status_note``; the review as it now stands (a finding
    marked fixed that is still found is open again); warnings for a person."""
    qa = qa.copy()
    qa.insert(0, "id", finding_ids(qa))
    review, moved, unmatched = carry_over(qa, review)
    warnings = []
    if moved or unmatched:
        warnings.append(f"qa_review: {len(moved)} dismissed finding(s) moved (their text changed)"
                        + (f"; {len(unmatched)} could not be matched: " + "; ".join(
                            f"{r.id} ({r.kind}: {str(r.evidence)[:60]})" for r in unmatched) if unmatched else ""))
    by_id = {r.id: r for r in review.itertuples(index=False)}
    statuses, notes = [], []
    for r in qa.itertuples():
        record = by_id.get(r.id)
        status, note = ("open", "") if record is None else (record.status, record.note)
        if status == "fixed":
            warnings.append(f"qa_review: {r.id} ({r.kind} at {r.corpus} {r.location}{r.cell}) was marked fixed "
                            "but is still found: open again")
            status, note = "open", f"marked fixed, still found: {record.note}".rstrip(": ")
            review.loc[review.id == r.id, ["status", "note"]] = [status, note]
        elif status == "dismissed" and not note:
            warnings.append(f"qa_review: {r.id} is dismissed without a reason; say why in its note")
        statuses.append(status)
        notes.append(note)
    qa["status"], qa["status_note"] = statuses, notes
    kinds = dict(zip(qa.id, qa.kind))
    evidence = dict(zip(qa.id, qa.evidence))
    review["kind"] = [kinds.get(i, k) for i, k in zip(review.id, review.kind)]
    review["evidence"] = [str(evidence.get(i, e))[:200] for i, e in zip(review.id, review.evidence)]
    for column in ("corpus", "message"):
        values = dict(zip(qa.id, qa[column].astype(str)))
        review[column] = [values.get(i, v) for i, v in zip(review.id, review[column])]
    review.attrs.update(moved=len(moved), unmatched=[r.id for r in unmatched])
    return qa, review, warnings


def carry_over(qa: pd.DataFrame, review: pd.DataFrame) -> tuple[pd.DataFrame, list, list]:
    """The review with each dismissed finding that is no longer found under its id moved to the new
    finding that is unambiguously the same (corpus and kind alike, the evidence's words nearest, the
    same message counting a little more); the records moved (old id -> new id) and those that could not be matched."""
    review = review.copy().reset_index(drop=True)
    for column in REVIEW_COLUMNS:
        if column not in review:
            review[column] = ""
    known = set(review.id)
    present = set(qa.id)
    free = qa[~qa.id.isin(known)]
    moved, unmatched = [], []
    for index, r in review.iterrows():
        if r.id in present or r.status != "dismissed":
            continue
        pool = free[free.kind == r.kind]
        if r.corpus:
            pool = pool[pool.corpus == r.corpus]
        old = words_of(r.evidence)
        scored = sorted(((SequenceMatcher(None, old, words_of(e), autojunk=False).ratio()
                          + (MESSAGE_BONUS if r.message and unplaced(m) == unplaced(r.message) else 0.0), i)
                         for i, e, m in zip(pool.id, pool.evidence, pool.message)), reverse=True)
        best = scored[0] if scored else (0.0, None)
        runner_up = scored[1][0] if len(scored) > 1 else 0.0
        if best[0] >= CARRY_OVER and best[0] - runner_up >= MARGIN:
            moved.append((r.id, best[1]))
            review.loc[index, "id"] = best[1]
            free = free[free.id != best[1]]
        else:
            unmatched.append(r)
    return review, moved, unmatched


def write_review(review: pd.DataFrame, path: Path) -> None:
    review[REVIEW_COLUMNS].to_csv(path, index=False, encoding="utf-8")


def set_status(folder: Path, finding_id: str, status: str, note: str = "") -> pd.DataFrame:
    """Record one finding's status in ``folder``'s qa_review.csv (the review notebook's buttons)."""
    if status not in STATUSES:
        raise CorpusError("qa_review.csv", None, f"status {status!r}", f"one of {', '.join(STATUSES)}")
    if status == "dismissed" and not note.strip():
        raise CorpusError("qa_review.csv", None, "a dismissal without a reason",
                          "a note saying why the finding is no problem")
    path = Path(folder) / "qa_review.csv"
    review = read_review(path)
    qa = pd.read_csv(Path(folder) / "qa.csv", keep_default_na=False)
    found = qa[qa.id == finding_id] if "id" in qa else qa.iloc[0:0]
    if found.empty:
        raise CorpusError(Path(folder) / "qa.csv", None, f"no finding {finding_id!r}", "the id of a finding in qa.csv")
    row = found.iloc[0]
    review = merge_review(review, pd.DataFrame([{"id": finding_id, "status": status, "note": note.strip(),
                                                 "kind": row.kind, "evidence": str(row.evidence)[:200],
                                                 "corpus": row.corpus, "message": row.message}]))
    write_review(review, path)
    return review
