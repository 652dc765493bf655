"""The grammar slips a reviewer lists and a Russian grammar checker flags (grammar_slips.py and the
modules it reads with), the translator's own words left in a text (translator_remarks.py) and a name
in lower case in a list of capitalised names (listed_names.py): each found where the twelfth hand list
(tests/data/qa_blind12.csv) or the fourteenth (qa_blind14.csv: a verb or a participle of the other
number, "в себе", "по возвращению", "4х") names it, and not in the sentences that look alike but are right.
The findings these checks add to the kit's own build are judged one by one in
tests/data/qa_precision_grammar21.csv."""
from __future__ import annotations

import pandas as pd
import pytest

from junta_lib.glossary.grammar_slips import grammar_slips
from junta_lib.glossary.listed_names import listed_names
from junta_lib.glossary.readers import COLUMNS
from junta_lib.glossary.translator_remarks import translator_remarks


def segments(*texts, corpus="pol", variant="text", lang="ru") -> pd.DataFrame:
    return pd.DataFrame([[corpus, n, "line", variant, lang, text, n] for n, text in enumerate(texts, start=1)],
                        columns=COLUMNS)


def slips(*texts) -> list[tuple[int, str]]:
    """(location, expected) of each finding: every one a spelling finding."""
    found = grammar_slips(segments(*texts))
    assert {f[4] for f in found} <= {"spelling"}
    return [(f[1], f[6]) for f in found]


def test_colloquial_net_is_found_each_time():
    assert slips("Если у игрока нету ресурсов или нету недвижимости", "Если ресурсов нет, он платит",
                 "«нету» — разговорная форма") == [
        (1, "нет"), (1, "нет")]


def test_a_clockwise_phrase_missing_its_noun_is_found():
    """The suggestion keeps the evidence's word after the phrase: "по часовой стрелке сектор" (a reader:
    a suggestion of "по часовой стрелке" alone would delete "сектор")."""
    assert slips("на второй по счету по часовой сектор, а именно", "ход переходит по часовой стрелке",
                 "двигайтесь против часовой стрелки") == [(1, "по часовой стрелке сектор")]


def test_a_second_neither_left_out_is_found_but_not_a_pronoun_s_object():
    assert slips("вам не нравятся ни он его действия, как обстрел", "ни он, ни его действия не нравятся",
                 "ни он его не видел", "ни он его действия не любит, ни она") == [(1, "ни он, ни его действия")]


def test_soglasno_with_the_genitive_is_found_and_given_the_dative():
    assert slips("игроки занимают места согласно количества «Голосов»", "согласно правилам игры",
                 "что согласно Общим правилам игры означает") == [(1, "согласно количеству")]


def test_a_phrase_joined_to_the_object_of_vklyuchaya_is_put_in_the_accusative():
    assert slips("все остальное, включая стопку сброса карт и персональная казна игроков, открыто",
                 "включая стопку сброса и личную казну игроков", "включая самого себя") == [(1, "персональную казну")]


@pytest.mark.parametrize("text, expected", [
    # the pronoun is the verb's subject: the verb goes with it (four precision readers: "которое идут")
    ("получить наибольшее возможное место, которые идут после Президента", [(1, "место, которое идёт")]),
    ("взять карту, которые лежали сверху", [(1, "карту, которая лежала")]),
    ("взять карту, которые он держит", [(1, "карту, которую")]),      # an object: the verb stays
    ("карты игрока, которые лежат на столе", []),            # the cards: the noun the genitive hangs on
    ("карты в руке, которые он держит", []),                  # the noun the preposition's object hangs on
    ("получает два ресурса, которые указаны на клеточке", []),   # a numeral's phrase
    ("Президент и премьер, которые голосуют", []),            # joined nouns: a plural
    ("один из игроков, который выбрал", []),                  # the walk cannot tell
    ("(от одного до трёх) ресурсов, которое он получает", []),   # the antecedent before the bracket
])
def test_a_relative_pronoun_agreeing_with_no_antecedent_is_found(text, expected):
    assert slips(text) == expected


