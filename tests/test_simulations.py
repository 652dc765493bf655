"""Simulations at scale: one registry of games, seeded games whatever the workers, Parquet parts that
survive Ctrl-C and a dead worker, and refusals that name what is wrong."""
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from junta_lib import simulate as sim
from junta_lib.cli import main as cli
from junta_lib.core import IllegalAction, load, registry
from junta_lib.simulate import Run, read_rows, simulate_run
from junta_lib.tables.hub import TableError, make_game


def fresh_imports(statement: str) -> set:
    """The kit's modules a fresh interpreter has imported after ``statement``."""
    code = f"import sys; {statement}; print(' '.join(m for m in sys.modules if m.startswith('junta_lib')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_core_imports_no_game_and_the_rules_import_no_bot():
    assert not {m for m in fresh_imports("import junta_lib.core") if m.split(".")[1:2] in (["classic"], ["viva"], ["agents"])}
    assert "junta_lib.agents" not in fresh_imports("import junta_lib.classic, junta_lib.viva")


def test_everything_that_picks_a_game_by_name_asks_the_registry(tmp_path):
    assert registry.names() == ("classic", "viva")
    assert registry.game_kind("viva").title == "Junta: Viva el Presidente!"
    with pytest.raises(IllegalAction, match="unknown game 'chess'; the games are 'classic', 'viva'"):
        registry.game_kind("chess")
    with pytest.raises(TableError, match="game is one of classic, viva, not 'chess'"):
        make_game("chess", 1, {})
    game = make_game("classic", 3, {"players": 3})                     # two of four seats... one straw man
    assert sum(p.straw for p in game.state.players) == 1
    sim.play(game, sim.bot_team("random", game, 3))
    path = tmp_path / "g.json"
    game.save(path)
    assert load(path).snapshot() == game.snapshot()
    bad = json.loads(path.read_text())
    bad["game"] = "chess"
    with pytest.raises(Exception, match="unknown game 'chess'; save files name 'classic' or 'viva'"):
        load(json.dumps(bad))


def frame(out):
    return read_rows(out)


def test_every_game_has_its_own_seed_and_the_rows_are_the_same_on_1_2_and_4_workers(tmp_path):
    run = Run("viva", games=24, players=4, seed=5, bots=("heuristic",), chunk=3)
    summaries = {w: simulate_run(run, out=tmp_path / f"w{w}", workers=w) for w in (1, 2, 4)}
    assert {s["digest"] for s in summaries.values()} == {summaries[1]["digest"]}
    assert summaries[2]["workers"] == 2 and summaries[1]["workers"] == "in process"
    one = frame(tmp_path / "w1")
    assert len(one) == 24 and one["seed"].nunique() == 24 and list(one["number"]) == list(range(24))
    for w in (2, 4):
        assert frame(tmp_path / f"w{w}").equals(one)
    assert {"seed", "game", "players", "bots", "rounds", "winners", "vp_0", "coups_won"} <= set(one.columns)
    assert one["seed"][7] == sim.game_seed(5, 7)


def test_ctrl_c_keeps_the_finished_games_and_resume_plays_only_the_rest(tmp_path, monkeypatch):
    run = Run("classic", games=12, players=4, seed=2, bots=("random",), chunk=2)
    whole = simulate_run(run)
    calls = []
    real = sim.play_chunk

    def interrupted(r, a, b):
        calls.append(a)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(r, a, b)

    monkeypatch.setattr(sim, "play_chunk", interrupted)
    stopped = simulate_run(run, out=tmp_path / "run")
    assert stopped["stopped"] and not stopped["complete"] and stopped["played"] == 4
    assert len(list((tmp_path / "run").glob("part-*.parquet"))) == 2
    monkeypatch.setattr(sim, "play_chunk", real)
    with pytest.raises(sim.SimulationError, match="already holds a run.*--resume"):
        simulate_run(run, out=tmp_path / "run")
    other = Run("classic", games=12, players=5, seed=2, bots=("random",), chunk=2)
    with pytest.raises(sim.SimulationError, match="different run \\(players differ: players=4\\)"):
        simulate_run(other, out=tmp_path / "run", resume=True)
    resumed = simulate_run(run, out=tmp_path / "run", resume=True)
    assert resumed["resumed"] == 4 and resumed["played"] == 8 and resumed["complete"]
    assert resumed["digest"] == whole["digest"] and resumed["winners"] == whole["winners"]


def test_a_worker_killed_mid_run_has_its_games_played_again_and_the_results_do_not_change(tmp_path):
    from dask.distributed import Client, LocalCluster
    run = Run("classic", games=60, players=5, seed=8, bots=("random",), chunk=2)
    expected = simulate_run(run)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address="127.0.0.1:0") as cluster, \
            Client(cluster) as client:
        pids = list(client.run(os.getpid).values())
        result = {}
        worker = threading.Thread(target=lambda: result.update(simulate_run(run, out=tmp_path / "run",
                                                                            scheduler=cluster.scheduler_address)))
        worker.start()
        deadline = time.time() + 60
        while not list((tmp_path / "run").glob("part-*.parquet")) and time.time() < deadline:
            time.sleep(0.02)
        finished_at_kill = len(list((tmp_path / "run").glob("part-*.parquet")))
        os.kill(pids[0], 9)
        worker.join(120)
    assert 0 < finished_at_kill < 30, "the worker was killed while games were still being played"
    assert result["complete"] and result["digest"] == expected["digest"]
    assert frame(tmp_path / "run").equals(read_rows_in_process(run, tmp_path))


def read_rows_in_process(run, tmp_path):
    simulate_run(run, out=tmp_path / "here")
    return frame(tmp_path / "here")


def test_an_unreachable_scheduler_fails_in_seconds_with_one_line_naming_it(capsys):
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]                 # nothing listens there once closed
    start = time.monotonic()
    assert cli(["simulate", "--games", "2", "--scheduler", f"tcp://127.0.0.1:{port}"]) == 2
    err = capsys.readouterr().err
    assert time.monotonic() - start < 15
    assert err.count("\n") == 1 and f"cannot reach the Dask scheduler at tcp://127.0.0.1:{port}" in err


def test_an_unknown_bot_or_a_wrong_run_is_refused_with_what_is_allowed(capsys, tmp_path):
    assert cli(["simulate", "--bots", "clever", "--games", "2"]) == 2
    assert "unknown bot 'clever'; the bots are random (" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_code:
        cli(["simulate", "--workers", "0"])
    assert exit_code.value.code == 2
    assert "--workers is a whole number of processes, at least 1" in capsys.readouterr().err
    assert cli(["simulate", "--resume"]) == 2
    assert "--resume continues the run kept in an --out folder" in capsys.readouterr().err
    assert cli(["simulate", "--games", "2", "--resume", "--out", str(tmp_path / "none")]) == 2
    assert "holds no run to continue" in capsys.readouterr().err
    assert not (tmp_path / "none").exists()


def test_simulate_writes_parquet_rows_pandas_reads(tmp_path, capsys):
    out = tmp_path / "rows"
    assert cli(["simulate", "--game", "viva", "--players", "3", "--games", "5", "--workers", "1",
                "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    import pandas as pd
    rows = pd.read_parquet(out, engine="fastparquet")
    assert len(rows) == 5 and summary["complete"] and sorted(rows["number"]) == list(range(5))
    assert (rows["players"] == 3).all() and (rows["bots"] == "random,random,random").all()
