"""Every label a Russian or Chinese user meets around the texts the kit quotes is in the user's
language: the lessons' rule boxes (the rows' numbers, the first-draft mark, the buttons), the
glossary review's findings and term notes, the command line's and the engine's refusals.  What is
quoted (the rulebook's English and Russian, the Viva seed's Chinese, the corpora's sentences, the
players' names, the game's name) stays as it is; nothing else on a ru or zh_Hant screen is Latin."""
from __future__ import annotations

import html
import re

import ipywidgets as w
import pytest

from junta_lib.i18n import set_language, using

LATIN = re.compile(r"[A-Za-z]{2,}")


def shown(widget) -> str:
    """The text a person reads on a widget tree: its HTML's text and its buttons' words and tooltips."""
    out = []

    def walk(x):
        if isinstance(x, w.HTML):
            out.append(html.unescape(re.sub(r"<[^>]+>", " ", x.value)))
        elif isinstance(x, (w.ToggleButton, w.Button)):
            out.extend([x.description, x.tooltip or ""])
        for child in getattr(x, "children", ()):
            walk(child)
    walk(widget)
    return "\n".join(out)


def latin_left(text: str, quoted: list[str]) -> list[str]:
    """The Latin words of ``text`` outside the ``quoted`` texts (spacing as a browser shows it)."""
    text = " ".join(text.split())
    for q in sorted((" ".join(q.split()) for q in quoted), key=len, reverse=True):
        text = text.replace(q, " ")
    text = re.sub(r"\bK\d+\b", " ", text)             # a kit rule's key ("K4") is its name in every language
    return LATIN.findall(text)


@pytest.fixture
def language():
    yield set_language
    set_language(None)


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_a_rule_box_labels_its_rows_and_buttons_in_the_screens_language(language, lang):
    from junta_lib.lessons.rulebook import junta_row
    from junta_lib.lessons.widgets import rule
    language(lang)
    rows = (21, 25, 30)
    quoted = [junta_row(r).english_only for r in rows] + [junta_row(r).reviewed or junta_row(r).first_draft for r in rows]
    text = shown(rule(*rows))
    assert latin_left(text, quoted) == []
    assert ("Строка 21." if lang == "ru" else "第21列") in text


def test_the_first_draft_mark_and_the_row_label_follow_the_screen_not_the_russian_column(language):
    from junta_lib.lessons.rulebook import Row
    from junta_lib.lessons.widgets import _russian_row
    draft = Row(999, "The President draws.", "Президент тянет.", ())          # a row nobody has reviewed
    with using("zh_Hant"):
        said = _russian_row(draft)
    assert "初稿" in said and "第999列" in said and "Президент тянет." in said
    assert "черновик" not in said and "Строка" not in said
    with using("en"):
        said = _russian_row(draft)
    assert "Row 999." in said and "(first draft, not reviewed yet)" in said and "Строка" not in said


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_a_kit_rule_and_a_viva_rule_box_say_their_labels_in_the_screens_language(language, lang):
    from junta_lib.lessons.rulebook import lesson_data, viva_sections
    from junta_lib.lessons.widgets import kit_rule, viva_rule
    language(lang)
    english = lesson_data("kit_rules.toml")["K4"]
    with using("en"):
        from junta_lib.lessons.widgets import _kit_title
        english_title = _kit_title("K4", english["title"])
    section = viva_sections()["setup"]
    text = shown(kit_rule("K4")) + shown(viva_rule("setup"))
    quoted = [english_title, " ".join(english["text"].split()), section.title, " ".join(section.english.split()),
              section.chinese]
    assert latin_left(text, quoted) == []


# -- the glossary review: the findings' messages and the build's notes on a term ------------------

def glossary_table(name: str):
    import pandas as pd
    from pathlib import Path
    return pd.read_csv(Path(__file__).resolve().parents[1] / "glossary" / name, keep_default_na=False)




def test_a_message_read_back_is_written_again_word_for_word():
    """The screen reads a file's English back into its sentence and facts: written again from them,
    it is the file's text exactly (so the build's files, and the findings' ids drawn from them, stay)."""
    from junta_lib.glossary.messages import read_back, said
    qa, terms = glossary_table("qa.csv"), glossary_table("terms.csv")
    assert sum(read_back(m) is not None for m in qa.message) > 0.85 * len(qa)
    texts = list(qa.message) + [t for t in terms.note if t] + [c for t in terms.basis for c in t.split("; ") if c]
    read = [(t, read_back(t)) for t in texts]
    for text, found in read:
        if found is not None:
            assert said(found[0], **found[1]) == text


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_findings_table_says_each_message_in_the_screens_language(lang):
    """Every finding of every kind: the sentence and the clauses inside it (what stands in a term's place,
    which numbers differ, where an outline's item is named) in the screen's language; only the facts
    (the text's words, a team's note as the team wrote it) stay as they are."""
    from junta_lib.glossary.messages import read_back
    from junta_lib.widgets.review import findings_html
    qa = glossary_table("qa.csv")
    with using(lang):
        page = html.unescape(findings_html(qa, len(qa)))
    for r in qa.itertuples():
        assert r.message not in page, r.message
    english = [r.message for r in qa.itertuples() if read_back(r.message) is None]
    assert english == []
    assert not re.search(r"\d+ (line|p)<br>", page)            # a text's line or paragraph, named in its words
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())
    for note in glossary_table("decisions.csv").note:         # the team's notes, quoted as the team wrote them
        said = said.replace(" ".join(note.split()), "")
    for text in ("English left in", "the reviewer", "PDF extraction", "an alternative", "the game says", "the source has",
                 "rendered", "glossary's", "numbers differ", "not in the source", "lower case", "in the outline",
                 "where it is", "kept as", "in swapped roles", "the Russian writes", "in place of", "one name written"):
        assert text not in said, text


