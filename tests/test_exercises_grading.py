"""Notebook 08 works with nbgrader as a teacher uses it: the notebook is the teacher's source, its
worked solutions between nbgrader's solution markers; generate_assignment makes the student version
(answer cells emptied, graded cells kept) with no solution in it, and the installed kit holds none
either; autograde scores submissions - all answers right 14 of 14, one exercise right 2, nothing
answered 0; the student version run top to bottom before any answer says "answer exercise N first"
in each graded cell, never a NameError."""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "08_game_theory_exercises.ipynb"
SOLUTION = re.compile(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", re.S)


def solutions() -> dict[str, str]:
    """The teacher's worked answers: {grade id of the answer cell: its solution, comments and code}."""
    out = {}
    for cell in json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]:
        found = SOLUTION.search("".join(cell["source"]))
        if found:
            out[cell["metadata"]["nbgrader"]["grade_id"]] = found.group(1)
    return out


ANSWERS = solutions()
#: the names the answer cells set, which the graded cells read
NAMES = {"coalitions", "cheapest", "payoff", "value", "together", "alone", "coordination",
         "power_share_correlation", "brier", "calibrated"}
pytestmark = pytest.mark.skipif(importlib.util.find_spec("nbgrader") is None, reason="nbgrader is not installed")


def nbgrader(root: Path, *args: str) -> None:
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    done = subprocess.run([sys.executable, "-m", "nbgrader", *args, f"--CourseDirectory.root={root}"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


def submit(root: Path, student: str, notebook: dict) -> None:
    folder = root / "submitted" / student / "exercises"
    folder.mkdir(parents=True)
    (folder / NOTEBOOK.name).write_text(json.dumps(notebook), encoding="utf-8")


def answered(notebook: dict, answers: dict) -> dict:
    out = json.loads(json.dumps(notebook))
    for cell in out["cells"]:
        gid = cell["metadata"].get("nbgrader", {}).get("grade_id")
        if gid in answers:
            cell["source"] = answers[gid]
    return out


def test_nbgrader_generates_the_student_version_and_autogrades_it(tmp_path):
    source = tmp_path / "source" / "exercises"
    source.mkdir(parents=True)
    shutil.copy(NOTEBOOK, source)
    nbgrader(tmp_path, "generate_assignment", "exercises", "--force")
    release = json.loads((tmp_path / "release" / "exercises" / NOTEBOOK.name).read_text(encoding="utf-8"))
    meta = [c["metadata"]["nbgrader"] for c in release["cells"]]
    assert sum(m["solution"] for m in meta) == len(ANSWERS) == 7
    assert sum(m.get("points", 0) for m in meta) == 14
    assert all("raise NotImplementedError()" in "".join(c["source"]) for c, m in zip(release["cells"], meta)
               if m["solution"])
    student = "\n".join("".join(c["source"]) for c in release["cells"])
    assert "solutions" not in student and "reveal" not in student       # it imports nothing that shows them
    for answer in ANSWERS.values():
        assert not any(line.strip() in student for line in answer.splitlines() if line.strip()), answer

    submit(tmp_path, "anna", release)                                   # handed in untouched
    submit(tmp_path, "ben", answered(release, ANSWERS))                 # every answer right
    submit(tmp_path, "cid", answered(release, {"ex1_answer": ANSWERS["ex1_answer"],
                                               "ex2_answer": "cheapest = ('klaus', 'ben')"}))   # 1 right, 1 wrong
    nbgrader(tmp_path, "autograde", "exercises")

    from nbgrader.api import Gradebook
    with Gradebook(f"sqlite:///{tmp_path / 'gradebook.db'}") as book:
        scores = {s: book.find_submission("exercises", s).score for s in ("anna", "ben", "cid")}
    assert scores == {"anna": 0, "ben": 14, "cid": 2}

    run = execute(release)                                              # the student copy, top to bottom
    errors = [o for c in run["cells"] for o in c.get("outputs", ()) if o["output_type"] == "error"]
    assert {e["ename"] for e in errors} == {"NotImplementedError"}      # only the answer cells
    said = "".join("".join(o.get("text", "")) for c in run["cells"] for o in c.get("outputs", ()))
    for n in ("1", "2", "3", "4", "5a", "5b"):
        assert f"answer exercise {n} first" in said


def execute(notebook: dict) -> dict:
    """The notebook run top to bottom in a fresh kernel, every cell run whatever the one before did."""
    import nbformat
    from nbclient import NotebookClient
    nb = nbformat.reads(json.dumps(notebook), as_version=4)
    NotebookClient(nb, timeout=600, allow_errors=True, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOK.parent)}}).execute()
    return json.loads(nbformat.writes(nb))


def test_the_installed_kit_ships_no_worked_solution():
    import junta_lib
    package = Path(junta_lib.__file__).parent
    assert not (package / "theory" / "solutions.py").exists()
    shipped = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in package.rglob("*.py"))
    for answer in ANSWERS.values():                 # the answers as the student writes them (the checks
        given = [line for line in answer.splitlines() if re.match(r"(\w+)( = |, )", line)   # compute the truth
                 and line.split()[0].rstrip(",") in NAMES]                               # their own way)
        assert given and not any(line in shipped for line in given), given
