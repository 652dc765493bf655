"""The faults native readers found in the Russian and Chinese, each checked as a pattern (issue 26):
refusals in the seat's language, no colon between a Russian verb and its object, lists joined as each
language joins them, card names quoted where a sentence names the card, straw men named and declined
in the reader's language."""
from __future__ import annotations

import csv
import json
import random
import re
import tomllib
from functools import lru_cache
from pathlib import Path

import pytest

from junta_lib.agents import heuristic_team
from junta_lib.core import IllegalAction
from junta_lib.i18n import using, words

#: what a refusal quotes of the player's own input or of the kit's protocol, the same in every
#: language: a text in quotes, a JSON or Python value, a call (result()), a name with an underscore
CODE = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]|\"[^\"]*\"|'[^']*(?:'|…)|\b\w+\(\)(?:\.\w+)?|\b\w*_\w*\b|\\u[0-9a-f]+"
                  r"|(?<![A-Za-z])(?:true|false|null|None|JSON|UTF-8|K\d+)(?![A-Za-z])")
LATIN = re.compile(r"[A-Za-z]{2,}")
ROOT = Path(__file__).resolve().parents[1]


def english_left(text: str, names=()) -> set[str]:
    """The English words of a Russian or Chinese line, its quoted input, code and players' names aside."""
    for _ in range(3):                                    # nested {…[…]…}
        text = CODE.sub(" ", text)
    return set(LATIN.findall(text)) - set(names)


@lru_cache(maxsize=None)
def played(game: str, players: int, seed: int):
    """A finished seeded game played by the kit's heuristic players."""
    from junta_lib.classic.game import new_game as junta
    from junta_lib.viva.game import new_game as viva
    g = junta(players, seed=seed) if game == "classic" else viva(players, seed=seed)
    team = heuristic_team(g, seed)
    steps = 0
    while (d := g.pending()) is not None and steps < 4000:
        steps += 1
        g.apply(team[d.player].choose(g.view(d.player), d))
    return g


GAMES = [("classic", 3, 1), ("classic", 5, 2), ("classic", 3, 4), ("viva", 4, 1), ("viva", 3, 2)]


def names_in(g) -> set[str]:
    return set(g.state.names) if hasattr(g.state, "names") else {p.name for p in g.state.players}


# -- refusals ---------------------------------------------------------------------------------------
JUNK = ("nonsense", 999, -1, {"to": 99}, ["x"], {"play": "no-such-card"}, 1.5, None, {"aside": 3}, "x" * 500,
        [[[[[[1]]]]]], {"k": 1, "j": 2})


def mutations(value):
    """Inputs one step away from a legal action's JSON: a number, a text, a list or a key changed."""
    if isinstance(value, dict):
        yield {**value, "zzz": 1}
        for k in value:
            yield {x: v for x, v in value.items() if x != k}
            for m in mutations(value[k]):
                yield {**value, k: m}
    elif isinstance(value, list):
        yield value + value[:1]
        yield []
        for i, v in enumerate(value[:3]):
            for m in mutations(v):
                yield value[:i] + [m] + value[i + 1:]
    elif isinstance(value, bool) or value is None:
        yield "maybe"
    elif isinstance(value, int):
        yield 999
        yield -3
        yield str(value)
    elif isinstance(value, str):
        yield "nowhere"
        yield 7


def refusals_of(g, decision, rng) -> list[tuple]:
    """(input, English refusal, lang -> refusal) of junk and near-legal inputs to one decision."""
    legal = decision.options[0] if decision.options else decision.domain.sample(rng)
    out = []
    for raw in [*JUNK, *list(mutations(legal.to_json()))[:40]]:
        said = {}
        for lang in ("en", "ru", "zh_Hant"):
            with using(lang):
                try:
                    decision.parse(raw)
                except IllegalAction as err:
                    said[lang] = str(err)
        if said:
            out.append((raw, said))
    return out


@lru_cache(maxsize=None)
def every_refusal() -> list[tuple]:
    """The engines' refusals of every decision kind met in seeded games (the first few of each kind)."""
    from junta_lib.classic.game import new_game as junta
    from junta_lib.viva.game import new_game as viva
    out, seen = [], {}
    for make, seed in [(lambda s: junta(5, seed=s), 3), (lambda s: junta(3, seed=s), 5), (lambda s: viva(4, seed=s), 3),
                       (lambda s: viva(3, seed=s, advanced=True), 4)]:
        g = make(seed)
        team, rng = heuristic_team(g, seed), random.Random(seed)
        steps = 0
        while (d := g.pending()) is not None and steps < 4000:
            steps += 1
            if seen.get(d.kind, 0) < 2:
                seen[d.kind] = seen.get(d.kind, 0) + 1
                out += [(d.kind, raw, said, frozenset(names_in(g))) for raw, said in refusals_of(g, d, rng)]
            g.apply(team[d.player].choose(g.view(d.player), d))
    return out


def test_every_refusal_of_a_malformed_or_illegal_input_is_in_the_seats_language():
    refusals = every_refusal()
    kinds = {kind for kind, *_ in refusals}
    assert len(kinds) >= 25 and len({said["en"] for _, _, said, _ in refusals}) >= 60   # the checks, not one frame
    faults = []
    for kind, raw, said, names in refusals:
        assert set(said) == {"en", "ru", "zh_Hant"}, (kind, raw, said)       # refused in every language alike
        for lang in ("ru", "zh_Hant"):
            left = english_left(said[lang], names)
            if left or said[lang] == said["en"]:
                faults.append((lang, kind, raw, said[lang], sorted(left)))
            if lang == "ru":
                assert re.search("[а-яё]", said[lang]), said[lang]
            else:
                assert re.search("[\u4e00-\u9fff]", said[lang]), said[lang]
    assert faults == [], faults[:5]


def test_the_table_server_refuses_in_the_seats_language(tmp_path):
    from websockets.sync.client import connect

    from junta_lib.tables.classroom import LocalServer
    from junta_lib.tables.client import create_table
    server = LocalServer(None, db=f"sqlite:///{tmp_path / 'class.db'}")
    try:
        made = create_table(server.class_link, game="classic", players=4, seed=1)
        token = {s["seat"]: s["link"].split("#")[1] for s in made["seats"]}

        def refusals(lang: str, seat: int) -> list[str]:
            told = []
            with connect(f"ws://127.0.0.1:{server.port}/ws") as ws:
                ws.send(json.dumps({"type": "hello", "token": "no-such-token", "lang": lang}))
                told.append(json.loads(ws.recv(timeout=10))["message"])              # a wrong join link
                ws.send(json.dumps({"type": "hello", "token": token[seat], "lang": lang}))
                state = json.loads(ws.recv(timeout=10))
                for message in ("not json", json.dumps([1]), json.dumps({"type": "shout"}),
                                json.dumps({"type": "pause"}), json.dumps({"type": "act", "action": "done"}),
                                json.dumps({"type": "chat", "text": ""}),
                                json.dumps({"type": "act", "action": {"play": "nothing"}, "at": state["at"]}),
                                json.dumps({"type": "act", "action": "done", "at": state["at"] + 5}),
                                json.dumps({"type": "hello", "token": token[seat], "seen": -1})):
                    ws.send(message)
                    while (answer := json.loads(ws.recv(timeout=10)))["type"] != "error":
                        pass                                                        # the table's news
                    told.append(answer["message"])
            return told

        english = refusals("en", 1)
        assert any("not a legal choice" in t or "not yours" in t for t in english)
        for lang, seat in (("ru", 1), ("zh_Hant", 2)):
            said = refusals(lang, seat)
            assert len(said) == len(english)
            for en, text in zip(english, said):
                assert text != en and not english_left(text, {"ana", "ben", "cid", "dan"}), (lang, text)
        for text in refusals("en", 3):                   # an English seat after them: still English
            assert not re.search("[а-яё\u4e00-\u9fff]", text), text
    finally:
        server.stop()


# -- Russian: no colon between a verb and its object --------------------------------------------------
def test_no_russian_entry_puts_a_colon_between_a_verb_and_a_fact_its_english_does_not():
    from babel.messages.pofile import read_po

    from junta_lib.i18n.catalog import po_path
    from junta_lib.russian import parse_ru
    with open(po_path("ru"), "rb") as f:
        catalog = read_po(f, locale="ru")
    faults = []
    for m in catalog:
        if not (m.id and isinstance(m.id, str) and m.string):
            continue
        for verb, slot in re.findall(r"([А-Яа-яЁё-]+)(?:\[[^\]]*\])?:\s+(\{\w+\})", m.string):
            if parse_ru(verb.lower())[1] == "VERB" and f": {slot}" not in m.id:
                faults.append((verb, m.id, m.string))
    assert faults == []


@pytest.mark.parametrize("game,players,seed", GAMES)
def test_russian_story_lines_have_no_verb_colon_object_and_no_number_before_an_infinitive(game, players, seed):
    from junta_lib.russian import parse_ru
    g = played(game, players, seed)
    with using("ru"):
        lines = [e.text for e in g.events]
    assert len(lines) > 50
    for line in lines:
        for verb, after in re.findall(r"([А-Яа-яЁё-]+): (\S+)", line):
            if parse_ru(verb.lower())[1] == "VERB":
                assert not re.match(r"[\d«]|[a-z]", after), line          # "берёт: «…»", "отдаёт ana: 2 …"
        assert not re.search(r"голос\w*\s+(оставить|отстранить)", line), line
        assert not re.search(r"подразделени[ея]: ", line), line                # "одно подразделение: полиция"


