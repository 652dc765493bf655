"""What stands in a term's place where a translated sentence leaves its rendering out (glossary/
stand_ins.py), and one term written two ways in a Russian-only text: each pattern on small made-up rows,
with the places that must stay quiet beside it."""
from __future__ import annotations

import pandas as pd

from junta_lib.glossary.align import PAIR_COLUMNS
from junta_lib.glossary.discover import TermFinder
from junta_lib.glossary.matching import RENDER_COLUMNS
from junta_lib.glossary.reconcile import TERM_COLUMNS
from junta_lib.glossary.readers import COLUMNS
from junta_lib.glossary.stand_ins import stand_ins, synonym_forms

CORPUS = "game_en_ru"


def terms(*rows) -> pd.DataFrame:
    """(English, target, uses, status) -> the glossary's terms."""
    return pd.DataFrame([[CORPUS, en, "en", "ru", target, f"{target} ({uses})", "", status, "1", ""]
                         for en, target, uses, status in rows], columns=TERM_COLUMNS)


def check(glossary: pd.DataFrame, units: list[tuple[str, str]], seed=(), partials=()) -> list[list]:
    """``partials``: (unit, term, the Russian words) the aligner gave as a partial rendering."""
    pairs = pd.DataFrame([[CORPUS, n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate(units, start=1)], columns=PAIR_COLUMNS)
    rows = []
    for n, term, words in partials:
        at = units[n - 1][1].index(words)
        rows.append([CORPUS, n, "C", n, "translation", term.lower(), term, words, words, "", 0.5, "partial", at,
                     at + len(words), "only some of the term's words", words, term])
    renderings = pd.DataFrame(rows, columns=RENDER_COLUMNS + ["group", "source_term"])
    finder = TermFinder([src for src, _ in units], seed=seed or tuple(glossary.source_term))
    return stand_ins(glossary, renderings, pairs, {CORPUS: finder})


def shown(found: list[list]) -> list[tuple[int, str]]:
    """(unit, the phrase the message names)."""
    return [(f[1], f[7].split("rendered '")[1].split("'")[0] if "rendered '" in f[7] else f[7].split("'")[3])
            for f in found]


def test_a_term_with_one_word_replaced_is_found_and_a_word_the_english_explains_is_not():
    glossary = terms(("End of the Game", "конец игры", 4, "proposed"))
    found = check(glossary, [
        ("When the last card is drawn, go on to the End of the Game.",
         "Когда взята последняя карта, переходите к завершению игры."),
        ("The End of the Game is near.", "Конец игры близок."),
        ("The End of the Game comes at once. Count your money.", "Он наступает сразу. Подсчитайте деньги."),
        ("Show the card at the End of the Game.", "Покажите карту игры."),
        ("Nobody moves during the End of the Game.", "Никто не ходит во время игры.")])     # a preposition
    assert shown(found) == [(1, "завершению игры")]
    assert found[0][4] == "inconsistent_term" and found[0][6] == "конец игры"
    assert "'завершению' in place of the rendering's other word" in found[0][7] and "(4 places)" in found[0][7]


def test_the_kept_word_written_twice_is_found_even_where_the_english_has_it_elsewhere():
    glossary = terms(("Action round", "раунд действий", 3, "proposed"), ("round", "раунд", 9, "proposed"))
    found = check(glossary, [("The last round ends the Action round.", "Последний раунд завершает раунд раундов.")])
    assert shown(found) == [(1, "раунд раундов")] and "written twice" in found[0][7]


def test_a_term_split_by_its_number_is_found_where_the_corpus_puts_the_number_after_it():
    glossary = terms(("Action round", "раунд действий", 3, "inconsistent"))
    units = [("Action round 3 is the last.", "Раунд действий 3 последний."),
             ("Then comes Action round 2.", "Затем идёт раунд 2 действий.")]
    assert shown(check(glossary, units)) == [(2, "раунд 2 действий")]
    # no order established: "раунд 2 действий" is the corpus's own way of writing it
    assert check(glossary, units[1:]) == []


def test_another_terms_word_standing_for_a_term_in_the_number_the_english_has():
    glossary = terms(("unit", "отряд", 5, "proposed"), ("token", "жетон", 3, "proposed"))
    found = check(glossary, [
        ("Each player moves his units.", "Каждый игрок двигает свои жетоны."),          # token's word for units
        ("Each player moves his units and tokens.", "Каждый игрок двигает свои жетоны."),   # the token is named
        ("Each player moves all his units.", "Каждый игрок двигает их все."),             # a pronoun: nothing
        ("Each player moves one unit.", "Каждый игрок двигает свои жетоны."),             # one unit, many tokens
        ("Each player moves his units (tokens too).", "Каждый игрок двигает свои отряды (и жетоны).")])
    assert shown(found) == [(1, "жетоны")]
    assert "'жетон' is the glossary's word for 'token' (3 places), which this sentence does not name" in found[0][7]
    assert found[0][6] == "отряд"


def test_a_word_that_points_back_depends_on_another_noun_or_is_one_of_two_is_no_stand_in():
    glossary = terms(("unit", "отряд", 5, "proposed"), ("token", "жетон", 3, "proposed"),
                     ("space", "ячейка", 4, "proposed"), ("counter", "фишка", 2, "proposed"))
    found = check(glossary, [
        ("Each player removes the units.", "Каждый игрок убирает эти жетоны."),
        ("Move to the space all your units.", "Передвиньте в ячейку жетонов."),
        ("Then move units (see page 2) again.", "Затем двигайте (жетоны, стр. 2) снова."),
        ("Each player moves his units.", "Каждый игрок двигает жетоны и фишки.")])
    assert found == []


def test_a_name_kept_in_latin_written_in_cyrillic_is_found():
    glossary = terms(("card", "карта", 5, "proposed"))
    found = check(glossary, [("Viva is a card game.", "Вива — карточная игра."),
                             ("Play Viva with friends.", "Играйте в Viva с друзьями."),
                             ("Viva has many cards.", "В Viva много карт.")])
    assert [(f[1], f[6]) for f in found] == [(1, "")]          # both ways counted: the team decides
    assert found[0][7] == ("'Viva' written 'Вива' here; the Russian cells, a reviewer's included, keep the name in "
                           "Latin letters in 2 places and write it in Cyrillic in 1: one name written two ways; decide "
                           "which the text keeps")


def test_another_terms_word_heading_the_partial_rendering_of_a_term_with_no_target():
    """The Build step has no target yet; "этапа строительства" heads its part with the word the glossary
    has for Phase, which the sentence does not name (the Action phase is rendered whole, and "phase"
    inside it explains nothing else); "в ходе" is a preposition, not a noun the genitive hangs on."""
    glossary = terms(("Action phase", "фаза действий", 3, "proposed"))
    glossary.loc[len(glossary)] = [CORPUS, "Phase", "en", "ru", "фаза", "фаза (6); этап (3)", "", "proposed", "1", ""]
    glossary.loc[len(glossary)] = [CORPUS, "Build step", "en", "ru", "", "строительство (1)", "", "partial", "1", ""]
    units = [("During the Build step of the first Action phase, move.",
              "В ходе этапа строительства первой фазы действий двигайтесь."),
             ("The Build step of the Phase ends.", "Этап строительства в фазе заканчивается.")]
    found = check(glossary, units, partials=[(1, "Build step", "строительства"), (2, "Build step", "строительства")])
    assert shown(found) == [(1, "этапа строительства")] and found[0][6] == ""
    assert "'этап' is the glossary's word for 'Phase' (3 places)" in found[0][7] and "no target yet" in found[0][7]


def test_a_russian_only_text_writing_one_term_two_ways_the_lexicon_links():
    """жетон and маркер both translate "marker": "маркер стабильности" once beside "жетон стабильности"
    three times is one term written two ways; "поле боя" (a field of battle) is no other "игровое поле",
    and two forms used about as often are left to the other checks."""
    lines = ["Положите жетон стабильности на трек.", "Жетон стабильности остаётся там.",
             "Уберите жетон стабильности в конце.", "Маркер стабильности кладут назад.",
             "Поле боя пустеет.", "Центр власти один.", "Центр власти другой.", "Центр власти третий.",
             "Центр силы четвёртый.", "Центр силы пятый."]
    segments = pd.DataFrame([["rules_ru", n, "line", "text", "ru", text, n] for n, text in enumerate(lines, start=1)],
                            columns=COLUMNS)
    found = synonym_forms(segments, ["rules_ru"])
    assert [(f[1], f[6]) for f in found] == [(4, "жетон стабильности")]
    assert "'Маркер стабильности' here, 'жетон стабильности' in 3 places ('маркер' where" in found[0][7]


def test_another_terms_whole_rendering_for_a_related_term_the_sentence_names_is_found():
    """"Then play switches to the Coup Game." rendered "…переходит в фазу переворота": фаза переворота is
    the Coup phase's (5 places), which the sentence does not name, and the Coup Game, which it names, has
    no rendering settled.  Not where the sentence names the Coup phase, nor for a term sharing no word."""
    glossary = terms(("Coup phase", "фаза переворота", 5, "proposed"), ("Coup Game", "игра в переворот", 1,
                                                                        "inconsistent"),
                     ("Budget", "бюджет", 4, "proposed"), ("Budget phase", "фаза бюджета", 3, "proposed"))
    found = check(glossary, [("Then play switches to the Coup Game.", "Затем игра переходит в фазу переворота."),
                             ("In each Coup phase the Coup Game goes on.", "В каждой фазе переворота игра идёт."),
                             ("The Budget passes.", "Бюджет принят."),
                             ("The Coup Game ends.", "Игра в переворот окончена.")],
                  seed=("Coup phase", "Coup Game", "Budget", "Budget phase"))
    ours = [f for f in found if "does not name" in f[7]]
    assert [(f[1], f[5]) for f in ours] == [(1, "Затем игра переходит в фазу переворота.")]
    assert ours[0][7].startswith("'фазу переворота' here, the glossary's rendering of 'Coup phase' (5 places)")
    assert "it names 'Coup Game', whose rendering is not settled" in ours[0][7]


def test_a_term_rendered_in_part_inside_another_terms_whole_name_is_found():
    """"controls the Palace Guard" rendered "контролирует президентский дворец": the aligner finds only
    дворец of the Palace Guard, inside президентский дворец, the Presidential Palace's name, which the
    sentence does not name.  Not where the English names the other term, nor for a term containing it
    (деньги иностранной помощи for the Foreign Aid money: the Foreign Aid's name is its part)."""
    glossary = terms(("Palace Guard", "стража дворца", 1, "inconsistent"),
                     ("Presidential Palace", "президентский дворец", 1, "proposed"),
                     ("Foreign Aid", "иностранная помощь", 4, "proposed"),
                     ("Foreign Aid money", "деньги иностранной помощи", 1, "inconsistent"))
    units = [("The President controls the Palace Guard.", "Президент контролирует президентский дворец."),
             ("The Palace Guard defends the Presidential Palace.", "Стража защищает президентский дворец."),
             ("Take the Foreign Aid money.", "Возьмите деньги иностранной помощи.")]
    found = check(glossary, units, seed=tuple(glossary.source_term),
                  partials=[(1, "Palace Guard", "дворец"), (2, "Palace Guard", "дворец"),
                            (3, "Foreign Aid money", "иностранной помощи")])
    ours = [f for f in found if "inside the other's name" in f[7]]
    assert [(f[1], f[5]) for f in ours] == [(1, "Президент контролирует президентский дворец.")]
    assert ours[0][7] == ("'президентский дворец' here, the glossary's rendering of 'Presidential Palace', which this "
                          "sentence does not name: it names 'Palace Guard', and only its word 'дворец' stands here, "
                          "inside the other's name: one thing called by another's name; write the rendering of "
                          "'Palace Guard'")
