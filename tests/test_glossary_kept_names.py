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
    assert "translated 'Банановой Республикой' in 3" in found[0][7] and "in 1 unit," in found[0][7]


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


def test_a_name_kept_here_and_translated_elsewhere_is_not_also_said_as_english_left():
    """qa.one_finding_a_place: the English-left finding of the same name at the same place goes; one
    naming another name, or standing where the name is not counted, stays."""
    from junta_lib.glossary.qa import one_finding_a_place
    left = lambda location, name: ["game_en_ru", location, "C", location, "untranslated_fragment", name, "",  # noqa: E731
                                   f"'{name}' left in Latin letters (translation): a name in Spanish, not English; "
                                   "decide whether the translation keeps it or translates it"]
    pairs = pd.DataFrame([["game_en_ru", n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate([KEPT, KEPT, *TRANSLATED[:2]], start=1)], columns=PAIR_COLUMNS)
    counted = kept_and_translated(pairs)
    rows = counted + [left(1, "República de las Bananas"), left(1, "Isla Grande"), left(9, "República de las Bananas")]
    kept = one_finding_a_place(rows)
    assert [f for f in kept if f[4] == "untranslated_fragment"] == rows[-2:]
    assert [f for f in kept if f[4] == "inconsistent_term"] == counted
