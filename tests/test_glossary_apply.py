"""The translators' decisions carried into the translations (glossary/apply.py): the whole phrase
that renders a term replaced, its words agreeing, every uncertain place listed for a human with the
reason, nothing skipped without a word, the same bytes under any hash seed, and each change shown
in its Russian sentence before and after.

The 26 decisions of tests/data/apply_decisions.csv (one word, adjective + noun, noun + genitive,
names in guillemets) are applied to the kit's corpora; every change they make was read in its
sentence and judged (tests/data/apply_judged.csv); a change nobody judged fails the test."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from junta_lib.glossary.apply import (APPLIED, CHANGE_COLUMNS, HUMAN, apply_glossary, applied_text, english_pattern,
                                      find_phrase, names_the_act, passages, put_in_place, rule_text)
from junta_lib.glossary.build import build_glossary
from junta_lib.glossary.readers import read_manifest
from junta_lib.russian import RU_WORD, inflect_phrase

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT / "data" / "corpora"
DATA = ROOT / "tests" / "data"


@pytest.mark.parametrize("target,case,number,expected", [
    ("фаза", "accs", "sing", "фазу"), ("должность", "gent", "plur", "должностей"),
    ("швейцарский банковский вклад", "gent", "plur", "швейцарских банковских вкладов"),
    ("швейцарский банковский вклад", "loct", "sing", "швейцарском банковском вкладе"),
    ("министр внутренних дел", "datv", "sing", "министру внутренних дел"),
    ("дворцовая гвардия", "ablt", "sing", "дворцовой гвардией"),
    ("наёмный убийца", "accs", "sing", "наёмного убийцу"),
])
def test_a_decided_target_is_inflected_as_a_phrase(target, case, number, expected):
    assert inflect_phrase(target, case, number) == expected


# -- a small corpus: each rule on a sentence of its own --------------------------------------------
ROWS = [
    ("Choose your Location.", "Выберите своё место."),
    ("The Location was closed.", "Место было закрыто."),
    ("Play the Knife.", "Сыграйте карту Нож."),
    ("A Swiss Bank Account in Switzerland.", "Банковский счёт в Швейцарии."),
    ("Pay one bill. Then pay another bill.", "Заплатите одну купюру. Затем заплатите ещё один чек."),
    ("An Airstrike hits.", "Воздушный удар поражает цель."),
    ("The players meet at the place.", "Игроки встречаются в том месте."),
    ("The players hold eight Locations of 3 points each.", "Игроки держат восемь мест по 3 очка каждое."),
    ("Each player holds eight Locations.", "Каждый игрок держит восемь мест."),
]
OCCURRENCES = [
    ("Location", 2, "место"), ("Location", 3, "место"), ("Knife", 4, "нож"),
    ("Swiss Bank Account", 5, "банковский счёт"), ("bill", 6, "купюра"), ("Airstrike", 7, "удар"),
    ("Location", 9, "место"), ("Location", 10, "место"),
]
SMALL_DECISIONS = ("corpus,source_term,chosen_target,note\n"
                   "rules,Location,локация,\nrules,Knife,«Нож»,\nrules,Swiss Bank Account,швейцарский банковский счёт,\n"
                   "rules,bill,купюра,\nrules,Airstrike,авиаудар,\n")


def apply_to_rows(folder: Path, rows, occurrences, decisions: str | dict):
    """The decisions (decisions.csv's text, or each term's target) applied to a corpus of (English,
    Russian) rows: (changes, the applied text, the glossary folder, the corpora folder)."""
    if isinstance(decisions, dict):
        decisions = "corpus,source_term,chosen_target,note\n" + "".join(
            f"rules,{term},{target},\n" for term, target in decisions.items())
    corpora, glossary = folder / "corpora", folder / "glossary"
    corpora.mkdir()
    glossary.mkdir()
    lines = ["| A | B | C |", "|---|---|---|"] + [f"{n} | {en} | {ru}" for n, (en, ru) in enumerate(rows, start=2)]
    (corpora / "rules.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (corpora / "manifest.csv").write_text("corpus,file,languages,shape,description\nrules,rules.txt,en+ru,pipe_table,"
                                          "a test\n", encoding="utf-8")
    occ = pd.DataFrame([["rules", term, row, "C", row + 1, "translation", rendering, rendering,
                         kind[0] if kind else "rendering", "", ""] for term, row, rendering, *kind in occurrences],
                       columns=["corpus", "source_term", "location", "cell", "line", "variant", "rendering", "citation",
                                "kind", "source_sentence", "target_sentence"])
    occ.to_csv(glossary / "occurrences.csv", index=False)
    (glossary / "decisions.csv").write_text(decisions, encoding="utf-8")
    changes = apply_glossary(glossary, corpora)
    return changes, (glossary / "applied" / "rules.txt").read_text(encoding="utf-8"), glossary, corpora


@pytest.fixture()
def small(tmp_path):
    return apply_to_rows(tmp_path, ROWS, OCCURRENCES, SMALL_DECISIONS)


def test_the_patterns_a_blind_reader_found_wrong_are_no_longer_written(tmp_path):
    """tests/data/apply_read_blind.csv: a native reader judged all 256 changes of the three judged sets
    blind; 8 were wrong, in three patterns, each here on a sentence of its own:
    - a name in guillemets after a generic noun stands in the nominative ("берёт карту «Первый повстанец»"),
      inflected where no generic noun stands before it ("становится «Первым повстанцем»");
    - a noun whose object takes a preposition ("покушение на президента") does not replace one that
      took the genitive ("убийство президента"): for a human;
    - a change whose sentence names the term again at a place left for a human would leave two words
      for one thing: both are left for the human."""
    rows = [("He takes the First Rebel card.", "Он берёт карту Первого повстанца."),
            ("He becomes the First Rebel.", "Он становится Первым повстанцем."),
            ("Presidential Assassination ends the round.", "Убийство президента завершает раунд."),
            ("Build a Shelter where a Shelter stands.", "Постройте укрытие там, где стоит готовое укрытие.")]
    occurrences = [("First Rebel", 2, "первый повстанец"), ("First Rebel", 3, "первый повстанец"),
                   ("Assassination", 4, "убийство"), ("Shelter", 5, "укрытие")]
    decisions = {"First Rebel": "«Первый повстанец»", "Assassination": "покушение", "Shelter": "убежище"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    assert "Он берёт карту «Первый повстанец»." in text and "Он становится «Первым повстанцем»." in text
    assert _row(changes, 4).status == HUMAN and "takes 'на' before its object" in _row(changes, 4).reason
    assert "Убийство президента завершает раунд." in text
    shelter = changes[changes.location == 5]
    assert len(shelter) == 2 and set(shelter.status) == {HUMAN}, shelter
    assert "names Shelter again" in " ".join(shelter.reason)
    assert "Постройте укрытие там, где стоит готовое укрытие." in text


def _row(changes, location):
    mine = changes[changes.location == location]
    assert len(mine) == 1, mine
    return mine.iloc[0]


def test_a_pronoun_before_the_term_is_made_to_agree_with_the_new_head(small):
    changes, text, *_ = small
    row = _row(changes, 2)
    assert (row.status, row.before, row.after) == (APPLIED, "своё место", "свою локацию")
    assert "Выберите свою локацию." in text


def test_a_past_tense_verb_that_agreed_with_the_old_gender_sends_the_place_to_a_human(small):
    row = _row(small[0], 3)
    assert row.status == HUMAN and "было" in row.reason and "Место было закрыто." in small[1]


def test_a_distributive_that_agreed_with_a_plural_of_the_old_gender_sends_the_place_to_a_human(small):
    """After a plural, "каждый" takes the noun's gender: "восемь мест ... каждое" would need "каждая"
    beside "локаций"; the "каждый" of a noun of its own ("Каждый игрок") is no reason to stop."""
    row = _row(small[0], 9)
    assert row.status == HUMAN and "каждое" in row.reason and "по 3 очка каждое." in small[1]
    row = _row(small[0], 10)
    assert (row.status, row.after) == (APPLIED, "локаций") and "Каждый игрок держит восемь локаций." in small[1]


def test_a_name_decided_in_guillemets_gets_them_and_its_case(small):
    row = _row(small[0], 4)
    assert (row.status, row.after) == (APPLIED, "«Нож»") and "Сыграйте карту «Нож»." in small[1]


def test_a_decision_that_would_say_a_word_twice_is_left_for_a_human(small):
    row = _row(small[0], 5)
    assert row.status == HUMAN and "Швейцарии" in row.reason and "twice" in row.reason
    assert "Банковский счёт в Швейцарии." in small[1]


def test_a_place_with_no_known_rendering_is_listed_not_skipped(small):
    mine = small[0][small[0].location == 6]
    assert len(mine) == 1 and mine.iloc[0].status == HUMAN
    assert "names bill 2 time(s)" in mine.iloc[0].reason and "'купюра' 1 time(s)" in mine.iloc[0].reason


def test_an_adjective_that_belongs_to_the_term_is_replaced_with_it(small):
    row = _row(small[0], 7)
    assert (row.before, row.after, row.status) == ("Воздушный удар", "Авиаудар", APPLIED)
    assert "Авиаудар поражает цель." in small[1]


def test_a_rendering_where_the_english_does_not_name_the_term_is_listed_as_perhaps_not_the_term(small):
    row = _row(small[0], 8)
    assert row.status == HUMAN and row.reason.startswith("perhaps not the term") and "в том месте" in small[1]


def test_the_review_page_shows_each_sentence_before_and_after_with_the_change_marked(small):
    page = (small[2] / "applied" / "review.html").read_text(encoding="utf-8")
    assert "Выберите <del>своё место</del>." in page and "Выберите <ins>свою локацию</ins>." in page
    assert "Russian before" in page and "Russian after" in page
    on_disk = pd.read_csv(small[2] / "applied" / "changes.csv", keep_default_na=False)
    assert list(on_disk.columns[-2:]) == ["sentence_before", "sentence_after"] and len(on_disk) == len(small[0])


@pytest.mark.parametrize("lang, gender", [("ru", "женского рода"), ("zh_Hant", "陰性")])
def test_the_review_page_is_worded_in_the_reviewer_s_language_its_reasons_included(small, lang, gender):
    from words_left import english_left
    changes, _, glossary, corpora = small
    apply_glossary(glossary, corpora, lang=lang)
    page = (glossary / "applied" / "review.html").read_text(encoding="utf-8")
    data = {str(v) for c in CHANGE_COLUMNS if c != "reason" for v in changes[c]}
    data |= {piece for c in changes.itertuples() for piece in str(c.sentence_before).split(str(c.before) or "\0", 1)}
    data |= {piece for c in changes.itertuples() for piece in str(c.sentence_after).split(str(c.after) or "\0", 1)}
    assert not english_left([page], data), english_left([page], data)
    assert gender in page                      # "'локация' is femn, 'место' was neut", in the reader's words
    english = (glossary / "applied" / "changes.csv").read_text(encoding="utf-8")
    assert "is femn" in english and "names bill 2 time(s)" in english     # the file keeps the kit's English


def test_the_rule_text_of_one_row_as_the_decisions_make_it(small):
    _, _, glossary, corpora = small
    assert applied_text(glossary, "rules", 2, corpora) == "Выберите свою локацию."
    assert applied_text(glossary, "rules", 3, corpora) == "Место было закрыто."        # left for a human
    assert applied_text(glossary, "rules", 99, corpora) is None and applied_text(glossary, "none", 2, corpora) is None


def test_a_lesson_s_rule_text_has_the_decisions_no_question_and_says_what_still_needs_review(applied):
    out, _ = applied
    row = rule_text(out, "junta_en_ru", 8, CORPORA)
    assert "(должность?)" in (CORPORA / "000_c47e5ab693709e99.txt").read_text(encoding="utf-8")
    assert "?)" not in row["text"] and "должностей" in row["text"]           # decided: позиций -> должностей
    # the query "(должность?)" offers a rendering: an alternative a reviewer settles (qa.py)
    assert any(r.startswith("alternatives marked") and "translator's query" in r for r in row["needs_review"])
    assert any("English left" in r and "Position" in r for r in row["needs_review"])
    assert rule_text(out, "junta_en_ru", 999, CORPORA) == {"text": None, "needs_review": []}


# -- the kit's corpora, 26 decisions, every change judged ------------------------------------------
@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The kit's corpora built once, with the first set's decisions, as a translator builds them."""
    out = tmp_path_factory.mktemp("glossary")
    shutil.copy(DATA / "apply_decisions.csv", out / "decisions.csv")
    build_glossary(CORPORA, out, progress=False)
    return out


