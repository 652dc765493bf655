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
from pathlib import Path

import pytest

from junta_lib.agents import heuristic_team
from junta_lib.core.decision import describe
from junta_lib.i18n import LANGUAGES, LanguageError, normalise, reload, using, words
from junta_lib.i18n.catalog import CatalogWarning, _compile, compile_po, load, po_path
from junta_lib.i18n.checks import CITED
from junta_lib.i18n.extract import missing, template_catalog
from junta_lib.i18n.prose import notebook_paragraphs
from junta_lib.i18n.slots import migrate
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


def mixed_team(game, seed: int) -> dict:
    """Heuristic bots on the odd seats, random players on the even ones: the rare moments come up."""
    from junta_lib.agents import RandomAgent
    wild, tame = RandomAgent.team(game.state.n, seed), heuristic_team(game, seed)
    return {seat: (wild if seat % 2 == 0 else tame)[seat] for seat in range(game.state.n)}


def names_of(game) -> set[str]:
    return set(game.state.names) if hasattr(game.state, "names") else {p.name for p in game.state.players}


#: what a refusal quotes of the kit's protocol, the same in every language: a word in straight quotes
#: ("pass", "seed"), code in backticks (an exercise's `brier`), a JSON example ({{"aside": ...}}), a
#: call (result(), pending().side), a name with an underscore (start_phase), an escape (\ud800) and
#: JSON's true, false and null
CODE = re.compile(r'"[^"\n]*"|`[^`\n]*`|\{\{.*\}\}|\b\w+\(\)(?:\.\w+)?|\b\w+\.\w*_\w*\b|\b\w*_\w*\b|\\u[0-9a-f]+|'
                  r'\b(?:true|false|null)\b')
#: and what a command-line refusal quotes of what its user types or runs: an option with a game's key
#: (--game viva), an address (http://HOST:PORT/join#TOKEN), a path or file (data/i18n/terms.csv), a
#: method (ClassRoom.save), an argument (token=), a bot's name (ismcts-N), the tools the kit names
#: (python -m ...), a file pattern (*.ipynb) and argparse's placeholders (%s, %(prog)s: argparse_words.py);
#: and what a command's --help names: a database or scheduler address (sqlite:///FILE, tcp://HOST:8786), a
#: relative path (./glossary, data/cards/<game>.csv), a call (pandas.read_parquet), a tool (make run, JupyterLab)
COMMAND = re.compile(r"--[\w-]+(?: (?:classic|viva)\b)?|\b\w+://\S+|\.{1,2}/[\w.<>-]+|\b[\w-]+(?:/[\w.<>-]+)+|"
                     r"\b\w+\.\w+\b|\b\w+=|\bismcts(?:-\w+)?\b|\b(?:hunspell|pymorphy3|JupyterLab|OpenSkill)\b|"
                     r"\b(?:python -m|make run)\b|\*\.\w+|%(?:\(\w*\))?[sr]")


def without_code(text: str) -> str:
    return COMMAND.sub("", CODE.sub("", text))


# -- the catalogs -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_sentence_of_the_sources_has_an_entry_in_each_language(lang):
    assert len(template_catalog()) > 350
    assert missing(lang) == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_entry_names_the_facts_of_its_english_with_grammar_the_kit_knows_and_no_latin(lang):
    table, refused = compile_po(po_path(lang))
    assert refused == []
    prose = {text for text, _, _ in notebook_paragraphs()}          # text, checked by test_prose.py
    for msgid, msgstr in table.items():
        if msgid in prose:
            continue
        english = {name for _, name, _, _ in FORMATTER.parse(msgid) if name}
        said = {name for _, name, _, _ in FORMATTER.parse(msgstr) if name}
        assert said == english, (msgid, msgstr)                 # msgfmt asks every fact, and no other
        if lang == "ru":
            assert "(s)" not in msgstr, msgstr
        names = set(re.findall(r"\b[A-Z][a-z]+\b", msgid))             # the lessons' players (Klaus, Ben ...)
        names |= set(re.findall(r"\b[A-Z]{2,}\b", msgid))              # and the English's acronyms (QR, CSV)
        names |= {n.lower() for n in names}                           # a name as the table writes it (dan)
        names |= set(re.findall(r"\b(?:ana|ben|cid|dan|eva)\b", msgid))  # Viva's players, as its lessons write them
        names |= set(re.findall(r"\(([A-Z])\)", msgid))               # a spreadsheet's column (B)
        branded = msgstr.replace("Viva el Presidente!", "")           # the spin-off's brand, whole, in any entry
        latin = set(LATIN.findall(re.sub(r"(?<![A-Za-z])K(?:\d+|\{\w+\})|\{[^{}]*\}", "", without_code(CITED.sub("", branded))))) - names
        assert not latin, (msgstr, latin)
        assert re.findall(r"(?<![A-Za-z])K\d+", msgid) == re.findall(r"(?<![A-Za-z])K\d+", msgstr), msgstr   # a kit rule's key kept


