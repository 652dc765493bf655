"""A term's Russian name written with its second word in guillemets and as a genitive
(glossary/guillemet_names.py): the way written fewer times is found at each of its places, a list of
names after one noun included; a name the translation writes one way only, and another noun before
the same word, stay quiet."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.align import PAIR_COLUMNS
from junta_lib.glossary.discover import TermFinder
from junta_lib.glossary.guillemet_names import guillemet_names
from junta_lib.glossary.reconcile import TERM_COLUMNS

CORPUS = "game_en_ru"


def check(targets: dict, translations: list[str], english: list[str] | None = None) -> list[tuple[int, str, str]]:
    """(unit, the term the message names, the words it quotes) of each finding; ``english``: the units'
    sources (each names every term where not given)."""
    english = english or [" ".join(targets)] * len(translations)
    terms = pd.DataFrame([[CORPUS, en, "en", "ru", target, f"{target} (3)", "", "proposed", "1", ""]
                          for en, target in targets.items()], columns=TERM_COLUMNS)
    pairs = pd.DataFrame([[CORPUS, n, n, "translation", src, tgt, 1.0, "C", n]
                          for n, (src, tgt) in enumerate(zip(english, translations), 1)], columns=PAIR_COLUMNS)
    found = guillemet_names(terms, pairs, {CORPUS: TermFinder(english, seed=tuple(targets))})
    assert all(f[4] == "inconsistent_term" and f[6] == "" for f in found)
    return [(f[1], f[7].split("'")[3], f[7].split("'")[1]) for f in found]


def test_the_way_written_fewer_times_is_found_at_each_of_its_places():
    targets = {"Assassin card": "карта убийцы", "Influence card": "карта влияния", "Vote card": "карта голосования"}
    found = check(targets, ["Игрок играет карту убийцы.", "Карты убийц лежат в колоде.",
                            "Разыгрывается карта «Убийца».",
                            "Игроки голосуют картами «Влияние» и «Голосование».",
                            "Карты влияния лежат перед игроком; карты голосования тоже.",
                            "Сбросьте карту влияния и карту голосования.",
                            "Убийца берёт карту.",                        # no card named: quiet
                            "Игрок берёт карту игрока."])                 # no such term: quiet
    assert found == [(3, "Assassin card", "карта «Убийца»"), (4, "Influence card", "картами «Влияние»"),
                     (4, "Vote card", "картами «Влияние» и «Голосование»")]


def test_both_ways_written_as_often_are_both_found_and_one_way_alone_is_quiet():
    targets = {"Stable marker": "жетон стабильности"}
    assert sorted(check(targets, ["Положите жетон стабильности.", "Замените его жетоном «Стабильность»."])) == [
        (1, "Stable marker", "жетон стабильности"), (2, "Stable marker", "жетоном «Стабильность»")]
    assert check(targets, ["Положите жетон стабильности.", "Снимите жетон стабильности."]) == []
    assert check(targets, ["Положите маркер «Стабильность».", "Снимите жетон стабильности."]) == []


def test_a_place_whose_english_names_another_thing_is_not_counted():
    """"Ход событий переворота" for "The Course of a Coup Phase": the Coup Event's words where the English
    names no Coup Event count for neither way."""
    targets = {"Coup Event": "событие переворота", "Coup Phase": "фаза переворота"}
    translations = ["Сыграна карта с событием «Переворот».", "События переворота вводят подразделения.",
                    "Ход событий переворота."]
    english = ["A card with a Coup Event is played.", "Coup Events bring new units.", "The Course of a Coup Phase."]
    assert check(targets, translations, english) == [(1, "Coup Event", "событием «Переворот»"),
                                                     (2, "Coup Event", "События переворота")]
    english[2] = "The Course of the Coup Events."
    assert check(targets, translations, english) == [(1, "Coup Event", "событием «Переворот»")]