@pytest.mark.parametrize("lang, words", [("ru", ("единственный вариант", "найдено как", "пословно")),
                                         ("zh_Hant", ("唯一譯法", "發現方式", "逐詞"))])
def test_a_terms_card_says_the_builds_notes_in_the_screens_language(lang, words):
    from junta_lib.widgets.review import Review, scratch_copy
    r = Review(scratch_copy(), lang=lang)
    r.corpus.value = r.status.value = "(all)"
    shown_notes = []
    for basis in ("only rendering (", "word by word from", "no English equivalent"):
        index = r.terms.index[r.terms.basis.str.startswith(basis) & r.terms.note.str.startswith(("found as", ""))][0]
        r.list.value = index
        shown_notes.append(html.unescape(r.detail.value))
    index = r.terms.index[r.terms.note.str.startswith("found as")][0]
    r.list.value = index
    shown_notes.append(html.unescape(r.detail.value))
    text = "\n".join(shown_notes)
    assert "only rendering" not in text and "found as" not in text and "word by word" not in text
    assert any(w in text for w in words[:1]) and words[1] in text and words[2] in text


# -- the command line's and the library's refusals ---------------------------------------------------

def foreign(text: str, lang: str) -> bool:
    """Whether a refusal is said in ``lang``: its script, and no English word outside its facts
    (the options, paths, addresses and names it quotes)."""
    script = r"[А-Яа-яЁё]" if lang == "ru" else r"[\u4e00-\u9fff]"
    words = re.sub(r"--[\w-]+|https?://\S+|/\S+|'[^']*'|\b[A-Z_]{2,}\b|\w+\.\w+|\bVIVA\b|Viva el Presidente!|JUNTA|"
                   r"\bismcts(?:-N(?:ms)?)?\b|\bheuristic\b|\brandom\b|\bclassic\b|\bviva\b|\bDask\b|\bParquet\b|"
                   r"\bJSON\b|\bHOST\b|\bPORT\b|\bTOKEN\b|token=|ClassRoom\.save|agents/heuristic\.py", " ", text)
    return bool(re.search(script, text)) and not re.search(r"\b[a-z]{3,}\b", words)


@pytest.fixture
def junta_lang(monkeypatch):
    """The command line's language from JUNTA_LANG, as a terminal set to Russian or Chinese gives it."""
    from junta_lib import i18n

    def choose(lang):
        monkeypatch.setenv("JUNTA_LANG", lang)
        i18n.reload()
    yield choose
    monkeypatch.delenv("JUNTA_LANG", raising=False)
    i18n.reload()


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_command_lines_refusals_are_in_the_terminals_language(junta_lang, capsys, tmp_path, lang):
    from junta_lib.cli import main
    junta_lang(lang)
    for argv in (["simulate", "--games", "0"], ["simulate", "--resume"], ["tournament", "--games", "0"],
                 ["play", "--save", str(tmp_path / "nowhere" / "game.json")], ["play", "--save", str(tmp_path)],
                 ["play", "--advanced"], ["play", "--game", "viva", "--city", str(tmp_path / "city.csv")]):
        assert main(argv) == 2
        said = capsys.readouterr().err.strip()
        assert foreign(said.partition(": ")[2], lang), said


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_play_command_refuses_in_the_language_it_was_asked_for(capsys, tmp_path, lang):
    from junta_lib.cli import main
    assert main(["play", "--lang", lang, "--save", str(tmp_path / "nowhere" / "game.json")]) == 2
    said = capsys.readouterr().err.strip()
    assert foreign(said.partition(": ")[2], lang), said


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_a_refusal_a_student_or_teacher_meets_in_a_notebook_is_in_its_language(lang):
    """Unknown bots and games, a bad join link, a class that cannot be seated, a run of no games:
    each refusal an entry of the catalogs; its code (the exception's class) stays as it is."""
    from junta_lib.classic.game import new_game
    from junta_lib.agents import make_bot
    from junta_lib.core import IllegalAction
    from junta_lib.core.registry import game_kind
    from junta_lib.simulate import Run
    from junta_lib.tables.classroom import ClassError, plan_tables
    from junta_lib.tables.client import ClientError, class_link, split_link
    game = new_game(players=4, seed=1)
    attempts = [(IllegalAction, lambda: make_bot("grandmaster", game, 0, 1)), (IllegalAction, lambda: game_kind("chess")),
                (ClientError, lambda: split_link("table 3")), (ClientError, lambda: split_link("ftp://x#y")),
                (ClientError, lambda: class_link("127.0.0.1:8765")), (ClassError, lambda: plan_tables(1)),
                (ClassError, lambda: plan_tables(12, size=9)), (ClassError, lambda: plan_tables(10, game="chess")),
                (IllegalAction, lambda: Run("classic", 0, 4, 1, ("random",)).checked()),
                (IllegalAction, lambda: Run("classic", 1, 4, 1, ("random", "random")).checked())]
    for error, attempt in attempts:
        with using(lang), pytest.raises(error) as refused:
            attempt()
        assert foreign(str(refused.value), lang), str(refused.value)
    with using("en"), pytest.raises(ClassError, match="a class of 1 cannot fill one classic table"):
        plan_tables(1)