# -- lists -------------------------------------------------------------------------------------------
def test_each_language_joins_a_list_its_own_way_in_one_declaration():
    from junta_lib.i18n.lang import SEPARATORS
    assert set(SEPARATORS) == {"en", "ru", "zh_Hant"}
    with using("zh_Hant"):
        assert words().join(["甲", "乙", "丙"]) == "甲、乙、丙" and words().join_groups(["a", "b"]) == "a；b"
    with using("ru"):
        assert words().join(["а", "б"]) == "а, б"


@pytest.mark.parametrize("game,players,seed", [("classic", 5, 2), ("viva", 4, 1)])
def test_a_chinese_hand_is_a_list_joined_with_the_enumeration_comma(game, players, seed):
    from junta_lib.widgets.table import me_html
    sys_path_plain = re.compile(r"<[^>]+>")
    from junta_lib.classic.game import new_game as junta
    from junta_lib.viva.game import new_game as viva
    g = junta(players, seed=seed) if game == "classic" else viva(players, seed=seed)
    seat = max(range(players), key=lambda t: len(g.view(t).get("hand", [])))
    hand = g.view(seat)["hand"]
    assert len(hand) >= 2
    with using("zh_Hant"):
        shown = sys_path_plain.sub("", me_html(g, seat))
        names = [g.card_name(c, quoted=False) for c in hand]
    listed = shown.split("：", 1)[1]
    assert "、".join(names) in listed, listed                        # not "外援100萬 外援300萬"


# -- card names --------------------------------------------------------------------------------------
def test_a_card_named_after_a_possessive_or_as_the_means_is_quoted():
    from junta_lib.core.events import Phrase
    from junta_lib.viva.game import new_game as viva
    g = viva(4, seed=1)
    card = next(c for c in g.cards if g.cards[c].name == "Machine Gun")
    cancels = Phrase("{player:seat}'s General Strike cancels {card:card}", {"player": 1, "card": card}, g.render_fact)
    asks = Phrase("{player:seat}: cancel {card:card} with a General Strike?", {"player": 1, "card": card}, g.render_fact)
    with using("ru"):
        assert str(cancels).startswith("«Всеобщая забастовка» игрока ") and "карту «Пулемёт»" in str(cancels)
        assert "картой «Всеобщая забастовка»" in str(asks)
    with using("zh_Hant"):
        assert "「大罷工」" in str(cancels) and "「大罷工」" in str(asks)


@pytest.mark.parametrize("game,players,seed", GAMES)
def test_russian_cards_handed_drawn_or_given_are_called_cards(game, players, seed):
    g = played(game, players, seed)
    with using("ru"):
        lines = [e.text for e in g.events if e.kind in ("draw_private", "hand_in", "gift_private")]
    for line in lines:
        assert not re.search(r"(берёт|сдаёт|отдаёт [^«]*?)(: )?«", line) or re.search(r"карт[уы] «", line), line


# -- straw men ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 4])
def test_straw_men_are_named_and_declined_in_the_readers_language_on_every_screen(seed):
    from junta_lib.tables.hub import wire_event  # noqa: F401 - the seat page's news is the events' text
    from junta_lib.widgets.board import junta_table_html
    from junta_lib.widgets.city import city_svg
    g = played("classic", 3, seed)
    straw = [t for t, p in enumerate(g.state.players) if p.straw]
    assert straw
    for lang, name in (("ru", "подставное лицо 1"), ("zh_Hant", "虛擬玩家1")):
        with using(lang):
            screens = [junta_table_html(g, 0), city_svg(g, 0), *(e.text for e in g.events)]
            assert g.seat_name(straw[0]) == name
        for screen in screens:
            assert "straw man" not in screen, screen[:200]
        assert any(name in s for s in screens[:2])
    with using("ru"):
        assert g.seat_name(straw[0], "gent") == "подставного лица 1"
        story = " ".join(e.text for e in g.events)
    assert not re.search(r"\b(у|к|для|от|против) подставное лицо", story)
    assert not re.search(r"подставное лицо \d уже нет", story)
    from junta_lib.classic.actions import Give
    with using("ru"):
        assert Give(straw[0], (2,), ()).describe(g) == "Отдать подставному лицу 1 2 миллиона"


# -- the catalogs --------------------------------------------------------------------------------------
def test_migrating_the_earlier_slot_syntax_leaves_an_escaped_json_example_alone():
    from junta_lib.i18n.slots import migrate
    msgid = "a vote is an object {{source: choice or null}}, got {given}"
    said = "голос — это объект {{источник: вариант или null}}, получено {given}"
    assert migrate(msgid, said, "ru") == (msgid, said)
    assert migrate("{player:seat} pays", "{player} платит {due:num:миллион}", "ru")[1] == "{player} платит {due}[миллион]"


def test_chinese_writes_no_space_between_its_words_and_a_number():
    said = [s for _, s in _entries("zh_Hant")]
    # a number of a name written in Latin (B1–B3, ISMCTS-100) and a notebook's number before its title
    # in a link ([01 準備與投票]) are not counts
    spaced = [s for s in said if re.search(r"[\u4e00-\u9fff] (?:\d|\{(?:n|count|amount|ids)\})|"
                                            r"(?<![A-Za-z0-9[–-])(?:\d+|\{(?:n|count|amount|ids)\}) [\u4e00-\u9fff]", s)]
    assert spaced == []


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_lessons_example_players_are_named_as_the_language_names_them(lang):
    """Ben, Klaus, Jenny, Andy, Daniel are Петя, Вася, Женя, Юра (declined) and 班, 克勞斯, 珍妮, 安迪 -
    the rulebook's example table; the kit's own tables (Viva's, the straw men's: Ana, Ben, Cid, Dan)
    keep their names as given (test_i18n.py checks those)."""
    from babel.messages.pofile import read_po

    from junta_lib.i18n.catalog import po_path
    with open(po_path(lang), "rb") as f:
        said = [m.string for m in read_po(f, locale=lang) if m.id and isinstance(m.string, str)
                and not re.search(r"\b(Ana|Cid|Dan)\b", m.id)
                and not any(re.search(r"lessons/viva\.py|06_viva", path) for path, _ in m.locations)]
    left = [s for s in said if re.search(r"(?<![A-Za-z])(Ben|Klaus|Jenny|Andy|Daniel)(?![A-Za-z])|"
                                         r"(?<![А-Яа-яЁё])(Бен|Клаус|Дженни|Энди|Дэниел)", s)]   # nor spelt out
    assert left == []


@pytest.mark.parametrize("lang,script", [("ru", "[а-яё]"), ("zh_Hant", "[\u4e00-\u9fff]")])
def test_the_play_table_shows_a_refused_move_in_its_language(lang, script):
    pytest.importorskip("ipywidgets")
    from junta_lib.classic.game import new_game
    from junta_lib.widgets.table import GameTable
    table = GameTable(new_game(4, seed=1), lang=lang)
    assert table.choose({"play": "no-such-card", "zzz": [1]}) is False
    import html
    shown = html.unescape(re.sub(r"<[^>]+>", "", table.error.value))
    assert re.search(script, shown) and not english_left(shown, {"ana", "ben", "cid", "dan"}), shown


@pytest.mark.parametrize("lang,kind", [("ru", "(карта событи"), ("zh_Hant", "（事件卡）")])
def test_a_lessons_card_box_is_in_the_notebooks_language(lang, kind):
    pytest.importorskip("ipywidgets")
    from junta_lib.lessons.widgets import card_text
    box = card_text("recount")
    box._junta_redraw.set_language(lang)                      # as the notebook's language bar does
    shown = re.sub(r"<[^>]+>", "", box.children[0].value)
    assert kind in shown and not english_left(shown), shown


# -- the seed-7101 readers' patterns ------------------------------------------------------------------
def _entries(lang: str) -> list[tuple[str, str]]:
    """(English, translation) of every entry of ``lang``'s catalog; a paragraph of the notebooks'
    prose as language, its code left out (``prose.words_of``)."""
    from babel.messages.pofile import read_po

    from junta_lib.i18n.catalog import po_path
    from junta_lib.i18n.prose import is_prose, words_of
    with open(po_path(lang), "rb") as f:
        return [(words_of(m.id), words_of(m.string)) if is_prose(m) else (m.id, m.string)
                for m in read_po(f, locale=lang) if isinstance(m.id, str) and m.string]


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_no_catalog_entry_has_a_calque_or_a_word_the_term_list_does_not_use(lang):
    """штаб-квартира, принуждение бюджета, бюджет провален, кошелёк этого хода, без эффекта; 逼迫通過, 且無效果, 去…情婦
    (a person as a place) (checks.py)."""
    from junta_lib.i18n.checks import faults
    found = [(f, said) for _, said in _entries(lang) for f in faults(said, lang)
             if f.startswith(("calque", "term: штаб", "term: принужд", "term: провал", "term: бюджет провал",
                              "term: 逼迫", "term: a person", "dice"))]
    assert found == []


def test_no_russian_entry_or_rule_row_has_a_pattern_found_in_the_8201_8202_samples():
    """The patterns behind the faults judged in the 8201/8202 samples, in every catalog entry and every Russian
    rule row: жетон «Стабильно» (жетон стабильности), предел руки (лимит руки), доигрывание (розыгрыш),
    взгляд учителя, ему было объявлено + an amount, забрали свои обещания, из-за огня канонерки for the
    one who fired, в карманные деньги, любые или все, после … военного положения, прежний … прежние
    должности, морская пехота (морские пехотинцы), the game's title without guillemets (checks.py)."""
    from junta_lib.i18n.checks import faults
    named = ("term: жетон", "term: предел", "term: доигр", "calque: взгляд", "grammar: ему", "calque: забрать",
             "meaning", "calque: взять", "calque: любые", "calque: прежний", "term: морская", "title without")
    rows = [r["russian"] for r in csv.DictReader(open(Path(__file__).parents[1] / "data/lessons/rulebook_ru.csv",
                                                        encoding="utf-8", newline=""))]
    said = [s for _, s in _entries("ru")] + rows
    assert len(rows) >= 60 and len(said) >= 2000
    assert [(f, s[:80]) for s in said for f in faults(s, "ru") if f.startswith(named)] == []