# -- the catalogs as a translator's tools see them ------------------------------------------------------------
def _gettext_required():
    import os
    import shutil
    if shutil.which("msgfmt") is None:
        if os.environ.get("JUNTA_REQUIRE_GETTEXT"):
            pytest.fail("msgfmt (Debian's gettext) is required here and missing")
        pytest.skip("msgfmt (Debian's gettext package) is not installed; .ci/run installs it")


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_gettext_msgfmt_accepts_each_catalog_with_its_format_checks(lang, tmp_path):
    _gettext_required()
    done = subprocess.run(["msgfmt", "--check-format", "-c", "-o", str(tmp_path / "junta.mo"), str(po_path(lang))],
                          capture_output=True, text=True)
    assert done.returncode == 0 and "fatal" not in done.stderr, done.stderr
    assert "\n#~ " not in po_path(lang).read_text(encoding="utf-8")          # no obsolete entries kept
    from babel.messages.pofile import read_po
    with open(po_path(lang), "rb") as f:
        entries = [m for m in read_po(f) if m.id and FORMATTER.parse(m.id) and "{" in m.id.replace("{{", "")]
    assert len(entries) > 250 and all("python-brace-format" in m.flags for m in entries)   # so msgfmt checks them


#: translate-toolkit's pofilter checks that cannot apply to these catalogs, and why
POFILTER_OFF = {
    "simplecaps": "Russian writes Positions and phases in lower case; Chinese has no capitals",
    "startcaps": "the same: a Russian line may start with a Position in lower case; Chinese has no capitals",
    "newlines": "the kit reflows the English rule texts (their line breaks are the TOML file's), so a "
                "translation is one paragraph",
    "doublespacing": "the English puts two spaces after a full stop; the kit collapses spaces when it shows a text",
    "doublequoting": "Russian quotes with «», Chinese with 「」",
    "singlequoting": "the same: the English's 'quoted words' are «» and 「」 in the translations",
    "simpleplurals": "the English's (s) is resolved by the kit from its number; the translations agree "
                     "their nouns themselves (it is a note on the msgid, not a fault of the msgstr)",
    "startpunc": "a slot may start the English and not the translation, whose word order is its own",
    "numbers": "ordinals are words in Russian (1st: первой) and money is in 萬 in Chinese (3 million: 300萬)",
    "sentencecount": "a translator may join or split sentences",
    "puncspacing": "Russian adds the commas its grammar requires; Chinese full-width punctuation takes no space",
    "short": "a Chinese word (和 for ' and ') is shorter than the English by nature",
    "spellcheck": "the game's terms (авиаудар, 虛擬玩家) are in no general dictionary, and whether it runs at all "
                  "depends on the dictionaries a machine has installed",
    "untranslated": "what a catalog lacks is counted by extract --check and test_every_sentence_of_the_sources_"
                    "has_an_entry...; the notebooks' prose is counted apart (its translation may not have begun)",
    "acronyms": "VP is победные очки / 勝利點數 in the kit's words; the one acronym kept, a kit rule's key (K4), "
                "is checked by test_every_entry_names_the_facts_of_its_english...",
}
#: and in one language only
POFILTER_OFF_IN = {"zh_Hant": {"startwhitespace": "Chinese joins words without spaces (' and ' is 和)",
                               "endwhitespace": "the same",
                               "endpunc": "Chinese ellipsis is …… and full stop 。, which the check reads as different",
                               "brackets": "Chinese rule prose adds full-width glosses （斜角也算）; the story's "
                                           "lines built from parts are checked by the Russian catalog and "
                                           "test_no_line_of_whole_games_has_a_pattern_fault"}}


#: and in the notebooks' prose only (a Markdown paragraph, not a sentence of the game)
POFILTER_OFF_IN_PROSE = {
    "printf": "prose is flagged no-python-format: a \"95% interval\" is a percentage, not a placeholder",
    "filepaths": "a slash in prose (\"attack ben / defend myself\") is read as a path; Chinese writes ／",
    "endpunc": "a heading may end inside the translation's quotes («Хунта: Viva el Presidente!»)",
    "doublewords": "an empty cell of a Markdown table is '| |'",
    "unchanged": "a paragraph of a fenced code block (```) is code, the same in every language",
}


