"""The benchmark scripts run and report every figure (their numbers are not asserted: see README)."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_playout_benchmark_reports_each_loop_from_its_own_worker():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "playouts.py"), "--games", "2", "--repeat", "1",
                          "--json"], capture_output=True, text=True, check=True, timeout=300)
    report = json.loads(out.stdout)
    assert set(report) == {"classic", "viva", "classic_readme_loop", "viva_readme_loop", "openspiel"}
    for key in ("classic", "viva", "classic_readme_loop", "viva_readme_loop"):
        row = report[key]
        assert row["decisions"] > 0 and row["decisions_per_s"] > 0 and row["games_per_s"] > 0
    # the same seeded games whatever the loop: a view per decision changes nothing in the play
    assert report["classic"]["decisions"] == report["classic_readme_loop"]["decisions"]
    assert report["viva"]["decisions"] == report["viva_readme_loop"]["decisions"]