def test_one_word_for_the_palace_guard_an_embassy_the_paratroops_and_a_bot_in_every_entry_and_rule_row():
    """The 8301/8302 samples' terms, in every catalog entry and every Russian rule row: стража дворца (the
    glossary; the rulebook's «стражу Дворца», row 6), посольство (the glossary; the map's Северный /
    Южный посольский квартал are names), парашютные войска (decisions.csv) and their высадка, never
    десант; in Chinese 電腦玩家 for a bot, as most entries said it (checks.py)."""
    from junta_lib.i18n.checks import faults
    named = ("term: дворцовая", "term: посольский", "term: десант", "term: 機器人")
    rows = [r["russian"] for r in csv.DictReader(open(Path(__file__).parents[1] / "data/lessons/rulebook_ru.csv",
                                                        encoding="utf-8", newline=""))]
    said = [("ru", s) for _, s in _entries("ru")] + [("ru", r) for r in rows] + \
        [("zh_Hant", s) for _, s in _entries("zh_Hant")]
    assert [(f, s[:80]) for lang, s in said for f in faults(s, lang) if f.startswith(named)] == []
    ru = " ".join(s for lang, s in said if lang == "ru")
    zh = " ".join(s for lang, s in said if lang == "zh_Hant")
    assert "стражи дворца" in ru and "по страже дворца" in ru and "кроме посольств" in ru
    assert zh.count("電腦玩家") >= 40 and "交給電腦玩家" in zh
    with using("ru"):
        from junta_lib.classic.game import new_game
        g = new_game(5, seed=1)
        assert [g.force_name(f, "gent") for f in ("palace_guard", "paratroops")] == ["стражи дворца",
                                                                                   "парашютных войск"]
    assert words("ru").card("card:Palace Guard", "Palace Guard", "accs") == "«Стражу дворца»"


def test_the_rioters_are_the_rulebooks_myatezhniki_in_the_term_list_every_entry_rule_row_and_story():
    """Rioters are мятежники (decisions.csv; the rulebook's word, rows 15, 59, 73), never бунтовщики: in the
    kit's term list, every Russian catalog entry and rule row, and a game's story in every case; the Rebels
    stay повстанцы and the card «Бунт в трущобах» keeps its name (checks.py)."""
    from junta_lib.i18n.checks import faults
    terms = {r["key"]: r["ru"] for r in csv.DictReader(open(ROOT / "data/i18n/terms.csv", encoding="utf-8"))}
    assert terms["force:rioters"] == "мятежники"
    rows = [r["russian"] for r in csv.DictReader(open(ROOT / "data/lessons/rulebook_ru.csv", encoding="utf-8",
                                                      newline=""))]
    said = [s for _, s in _entries("ru")] + rows + list(terms.values())
    assert [s[:80] for s in said for f in faults(s, "ru") if f.startswith("term: бунтовщик")] == []
    rioters = [s for e, s in _entries("ru") if re.search(r"\bRioters\b", e)]
    assert len(rioters) >= 5 and all("мятежник" in s for s in rioters)
    assert any("повстан" in r for r in rows) and any("мятежник" in r for r in rows)
    g = played("classic", 3, 3)                              # Slum Riots played: Rioters placed and lost
    with using("ru"):
        story = [e.text for e in g.events if "rioters" in str(e.data)]
        cases = [g.force_name("rioters", c) for c in ("nomn", "gent", "datv", "accs", "ablt", "loct")]
    assert cases == ["мятежники", "мятежников", "мятежникам", "мятежников", "мятежниками", "мятежниках"]
    assert any("выставляет в Трущобах 3 подразделения мятежников" in line for line in story)
    assert any(re.search(r"теряет .* подразделение мятежников$", line) for line in story)
    assert [line for line in story if "бунтовщ" in line or "повстан" in line] == []


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_viva_game_is_named_in_the_readers_language(lang):
    """"Viva:" in a rule box's title is 總統萬歲 / «Viva el Presidente!», as the table's header names the
    game (Russian keeps the spin-off's brand as a title, never an invented «Да здравствует президент!»,
    which is only the cry of the one who takes the sunglasses); only the protocol's literal "viva" (in
    quotes) stays."""
    left = [said for _, said in _entries(lang)
            if re.search(r"(?<![\"'])\bviva\b(?![\"'])(?! el Presidente!)", said, re.IGNORECASE)
            or re.search(r"(«|Хунта: )Да здравствует", said)]
    assert left == []


def test_headquarters_is_the_term_lists_word_in_every_entry():
    with open(ROOT / "data" / "i18n" / "terms.csv", encoding="utf-8") as f:
        terms = list(csv.DictReader(f))
    hq = next(t for t in terms if t["key"] == "location:headquarters")
    for lang, word in (("ru", hq["ru"]), ("zh_Hant", hq["zh_Hant"])):
        said = [s for e, s in _entries(lang) if "Headquarters" in e]
        assert len(said) >= 3
        assert [s for s in said if word not in s.lower() or "штаб-квартир" in s] == [], lang


def test_forcing_the_budget_is_one_word_in_chinese():
    """強制通過 wherever the English forces the Budget (逼迫 wants a person as its object)."""
    said = [(e, s) for e, s in _entries("zh_Hant") if re.search(r"(?<!Air )\bforc(e|es|ed|ing)\b|gunpoint", e, re.I)
            and ("Budget" in e or "gunpoint" in e)]
    assert len(said) >= 8
    assert [(e, s) for e, s in said if "強制通過" not in s] == []


def test_a_players_turn_is_not_a_round_in_chinese():
    """回合 is the game's round (第5回合); a player's turn in Viva's phase 5 is 輪到他的這一輪."""
    said = [(e, s) for e, s in _entries("zh_Hant") if re.search(r"\bturns?\b", e) and not re.search(r"\bround", e)]
    assert len(said) >= 6
    assert [(e, s) for e, s in said if "回合" in s] == []


def test_the_old_president_takes_over_the_new_ones_former_positions():
    """Row 13 and K7: after a coup the old President takes the NEW President's former Positions."""
    k7 = tomllib.loads((ROOT / "data" / "lessons" / "kit_rules.toml").read_text())["K7"]["text"]
    english = " ".join(k7.split())
    ru = {" ".join(e.split()): s for e, s in _entries("ru")}
    zh = {" ".join(e.split()): s for e, s in _entries("zh_Hant")}
    assert "new President's former Positions" in english
    assert "должности, которые до этого занимал новый президент" in ru[english]
    assert "接任新總統原先擔任的職位" in zh[english]


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
@pytest.mark.parametrize("game,players,seed", [("classic", 5, 2), ("viva", 4, 1)])
def test_a_rolls_faces_are_joined_as_the_language_joins_a_list(lang, game, players, seed):
    """"擲出6、5、4", "выбрасывает 6, 5, 4 — 1 попадание" (not "6 5 4"): Words.join_faces."""
    from junta_lib.i18n.checks import faults
    from junta_lib.i18n.lang import SEPARATORS
    g = played(game, players, seed)
    rolls = [e for e in g.events if any(isinstance(v, tuple) and len(v) >= 2 and all(isinstance(x, int) for x in v)
                                        for v in e.data.values()) and e.kind in ("volley", "bombard", "orders_revealed")]
    assert rolls
    with using(lang):
        for e in rolls:
            faces = next(v for v in e.data.values() if isinstance(v, tuple) and len(v) >= 2)
            assert SEPARATORS[lang][2].join(map(str, faces)) in e.text, e.text
            assert not [f for f in faults(e.text, lang) if f.startswith("dice")], e.text


def test_every_chinese_amount_carries_its_unit_and_a_hundred_million_is_one_yi():
    """「100萬 + 100萬 = 200萬」, never 「100 + 100萬」 (a bare 100 reads as a hundred), and 121 million
    is 1億2100萬, 100 million 1億: one place writes Chinese money (Words.number)."""
    from junta_lib.widgets.table import me_html
    z = words("zh_Hant")
    assert z.number("1 + 1 + 3", "萬") == "100萬 + 100萬 + 300萬"
    assert [z.number(n, "萬") for n in (0, 3, 99, 100, 121, 250)] == ["0", "300萬", "9900萬", "1億", "1億2100萬", "2億5000萬"]
    with using("zh_Hant"):
        assert z.tr("{name} {amount} million", name="dan", amount=121) == "dan 1億2100萬"
        g = played("classic", 5, 2)
        for seat in range(5):
            shown = me_html(g, seat)
            assert not re.search(r"\d(?![\d萬億])", re.sub(r"<[^>]*>|第\d|\d+票|(?<!\d)0(?!\d)", "", shown).split("現金")[-1]), shown
            assert not re.search(r"(?<![\d+] )(\d+萬) = \1(?!\d)", re.sub(r"<[^>]*>", "", shown)), shown   # not "0萬 = 0萬"


