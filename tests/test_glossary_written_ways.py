"""A text's own ways kept throughout: its dash between words (typography.py), a name in guillemets
after its head noun in the nominative (name_case.py), one verb for one action of the game
(game_verbs.py), a compound broken at a line's end (ligatures.py) and "не" apart from an adjective
(spelling.py).  Each is found where the text writes it another way, and stays quiet where the text
has no usual way or the other way says another thing."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.game_verbs import game_verbs_findings
from junta_lib.glossary.ligatures import broken_hyphens
from junta_lib.glossary.name_case import declined_names
from junta_lib.glossary.readers import COLUMNS, read_lines
from junta_lib.glossary.typography import dashes


def rules(*lines: str) -> pd.DataFrame:
    return read_lines("\n".join(lines), "rules_ru")


def places(found: list[list]) -> list[tuple[int, str, str]]:
    """(line, kind, what is expected there) of each finding."""
    return [(f[1], f[4], f[6]) for f in found]


def test_dashes_set_otherwise_than_the_text_s_own_dash_are_one_finding_for_the_whole_text():
    lines = ["Игрок ходит - и платит."] * 10 + ["Игрок ходит – и платит.", "Игрок ходит — и платит.",
                                                "Ставка 4 – 7 песо, а дом политико-экономический.",
                                                "Он ходит – и платит."]
    found = dashes(rules(*lines))
    # at the first hyphen set as a dash, naming the lines of the other dashes; a range between figures is no dash
    assert places(found) == [(1, "inconsistent_term", "")]
    assert "set '-' 10 times and otherwise in 3 places (– ×2, — ×1; lines 11, 12, 14)" in found[0][7]
    assert "for the whole text" in found[0][7]
    # a text that sets no hyphen as a dash: at the first other dash
    em = dashes(rules(*(["Игрок ходит — и платит."] * 10 + ["Игрок ходит – и платит."])))
    assert places(em) == [(11, "inconsistent_term", "")] and "set '—' 10 times" in em[0][7]


def test_a_text_with_no_usual_dash_or_two_dashes_about_as_often_has_no_finding():
    assert dashes(rules(*(["Игрок ходит - и платит."] * 9 + ["Игрок ходит – и платит."]))) == []
    assert dashes(rules(*(["Игрок ходит - и платит."] * 12 + ["Игрок ходит – и платит."] * 3))) == []
    assert dashes(rules(*(["Игрок ходит — и платит."] * 12))) == []


def test_a_name_in_guillemets_declined_after_its_head_noun_is_found_where_the_text_keeps_it_nominative():
    lines = ["Положите жетон в ячейку «политическая ситуация».", "Ячейка «политическая ситуация» пуста.",
             "Поменяйте жетон в ячейке «политической ситуации».",
             # another head: "во время «Дебатов»" says when, not what the name is, and has no nominative way
             "Во время «Дебатов» игроки спорят.", "Во время «Дебатов» игроки молчат.", "Начало «Дебаты» объявлено."]
    found = declined_names(rules(*lines))
    assert places(found) == [(3, "inconsistent_term", "«политическая ситуация»")]
    assert "declined after 'ячейке' here" in found[0][7] and "2 times" in found[0][7]


def test_a_declined_name_the_text_writes_declined_as_often_is_no_finding():
    lines = ["Возьмите карточку «Учреждение»."] * 2 + ["Нет свободных карточек «Учреждений»."] * 2
    assert declined_names(rules(*lines)) == []


def test_one_action_said_with_another_verb_is_found_with_the_usual_verb_of_its_aspect():
    lines = ["Вы бросаете кубики.", "Игрок бросает кубик.", "Затем бросьте кубик.",
             "Вы кидаете кубики и выбрасываете успех.",
             "Сбросьте карту.", "Сбросьте жетон.", "Игрок сбрасывает карту.", "Выбросив карты, он ходит."]
    found = game_verbs_findings(rules(*lines))
    # "выбрасываете успех" is a die's result, not a card discarded: not read
    assert places(found) == [(4, "inconsistent_term", "бросаете"), (8, "inconsistent_term", "Сбросив")]
    assert "'кидаете' ('кидать', 1 time in the text)" in found[0][7] and "'бросать' 3 times" in found[0][7]
    # twice against once is a usual way; an effect is applied ("примените эффекты"), not played
    effects = game_verbs_findings(rules("Примените эффекты.", "Затем примените его эффекты.", "Разыграйте их эффекты."))
    assert places(effects) == [(3, "inconsistent_term", "Примените")]


def test_a_resource_spent_with_another_verb_is_found_and_a_noun_of_the_sentence_before_is_not_read():
    """Robinson's food and wood are spent ("потратить 1 дерево", 8 times): "сбросить еду или дерево" says
    the action otherwise (three hand lists asked for it); "дающие еду. Сбросьте жетон" discards a token,
    the food the previous sentence's."""
    lines = ["Потратьте 1 дерево.", "Надо потратить 3 дерева.", "Потратьте еду.", "Игрок тратит шкуру.",
             "Например, сбросить еду или дерево.", "Если вы расходуете дерево, вы платите.",
             "Жетоны дают еду. Сбросьте жетон.", "Сбросьте жетон.", "Сбросьте карту."]
    found = game_verbs_findings(rules(*lines))
    # "расходуете дерево" says the action needs wood at all, not the payment (a precision reader): not read
    assert places(found) == [(5, "inconsistent_term", "потратить")], found


def test_the_usual_verb_is_suggested_in_the_written_word_s_form():
    from junta_lib.glossary.game_verbs import in_form_of
    assert [in_form_of(w, v) for w, v in [("разыграйте", "применить"), ("кидаете", "бросать"), ("выбросив", "сбросить"),
                                          ("отбрасываются", "сбрасывать"), ("Кидает", "бросать")]] == \
        ["примените", "бросаете", "сбросив", "сбрасываются", "Бросает"]


def test_two_verbs_used_about_as_often_for_one_action_are_the_team_s_choice():
    lines = ["Игрок кидает кубик."] * 3 + ["Игрок бросает кубик."] * 2
    assert game_verbs_findings(rules(*lines)) == []


def test_a_compound_broken_at_a_line_s_end_is_found_and_a_hanging_hyphen_or_a_dash_is_not():
    seg = pd.DataFrame([["j", 3, "B", "source", "en", "a political- satirical game", 5],
                        ["j", 3, "C", "translation", "ru", "политически- сатирическая игра; что лучше- деньги?", 5],
                        ["j", 4, "C", "translation", "ru", "политически- и экономически важная игра", 6]],
                       columns=COLUMNS)
    found = broken_hyphens(seg)
    # the English source is not the team's text; "лучше- деньги" is a dash without its space
    assert [(f[1], f[2], f[4], f[6]) for f in found] == [(3, "C", "broken_ligature", "")]
    assert "('политически- сатирическая')" in found[0][7]


def test_ne_apart_from_an_adjective_is_a_typo_unless_contrasted_or_stressed():
    from junta_lib.glossary.spelling import against_the_rules
    seg = rules("Это действие не доступная министру.", "Карта не доступная, а закрытая.",
                "Задача далеко не простая.", "Он не открытые клетки смотрит.")
    found = [(r.location, t[2], t[3]) for r in seg.itertuples() for t in against_the_rules(r)
             if t[4].startswith("'не' is written together with an adjective")]
    assert found == [(1, "не доступная", "недоступная")]
