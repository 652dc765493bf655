"""A class as it plays from browsers and phones with nothing installed: the teacher's room page seats a
JUNTA table and a Viva table; three students (a laptop in English, a phone in Russian, a phone in
Chinese) play them from their join links; the server is killed (SIGKILL) for more than a minute and
every page comes back by itself with the game and the talk; a link opened twice is reported; the
teacher pauses, opens and ends a table; a wrong link gets one page saying so.  One scenario (the
browser and the server start once).  Screenshots go to build/screenshots/seat-pages.

Chromium is Debian's (/usr/bin/chromium), driven by Playwright; axe-core (axe-playwright-python)
checks the pages for serious and critical accessibility violations."""
from __future__ import annotations

import importlib.util
import json
import os
import time
from pathlib import Path

import pytest

import lab as L

SHOTS = L.SHOTS / "seat-pages"
REQUIRED = os.environ.get("JUNTA_REQUIRE_BROWSER") == "1"
LAPTOP, PHONE = {"width": 1280, "height": 900}, {"width": 390, "height": 844}
STUDENTS = (("ana", "en", LAPTOP), ("ben", "ru", PHONE), ("cid", "zh_Hant", PHONE))
JUNTA_SEED, VIVA_SEED = 26, 0        # deals where the first decisions involve all three (see below)
#: the words of the frame each language shows (from the catalogs), to check a page speaks its own
PAUSED = {"en": "paused the table", "ru": "приостановил", "zh_Hant": "暫停"}
ENDED = {"en": "has ended the table", "ru": "завершил", "zh_Hant": "結束"}
TWICE = {"en": "open in another place", "ru": "открыто ещё", "zh_Hant": "另一處"}


def _missing() -> str | None:
    for module in ("playwright", "axe_playwright_python"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[test]')"
    if not Path(L.CHROMIUM).exists():
        return f"no Chromium at {L.CHROMIUM} (apt-get install -y chromium, or set JUNTA_CHROMIUM)"
    return None


@pytest.fixture(scope="module")
def browser():
    reason = _missing()
    if reason:
        if REQUIRED:
            pytest.fail(f"JUNTA_REQUIRE_BROWSER=1 but {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=L.CHROMIUM, args=L.FLAGS)
        yield chromium
        chromium.close()


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def open_page(browser, url: str, lang: str, viewport: dict):
    context = browser.new_context(viewport=viewport, locale={"zh_Hant": "zh-TW"}.get(lang, lang),
                                  bypass_csp=True)          # the page forbids eval; the test evaluates
    context.add_init_script(f"localStorage.setItem('junta-lang', {json.dumps(lang)})")
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda err: page.errors.append(str(err)))
    page.goto(url)
    return page


def serious_violations(page) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe
    results = Axe().run(page)
    return [f"{v['id']}: {v['help']} ({len(v['nodes'])})" for v in results.response["violations"]
            if v.get("impact") in ("serious", "critical")]


def at(page) -> int:
    return int(page.evaluate("document.body.dataset.at || -1"))


# -- playing a decision the way a student clicks it ----------------------------------------------------
SHOWN: set = set()
PREFERRED = ("done", "pass", "decline", "hold", "accept", "stay", "allow", "agree")


def pick_listed(actions: list) -> int:
    """Which listed option a test student clicks: starting a coup by moving when offered, else the
    quiet words, else the first."""
    for i, a in enumerate(actions):
        if a == {"start": "move"}:
            return i
    for i, a in enumerate(actions):
        if a in PREFERRED:
            return i
    return 0


def play(page, played: list) -> None:
    """Make the decision ``page`` shows, by clicking (a coup move on the map), and note its kind."""
    controls = page.locator("#controls")
    kind = controls.get_attribute("data-kind")
    before = at(page)
    if kind in ("vote", "budget", "coup_move", "militia") and (page.student, kind) not in SHOWN:
        SHOWN.add((page.student, kind))                  # each form as its student first meets it
        shot(page, f"{kind}-{page.student}-{page.lang}")
    if kind == "vote":
        shortcuts = controls.locator("button.shortcut")
        if shortcuts.count():
            shortcuts.first.click()
            controls.locator("button.primary").click()
        else:
            controls.locator("button.abstain").click()
    elif kind == "budget":
        controls.locator("button.bill").first.click()          # a bill to the first player: a real Budget
        controls.locator("button.primary").click()
    elif kind == "coup_move":
        origin = controls.locator("button[data-area]").first.get_attribute("data-area")
        stack = page.locator(f"#picture [data-key='{origin}'].lit").first
        stack.focus()                                           # the stack, on the map, by the keyboard
        page.keyboard.press("Enter")
        to = page.locator("#controls select[data-first]").get_attribute("data-first")
        page.locator(f"#picture [data-key='{to}'].lit").first.click()      # where it goes, on the map
    elif kind == "buttons":
        buttons = controls.locator("button[data-action]")
        actions = [json.loads(buttons.nth(i).get_attribute("data-action")) for i in range(buttons.count())]
        if actions:
            buttons.nth(pick_listed(actions)).click()
        else:                                                   # many options: the drop-down
            controls.locator("button.primary").click()
    else:                                                       # cabinet, militia, banking, police
        controls.locator("button.primary").click()
    page.wait_for_function(f"Number(document.body.dataset.at) > {before}", timeout=20_000)
    played.append((page.student, kind, page.evaluate("document.getElementById('prompt').textContent")))


def play_until(pages, done, limit: int = 60) -> list:
    """Let whichever page has a decision make it, until ``done(played)``."""
    played: list = []
    for _ in range(limit):
        if done(played):
            return played
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            ready = [p for p in pages if p.locator("#controls").get_attribute("data-kind")]
            if ready:
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"no page has a decision; played so far: {played}")
        play(ready[0], played)
    raise AssertionError(f"not done after {limit} decisions: {played}")


