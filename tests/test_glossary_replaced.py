"""A decided term's other renderings wherever they stand in a translation (glossary/replaced.py): on
small made-up rows, each place a reviewer would mark and the places that must stay quiet (a word in
another sense, the translator's question the decision answers, a place already reported)."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.align import PAIR_COLUMNS
from junta_lib.glossary.discover import TermFinder
from junta_lib.glossary.reconcile import TERM_COLUMNS
from junta_lib.glossary.replaced import decided_elsewhere, replaced_words
from junta_lib.glossary.matching import Lexicon

CORPUS = "game_en_ru"


def terms(*rows) -> pd.DataFrame:
    """(English, target, variants, status, basis) -> the glossary's terms."""
    return pd.DataFrame([[CORPUS, en, "en", "ru", target, variants, basis, status, "1", ""]
                         for en, target, variants, status, basis in rows], columns=TERM_COLUMNS)


BILL = ("bill", "купюра", "купюра (3)", "decided",
        "translator decision: answers the question (деньги, чеки, купюры?): a bill is a купюра")
PHASE = ("Phase", "фаза", "фаза (9); этап (3)", "decided", "translator decision: Этап is replaced")
POSITION = ("Position", "должность", "должность (9); позиция (2)", "decided", "translator decision: the reviewers' word")
ACCOUNT = ("Swiss Bank Account", "швейцарский банковский счёт", "швейцарский банковский счёт (5)", "consistent", "")


def check(glossary: pd.DataFrame, units: list[tuple[str, str]], known=()) -> list[tuple[int, str]]:
    pairs = pd.DataFrame([[CORPUS, n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate(units, start=1)], columns=PAIR_COLUMNS)
    finder = TermFinder([src for src, _ in units], seed=tuple(glossary.source_term))
    found = decided_elsewhere(glossary, pairs, {CORPUS: finder}, list(known))
    assert all(f[4] == "inconsistent_term" for f in found)
    return [(f[1], f[7].split("'")[1]) for f in found]


def test_the_words_a_decision_replaces_are_its_other_variants_and_the_lexicon_s_words():
    lexicon = Lexicon({})
    assert {"чек", "счет", "банкнота"} <= replaced_words(next(terms(BILL).itertuples()), lexicon)
    assert "купюра" not in replaced_words(next(terms(BILL).itertuples()), lexicon)
    assert replaced_words(next(terms(PHASE).itertuples()), lexicon) == {"этап"}


def test_every_replaced_rendering_is_found_where_the_sentence_names_the_term():
    found = check(terms(BILL, PHASE), [
        ("Take the top bill. Then take two more bills.", "Возьмите верхний чек. Затем возьмите ещё два счёта."),
        ("In this Phase, players vote.", "На этом этапе игроки голосуют.")])
    assert found == [(1, "чек"), (1, "счёта"), (2, "этапе")]


def test_a_word_the_decision_s_note_names_is_found_where_the_english_names_no_bill():
    """"2 чека" for "2x 1 million": the bill decision names чеки among the renderings it answers."""
    found = check(terms(BILL), [("His stack holds 2 million (2x 1 million).", "В его стопке 2 миллиона (2 чека по 1 миллиону).")])
    assert found == [(1, "чека")]


def test_a_word_in_another_sense_stays_quiet():
    found = check(terms(BILL, POSITION, ACCOUNT), [
        # счёт translated by "account", and by the Swiss Bank Account the sentence names
        ("Put the bill into your account.", "Положите купюру на свой счёт."),
        ("Money on your Swiss Bank Account is safe.", "Деньги на швейцарском банковском счёте в безопасности."),
        # "large checks": чек is the English word's own translation
        ("A superpower delivers large checks.", "Сверхдержава присылает большие чеки."),
        # позиция where the English sentence names no Position: a place on a track
        ("Move the marker one space along the track.", "Сдвиньте жетон на одну позицию по треку.")])
    assert found == []


def test_the_translator_s_question_the_decision_answers_and_a_place_already_reported_stay_quiet():
    units = [("The President collects the money.", "Президент собирает деньги (деньги, чеки, купюры?)."),
             ("In this Phase, players vote.", "На этом этапе игроки голосуют.")]
    known = [[CORPUS, 2, "C", 2, "key_term_missing", "…На этом этапе игроки…", "фаза", "the source has 'Phase'"]]
    assert check(terms(BILL, PHASE), units, known) == []
    assert check(terms(BILL, PHASE), units) == [(2, "этапе")]


def test_a_sentence_naming_the_term_inside_a_longer_one_is_still_the_term():
    """The Airstrike counter holds Airstrike: its "воздушного удара" is the decided term's old word."""
    airstrike = ("Airstrike", "авиаудар", "удар (4); авиаудар (1)", "decided", "translator decision: удар alone is any strike")
    counter = ("Airstrike counter", "фишка воздушного удара", "фишка воздушного удара (1)", "proposed", "")
    found = check(terms(airstrike, counter), [("Place the three Airstrike counters.", "Положите три фишки воздушного удара.")])
    assert found == [(1, "воздушного удара")]          # the phrase, its adjective rendering "air"


def test_a_heading_typed_in_russian_into_the_english_column_is_read_for_the_words_the_note_names():
    """"Этап 3: Получение иностранной помощи" typed into the English column: no English sentence says
    which term it is, so only a word the decision's note names among those it replaces is found there
    (этап; not счёт, which the bill decision replaces without naming it),
    its expected word written with the heading's capital."""
    from junta_lib.glossary.readers import COLUMNS
    units = [("In this Phase, players vote.", "В этой фазе игроки голосуют.")]
    pairs = pd.DataFrame([[CORPUS, 1, 1, "translation", src, tgt, 1.0, "C", 1] for src, tgt in units],
                         columns=PAIR_COLUMNS)
    segments = pd.DataFrame([[CORPUS, 2, "B.1", "inline", "ru", "Этап 3: Получение иностранной помощи", 2],
                             [CORPUS, 2, "B.2", "inline", "en", "Phase 3: Foreign Aid", 2],
                             [CORPUS, 3, "B.1", "inline", "ru", "Получение счетов", 3]], columns=COLUMNS)
    finder = TermFinder([src for src, _ in units], seed=("Phase", "bill"))
    found = decided_elsewhere(terms(PHASE, BILL), pairs, {CORPUS: finder}, [], segments)
    assert [(f[1], f[2], f[6]) for f in found] == [(2, "B.1", "Фаза")]
    assert "in a heading typed into the English column" in found[0][7]
