"""Findings a reviewer would have written, in every corpus: English left in Russian and Chinese
text (glosses in parentheses too), alternatives side by side in Russian-only and Chinese text, page
footers, typos (hunspell's Russian dictionary and pymorphy3's), a term rendered two ways as often
with nothing decided; and not the explanations a text gives in parentheses.  The blind list
(tests/data/qa_blind4.csv) was written before these checks were changed."""
from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

from junta_lib.glossary import qa as checks
from junta_lib.glossary.build import build_glossary
from junta_lib.glossary.quality import CLAIMED, evaluate_blind, said_for_the_whole_text, whole_text_places
from junta_lib.glossary.readers import COLUMNS
from junta_lib.glossary.spelling import dictionary
from junta_lib.glossary.tbx import a_term

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def segments(*rows) -> pd.DataFrame:
    """(corpus, variant, lang, text) rows as the readers give them, a line each."""
    return pd.DataFrame([[corpus, n, "line", variant, lang, text, n] for n, (corpus, variant, lang, text)
                         in enumerate(rows, start=1)], columns=COLUMNS)


def translated(rows) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(Russian, English) rows as a translation's segments, a line each, and the pairs aligning them."""
    seg = segments(*[("x", "translation", "ru", ru) for ru, _ in rows])
    pairs = pd.DataFrame([["x", n, n, "translation", en, ru, 1.0, "line", n] for n, (ru, en) in enumerate(rows, start=1)],
                         columns=["corpus", "location", "tgt_location", "variant", "src", "tgt", "score", "cell", "line"])
    return seg, pairs


def messages(found: list[list]) -> list[str]:
    return [f[7] for f in found]


#: "убийцы" for the Assassin at row 18: the way the Assassin card «Убийца» weighs for, no finding since
#: (test_a_tied_term_is_no_finding_where_the_glossarys_name_already_writes_it)
WEIGHED_FOR = "inc-1e3c7cd98d59"


