"""The kit in Russian and Chinese: catalogs complete and well formed, Russian grammar, the terms
worded by the translators' glossary (a decision changes the game's words), and the language chosen
on the command line, in a play table and over a class table's wire."""
from __future__ import annotations

import csv
import json
import re
import string
import subprocess
import sys

import pytest

from junta_lib.agents import heuristic_team
from junta_lib.core.decision import describe
from junta_lib.i18n import LANGUAGES, LanguageError, normalise, reload, using, words
from junta_lib.i18n.catalog import load
from junta_lib.i18n.extract import missing, template_catalog
from junta_lib.i18n.russian import CASES, PLACE_CASES, inflect, russian_place, with_number
from junta_lib.i18n.terms import coverage, kit_terms

FORMATTER = string.Formatter()
LATIN = re.compile(r"[A-Za-z]+")


def new_game(engine: str, seed: int):
    if engine == "classic":
        from junta_lib.classic.game import new_game as make
        return make(5, seed=seed)
    from junta_lib.viva.game import new_game as make
    return make(4, seed=seed)


def played(engine: str, seed: int, lang: str | None = None, read=None):
    """A seeded heuristic game to its end; ``read(game, decision)`` is called at every decision in ``lang``."""
    game = new_game(engine, seed)
    team = heuristic_team(game, seed)
    with using(lang):
        while (d := game.pending()) is not None:
            if read is not None:
                read(game, d)
            game.apply(team[d.player].choose(game.view(d.player), d))
    return game


def names_of(game) -> set[str]:
    return set(game.state.names) if hasattr(game.state, "names") else {p.name for p in game.state.players}


# -- the catalogs -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_sentence_of_the_sources_has_an_entry_in_each_language(lang):
    assert len(template_catalog()) > 350
    assert missing(lang) == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_entry_names_only_the_facts_of_its_english_and_only_known_kinds(lang):
    catalog = load(lang)
    kinds = {"", "seat", "seats", "card", "cards", "dice", "words", "area", "force", "position", "location",
             "phase", "family", "votes", "tally", "cabinet", "stacks", "whereabouts", "gift", "held", "losses",
             "heir", "assassin", "unit", "thing", "rolls", "standing", "num", *CASES, *PLACE_CASES}
    for msgid, msgstr in catalog.items():
        english = {name for _, name, _, _ in FORMATTER.parse(msgid) if name}
        said = [(name, spec) for _, name, spec, _ in FORMATTER.parse(msgstr) if name]
        assert {name for name, _ in said} <= english, (msgid, msgstr)
        for _, spec in said:
            kind, _, case = (spec or "").partition(":")
            assert kind in kinds, (msgstr, spec)
            if kind != "num" and case:
                assert case in CASES or case in PLACE_CASES, (msgstr, spec)
        if lang == "ru":
            assert "(s)" not in msgstr, msgstr
        names = set(re.findall(r"\b[A-Z][a-z]+\b", msgid))             # the lessons' players (Klaus, Ben ...)
        names |= set(re.findall(r"\b[A-Z]{2,}\b", msgid))              # and the English's acronyms (QR, CSV)
        latin = set(LATIN.findall(re.sub(r"\{[^{}]*\}", "", msgstr))) - names
        assert not latin, (msgstr, latin)


def test_a_language_is_read_from_its_common_names_and_a_wrong_one_is_refused_with_the_choices():
    assert [normalise(x) for x in ("ru_RU.UTF-8", "zh-TW", "Chinese", "en_GB")] == ["ru", "zh_Hant", "zh_Hant", "en"]
    with pytest.raises(LanguageError, match="en .English., ru .Русский., zh_Hant"):
        normalise("fr")


# -- Russian grammar --------------------------------------------------------------------------------
@pytest.mark.parametrize("phrase, case, expected", [
    ("Центральный банк", "loct", "Центральном банке"),
    ("Северный полицейский участок", "gent", "Северного полицейского участка"),
    ("министр внутренней безопасности", "accs", "министра внутренней безопасности"),
    ("командующий ВВС", "datv", "командующему ВВС"),
    ("Казармы первой бригады", "loct", "Казармах первой бригады"),
    ("Трущобы", "gent", "Трущоб"),
    ("дворцовая гвардия", "accs", "дворцовую гвардию"),
])
def test_a_phrase_is_inflected_whole_its_adjectives_agreeing_and_its_number_kept(phrase, case, expected):
    assert inflect(phrase, case) == expected