def test_a_subject_left_in_the_genitive_before_a_plural_verb_is_found_but_not_two_objects():
    assert slips("все игроки согласны с тем, что президент или повстанца побеждают , игроки могут",
                 "если игрока или президента убивают", "президент и министры голосуют") == [(1, "повстанцы побеждают")]


def test_a_slip_inside_a_reviewer_s_quotation_of_the_text_is_left_to_the_text():
    assert slips("в тексте: «у игрока нету ресурсов»") == []


def test_the_translator_s_words_about_the_translation_and_a_reviewer_s_list_heading_are_found():
    ru = segments("Продолжаю выкладывать перевод правил Робинзона Крузо на русский язык. Сегодня рассмотрим действия.",
                  "Возможно, будет лучше:\nв тексте: «…обладать оружием»\nлучше: «…иметь оружие»",
                  "Правильным считается любой перевод термина, который он использовал.", corpus="rob", variant="paragraph")
    # a parenthesis opened by a note's mark (the thirty-seventh list); not one a rule opens with 按 ("按順時針")
    zh = segments("看板上討論這遊戲這麼熱烈，就順道把規則翻譯了下。", "規則中的名詞翻譯成英文。玩家輪流行動。",
                  '其他人稱為"Golpistas"(按：本文中直接稱呼為"其他玩家"，以示總統之不凡)',
                  "每位玩家拿取一張卡片。(按順時針方向)（註：第一回合每人拿兩張）", corpus="viva", lang="zh")
    found = translator_remarks(pd.concat([ru, zh], ignore_index=True))
    assert [(f[0], f[1], f[4], f[5]) for f in found] == [
        ("rob", 1, "translator_note", "Продолжаю выкладывать перевод правил Робинзона Крузо на русский язык."),
        ("rob", 2, "translator_note", "Возможно, будет лучше:"),
        ("viva", 1, "translator_note", "看板上討論這遊戲這麼熱烈，就順道把規則翻譯了下。"),
        ("viva", 3, "translator_note", '(按：本文中直接稱呼為"其他玩家"，以示總統之不凡)'),
        ("viva", 4, "translator_note", "（註：第一回合每人拿兩張）")]


def test_a_name_in_lower_case_in_a_list_of_capitalised_names_is_found_where_the_text_capitalises_it():
    seg = segments("Существует пять мест: • Дом • Любовница • Ночной клуб",
                   "Локации Дом, Любовница и ночной клуб не имеют эффектов.",
                   "Игроки Анна, Борис и другие участники голосуют.", corpus="junta", variant="translation")
    found = listed_names(seg)
    assert [(f[1], f[4], f[6]) for f in found] == [(2, "inconsistent_term", "Ночной клуб")]
    assert "ночной клуб" in found[0][5]


def test_a_name_with_its_genitive_in_the_other_number_is_found_after_a_singular_head_only():
    from junta_lib.glossary.genitive_number import genitive_numbers
    terms = pd.DataFrame([["rob", "Wreckage card", "карта обломков крушения"], ["rob", "Invention card", "карта изобретения"]],
                         columns=["corpus", "source_term", "preferred_target"])
    seg = segments("В начале игры выкладываются две карты обломков крушения, за исключением обломков крушения.",
                   "Каждая карта обломка крушения позволяет игрокам выбрать.",
                   "Возьмите карту изобретения. Все карты изобретений лежат рядом.", corpus="rob", variant="paragraph")
    found = genitive_numbers(terms, seg)
    assert [(f[1], f[4], f[6]) for f in found] == [(2, "inconsistent_term", "карта обломков крушения")]
    assert "карта обломка крушения" in found[0][5]


