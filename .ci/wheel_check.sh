#!/usr/bin/env bash
# A wheel installed with plain pip (not editable) plays both games and builds the glossary from
# any working directory: the data files ship inside the package.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.venv/bin/python -m pip wheel --quiet --no-deps --wheel-dir "$work/dist" .
# the wheel ships no worked solution of the exercises: they live only in the teacher's notebook 08,
# between nbgrader's solution markers (the graded answers a student writes, line by line)
.venv/bin/python - "$work"/dist/*.whl notebooks/08_game_theory_exercises.ipynb <<'PY'
import json, re, sys, zipfile
wheel, notebook = sys.argv[1:]
cells = json.load(open(notebook, encoding="utf-8"))["cells"]
regions = [m.group(1) for c in cells for m in re.finditer(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", "".join(c["source"]), re.S)]
graded = {name for c in cells for args in re.findall(r"grade\('[^']+', lambda: [\w.]+\((.*)\)\)", "".join(c["source"]))
          for name in args.split(", ")}                       # the answers the graded cells read
answers = [line for r in regions for line in r.splitlines() if re.split(r"[ ,=]", line)[0] in graded]
assert len(regions) == 7 and len(answers) >= 7, "notebook 08 should hold the 7 worked solutions"
with zipfile.ZipFile(wheel) as whl:
    names = whl.namelist()
    assert not any(n.endswith("theory/solutions.py") for n in names), "the wheel ships theory/solutions.py"
    shipped = "\n".join(whl.read(n).decode("utf-8", "replace") for n in names if n.endswith((".py", ".toml", ".csv", ".txt")))
found = [a for a in answers if a in shipped]
assert not found, f"the wheel holds worked answers: {found}"
PY
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$work"/dist/*.whl
cd "$work"
"$work/venv/bin/junta" play --players 4 --seed 3 --save "$work/classic.json" > /dev/null
"$work/venv/bin/junta" play --game viva --players 3 --seed 3 > /dev/null
"$work/venv/bin/junta" replay "$work/classic.json" > /dev/null
# in Russian and Chinese, from the catalogs and the glossary of record shipped in the wheel
"$work/venv/bin/junta" replay --lang ru "$work/classic.json" | grep -q "президент"
"$work/venv/bin/junta" play --game viva --players 3 --seed 3 --lang zh_Hant | grep -q "總統"
"$work/venv/bin/junta" words --lang ru --json | "$work/venv/bin/python" -c "import json, sys; rows = json.load(sys.stdin); assert len(rows) > 100 and not any(r['source'] == 'missing' for r in rows)"
"$work/venv/bin/junta" glossary build --out "$work/glossary" --quiet > /dev/null
test -s "$work/glossary/terms.csv"
test -s "$work/glossary/schemas/TBX-Basic_DCA.sch"              # the schemas the termbase names
"$work/venv/bin/junta" glossary apply --glossary "$work/glossary" > /dev/null
test -s "$work/glossary/applied/changes.csv"
"$work/venv/bin/python" -c "from junta_lib.theory.classdata import example_class; assert len(example_class()) > 1000"
# the seat page and the teacher's room: their templates, script and style sheet ship in the wheel
"$work/venv/bin/python" -c "from junta_lib.tables import pages; [pages.TEMPLATES.get_template(t) for t in ('seat.html', 'room.html')]; assert all((pages.HERE / 'static' / f).stat().st_size for f in ('page.js', 'seat.js', 'room.js', 'junta.css'))"
echo "wheel check: the wheel holds no worked solution; an installed wheel plays JUNTA and Viva (in English, Russian and Chinese), replays a save, builds and applies the glossary and reads the shipped class data and the seat page's files outside the checkout"
