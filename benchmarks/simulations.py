"""Simulations on Dask: games per second against the number of workers, the scaling efficiency, and
what Dask costs a small run (starting a LocalCluster, shipping chunks), against playing in-process.

    python benchmarks/simulations.py                      # the scaling and overhead tables
    python benchmarks/simulations.py --large 100000       # one large JUNTA run at 1 and at 4 workers,
                                                          # compared: same digest and same rows?
    python benchmarks/simulations.py --json

Every figure is wall-clock time as a user meets it: a LocalCluster's start counts.  ``workers=1`` is
the in-process loop (no Dask).  The efficiency of ``w`` workers is rate(w) / (w x rate(1)).  On a
shared machine the figures move with the other users' load: the report prints this machine's cores
and its load average beside them.  Figures only: nothing here asserts (the tests check the results
are identical whatever the workers).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.simulate import Run, simulate_run  # noqa: E402


def timed(run: Run, workers: int, out: str | None = None) -> dict:
    start = time.perf_counter()
    summary = simulate_run(run, out=out, workers=workers)
    seconds = time.perf_counter() - start
    return {"game": run.game, "bots": ",".join(run.bots), "games": run.games, "workers": workers,
            "seconds": round(seconds, 2), "games_per_s": round(run.games / seconds, 1),
            "digest": summary["digest"][:16], "errors": summary["errors"]}


def machine() -> dict:
    return {"cores": os.cpu_count(), "load_average_1min": round(os.getloadavg()[0], 2)}


def scaling(game: str, games: int, bots: str, workers: list[int]) -> list[dict]:
    run = Run(game, games, 5 if game == "classic" else 4, 1, (bots,))
    rows = [timed(run, w) for w in workers]
    base = rows[0]["games_per_s"]
    for row in rows:
        row["speed_up"] = round(row["games_per_s"] / base, 2)
        row["efficiency"] = round(row["speed_up"] / row["workers"], 2)
    return rows


def overhead(sizes: list[int], workers: int) -> list[dict]:
    """In process against a LocalCluster of ``workers``, for runs of each size: where Dask pays off."""
    rows = []
    for size in sizes:
        run = Run("classic", size, 5, 1, ("random",))
        here, dask = timed(run, 1), timed(run, workers)
        rows.append({"games": size, "in_process_s": here["seconds"], f"dask_{workers}_s": dask["seconds"],
                     "dask_extra_s": round(dask["seconds"] - here["seconds"], 2),
                     "faster": "dask" if dask["seconds"] < here["seconds"] else "in process"})
    return rows


def large(games: int, workers: list[int]) -> list[dict]:
    """One run of ``games`` JUNTA games (5 random players, seed 1) at each worker count, Parquet rows
    written as ``junta simulate --out`` writes them; then the comparison: the runs' digests (a hash
    of every game's action log, in game order) and their rows, read back and compared column by
    column.  The first run is the reference; each row says whether its run is identical to it."""
    from junta_lib.simulate import read_rows
    rows = []
    with tempfile.TemporaryDirectory(prefix="junta-bench-") as folder:
        reference = None
        for w in workers:
            out = f"{folder}/run-{w}"
            row = {**timed(Run("classic", games, 5, 1, ("random",)), w, out=out), **machine()}
            row["digest"] = simulate_digest(out, games)
            frame = read_rows(out)
            if reference is None:
                reference = (row, frame)
                row["identical_to"] = "(reference)"
            else:
                ref_row, ref_frame = reference
                same = row["digest"] == ref_row["digest"] and frame.equals(ref_frame)
                row["identical_to"] = f"{ref_row['workers']} workers: {'yes' if same else 'NO'}"
                row["speed_up_vs_reference"] = round(ref_row["seconds"] / row["seconds"], 2)
            rows.append(row)
    return rows


def simulate_digest(folder: str, games: int) -> str:
    """The whole run's digest, recomputed from its Parquet rows (``--resume`` with nothing left to play)."""
    return simulate_run(Run("classic", games, 5, 1, ("random",)), out=folder, resume=True)["digest"]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1200, help="games in each scaling run")
    p.add_argument("--workers", default=f"1,2,{os.cpu_count()},4", help="worker counts to compare")
    p.add_argument("--sizes", default="20,100,400,1600", help="run sizes for the overhead table")
    p.add_argument("--large", type=int, default=0,
                   help="instead: one run of this many JUNTA games at each of --large-workers, compared")
    p.add_argument("--large-workers", default="1,4", help="worker counts of the large runs (the first is the reference)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    workers = sorted({int(w) for w in args.workers.split(",")})
    report = {"machine": machine()}
    if args.large:
        report["large"] = large(args.large, [int(w) for w in args.large_workers.split(",")])
    else:
        report["scaling_classic_random"] = scaling("classic", args.games, "random", workers)
        report["scaling_viva_heuristic"] = scaling("viva", args.games * 3, "heuristic", workers)
        report["overhead"] = overhead([int(s) for s in args.sizes.split(",")], os.cpu_count() or 2)
    report["machine_after"] = machine()
    if args.json:
        print(json.dumps(report))
        return 0
    for name, rows in report.items():
        print(f"== {name}")
        for row in rows if isinstance(rows, list) else [rows]:
            print("   " + "  ".join(f"{k}={v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
