"""Findings a team works through: ids anchored to what a finding is about (not its line), statuses
kept in qa_review.csv (from the review notebook and from the workbook), a dismissed finding stays
dismissed through edits of the corpus (lines deleted and inserted, commas added beside it, a word
changed inside it: carried over and said), a finding marked fixed but still found is open again;
the workbook prints as a translator prints it and holds text, never formulas."""
from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest
from openpyxl import load_workbook

from junta_lib.glossary import CorpusError
from junta_lib.glossary.build import build_glossary
from junta_lib.glossary.qa_review import read_review, set_status
from junta_lib.glossary.workbook import write_xlsx

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT / "data" / "corpora"


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    """A build, three statuses set (two from the notebook, one in the workbook), and a rebuild."""
    out = tmp_path_factory.mktemp("glossary")
    first = build_glossary(CORPORA, out, progress=False)
    qa = pd.read_csv(out / "qa.csv", keep_default_na=False)
    lines = (CORPORA / "000_c47e5ab693709e99.txt").read_text(encoding="utf-8").split("\n")
    english_left = qa[(qa.kind == "untranslated_fragment") & (qa.corpus == "junta_en_ru")]
    dismissed = next(r.id for r in english_left.itertuples() if r.evidence.strip("…") in lines[r.line - 1]
                     and any(w.isascii() and w.isalpha() for w in r.evidence.strip("…").split()))   # an English word
    fixed = qa[qa.kind == "translator_question"].id.iloc[0]
    set_status(out, dismissed, "dismissed", "the Russian spells the number out, as the house style wants")
    set_status(out, fixed, "fixed", "corrected in the translation")
    book = load_workbook(out / "glossary.xlsx")
    ws = book["qa"]
    header = [c.value for c in ws[1]]
    by_book = ws.cell(2, header.index("id") + 1).value
    ws.cell(2, header.index("status") + 1).value = "dismissed"
    ws.cell(2, header.index("status_note") + 1).value = "a heading, not a sentence"
    book.save(out / "glossary.xlsx")
    second = build_glossary(CORPORA, out, progress=False)
    return out, first, second, {"dismissed": dismissed, "fixed": fixed, "by_book": by_book}


def test_a_finding_keeps_its_id_when_its_text_does_not_change(reviewed):
    _, first, second, _ = reviewed
    assert list(first["qa"].id) == list(second["qa"].id) and first["qa"].id.is_unique


def test_statuses_from_the_notebook_and_the_workbook_are_kept_and_read_back(reviewed):
    out, _, second, ids = reviewed
    qa = second["qa"].set_index("id")
    assert qa.loc[ids["dismissed"], "status"] == "dismissed"
    assert qa.loc[ids["by_book"], "status"] == "dismissed" and qa.loc[ids["by_book"], "status_note"] == \
        "a heading, not a sentence"
    # marked fixed, but the translation was not changed: the finding is still there, open again, and said
    assert qa.loc[ids["fixed"], "status"] == "open" and "marked fixed, still found" in qa.loc[ids["fixed"], "status_note"]
    assert any(ids["fixed"] in w and "still found" in w for w in second["summary"]["warnings"])
    review = read_review(out / "qa_review.csv").set_index("id")
    assert review.loc[ids["dismissed"], "status"] == "dismissed" and review.loc[ids["by_book"], "status"] == "dismissed"
    assert second["summary"]["findings_by_status"]["dismissed"] == 2
    on_disk = pd.read_csv(out / "qa.csv", keep_default_na=False).set_index("id")
    assert on_disk.loc[ids["dismissed"], "status"] == "dismissed"


def test_a_dismissal_needs_a_reason_and_an_unknown_finding_is_refused(reviewed):
    out, _, _, ids = reviewed
    with pytest.raises(CorpusError, match="without a reason"):
        set_status(out, ids["fixed"], "dismissed", "  ")
    with pytest.raises(CorpusError, match="no finding 'nope'"):
        set_status(out, "nope", "fixed")
    with pytest.raises(CorpusError, match="one of open, fixed, dismissed"):
        set_status(out, ids["fixed"], "wontfix")


