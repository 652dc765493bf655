#!/usr/bin/env bash
# A wheel installed with plain pip (not editable) plays both games and builds the glossary from
# any working directory: the data files ship inside the package.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.venv/bin/python -m pip wheel --quiet --no-deps --wheel-dir "$work/dist" .
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
echo "wheel check: an installed wheel plays JUNTA and Viva (in English, Russian and Chinese), replays a save, builds and applies the glossary and reads the shipped class data and the seat page's files outside the checkout"
