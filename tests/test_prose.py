"""The notebooks' own prose in the catalogs: a Markdown paragraph an entry, the notebooks written in
Russian or Chinese from them (code as it is, opening in the language), what is left in English
counted, and bad arguments refused in one line."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from junta_lib import cli
from junta_lib.i18n import extract
from junta_lib.i18n.catalog import compile_po
from junta_lib.i18n.prose import (KIT_NOTEBOOKS, PROSE_FLAGS, in_language, markup_problems, notebook_paragraphs,
                                  paragraphs, translated, unwrapped, write_notebooks)

CELL = ("# JUNTA 9: a lesson  \n"
        "\n"
        "**Learning goal.** Vote with `cast({\"ana\": 3})` and say why.   \n"
        "See [the rules](https://example.org/rules) - 95% of games.\n"
        "   \n"
        "- one item\n"
        "- two items\n"
        "\n"
        "\n"
        "| a | b |\n"
        "|---|---|")
PARAGRAPHS = ["# JUNTA 9: a lesson",
              "**Learning goal.** Vote with `cast({\"ana\": 3})` and say why.\n"
              "See [the rules](https://example.org/rules) - 95% of games.",
              "- one item\n- two items",
              "| a | b |\n|---|---|"]
RUSSIAN = {PARAGRAPHS[0]: "# JUNTA 9: урок",
           PARAGRAPHS[1]: "**Цель.** Голосуйте через `cast({\"ana\": 3})` и скажите почему.\n"
                          "См. [правила](https://example.org/rules): 95% партий.",
           PARAGRAPHS[2]: "- первый пункт\n- второй пункт"}


def notebook(*cells) -> dict:
    made = []
    for i, (kind, source) in enumerate(cells):
        cell = {"cell_type": kind, "id": f"c{i}", "metadata": {}, "source": source.splitlines(keepends=True)}
        if kind == "code":
            cell.update(execution_count=None, outputs=[])
        made.append(cell)
    return {"cells": made, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.fixture
def kit(tmp_path) -> Path:
    """A folder of two notebooks: a lesson with its language bar, a play notebook without one."""
    folder = tmp_path / "notebooks"
    folder.mkdir()
    lesson = notebook(("markdown", CELL), ("code", "from junta_lib.lessons import language_bar\n\nlanguage_bar()   # switch"),
                      ("code", "rule(3, 6, 19)"), ("markdown", "## Setup"))
    play = notebook(("markdown", "# Play\n\nYou are seat 0."), ("code", "PlayRoom(game='classic', players=5, seed=11)"))
    (folder / "01_lesson.ipynb").write_text(json.dumps(lesson, indent=1), encoding="utf-8")
    (folder / "05_play.ipynb").write_text(json.dumps(play, indent=1), encoding="utf-8")
    return folder


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code_cells(nb: dict) -> list[str]:
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


# -- a paragraph, an entry -----------------------------------------------------------------------
def test_a_cell_is_read_as_paragraphs_split_on_blank_lines_each_line_rstripped():
    assert paragraphs(CELL) == PARAGRAPHS
    assert paragraphs("## Setup") == ["## Setup"] and paragraphs("\n \n") == []


def test_every_paragraph_of_the_kits_notebooks_is_an_entry_of_the_template_flagged_as_text_with_its_place():
    found = notebook_paragraphs()
    assert len(found) > 150 and all(nb.endswith(".ipynb") for _, nb, _ in found)
    template = extract.template_catalog()
    for text, nb, cell in found:
        entry = template[text]
        assert (f"notebooks/{nb}", cell + 1) in entry.locations          # the first cell is 1
        assert set(PROSE_FLAGS) <= entry.flags and not entry.flags & {"python-format", "python-brace-format"}
        assert any("Markdown" in note and "`code`" in note for note in entry.auto_comments)
    assert any("95% " in t for t, _, _ in found)                # which Babel alone would flag python-format
    assert set(extract.missing("ru", template)).isdisjoint(t for t, _, _ in found)   # prose is counted apart


def test_a_translated_paragraph_with_braces_and_a_percent_is_accepted_by_the_kit_and_by_msgfmt(tmp_path):
    po = tmp_path / "ru" / "LC_MESSAGES" / "junta.po"
    po.parent.mkdir(parents=True)
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po
    catalog = Catalog(locale="ru", charset="utf-8")
    for english, russian in RUSSIAN.items():
        catalog.add(english, russian, [("notebooks/01_lesson.ipynb", 0)], flags=PROSE_FLAGS)
        extract.as_prose(catalog[english])
    with open(po, "wb") as f:
        write_po(f, catalog, width=100)
    table, refused = compile_po(po)
    assert refused == [] and table == RUSSIAN
    if shutil.which("msgfmt"):
        done = subprocess.run(["msgfmt", "--check-format", "-c", "-o", str(tmp_path / "x.mo"), str(po)],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


def test_a_translation_that_loses_a_code_span_a_link_or_a_heading_level_is_found():
    assert markup_problems(PARAGRAPHS[1], RUSSIAN[PARAGRAPHS[1]]) == []
    lost = markup_problems(PARAGRAPHS[1], "**Цель.** Голосуйте через cast и смотрите [правила](https://example.org).")
    assert lost == ['code span `cast({"ana": 3})` is not in the translation',
                    "link to https://example.org/rules is not in the translation"]
    assert markup_problems("## Setup", "# Подготовка") == ["the headings' levels (#, ##) differ from the English"]
    assert markup_problems(PARAGRAPHS[3], "| а | б |\n|---|---|") == []
    assert markup_problems(PARAGRAPHS[3], "| а | б | в |\n|---|---|") == ["the table's rows or cells differ from the English"]
    assert markup_problems(PARAGRAPHS[2], "- первый пункт, второй пункт") == ["the list's items differ from the English"]
    assert markup_problems(PARAGRAPHS[2], "- первый\n  пункт\n- второй пункт") == []     # a line rewrapped


def test_check_counts_the_prose_only_once_its_translation_has_begun(tmp_path, monkeypatch, capsys):
    """Not begun: the notebooks are English and --check passes; one paragraph translated: every other
    one is missing and --check fails, listing them."""
    from babel.messages.pofile import write_po
    from junta_lib.i18n.catalog import po_path
    sentences = compile_po(po_path("ru"))[0]
    catalog = extract.template_catalog()
    prose = [m for m in catalog if extract.is_prose(m)]
    for m in catalog:
        m.string = "" if extract.is_prose(m) else sentences.get(m.id, "")
    monkeypatch.setattr(extract, "LANGUAGES", ("en", "ru"))
    monkeypatch.setattr(extract, "po_path", lambda lang: tmp_path / lang / "LC_MESSAGES" / "junta.po")
    (tmp_path / "ru" / "LC_MESSAGES").mkdir(parents=True)

    def check() -> tuple[int, str]:
        with open(tmp_path / "ru" / "LC_MESSAGES" / "junta.po", "wb") as f:
            write_po(f, catalog, width=100)
        code = extract.main(["--check"])
        return code, capsys.readouterr().out

    code, said = check()
    assert code == 0 and f"prose: 0 of {len(prose)} paragraphs (not begun" in said and "missing prose" not in said
    prose[0].string = prose[0].id + " (перевод)"
    code, said = check()
    assert code == 1 and f"prose: 1 of {len(prose)} paragraphs\n" in said
    assert said.count("  missing prose: ") == len(prose) - 1 and repr(prose[0].id) not in said
    prose[0].string = "перевод без разметки"
    code, said = check()
    assert "  prose markup: the headings' levels" in said or "  prose markup: code span" in said


# -- the notebooks in a language -----------------------------------------------------------------
def test_translated_markdown_keeps_the_cells_layout_and_leaves_an_untranslated_paragraph_as_written():
    said, missing = translated(CELL, RUSSIAN)
    assert missing == [PARAGRAPHS[3]]
    assert said == ("# JUNTA 9: урок\n\n" + RUSSIAN[PARAGRAPHS[1]] + "\n   \n" + RUSSIAN[PARAGRAPHS[2]] + "\n\n\n"
                    "| a | b |\n|---|---|")
    assert translated(CELL, {}) == (CELL, PARAGRAPHS)                     # nothing lost, trailing spaces kept


def test_chinese_lines_wrapped_inside_a_sentence_are_joined_and_blocks_kept():
    wrapped = ("部隊（PG 為總統衛隊、\nB1–B3 為各陸軍旅）\n——如果你願意。\nmu 31.9\nsigma 2.1\n"
               "- 第一項，搜尋型電腦玩家\n  名列第一\n- 第二項\n| 甲 | 乙 |\n|---|---|\n```\njunta serve\n```")
    assert unwrapped(wrapped, "zh_Hant") == ("部隊（PG 為總統衛隊、B1–B3 為各陸軍旅）——如果你願意。mu 31.9\nsigma 2.1\n"
                                             "- 第一項，搜尋型電腦玩家名列第一\n- 第二項\n| 甲 | 乙 |\n|---|---|\n"
                                             "```\njunta serve\n```")
    assert unwrapped(wrapped, "ru") == wrapped
    said, _ = translated("# Play\n\nYou are\nseat 0.", {"You are\nseat 0.": "你是\n座位0。"}, "zh_Hant")
    assert said == "# Play\n\n你是座位0。"


def test_a_notebook_in_russian_has_translated_markdown_the_same_code_and_opens_in_russian(kit):
    import nbformat
    lesson, play = read(kit / "01_lesson.ipynb"), read(kit / "05_play.ipynb")
    copy, missing = in_language(lesson, "ru", RUSSIAN)
    assert missing == [PARAGRAPHS[3], "## Setup"]
    assert "".join(copy["cells"][0]["source"]).startswith("# JUNTA 9: урок\n\n**Цель.**")
    assert code_cells(copy) == [code_cells(lesson)[0].replace("language_bar()", "language_bar('ru')"),
                                *code_cells(lesson)[1:]]
    assert copy["metadata"]["junta"] == {"lang": "ru"} and lesson["metadata"] == read(kit / "01_lesson.ipynb")["metadata"]
    nbformat.validate(nbformat.from_dict(copy))
    copy, _ = in_language(play, "zh_Hant", {})                    # no language bar of its own: one comes first
    assert code_cells(copy) == [code_cells(copy)[0], *code_cells(play)]
    assert "language_bar('zh_Hant')" in code_cells(copy)[0]
    assert [c["cell_type"] for c in copy["cells"]] == ["markdown", "code", "code"]
    nbformat.validate(nbformat.from_dict(copy))


def test_the_kits_own_notebooks_each_open_in_the_language_asked():
    for path in sorted(KIT_NOTEBOOKS.glob("*.ipynb")):
        english = read(path)
        copy, missing = in_language(english, "ru", {})
        bars = [c for c in code_cells(copy) if "language_bar('ru')" in c]
        assert len(bars) == 1, path.name
        assert [c for c in code_cells(copy) if c not in bars] == \
            [c for c in code_cells(english) if "language_bar()" not in c], path.name
        assert len(missing) == sum(len(paragraphs("".join(c["source"]))) for c in english["cells"]
                                   if c["cell_type"] == "markdown")


def test_writing_the_notebooks_counts_what_is_left_in_english_and_keeps_a_copy_the_user_changed(kit, tmp_path):
    out = tmp_path / "ru"
    done = write_notebooks("ru", out, kit, table=RUSSIAN)
    assert done.written == ["01_lesson.ipynb", "05_play.ipynb"] and done.kept == []
    assert done.paragraphs == 7 and done.missing == [PARAGRAPHS[3], "## Setup", "# Play", "You are seat 0."]
    assert "3 of 7 paragraphs of prose translated, 4 left in English" in done.summary()
    assert "# JUNTA 9: урок" in (out / "01_lesson.ipynb").read_text(encoding="utf-8")
    changed = read(out / "05_play.ipynb")
    changed["cells"][0]["source"] = ["# Моя игра"]
    (out / "05_play.ipynb").write_text(json.dumps(changed), encoding="utf-8")
    again = write_notebooks("ru", out, kit, table={**RUSSIAN, "# Play": "# Игра"})
    assert again.written == ["01_lesson.ipynb"] and again.kept == ["05_play.ipynb"]
    assert "kept 1 you have changed since (05_play.ipynb)" in again.summary()
    assert read(out / "05_play.ipynb")["cells"][0]["source"] == ["# Моя игра"]
    (out / "05_play.ipynb").unlink()                              # deleted: written anew
    assert write_notebooks("ru", out, kit, table={**RUSSIAN, "# Play": "# Игра"}).written == \
        ["01_lesson.ipynb", "05_play.ipynb"]
    assert read(out / "05_play.ipynb")["cells"][0]["source"][0] == "# Игра\n"


def test_the_notebooks_go_to_the_users_folder_by_default_never_among_the_kits(kit, tmp_path, monkeypatch):
    monkeypatch.setenv("JUNTA_SAVES", str(tmp_path / "saves"))
    done = write_notebooks("zh_Hant", None, kit, table={})
    assert done.folder == tmp_path / "saves" / "zh_Hant" and (done.folder / "01_lesson.ipynb").exists()
    assert sorted(p.name for p in kit.iterdir()) == ["01_lesson.ipynb", "05_play.ipynb"]


def run_junta(*args, env=None, cwd=None):
    return subprocess.run([sys.executable, "-m", "junta_lib.cli", *args], capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, cwd=cwd)


#: what ``junta notebooks --lang LANG`` says: done, then each refusal (the one of a wrong --lang in the kit's
#: language, here English; the others in the language asked for)
NOTEBOOKS_SAY = {
    "ru": ["Русский: в папку ", "the kit does not speak 'fr'; it speaks en (English), ru",
           "это файл; укажите папку", "не удаётся создать папку (часть пути — это файл, а не папка)",
           "это папка с блокнотами самого набора", "нет блокнотов (*.ipynb): запустите команду из папки набора"],
    "zh_Hant": ["繁體中文：已將2本筆記本寫入 ", "the kit does not speak 'fr'; it speaks en (English), ru",
                "這是檔案；請指定資料夾", "無法建立資料夾（路徑中有一段是檔案，而不是資料夾）",
                "這是本套件自己的筆記本資料夾", "裡沒有筆記本（*.ipynb）：請在本套件的資料夾中執行"]}


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_command_writes_the_notebooks_and_refuses_bad_arguments_in_one_line_in_the_language_asked(
        kit, tmp_path, lang):
    said = NOTEBOOKS_SAY[lang]
    done = run_junta("notebooks", "--lang", lang, "--out", str(tmp_path / lang), "--notebooks", str(kit),
                     env={"JUNTA_LANG": "en"})
    assert done.returncode == 0 and done.stdout.startswith(said[0]), done.stderr
    assert "notebooks written" not in done.stdout and "paragraphs" not in done.stdout
    assert (tmp_path / lang / "01_lesson.ipynb").exists()
    (tmp_path / "a file").write_text("x")
    for args, says in [(["--lang", "fr"], said[1]),
                       (["--lang", lang, "--out", str(tmp_path / "a file")], said[2]),
                       (["--lang", lang, "--out", str(tmp_path / "a file" / lang)], said[3]),
                       (["--lang", lang, "--out", str(kit)], said[4]),
                       (["--lang", lang, "--notebooks", str(tmp_path / "none")], said[5])]:
        done = run_junta("notebooks", *args, "--notebooks", str(kit), env={"JUNTA_LANG": "en"}) \
            if "--notebooks" not in args else run_junta("notebooks", *args, "--out", str(tmp_path / "x"),
                                                        env={"JUNTA_LANG": "en"})
        assert done.returncode == 2 and says in done.stderr and done.stderr.count("\n") == 1, (args, done.stderr)
        assert "--out" not in args or "that is" not in done.stderr, done.stderr
    assert not (tmp_path / "x").exists()


def test_lab_in_a_language_opens_the_translated_copies_and_english_opens_the_kits_own(kit, tmp_path, monkeypatch):
    started = []
    monkeypatch.setattr(cli, "relay_lab", lambda cmd: started.append(cmd) or 0)
    monkeypatch.delenv("JUNTA_LANG", raising=False)
    base = ["lab", "--notebooks", str(kit), "--start", "01_lesson.ipynb", "--no-browser"]
    assert cli.main(base) == 0
    assert f"--ServerApp.root_dir={kit.resolve()}" in started[-1]
    assert cli.main([*base, "--lang", "ru", "--out", str(tmp_path / "ru")]) == 0
    assert f"--ServerApp.root_dir={(tmp_path / 'ru').resolve()}" in started[-1]
    assert "language_bar('ru')" in (tmp_path / "ru" / "01_lesson.ipynb").read_text(encoding="utf-8")
    monkeypatch.setenv("JUNTA_LANG", "zh_TW")
    assert cli.main([*base, "--out", str(tmp_path / "zh")]) == 0
    assert f"--ServerApp.root_dir={(tmp_path / 'zh').resolve()}" in started[-1]
    assert "language_bar('zh_Hant')" in (tmp_path / "zh" / "01_lesson.ipynb").read_text(encoding="utf-8")


def test_the_russian_lesson_01_runs_under_nbval_and_its_tables_speak_russian(tmp_path):
    """The generated copy of lesson 01 executes cell by cell (nbval, as make test runs the kit's own),
    a cell added at its end checking the language its language bar set and a rule box's words."""
    pytest.importorskip("nbval")
    done = write_notebooks("ru", tmp_path / "ru", KIT_NOTEBOOKS)
    path = tmp_path / "ru" / "01_junta_setup_and_voting.ipynb"
    nb = read(path)
    nb["cells"].append({"cell_type": "code", "execution_count": None, "id": "check-language", "metadata": {},
                        "outputs": [], "source": [
                            "from junta_lib.i18n import current, tr\n",
                            "assert current().lang == 'ru', current()\n",
                            "assert tr('Round {n}', n=2) == 'Раунд 2', tr('Round {n}', n=2)\n"]})
    path.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    ran = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax", str(path)],
                         capture_output=True, text=True, cwd=tmp_path, env={**os.environ, "JUNTA_LANG": "en"})
    assert ran.returncode == 0 and " passed" in ran.stdout, ran.stdout[-3000:]
    assert done.paragraphs > 150


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_each_catalog_flags_every_paragraph_as_text_and_every_translated_one_keeps_its_markup(lang):
    from junta_lib.i18n.catalog import po_path
    text = po_path(lang).read_text(encoding="utf-8")
    prose_flags = [set(line[3:].split(", ")) for line in text.splitlines()
                   if line.startswith("#, ") and "no-python-brace-format" in line]
    assert len(prose_flags) == len({t for t, _, _ in notebook_paragraphs()})
    assert all(flags == set(PROSE_FLAGS) | ({"fuzzy"} & flags) for flags in prose_flags)
    assert extract.prose_faults(lang) == []


def test_extract_outside_a_source_checkout_refuses_and_changes_no_catalog(monkeypatch, tmp_path, capsys):
    from junta_lib.i18n.catalog import po_path
    before = po_path("ru").read_bytes()
    monkeypatch.setattr(extract, "KIT_NOTEBOOKS", tmp_path)
    assert extract.main([]) == 2
    assert "no notebooks in" in capsys.readouterr().err and po_path("ru").read_bytes() == before
