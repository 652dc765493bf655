"""A cross-reference naming its section otherwise than the section's translated heading
(glossary/cross_references.py): found where the words differ, quiet where they differ in case only,
where the reference is numbered and where the units' references do not pair up."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.align import PAIR_COLUMNS
from junta_lib.glossary.cross_references import cross_references

CORPUS = "game_en_ru"
UNITS = [("Electing the First President Before the game begins, all players elect the President.",
          "Выборы первого президента Перед началом игры все игроки избирают президента."),
         ("Voting Procedure Each vote follows the same procedure.", "Процедура голосования Каждый голос идёт так."),
         ("The President is elected by the usual Voting Procedure (see Voting Procedure on p. 4).",
          "Президент избирается обычной процедурой (см. Процедуру голосования на стр. 4)."),
         ("A new President is elected (see Electing the First President on p. 7).",
          "Избирается новый президент (см. «Избрание первого президента» на стр. 7)."),
         ("The Budget passes (see Phase 4: The Budget on p. 8).", "Бюджет принят (см. Фазу 4: Госбюджет на стр. 8).")]


def check(units) -> list[list]:
    pairs = pd.DataFrame([[CORPUS, n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate(units, start=1)], columns=PAIR_COLUMNS)
    return cross_references(pairs)


def test_a_reference_with_other_words_than_the_heading_is_found_and_one_in_another_case_is_not():
    found = check(UNITS)
    assert [(f[1], f[4], f[6]) for f in found] == [(4, "inconsistent_term", "")]
    assert found[0][7] == ("the reference names the section 'Избрание первого президента', whose heading the "
                           "translation writes 'Выборы первого президента' (at 1; in English 'Electing the First "
                           "President'): the reader looks for a heading that is not there; write the heading's words")


def test_references_that_do_not_pair_up_are_not_read():
    """Two English references and one Russian: which is which is not certain."""
    units = UNITS[:3] + [("A new President is elected (see Electing the First President on p. 7 and Voting "
                          "Procedure on p. 4; see Voting Procedure on p. 4).",
                          "Избирается новый президент (см. «Избрание первого президента» на стр. 7).")]
    assert check(units) == []