def test_numbers_agree_with_their_nouns_and_adjectives():
    assert [with_number(n, "миллион") for n in (1, 2, 5, 11, 21, 22)] == \
        ["1 миллион", "2 миллиона", "5 миллионов", "11 миллионов", "21 миллион", "22 миллиона"]
    assert [with_number(n, "карта", "accs") for n in (1, 3, 5)] == ["1 карту", "3 карты", "5 карт"]
    assert with_number(3, "победное очко") == "3 победных очка"
    assert with_number(2, "политическая карта", "accs") == "2 политические карты"


def test_a_place_takes_its_own_preposition():
    assert russian_place("area:cathedral_square", "Соборная площадь", "at") == "на Соборной площади"
    assert russian_place("area:market", "Рынок", "from") == "с Рынка"
    assert russian_place("area:slums", "Трущобы", "to") == "в Трущобы"
    assert russian_place("location:mistress", "любовница", "at") == "у любовницы"
    assert russian_place("location:home", "дом", "at") == "дома"
    assert russian_place("area:barracks_2", "Казармы второй бригады", "at") == "в Казармах второй бригады"


# -- whole games, read in each language ------------------------------------------------------------------
@pytest.mark.parametrize("engine", ["viva", "classic"])
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_whole_games_read_without_english_in_story_prompts_and_buttons(engine, lang):
    w = words(lang)
    w.misses.clear()
    w.missing_terms.clear()
    bad = []

    def read(game, d):
        for text in [d.prompt] + [describe(o, game, d.kind) for o in (d.options or ())]:
            if [x for x in LATIN.findall(text) if x not in names_of(game)]:
                bad.append(text)
    for seed in range(3):
        game = played(engine, seed, lang, read)
        with using(lang):
            for e in game.events:
                if [x for x in LATIN.findall(e.text) if x not in names_of(game)]:
                    bad.append(e.text)
    assert not bad, bad[:5]
    assert not w.misses and not w.missing_terms


def test_the_russian_story_puts_locations_in_their_case_and_amounts_with_their_noun():
    seen = {"at": 0, "amounts": 0}
    for seed in range(6):
        game = played("classic", seed)
        with using("ru"):
            for e in game.events:
                if e.kind in ("assassinated", "location_private", "missed"):
                    loc = e.data["location"]
                    said = russian_place(f"location:{loc}", words("ru").terms[f"location:{loc}"].text, "at")
                    assert said in e.text, e.text
                    seen["at"] += 1
                for n, noun in re.findall(r"\b(\d+) (миллион\w*)", e.text):
                    assert f"{n} {noun}" == with_number(int(n), "миллион") or \
                        f"{n} {noun}" == with_number(int(n), "миллион", "accs"), e.text
                    seen["amounts"] += 1
    assert seen["at"] > 10 and seen["amounts"] > 10


def test_the_english_story_is_what_it_was():
    game = played("viva", 1)
    texts = [e.text for e in game.events]
    assert texts[0].startswith("rolls for the presidency: ana ")
    assert any(re.fullmatch(r"\w+ draws \d cards", t) for t in texts)
    assert any(re.fullmatch(r"the game ends: (\w+ \d VP, )+\w+ \d VP", t) for t in texts)


# -- the terms come from the translators' glossary ----------------------------------------------------------
def test_a_decision_in_decisions_csv_changes_the_words_of_the_russian_story(tmp_path, monkeypatch):
    from junta_lib.i18n.terms import glossary_folder
    source = glossary_folder()
    (tmp_path / "terms.csv").write_bytes((source / "terms.csv").read_bytes())
    monkeypatch.setenv("JUNTA_GLOSSARY", str(tmp_path))
    game = played("classic", 2)
    bank = [e for e in game.events if e.kind == "location_private" and e.data["location"] == "central_bank"][0]
    reload()
    with using("ru"):
        assert "в Центральном банке" in bank.text
    with open(tmp_path / "decisions.csv", "w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f, delimiter=";").writerows([["corpus", "source_term", "chosen_target", "note"],
                                                ["junta_en_ru", "Central Bank", "государственный банк", "a test"]])
    reload()
    with using("ru"):
        assert "в Государственном банке" in bank.text       # the kit's capital kept, the case agreeing
    row = next(r for r in coverage("ru") if r["key"] == "location:central_bank")
    assert row["reviewed"] and row["source"] == "decision (decisions.csv line 2)"
    reload()


