"""Bad input never breaks the glossary build: each is said in one line before the work (a bad --out,
an unreadable manifest or decisions.csv, a corpus file outside the corpora folder, a binary file),
or cleaned with a warning (control characters: the termbases and the memory stay valid); the
outputs move into place as one change; decisions.csv keeps its form and its conflicts are reported
with their lines; the build's cache is the user's own."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from junta_lib.glossary import CorpusError
from junta_lib.glossary.build import build_glossary
from junta_lib.glossary.decisions import DECISION_COLUMNS, apply_decisions, read_decisions, write_decisions
from junta_lib.core.cache import cache_folder
from junta_lib.glossary.files import JOURNAL, STAGING, check_out, publish, recover
from junta_lib.glossary.readers import read_corpus, read_manifest
from standards import dtd_errors, relaxng_errors, schematron_errors

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT / "data" / "corpora"


@pytest.fixture
def corpora(tmp_path):
    return Path(shutil.copytree(CORPORA, tmp_path / "corpora"))


def junta(*args, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "junta_lib.cli", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300)


def test_a_bad_out_folder_is_said_in_one_line_before_any_work(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("not a folder")
    run = junta("glossary", "build", "--out", str(afile), "--quiet", cwd=tmp_path)
    assert run.returncode == 2 and "is a file, not a folder" in run.stderr and len(run.stderr.splitlines()) == 1
    with pytest.raises(CorpusError, match="cannot be written"):
        check_out(afile / "glossary")                       # a folder that cannot be made
    assert afile.read_text() == "not a folder"


def test_a_manifest_is_read_with_a_byte_order_mark_and_refused_with_its_line_when_wrong(corpora, tmp_path):
    manifest = corpora / "manifest.csv"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text, encoding="utf-8-sig")                      # as Excel saves "CSV UTF-8"
    assert list(read_manifest(corpora).corpus)[:2] == ["junta_en_ru", "politics_ru"]
    manifest.write_text(text.rstrip("\n") + '\nbig,x.txt,ru,lines,"' + "a" * 200_000 + '"\n', encoding="utf-8")
    with pytest.raises(CorpusError, match=r"line 7: unreadable CSV \(field larger than field limit"):
        read_manifest(corpora)
    outside = tmp_path / "outside.txt"
    outside.write_text("a line\n", encoding="utf-8")
    for climb in ("../outside.txt", str(outside)):
        manifest.write_text(text.replace("001_49f584b6aa2b055b.txt", climb), encoding="utf-8")
        with pytest.raises(CorpusError, match="lies outside the corpora folder"):
            read_manifest(corpora)


def test_a_binary_corpus_is_refused_and_control_characters_are_dropped_with_a_warning(corpora, tmp_path):
    nul = corpora / "nul.txt"
    nul.write_bytes(b"\x00" * 5000)
    with pytest.raises(CorpusError, match="NUL bytes"):
        read_corpus(nul, "x", "lines")
    junta_file = corpora / "000_c47e5ab693709e99.txt"
    text = junta_file.read_text(encoding="utf-8")
    junta_file.write_text(text.replace("Parliament", "Parlia\x01ment\x1b", 1).replace("Президент", "Прези\x7fдент", 1),
                          encoding="utf-8")
    out = tmp_path / "glossary"
    result = build_glossary(corpora, out, progress=False)
    assert any("control character U+0001, U+001B dropped" in w for w in result["summary"]["warnings"])
    for name in ("terms.csv", "qa.csv", "occurrences.csv", "glossary.tbx", "glossary-v2.tbx", "memory.tmx"):
        body = (out / name).read_text(encoding="utf-8")
        assert not any(c in body for c in "\x01\x1b\x7f"), name
    assert relaxng_errors(out / "glossary.tbx", "TBXcoreStructV03.rng") == []
    assert schematron_errors(out / "glossary.tbx") == []
    assert dtd_errors(out / "memory.tmx") == []
    assert not list(out.glob(STAGING + "*")) and not (out / JOURNAL).exists()        # nothing left behind


def test_decisions_csv_keeps_its_form_and_its_repeats_and_conflicts_are_reported_with_their_lines(tmp_path):
    path = tmp_path / "decisions.csv"
    original = ("\ufeffcorpus;source_term;chosen_target;note\r\n"
                "junta_en_ru;bill;купюра;row 5\r\n"
                "junta_en_ru;Phase;фаза;\r\n"
                "junta_en_ru;Bill;счёт;a second opinion\r\n"
                "junta_en_ru;phase;фаза;again\r\n").encode("utf-8")
    path.write_bytes(original)
    table = read_decisions(path)
    warnings = table.attrs["warnings"]
    assert any("lines 2, 4 decide 'bill' in junta_en_ru differently (купюра, счёт)" in w for w in warnings)
    assert any("lines 3, 5 decide 'Phase' in junta_en_ru alike" in w for w in warnings)
    terms = pd.DataFrame([["junta_en_ru", "bill", "счёт", "inconsistent"], ["junta_en_ru", "Phase", "этап", "inconsistent"]],
                         columns=["corpus", "source_term", "preferred_target", "status"]).assign(basis="")
    decided, applied, _ = apply_decisions(terms, table)
    assert applied == 1 and list(decided.status) == ["inconsistent", "decided"]       # the conflict waits
    write_decisions(table, path)
    assert path.read_bytes() == original                   # BOM, ';' and CRLF as they were; every line kept
    path.write_text("corpus,source_term,chosen_target,note\njunta_en_ru,Phase,фаза,\"" + "a" * 200_000 + "\"\n",
                    encoding="utf-8")
    with pytest.raises(CorpusError, match="line 2: unreadable CSV"):
        read_decisions(path)
    assert read_decisions(path.with_name("none.csv"))[DECISION_COLUMNS].empty


def test_outputs_move_into_place_as_one_change_and_a_stopped_move_is_finished(tmp_path):
    out = check_out(tmp_path / "glossary")
    for name in ("terms.csv", "qa.csv", "memory.tmx"):
        (out / name).write_text("old")
    staging = out / (STAGING + "x1")
    staging.mkdir()
    for name in ("terms.csv", "qa.csv", "memory.tmx"):
        (staging / name).write_text("new")
    real_replace = os.replace
    moved = []

    def stop_after_one(src, dst):                           # the build dies after its first move
        if str(dst).endswith(JOURNAL) or not moved:
            moved.append(dst)
            return real_replace(src, dst)
        raise KeyboardInterrupt
    os.replace = stop_after_one
    try:
        with pytest.raises(KeyboardInterrupt):
            publish(out, staging, ["terms.csv", "qa.csv", "memory.tmx"])
    finally:
        os.replace = real_replace
    assert (out / JOURNAL).exists()
    recover(out)                                             # the next build, or the review, finishes it
    assert [(out / n).read_text() for n in ("terms.csv", "qa.csv", "memory.tmx")] == ["new"] * 3
    assert not (out / JOURNAL).exists() and not staging.exists()
    stale = out / (STAGING + "x2")                           # a build stopped before its commit point
    stale.mkdir()
    (stale / "terms.csv").write_text("half")
    recover(out)
    assert not stale.exists() and (out / "terms.csv").read_text() == "new"


def test_the_build_cache_is_the_users_own(tmp_path, monkeypatch):
    monkeypatch.setenv("JUNTA_CACHE", str(tmp_path / "cache"))
    folder = cache_folder()
    assert folder == tmp_path / "cache" and folder.is_dir() and (folder.stat().st_mode & 0o077) == 0
    monkeypatch.setenv("JUNTA_CACHE", str(tmp_path / "afile" / "cache"))
    (tmp_path / "afile").write_text("")
    assert cache_folder() is None                           # no cache, and no error: the build still runs
    code = ("import os, tempfile; os.environ['JUNTA_CACHE'] = %r\n"
            "from junta_lib.glossary.terms import _jieba, _zh_tags\n"
            "j = _jieba(); _zh_tags(); print(j.dt.tmp_dir)" % str(tmp_path / "c2"))
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.stdout.strip() == str(tmp_path / "c2")
    assert any(p.name.startswith("jieba-tags") for p in (tmp_path / "c2").iterdir())
    assert json.dumps(str(folder))


def test_a_duplicate_corpus_name_is_said_in_one_line_naming_both(corpora, tmp_path):
    manifest = corpora / "manifest.csv"
    lines = manifest.read_text(encoding="utf-8").splitlines()
    lines.append(lines[1].replace("000_c47e5ab693709e99.txt", "003_d6f9bc938ef5a060.txt"))
    manifest.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run = junta("glossary", "build", "--corpora", str(corpora), "--out", str(tmp_path / "out"), "--quiet", cwd=ROOT)
    assert run.returncode == 2 and run.stderr.count("\n") == 1
    assert "the corpus name 'junta_en_ru' is used twice (lines 2 and 7)" in run.stderr


@pytest.mark.parametrize("what", ["long line", "large file", "many decisions"])
def test_input_past_the_stated_limits_is_refused_in_one_line_before_any_work(corpora, tmp_path, what):
    """A 4 MB line took minutes to build: a line past 20,000 characters, a file past 2 MB and decisions
    past 20,000 rows are refused at once, the limit named (the kit's own corpora are far inside)."""
    import time

    from junta_lib.glossary.limits import MAX_CORPUS_BYTES, MAX_DECISIONS, MAX_LINE_CHARS
    out = tmp_path / "out"
    out.mkdir()
    rulebook = corpora / "000_c47e5ab693709e99.txt"
    if what == "long line":
        rulebook.write_text(rulebook.read_text(encoding="utf-8") + "73 | " + "word " * 30_000 + "\n", encoding="utf-8")
        said = f"more than {MAX_LINE_CHARS:,}"
    elif what == "large file":
        rows = "".join(f"{n} | An English line. | Русская строка.\n" for n in range(74, 74 + MAX_CORPUS_BYTES // 40))
        rulebook.write_text(rulebook.read_text(encoding="utf-8") + rows, encoding="utf-8")
        said = f"more than the {MAX_CORPUS_BYTES:,} a corpus file may have"
    else:
        rows = "".join(f"junta_en_ru,term {n},термин,\n" for n in range(MAX_DECISIONS + 1))
        (out / "decisions.csv").write_text("corpus,source_term,chosen_target,note\n" + rows, encoding="utf-8")
        said = f"more than {MAX_DECISIONS:,}"
    start = time.perf_counter()
    run = junta("glossary", "build", "--corpora", str(corpora), "--out", str(out), "--quiet", cwd=ROOT)
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and said in run.stderr, run.stderr
    assert not (out / "terms.csv").exists()
    assert time.perf_counter() - start < 120           # refused before the work, not after minutes of it
