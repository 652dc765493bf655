"""Bots say why: every decision of a bot has a sentence a student can read, and the play tables show
the reasons for the bots' public moves on request, never for a choice made behind a screen."""
import ipywidgets as w
import pytest

from junta_lib.agents import RandomAgent, heuristic_team
from junta_lib.classic import new_game as classic_game
from junta_lib.i18n import tr, using
from junta_lib.viva import new_game as viva_game
from junta_lib.widgets import GameTable

SECRET_KINDS = {"classic": {"location", "banking", "budget"}, "viva": {"militia"}}


def buttons(widget):
    if isinstance(widget, w.Button):
        return [widget]
    return [b for child in getattr(widget, "children", []) for b in buttons(child)]


@pytest.mark.parametrize("new_game,game", [(classic_game, "classic"), (viva_game, "viva")])
def test_every_decision_of_a_heuristic_bot_has_a_reason_and_the_secret_ones_are_marked(new_game, game):
    g = new_game(players=4, seed=6)
    team = heuristic_team(g, 6)
    seen = set()
    while not g.is_over():
        d = g.pending()
        bot = team[d.player]
        g.apply(bot.choose(g.view(d.player), d))
        text = bot.explain("ben")
        assert text.startswith("ben") and text.endswith(".") and "{" not in text
        if bot.reason.secret:
            seen.add(d.kind)
            assert d.kind in SECRET_KINDS[game], f"a reason for {d.kind} is marked secret"
        elif d.kind in SECRET_KINDS[game]:
            assert "at random" in text          # the habit fell back on chance: nothing to hide
    assert seen, "the game had secret choices"


def test_the_random_bot_says_it_has_no_reason_and_the_reasons_read_in_russian():
    bot = RandomAgent(1)
    g = viva_game(players=3, seed=1)
    bot.choose(None, g.pending())
    assert bot.explain("ana") == "ana plays at random: every legal choice is equally likely; there is no reason behind it."
    with using("ru"):
        russian = bot.explain("ана")
    assert russian.startswith("ана") and "наугад" in russian


@pytest.mark.parametrize("new_game,seat", [(classic_game, 0), (viva_game, 1)])
def test_the_table_says_why_a_bot_did_that_for_its_public_moves_only(new_game, seat):
    table = GameTable(new_game(players=4, seed=2), seat=seat)
    game = table.game
    secret_texts = set()
    for bot in table.agents:
        for reason in bot.WHY.values():
            if reason.secret:
                secret_texts.add(reason.text.split("{name}")[1][:40])
    asked = 0
    chinese = GameTable(new_game(players=4, seed=2), seat=seat, lang="zh_Hant")
    while not buttons(chinese.why_box):
        chinese.choose(RandomAgent(1, side_share=0).choose(None, chinese.game.pending()))
    assert all(b.description.endswith("為什麼這樣做？") for b in buttons(chinese.why_box))
    for _ in range(60):
        if game.is_over():
            break
        for b in buttons(table.why_box):
            assert b.description.startswith("Why did ") and b.description.endswith(" do that?")
            b.click()
            shown = table.why.value
            assert "<li>" in shown and tr("Why did {name} do that?", name=b.description[8:-9]) in shown
            assert not any(text in shown for text in secret_texts), "a secret choice was explained"
            asked += 1
        table.choose(RandomAgent(len(game.actions), side_share=0).choose(None, game.pending()))
    assert asked > 3
