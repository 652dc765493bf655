"""The notebooks as a user meets them: JupyterLab in Chromium (Playwright), every notebook run from
the top, then played with the mouse where a notebook is played - a first election and a few rounds of
JUNTA, a Budget made by clicking bills, a coup move made by clicking the city map (and one by the
keyboard), a round of Viva.  Screenshots go to build/screenshots.

Without Chromium or Playwright these tests are skipped with the reason, unless JUNTA_REQUIRE_BROWSER=1
(as in .ci/run), where a missing browser is a failure."""
from __future__ import annotations

import importlib.util
import os
import re
import subprocess
from pathlib import Path

import pytest

import lab as L

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
REQUIRED = os.environ.get("JUNTA_REQUIRE_BROWSER") == "1"


def _missing() -> str | None:
    if importlib.util.find_spec("playwright") is None:
        return "Playwright is not installed (pip install playwright)"
    if not Path(L.CHROMIUM).exists():
        return f"no Chromium at {L.CHROMIUM} (apt-get install -y chromium, or set JUNTA_CHROMIUM)"
    return None


@pytest.fixture(scope="module")
def browser_lab(tmp_path_factory):
    """JupyterLab on a copy of the notebooks, and Chromium (one browser; pages and contexts from it)."""
    reason = _missing()
    if reason:
        if REQUIRED:
            pytest.fail(f"JUNTA_REQUIRE_BROWSER=1 but {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright
    lab = L.Lab(L.copy_notebooks(tmp_path_factory.mktemp("notebooks")))
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=L.CHROMIUM, args=L.FLAGS)
            yield lab, browser
            browser.close()
    finally:
        lab.stop()


@pytest.fixture(scope="module")
def browser_page(browser_lab):
    lab, browser = browser_lab
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    yield lab, page
    page.close()


@pytest.fixture(autouse=True)
def _each_test_starts_without_the_kernels_of_the_last(request):
    """A student's Lab runs the notebooks they have open; the earlier tests' kernels are shut down
    so that none of them works beside this test (they kept Chromium and the cores busy)."""
    if "browser_lab" in request.fixturenames:
        request.getfixturevalue("browser_lab")[0].stop_kernels()


def output_of(page, code: str):
    """The output area of the code cell whose source contains ``code``."""
    out = page.locator(".jp-CodeCell", has_text=code).locator(".jp-OutputArea-output").first
    out.scroll_into_view_if_needed()
    return out


def run_notebook(page, lab, notebook: str) -> None:
    """Open a notebook and run all its cells, as a student's "Run All" does."""
    L.open_notebook(page, lab, notebook)
    L.run_all(page, timeout=240_000)


def settle(page) -> None:
    """Wait until the kernel has handled the click and the widgets have redrawn."""
    page.wait_for_timeout(150)
    L.wait_idle(page, 90_000, "settle")
    page.wait_for_timeout(300)


def click_primary_or_first(out) -> str | None:
    """What a player in a hurry does: the form's main button, else its first plain one."""
    for selector in ("button.mod-primary:visible:not([disabled])",
                     "button:visible:not(.mod-warning):not([disabled]):not(.junta-language *):not(.junta-why)"):
        buttons = out.locator(selector)
        if buttons.count():
            label = buttons.first.inner_text()
            buttons.first.click()
            settle(out.page)
            if "you have cast no votes" in out.inner_text():     # an empty ballot is refused: abstain on purpose
                out.get_by_role("button", name="Abstain with everything").click()
                settle(out.page)
            return label
    return None


def header_of(out) -> str:
    """The table's header line ("Junta: Viva el Presidente! · round 2 · ...")."""
    return next((line for line in out.inner_text().split("\n") if " · round " in line), "")


def wait_for_text(out, text: str, timeout: float = 60_000) -> None:
    """Wait until the output shows ``text`` (a minute: a kernel on a loaded two-core machine can take
    more than 20 s to answer a click, which made one CI run red)."""
    out.locator(f"text={text}").first.wait_for(timeout=timeout)