def test_a_dismissed_finding_whose_words_changed_is_carried_over_and_said(reviewed, tmp_path):
    out, _, second, ids = reviewed
    corpora = Path(shutil.copytree(CORPORA, tmp_path / "corpora"))
    glossary = Path(shutil.copytree(out, tmp_path / "glossary"))
    qa = second["qa"].set_index("id")
    target = qa.loc[ids["dismissed"]]                     # English left in the Russian: a word more of it
    path = corpora / "000_c47e5ab693709e99.txt"
    lines = path.read_text(encoding="utf-8").split("\n")
    line = int(target.line) - 1
    core = str(target.evidence).strip("…")
    english = [w for w in core.split() if w.isascii() and w.isalpha()]
    changed = lines[line].replace(core, core.replace(english[0], english[0] + " Junta", 1), 1)
    assert changed != lines[line]
    lines[line] = changed
    path.write_text("\n".join(lines), encoding="utf-8")
    third = build_glossary(corpora, glossary, progress=False)
    assert ids["dismissed"] not in set(third["qa"].id)
    again = third["qa"][(third["qa"].kind == target.kind) & (third["qa"].location == target.location)
                        & (third["qa"].status == "dismissed")]
    assert len(again) == 1 and "Junta" in again.evidence.iloc[0] and again.status_note.iloc[0] == target.status_note
    assert third["summary"]["review_moved"] == 1 and any("1 dismissed finding(s) moved" in w
                                                          for w in third["summary"]["warnings"])
    assert ids["by_book"] in set(third["qa"][third["qa"].status == "dismissed"].id)     # the others keep theirs
    review = read_review(glossary / "qa_review.csv")
    assert again.id.iloc[0] in set(review.id) and ids["dismissed"] not in set(review.id)


def test_review_work_survives_lines_deleted_and_inserted_and_commas_beside_dismissed_findings(reviewed, tmp_path):
    """The fix a finding asks for (a page footer deleted) renumbers every paragraph after it; a line
    inserted before them, and commas added beside a dismissed finding, change no status."""
    out, _, second, _ = reviewed
    corpora = Path(shutil.copytree(CORPORA, tmp_path / "corpora"))
    glossary = Path(shutil.copytree(out, tmp_path / "glossary"))
    qa = second["qa"]
    robinson = qa[(qa.corpus == "robinson_en_ru") & (qa.line > 60)]
    chosen = [robinson[robinson.kind == kind].iloc[0] for kind in ("reviewer_suggestion", "alternatives_marked",
                                                                    "broken_ligature", "inconsistent_term")]
    for n, finding in enumerate(chosen):
        set_status(glossary, finding.id, "dismissed", f"judged no problem ({n})")
    path = corpora / "003_d6f9bc938ef5a060.txt"
    lines = path.read_text(encoding="utf-8").split("\n")
    assert lines[43] == "страница 8"
    commas = chosen[0]                                       # a comma inside its evidence's window
    core = str(commas.evidence).strip("…")
    words = core.split()
    at = next(i for i, line in enumerate(lines) if core in line)
    lines[at] = lines[at].replace(core, core.replace(f"{words[2]} {words[3]}", f"{words[2]}, {words[3]}", 1), 1)
    del lines[43]                                            # the footer, and its paragraph separators
    del lines[43]
    lines[2:2] = ["A note inserted by the team.", "|", "Заметка, вставленная командой.", "|"]
    path.write_text("\n".join(lines), encoding="utf-8")
    third = build_glossary(corpora, glossary, progress=False)
    after = third["qa"]
    for n, finding in enumerate(chosen):
        same = after[(after.kind == finding.kind) & (after.status == "dismissed")
                     & (after.status_note == f"judged no problem ({n})")]
        assert len(same) == 1, (finding.kind, finding.evidence)
        assert same.location.iloc[0] != finding.location or finding is commas          # renumbered, still dismissed
    assert third["summary"]["review_unmatched"] == []
    assert (after.status == "dismissed").sum() == (second["qa"].status == "dismissed").sum() + len(chosen)


