"""A text's own conventions said once for the whole text (junta_lib/glossary/conventions.py), and a hand
list's problem at any of its lines counted as found (quality.evaluate_blind)."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.conventions import said_once
from junta_lib.glossary.messages import facts_of, read_back, said
from junta_lib.glossary.qa import QA_COLUMNS
from junta_lib.glossary.quality import evaluate_blind


def row(corpus, location, kind, evidence, message, expected=""):
    return [corpus, location, "text", location * 2, kind, evidence, expected, message]


def vp(location, text="VP", n=5):
    return row("viva_zh", location, "untranslated_fragment", f"…{text}…",
               said("english_abbreviation_kept", variant="text", text=text, n=n))


def test_an_abbreviation_kept_throughout_is_one_finding_where_it_first_stands_and_its_other_way_a_slip_there():
    other = row("viva_zh", 80, "spelling", "…版塊…", "a spelling finding of its own")
    rows = [vp(76), other, vp(87), vp(88, "vp"), vp(92)]
    out = said_once(rows)
    assert len(out) == 3 and out[1] is other                      # the other finding untouched, in its place
    first, written = out[0], out[2]
    key, facts = read_back(first[7])
    assert key == "abbreviation_whole_text" and first[1] == 76 and first[4] == "untranslated_fragment"
    assert facts["rows"] == "76, 87, 88, 92" and facts["text"] == "VP" and facts["n"] == "5"
    assert "for the whole text" in first[7]
    key, facts = read_back(written[7])
    assert key == "abbreviation_written_otherwise" and written[1] == 88 and written[4] == "inconsistent_term"
    assert written[6] == "VP" and facts["written"] == "vp" and facts["n"] == "4"


def test_a_convention_of_fewer_places_stays_a_finding_at_each_place():
    rows = [vp(76, n=2), vp(87, n=2)]
    assert said_once(rows) == rows
    glosses = [row("rome_ru", n, "untranslated_fragment", f"…({w})…",
                   said("english_in_russian_gloss", variant="text", text=w)) for n, w in ((43, "aligned"), (65, "Vote Tally"))]
    assert said_once(glosses) == glosses


def test_a_text_s_english_glosses_are_one_finding_naming_each_gloss_and_its_line():
    glosses = [row("rome_ru", n, "untranslated_fragment", f"…({w})…",
                   said("english_in_russian_gloss", variant="text", text=w))
               for n, w in ((43, "aligned"), (65, "Vote Tally"), (95, "Provincial Spoils"), (95, "Debits/Contributions"))]
    chinese = row("viva_zh", 80, "untranslated_fragment", "外援(Foreign Aid)",
                  said("english_in_chinese_gloss", variant="text", text="Foreign Aid"))
    out = said_once(glosses + [chinese])
    assert len(out) == 2 and out[1] is chinese                    # another text's one gloss stays as it was
    facts = facts_of(out[0][7], "glosses_whole_text")
    assert facts["glosses"] == "(aligned), (Vote Tally), (Provincial Spoils), (Debits/Contributions)"
    assert facts["rows"] == "43, 65, 95" and facts["n"] == "4" and out[0][1] == 43


def test_the_abbreviations_a_text_defines_and_uses_are_one_decision():
    rows = [row("rome_ru", 37, "untranslated_fragment", "HRAO: Highest…", said("english_in_russian", variant="text", text="HRAO")),
            row("rome_ru", 37, "untranslated_fragment", "Highest Ranking…",
                said("english_abbreviation_expanded", variant="text", text="Highest Ranking Available Officer",
                     abbreviation="HRAO")),
            row("rome_ru", 45, "untranslated_fragment", "drm: модификатор",
                said("english_abbreviation_defined", variant="text", text="drm")),
            row("rome_ru", 67, "untranslated_fragment", "…HRAO идет первым…", said("english_in_russian", variant="text", text="HRAO")),
            row("rome_ru", 70, "untranslated_fragment", "…Senate…", said("english_in_russian", variant="text", text="Senate"))]
    out = said_once(rows)
    assert len(out) == 2 and out[1] is rows[4]                    # English the text does not define stays
    facts = facts_of(out[0][7], "defined_abbreviations_whole_text")
    assert facts["abbreviations"] == "HRAO, drm" and facts["rows"] == "37, 45, 67" and out[0][1] == 37


def test_a_second_name_written_again_is_one_finding_at_its_first_repeat_and_a_slash_for_or_throughout_one():
    second = [row("politics_ru", n, "alternatives_marked", "Основной (большой) круг",
                  said("descriptive_second_name", words="Основной (большой)")) for n in (61, 153)]
    slashes = [row("politics_ru", n, "alternatives_marked", w, said("slash_for_or", words=w, joined=j))
               for n, w, j in ((159, "продать/обменять", "продать или обменять"),
                               (165, "ресурсы/недвижимость", "ресурсы или недвижимость"),
                               (305, "продать/обменять", "продать или обменять"))]
    out = said_once(second + slashes)
    assert [(f[1], read_back(f[7])[0]) for f in out] == [(153, "second_name_whole_text"), (159, "slashes_whole_text")]
    assert facts_of(out[0][7], "second_name_whole_text")["first"] == "61"
    assert facts_of(out[1][7], "slashes_whole_text")["chains"] == "продать/обменять, ресурсы/недвижимость"
    assert said_once(second[:1]) == second[:1]                    # named once: the finding of its place


def test_a_hand_list_s_problem_at_a_line_the_convention_names_is_found_and_elsewhere_not():
    out = said_once([vp(76), vp(87), vp(92)])
    qa = pd.DataFrame(out, columns=QA_COLUMNS)
    hand = pd.DataFrame([["viva_zh", 92, "untranslated_fragment", "6VP"],        # a line it names
                         ["viva_zh", 87, "untranslated_fragment", "結算"],       # its line, other words
                         ["viva_zh", 89, "untranslated_fragment", "若VP相同"],   # a line it does not name
                         ["rome_ru", 92, "untranslated_fragment", "VP"]],       # another text
                        columns=["corpus", "location", "kind", "evidence"])
    assert list(evaluate_blind(qa, hand)["table"].found) == [True, False, False, False]


def test_a_russian_text_s_author_explaining_words_in_parentheses_is_one_habit_and_a_translation_s_stay():
    glossed = [row(corpus, n, "alternatives_marked", f"…{w}…", said("alternative_rendering", words=w))
               for corpus in ("politics_ru", "junta_en_ru") for n, w in ((49, "рисунком"), (111, "передать"),
                                                                        (381, "обменивать, продавать"))]
    out = said_once(glossed, originals=("politics_ru",))
    assert out[1:] == glossed[3:]                         # a translation's alternatives: each a finding
    facts = facts_of(out[0][7], "author_glosses_whole_text")
    assert facts["parentheses"] == "(рисунком) (передать) (обменивать, продавать)" and facts["rows"] == "49, 111, 381"
    assert said_once(glossed) == glossed                  # no text named as written in Russian: none merged
    hand = pd.DataFrame([["politics_ru", 381, "alternatives_marked", "передавать (обменивать, продавать)"],
                         ["politics_ru", 111, "alternatives_marked", "заставить (приказать)"]],
                        columns=["corpus", "location", "kind", "evidence"])
    found = evaluate_blind(pd.DataFrame(out, columns=QA_COLUMNS), hand)["table"].found
    assert list(found) == [True, False]                   # its line and its words; not another's words