def play_a_budget(page) -> None:
    """Notebook 02, Phase 4: the student, President, hands Ben a 3 million bill and proposes."""
    out = output_of(page, "lessons.phase4()")
    ben = out.locator(".widget-hbox", has=page.locator(".widget-html", has_text=re.compile(r"^Ben$"))).last
    ben.locator("button", has_text="3").first.click()
    wait_for_text(out, "Handed out: 3 million; you keep 11 million.")
    out.get_by_role("button", name="Propose this Budget").click()
    wait_for_text(out, "Klaus proposes: Ben 3 million")
    wait_for_text(out, "3 million announced")        # the table on the right (its own message after the story's)
    L.shot(page, "02_budget_proposed")


def move_on_the_map(page) -> None:
    """Notebook 04: Ben clicks his Brigade's barracks on the city map, then the Railway Station."""
    out = output_of(page, "lessons.coup_move()")
    out.locator("[data-key='barracks_1']").first.click()
    wait_for_text(out, "From 1st Brigade Barracks")
    out.locator("[data-key='railway_station']").first.click()
    wait_for_text(out, "Ben moves 6 units from 1st Brigade Barracks to Railway Station")
    wait_for_text(out, "What happened, and why.")
    L.shot(page, "04_coup_move_clicked")


def play_junta_rounds(page) -> None:
    """Notebook 05: twenty decisions with the mouse, from the first election into the rounds."""
    out = output_of(page, "PlayRoom(game='classic'")
    labels = []
    for _ in range(20):
        label = click_primary_or_first(out)
        assert label is not None, "the table offered no button to click"
        labels.append(label)
    text = out.inner_text()
    assert "Cast these votes" in labels and "is President" in text and "Phase 5" in text, labels
    assert "refused" not in text.lower()
    L.shot(page, "05_after_twenty_clicks")


def play_a_viva_round(page) -> None:
    """Notebook 07: the student, President, promises one card, then clicks through combat and
    spending until round 2 begins."""
    out = output_of(page, "PlayRoom(game='viva'")
    out.get_by_role("button", name="Promise it").click()
    wait_for_text(out, "ana promises a card to")
    L.shot(page, "07_promised")
    out.get_by_role("button", name="Undo my last choice").click()          # a second thought: taken back
    out.locator("text=ana promises a card to").first.wait_for(state="detached", timeout=60_000)
    out.get_by_role("button", name="Promise it").wait_for(state="visible", timeout=60_000)   # the redrawn form
    out.get_by_role("button", name="Promise it").click()
    wait_for_text(out, "ana promises a card to")
    out.get_by_role("button", name="Done", exact=True).click()
    settle(page)
    for _ in range(30):
        header = header_of(out)
        if "round 2" in header or "over" in header:
            break
        assert click_primary_or_first(out) is not None, "the table offered no button to click"
    text = out.inner_text()
    assert "round 2" in header_of(out) or "The game is over" in text
    for phase in ("3. Ordering the militia", "4. Combat", "5. Spending money"):
        assert phase in text, phase
    L.shot(page, "07_a_round_by_clicking")


PLAY = {"02_junta_phases_1_to_4.ipynb": play_a_budget, "04_junta_coup.ipynb": move_on_the_map,
        "05_play_junta.ipynb": play_junta_rounds, "07_play_viva.ipynb": play_a_viva_round}


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_the_notebook_runs_and_plays_in_the_browser(browser_page, notebook):
    lab, page = browser_page
    run_notebook(page, lab, notebook)
    assert L.problems(page) == []
    L.shot(page, notebook.removesuffix(".ipynb"))
    if notebook in PLAY:
        PLAY[notebook](page)
        assert L.problems(page) == []


def test_a_map_area_answers_the_keyboard(browser_page):
    """Tab to a highlighted area and press Enter: the same as a click (for students who do not use a mouse)."""
    lab, page = browser_page
    run_notebook(page, lab, "04_junta_coup.ipynb")
    out = output_of(page, "lessons.coup_move()")
    out.locator("[data-key='barracks_1']").first.focus()
    page.keyboard.press("Enter")
    wait_for_text(out, "From 1st Brigade Barracks")