def test_the_presidents_foreign_aid_bills_each_carry_their_unit_in_chinese():
    """The President's private line of the Foreign Aid he drew reads 「本回合外援：100萬、100萬、300萬」,
    never 「1、1、3」 (bare numbers read as pesos): a hand of bills is money, each with its 萬."""
    z = words("zh_Hant")
    assert z.number((1, 1, 3), "萬") == "100萬、100萬、300萬" and z.number([2, 100], "萬") == "200萬、1億"
    g = played("classic", 5, 2)
    aid = [e for e in g.events if e.kind == "aid_private"]
    assert aid
    with using("zh_Hant"):
        for e in aid:
            bills = "、".join(f"{b * 100}萬" for b in e.data["bills"])
            assert e.text == f"本回合外援：{bills}", e.text
    with using("en"):
        assert aid[0].text == "the Foreign Aid is " + " ".join(map(str, aid[0].data["bills"]))


def test_a_mob_is_not_named_after_the_rioters_in_chinese():
    """暴民 is the Rioters' force (terms.csv); "mob" as a kind of unit (Students, Strikers ... that never
    fire) is 群眾 in every entry, so 3個學生（群眾） cannot be read as three Rioters."""
    from junta_lib.i18n.checks import faults
    said = [(e, s) for e, s in _entries("zh_Hant") if re.search(r"\bmobs?\b", e)]
    assert len(said) >= 8
    assert [(e, s) for e, s in said if "群眾" not in s or ("暴民" in s and "Rioters" not in e)] == []
    assert [s for _, s in _entries("zh_Hant") if any(f.startswith("term: 暴") for f in faults(s, "zh_Hant"))] == []


def test_a_chinese_assassination_line_names_whose_location_and_says_assassinate():
    """Not 「派「業餘刺客」到家去找虛擬玩家1」 (go home to look for him): 行刺虛擬玩家1，猜他在家."""
    z = words("zh_Hant")
    line = z.tr("{player} sends {assassin} after {victim} at {location}", player="cid",
                assassin="「業餘刺客」", victim="虛擬玩家1", location="家")
    assert line == "cid派「業餘刺客」行刺虛擬玩家1，猜他在家"
    said = [(e, s) for e, s in _entries("zh_Hant") if re.search(r"(after |\{assassin\}: )\{(victim|target)\}", e)]
    assert len(said) >= 3
    assert [(e, s) for e, s in said if "去找" in s or not re.search("行刺|刺殺|洗劫", s)] == []


def test_the_kit_rules_read_as_chinese_not_as_translated_english():
    """The purse rule says 合計為一筆款項 (not 合成一個錢包 / 卡片如何付款), the battle rule 支援火力
    (not 外來火力), and no kit rule keeps a mob as 暴眾."""
    kit = tomllib.loads((ROOT / "data" / "lessons" / "kit_rules.toml").read_text())
    zh = {" ".join(e.split()): s for e, s in _entries("zh_Hant")}
    texts = [zh[" ".join(rule[f].split())] for rule in kit.values() if isinstance(rule, dict)
             for f in ("title", "text") if f in rule]
    assert len(texts) >= 20
    calques = ("合成一個錢包", "卡片如何付款", "所有購買：", "外來火力", "暴眾", "處決等同於", "就無人可選")
    assert [(c, t) for t in texts for c in calques if c in t] == []


def test_the_police_response_is_the_rules_name_and_the_map_is_not_a_card_in_russian():
    """Row 73's «реакция полиции» wherever the English names the Police response; the map is the поле
    (a карта alone is a card; «карта города», the first translation's words for the city map in row 62,
    cannot be read as one), and the Coup Event rule says whose control and "вместо" once."""
    from junta_lib.i18n.checks import faults
    ru = _entries("ru")
    named = [(e, s) for e, s in ru if re.search(r"police response", e, re.I)]
    assert len(named) >= 3
    assert [(e, s) for e, s in named if "реакци" not in s.lower()] == []
    assert [s for _, s in ru if any(f.startswith("term: ответ") for f in faults(s, "ru"))] == []
    maps = [(e, s) for e, s in ru if re.search(r"\bmap\b", e)]
    assert len(maps) >= 6
    assert [(e, s) for e, s in maps if re.search(r"(на|с|пределами|по) карт[аеуы]\b(?! города)", s)] == []
    city = [s for e, s in ru if re.search(r"\bcity map\b", e, re.I)]
    assert len(city) >= 2 and [s for s in city if not re.search(r"[Кк]арт[аеуы] города", s)] == []
    k6 = next(s for e, s in ru if e.startswith("A Coup Event card puts its units on the map"))
    assert "под контроль сыгравшего её игрока" in k6 and k6.count("вместо") <= 1


def test_the_r_label_is_a_citation_and_an_english_word_still_is_not():
    """The remarks keep the kit's label of a researched fact as the lessons introduce it ("R: ..."),
    as they keep K4; an English word beside it is still English left."""
    from junta_lib.i18n.checks import faults
    for said in ("R: каждый игрок объявляет сторону.", "это был бы подкуп (R); парад лишь удерживает её",
                 "R, «Убийца-любитель»: он платит 1 миллион", "строка 65 и R: район засчитывается"):
        assert not [f for f in faults(said, "ru") if f.startswith("English left")], said
    assert any(f.startswith("English left") for f in faults("Researched: каждый игрок", "ru"))
    assert any(f.startswith("English left") for f in faults("R каждый игрок объявляет", "ru"))


def test_the_checks_find_a_bare_amount_a_mob_named_rioters_and_an_unnamed_police_response():
    from junta_lib.i18n.checks import faults
    assert any(f.startswith("money") for f in faults("現金：100 + 100萬 = 200萬", "zh_Hant"))
    assert any(f.startswith("money") for f in faults("dan 12100萬", "zh_Hant"))
    assert not [f for f in faults("現金：100萬 + 100萬 = 200萬 · dan 1億2100萬", "zh_Hant") if f.startswith("money")]
    assert any(f.startswith("term: 暴民") for f in faults("在大學放置3個學生（暴民）", "zh_Hant"))
    assert any(f.startswith("term: ответ") for f in faults("Может ли министр ответить полицией?", "ru"))


def test_an_assassination_is_told_as_a_sentence_with_the_card_in_its_case():
    """Row 47's announcement in Russian: the Assassin card is the verb's object, declined
    («Профессионального убийцу»), sent to kill the victim at a place, as the Russian rulebook's row 51
    says («играет карту убийцы, чтобы убить Петю у любовницы»): not «подсылает домой … по душу» (read as
    sending home, blind_ru_8802.csv), nor «по душу игрока ana к любовнице» (whose mistress?
    blind_ru_9002.csv), and no check's fault; the Death Squad too.  Death Squad Overtime is a card
    played so that the squad goes again, not an assassin sent."""
    from junta_lib.classic.game import new_game
    from junta_lib.i18n.checks import faults
    game = new_game(4, seed=3)
    template = "{player:seat} sends {assassin:assassin} after {victim:seat} at {location:location}"
    card = next(c for c in game.cards if game.cards[c].name == "Professional Assassin")
    with using("ru"):
        said = words().fill(template, {"player": 1, "assassin": card, "victim": 3, "location": "headquarters"},
                            game.render_fact)
        squad = words().fill(template, {"player": 1, "assassin": "death_squad", "victim": 3, "location": "mistress"},
                             game.render_fact)
    names = game.given_names()
    assert said.endswith("посылает «Профессионального убийцу» убить игрока dan в штабе") \
        and not faults(said, "ru", names), said
    assert squad.endswith("посылает отряд смерти убить игрока dan у любовницы") and not faults(squad, "ru", names), squad
    overtime = next(c for c in game.cards if game.cards[c].effect == "overtime")
    game.state.players[1].hand.append(overtime)
    game.state.players[1].pocket.append(2)
    from junta_lib.classic.assassinations import Announce, announce
    announce(game, 1, Announce(overtime, 3, "home"), [])
    assert game.story()[-1] == "ben plays Death Squad Overtime and sends the Death Squad after dan at Home"
    with using("ru"):
        told = game.story()[-1]
    assert told == "ben играет карту «Сверхурочные отряда смерти» и снова посылает отряд смерти убить игрока dan дома" \
        and not faults(told, "ru", names), told
    assert faults("ben подсылает «Профессиональный убийца» по душу игрока dan в штаб", "ru", names)


def test_what_a_viva_turn_bought_is_said_in_the_case_its_sentence_asks():
    from junta_lib.lessons.viva import names_of
    with using("ru"):
        assert names_of(["card"], "accs") == "карту" and names_of(["building"], "accs") == "постройку"
        assert words().fill("You bought {things}.", {"things": ["card", "die"]},
                            lambda _, value, case=None: names_of(value, case)) == "Вы купили карту и кубик ополчения."


def test_a_chinese_purchase_names_the_one_thing_bought_with_its_measure_word():
    """「cid花400萬買了一棟建築」, never 「買了建築」 (bare, it reads as buildings in general): the
    translator's ``{thing}[一]`` gives each thing its measure word (棟, 顆, 張); a bracket word
    Chinese does not know is refused."""
    from junta_lib.i18n.slots import problems
    g = played("viva", 4, 3)
    buys = [e for e in g.events if e.kind == "buy"]
    assert {e.data["thing"] for e in buys} >= {"building", "die"}
    with using("zh_Hant"):
        for e in buys:
            measure = {"building": "一棟建築", "die": "一顆民兵骰", "card": "一張卡片"}[e.data["thing"]]
            assert e.text.endswith("買了" + measure), e.text
    assert problems("{player} buys a {thing}", "{player}買了{thing}[一]", "zh_Hant") == []
    assert problems("{player} buys a {thing}", "{player}買了{thing}[個]", "zh_Hant")