@pytest.mark.parametrize("lang, heading, cell, not_in_cell, line", [
    ("ru", "Бюджет", "3 миллиона", "по бюджету", "ana предлагает бюджет: ben — 3 миллиона"),
    ("zh_Hant", "預算", "300萬", "宣佈", "ana提議：ben 300萬"),
])
def test_a_cell_under_the_budget_heading_says_the_amount_and_the_story_says_whose_budget(lang, heading, cell,
                                                                                        not_in_cell, line):
    """The table's Budget column: its heading says Бюджет / 預算, so a cell says just the sum announced
    («3 миллиона», 300萬; not «по бюджету 3 миллиона», 宣佈300萬); the story's sentence keeps its own wording."""
    from junta_lib.classic.scenarios import arranged_game
    from junta_lib.widgets.board import junta_table_html
    game = arranged_game(start="4 budget", president=0, drawn=[1, 1, 1, 1, 2, 2, 3, 3])
    game.apply({"stacks": [{"to": 1, "bills": [3], "announced": 3}]})
    with using(lang):
        board = html.unescape(junta_table_html(game, 0))
        story = game.events[-1].text
    headings = re.findall(r"<th[^>]*>([^<]*)</th>", board)
    cells = re.findall(r"<td>([^<]*)</td>", board)
    assert headings[-1] == heading and cell in cells
    assert not [c for c in cells if not_in_cell in c]
    assert story == line


def test_a_russian_sentence_quoting_a_name_in_guillemets_turns_the_inner_quotes():
    """«кружочки «СТАРТ»» on the Russian screen is «кружочки „СТАРТ“»; a quote cut short keeps its
    quotes, and other languages keep theirs."""
    from junta_lib.glossary.messages import on_screen, said
    text = said("alternative_head", written="кружочки «СТАРТ»", usual="клеточку «СТАРТ»", n=10, head="кружочек",
                top="клеточка")
    with using("ru"):
        shown = on_screen(text)
        assert "«кружочки „СТАРТ“»" in shown and "«клеточку „СТАРТ“»" in shown and "»»" not in shown
        cut = on_screen(said("alternative_head", written="кружочки «СТАРТ", usual="клеточку «СТАРТ»", n=10,
                             head="кружочек", top="клеточка"))
        assert "„" not in cut
    with using("zh_Hant"):
        assert "「кружочки «СТАРТ»」" in on_screen(text)


def test_a_findings_line_numbers_are_listed_as_the_reviewers_language_lists_them():
    """Chinese lists numbers with 、 ("第13、14行"), Russian and English with a comma."""
    from junta_lib.glossary.messages import on_screen, said
    message = said("list_markers", n=2, rows="13, 14", usual=20, example="1.抽牌")
    with using("zh_Hant"):
        assert "第13、14行" in on_screen(message)
    with using("ru"):
        assert "строки 13, 14" in on_screen(message)


def test_the_findings_table_keeps_the_kind_readable_in_chinese():
    """Chinese breaks between any two characters, so a table left to its automatic layout squeezed the
    kind ("審校建議") into a column one character wide (seen in Chromium): the place and the kind cells
    keep a width, and the table scrolls sideways on a narrow screen."""
    import pandas as pd
    from junta_lib.widgets.review import findings_html
    qa = pd.DataFrame([["j", 2, "C", 4, "reviewer_suggestion", "«только»", "«частой»",
                        "the reviewer (reviewer_1, cell D) writes «частой» for «только»", "open"]],
                      columns=["corpus", "location", "cell", "line", "kind", "evidence", "expected", "message", "status"])
    with using("zh_Hant"):
        page = findings_html(qa, 1)
    assert "<td style='min-width:7em'>審校建議" in page and "overflow:auto" in page
