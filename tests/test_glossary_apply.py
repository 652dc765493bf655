"""The translators' decisions carried into the translations: each decided term put in place in the
form its sentence needs (case and number of the old rendering, adjectives agreeing with the new
head), nothing applied where that is uncertain (listed with the reason), the change list and the
side-by-side page written, the English and the reviewers' columns untouched."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from junta_lib.glossary.apply import apply_glossary, forms_of, inflect_phrase
from junta_lib.glossary.build import build_glossary
from junta_lib.russian import RU_WORD
from junta_lib.russian import analyses

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT / "data" / "corpora"
DECISIONS = ("corpus,source_term,chosen_target,note\n"
             "junta_en_ru,Swiss Bank Account,швейцарский банковский вклад,a test: a masculine head as счёт\n"
             "junta_en_ru,Phase,фаза,one word for the nine phases\n"
             "junta_en_ru,Position,должность,as the reviewers write\n")


@pytest.mark.parametrize("target,case,number,expected", [
    ("фаза", "accs", "sing", "фазу"), ("должность", "gent", "plur", "должностей"),
    ("швейцарский банковский вклад", "gent", "plur", "швейцарских банковских вкладов"),
    ("швейцарский банковский вклад", "loct", "sing", "швейцарском банковском вкладе"),
    ("министр внутренних дел", "datv", "sing", "министру внутренних дел"),
    ("дворцовая гвардия", "ablt", "sing", "дворцовой гвардией"),
])
def test_a_decided_target_is_inflected_as_a_phrase(target, case, number, expected):
    assert inflect_phrase(target, case, number) == expected


def test_the_case_is_read_from_the_rendering_its_adjectives_and_a_preposition_before_it():
    assert forms_of("купюры", "купюра", "он кладёт в ")[0] == {("accs", "plur")}
    assert forms_of("купюры", "купюра", "")[0] >= {("gent", "sing"), ("nomn", "plur")}
    assert forms_of("швейцарские банковские счета", "счёт", "")[0] == {("nomn", "plur"), ("accs", "plur")}


def _agrees(phrase: str) -> bool:
    """Some reading of every adjective before the head shares the head's case and number (and its
    gender in the singular)."""
    words = RU_WORD.findall(phrase)
    heads = [i for i, w in enumerate(words) if any(p.tag.POS == "NOUN" for p in analyses(w.lower()))]
    if not heads:
        return False
    at = heads[0]
    for head in (p for p in analyses(words[at].lower()) if p.tag.POS == "NOUN"):
        ok = True
        for adj in words[:at]:
            fits = [p for p in analyses(adj.lower()) if p.tag.POS in ("ADJF", "PRTF") and p.tag.case == head.tag.case
                    and p.tag.number == head.tag.number
                    and (head.tag.number == "plur" or p.tag.gender == head.tag.gender)]
            ok = ok and bool(fits)
        if ok:
            return True
    return False


@pytest.fixture(scope="module")
def applied(tmp_path_factory):
    out = tmp_path_factory.mktemp("glossary")
    (out / "decisions.csv").write_text(DECISIONS, encoding="utf-8")
    build_glossary(CORPORA, out, progress=False)
    changes = apply_glossary(out, CORPORA)
    return out, changes


def test_decisions_are_put_in_place_in_the_form_their_sentence_needs(applied):
    out, changes = applied
    done = changes[changes.status == "applied"]
    assert len(done) >= 5 and set(done.source_term) >= {"Swiss Bank Account", "Position"}
    for c in done.itertuples():
        assert _agrees(c.after), (c.before, c.after)
        old = forms_of(c.before, None, "")[0]
        new = {(p.tag.case, p.tag.number) for w in RU_WORD.findall(c.after)[:1] for p in analyses(w.lower())}
        assert new & old or any(
            (p.tag.case, p.tag.number) in old for w in RU_WORD.findall(c.after) for p in analyses(w.lower())), c
    swiss = done[done.source_term == "Swiss Bank Account"]
    assert "швейцарские банковские вклады" in set(swiss.after)        # "... в свои секретные ... счета" (row 2)


def test_uncertain_places_are_left_for_a_human_with_the_reason(applied):
    _, changes = applied
    left = changes[changes.status != "applied"]
    assert len(left) and (left.reason.str.len() > 20).all()
    reasons = " ".join(left.reason)
    assert "English left" in reasons and ("several cases" in reasons or "agree" in reasons)


def test_the_corrected_translation_changes_only_the_translation_column(applied):
    out, changes = applied
    before = (CORPORA / "000_c47e5ab693709e99.txt").read_text(encoding="utf-8").split("\n")
    after = (out / "applied" / "000_c47e5ab693709e99.txt").read_text(encoding="utf-8").split("\n")
    assert len(before) == len(after)
    done = changes[(changes.status == "applied") & (changes.corpus == "junta_en_ru")]
    touched = set(done.line - 1)
    assert {i for i, (a, b) in enumerate(zip(before, after)) if a != b} == touched
    for i in touched:
        old_cells, new_cells = before[i].split(" | "), after[i].split(" | ")
        assert old_cells[1] == new_cells[1] and old_cells[3:] == new_cells[3:]      # B and D, E... as they were
        for c in done[done.line - 1 == i].itertuples():
            assert c.after in new_cells[2]
    page = (out / "applied" / "review.html").read_text(encoding="utf-8")
    assert "<del" in page and "<ins" in page and "needs a human" in page
    on_disk = pd.read_csv(out / "applied" / "changes.csv", keep_default_na=False)
    assert len(on_disk) == len(changes)


def test_the_command_line_applies_and_says_what_it_did(applied, tmp_path):
    out, _ = applied
    copy = Path(shutil.copytree(out, tmp_path / "g"))
    run = subprocess.run([sys.executable, "-m", "junta_lib.cli", "glossary", "apply", "--glossary", str(copy)],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0 and "changes applied" in run.stdout
    run = subprocess.run([sys.executable, "-m", "junta_lib.cli", "glossary", "apply", "--glossary",
                          str(tmp_path / "empty")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 2 and "has no occurrences.csv" in run.stderr
