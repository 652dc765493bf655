"""A name kept in the source's letters in some units of a translation and translated in others
(glossary/kept_names.py): the way used in fewer places is the finding, both ways when tied; a name kept
everywhere, and a name whose translated places do not agree on one phrase, stay quiet."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.align import PAIR_COLUMNS
from junta_lib.glossary.kept_names import kept_and_translated

KEPT = ("Welcome to the República de las Bananas.", "Добро пожаловать в República de las Bananas.")
TRANSLATED = [("The President rules the República de las Bananas.", "Президент правит Банановой Республикой."),
              ("Nobody leaves the República de las Bananas alive.", "Никто не покидает Банановую Республику живым."),
              ("The Constitution of the República de las Bananas says so.", "Так гласит Конституция Банановой Республики.")]


def check(units: list[tuple[str, str]]) -> list[tuple[int, str]]:
    pairs = pd.DataFrame([["game_en_ru", n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate(units, start=1)], columns=PAIR_COLUMNS)
    found = kept_and_translated(pairs)
    assert all(f[4] == "inconsistent_term" for f in found)
    return [(f[1], "kept" if "kept in the source's letters here" in f[7] else f[7].split("here ('")[1].split("'")[0])
            for f in found]


def test_the_name_kept_in_fewer_places_is_the_finding_and_names_the_translation():
    pairs = pd.DataFrame([["game_en_ru", n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate([KEPT, *TRANSLATED], start=1)], columns=PAIR_COLUMNS)
    found = kept_and_translated(pairs)
    assert [(f[1], f[6]) for f in found] == [(1, "Банановой Республикой")]
    assert "translated 'Банановой Республикой' in 3" in found[0][7] and "in 1 units" in found[0][7]


def test_the_name_translated_in_fewer_places_is_the_finding_at_the_translation():
    found = check([KEPT, KEPT, KEPT, *TRANSLATED[:2]])
    assert found == [(4, "Банановой Республикой"), (5, "Банановую Республику")]


def test_as_often_each_way_every_place_is_a_finding():
    assert [n for n, _ in check([KEPT, KEPT, *TRANSLATED[:2]])] == [1, 2, 3, 4]


def test_a_name_kept_everywhere_or_translated_without_one_phrase_stays_quiet():
    assert check([KEPT, KEPT]) == []
    assert check([KEPT, KEPT, TRANSLATED[0]]) == []          # one translated place shows no common phrase
    assert check([KEPT, ("Nobody leaves the República de las Bananas alive.", "Никто не покидает остров живым."),
                  ("The Constitution of the República de las Bananas says so.", "Так гласит закон страны.")]) == []
