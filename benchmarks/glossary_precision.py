"""A reviewer's measure of the glossary's QA findings: a seeded random sample, each finding in its sentence.

    python benchmarks/glossary_precision.py draw --seed 227 --out tests/data/qa_precision17.csv
    python benchmarks/glossary_precision.py score tests/data/qa_precision17.csv

``draw`` takes ``--n`` findings at random from ``glossary/qa.csv`` (the build's output), leaving out
every finding an earlier sample judged (``tests/data/qa_precision*.csv``, by id) unless ``--again`` is given
(once nearly every finding has been judged, a fresh reader re-reads a sample of the build as it
stands: ``history`` then compares that reader with the judgement on record), and writes each one
with the text of the corpus cell it belongs to (``unit_text``) and two empty columns for the
reviewer: ``judgement`` (actionable, partly or false) and ``note``.  ``score`` counts the judgements:
the share of actionable findings is the precision the README reports.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from junta_lib.core.rulesets import data_path  # noqa: E402
from junta_lib.glossary.readers import read_all  # noqa: E402

JUDGEMENTS = ("actionable", "partly", "false")
COLUMNS = ["id", "corpus", "location", "cell", "kind", "evidence", "expected", "message", "unit_text",
           "judgement", "note"]


def judged_before(folder: Path) -> set[str]:
    """The ids of every finding an earlier sample holds."""
    frames = [pd.read_csv(path, dtype=str, keep_default_na=False) for path in sorted(folder.glob("qa_precision*.csv"))]
    return {i for frame in frames if "id" in frame for i in frame["id"]}     # the earliest samples kept no ids


def draw(n: int, seed: int, qa: Path, earlier: Path, again: bool = False) -> pd.DataFrame:
    findings = pd.read_csv(qa, dtype=str, keep_default_na=False)
    fresh = findings if again else findings[~findings["id"].isin(judged_before(earlier))]
    if len(fresh) < n:
        raise SystemExit(f"only {len(fresh)} findings were never judged; ask for --n {len(fresh)} or fewer")
    sample = fresh.sample(n=n, random_state=seed).sort_values(["corpus", "id"])
    cells = read_all(data_path("corpora"))
    cells = cells.assign(location=cells["location"].astype(str)).set_index(["corpus", "location", "cell"])["text"]
    cells = cells[~cells.index.duplicated()]
    sample["unit_text"] = [cells.get((c, loc, cell), "") for c, loc, cell in
                           zip(sample["corpus"], sample["location"], sample["cell"])]
    sample["judgement"], sample["note"] = "", ""
    return sample[COLUMNS]


def score(path: Path) -> dict:
    judged = pd.read_csv(path, dtype=str, keep_default_na=False)
    unknown = sorted(set(judged["judgement"]) - set(JUDGEMENTS))
    if unknown:
        raise SystemExit(f"{path}: judgements must be one of {', '.join(JUDGEMENTS)}; found {unknown}")
    counts = judged["judgement"].value_counts().reindex(JUDGEMENTS, fill_value=0)
    by_kind = judged.groupby("kind")["judgement"].apply(lambda j: f"{(j == 'actionable').sum()}/{len(j)}")
    return {"n": len(judged), **counts.to_dict(), "precision": round(float(counts["actionable"]) / len(judged), 2),
            "actionable by kind": by_kind.to_dict()}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    d = sub.add_parser("draw")
    d.add_argument("--seed", type=int, required=True)
    d.add_argument("--n", type=int, default=50)
    d.add_argument("--qa", type=Path, default=ROOT / "glossary" / "qa.csv")
    d.add_argument("--earlier", type=Path, default=ROOT / "tests" / "data",
                   help="the folder of the earlier samples (qa_precision*.csv), left out of the draw")
    d.add_argument("--again", action="store_true",
                   help="draw from every finding of the build, judged before or not")
    d.add_argument("--out", type=Path, required=True)
    s = sub.add_parser("score")
    s.add_argument("sample", type=Path)
    args = p.parse_args(argv)
    if args.command == "draw":
        if args.out.exists():
            raise SystemExit(f"{args.out} exists; a judged sample is never drawn over: choose another --out")
        sample = draw(args.n, args.seed, args.qa, args.earlier, args.again)
        sample.to_csv(args.out, index=False)
        print(f"{args.out}: {len(sample)} findings to judge")
    else:
        print(score(args.sample))
    return 0


if __name__ == "__main__":
    sys.exit(main())