RESTART = """() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()"""


def test_a_game_survives_a_reload_and_a_restart_of_the_kernel(browser_page):
    """Notebook 05: three decisions, the notebook saved, the page reloaded - a note where the table
    was, never "model not found" - then the kernel restarted and the cell run again: the room offers
    the autosaved game, and resumes it where it was."""
    lab, page = browser_page
    run_notebook(page, lab, "05_play_junta.ipynb")
    out = output_of(page, "PlayRoom(game='classic'")
    if out.get_by_role("button", name="Start a new game").count():      # an earlier test's autosave
        out.get_by_role("button", name="Start a new game").click()
        settle(page)
    for _ in range(3):
        assert click_primary_or_first(out) is not None
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_timeout(1500)
    page.reload()
    page.wait_for_selector(".jp-Notebook", timeout=90_000)
    L.wait_idle(page, 90_000)
    page.locator("text=This table was live in a kernel that has stopped").first.wait_for(timeout=30_000)
    assert L.problems(page) == []
    L.shot(page, "05_reopened")
    page.evaluate(RESTART)
    page.wait_for_timeout(2000)
    try:
        L.wait_idle(page, 120_000)
    except AssertionError:              # on two loaded cores JupyterLab may lose the restarted kernel's socket
        page.reload()                   # ("Unknown" in its status bar): the page attaches to the kernel again
        page.wait_for_selector(".jp-Notebook", timeout=90_000)
        L.wait_idle(page, 120_000)
    L.run_all(page, timeout=240_000)
    out = output_of(page, "PlayRoom(game='classic'")
    wait_for_text(out, "An unfinished game is saved here")
    offer = out.inner_text()
    assert "decisions so far" in offer
    out.get_by_role("button", name="Resume it").click()
    settle(page)
    wait_for_text(out, "Resumed: round")
    assert "Cast these votes" in out.inner_text() or out.locator("button:visible").count() > 2
    assert L.problems(page) == []
    L.shot(page, "05_resumed")


def test_new_sections_play_by_clicking_and_explain_what_the_events_say(browser_page):
    """Notebook 04's Power Centers: Jenny declares for the Rebels by clicking, and the explanation
    counts three Power Centers; notebook 06's loot: Ben joins Cid's attack on Dan with the drop-down,
    and the explanation tells the roll-off the loaded dice make."""
    lab, page = browser_page
    run_notebook(page, lab, "04_junta_coup.ipynb")
    out = output_of(page, "coup.power_centers()")
    out.get_by_role("button", name="For the Rebels").click()
    settle(page)
    wait_for_text(out, "What happened, and why.")
    text = out.inner_text()
    assert "Jenny declares for the Rebels" in text
    assert "the Rebels hold 3 of the 5 Power Centers (Railway Station, Radio Station, Parliament): the Rebels win" in text
    assert "row 65" in text
    L.shot(page, "04_power_centers_clicked")
    assert L.problems(page) == []

    run_notebook(page, lab, "06_viva_phase_by_phase.ipynb")
    out = output_of(page, "lessons.loot_roll_off()")
    out.locator("select").first.select_option(label="attack dan")
    settle(page)
    out.get_by_role("button", name="Set my dice").click()
    settle(page)
    wait_for_text(out, "What happened, and why.")
    text = out.inner_text()
    assert "ben, cid attack dan" in text and "attack 8 against defence 2: the attack succeeds" in text
    assert "roll-off: ben 5, cid 3" in text and "viva 4.e" in text
    L.shot(page, "06_loot_clicked")
    assert L.problems(page) == []


CJK_TEXT = re.compile(r"[\u4e00-\u9fff]")


def fonts_of(out, selector: str) -> str:
    return out.locator(selector).first.evaluate("node => getComputedStyle(node).fontFamily")