def test_the_russian_player_tag_stands_only_before_a_name_that_does_not_decline():
    """"у игрока ben" (the tag carries the case of an undeclinable seat name), "у Пети" (the rulebook's
    example player declines by itself), "у подставного лица 1" (so does a straw man); the checks find
    "у игрока Пети" and "у игрока подставного лица 1"."""
    from junta_lib.i18n.checks import faults
    names = {0: "ben", 1: "Петя", 2: "подставное лицо 1"}
    with using("ru"):
        w = words()
        def said(victim):
            return w.fill("{victim:seat} is already dead", {"victim": victim},
                          lambda kind, seat, case: w.declined(names[seat], case))
        assert [said(v) for v in names] == ["игрока ben уже нет в живых", "Пети уже нет в живых",
                                           "подставного лица 1 уже нет в живых"]
    assert faults("у игрока Пети в итоге на руке 5 карт", "ru", {"ben"}) == [
        "tag before a declined name: игрока Пети"]
    assert faults("у игрока ben в итоге на руке 5 карт", "ru", {"ben"}) == []
    assert faults("атаковать игрока подставное лицо 1", "ru", {"ben"}) == [
        "tag before a declined name: игрока подставное лиц"]


def test_a_players_money_line_writes_millions_one_way_in_russian():
    """"Швейцарский счёт: 1 + 2 + 3 = 6 миллионов" beside "Карманные деньги: 0 миллионов": a stack
    and its sum are one sentence of the catalog, so the line never mixes млн and миллионов."""
    from junta_lib.widgets.panels import me_html
    g = played("classic", 5, 2)
    with using("ru"):
        lines = [re.sub(r"<[^>]+>", " ", me_html(g, seat)) for seat in range(5)]
    sums = [line for line in lines if " + " in line]
    assert sums, "no player of the game holds two bills"
    assert [line for line in lines if "млн" in line and "миллион" in line] == []
    assert [said for _, said in _entries("ru") if "млн" in str(said) and "миллион" in str(said)] == []


# -- the 8201/8202 readers' Chinese patterns ----------------------------------------------------------
@pytest.mark.parametrize("faulty,right", [
    ("eva奉dan之命面對行刑隊；被處決者的現金歸dan所有", "eva被dan送交行刑隊；被處決者的現金歸dan所有"),
    ("dan：你被提名為總統。接受嗎？", "dan：你被提名為總統候選人。接受嗎？"),
    ("給ben一顆設定為他號碼的骰子：這顆骰子為他防禦", "給ben一顆設定為他自己號碼的骰子：這顆骰子為他防禦"),
    ("ben：打出戰鬥前的防禦卡，或結束", "ben：打出標有「戰鬥前打出」的防禦卡，或結束"),
    ("## 叛軍與忠誠者", "## 叛軍與效忠派"),
    ("攻擊總點數最高者先拿", "總攻值最高者先拿"),
    ("戰鬥前：本場戰鬥你的攻擊總值+2。", "戰鬥前打出：本場戰鬥你的總攻值+2。"),
    ("dan在市場的1支部隊損失了", "dan在市場損失了1支部隊"),
    ("eva：選擇你在總統府被摧毀的部隊", "eva：選擇要在總統府摧毀的部隊"),     # the shooter chooses (K4; blind_zh_Hant_8901/8902)
    ("任何時候：政局變得不穩定。", "任何時候：政治局勢變得不穩定。"),     # one word (blind_zh_Hant_9001/9002)
    ("除了Ana的座位，其他座位都由電腦玩家擔任", "除了Ana的座位，其他座位都由電腦玩家代打"),
    ("或因「總統能力」卡的能力投票落敗時", "或在「總統適任」卡引發的適任投票中落敗時"),
    ("但在提領之前，這筆錢不能拿來行賄", "但在提款之前，這筆錢不能拿來行賄"),
    ("從瑞士銀行帳戶提取", "從瑞士銀行帳戶提款"),
])
def test_the_chinese_readers_faults_are_found_and_their_fixes_pass(faulty, right):
    """Each line a native reader marked (blind_zh_Hant_8201/8202.csv) is found by the checks, and the
    reader's correction is not."""
    from junta_lib.i18n.checks import faults
    assert faults(faulty, "zh_Hant", {"eva", "dan", "ben", "Ana"})
    assert faults(right, "zh_Hant", {"eva", "dan", "ben", "Ana"}) == []


def test_no_chinese_entry_holds_a_fault_the_8201_8202_readers_named():
    """面對行刑隊 / 奉…之命, 忠誠者, 能力投票, 攻擊總點數 / 攻擊總值 / 防禦總值, 戰鬥前的…卡, 部隊損失了,
    設定為他號碼, 提領 / 提取, 被提名為總統 (not a candidate), a seat 擔任, 選擇要在…摧毀的部隊: nowhere in
    the catalog."""
    from junta_lib.i18n.checks import _ZH_PATTERNS, _ZH_WORDING, faults
    named = {f for f in list(_ZH_WORDING.values()) + list(_ZH_PATTERNS.values())}
    assert [(f, said) for _, said in _entries("zh_Hant") for f in faults(said, "zh_Hant") if f in named] == []


def test_chinese_writes_the_viva_rules_words_for_vp_loyalists_and_withdrawing():
    """勝利點數 for a victory point, as the kit's own rule box writes it (never VP, nor 分), 效忠派 for every
    Loyalist, 提款 for every withdrawal, 總攻值 for every attack total; the rule quoted at the end keeps its words
    (its VP) and section."""
    zh = _entries("zh_Hant")
    vp = [(e, s) for e, s in zh if re.search(r"\bVP\b", e)]
    assert len(vp) >= 15
    assert [(e, s) for e, s in vp if "勝利點數" not in s or re.search(r"\d分|{vp}分|{best}分", s)] == []
    assert [s for e, s in zh if "VP" in re.sub(r"「若VP相同，錢多者獲勝」", "", s)] == []
    loyal = [(e, s) for e, s in zh if re.search(r"\bloyalists?\b", e, re.I)]
    assert len(loyal) >= 10 and [(e, s) for e, s in loyal if "效忠派" not in s] == []
    withdraw = [(e, s) for e, s in zh if re.search(r"\bwithdraw(s|n)?\b", e, re.I)]
    assert len(withdraw) >= 5 and [(e, s) for e, s in withdraw if "提款" not in s] == []
    total = [(e, s) for e, s in zh if "attack total" in e]
    assert len(total) >= 3 and [(e, s) for e, s in total if "總攻值" not in s] == []
    assert [s for e, s in zh if "viva end: 若VP相同" in e and "《總統萬歲》遊戲結束：「若VP相同，錢多者獲勝」" not in s] == []
    from junta_lib.i18n.checks import faults
    assert [f for f in faults("ana和ben同為6VP", "zh_Hant", {"ana", "ben"}) if f.startswith("English left")]
    assert [f for f in faults("金錢：100萬 · VP：1", "zh_Hant") if f.startswith("English left")]
    assert faults("金錢：100萬 · 勝利點數：1", "zh_Hant") == []
    assert faults("ana和ben同為6點勝利點數，由錢多者獲勝（《總統萬歲》遊戲結束：「若VP相同，錢多者獲勝」）", "zh_Hant",
                  {"ana", "ben"}) == []
    assert faults("「若VP相同，錢少者獲勝」", "zh_Hant")          # no quotation of the rules: its VP is the kit's


def test_a_chinese_story_line_puts_an_assassin_cards_name_in_corner_brackets():
    """「精神病刺客」擲出…, 「業餘刺客」找到…: the card's name in 「」 as every other card of the story."""
    zh = _entries("zh_Hant")
    lines = [s for e, s in zh if re.match(r"the (Psychotic|Amateur) Assassin ", e)]
    assert len(lines) >= 4 and [s for s in lines if not s.startswith("「")] == []


# -- the 8401/8402 readers' Chinese patterns ----------------------------------------------------------
@pytest.mark.parametrize("faulty,right", [
    ("這裡什麼都不會發生：躲避刺客的地方（第43行）", "這裡什麼都不會發生：躲避刺客的地方（第43列）"),
    ("## 3. 隱藏地點賽局（第40–48行）", "## 3. 隱藏地點賽局（第40–48列）"),
    ("第64、70行：只有移動或開火才會成為叛軍。", "第64、70列：只有移動或開火才會成為叛軍。"),
    ("（第3與46行）", "（第3與46列）"),
    ("進階遊戲中眼鏡也值1點勝利點數，遊戲在6點勝利點數時結束。", "進階版中眼鏡也值1點勝利點數，遊戲在有人達到6點勝利點數時結束。"),
    ("ana：現在就花掉「外援200萬」（錢會放進你這一輪的錢包），還是先留著？",
     "ana：現在就花掉「外援200萬」（計入你這一輪可用的款項），還是先留著？"),
])
def test_the_8401_8402_chinese_readers_faults_are_found_and_their_fixes_pass(faulty, right):
    """A rulebook row is 第N列 (行 reads as a line of text), the advanced game 進階版 as the Viva rules say,
    a turn's purse 這一輪的款項 (錢包 reads as a player's cash): each reader's line is found, the fix is not."""
    from junta_lib.i18n.checks import faults
    assert faults(faulty, "zh_Hant", {"ana"})
    assert faults(right, "zh_Hant", {"ana"}) == []


def test_a_reviewers_line_stays_a_line_and_no_chinese_entry_cites_a_row_as_a_line():
    """The reviewer's list's "第3段，第2行" is a line of text and passes; every entry whose English cites a row
    (row 43, rows 40-48) says 第N列, and "line {n}" stays 第{n}行."""
    from junta_lib.i18n.checks import faults
    assert faults("審校者的清單（第3段，第2行）提出建議（術語）：「政變」", "zh_Hant") == []
    zh = _entries("zh_Hant")
    rows = [(e, s) for e, s in zh if re.search(r"\b[Rr]ows? (\d|\{n\})", e)]
    assert len(rows) >= 150
    assert [(e[:60], s[:60]) for e, s in rows if not re.search(r"第(\d+|\{n\})(?:[、–-]\d+|[與和]\d+)*列", s)] == []
    cited = [(e, s) for e, s in zh if re.search(r"第(\d+|\{\w+\})(?:[、–-]\d+|[與和]\d+)*行", s)]
    assert cited and [e for e, _ in cited if not re.search(r"\blines?\b", e)] == []