def test_every_term_of_the_game_has_a_rendering_and_the_report_says_where_it_came_from():
    keys = {r["key"] for r in kit_terms()}
    game = new_game("classic", 0)
    expected = {f"card:{c.name}" for c in game.cards.values()} | {f"area:{a}" for a in game.city.graph.nodes} \
        | {f"force:{f}" for f in game.city.forces} | {f"family:{f}" for f in game.rules.players.families}
    assert expected <= keys
    viva = new_game("viva", 0)
    assert {f"viva_card:{c.name}" for c in viva.cards.values()} <= keys
    for lang in LANGUAGES[1:]:
        rows = coverage(lang)
        assert all(r["rendering"] and r["source"] != "missing" for r in rows)
        assert {r["source"].split(" (")[0] for r in rows} <= {"kit", "decision", "glossary: consistent",
                                                              "glossary: proposed"}
    # a term the corpus renders several ways waits for a decision: the kit's word stands meanwhile
    rioters = next(r for r in coverage("ru") if r["key"] == "force:rioters")
    assert rioters["rendering"] == "бунтовщики" and "awaiting a decision" in rioters["source"]


# -- choosing the language ---------------------------------------------------------------------------------
def test_the_command_line_plays_and_replays_in_the_language_asked(tmp_path):
    save = tmp_path / "g.json"
    run = [sys.executable, "-m", "junta_lib.cli"]
    out = subprocess.run(run + ["play", "--seed", "4", "--lang", "ru", "--save", str(save)], capture_output=True,
                         text=True, check=True).stdout
    assert "== Раунд 1 ==" in out and "президент" in out
    again = subprocess.run(run + ["replay", str(save), "--lang", "zh_Hant"], capture_output=True, text=True,
                           check=True).stdout
    assert "== 第1回合 ==" in again
    wrong = subprocess.run(run + ["play", "--lang", "fr"], capture_output=True, text=True)
    assert wrong.returncode == 2 and "it speaks en (English), ru (Русский), zh_Hant (繁體中文)" in wrong.stderr
    report = json.loads(subprocess.run(run + ["words", "--lang", "zh_Hant", "--json"], capture_output=True,
                                       text=True, check=True).stdout)
    assert any(r["key"] == "viva_thing:die" and r["rendering"] == "民兵骰" for r in report)


def test_a_play_table_switches_language_and_redraws_the_same_moment():
    from junta_lib.widgets.table import GameTable
    game = new_game("viva", 3)
    table = GameTable(game, lang="ru")
    before = len(game.actions)
    assert "Приказы ополчению" in table.header.value and "за ширмой" in table.prompt.value
    assert "Ваша рука" in table.me.value
    table.language.set("zh_Hant")
    assert "命令民兵" in table.header.value and "屏風" in table.prompt.value and "你的手牌" in table.me.value
    assert len(game.actions) == before                   # the same moment, in other words
    table.language.set("en")
    assert "Ordering the militia" in table.header.value


def test_the_notebooks_language_bar_switches_its_rules_and_tables():
    from junta_lib.lessons import language_bar, rule, viva_rule
    from junta_lib.widgets.table import GameTable
    box, viva, table = rule(30), viva_rule("setup"), GameTable(new_game("classic", 1))
    assert "Row 30." in box.children[0].children[0].value
    language_bar().set("ru")
    assert "Строка 30." in box.children[0].children[0].value                 # the Russian column leads
    assert box.children[0].children[1].layout.display == "none"             # the English a click away
    assert "Раунд" in table.header.value or "раунд" in table.header.value
    language_bar().set("zh_Hant")
    assert "規則原文" in viva.children[0].children[0].value                 # the Chinese original leads


