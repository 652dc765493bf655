"""Viva el Presidente!, phase 5: the purse of the player spending money, on the table (viva 5 and
rules/viva.md: the Foreign Aid cards handed in during a turn make one purse; what is left when the
turn ends is lost).  What the player sees - his view, the board, the form - says what is in the
purse, what is left to spend and which cards were handed in."""
import re

from junta_lib.lessons.viva import bens_turn_to_spend
from junta_lib.widgets.board import viva_svg
from junta_lib.widgets.forms import form_for
from junta_lib.widgets.table import me_html


def words(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_after_a_building_paid_with_a_4_and_a_3_the_view_shows_the_4_in_the_purse_and_3_million_left():
    g = bens_turn_to_spend(["aid4-1", "aid3-2"])
    assert g.view(1)["money"] == 7 and g.view(1)["purse"]["left"] == 7
    g.apply("building")
    v = g.view(1)
    assert v["hand"] == ["aid3-2"] and v["money"] == 3
    assert v["purse"] == {"seat": 1, "bought": ["building"], "spent": 4, "handed_in": [], "paying": ["aid4-1"],
                          "in_purse": 4, "left": 3}
    other = g.view(2)["purse"]
    assert other == {"seat": 1, "bought": ["building"], "spent": 4, "handed_in": []}    # not ben's hand
    g.apply("die")                                     # 6 owed: both cards, 1 million over
    v = g.view(1)
    assert v["hand"] == [] and v["money"] == 0
    assert v["purse"]["paying"] == ["aid4-1", "aid3-2"] and v["purse"]["left"] == 1 and v["purse"]["in_purse"] == 7
    assert g.state.hands[1] == ["aid4-1", "aid3-2"]    # handed in when his turn ends, not before
    g.apply("done")
    assert g.state.hands[1] == [] and g.view(1)["purse"]["seat"] == 2          # cid's turn to spend


def test_cards_handed_in_for_a_card_and_a_spent_foreign_aid_are_listed_as_handed_in():
    """viva 5.c, the seed's example: a card bought for 1 million is paid before it is drawn; the
    Foreign Aid 3 million it turns out to be, spent, goes into the purse too."""
    g = bens_turn_to_spend(["aid1-7", "yacht-1"])
    s = g.state
    for pile in (s.deck, s.discard, *s.hands):
        if "aid3-1" in pile:
            pile.remove("aid3-1")
    s.deck.append("aid3-1")
    g.apply("card")
    v = g.view(1)
    assert v["purse"]["handed_in"] == ["aid1-7"] and v["purse"]["left"] == 0 and "aid3-1" in v["hand"]
    g.apply("spend")
    v = g.view(1)
    assert v["purse"]["handed_in"] == ["aid1-7", "aid3-1"] and v["purse"]["left"] == 3 and v["money"] == 0
    assert g.view(3)["purse"]["handed_in"] == ["aid1-7", "aid3-1"]                       # public


def test_the_board_the_hand_line_and_the_buy_form_show_the_purse():
    g = bens_turn_to_spend(["aid4-1", "aid3-2"])
    g.apply("building")
    board = words(viva_svg(g, 1))
    assert "Your purse this turn: 4 million (4 million)" in board
    assert "left to spend: 3 million" in board and "Going from your hand into the purse: 4 million" in board
    others = words(viva_svg(g, 2))
    assert "ben is spending money: bought: building (4 million); handed in: none" in others
    assert "left to spend" not in others and "Going from" not in others        # ben's hand is his
    mine = words(me_html(g, 1))
    assert "Money: 3 million" in mine.replace(" :", ":") and "4 million (handed in when your turn ends" in mine
    form = form_for(g, g.pending(), lambda a: None)
    assert "left to spend: 3 million" in form.widget.children[0].value
    g.apply("die")
    g.apply("done")
    assert "Your purse" not in words(viva_svg(g, 1))          # ben's turn is over: cid's purse is cid's