# -- the 8401/8402 readers' Russian patterns ----------------------------------------------------------
@pytest.mark.parametrize("faulty,right", [
    ("dan принимает у игрока ben должность: министр внутренней безопасности",
     "dan принимает у игрока ben должность министра внутренней безопасности"),
    ("cid сбрасывает карту «Президентская компетентность»", "cid сбрасывает карту «Компетенция президента»"),
    ("переброс: dan 2, ben 4", "бросок при ничьей: dan 2, ben 4"),
    ("Из руки в кошелёк уходят: 3 + 4 + 1 млн (сдаются в конце хода: карты с наименьшей потерей)",
     "Из руки в кошелёк уходят: 3 + 4 + 1 млн (сдаются в конце хода; выбраны карты с наименьшей переплатой)"),
    ("Строка 16: ещё не раскрытыми картами можно обмениваться, но не в фазе 6 и не в фазе последствий переворота.",
     "Строка 16: ещё не раскрытыми картами можно обмениваться, но не в фазе 6 и не во время последствий переворота."),
    ("ничего не раскрывается, пока не объявлены все убийства, затем они исполняются по порядку.",
     "ничего не раскрывается, пока не объявлены все убийства, затем они разыгрываются по порядку."),
    ("Сначала объявления, в порядке переворота: «мои подразделения в этом районе атакуют»",
     "Сначала объявления, в порядке хода при перевороте: «мои подразделения в этом районе атакуют»"),
    ("Так что в начале переворота, начатого Петей, полиция стояла в своих участках.",
     "Так что, когда начался переворот Пети, полиция стояла в своих участках."),
    ("сыгранные карты сбрасываются (правила, раздел 4.а–б: сначала карты защиты, затем карты атаки)",
     "сыгранные карты сбрасываются (правила «Viva el Presidente!», раздел 4.a–b: сначала карты защиты, затем карты атаки)"),
    ("Отступление (R: факт, установленный по изданной книге правил)", "Отступление (выверено по изданной книге правил)"),
    ("ben кладёт 3 млн на свой швейцарский счёт", "ben кладёт 3 млн на свой швейцарский банковский счёт"),   # 8501/8502
])
def test_the_8401_8402_russian_readers_faults_are_found_and_their_fixes_pass(faulty, right):
    """Each line a native reader marked (blind_ru_8401/8402.csv) is found by the checks, and the fix is not;
    a verb that moves troops (перебросить) is no roll-off."""
    from junta_lib.i18n.checks import faults
    names = {"dan", "ben", "cid"}
    assert faults(faulty, "ru", names)
    assert faults(right, "ru", names) == []
    assert faults("министр может перебросить в их районы часть полиции", "ru") == []


def test_no_russian_entry_or_rule_row_has_a_pattern_found_in_the_8401_8402_samples():
    """The 8401/8402 patterns in no catalog entry and no Russian rule row; every Viva citation names the rules and
    keeps the seed's Latin letters (a story line's "фаза 5" is the phase of the game at hand); a Position taken
    over is declined; the card's name is the rulebook's."""
    from junta_lib.i18n.checks import _RU_PATTERNS, _RU_WORDING, faults
    named = set(_RU_PATTERNS.values()) | {_RU_WORDING[k] for k in (
        "президентская компетентность", "наименьшей потер", "в порядке переворота", "исполняются по порядку",
        "переворота, начатого", "факт, установленный по")}
    rows = [r["russian"] for r in csv.DictReader(open(Path(__file__).parents[1] / "data/lessons/rulebook_ru.csv",
                                                        encoding="utf-8", newline=""))]
    ru = _entries("ru")
    said = [s for _, s in ru] + rows
    assert [(f, s[:80]) for s in said for f in faults(s, "ru") if f in named] == []
    cited = [s for e, s in ru if re.search(r"\bviva \d", e) and not e.startswith("{player}")]   # a story line: the game at hand
    assert len(cited) >= 25 and [s for s in cited if "«Viva el Presidente!»" not in s] == []
    assert [s for e, s in ru if e == "{player} takes over {position} from {former}"] == [
        "{player} принимает у игрока {former}[род.] должность {position}[род.]"]


# -- the 8501/8502 readers' patterns ------------------------------------------------------------------
@pytest.mark.parametrize("lang,faulty,right", [
    ("ru", "Фаза 7: Банковские операции Если банк открыт", "Фаза 7: Банковское дело Если банк открыт"),
    ("ru", "Аэродром находится за пределами поля.", "Аэродром находится за пределами карты города."),
    ("ru", "начиная с того, у кого итог атаки выше; при равных итогах очерёдность решает бросок кубика",
     "начиная с того, у кого сумма атаки наибольшая; при равных суммах очерёдность решает бросок кубика"),
    ("ru", "так нельзя: В игре нет слова ''", "так нельзя: в игре нет слова ''"),
    ("ru", "семья «очки» выбирает нового главу: ben снова в игре", "семья «Очки» выбирает нового главу: ben снова в игре"),
    ("ru", "переворот начинается с карты события переворота, с хода или с авиаудара",
     "переворот начинается с карты события переворота, с перемещения подразделений или с авиаудара"),
    ("ru", "Выборы закончились вничью, поэтому первого президента пока нет",
     "Голоса разделились поровну, поэтому первого президента пока нет"),
    ("ru", "Президента, который решил бы ничью, ещё нет", "Президента, который решил бы исход при равенстве голосов, ещё нет"),
    ("zh_Hant", "作為他一般移動之外的一次免費移動。", "作為他一般移動之外的一次額外移動。"),
    ("zh_Hant", "dan存入1000萬，提款0", "dan存入1000萬，沒有提款"),
    ("zh_Hant", "不允許：未知的鍵：'甲'；應為一個區域", "不允許。未知的鍵 '甲'；應為一個區域"),
    ("zh_Hant", "你的手牌：聯盟瓦解、第三陸軍旅、總統能力、直升機", "你的手牌：聯盟瓦解、第三陸軍旅、總統適任、直升機"),
])
def test_the_8501_8502_readers_faults_are_found_and_their_fixes_pass(lang, faulty, right):
    """Each pattern behind a line the 8501/8502 readers marked is found and the reader's fix is not; a name after
    the refusal's colon keeps its capital, and a combat tie (ничья в пользу защиты) is no tied vote."""
    from junta_lib.i18n.checks import faults
    names = {"dan", "ben"}
    assert faults(faulty, lang, names)
    assert faults(right, lang, names) == []
    assert faults("так нельзя: Петя уже выбыл", "ru") == []
    assert faults("атака 4 против защиты 4 — ничья, а ничья в пользу защиты.", "ru") == []


def test_no_refusal_has_a_capital_after_its_colon_or_two_colons_in_chinese():
    """The refusal glues its reason after "так нельзя:" / 不允許: the Russian reason is a clause (no capital but a
    name's), the Chinese frame ends its sentence so that a reason with a colon of its own is not a second one."""
    from junta_lib.i18n.checks import faults
    found = [(lang, said[lang]) for _, _, said, names in every_refusal() for lang in ("ru", "zh_Hant")
             for f in faults(said[lang], lang, names) if f.startswith(("grammar: a capital", "punctuation: two"))]
    assert found == [], found[:5]
    assert any("：" in said["zh_Hant"].split("。", 1)[1] for _, _, said, _ in every_refusal())   # reasons with a colon met


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_no_entry_holds_a_pattern_the_8501_8502_readers_named(lang):
    """Banking, off the map, the attack total, a family's name, a move of units, a tied vote; 免費移動, 提款 with an
    amount, 「總統能力」: in no catalog entry (nor a Russian rule row); the card is 總統適任 in the term list."""
    from junta_lib.i18n.checks import faults
    new = ("term: «Банк", "term: за пределами", "term: итог", "grammar: a family", "meaning: с хода", "term: ничья",
           "calque: 免費", "term: 「總統能力", "grammar: 提款", "punctuation: two")
    said = [s for _, s in _entries(lang)]
    if lang == "ru":
        said += [r["russian"] for r in csv.DictReader(open(Path(__file__).parents[1] / "data/lessons/rulebook_ru.csv",
                                                             encoding="utf-8", newline=""))]
    assert [(f, s[:80]) for s in said for f in faults(s, lang) if f.startswith(new)] == []
    with using(lang):
        assert words().term("card:Presidential Competence", "") == {"ru": "Компетенция президента",
                                                                     "zh_Hant": "總統適任"}[lang]


@pytest.mark.parametrize("deposit,withdraw", [((3,), ()), ((), (2,)), ((3,), (2,))])
def test_a_banking_line_names_no_zero_amount(deposit, withdraw):
    """A side of a transaction left empty is said as nothing done ("沒有提款", "ничего не снимает"), never as 0."""
    from junta_lib.classic.actions import Transaction
    from junta_lib.classic.game import new_game as junta
    from junta_lib.i18n.checks import faults
    g = junta(5, seed=3)
    team = heuristic_team(g, 3)
    while (d := g.pending()) is not None:            # the first banker who has what the case moves
        p = g.state.players[d.player]
        if d.kind == "banking" and (p.pocket or not deposit) and (p.swiss or not withdraw):
            break
        g.apply(team[d.player].choose(g.view(d.player), d))
    assert d is not None
    deposit, withdraw = tuple(p.pocket[:1]) if deposit else (), tuple(p.swiss[:1]) if withdraw else ()
    g.apply(Transaction(deposit, withdraw))
    told = [e for e in g.events if e.kind == "banking_private"][-1]
    for lang in ("ru", "zh_Hant"):
        with using(lang):
            line = told.text
        assert not re.search(r"(?<![\d.])0(?![\d.])", line) and not faults(line, lang, {p.name}), line
        assert ("ничего не" in line or "沒有" in line) == (not deposit or not withdraw), line