def seat_class(room, game: str, seed: int) -> None:
    room.fill("#names", "\n".join(name for name, _, _ in STUDENTS))
    room.select_option("#game", game)
    room.fill("#seed", str(seed))
    before = room.locator("article.table-card").count()
    room.click("#class-form button[type=submit]")
    room.wait_for_function(f"document.querySelectorAll('article.table-card').length > {before}")


def links_of(room, index: int) -> dict:
    card = room.locator("article.table-card").nth(index)
    return {card.locator("li").nth(i).locator("b").inner_text(): card.locator("textarea.link").nth(i).input_value()
            for i in range(card.locator("li").count())}


def test_a_class_plays_from_browsers_and_phones_and_survives_a_killed_server(browser, tmp_path):
    from junta_lib.tables.classroom import LocalServer
    server = LocalServer(db=f"sqlite:///{tmp_path / 'class.db'}")
    try:
        # the teacher's room: the class seated at a JUNTA and a Viva table, full links and QR codes
        room = open_page(browser, server.class_link, "en", LAPTOP)
        seat_class(room, "classic", JUNTA_SEED)
        seat_class(room, "viva", VIVA_SEED)
        junta_links, viva_links = links_of(room, 0), links_of(room, 1)
        assert [room.locator("article.table-card h3").nth(i).inner_text() for i in (0, 1)] == ["JUNTA 1", "Viva 1"]
        assert set(junta_links) == {"ana", "ben", "cid"}
        assert all(link.startswith(server.url + "/join#") and len(link.split("#")[1]) >= 30
                   for link in [*junta_links.values(), *viva_links.values()])
        room.wait_for_function("[...document.querySelectorAll('img.qr')].every(i => i.naturalWidth > 0)")
        assert serious_violations(room) == []

        # the students: ana on a laptop in English, ben on a phone in Russian, cid on a phone in Chinese
        pages = []
        for name, lang, size in STUDENTS:
            page = open_page(browser, junta_links[name], lang, size)
            page.student, page.lang = name, lang
            pages.append(page)
        for page in pages:
            page.wait_for_selector("#seat:not([hidden])")
        ana, ben, cid = pages
        assert "Карты на руке" in ben.locator("#me").inner_text() and "手" in cid.locator("#me").inner_text()
        for page in pages:
            assert serious_violations(page) == [], page.student

        # JUNTA: the first election (all three vote), the Budget, and a coup move made on the map
        played = play_until(pages, lambda p: any(k == "coup_move" for _, k, _ in p))
        voters = {who for who, kind, _ in played if kind == "vote"}
        assert voters == {"ana", "ben", "cid"}, played
        assert any(kind == "budget" for _, kind, _ in played), played
        for page in pages:
            shot(page, f"junta-{page.student}-{page.lang}")

        # table talk, in two languages
        ben.fill("#talk-text", "Голосую за себя")
        ben.click("#talk-form button")
        cid.fill("#talk-text", "我投給自己")
        cid.click("#talk-form button")
        for page in pages:
            page.wait_for_function("document.getElementById('talk').textContent.includes('我投給自己')")

        # a link opened twice: both places are told, and the teacher sees it
        again = open_page(browser, junta_links["ana"], "en", PHONE)
        for page in (ana, again):
            page.wait_for_function("!document.getElementById('alert').hidden")
            assert "open in another place" in page.locator("#alert").inner_text()
        room.wait_for_function("document.querySelector('article.table-card .twice').textContent.length > 0 || "
                               "[...document.querySelectorAll('.twice')].some(e => e.textContent)")
        shot(again, "junta-ana-twice-phone")
        again.context.close()
        ana.wait_for_function("document.getElementById('alert').hidden")

        # the server killed for more than a minute: every page says so, then comes back by itself
        story = {p.student: p.locator("#story li").count() for p in pages}
        decided = {p.student: at(p) for p in pages}
        for page in pages:              # what kind of state the page is told next (seat.js sets it)
            page.evaluate("delete document.body.dataset.told")
        server.kill()
        for page in pages:
            page.wait_for_function("!document.getElementById('banner').hidden && "
                                   "document.getElementById('banner').className.includes('warn')")
        shot(ben, "junta-ben-ru-connection-lost")
        time.sleep(62)
        server.start()
        for page in pages:
            # the banner clears when the socket opens, before the answer to its hello: wait for the answer
            page.wait_for_function("document.body.dataset.told && "
                                   "!document.getElementById('banner').className.includes('warn')", timeout=30_000)
            assert "Голосую за себя" in page.locator("#talk").inner_text()
            assert at(page) == decided[page.student]
            assert page.locator("#story li").count() == story[page.student]
            # nothing changed: the return is told so, not all again
            assert page.evaluate("document.body.dataset.told") == "same", page.student
        shot(cid, "junta-cid-zh-after-restart")

        # the teacher pauses the table: every student is told at once, in their language; Open clears it
        card = room.locator("article.table-card").nth(0)
        card.locator("[data-command=pause]").click()
        for page in pages:
            page.wait_for_function("document.body.dataset.status === 'paused'")
            assert PAUSED[page.lang] in page.locator("#banner").inner_text()
        shot(ben, "junta-ben-ru-paused")
        card.locator("[data-command=open]").wait_for(state="visible")
        room.wait_for_function("!document.querySelector('article.table-card [data-command=open]').disabled")
        card.locator("[data-command=open]").click()
        for page in pages:
            page.wait_for_function("document.body.dataset.status === 'open'")
            assert PAUSED[page.lang] not in page.locator("#banner").inner_text()

        # End asks first, and can be undone within its window
        room.on("dialog", lambda dialog: dialog.accept())
        card.locator("[data-command=end]").click()
        card.locator(".undo button").click()
        time.sleep(1.5)
        assert all(p.evaluate("document.body.dataset.status") == "open" for p in pages)

        # Viva: a promise, the militia dice behind the screens, the shopping: all three decide
        viva = []
        for (name, lang, size), page in zip(STUDENTS, pages):
            v = open_page(browser, viva_links[name], lang, size)
            v.student, v.lang = name, lang
            viva.append(v)
        for v in viva:
            v.wait_for_selector("#seat:not([hidden])")
            assert v.locator("#picture svg").count() == 1                     # Viva's board
        played = play_until(viva, lambda p: {w for w, k, _ in p} == {"ana", "ben", "cid"} and
                            any(k == "militia" for _, k, _ in p))
        for v in viva:
            shot(v, f"viva-{v.student}-{v.lang}")
            v.set_viewport_size(PHONE if v.student == "ana" else LAPTOP)    # each language at the other size
            shot(v, f"viva-{v.student}-{v.lang}-{'phone' if v.student == 'ana' else 'laptop'}")

        # an absent student: the teacher gives cid's Viva seat to a bot, cid's page says so, and back
        viva_card = room.locator("article.table-card").nth(1)
        viva_card.locator("li[data-seat='2'] button.bot").click()
        viva[2].wait_for_function("document.getElementById('banner').textContent.includes('電腦玩家代打')")
        room.wait_for_function("document.querySelectorAll('article.table-card')[1]"
                               ".querySelector(\"li[data-seat='2'] button.bot\").dataset.on === '1'")
        shot(viva[2], "viva-cid-zh-seat-given-to-a-bot")
        viva_card.locator("li[data-seat='2'] button.bot").click()
        room.wait_for_function("document.querySelectorAll('article.table-card')[1]"
                               ".querySelector(\"li[data-seat='2'] button.bot\").dataset.on === '0'")

        # the teacher ends the JUNTA table (confirmed, the undo window left to run out)
        card.locator("[data-command=end]").click()
        for page in pages:
            page.wait_for_function("document.body.dataset.status === 'ended'", timeout=20_000)
            assert ENDED[page.lang] in page.locator("#banner").inner_text()
        shot(cid, "junta-cid-zh-ended")
        shot(room, "room-laptop")
        for kind, start in (("csv", b"table,label,game"), ("parquet", b"PAR1")):    # the class's decisions
            with room.expect_download() as download:
                room.click(f"#{kind}")
            assert Path(download.value.path()).read_bytes().startswith(start)
        room.set_viewport_size(PHONE)
        room.select_option("#lang", "zh_Hant")
        room.wait_for_function("document.querySelector('article.table-card .live').textContent.includes('回合')")
        assert serious_violations(room) == []
        shot(room, "room-phone-zh")

        # a wrong link: one page that says so and what to ask the teacher
        wrong = open_page(browser, server.url + "/join#not-a-seat-of-this-class", "en", PHONE)
        wrong.wait_for_selector("#invalid:not([hidden])")
        assert "not valid" in wrong.inner_text("#invalid") and "Ask your teacher" in wrong.inner_text("#invalid")
        assert wrong.locator("#banner").is_hidden()
        shot(wrong, "wrong-link-phone")

        errors = [e for p in [room, *pages, *viva, wrong] for e in p.errors]
        assert errors == []
    finally:
        server.stop()


