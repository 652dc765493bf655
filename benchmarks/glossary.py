"""The glossary build over all five corpora, timed in a fresh process pinned to one core (imports
and model loading included), and its quality on the hand-checked development lists: terms
(tests/data/glossary_dev.csv, by corpus and by set: "original" = the first list, "added" = terms
added later from rows the pipeline was not tuned on, "blind3" = a third list written before
its figures were first seen) and QA findings (tests/data/qa_dev.csv, the fourth list
tests/data/qa_blind4.csv, the fifth, sixth and seventh, inconsistent terms only, tests/data/qa_blind5.csv,
qa_blind6.csv and qa_blind7.csv, and the eighth, every claimed kind, qa_blind8.csv, each written before the
checks it measures were changed); the
same again with the hand lists left out (``seed=False``), to show how much discovery and learned
alignment find on their own.

Two build times: a build of corpora the cache folder has not seen ("corpus work done": read, align,
match, reconcile, the findings, the files) and a build in a new process after a decision ("corpus work
read": the corpus work kept in the cache folder is read back). The timed builds use a cache folder of
their own, filled by an untimed first build (jieba's dictionary, wordfreq's and hunspell's answers).

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


def timed_build(out: Path, cache: Path | None = None) -> float:
    """Wall seconds of one build in a fresh process pinned to one core (its CPU seconds are added to
    CPU_SECONDS: on a shared machine the wall time includes waiting for the core).  The process may
    write its bytecode (an environment's PYTHONDONTWRITEBYTECODE is dropped), as an installed kit has
    it: the build is timed, not Python compiling the kit's sources each time."""
    import resource
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if cache is not None:
        env["JUNTA_CACHE"] = str(cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import sys; from junta_lib.cli import main; sys.exit(main(sys.argv[1:]))",
                    "glossary", "build", "--corpora", str(ROOT / "data" / "corpora"), "--out", str(out), "--quiet"],
                   check=True, env=env, stdout=subprocess.DEVNULL, cwd=ROOT,
                   preexec_fn=(lambda: os.sched_setaffinity(0, {0})) if hasattr(os, "sched_setaffinity") else None)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU_SECONDS.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall


CPU_SECONDS: list[float] = []


def quality(seed: bool, tmp: Path) -> dict:
    import pandas as pd

    from junta_lib.glossary.build import build_glossary
    from junta_lib.glossary.quality import evaluate, evaluate_blind, evaluate_qa
    out = tmp / f"seed-{seed}"
    out.mkdir()
    (out / "decisions.csv").write_bytes((ROOT / "glossary" / "decisions.csv").read_bytes())   # the team's decisions
    result = build_glossary(ROOT / "data" / "corpora", out, progress=False, seed=seed)
    terms = evaluate(result["terms"], pd.read_csv(ROOT / "tests" / "data" / "glossary_dev.csv", keep_default_na=False))
    qa = evaluate_qa(result["qa"], pd.read_csv(ROOT / "tests" / "data" / "qa_dev.csv", keep_default_na=False))
    blind = evaluate_blind(result["qa"], pd.read_csv(ROOT / "tests" / "data" / "qa_blind4.csv", keep_default_na=False))
    fifth = evaluate_blind(result["qa"], pd.read_csv(ROOT / "tests" / "data" / "qa_blind5.csv", keep_default_na=False))
    sixth = evaluate_blind(result["qa"], pd.read_csv(ROOT / "tests" / "data" / "qa_blind6.csv", keep_default_na=False))
    seventh = evaluate_blind(result["qa"], pd.read_csv(ROOT / "tests" / "data" / "qa_blind7.csv", keep_default_na=False))
    eighth = evaluate_blind(result["qa"], pd.read_csv(ROOT / "tests" / "data" / "qa_blind8.csv", keep_default_na=False))
    table = terms["table"]
    by = table.groupby(["set", "corpus"])[["found", "listed", "preferred"]].mean().round(3)
    return {"dev_terms": terms["terms"], "found": round(terms["found"], 3),
            "found_with_accepted_rendering": round(terms["listed"], 3), "preferred": round(terms["preferred"], 3),
            "citation_form": round(terms["citation"], 3),
            "by_set_and_corpus": {f"{s}/{c}": row for (s, c), row in by.to_dict("index").items()},
            "qa_recall_by_kind": qa["by_kind"],
            "qa_fourth_list": f"{blind['found']} of {blind['problems']}",
            "qa_fourth_list_by_kind": {k: f"{v['sum']} of {v['count']}" for k, v in blind["by_kind"].items()},
            "qa_fifth_list_inconsistent_terms": f"{fifth['found']} of {fifth['problems']}",
            "qa_sixth_list_inconsistent_terms": f"{sixth['found']} of {sixth['problems']}",
            "qa_seventh_list_inconsistent_terms": f"{seventh['found']} of {seventh['problems']}",
            "qa_eighth_list": f"{eighth['found']} of {eighth['problems']}",
            "qa_eighth_list_by_kind": {k: f"{v['sum']} of {v['count']}" for k, v in eighth["by_kind"].items()}}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        timed_build(Path(tmp) / "warm-up", cache)       # untimed: writes the bytecode the runs read
        done, done_cpu, read, read_cpu = [], [], [], []
        for i in range(args.runs):
            for kept in cache.glob("glossary-work-*"):   # corpora not seen before: the work is done
                kept.unlink()
            CPU_SECONDS.clear()
            done.append(timed_build(Path(tmp) / f"done{i}", cache))
            read.append(timed_build(Path(tmp) / f"read{i}", cache))    # a decision later: the work is read
            done_cpu.append(CPU_SECONDS[0])
            read_cpu.append(CPU_SECONDS[1])
        result = {"build_seconds_min": round(min(done), 2), "build_seconds_max": round(max(done), 2),
                  "build_cpu_seconds_min": round(min(done_cpu), 2), "build_cpu_seconds_max": round(max(done_cpu), 2),
                  "rebuild_seconds_min": round(min(read), 2), "rebuild_seconds_max": round(max(read), 2),
                  "rebuild_cpu_seconds_min": round(min(read_cpu), 2), "rebuild_cpu_seconds_max": round(max(read_cpu), 2),
                  "load_average": round(os.getloadavg()[0], 1),
                  "runs": args.runs, "with_seed_lists": quality(True, Path(tmp)),
                  "without_seed_lists": quality(False, Path(tmp))}
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    for key, value in result.items():
        if isinstance(value, dict):
            print(f"{key}:")
            for k, v in value.items():
                if isinstance(v, dict):
                    print(f"  {k}:")
                    for kk, vv in v.items():
                        print(f"    {kk:<32} {vv}")
                else:
                    print(f"  {k:<34} {v}")
        else:
            print(f"{key:<36} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