def test_a_russian_class_plays_a_budget_and_a_chinese_class_a_viva_round_by_clicking(browser_page):
    """Notebook 02 switched to Russian with its language bar: the rule in the translation's words,
    the Budget made by clicking bills, the story and the table in Russian.  Notebook 07's table
    switched to Chinese: a round of Viva by clicking, every button and line in Chinese, with CJK fonts
    named (and installed: no boxes in place of the characters)."""
    lab, page = browser_page
    run_notebook(page, lab, "02_junta_phases_1_to_4.ipynb")
    bar = output_of(page, "language_bar()")
    bar.get_by_role("button", name="Русский").click()
    settle(page)
    rule_box = output_of(page, "rule(21, 22, 23)")
    wait_for_text(rule_box, "Строка 21.")
    kit_box = output_of(page, "kit_rule('K9')")
    wait_for_text(kit_box, "K9. Меньше четырёх игроков")                # the kit's own rule, in Russian too
    L.shot(page, "02_kit_rule_in_russian")
    out = output_of(page, "lessons.phase4()")
    wait_for_text(out, "Предложить этот бюджет")
    # the lesson's table names the rulebook's example players as the Russian lesson does (ben is Петя)
    ben = out.locator(".widget-hbox", has=page.locator(".widget-html", has_text=re.compile(r"^Петя$"))).last
    ben.locator("button", has_text="3").first.click()
    wait_for_text(out, "Роздано: 3 миллиона; у вас остаётся 11 миллионов.")
    out.get_by_role("button", name="Предложить этот бюджет").click()
    wait_for_text(out, "Вася предлагает бюджет: Петя — 3 миллиона")
    # the table's Budget column: under the heading Бюджет a cell says the sum alone
    out.locator("td", has_text=re.compile(r"^3 миллиона$")).first.wait_for(timeout=20_000)
    text = out.inner_text()
    assert "Фаза 4: Бюджет" in text and "Карты на руке" in text and "Карманные деньги" in text
    assert "proposes" not in text and "Propose" not in text
    L.shot(page, "02_budget_in_russian")
    assert L.problems(page) == []

    run_notebook(page, lab, "07_play_viva.ipynb")
    out = output_of(page, "PlayRoom(game='viva'")
    fresh = out.get_by_role("button", name="Start a new game")     # the notebook's earlier game was autosaved
    if fresh.count():
        fresh.click()
        settle(page)
    out.get_by_role("button", name="繁體中文").click()
    settle(page)
    out.get_by_role("button", name="承諾", exact=True).click()
    wait_for_text(out, "ana承諾給")
    out.get_by_role("button", name="完成", exact=True).click()
    settle(page)
    for _ in range(30):
        if re.search("第2回合|遊戲結束", out.inner_text()):
            break
        assert click_primary_or_first(out) is not None, "the table offered no button to click"
    text = out.inner_text()
    assert re.search("第2回合|遊戲結束", text)
    for phase in ("3. 命令民兵", "4. 戰鬥", "5. 花錢"):
        assert phase in text, phase
    story = text[text.index("事件記錄"):]
    latin = set(re.findall(r"[A-Za-z]+", story)) - {"ana", "ben", "cid", "dan"}
    assert not latin, latin
    assert "Noto Sans CJK TC" in fonts_of(out, ".junta-words button") and "Noto Sans CJK TC" in fonts_of(out, ".junta-words .widget-html")
    installed = subprocess.run(["fc-list", ":lang=zh-tw", "family"], capture_output=True, text=True).stdout
    assert "Noto Sans CJK TC" in installed, "no Traditional Chinese font: the screen would show boxes"
    L.shot(page, "07_viva_round_in_chinese")
    assert L.problems(page) == []


