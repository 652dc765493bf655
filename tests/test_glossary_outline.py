"""An item of a Chinese rules text named one way in its outline and another at its heading
(glossary/outline.py): found where the names share most characters in order and neither holds the
other; a word added, a heading that is a sentence, a list of explanations and an unnumbered line stay
quiet."""
from __future__ import annotations

from junta_lib.glossary.outline import outline_names
from junta_lib.glossary.readers import read_lines


def check(*lines: str) -> list[tuple[int, str, str]]:
    found = outline_names(read_lines("\n".join(lines), "rules_zh"), ["rules_zh"])
    assert all(f[4] == "inconsistent_term" for f in found)
    return [(f[1], f[7].split("'")[1], f[6]) for f in found]


def test_an_item_named_two_ways_is_found_where_the_rarer_form_stands():
    assert check("流程：", "1. 抽牌", "2. 花錢", "3. 確認卡片數量",
                 "1.抽牌", "抽兩張。", "2.花錢階段", "花錢。", "3.確認卡牌張數", "確認卡牌張數：每人七張。") == [
        (4, "確認卡片數量", "確認卡牌張數")]


def test_written_as_often_each_way_both_places_are_findings():
    found = check("a.防禦者打出防禦卡", "b.攻擊者擲攻擊骰", "c.擲骰", "a.打出防禦卡", "說明。", "b.攻擊者丟出攻擊骰", "c.所有玩家擲骰")
    assert found == [(2, "攻擊者擲攻擊骰", ""), (6, "攻擊者丟出攻擊骰", "")]


def test_one_character_put_in_is_one_name():
    """"攻擊者出攻擊卡" in the outline, "攻擊者打出攻擊卡" at its heading: the spoken short verb, the same
    verb (seven precision readers of seven), no finding."""
    assert check("a.防禦者打出防禦卡", "b.攻擊者出攻擊卡", "c.擲骰", "a.打出防禦卡", "說明。", "b.攻擊者打出攻擊卡",
                 "c.所有玩家擲骰") == []


def test_a_word_added_a_sentence_an_explanation_list_and_other_numbers_stay_quiet():
    assert check("1. 抽牌", "2. 結算", "1.抽牌階段", "2.結算所有玩家骰點，總攻值相加") == []
    assert check("a. 攻擊某人：用民兵攻擊", "b. 防禦：自身防衛", "a.攻擊他人", "b.防衛") == []   # no outline
    assert check("1. 抽牌", "3. 花錢", "1.抽排", "3.花費") == []                                   # not 1, 2, 3


def test_an_item_referred_to_by_its_letter_otherwise_than_it_is_defined_is_found_at_the_reference():
    found = check("a. 攻擊：用民兵攻擊他人", "c. 幫總統防禦：替總統進行防禦", "說明。",
                  "*總統的兵永遠只能進行c.為總統防禦，而無法攻擊", "*若你是幫總統防禦，你一樣可出防禦卡",
                  "結算順序：a.結算對總統攻擊>b.總統右手邊玩家")
    # the definition is where the rules say what the item is: only the reference is the finding; a name
    # holding the defined one ("結算對總統攻擊" holds 攻擊) and a letter no line defines (b) stay quiet
    assert found == [(4, "為總統防禦", "幫總統防禦")]