# -- the 8601/8602 readers' patterns ------------------------------------------------------------------
@pytest.mark.parametrize("lang,faulty,right", [
    ("ru", "Сыграть карту «Амнистия» на ana", "Сыграть карту «Амнистия» на игрока ana"),
    ("ru", "Вы дали игроку cid два кубика, выставленных на 4: этими кубиками он должен был атаковать dan.",
     "Вы дали игроку cid два кубика, выставленных на 4: этими кубиками он должен был атаковать игрока dan."),
    ("ru", "Сыграть карту {card} на {name}", "Сыграть карту {card} на игрока {name}[вин.]"),
    ("ru", "Ваши бывшие должности перешли к {old}[дат.]: {posts}.",
     "Ваши бывшие должности перешли к игроку {old}[дат.]: {posts}."),
    ("ru", "здесь ничего не происходит, и дома вас находят грабители (строка 43; K10, грабители)",
     "здесь ничего не происходит, и дома вас находят грабители (строка 43; K10, «Грабители»)"),
    ("ru", "Положите жетон стабильности в ячейку «Политическая ситуация», а жетон «Убийства» — в ячейку «Отряд смерти в банке».",
     "Положите жетон стабильности в ячейку «Политическая ситуация», а жетон «Убийство» — в ячейку «Отряд смерти в банке»."),
    ("ru", "Присвойте `power_share_correlation` корреляцию между столбцами",
     "Присвойте переменной `power_share_correlation` значение корреляции между столбцами"),
    ("ru", "Присвойте  \nкорреляцию между столбцами", "Присвойте переменной  \nзначение корреляции между столбцами"),
    ("zh_Hant", "攻擊2對防禦3：防守成功", "攻擊2對防禦3：防禦成功"),
    ("zh_Hant", "cid協助防守的骰子全部出局，退出了戰鬥。", "cid協助防禦的骰子全部出局，退出了戰鬥。"),
    ("zh_Hant", "並以下一回合結束時每位玩家存入瑞士帳戶的金額", "並以下一回合結束時每位玩家存入瑞士銀行帳戶的金額"),
    ("zh_Hant", "《總統萬歲》規則4：一、防禦方打出防禦卡，二、攻擊方打出攻擊卡，三、擲骰，四、攻擊必須大於防禦",
     "《總統萬歲》規則4：a) 防禦方打出防禦卡，b) 攻擊方打出攻擊卡，c) 擲骰，d) 攻擊必須大於防禦"),
    ("zh_Hant", "每個職位指揮一支部隊：總統指揮總統衛隊（在總統府）", "每個職位各指揮一支兵力：總統指揮總統衛隊（在總統府）"),
    ("zh_Hant", "所以你發動政變時，警察都在各自的警察局，每局一隊。", "所以你發動政變時，警察都在各自的警察局，每個警察局一支。"),
    ("zh_Hant", "cid攻擊了總統，失去1張承諾的牌", "cid攻擊了總統，失去承諾區的1張牌"),
    ("zh_Hant", "接著要決定你最後一支衛隊部隊撤退到哪裡", "接著要決定你最後一支總統衛隊撤退到哪裡"),
    ("zh_Hant", "只做25次模擬時，搜尋型玩家反而不如啟發式玩家的習慣（54局中只贏了20%）。",
     "只做25次模擬時，搜尋型玩家反而比不上憑習慣出手的啟發式玩家（54局中只贏了20%）。"),
    ("zh_Hant", "你的陸軍旅和海軍陸戰隊都不列入——沒有人移動它們、向它們開火，也不列入計算。",
     "你的陸軍旅和海軍陸戰隊一律視同不存在——沒有人移動它們、向它們開火，也不把它們算進兵力。"),
])
def test_the_8601_8602_readers_faults_are_found_and_their_fixes_pass(lang, faulty, right):
    """Each pattern behind a line the 8601/8602 readers marked is found and the reader's fix is not; a seat name
    as the subject after its verb ("решает ben"), after a Position ("президента ben") or declined by itself
    ("к Пете") needs no tag, nor does a straw man's slot; a rule's text cited after a kit rule is no card."""
    from junta_lib.i18n.checks import faults

    def found(text, lang):                           # a catalog entry's slots and `code` are no English left
        return [f for f in faults(text, lang, {"ana", "cid", "dan"}) if not f.startswith("English left")]
    assert found(faulty, lang)
    assert found(right, lang) == []
    for fine in ("голоса разделились поровну; решает dan: оставить", "у президента dan нет карт для обещания",
                 "Ваши бывшие должности перешли к Пете.", "поэтому {straw}[дат.] не пришлось голосовать",
                 "(правило программы K3, текст карты)", "фаза 6 «Убийства»", "cid против игрока ana: атака 5"):
        assert found(fine, "ru") == [], fine
    assert faults("ben在市場損失1支總統衛隊部隊", "zh_Hant", {"ben"}) == []


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_no_entry_holds_a_pattern_the_8601_8602_readers_named(lang):
    """A seat name or a player's slot in an oblique case without игрок, a card after a kit rule, a marker's name
    inflected, «Присвойте `x`»; 防守, 瑞士帳戶, a Viva step's letter as a numeral, 部隊 for a force, 每局一隊, 承諾的牌,
    衛隊部隊, 不如…的習慣, 不列入 twice: in no catalog entry (nor a Russian rule row)."""
    from junta_lib.i18n.checks import faults
    new = ("grammar: a seat", "citation: a card after", "grammar: a marker", "calque: «Присвойте", "term: 防守",
           "term: 瑞士帳戶", "citation: a Viva step", "term: 部隊", "term: 每局", "calque: 承諾", "calque: 衛隊",
           "calque: 不如", "calque: 不列入")
    said = _entries_and_rule_rows(lang)
    assert [(f, s[:80]) for s in said for f in faults(s, lang) if f.startswith(new)] == []


def test_a_card_played_on_a_seat_and_a_vote_for_one_carry_the_tag_that_carries_the_case():
    """The button that plays a card on a player and a ballot for a candidate: "на игрока ana", "за игрока ben";
    a straw man and the lessons' Вася and Женя decline by themselves ("на подставное лицо 1", "к Васе"), the tag
    dropped."""
    from junta_lib.i18n import tr
    from junta_lib.i18n.checks import faults
    with using("ru"):
        assert tr("Play {card} on {name}", card="«Амнистия»", name="ana") == "Сыграть карту «Амнистия» на игрока ana"
        assert tr("Play {card} on {name}", card="«Амнистия»", name="подставное лицо 1") == (
            "Сыграть карту «Амнистия» на подставное лицо 1")
        assert tr("for {name}", name="ben") == "за игрока ben"
        said = tr("You gave {to} two dice set to {face}: he had to attack {target} with them.", to="cid", face=4,
                  target="dan")
    assert said.endswith("атаковать игрока dan.") and faults(said, "ru", {"cid", "dan"}) == []
    names = {0: "ben", 1: "Вася", 2: "Женя"}                # a lesson's players: a seat, the rulebook's names
    with using("ru"):
        w = words()
        def took_over(old, new):
            return w.fill("{old:name} took over {new:name}'s former Positions: {posts}.",
                          {"old": old, "new": new, "posts": "x"},
                          lambda kind, v, case: w.declined(names[v], case) if kind == "name" else str(v))
        assert took_over(1, 2) == "Бывшие должности Жени перешли к Васе: x."
        assert took_over(0, 0) == "Бывшие должности игрока ben перешли к игроку ben: x."


def _entries_and_rule_rows(lang):
    """Every catalog entry's text in ``lang`` and, in Russian, every rule row of the rulebook's lesson data."""
    said = [s for _, s in _entries(lang)]
    if lang == "ru":
        said += [r["russian"] for r in csv.DictReader(open(ROOT / "data/lessons/rulebook_ru.csv",
                                                             encoding="utf-8", newline=""))]
    return said


