"""A rendering followed by the place that says a word of the term (glossary/matching.with_place_after):
"банковского счета в Швейцарии" renders the whole Swiss Bank Account in another order, and the
glossary counts it so, not as "банковский счет"."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.align import PAIR_COLUMNS
from junta_lib.glossary.matching import RENDER_COLUMNS, with_place_after
from junta_lib.glossary.reconcile import reconcile

UNITS = [("Put it in his Swiss Bank Account.", "Положите их на его швейцарский банковский счет."),
         ("Money in his Swiss Bank Account is safe.", "Деньги на банковском счете в Швейцарии в безопасности."),
         ("His Swiss Bank Account in Zurich.", "Его банковский счет в Цюрихе."),
         ("He opens a Swiss Bank Account from Geneva.", "Он открывает банковский счет в Швейцарии.")]


def renderings(units, rendered):
    pairs = pd.DataFrame([["bank_en_ru", n, n, "translation", src, tgt, 1.0, "C", n]
                          for n, (src, tgt) in enumerate(units, start=1)], columns=PAIR_COLUMNS)
    rows = []
    for n, ((_, tgt), (phrase, kind)) in enumerate(zip(units, rendered), start=1):
        start = tgt.index(phrase)
        rows.append(["bank_en_ru", n, "C", n, "translation", "swiss bank account", "Swiss Bank Account",
                     tuple(phrase.lower().split()), phrase, "", 1.0, kind, start, start + len(phrase), "word translations"])
    return pairs, pd.DataFrame(rows, columns=RENDER_COLUMNS)


def test_the_place_that_says_the_terms_word_goes_with_the_rendering_and_is_counted_with_it():
    pairs, found = renderings(UNITS, [("швейцарский банковский счет", "rendering"), ("банковском счете", "rendering"),
                                      ("банковский счет", "rendering"), ("банковский счет", "partial")])
    widened = with_place_after(found, pairs)
    assert widened.rendering.tolist() == ["швейцарский банковский счет", "банковском счете в Швейцарии",
                                          "банковский счет",            # Цюрих says no word of the term
                                          "банковский счет"]            # a part stays a part
    assert widened.end[1] == UNITS[1][1].index(" в безопасности") and widened.kind.tolist() == found.kind.tolist()
    terms = reconcile(widened)
    assert "банковский счет в Швейцарии (1)" in terms.variants.iloc[0]
    assert found.rendering[1] == "банковском счете"                     # the matcher's table is not changed


def test_no_other_rendering_saying_the_place_leaves_the_phrase_as_it_stands():
    pairs, found = renderings(UNITS[1:2], [("банковском счете", "rendering")])
    assert with_place_after(found, pairs).equals(found)
