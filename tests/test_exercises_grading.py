"""Notebook 08 works with nbgrader as a teacher uses it: generate_assignment makes the student version
(answer cells emptied, graded cells kept), autograde scores submissions - all answers right 10 of 10,
one exercise right 2, the placeholders as shipped 0 - while in class a wrong answer only prints the
reason (nbval runs the notebook as shipped without an error)."""
from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from junta_lib.theory.solutions import ANSWERS

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "08_game_theory_exercises.ipynb"
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
    teacher = NOTEBOOK.read_text(encoding="utf-8")
    assert "reveal('" not in student and "reveal('coalitions')" in teacher        # no solutions for students
    for answer in ANSWERS.values():
        assert answer.splitlines()[-1] not in student

    shipped = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    submit(tmp_path, "anna", release)                                   # handed in untouched
    submit(tmp_path, "ben", answered(release, ANSWERS))                 # every answer right
    submit(tmp_path, "cid", answered(release, {"ex1_answer": ANSWERS["ex1_answer"],
                                               "ex2_answer": "cheapest = ('klaus', 'ben')"}))   # 1 right, 1 wrong
    submit(tmp_path, "dan", shipped)                                    # the class version's placeholders
    nbgrader(tmp_path, "autograde", "exercises")

    from nbgrader.api import Gradebook
    with Gradebook(f"sqlite:///{tmp_path / 'gradebook.db'}") as book:
        scores = {s: book.find_submission("exercises", s).score for s in ("anna", "ben", "cid", "dan")}
    assert scores == {"anna": 0, "ben": 14, "cid": 2, "dan": 0}