def test_a_move_lost_with_the_connection_is_said_and_a_wrong_link_is_known_in_every_language(browser, tmp_path):
    """A Russian student's move goes out and the connection drops before it reaches the server: the
    page, back by itself, does not go on saying "sent" - it says the choice did not arrive and shows
    the decision again, and the second click is played.  A wrong link opened in Russian or Chinese
    gets the page saying so (the server's refusal is read by its code, not its English words)."""
    import re

    from junta_lib.tables.classroom import LocalServer
    from junta_lib.tables.client import SeatClient, create_table
    server = LocalServer(db=f"sqlite:///{tmp_path / 'class.db'}")
    try:
        made = create_table(server.class_link, game="viva", players=3, seed=VIVA_SEED)

        def decides(link: str) -> bool:
            seat = SeatClient(link)
            try:
                return seat.decision is not None
            finally:
                seat.close()
        first = next(s for s in made["seats"] if decides(s["link"]))        # whose decision comes first
        drop = {"next_act": True, "dropped": 0}

        def route(ws):
            to_server = ws.connect_to_server()

            def from_page(message):
                if drop["next_act"] and json.loads(message).get("type") == "act":
                    drop["next_act"] = False            # the move goes out, the connection dies under it
                    drop["dropped"] += 1
                    ws.close()
                    to_server.close()
                    return
                to_server.send(message)
            ws.on_message(from_page)

        page = open_page(browser, "about:blank", "ru", PHONE)
        page.route_web_socket(re.compile(r".*/ws$"), route)
        page.goto(first["link"])
        page.errors.clear()                              # about:blank has no localStorage for the init script
        page.wait_for_function("document.getElementById('controls').dataset.kind")
        before = at(page)
        clickable = "#controls button[data-action], #controls button.primary"
        page.locator(clickable).first.click()
        page.wait_for_function("document.getElementById('refused').textContent.length > 0", timeout=20_000)
        assert drop["dropped"] == 1 and at(page) == before
        assert "не дошёл" in page.locator("#refused").inner_text()          # said, in the page's language
        assert "Отправлено" not in page.locator("#prompt").inner_text()    # not "sent, waiting" for ever
        shot(page, "viva-ru-move-lost-with-the-connection")
        page.locator(clickable).first.click()
        page.wait_for_function(f"Number(document.body.dataset.at) > {before}", timeout=20_000)
        assert page.locator("#refused").inner_text() == ""
        for lang in ("ru", "zh_Hant"):
            wrong = open_page(browser, server.url + "/join#not-a-seat-of-this-class", lang, PHONE)
            wrong.wait_for_selector("#invalid:not([hidden])", timeout=20_000)
            assert wrong.locator("#banner").is_hidden()
            shot(wrong, f"wrong-link-{lang}")
            wrong.context.close()
        assert page.errors == []
    finally:
        server.stop()
