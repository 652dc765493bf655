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


def test_the_large_run_benchmark_compares_the_runs_at_1_and_2_workers():
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "simulations.py"), "--large", "40",
                          "--large-workers", "1,2", "--json"], capture_output=True, text=True, check=True, timeout=300)
    one, two = json.loads(out.stdout)["large"]
    assert (one["workers"], two["workers"]) == (1, 2) and one["games"] == two["games"] == 40
    assert one["identical_to"] == "(reference)" and two["identical_to"] == "1 workers: yes"
    assert one["digest"] == two["digest"] and len(one["digest"]) == 64


def test_the_strength_benchmark_counts_a_seat_against_the_habits_with_an_exact_binomial_p(tmp_path):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import search_strength
    assert abs(search_strength.binomial_p(3, 4, 0.25) - (4 * 0.25 ** 3 * 0.75 + 0.25 ** 4)) < 1e-12
    assert search_strength.binomial_p(0, 10, 0.25) == 1.0
    rows = [search_strength.one_game("viva", 3, "ismcts-4", 5, n) for n in range(3)]
    assert [r["seat"] for r in rows] == [0, 1, 2] and all(r["share"] in (0, 0.5, 1) for r in rows)
    s = search_strength.summary(rows, 3)
    assert s["games"] == 3 and s["fair_share"] == 1 / 3 and 0 < s["p_value_vs_fair"] <= 1
    assert s["bot_won_habit_lost"] + s["habit_won_bot_lost"] <= 3