def test_two_students_play_a_vote_at_a_class_table_each_from_their_own_notebook(browser_lab, tmp_path):
    """A table server, one table of four (two students, two of the server's bots), and two students,
    each in a browser of their own (two browser contexts) with a notebook that joins their seat.  Ana
    votes by clicking; Ben's table, which was waiting for her, redraws by itself and offers him the
    vote; he votes; both tables tell the same vote, the bots' votes after theirs included."""
    import nbformat

    from junta_lib.tables.classroom import LocalServer
    from junta_lib.tables.client import create_table
    lab, browser = browser_lab
    server = LocalServer(db=f"sqlite:///{tmp_path / 'class.db'}")
    try:
        made = create_table(server.class_link, game="classic", players=4, seed=1, bots=2)
        pages = {}
        for seat in made["seats"][:2]:
            nb = nbformat.v4.new_notebook(metadata={"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                                   "language": "python"}})
            nb.cells = [nbformat.v4.new_code_cell("from junta_lib.tables import join\n"
                                                  "from junta_lib.widgets import GameTable\n\n"
                                                  f"GameTable(join({seat['link']!r}))")]
            name = f"seat_of_{seat['name']}.ipynb"
            nbformat.write(nb, lab.folder / name)
            page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
            L.open_notebook(page, lab, name)
            L.run_all(page)
            pages[seat["name"]] = page
        ana, ben = output_of(pages["ana"], "GameTable(join("), output_of(pages["ben"], "GameTable(join(")
        wait_for_text(ben, "Waiting for")
        assert "ana" in ben.inner_text().split("Waiting for", 1)[1][:40]
        L.shot(pages["ben"], "10_ben_waits_for_ana")
        ana.get_by_role("button", name="Cast these votes").click()
        wait_for_text(ana, "ana casts")
        ben.get_by_role("button", name="Cast these votes").wait_for(timeout=30_000)   # redrawn by itself
        L.shot(pages["ben"], "10_ben_is_asked_to_vote")
        ben.get_by_role("button", name="Cast these votes").click()
        wait_for_text(ben, "ben casts")
        for out in (ana, ben):                     # the server's bots voted after them: both tables tell it
            wait_for_text(out, "dan casts", timeout=30_000)
            assert "ana casts" in out.inner_text() and "ben casts" in out.inner_text()
        L.shot(pages["ana"], "10_ana_sees_the_election")
        for name, page in pages.items():
            assert L.problems(page) == [], name
            page.context.close()
    finally:
        server.stop()


def test_a_class_opens_its_own_copy_of_the_notebooks_in_russian_or_chinese(browser_page):
    """Lesson 02 as `junta notebooks --lang ru` writes it, opened and run with no click on the language
    bar: the Markdown in Russian (the catalog's paragraphs), the rule box and the Budget's table too;
    the start page in Chinese with its table of notebooks and their links."""
    from junta_lib.i18n.prose import write_notebooks
    lab, page = browser_page
    done = write_notebooks("ru", lab.folder / "ru")
    run_notebook(page, lab, "ru/02_junta_phases_1_to_4.ipynb")
    first = page.locator(".jp-MarkdownCell .jp-RenderedMarkdown").first
    first.scroll_into_view_if_needed()
    prose = first.text_content() or ""
    assert done.missing == [] and "Learning goal" not in prose, prose[:300]
    assert re.search("Цель урока", prose) and first.locator("h1").count() == 1, prose[:300]   # the heading still one
    L.shot(page, "02_copy_in_russian_prose")
    wait_for_text(output_of(page, "rule(21, 22, 23)"), "Строка 21.")
    out = output_of(page, "lessons.phase4()")
    wait_for_text(out, "Предложить этот бюджет")
    L.shot(page, "02_copy_in_russian_budget")
    assert L.problems(page) == []

    write_notebooks("zh_Hant", lab.folder / "zh")                  # the start page in Chinese: its table of notebooks
    run_notebook(page, lab, "zh/00_start_here.ipynb")
    table = page.locator(".jp-RenderedMarkdown table").first
    table.scroll_into_view_if_needed()
    rows = table.locator("tr")
    assert rows.count() >= 6 and "你是" in (rows.first.text_content() or "")
    assert table.locator("a[href*='01_junta_setup_and_voting.ipynb']").count() == 1   # the link kept
    L.shot(page, "00_copy_in_chinese")
    assert L.problems(page) == []
