"""The glossary build over all five corpora, timed in a fresh process (imports and model loading
included), and its quality on the hand-checked development list.

    python benchmarks/glossary.py [--runs 3] [--json]
Figures only: nothing here asserts.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def timed_build(out: Path) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import sys; from junta_lib.cli import main; sys.exit(main(sys.argv[1:]))",
                    "glossary", "build", "--corpora", str(ROOT / "data" / "corpora"), "--out", str(out), "--quiet"],
                   check=True, env=env, stdout=subprocess.DEVNULL, cwd=ROOT,
                   preexec_fn=(lambda: os.sched_setaffinity(0, {0})) if hasattr(os, "sched_setaffinity") else None)
    return time.perf_counter() - start


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    import pandas as pd

    from junta_lib.glossary.quality import evaluate

    with tempfile.TemporaryDirectory() as tmp:
        times = [timed_build(Path(tmp) / f"run{i}") for i in range(args.runs)]
        terms = pd.read_csv(Path(tmp) / "run0" / "terms.csv", keep_default_na=False)
    report = evaluate(terms, pd.read_csv(ROOT / "tests" / "data" / "glossary_dev.csv"))
    result = {"build_seconds_min": round(min(times), 2), "build_seconds_max": round(max(times), 2),
              "runs": args.runs, "dev_terms": report["terms"], "dev_listed": round(report["listed"], 3),
              "dev_preferred": round(report["preferred"], 3)}
    print(json.dumps(result) if args.json else "\n".join(f"{k:>20}: {v}" for k, v in result.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
