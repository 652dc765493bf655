"""The names of a Russian-only rulebook written as most of its places write them
(glossary/written_names.py): a name in guillemets with other capitals, a name of the game in lower
case, a common word with a stray capital, the noun before a name replaced by the text's own
alternative for it; a sentence's first word, a word written both ways about as often and another
thing of the same name stay quiet."""
from __future__ import annotations

from junta_lib.glossary.readers import read_lines
from junta_lib.glossary.written_names import written_names


def check(*lines: str) -> list[tuple[int, str, str]]:
    """(line, kind, what is expected there) of each finding."""
    found = written_names(read_lines("\n".join(lines), "rules_ru"), ["rules_ru"])
    return [(f[1], f[4], f[6]) for f in found]


def test_a_name_in_guillemets_written_with_other_capitals_is_found():
    lines = ["Игрок покупает на «Рынке недвижимости» дом, тратя «Деньги»."] * 3 + \
            ["Потом он снова идёт на «Рынок недвижимости»." , "И купил на «Рынке Недвижимости» дом за «деньги»."]
    assert check(*lines) == [(5, "inconsistent_term", "«Рынке недвижимости»"), (5, "inconsistent_term", "«Деньги»")]


def test_a_name_of_the_game_in_lower_case_and_a_stray_capital_inside_a_sentence_are_found():
    lines = ["Игрок платит в Казну ресурс, а карточки недвижимости кладёт рядом."] * 5 + \
            ["Игрок платит в казну ресурс. Карточки Недвижимости кладёт рядом.",
             "Казна открыта. Недвижимость дорогая."]          # a sentence's first word takes a capital anyway
    assert check(*lines) == [(6, "inconsistent_term", "Казну"), (6, "spelling", "недвижимости")]


def test_a_word_written_both_ways_about_as_often_is_no_finding():
    lines = ["Игрок бросает Кубик и ещё раз кубик."] * 3
    assert check(*lines) == []


def test_the_noun_before_a_name_replaced_by_the_text_s_own_alternative_is_found_and_another_thing_is_not():
    lines = ["Игрок встаёт на клеточку «СТАРТ» и берёт карточку «Случай»."] * 3 + \
            ["Каждая клеточку (кружочек) поля важна.", "Игрок стоит на кружочке «СТАРТ».",
             "Колода «Случай» лежит рядом."]                   # the deck of that name is another thing
    assert check(*lines) == [(5, "inconsistent_term", "клеточку «СТАРТ»")]


def test_a_name_in_guillemets_once_in_the_other_number_is_found_and_one_counted_in_both_is_not():
    lines = ["Сектор «Рабочий» даёт ресурс «Люди»; карточка «Учреждение» стоит дорого."] * 3 + \
            ["Один игрок купил два «Учреждения», а другой три «Учреждения».",
             "Ход идёт по часовой стрелке от «Рабочих» к сектору «Учёный»."]
    assert check(*lines) == [(5, "inconsistent_term", "«Рабочий»")]
    assert written_names(read_lines("\n".join(lines), "rules_ru"), ["rules_ru"])[0][7] == \
        "«Рабочих» here, «Рабочий» in 3 places: one name written in two numbers"


def test_a_space_named_once_with_another_word_for_spaces_is_found_and_a_card_of_its_name_is_not():
    """The board's spaces are "клеточка «…»" five times; "поле «Случай»", the only name with поле before
    it, is the same kind of thing named otherwise (data/glossary/ru_kinds.csv).  The card of the same name,
    "карточка «Случай»", is another kind of thing; a word also written before a space named клеточка is
    not the only one of its kind."""
    lines = ["Игрок встаёт на клеточку «СТАРТ», потом на клеточку «Тюрьма»."] * 2 + \
            ["Игрок встаёт на клеточку «Банк».", "При попадании на поле «Случай» игрок тянет карточку «Случай»."]
    found = written_names(read_lines("\n".join(lines), "rules_ru"), ["rules_ru"])
    assert [(f[1], f[4], f[6]) for f in found] == [(4, "inconsistent_term", "")] and "на поле «Случай» игрок" in found[0][5]
    assert found[0][7].startswith("'поле «Случай»' here, the only name in guillemets with this word before it; the "
                                  "text's other names of things of this kind have 'клеточка' before them, as "
                                  "'клеточку «СТАРТ»', in 5 places")
    # four places of клеточка are short of the usual five; a space also named with клеточка is no finding
    assert check(*lines[1:]) == []
    assert check(*(lines + ["Потом игрок встаёт на клеточку «Случай»."])) == []


def test_a_paragraph_calling_a_thing_by_a_rarer_word_of_its_kind_is_found():
    """A paragraph calls the chits записка three times and маркер once: the маркер is found.  Not поле,
    which names the board as well as a space, nor a word the text gives as the other's alternative
    ("клеточку (кружочек)"), nor a paragraph where the usual word is written fewer than three times."""
    chits = "Вытяните записку. Если записка пустая, верните записку в чашку и вытяните маркер."
    found = written_names(read_lines(chits, "rules_ru"), ["rules_ru"])
    assert [(f[1], f[4]) for f in found] == [(1, "inconsistent_term")] and "вытяните маркер" in found[0][5]
    assert found[0][7] == ("'маркер' here, where this paragraph calls the same kind of thing 'записка' 3 times and "
                           "'маркер' 1 time: one thing named with two words; write 'записка'")
    quiet = ["Встаньте на клеточку, потом на клеточку, потом на клеточку; игровое поле лежит в центре.",
             "Каждая клеточку (кружочек) поля важна: клеточка, клеточка и кружочек.",
             "Вытяните записку, верните записку и вытяните маркер."]
    assert check(*quiet) == []



def test_a_name_the_text_writes_in_guillemets_written_bare_with_its_capital_is_found():
    """"после Президента и Олигарха" where the rules write the roles in guillemets: one name written two
    ways.  The word in lower case is the common noun; a name written bare more than a third as often as in
    guillemets has no usual way."""
    lines = (["Игрок становится «Олигархом», а другой «Президентом»."] * 2
             + ["Доход «Олигарха» и «Президента» растёт.", "Все, кто идут после Президента и Олигарха, ждут.",
                "Любой олигарх в жизни богат."])
    assert sorted(check(*lines)) == [(4, "inconsistent_term", "«Олигарха»"), (4, "inconsistent_term", "«Президента»")]
    found = written_names(read_lines("\n".join(lines), "rules_ru"), ["rules_ru"])
    assert any("'Олигарха' without guillemets here; the text writes this name in guillemets, as «Олигархом», in 3 places"
               in f[7] for f in found)
    assert check(*(lines[:4] + ["Но и тут Олигарх ждёт."])) == [(4, "inconsistent_term", "«Президента»")]


def test_a_bare_hyphenated_title_is_suggested_in_guillemets_as_russian_writes_the_title():
    """"после Премьер-Министра" where the rules write «Премьер-Министр» three times: the suggestion puts
    the guillemets back with the title written as the spelling check asks ("Премьер-министра"), so the
    two findings of the place do not contradict each other (a precision reader)."""
    from junta_lib.glossary.written_names import title_written
    lines = ["Игрок становится «Премьер-Министром» в начале."] * 3 + ["Ход идёт после Премьер-Министра, потом дальше."]
    assert (4, "inconsistent_term", "«Премьер-министра»") in check(*lines)
    assert title_written("Санкт-Петербург") == "Санкт-Петербург" and title_written("Вице-Президент") == "Вице-президент"