def test_a_kit_rule_is_shown_in_the_notebooks_language_with_the_english_a_click_away():
    """The kit's own rules (K) and researched facts (R) are sentences of the catalogs: in Russian and
    Chinese the box leads with the translation, its key kept ("K4."), the English behind a toggle."""
    from junta_lib.lessons import language_bar
    from junta_lib.lessons.widgets import kit_rule
    box, sides = kit_rule("K4"), kit_rule("R sides", "R control")
    assert "K4. Battle (kit rule)." in box.children[0].value and "volleys" in box.children[0].value
    language_bar().set("ru")
    shown, english = box.children[0].children
    assert "K4. Бой (правило набора)." in shown.value and "залпа" in shown.value
    assert english.layout.display == "none" and "K4. Battle" in english.value
    assert "Выбор стороны" in sides.children[0].children[0].value
    language_bar().set("zh_Hant")
    assert "K4. 戰鬥（套件規則）" in box.children[0].children[0].value
    assert not re.search("[A-Za-z]{3}", re.sub("<[^>]+>", "", sides.children[0].children[0].value))
    with pytest.raises(KeyError, match="no kit rule 'K99'; the kit rules are K1, K2"):
        kit_rule("K99")


def test_a_class_tables_prompt_is_worded_in_the_seats_own_language():
    from junta_lib.core.events import Phrase
    from junta_lib.tables.hub import wire_decision
    game = new_game("viva", 2)
    d = game.pending()
    wire = json.loads(json.dumps(wire_decision(game, d)))
    assert wire["phrase"]["template"] == d.question.template
    again = Phrase(wire["phrase"]["template"], wire["phrase"]["facts"], game.render_fact)
    with using("ru"):
        assert str(again) == d.prompt and re.search("[а-я]{4}", str(again))
    with using("zh_Hant"):
        assert str(again) == d.prompt and "承諾" in str(again)


def test_a_lessons_explanation_is_told_in_the_tables_language_with_its_rule_referenced():
    from junta_lib.lessons import junta as lessons
    lesson = lessons.phase1()
    lesson.set_language("ru")
    for _ in range(40):
        if lesson.done:
            break
        d = lesson.game.pending()
        quiet = [o for o in d.options or () if o in ("pass", "done")]
        assert lesson.table.choose(quiet[0] if quiet else d.options[0] if d.options else {})
    assert lesson.done
    told = lesson.explanation.value
    assert "Что произошло и почему." in told and "строка 24" in told
    assert "title='row 24:" in told                          # the English rule on hover
    lesson.set_language("zh_Hant")
    assert "發生了什麼" in lesson.explanation.value and "第24行" in lesson.explanation.value


def test_a_lessons_question_is_asked_and_answered_in_the_notebooks_language():
    from junta_lib.lessons import language_bar, quiz
    q = quiz("president_votes")
    assert "Check yourself." in q.title.value
    q.radio.value = next(i for i, (_, right, _) in enumerate(q.choices) if right)
    assert q.answer() is True and "Right." in q.feedback.value
    language_bar().set("ru")
    assert "Проверьте себя." in q.title.value and "поимённом голосовании" in q.title.value
    assert "Верно." in q.feedback.value and "строка 8" in q.feedback.value       # the answer redrawn
    assert all(re.search("[а-я]", label) for label, _ in q.radio.options)
    language_bar().set("zh_Hant")
    assert "正確。" in q.feedback.value and q.check.description == "檢查"


def test_the_coup_maps_tooltips_say_who_fired_in_the_tables_language():
    """Each die drawn on the city map names its volley or strike and who fired it, in Russian and
    Chinese as in English ("залп 1, ben: 5"); each counter its owner, force and number."""
    from junta_lib.widgets.city import city_svg
    seen = {}

    def read(game, d):
        coup = game.state.coup
        if coup is not None and coup.battles and not seen:
            for lang in ("ru", "zh_Hant"):
                with using(lang):
                    seen[lang] = re.findall(r"<title>([^<]*)</title>", city_svg(game, 0))
    for seed in range(40):
        played("classic", seed, read=read)
        if seen:
            break
    assert seen, "no coup with a battle in 40 seeded games"
    for lang, titles in seen.items():
        dice = [t for t in titles if re.search(r"\d$", t) and "×" not in t]
        assert dice and not any(re.search(r"volley|Gunboat|Airstrike", t) for t in titles)
        assert any(("залп" if lang == "ru" else "射擊") in t or ("канонерка" if lang == "ru" else "砲艇") in t
                   or ("авиаудар" if lang == "ru" else "空襲") in t for t in dice)
        assert any("×" in t for t in titles)