def blind_list(built, n: int) -> tuple[dict, dict]:
    """The n-th hand list (tests/data/qa_blind{n}.csv) measured on the build: the report and, by kind,
    (found, problems)."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / f"qa_blind{n}.csv", keep_default_na=False))
    return report, {kind: (int(v["sum"]), int(v["count"])) for kind, v in report["by_kind"].items()}


def list_holds(built, n: int, problems: int, found: int, at_least: dict | None = None, exactly: dict | None = None,
               every_kind: bool = False) -> None:
    """The n-th hand list on the build: its claimed problems, at least ``found`` of them found; by kind, at
    least ``at_least[kind]`` found, or exactly ``exactly[kind]`` (found, problems); with ``every_kind``,
    every claimed kind at 0.8 or better."""
    report, by_kind = blind_list(built, n)
    assert report["problems"] == problems and report["found"] >= found, (n, by_kind)
    assert all(by_kind[kind][0] >= least for kind, least in (at_least or {}).items()), (n, by_kind)
    assert all(by_kind[kind] == pair for kind, pair in (exactly or {}).items()), (n, by_kind)
    assert not every_kind or all(f / p >= 0.8 for f, p in by_kind.values()), (n, by_kind)


def reported(judged, qa: pd.DataFrame) -> bool:
    """Is a judged finding in the build: by its id, by its evidence at its place under its kind (its
    message said better changes the id), as one place of a text's convention said once for the whole
    text, or, a unit's key_term_missing, as the
    inconsistent_term finding of the same decision at its place that it is merged into
    (qa.one_finding_a_place: "свои Positions" is the term left in English there)?"""
    if judged.id in set(qa.id):
        return True
    if len(qa[(qa.corpus == judged.corpus) & (qa.location == int(judged.location)) & (qa.kind == judged.kind)
              & (qa.evidence == judged.evidence)]):
        return True                          # the same words at the same place, the message said better
    if said_for_the_whole_text(conventions_said(qa), judged.corpus, int(judged.location), judged.evidence,
                               (judged.kind,)):
        return True                          # one place of a text's convention, said once (conventions.py)
    if judged.kind == "inconsistent_term" and "left in English here" in judged.message:
        # a term left in English: one finding of the place since, the English left naming the term's target
        expected = getattr(judged, "expected", None)
        return bool(len(qa[(qa.corpus == judged.corpus) & (qa.location == int(judged.location))
                           & (qa.kind == "untranslated_fragment") & (qa.expected != "")
                           & ((qa.expected == expected) if expected is not None else True)]))
    return judged.kind == "key_term_missing" and bool(len(qa[
        (qa.corpus == judged.corpus) & (qa.location == int(judged.location)) & (qa.kind == "inconsistent_term")
        & qa.evidence.map(lambda e: bool(set(e.strip("…").split()) & set(judged.evidence.split())))]))


def listed(judged, qa: pd.DataFrame) -> bool:
    """Is a judged finding still listed at its place, its words within a finding's evidence: a
    reviewer's change joined with another of its clause, one now listed as a style proposal (the
    judge of tests/data/qa_precision15.csv called "буклета правил вы найдёте" style), an
    alternative now said as the author's repeated second name, or one place of a text's convention now
    said once for the whole text (conventions.py: "(Vote Tally)" among the text's English glosses)?"""
    kinds = {judged.kind} | ({"style_proposal"} if judged.kind == "reviewer_suggestion" else set())
    here = qa[(qa.corpus == judged.corpus) & (qa.location == int(judged.location)) & qa.kind.isin(kinds)]
    words = judged.evidence.strip("«»…").strip()
    return bool(words) and (here.evidence.str.contains(words, regex=False).any() or said_for_the_whole_text(
        conventions_said(qa), judged.corpus, int(judged.location), judged.evidence, (judged.kind,)))



RELATED = {"inconsistent_term": {"inconsistent_term", "spelling"}, "reviewer_suggestion": {"reviewer_suggestion", "style_proposal"}}


def gone(judged: pd.DataFrame, qa: pd.DataFrame) -> set:
    """The judged findings no longer in the build: not by their id, nor at their place under their
    kind (or the kind it became: a misspelt rendering is a spelling finding, a reviewer's change
    that corrects nothing a style proposal) with two of their evidence's words (a rendering's span
    corrected: "Главнокомандующий ВВС", "жетона фаз переворота", changes the id), nor as one place of a
    text's convention said once for the whole text (conventions.py)."""
    out, whole = set(), conventions_said(qa)
    for j in judged.itertuples():
        if j.id in set(qa.id):
            continue
        here = qa[(qa.corpus == j.corpus) & (qa.location == int(j.location))
                  & qa.kind.isin(RELATED.get(j.kind, {j.kind}))]
        words = set(re.findall(r"\w{3,}", j.evidence))
        if not any(len(words & set(re.findall(r"\w{3,}", e))) >= min(2, len(words)) for e in here.evidence) \
                and not said_as_english_left(j, qa) and not said_for_the_whole_text(
                    whole, j.corpus, int(j.location), j.evidence, (j.kind, "untranslated_fragment")):
            out.add(j.id)
    return out


def said_as_english_left(judged, qa: pd.DataFrame) -> bool:
    """A partial rendering beside the term's other word left in English ("с карт Position", "жетоном
    Assassination"): said since by the English-left finding of that word at the place
    (qa.one_finding_a_place)."""
    part = re.match(r"only part of '(.+?)' rendered here", judged.message)
    if judged.kind != "inconsistent_term" or not part:
        return False
    left = qa[(qa.corpus == judged.corpus) & (qa.location == int(judged.location)) & (qa.kind == "untranslated_fragment")]
    term = set(part.group(1).lower().split())
    return any(set(m.group(1).lower().split()) <= term for m in left.message.map(
        lambda text: re.match(r"English left in the \w+ \([^)]*\): '([^']+)'", text)) if m)


def still_found(judged, qa: pd.DataFrame) -> bool:
    """Is a judged finding in the build: by its id, or at its place with its rendering in the evidence or
    its very words (the message said better changes the id), or said by the English left beside it?"""
    if judged.id in set(qa.id):
        return True
    phrase = re.search(r"rendered '([^']+)'", judged.message)
    here = qa[(qa.corpus == judged.corpus) & (qa.location == judged.location) & (qa.kind == judged.kind)]
    return bool(phrase) and here.evidence.str.contains(phrase.group(1), regex=False).any() \
        or here.evidence.eq(judged.evidence).any() or said_as_english_left(judged, qa)   # the message said better


def test_english_is_found_in_russian_only_and_chinese_text_glosses_named_as_such():
    seg = segments(("rome", "text", "ru", "1.04.7 Подсчет голосов (Vote Tally): каждый игрок"),
                   ("viva", "text", "zh", "每棟建築讓你+1防，+1VP"),
                   ("viva", "text", "zh", "※ 發信站: 批踢踢實業坊(ptt.cc)"),
                   ("rome", "text", "ru", "Клаус и Бен играют в JUNTA"),
                   ("junta", "translation", "ru", "фишки используются (outside of keeping track of things). Затем"))
    found = messages(checks.untranslated_fragments(seg, zh_corpora=("viva",)))
    # a clause in parentheses is English left to translate, not a term's gloss
    assert found == ["English left in the Russian (text): 'Vote Tally', a gloss giving the term's English: record it "
                     "in the glossary, and decide whether the text keeps such glosses or drops them",
                     "English left in the Chinese (text): 'VP'",
                     "English left in the Russian (translation): 'outside of keeping track of things'"]


def test_a_card_s_printed_words_and_an_abbreviation_the_text_defines_are_said_as_decisions():
    """English the text quotes on purpose is still English left (the issue's kind), said as the decision
    it is: the card's printed words after their Chinese ('"戰鬥前打出before combat"字樣'), an abbreviation
    opening the text's own entry for it ("drm: модификатор…"); the same words elsewhere are plain English."""
    seg = segments(("v", "text", "zh", '防禦者可打出多張防禦卡(卡上必須有"戰鬥前打出before combat"字樣)'),
                   ("v", "text", "zh", "攻擊者打出before combat的卡"),
                   ("r", "text", "ru", "drm: модификатор, применяемый к любому броску кубиков."),
                   ("r", "text", "ru", "Добавьте drm к броску."))
    assert messages(checks.untranslated_fragments(seg, zh_corpora=("v",))) == [
        "English left in the Chinese (text): 'before combat', the card's printed English quoted after its Chinese "
        "'戰鬥前打出'; decide whether the English stays to match the cards, marked as the card's text, or goes",
        "English left in the Chinese (text): 'before combat'",
        "English left in the Russian (text): 'drm', an abbreviation the text defines here and keeps in Latin "
        "letters; decide whether it stays or the term gets a Russian name",
        "English left in the Russian (text): 'drm'"]


def test_what_the_twenty_fourth_blind_sample_judged_false_is_no_longer_said_so():
    """tests/data/qa_precision24.csv: a number said as a collective word ("in 4-player games": "вчетвером")
    is no missing number; a spelling suggestion never splits a word into a fragment ("худож ка"); an
    English gloss joined by a slash is one gloss ("(Debits/Contributions)"); a reviewer leaving out a
    pronoun the sentence says again ("за него или против него") proposes style."""
    from junta_lib.glossary.spelling import fitting
    from junta_lib.russian import morph
    assert checks.numbers("Если вы играете вчетвером, возьмите карту", "ru") == {4: 16}
    assert fitting("художка", "худож ка", morph()) == "" and fitting("накарте", "на карте", morph()) == "на карте"
    seg = segments(("rome", "text", "ru", "Доходы от взяток и пожертвований (Debits/Contributions) идут в казну"))
    assert messages(checks.untranslated_fragments(seg)) == [
        "English left in the Russian (text): 'Debits/Contributions', a gloss giving the term's English: record it in "
        "the glossary, and decide whether the text keeps such glosses or drops them"]
    seg = segments(("x", "translation", "ru", "Затем игроки голосуют за него или против него. Ход."),
                   ("x", "reviewer_1", "ru", "Затем игроки голосуют за или против него. Ход."))
    seg["location"] = 1
    assert [f[4] for f in checks.reviewer_suggestions(seg)] == ["style_proposal"]


def test_a_hyphenated_title_s_second_capital_and_a_game_s_name_lowered_are_found():
    """"«Премьер-Министром»": the second part of a title is written in lower case (not "Санкт-Петербург");
    кубик written inside sentences with a capital 6 times and in lower case 5 times, and named «Кубик»
    three times (a section of the rules): one word written two ways with no usual way, one finding for
    the whole text naming the rows of each way (readers split on which way is the slip, and asked for
    one decision rather than a finding at every place); a word never named in guillemets is not."""
    from junta_lib.glossary.written_names import compound_capitals, written_names
    seg = segments(("p", "text", "ru", "Он станет «Премьер-Министром» и поедет в Санкт-Петербург."))
    assert [(f[4], f[6]) for f in compound_capitals(seg)] == [("spelling", "Премьер-министром")]
    rows = [("p", "text", "ru", f"Затем игрок бросает Кубик и ходит на {n} клетки.") for n in range(2, 8)]
    rows += [("p", "text", "ru", f"Потом он кидает кубик {n} раза.") for n in range(2, 7)]
    rows += [("p", "text", "ru", "Карта «Кубик» лежит тут; «Кубик» и «Кубик» общие.")]
    rows += [("p", "text", "ru", f"Затем игрок берёт Фишку номер {n}.") for n in range(2, 8)]
    rows += [("p", "text", "ru", f"Затем игрок берёт фишку {n}.") for n in range(2, 7)]
    found = [f for f in written_names(segments(*rows), ["p"]) if "decide one way for the whole text" in f[7]]
    assert [(f[1], f[4]) for f in found] == [(1, "inconsistent_term")], found
    assert ("with a capital in 6 places (lines 1, 2, 3, 4, 5, 6) and in lower case in 5 (lines 7, 8, 9, 10, 11)"
            in found[0][7]) and "Фишк" not in found[0][7]


def test_a_slash_for_or_in_a_text_written_in_russian_or_chinese_is_spelt_out():
    """The fourteenth list's missed alternatives: "продать/обменять" and "幫忙防禦/未參與攻擊" are the
    author's "or", which running text spells out, and so is a list of three (the thirtieth list's
    "обменивать/дарить/продавать"); a heading's ("Рыцари/концессии:") is not."""
    seg = segments(("pol", "text", "ru", "* Игрок может продать/обменять свою недвижимость."),
                   ("pol", "text", "ru", "Рыцари/концессии: правила"),
                   ("viva", "text", "zh", "若攻擊未成功，所有幫忙防禦/未參與攻擊的玩家，得到牌。"),
                   ("pol", "text", "ru", "Игроки могут обменивать/дарить/продавать свои ресурсы."),
                   ("pol", "text", "ru", "1.06.12 Рыцари/концессии: каждый сенатор получает 1 талант."))
    found = [(f[1], f[6]) for f in checks.alternatives(seg, zh_corpora=("viva",))]
    assert found == [(3, "所有幫忙防禦或未參與攻擊的玩家"), (1, "продать или обменять"),
                     (4, "обменивать, дарить или продавать"), (5, "Рыцари и концессии")], found


def test_a_numbered_heading_s_slash_joins_what_the_section_covers():
    """"1.06.12 Рыцари/концессии:" (three hand lists: the twenty-ninth, thirty-first and thirty-third)
    heads the section on both incomes: the slash is "и", not "или"; a line's label before its colon
    with no section number is not a heading ("Рыцари/концессии: правила")."""
    seg = segments(("rome", "text", "ru", "1.06.12 Рыцари/концессии: каждый сенатор получает 1 талант."),
                   ("rome", "text", "ru", "Рыцари/концессии: правила"))
    found = [(f[1], f[6], f[7]) for f in checks.alternatives(seg)]
    assert found == [(1, "Рыцари и концессии", "a slash joining the things a heading covers: Рыцари/концессии; "
                                               "spell it out: Рыцари и концессии")], found


def test_a_chinese_noun_named_again_in_parentheses_by_what_it_is():
    """"承諾區(卡牌大小區塊)" (the twenty-eighth and thirty-third lists): the area named again, in six
    characters ending in a noun, as "遮蔽區(道路)" in two; a parenthesis that says something with a verb, an
    adverb or a preposition ("(必須攻擊成功)", "(除總統)") explains, and is no second name."""
    seg = segments(("viva", "text", "zh", "將卡牌面朝下放在想要承諾的玩家圖板上承諾區(卡牌大小區塊)"),
                   ("viva", "text", "zh", "放在版塊前遮蔽區(道路)"),
                   ("viva", "text", "zh", "e.掠奪(必須攻擊成功)"),
                   ("viva", "text", "zh", "在承諾階段，所有玩家(除總統)可以出牌"))
    found = [(f[1], f[7]) for f in checks.alternatives(seg, zh_corpora=("viva",))]
    assert found == [(1, "an alternative in parentheses: (卡牌大小區塊)"), (2, "an alternative in parentheses: (道路)")], found


def test_a_question_the_english_does_not_ask_is_the_translator_s():
    """"…по механике он может уйти или не может?" and "в ячейку «активность отряда смерти в банке»?"
    (the thirty-fourth list): a sentence of the translation closed by a question mark where its English
    asks nothing is the translator's question, quoted at its end; a question the English asks too is
    the rule's, and one in parentheses is translator_questions'."""
    from junta_lib.glossary.translator_remarks import questions_not_in_the_source
    rows = [("Игрок уходит. –это художественный текст, который просто поясняет, или по механике он может уйти?",
             "The player leaves."),
            ("Кто ходит первым? Президент.", "Who goes first? The President."),
            ("Игрок (кто именно?) ходит.", "The player moves.")]
    seg, pairs = translated(rows)
    found = [(f[1], f[4], f[5], f[7]) for f in questions_not_in_the_source(seg, pairs)]
    words = "–это художественный текст, который просто поясняет, или по механике он может уйти?"
    assert found == [(1, "translator_question", words, f"a translator's note or question (translation): '{words}'")], found


def test_a_problem_said_under_another_kind_by_design_is_found_by_that_finding():
    """A hand list's alternative "Ben(Петя)" inside an English clause left is said by the clause's
    English-left finding, and its English-left "República de las Bananas" kept here and translated
    elsewhere by the finding that counts both ways (qa.one_finding_a_place says each once); an
    alternative in Russian letters is not found by an English-left finding that happens to quote it."""
    from junta_lib.glossary.messages import said
    qa = pd.DataFrame([
        ["j", 51, "untranslated_fragment", "…он he is assassinating Ben(Петя)…",
         said("english_in_russian", variant="translation", text="he is assassinating Ben(Петя) and vice-versa")],
        ["j", 7, "inconsistent_term", "В República de las Bananas каждый…",
         said("name_kept_here", name="República de las Bananas", what="kept in 2 units", why="decide one")],
        ["j", 8, "untranslated_fragment", "…force (сила)…", said("english_in_russian", variant="translation", text="force (сила)")]],
        columns=["corpus", "location", "kind", "evidence", "message"])
    # the list's evidence may hold the name with a word of its sentence (the fortieth list: "В República…")
    hand = pd.DataFrame([["j", "51", "alternatives_marked", "Ben(Петя)"],
                         ["j", "7", "untranslated_fragment", "República de las Bananas"],
                         ["j", "7", "untranslated_fragment", "В República de las Bananas"],
                         ["j", "8", "alternatives_marked", "(сила)"]], columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, True, True, False]


def test_a_slash_rendering_the_english_s_own_is_spelt_out_and_another_name_before_a_remark_is_found():
    """The thirty-second list's missed alternatives: "выборов/голосования" for "election/vote" renders
    the English's slash, no choice left open, and Russian running text spells it out as in a text
    written in Russian; "(или ключевых точек, это …)" is another name, its explanation after a comma
    (the name alone is the alternative); "(или даже вообще ничего)" renders the English's "(or even none)"."""
    rows = [("Карты сбрасываются сразу после выборов/голосования.", "The cards are discarded after the election/vote."),
            ("Пять силовых центров (или ключевых точек, это дворец и банк) считаются локациями.",
             "The five Power Centers are considered areas."),
            ("Он может взять одну карту (или даже вообще ничего).", "He may take one card (or even none at all)."),
            ("Он может взять карту/чек.", "He may take a card.")]
    seg, pairs = translated(rows)
    found = [(f[1], f[6], f[7]) for f in checks.alternatives(seg, pairs=pairs)]
    assert found == [(1, "выборов или голосования", "a slash standing for 'or' in running text: выборов/голосования; "
                                                    "spell it out: выборов или голосования"),
                     (2, "", "an alternative rendering in parentheses: (или ключевых точек)"),
                     (4, "", "unresolved alternatives separated by '/': карту/чек; no decision or glossary term "
                             "settles it: decide between «карту» and «чек»")], found


def test_words_joined_by_spaced_slashes_are_a_list_spelt_out():
    """"стоимость укрытия / крыши / частокола или оружия" (two hand lists) and "участвовать в выборах /
    голосовать или контроллировать" (the thirty-fourth): a list written with spaced slashes; where it
    goes on with "или", its slashes are commas, else its last one is "или".  A reviewer's quotation of
    the text ("в тексте: «…»") is that suggestion's."""
    seg = segments(("r", "paragraph", "ru", "Когда отмечена стоимость укрытия / крыши / частокола или оружия, платите."),
                   ("r", "paragraph", "ru", "Он берёт карту / фишку."),
                   ("r", "paragraph", "ru", "в тексте: «…стоимость укрытия / крыши…»\nлучше: «…стоимость укрытия…»"))
    found = [(f[1], f[6]) for f in checks.alternatives(seg)]
    assert found == [(1, "укрытия, крыши, частокола"), (2, "карту или фишку")], found


def test_a_remark_on_the_translation_in_parentheses_is_a_note_in_a_translation_only():
    """"(…, как термин PC- переводится «центр власти»)" in the JUNTA translation (the thirty-second
    list): the translator's words on a term, no rule of the game: the clause is a note to delete.  A
    text written in Russian may speak of terms as its rules (the politics game's «Дебаты»)."""
    from junta_lib.glossary.translator_remarks import translator_remarks
    seg = segments(("j", "translation", "ru", "Пять центров (это дворец и банк, как термин PC- переводится «центр власти») ходят."),
                   ("j", "translation", "ru", "Игрок (любой) ходит."),
                   ("p", "text", "ru", "Он объясняет (любым методом, не называя сам термин) слово."))
    assert [(f[0], f[4], f[5]) for f in translator_remarks(seg)] == [
        ("j", "translator_note", "как термин PC- переводится «центр власти»")]


def test_an_abbreviation_a_text_keeps_throughout_is_said_as_a_decision_at_each_place():
    """"VP" written three times or more in one text (lower case too) is its own abbreviation: each place
    says so and asks the decision (stay, glossed once, or written out); written once, English left."""
    seg = segments(("v", "text", "zh", "每棟建築讓你+1VP"), ("v", "text", "zh", "結算VP，最多者獲勝。"),
                   ("v", "text", "zh", "super car牌提供1vp"), ("w", "text", "zh", "每棟建築讓你+1VP"))
    found = [(f[0], f[7].split(":")[0], f[7].split("'")[1]) for f in checks.untranslated_fragments(seg, zh_corpora=("v", "w"))]
    assert found == [("v", "Latin letters left in the text (text)", "VP"), ("v", "Latin letters left in the text (text)", "VP"),
                     ("v", "English left in the Chinese (text)", "super car"),
                     ("v", "Latin letters left in the text (text)", "vp"), ("w", "English left in the Chinese (text)", "VP")]


def test_a_guess_at_the_meaning_in_parentheses_is_a_note_to_delete_not_an_alternative():
    """"(речь про бюджет, видимо)" in a reviewer's cell (the twenty-seventh blind sample): the reviewer's
    own guess, to settle and delete, not a second rendering; "(видимый игрок)" is no guess."""
    from junta_lib.glossary.translator_remarks import translator_remarks
    seg = segments(("j", "reviewer_1", "ru", "Игрок отдаёт голоса кандидатам или вариантам (речь про бюджет, видимо)."),
                   ("j", "translation", "ru", "Игрок (видимый игрок) ходит."))
    assert [(f[4], f[5]) for f in translator_remarks(seg)] == [("translator_note", "(речь про бюджет, видимо)")]
    assert not [f for f in checks.alternatives(seg) if "бюджет" in f[5]]


def test_a_stray_capital_in_a_translation_is_found_only_where_the_word_cannot_open_a_sentence():
    """A translation writing президент in lower case inside its sentences: "Президент" after a comma,
    a preposition or "если", or in the genitive after a noun, is a stray capital, in a reviewer's draft
    too; after a heading glued to its sentence ("Выбор президента Президент избирается") or as a
    numbered title ("Фаза 9") it is not."""
    from junta_lib.glossary.written_names import stray_capitals
    usual = [("j", "translation", "ru", f"Затем президент берёт {n} карты.") for n in range(2, 18)]   # 16 places
    seg = segments(*usual,
                   ("j", "translation", "ru", "После назначения министров, Президент может давать обещания."),
                   ("j", "translation", "ru", "Игрок берёт карту Президента и банан."),
                   ("j", "translation", "ru", "Выбор президента Президент избирается голосованием."),
                   ("j", "translation", "ru", "Начиная с Президента, все игроки голосуют."),
                   ("j", "reviewer_1", "ru", "Затем, Президент ходит."),
                   # "т. е." goes on with the sentence (the eighteenth list): "т. е. Президент" is a slip too
                   ("j", "translation", "ru", "Голосует глава, т. е. Президент страны."),
                   # and so does a semicolon's clause (the eighteenth list: "деньги Пети; Деньги Юры")
                   ("j", "translation", "ru", "Вася ходит; Берёт карты."),
                   # an abbreviation after "см." goes on in lower case (the eighteenth list: "см. Стр. 4")
                   *[("j", "translation", "ru", f"Смотрите на стр. {n} и дальше.") for n in range(2, 8)],
                   ("j", "translation", "ru", "Голосуйте (см. Стр. 4) сразу."),
                   # an adjective in no nominative between two nouns it cannot open a sentence with (the
                   # thirty-fourth list: "жетон Политической фазы"); a nominative one may ("Выбор
                   # президента Первый игрок ходит", a heading glued to its sentence)
                   *[("j", "translation", "ru", f"Жетон политической фазы лежит на делении {n}.") for n in range(2, 8)],
                   ("j", "translation", "ru", "Поместите жетон Политической фазы на деление."),
                   *[("j", "translation", "ru", f"Он ходит первый раз в {n} раунде.") for n in range(2, 8)],
                   ("j", "translation", "ru", "Выбор президента Первый игрок ходит."),
                   # and after a numeral (the fortieth list: "трех Армейских бригад")
                   *[("j", "translation", "ru", f"Фишки армейских бригад стоят в {n} ряду.") for n in range(2, 7)],
                   ("j", "translation", "ru", "Шесть фишек трех Армейских бригад."))
    found = [(f[1], f[4], f[6]) for f in stray_capitals(seg, ["j"])]
    # a reviewer's draft is read against the translation's way too ("Затем, Президент ходит.", line 21)
    assert found == [(17, "spelling", "президент"), (18, "spelling", ""), (20, "spelling", "президента"),
                     (21, "spelling", "президент"), (22, "spelling", "президент"), (23, "spelling", "берёт"),
                     (30, "spelling", "стр"), (37, "spelling", "политической"), (50, "spelling", "армейских")]
    # "карту Президента" is a card's title: how card names are written is the decision, not the lower case
    card = next(f[7] for f in stray_capitals(seg, ["j"]) if f[1] == 18)
    assert "'Президента' after 'карту': a card's name" in card and "(карта «…»)" in card, card


def test_alternatives_side_by_side_in_any_corpus_but_not_an_explanation():
    seg = segments(("rome", "text", "ru", "модификатор, применяемый к любому броску (броскам) кубиков."),
                   ("rome", "text", "ru", "выборы консулов (Рима и военного) между двумя кандидатами"),
                   ("pol", "text", "ru", "по «Рыночной цене» (карточка хранится у игрока)."),
                   ("rob", "paragraph", "ru", "получить рану (или не получить) и пережить приключение"),
                   ("rob", "paragraph", "ru", "на этом участке (клетке) вам надо выставить фишку"))
    found = messages(checks.alternatives(seg))
    assert found == ["'броску (броскам)': the noun with its plural in parentheses, where «любому» already means one "
                     "or more; delete the parenthesis: «любому броску»",
                     "an alternative rendering in parentheses: (клетке)"]


def test_an_authors_gloss_in_parentheses_is_no_alternative_but_a_second_name_or_other_acts_are():
    """In a text written in Russian the author says in parentheses what a word means here: a finite
    verb said more exactly, a person named by his role, a range explained, the word said again with
    its count, a name in guillemets explained; no finding.  Another noun in the same case, infinitives
    listed for the acts a rule allows, an "или" opening another name stay alternatives; a noun with its
    plural beside it is one or more, a convention the house style decides (blind readers split on
    it: two hand lists ask for one form, two precision readers keep it); adjectives between an
    adjective and its noun are the author's descriptive second name."""
    seg = segments(("p", "text", "ru", "Если двое игроков назвали (угадали) слово, они бросают кубик."),
                   ("p", "text", "ru", "Затем остальные игроки (зрители) голосуют за рассказ."),
                   ("p", "text", "ru", "Игрок читает слово (имя или название) вслух."),
                   ("p", "text", "ru", "Он берёт карточку (пару карточек) «Банк» себе."),
                   ("p", "text", "ru", "Фишка стоит у «Банка» (правый угол) всегда."),
                   ("p", "text", "ru", "Если игрок строит (покупает) дом, он платит."),
                   ("p", "text", "ru", "Положите карты рубашкой (обложкой) вниз."),
                   ("p", "text", "ru", "Игрок может продать (подарить) карточку в Казну."),
                   ("p", "text", "ru", "Каждый игрок бросает кубик (кубики) за ход."),
                   ("p", "text", "ru", "Фишки идут в Верхний (дальний) ряд поля."))
    found = [(f[1], f[7]) for f in checks.alternatives(seg)]
    assert found == [(7, "an alternative rendering in parentheses: (обложкой)"),
                     (8, "an alternative rendering in parentheses: (подарить)"),
                     (9, "'кубик (кубики)': one or more, the noun with its plural in parentheses, a convention some "
                         "rulebooks keep and others do not: the house style decides; otherwise one form, or in "
                         "words («один или несколько»)"),
                     (10, "'Верхний (дальний)': the author's descriptive second name in parentheses, no alternative "
                          "to choose; one name is enough where the text names it again")]
    # in a translation a person's other name is a translator's alternative still
    assert len(checks.alternatives(segments(("j", "translation", "ru", "Затем остальные игроки (зрители) голосуют.")))) == 1


def test_a_parenthesis_rendering_an_english_or_is_said_as_the_or_made_a_parenthesis():
    """"участок (клетка)" for "a tile or space": the translation put the English "or" as a parenthesis;
    no alternative to choose, the finding says to write "или".  "убийцы (киллера)" beside "the Assassin
    or sent to" renders no "or" of two nouns."""
    rows = [("Выберите участок (клетка) рядом с лагерем.", "Choose a tile or space next to the Camp."),
            ("Он цель убийцы (киллера) или отправлен на расстрел.", "He is the target of the Assassin or sent to the Firing Squad.")]
    seg, pairs = translated(rows)
    found = [(f[1], f[7]) for f in checks.alternatives(seg, pairs=pairs)]
    assert found == [(1, "'участок (клетка)' renders the English 'tile or space': its 'or' made a parenthesis, no "
                         "alternative to choose; write it with 'или' («участок или клетка», in the sentence's case)"),
                     (2, "an alternative rendering in parentheses: (киллера)")]


def test_a_word_the_text_marks_foreign_and_a_forum_signature_are_no_english_left():
    seg = segments(("p", "text", "ru", "слово «Податок» (укр.) или «Tax» (англ.) будут верным ответом, а Tax нет."),
                   ("v", "text", "zh", "◆ From: 220.139.177.93"),
                   ("v", "text", "zh", "※ 編輯: someone 來自: 220.139.177.93 (04/01 14:22)"))
    found = messages(checks.untranslated_fragments(seg, zh_corpora=("v",)))
    assert found == ["English left in the Russian (text): 'Tax'"]


def test_an_english_clause_the_russian_before_it_renders_is_english_to_delete_not_a_term_to_render():
    from junta_lib.glossary.discover import TermFinder
    terms = pd.DataFrame([["j", "money", "en", "ru", "деньги", "деньги (3)", "", "consistent", "1 2", ""]],
                         columns=["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants",
                                  "basis", "status", "locations", "note"])
    seg = segments(("j", "translation", "ru", "Это его деньги - в отличие от денег, opposed to the money deposited в банке."),
                   ("j", "translation", "ru", "Он кладёт money в банк."))
    left = checks.untranslated_fragments(seg)
    finders = {"j": TermFinder([], seed=["money"])}
    assert checks.terms_left_in_english(left, terms, finders) == []
    assert [(f[1], f[6]) for f in left] == [(1, ""), (2, "деньги")]
    assert left[1][7] == ("English left in the Russian (translation): 'money'; the glossary's preferred target for "
                          "'money' is 'деньги'")
    assert left[0][7] == ("English left in the Russian (translation): 'opposed to the money deposited', which the words "
                          "before it already render; delete the English")


def test_a_page_footer_is_found_alone_on_its_line_or_closing_one():
    seg = segments(("rob", "paragraph", "ru", "страница 8"), ("rome", "text", "ru", "Республика Рим (стр. 1 )"),
                   ("rome", "text", "ru", "см. правила на стр. 12 и далее"))
    found = checks.page_footers(seg, pd.DataFrame(columns=["variant"]))
    assert [(f[1], f[4]) for f in found] == [(1, "page_footer"), (2, "page_footer")]


def test_typos_are_found_and_the_words_of_the_game_and_names_are_not():
    seg = segments(("j", "translation", "ru", "Немедленно избирите нового президента."),
                   ("j", "translation", "ru", "Любой игрок, который будет передвигаться илил стрелять."),
                   ("j", "translation", "ru", "Жетон «настабильность» добавляется. См. «ПОдготовка» на стр. 6."),
                   ("j", "translation", "ru", "избавиться от Ассасина или Ассасинов.Они размещаются."),
                   ("j", "translation", "ru", "Игрок Вжикович ставит ассасина и авиаудар."))
    found = checks.spelling(seg, pd.DataFrame({"preferred_target": ["авиаудар"], "variants": ["ассасин (3)"],
                                               "source_term": ["Assassin"]}))
    assert dictionary() is not None, "hunspell-ru, libenchant-2-2 (.ci/run) and pyenchant (pyproject) are needed"
    assert [f[7].split("'")[1] for f in found] == ["избирите", "илил", "настабильность", "ПОдготовка", "Ассасинов.Они"]
    assert [f[6] for f in found][2:] == ["нестабильность", "Подготовка", "Ассасинов. Они"]
    assert {f[4] for f in found} == {"spelling"} and "perhaps 'изберите'" in found[0][7]
    # hunspell puts "лили" first for "илил"; "или", of its first three, general Russian writes a hundred
    # times as often (a blind reader: "или" is meant)
    assert found[1][6] == "или"
    assert all("Вжикович" not in f[7] and "авиаудар" not in f[7] and "'ассасина'" not in f[7] for f in found)


def test_a_dictionary_word_written_once_beside_what_its_frequent_one_letter_twin_stands_beside_is_a_typo():
    seg = segments(("pol", "text", "ru", "Сектор «Торговец» (синий цвет) приносит доход."),
                   ("pol", "text", "ru", "Фишки «Товары» (синий цвет) лежат у банка, карта с белым текстом и с красным текстом в колоде."),
                   ("pol", "text", "ru", "Игрок платит взнос за вход и взнос за выход."),
                   ("pol", "text", "ru", "Если игрок встал на «Торговца» (синий свет), он платит внос за проход."),
                   ("pol", "text", "ru", "Любая карта с чёрным тестом сбрасывается."),
                   # one letter from a frequent noun, but beside other words: "парту" is no slip of "карту"
                   ("pol", "text", "ru", "Игрок берёт карту, потом ещё карту; сосед видит парту впереди."),
                   # a verb's aspects differ by a letter: "выполнить" beside "выполнять действия"
                   ("pol", "text", "ru", "Выполнять действия можно дважды; выполнять действия надо по очереди."),
                   ("pol", "text", "ru", "Две клетки позволяют выполнить действия."))
    none = pd.DataFrame(columns=["preferred_target", "variants", "source_term"])
    found = checks.spelling(seg, none)
    assert [(f[1], f[6]) for f in found] == [(4, "цвет"), (4, "взнос"), (5, "текстом")]
    assert "one letter from 'цвет' (written 2 times), which stands beside the same words elsewhere" in found[0][7]
    # a word neither dictionary knows, written twice: a slip where its correction is written three times as often
    seg = segments(*[("j", "translation", "ru", text) for text in (
        "Он контроллирует полицию и контроллирует флот.", "Кто контролирует банк?", "Игрок контролирует армию.",
        "Президент контролирует дворец.", "Адмирал контролирует флот.", "Генерал контролирует бригаду.",
        "Министр контролирует полицию.", "Пятница и Робинзона встречают Робинзона.")])
    found = checks.spelling(seg, none)
    assert [(f[1], f[6]) for f in found] == [(1, "контролирует"), (1, "контролирует")]


def test_a_numbered_step_named_otherwise_than_its_usual_name_is_an_inconsistent_term():
    from junta_lib.glossary.numbered_names import numbered_names
    seg = segments(("j", "translation", "ru", "Фаза 4: Сбор налогов. Игроки платят."),
                   ("j", "translation", "ru", "Затем наступает Фаза 4: сбор налогов и пошлин."),
                   ("j", "inline", "ru", "Фаза 4: Сбор налогов Каждый игрок платит"),
                   ("j", "translation", "ru", "Переходите к фазе 4: взимание налогов."),
                   ("j", "translation", "ru", "Этап 5: Выборы. Этап 5: Голосование."),
                   ("j", "translation", "ru", "Фаза 6: Отдых. Шаг 6: Ремонт стен."))
    found = numbered_names(seg)
    # "сбор налогов и пошлин" and a heading glued to its sentence hold the usual name; step 5's two
    # names share no word (two things numbered alike, or a sentence), and step 6 too; the lower case of
    # "сбор налогов и пошлин" against five titles begun with a capital is the titles' finding
    assert [(f[1], f[4], f[6]) for f in found] == [(4, "inconsistent_term", "Сбор налогов"),
                                                   (2, "inconsistent_term", "Сбор налогов")]
    assert found[0][7] == ("фазе 4 is named 'взимание налогов' here; the text names it сбор налогов (3); "
                           "взимание налогов (1): one name written several ways, keep one")
    # where another finding already names the words otherwise, that finding is the place's only one
    known = [["j", 4, "", 4, "inconsistent_term", "", "", "'Tax Collection' rendered 'взимание налогов' here"]]
    assert [f[1] for f in numbered_names(seg, known)] == [2]
    # a title after the colon is in the nominative: "Убийство" is another name than "Убийства"
    number = numbered_names(segments(*[("j", "translation", "ru", f"В фазе 6: {name}. Игроки решают.")
                                       for name in ("Убийства", "Убийства", "Убийства", "Убийство")]))
    assert [(f[1], f[6]) for f in number] == [(4, "Убийства")]
    tied = numbered_names(segments(("j", "translation", "ru", "Фаза 9: Конец раунда."),
                                   ("j", "translation", "ru", "Фаза 9: окончание раунда.")))
    assert [(f[1], f[6]) for f in tied] == [(1, ""), (2, "")]


def test_a_step_s_name_after_its_colon_begun_otherwise_than_the_text_s_titles_is_an_inconsistent_term():
    """The thirty-seventh and thirty-eighth lists: "фазы 2: назначение кабинета", "фазе 8: переворот"
    where the translation begins the steps' names with a capital 19 times.  Counted in the running text:
    the headings typed into the English column and a reviewer's cells are not the text's way; a name the
    numbered-names check already says otherwise keeps that finding only."""
    from junta_lib.glossary.numbered_names import numbered_names
    titled = [("j", "translation", "ru", f"Идёт фаза {n}: Сбор налогов номер {n}.") for n in range(1, 6)]
    lower = [("j", "inline", "ru", f"Фаза {n}: сбор налогов") for n in range(1, 9)]
    seg = segments(*titled, *lower, ("j", "translation", "ru", "До следующей фазы 2: назначение кабинета."),
                   ("j", "translation", "ru", "Затем этапа 3: выбор локации."))
    found = numbered_names(seg)
    assert [(f[1], f[6]) for f in found] == [(14, "Назначение кабинета"), (15, "Выбор локации")], found
    assert found[0][7] == ("'назначение кабинета' in lower case after 'фазы 2:'; the text begins a step's name "
                           "after its colon with a capital in 5 places and in lower case in 2: one way of writing "
                           "the titles")
    # four titled places are no convention yet, nor are five against three lower-case ones
    few = segments(*titled[:4], ("j", "translation", "ru", "До фазы 2: назначение кабинета."))
    assert numbered_names(few) == []
    even = segments(*titled, *[("j", "translation", "ru", f"До фазы {n}: назначение кабинета {n}.") for n in (6, 7, 8)])
    assert numbered_names(even) == []


def test_a_step_s_word_written_inside_sentences_both_ways_is_one_finding_for_the_whole_text():
    """"в фазе 6" in lower case in 9 places and "во время Фазы 9" with a capital in 11 of JUNTA's
    translation (the forty-first and forty-fourth lists each asked for one way at a lower-case place):
    one finding for the text, naming the lines of each way.  A sentence's first word is no place; a text
    that writes one way twice as often, or either way fewer than five times, has no such finding."""
    from junta_lib.glossary.numbered_names import numbered_names
    from junta_lib.glossary.quality import evaluate_blind
    capital = [("j", "translation", "ru", f"Игрок ходит во время Фазы {n} и платит.") for n in range(1, 6)]
    lower = [("j", "translation", "ru", f"Игрок платит в фазе {n} и ходит.") for n in range(1, 6)]
    opening = [("j", "translation", "ru", "Фаза 3 начинается сразу.")]
    found = [f for f in numbered_names(segments(*capital, *lower, *opening)) if "before a step's number" in f[7]]
    assert [(f[1], f[4]) for f in found] == [(1, "inconsistent_term")], found
    assert found[0][7] == ("'фаза' before a step's number is written inside sentences with a capital in 5 places "
                           "(lines 1, 2, 3, 4, 5) and in lower case in 5 (lines 6, 7, 8, 9, 10): one word written "
                           "two ways; decide one way for the whole text (Russian writes it in lower case inside a "
                           "sentence)")
    qa = pd.DataFrame([f[:2] + f[4:6] + [f[7]] for f in found], columns=["corpus", "location", "kind", "evidence",
                                                                        "message"])
    hand = pd.DataFrame([["j", 8, "inconsistent_term", "в фазе 3"], ["j", 11, "inconsistent_term", "Фаза 3"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False]
    for texts in (capital + lower[:2], capital[:4] + lower[:4]):
        assert not [f for f in numbered_names(segments(*texts)) if "before a step's number" in f[7]], texts


def test_a_chinese_noun_s_head_written_alone_where_the_whole_noun_is_usual_is_an_inconsistent_term():
    """"總統的兵" once where the militia is 民兵 four times: the thing named by half its name.  Not the
    object of a verb-object noun (錢 of 花錢), nor a head written alone about as often as the noun."""
    from junta_lib.glossary.shared_heads import shared_heads
    lines = ["每位玩家有民兵。", "民兵可以攻擊。", "總統的兵不能行動。", "民兵擲骰。", "移除民兵。",
             "花錢階段開始。", "玩家花錢買建築。", "花錢之後。", "不再花錢。", "錢多者獲勝。"]
    found = shared_heads(segments(*[("v", "text", "zh", line) for line in lines]), zh_corpora=("v",))
    assert [(f[1], f[4], f[6]) for f in found] == [(3, "inconsistent_term", "民兵")]
    assert found[0][7] == "'兵' alone here, where the text names this thing '民兵' (4 places): one thing named two ways; write '民兵'"
    lines[1] = "兵可以攻擊。"                                  # 民兵 three times, 兵 alone twice: no usual way
    assert shared_heads(segments(*[("v", "text", "zh", line) for line in lines]), zh_corpora=("v",)) == []


def test_two_chinese_nouns_sharing_a_character_that_name_one_thing_are_an_inconsistent_term():
    from junta_lib.glossary.shared_heads import shared_heads
    seg = segments(("v", "text", "zh", "每人拿三張卡牌，卡牌放在牌堆旁。"), ("v", "text", "zh", "抽完卡牌後，把棄牌堆洗成牌堆。"),
                   ("v", "text", "zh", "用完的卡片放到卡堆旁成為棄牌堆。"),
                   # 卡堆 and 卡牌 share their first character only: a pile and a card
                   ("v", "text", "zh", "骰堆與金堆放在一起。"))
    found = shared_heads(seg, zh_corpora=("v",))
    assert [(f[1], f[4], f[6]) for f in found] == [(3, "inconsistent_term", "牌堆")]
    assert "'卡堆' here (1 time), '牌堆' elsewhere (4 times)" in found[0][7] and "'卡牌'" in found[0][7]
    # a noun written once beside a usual noun sharing its first character in one sentence: one event named two ways
    seg = segments(*[("v", "text", "zh", line) for line in (
        "4. 戰鬥", "戰鬥前打出防禦卡。", "戰鬥結算之後，摧毀骰子。", "總統將不會涉及戰爭，並承受戰鬥結算。",
        "玩家可以買一棟建築。", "建築讓你得分，建設很快。")])
    found = shared_heads(seg, zh_corpora=("v",))
    assert [(f[1], f[6]) for f in found] == [(4, "戰鬥")] and "'戰爭' here, the only time" in found[0][7]


def test_words_the_dictionaries_know_written_against_a_rule_of_russian_spelling_are_typos():
    from junta_lib.glossary.spelling import against_the_rules
    seg = segments(("pol", "text", "ru", "сделать ставку (только ресурсы)и бросить Кубик, а потом ещё,и ещё"),
                   ("pol", "text", "ru", "карточки «Бизнес центр», «Вице президент» и «Бизнес»"),
                   ("pol", "text", "ru", "выполняются в течении указанного периода, а не в течении реки"),
                   ("rob", "paragraph", "ru", "исследовать только не открытые клетки, не открытые игроком клетки"))
    found = [(f[0].location, f[2], f[3]) for r in seg.itertuples() for f in [(r, *t[1:]) for t in against_the_rules(r)]]
    assert found == [(1, "ресурсы)и", "ресурсы) и"), (1, "ещё,и", "ещё, и"),
                     (2, "Бизнес центр", "Бизнес-центр"), (2, "Вице президент", "Вице-президент"),
                     (3, "в течении указанного", "в течение указанного"),
                     (4, "не открытые", "неоткрытые")]
    # a reviewer's list quoting the text it corrects: the slip is found in the text, not in the quotation
    quoting = segments(("rob", "paragraph", "ru", "в тексте: «исследовать только не открытые клетки» лучше: «иначе»"))
    none = pd.DataFrame(columns=["preferred_target", "variants", "source_term"])
    assert not checks.spelling(quoting, none)


def test_a_typo_of_the_english_source_two_letters_swapped_or_two_words_glued_is_found_once():
    from junta_lib.glossary.spelling import english_typos
    seg = segments(("rob", "paragraph", "en", "Shelter Strenghtening: the players maycast a vote."),
                   ("rob", "paragraph", "en", "Strenghtening again; ghting the Beast (damage, not a typo)."))
    assert [(t[0].location, t[2], t[3], t[4]) for t in english_typos(seg)] == [
        (1, "Strenghtening", "Strengthening", "two letters swapped"), (1, "maycast", "may cast", "two words glued")]


def test_another_name_or_other_adjectives_in_parentheses_are_alternatives_and_a_web_link_is_a_footer():
    seg = segments(("pol", "text", "ru", "10. «Выступление на ТВ» (или «Выступление на канале UNN»). Эта клеточка"),
                   ("pol", "text", "ru", "Центральный (малый, внутренний) круг «Выборы». Основной (большой) круг."),
                   ("pol", "text", "ru", "новый (и лучший) план; красный (цвет сектора) круг"),
                   ("pol", "text", "ru", "• Вернуться к Оглавлению"), ("pol", "text", "ru", "Вернуться к игре можно позже."),
                   # "or" before another thing of the rules, named in guillemets in more than three places
                   ("pol", "text", "ru", "Если у игрока нету ресурсов (или «Голоса») для оплаты, он выбывает."),
                   ("pol", "text", "ru", "«Голоса» дают очки; «Голосов» всегда мало; «Голосами» платят; «Голоса» копят."))
    assert messages(checks.alternatives(seg)) == [
        "an alternative rendering in parentheses: (или «Выступление на канале UNN»)",
        "'Центральный (малый, внутренний)': the author's descriptive second name in parentheses, no alternative "
        "to choose; one name is enough where the text names it again",
        "'Основной (большой)': the author's descriptive second name in parentheses, no alternative to choose; one "
        "name is enough where the text names it again"]
    found = checks.page_footers(seg, pd.DataFrame(columns=["variant"]))
    assert [(f[1], f[5]) for f in found] == [(4, "• Вернуться к Оглавлению")]


def test_a_noun_phrase_in_parentheses_naming_the_noun_before_it_is_an_alternative_in_a_translation():
    """"деньги (иностранная помощь)": the thing named a second way, in its case (a "стр" inside a word,
    "иностранная", is no page reference); not a count ("(один раз)"), a page's place ("(ссылки внизу
    страницы)"), nor a Russian author's explanation."""
    seg = segments(("j", "translation", "ru", "Президент собирает деньги (иностранная помощь) и делит их."),
                   ("j", "translation", "ru", "Бросьте кубик успеха (один раз). Потом ходите."),
                   ("p", "text", "ru", "Игрок получает деньги (игровая валюта) за ход."),
                   ("p", "text", "ru", "Пишите по e-mail (ссылки внизу страницы) нам."))
    assert [(f[1], f[7]) for f in checks.alternatives(seg) if f[4] == "alternatives_marked"] == [
        (1, "an alternative rendering in parentheses: (иностранная помощь)")]


def test_an_english_abbreviation_of_a_term_left_in_a_translation_is_english_left():
    """"как термин PC- переводится": the English's abbreviation of Power Centers, which a reader of the
    Russian cannot read (data/glossary/names_allowlist.txt marks it, as VP and HRAO)."""
    found = checks.untranslated_fragments(segments(("j", "translation", "ru", "пять центров власти (как термин PC- переводится)")))
    assert [f[7] for f in found] == ["English left in the Russian (translation): 'PC-'"]


def test_asterisks_labelling_the_lines_after_them_are_a_marker_to_delete_not_a_gap_to_fill():
    """"********подписи к картинке" on a line of its own before the captions: the translator's label (a
    precision reader: "the captions follow it; delete the marker"); "****картинки" inside a sentence is
    a gap still to fill."""
    seg = segments(("rob", "paragraph", "ru", "5. Исследование\n********подписи к картинке\nСимвол зверя\nИсточник еды"),
                   ("rob", "paragraph", "ru", "Пример: при строительстве вам выпало ****картинки. Вы получаете рану."))
    assert messages(checks.alternatives(seg)) == [
        "'********подписи к картинке': a translator's label for the lines after it left in the text; delete it",
        "'****картинки': a translator's placeholder left in the text; put in what it stands for"]


def test_a_name_glossed_in_the_other_language_a_list_of_other_verbs_and_a_placeholder_are_alternatives():
    seg = segments(("rome", "text", "ru", "2.1 Сбор налогов (Tax Collection): каждый игрок платит"),
                   ("viva", "text", "zh", "如果抽到政變(Coup)，你必須馬上執行"),
                   ("j", "translation", "ru", "игрок назначает Anna(Олю) министром"),
                   ("pol", "text", "ru", "игрок может покупать (брать, получать) карты у банка"),
                   ("rob", "paragraph", "ru", "на кубике выпало ***значки, и вы идёте дальше"),
                   ("pol", "text", "ru", "см. сайт (example.org); Примкнувший, союзный (aligned): сенатор"),
                   ("pol", "text", "ru", "играть (вдвоём, втроём) можно; действовать (атаковать и защищаться)"))
    assert messages(checks.alternatives(seg, zh_corpora=("viva",))) == [
        "'***значки': a translator's placeholder left in the text; put in what it stands for",
        "'Сбор налогов (Tax Collection)': a name and its name in the other language side by side; record the pair "
        "in the glossary, and decide whether the text keeps such glosses (1 in this text) or one name",
        "'政變 (Coup)': a name and its name in the other language side by side; record the pair in the glossary, "
        "and decide whether the text keeps such glosses (1 in this text) or one name",
        "'Anna (Олю)': a name and its name in the other language side by side; record the pair in the glossary, "
        "and decide whether the text keeps such glosses (1 in this text) or one name",
        "an alternative rendering in parentheses: (брать, получать)",
        "two renderings side by side for 'aligned': Примкнувший, союзный; keep one"]


def test_a_forum_post_s_signature_separator_and_its_comments_dates_and_floors_are_footers():
    seg = segments(("viva", "text", "zh", "規則到此結束。"), ("viva", "text", "zh", "--"),
                   ("viva", "text", "zh", "※ 發信站: 批踢踢實業坊(ptt.cc)"), ("viva", "text", "zh", "推"),
                   ("viva", "text", "zh", "05/11 09:30, , 1F"), ("viva", "text", "zh", "05/11 09:30, 1F"),
                   ("viva", "text", "zh", "比分 3:2，--"))
    found = checks.forum_footers(seg)
    assert sorted((f[1], f[5]) for f in found) == [(2, "--"), (3, "※ 發信站: 批踢踢實業坊(ptt.cc)"), (4, "推"),
                                                   (5, "05/11 09:30, , 1F"), (6, "05/11 09:30, 1F")]


def test_a_forum_post_s_board_tag_at_its_title_is_a_footer_where_the_text_is_a_signed_post():
    seg = segments(("viva", "text", "zh", "[心得] 某個遊戲的規則"), ("viva", "text", "zh", "規則到此結束。"),
                   ("viva", "text", "zh", "※ 發信站: 批踢踢實業坊(ptt.cc)"),
                   ("book", "text", "zh", "[規則] 不是論壇文章的標題"), ("book", "text", "zh", "結束。"),
                   ("post", "text", "zh", "[1] 註腳"), ("post", "text", "zh", "※ 發信站: 批踢踢實業坊(ptt.cc)"))
    found = [(f[0], f[5], f[7]) for f in checks.forum_footers(seg) if "tag" in f[7]]
    assert found == [("viva", "[心得]", "'[心得]': a forum board's category tag left at the title; delete it")]


def test_endings_no_parse_lets_agree_a_finite_verb_for_an_infinitive_and_a_checker_s_slips_are_typos():
    from junta_lib.glossary.spelling import against_the_rules
    seg = segments(("j", "translation", "ru", "он стоит в этом клетке, и политический карта меняется"),
                   ("j", "translation", "ru", "четыре дворцовых гвардейца; это ход игрока; быть лояльным правительству"),
                   ("j", "translation", "ru", "он может отправится домой или решает не платит; может быть, позже"),
                   ("j", "translation", "ru", "сделай тоже самое со его картой, и я тоже сам пойду"),
                   ("pol", "text", "ru", "кто с какой стороны и каком ряду сидит; в первом и втором ряду; на его новом месте"),
                   ("pol", "text", "ru", "лишние карты выдаётся игроку, а эти карты получает банкир"),
                   # two words agreeing with each other, not with the noun: the noun may be the slip (a blind
                   # reader: "верхний чек" would leave "самую верхний")
                   ("j", "translation", "ru", "игрок может взять самую верхнюю чек из колоды"),
                   # a determiner and its noun in no common case (the eighteenth list); not "при этом игрок"
                   ("j", "translation", "ru", "если он оплатит одну купюре, а при этом игрок платит"),
                   # an adverb between the two verbs (the eighteenth list); not a verb after it
                   ("j", "translation", "ru", "президент может по-прежнему назначьте одного; он может сразу идёт"
                                              ", может быстро найдя"))
    found = [(f[0].location, f[2], f[3]) for r in seg.itertuples() for f in [(r, *t[1:]) for t in against_the_rules(r)]]
    assert found == [(1, "этом клетке", "этой клетке"), (1, "политический карта", "политическая карта"),
                     (3, "может отправится", "может отправиться"), (3, "решает не платит", "решает не платить"),
                     (4, "тоже самое", "то же самое"), (4, "со его", "с его"),
                     (5, "и каком", ""), (6, "лишние карты выдаётся", "лишние карты выдаются"),
                     (7, "верхнюю чек", ""), (8, "одну купюре", "одну купюру"),
                     (9, "может по-прежнему назначьте", "может по-прежнему назначить"),
                     (9, "может сразу идёт", "может сразу идти")]


def test_a_term_rendered_two_ways_as_often_with_nothing_decided_is_a_finding_at_every_place():
    terms = pd.DataFrame([["j", "Assassin", "en", "ru", "ассасин", "ассасин (3); убийца (3)", "", "inconsistent", "1", ""]],
                         columns=["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants",
                                  "basis", "status", "locations", "note"])
    renderings = pd.DataFrame([["j", "Assassin", 15, "C", 17, "rendering", "Ассасина", "ассасин", 0, 8]],
                              columns=["corpus", "source_term", "location", "cell", "line", "kind", "rendering", "group",
                                       "start", "end"])
    seg = pd.DataFrame([["j", 15, "C", "translation", "ru", "Ассасина можно подкупить.", 17]], columns=COLUMNS)
    found = checks.inconsistent_terms(terms, renderings, seg)
    assert len(found) == 1 and "as often as otherwise (ассасин (3); убийца (3)); nothing decided" in found[0][7]


def test_a_tie_is_no_preference_at_either_way_and_a_name_in_guillemets_weighs_in():
    """Both ways of a tied term are a question to decide, the other way too (no "preferred target" and
    no expected word); a longer term naming it as a card «Вор» (5 places) weighs for вор, and then only
    the other way's places are findings."""
    columns = ["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants", "basis",
               "status", "locations", "note"]
    rows = [["j", "Thief", "en", "ru", "грабитель", "грабитель (2); вор (2)", "", "inconsistent", "1 2", ""]]
    renderings = pd.DataFrame([["j", "Thief", 1, "C", 1, "rendering", "грабителя", "грабитель", 0, 9],
                               ["j", "Thief", 2, "C", 2, "rendering", "вора", "вор", 0, 4]],
                              columns=["corpus", "source_term", "location", "cell", "line", "kind", "rendering",
                                       "group", "start", "end"])
    seg = pd.DataFrame([["j", 1, "C", "translation", "ru", "грабителя поймали.", 1],
                        ["j", 2, "C", "translation", "ru", "вора поймали.", 2]], columns=COLUMNS)
    found = checks.inconsistent_terms(pd.DataFrame(rows, columns=columns), renderings, seg)
    assert [(f[1], f[6]) for f in found] == [(1, ""), (2, "")]
    assert all("as often as otherwise (грабитель (2); вор (2)); nothing decided: decide one" in f[7]
               and "preferred" not in f[7] for f in found)
    rows.append(["j", "Thief card", "en", "ru", "карта «вор»", "карта «вор» (5)", "", "consistent", "3", ""])
    found = checks.inconsistent_terms(pd.DataFrame(rows, columns=columns), renderings, seg)
    # the way the name weighs for is no finding at its places (keeping it there changes nothing: four
    # precision readers of seven); the other way's places say what weighs against them
    assert len(found) == 1 and found[0][1] == 1
    assert found[0][7].endswith("the glossary's 'Thief card' is written «Вор» (5 places), which weighs for 'вор'")


def test_a_reviewer_s_cell_that_says_what_the_translation_says_is_no_proposal():
    """The reviewer writes the unit in pieces, its heading «Король» beside "The King": the translation
    already says «Король», so no finding; a piece the translation does not write is one."""
    seg = pd.DataFrame([["j", 1, "B", "source", "en", "The King rules the castle.", 1],
                        ["j", 1, "C", "translation", "ru", "Король правит замком.", 2],
                        ["j", 1, "D.1", "reviewer_1", "en", "The King", 3],
                        ["j", 1, "D.2", "reviewer_1", "ru", "Король", 4],
                        ["j", 2, "B", "source", "en", "The Queen waits.", 5],
                        ["j", 2, "C", "translation", "ru", "Королева ждёт.", 6],
                        ["j", 2, "D.2", "reviewer_1", "ru", "Царица", 7],
                        # a unit the translator wrote in English and Russian pieces by turns
                        ["j", 3, "B.1", "inline", "en", "The Bishop", 8],
                        ["j", 3, "B.2", "inline", "ru", "Епископ", 8],
                        ["j", 3, "B.3", "inline", "en", "blesses the King", 8],
                        ["j", 3, "B.4", "inline", "ru", "благословляет короля", 8],
                        ["j", 3, "C.1", "reviewer_1", "en", "The Bishop", 9],
                        ["j", 3, "C.2", "reviewer_1", "ru", "Епископ", 9],
                        ["j", 3, "C.3", "reviewer_1", "en", "blesses the King", 9],
                        ["j", 3, "C.4", "reviewer_1", "ru", "помазывает короля", 9]], columns=COLUMNS)
    found = checks.reviewer_suggestions(seg)
    assert [(f[1], f[2]) for f in found] == [(2, "D.2"), (3, "C.4")]


def test_a_backslash_pair_in_parentheses_after_a_noun_in_its_case_is_one_set_of_three_renderings():
    """«монет(жетонов\\фишек)»: three renderings, one finding quoting them all, the decided side
    suggested as for any chain; a pair in parentheses after a word of another case stays a pair."""
    seg = segments(("x", "translation", "ru", "Он берёт пять монет(жетонов\\фишек) из банка."),
                   ("x", "translation", "ru", "Положите рядом с полем (жетон\\фишку) сразу."))
    decided = pd.DataFrame({"corpus": ["x"], "status": ["decided"], "preferred_target": ["фишка"]})
    found = checks.alternatives(seg, terms=decided)
    assert [(f[6], f[7]) for f in found] == [
        ("фишек", "unresolved alternatives separated by '\\': монет(жетонов\\фишек)"),
        ("фишку", "unresolved alternatives separated by '\\': жетон\\фишку")]


def test_a_decided_term_s_other_rendering_with_its_adjective_is_replaced_whole_in_its_case():
    """Airstrike decided авиаудар: «воздушного удара» (the adjective renders "air") is the span in any
    case, the target in the phrase's case expected («авиаудара»); a lone «удара» keeps the target."""
    from junta_lib.glossary.align import PAIR_COLUMNS
    from junta_lib.glossary.discover import TermFinder
    from junta_lib.glossary.replaced import decided_elsewhere
    from tests.test_glossary_stand_ins import CORPUS, terms
    glossary = terms(("Airstrike", "авиаудар", 2, "decided"))
    glossary.loc[0, "variants"] = "авиаудар (2); удар (3)"
    units = [("Three counters of the Airstrike lie here.", "Три фишки воздушного удара лежат здесь."),
             ("Then all the Airstrikes end.", "Затем все воздушные удары заканчиваются."),
             ("The Airstrike is over.", "Удар окончен.")]
    pairs = pd.DataFrame([[CORPUS, n, n, "translation", src, tgt, 1.0, "C", n] for n, (src, tgt)
                          in enumerate(units, start=1)], columns=PAIR_COLUMNS)
    finder = TermFinder([src for src, _ in units], seed=("Airstrike",))
    found = decided_elsewhere(glossary, pairs, {CORPUS: finder})
    assert [(f[1], f[6], f[7].split(" here")[0]) for f in found] == [
        (1, "авиаудара", "'воздушного удара'"), (2, "авиаудары", "'воздушные удары'"), (3, "авиаудар", "'Удар'")]


def test_english_left_is_the_whole_latin_run_a_name_glossed_inside_it_and_a_marker_s_name():
    """"he hits Tom(Вася) and back again" is one stretch of English left (the player's name glossed in
    parentheses inside it); a marker's name in capitals the term is a part of («No Retreat») is left
    in English whole: no finding offering the term's target for its one word."""
    seg = segments(("j", "translation", "ru", "Он говорит, что he hits Tom(Вася) and back again. Оба падают."))
    assert messages(checks.untranslated_fragments(seg)) == [
        "English left in the Russian (translation): 'he hits Tom(Вася) and back again'"]
    from junta_lib.glossary.discover import TermFinder
    english_left = [["j", 1, "C", 1, "untranslated_fragment", "…жетон No Retreat в игре…", "",
                     "English left in the Russian (translation): 'No Retreat'"],
                    ["j", 2, "C", 2, "untranslated_fragment", "…другой Retreat в игре…", "",
                     "English left in the Russian (translation): 'Retreat'"]]
    terms = pd.DataFrame([["j", "Retreat", "en", "ru", "отступление", "отступление (4)", "", "proposed", "1", ""]],
                         columns=["corpus", "source_term", "source_lang", "target_lang", "preferred_target",
                                  "variants", "basis", "status", "locations", "note"])
    finder = TermFinder(["Then comes the Retreat.", "The Retreat ends."], seed=("Retreat",))
    found = checks.terms_left_in_english(english_left, terms, {"j": finder})
    assert [(f[1], f[6]) for f in found] == [(1, "")] and english_left[1][6] == "отступление"
    assert found[0][7] == ("'No Retreat', a name the term 'Retreat' ('отступление') is only part of, left in English "
                           "here: the term's word alone does not render it; give the whole name in Russian")


def test_a_translator_s_preface_paragraph_is_quoted_whole():
    """A paragraph opened by the translator's words on the translation and speaking in the first
    person on is the preface: one finding quoting all of it; a remark among rule sentences is quoted
    alone."""
    from junta_lib.glossary.translator_remarks import translator_remarks
    preface = ("Выкладываю перевод правил игры. Сегодня рассмотрим фазу торговли. Прошу читать внимательно, "
               "от этого зависит многое.")
    seg = segments(("rob", "paragraph", "ru", preface),
                   ("rob", "paragraph", "ru", "Игрок берёт карту. Перевожу это слово как «карта». Затем ход."))
    found = translator_remarks(seg)
    assert [f[5] for f in found] == [preface, "Перевожу это слово как «карта»."]


def test_the_word_before_a_pair_agreeing_with_the_other_side_is_made_to_agree_with_the_kept_one():
    """«каждый жетон\\фишку», фишка decided: «каждый» agrees with жетон, so the suggestion is «каждую
    фишку», quoted from «каждый»; a word before that fits both («свою») stays out."""
    seg = segments(("x", "translation", "ru", "Игрок кладёт каждый жетон\\фишку, затем ход."),
                   ("x", "translation", "ru", "Игрок кладёт жетон\\фишку, затем ход."))
    decided = pd.DataFrame({"corpus": ["x"], "status": ["decided"], "preferred_target": ["фишка"]})
    found = checks.alternatives(seg, terms=decided)
    assert [(f[5].strip("…").split()[0], f[6]) for f in found] == [("Игрок", "каждую фишку"), ("Игрок", "фишку")]
    assert "каждый жетон" in found[0][5]


def test_a_decided_term_s_other_rendering_is_one_finding_at_its_place_not_two():
    """The unit's key_term_missing finding goes where an inconsistent_term finding of the same decided
    target shows the word it names; it stays where it names no word, or a word no finding shows."""
    unit = ["j", 47, "C", 60]
    other = ["j", 47, "C", 61]
    rows = [unit + ["key_term_missing", "На этом этапе игроки…", "фаза",
                    "the source has 'Phase'; it reads 'этапе' here; the decided target 'фаза' is not in this translation"],
            unit + ["inconsistent_term", "На этом этапе игроки…", "фаза",       # (the team's note said too)
                    "'Phase' rendered 'этапе' here; the team decided 'фаза' (the headings say Фаза)"],
            other + ["inconsistent_term", "…см. Этап 5: Выбор…", "фаза",
                     "'Phase' rendered 'Этап' here; the glossary's decided target is 'фаза'"],
            ["j", 34, "C", 40, "key_term_missing", "…взял восемь чеков(или денег)…", "купюра",
             "the source has 'bill'; it reads 'чеков' here; the decided target 'купюра' is not in this translation"],
            ["j", 34, "C", 40, "inconsistent_term", "…взял восемь чеков(или денег)…", "локация",
             "'Location' rendered 'места' here"],
            ["j", 44, "C", 50, "key_term_missing", "Игроки сохраняют свои Positions.", "должность",
             "the source has 'Position'; the decided target 'должность' is not in this translation"]]
    kept = checks.one_finding_a_place(rows)
    assert [(f[1], f[4]) for f in kept] == [(47, "inconsistent_term"), (47, "inconsistent_term"),
                                            (34, "key_term_missing"), (34, "inconsistent_term"), (44, "key_term_missing")]


@pytest.mark.parametrize("form,others,kept", [
    ("перевор", ["переворот"], False), ("переворот жетона фаз переворота", [], False),
    ("голос своих карт", [], False), ("голос каждой карты", [], False),
    ("банковский счет", ["швейцарский банковский счет"], True), ("убийца", ["ассасин"], True),
    ("должность мертвых игроков", [], True)])
def test_the_termbase_admits_no_cut_word_no_repeated_word_and_no_pronoun(form, others, kept):
    assert a_term(form, others) is kept


def test_linked_variants_of_a_chinese_term_are_one_concept_of_the_termbase():
    from junta_lib.glossary.tbx import entries
    columns = ["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants", "basis",
               "status", "locations", "note"]
    terms = pd.DataFrame([["viva", "卡牌", "zh-Hant", "en", "card", "卡牌 (7); 卡片 (4)", "kit", "inconsistent", "1",
                           "simplified: 卡牌; one term with 卡片"],
                          ["viva", "擋版", "zh-Hant", "en", "screen", "屏風 (3); 擋版 (1)", "kit", "inconsistent", "2",
                           "simplified: 挡版; one term with 屏風"],
                          ["viva", "卡片", "zh-Hant", "en", "card", "卡牌 (7); 卡片 (4)", "kit", "inconsistent", "3",
                           "simplified: 卡片; one term with 卡牌"],
                          ["viva", "屏風", "zh-Hant", "en", "screen", "屏風 (3); 擋版 (1)", "kit", "inconsistent", "4",
                           "simplified: 屏风; one term with 擋版"],
                          ["viva", "玩家", "zh-Hant", "en", "player", "", "kit", "proposed", "5", ""]], columns=columns)
    assert [sources for _, sources, _ in entries(terms)] == [
        [("卡牌", "preferred"), ("卡片", "admitted")], [("屏風", "preferred"), ("擋版", "admitted")],
        [("玩家", "preferred")]]


def test_a_chinese_term_written_with_a_character_s_other_form_is_found_where_no_term_holds_it():
    """牌堆 (the deck) written 卡堆 on the next line, 卡 and 牌 both the card: the segmenter knows no 卡堆,
    so no term of its own links them; the text's places are counted outside the longer 棄牌堆.  Written
    less often but as the discard pile writes it, 牌堆 is the form the text's own 棄牌堆 settles: the
    places of 卡堆 are findings with 牌堆 suggested, and the place of 牌堆 says that it stays (a blind
    reader put the edit at 卡堆).  Without that reason the rarer form's place alone, the other suggested."""
    columns = ["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants", "basis",
               "status", "locations", "note"]
    terms = pd.DataFrame([["v", "牌堆", "zh-Hant", "en", "deck", "", "kit", "proposed", "1", ""],
                          ["v", "棄牌堆", "zh-Hant", "en", "discard pile", "", "kit", "proposed", "2", ""],
                          ["v", "手牌", "zh-Hant", "en", "hand", "", "kit", "proposed", "3", ""]], columns=columns)
    seg = segments(("v", "text", "zh", "洗勻遊戲卡，面朝下成牌堆。"),
                   ("v", "text", "zh", "卡片放到卡堆旁成為棄牌堆，若卡堆用罄，重洗棄牌堆。"),
                   ("v", "text", "zh", "每人手牌五張，手牌用罄時抽兩張，手卡不可給人。"))
    found = [(f[1], f[5].strip("…")[:12], f[6]) for f in checks.chinese_linked_terms(terms, seg, ["v"])]
    assert found == [(3, "，手牌用罄時抽兩張，手卡", "手牌"), (2, "卡片放到卡堆旁成為棄牌堆", "牌堆"),
                     (2, "卡堆旁成為棄牌堆，若卡堆", "牌堆"), (1, "洗勻遊戲卡，面朝下成牌堆", "牌堆")], found
    assert "'牌堆' stays here, change '卡堆' there" in checks.chinese_linked_terms(terms, seg, ["v"])[3][7]
    said = checks.chinese_linked_terms(terms, seg, ["v"])[1][7]
    assert "'卡堆' here" in said and "'牌堆' matches '棄牌堆'" in said, said


def test_a_rendering_a_decision_retired_is_never_called_the_glossary_s_word_for_its_term():
    """Phase is decided фаза: этап, the term's other rendering, is the rendering the team replaced,
    not the glossary's word for Phase, wherever a message names it (here heading the Build step)."""
    from tests.test_glossary_stand_ins import CORPUS, check, shown, terms
    glossary = terms(("Action phase", "фаза действий", 3, "proposed"))
    glossary.loc[len(glossary)] = [CORPUS, "Phase", "en", "ru", "фаза", "фаза (6); этап (3)", "", "decided", "1", ""]
    glossary.loc[len(glossary)] = [CORPUS, "Build step", "en", "ru", "", "строительство (1)", "", "partial", "1", ""]
    units = [("During the Build step of the first Action phase, move.",
              "В ходе этапа строительства первой фазы действий двигайтесь.")]
    found = check(glossary, units, partials=[(1, "Build step", "строительства")])
    assert shown(found) == [(1, "этапа строительства")]
    assert "glossary's word" not in found[0][7]
    assert "'этап' renders 'Phase' elsewhere (3 places), a rendering the team replaced with 'фаза'" in found[0][7]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("glossary")
    (out / "decisions.csv").write_bytes((ROOT / "glossary" / "decisions.csv").read_bytes())
    return build_glossary(ROOT / "data" / "corpora", out, progress=False)


def test_the_blind_list_written_before_the_changes_is_found(built):
    """33 of its 40 problems of the claimed kinds (15 before the changes; see the README); the
    kinds still short of 8 in 10 are inconsistent terms (renderings the aligner never saw) and
    spelling (a real word in the wrong place, "тестом" for "текстом")."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind4.csv", keep_default_na=False))
    assert report["found"] >= 39 and set(report["by_kind"]) == set(CLAIMED)
    for kind in ("untranslated_fragment", "alternatives_marked", "broken_ligature", "page_footer"):
        assert report["by_kind"][kind]["sum"] == report["by_kind"][kind]["count"], kind


def test_the_judged_precision_sample_is_the_build_s_own(built):
    """The 40 findings drawn with seed 41 and judged (tests/data/qa_precision_after.csv) are findings
    of this build, and at least 9 in 10 of them were actionable."""
    judged = pd.read_csv(DATA / "qa_precision_after.csv", keep_default_na=False)
    assert (judged.verdict == "actionable").mean() >= 0.9
    # a game term judged unreviewed drops out of the build once the translators decide it (the finding's
    # own fix): Rioters was decided as мятежники after the sample was judged
    decided = set(pd.read_csv(Path(__file__).resolve().parents[1] / "glossary" / "decisions.csv").source_term)
    acted_on = {row.id for row in judged.itertuples() if row.kind == "game_term_unreviewed"
                and any(f"for {term} (" in row.message for term in decided)}
    # a game term waiting for a decision is on the termbase's list to decide, no finding of the text
    to_decide = " ".join(built["terms"].note)
    acted_on |= {row.id for row in judged.itertuples() if row.kind == "game_term_unreviewed"
                 and row.message.split("; ")[0].replace("the game says", "") in to_decide}
    # a reviewer's change since listed as style is in style_proposals.csv, no finding of qa.csv
    listing = pd.concat([built["qa"], built["style"]])
    # "the same rendering 'карта' is preferred for card, Map": Russian says both with карта; three later
    # readers (tests/data/qa_precision_inconsistent5*.csv, 7a) and the seed-35 reader called it no slip
    homonym = {row.id for row in judged.itertuples() if "is preferred for card, Map" in row.message}
    assert {row.id for row in judged.itertuples() if not reported(row, built["qa"]) and not listed(row, listing)} <= \
        set(judged[judged.verdict == "false"].id) | acted_on | homonym


def test_the_memory_offers_targets_a_translator_would_accept_as_they_stand(built):
    """No reviewer's remark or alternative in parentheses, no English, and every decision followed
    (bill is decided as купюра: no target where the English has a bill and the Russian no купюра)."""
    from junta_lib.glossary.apply import english_pattern, find_phrase
    from junta_lib.glossary.terms import kept_in_latin
    from junta_lib.glossary.tmx import clean_target
    from junta_lib.russian import RU_WORD
    text, notes = clean_target("дом Банановой Республики (Республики Бананов), где (речь про бюджет, видимо) стреляют.")
    assert text == "дом Банановой Республики, где стреляют." and len(notes) == 2
    units = built["units"]
    names = kept_in_latin()
    assert not units.tgt.str.contains(r"\((?:Республики Бананов|речь про)").any()
    assert all(w.lower() in names for t in units.tgt for w in re.findall(r"[A-Za-z]{2,}", t))
    headings = dict(zip(units.src, units.tgt))              # a heading glued to its sentence is a unit of its own
    assert headings["Police Response"] == "Реакция полиции" and headings["Starting a Coup"] == "Начало переворота"
    assert not units.tgt.str.startswith("Реакция полиции Если").any()
    bills = units[units.src.str.contains(english_pattern("bill"))]
    # (the last such unit, "оплатит одну купюре", is left out since its slip is: see the test after)
    assert all(find_phrase(t, list(RU_WORD.finditer(t)), ["купюра"]) for t in bills.tgt)
    phases = units[(units.corpus == "junta_en_ru") & units.src.str.contains(english_pattern("Phase"))]  # фаза
    assert len(phases) and all(find_phrase(t, list(RU_WORD.finditer(t)), ["фаза"]) for t in phases.tgt)


def test_the_sixth_blind_list_and_the_inconsistent_term_precision_sample_hold_their_floors(built):
    """The sixth list (tests/data/qa_blind6.csv, JUNTA rows 55-73) was written before this release's
    inconsistent_term changes: 4 of its 13 places found before them (3 as first written) and 4 after;
    the fifth list 11 of 16 (10 before), the fourth 38 of 40.  The 20 inconsistent_term findings drawn
    with seed 113 after the changes and judged (qa_precision_inconsistent6.csv): 19 actionable, each a
    finding of this build."""
    found = {n: evaluate_blind(built["qa"], pd.read_csv(DATA / f"qa_blind{n}.csv", keep_default_na=False))["found"]
             for n in (4, 5, 6, 7)}
    # the seventh (JUNTA rows 2-50 no list had read, the Chinese summary, the Rome rules), held out:
    # 3 of 14 before the stand-in checks and 3 after them (blind); 7 after the checks of a decided
    # term's renderings anywhere, kept names and Chinese outlines, written after reading its misses
    assert found[7] >= 10, found
    # 10 since the checks written after the eighth list (tests/data/qa_blind8.csv): "Position" left in
    # English (rows 27, 28) is the decided term written otherwise, and "c.為總統防禦" a reference to item c
    # 13 of the sixth since the stand-in checks (glossary/stand_ins.py): development figures, the list was read
    # 12 of the fifth and 39 of the fourth since the checks written after the tenth list (戰爭 beside 戰鬥, тестом)
    assert found[6] >= 13 and found[5] >= 12 and found[4] >= 39, found
    judged = pd.read_csv(DATA / "qa_precision_inconsistent6.csv", keep_default_na=False)
    assert len(judged) == 20 and (judged.verdict == "actionable").mean() >= 0.9
    # a finding judged not actionable may go (進階版 is the advanced game since, not its rules)
    # row 18's "убийцы" for the Assassin, judged when ассасин was preferred: since the tie is weighed by
    # the Assassin card «Убийца», the places writing убийца are no findings (four precision readers of
    # seven called them the wrong place); row 15's «Ассасин» places are
    assert gone(judged, built["qa"]) <= set(judged[judged.verdict != "actionable"].id) | {WEIGHED_FOR}
    inconsistent = built["qa"][built["qa"].kind == "inconsistent_term"]
    # a term's noun after a demonstrative or a qualifying word is a reference back to it, not a part
    assert not inconsistent.evidence.str.contains("этого действия|обычной процедурой|одного исследованного").any()
    # the sentence's words around a term are no other rendering ("голоса каждой карты"); "оружие нужного
    # уровня" for Weapon level (уровень оружия) is one since the eighth list: its two words in swapped roles
    assert not inconsistent.message.str.contains("rendered 'голоса каждой").any()
    swapped = inconsistent[inconsistent.message.str.contains("rendered 'оружие нужного уровня'", regex=False)]
    assert swapped.message.str.contains("in swapped roles").all() and len(swapped) == 1
    # a two-word term rendered with one of its words and a translation of the other, unaligned
    assert inconsistent.message.str.contains("rendered 'пределе руки'", regex=False).any()
    # English terms naming one thing sharing a rendering are no finding
    assert not inconsistent.message.str.contains("preferred for Coup, Coup Overview|preferred for dice, die").any()



def test_the_stand_in_checks_keep_the_kind_s_precision(built):
    """The 20 inconsistent_term findings drawn with seed 137 after the stand-in checks and judged
    (qa_precision_inconsistent7.csv): at least 9 in 10 actionable, each a finding of this build; the
    sample drawn before the last fix (seed 131, qa_precision_inconsistent7a.csv) was judged 17 of 20."""
    judged = pd.read_csv(DATA / "qa_precision_inconsistent7.csv", keep_default_na=False)
    assert len(judged) == 20 and (judged.verdict == "actionable").mean() >= 0.9
    assert not gone(judged, built["qa"])
    before = pd.read_csv(DATA / "qa_precision_inconsistent7a.csv", keep_default_na=False)
    assert len(before) == 20 and (before.verdict == "actionable").sum() == 17
    # an actionable finding may come back whole (the Action phase's "этапе выполнения действий", once the
    # lexicon gives этап for phase): the same place, the same kind, its phrase in the new evidence
    assert all(still_found(row, built["qa"]) for row in before[before.verdict == "actionable"].itertuples())


def test_the_checks_of_decided_terms_kept_names_and_outlines_keep_the_kinds_precision(built):
    """20 inconsistent_term and key_term_missing findings drawn with seed 149 after the checks of a
    decided term's other renderings anywhere (glossary/replaced.py), names kept in the source's letters
    (kept_names.py) and Chinese outline names (outline.py), judged (qa_precision_inconsistent8.csv):
    19 actionable, each a finding of this build; the places those checks were written for are found.
    The one judged false, "банковские операции" for transaction with транзакции suggested, is gone since
    the renderings of one-noun terms are counted in the text (операция 5, транзакция 4)."""
    judged = pd.read_csv(DATA / "qa_precision_inconsistent8.csv", keep_default_na=False)
    assert len(judged) == 20 and (judged.verdict == "actionable").mean() >= 0.9
    assert all(reported(row, built["qa"]) for row in judged[judged.verdict == "actionable"].itertuples())
    assert not any(reported(row, built["qa"]) for row in judged[judged.verdict == "false"].itertuples())
    qa = built["qa"][built["qa"].kind == "inconsistent_term"]
    at = lambda location, text: qa[(qa.location == location) & qa.evidence.str.contains(text, regex=False)]  # noqa: E731
    assert len(at(32, "2 чека")) == 2                         # "2x 1 million": the bill decision names чеки
    assert at(2, "República de las Bananas").size and at(11, "Банановой Республики").size
    assert at(84, "確認卡牌張數").size
    # the Swiss Bank account's счёт and the superpower's "large checks" are no bill
    assert not qa[qa.message.str.contains("for 'bill'") & qa.evidence.str.contains("банковск|большие чеки")].size
    # a decided term's other rendering is one finding at its place: no unit's key_term_missing names a
    # word an inconsistent_term finding of the same decision shows (12 units had both)
    units = built["qa"][built["qa"].kind == "key_term_missing"]
    for f in units.itertuples():
        word = re.search(r"it reads '([^']+)' here", f.message)
        twin = qa[(qa.corpus == f.corpus) & (qa.location == f.location) & (qa.line == f.line) & (qa.expected == f.expected)]
        assert not (word and twin.evidence.str.contains(word.group(1), regex=False).any()), f
    assert at(47, "этом этапе").size and at(53, "этом этапе").size
    # where no other finding shows the word, the unit's finding stays ("восемь чеков(или денег)" for bills)
    assert units[units.location == 34].message.str.contains("it reads 'чеков' here").any()
    # and "свои Positions" is the term left in English there, one finding naming the decision
    english = built["qa"][(built["qa"].kind == "untranslated_fragment") & (built["qa"].location == 44)]
    assert not len(units[(units.location == 44) & units.message.str.contains("'Position'")]) and english[english.evidence.str.contains("свои Positions")].message.str.contains(
        "English left in the Russian (translation): 'Positions'; the glossary's decided target for 'Position'",
        regex=False).any()


def test_the_eighth_list_held_out_over_every_claimed_kind(built):
    """The eighth list (tests/data/qa_blind8.csv: Robinson paragraphs outside 100-112 and the
    Russian-only politics rules, 60 places of every claimed kind, written by a reader who saw neither
    the kit's code nor its output) was measured blind before the checks it led to: 23 of 60
    (alternatives 6/8, broken words 13/18, page footers 4/5, English left 0/1, spelling 0/14,
    inconsistent terms 0/14).  The figures asserted here are development figures: the checks since
    (written_names.py, spelling's rules and English typos, terms left in English, swapped roles,
    references to an outline item, the ffl ligature, navigation links, another name in parentheses)
    were written after reading its misses and the seventh list's."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind8.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 60 and report["found"] >= 46, by_kind
    assert by_kind["alternatives_marked"] == (8, 8) and by_kind["page_footer"] == (5, 5), by_kind
    assert by_kind["untranslated_fragment"] == (1, 1) and by_kind["broken_ligature"][0] >= 16, by_kind
    # short of 8 in 10: spelling (8 of its 14 are a wrong case ending, a missing preposition or a real word
    # in the wrong place: grammar the kind does not claim) and inconsistent terms (7 of 14)
    # (8 and 8 since the checks written after the tenth list: "свет" and "внос" for цвет and взнос, «Активистов»)
    assert by_kind["spelling"][0] >= 8 and by_kind["inconsistent_term"][0] >= 8, by_kind
    qa = built["qa"]
    politics = qa[qa.corpus == "politics_ru"]
    # the names of a Russian-only text: capitals, and the noun before a name in guillemets
    assert politics[(politics.location == 291) & (politics.kind == "inconsistent_term")].evidence.str.contains(
        "в казну").any()
    assert politics[(politics.location == 135) & politics.message.str.contains("'кружочек' for 'клеточка'")].size
    # "Карточки" opens its sentence; "Недвижимости" inside it is the stray capital
    stray = politics[(politics.location == 217) & (politics.kind == "spelling")]
    assert list(stray.expected) == ["недвижимости"]



def test_the_checks_written_after_the_eighth_list_keep_the_kinds_precision(built):
    """20 inconsistent_term and key_term_missing findings drawn with seed 163 after the checks written
    from the seventh and eighth lists' misses, judged as a reviewer would (qa_precision_inconsistent9.csv):
    20 actionable, each a finding of this build."""
    judged = pd.read_csv(DATA / "qa_precision_inconsistent9.csv", keep_default_na=False)
    assert len(judged) == 20 and (judged.verdict == "actionable").mean() >= 0.9
    assert all(reported(row, built["qa"]) for row in judged.itertuples() if row.id != WEIGHED_FOR)
    # the term left in English names the decided term's target (one finding of the place); a gloss in
    # parentheses does not
    english = built["qa"][built["qa"].kind == "untranslated_fragment"]
    left = english[english.message.str.contains("target for '")]
    assert left[(left.location == 27)].message.str.contains("decided target for 'Position' is 'должность'").sum() == 2
    assert not left.evidence.str.contains(r"\(Vote Tally\)|outside of keeping").any()


def test_the_ninth_list_held_out_over_every_claimed_kind(built):
    """The ninth list (tests/data/qa_blind9.csv: 70 places in JUNTA rows 2-73, the Rome rules and the
    Chinese summary, written by a reader who saw neither the kit's code nor its output) was measured
    blind: 46 of 70 before the checks written after the eighth list, 48 of 70 after them (alternatives
    8/14, inconsistent terms 16/24, page footers 1/3, spelling 5/10, English left 18/19).  The figures
    asserted here are development figures: the checks since (a translator's query offering renderings,
    phrases around a backslash, names listed in parentheses, a noun after a noun read otherwise, a
    forum's footer, a Latin letter typed in a Russian word, the reviewers' and inline Russian spelled,
    a Chinese spelling general Chinese writes ten times as rarely, a glossed step named in English, two
    renderings side by side before one English gloss, English words joined by a slash, a name's
    genitive in the other number) were written
    after reading its misses."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind9.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 70 and report["found"] >= 65, by_kind
    assert by_kind["page_footer"] == (3, 3) and by_kind["alternatives_marked"] == (14, 14), by_kind
    assert by_kind["spelling"][0] >= 10 and by_kind["untranslated_fragment"] == (19, 19), by_kind
    assert by_kind["inconsistent_term"][0] >= 19, by_kind
    qa = built["qa"]
    at = lambda location, kind: qa[(qa.corpus == "junta_en_ru") & (qa.location == location) & (qa.kind == kind)]  # noqa: E731
    # a query naming renderings is alternatives; one asking what a word means stays a question
    assert at(5, "alternatives_marked").message.str.contains("деньги / чеки / купюры", regex=False).any()
    assert at(18, "translator_question").evidence.str.contains("(чаво?)", regex=False).any()
    # the renderings around a backslash are the phrases; a word standing alone stays a word
    # (three in a row are one finding, each weighed against the others: the glossary's term is suggested)
    chain = at(3, "alternatives_marked")
    chain = chain[chain.message.str.contains("колоды помощи другого государства", regex=False)]
    assert list(chain.expected) == ["колоды иностранной помощи"]
    assert chain.message.str.endswith("колоды иностранной помощи\\колоды помощи другого государства\\колоды помощи "
                                      "иностранным государствам").all()
    # where two of three hold a glossary's target, the one the text writes alone after the heading's
    # number elsewhere ("Фаза 7: Банковское дело", row 39) is suggested, and said so
    banking = at(22, "alternatives_marked")
    assert list(banking.expected) == ["Банковское дело"] and banking.message.str.endswith(
        "the text names the heading «7: Банковское дело» elsewhere, with no alternative: keep «Банковское дело»").all()
    # a heading's side is its whole noun phrase; the one naming the whole Coup Game is suggested
    coup_game = at(61, "alternatives_marked")
    assert coup_game.message.str.endswith(": Игра в переворот\\ ПЕРЕВОРОТ").any()
    assert list(coup_game.expected) == ["Игра в переворот"]
    # two words of one class and case side by side before one English gloss; "Debits/Contributions" is no address
    rome_alternatives = qa[(qa.corpus == "rome_ru") & (qa.kind == "alternatives_marked")]
    assert rome_alternatives[rome_alternatives.location == 43].expected.eq("Присоединившийся").any()
    # names listed in parentheses are alternatives; examples of a kind are not
    assert not qa[(qa.corpus == "politics_ru") & (qa.kind == "alternatives_marked")].message.str.contains("выплаты").any()
    # a Russian-only text's step named in English where the text glosses its Russian name; not the gloss itself
    rome = qa[(qa.corpus == "rome_ru") & (qa.kind == "inconsistent_term")]
    assert rome[rome.location == 63].expected.eq("разграбление провинций").any()
    # ... with the Russian already after it in parentheses: put it first, as the gloss does, or alone
    assert rome[rome.location == 63].message.str.contains("with the Russian after it in parentheses; write the "
                                                          "Russian first, as at 95, or alone").any()
    assert not rome.message.str.contains("names in English the term the text writes 'HRAO'").any()
    # a name's genitive in the other number than its five other places ("Фазы доходов", Фаза дохода)
    assert list(rome[rome.message.str.contains("two numbers")].location) == [57]
    forum = qa[(qa.corpus == "viva_zh") & (qa.kind == "page_footer")]
    # the signature's lines, the separator before them, each push comment and its date-and-floor lines;
    # the board's tag at the post's title
    assert set(forum.location) == set(range(106, 122)) | {1}


def test_the_checks_written_after_the_ninth_list_keep_the_kinds_precision(built):
    """20 inconsistent_term, key_term_missing, alternatives_marked and spelling findings drawn with seed
    179 after the checks written from the ninth list's misses, judged as a reviewer would
    (qa_precision10.csv): 18 actionable, each a finding of this build; the two false, lists of things
    separated by slashes in the politics rules read as alternatives, are no longer reported: a slash in
    a text written in Russian is its author's "or"."""
    judged = pd.read_csv(DATA / "qa_precision10.csv", keep_default_na=False)
    assert len(judged) == 20 and (judged.judgement == "actionable").sum() == 18
    # "(речь про бюджет, видимо)" is said since as the reviewer's guess to delete, a translator_note
    notes = built["qa"][built["qa"].kind == "translator_note"]
    moved = {j.id for j in judged.itertuples() if j.kind == "alternatives_marked" and (
        (notes.location == j.location) & notes.evidence.map(lambda e, j=j: e in j.evidence)).any()}
    assert moved == {"alt-fd9dd5a625b2"}
    assert not gone(judged[(judged.judgement == "actionable") & ~judged.id.isin(moved)], built["qa"])
    assert not set(judged[judged.judgement == "false"].id) & set(built["qa"].id)
    # a translator's slash is still an alternative left open
    assert built["qa"].message.str.contains("separated by '/': убийство/устранение", regex=False).any()


def test_the_tenth_list_held_out_measured_blind(built):
    """The tenth list (tests/data/qa_blind10.csv: 80 places over all five corpora, written by a new
    reader who saw neither the kit's code nor its output, after every check above was written, and
    read by nobody who changed a check): a blind figure, 50 of 80.  By kind: alternatives 12/13,
    English left 15/16, page footers 4/5, spelling 6/11, inconsistent terms 13/31, broken words 0/4
    (the four are found at their places, but the list quotes a wider span than the finding's
    evidence, "? reat Action" for "? reat", so the literal match misses them).  57 of 80 since the
    checks written after reading its misses (spelling 10/11, inconsistent terms 16/31): development
    figures, no longer blind.  A broken word's finding shows it with the word either side since the
    twelfth list (ligatures.in_context): two of the four then match the list literally."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind10.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 80 and report["found"] >= 57, by_kind
    assert by_kind["spelling"][0] >= 10 and by_kind["inconsistent_term"][0] >= 16, by_kind
    assert by_kind["alternatives_marked"][0] >= 12 and by_kind["untranslated_fragment"][0] >= 15, by_kind
    assert by_kind["broken_ligature"][0] >= 2, by_kind
    qa = built["qa"]
    ligatures = qa[(qa.corpus == "robinson_en_ru") & (qa.kind == "broken_ligature")]
    # the two the list quotes wider still than the word either side are found at their places
    for location, words in ((4, "? reat Action"), (16, "in the rst round only"), (139, "the player ghting the Beast"),
                            (196, "and nally place")):
        assert any(e.strip() in words for e in ligatures[ligatures.location == location].evidence), location


def test_every_finding_the_checks_written_after_the_tenth_list_added_was_read_and_is_actionable(built):
    """The checks written after the tenth list (a dictionary word one letter from a frequent twin beside
    the same words, a repeated unknown word whose correction is written three times as often, a numbered
    step named otherwise, two Chinese nouns for one thing, a name in guillemets in the other number)
    added 12 findings to the build; each was read in its sentence (qa_precision11.csv): 12 actionable,
    each a finding of this build."""
    judged = pd.read_csv(DATA / "qa_precision11.csv", keep_default_na=False)
    assert len(judged) == 12 and (judged.judgement == "actionable").mean() >= 0.9
    assert not gone(judged, built["qa"])
    assert set(judged.kind) == {"spelling", "inconsistent_term"}


def test_the_eleventh_list_measured_blind_then_used_for_development(built):
    """The eleventh list (tests/data/qa_blind11.csv: 85 places over all five corpora, written by a
    reader who saw neither the kit's code nor its output) was measured blind: 51 of 85 on the code
    before the checks written after the tenth list, 54 of 85 after them (alternatives 9/17, broken
    words 7/9, inconsistent terms 12/16, page footers 7/12, spelling 5/16, English left 14/15).  The
    figures asserted here are development figures, 80 of 85 (76 before the checks written after its
    development misses: HRAO, «Юря», «выставите», 板塊 beside 版塊, свободное beside бесплатное убийство),
    81 since, after the checks written after reading
    its misses: a name glossed in the other language, infinitives listed in parentheses, a
    translator's placeholder, a forum signature's separator and its comments' dates and floors, an
    adjective and noun no parse lets agree, a finite verb where an infinitive belongs, the
    prepositional case with no preposition, a reflexive verb singular after a plural subject, "тоже самое"
    and "со его", and a word doubled with two
    endings counted as the spelling slip it is (quality.SAME_KIND)."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind11.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 85 and report["found"] >= 81, by_kind
    # "Ben(Петя)" inside the English clause left is said by that clause's finding, which finds it
    assert by_kind["alternatives_marked"] == (17, 17) and by_kind["page_footer"] == (12, 12), by_kind
    assert by_kind["spelling"] == (16, 16) and by_kind["untranslated_fragment"] == (15, 15), by_kind
    assert by_kind["inconsistent_term"][0] >= 14, by_kind
    qa = built["qa"]
    # the doubled word is found as a repeated word naming the form to keep, which the list counts as spelling
    doubled = qa[(qa.corpus == "junta_en_ru") & (qa.location == 47) & (qa.kind == "repeated_word")]
    assert doubled.evidence.str.contains("внутренних внутренней", regex=False).any()
    # the two broken words the list quotes wider than the damaged word alone are found as the list
    # quotes them since a finding shows the word either side (ligatures.in_context)
    assert by_kind["broken_ligature"] == (9, 9), by_kind


def places(findings: pd.DataFrame) -> set:
    """Where each finding stands and what it shows, whatever its message says."""
    from junta_lib.glossary.qa_review import words_of
    return {(r.corpus, int(r.location), r.kind, words_of(r.evidence)) for r in findings.itertuples()}


def said_for_the_text(findings: pd.DataFrame, qa: pd.DataFrame) -> set:
    """The places (as ``places`` gives them) of the findings that are one place of a text's convention,
    said since once for the whole text (conventions.py: "HRAO" among the abbreviations the Rome text
    defines and keeps, "(Vote Tally)" among its English glosses), under their kind or as English left."""
    from junta_lib.glossary.qa_review import words_of
    whole = conventions_said(qa)
    return {(r.corpus, int(r.location), r.kind, words_of(r.evidence)) for r in findings.itertuples()
            if said_for_the_whole_text(whole, r.corpus, int(r.location), r.evidence, (r.kind, "untranslated_fragment"))}


def conventions_said(qa: pd.DataFrame) -> list:
    """The findings said once for a whole text that name their words (a text's conventions, not its
    typography, whose findings name lines alone)."""
    return [place for place in whole_text_places(qa) if any(place[1])]


def test_every_finding_the_checks_written_after_the_eleventh_list_added_was_read_and_is_actionable(built):
    """The checks written after the eleventh list added 30 findings to the build (10 alternatives, 9
    forum footers, 11 spelling); each was read in its sentence (qa_precision12.csv): 30 actionable,
    each a finding of this build."""
    judged = pd.read_csv(DATA / "qa_precision12.csv", keep_default_na=False)
    assert len(judged) == 30 and (judged.judgement == "actionable").mean() >= 0.9
    # each still found where it was read (the glosses' message was reworded since: an id digests the message),
    # but "Ben(Петя)" inside the English clause left, said since by that clause's finding, and an English
    # gloss of a Russian-only or Chinese text ("(Vote Tally)", "外援(Foreign Aid)"), said since by its
    # English-left finding alone (the Rome text's six, by the one finding of its glosses, conventions.py)
    ben = {p for p in places(judged) if p[:3] == ("junta_en_ru", 51, "alternatives_marked")}
    left = built["qa"][built["qa"].kind == "untranslated_fragment"]
    glossed = {p for p in places(judged) if p[2] == "alternatives_marked" and p[:2] != ("junta_en_ru", 51)
               and (left[(left.corpus == p[0]) & (left.location == p[1])].message.str.contains("a gloss giving").any()
                    or p in said_for_the_text(judged, built["qa"]))}
    # (and the politics rules' "передавать (обменивать, продавать)", one place of the author's habit said once)
    assert places(judged) - ben - glossed <= places(built["qa"]) and len(ben) == 1 and len(glossed) == 7
    assert len(built["qa"][(built["qa"].location == 51) & built["qa"].evidence.str.contains("Ben(Петя)", regex=False)
                           & (built["qa"].kind == "untranslated_fragment")])
    assert set(judged.kind) == {"spelling", "alternatives_marked", "page_footer"}


def test_a_word_doubled_with_two_endings_counts_as_the_spelling_slip_a_reviewer_lists():
    qa = pd.DataFrame([["j", 3, "repeated_word", "…министра внутренних внутренней безопасности…", "a word written twice"]],
                      columns=["corpus", "location", "kind", "evidence", "message"])
    hand = pd.DataFrame([["j", 3, "spelling", "внутренних внутренней"]], columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["found"] == 1


def test_a_finding_whose_quote_is_cut_short_is_found_where_the_list_quotes_more_of_the_same_words():
    qa = pd.DataFrame([["j", 42, "inconsistent_term", "Центробанк Игроки, которые выбирают…", "rendered 'Центробанк' here"],
                       ["j", 43, "inconsistent_term", "…банк…", "rendered 'банк' here"]],
                      columns=["corpus", "location", "kind", "evidence", "message"])
    hand = pd.DataFrame([["j", 42, "inconsistent_term", "Центробанк Игроки, которые выбирают центробанк"],
                         ["j", 43, "inconsistent_term", "Центробанк Игроки"],        # four letters quote no place
                         ["j", 42, "spelling", "Центробанк Игроки"]],                 # another kind
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False, False]


def test_the_twelfth_list_measured_blind_then_used_for_development(built):
    """The twelfth list (tests/data/qa_blind12.csv: 50 places over all five corpora, written by a
    reader who saw neither the kit's code nor its output) was measured blind: 30 of 50 (alternatives
    9/13, broken words 14/18, inconsistent terms 0/4, page footers 6/6, spelling 1/9).  The figures
    asserted here are development figures since the checks written after reading its misses: grammar
    slips (grammar_slips.py), the translator's own words (translator_remarks.py), a name in lower case
    among capitalised names (listed_names.py), a name's genitive in the other number
    (genitive_number.py), a broken word shown with the word either side
    (ligatures.in_context: the list quotes "a er use", "requirements eld")."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind12.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 50 and report["found"] >= 47, by_kind
    assert by_kind["spelling"] == (9, 9) and by_kind["alternatives_marked"][0] >= 12, by_kind
    assert by_kind["broken_ligature"] == (18, 18), by_kind            # "a er use", not "a er"
    assert by_kind["inconsistent_term"][0] >= 2 and by_kind["page_footer"] == (6, 6), by_kind


def test_every_finding_the_checks_written_after_the_twelfth_list_added_was_read_and_is_correct(built):
    """The checks written after the twelfth list added 16 findings to the build (10 spelling, 3
    alternatives, 3 inconsistent terms); each was read in its sentence (qa_precision14.csv): 16
    correct, each a finding of this build (the translator's words then listed as alternatives, now a
    translator_note: quality.SAME_KIND)."""
    from junta_lib.glossary.quality import SAME_KIND
    judged = pd.read_csv(DATA / "qa_precision14.csv", keep_default_na=False)
    assert len(judged) == 16 and judged.correct.mean() >= 0.9
    qa = built["qa"]
    # its evidence, or a finding at its place quoting more around it (the translator's preface, now
    # quoted whole: all its sentences, so that deleting it leaves none of it)
    assert all(any(j.evidence.strip("…") in e for kind in SAME_KIND.get(j.kind, (j.kind,))
                   for e in qa[(qa.corpus == j.corpus) & (qa.location == j.location) & (qa.kind == kind)].evidence)
               for j in judged.itertuples())


def test_a_broken_word_is_shown_with_the_word_either_side_as_the_text_has_them():
    """"a er" alone reads as nothing; "discarded a er use." reads as "after use" at a glance.  Each
    repair is placed at its own whole-word place ("rst" is not the end of "first"), in the order the
    repairs of one damaged form were made."""
    from junta_lib.glossary.ligatures import Vocabulary, in_context, placed, repair
    text = "The first player rolls; the rst roll counts. Discard it a er use, and the rst tile a er all."
    fixed, log = repair(text, Vocabulary(["first roll after use tile all"]))
    assert "the first roll" in fixed and "after use" in fixed
    shown = [in_context(text, at, at + len(before)) for at, before, _ in placed(text, log)]
    assert sorted(shown) == sorted(["the rst roll", "the rst tile", "it a er use,", "tile a er all."])


def test_an_english_abbreviation_a_russian_reader_cannot_read_is_english_left():
    """HRAO (Highest Ranking Available Officer) in a Russian-only text is English left, as VP and drm are."""
    seg = segments(("rome", "text", "ru", "Ничьи разрешаются так, что HRAO идет первым, а далее по часовой стрелке."),
                   ("rome", "text", "ru", "Клаус и Бен играют в JUNTA"))
    found = checks.untranslated_fragments(seg)
    assert [(f[1], "HRAO" in f[5], f[7]) for f in found] == [(1, True, "English left in the Russian (text): 'HRAO'")]


def test_a_name_written_once_one_letter_from_a_name_the_text_writes_often_is_a_spelling_slip():
    from junta_lib.glossary.spelling import typos
    seg = segments(("j", "translation", "ru", "Вася, Петя и Юря объявляют убийства в таком порядке."),
                   ("j", "translation", "ru", "Вася и Юра пытаются убить Петю."),
                   ("j", "translation", "ru", "Затем Юра убивает Васю, и Юра получает деньги."),
                   ("j", "translation", "ru", "Петя и Юра умирают, а Вова живёт."))     # Вова: no twin written often
    found = [(r.location, word, twin) for r, _, word, twin, _ in typos(seg, set())]
    assert (1, "Юря", "Юра") in found and not [f for f in found if f[1] in ("Вова", "Юра")]


def test_a_word_general_chinese_writes_the_fewer_times_in_the_text_is_an_inconsistent_term_where_it_stands():
    """版塊 three times, 板塊 twice (general Chinese writes 板塊): 版塊 is a spelling finding, and the
    places of 板塊 say the word is written two ways and that it stays there (a blind reader found
    nothing to change at them, where the message asked for none)."""
    seg = segments(*[("viva", "text", "zh", t) for t in (
        "選一個顏色，然後拿走該色的版塊。", "所有玩家將屏風蓋在你的版塊前。", "把民兵放在版塊上。",
        "將民兵骰轉成你自己的板塊號碼。", "將一棟建築放到你的板塊上。")])
    found = checks.chinese_variants(seg)
    assert sorted((f[1], f[4], f[6]) for f in found) == [(1, "spelling", "板塊"), (2, "spelling", "板塊"),
                                                         (3, "spelling", "板塊"), (4, "inconsistent_term", "板塊"),
                                                         (5, "inconsistent_term", "板塊")]


def test_a_terms_modifier_rendered_with_two_adjectives_is_an_inconsistent_term_at_each_place_of_a_tie():
    """free assassination, the head alone aligned (partial): "бесплатное убийство" in one row,
    "свободном убийстве" in another; a pronoun before the head (своем) renders no modifier."""
    from junta_lib.glossary.matching import RENDER_COLUMNS
    from junta_lib.glossary.modifiers import modifier_renderings
    texts = {47: "Министр имеет одно бесплатное убийство.", 51: "Он объявляет о своем свободном убийстве Юры.",
             52: "Он объявляет о своем убийстве."}
    pairs = pd.DataFrame([["j", n, "C", n + 2, "translation", "src", t] for n, t in texts.items()],
                         columns=["corpus", "tgt_location", "cell", "line", "variant", "src", "tgt"])
    rows = []
    for n, t in texts.items():
        m = re.search(r"убийств[а-я]*", t)
        rows.append(["j", n, "C", n + 2, "translation", "free assassination", "free assassination", ("убийство",),
                     m.group(), "", 0.5, "partial", m.start(), m.end(), "only some of the term's words"])
    renderings = pd.DataFrame(rows, columns=RENDER_COLUMNS)
    terms = pd.DataFrame([["j", "free assassination", "en", "partial"]], columns=["corpus", "source_term", "source_lang", "status"])
    found = modifier_renderings(terms, renderings, pairs)
    assert [(f[1], f[4]) for f in found] == [(47, "inconsistent_term"), (51, "inconsistent_term")]
    assert "with 'свободный'; elsewhere with бесплатный (1)" in found[1][7]
    terms.loc[0, "status"] = "decided"
    assert modifier_renderings(terms, renderings, pairs) == []


def test_the_memory_leaves_out_a_sentence_holding_a_word_a_decision_replaces_or_an_alternative(built):
    """bill is decided as купюра; "2 чека по 1 миллиону песо" (for "2x 1 million Pesos", row 32) and
    "восемь счетов(купюр)" (row 30) are findings of the decision, "«заморожены» (недоступны)" (row 12)
    an alternative left in parentheses: no memory unit offers them.  Where the evidence shows the word
    only ("счета" for bills in row 19), a sentence of the unit using it otherwise stays ("карточку
    банковского счета", the Swiss Bank Account)."""
    from junta_lib.glossary.replaced import replaced_here
    assert {(c, at, words) for c, at, words, _ in replaced_here(built["qa"])} >= {
        ("junta_en_ru", 32, "чека"), ("junta_en_ru", 30, "счетов"), ("junta_en_ru", 12, "недоступны")}
    targets = built["units"].tgt
    for left_out in ("2 чека", "счетов(купюр)", "(недоступны)"):
        assert not targets.str.contains(left_out, regex=False).any(), left_out
    assert targets.str.contains("внушительные чеки", regex=False).any()     # large checks, not bills
    assert targets.str.contains("одну карточку банковского счета", regex=False).any()


def test_the_memory_leaves_out_a_sentence_holding_a_slip_the_spelling_check_corrects(built):
    """"оплатит одну купюре\\чеку" (row 45): the clean-up keeps the first alternative, and "одну купюре" is
    the translator's slip (both alternatives in the dative), which the spelling check corrects to "одну
    купюру": no memory unit offers it, nor "илил стрелять" (row 64).  A sentence of the same row with no
    slip stays."""
    from junta_lib.glossary.replaced import _slip, replaced_here
    assert _slip("…ии, если он оплатит одну купюре\\чеку из своих карма…", "одну купюру") == "одну купюре"
    assert _slip("…будет передвигаться илил стрелять…", "или") == "илил"
    assert _slip("…совсем другие слова…", "одну купюру") == ""
    assert ("junta_en_ru", 45, "одну купюре") in {(c, at, w) for c, at, w, _ in replaced_here(built["qa"])}
    targets = built["units"].tgt
    for slip in ("одну купюре", "илил"):
        assert not targets.str.contains(slip, regex=False).any(), slip
    row_45 = built["units"][built["units"].location == 45]
    assert len(row_45) and not row_45.tgt.str.contains("купюре").any()


def test_every_finding_the_checks_written_after_the_eleventh_lists_misses_added_was_read_and_judged(built):
    """The checks written after the eleventh list's development misses (an English abbreviation, a
    name one letter from the text's name, the usual Chinese spelling written the fewer times, a term's
    modifier rendered with two adjectives, a future where an instruction wants the imperative) added 8
    findings to the build; each was read in its sentence (qa_precision13.csv: 8 correct; the modifier's
    tie reports the form the hand list keeps too, as every tie of forms is reported), each a finding of
    this build."""
    judged = pd.read_csv(DATA / "qa_precision13.csv", keep_default_na=False)
    assert len(judged) == 8 and judged.correct.mean() >= 0.9
    # each still found where it was read (a message reworded since: an id digests the message), but HRAO,
    # one of the abbreviations the Rome text defines and keeps, said once for the whole text since
    once = said_for_the_text(judged, built["qa"])
    assert places(judged) - once <= places(built["qa"]) and {p[:2] for p in once} == {("rome_ru", 37), ("rome_ru", 67)}
    assert set(judged.kind) == {"spelling", "inconsistent_term", "untranslated_fragment"}


def test_a_heading_glued_to_a_sentence_inside_a_unit_is_a_memory_unit_of_its_own(built):
    """Row 40 lists the Locations and goes on "• Nightclub Each player has five Location cards" /
    "Ночной клуб Каждый игрок ...": the heading after the list is a unit of its own, as one at a unit's
    start is; a sentence opening with "If the" is no heading."""
    units = built["units"]
    pairs = set(zip(units.src, units.tgt))
    assert ("Nightclub", "Ночной клуб") in pairs and ("End of the Game", "Конец игры") in pairs
    assert not units.src.str.match(r"(?:Nightclub|End of the Game) [A-Z]").any()
    assert not units.src.str.fullmatch(r"If the|If").any()


def test_a_future_with_no_you_before_it_where_an_instruction_wants_the_imperative_is_a_spelling_slip():
    from junta_lib.glossary.spelling import typos
    seg = segments(("r", "paragraph", "ru", "Чтобы отметить, что вы построили укрытие, выставите чёрный маркер в ячейку."),
                   ("r", "paragraph", "ru", "Если вы выставите маркер, положите карту в стопку и возьмите кубик."))
    found = [(r.location, word, fixed) for r, _, word, fixed, _ in typos(seg, set())]
    assert found == [(1, "выставите", "выставьте")]      # "вы выставите" states; положите reads both ways


def test_a_reviewers_change_of_style_is_a_style_proposal_and_a_correction_stays_a_finding():
    """A reviewer's synonym of a word that is no term, "2 или 3" for "2-3", a clause reworded: style
    proposals, listed under their own kind, each shown as the whole clause it changes in both texts.  A term rendered otherwise, English replaced, a number,
    a negation, a word's form: findings.  Two changes in one clause are one phrase, so that the
    reviewer's words fit the sentence when pasted in ("присылающей ... не задающей лишних")."""
    translation = ("Сверхдержава, которая присылает большие чеки и не задает никаких вопросов. Несколько богатых "
                   "семей. Правила для 2 или 3 игроков. Кроме того, он отдает голоса своих assumed Positions. "
                   "Игроки представляют членов кабинета. Президент может совершить 1 убийство в 4-7 игроками. "
                   "Семьи кладут деньги в швейцарские банковские счета.")
    reviewed = ("Сверхдержава, присылающей внушительные чеки и не задающей лишних вопросов. Несколько состоятельных "
                "семей. Правила для 2-3 игроков. Дополнительно ко всему, он отдает голоса своих имеющихся должностей. "
                "Игроки представляют членами кабинета. Президент не может совершить 1 убийство в 4-6 игроками. "
                "Семьи кладут деньги в счета в Швейцарии.")
    seg = pd.DataFrame([["junta", 2, "C", "translation", "ru", translation, 2],
                        ["junta", 2, "D", "reviewer_1", "ru", reviewed, 2]], columns=COLUMNS)
    terms = pd.DataFrame([["junta", "швейцарский банковский счет", "швейцарский банковский счет (3)"],
                          ["junta", "кабинет", "кабинет (4)"]], columns=["corpus", "preferred_target", "variants"])
    found = {(f[5], f[6]): f[4] for f in checks.reviewer_suggestions(seg, terms)}
    assert found == {
        ("«которая присылает большие чеки и не задает никаких вопросов»",
         "«присылающей внушительные чеки и не задающей лишних вопросов»"): "style_proposal",
        ("«Несколько богатых семей»", "«Несколько состоятельных семей»"): "style_proposal",
        ("«Правила для 2 или 3 игроков»", "«Правила для 2-3 игроков»"): "style_proposal",
        ("«Кроме того»", "«Дополнительно ко всему»"): "style_proposal",
        ("«assumed Positions»", "«имеющихся должностей»"): "reviewer_suggestion",
        ("«членов»", "«членами»"): "reviewer_suggestion", ("«Президент может»", "«Президент не может»"): "reviewer_suggestion",
        ("«4-7»", "«4-6»"): "reviewer_suggestion",
        ("«швейцарские банковские счета»", "«счета в Швейцарии»"): "reviewer_suggestion"}


def test_a_second_name_an_original_russian_text_repeats_is_said_as_the_author_s_convention():
    """"клеточку (кружочек)" at three places of a text written in Russian is one convention of its
    author, not an alternative left undecided: each place says so, with the places; a pair given
    once or twice is still an alternative rendering."""
    seg = segments(("pol", "text", "ru", "Каждый сектор состоит из семи клеточек (кружочков)."),
                   ("pol", "text", "ru", "Попав на клеточку (кружочек) игрок обязан выполнить действие."),
                   ("pol", "text", "ru", "Фишка двигается по клеточкам (кружочкам) по часовой стрелке."),
                   ("pol", "text", "ru", "Положите карточку рубашкой (рисунком) вверх."))
    found = messages(checks.alternatives(seg))
    assert found[:3] == ["'клеточек (кружочков)': the author's second name in parentheses, written 3 times (at 1, 2, "
                         "3): one name is enough, or the second once, where the word first appears"] * 3
    assert found[3:] == ["an alternative rendering in parentheses: (рисунком)"]


def test_english_a_translator_asks_about_is_the_question_not_english_left():
    seg = segments(("junta", "note", "ru", "ВОПРОС: Position может как «руководящий пост»? (это министры)"),
                   ("junta", "translation", "ru", "Каждая Position имеет один голос."))
    assert messages(checks.untranslated_fragments(seg)) == ["English left in the Russian (translation): 'Position'"]
    assert messages(checks.translator_questions(seg)) == ["a translator's note or question (note): 'ВОПРОС'"]


def test_a_misspelt_word_gets_the_term_s_form_its_sentence_wants():
    terms = pd.DataFrame({"preferred_target": ["переворот", "фаза переворота"]})
    forms = checks.term_forms(terms)
    assert checks.term_form("перевора", forms) == "переворота"         # "фаза перевора": the genitive
    assert checks.term_form("Переворт", forms) == "Переворот"
    assert checks.term_form("стабильность", forms) == ""


def test_the_judged_sample_s_false_and_partly_patterns_are_gone_from_the_build(built):
    """tests/data/qa_precision15.csv (seed 211): a typo is a spelling finding with the term's form in
    the sentence's case, not a second rendering; a term rendered whole with another word for part of
    it is said so ("средств иностранной помощи", "Главнокомандующий ВВС"), not "only part"; a span
    takes in no word of the phrase before; the English a question quotes is the question's; the
    game's undecided words and a reviewer's style are no findings of problems."""
    qa = built["qa"]
    junta = qa[qa.corpus == "junta_en_ru"]
    at = lambda n: junta[junta.location == n]                                        # noqa: E731
    typo = at(3)[at(3).evidence.str.contains("фаза перевора")]
    assert list(typo.kind) == ["spelling"] and list(typo.expected) == ["переворота"]
    # "средств иностранной помощи" was said as a whole rendering here (not "only part"); later readers
    # called the finding itself false seven times of nine (Foreign Aid rendered whole, money said with
    # an ordinary synonym), so it is no finding now (qa._two_terms_one_said_otherwise)
    assert not len(at(5)[at(5).message.str.contains("'Foreign Aid money'")])
    commander = at(6)[at(6).message.str.contains("'Air Force Commander'")]
    assert list(commander.message.str.extract(r"rendered '([^']+)'")[0]) == ["Главнокомандующий ВВС"]
    marker = at(66)[at(66).message.str.contains("'Coup Phase marker'")]
    assert list(marker.message.str.extract(r"rendered '([^']+)'")[0]) == ["жетона фаз переворота"]
    assert not at(26)[at(26).kind == "untranslated_fragment"].evidence.str.contains("Position").any()
    assert (at(26).kind == "translator_question").any()
    assert not qa.kind.eq("game_term_unreviewed").any()
    # a reviewer's preference is no finding of qa.csv: it is listed in style_proposals.csv, as whole clauses
    assert not qa.kind.eq("style_proposal").any()
    style = built["style"]
    assert set(style.kind) == {"style_proposal"} and style.id.str.startswith("sty-").all()
    for old, new in (("богатых", "состоятельных"), ("2 или 3", "2-3"), ("Кроме того,", "Дополнительно ко всему")):
        assert ((style.evidence.str.contains(old, regex=False)) & style.expected.str.contains(new, regex=False)).any()
    assert (style.evidence == "«а 8 голосов консерваторов отдаст Пете»").any()
    assert not qa[qa.kind == "reviewer_suggestion"].evidence.str.contains("задает никаких").any()


def test_alternatives_around_a_backslash_are_quoted_and_fixed_as_whole_phrases():
    """Keeping the suggested rendering over the finding's span leaves a sentence ("Изгнание\\ в бегах
    Игрок ..." was quoted "Изгнание\\ в" and fixed to "Изгнание бегах"); where the two renderings are
    words of different classes nothing is suggested."""
    texts = {"Изгнание\\ в бегах Игрок может уйти.": ["Изгнание Игрок может уйти."],
             "игра идёт в другом режиме,- Переворот\\ игра в переворот(см. ниже).": ["игра идёт в другом режиме,- игра в переворот(см. ниже)."],
             "Первоначальное развертывание\\первоначальная расстановка Большинство фишек стоят.":
                 ["Первоначальное развертывание Большинство фишек стоят."],
             "• Центральный банк\\ЦЕНТРОБАНК • Штаб\\штаб-квартира • Дом":
                 ["• Центральный банк • Штаб\\штаб-квартира • Дом", "• Центральный банк\\ЦЕНТРОБАНК • Штаб • Дом"],
             "он должен оплатить чек\\купюру со своего счета, чтобы остаться.": ["он должен оплатить купюру со своего счета, чтобы остаться."],
             "Убийство/устранение президента Если он жив.": ["Убийство президента Если он жив."]}
    # the side the glossary names is suggested: a decided target first (купюра for bill, not the first side чек)
    terms = pd.DataFrame({"corpus": "x", "status": ["proposed"] * 5 + ["decided"] * 2,
                          "preferred_target": ["изгнание", "игра в переворот", "первоначальное развертывание", "центральный банк",
                                               "убийство", "штаб", "купюра"]})
    found = checks.alternatives(segments(*[("x", "translation", "ru", text) for text in texts],
                                         ("x", "translation", "ru", "Игроки отдыхают\\ выходные в среду.")), terms=terms)
    # the suggestion put over the words the message quotes leaves the sentence whole, at each separator
    before = [text for text, kept in texts.items() for _ in kept]
    assert [text.replace(re.search(r"': (.+)$", f[7]).group(1), f[6]) for text, f in zip(before, found)] == \
        [kept for each in texts.values() for kept in each]
    assert "Изгнание\\ в бегах" in found[0][5] and "первоначальная расстановка" in found[2][5]
    assert found[7][6] == "" and found[7][7].endswith("so no fix is suggested") and "отдыхают\\ выходные" in found[7][7]


def test_where_no_decision_or_term_settles_two_renderings_around_a_separator_nothing_is_suggested():
    """The first side is no suggestion by itself ("чек\\купюру" suggested чек though bill was decided as
    купюра): with nothing deciding, the two sides are named for the translators to decide between;
    one word in two forms keeps the first."""
    seg = segments(("x", "translation", "ru", "он платит один чек\\купюру со своего счета, чтобы остаться."),
                   ("x", "translation", "ru", "Фаза переворота\\ ПЕРЕВОРОТА, затем банк."),
                   ("x", "translation", "ru", "Игрок берёт чек\\купюру из банка."))
    decided = pd.DataFrame({"corpus": ["x"], "status": ["decided"], "preferred_target": ["купюра"]})
    found = [(f[6], f[7]) for f in checks.alternatives(seg)]
    assert found[0] == ("", "unresolved alternatives separated by '\\': чек\\купюру; no decision or glossary term "
                            "settles it: decide between «чек» and «купюру»")
    assert found[1][0] == "переворота"
    # "один" agrees with чек: the suggestion is the phrase agreeing with the kept side
    assert [f[6] for f in checks.alternatives(seg, terms=decided)] == ["одну купюру", "переворота", "купюру из банка"]


def test_the_side_kept_is_written_as_the_translation_writes_its_term_elsewhere():
    """"Фаза 7: банковские дела\\банковские переводы" where Banking is "банковское дело" in the
    translation's other places: the suggestion is the established rendering, in the side's case."""
    seg = segments(("x", "translation", "ru", "Фаза 7: банковские дела\\банковские переводы"),
                   ("x", "translation", "ru", "после банковских дел\\банковских переводов игрок платит"))
    terms = pd.DataFrame({"corpus": ["x"], "status": ["proposed"], "preferred_target": ["банковское дело"]})
    assert [f[6] for f in checks.alternatives(seg, terms=terms)] == ["банковское дело", "банковского дела"]


def test_a_parenthesis_that_renders_one_of_the_english_units_is_no_alternative():
    """"(повстанцы или лоялисты)" for "(the Rebels or the Loyalists)", "(или избежать его)" for "(or
    not)": the source's own parenthesis, translated; each English parenthesis accounts for one Russian
    one (the one its words render best), so "(карточку)" beside "(см. карту «Банк»)" for "(see the
    Bank card)" is still an alternative, as is one the English has no parenthesis for; "фишку (фишки)"
    for "pawn(s)" is said as the English's plural mark copied."""
    rows = [("Каждая сторона (повстанцы или лоялисты) считает очки.", "Each side (the Rebels or the Loyalists) counts points."),
            ("Вы можете пережить приключение (или избежать его).", "You may survive the adventure (or not)."),
            ("Возьмите карту (карточку) и чек (см. карту «Банк»).", "Take a card and a bill (see the Bank card)."),
            ("Игрок ставит фишку (фишки) на участок (клетку).", "The player puts his pawn(s) on a tile (no dice needed)."),
            ("Каждая сторона (повстанцы или лоялисты) считает очки.", "Each side counts points.")]
    seg, pairs = translated(rows)
    found = [(f[1], f[7]) for f in checks.alternatives(seg, pairs=pairs)]
    assert found == [
        (3, "an alternative rendering in parentheses: (карточку)"),
        (4, "'фишку (фишки)': the English way of marking a plural in parentheses, copied; say in words "
            "whether one or several are meant, or keep one form"),
        (4, "an alternative rendering in parentheses: (клетку)"),
        (5, "an alternative rendering in parentheses: (повстанцы или лоялисты)")]
    # with no English beside it, every one of them is read as before
    assert len(checks.alternatives(seg)) == 6


def test_a_reviewers_word_moved_is_not_left_out_a_remark_is_no_text_and_a_number_the_english_states_is_said():
    """A word the reviewer's cell writes elsewhere ("острова" moved to the next sentence) is not left
    out; a remark of the reviewer's in the proposed text ("(речь про бюджет, видимо)", "(так?)") is no
    text for the rulebook: the suggestion leaves it out and says so, and a remark alone is nothing; a
    number the English states changed by the reviewer is said ("4-7" -> "4-6" where the English says
    4-7), one the English does not state, or the same numbers written otherwise ("2 или 3" -> "2-3"), not."""
    english = "Games with 4-7 players. Each has some cards. The island is hot. Rules for 2 or 3 players."
    translation = ("Игры с 4-7 игроками. У каждого есть 5 карт. Воздух острова жаркий, ветер острова влажный. Остров велик. "
                   "Игроки голосуют за кандидатов. Правила для 2 или 3 игроков. Дом стоит у моря.")
    reviewed = ("Игры с 4-6 игроками. У каждого есть 6 карт. Воздух жаркий, ветер влажный. Остров велик, воздух острова и ветер острова. "
                "Игроки голосуют за разных кандидатов (речь про бюджет, видимо). Правила для 2-3 игроков. "
                "Дом стоит у моря (так?).")
    seg = pd.DataFrame([["junta", 2, "B", "source", "en", english, 2],
                        ["junta", 2, "C", "translation", "ru", translation, 2],
                        ["junta", 2, "D", "reviewer_1", "ru", reviewed, 2]], columns=COLUMNS)
    found = [(f[5], f[6], f[7]) for f in checks.reviewer_suggestions(seg)]
    messages = " | ".join(m for _, _, m in found)
    assert "leaves out «острова»" not in messages and "(так?)" not in messages and "«моря»" not in messages
    assert ("«кандидатов»", "«разных кандидатов»",
            "the reviewer (reviewer_1, cell D) adds «разных»; the reviewer's remark (речь про бюджет, видимо) is left out "
            "of the suggestion") not in found                        # the remark is kept out of every suggestion
    assert not any("видимо" in new for _, new, _ in found)
    assert any(m.endswith("the reviewer's remark (речь про бюджет, видимо) is left out of the suggestion") for _, _, m in found)
    numbers = [m for _, _, m in found if "which the English does not say" in m]
    assert len(numbers) == 1 and "it changes 4-7 to 4-6, which the English does not say" in numbers[0]
    assert not any("2 или 3" in old and "does not say" in m for old, _, m in found)


def test_a_reviewers_word_that_renders_an_english_word_the_translation_leaves_out_is_no_style():
    """"Карта столицы" for "карта города" where the English says "map of the capital": the reviewer
    restores a word of the English, a reviewer_suggestion saying so; a synonym of a word the
    translation renders ("Состоятельные" for "Богатые") stays a style proposal."""
    english = "The map of the capital shows the districts. Rich families live here."
    seg = pd.DataFrame([["junta", 4, "B", "source", "en", english, 4],
                        ["junta", 4, "C", "translation", "ru", "Карта города показывает районы. Богатые семьи живут здесь.", 4],
                        ["junta", 4, "D", "reviewer_1", "ru", "Карта столицы показывает районы. Состоятельные семьи живут здесь.", 4]],
                       columns=COLUMNS)
    found = {(f[5], f[6]): (f[4], f[7]) for f in checks.reviewer_suggestions(seg)}
    assert found[("«города»", "«столицы»")] == (
        "reviewer_suggestion", "the reviewer (reviewer_1, cell D) writes «столицы» for «города»; «столицы» renders a word "
                               "of the English that the translation leaves out")
    assert found[("«Богатые семьи живут здесь»", "«Состоятельные семьи живут здесь»")][0] == "style_proposal"


def test_a_reviewers_addition_is_placed_by_the_translators_words_around_it_and_its_own_alternative_is_said():
    """"adds «для»" alone leaves the reader looking for the place: the finding quotes the translator's
    words either side ("бюджет распределения") and the text with the addition in it; a reviewer's text
    carrying its own second choice in parentheses ("Зелёной Республики (Республики Зелени)") is
    suggested without it, the message saying so; an explanation in parentheses stays in."""
    translation = "Парламент голосует за бюджет распределения средств. Остров зовут Isla Verde, он мал."
    reviewed = ("Парламент голосует за бюджет для распределения средств. Остров зовут Зелёной Республикой "
                "(Республикой Зелени), он мал (не больше города).")
    seg = pd.DataFrame([["junta", 2, "C", "translation", "ru", translation, 2],
                        ["junta", 2, "D", "reviewer_1", "ru", reviewed, 2]], columns=COLUMNS)
    found = [(f[5], f[6], f[7]) for f in checks.reviewer_suggestions(seg)]
    assert ("«бюджет распределения»", "«бюджет для распределения»",
            "the reviewer (reviewer_1, cell D) adds «для» between «бюджет» and «распределения»") in found
    named = [f for f in found if "Зелёной" in f[1]]
    assert len(named) == 1 and "(Республикой Зелени)" not in named[0][1] and named[0][2].endswith(
        "the reviewer's text carries its own alternative in parentheses («Республикой Зелени»), left out of the "
        "suggestion: decide it with the name")
    assert any("(не больше города)" in new for _, new, _ in found)
    assert checks.without_own_alternative("купюры по 1 млн (20шт), по 2 млн (30шт)") == (
        "купюры по 1 млн (20шт), по 2 млн (30шт)", "")          # a count is part of the text


def test_a_renderings_span_takes_in_the_adjective_that_renders_part_of_the_term():
    """"Воздушные удары" for Airstrike (target авиаудар): "Воздушные" renders "air" of the compound,
    so the finding's span is the phrase and applying the target gives "авиаудары", not "Воздушные
    авиаудары"; an adjective rendering nothing of the term ("большие удары") stays outside it, as does
    one the target holds already."""
    text = "Он может совершать Воздушные удары, большие удары и воздушного удара ждать."
    span = lambda word: (text.index(word), text.index(word) + len(word))        # noqa: E731
    start, end = span("удары,")[0], span("удары,")[1] - 1
    assert text[checks._with_adjective(text, start, end, "Airstrike", "авиаудар"):end] == "Воздушные удары"
    start = text.index("удары и")
    assert checks._with_adjective(text, start, start + 5, "Airstrike", "авиаудар") == start
    start = text.index("удара ждать")
    assert text[checks._with_adjective(text, start, start + 5, "Airstrike", "авиаудар"):start + 5] == "воздушного удара"
    assert checks._with_adjective(text, start, start + 5, "Airstrike", "воздушный удар") == start


def test_a_spelling_suggestion_of_another_part_of_speech_is_not_made():
    """hunspell suggests "первое" for "первее" (a colloquial comparative no dictionary lists): an
    adjective where a comparative stands makes nonsense, so nothing is suggested; a typo read with
    no confidence keeps the dictionary's suggestion ("илил": "или")."""
    from junta_lib.glossary.spelling import fitting
    from junta_lib.russian import morph
    analyser = morph()
    assert fitting("первее", "первое", analyser) == ""
    assert fitting("илил", "или", analyser) == "или"
    assert fitting("настабильность", "нестабильность", analyser) == "нестабильность"
    assert fitting("быстрее", "", analyser) == ""


def test_a_slash_that_renders_its_english_units_own_is_no_alternative(built):
    """"election/vote" in the rulebook's row 15 is rendered "выборов/голосования": the source's slash,
    not two renderings left for the team to choose between (suggesting "выборов" would drop the
    roll-call vote from the rule); the English's "or" written as a slash, which Russian running text
    spells out, both words kept."""
    qa = built["qa"]
    alternatives = qa[(qa.corpus == "junta_en_ru") & (qa.kind == "alternatives_marked")]
    slash = alternatives[alternatives.evidence.str.contains("выборов/голосования", regex=False)]
    assert slash.expected.tolist() == ["выборов или голосования"], slash
    assert slash.message.str.startswith("a slash standing for 'or' in running text").all()
    assert alternatives.evidence.str.contains("\\", regex=False).any()       # the backslash ones stay


def test_a_clause_left_in_english_is_one_finding_not_its_term_replaced_alone(built):
    """"хочет ли он force the Budget at gunpoint" (row 37): the English clause is to be translated
    whole (untranslated_fragment); "бюджет" put in for "Budget" alone would leave "force the бюджет at
    gunpoint", and so with one English word beside it ("из-за forced Budget", row 39: "из-за forced
    бюджет").  A term left alone in English ("другую Position") is one finding naming the term's target."""
    qa = built["qa"]
    for location, english in ((37, "force the Budget at gunpoint"), (39, "forced Budget")):
        row = qa[(qa.corpus == "junta_en_ru") & (qa.location == location)]
        assert (row.kind == "untranslated_fragment").any() and row.message.str.contains(english).any()
    assert not qa.message.str.contains("target for 'Budget'").any()
    assert ((qa.kind == "untranslated_fragment") & qa.message.str.contains("target for 'Position' is")).any()
    assert not qa.message.str.contains("'Position' left in English here").any()     # one finding of the place


def test_an_ordinal_in_parentheses_numbering_an_item_is_no_alternative():
    """"следующий (первый) участок" numbers the item as the next two lines number theirs ("второй",
    "третий"): no second name to choose; "клетку (поле)" still is one."""
    seg = segments(("r", "text", "ru", "Игрок занимает следующий (первый) участок по кругу."),
                   ("r", "text", "ru", "Затем второй участок, потом третий."),
                   ("r", "text", "ru", "Фишка ставится на клетку (поле) рядом."))
    found = checks.alternatives(seg)
    assert [f[1] for f in found] == [3]


def test_a_parenthesis_inside_a_reviewer_s_suggested_text_belongs_to_that_suggestion():
    """A reviewer's list of rewordings ("в тексте: «…» / лучше: «…»") is reported as its suggestions; a
    parenthesis within the suggested text ("свободные (пустые) клетки") is no separate alternative,
    while the same words in the rules text are."""
    listing = "в тексте: «Можно занять только не занятые клетки поля…»\nлучше: «Можно занять только свободные (пустые) клетки поля…»"
    seg = segments(("r", "paragraph", "ru", listing),
                   ("r", "paragraph", "ru", "Можно занять только свободные (пустые) клетки поля."))
    assert [f[1] for f in checks.alternatives(seg)] == [2]


def test_an_abbreviation_s_english_expansion_in_its_definition_is_said_as_that():
    """"ABC: Always Be Closing - …" spells out an abbreviation the text keeps in Latin letters (its
    initials spell it): still English left, said as the abbreviation's expansion, the term to name in
    Russian; English words after a colon that do not spell the abbreviation before it are English left
    as any."""
    seg = segments(("r", "text", "ru", "ABC: Always Be Closing (1.2) - правило продавца."),
                   ("r", "text", "ru", "ABC: Never Stop Trying - другое правило."))
    found = messages(checks.untranslated_fragments(seg))
    assert ("English left in the Russian (text): 'Always Be Closing', the expansion of the abbreviation 'ABC' the "
            "text keeps in Latin letters; give the term a Russian name and decide whether 'ABC' stays") in found
    assert "English left in the Russian (text): 'Never Stop Trying'" in found


def test_a_plural_in_parentheses_after_any_or_each_is_to_delete():
    """"к любому броску (броскам)": the singular after любой/каждый already means one or more, so the
    fix is to delete the parenthesis; without such a word ("бросьте кубик (кубики)") the form stays
    one or more, to keep or say in words."""
    seg = segments(("r", "text", "ru", "Бонус прибавляется к каждому ходу (ходам) игрока."),
                   ("r", "text", "ru", "Бросьте кубик (кубики) снова."))
    found = messages(checks.alternatives(seg))
    assert found[0] == ("'ходу (ходам)': the noun with its plural in parentheses, where «каждому» already means one "
                        "or more; delete the parenthesis: «каждому ходу»")
    assert found[1].startswith("'кубик (кубики)': one or more")


def test_a_side_after_a_backslash_runs_on_past_a_full_stop_over_a_verbless_fragment():
    """"Закрыт на обед\\ Закрыто. Обеденный перерыв Если банк…": the second side is one name written as two
    sentences («Закрыто. Обеденный перерыв»), up to the next sentence with its verb; a side whose full
    stop is followed by a sentence ("Закрыто. Игрок платит") ends at the stop."""
    seg = segments(("x", "translation", "ru", "Конец раунда. Закрыт на обед\\ Закрыто. Обеденный перерыв Если банк открыт, игрок платит."),
                   ("x", "translation", "ru", "Конец раунда. Закрыт на обед\\ Закрыто. Игрок платит один чек."))
    found = [f[7] for f in checks.alternatives(seg)]
    assert found[0].startswith("unresolved alternatives separated by '\\': Закрыт на обед\\ Закрыто. Обеденный перерыв;")
    assert "«Закрыто. Обеденный перерыв»" in found[0]
    assert found[1].startswith("unresolved alternatives separated by '\\': Закрыт на обед\\ Закрыто;")


def test_a_heading_s_side_is_its_noun_with_its_complement_and_the_side_naming_the_whole_is_kept():
    """"Поход в разведку\\ РАЗВЕДКА" heading a passage: the first side is the heading's whole noun
    phrase, not its last word; where the glossary has targets for both the whole ("поход в разведку")
    and its part ("разведка"), the side holding the whole one is suggested."""
    seg = segments(("x", "translation", "ru", "Поход в разведку\\ РАЗВЕДКА Когда отряд готов, он выходит."))
    terms = pd.DataFrame({"corpus": ["x", "x"], "status": ["proposed", "proposed"],
                          "preferred_target": ["поход в разведку", "разведка"]})
    found = checks.alternatives(seg, terms=terms)
    assert [(f[6], f[7]) for f in found] == [("Поход в разведку",
                                              "unresolved alternatives separated by '\\': Поход в разведку\\ РАЗВЕДКА")]


def test_the_translation_s_own_usage_settles_alternatives_no_term_settles():
    """A numbered heading written elsewhere with one side alone ("Фаза 3: Торговля") keeps that side of
    "Этап 3: Торговля\\ обмен\\ сделки"; of "ловить\\хватать", the side of one family with a glossary
    target the same passage writes ("Фазу 2: Ловля", ловля being a target) is kept; neither without
    that usage."""
    seg = segments(("x", "translation", "ru", "Этап 3: Торговля\\ обмен\\ сделки Игроки меняются картами."),
                   ("x", "translation", "ru", "Во время фазы 3: Торговля игроки меняются."),
                   ("x", "translation", "ru", "Он может свободно ловить\\хватать (см. Фазу 2: Ловля)."),
                   ("x", "translation", "ru", "Он может свободно ловить\\хватать, если хочет."))
    terms = pd.DataFrame({"corpus": ["x"], "status": ["proposed"], "preferred_target": ["ловля"]})
    found = [(f[6], f[7]) for f in checks.alternatives(seg, terms=terms)]
    assert found[0] == ("Торговля", "unresolved alternatives: Торговля\\ обмен\\ сделки; the text names the heading "
                                    "«3: Торговля» elsewhere, with no alternative: keep «Торговля»")
    assert found[1] == ("ловить", "unresolved alternatives: ловить\\хватать; one is of one family with the glossary's "
                                  "rendering «ловля», which the same passage writes («Ловля»): keep «ловить»")
    assert found[2][0] == "" and "decide between «ловить» and «хватать»" in found[2][1]


def test_a_list_item_put_in_the_other_number_is_style_and_a_form_fixing_agreement_a_correction():
    """A reviewer's "заговоры, деньги и власть" for "заговор, деньги…" changes a list item's number
    only (both correct): style; "обе карта" -> "обе карты" (no list: agreement) and "членов" ->
    "членами" (a case) stay corrections."""
    from junta_lib.glossary.reviewer_changes import why_a_finding
    assert why_a_finding("заговор", "заговоры", frozenset(), listed=True) == ""
    assert why_a_finding("карта", "карты", frozenset()) == "grammar"
    assert why_a_finding("членов", "членами", frozenset(), listed=True) == "grammar"
    seg = segments(("x", "translation", "ru", "Заговор, деньги и власть - лишь некоторые из их средств. Обе карта лежат рядом."),
                   ("x", "reviewer_1", "ru", "Заговоры, деньги и власть - лишь некоторые из их средств. Обе карты лежат рядом."))
    seg["location"] = 1
    found = [(f[4], f[5]) for f in checks.reviewer_suggestions(seg)]
    assert found == [("style_proposal", "«Заговор»"), ("reviewer_suggestion", "«карта»")], found


def test_a_clause_a_reviewer_adds_is_joined_with_the_change_just_before_it_in_the_sentence():
    """"карты для счёта очков, фишками и кубиками." -> "карты с очками, фишками и кубиками, чтобы
    выиграть." is one suggestion over the whole stretch (pasted, it reads as a sentence), a finding
    since words are added; a clause added in another sentence stays on its own."""
    seg = segments(("x", "translation", "ru", "Игроки берут карты для счёта очков, фишками и кубиками. Затем ход."),
                   ("x", "reviewer_1", "ru", "Игроки берут карты с очками, фишками и кубиками, чтобы выиграть. Затем ход."))
    seg["location"] = 1
    found = [(f[4], f[5], f[6]) for f in checks.reviewer_suggestions(seg)]
    assert found == [("reviewer_suggestion", "«для счёта очков, фишками и кубиками»",
                      "«с очками, фишками и кубиками, чтобы выиграть»")], found


def test_a_quoted_word_the_author_s_note_right_after_explains_is_said_with_the_note_s_name():
    """'他們是"Rebeldes"(按：本文中稱為"叛軍")': the author quotes the game's word and says in a note how
    the text names it: the fix is that name alone, said so.  Where the text defines the name there
    ('其他人稱為"Rebeldes"(按：…)', "are called"), the name alone would leave the definition empty: the
    Latin name staying is a decision, no fix.  The same word quoted with no note is English left as any."""
    seg = segments(("v", "text", "zh", '他們是"Rebeldes"(按：本文中稱為"叛軍")。'),
                   ("v", "text", "zh", '其他人稱為"Rebeldes"(按：本文中稱為"叛軍")。'),
                   ("v", "text", "zh", '其他人稱為"Rebeldes"。'))
    found = checks.untranslated_fragments(seg, zh_corpora=("v",))
    assert [(f[1], f[6], f[7]) for f in found] == [
        (1, "叛軍", "'Rebeldes' left in Latin letters (text), quoted with the author's note that the text calls it "
                   "'叛軍'; write '叛軍' alone"),
        (2, "", "'Rebeldes' left in Latin letters (text): the name the text defines here, with the author's note "
                "that it calls it '叛軍' afterwards; decide whether the Latin name stays beside it or '叛軍' alone is "
                "given"),
        (3, "", "English left in the Chinese (text): 'Rebeldes'")]


def test_a_reviewer_s_words_that_are_another_term_s_rendering_are_said_to_be():
    """A reviewer adding «фазы» to «время охоты» for "during the Hunt Game" writes «фаза охоты», the
    glossary's rendering of Hunt phase, which that unit's English does not name: the message says so;
    where the English names Hunt phase, nothing is added."""
    terms = pd.DataFrame({"corpus": ["x"], "source_term": ["Hunt phase"], "preferred_target": ["фаза охоты"],
                          "variants": [""]})
    for english, flagged in (("During the Hunt Game players hide.", True), ("During the Hunt phase players hide.", False)):
        seg = segments(("x", "translation", "ru", "Во время охоты игроки прячутся."),
                       ("x", "reviewer_1", "ru", "Во время фазы охоты игроки прячутся."),
                       ("x", "source", "en", english))
        seg["location"] = 1
        found = checks.reviewer_suggestions(seg, terms=terms)
        assert len(found) == 1 and found[0][4] == "reviewer_suggestion"
        assert ("«фаза охоты» is the glossary's rendering of 'Hunt phase'" in found[0][7]) is flagged, found[0][7]


def test_the_fourteenth_list_measured_blind(built):
    """The fourteenth list (tests/data/qa_blind14.csv: 79 places in 74 passages drawn at random over
    the five corpora, tests/data/qa_blind14_units.csv, written by a reviewer who saw neither the
    kit's code nor its output; 60 in the claimed kinds) was measured blind, on the build before the
    changes it led to and on the next one: 40 of 60 both times (English left 8/8, broken words 8/8,
    inconsistent terms 14/20, alternatives 7/10, page footers 1/2, spelling 2/12).  The figures
    asserted are development figures since the checks written after reading its misses: a forum
    board's tag at a post's title, a verb or a short participle in the other number than its subject
    (subject_number.py), "включать в себе" and "по возвращению" (set_phrases.py), a case ending glued to
    a number ("от 4х до 6ти", numeral_endings.py): 46 of 60; 47 since a heading typed into the English
    column is read for the word the Phase decision replaces ("Этап 4", row 31); 49 since a slash for
    "or" in a text written in Russian or Chinese is spelt out ("продать/обменять", 幫忙防禦/未參與攻擊)."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind14.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    # 52 until the capitalised Кубик became one finding for the whole text (three of its places here)
    assert report["problems"] == 60 and report["found"] >= 49, by_kind
    assert by_kind["untranslated_fragment"] == (8, 8) and by_kind["broken_ligature"] == (8, 8), by_kind
    assert by_kind["inconsistent_term"][0] >= 15 and by_kind["alternatives_marked"][0] >= 9, by_kind
    assert by_kind["spelling"][0] >= 4 and by_kind["page_footer"] == (2, 2), by_kind


def test_the_fifteenth_list_measured_blind(built):
    """The fifteenth list (tests/data/qa_blind15.csv: 86 cells of 76 passages drawn at random among
    those no earlier list read, tests/data/qa_blind15_units.csv, written by a reviewer who saw neither
    the kit's code nor its output): 36 problems, 8 of them in the claimed kinds, found 3 of 8 blind
    (alternatives 1/1, inconsistent terms 2/6, spelling 0/1).  Four of its inconsistent terms are a
    Russian-only text's words written with a capital and without ("Кубик"/кубик, Казначей/казначеем),
    about as often each way, which the kit leaves as no finding.  After the stray capitals of a
    translation (written_names.stray_capitals), "Президент" after a comma is found: 4 of 8."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind15.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 8 and report["found"] >= 4, by_kind       # its lower-case кубик: see the 17th
    assert by_kind["spelling"] == (1, 1) and by_kind["alternatives_marked"] == (1, 1), by_kind


def test_the_sixteenth_list_measured_blind(built):
    """The sixteenth list (tests/data/qa_blind16.csv: 80 cells of 76 passages no earlier list read,
    tests/data/qa_blind16_units.csv, by a reviewer who saw neither the kit's code nor its output): 24
    problems, 6 in the claimed kinds, found 3 of 6 blind (alternatives 1/1, inconsistent terms 2/5).
    After the checks written from its misses: a heading typed in Russian into the English column read
    for the word the Phase decision replaces ("Этап 3"), and a Chinese term written with a character's
    other form where no term holds it (牌堆 / 卡堆): 5 of 6.  Still missed: "сделать «Нож»" beside
    создать, a verb."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind16.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 6 and report["found"] >= 5, by_kind


def test_the_seventeenth_list_measured_blind(built):
    """The seventeenth list (tests/data/qa_blind17.csv: 103 cells of 103 passages no earlier list read,
    tests/data/qa_blind17_units.csv; a reviewer who saw neither code nor output): 18 problems, 10 in
    the claimed kinds, found 6 of 10 blind (spelling 6/7: the numbers' glued endings; inconsistent terms
    0/2; English left 0/1, "1d6", which the reviewer calls optional).  After the checks its misses led
    to: a hyphenated title's second capital ("«Премьер-Министром»") and a game's name in guillemets
    written in lower case where the text capitalises it more often ("на кубике", also asked by the
    fifteenth list): 8 of 10.  Then two blind precision readers judged those lower-case places the
    right spelling and the capitalised ones the slips, as this list's own note and the fourteenth list
    do: the capitalised places are the findings now, and this list's "на кубике" is no longer found
    (7 of 10; the fifteenth 4 of 8, the fourteenth 52 of 60)."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind17.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 10 and report["found"] >= 7, by_kind
    assert by_kind["spelling"] == (7, 7), by_kind


def test_the_eighteenth_list_whole_stretches_read_by_a_new_reviewer(built):
    """The eighteenth list (tests/data/qa_blind18.csv: JUNTA rows 45-60, Robinson paragraphs 200-243,
    the Chinese summary's lines 60-121, read whole by a reviewer who saw neither code nor output, so
    that every kind has enough places; tests/data/qa_blind18_units.csv).  Blind to its reader, but not
    held out: every one of its 99 problems in the claimed kinds stands at a place an earlier list
    read.  Measured on the build it was written against, before any change: 81 of 99 (English left
    12/12, alternatives 7/7, broken words 16/16, page footers 16/16, inconsistent terms 18/22, spelling
    12/26: a wrong ending or agreement, a capital after "т. е.", the English source's "Minster", which
    the kit reports as a variant spelling)."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind18.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    # 83 since a capital after "т. е." is a stray one ("т. е. Они не могут"); 84 since a past verb of
    # another gender than its subject is found ("локация игрока было угадано"); 85 since a determiner and
    # its noun in no common case is ("одну купюре"); 89 since an abbreviation's capital after "см."
    # ("см. Стр. 4") and a finite verb after an adverb after "может" ("может по-прежнему назначьте") are
    # found; 88 since "Ben(Петя)" inside the English clause left is that clause's finding only
    assert report["problems"] == 99 and report["found"] >= 88, by_kind
    assert all(found >= 0.8 * count for kind, (found, count) in by_kind.items() if kind != "spelling"), by_kind


def test_the_nineteenth_list_measured_blind(built):
    """The nineteenth list (tests/data/qa_blind19.csv: 67 cells of the passages no earlier list read,
    the last unseen ones, tests/data/qa_blind19_units.csv, by a reviewer who saw neither the kit's code
    nor its output): 19 problems, 7 in the claimed kinds, found 3 of 7 blind, before this release's
    changes and after them.  The four missed were the lower-case кубик, which this writer wants changed
    and two precision readers call the right spelling: the kit reports the word's two ways once, for the
    whole text, at its first place, naming each line of either way; since evaluate_blind counts such a
    finding at the lines it names, those four are found there: 7 of 7, no detection changed."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind19.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 7 and report["found"] == 7 and by_kind["spelling"] == (2, 2), by_kind
    cube = report["table"][report["table"].evidence.str.contains("кубик")]
    assert len(cube) == 4 and cube.found.all()
    whole = built["qa"][built["qa"].message.str.contains("for the whole text", regex=False)
                        & built["qa"].message.str.contains("Кубик", regex=False)]
    assert len(whole) == 1 and whole.location.iloc[0] not in set(cube.location.astype(int))


def test_the_twentieth_list_measured_blind(built):
    """The twentieth list (tests/data/qa_blind20.csv: the 65 passages of Robinson and the politics rules
    that no hand list, units file or precision sample had held, with ten Chinese and two JUNTA passages
    where no list had found anything, tests/data/qa_blind20_units.csv, by a reviewer who saw neither
    the kit's code nor its output): 13 problems, 8 in the claimed kinds, found 1 of 8 blind.  Since
    then a name in straight quotes in a text that quotes with «…», a page cited as "с." where the text
    writes "стр." (typography.py) and a cardinal's hyphenated ending ("5-ти") are found: 7 of 8.  The
    one missed is a capital in "охраняются Законом", a word the text writes nowhere else."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind20.csv", keep_default_na=False))
    by_kind = {kind: (v["sum"], v["count"]) for kind, v in report["by_kind"].items()}
    assert report["problems"] == 8 and report["found"] >= 7, by_kind
    assert by_kind["inconsistent_term"] == (5, 5), by_kind


def test_the_twenty_first_list_measured_blind(built):
    """The twenty-first list (tests/data/qa_blind21.csv: 60 passages, tests/data/qa_blind21_units.csv,
    drawn at random from the 258 where no hand list had recorded a problem and no precision sample had
    taken a finding, so no fix was ever made on them, by a reviewer who saw neither the kit's code nor
    its output): 12 problems, 6 in the claimed kinds, found 0 of 6 blind.  Since then a passage's
    label written with the other mark ("Совет." beside "Совет:") is found: 1 of 6.  Not found: 屏風
    at two of its three places, where the kit puts the finding at the one 擋版 (the issue's minority
    place); an author's gloss "(договориться)" and an explanation "最有力(攻擊值最高)", which the kit
    reads as the text's content; 代表數字 beside 板塊號碼, one thing named in other words."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind21.csv", keep_default_na=False))
    assert report["problems"] == 6 and report["found"] >= 1, report["by_kind"]
    found = report["table"][report["table"].found]
    assert list(found.evidence) == ["Совет."]


def test_the_twenty_second_list_measured_blind(built):
    """The twenty-second list (tests/data/qa_blind22.csv: 60 more of the passages no fix was ever made
    on, tests/data/qa_blind22_units.csv, by a reviewer given the team's own definitions of the kinds):
    15 problems, 3 in the claimed kinds, found 0 of 3 blind.  A check of a Chinese verb written short
    where the text writes it in full ("可出防禦卡" beside "打出" nine times) found 1 of 3 for a while; it
    was dropped when seven precision readers of seven called 出 for 打出 the same verb, ordinary Chinese.
    Not found: "попадает в центральный круг" beside "переходит" (a verb of the rules' prose, no term)
    and Mystery's загадка beside тотем (the build aligns no rendering to Mystery)."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind22.csv", keep_default_na=False))
    assert report["problems"] == 3 and report["found"] == 0, report["by_kind"]
    assert not built["qa"].evidence.str.contains("可出防禦卡", regex=False).any()


def test_the_twenty_third_list_measured_blind(built):
    """The twenty-third list (tests/data/qa_blind23.csv: 60 more of the passages no fix was ever made on,
    tests/data/qa_blind23_units.csv, by a reviewer given the team's own definitions of the kinds): 26
    problems, 7 in the claimed kinds, found 0 of 7 blind.  Since then a Chinese item number written with
    a space where the text writes none ("1. 抽牌" nine times beside "1.抽牌" twenty) and a phrase written
    with a character more ("幫助總統防禦" beside "幫總統防禦" four times) are found: 3 of 7.  Not found:
    four problems of Robinson's English original ("Action space" beside "Action field", "Build Action"
    beside "Building Action", a lowercase "exploration action", "face down stack"), which the kit
    does not review."""
    report = evaluate_blind(built["qa"], pd.read_csv(DATA / "qa_blind23.csv", keep_default_na=False))
    assert report["problems"] == 7 and report["found"] >= 3, report["by_kind"]
    assert set(report["table"][report["table"].found].evidence) == {"1. 抽牌", "c. 幫總統防禦", "幫助總統防禦"}


def test_the_twenty_fourth_list_finds_no_problem_of_the_claimed_kinds_and_the_kit_says_little_there(built):
    """The twenty-fourth list (tests/data/qa_blind24.csv: 60 Russian and Chinese passages drawn from the
    146 no list or sample had touched, tests/data/qa_blind24_units.csv, by a reviewer given the team's
    definitions): 3 problems, none of the claimed kinds (a minority said of a half, "成功!!!", a line
    cut in two).  The kit's findings on those passages, written before the list: one, "5. 花錢" (an item
    number with a space, which the twenty-third list's reviewer listed at the same list's other items
    and this one did not); since the item numbers are one finding for the whole text, at its first
    item, none.  Since the game's verbs are read (game_verbs.py), one: Robinson's "разыграйте их
    эффекты" beside "примените" twice, which this reviewer did not list and the thirtieth list's did
    (at the same passage), and a precision reader took (qa_precision74_new_checks.csv)."""
    hand = pd.read_csv(DATA / "qa_blind24.csv", keep_default_na=False)
    assert len(hand) == 3 and set(hand.kind) == {"other"}
    assert evaluate_blind(built["qa"], hand)["problems"] == 0
    units = pd.read_csv(DATA / "qa_blind24_units.csv", keep_default_na=False)
    qa = built["qa"]
    passages = set(zip(units.corpus, units.location.astype(int), units.cell))
    there = qa[[(c, int(loc), cell) in passages for c, loc, cell in zip(qa.corpus, qa.location, qa.cell)]]
    assert list(zip(there.location, there.evidence.str.contains("разыграйте их эффекты"))) == [(242, True)], \
        there[["location", "kind", "evidence"]]


def test_the_twenty_sixth_list_measured_blind(built):
    """The twenty-sixth list (tests/data/qa_blind26.csv: 50 passages of the five corpora drawn at random,
    seed 2612, tests/data/qa_blind26_units.csv, by a reviewer who saw neither the kit's code nor its
    output, given the team's own definitions of the kinds), measured on the build it was written beside:
    95 problems, 43 in the claimed kinds, found 31 blind.  Inconsistent terms 9 of 17; since then a
    cross-reference named otherwise than its section («Избрание первого президента» for «Выборы первого
    президента», cross_references.py) is found: 10 of 17.  Not found: a verb of the rules' prose
    (сделать beside создать), Rome's concessions written «соглашения», the word of its deals (said as
    an alternative in parentheses), "с красным цветом" for текстом, семьи beside фамилии, 有攻擊的玩家
    beside 參與攻擊的玩家, and "ЦЕНТРОБАНК" inside a translator's question (said as the question).
    Alternatives 9 of 12, two translator's remarks among the nine (the brief puts them there; the kit
    says them as questions)."""
    report, by_kind = blind_list(built, 26)
    assert report["problems"] == 43 and report["found"] >= 32, by_kind
    assert by_kind["inconsistent_term"][0] >= 10 and by_kind["alternatives_marked"][0] >= 9, by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"(чаво?)", "Банановой Республики (Республики Банана)", "Фазы доходов", "卡片",
            "«Избрание первого президента»"} <= found, found


def test_the_twenty_seventh_list_measured_blind(built):
    """The twenty-seventh list (tests/data/qa_blind27.csv: 50 passages drawn at random among those the
    earlier lists read least, seed 2712, tests/data/qa_blind27_units.csv, by a reviewer who saw neither
    the kit's code nor its output), measured on the build it was written beside (e396d3b): 93 problems,
    45 in the claimed kinds, found 27 blind.  English left 9 of 9, spelling 4 of 4, alternatives 8 of
    13, inconsistent terms 6 of 19; 9 of 19 once a stray capital's spelling finding, which names the
    text's lower-case way ("Президент может" beside президент 52 times), counts for a list's
    inconsistent term.  Since then, found: the roles written bare where the rules put them in
    guillemets (written_names), "Фаза 6: Убийство" beside Убийства (numbered_names), "總統的兵" for
    民兵 (shared_heads): 14 of 19.  Not found: Ben called Вася here and Петя elsewhere, "Перерыв на
    обед" for Closed for Lunch, транзакции counted in the whole text against операции, "3-х" (said as
    a numeral's ending), 幫助防禦 for 幫總統防禦.  The five alternatives not found are the author's
    glosses in the Russian-only rules ("термин (слово или словосочетание)", "игроки (слушатели)"),
    which the reviewer marked as the likeliest to be disputed and precision readers called "the
    author's clarification, nothing to decide" in every sample that had one."""
    report, by_kind = blind_list(built, 27)
    assert report["problems"] == 45 and report["found"] >= 35, by_kind
    assert by_kind["inconsistent_term"][0] >= 14, by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"после Президента", "и Олигарха", "фазе 6: Убийство", "總統的兵", "Президент может давать"} <= found, found


def test_the_twenty_eighth_list_measured_blind(built):
    """The twenty-eighth list (tests/data/qa_blind28.csv: 50 passages drawn among the least read, seed
    2812, tests/data/qa_blind28_units.csv, by a reviewer who saw neither the kit's code nor its output),
    written after the twenty-seventh list's checks and measured on that build (0185239): 112 problems,
    61 in the claimed kinds, found 39 blind: spelling 6 of 6, English left 3 of 4, alternatives 9 of
    15, inconsistent terms 21 of 36.  Since then, found: "PC" left in the Russian (the English's
    abbreviation of Power Centers, now read as VP and HRAO are) and "деньги (иностранная помощь)" (a
    noun phrase in parentheses naming the noun before it): 41 of 61.  Not found: verbs of the prose
    (отбрасываются, выбросив, выпадет), card names in lower case without their guillemets ("10 голосов
    церкви" beside «Церковь»), a tie of two renderings the kit settles by the lexicon (христианская
    милиция), words the text uses for another thing (локации for areas, прибыль for income), a
    slash the English writes too ("выборов/голосования" for "elections/votes") and a heading's slash
    ("Рыцари/концессии")."""
    report, by_kind = blind_list(built, 28)
    assert report["problems"] == 61 and report["found"] >= 41, by_kind
    assert by_kind["untranslated_fragment"] == (4, 4) and by_kind["alternatives_marked"][0] >= 10, by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"PC", "(иностранная помощь)", "фазы 6: убийство", "Ассасины"} <= found, found



def test_the_twenty_ninth_list_measured_blind(built):
    """The twenty-ninth list (tests/data/qa_blind29.csv: 50 passages drawn among the least read, seed
    2912, tests/data/qa_blind29_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured on the build it was written beside (0647b90): 116 problems, 56 in the claimed kinds, found
    38 blind: inconsistent terms 17 of 29, alternatives 9 of 11, English left 6 of 7, spelling 5 of 7,
    broken words 0 of 1, page footers 1 of 1.  Since then, found: "тур", "ничья" and "лояльный" for
    round, tie and Loyalist (the lexicon's dictionary translations), a dash set otherwise than the
    text's (typography), «политической ситуации» declined after "ячейке" (name_case), "кидаете
    кубики" beside "бросать" (game_verbs), "политически- сатирическая" (a compound broken at a line's
    end) and "не доступная" (spelling): 24 of 29 inconsistent terms, 47 of 56.  Not found: "первоначальной
    расстановки" for the initial Rebel phase (another term's words), "выбрасываете успех" beside
    выпало, "дебатов" in lower case without guillemets, a phase title in lower case, бросать beside
    кидать nine times each (a tie), República de las Bananas (reported as kept and translated, not as
    English left), "игрок повстанец", "Рыцари/концессии" (a heading naming two things) and the
    translator's joke in the Chinese."""
    report, by_kind = blind_list(built, 29)
    assert report["problems"] == 56 and report["found"] >= 47, by_kind
    assert by_kind["inconsistent_term"][0] >= 24 and by_kind["spelling"][0] >= 6, by_kind
    assert by_kind["broken_ligature"] == (1, 1), by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"В первом туре", "В случае ничьей", "быть лояльным правительству", "Первая –", "– сектор",
            "«политической ситуации»", "кидаете кубики", "политически- сатирическая", "не доступная министру"} <= found, found


def test_the_thirtieth_list_measured_blind(built):
    """The thirtieth list (tests/data/qa_blind30.csv: 50 passages drawn among the least read, seed 3012,
    tests/data/qa_blind30_units.csv, by a reviewer who saw neither the kit's code nor its output),
    written after the twenty-ninth list's checks and measured on that build: 98 problems, 39 in the
    claimed kinds, found 29 blind: English left 9 of 9, spelling 3 of 3, page footers 2 of 2,
    inconsistent terms 11 of 16, alternatives 4 of 9.  Since then, found: a slash list of three
    ("обменивать/дарить/продавать", spelt out as a list with "или") and "разыграйте их эффекты" beside
    "примените" twice (game_verbs): 32 of 39, inconsistent terms 12 of 16, alternatives 6 of 9.  Not
    found: "авиаударов", the team's decided word for Airstrike (a decided term's other renderings are
    the findings), "добываемых ресурсов" for gathering (another term's word), "станут доступны" beside
    "будут доступны" (a recurring sentence, no term), "консулов (Рима и военного)"; the author's
    glosses in the Russian-only rules ("Построить (купить по «Рыночной цене»)", "Раздел в конце
    (секция 5)") and "(или «Президентом»)", another of the game's things the rule names."""
    report, by_kind = blind_list(built, 30)
    assert report["problems"] == 39 and report["found"] >= 32, by_kind
    assert by_kind["inconsistent_term"][0] >= 12 and by_kind["alternatives_marked"][0] >= 6, by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"обменивать/дарить/продавать", "разыграйте их эффекты", "местоположения"} <= found, found


def test_the_thirty_first_list_measured_blind_on_the_release_s_last_build(built):
    """The thirty-first list (tests/data/qa_blind31.csv: 50 passages drawn among the least read, seed
    3112, tests/data/qa_blind31_units.csv, by a reviewer who saw neither the kit's code nor its output),
    written after every check of this release and measured on its last build, with nothing changed for
    it: 112 problems, 65 in the claimed kinds, found 54 blind.  Inconsistent terms 22 of 30 (0.73),
    alternatives 17 of 19, English left 11 of 12, spelling 3 of 3, page footers 1 of 1.  Not found, each
    met by earlier lists too: "Перерыв на обед" (the alignment sees only "обед"), транзакции against
    операции (the kit counts the aligned renderings), "(казначеем)" (5 capitals against 3: no usual way),
    "соглашения" for concessions, a phase's number in lower case, the straight quotes inside the
    translator's question (the question is the finding), the author's glosses, República de las
    Bananas (kept and translated, reported as that), 總攻值 beside 攻擊值."""
    report, by_kind = blind_list(built, 31)
    assert report["problems"] == 65 and report["found"] >= 54, by_kind
    assert by_kind["inconsistent_term"][0] >= 22 and by_kind["alternatives_marked"][0] >= 17, by_kind


def test_the_thirty_second_list_measured_blind_then_after_its_changes(built):
    """The thirty-second list (tests/data/qa_blind32.csv: 50 passages drawn among the least read, seed
    3212, tests/data/qa_blind32_units.csv, by a reviewer who saw neither the kit's code nor its output),
    written on the last build of the release before, measured blind on it: 91 problems, 37 in the
    claimed kinds, found 31.  Inconsistent terms 16 of 19 (0.84), English left 7 of 7, spelling 4 of 4,
    alternatives 4 of 7.  Since then, found: "выборов/голосования" (the English's own slash, spelt out),
    "(или ключевых точек, …)" (another name before its explanation) and the translator's "как термин
    PC- переводится «центр власти»" left in a parenthesis: alternatives 7 of 7, 34 of 37.  Not found:
    "считаются локациями" for areas (the word is no term of the glossary: its decision waits for one),
    "基礎版跟進階版" beside 基礎規則/進階規則, "其他人幫助防禦" beside 幫總統防禦 (two characters apart)."""
    report, by_kind = blind_list(built, 32)
    assert report["problems"] == 37 and report["found"] >= 34, by_kind
    assert by_kind["inconsistent_term"][0] >= 16 and by_kind["alternatives_marked"] == (7, 7), by_kind


def test_the_thirty_third_list_measured_blind_on_the_last_build_then_after_its_changes(built):
    """The thirty-third list (tests/data/qa_blind33.csv: 50 passages drawn among the least read, seed
    3312, tests/data/qa_blind33_units.csv, by a reviewer who saw neither the kit's code nor its output),
    written on the build that found the thirty-second list's misses and measured blind on it: 102
    problems, 55 in the claimed kinds, found 41.  Inconsistent terms 24 of 30 (0.80), spelling 4 of 4,
    English left 8 of 12, alternatives 5 of 9.  Two of its misses are said under another kind by
    design (qa.one_finding_a_place), and found by that finding since: "Ben(Петя)" inside the English
    clause left, "República de las Bananas" kept and translated (43 of 55 blind, counted so).  Since
    then, found: "1.06.12 Рыцари/концессии:" (a section's heading: "и"), "承諾區(卡牌大小區塊)" (a name
    said again by what it is, in six characters): alternatives 8 of 9, 45 of 55.  Not found: Facebook
    and Instagram (brand names the kit keeps in Latin letters; the list's own note says they may
    stay), «Tax» (the politics game's example of an English answer), the Chinese summary's joke
    (有錢的是大爺), "(казначеем)" (no usual way inside sentences), "стопке розыгрыша", "сбросить еду или
    дерево", "Обратите внимание:" beside "Примечание:" (once each), 玩家圖板, «ПОдготовка» against the
    section's title (found as a spelling slip)."""
    report, by_kind = blind_list(built, 33)
    assert report["problems"] == 55 and report["found"] >= 45, by_kind
    assert by_kind["inconsistent_term"][0] >= 24 and by_kind["alternatives_marked"][0] >= 8, by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"Рыцари/концессии", "承諾區(卡牌大小區塊)", "Ben(Петя)", "República de las Bananas"} <= found, found


def test_the_thirty_fourth_list_measured_blind_on_the_release_s_build_then_after_its_change(built):
    """The thirty-fourth list (tests/data/qa_blind34.csv: 50 passages drawn among the least read, seed
    3412, tests/data/qa_blind34_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the build with the thirty-third list's checks: 97 problems, 55 in the claimed
    kinds, found 47.  Inconsistent terms 18 of 23 (0.78), alternatives 14 of 17, spelling 9 of 9,
    English left 6 of 6.  Since then, found: the translator's questions the English does not ask ("…по
    механике он может уйти или не может?", "«активность отряда смерти в банке»?") and a list written
    with spaced slashes ("выборах / голосовать или контроллировать"): alternatives 17 of 17, 50 of 55.
    Not found: "выделенное пространство" for the dedicated space (the lexicon's пространство for space was tried:
    it made the two places the majority, against ячейка for space in six), capitals on "Политической
    фазы" and "Первого повстанца", "на ячейке укрытия" beside "в ячейку", "(секция 5)"."""
    report, by_kind = blind_list(built, 34)
    assert report["problems"] == 55 and report["found"] >= 50, by_kind
    assert by_kind["inconsistent_term"][0] >= 18 and by_kind["alternatives_marked"] == (17, 17), by_kind


def test_the_thirty_fifth_list_measured_blind_on_the_release_s_build_then_after_its_change(built):
    """The thirty-fifth list (tests/data/qa_blind35.csv: 50 passages drawn among the least read, seed
    3512, tests/data/qa_blind35_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the build with the thirty-fourth list's checks: 118 problems, 60 in the claimed
    kinds, found 56.  Inconsistent terms 28 of 30 (0.93), alternatives 16 of 16, English left 7 of 7,
    broken words 1 of 1, spelling 4 of 6: its two misses, a no-break space beside a space ("сохранить
    действие"), found since by one finding for the text: 58 of 60, spelling 6 of 6.  Not found:
    "Выборы первого президента" beside the heading's other naming, "загадок" beside "символ тотема"."""
    report, by_kind = blind_list(built, 35)
    assert report["problems"] == 60 and report["found"] >= 58, by_kind
    assert by_kind["inconsistent_term"][0] >= 28 and by_kind["spelling"] == (6, 6), by_kind


def test_the_thirty_sixth_list_measured_blind_on_the_release_s_last_build(built):
    """The thirty-sixth list (tests/data/qa_blind36.csv: 50 passages drawn among the least read, seed
    3612, tests/data/qa_blind36_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the release's last build with nothing changed for it: 102 problems, 47 in the
    claimed kinds, found 41.  Alternatives 18 of 19, English left 8 of 8, broken words 1 of 1,
    spelling 4 of 5, inconsistent terms 10 of 14 (0.71).  Not found: "строите крышу, частокол или
    оружие" (building the weapon, created elsewhere; readers had rejected the verb finding for the
    roof and palisade), "Игровое поле²" (a capital the author gives with its footnote), "1е место"
    against places in words (found as the ordinal's missing hyphen, a spelling finding), 總攻值 beside
    攻擊值, Rome's "и/или", "丟置棄牌堆" (置 for 至)."""
    report, by_kind = blind_list(built, 36)
    assert report["problems"] == 47 and report["found"] >= 41, by_kind
    assert by_kind["inconsistent_term"][0] >= 10 and by_kind["alternatives_marked"][0] >= 18, by_kind


def test_the_thirty_seventh_list_measured_blind_on_the_release_s_last_build_then_after_its_changes(built):
    """The thirty-seventh list (tests/data/qa_blind37.csv: 50 passages drawn among the least read, seed
    3712, tests/data/qa_blind37_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the release's last build: 106 problems, 60 in the claimed kinds, found 49.
    Inconsistent terms 19 of 28 (0.68), alternatives 13 of 15, English left 11 of 11, spelling 5 of 5,
    footers 1 of 1.  Since then, found: a step's name after its colon in lower case where the
    translation's titles begin with a capital ("фазы 2: назначение кабинета"), "Перерыв на обед" for
    закрыто на обед (the target's preposition between), "5-ти" among the text's glued endings, the
    Chinese "(按：…)" note: 53 of 60, inconsistent terms 22 of 28; then "выполнять транзакции", once
    the renderings of a one-noun term were counted in the text: 54 of 60, inconsistent terms 23 of 28
    (0.82), every claimed kind at 0.8 or better after the changes.  Not found: "первоначальной расстановки" for the initial Rebel
    phase, "ячейки угроз" beside ячейка угрозы, "улучшают оружие", "выставить" beside назначить (8 and 5),
    «Нефтяная вышка» («Учреждение») (a name explained), "в Общих правилах игры" (5 and 4)."""
    report, by_kind = blind_list(built, 37)
    assert report["problems"] == 60 and report["found"] >= 54, by_kind
    assert by_kind["inconsistent_term"][0] >= 23 and by_kind["alternatives_marked"][0] >= 14, by_kind
    found = set(report["table"][report["table"].found].evidence)
    assert {"фазы 2: назначение кабинета", "Перерыв на обед", "5-ти"} <= found, found


def test_the_thirty_eighth_list_measured_blind_on_the_release_s_last_build_then_after_its_changes(built):
    """The thirty-eighth list (tests/data/qa_blind38.csv: 50 passages drawn among the least read, seed
    3812, tests/data/qa_blind38_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the release's last build: 104 problems, 48 in the claimed kinds, found 39.
    Inconsistent terms 18 of 27 (0.67), alternatives 8 of 8, English left 8 of 8, spelling 3 of 3,
    footers 2 of 2.  Since then, found: "4-х" among the politics rules' glued endings: 40 of 48.  Not
    found: "считаются локациями" for areas, "обычной процедурой" for the usual Voting Procedure (the
    noun said again with the sentence's adjective), «первый повстанец» beside "карту Первого повстанца"
    (one place each; the second is found), "воздействий" beside эффект, "сделать «Нож»" beside создать,
    "(секция 5)", "可出防禦卡" beside 打出."""
    report, by_kind = blind_list(built, 38)
    assert report["problems"] == 48 and report["found"] >= 40, by_kind
    assert by_kind["inconsistent_term"][0] >= 19 and by_kind["alternatives_marked"] == (8, 8), by_kind


def test_the_thirty_ninth_list_measured_blind_with_every_claimed_kind_at_eight_in_ten(built):
    """The thirty-ninth list (tests/data/qa_blind39.csv: 50 passages drawn among the least read, seed
    3912, tests/data/qa_blind39_units.csv, by a reviewer who saw neither the kit's code nor its output),
    written after the thirty-seventh's and thirty-eighth's changes and measured blind on that build (and
    on the release's last build, alike): 105 problems, 50 in the claimed kinds, found 48.  Inconsistent
    terms 21 of 22 (0.95), alternatives 7 of 8, English left 11 of 11, spelling 7 of 7, footers 2 of 2:
    every claimed kind at 0.8 or better, blind.  Not found: Rome's "соглашения" glossed "(концессии)"
    (found as the alternative), the politics rules' "и/или"."""
    report, by_kind = blind_list(built, 39)
    assert report["problems"] == 50 and report["found"] >= 48, by_kind
    assert all(found / problems >= 0.8 for found, problems in by_kind.values()), by_kind


def test_the_fortieth_list_measured_blind_then_after_its_changes(built):
    """The fortieth list (tests/data/qa_blind40.csv: 50 passages drawn among the least read, seed 4012,
    tests/data/qa_blind40_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the build the thirty-ninth was: 131 problems, 66 in the claimed kinds, found 54
    (52 on the release's last build, its inconsistent terms 25).  Inconsistent terms 27 of 36 (0.75),
    English left 15 of 16,
    alternatives 8 of 9, spelling 4 of 5.  Its English-left "В República de las Bananas" is the finding
    that counts the name both ways (the evaluator took only the name alone as its evidence until
    then): 55 of 66.  Not found: "выделенное пространство" for a space (ячейка), "банковские дела" for
    the Banking phase, "Основной (большой) круг", "(Рима и военного)", "1vp" beside VP, 承諾階段(2),
    代表數字, "трех Армейских бригад" (a capital found since after a numeral, but армейский is written in
    lower case once only)."""
    report, by_kind = blind_list(built, 40)
    assert report["problems"] == 66 and report["found"] >= 55, by_kind
    assert by_kind["inconsistent_term"][0] >= 27 and by_kind["untranslated_fragment"] == (16, 16), by_kind


def test_the_forty_first_list_measured_blind_then_after_its_changes(built):
    """The forty-first list (tests/data/qa_blind41.csv: 50 passages drawn among the least read, seed
    4112, tests/data/qa_blind41_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the build with the one-noun terms counted in the text: 96 problems, 54 in the
    claimed kinds, found 45 (43 on the release's last build).  Inconsistent terms 16 of 22 (0.73),
    English left 7 of 9, alternatives 17 of 18, spelling 4 of 4, footers 1 of 1.  Since then, found:
    "сбросить еду или дерево" (three lists asked for it) and "расходуете дерево" beside потратить:
    inconsistent terms 18 of 22 (0.82), 47 of 54; then "фазы 7", the step's word written both ways
    inside sentences (one finding for the text): 19 of 22, 48 of 54; "расходуете дерево" not since a
    precision reader judged it false (it says the action needs wood at all), and "B: Атака" found as a
    Latin label: 48 of 54, inconsistent terms 18 of 22.  Not found: "авиаударов" (the team's decided
    rendering, which the list did not know), "поставить" for assigning pawns (too far from its pawns),
    "1 дополнительный кубик дерева", "(слово или словосочетание)" (the author's gloss), «Tax»."""
    report, by_kind = blind_list(built, 41)
    assert report["problems"] == 54 and report["found"] >= 48, by_kind
    assert by_kind["inconsistent_term"][0] >= 18 and by_kind["alternatives_marked"][0] >= 17, by_kind


def test_the_forty_second_list_measured_blind_with_every_claimed_kind_at_eight_in_ten(built):
    """The forty-second list (tests/data/qa_blind42.csv: 50 passages drawn among the least read, seed
    4212, tests/data/qa_blind42_units.csv, by a reviewer who saw neither the kit's code nor its output),
    measured blind on the build the forty-first was (and on the release's last build, alike): 108
    problems, 57 in the claimed kinds, found 49.  Inconsistent terms 21 of 26 (0.81), alternatives 16
    of 18, English left 8 of 9 (its miss «Tax»), spelling 3 of 3, footers 1 of 1: every claimed kind at
    0.8 or better, blind.  Not found: "городская карта" beside карта города (1 and 2), "карте предмета"
    beside карта изобретения, "Отправив" for assigning pawns, 幫助防禦 and 幫忙防禦 beside 幫總統防禦,
    "следующий (первый)", "на любых условиях (договориться)"."""
    report, by_kind = blind_list(built, 42)
    assert report["problems"] == 57 and report["found"] >= 49, by_kind
    assert all(found / problems >= 0.8 for found, problems in by_kind.values()), by_kind


def test_the_forty_third_and_forty_fourth_lists_measured_blind_then_after_their_change(built):
    """The forty-third and forty-fourth lists (tests/data/qa_blind4{3,4}.csv: 50 passages each drawn among
    the least read, seeds 4312 and 4412, by reviewers who saw neither the kit's code nor its output),
    measured blind on the build with the forty-first list's checks.  The forty-third: 115 problems, 54
    in the claimed kinds, found 45; inconsistent terms 29 of 36 (0.81), English left 6 of 6, spelling 3
    of 3, alternatives 7 of 9 (0.78: "оставшиеся игроки (слушатели)" and "выступать (что-то
    рассказывать)", a role and a verb said more exactly, which readers took as the author's gloss).
    The forty-fourth: 111 problems, 50 in the claimed kinds, found 36; inconsistent terms 18 of 31
    (0.58), alternatives 6 of 6, English left 9 of 9, spelling 3 of 4.  Since then, found: the word before
    a step's number written inside sentences with a capital 11 times and in lower case 9 times (one
    finding for the text; the forty-first list asked for it too): inconsistent terms 19 of 31; then
    "оружия хотя бы первого уровня", Weapon level's two words in swapped roles ("хотя бы" qualifying the
    level): 20 of 31.  Not found: "обычной процедурой" for the usual Voting Procedure, "банковские дела"
    for Banking, "ячейки угроз", "(из числа доступных)", "см. раздел «6. Фаза ночи»", the
    places in figures ("1е место", found as the missing hyphen), "(разграбление провинций)", the Rome
    rules' "маркер" for записка, 基礎規則 beside 基礎版."""
    list_holds(built, 43, 54, 45, {"inconsistent_term": 29}, {"untranslated_fragment": (6, 6)})
    list_holds(built, 44, 50, 38, {"inconsistent_term": 20}, {"alternatives_marked": (6, 6)})


def test_the_forty_fifth_and_forty_sixth_lists_measured_blind(built):
    """The forty-fifth and forty-sixth lists (tests/data/qa_blind4{5,6}.csv: 50 passages each drawn among
    the least read, seeds 4512 and 4612, by reviewers who saw neither the kit's code nor its output),
    measured blind on the build that had dropped the findings at a Chinese form that stays.  The
    forty-fifth: 118 problems, 58 in the claimed kinds, found 49; inconsistent terms 20 of 29 (0.69),
    alternatives 14 of 14, English left 10 of 10, spelling 4 of 4, footers 1 of 1.  One of its misses
    was 牌堆 at line 7, the minority form the team's definition puts a finding at: the findings are
    back, 50 of 58, inconsistent terms 21 of 29.  The forty-sixth: 112 problems, 59 in the claimed
    kinds, found 53; inconsistent terms 21 of 27 (0.78), every other kind whole (alternatives 14 of 14,
    English left 8, spelling 8, broken words 1, footers 1).  Since then, found: "оружия хотя бы первого
    уровня" (the two nouns in swapped roles): inconsistent terms 22 of 27 (0.81), every claimed kind at
    0.8 or better after it.  Not found: the Power Centers' three names
    in one sentence of row 4, "считаются локациями", "голосов церкви" beside «Церковь», "ЦЕНТРОБАНК" in
    straight quotes inside the translator's question, "на ячейке укрытия", "строите … оружие", "консулов
    (Рима и военного)", the example names (Ben is Петя, then Вася), "Основная прибыль" beside доход,
    承諾階段(2)."""
    list_holds(built, 45, 58, 50, {"inconsistent_term": 21}, {"alternatives_marked": (14, 14)})
    list_holds(built, 46, 59, 54, {"inconsistent_term": 22}, {"spelling": (8, 8)})


def test_the_forty_seventh_and_forty_eighth_lists_measured_blind_then_after_their_changes(built):
    """The forty-seventh and forty-eighth lists (tests/data/qa_blind4{7,8}.csv: 50 passages each drawn
    among the least read, seeds 4712 and 4812, by reviewers who saw neither the kit's code nor its
    output), measured blind on the build with Weapon level's swapped roles ("хотя бы").  The
    forty-seventh: 107 problems, 57 in the claimed kinds, found 46; inconsistent terms 17 of 22 (0.77),
    alternatives 9 of 13, English left 13 of 15, spelling 6 of 6.  The forty-eighth: 103 problems, 56
    in the claimed kinds, found 46; inconsistent terms 22 of 30 (0.73), alternatives 11 of 12, English
    left 3 of 4, spelling 8 of 8; 48 with the check of a name bare in its passage ("голосов церкви"),
    written from three earlier lists before this one was read (inconsistent terms 24 of 30, 0.80).
    Since then, found: the Latin label "B: Атака" (English left; not the Latin A of "Часть A", which a
    precision reader judged false, as it reads as the Cyrillic А): 47 of 57 and 49 of 56, the
    forty-eighth with every claimed kind at 0.8 or better after it.  Not found:
    "стопке розыгрыша", "ЦЕНТРОБАНК" in straight quotes inside the translator's question, "авиаударов"
    (the team's decided rendering), the reviewer's list's own glosses and slashes (paragraph 243),
    "назвали (угадали)" (a verb said more exactly), Rome's "и/или", "выделенное пространство",
    "дворцовых гвардейца", the example names, "обычной процедурой"."""
    list_holds(built, 47, 57, 47, {"inconsistent_term": 17}, {"untranslated_fragment": (14, 15)})
    list_holds(built, 48, 56, 49, every_kind=True)


def test_two_spaces_between_words_are_one_finding_for_the_whole_text():
    """"сохранить\u00a0 действие" (a no-break space beside a space, the Rome rules' 11 places; the
    thirty-fifth list, and 22 entries of earlier lists under "other"): one spelling finding for the
    text at its first place, naming the lines; a list's entry at any of them is found by it.  One space,
    a no-break space alone, or spaces at a line's start are no finding."""
    from junta_lib.glossary.typography import double_spaces
    seg = segments(("rome", "text", "ru", "Чтобы сохранить\u00a0 действие постоянным."),
                   ("rome", "text", "ru", "Игра идёт\u00a0дальше, а  затем кончается."),
                   ("rome", "text", "ru", "  Отступ в начале строки и 5\u00a0талантов."),
                   ("pol", "text", "ru", "Всё написано как надо."))
    found = double_spaces(seg)
    assert [(f[0], f[1], f[4]) for f in found] == [("rome", 1, "spelling")], found
    assert found[0][7].startswith("two spaces between words in 2 places (lines 1, 2)"), found[0][7]
    qa = pd.DataFrame([f[:2] + f[4:6] + [f[7]] for f in found], columns=["corpus", "location", "kind", "evidence",
                                                                        "message"])
    hand = pd.DataFrame([["rome", 2, "spelling", "а  затем"], ["rome", 3, "spelling", "5\u00a0талантов"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False]


def test_item_numbers_written_two_ways_in_a_chinese_text():
    """"1. 抽牌" where the text numbers "1.抽牌", "a.防禦者" at least twice as often: one finding for the whole
    text, at the first item with the space, naming the lines of each (the other way round too); a text
    that writes both as often has none.  A hand list's entry at any of those lines is found by it."""
    from junta_lib.glossary.typography import list_markers
    tight = ["1.抽牌", "2.做出承諾", "a.防禦者打出防禦卡", "b.攻擊者打出攻擊卡", "c.擲民兵骰"]
    found = list_markers(segments(*[("viva", "text", "zh", t) for t in tight + ["3. 命令民兵", "4. 戰鬥"]]))
    assert [(f[1], f[5], f[6]) for f in found] == [(6, "3. 命令民兵", "")], found
    assert "with a space after them in 2 places (lines 6, 7) and without one in 5" in found[0][7]
    assert "as in '1.抽牌'" in found[0][7]
    spaced = list_markers(segments(*[("viva", "text", "zh", t) for t in ["1. 抽牌", "2. 戰鬥", "3. 花錢", "4.確認"]]))
    assert [(f[1], f[6]) for f in spaced] == [(4, "")] and "(lines 4)" in spaced[0][7], spaced
    even = list_markers(segments(*[("viva", "text", "zh", t) for t in ["1. 抽牌", "2.戰鬥"]]))
    assert even == []
    qa = pd.DataFrame([f[:2] + f[4:6] + [f[7]] for f in found], columns=["corpus", "location", "kind", "evidence",
                                                                        "message"])
    hand = pd.DataFrame([["viva", 7, "inconsistent_term", "4. 戰鬥"], ["viva", 5, "inconsistent_term", "c.擲民兵骰"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False]


def test_a_chinese_phrase_written_with_a_character_more():
    """"幫助總統防禦" once where the text writes "幫總統防禦" four times: the usual phrase suggested; "打出的防禦卡"
    (a particle put in) and a phrase the text writes as often both ways are not findings."""
    from junta_lib.glossary.longer_phrases import longer_phrases
    lines = ["c.幫總統防禦：替總統防禦", "若你是幫總統防禦，可出防禦卡", "他失去所有幫總統防禦的骰子", "玩家幫總統防禦。",
             "但選擇幫助總統防禦的骰子可擲點。", "攻擊者打出防禦卡", "防禦者打出防禦卡", "他打出防禦卡", "打出的防禦卡不收回"]
    found = longer_phrases(segments(*[("viva", "text", "zh", t) for t in lines]), ["viva"])
    assert [(f[1], f[6]) for f in found] == [(5, "幫總統防禦")], found
    even = ["他幫總統防禦", "他幫助總統防禦"] * 3
    assert longer_phrases(segments(*[("viva", "text", "zh", t) for t in even]), ["viva"]) == []


def test_a_label_written_with_the_other_mark_is_one_label_written_two_ways():
    """"Совет." where the text writes "Совет:" and the English "Tip:"; the text's more frequent mark where
    there is one; nothing where the two tie and no English says which."""
    from junta_lib.glossary.typography import labels
    rows = [["rules", 1, "C", "translation", "ru", "Совет: всегда берите деньги.", 1],
            ["rules", 2, "C", "translation", "ru", "Совет. Деньги в банке целы.", 2],
            ["rules", 2, "B", "source", "en", "Tip: Money in the bank is safe.", 2],
            ["book", 1, "line", "text", "ru", "Пример: Вася ходит.", 1],
            ["book", 2, "line", "text", "ru", "Пример: Петя ходит.", 2],
            ["book", 3, "line", "text", "ru", "Пример. Юра ходит.", 3],
            ["other", 1, "line", "text", "ru", "Итог: победа.", 1],
            ["other", 2, "line", "text", "ru", "Итог. Поражение.", 2]]
    found = labels(pd.DataFrame(rows, columns=COLUMNS))
    assert [(f[0], f[1], f[6]) for f in found] == [("book", 3, "Пример:"), ("rules", 2, "Совет:")], found


def test_a_space_between_two_chinese_characters_is_a_spelling_slip():
    """"當5.花錢階段 時": Chinese writes no space inside a sentence (the eighteenth list); a space beside
    Latin letters or digits ("5VP 以上", "第 3 步") is not this finding."""
    seg = segments(("viva", "text", "zh", "當5.花錢階段 時，有玩家有5VP 以上，則遊戲結束。"),
                   ("viva", "text", "zh", "第 3 步：抽牌。"))
    found = [(f[1], f[5], f[6]) for f in checks.spelling(seg, pd.DataFrame(
        {"preferred_target": [], "variants": [], "source_term": []}))]
    assert [(loc, expected) for loc, _, expected in found] == [(1, "階段時")], found


def test_a_name_glossed_inside_an_english_clause_left_is_said_by_the_english_left_finding():
    """"Ben(Петя)" inside an English clause left in the Russian: the English-left finding quotes the
    clause (translating it settles the name); the alternative found there too is not said again.  A
    Russian-only text's English gloss ("неизбежных (Imminent)") is one finding, English left, that
    says it is a gloss (readers judged the pair's second finding not actionable 9 times of 13); a
    gloss of one Russian word by another ("(поле)") stays an alternative."""
    seg = segments(("j", "translation", "ru", "Вася объявляет, что он is killing Ben(Петя) and vice-versa."),
                   ("r", "text", "ru", "Фишки в ячейке неизбежных (Imminent) войн остаются."),
                   ("r", "text", "ru", "Фишка ставится на клетку (поле) рядом."))
    found = checks.alternatives(seg)
    assert sum("a name and its name" in f[7] for f in found) == 2
    kept = checks.one_finding_a_place(checks.untranslated_fragments(seg) + found)
    assert sorted((f[1], f[4]) for f in kept) == [(1, "untranslated_fragment"), (2, "untranslated_fragment"),
                                                  (3, "alternatives_marked")], kept
    assert "a gloss giving the term's English" in next(f[7] for f in kept if f[1] == 2)


def test_a_gloss_said_as_english_left_is_found_for_a_list_that_calls_it_an_alternative():
    """A hand list may call "Восстановление населения (Repopulation Rome)" an alternative: the build
    says it once, as English left that is a gloss, and the list's entry is found by it; a list naming
    another gloss at that place, or an alternative of Russian words, is not."""
    gloss = ("English left in the Russian (text): 'Repopulation Rome', a gloss giving the term's English: record "
             "it in the glossary, and decide whether the text keeps such glosses or drops them")
    qa = pd.DataFrame([["r", 83, "untranslated_fragment", "…новление населения (Repopulation Rome)  в Курии…", gloss]],
                      columns=["corpus", "location", "kind", "evidence", "message"])
    hand = pd.DataFrame([["r", 83, "alternatives_marked", "Восстановление населения (Repopulation Rome)"],
                         ["r", 83, "alternatives_marked", "Подсчет голосов (Vote Tally)"],
                         ["r", 83, "alternatives_marked", "клеточку (кружочек)"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False, False]


def test_a_capital_the_author_introduces_with_a_footnote_is_no_stray_capital():
    """"раскладывают Игровое поле²" (the board introduced with its footnote, as "Казну³"): no spelling
    finding; the same capital with no footnote's mark is one."""
    from junta_lib.glossary.written_names import written_names
    rows = [("p", "text", "ru", f"Потом игровое поле номер {n} лежит тут.") for n in range(2, 14)]
    rows += [("p", "text", "ru", "Затем раскладывают Игровое поле². Потом ходят."),
             ("p", "text", "ru", "Затем берут Игровое поле и ходят.")]
    found = [f for f in written_names(segments(*rows), ["p"]) if f[4] == "spelling"]
    assert [(f[1], f[5].count("Игровое")) for f in found] == [(14, 1)], found


def test_a_partial_rendering_beside_the_terms_word_left_in_english_is_said_by_the_english_left_finding():
    """"с карт Position" for the Position card: the English-left finding of 'Position' (it names the
    term's target) is the one finding; a partial rendering with no English beside it stays."""
    place = ["junta_en_ru", 20, "C", 22]
    left = place + ["untranslated_fragment", "…с карт Position, так как…", "должность",
                    "English left in the Russian (translation): 'Position'; the glossary's decided target for "
                    "'Position' is 'должность'"]
    part = place + ["inconsistent_term", "…с карт Position, так как…", "карта должности",
                    "only part of 'Position card' rendered here: 'карт' (карта должности (1), nothing decided); the "
                    "glossary's preferred target is 'карта должности'"]
    other = ["junta_en_ru", 65, "C", 67, "inconsistent_term", "…пяти силовых центров…", "центр власти",
             "only part of 'Power Center' rendered here: 'центров' (центр власти (2), nothing decided); the "
             "glossary's preferred target is 'центр власти'"]
    assert checks.one_finding_a_place([left, part, other]) == [left, other]


def test_two_chinese_terms_whose_forms_differ_by_the_same_characters_are_decided_together():
    """防禦方 / 防禦者 beside 攻擊方 / 攻擊者 (the sides of a fight, 方 or 者 each): the rarer form's place names
    the other pair and suggests no form (changing one alone breaks the pair in its sentence); a term
    written two ways with no such twin keeps its suggestion."""
    columns = ["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants", "basis",
               "status", "locations", "note"]
    row = lambda term, variants: ["v", term, "zh-Hant", "en", "", variants, "kit", "inconsistent", "1", ""]  # noqa: E731
    terms = pd.DataFrame([row("防禦者", "防禦者 (2); 防禦方 (1)"), row("防禦方", "防禦者 (2); 防禦方 (1)"),
                          row("攻擊者", "攻擊者 (2); 攻擊方 (1)"), row("攻擊方", "攻擊者 (2); 攻擊方 (1)"),
                          row("卡牌", "卡牌 (2); 卡片 (1)"), row("卡片", "卡牌 (2); 卡片 (1)")], columns=columns)
    seg = segments(("v", "text", "zh", "防禦者出卡，攻擊者出卡。"), ("v", "text", "zh", "防禦者與攻擊者各抽卡牌。"),
                   ("v", "text", "zh", "若防禦方牌被抽光，剩餘攻擊方空手而回，卡片歸還。"), ("v", "text", "zh", "卡牌兩張。"))
    found = {f[7].split("'")[1]: f for f in checks.chinese_linked_terms(terms, seg, ["v"])}
    assert sorted(found) == ["卡片", "攻擊方", "防禦方"]
    assert found["防禦方"][6] == "" and "like 攻擊者 / 攻擊方" in found["防禦方"][7], found["防禦方"]
    assert found["攻擊方"][6] == "" and "decide the two together" in found["攻擊方"][7]
    assert found["卡片"][6] == "卡牌" and "together" not in found["卡片"][7]


def test_a_finding_said_once_for_a_whole_text_is_found_at_each_line_it_names():
    """кубик with a capital and in lower case: one finding at its first place names the lines of each
    way; a list's "определяет кубик" at a line it names is found by it, one at a line it does not name,
    or of another word, is not."""
    from junta_lib.glossary.messages import said
    message = said("capital_both_ways_capital_more", word="Кубик", n=6, count=5, rows="85, 91", others="259, 277")
    qa = pd.DataFrame([["p", 85, "inconsistent_term", "…по очереди Кубик. Игрок…", message]],
                      columns=["corpus", "location", "kind", "evidence", "message"])
    hand = pd.DataFrame([["p", 259, "inconsistent_term", "определяет кубик"],
                         ["p", 261, "inconsistent_term", "определяет кубик"],
                         ["p", 277, "inconsistent_term", "на поле «Случай»"],
                         ["q", 259, "inconsistent_term", "определяет кубик"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False, False, False]


def test_a_word_written_two_ways_is_found_by_the_spelling_finding_that_names_the_other_way():
    """A list's inconsistent "Юря" (Юра elsewhere) is found by the spelling finding that says the text
    writes 'Юра' five times; a spelling finding with no other way named ("перевора", unknown to the
    dictionaries) is another problem, and not counted for it."""
    from junta_lib.glossary.messages import said
    twin = said("spelling_perhaps", word="Юря", suggestion="Юра", why=said("name_one_letter_from", twin="Юра", n=5))
    unknown = said("spelling_perhaps", word="перевора", suggestion="переворота", why=said("unknown_word"))
    # a card's name capitalised where the text writes the word in lower case (the thirty-fourth list:
    # "карту Первого повстанца", «первый повстанец» elsewhere) names the other way too
    card = said("card_name_capitalised", word="Первого", card="карту", n=13)
    # and so does a number's ending written unlike the text's ("5-ти" among 12 glued "4х")
    hyphen = said("spelling_perhaps", word="5-ти", suggestion="5", why=said(
        "numeral_ending_unlike_the_text", why=said("numeral_ending_cardinal"), how=said("numeral_way_glued"), n=12))
    qa = pd.DataFrame([["j", 51, "spelling", "…Петя и Юря объявляют…", twin],
                       ["j", 3, "spelling", "…фаза перевора заканчивается…", unknown],
                       ["j", 59, "spelling", "…берет карту Первого повстанца и…", card],
                       ["p", 221, "spelling", "Если играет меньше 5-ти игроков…", hyphen]],
                      columns=["corpus", "location", "kind", "evidence", "message"])
    hand = pd.DataFrame([["j", 51, "inconsistent_term", "Юря"], ["j", 3, "inconsistent_term", "перевора"],
                         ["j", 59, "inconsistent_term", "карту Первого повстанца"], ["p", 221, "inconsistent_term", "5-ти"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False, True, True]


def test_russian_in_the_english_column_says_what_the_russian_text_loses(built):
    """The third precision readers (seeds 41-43): a heading typed in Russian over the English, with no
    translation of the row beginning with it, is lost from the Russian text; the finding says so and
    what to do.  The translator's question typed there ("ВОПРОС: Position может как…") is said once,
    as the question, not also as Russian in the English column."""
    qa = built["qa"]
    source = qa[qa.kind == "source_not_english"]
    heading = source[(source.corpus == "junta_en_ru") & (source.location == 47)]
    assert list(heading.evidence) == ["Фаза 6: Убийства"]
    assert "no translation of this row begins with it" in heading.message.iloc[0]
    row26 = qa[(qa.corpus == "junta_en_ru") & (qa.location == 26) & (qa.cell == "B")]
    assert set(row26.kind) == {"translator_question"}
    assert not source.message.str.startswith("Russian text in the English column").any()


def test_a_reviewers_added_passage_is_no_number_mismatch_and_a_changed_number_still_is(built):
    """Row 4's reviewer adds a list of components the English row lacks (64, 68, 96 …): none of the
    source's numbers is missing, so it is a passage added, no mismatch (a precision reader: "noise from
    the number check").  Row 8's reviewer writes 4-6 for the source's 4-7: still a finding."""
    numbers = built["qa"][built["qa"].kind == "number_mismatch"]
    assert not ((numbers.location == 4) & (numbers.cell == "D")).any()
    row8 = numbers[(numbers.location == 8) & (numbers.cell == "D")]
    assert len(row8) == 1 and "[7]" in row8.message.iloc[0] and "[6]" in row8.message.iloc[0]


def test_an_english_name_with_its_russian_in_parentheses_is_said_as_such(built):
    """"шага Provincial spoils (разграбление провинций)": two precision readers found "an alternative
    rendering" wrong there; the parenthesis is the English name's Russian, to be written in its place."""
    qa = built["qa"]
    alt = qa[(qa.corpus == "rome_ru") & (qa.location == 63) & (qa.kind == "alternatives_marked")]
    assert len(alt) == 1
    assert alt.message.iloc[0].startswith("'Provincial spoils' left in English, its Russian in parentheses")
    assert not qa.message.str.contains(r"alternative rendering in parentheses: \(разграбление").any()


def test_a_terms_rendering_is_the_sentences_own_phrase_before_one_in_an_aside(built):
    """"посольства и пять центров власти (ключевых центров, силовых центров, ключевых точек)": the
    reviewer renders Power Centers with "центров власти", the names in parentheses are an aside; and in
    "Кроме того, он не может казнить президента (старого или нового –что за «старый президент», так и
    не понял)" the President is "президента" of the sentence, not the one of the translator's remark."""
    occ = built["occurrences"]
    row4 = occ[(occ.corpus == "junta_en_ru") & (occ.location == 4) & (occ.cell == "D")
               & (occ.source_term == "Power Center")]
    assert list(row4.rendering) == ["центров власти"]
    row44 = occ[(occ.corpus == "junta_en_ru") & (occ.location == 44) & (occ.source_term == "President")
                & occ.target_sentence.str.startswith("Кроме того")]
    assert list(row44.rendering) == ["президента"]


def test_a_reviewers_proposal_says_what_it_replaces_and_leaves_its_gloss_and_the_dropped_alternatives_out(built):
    """Row 6's reviewer rewrites the interleaved pieces: each finding quotes the proposal and the first
    translation's piece it replaces («контролирует президентский дворец»), as two precision readers
    asked.  Row 7's "(в открытую)" is the reviewer's gloss, left out of the suggested words and said;
    row 3's "\\колоды помощи другого государства\\…" the reviewer drops is the translator's alternatives,
    which their own finding reports: no "leaves out" finding beside it."""
    qa = built["qa"]
    rev = qa[qa.kind == "reviewer_suggestion"]
    piece = rev[(rev.location == 6) & (rev.cell == "C.4")]
    assert "for the first translation's «контролирует президентский дворец»" in piece.message.iloc[0]
    # the English word the translator left inside the sentence ("чтобы force бюджет") is in the quote, so the
    # change can be seen (a precision reader: the quote stopped at "чтобы")
    force = rev[(rev.location == 6) & (rev.cell == "C.6")]
    assert "first translation's «может захватить парламент, чтобы force бюджет" in force.message.iloc[0]
    row7 = rev[(rev.location == 7) & rev.evidence.str.startswith("«Голоса проводятся")]
    assert list(row7.expected) == ["«Голосования проводятся поименным голосованием»"]
    assert row7.message.iloc[0].endswith("the reviewer's gloss in parentheses («в открытую») is left out of the "
                                         "suggestion")
    assert not rev[(rev.location == 3)].evidence.str.contains(r"\\колоды", regex=False).any()
    assert qa[(qa.location == 3) & (qa.kind == "alternatives_marked")].evidence.str.contains(
        r"\колоды", regex=False).any()


def test_a_tied_term_is_no_finding_where_the_glossarys_name_already_writes_it(built):
    """Assassin: ассасин 3, убийца 3, and the Assassin card «Убийца» in 8 places weighs for убийца:
    the places writing убийца (rows 18, 41, 44) are no findings; the «Ассасин» places of row 15 are."""
    inc = built["qa"][(built["qa"].kind == "inconsistent_term") & built["qa"].message.str.contains("'Assassin'")]
    assert set(inc.location) == {15}


def test_a_heading_a_reviewer_puts_before_the_first_sentence_is_not_in_the_memory(built):
    """Row 5's reviewer writes "Конституция Банановой Республики (Республики Банана) Остров управляется…"
    where the English has no heading ("The island is governed…") and the translation begins "Остров
    управляется…": the memory's unit is the sentence, not the heading glued to it; a prefix that ends a
    sentence is no heading, and a target no other translation begins inside stays as it is."""
    from junta_lib.glossary.tmx import without_added_heading
    units = built["units"]
    island = units[units.src.str.startswith("The island is governed")]
    assert list(island.tgt) == ["Остров управляется президентом и парламентом."]
    assert not units.tgt.str.contains("Конституция Банановой Республики Остров").any()
    assert without_added_heading("Игра окончена. Остров тонет.", ["Остров тонет."]) == "Игра окончена. Остров тонет."
    assert without_added_heading("Остров тонет.", ["Остров тонет."]) == "Остров тонет."


def test_a_heading_a_reviewer_puts_first_and_a_one_letter_preposition_put_in_are_preferences(built):
    """Row 5's reviewer puts "Конституция Банановой Республики (…)" before the first sentence, a heading
    the English has not (three precision readers of three: not worth the team's time); row 8's reviewer
    puts "c" into "голоса одной карты" (four of four: it read as well before).  Both are style
    proposals, not findings; row 3's reviewer, whose English opens with "OVERVIEW", is still read."""
    qa, style = built["qa"], built["style"]
    rev = qa[qa.kind == "reviewer_suggestion"]
    assert not ((rev.location == 5) & rev.message.str.contains("adds «Конституция")).any()
    assert not ((rev.location == 8) & rev.message.str.contains("adds «c»")).any()
    assert ((style.location == 5) & style.message.str.contains("Конституция")).any()
    assert ((style.location == 8) & style.message.str.contains("«c»")).any()
    assert (rev.location == 3).any()


def fresh_readers(*seeds: int) -> pd.DataFrame:
    """The judged samples of three fresh precision readers (qa_precision{seed}_again.csv), together."""
    return pd.concat([pd.read_csv(DATA / f"qa_precision{s}_again.csv", keep_default_na=False) for s in seeds])


#: findings a reader took that the build no longer reports, each because more readers rejected it
DROPPED_AFTER_MORE_READERS = {
    # "средств иностранной помощи" for Foreign Aid money: taken once, partly once, false seven times
    # (qa_precision{15,17,23,28,34,56,59}): Foreign Aid rendered whole, money said with a synonym
    "inc-95134f267931",
    # "攻擊者出攻擊卡" in the outline beside "攻擊者打出攻擊卡" at its heading: taken twice, false five times
    # (qa_precision{23,28} against 19, 31, 65 and two of 2026-12-05); 出 for 打出 is the same verb
    "inc-39677bddbbbf",
}


def taken_still_reported(judged: pd.DataFrame, qa: pd.DataFrame) -> bool:
    """Is every finding the readers took (actionable) still in the build, but those more readers
    rejected since (DROPPED_AFTER_MORE_READERS)?"""
    taken = judged[(judged.judgement == "actionable") & ~judged.id.isin(DROPPED_AFTER_MORE_READERS)]
    return all(reported(row, qa) for row in taken.itertuples())


def test_three_fresh_precision_readers_of_this_build_and_their_actionable_findings_stay(built):
    """Seeds 50-52, 50 findings each drawn from the whole build and judged by three new readers with the
    team's list of kinds (qa_precision5{0,1,2}_again.csv): 45, 46 and 47 actionable, 138 of 150.  Every
    finding they took is still reported."""
    judged = fresh_readers(50, 51, 52)
    assert len(judged) == 150 and (judged.judgement == "actionable").sum() == 138
    assert taken_still_reported(judged, built["qa"])


def test_the_new_checks_findings_read_by_a_fresh_reader_and_the_ones_taken_stay(built):
    """The 20 findings a build of this release added (qa_precision53_new_checks.csv), read by a fresh
    reader with the team's list of kinds: 15 actionable, 2 partly, 3 false.  The five not taken were the
    five of a check since removed, one English verb said with two Russian verbs before a term
    ("двигает свои подразделения" beside перемещать: everyday synonyms, "not a term"), and are not
    reported; the 15 taken are: a term's name written with its second word in guillemets and as a
    genitive (guillemet_names.py), a term rendered in part inside another's whole name
    (stand_ins._partial_inside_another), a space named with another word for spaces (written_names)."""
    judged = pd.read_csv(DATA / "qa_precision53_new_checks.csv", keep_default_na=False)
    assert len(judged) == 20 and judged.judgement.value_counts().to_dict() == {"actionable": 15, "partly": 2, "false": 3}
    assert taken_still_reported(judged, built["qa"])
    left = judged[judged.judgement != "actionable"]
    assert set(left.message.str.extract(r"(one action said with two verbs)")[0]) == {"one action said with two verbs"}
    assert not any(reported(row, built["qa"]) for row in left.itertuples())


def test_the_cross_references_findings_read_by_a_fresh_reader_stay(built):
    """The two findings of cross_references.py (qa_precision54_cross_references.csv), read by a fresh
    reader with the team's list of kinds: both actionable, and both still reported."""
    judged = pd.read_csv(DATA / "qa_precision54_cross_references.csv", keep_default_na=False)
    assert len(judged) == 2 and set(judged.judgement) == {"actionable"}
    assert all(reported(row, built["qa"]) for row in judged.itertuples())


def test_three_more_fresh_precision_readers_of_the_next_build_and_their_actionable_findings_stay(built):
    """Seeds 55-57, 50 findings each drawn from the build with this release's new checks, judged by three
    new readers with the team's list of kinds (qa_precision5{5,6,7}_again.csv): 48, 41 and 45
    actionable, 134 of 150.  Reviewer suggestions were the weak kind (4 of 13 taken: "повышайте" ->
    "увеличивайте" and other rewordings of a correct sentence); every other kind 130 of 137.  Every
    finding they took is still reported."""
    judged = fresh_readers(55, 56, 57)
    assert len(judged) == 150 and (judged.judgement == "actionable").sum() == 134
    assert taken_still_reported(judged, built["qa"])


def test_three_fresh_readers_of_a_build_with_reviewer_lists_read_as_cells(built):
    """Seeds 59-61, 50 findings each drawn from the build whose reviewer's list is read with the cell's
    test (reviewer_changes.py), judged by three new readers with the team's list of kinds
    (qa_precision{59,60,61}_again.csv): 42, 44 and 46 actionable, 132 of 150.  Reviewer suggestions 9 of
    14 (4 of 13 on seeds 55-57).  Every finding they took is still reported."""
    judged = fresh_readers(59, 60, 61)
    assert len(judged) == 150 and (judged.judgement == "actionable").sum() == 132
    rev = judged[judged.kind == "reviewer_suggestion"]
    assert len(rev) == 14 and (rev.judgement == "actionable").sum() == 9
    assert taken_still_reported(judged, built["qa"])


def test_three_fresh_readers_of_the_release_s_last_build(built):
    """Seeds 64-66, 50 findings each drawn from the build with this release's checks and the Foreign Aid
    money finding dropped, judged by three new readers with the team's list of kinds
    (qa_precision{64,65,66}_again.csv): 48, 44 and 45 actionable, 137 of 150 (0.91).  With seeds 59-61
    on the release's first build: 269 of 300.  Every finding they took is still reported."""
    judged = fresh_readers(64, 65, 66)
    assert len(judged) == 150 and (judged.judgement == "actionable").sum() == 137
    assert (pd.concat([judged, fresh_readers(59, 60, 61)]).judgement == "actionable").sum() == 269
    assert taken_still_reported(judged, built["qa"])



def test_fresh_readers_of_this_release_s_three_builds(built):
    """Nine fresh readers with the team's list of kinds, three on each of this release's builds
    (qa_precision{67..69,71..73,75..77}_again.csv): 45, 42 and 45 actionable on the first (132 of
    150), 47, 40 and 39 on the second (126), 48, 46 and 46 on the last (140 of 150, 0.93); 398 of 450.
    Between them, what readers rejected was dropped or said otherwise: a dash finding at each en dash
    (one finding for the whole text now, at a hyphen), a reviewer's change of the game's name or of a
    number's word into figures (style proposals now), 出 for 打出.  Every finding they took is still
    reported."""
    builds = [fresh_readers(67, 68, 69), fresh_readers(71, 72, 73), fresh_readers(75, 76, 77)]
    assert [(b.judgement == "actionable").sum() for b in builds] == [132, 126, 140]
    assert all(len(b) == 150 and taken_still_reported(b, built["qa"]) for b in builds)


def test_fresh_readers_of_the_build_the_thirty_third_list_was_measured_on(built):
    """Three fresh readers with the team's list of kinds on the build that found the thirty-second
    list's misses (qa_precision{79,80,81}_again.csv): 47, 43 and 50 actionable, 140 of 150 (0.93).
    Partly, twice: "транзакции\\операции" with транзакции suggested, where the translation writes
    операции alone more often (the kit counts the aligned renderings).  Every finding they took is
    still reported.  The three findings that build added, read apart (qa_precision82_new_checks.csv):
    3 of 3 taken; the two the thirty-third list's checks added since (qa_precision83_new_checks.csv)
    and the two translator's questions and two spaced slash lists of the thirty-fourth's
    (qa_precision84_new_checks.csv, qa_precision85_new_checks.csv) and the thirty-fifth's two spaces
    (qa_precision86_new_checks.csv): 7 of 7."""
    judged = fresh_readers(79, 80, 81)
    assert len(judged) == 150 and (judged.judgement == "actionable").sum() == 140
    assert taken_still_reported(judged, built["qa"])
    added = pd.read_csv(DATA / "qa_precision82_new_checks.csv", keep_default_na=False)
    assert list(added.judgement) == ["actionable"] * 3 and taken_still_reported(added, built["qa"])
    since = pd.read_csv(DATA / "qa_precision83_new_checks.csv", keep_default_na=False)
    assert list(since.judgement) == ["actionable"] * 2 and taken_still_reported(since, built["qa"])
    questions = pd.read_csv(DATA / "qa_precision84_new_checks.csv", keep_default_na=False)
    assert list(questions.judgement) == ["actionable"] * 2 and taken_still_reported(questions, built["qa"])
    lists = pd.read_csv(DATA / "qa_precision85_new_checks.csv", keep_default_na=False)
    assert list(lists.judgement) == ["actionable"] * 2 and taken_still_reported(lists, built["qa"])
    spaces = pd.read_csv(DATA / "qa_precision86_new_checks.csv", keep_default_na=False)
    assert list(spaces.judgement) == ["actionable"] and taken_still_reported(spaces, built["qa"])


def test_six_fresh_precision_readers_of_this_release_s_builds(built):
    """Seeds 88 and 89, 50 findings each drawn from the build with the thirty-seventh to fortieth lists'
    checks, judged by two new readers with the team's list of kinds (qa_precision{88,89}_again.csv): 44
    and 43 actionable, 87 of 100.  False: the English source's "Minster" (a list asked for it, so it
    stays), "ХУНТА" for JUNTA (the team named it in its issue; the reader took the game's name as out of
    scope) and "художка" inside the translator's question (said by the question's finding since).
    Partly, twice: 板塊 where it stays (the finding at the usual spelling's places, which hand lists
    ask for, says to change the other).  Every finding they took is still reported."""
    judged = fresh_readers(88, 89)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 87
    assert taken_still_reported(judged, built["qa"])
    # two more on the build that dropped it (qa_precision{90,91}_again.csv): 48 and 40, 175 of 200 in all
    # (0.875); by kind, alternatives, English left, broken words, footers 62 of 62, inconsistent terms 53 of
    # 66, spelling 31 of 37, the reviewers' suggestions 10 of 15
    more = fresh_readers(90, 91)
    assert len(more) == 100 and (more.judgement == "actionable").sum() == 88
    assert taken_still_reported(more, built["qa"])
    # and two on the build that dropped the places of a Chinese form that stays (qa_precision{92,93}_again;
    # restored since, as the team's definition and the hand lists ask): 44 and 49, 93 of 100; this
    # release's six readers 268 of 300 (0.893)
    last = fresh_readers(92, 93)
    assert len(last) == 100 and (last.judgement == "actionable").sum() == 93
    assert taken_still_reported(last, built["qa"])
    slip = judged[judged.evidence.str.contains("художка")]
    assert list(slip.judgement) == ["false"] and not any(reported(row, built["qa"]) for row in slip.itertuples())


def test_the_thirty_seventh_and_thirty_eighth_lists_checks_findings_read_apart(built):
    """The eleven findings the checks since the thirty-sixth list brought or said otherwise, read apart
    by a fresh reader (qa_precision87_new_checks.csv): 9 taken, 2 partly: "Перерыв на обед" (one place
    each way: neither is the minority) and the Chinese note (按：…), whose link of 其他玩家 to
    "Golpistas" the reader would keep.  Every finding taken is still reported."""
    judged = pd.read_csv(DATA / "qa_precision87_new_checks.csv", keep_default_na=False)
    assert judged.judgement.value_counts().to_dict() == {"actionable": 9, "partly": 2}
    assert taken_still_reported(judged, built["qa"])


def test_the_later_checks_findings_read_apart(built):
    """The twelve findings the checks after the first reading apart brought (qa_precision94_new_checks.csv):
    8 taken, 1 partly (the step word both ways: its counts of places beside lines), 3 false: the Latin A of
    "A: Движение" and "Часть A" (it reads as the Cyrillic А) and "расходуете дерево" (the action needs
    wood, no payment); those three are not reported since."""
    judged = pd.read_csv(DATA / "qa_precision94_new_checks.csv", keep_default_na=False)
    assert judged.judgement.value_counts().to_dict() == {"actionable": 8, "false": 3, "partly": 1}
    assert taken_still_reported(judged, built["qa"])
    rejected = judged[judged.judgement == "false"]
    assert not any(reported(row, built["qa"]) for row in rejected.itertuples())


def test_the_new_checks_findings_read_by_fresh_readers(built):
    """The findings this release's checks brought, read apart from the random samples
    (qa_precision70_new_checks.csv, qa_precision74_new_checks.csv).  The first reader took 7 of 16:
    the six per-place dash findings and the English source's own broken compound were false, and are
    no longer reported (the dashes are one finding for the whole text; the English sources are not the
    team's text).  The second took 4 of 6, the two dash findings "partly" (the en dash is right, the
    hyphens are the fault: the finding now stands at a hyphen).  Every finding taken is still reported."""
    first = pd.read_csv(DATA / "qa_precision70_new_checks.csv", keep_default_na=False)
    second = pd.read_csv(DATA / "qa_precision74_new_checks.csv", keep_default_na=False)
    assert first.judgement.value_counts().to_dict() == {"actionable": 7, "false": 7, "partly": 2}
    assert second.judgement.value_counts().to_dict() == {"actionable": 4, "partly": 2}
    assert taken_still_reported(first, built["qa"]) and taken_still_reported(second, built["qa"])
    rejected = first[first.judgement == "false"]
    assert not any(reported(row, built["qa"]) for row in rejected.itertuples())
    # tried and left out: a sentence the rules repeat, written once with one word changed ("Они станут
    # доступны только после …" beside "будут" three times), which the thirtieth list asked for; its one
    # finding read "false" ("the same meaning, no term", qa_precision78_tried.csv)
    tried = pd.read_csv(DATA / "qa_precision78_tried.csv", keep_default_na=False, dtype=str)
    assert list(tried.judgement) == ["false"] and not any(reported(row, built["qa"]) for row in tried.itertuples())

def test_the_guillemets_step_number_and_chinese_head_findings_read_by_a_fresh_reader(built):
    """The six findings of the twenty-seventh list's checks (qa_precision62_new_checks.csv), read by a
    fresh reader with the team's list of kinds: the three roles written bare and the two steps in the
    other number taken; "總統的兵" not ("a casual short form"), though the blind list asked for it: kept,
    one reader against the other.  The five taken are still reported."""
    judged = pd.read_csv(DATA / "qa_precision62_new_checks.csv", keep_default_na=False)
    assert len(judged) == 6 and judged.judgement.value_counts().to_dict() == {"actionable": 5, "false": 1}
    assert taken_still_reported(judged, built["qa"])


def test_the_twenty_eighth_list_s_findings_read_by_a_fresh_reader(built):
    """The four findings the twenty-eighth list's checks and this release's rewordings brought
    (qa_precision63_new_checks.csv), read by a fresh reader: "PC" left in the Russian and "деньги
    (иностранная помощь)" taken; the translator's label before the captions partly ("not an
    alternative": the kit files a translator's leftovers there, as the team's brief does); "по часовой
    сектор" not ("a spoken shortening", where an earlier reader took the omission and asked for the
    suggestion that keeps "сектор", which it now does).  The two taken are still reported."""
    judged = pd.read_csv(DATA / "qa_precision63_new_checks.csv", keep_default_na=False)
    assert len(judged) == 4 and judged.judgement.value_counts().to_dict() == {"actionable": 2, "partly": 1, "false": 1}
    assert taken_still_reported(judged, built["qa"])


def test_the_paragraph_kind_findings_read_by_a_fresh_reader_stay(built):
    """The three findings of a paragraph calling a thing by a rarer word of its kind (written_names:
    Rome's маркер beside записка seven times, qa_precision58_paragraph_kind.csv), read by a fresh reader
    with the team's list of kinds: all actionable, and all still reported."""
    judged = pd.read_csv(DATA / "qa_precision58_paragraph_kind.csv", keep_default_na=False)
    assert len(judged) == 3 and set(judged.judgement) == {"actionable"}
    assert all(reported(row, built["qa"]) for row in judged.itertuples())


def test_a_slip_inside_the_translator_s_words_to_delete_and_a_side_of_settled_alternatives_are_said_once():
    """A precision reader (qa_precision89_again.csv) judged "художка" false: it stands inside the
    translator's question, whose finding asks to delete it whole.  A rendering that is a side of
    alternatives whose finding names the side to keep ("транзакции\\операции", операции kept) is said by
    that finding.  A slip elsewhere in the line, and a rendering outside the alternatives, stay."""
    from junta_lib.glossary.messages import said
    from junta_lib.glossary.qa import one_finding_a_place
    question = said("translator_note", variant="translation", words="и далее художка, по механике он может уйти?")
    rows = [["j", 44, "C", 46, "translator_question", "…и далее художка…", "", question],
            ["j", 44, "C", 46, "spelling", "…далее художка, по…", "", said("spelling", word="художка",
                                                                            why=said("unknown_word"))],
            ["j", 44, "C", 46, "spelling", "…илил стрелять…", "или", said("spelling_perhaps", word="илил",
                                                                           why=said("unknown_word"), suggestion="или")],
            ["j", 42, "C", 44, "alternatives_marked", "…выполнять транзакции\\операции со…", "операции",
             said("alternative_after_backslash", words="транзакции\\операции")],
            ["j", 42, "C", 44, "inconsistent_term", "…выполнять транзакции\\операции…", "операция",
             said("rendered_undecided", term="transaction", rendering="транзакции", counts="операция (5); транзакция (4)",
                  target="операция")],
            ["j", 39, "C", 41, "inconsistent_term", "…выполнять транзакции только…", "операция",
             said("rendered_undecided", term="transaction", rendering="транзакции", counts="операция (5); транзакция (4)",
                  target="операция")]]
    kept = one_finding_a_place(rows)
    assert [(f[1], f[4], f[5]) for f in kept] == [(44, "translator_question", "…и далее художка…"),
                                                  (44, "spelling", "…илил стрелять…"),
                                                  (42, "alternatives_marked", "…выполнять транзакции\\операции со…"),
                                                  (39, "inconsistent_term", "…выполнять транзакции только…")], kept


def test_a_term_s_two_nouns_in_swapped_roles_with_at_least_between_them_are_found():
    """"оружия хотя бы первого уровня" for "at least a Weapon level of 1" (the forty-fourth and
    forty-sixth lists; the text's reviewer asks for "хотя бы первого уровня оружия"): "хотя бы" qualifies
    the level as "не ниже" does.  A noun or a verb between the two words ends the phrase."""
    from junta_lib.glossary.qa import swapped_renderings

    class Finder:
        def find(self, text):
            at = text.find("Weapon level")
            return [("weapon level", "Weapon level", at, at + 12)] if at >= 0 else []
    rows = [("Вы получаете рану, если у вас нет оружия хотя бы первого уровня.", "You must have a Weapon level of 1."),
            ("Нужно оружие не ниже 2-го уровня.", "A Weapon level of 2 is needed."),
            ("Оружие игрока повышает уровень.", "The Weapon level goes up."),
            ("У вас есть оружие и карта уровня.", "You have the Weapon level card.")]
    _, pairs = translated(rows)
    terms = pd.DataFrame([["x", "Weapon level", "en", "ru", "уровень оружия", "уровень оружия (9)", "", "inconsistent",
                           "1", ""]], columns=["corpus", "source_term", "source_lang", "target_lang", "preferred_target",
                                               "variants", "basis", "status", "locations", "note"])
    found = swapped_renderings(terms, pairs, {"x": Finder()})
    assert [(f[1], f[5].strip("…").strip()) for f in found] == [
        (1, "ете рану, если у вас нет оружия хотя бы первого уровня."), (2, "Нужно оружие не ниже 2-го уровня.")], found
    assert "'оружия хотя бы первого уровня'" in found[0][7], found[0][7]


def test_a_name_a_passage_writes_in_guillemets_written_bare_in_lower_case_there_is_found():
    """"10 голосов церкви" in the passage that plays «Церковь» (the twenty-eighth, forty-third and
    forty-fifth lists), the English naming "the Church" with a capital both times.  Not where the English
    also says the word in lower case, a word heading a genitive ("карте предмета"), nor a genitive after
    the noun the guillemets follow ("карты влияния" beside "картами «Влияние»")."""
    from junta_lib.glossary.guillemet_names import bare_in_their_unit
    from junta_lib.glossary.matching import Lexicon
    rows = [("Вася сыграл «Церковь» (10 голосов) и использует 10 голосов церкви для себя.",
             "Klaus has played the Church and may use the 10 votes of the Church on himself."),
            ("Вася сыграл «Церковь», а церковь молчит.", "Klaus played the Church, and the church is silent."),
            ("Сыграйте «Банк» и возьмите деньги из банка игрока.", "Play the Bank and take money from the Bank player."),
            ("Игрок играет картами «Влияние» и отдаёт карты влияния.", "He plays Influence cards and gives Influence cards.")]
    _, pairs = translated(rows)
    found = bare_in_their_unit(pairs, Lexicon({}))
    assert [(f[1], f[4], f[5].strip("…").strip()) for f in found] == [(1, "inconsistent_term",
                                                                      "пользует 10 голосов церкви для себя.")], found
    assert found[0][7] == ("'церкви' here, in lower case and without guillemets, names what this passage calls "
                           "«Церковь», and the English names it with a capital both times: one name written two ways")


def test_a_label_in_a_latin_letter_inside_russian_text_is_english_left_with_its_cyrillic_letter():
    """"A: Движение B: Атака", "Часть C" (the forty-first, forty-seventh and forty-eighth lists): the
    English's labels kept in Latin letters, where Russian labels its parts А, Б, В.  Not the Latin A,
    which reads as the Cyrillic А it stands for (a precision reader judged it false), nor a letter inside
    an abbreviation or a code ("HRAO:", "1.B:"), nor one before a number ("B: 5")."""
    seg = segments(("j", "translation", "ru", "Фаза состоит из двух частей: A: Движение B: Атака подразделений."),
                   ("j", "translation", "ru", "Часть C: Движение. См. раздел 1.B: правила; HRAO: сенатор; B: 5 очков."))
    found = [(f[1], f[6], f[7]) for f in checks.untranslated_fragments(seg) if "Latin letter" in f[7]]
    assert [(n, cyrillic) for n, cyrillic, _ in found] == [(1, "Б"), (2, "В")], found
    assert found[0][2] == ("a label in a Latin letter (translation): 'B'; Russian labels its parts with Cyrillic "
                           "letters (А, Б, В…): write 'Б'")


def test_a_latin_letter_alone_where_russian_has_that_one_letter_word_is_a_spelling_slip():
    """"голоса c одной карты": the Latin c looks like the preposition с; retyping it is the fix.  A Latin
    letter Russian has no such word for, or one inside a formula ("x + y"), is left to the other checks."""
    seg = pd.DataFrame([["j", 8, "D", "reviewer_1", "ru", "Однако голоса c одной карты должны идти вместе, a не врозь.", 10],
                        ["j", 9, "C", "translation", "ru", "Отметьте клетку b на поле, затем x + y.", 11],
                        ["j", 10, "B", "source", "en", "votes from a card go together", 12]], columns=COLUMNS)
    found = checks.mixed_script(seg)
    assert [(f[1], f[4], f[6]) for f in found] == [(8, "spelling", "с"), (8, "spelling", "а")]
    assert "'c'" in found[0][7] and "'с'" in found[0][7]


def test_a_rendering_in_parentheses_a_list_calls_inconsistent_is_found_by_the_alternatives_finding_naming_it():
    """"Банановой Республики (Республики Бананов)": a list may call the bracket an inconsistent rendering of
    the name; the alternatives finding at that place names it and asks to keep one side, the same fix.  A
    bracket the finding does not name, or a problem at another place, is not found by it."""
    qa = pd.DataFrame([["j", 2, "alternatives_marked", "…анановой Республики (Республики Бананов), где…", "",
                        "an alternative rendering in parentheses: (Республики Бананов)"]],
                      columns=["corpus", "location", "kind", "evidence", "expected", "message"])
    hand = pd.DataFrame([["j", 2, "inconsistent_term", "(Республики Бананов)"],
                         ["j", 2, "inconsistent_term", "(Банановой)"],
                         ["j", 3, "inconsistent_term", "(Республики Бананов)"]],
                        columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False, False]


def test_a_minority_rendering_the_aligner_saw_once_in_a_sentence_is_found_where_it_is_written_again():
    """"Центробанк Игроки, которые выбирают центробанк" for "Central Bank Players choosing the Central Bank":
    the aligner saw the first; the second place of the same minority rendering is a finding too.  A
    rendering the aligner did not see in the sentence, and the preferred target, are not."""
    from types import SimpleNamespace
    from junta_lib.glossary.stand_ins import _written_again, tokens_of
    t = SimpleNamespace(preferred_target="центральный банк", variants="центральный банк (21); Центробанк (1)")
    text = "Центробанк Игроки, которые выбирают центробанк, позже идут в центральный банк."
    found = _written_again(tokens_of(text), t, [(0, len("Центробанк"))])
    assert [text[s:e] for s, e, _ in found] == ["центробанк"]
    assert "'Центробанк' (1 place) written again" in found[0][2]
    assert _written_again(tokens_of(text), t, []) == []
    assert _written_again(tokens_of(text), t, [(text.index("центральный"), len(text) - 1)]) == []


def test_a_noun_written_only_where_the_english_names_a_term_in_place_of_its_rendering_is_its_other_rendering():
    """"выделенное пространство" and "в пространство рядом с портом" where the English names a space
    (ячейка elsewhere): a noun the translation writes only in sentences that name the term and lack its
    rendering, in two places or more, is the term's other rendering, a finding at each place: two spaces
    of one sentence written деление (the 61st blind list asked for "на первом делении трека переворота"),
    as well.  A noun written once elsewhere too, a word of another term's renderings, and one an
    English word of its sentence transliterates (сценарий for "scenario") are not."""
    from collections import defaultdict
    from types import SimpleNamespace
    from junta_lib.glossary.matching import Lexicon
    from junta_lib.glossary.stand_ins import _only_where_named, unit_sentences
    space = SimpleNamespace(preferred_target="ячейка", source_term="space")
    rows = [("Place the bills on the dedicated space.", "Положите купюры на выделенное пространство."),
            ("Place the cards on the dedicated space. Then draw.", "Положите карты на выделенное пространство. Потом тяните."),
            ("Put the Marines on the space near the Harbor.", "Поставьте пехоту в пространство у порта."),
            ("Put a marker on the Stable space.", "Положите жетон в ячейку «Стабильно»."),
            ("Read the scenario space.", "Прочтите сценарий."), ("Read the scenario space again.", "Снова прочтите сценарий."),
            ("Read the scenario space twice.", "Дважды прочтите сценарий."),
            ("Put the counter on the space by the Bank.", "Положите фишку на поле у банка."),
            ("Put a counter on the space by the Palace.", "Положите фишку на поле у дворца."),
            ("Put the bills on the space there.", "Положите купюры на поле там."),
            ("Look at the game board.", "Посмотрите на игровое поле."),
            ("Put a marker on the first space of the Track and one on the first space of the Coup Track.",
             "Положите жетон на первое деление трека и ещё один на первое деление трека переворота.")]
    units = pd.DataFrame([["j", i, "C", i, src, tgt] for i, (src, tgt) in enumerate(rows, start=1)],
                         columns=["corpus", "tgt_location", "cell", "line", "src", "tgt"])
    read = [(p, unit_sentences(p.src, p.tgt)[1]) for p in units.itertuples()]
    found = _only_where_named({("j", "space"): (space, 5)}, {("j", "card"): frozenset({"карта"})}, read,
                              Lexicon({}), defaultdict(list))
    assert [(f[1], f[4], f[6]) for f in found] == [(1, "inconsistent_term", "ячейка"), (2, "inconsistent_term", "ячейка"),
                                                   (3, "inconsistent_term", "ячейка"), (12, "inconsistent_term", "ячейка"),
                                                   (12, "inconsistent_term", "ячейка")], found
    assert "'пространство' is written in 3 places of the translation, each where the English names this term" in found[0][7]
    assert "'деление' is written in 2 places" in found[3][7]
    # поле: written where the English names no space too (the game board); карта: another term's word
    assert not [f for f in found if "поле" in f[5] or "сценари" in f[5]]


def test_the_forty_ninth_to_fifty_fourth_lists_measured_blind_then_after_their_changes(built):
    """Six lists written blind (benchmarks/glossary_blind.py draw, the passages the earlier lists read
    least; the brief benchmarks/glossary_blind_brief.md), each measured on the build of the moment with
    the evaluator of the moment.  The forty-ninth and fiftieth, on the release before: 42 of 54 and 35
    of 49 in the claimed kinds (inconsistent terms 10 of 16 and 12 of 22).  The fifty-first and
    fifty-second, on the build with the Latin letter alone and a rendering written again in its
    sentence: 52 of 54, **every claimed kind at 0.8 or better**, and 46 of 52 (inconsistent terms 16 of
    21).  The fifty-third and fifty-fourth, on the build that added the noun written only where the
    English names a space: 32 of 48 (inconsistent terms 9 of 19, alternatives 9 of 13) and 56 of 58,
    **every claimed kind at 0.8 or better**.  After this release's checks (a stray capital, a glued
    unit and dice notation in a reviewer's draft too) and the evaluator's rules for the same words
    quoted around the same rendering or gloss: 49, 39, 52, 50, 39 and 56; the forty-ninth, fifty-first,
    fifty-second and fifty-fourth with every claimed kind at 0.8 or better."""
    expected = {49: (54, 49, True), 50: (49, 39, False), 51: (54, 52, True), 52: (52, 50, True),
                53: (48, 39, False), 54: (58, 56, True)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_two_fresh_precision_readers_of_the_release_before(built):
    """Seeds 95 and 96, 50 findings each drawn from the build before this release's checks, judged by two
    new readers with the team's list of kinds (benchmarks/glossary_precision_brief.md;
    qa_precision{95,96}_again.csv): 45 and 44 actionable, 89 of 100.  False: Rome's "drm" and "HRAO" kept
    and defined in the terms list (each taken by five and six readers before), the Chinese item numbers'
    space, "кубик (кубики)", the Chinese (卡牌大小區塊) and "Golpistas".  Every finding they took is still
    reported."""
    judged = fresh_readers(95, 96)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 89
    assert taken_still_reported(judged, built["qa"])


def test_a_stray_capital_in_a_reviewer_s_draft_is_found_against_the_translation_s_usual_way():
    """"во время 2 фазы игры — Фазы Переворота" in a reviewer's draft (cell D): the translation writes
    переворот in lower case, so the capital is a spelling finding there; the reviewer's own places are
    read but not counted, so a capital the translation writes as often as not stays no finding however
    often the reviewer writes it in lower case."""
    from junta_lib.glossary.written_names import stray_capitals
    translation = [["j", i, "C", "translation", "ru", f"Затем игроки объявляют переворот в раунде {i}.", i]
                   for i in range(1, 7)]
    tied = [["j", 7, "C", "translation", "ru", "Затем игроки видят Кабинет и потом кабинет снова.", 7]]
    reviewer = [["j", 8, "D", "reviewer_1", "ru", "Затем игроки идут во время фазы Переворота домой.", 8]] + [
        ["j", 9 + i, "D", "reviewer_1", "ru", "Затем игроки видят кабинет снова.", 9 + i] for i in range(6)]
    found = stray_capitals(pd.DataFrame(translation + tied + reviewer, columns=COLUMNS), ["j"])
    assert [(f[1], f[2], f[6]) for f in found] == [(8, "D", "переворота")], found
    assert "where the text writes the word in lower case (6 places)" in found[0][7]


def test_a_translation_written_line_by_line_beside_its_english_is_read_and_counted_for_stray_capitals():
    """Row 6 of the JUNTA table writes its Russian line by line beside the English ("The President-
    Президент • контролирует …", cells B.2, B.4, …): that is the translation too, so its lower-case
    "армейской бригады" make the text's usual way, and "трех Армейских бригад" in row 19 is a stray
    capital (a blind list, the 61st, asked for it).  A heading glued to its sentence ("Фаза 8: переворот
    Любой игрок", любой read as the nominative of an adjective) is no finding."""
    from junta_lib.glossary.written_names import stray_capitals
    inline = [["j", 6, f"B.{2 * i}", "inline", "ru", f"Министр {i} контролирует первой армейской бригады {i}.", 6]
              for i in range(1, 6)]
    english = [["j", 6, "B.1", "inline", "en", "The Army Brigade controls.", 6]]
    translation = [["j", 19, "C", "translation", "ru", "Поставьте шесть фишек каждой из трех Армейских бригад.", 19],
                   ["j", 22, "B.8", "inline", "ru", "Фаза 8: переворот Любой игрок может объявить о перевороте.", 22]] + [
        ["j", 30 + i, "C", "translation", "ru", "Затем любой игрок может играть.", 30 + i] for i in range(6)]
    found = stray_capitals(pd.DataFrame(inline + english + translation, columns=COLUMNS), ["j"])
    assert [(f[1], f[6]) for f in found] == [(19, "армейских")], found
    assert "(5 places)" in found[0][7]


def test_a_name_of_adjectives_and_a_noun_written_in_another_order_is_one_name_written_two_ways():
    """"7 карта банковский швейцарский счет" in a reviewer's list of components, where the glossary's target
    is "швейцарский банковский счёт" (the 66th blind list asked for it): an inconsistent_term finding,
    the target suggested.  Not the target's own order, nor words of two phrases side by side ("помощи
    иностранным государствам": иностранным is the states'), nor words apart ("счёт, банковский"), nor a
    noun and its genitive reordered ("переворота фаза голосования")."""
    from junta_lib.glossary.word_order import reordered_names
    terms = pd.DataFrame([["j", "Swiss Bank Account", "en", "швейцарский банковский счёт", "proposed", "seen 3 times"],
                          ["j", "Foreign Aid", "en", "иностранная помощь", "decided",
                           "translator decision: the cards' own words"],
                          ["j", "Coup phase", "en", "фаза переворота", "proposed", ""]],
                         columns=["corpus", "source_term", "source_lang", "preferred_target", "status", "basis"])
    seg = pd.DataFrame([["j", 4, "D", "reviewer_1", "ru", "1 карта первого повстанца 7 карта банковский швейцарский счет", 6],
                        ["j", 5, "C", "translation", "ru", "Откройте швейцарский банковский счёт и банковский счёт.", 7],
                        ["j", 6, "C", "translation", "ru", "Колода помощи иностранным государствам пуста.", 8],
                        ["j", 7, "C", "translation", "ru", "Это счёт, банковский и швейцарский.", 9],
                        ["j", 8, "C", "translation", "ru", "После переворота фаза голосования.", 10],
                        ["j", 9, "C", "translation", "ru", "Получите помощь иностранную.", 11]], columns=COLUMNS)
    found = reordered_names(terms, seg)
    assert [(f[1], f[2], f[4], f[6]) for f in found] == [
        (4, "D", "inconsistent_term", "швейцарский банковский счёт"), (9, "C", "inconsistent_term", "иностранная помощь")], found
    assert found[0][7] == ("'Swiss Bank Account' rendered 'банковский швейцарский счет' here; the glossary's preferred "
                           "target is 'швейцарский банковский счёт'")
    assert found[1][7] == ("'Foreign Aid' rendered 'помощь иностранную' here; the team decided 'иностранная помощь' "
                           "(the cards' own words)")          # the team's note says why, as a reviewer asks
    said_before = [["j", 4, "D", 6, "inconsistent_term", "…банковский швейцарский счет (с 7…", "", ""]]
    assert [f[1] for f in reordered_names(terms, seg, said_before)] == [9]


def test_a_capital_after_a_colon_that_follows_a_lower_case_word_is_a_stray_capital():
    """"соответствует его сыгранным: Картам влияния": Russian goes on in lower case after a colon inside a
    sentence (the 73rd blind list asked for it), where the text writes the word in lower case; a colon
    after a heading's label ("Фаза 8: Переворот") or after a capitalised word keeps its capital."""
    from junta_lib.glossary.written_names import stray_capitals
    usual = [["j", i, "C", "translation", "ru", f"Затем игроки берут карты влияния в раунде {i}.", i] for i in range(1, 7)]
    rows = [["j", 7, "C", "translation", "ru", "Голоса соответствуют его сыгранным: Картам влияния.", 7],
            ["j", 8, "C", "translation", "ru", "Пример: Карты влияния лежат здесь.", 8],
            ["j", 9, "C", "translation", "ru", "Фаза 2: Карты влияния.", 9]]
    found = stray_capitals(pd.DataFrame(usual + rows, columns=COLUMNS), ["j"])
    assert [(f[1], f[6]) for f in found] == [(7, "картам")], found


def test_a_number_glued_to_its_unit_s_abbreviation_is_written_apart():
    """"1 (51шт), 2 (30шт)" in a reviewer's list of components: "51 шт.", as the politics rules write "8 шт.";
    a case ending glued to a number ("4х") is another check's, and a unit already apart is no finding."""
    from junta_lib.glossary.typography import units_glued
    seg = pd.DataFrame([["j", 4, "D", "reviewer_1", "ru", "96 купюр (1 (51шт), 2 (30шт)) и 6 кубиков", 6],
                        ["p", 24, "line", "text", "ru", "Фишки игроков - 8 шт. и 4х игроков", 24],
                        ["j", 4, "B", "source", "en", "51pcs", 5]], columns=COLUMNS)
    found = units_glued(seg)
    assert [(f[1], f[4], f[6]) for f in found] == [(4, "spelling", "51 шт."), (4, "spelling", "30 шт.")], found
    assert found[0][7] == ("'51шт': a number glued to its unit's abbreviation; Russian writes them apart, the "
                           "abbreviation with its point: '51 шт.'")


def test_dice_in_the_english_notation_inside_russian_are_english_left_a_run_of_them_one_finding():
    """"6 кубиков d6" and "1d6, 2d6, 3d6: бросок …": Russian writes the die with к ("к6", "1к6"); a run of
    notations is one finding, said as the text's own definition where a colon follows it; a code that
    merely holds a d and digits ("md5", "1.d6") is none."""
    seg = segments(("j", "reviewer_1", "ru", "1 банан 6 кубиков d6"),
                   ("r", "text", "ru", "1d6, 2d6, 3d6: бросок 1, 2 или 3 шестигранных кубиков."),
                   ("r", "text", "ru", "Сумма md5 и пункт 1.d6 не кубики."))
    found = [f for f in checks.untranslated_fragments(seg) if "dice" in f[7]]
    assert [(f[1], f[6]) for f in found] == [(1, "к6"), (2, "1к6, 2к6, 3к6")], found
    assert found[0][7] == "dice in the English notation (reviewer_1): 'd6'; Russian writes the die with к: 'к6'"
    # where the text defines the notation it keeps, the team decides for the whole text (a precision reader)
    assert found[1][7] == ("dice in the English notation (text): '1d6, 2d6, 3d6', a notation the text defines here "
                           "and keeps; Russian writes the die with к ('1к6, 2к6, 3к6'): decide which the whole text writes")


def test_a_card_s_printed_english_after_its_chinese_a_list_calls_an_alternative_is_found_by_its_english_left():
    """"戰鬥前打出before combat": most lists call it English left, some the Chinese and the English side by
    side; the one finding, English left naming the card's printed English after its Chinese, says both."""
    qa = pd.DataFrame([["viva", 49, "untranslated_fragment", "…(卡上必須有\"戰鬥前打出before combat\"字樣)", "",
                        "English left in the Chinese (text): 'before combat', the card's printed English quoted after "
                        "its Chinese '戰鬥前打出'; decide whether the English stays to match the cards, marked as the "
                        "card's text, or goes"]],
                      columns=["corpus", "location", "kind", "evidence", "expected", "message"])
    hand = pd.DataFrame([["viva", 49, "alternatives_marked", "\"戰鬥前打出before combat\""],
                         ["viva", 49, "alternatives_marked", "(卡牌大小區塊)"]], columns=["corpus", "location", "kind", "evidence"])
    assert evaluate_blind(qa, hand)["table"].found.tolist() == [True, False]


def test_two_fresh_precision_readers_of_this_release_s_build_and_the_new_checks_read_apart(built):
    """Seeds 97 and 98 on this release's build (qa_precision{97,98}_again.csv): 45 and 44 actionable, 89 of
    100; this release's four readers 178 of 200 (0.89).  False: "Minster" in the English source, Rome's
    "drm" and "(Imminent)", the politics rules' own glosses "(приказать)" and "(обменивать, продавать)"
    and slash "ресурсы/недвижимость/карточки", "участке (клетке)" after "на участке или клетке", 幫助/幫
    and 攻擊方/攻擊者.  The findings the release's first checks added, read apart
    (qa_precision99_new_checks.csv): 6 of 6 taken ("пространство" four times, the second "центробанк",
    the Latin c).  Every finding taken is still reported."""
    judged = fresh_readers(97, 98)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 89
    assert taken_still_reported(judged, built["qa"])
    apart = pd.read_csv(DATA / "qa_precision99_new_checks.csv", keep_default_na=False)
    assert list(apart.judgement) == ["actionable"] * 6 and taken_still_reported(apart, built["qa"])


def test_the_reviewer_s_draft_checks_findings_read_apart(built):
    """The nine findings this release's later checks added (qa_precision100_new_checks.csv), read apart by
    a fresh reader: 8 taken (four stray capitals in the reviewer's draft, three glued units, "d6"), 1 false:
    "1d6, 2d6, 3d6" where the Rome text defines the notation it keeps; that one is said since as the
    text's own definition, for the team to decide for the whole text, in the one finding of the
    abbreviations the text defines and keeps (conventions.py).  Every finding taken is still reported."""
    judged = pd.read_csv(DATA / "qa_precision100_new_checks.csv", keep_default_na=False)
    assert judged.judgement.value_counts().to_dict() == {"actionable": 8, "false": 1}
    assert taken_still_reported(judged, built["qa"])
    qa = built["qa"]
    assert not len(qa[(qa.corpus == "rome_ru") & (qa.location == 47)])
    defined = qa[(qa.corpus == "rome_ru") & qa.message.str.startswith("English abbreviations the text defines")]
    assert len(defined) == 1 and "1d6, 2d6, 3d6 (lines 37, 45, 47, 67)" in defined.message.iloc[0]
    assert "for the whole text" in defined.message.iloc[0]


def test_the_fifty_fifth_to_fifty_eighth_lists_measured_blind(built):
    """Four more lists written blind, each measured on the build of the moment: the fifty-fifth and
    fifty-sixth on the build with the reviewer's draft read, 34 of 43 and 30 of 34 (inconsistent terms 14
    of 20 and 12 of 16: "считаются локациями" for areas, the reviewer's "68 счётчиков подразделений" and
    "пять центров власти", Казначей lower-cased, "авиаударов" against the team's decision, 圖板, 防衛總統);
    the fifty-seventh and fifty-eighth on this release's last build, 40 of 46 (alternatives 15 of 19:
    the politics rules' own "выходит (спускается)" and "фиолетовый либо жёлтый", "(в открытую)",
    "(攻擊值最高)") and 57 of 59, **every claimed kind at 0.8 or better**."""
    expected = {55: (43, 34, False), 56: (34, 30, False), 57: (46, 40, False), 58: (59, 57, True)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_the_fifty_ninth_to_sixty_second_lists_measured_blind_then_after_their_changes(built):
    """Four more lists written blind on the release before (benchmarks/glossary_blind.py draw, seeds
    5912-6212): 33 of 38, 30 of 32, 41 of 47 and 51 of 56 in the claimed kinds; the sixtieth and
    sixty-second with **every claimed kind at 0.8 or better**.  Missed: "являются локациями" for areas,
    the reviewer's "68 счётчиков", "Карта форума" (the fifty-ninth's inconsistent terms 9 of 12); "трех
    Армейских бригад" and "на первом делении трека переворота" (the sixty-first's, 14 of 18), both found
    since, by reading the translation row 6 writes line by line beside its English and by a noun written
    twice only where the English names a space; "выбор: Построить" and 丟置棄牌堆 (its spelling, 4 of 6)."""
    expected = {59: (38, 33, False), 60: (32, 30, True), 61: (47, 43, False), 62: (56, 51, True)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)
    list_holds(built, 61, 47, 43, exactly={"inconsistent_term": (16, 18), "spelling": (4, 6)})


def test_two_fresh_precision_readers_of_the_release_before(built):
    """Seeds 103 and 104 on the release before (qa_precision{103,104}_again.csv): 45 and 42 actionable, 87
    of 100.  False: "Minster", the English original's typo, for both ("nothing to fix in the
    translation"); the Chinese item numbers' space; the politics rules' own "Операция (сделка)" and the
    channel "UNN"; Robinson's "страница 10" and "страница 11", which the issue names as footers to find
    and this reader took for the translator's page marks; "Golpistas".  Every finding they took is still
    reported."""
    judged = fresh_readers(103, 104)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 87
    assert taken_still_reported(judged, built["qa"])


def test_the_sixty_third_to_sixty_sixth_lists_measured_blind_then_after_their_changes(built):
    """Four more lists written blind on this release's first build (seeds 6312-6612): 38 of 41, 30 of 32,
    47 of 51 and 43 of 50; the sixty-third, sixty-fourth and sixty-fifth with **every claimed kind at 0.8
    or better**.  The sixty-sixth's inconsistent terms, 18 of 25, miss mostly the reviewer's row-4 list
    of components ("68 счётчиков", "во время 1 фазы игры", "являются локациями"); its "банковский
    швейцарский счет", the name's words in another order, is found since (word_order.reordered_names)."""
    expected = {63: (41, 38, True), 64: (32, 30, True), 65: (51, 47, True), 66: (50, 44, False)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)
    list_holds(built, 66, 50, 44, exactly={"inconsistent_term": (19, 25)})


def test_two_fresh_precision_readers_of_this_release_s_first_build(built):
    """Seeds 105 and 106 on this release's first build (qa_precision{105,106}_again.csv): 43 and 45
    actionable, 88 of 100.  False: Rome's English glosses ("(Debits/Contributions)", "(Provincial
    Spoils)") and the Junta Viva "(Foreign Aid)", which the issue asks to find as English left; Rome's
    "drm" and "1d6" in its list of abbreviations; slashes for "or" in the politics rules and the Chinese.
    Every finding they took is still reported."""
    judged = fresh_readers(105, 106)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 88
    assert taken_still_reported(judged, built["qa"])


def test_the_sixty_seventh_to_seventieth_lists_measured_blind(built):
    """Four more lists written blind on this release's second build (seeds 6712-7012): 36 of 38 and 55 of
    56, **every claimed kind at 0.8 or better**; 33 of 40 and 30 of 33, whose inconsistent terms (13 of 19
    and 5 of 8) miss what earlier lists missed: "считаются локациями" and "являются локациями" for areas,
    the reviewer's "68 счётчиков", "авиаударов" against the team's decision, "Карта форума"; and "после
    первоначальной расстановки" for the initial Rebel phase, Rome's "Римский консул"."""
    expected = {67: (38, 36, True), 68: (56, 55, True), 69: (40, 33, False), 70: (33, 30, False)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_two_fresh_precision_readers_of_this_release_s_second_build(built):
    """Seeds 107 and 108 on this release's second build (qa_precision{107,108}_again.csv): 46 and 40
    actionable, 86 of 100.  False: the politics rules' own glosses ("(обменивать, продавать)", "(передать)",
    "(приказать)", "(или «Выступление на канале UNN»)"); the seven ligatures broken in the Robinson
    English and "Minster", all in the English original, which the second reader does not count as the
    translation's (the issue asks for the ligatures by name, "nally", "shu e"); Rome's
    "(Debits/Contributions)".  Every finding they took is still reported."""
    judged = fresh_readers(107, 108)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 86
    assert taken_still_reported(judged, built["qa"])


def test_the_seventy_first_to_seventy_fourth_lists_measured_blind_then_after_their_changes(built):
    """Four more lists written blind on this release's second build (seeds 7112-7412): 45 of 48, 35 of
    39, 31 of 33 and 35 of 36; the seventy-first, seventy-third and seventy-fourth with **every claimed
    kind at 0.8 or better**, the seventy-second's spelling 7 of 9 (the politics rules' "в Основной
    (большой) круг" and "выбор: Построить").  The seventy-third's "сыгранным: Картам", a capital after a
    colon, is found since."""
    expected = {71: (48, 45, True), 72: (39, 35, False), 73: (33, 32, True), 74: (36, 35, True)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)
    list_holds(built, 73, 33, 32, exactly={"spelling": (6, 6)})


def test_two_fresh_precision_readers_of_this_release_s_last_build(built):
    """Seeds 109 and 110 on this release's second build (qa_precision{109,110}_again.csv): 48 and 44
    actionable, 92 of 100.  False: the politics rules' own "рубашкой (рисунком)" (both readers) and
    "(или «Выступление на канале UNN»)", Rome's "drm", the Chinese "(道路)".  This release's eight
    readers: 353 of 400 (0.88).  Every finding they took is still reported."""
    judged = fresh_readers(109, 110)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 92
    assert taken_still_reported(judged, built["qa"])
    assert (fresh_readers(*range(103, 111)).judgement == "actionable").sum() == 353


def test_the_seventy_ninth_to_eighty_second_lists_measured_blind_on_the_build_with_the_kept_corpus_work(built):
    """Four lists written blind on the build that keeps the corpus work and says the team's notes (seeds
    7912-8212; no check changed since): 24 of 28, 31 of 35, 40 of 42 and 36 of 39.  The eighty-first and
    eighty-second have every claimed kind at 0.8 or better; the seventy-ninth has inconsistent terms 5 of
    8 and spelling 3 of 4, the eightieth inconsistent terms 12 of 16.  Missed as before: "авиаударов"
    (the team decided авиаудар; the reviewer asks for воздушных ударов), "считаются локациями",
    "Карта форума", 圖板, 防衛總統, "первоначальной расстановки"; new: the politics rules' казначей in
    lower case where it is capitalised twice mid-sentence (and three times at a sentence's start)."""
    expected = {79: (28, 24, False), 80: (35, 31, False), 81: (42, 40, True), 82: (39, 36, True)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_the_eighty_third_and_eighty_fourth_lists_measured_blind_on_the_build_that_says_where_to_mend(built):
    """Two lists written blind on the build whose broken English words say where to mend them (seeds 8312
    and 8412; no check changed after them): 47 of 48, every claimed kind at 0.8 or better, and 31 of 38,
    inconsistent terms 12 of 17 and alternatives 9 of 11.  Missed: "авиаударов" (the team decided
    авиаудар), "первоначальной расстановки" for the initial Rebel phase, the politics rules' казначей in
    lower case, Robinson's "сделать «Нож»" where items are made with создать, "Республики Бананов" as an
    inconsistent name (found as the alternative it is), a self-correction in parentheses ("(пара
    карточек)") and a translator's joke in the Chinese."""
    expected = {83: (48, 47, True), 84: (38, 31, False)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_the_politics_rules_author_s_parentheses_are_one_habit_read_and_said_as_a_reader_asked(built):
    """The politics rules' author follows a word with others in parentheses in 6 places; readers had
    judged the findings at each place false 10 times in 11 ("the author's constant explanatory-
    parenthesis style").  Said once (conventions.py), a reader judged the first wording partly
    (qa_precision133_new_checks.csv: "some add to the rule, cutting them all to one word would lose
    rule content"); said as a habit to read through, keeping what adds to the rule and dropping mere
    repeats, the next reader took it (qa_precision134_new_checks.csv).  Two fresh readers of this build
    (seeds 131, 132): 48 and 46 of 50; the eight readers of this release 374 of 400 (0.935)."""
    first = pd.read_csv(DATA / "qa_precision133_new_checks.csv", keep_default_na=False)
    second = pd.read_csv(DATA / "qa_precision134_new_checks.csv", keep_default_na=False)
    assert list(first.judgement) == ["partly"] and list(second.judgement) == ["actionable"]
    qa = built["qa"]
    habit = qa[(qa.corpus == "politics_ru") & qa.message.str.contains("the author's habit", regex=False)]
    assert list(habit.message) == list(second.message) and list(habit.location) == [49]
    assert not len(qa[(qa.corpus == "politics_ru") & qa.message.str.startswith("an alternative rendering in parentheses")])
    judged = fresh_readers(131, 132)
    assert (judged.judgement == "actionable").sum() == 94 and taken_still_reported(judged, qa)
    assert (fresh_readers(124, 125, 126, 127, 129, 130, 131, 132).judgement == "actionable").sum() == 374


def test_the_eighty_fifth_and_eighty_sixth_lists_measured_blind_before_the_conventions_were_said_once(built):
    """Two lists written blind on the build before conventions.py (seeds 8512 and 8612), measured on it
    before the change and again after: 49 of 57 both times (inconsistent terms 15 of 22), and 38 then 39
    of 43 (the lower-case "1vp" among "VP", now a finding of its own; inconsistent terms 10 then 11 of
    14).  Every VP, gloss, slash and second name the lists name at a line the convention's one finding
    names is found.  Missed: "первоначальной расстановки" again, "Римский консул" capitalised, "секция"
    beside раздел, "68 счётчиков" for the counters, "Игровое поле²" capitalised, Position left in one
    reviewer's line, and the politics rules' own "назвали (угадали)"."""
    expected = {85: (57, 49, False), 86: (43, 39, False)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_the_seventy_fifth_to_seventy_eighth_lists_measured_blind_on_this_release_s_last_build(built):
    """Four more lists written blind on this release's last build (seeds 7512-7812): 45 of 47, 49 of 53,
    47 of 52 and 37 of 39, each with **every claimed kind at 0.8 or better** (the seventy-seventh's spelling
    4 of 5).  Missed: 圖板, 防衛總統, "во время первоначальной расстановки", the reviewer's "68 счётчиков",
    "(в открытую)" and the politics rules' own "(спускается)" and "фиолетовый либо жёлтый"."""
    expected = {75: (47, 45, True), 76: (53, 49, True), 77: (52, 47, True), 78: (39, 37, True)}
    for n, (problems, found, all_kinds) in expected.items():
        list_holds(built, n, problems, found, every_kind=all_kinds)


def test_two_fresh_precision_readers_of_this_release_s_last_build_with_the_colon(built):
    """Seeds 111 and 112 on this release's last build (qa_precision{111,112}_again.csv): 46 and 47
    actionable, 93 of 100.  False: Rome's "HRAO" where the text defines it and its "(Repopulation
    Rome)".  This release's ten readers: 446 of 500 (0.89); the four who read its last two builds, 185
    of 200 (0.93).  Every finding they took is still reported."""
    judged = fresh_readers(111, 112)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 93
    assert taken_still_reported(judged, built["qa"])
    assert (fresh_readers(*range(103, 113)).judgement == "actionable").sum() == 446
    assert (fresh_readers(*range(109, 113)).judgement == "actionable").sum() == 185


def test_four_fresh_precision_readers_of_this_release_s_last_build(built):
    """Seeds 113 and 114, two more readers of this release's last build (qa_precision{113,114}_again.csv):
    37 and 44 actionable.  False: the seven ligatures broken in the Robinson English, all for one reader
    ("nothing to fix in the translation"), the politics rules' slashes (both), "Операция (сделка)",
    "Основной (большой)" and "UNN", Rome's "drm".  The four readers of the last build: 174 of 200 (0.87);
    this release's twelve: 527 of 600 (0.88).  Every finding they took is still reported."""
    judged = fresh_readers(113, 114)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 81
    assert taken_still_reported(judged, built["qa"])
    assert (fresh_readers(111, 112, 113, 114).judgement == "actionable").sum() == 174
    assert (fresh_readers(*range(103, 115)).judgement == "actionable").sum() == 527


def test_four_fresh_precision_readers_of_the_build_that_says_the_team_s_notes(built):
    """Seeds 115-118 on the build whose findings at a decided term written otherwise say the team's note
    (qa_precision{115..118}_again.csv): 45, 43, 43 and 41 actionable, 172 of 200 (0.86).  Every such finding
    drawn (11) was taken.  False: the contested author's glosses and slashes of the politics rules, Rome's
    English glosses and "1d6"/"HRAO" where the text defines them, the Chinese notes in parentheses, "e-mail",
    and a Chinese variant at a place already right (three readers).  The sixteen readers since the last
    release: 699 of 800 (0.87).  Every finding they took is still reported."""
    judged = fresh_readers(115, 116, 117, 118)
    assert len(judged) == 200 and (judged.judgement == "actionable").sum() == 172
    decided = judged[judged.message.str.contains("the team decided")]
    assert len(decided) == 11 and (decided.judgement == "actionable").all()
    assert taken_still_reported(judged, built["qa"])
    assert (fresh_readers(*range(103, 119)).judgement == "actionable").sum() == 699


def test_two_more_fresh_precision_readers_of_this_release_s_last_build(built):
    """Seeds 101 and 102 on the last build (qa_precision{101,102}_again.csv): 45 and 45 actionable; this
    release's six readers 268 of 300 (0.893), the four on its builds 179 of 200.  False: the politics
    rules' "Основной (большой)" where the circle is introduced, the Chinese "(道路)" (twice), the Robinson
    "этап выполнения действий" for the resolve Action phase, Rome's "(Vote Tally)" gloss.  Every finding
    they took is still reported."""
    judged = fresh_readers(101, 102)
    assert len(judged) == 100 and (judged.judgement == "actionable").sum() == 90
    assert taken_still_reported(judged, built["qa"])


def test_four_fresh_precision_readers_of_the_build_whose_source_side_findings_say_where_to_mend(built):
    """Seeds 119-122 on the build whose broken English words say that the memory and the termbase read
    the word mended and that the file itself is to be mended, and whose page numbers say what they are
    (qa_precision{119..122}_again.csv): 40, 47, 47 and 45 actionable, 179 of 200 (0.895).  All 22 broken
    words drawn were taken (two readers of seeds 101-118 had rejected every one said as "PDF extraction
    damage repaired", 14 of 103).  False: the contested glosses of the politics, Rome and Chinese texts
    again.  The twenty readers since the last release: 878 of 1,000.  Every finding they took is still
    reported."""
    judged = fresh_readers(119, 120, 121, 122)
    assert len(judged) == 200 and (judged.judgement == "actionable").sum() == 179
    broken = judged[judged.kind == "broken_ligature"]
    assert len(broken) == 22 and (broken.judgement == "actionable").all()
    assert broken.message.str.contains("mend it in the file itself").all()
    assert taken_still_reported(judged, built["qa"])
    assert (fresh_readers(*range(103, 123)).judgement == "actionable").sum() == 878


def test_a_reviewer_s_proposed_piece_that_leaves_a_choice_open_says_which(built):
    """A reviewer's proposed piece that still holds two options side by side (an alternatives_marked
    finding in the same cell) says so, in the proposal's own words: three precision readers of four had
    judged "протолкнуть (продавить)" partly right, as taken as written it leaves two verbs."""
    qa = built["qa"]
    pieces = qa[(qa.kind == "reviewer_suggestion") & qa.message.str.contains("proposes «", regex=False)]
    open_ = pieces[pieces.message.str.contains("leaves a choice of its own open", regex=False)]
    assert set(open_.message.str.extract(r"open \(«(.+?)»\)")[0]) == {"протолкнуть (продавить)", "убийство/устранение",
                                                                   "стражу Дворца (дворцовую гвардию)"}
    alternatives = qa[qa.kind == "alternatives_marked"]
    for r in open_.itertuples():
        assert len(alternatives[(alternatives.corpus == r.corpus) & (alternatives.location == r.location)
                                & (alternatives.cell == r.cell)]) == 1
    closed = pieces.drop(open_.index)
    assert len(closed) == 1 and not closed.message.str.contains("open").any()


def test_a_fresh_reader_of_every_reviewer_suggestion_and_the_ones_taken_stay(built):
    """All 37 reviewer_suggestion findings of the build whose proposed pieces say the choice they leave
    open, read by a fresh reader (qa_precision123_reviewer.csv): 30 actionable, 7 partly, none false.
    "протолкнуть (продавить)" is taken now (three readers of four had said partly); a piece leaving
    "стражу Дворца (дворцовую гвардию)" open was not said then ("the tool doesn't flag it") and is now: a
    noun phrase of a head and its genitive, then a parenthesis naming the thing in the head's case, is
    an alternative (qa._head_of_genitive).  Every finding the reader took is still reported."""
    judged = pd.read_csv(DATA / "qa_precision123_reviewer.csv", keep_default_na=False)
    assert len(judged) == 37 and judged.judgement.value_counts().to_dict() == {"actionable": 30, "partly": 7}
    assert (judged.kind == "reviewer_suggestion").all()
    assert taken_still_reported(judged, built["qa"])
    qa = built["qa"]
    guard = qa[(qa.corpus == "junta_en_ru") & (qa.location == 6) & (qa.cell == "C.4")]
    assert set(guard.kind) == {"alternatives_marked", "reviewer_suggestion"}


def test_four_fresh_precision_readers_of_the_build_that_says_a_text_s_conventions_once(built):
    """Seeds 124-127 on the build that says each convention of a text once for the whole text
    (conventions.py: "VP" kept in 8 places, the Rome text's six English glosses and its defined
    abbreviations, the politics rules' slashes and repeated second names), 629 findings down to 604
    (qa_precision{124..127}_again.csv): 47, 47, 45 and 48 actionable, 187 of 200 (0.935; seeds 119-122
    on the build before: 179); two more readers (seeds 129, 130): 48 and 45, the six 280 of 300 (0.933).
    The seven convention findings read apart by another reader (qa_precision128_new_checks.csv): 7
    taken.  Every finding they took is still reported."""
    judged = fresh_readers(124, 125, 126, 127)
    assert len(judged) == 200 and (judged.judgement == "actionable").sum() == 187
    judged = fresh_readers(124, 125, 126, 127, 129, 130)
    assert len(judged) == 300 and (judged.judgement == "actionable").sum() == 280
    apart = pd.read_csv(DATA / "qa_precision128_new_checks.csv", keep_default_na=False)
    assert len(apart) == 7 and (apart.judgement == "actionable").all()
    assert apart.message.str.contains("for the whole text", regex=False).sum() == 6
    assert taken_still_reported(judged, built["qa"]) and taken_still_reported(apart, built["qa"])
    # each convention one finding: no place of one said again at its place
    qa = built["qa"]
    assert not qa.message.str.contains("an abbreviation the text keeps in \\d+ places;", regex=True).any()
    assert not qa.message.str.contains("a gloss giving the term's English", regex=False)[qa.corpus == "rome_ru"].any()


def test_every_decision_of_the_team_names_a_term_of_the_build_and_area_s_places_are_reported(built):
    """glossary/decisions.csv decides a word for the map's areas (район); "area" is on the kit's term
    list (data/glossary/terms_en.txt), so the decision is applied, not kept with a warning, and the five
    places the first translation writes область for an area are findings naming район, and so are the
    translations that leave the area out, but for one that names the place by its thing."""
    decisions = pd.read_csv(ROOT / "glossary" / "decisions.csv", keep_default_na=False)
    summary = built["summary"]
    assert summary["decisions_applied"] == len(decisions)
    assert not [w for w in summary["warnings"] if "no term" in w]
    qa = built["qa"]
    area = qa[(qa.corpus == "junta_en_ru") & (qa.kind == "inconsistent_term") & qa.message.str.startswith("'area' rendered")]
    assert sorted(area.location) == [60, 65, 69, 71, 73]
    assert area.evidence.str.contains("област").all() and (area.expected == "район").all()
    # "в ячейку посольства" for "in an Embassy area" says the area with another term's word, and "начинают в
    # изначальных(?)" leaves it out; "в парламент" for "in the Parliament area" names the place by its thing,
    # as Russian does (two readers of two judged that finding false)
    missing = qa[(qa.kind == "key_term_missing") & qa.message.str.contains("'area'")]
    assert sorted(missing.location) == [44, 63]