@pytest.fixture(scope="module")
def applied(built):
    return built, apply_glossary(built, CORPORA)


@pytest.fixture()
def fresh(built, tmp_path):
    """A glossary folder with the build's concordance (occurrences.csv), which is all apply reads of a
    build besides the decisions: a judged set's decisions are applied to it without building again
    (the concordance does not depend on the decisions: test_the_concordance_apply_reads_...)."""
    shutil.copy(built / "occurrences.csv", tmp_path / "occurrences.csv")
    return tmp_path


def test_the_concordance_apply_reads_is_the_same_whatever_the_decisions(built, tmp_path):
    shutil.copy(DATA / "apply_decisions_2.csv", tmp_path / "decisions.csv")
    build_glossary(CORPORA, tmp_path, progress=False)
    assert (tmp_path / "occurrences.csv").read_bytes() == (built / "occurrences.csv").read_bytes()
    assert (tmp_path / "decisions.csv").read_bytes() != (built / "decisions.csv").read_bytes()


def test_every_applied_change_was_read_in_its_sentence_and_judged_correct(applied):
    _, changes = applied
    judged = pd.read_csv(DATA / "apply_judged.csv", keep_default_na=False)
    done = changes[changes.status == APPLIED]
    key = ["corpus", "offset", "before", "after"]
    made = set(map(tuple, done[key].astype(str).values))
    assert made == set(map(tuple, judged[key].astype(str).values)), "a change nobody judged: judge it"
    assert (judged.verdict == "correct").mean() >= 0.98 and len(decisions := pd.read_csv(
        DATA / "apply_decisions.csv")) >= 20 and decisions.source_term.nunique() == len(decisions)
    for c in done.itertuples():
        assert c.sentence_after == c.sentence_before.replace(c.before, c.after, 1) or c.before in c.sentence_before


def test_a_second_set_of_20_decisions_is_applied_as_judged(fresh):
    """20 more decisions (a noun of another gender for many places: убийство -> покушение, фишка ->
    пешка, изгнание -> ссылка; a phrase for a word and a word for a phrase: Центральный банк ->
    Центробанк), every applied change read in its sentence (tests/data/apply_judged_2.csv)."""
    _, judged = applied_as_judged(fresh, 2)
    assert (judged.verdict == "correct").mean() >= 0.98 and len(judged) >= 100


def applied_as_judged(folder, n: int):
    """Set ``n``'s decisions applied to the kit's corpora, in ``folder`` (a glossary folder with the
    build's concordance: ``fresh``); every applied change must be in its judged list
    (tests/data/apply_judged_N.csv).  (changes, judged)."""
    shutil.copy(DATA / f"apply_decisions_{n}.csv", folder / "decisions.csv")
    changes = apply_glossary(folder, CORPORA)
    judged = pd.read_csv(DATA / f"apply_judged_{n}.csv", keep_default_na=False)
    key = ["corpus", "offset", "before", "after"]
    made = set(map(tuple, changes[changes.status == APPLIED][key].astype(str).values))
    assert made == set(map(tuple, judged[key].astype(str).values)), "a change nobody judged: judge it"
    return changes, judged


def left_for_a_human(changes) -> dict[str, str]:
    """Each term's reasons for the places left for a human, joined."""
    return {t: " ".join(g.reason) for t, g in changes[changes.status != APPLIED].groupby("source_term")}


def read_blind_then_all_correct(folder, n: int, blind_correct: int, blind_read: int, at_least: int) -> None:
    """Set ``n`` applied as judged, every change now correct; its blind reading (before the fixes it led
    to) as committed, and none of the changes it found wrong made any more."""
    changes, judged = applied_as_judged(folder, n)
    assert (judged.verdict == "correct").all() and len(judged) >= at_least
    blind = pd.read_csv(DATA / f"apply_read_blind_{n}.csv", keep_default_na=False)
    assert (blind.verdict == "correct").sum() == blind_correct and len(blind) == blind_read
    wrong = {(int(r.offset), r.before, r.after) for r in blind.itertuples() if r.verdict != "correct"}
    done = changes[changes.status == APPLIED]
    assert not wrong & {(int(r.offset), r.before, r.after) for r in done.itertuples()}


def judged_after_a_blind_reading(folder, n: int, judged: tuple[int, int], blind: tuple[int, int]):
    """Set ``n`` applied as judged, (correct, changes) as ``judged`` says; its blind reading before its
    fixes (tests/data/apply_read_blind_N.csv) as committed, (correct, read) as ``blind`` says.
    (changes, judged, blind)."""
    changes, verdicts = applied_as_judged(folder, n)
    assert ((verdicts.verdict == "correct").sum(), len(verdicts)) == judged
    reading = pd.read_csv(DATA / f"apply_read_blind_{n}.csv", keep_default_na=False)
    assert ((reading.verdict == "correct").sum(), len(reading)) == blind
    return changes, verdicts, reading


def test_a_third_set_of_22_decisions_is_applied_as_judged(fresh):
    """22 decisions written later on terms neither earlier set touched (a word for a phrase, мораль for
    боевой дух; a phrase for a word, двоюродный брат for кузен; another gender in many places, смета
    for бюджет, вещь for предмет; numbers, 2 меха; names in guillemets; ё in the decision), every applied
    change read in its sentence at first reading (86 of 86 correct; read again blind, 81 of 86: the
    patterns since fixed leave 82 changes, tests/data/apply_judged_3.csv)."""
    changes, judged = applied_as_judged(fresh, 3)
    assert (judged.verdict == "correct").mean() >= 0.98 and len(judged) >= 80
    decided = changes[changes.source_term.isin(["Parliament", "Foreign Aid deck", "Helicopter", "Night phase"])]
    assert decided[decided.status == APPLIED].empty            # decisions that confirm the text change nothing


def test_a_fourth_set_of_22_decisions_read_blind_is_applied_as_judged(fresh):
    """22 decisions on terms no earlier set touched (a plural-only noun for a singular one, выборы ->
    избрание; a name in guillemets inside the target, жетон «Нестабильно»; masculine after четыре; a
    word another term of the passage renders, фишка), applied before any fix and every change read
    blind by a native reader (tests/data/apply_read_blind_4.csv): 260 of 276 correct (0.94).  After the
    patterns it found (test_the_patterns_of_the_fourth_set_s_blind_reading), 257 changes, of which one was
    still wrong ("таким результатом обладают": a collocation, not grammar), tests/data/apply_judged_4.csv;
    since the twenty-first set's reading (the same collocation a third time) обладать sends its object
    to a human, and every change left is correct."""
    changes, judged = applied_as_judged(fresh, 4)
    assert (judged.verdict == "correct").mean() >= 0.98 and len(judged) >= 200
    blind = pd.read_csv(DATA / "apply_read_blind_4.csv", keep_default_na=False)
    wrong = {(int(r.offset), r.before, r.after) for r in blind.itertuples() if r.verdict != "correct"}
    done = changes[changes.status == APPLIED]
    still = wrong & {(int(r.offset), r.before, r.after) for r in done.itertuples()}
    assert not still and (judged.verdict == "correct").all()
    assert "'обладают' takes only some nouns" in left_for_a_human(changes)["effect"]