@pytest.mark.parametrize("text, expected", [
    ("Игроки отдает голоса картами «Влияние» и «Голосование».", [(1, "Игроки отдают")]),
    ("Каждый раунд игрок получают два ресурса.", [(1, "игрок получает")]),
    ("Игроки отдают голоса картами «Влияние».", []),                 # agreeing
    ("Карты получает игрок, который выиграл.", []),                  # an inanimate plural reads as the object
    ("Карту, которую выбрали игроки получает президент.", []),       # the singular subject after the verb
    ("Петя и Вася умирают от ран.", []),                              # joined subjects
    ("Президент, как и министры получает деньги.", []),               # a comparison before the noun
    ("Голоса игроков получает президент.", []),                       # the genitive plural
])
def test_a_nominative_noun_directly_before_a_verb_of_the_other_number_is_found(text, expected):
    assert slips(text) == expected


@pytest.mark.parametrize("text, expected", [
    # the eighteenth list: the past and the short forms agree in gender with a singular subject
    ("Если локация игрока было угадано правильно, он умирает.", [(1, "была угадана")]),
    ("Карта было сыграно.", [(1, "была сыграна")]),
    ("Игра было закончена.", [(1, "была закончена")]),
    ("Если локация игрока была угадана, он умирает.", []),          # agreeing
    ("Время было позднее, путь был открыт.", []),
    ("Игроку было сказано уйти.", []),                               # impersonal: no nominative subject
    ("В банке было пусто.", []),
    ("Ночь было решено провести в лагере.", []),                     # ночь reads as the object too
    ("Президент и карта были в игре.", []),                          # joined subjects, plural
])
def test_a_past_verb_or_a_short_participle_of_another_gender_than_its_subject_is_found(text, expected):
    assert slips(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Указывает, когда карта может быть разыграны.", [(1, "может быть разыграна")]),
    ("Эти карты могут быть разыграна в любой момент.", [(1, "могут быть разыграны")]),
    ("Голоса игроков должны быть отдан одному кандидату.", [(1, "должны быть отданы")]),
    ("Указывает, когда карта может быть разыграна.", []),             # agreeing
    ("Карты влияния могут быть разыграны только во время голосования.", []),
    ("Эти карты может быть разыграны позже.", []),                    # "может быть" as "perhaps" stays possible
    ("Может быть, карты уже сброшены.", []),                          # the parenthetical
    ("Карта может быть разыграна, а карты могут быть проданы.", []),
])
def test_an_auxiliary_and_its_short_participle_in_different_numbers_are_found(text, expected):
    assert slips(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Игровой раунд включает в себе девять фаз:", [(1, "включает в себя")]),
    ("Раунд включает в себя девять фаз.", []),
    ("Эта карта заключает в себе всю силу армии.", []),             # "заключать в себе": to contain
    ("Он держит в себе обиду и включает свет.", []),
    ("становится объектом преследования по возвращению в Рим", [(1, "по возвращении")]),
    ("По окончанию раунда игроки сбрасывают карты.", [(1, "По окончании")]),
    ("по истечению срока и по прибытию армии", [(1, "по истечении"), (1, "по прибытии")]),
    ("По возвращении в Рим губернатор сдаёт маркер.", []),
    ("Меры по возвращению долгов принимает Сенат.", []),             # "for": after a noun of an activity
    ("Определите падеж по окончанию слова.", []),                    # a word's ending
    ("Работы по завершению строительства идут.", []),
])
def test_a_set_phrase_in_the_wrong_case_is_found(text, expected):
    assert slips(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("- если выпадает число от 4х до 6ти - игрок платит", [(1, "от 4 до 6")]),
    ("- если выпало число от 1го до 3х, то игрок идет", [(1, "от 1 до 3")]),
    ("с 1го по 3й раунд игроки не голосуют", [(1, "с 1-го по 3-й")]),
    ("Если играет более 4х игроков, а сбросить нужно 2мя картами.", [(1, "4"), (1, "2")]),
    ("он занимает 3е место, а 4й игрок ходит", [(1, "3-е"), (1, "4-й")]),
    ("если выпадает число от 4 до 6, игрок платит", []),
    ("если играет более 4-х игроков, то 3-й ходит первым", [(1, "4")]),   # a cardinal: no ending, hyphen or not
    ("меньше 5-ти игроков, на 2-х кубиках, с 3-мя картами", [(1, "5"), (1, "2"), (1, "3")]),
    ("в 1990-х годах, 5-х и 12-х классов, 2-й и 3-й игроки, 22-х", [(1, "22")]),   # ordinals' "-х": пятых
    ("в номиналах 1 (51шт), поле 5х5, кубик d6, правило 1.06.13", []),
    ("урон 2х 2 раза, 10м от края", []),
])
def test_a_case_ending_glued_to_a_number_in_figures_is_found(text, expected):
    assert slips(text) == expected