def _pofilter_allows(check: str, msgid: str, prose: set[str]) -> bool:
    """Whether a pofilter finding is one the tables above explain: an entry of slots and punctuation
    only ("{n} {choice}", argparse's "%(heading)s:") may rightly be the same as its English, a translation may say without
    parentheses what the English puts in them ("({left} left)"): only parentheses a translation adds
    are the workaround the brackets check is kept for; and the prose's own (POFILTER_OFF_IN_PROSE)."""
    from babel.messages.pofile import unescape
    if check.startswith("unchanged") and not re.search(r"[A-Za-z]", re.sub(r"\{\w+\}|%\(\w+\)[sdr]|%[sdr]", "", msgid)):
        return True
    if check.startswith("brackets: Missing"):
        return True
    text = unescape(msgid.strip())
    if text not in prose:
        return False
    name = check.split(":")[0]
    if name == "doublewords":
        return "'|'" in check
    if name == "unchanged":
        return "```" in text
    return name in POFILTER_OFF_IN_PROSE


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_translate_toolkits_pofilter_finds_nothing_in_each_catalog(lang, tmp_path):
    """pofilter's checks on each catalog, those that cannot apply turned off (POFILTER_OFF says why).
    The square brackets of the kit's grammar (``{area}[где]``) and the English's "(s)" are taken out
    of a copy first, so the brackets check finds what it is for: a number or a force put in
    parentheses in a translation as a workaround."""
    shutil = pytest.importorskip("shutil")
    pofilter = shutil.which("pofilter") or str(Path(sys.executable).with_name("pofilter"))
    unwrapped = re.sub(r'"\n"', "", po_path(lang).read_text(encoding="utf-8"))   # a bracket may wrap
    plain = re.sub(r"(\{\w+\})\[[^\]{}\"]*\]", r"\1", unwrapped)
    plain = plain.replace("(s)", "").replace("（", "(").replace("）", ")")
    (tmp_path / "in.po").write_text(plain, encoding="utf-8")
    done = subprocess.run([pofilter, "--nofuzzy", f"--language={lang}", "--progress=none",
                           *(f"--excludefilter={name}" for name in {**POFILTER_OFF, **POFILTER_OFF_IN.get(lang, {})}),
                           str(tmp_path / "in.po"), str(tmp_path / "out.po")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    out = tmp_path / "out.po"                       # written only when a check finds something
    found = re.findall(r"# \(pofilter\) (.*)\n(?:#.*\n)*msgid ((?:\".*\"\n?)+)",
                       out.read_text(encoding="utf-8") if out.exists() else "")
    prose = {text for text, _, _ in notebook_paragraphs()}
    found = [(check, msgid) for check, msgid in found if not _pofilter_allows(check, msgid, prose)]
    assert found == [], found[:10]


def test_an_entry_with_an_unknown_placeholder_or_case_is_refused_when_compiled_naming_it(tmp_path):
    po = tmp_path / "ru" / "LC_MESSAGES" / "junta.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  'msgid "{player} moves to {area}"\nmsgstr "{player} идёт {area}[куда]"\n\n'
                  'msgid "{player} waits in {area}"\nmsgstr "{player} ждёт {where}[где]"\n\n'
                  'msgid "{player} looks at {area}"\nmsgstr "{player} смотрит на {area}[винительный падеж]"\n\n'
                  'msgid "{player} pays {amount} million"\nmsgstr "{player} платит {amount:num:миллион}"\n', encoding="utf-8")
    table, refused = compile_po(po)
    assert list(table) == ["{player} moves to {area}"]
    said = dict(refused)
    assert "unknown placeholder {where}" in said["{player} waits in {area}"]
    assert "unknown case 'винительный падеж'" in said["{player} looks at {area}"]
    assert "earlier slot syntax" in said["{player} pays {amount} million"]
    with pytest.warns(CatalogWarning, match="the entry '{player} waits in {area}' is refused"):
        _compile(po)


def test_the_earlier_slot_syntax_is_migrated_and_migrating_again_changes_nothing():
    cases = [("a bill of {bill} million", "купюра в {bill:num:миллион}", "ru", "a bill of {bill} million",
              "купюра в {bill}[миллион]"),
             ("{player:seat} hands {count} unit(s) to {other:seat}", "{player:seat} передаёт {count:num:подразделение:accs}",
              "ru", "{player} hands {count} unit(s) to {other}", "{player} передаёт {count}[подразделение, вин.]"),
             ("Attack {target} in {area}", "Атаковать {target} {area:at}", "ru", "Attack {target} in {area}",
              "Атаковать {target} {area}[где]"),
             ("{a:area} is next to {b:area}", "{a:area:nomn} рядом с {b:area:ablt}", "ru", "{a} is next to {b}",
              "{a}[им.] рядом с {b}[твор.]"),
             ("{n} million", "{n}百萬", "zh_Hant", "{n} million", "{n}[萬]"),
             ("Ben pays 3 million", "Ben付3百萬", "zh_Hant", "Ben pays 3 million", "Ben付300萬")]
    for msgid, msgstr, lang, new_id, new_str in cases:
        assert migrate(msgid, msgstr, lang) == (new_id, new_str)
        assert migrate(new_id, new_str, lang) == (new_id, new_str)


def test_a_slots_grammar_words_the_russian_and_the_chinese():
    w, z = words("ru"), words("zh_Hant")
    assert w.number(5, "миллион") == "5 миллионов" and w.number(3, "подразделение", "accs") == "3 подразделения"
    assert z.number(3, "萬") == "300萬" and z.number(12, "萬") == "1200萬" and z.number("1 + 2", "萬") == "100萬 + 200萬"


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
    rioters = next(r for r in coverage("ru") if r["key"] == "force:rioters")      # decided: the rulebook's word
    assert rioters["rendering"] == "мятежники" and rioters["source"].startswith("decision")


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
    assert "Карты на руке" in table.me.value
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
    assert "K4. Бой (правило программы)." in shown.value and "залпа" in shown.value
    assert english.layout.display == "none" and "K4. Battle" in english.value
    assert "Выбор стороны" in sides.children[0].children[0].value
    language_bar().set("zh_Hant")
    assert "K4. 戰鬥（本套件規則）" in box.children[0].children[0].value
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
    assert "發生了什麼" in lesson.explanation.value and "第24列" in lesson.explanation.value


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
    assert "正確。" in q.feedback.value and q.check.description == "核對答案"


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


# -- every decision through the play table, in every language ----------------------------------------------
#: the decision kinds each game asks (a new kind in the engines' sources must be added here, and played)
DECISION_KINDS = {
    "classic": {"vote", "serve", "phase1_card", "discard", "cabinet", "budget", "location", "assassination",
                "cousin", "banking", "exile", "exile_fee", "start_coup", "coup_move", "declare", "gunboat",
                "airstrike", "retreat", "forbid_retreat", "allow_retreat", "choose_side", "firing_squad",
                "bribe_firing_squad", "tie_break", "end_coup", "force_budget", "police_response",
                "bombard_target", "choose_loss", "spread_hits", "last_chance", "fire_back", "coalition_collapse",
                "military_parade", "presidential_competence", "martial_law", "amnesty", "alternative_budget"},
    "viva": {"promise", "militia", "defence_card", "attack_card", "general_strike", "destroy_die", "buy",
             "foreign_aid", "discard"},
}


def test_the_decision_kinds_listed_are_all_the_engines_ask():
    from pathlib import Path
    root = Path(__file__).resolve().parents[1] / "junta_lib"
    for engine in ("classic", "viva"):
        literal = set()
        for path in (root / engine).rglob("*.py"):
            literal |= set(re.findall(r'Decision\(\s*"([a-z_0-9]+)"', path.read_text(encoding="utf-8")))
        assert literal - {"aside"} <= DECISION_KINDS[engine], literal - DECISION_KINDS[engine]


@pytest.mark.parametrize("engine", ["classic", "viva"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_decision_kind_is_played_through_the_play_table_in_each_language(engine, lang):
    """Each kind of decision of both games is drawn as the play table's form (the prompt, every
    option's label, the side actions, the table and the map) and answered through the form, in
    English, Russian and Chinese; no catalog entry breaks on the way (the returning exile's bill,
    JUNTA seeds 303 and 11, once crashed the Russian table).  Half the seats play at random, so the
    rare decisions (Exile, a tie, Coalition Collapse) come up; every other Viva game is played with
    the advanced rules (a die destroyed on a 1)."""
    from junta_lib.core import IllegalAction
    from junta_lib.core.decision import describe
    from junta_lib.widgets.palette import esc
    from junta_lib.widgets.table import GameTable
    w = words(lang)
    w.broken.clear()
    left = set(DECISION_KINDS[engine])
    for seed in [303, 11, *range(60)]:
        if not left:
            break
        if engine == "viva":
            from junta_lib.viva.game import new_game as viva
            game = viva(4, seed=seed, advanced=seed % 2 == 1)
        else:
            game = new_game(engine, seed)
        team = mixed_team(game, seed)
        table = GameTable(game, agents=team, lang=lang)
        steps = 0
        while (d := game.pending()) is not None and steps < 5000:
            steps += 1
            action = team[d.player].choose(game.view(d.player), d)
            if d.kind not in left:
                game.apply(action)
                continue
            table.seat = d.player
            table.render()
            with using(lang):
                assert esc(d.prompt) in table.prompt.value
                labels = [describe(o, game, d.kind) for o in d.options or ()]
            assert all(labels), (d.kind, labels)
            before = len(game.actions)
            try:
                d.parse(action)
            except IllegalAction:                         # a side action: its button beside the form
                assert table.choose(action), (d.kind, action, table.error.value)
            else:
                table.form.send(action)
            assert len(game.actions) > before, (d.kind, table.form.message.value, table.error.value)
            left.discard(d.kind)
        if game.pending() is None:
            table.render()                                # the result, in the table's language
    assert not left, f"no decision of kind {sorted(left)} came up"
    assert not w.broken, w.broken


def test_an_entry_that_cannot_be_filled_is_said_in_english_and_counted_never_a_crash(monkeypatch):
    w = words("ru")
    monkeypatch.setitem(w.catalog, "{n} test votes for {who}", "{n}[голос] за {who}")
    w.broken.clear()
    assert w.fill("{n} test votes for {who}", {"n": 3, "who": "ana"}) == "3 голоса за ana"
    for wrong in ((3,), "three", None):
        assert w.fill("{n} test votes for {who}", {"n": wrong, "who": "ana"}) == f"{wrong} test votes for ana"
    assert sum(w.broken.values()) == 3 and all(t == "{n} test votes for {who}" for t, _ in w.broken)
    w.broken.clear()


# -- the grammar a native reader expects: the patterns a check can find -------------------------------------
@pytest.mark.parametrize("text, lang, fault", [
    ("ana сбрасывает «Амнистия»", "ru", "card after a verb"),
    ("dan посылает «Профессиональный убийца» за ben", "ru", "card after a verb"),
    ("Сыграть «Президентская компетентность»", "ru", "card after a verb"),
    ("мятежники (3) появляются", "ru", "number in parentheses"),
    ("ana забирает обещанные карты (1)", "ru", "number in parentheses"),
    ("карманные деньги убитого уходят к ben", "ru", "gendered"),
    ("запретить ben отступить (его войска там будут потеряны)?", "ru", "gendered"),
    ("канонерка обстреливает Доки: 1 1 5, попаданий: 1", "ru", "glued tally"),
    ("straw man 1 выбирает локацию", "ru", "English left"),
    ("локации раскрыты: ben — Центральный банк, cid — любовница", "ru", "a Location glued"),
    ("軍政府 · 第1回合 · 總統： dan", "zh_Hant", "a space after full-width"),
    ("ben抽到「外援3百萬」", "zh_Hant", "money in 百萬"),
    ("預算: 23 贊成", "zh_Hant", "half-width punctuation"),
    ("ana派敢死隊到情婦去找dan", "zh_Hant", "term"),
    ("dan揭示1 4", "zh_Hant", "term"),
    ("dan戴上墨鏡：總統萬歲！", "zh_Hant", "term"),
    ("«Сверхурочные отряда смерти»: подставное лицо 1, в штаб-квартире", "ru", "term"),
    ("dan: потратить карту сейчас (деньги идут в кошелёк этого хода) или оставить?", "ru", "calque"),
    ("Дать dan кубик на его собственном номере: он его защищает", "ru", "calque"),
    ("cid打出「戒嚴令」；條件不符：棄掉且無效果（第16列）", "zh_Hant", "calque"),
    ("預算被否決，內政安全部長用槍逼迫通過。接下來呢？", "zh_Hant", "term"),
    ("空襲總統府：6 5 4 5，命中1次", "zh_Hant", "dice spaced"),
    ("ana否則隨機去家、情婦、夜總會或總部", "zh_Hant", "term"),
    ("залп 1 на Рынке: ana выбрасывает 3 5, 0 попаданий", "ru", "dice spaced"),
    ("замените жетон «Стабильно» на жетон «Нестабильно»", "ru", "term: жетон"),
    ("пока не останется шесть карт — предел руки", "ru", "term: предел"),
    ("бот с поиском с 24 доигрываниями на решение", "ru", "term: доигрывание"),
    ("И одна из этих партий (взгляд учителя: игроки не видят денег друг друга)", "ru", "calque: взгляд"),
    ("В вашем бюджете ему было объявлено 1 миллион.", "ru", "grammar"),
    ("те, кто не вмешивался, сразу забрали свои обещания", "ru", "calque: забрать"),
    ("dan теперь повстанец (из-за огня канонерки в фазе повстанцев)", "ru", "meaning"),
    ("возьмите верхнюю купюру колоды иностранной помощи в карманные деньги", "ru", "calque: взять"),
    ("министр может переместить любые или все фишки полиции", "ru", "calque: любые"),
    ("все в Парламенте после бюджета, проведённого силой, или военного положения", "ru", "meaning"),
    ("Прежний президент занимает прежние должности нового президента.", "ru", "calque: прежний"),
    ("адмиралу — морская пехота (в порту)", "ru", "term: морская пехота"),
    ("фишку морской пехоты — на ячейку порта", "ru", "term: морская пехота"),
    ("# Игра в Хунту против ботов", "ru", "title without guillemets"),
    ("**Хунта** — настольная игра о банановой республике", "ru", "title without guillemets"),
    ("Обстрел дворцовой гвардии делает стрелявшего повстанцем", "ru", "term: дворцовая гвардия"),
    ("куда отступит ваш последний гвардеец", "ru", "term: дворцовая гвардия"),
    ("по любому сухопутному району, кроме посольского квартала", "ru", "term: посольский квартал"),
    ("парашютные войска покидают аэродром только десантированием", "ru", "term: десант"),
    ("подразделение десантников", "ru", "term: десант"),
    ("老師把你的座位交給了機器人", "zh_Hant", "term: 機器人"),
    ("три подразделения бунтовщиков в Трущобах", "ru", "term: бунтовщики"),
    ("Бунтовщики не стреляют", "ru", "term: бунтовщики"),
])
def test_a_pattern_fault_is_found(text, lang, fault):
    from junta_lib.i18n.checks import faults
    assert any(f.startswith(fault) for f in faults(text, lang, frozenset({"ana", "ben", "dan"}))), faults(text, lang)


@pytest.mark.parametrize("text, lang", [
    ("ana сбрасывает карту «Амнистия»", "ru"), ("dan: за игроком cid в штаб отправляется «Иностранный убийца»", "ru"),
    ("залп 2 на Рынке: ben выбрасывает 5, 6 — 2 попадания", "ru"),
    ("空襲總統府：6、5、4、5，命中1次", "zh_Hant"), ("«Сверхурочные отряда смерти»: ana, в штабе", "ru"), ("ana нападает на президента (строка 70)", "ru"),
    ("ben抽到「外援300萬」", "zh_Hant"), ("預算：23票贊成", "zh_Hant"), ("dan將會在情婦家", "zh_Hant"),
    ("локации раскрыты: ben — в Центральном банке, cid — у любовницы, dan — дома", "ru"),
    ("замените жетон стабильности на жетон нестабильности; лимит руки — шесть карт", "ru"),
    ("Ваш бюджет обещал ему 1 миллион.", "ru"), ("dan теперь повстанец (обстрел из канонерки в фазе повстанцев)", "ru"),
    ("адмиралу — морские пехотинцы (в порту); когда введено военное положение — все в Парламенте", "ru"),
    ("# Игра в «Хунту» против ботов", "ru"), ("Хунта · раунд 7 · Фаза 8: Переворот", "ru"), ("Хунта", "ru"),
    ("Игровой раунд «Хунты» состоит из девяти фаз", "ru"),
    ("Обстрел стражи дворца делает стрелявшего повстанцем; высадка в посольство запрещена", "ru"),
    ("ana уходит в изгнание в Южном посольском квартале", "ru"), ("Северный посольский квартал", "ru"),
    ("老師把你的座位交給了電腦玩家代打", "zh_Hant"),
    ("ben играет карту «Бунт в трущобах» и выставляет в Трущобах 3 подразделения мятежников", "ru"),
    ("В конце шестой фазы переворота побеждают повстанцы или лоялисты", "ru"),
])
def test_a_right_line_has_no_pattern_fault(text, lang):
    from junta_lib.i18n.checks import faults
    assert faults(text, lang, frozenset({"ana", "ben", "cid", "dan"})) == []


@pytest.mark.parametrize("engine", ["classic", "viva"])
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_line_of_whole_games_has_a_pattern_fault(engine, lang):
    """Story, prompts and buttons of seeded games (a 3-player JUNTA with its straw man among them,
    half the seats playing at random) read in each language: no card after a verb, no number in
    parentheses, no gendered word, no glued tally, no money in 百萬, no half-width punctuation after
    Chinese, no English (checks.py)."""
    from junta_lib.i18n.checks import faults
    bad = []
    for seed in range(4):
        if engine == "classic":
            from junta_lib.classic.game import new_game as junta
            game = junta(3 if seed % 2 else 5, seed=seed)
        else:
            game = new_game(engine, seed)
        team = mixed_team(game, seed)
        names = frozenset(game.state.names) if hasattr(game.state, "names") else \
            frozenset(p.name for p in game.state.players if not p.straw)
        with using(lang):
            while (d := game.pending()) is not None and len(game.actions) < 3000:
                for text in [d.prompt] + [describe(o, game, d.kind) for o in (d.options or ())[:12]]:
                    bad += [(f, text) for f in faults(text, lang, names)]
                game.apply(team[d.player].choose(game.view(d.player), d))
            for e in game.events:
                bad += [(f, e.text) for f in faults(e.text, lang, names)]
    assert not bad, sorted(set(bad))[:8]


def test_a_refusal_a_player_meets_at_the_budget_form_is_told_in_the_tables_language():
    from junta_lib.classic.actions import Budget, Stack
    from junta_lib.core import IllegalAction
    game = new_game("classic", 1)
    team = heuristic_team(game, 1)
    while (d := game.pending()).kind != "budget":
        game.apply(team[d.player].choose(game.view(d.player), d))
    bill = d.info["drawn"][0]
    told = {}
    for lang in LANGUAGES:
        with using(lang), pytest.raises(IllegalAction) as refused:
            d.parse(Budget((Stack(1, (bill,), bill + 5),)))
        told[lang] = str(refused.value)
    assert "announce that or less" in told["en"]
    assert f"а не {with_number(bill + 5, 'миллион')}" in told["ru"] and not LATIN.search(told["ru"].replace("ben", ""))
    assert f"不能宣佈{(bill + 5) * 100}萬" in told["zh_Hant"]


def test_the_table_and_the_command_line_say_the_end_and_the_labels_in_the_language():
    from junta_lib.widgets.table import header_html, me_html, result_html
    game = played("viva", 2)
    with using("zh_Hant"):
        assert "你的手牌：" in me_html(game, 0) and "遊戲結束" in result_html(game)
    with using("ru"):
        assert "Карты на руке:" in me_html(game, 0) and game.verdict().startswith("Игра окончена")
        assert "Подготовка" in header_html(new_game("classic", 3))
    junta = new_game("classic", 3)
    for lang in LANGUAGES[1:]:                              # a card's text on hover, in the language
        with using(lang):
            titles = re.findall(r"title='([^']*)'", me_html(junta, 0))
            assert titles and not any(LATIN.search(t) for t in titles), titles


def test_the_catalogs_cache_is_the_kits_own_and_needs_no_glossary(tmp_path):
    """The compiled catalogs are kept in the kit's cache folder (junta_lib.core.cache), and loading
    them does not import the translators' glossary."""
    code = ("import os, sys; os.environ['JUNTA_CACHE'] = %r\n"
            "from junta_lib.i18n.catalog import load\n"
            "assert load('ru')\n"
            "print(sorted(m for m in sys.modules if m.startswith('junta_lib.glossary')))\n"
            "print(sorted(p.name for p in (__import__('pathlib').Path(%r) / 'catalogs').iterdir()))"
            % (str(tmp_path / "c"), str(tmp_path / "c")))
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[1], timeout=120)
    assert run.returncode == 0, run.stderr
    modules, kept = run.stdout.splitlines()
    assert modules == "[]" and "ru-" in kept


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_an_example_player_is_named_as_the_catalog_names_him_in_every_entry(lang):
    """The JUNTA rulebook's example players have one name each in a language (the catalog's own
    entries "Ben", "Andy", "Daniel"); every entry whose English names one of them names the same
    person, in Russian in any case (the stem without its last letter), not another example player.
    The kit's own tables (Viva's, the straw men's: Ana, Ben, Cid, Dan) keep the names as given."""
    from babel.messages.pofile import read_po
    with po_path(lang).open("rb") as f:
        entries = [m for m in read_po(f) if m.id and isinstance(m.id, str) and m.string]
    given = {m.id: m.string for m in entries if m.id in ("Ben", "Andy", "Daniel", "Klaus", "Jenny")}
    assert len(given) >= 3, given

    def kit_table(m) -> bool:
        return bool(re.search(r"\b(Ana|Cid|Dan)\b", m.id)) or any(
            re.search(r"lessons/viva\.py|06_viva", path) for path, _ in m.locations)
    stem = {name: (said[:-1] if lang == "ru" else said) for name, said in given.items()}
    wrong = [(name, m.id[:60], m.string[:60]) for m in entries for name in given
             if m.id != name and not kit_table(m) and re.search(rf"\b{name}\b", m.id) and stem[name] not in m.string]
    assert not wrong, wrong
    kept = [(name, m.id[:60], m.string[:60]) for m in entries if kit_table(m)
            for name in ("Ana", "Ben", "Cid", "Dan") if re.search(rf"\b{name}\b", m.id)
            and name.lower() not in m.string.lower()]
    assert not kept, kept


def test_a_russian_button_starts_with_a_capital_but_a_players_own_name_stays_as_given():
    from junta_lib.core.decision import button_label
    seen = {"name": 0, "capital": 0}

    def read(game, decision):
        names = game.given_names()
        for action in decision.options or ():
            said = button_label(action, game, decision.kind)
            if any(said == n or said.startswith(n + " ") for n in names):
                seen["name"] += 1
            elif said[:1].isalpha() and said[:1].lower() != said[:1].upper():
                assert said[:1].isupper(), said
                seen["capital"] += 1
        assert not any(button_label(a, game, decision.kind)[:1].isupper() and
                       button_label(a, game, decision.kind).lower() in names for a in decision.options or ())

    played("classic", 5, "ru", read)
    assert seen["name"] and seen["capital"], seen


def test_a_glossary_rendering_printed_with_e_for_yo_keeps_the_kits_yo(tmp_path):
    """The Russian rulebook prints "Вертолет"; the glossary's consistent rendering is that word, and
    the game says it as the kit's term list spells it in full (Вертолёт, as Пулемёт); a rendering
    that is another word still rewords the game."""
    from junta_lib.i18n.terms import renderings
    header = "corpus,source_term,source_lang,target_lang,preferred_target,variants,basis,status,locations,note\n"
    for printed, said in (("вертолет", "Вертолёт"), ("геликоптер", "Геликоптер")):
        (tmp_path / "terms.csv").write_text(header + f"junta_en_ru,Helicopter,en,ru,{printed},,,consistent,15 59,\n",
                                            encoding="utf-8")
        assert renderings("ru", tmp_path)["card:Helicopter"].text == said


@pytest.mark.parametrize("lang", ["en", "ru", "zh_Hant"])
def test_the_coup_aftermath_is_named_as_a_phase_not_by_the_engines_key(lang):
    """The header showed "8 coup aftermath", the engine's key, in every language."""
    from junta_lib.classic.game import AFTERMATH
    from junta_lib.widgets.table import phase_name
    with using(lang):
        said = phase_name("classic", AFTERMATH)
    assert said.startswith({"en": "Phase 8: ", "ru": "Фаза 8: ", "zh_Hant": "第8階段："}[lang]), said


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_kit_term_list_says_what_the_game_shows_where_the_glossary_words_a_term(lang):
    """Where a decision or the glossary words a term, the kit's own list (data/i18n/terms.csv, which a
    translator reads beside the rulebook) holds the same word: a stale entry there (Гавань for the
    decided порт, «Банковские операции» for the rulebook's «Банковское дело») is two words for one
    thing to a reader holding both."""
    from junta_lib.i18n.terms import renderings
    shown = renderings(lang)
    fold = lambda text: text.casefold().replace("ё", "е")          # noqa: E731
    stale = [(row["key"], row[lang], shown[row["key"]].text) for row in kit_terms()
             if row["key"] in shown and not shown[row["key"]].source.startswith("kit")
             and fold(shown[row["key"]].text) != fold(row[lang])]
    assert stale == []
    worded = [k for k, r in shown.items() if not r.source.startswith("kit")]
    assert len(worded) >= (20 if lang == "ru" else 5), worded            # the check reads real entries


def test_a_json_sketch_in_a_refusal_is_worded_in_the_language_its_keys_kept():
    """A malformed Budget is refused with the shape it takes: in Russian and Chinese the sketch's bare
    words (what goes there) are worded, its quoted keys (typed as they are) stay; English is unchanged
    (blind_ru_9001.csv: «seat», «[bills]», «millions» read as English left)."""
    from junta_lib.classic.actions import Budget
    from junta_lib.core import IllegalAction
    said = {}
    for lang in ("en", "ru", "zh_Hant"):
        with using(lang), pytest.raises(IllegalAction) as refused:
            Budget.parse({"stacks": 3})
        said[lang] = str(refused.value)
    assert '{"stacks": [{"to": seat, "bills": [bills], "announced": millions}, ...]}' in said["en"]
    assert '{"stacks": [{"to": место, "bills": [купюры], "announced": миллионы}, ...]}' in said["ru"], said["ru"]
    assert '"to": 座位' in said["zh_Hant"] and '[鈔票]' in said["zh_Hant"], said["zh_Hant"]
    with using("ru"):
        assert words().sketch('{"move": {"from": area, "to": area, "units": [ids]}}') == \
            '{"move": {"from": район, "to": район, "units": [номера]}}'
        assert words().sketch('"exile:<embassy area>"') == '"exile:<embassy area>"'     # typed as it is
