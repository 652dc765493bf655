"""The lessons' remarks ("what happened, and why") in Russian and Chinese: every lesson played for
every choice its first form offers (test_lesson_choices.py reads its lessons' remarks in each
language as it plays them; the tables it does not play are read here), and the political tables
down every path of the student's first decisions (test_lesson_deep_plays.py reads them as it plays
them).  No remark may fall back to English, leave an English word, raise, or show a fault the
language checks find (i18n/checks.py: a card after a verb, a gendered word, half-width
punctuation ...)."""
from __future__ import annotations

import re

import pytest

from junta_lib.i18n import using
from junta_lib.lessons import tables
from junta_lib.lessons.remarks import EXAMPLE_NAMES
from lesson_play import LANGS, first_choices, play_with, remark_faults
from test_lesson_choices import name
from test_lesson_deep_plays import finish
from test_lessons import LESSONS
from test_viva_lessons import TABLES as VIVA_TABLES

#: the tables test_lesson_choices.py does not play (it reads the others' remarks in each language)
PLAYS = [(make, i) for make in tables() if make not in LESSONS for i in range(len(first_choices(make)))]


def test_the_library_declares_every_lesson_table_the_tests_play():
    assert set(tables()) == set(LESSONS) | set(VIVA_TABLES) and len(tables()) == len(set(tables()))


def played(make, i: int):
    return play_with(make, first_choices(make)[i], seed=i)


@pytest.mark.parametrize("make,i", PLAYS, ids=[f"{name(m)}-{i}" for m, i in PLAYS])
def test_every_first_choice_leaves_a_remark_with_no_english_in_either_language(make, i):
    lesson = played(make, i)
    for lang in LANGS:
        assert not remark_faults(lesson, lang), (lang, remark_faults(lesson, lang))


def test_the_example_players_are_named_as_each_language_names_them_and_declined():
    """Row 13's handover in Russian declines the example names ("к Васе"); Chinese writes 克勞斯."""
    from junta_lib.lessons import political
    from lesson_play import begin
    for seed in range(6):
        lesson = begin(political.martial_law)
        assert lesson.table.choose("resign")
        finish(lesson, seed=seed)
        if lesson.game.state.president not in (0, None):
            break
    with using("ru"):
        said = lesson.explain_text(lesson.game)
    assert "Вы заняли бывшие должности" in said and not re.search(r"\b(Klaus|Ben|Jenny|Andy)\b", said)
    with using("zh_Hant"):
        assert "你接任了" in lesson.explain_text(lesson.game)
    assert set(EXAMPLE_NAMES) >= {"klaus", "ben", "jenny", "andy"}


def test_an_english_lesson_names_the_example_player_as_the_rulebook_does_in_its_story_and_remark():
    """English names the rulebook's example players with their capital ("Ben"), as its rulebook
    does: the table's story and the remark say the same person one way, as Russian says Петя."""
    from junta_lib.lessons import junta
    lesson = played(junta.phase5, 0)
    with using("en"):
        story = lesson.game.story()
        said = lesson.explain_text(lesson.game)
    assert "Ben chooses a Location" in story and "ben chooses a Location" not in story, story
    assert re.search(r"^Ben chose ", said) and not re.search(r"\b(klaus|ben|jenny|andy)\b", said), said
    with using("ru"):
        assert lesson.explain_text(lesson.game).startswith("Петя ")


@pytest.mark.parametrize("make", [t for t in VIVA_TABLES if t.__name__ in ("loot_roll_off", "forced_attack")],
                         ids=name)
def test_the_viva_lessons_keep_their_players_names_as_given_in_every_language(make):
    """Viva's lessons play ana, ben, cid and dan, the names on the table: a remark and the table
    write them as given in Russian and Chinese too (not Петя, 班)."""
    lesson = played(make, 0)
    given = {lesson.game.state.names[t] for t in range(lesson.game.state.n)}
    for lang in LANGS:
        with using(lang):
            said = lesson.explain_text(lesson.game)
            seen = {lesson.game.seat_name(t) for t in range(lesson.game.state.n)}
        assert seen == given and re.search(r"(?<![A-Za-z])(ana|ben|cid|dan)(?![A-Za-z])", said), (lang, said)
        assert not re.search("Петя|Пете|Сёма|Даня|Аня|班|席德|安娜|丹", said), (lang, said)


def test_a_chinese_remark_joins_its_sentences_without_spaces():
    from junta_lib.lessons import junta
    lesson = played(junta.recount, 0)
    with using("zh_Hant"):
        said = lesson.explain_text(lesson.game)
    assert "。 " not in said and "  " not in said
    with using("ru"):
        assert "  " in lesson.explain_text(lesson.game)


def test_the_language_sample_reads_the_lesson_remarks_beside_their_english():
    """benchmarks/languages_sample.py's "lesson remarks": a table played for a first choice, its
    remark in the language beside the same play's remark in English."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    import languages_sample
    from junta_lib.lessons import parliament
    assert "lesson remarks" in languages_sample.SHARE
    plays = [p for p in languages_sample.lesson_plays() if p[0] is parliament.trading][:2]
    assert plays
    for lang, word in (("ru", "Жене"), ("zh_Hant", "珍妮")):
        remarks = languages_sample.lesson_remarks(lang, plays)
        assert remarks and all(word in said and "Jenny" in english for said, english in remarks.items())