def test_a_fifth_set_of_27_decisions_read_blind_is_applied_as_judged(fresh):
    """27 decisions on terms no earlier set touched (an indeclinable кабаре, a soft-stem мишень, a noun
    with a genitive for an adjective and noun, центр силы for силовые центры, a participle used as a
    noun), applied before any fix and every change read blind by a native reader
    (tests/data/apply_read_blind_5.csv): 63 of 66 correct (0.95).  Wrong: "пять силовых центров силы"
    twice (test_the_patterns_of_the_fifth_set_s_blind_reading), and мишень for a voting target, the
    team's word in a sense it does not have there (not the change's grammar, and still counted wrong).
    After the fixes 75 changes, the 11 new ones read blind too: 74 of 75 correct, 0 silent skips."""
    changes, judged = applied_as_judged(fresh, 5)
    assert (judged.verdict == "correct").mean() >= 0.98 and len(judged) >= 70
    assert not judged.sentence_after.str.contains("силовых центров силы").any()
    wrong = judged[judged.verdict != "correct"]
    assert list(wrong.after) == ["мишень"]
    assert changes[(changes.source_term == "Power Center") & (changes.status == APPLIED)].empty


def test_the_patterns_of_the_fifth_set_s_blind_reading(tmp_path):
    """"the five Power Centers": a cardinal number is no English modifier an adjective before центров
    could render, so "силовых" (the old rendering's) is neither kept nor replaced blindly: for a human.
    And a rendering the build saw for the whole term at two places or more ("ячейка ожидаемых ресурсов"
    for Future Resources space) is the term's in every word: "ожидаемых" is replaced, not reported as
    meaning the decision drops; seen once, it still goes to a human."""
    rows = [("The five Power Centers decide.", "Пять силовых центров решают."),
            ("Each Power Center counts.", "Каждый центр власти считается."),
            ("Put it in the Future Resources space.", "Положите его в ячейку ожидаемых ресурсов."),
            ("Take it from the Future Resources space.", "Возьмите его из ячейки ожидаемых ресурсов."),
            ("Put the cards in the Future Items space.", "Положите карты в ячейку ожидаемых предметов.")]
    occurrences = [("Power Center", 2, "центров", "partial"), ("Power Center", 3, "центр власти"),
                   ("Future Resources space", 4, "ячейка ожидаемых ресурсов"),
                   ("Future Resources space", 5, "ячейка ожидаемых ресурсов"),
                   ("Future Items space", 6, "ячейка ожидаемых предметов")]
    decisions = {"Power Center": "центр силы", "Future Resources space": "ячейка будущих ресурсов",
                 "Future Items space": "ячейка будущих предметов"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    assert "Пять силовых центров решают." in text and "центров силы" not in text
    assert "'силовых' stands before the rendering" in " ".join(changes[changes.location == 2].reason)
    assert "Каждый центр силы считается." in text
    assert "в ячейку будущих ресурсов" in text and "из ячейки будущих ресурсов" in text
    assert "в ячейку ожидаемых предметов" in text      # seen once: "ожидаемых" may say what the decision does not
    assert "'ожидаемых'" in " ".join(changes[changes.location == 6].reason)


def test_a_sixth_set_of_22_decisions_read_blind_is_applied_as_judged(fresh):
    """22 decisions on terms no earlier set touched (a singular collective for a plural, морская
    пехота; a noun and genitive for one word, член кабинета; a feminine soft stem for a masculine,
    ступень), applied before any fix and every change read blind by a new native reader
    (tests/data/apply_read_blind_6.csv): 88 of 92 correct (0.957).  The four wrong ones go to a human
    since (test_the_patterns_of_the_sixth_set_s_blind_reading): 88 changes, 88 correct, 0 silent
    skips (tests/data/apply_judged_6.csv).  Since the thirteenth set, "член кабинета внутренней
    безопасности" (the Minister of Internal Security's genitive after the decision's own) goes to a
    human too: 81 changes."""
    read_blind_then_all_correct(fresh, 6, blind_correct=88, blind_read=92, at_least=80)


def test_the_patterns_of_the_sixth_set_s_blind_reading(tmp_path):
    """Each pattern behind the sixth set's 4 wrong changes, on a sentence of its own: a shorter term's
    word where the English names the longer decided term holding it ("Coup Event": not Event's place);
    an ordinal in digits before the phrase when the gender changes ("2-го уровня" -> "2-й ступени": for
    a human); a sentence naming the term again at a place left for a human, "этого" read as a pronoun
    so that "этого изобретения" and "изобретения" are the same rendering (both for a human)."""
    rows = [("He plays a Coup Event.", "Он играет событие переворота."),
            ("Weapon level at least 2.", "Оружие не ниже 2-го уровня."),
            ("The Invention card shows the requirements of this Invention.",
             "Каждая карта изобретения показывает требования этого изобретения."),
            ("The card tells the effects of the Event.", "Карта описывает последствия события.")]
    occurrences = [("Coup Event", 2, "событие переворота"), ("Event", 2, "событие"), ("Event", 5, "событие"),
                   ("level", 3, "уровень"), ("level", 7, "уровень"), ("Invention", 4, "изобретение"),
                   ("Invention card", 4, "карта изобретения")]
    decisions = {"Coup Event": "событие путча", "Event": "происшествие", "level": "ступень", "Invention": "проект"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    assert "Он играет событие путча." in text and "происшестви" not in text.split("\n")[2]
    assert "последствия происшествия." in text                      # the Event named alone is changed
    assert "не ниже 2-го уровня" in text and "'2-го' before it" in " ".join(changes[changes.location == 3].reason)
    assert "требования этого изобретения" in text and "again at" in " ".join(changes[changes.location == 4].reason)


def test_a_seventh_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions on terms no earlier set touched (a head with a prepositional phrase, карта счёта в
    швейцарском банке; a name closing the target; во before дворец), applied after the sixth set's
    fixes and every change read blind by a new native reader (tests/data/apply_read_blind_7.csv): 52 of
    55 correct (0.945).  The three wrong ones are fixed or go to a human since
    (test_the_patterns_of_the_seventh_set_s_blind_reading): 53 changes, 53 correct (one the reader's
    own correction, «во дворец президента»), 0 silent skips (tests/data/apply_judged_7.csv)."""
    read_blind_then_all_correct(fresh, 7, blind_correct=52, blind_read=55, at_least=50)
    judged = pd.read_csv(DATA / "apply_judged_7.csv", keep_default_na=False)
    assert judged.after.str.contains("во дворец президента").any()


def test_the_patterns_of_the_seventh_set_s_blind_reading(tmp_path):
    """The seventh set's wrong changes, each on a sentence of its own: в before a new word its long
    form needs ("во дворец"); a one-word rendering with a genitive after it ("карте предмета") where the
    translation has more places than the English names the term (for a human: it may be another
    thing); a two-noun rendering whose second word is no genitive in the text ("на кубиках
    приключение": what came up on the dice, not the Adventure die; for a human)."""
    from junta_lib.russian.agreement import preposition_for
    assert [preposition_for("в", w) for w in ("дворец", "дом", "мнение", "мне")] == ["во", "в", "в", "во"]
    assert [preposition_for("с", w) for w in ("всеми", "вами")] == ["со", "с"]
    rows = [("Put two units in the Presidential Palace.", "Поставьте два отряда в президентский дворец."),
            ("Items help: the Map gives a pawn.", "На каждой карте предмета указана польза. «Карта» даёт фишку."),
            ("Check if you rolled an Adventure on the Adventure die.", "Проверьте, выпало ли на кубиках приключение."),
            ("Roll the Adventure die.", "Бросьте кубик приключений.")]
    occurrences = [("Presidential Palace", 2, "президентский дворец"), ("Map", 3, "карта"), ("Map", 7, "карта"),
                   ("Adventure die", 4, "кубик приключений"), ("Adventure die", 5, "кубик приключений")]
    decisions = {"Presidential Palace": "дворец президента", "Map": "схема", "Adventure die": "кость приключений"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    assert "Поставьте два отряда во дворец президента." in text
    assert "На каждой карте предмета" in text and "may name another thing" in " ".join(changes.reason)
    assert "выпало ли на кубиках приключение" in text and "not in the genitive" in " ".join(changes.reason)
    assert "Бросьте кость приключений." in text


def test_an_eighth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions on terms no earlier set touched (names of two words in guillemets, a plural head
    for a singular, итоги; a common-gender head, глава рода), applied after the seventh set's fixes and
    every change read blind by a new native reader (tests/data/apply_read_blind_8.csv): 31 of 37
    correct (0.84).  The six wrong ones go to a human or are written right since
    (test_the_patterns_of_the_eighth_set_s_blind_reading): 32 changes, 32 correct (two are the reader's
    own corrections: «пять карточек локаций», «в поля действий»), 0 silent skips."""
    read_blind_then_all_correct(fresh, 8, blind_correct=31, blind_read=37, at_least=30)


def test_the_patterns_of_the_eighth_set_s_blind_reading(tmp_path):
    """The eighth set's wrong changes, each on a sentence of its own: a word followed by another name
    than the decided one ("жетоном «No Assassination»": that marker's; for a human); persons for a
    body (охранники -> охрана: for a human); "в раунд" for "per round", which "в круг" does not say (for
    a human); the text's number of a genitive complement the decision shares ("пять карт локаций" ->
    "пять карточек локаций", not "локации")."""
    rows = [("Replace it with the No Assassination marker.", "Замените его жетоном «No Assassination»."),
            ("The Assassination marker stays.", "Жетон убийства остаётся."),
            ("Bank Guards enter.", "Входят банковские охранники."),
            ("Gather once per round.", "Собирать можно один раз в раунд."),
            ("Each player has five Location cards.", "Каждый игрок имеет пять карт локаций."),
            ("The round ends.", "Раунд заканчивается.")]
    occurrences = [("Assassination marker", 2, "жетон"), ("Assassination marker", 3, "жетон убийства"),
                   ("Assassination marker", 9, "жетон убийства"), ("Bank Guards", 4, "банковские охранники"),
                   ("round", 5, "раунд"), ("round", 7, "раунд"), ("Location card", 6, "карта локации")]
    decisions = {"Assassination marker": "жетон «Покушение»", "Bank Guards": "охрана банка", "round": "круг",
                 "Location card": "карточка локации"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = " ".join(changes.reason)
    assert "Замените его жетоном «No Assassination»." in text and "followed by the name" in reasons
    assert "Жетон «Покушение» остаётся." in text
    assert "Входят банковские охранники." in text and "names persons" in reasons
    assert "один раз в раунд." in text and "'per round'" in reasons
    assert "Круг заканчивается." in text
    assert "пять карточек локаций." in text


def test_a_ninth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions on the rarer terms left (counters, a coordinated pair, внесение и снятие денег),
    applied after the eighth set's fixes and every change read blind by a new native reader
    (tests/data/apply_read_blind_9.csv): 10 of 12 correct (0.83).  The two wrong ones go to a human
    since (test_the_patterns_of_the_ninth_set_s_blind_reading): 10 changes, 10 correct; 9 since the
    twenty-sixth set's reading, "Получение денег иностранной помощи" -> "Получение зарубежных средств"
    going to a human where the sentence names Foreign Aid again."""
    read_blind_then_all_correct(fresh, 9, blind_correct=10, blind_read=12, at_least=9)


def test_the_patterns_of_the_ninth_set_s_blind_reading(tmp_path):
    """The ninth set's wrong changes: a decided pair of nouns ("внесение и снятие") put in the plural
    of the old heading ("Вклады") goes to a human; the decision's head alone ("Фишки") where the
    translation has more places than the English names the term goes to a human (it may be another
    thing: the units of the next sentence)."""
    rows = [("Depositing and Withdrawing Money", "Вклады и снятие денег"),
            ("Police counters stay. Units killed return.", "Фишки полиции остаются. Фишки, убитые в бою, возвращаются.")]
    occurrences = [("Depositing and Withdrawing Money", 2, "вклад и снятие денег"),
                   ("Depositing and Withdrawing Money", 9, "вклад и снятие денег"),
                   ("Police counter", 3, "фишка полиции"), ("Police counter", 9, "фишка полиции"),
                   ("Police counter", 8, "фишка", "partial")]
    decisions = {"Depositing and Withdrawing Money": "внесение и снятие денег", "Police counter": "фишка полицейских"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = " ".join(changes.reason)
    assert "| Вклады и снятие денег" in text and "joins two nouns" in reasons
    assert "Фишки полицейских остаются. Фишки, убитые в бою, возвращаются." in text
    assert "may name another thing" in reasons


def test_a_tenth_set_of_20_decisions_read_blind_twice_is_applied_as_judged(fresh):
    """20 decisions that choose another word for the commonest terms (President -> глава государства,
    Phase -> стадия, token -> маркер, resource -> сырьё), applied after the ninth set's fixes: 393
    changes, each read blind by one of three new native readers (tests/data/apply_read_blind_10.csv),
    353 correct (0.90).  After the fixes the readings led to, every change whose sentence now reads
    otherwise (each sentence is shown with all its changes) was read blind again by two more readers
    (apply_read_blind_10_whole_sentences.csv: 226 of 227): 373 changes, all judged correct, and none
    the first readers found wrong is made in the sentence they read."""
    changes, judged = applied_as_judged(fresh, 10)
    assert (judged.verdict == "correct").all() and len(judged) >= 365
    first = pd.read_csv(DATA / "apply_read_blind_10.csv", keep_default_na=False)
    again = pd.read_csv(DATA / "apply_read_blind_10_whole_sentences.csv", keep_default_na=False)
    assert ((first.verdict == "correct").sum(), len(first)) == (353, 393)
    assert ((again.verdict == "correct").sum(), len(again)) == (226, 227)
    key = ["corpus", "offset", "before", "after", "sentence_after"]
    made = set(map(tuple, changes[changes.status == APPLIED][key].astype(str).values))
    for reading in (first, again):
        wrong = set(map(tuple, reading[reading.verdict != "correct"][key].astype(str).values))
        assert not wrong & made


def test_the_patterns_of_the_tenth_set_s_blind_reading(tmp_path):
    """The tenth set's wrong changes, each on a sentence of its own: a new noun read as a person
    ("маркер": "сбросьте маркера") takes the old noun's animacy; a mass noun with no plural ("сырьё")
    counted by a number goes to a human; "две" before a noun of another gender goes to a human; a noun
    said with another preposition ("в фазе" -> "на стадии") goes to a human; a sentence that names the
    term again at a place left for a human keeps its old word at both; an alternative written inside
    parentheses before a backslash ("счетов(купюр\\денег)") is left for a human; and each change is shown
    in its sentence with every other change made there ("свою фигурку (фигурки)")."""
    rows = [("Then discard the token.", "После этого сбросьте жетон."),
            ("Collect 1 matching resource.", "Соберите 1 соответствующий ресурс."),
            ("Only two Locations allow an action.", "Только две локации позволяют выполнить действие."),
            ("Only in this Phase.", "Только в этой фазе."),
            ("The old President or the new President.", "Старый президент или нового президента."),
            ("He takes eight bills.", "Он берёт восемь счетов(купюр\\денег)."),
            ("Place your pawn(s).", "Поставьте свою фишку (фишки).")]
    occurrences = [("token", 2, "жетон"), ("resource", 3, "ресурс"), ("Location", 4, "локация"),
                   ("Phase", 5, "фаза"), ("President", 6, "президент"), ("bill", 7, "счет"), ("bill", 7, "купюра"),
                   ("pawn", 8, "фишка")]
    decisions = {"token": "маркер", "resource": "сырьё", "Location": "место", "Phase": "стадия",
                 "President": "глава государства", "bill": "банкнота", "pawn": "фигурка"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    by_term = left_for_a_human(changes)
    assert "сбросьте маркер." in text
    assert "1 соответствующий ресурс" in text and "not counted" in by_term["resource"]
    assert "две локации" in text and "'две'" in by_term["Location"]
    assert "в этой фазе" in text and "'в этой фазе' would read 'на этой стадии'" in by_term["Phase"]
    assert "Старый президент или нового президента" in text and "names President again" in by_term["President"]
    assert "восемь счетов(купюр" in text and "alternative in parentheses" in by_term["bill"]
    assert "свою фигурку (фигурки)" in text
    pawns = changes[(changes.source_term == "pawn") & (changes.status == APPLIED)]
    assert len(pawns) == 2 and set(pawns.sentence_after) == {"Поставьте свою фигурку (фигурки)."}


def test_an_eleventh_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 more decisions choosing other words (Phase -> этап, bill -> чек, Item -> снаряжение, wood ->
    дрова, Central Bank -> Национальный банк), applied after the tenth set's fixes: 202 changes read
    blind by two new readers, each sentence with all its changes (tests/data/apply_read_blind_11.csv),
    183 correct (0.906).  After the fixes they led to, the 15 changes whose sentence reads otherwise
    were read blind again (apply_read_blind_11_whole_sentences.csv: 15 of 15): 172 changes, all
    judged correct, none the first readers found wrong made in the sentence they read."""
    changes, judged = applied_as_judged(fresh, 11)
    assert (judged.verdict == "correct").all() and len(judged) >= 170
    first = pd.read_csv(DATA / "apply_read_blind_11.csv", keep_default_na=False)
    assert ((first.verdict == "correct").sum(), len(first)) == (183, 202)
    key = ["corpus", "offset", "before", "after", "sentence_after"]
    made = set(map(tuple, changes[changes.status == APPLIED][key].astype(str).values))
    assert not set(map(tuple, first[first.verdict != "correct"][key].astype(str).values)) & made


def test_the_patterns_of_the_eleventh_set_s_blind_reading(tmp_path):
    """The eleventh set's wrong changes (tests/data/apply_read_blind_11.csv), each on a sentence of its
    own: "счета" inside the Swiss Bank Account's phrase, which the passage names, is not the bill's; a
    rendering beside another of the same term across a backslash ("один чек\\купюру") goes to a human;
    a noun with no singular counted by one ("1 дерево" -> "1 дрова") goes to a human, and so does a
    mass noun put in the plural ("некоторые предметы" -> "снаряжения"), while its singular is made
    ("каждый предмет" -> "каждое снаряжение")."""
    rows = [("He pays one bill from his Swiss Bank Account. His Swiss Bank Account holds it.",
             "Он платит одну купюру со своего швейцарского банковского счета. Швейцарский банковский счет её хранит."),
            ("He pays one bill.", "Он должен оплатить один чек\\купюру."),
            ("Spend 1 wood.", "Потратьте 1 дерево."),
            ("Some Items are built. Each Item is built.", "Некоторые предметы строятся. Каждый предмет строится.")]
    occurrences = [("Swiss Bank Account", 2, "швейцарский банковский счет"),
                   ("Swiss Bank Account", 9, "швейцарский банковский счет"), ("bill", 2, "купюра"),
                   ("bill", 3, "купюра"), ("bill", 9, "счет"), ("wood", 4, "дерево"), ("Item", 5, "предмет")]
    decisions = {"bill": "чек", "wood": "дрова", "Item": "снаряжение"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = left_for_a_human(changes)
    assert "один чек со своего швейцарского банковского счета" in text and "Швейцарский банковский счет" in text
    assert "один чек\\купюру" in text and "alternatives for bill written with a slash" in reasons["bill"]
    assert "Потратьте 1 дерево" in text and "has no singular" in reasons["wood"]
    assert "Некоторые предметы строятся. Каждое снаряжение строится." in text
    assert "cannot be put in the" in reasons["Item"]


def test_a_twelfth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions with participles and adjectives used as nouns (Strikers -> бастующие, General ->
    командующий), mass nouns (fur -> пушнина) and a noun for a phrase, read blind after the eleventh
    set's fixes with the seven changes the declined adjectives added to sets 5 and 6
    (tests/data/apply_read_blind_12.csv): 54 of 61 correct (0.885).  Wrong: "соискатель в президенты"
    (a set phrase of the old noun), "командующему 1-й бригады" (a participle governs its own case) and
    "пушнинами", "2 пушнины" (a mass noun); each now goes to a human: 47 changes, all correct."""
    read_blind_then_all_correct(fresh, 12, blind_correct=54, blind_read=61, at_least=45)


def test_a_thirteenth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 more decisions (Swiss Bank Account -> счёт в швейцарском банке, round -> круг, space ->
    клетка, Island tile -> тайл острова), read blind after the twelfth set's fixes
    (tests/data/apply_read_blind_13.csv): 83 of 86 correct (0.965).  "Счета в швейцарском банке
    убитого игрока" (an owner after a decision's own words after its noun) now goes to a human; so do,
    since the nineteenth set's reading, the two "тайле острова" beside a bare "участок" of the same tile
    later in the sentence, which had been left wrong.  Since the twenty-fifth set's fix, "банковского
    счета в Швейцарии" is changed with its place ("счета в швейцарском банке"): six more changes, read
    blind (tests/data/apply_read_blind_swiss_place.csv).  Since the lexicon gives тур for round, "В первом
    туре" is changed too ("В первом круге"), read blind and judged correct."""
    changes, judged, blind = judged_after_a_blind_reading(fresh, 13, judged=(90, 90), blind=(83, 86))
    assert "'участком' alone for Island tile" in left_for_a_human(changes)["Island tile"]
    owner = blind[blind.sentence_after.str.contains("банке убитого игрока")]
    assert len(owner) == 1 and owner.verdict.iloc[0] == "wrong"
    assert not (changes.sentence_after.str.contains("банке убитого игрока") & (changes.status == APPLIED)).any()


def test_the_patterns_of_the_twelfth_set_s_blind_reading(tmp_path):
    """A set phrase of the old noun ("кандидат в президенты") and a genitive after a new head that is a
    participle ("генералу 1-й бригады" -> "командующему") go to a human."""
    rows = [("He is a candidate for President.", "Он кандидат в президенты."),
            ("He pays the General of the 1st Brigade.", "Он платит генералу 1-й бригады.")]
    occurrences = [("candidate", 2, "кандидат"), ("candidate", 9, "кандидат"), ("General", 3, "генерал"),
                   ("General", 9, "генерал")]
    decisions = {"candidate": "соискатель", "General": "командующий"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = left_for_a_human(changes)
    assert "кандидат в президенты" in text and "set phrase of 'кандидат'" in reasons["candidate"]
    assert "генералу 1-й бригады" in text and "governs its own case" in reasons["General"]


def test_an_owner_after_a_decision_that_puts_words_after_its_noun_goes_to_a_human(tmp_path):
    """"Швейцарские банковские счета убитого игрока" -> "Счета в швейцарском банке убитого игрока" reads
    as the dead player's bank (the thirteenth set's reader); "своем швейцарском банковском счете" ->
    "своем счете в швейцарском банке" is made."""
    rows = [("The Swiss Bank Accounts of a killed player are safe. Money on his Swiss Bank Account.",
             "Швейцарские банковские счета убитого игрока не затрагиваются. Деньги на своем швейцарском "
             "банковском счете.")]
    occurrences = [("Swiss Bank Account", 2, "швейцарский банковский счет"),
                   ("Swiss Bank Account", 9, "швейцарский банковский счет")]
    decisions = {"Swiss Bank Account": "счёт в швейцарском банке"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    assert "Швейцарские банковские счета убитого игрока" in text and "на своем счете в швейцарском банке" in text
    assert "'убитого' after it would follow the words" in left_for_a_human(changes)["Swiss Bank Account"]


def test_a_fourteenth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions on the commonest nouns left (card -> карточка in both rulebooks, money -> наличность,
    vote -> голос confirmed, tile -> тайл), read blind after the thirteenth set's fixes
    (tests/data/apply_read_blind_14.csv): 168 of 240 correct (0.70).  Wrong: "наличности" (a plural
    -only noun's place taken by a mass noun), "голосование" made "голос", "карта" of the map made
    "карточка", "должности кабинета министров", "Position картe", "Костер" in a text that writes ё.
    After the fixes the 17 new changes were read blind again (apply_read_blind_14_after.csv): 16 of 17.
    Left wrong: two "фишки" that render the English's units in a passage that names counters, one
    "наличность" on a bank account (the decision's sense), and "карточка может быть разыграны" (the
    participle was wrong before the change).  Since the twenty-seventh set's fix "кубика" -> "кости" (dice
    decided in the plural, the text's singular here) goes to a human: 182 changes.  Since the twenty-ninth
    set's, a phrase that renders a term of its own goes to a human whatever the decision ("политические
    карты" renders Political card, "карманные деньги" pocket money): 163 changes."""
    changes, _, blind = judged_after_a_blind_reading(fresh, 14, judged=(159, 163), blind=(168, 240))
    wrong = {(int(r.offset), r.before, r.after) for r in blind.itertuples() if r.verdict != "correct"}
    still = wrong & {(int(r.offset), r.before, r.after) for r in changes[changes.status == APPLIED].itertuples()}
    assert len(still) == 3 and {before for _, before, _ in still} == {"свои фишки", "карта"}, still


def test_a_fifteenth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the fourteenth set's fixes, before any fix of its own (Location ->
    пункт, President -> руководитель страны, Coup -> мятеж, unit -> отряд, marker -> маркер, resource
    -> материал; tests/data/apply_read_blind_15.csv): 313 of 319 correct (0.981).  Wrong: "свой
    президентский голос" left beside "руководитель страны" (now for a human: an adjective made of the
    old noun), two wrong cases the old text had carried into the new word ("маркера … необходимо
    сдвинуть", "бунтовщика побеждают"), a predicate that did not agree before the change ("пункт …
    было угадано": a predicate right after the subject in a third gender now sends the place to a
    human) and "один материал" counted as one resource."""
    changes, *_ = judged_after_a_blind_reading(fresh, 15, judged=(311, 314), blind=(313, 319))
    assert "made of 'президент'" in left_for_a_human(changes)["President"]


def test_a_sixteenth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the fifteenth set's fix, before any of its own (Location -> адрес,
    Phase -> период, unit -> воинская часть, level -> отметка, six that confirm the current word;
    tests/data/apply_read_blind_16.csv): 248 of 265 correct (0.936).  Fixed: "на этом периоде", "в
    одном адресе" (период is said with в, адрес with по: listed, and the place goes to a human), "(фаза
    фаз 0)" (a word the text says twice), "военных воинских частей" (a kept adjective and the
    decision's both say "military").  Left wrong: "оружие нужной отметки" three times, "полицейские
    воинские части", "назначает портфели", a bare "Член правительства" for the Minister named before,
    and "воинские части" beside "его фишки"; "адрес игрока было угадано" (wrong before the change) goes
    to a human since."""
    changes, *_ = judged_after_a_blind_reading(fresh, 16, judged=(244, 251), blind=(248, 265))
    reasons = left_for_a_human(changes)
    assert "is said with 'в' here" in reasons["Location"] and "twice here" in reasons["Phase"]
    assert "would both say 'military'" in reasons["unit"]


def test_a_seventeenth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the sixteenth set's fixes, before any of its own (Location ->
    тайник, President -> глава республики, marker -> фишка, Shelter -> хижина, and ten that confirm the
    current word; tests/data/apply_read_blind_17.csv): 123 of 126 correct (0.976).  Fixed: "один из
    фишек" (the word that picks one out takes the new gender: for a human) and "есть готовую хижину"
    ("есть", there is, read as "to eat", made the phrase an object).  Left wrong: "маркера/фишки фаз
    переворота необходимо сдвинуть", a wrong case the old text had."""
    changes, *_ = judged_after_a_blind_reading(fresh, 17, judged=(123, 124), blind=(123, 126))
    assert "'один из' before it" in left_for_a_human(changes)["marker"]


def test_an_eighteenth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the seventeenth set's fixes (names in guillemets: Death Squad ->
    «Эскадрон смерти», Assassin card -> карта «Киллер»; Swiss Bank Account -> швейцарский счёт, pocket
    money -> наличные, Beast -> хищник, Building -> постройка, and confirmations;
    tests/data/apply_read_blind_18.csv): 78 of 78 correct, no fix needed."""
    changes, judged = applied_as_judged(fresh, 18)
    assert (judged.verdict == "correct").all() and len(judged) == 84        # 6 with the Swiss place since the 25th set


def test_a_nineteenth_set_of_21_decisions_read_blind_is_applied_as_judged(fresh):
    """21 decisions read blind after the eighteenth set (round -> тур, Exile -> эмиграция, Central Bank ->
    Госбанк, Budget -> смета, Cousin -> двоюродный брат, Item -> вещь, Island tile -> клетка острова;
    tests/data/apply_read_blind_19.csv): 129 of 132 correct (0.977).  Fixed: "в фаза восстания" (the
    old text's case after "в" is none "в" takes: for a human) and "на тех клетках острова" beside "с
    участком" (the sentence says the old head alone for the same tile).  Left wrong: "таким
    последствием обладают … карты", a collocation, for a human since the twenty-first set's fixes.  Since
    the twenty-sixth set's fixes "исследования" -> "разведки" goes to a human too ("обычного" may agree): 128."""
    changes, *_ = judged_after_a_blind_reading(fresh, 19, judged=(128, 128), blind=(129, 132))
    reasons = left_for_a_human(changes)
    assert "is not in a case 'в' takes" in reasons["Rebel phase"]
    assert "'участком' alone for Island tile" in reasons["Island tile"]


def test_a_twentieth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the nineteenth set's fixes (Admiral of the Navy -> командующий флотом,
    Banking -> банковские операции, tie -> ничья, Strikers -> бастующие, Night phase -> ночная фаза;
    tests/data/apply_read_blind_20.csv): 37 of 39 correct (0.949).  Fixed: "банковские операции
    осуществляется" (a verb in -ся right after the subject in the other number: the text's slip, for a
    human).  Left wrong: "назначены на одну и ту же мишень", where target is where a card's votes go
    (the decision's word in another sense)."""
    changes, *_ = judged_after_a_blind_reading(fresh, 20, judged=(37, 38), blind=(37, 39))
    assert "'осуществляется' after 'банковские дела' is not in its number" in left_for_a_human(changes)["Banking"]


def test_a_twenty_first_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the twentieth set's fix (unit -> боевая единица, Position -> пост, Phase
    -> стадия, bill -> банкнота, Rebel -> бунтарь, counter -> маркер; player -> участник, pawn -> фигурка,
    level -> ступень in Robinson; tests/data/apply_read_blind_21.csv): 261 of 269 correct (0.970).
    Fixed: "стадию, в которой" (a relative clause of place after the noun takes the new noun's
    preposition: for a human), "военных боевых единиц" (военный and боевой both say "military"),
    "президент или бунтаря побеждают" (a subject joined to a nominative before a plural verb, not in
    the nominative: the text's slip) and "таким результатом обладают" (обладать takes a property: for a
    human).  Left wrong: three "фишки" that render the English's units, made "маркеры" for counters
    (the passage names counters once), and "денежные банкноты"."""
    changes, *_ = judged_after_a_blind_reading(fresh, 21, judged=(261, 265), blind=(261, 269))
    reasons = left_for_a_human(changes)
    assert "'в которой' after it would read 'на которой'" in reasons["Phase"]
    assert "would both say 'military'" in reasons["unit"]
    assert "is joined to 'президент' before 'побеждают'" in reasons["Rebel"]


def test_a_twenty_second_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the twenty-first set's fixes (Headquarters -> штаб-квартира, Central
    Bank -> ЦБ, an indeclinable abbreviation, Influence -> авторитет, Beast -> животное, Roof -> кровля,
    and ten that confirm; tests/data/apply_read_blind_22.csv): 34 of 36 correct (0.944).  Fixed:
    "Карты авторитеты" (a noun right after a noun may be its genitive: the verb after both no longer
    settles its case, and the place goes to a human)."""
    changes, judged = applied_as_judged(fresh, 22)
    assert (judged.verdict == "correct").all() and len(judged) == 34
    blind = pd.read_csv(DATA / "apply_read_blind_22.csv", keep_default_na=False)
    assert ((blind.verdict == "correct").sum(), len(blind)) == (34, 36)
    assert "gent sing: авторитета" in left_for_a_human(changes)["Influence"]


def test_a_twenty_third_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the twenty-second set's fix (Location -> местоположение, a minority
    rendering already; Coup -> государственный переворот; Minister -> глава ведомства; money -> средства;
    Cabinet -> совет министров; token -> фишка, round -> ход, resource -> запас in Robinson;
    tests/data/apply_read_blind_23.csv): 236 of 241 correct (0.979), no fix made.  Wrong: four
    "средства" where the sentence handles money as bills ("держит свои средства лицом вниз") or says
    "means" ("Власть, интриги, средства"), the decision's word in a sense the sentence does not have;
    "карточки приключений" beside a bare "на карте" for the same card (sending such places to a human
    where the English says "the card" would cost two correct changes for this one).  Since the twenty-ninth
    set's fix, "карманные деньги" (pocket money, a term of its own) goes to a human: 221 of 226."""
    changes, judged = applied_as_judged(fresh, 23)
    assert ((judged.verdict == "correct").sum(), len(judged)) == (221, 226)
    wrong = judged[judged.verdict != "correct"]
    assert list(wrong.source_term).count("money") == 4 and set(wrong.source_term) == {"money", "Adventure card"}


def test_a_twenty_fourth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind after the twenty-third set (Bank Guards -> охрана банка, Death Squad ->
    карательный отряд, First Rebel -> зачинщик, target -> объект, transaction -> сделка; Shelter ->
    убежище, Roof -> навес, Wound -> травма, Character -> герой in Robinson;
    tests/data/apply_read_blind_24.csv): 65 of 66 correct (0.985), no fix made.  Wrong: "взял своим
    объектом", a collocation (объект wants its own word after it)."""
    changes, judged = applied_as_judged(fresh, 24)
    assert ((judged.verdict == "correct").sum(), len(judged)) == (65, 66)
    assert list(judged[judged.verdict != "correct"].source_term) == ["target"]


def test_a_twenty_fifth_set_of_18_decisions_read_blind_is_applied_as_judged(fresh):
    """18 decisions read blind after the twenty-fourth set (Budget -> госбюджет, Rebel -> партизан, round ->
    цикл, money -> денежные средства, Swiss Bank Account -> номерной счёт, Exile -> высылка; pawn ->
    фигура, Item -> приспособление, Palisade -> изгородь, Beast -> тварь in Robinson;
    tests/data/apply_read_blind_25.csv): 210 of 226 correct (0.929).  Fixed: "карманные денежные
    средства" (an adjective kept before a decision that has its own, where the two render a term of
    their own, pocket money: for a human), "номерного счета в Швейцарии" (the place said after the old
    phrase renders a word of the term, Swiss, and goes with it).  Left wrong: five "цикл" where round is
    a round of voting, and "уровнем вооружения" beside "его оружие" for the same Weapon level.  Since the
    lexicon gives тур for round, "В первом туре" is changed too ("В первом цикле"), read blind and judged
    correct (the decision's word, less natural for a round of voting, is the decision's)."""
    changes, judged, _ = judged_after_a_blind_reading(fresh, 25, judged=(206, 212), blind=(210, 226))
    wrong = judged[judged.verdict != "correct"]
    assert list(wrong.source_term).count("round") == 5 and set(wrong.source_term) == {"round", "Weapon level"}
    assert "renders pocket money, a term of its own" in left_for_a_human(changes)["money"]
    swiss = changes[(changes.source_term == "Swiss Bank Account") & (changes.status == APPLIED)]
    assert not swiss.sentence_after.str.contains("номерного счета в Швейцарии").any()
    assert swiss.before.str.endswith("в Швейцарии").sum() == 5


def test_a_twenty_sixth_set_of_19_decisions_read_blind_is_applied_as_judged(fresh):
    """19 decisions read blind after the twenty-fifth set's fixes (Budget -> бюджетный план, Parliament ->
    парламентская ассамблея, Foreign Aid deck -> колода внешней помощи, Students -> студенчество; Action ->
    операция, level -> деление, Weapon -> арсенал, Shelter -> кров in Robinson;
    tests/data/apply_read_blind_26.csv): 128 of 142 correct (0.901).  Fixed: "Колода внешней помощи"
    where the sentence names Foreign Aid again as "иностранная помощь" (the decision renames the shorter
    term inside it: for a human), "при выполнении операции, отмеченного таким жетоном" (a participle
    after the comma agrees with the old noun in a form the sentence leaves open) and "Уровни крыши,
    частокола и арсеналы" (a noun joined by "и" takes the case of the noun before it).  Left wrong: seven
    "деление" where the sentence raises a level or grades a weapon by it, the decision's word in a
    sense the sentence does not have, and "как в реальной парламентской ассамблее" (a real parliament,
    not the game's)."""
    changes, judged, _ = judged_after_a_blind_reading(fresh, 26, judged=(128, 136), blind=(128, 142))
    assert set(judged[judged.verdict != "correct"].source_term) == {"level", "Parliament"}
    reasons = left_for_a_human(changes)
    assert "would name Foreign Aid two ways" in reasons["Foreign Aid deck"]
    assert "(отмеченного)" in reasons["Action"]
    weapon = changes[(changes.source_term == "Weapon") & changes.sentence_before.str.startswith("Уровни крыши")]
    assert not weapon.after.str.contains("арсеналы").any()


def test_a_twenty_seventh_set_of_19_decisions_read_blind_is_applied_as_judged(fresh):
    """19 decisions read blind after the twenty-sixth set's fixes (Coup phase -> фаза путча, Home ->
    апартаменты, a plural; Assassin -> наёмник, Mistress -> пассия; tile -> плитка, source -> родник,
    Invention -> разработка in Robinson; tests/data/apply_read_blind_27.csv): 48 of 56 correct (0.857).
    Fixed: "Апартамент" for "Дом" (a decision in the plural where the text has a singular: for a
    human) and four "фаза путча" in the Coup Order list beside "Фаза 1-го переворота" (a number inside
    the term's words: that place is for a human, and the list's other places wait for it).  Left wrong:
    two "родника ресурсов", the old noun's complement kept with the new one."""
    changes, judged, _ = judged_after_a_blind_reading(fresh, 27, judged=(48, 50), blind=(48, 56))
    assert set(judged[judged.verdict != "correct"].source_term) == {"source"}
    reasons = left_for_a_human(changes)
    assert "is decided in the plural and 'Дом' here is singular" in reasons["Home"]
    assert "'Фаза 1-го переворота': a number stands inside the words of Coup phase" in reasons["Coup phase"]
    assert not changes.after.str.contains("партамент ", regex=False).any()


def test_a_twenty_eighth_set_of_18_decisions_most_confirming_read_blind_is_applied_as_judged(fresh):
    """18 decisions read blind after the twenty-seventh set's fixes, 15 of them confirming the current
    rendering (Nightclub -> ночной клуб, roll call vote -> поименное голосование, Exile -> изгнание, Students
    -> студенты; fur -> шкура, Threat -> угроза in Robinson …) and three choosing a minority one (Phase ->
    этап, Assassin -> ассасин, transaction -> операция; tests/data/apply_read_blind_28.csv): 32 of 32
    correct.  A decision that confirms the text's rendering changes nothing."""
    changes, judged, _ = judged_after_a_blind_reading(fresh, 28, judged=(32, 32), blind=(32, 32))
    decisions = pd.read_csv(DATA / "apply_decisions_28.csv")
    confirming = set(decisions[decisions.note.str.contains("confirms")].source_term)
    assert len(confirming) == 15 and not (changes.source_term.isin(confirming) & (changes.status == APPLIED)).any()


def test_a_twenty_ninth_set_of_20_decisions_read_blind_is_applied_as_judged(fresh):
    """20 decisions read blind by two new readers after the twenty-eighth set (assassination -> покушение,
    map -> схема, election -> голосование, money -> финансы, Rebel -> мятежник, Political card -> карта
    «Политика»; Exploration -> разведка, Item -> снаряжение, pawn -> фишка игрока, Palisade -> ограждение in
    Robinson; tests/data/apply_read_blind_29.csv): 123 of 152 correct (0.809).  Fixed: "карманные финансы"
    (a phrase that renders pocket money, a term of its own, goes to a human whatever the decision's shape)
    and "свою фишку игрока" (a possessive before a decision that names the owner again).  Left wrong:
    seventeen "финансы" where the sentence counts, stacks or hands over banknotes (the decision's word in
    a sense the sentence does not have), "добавочные фишки игрока" (neutral pawns made a player's) and
    "каждое снаряжение" (a mass noun after "каждый")."""
    changes, judged, _ = judged_after_a_blind_reading(fresh, 29, judged=(115, 134), blind=(123, 152))
    wrong = judged[judged.verdict != "correct"]
    assert list(wrong.source_term).count("money") == 17 and set(wrong.source_term) == {"money", "pawn", "Item"}
    reasons = left_for_a_human(changes)
    assert "renders pocket money, a term of its own" in reasons["money"]
    assert "already says whose it is" in reasons["pawn"]
    assert not changes[changes.status == APPLIED].after.str.contains("карманн").any()


def test_a_possessive_and_a_decision_naming_the_owner_and_a_one_word_decision_inside_a_term_of_its_own(tmp_path):
    """"свою фишку" with pawn decided "фишка игрока": the owner would be said twice, for a human; "фишку"
    alone changes.  "карманные деньги" (pocket money, a term of its own the English names there) with money
    decided "финансы": for a human, as with a decision of two words; "деньги" alone changes."""
    rows = [("He places his pawn on the tile.", "Он ставит свою фишку на участок."),
            ("A pawn stands there.", "Там стоит фишка."),
            ("He spends his pocket money.", "Он тратит карманные деньги."),
            ("Money is counted.", "Деньги считаются.")]
    occurrences = [("pawn", 2, "фишка"), ("pawn", 3, "фишка"), ("pocket money", 4, "карманные деньги"),
                   ("money", 5, "деньги"), ("money", 4, "деньги")]
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, {"pawn": "фишка игрока", "money": "финансы"})
    assert "Он ставит свою фишку на участок." in text and "Там стоит фишка игрока." in text
    assert "Он тратит карманные деньги." in text and "Финансы считаются." in text
    reasons = left_for_a_human(changes)
    assert "'свою' already says whose it is" in reasons["pawn"] and "a term of its own" in reasons["money"]


def test_the_patterns_of_the_nineteenth_set_s_blind_reading(tmp_path):
    """A case after a preposition that the preposition does not take ("в фаза повстанцев") is the old
    text's slip, not carried into the new words; "в президенты" (into an office) is no slip.  A noun
    and its genitive changed where the sentence says the old head alone for the same thing ("участок
    острова … this tile … данный участок") goes to a human; a head alone with its own genitive or number
    after it ("Фаза 5") is another phrase, and an adjective and noun ("карманные деньги") beside a bare
    "деньги" is changed."""
    rows = [("Play it in the Rebel phase.", "Сыграйте её в фаза повстанцев."),
            ("He runs for President.", "Он баллотируется в президенты."),
            ("On an Island tile, this tile gives 1 wood.", "На участке острова данный участок даёт 1 дерево."),
            ("Move to an Island tile; this tile 3 stays.", "Перейдите на участок острова; участок 3 остаётся."),
            ("He has no pocket money and no money in the bank.",
             "У него нет ни карманных денег, ни денег в банке.")]
    occurrences = [("Rebel phase", 2, "фаза повстанцев"), ("Rebel phase", 9, "фаза повстанцев"),
                   ("President", 3, "президент"), ("President", 9, "президент"),
                   ("Island tile", 4, "участок острова"), ("Island tile", 5, "участок острова"),
                   ("Island tile", 9, "участок острова"), ("pocket money", 6, "карманные деньги"),
                   ("pocket money", 9, "карманные деньги")]
    rows += [("Banking is done after this phase.", "Банковские дела осуществляется после этой фазы."),
             ("Banking is done now.", "Банковские дела осуществляются сейчас.")]
    occurrences += [("Banking", 7, "банковские дела"), ("Banking", 8, "банковские дела"), ("Banking", 9, "банковские дела")]
    rows += [("The track shows the Phase the players are in.", "Трек указывает фазу, в которой находятся игроки."),
             ("If the army or the Rebel wins, stop.", "Если армия или повстанца побеждают, стоп."),
             ("Only some cards have such an effect.", "Таким эффектом обладают лишь некоторые карты.")]
    occurrences += [("Phase", 10, "фаза"), ("Phase", 9, "фаза"), ("Rebel", 11, "повстанец"), ("Rebel", 9, "повстанец"),
                    ("effect", 12, "эффект"), ("effect", 9, "эффект")]
    rows += [("Influence cards give votes.", "Карты влияния дают голоса.")]
    occurrences += [("Influence", 13, "влияние"), ("Influence", 9, "влияние")]
    decisions = {"Rebel phase": "фаза восстания", "President": "глава государства", "Island tile": "клетка острова",
                 "pocket money": "карманные средства", "Banking": "банковские операции", "Phase": "стадия",
                 "Rebel": "бунтарь", "effect": "результат", "Influence": "авторитет"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = left_for_a_human(changes)
    assert "в фаза повстанцев" in text and "not in a case 'в' takes" in reasons["Rebel phase"]
    assert "в главы государства" in text
    assert "На участке острова данный участок" in text and "'участок' alone" in reasons["Island tile"]
    assert "на клетку острова; участок 3" in text
    assert "ни карманных средств, ни денег в банке" in text
    # from the twenty-second: a noun right after a noun, before a plural verb
    assert "Карты влияния дают голоса" in text and "gent sing: авторитета" in reasons["Influence"]
    # from the twenty-first: a relative clause of place, a subject joined to a nominative, обладать
    assert "стадию, в которой" not in text and "'в которой' after it" in reasons["Phase"]
    assert "армия или повстанца побеждают" in text and "not in the nominative" in reasons["Rebel"]
    assert "Таким эффектом обладают" in text and "takes only some nouns" in reasons["effect"]
    # from the twentieth: a verb in -ся right after the subject, in the other number
    assert "Банковские дела осуществляется" in text and "not in its number" in reasons["Banking"]
    assert "Банковские операции осуществляются сейчас" in text


def test_the_patterns_of_the_fourteenth_set_s_blind_reading(tmp_path):
    """The fourteenth set's readers: "деньги" (said in the plural only) -> "наличность" is said in the
    singular ("все свои карманные деньги" -> "всю свою карманную наличность"), and goes to a human where
    a word of the sentence agreed with the plural ("деньги … могут быть сняты"); "голосование" (the
    voting) is not "голос" (a vote) though the English says "vote" for both; "карта" where the English
    names the map as well as cards, a genitive after the old phrase's complement ("должности кабинета
    министров") and a word glued to Latin letters ("картe") go to a human; a text that writes ё gets
    the decision with it ("Костёр") though the passage has none.  From the fifteenth set: an adjective
    made of the old noun left in the sentence ("президентский голос" beside "руководитель страны").
    From the sixteenth: a noun said with по ("в одной локации" -> адрес) or with в where the text has
    на ("на этом этапе" -> период), a word the text says twice ("фаза фаз"), a kept adjective that
    says what the decision's adjective says ("военных" beside "воинская часть"), a predicate right after
    the subject that agrees with neither the old noun nor the new ("локация игрока было угадано").
    From the seventeenth: "один из" before a plural of the new gender, and "есть" (there is) read as a
    transitive verb ("есть готовую хижину")."""
    rows = [("He spends all his pocket money.", "Он тратит все свои карманные деньги."),
            ("Money can be withdrawn at the Bank.", "Деньги могут быть сняты в банке."),
            ("The vote begins again.", "Голосование начинается снова."),
            ("Put the card on the map.", "Положите карту на карту города."),
            ("He assigns the Positions of the Cabinet.", "Он назначает должности кабинета министров."),
            ("Give the Position card.", "Отдайте Position картe игроку."),
            ("Build the Fireplace.", "Постройте Очаг."),
            ("All of it is yours.", "Всё это ваше, и её тоже, и ещё."),
            ("The old President uses his vote.", "Старый президент использует свой президентский голос."),
            ("He hides in one Location in this Phase.", "Он прячется в одной локации на этом этапе."),
            ("Coup Phase 0", "(фаза фаз 0)"),
            ("Most military units start here.", "Большинство военных подразделений начинают здесь."),
            ("If the player's Location was guessed right, he dies.", "Если локация игрока было угадано, он умирает."),
            ("Place one of the markers. Some tiles have a Shelter.",
             "Поместите один из жетонов. На некоторых участках есть укрытие.")]
    occurrences = [("money", 2, "деньги"), ("money", 3, "деньги"), ("money", 9, "деньги"),
                   ("vote", 4, "голосование"), ("vote", 9, "голос"), ("vote", 9, "голос"),
                   ("card", 5, "карта"), ("card", 7, "карта"), ("card", 9, "карта"),
                   ("Positions of the Cabinet", 6, "должность кабинета"),
                   ("Positions of the Cabinet", 9, "должность кабинета"),
                   ("Fireplace", 8, "очаг"), ("Fireplace", 9, "очаг"), ("President", 10, "президент"),
                   ("President", 9, "президент"), ("Location", 11, "локация"), ("Location", 9, "локация"),
                   ("Phase", 11, "этап"), ("Phase", 12, "фаза"), ("Phase", 9, "этап"), ("unit", 13, "подразделение"),
                   ("unit", 9, "подразделение"), ("Location", 14, "локация"), ("marker", 15, "жетон"),
                   ("marker", 9, "жетон"), ("Shelter", 15, "укрытие"), ("Shelter", 9, "укрытие")]
    decisions = {"money": "наличность", "vote": "голос", "card": "карточка",
                 "Positions of the Cabinet": "посты в правительстве", "Fireplace": "костёр",
                 "President": "руководитель страны", "Location": "адрес", "Phase": "период", "unit": "воинская часть",
                 "marker": "фишка", "Shelter": "хижина"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = left_for_a_human(changes)
    assert "Он тратит всю свою карманную наличность." in text
    assert "Деньги могут быть сняты" in text and "said in the singular" in reasons["money"]
    assert "Голосование начинается снова." in text and "the act and the thing" in reasons["vote"]
    assert "Положите карту на карту города." in text and "also translates map" in reasons["card"]
    assert "должности кабинета министров" in text and "'министров' translates no other word" in reasons[
        "Positions of the Cabinet"]
    assert "Position картe" in text and "glued to Latin letters" in reasons["card"]
    assert "Постройте Костёр." in text
    assert "Старый президент использует свой президентский голос." in text and "made of 'президент'" in reasons[
        "President"]
    assert "Он прячется в одной локации на этом этапе." in text and "with 'в' here" in reasons["Location"]
    assert "would read 'в этом периоде'" in reasons["Phase"]
    assert "(фаза фаз 0)" in text and "twice here" in reasons["Phase"]
    assert "военных подразделений" in text and "would both say 'military'" in reasons["unit"]
    assert "локация игрока было угадано" in text and "(было)" in reasons["Location"]
    assert "один из жетонов" in text and "'один из' before it" in reasons["marker"]
    assert "есть укрытие" in text and "several cases" in reasons["Shelter"]


def test_the_act_is_told_from_the_thing():
    """"голосование" is the act done with a "голос"; "местоположение" is no act of a "место"."""
    assert names_the_act("голосование", "голос") and not names_the_act("голос", "голосование")
    assert not names_the_act("местоположение", "место") and not names_the_act("карточка", "карта")


def test_an_adjective_or_participle_decided_as_a_noun_is_declined_as_an_adjective(tmp_path):
    """"учащиеся" for "студенты", "верноподданный" for "лоялист": declined as adjectives, a person's
    animacy in the accusative ("видит учащихся"), the masculine in the singular ("верноподданным")."""
    rows = [("Students arrive. He sees the Students.", "Студенты выходят. Он видит студентов."),
            ("He remains a Loyalist.", "Он остаётся лоялистом.")]
    occurrences = [("Students", 2, "студент"), ("Students", 9, "студент"), ("Loyalist", 3, "лоялист"),
                   ("Loyalist", 9, "лоялист")]
    decisions = {"Students": "учащиеся", "Loyalist": "верноподданный"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    assert "Учащиеся выходят. Он видит учащихся." in text and "Он остаётся верноподданным." in text
    assert (changes.status == APPLIED).sum() == 3


def test_the_patterns_of_the_fourth_set_s_blind_reading(tmp_path):
    """Each pattern behind the fourth set's 16 wrong changes, on a sentence of its own: a plural-only
    noun replaced by one with a singular (for a human: one election or several); after четыре a
    masculine noun with its adjective (for a human); a target ending in a name in guillemets keeps it
    as it is and inflects the words before it; the old name in guillemets after the head (for a
    human); a word inside the translator's question or "(или …)" alternative (for a human); a word
    inside another decision's phrase (for a human); a heading in capitals stays in capitals; a target
    another term of the passage is rendered by (for a human)."""
    rows = [("Repeat the election.", "Повторите выборы."),
            ("Place all four police units.", "Поместите все четыре полицейских подразделения."),
            ("Without the Unstable marker nothing happens.", "Без жетона ничего не происходит."),
            ("The Unstable marker is added.", "Жетон «настабильность» добавляется."),
            ("He collects the money.", "Он собирает деньги (что лучше- деньги, чеки?)."),
            ("Go to the End of the Round.", "Перейдите к фазе: окончание раунда."),
            ("COUP", "ПЕРЕВОРОТ"),
            ("Look at the tokens before placing pawns.", "Изучите жетоны, прежде чем выставлять фишки.")]
    occurrences = [("election", 2, "выборы"), ("unit", 3, "подразделение"), ("Unstable marker", 4, "жетон"),
                   ("Unstable marker", 5, "жетон"), ("money", 6, "деньги"), ("End of the Round", 7, "окончание раунда"),
                   ("round", 7, "раунд"), ("Coup", 8, "переворот"), ("token", 9, "жетон"), ("pawn", 9, "фишка")]
    decisions = {"election": "избрание", "unit": "отряд", "Unstable marker": "жетон «Нестабильно»",
                 "money": "средства", "End of the Round": "окончание раунда", "round": "тур", "Coup": "путч",
                 "token": "фишка"}
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, decisions)
    reasons = {loc: " ".join(changes[changes.location == loc].reason) for loc in range(2, 10)}
    assert "Повторите выборы." in text and "has no singular" in reasons[2]
    assert "все четыре полицейских подразделения" in text and "after 'четыре'" in reasons[3]
    assert "Без жетона «Нестабильно» ничего не происходит." in text
    assert "Жетон «настабильность» добавляется." in text and "old name in guillemets" in reasons[5]
    assert "(что лучше- деньги, чеки?)" in text and "translator's question" in reasons[6]
    assert "окончание раунда." in text and "part of 'окончание раунда'" in reasons[7]
    assert "| ПУТЧ" in text
    assert "Изучите жетоны" in text and "renders pawn too" in reasons[9]


def test_nothing_is_skipped_without_a_word(applied):
    """Every place of a passage whose English names a decided term either holds the decided target,
    or is changed, or is listed for a human."""
    out, changes = applied
    decisions = pd.read_csv(out / "decisions.csv", keep_default_na=False)
    manifest = read_manifest(CORPORA)
    checked = 0
    for m in manifest[manifest.languages == "en+ru"].itertuples():
        text = (CORPORA / m.file).read_text(encoding="utf-8")
        found, _ = passages(text, m.corpus, m.shape)
        for d in decisions[decisions.corpus == m.corpus].itertuples():
            words = RU_WORD.findall(d.chosen_target)
            rows = changes[(changes.corpus == m.corpus) & (changes.source_term == d.source_term)]
            for p in found:
                named = len(english_pattern(d.source_term).findall(p.source))
                if not named:
                    continue
                body = text[p.start:p.end]
                decided = len(find_phrase(body, list(RU_WORD.finditer(body)), words))
                here = rows[(rows.offset >= p.start) & (rows.offset <= p.end)]
                rest = here[here.before == ""]            # "the English names it n times ...: find the rest by hand"
                assert decided + len(here) >= named or (len(rest) == 1 and f"names {d.source_term} {named} time"
                                                        in rest.reason.iloc[0]), (m.corpus, p.location, d.source_term)
                checked += 1
    assert checked > 100


def test_the_corrected_translation_changes_only_the_translation_column(applied):
    out, changes = applied
    before = (CORPORA / "000_c47e5ab693709e99.txt").read_text(encoding="utf-8").split("\n")
    after = (out / "applied" / "000_c47e5ab693709e99.txt").read_text(encoding="utf-8").split("\n")
    assert len(before) == len(after)
    done = changes[(changes.status == APPLIED) & (changes.corpus == "junta_en_ru")]
    assert {i for i, (a, b) in enumerate(zip(before, after)) if a != b} == set(done.line - 1)
    for i in set(done.line - 1):
        old_cells, new_cells = before[i].split(" | "), after[i].split(" | ")
        assert old_cells[1] == new_cells[1] and old_cells[3:] == new_cells[3:]      # B and D, E... as they were
    assert put_in_place("абв", changes.iloc[0:0]) == "абв"


def test_the_same_folder_gives_the_same_bytes_under_any_hash_seed(applied, tmp_path):
    out, _ = applied
    results = []
    for seed in ("1", "2"):
        copy = Path(shutil.copytree(out, tmp_path / seed))
        shutil.rmtree(copy / "applied")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=str(ROOT))
        run = subprocess.run([sys.executable, "-m", "junta_lib.cli", "glossary", "apply", "--glossary", str(copy)],
                             capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
        assert run.returncode == 0 and "changes applied" in run.stdout, run.stderr
        results.append({f.name: f.read_bytes() for f in sorted((copy / "applied").iterdir())})
    assert results[0] == results[1] and len(results[0]) == 4


def test_the_command_line_refuses_a_folder_without_a_build(tmp_path):
    run = subprocess.run([sys.executable, "-m", "junta_lib.cli", "glossary", "apply", "--glossary",
                          str(tmp_path / "empty")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 2 and "has no occurrences.csv" in run.stderr


def test_the_command_line_says_its_summary_and_writes_the_review_page_in_the_language_asked(small):
    _, _, glossary, corpora = small
    run = subprocess.run([sys.executable, "-m", "junta_lib.cli", "glossary", "apply", "--glossary", str(glossary),
                          "--corpora", str(corpora), "--lang", "ru"], capture_output=True, text=True, cwd=ROOT,
                         timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 0 and run.stdout.startswith("Внесено 4 изменения, 5 изменений оставлено человеку"), run
    page = (glossary / "applied" / "review.html").read_text(encoding="utf-8")
    assert "<html lang='ru'>" in page and "Решения, внесённые в переводы" in page


def test_one_or_several_before_the_term_keeps_the_place_for_a_human_when_the_gender_changes(tmp_path):
    """"в одну или несколько областей": the word before "или несколько" stands for the noun said once
    at the end, so area decided район would need "в один или несколько районов"; the change is left
    for a human.  A plural with nothing of the old gender before it is changed ("в их изначальные
    районы"), and so is the place where the gender does not change (зона for область)."""
    rows = [("Move the Police to one or more areas.", "Переместите полицию в одну или несколько областей."),
            ("Return the units to their initial areas.", "Верните подразделения в их изначальные области."),
            ("Move the Police to one or more zones.", "Переместите полицию в одну или несколько областей.")]
    occurrences = [("area", 2, "область"), ("area", 3, "область"), ("zone", 4, "область")]
    changes, text, *_ = apply_to_rows(tmp_path, rows, occurrences, {"area": "район", "zone": "зона"})
    reasons = left_for_a_human(changes)
    assert "в одну или несколько областей" in text and "'одну или несколько' before it" in reasons["area"]
    assert "Верните подразделения в их изначальные районы." in text
    assert "Переместите полицию в одну или несколько зон." in text