# -- the 8701/8702 readers' patterns ------------------------------------------------------------------
@pytest.mark.parametrize("lang,faulty,right", [
    ("ru", "поэтому игра закончилась по окончании фазы 5", "поэтому игра закончилась после фазы 5"),
    ("ru", "если у игрока они уже есть к началу фазы 5, игра заканчивается по окончании этой фазы.",
     "если у игрока они уже есть к началу фазы 5, игра заканчивается после этой фазы."),
    ("ru", "партия «Viva el Presidente!» — полурока.", "партия «Viva el Presidente!» — пол-урока."),
    ("ru", "у игрока ana не осталось кубиков в бою: выход из боя",
     "кубиков в бою больше нет, и ana выходит из боя"),
    ("zh_Hant", "一疊錢的鈔票必須是非空的面額列表", "一疊錢的鈔票必須是非空的面額串列"),
    ("zh_Hant", "投票是一個物件 {{來源: 選項或 null}}", "投票應為物件 {{來源: 選項或 null}}"),
    ("ru", "Верните жетон политической фазы на первое деление политического трека",
     "Верните жетон политической фазы на первую ячейку политического трека"),
    ("ru", "жетон фазы переворота передвигается на одно деление по треку переворота",
     "жетон фазы переворота передвигается на одну ячейку по треку переворота"),
    ("ru", "## 2. Бюджет как торг (строки 31–38)", "## 2. Бюджет как предмет торга (строки 31–38)"),
    ("ru", "## 4д. Грабёж", "## 4.e. Грабёж"),
    ("ru", "Запишите её в `cheapest` как кортеж имён", "Запишите её в переменную `cheapest` как кортеж имён"),
    ("ru", "заполните `together` и `alone`", "заполните переменные `together` и `alone`"),
    ("ru", "раздел 4: а) защищающийся играет карты защиты, б) атакующие — карты атаки",
     "раздел 4: a) защищающийся играет карты защиты, b) атакующие — карты атаки"),
    ("ru", "Президент покидает свой пост только в случае смерти, отставки, переворота или если его сместят голосованием",
     "Президент покидает свой пост только в случае смерти, отставки, переворота или отстранения голосованием"),
])
def test_the_8701_8702_readers_faults_are_found_and_their_fixes_pass(lang, faulty, right):
    """Each pattern behind a line the 8701/8702 readers marked is found, the reader's fix is not, and no catalog
    entry (nor a Russian rule row) holds it; a whole lesson (урок) and a half-hour stay fine."""
    from junta_lib.i18n.checks import faults
    new = ("calque: «закончилась", "grammar: полурока", "grammar: «…: выход", "term: 列表", "calque: 是一個物件",
           "term: деление", "calque: «Бюджет как торг»", "grammar: a list of nouns", "citation: a Viva section or step",
           "calque: «Запишите")

    def found(text):
        return [f for f in faults(text, lang, {"ana"}) if f.startswith(new)]
    assert found(faulty)
    assert found(right) == []
    assert found("урок-два, полчаса, выход из боя через Порт") == []
    assert found("подразделение по треку; деление добычи; торговаться; в случае смерти, если …") == []
    assert found("сдвиньте маркер раны на одно деление влево по шкале здоровья") == []    # a scale's tick, no track
    assert found("**5а. Платят ли авторы бюджета за силу голоса?**") == []    # an exercise's own number
    said = _entries_and_rule_rows(lang)
    assert [(f, s[:80]) for s in said for f in faults(s, lang) if f.startswith(new)] == []


# -- the 8701/8702 readers' Chinese leftovers ---------------------------------------------------------
@pytest.mark.parametrize("faulty,right", [
    ("cid抽到「收買民兵」", "cid抽到「被收買的民兵」"),
    ("政治牌上的🎯符號代表什麼？", "政治卡上的🎯符號代表什麼？"),
    ("**模擬**：用實際對局檢驗你的數值：下面用規則引擎模擬400次", "**模擬**：用實際對局檢驗你的數值。下面用規則引擎模擬400次"),
    ("cid：你的聯盟瓦解了：棄掉一張影響力卡", "cid：你的聯盟瓦解了，請棄掉一張影響力卡"),
])
def test_the_8701_8702_chinese_leftovers_are_found_and_their_fixes_pass(faulty, right):
    """「收買民兵」 reads as an action (the card is 「被收買的民兵」), 政治牌 beside every other family's X卡, and two
    colons in one sentence: each reader's line is found, the fix is not, and no catalog entry holds one.  A colon
    inside brackets, a quotation or code, past a sentence's end or a panel's "·" is no second colon."""
    from junta_lib.i18n.checks import faults
    new = ("term: 「收買民兵」", "term: 政治牌", "punctuation: two colons")

    def found(text):
        return [f for f in faults(text, "zh_Hant", {"cid"}) if f.startswith(new)]
    assert found(faulty)
    assert found(right) == []
    assert found("你躲在家（第2列、第3欄）：-5應為1（猜中要你的命（第49、53列：地點的價值也一併失去））") == []
    assert found("《總統萬歲》遊戲結束：「若VP相同：錢多者獲勝」") == []
    assert found("現金：100萬 · 瑞士銀行帳戶：200萬") == []
    assert found("**模擬**：先算。下面：再量；`a: b`：c") == []
    assert [(f, s[:80]) for _, s in _entries("zh_Hant") for f in faults(s, "zh_Hant") if f.startswith(new)] == []


def test_chinese_names_the_seed_one_way_and_quotes_the_viva_rules_word_for_word():
    """"the seed" (the source rules the kit follows) is 原始規則 in every entry, never 規則 alone (the kit's own rules
    are 本套件規則) nor 摘要; and a quotation of the Chinese Viva rules stands in the translation as its own words,
    with nothing added inside its 「」 (依「總統右手邊玩家順時針依序」, not 「由總統右手邊…」)."""
    zh = _entries("zh_Hant")
    seed = [(e, s) for e, s in zh if re.search(r"\b[Tt]he seed\b(?!,| must)|\b[Tt]he seed's\b", e)]
    assert len(seed) >= 12
    assert [(e[:60], s[:60]) for e, s in seed if "原始規則" not in s or "摘要" in s] == []
    quoted = [(q, s) for e, s in zh for q in re.findall(r"[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z，、：。0-9]*[\u4e00-\u9fff]", e)]
    assert len(quoted) >= 10
    assert [q for q, s in quoted if q not in s] == []
    assert [(q, inner) for q, s in quoted for inner in re.findall(r"「([^「」]*)」", s) if q in inner and inner != q] == []


# -- the 8801/8802 readers' Chinese patterns ----------------------------------------------------------
@pytest.mark.parametrize("faulty,right", [
    ("金錢：100萬 · VP：1", "金錢：100萬 · 勝利點數：1"),
    ("ana和ben同為6VP，由錢多者獲勝", "ana和ben同為6點勝利點數，由錢多者獲勝（《總統萬歲》遊戲結束：「若VP相同，錢多者獲勝」）"),
    ("還沒有總統可以打破平手，所以選舉就從頭再來。", "還沒有總統能裁定平票，所以選舉就從頭再來。"),
    ("選舉平手，所以還沒有第一任總統", "選舉平票，所以還沒有第一任總統"),
    ("也沒有人被送交行刑隊（本套件規則K7，為本套件自己的解讀）。", "也沒有人被送交行刑隊（依本套件規則K7的解讀）。"),
    ("本套件規則K7：新總統可以把任何宣佈支持舊總統的玩家送交行刑隊；流亡中的玩家不受影響（第44列）。",
     "本套件規則K7：新總統可以把任何宣佈支持舊總統的玩家送交行刑隊；流亡中的玩家不會被處決（第44列）。"),
    ("dan：質疑總統的能力嗎？", "dan：要質疑總統是否適任嗎？"),
    ("ben質疑cid的能力", "ben質疑cid是否適任"),
    ("ana：打出「大赦」嗎？", "ana：要打出「大赦」嗎？"),
    ("dan：用「大罷工」取消「路障」嗎？", "dan：要用「大罷工」取消「路障」嗎？"),
])
def test_the_8801_8802_chinese_readers_faults_are_found_and_their_fixes_pass(faulty, right):
    """VP left in Latin letters (勝利點數, as the kit's rule box; a word-for-word quotation of the Viva rules keeps
    their VP), 打破平手 and a tied vote as 平手 (平票), 本套件 twice in one stretch, players in Exile 不受影響 (不會被
    處決), 質疑…的能力 (the card 「總統適任」), a yes/no prompt on its bare verb (要…嗎？): each reader's line is found,
    the fix is not."""
    from junta_lib.i18n.checks import faults
    names = {"ana", "ben", "cid", "dan"}
    assert faults(faulty, "zh_Hant", names)
    assert faults(right, "zh_Hant", names) == []


def test_no_chinese_entry_holds_a_fault_the_8801_8802_readers_named():
    """No entry writes VP outside a quotation of the Viva rules, breaks a tie (打破平手) or calls a tied vote 平手, says
    本套件 twice in one short stretch, leaves Exiles 不受影響, questions a President's 能力, or asks a yes/no prompt
    without its 要; a fight's tie stays 平手 (平手算防禦方贏), and 本套件 twice in two sentences is no repetition."""
    from junta_lib.i18n.checks import _ZH_PATTERNS_8801, faults
    named = set(_ZH_PATTERNS_8801.values())
    zh = _entries("zh_Hant")
    assert [(f, s[:80]) for _, s in zh for f in faults(s, "zh_Hant") if f in named or f == "English left: VP"] == []
    assert faults("ana對ben：攻擊7對防禦7，平手，而平手算防禦方贏。", "zh_Hant", {"ana", "ben"}) == []
    assert faults("本套件附帶的班級資料。本套件的電腦玩家每次都投給自己，所以牌桌就停在這裡。", "zh_Hant") == []
    assert faults("cid：dan提議結束政變，由叛軍獲勝。同意嗎？", "zh_Hant", {"cid", "dan"}) == []
    tied = [(e, s) for e, s in zh if re.search(r"\b(?:break|breaks|breaking) (?:a|the) (?:repeated )?tie\b", e)]
    assert len(tied) >= 4 and [s for e, s in tied if "平票" not in s] == []


def test_the_viva_table_labels_victory_points_in_chinese():
    """The player's panel, the board and the final table say 勝利點數 (the English labels' VP), never VP."""
    from junta_lib.i18n import using
    from junta_lib.viva.game import new_game
    from junta_lib.widgets.board import viva_svg
    from junta_lib.widgets.panels import me_html
    from junta_lib.widgets.table import result_html
    g = played("viva", 4, 1)
    fresh = new_game(4, seed=1)
    with using("zh_Hant"):
        shown = [me_html(fresh, 0), viva_svg(fresh, 0), result_html(g), *(e.text for e in g.events)]
    assert "勝利點數：" in shown[0] and "勝利點數" in shown[1] and "勝利點數" in shown[2]
    assert [s[:120] for s in shown if "VP" in s] == []