def test_a_cardinal_s_ending_written_unlike_the_rest_of_the_text_says_the_text_s_way():
    """"5-ти" where the politics rules glue 12 cardinals' endings ("4х"): the finding says both what
    Russian writes and that the text writes such endings the other way (the thirty-seventh and
    thirty-eighth lists call the place an inconsistency); a text with no way of its own (five glued
    endings against two after a hyphen) or too few places says the first only."""
    from junta_lib.glossary.messages import facts_of
    glued = [f"Если играет более {n}х игроков, все ходят." for n in (2, 3, 4, 5, 6)]
    found = grammar_slips(segments(*glued, "Если играет меньше 5-ти игроков, двое ходят."))
    unlike = [f for f in found if facts_of(facts_of(f[7], "spelling_perhaps")["why"], "numeral_ending_unlike_the_text")]
    assert [(f[1], f[6]) for f in unlike] == [(6, "5")], found
    assert unlike[0][7] == ("'5-ти': a cardinal in figures takes no case ending; and the text writes such endings "
                            "glued to the number ('4х') in 5 places: one way written two ways; perhaps '5'")
    for texts in (glued + ["меньше 5-ти игроков", "на 2-х кубиках"], glued[:4] + ["меньше 5-ти игроков"]):
        assert not any("one way written two ways" in f[7] for f in grammar_slips(segments(*texts))), texts


# -- the text's own typography (typography.py): the twentieth hand list ---------------------------------
def typography_findings(*texts, corpus="pol"):
    from junta_lib.glossary.typography import typography
    return [(f[1], f[4], f[6]) for f in typography(segments(*texts, corpus=corpus))]


def test_a_name_in_straight_quotes_in_a_text_that_quotes_with_guillemets_is_found():
    """"Людей" where the politics rules write «Люди», «Голоса» everywhere else (the twentieth list); not
    in a text that quotes with straight quotes itself, nor inside the translator's question."""
    names = ["Игрок получает «Голос» и «Деньги» за «Недвижимость»."] * 8
    assert typography_findings(*names, 'Больше всего "Людей" (фиолетовый цвет).',
                               'Банк (может просто "ЦЕНТРОБАНК"?) закрыт.') == [
        (9, "inconsistent_term", "«Людей»")]
    straight = ['Игрок получает "Голос" и "Деньги".'] * 5
    assert typography_findings(*straight, 'Больше всего "Людей".', "Одна «Недвижимость».") == []


def test_a_page_cited_otherwise_than_the_text_cites_its_pages_is_found():
    """"на с. 9/10" where the translation writes "стр." 23 times (the twentieth list); a text that writes
    both about as often has no finding, and "с." before no number (с. Ивановка) is none."""
    pages = [f"см. Фазу {n} на стр. {n}." for n in range(1, 7)]
    assert typography_findings(*pages, "см. Фазу 6: Убийства на с. 9/10.", "с. Ивановка") == [
        (7, "inconsistent_term", "стр.")]
    assert typography_findings("на стр. 8", "на с. 9", "на стр. 10", "на с. 11") == []