def test_the_workbook_prints_landscape_fit_to_width_with_its_header_on_every_page_and_holds_no_formula(tmp_path):
    terms = pd.DataFrame([["junta_en_ru", "=HYPERLINK(\"http://x\")", "en", "ru", "=1+1", "=1+1 (2)", "seen", "inconsistent",
                           "2", "=cmd|' /C calc'!A0"]],
                         columns=["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants",
                                  "basis", "status", "locations", "note"])
    qa = pd.DataFrame([["unt-1", "junta_en_ru", 2, "C", 3, "untranslated_fragment", "=A1*2", "", "English left",
                        "open", ""]],
                      columns=["id", "corpus", "location", "cell", "line", "kind", "evidence", "expected", "message",
                               "status", "status_note"])
    write_xlsx(terms, qa, tmp_path / "g.xlsx")
    book = load_workbook(tmp_path / "g.xlsx")
    assert book.sheetnames[0] == "conflicts"
    formulas = [c.coordinate for ws in book.worksheets for row in ws.iter_rows() for c in row if c.data_type == "f"]
    assert formulas == []
    assert book["junta_en_ru"]["B2"].value == "=HYPERLINK(\"http://x\")" and book["qa"]["G2"].value == "=A1*2"
    for ws in book.worksheets:
        if ws.sheet_state == "hidden":
            continue
        # as wide as one page: fitToWidth is 1 written or left to its default (1 in the OOXML schema's
        # CT_PageSetup, which XlsxWriter leaves out), and no page count down
        assert ws.page_setup.orientation == "landscape" and ws.page_setup.fitToWidth in (1, None)
        assert ws.page_setup.fitToHeight == 0 and ws.page_setup.paperSize == 9
        assert ws.sheet_properties.pageSetUpPr.fitToPage and ws.print_title_rows.replace("$", "") == "1:1"
    statuses = [dv for dv in book["qa"].data_validations.dataValidation if dv.formula1 == '"open,fixed,dismissed"']
    assert statuses


def test_the_workbook_shows_the_reviewers_style_proposals_on_a_sheet_of_their_own(tmp_path):
    """Style proposals are no QA findings (qa.csv), but the translators review in the workbook: the
    proposals are there, after the qa sheet, each row as style_proposals.csv has it."""
    import openpyxl
    import pandas as pd
    from junta_lib.glossary.workbook import write_xlsx
    terms = pd.DataFrame([{"corpus": "junta_en_ru", "term": "bill", "preferred_target": "купюра", "status": "consistent",
                           "note": "", "variants": "купюра"}])
    qa = pd.DataFrame([{"id": "qa-1", "kind": "spelling", "evidence": "илил", "status": "open"}])
    style = pd.DataFrame([{"id": "sty-1", "kind": "style_proposal", "evidence": "«Районы города»",
                           "expected": "«Городские районы»"}])
    write_xlsx(terms, qa, tmp_path / "with.xlsx", style)
    write_xlsx(terms, qa, tmp_path / "without.xlsx")
    book = openpyxl.load_workbook(tmp_path / "with.xlsx")
    names = book.sheetnames
    assert names.index("style proposals") == names.index("qa") + 1
    rows = list(book["style proposals"].values)
    assert rows[0][:4] == ("id", "kind", "evidence", "expected") and rows[1][2:4] == ("«Районы города»", "«Городские районы»")
    assert "style proposals" not in openpyxl.load_workbook(tmp_path / "without.xlsx").sheetnames


def test_a_finding_s_id_does_not_change_with_the_team_s_note_it_quotes():
    """"the team decided 'штаб' (<note>)": the id is drawn from the sentence without the note, the id the
    finding had before it quoted the note, so a note edited, or first quoted, carries every status over."""
    from junta_lib.glossary.qa_review import finding_ids
    row = {"corpus": "junta_en_ru", "kind": "inconsistent_term", "expected": "штаб",
           "evidence": "…выбрал штаб-квартиру в качестве…"}
    said_as = ["'Headquarters' rendered 'штаб-квартиру' here; the glossary's decided target is 'штаб'",
               "'Headquarters' rendered 'штаб-квартиру' here; the team decided 'штаб' (one word names the Location)",
               "'Headquarters' rendered 'штаб-квартиру' here; the team decided 'штаб' (the shorter word)"]
    ids = [finding_ids(pd.DataFrame([dict(row, message=m)]))[0] for m in said_as]
    assert ids[0] == ids[1] == ids[2]
    other = finding_ids(pd.DataFrame([dict(row, message=said_as[1].replace("штаб-квартиру", "штабе"))]))[0]
    assert other != ids[0]                                   # another word at the place is another finding
