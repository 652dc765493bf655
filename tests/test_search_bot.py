"""The searching bot (ISMCTS): it plays in worlds sampled from its own view, so the truth it cannot
see never changes its choices; it says why with its search's figures."""
import random

import pytest

from junta_lib.agents import ISMCTS, heuristic_team, make_bot
from junta_lib.classic import new_game as classic_game
from junta_lib.core import IllegalAction
from junta_lib.viva import new_game as viva_game


def advance(game, seat, steps, seed=1):
    """Heuristic players move the game on until ``seat`` has a real choice, at least ``steps`` actions in."""
    team = heuristic_team(game, seed)
    while True:
        d = game.pending()
        if len(game.actions) >= steps and d.player == seat and d.options and len(d.options) > 2:
            return d
        game.apply(team[d.player].choose(game.view(d.player), d))


def hide_differently(game, seat):
    """Change what ``seat`` cannot see: the other hands and the deck swap cards, the dice to come change."""
    s = game.state
    if game.GAME == "viva":
        other = next(t for t in range(s.n) if t != seat and s.hands[t])
        s.hands[other][0], s.deck[0] = s.deck[0], s.hands[other][0]
        s.deck.reverse()
    else:
        other = next(p for t, p in enumerate(s.players) if t != seat and p.hand)
        other.hand[0], s.deck[0] = s.deck[0], other.hand[0]
        s.deck.reverse()
        pockets = [p for t, p in enumerate(s.players) if t != seat and p.pocket]
        if pockets and s.aid:
            pockets[0].pocket[0], s.aid[0] = s.aid[0], pockets[0].pocket[0]
    game.rng = random.Random(999)


@pytest.mark.parametrize("new_game,steps", [(viva_game, 20), (classic_game, 120)])
def test_its_choice_does_not_change_when_the_hidden_state_of_the_game_is_changed(new_game, steps):
    game = new_game(players=4, seed=3)
    seat = 1
    advance(game, seat, steps)
    first = ISMCTS(seat, 7, playouts=12).choose(game.view(seat), game.pending())
    seen = game.view(seat).to_dict()
    hide_differently(game, seat)                       # the truth changes, his view does not
    assert game.view(seat).to_dict() == seen
    assert ISMCTS(seat, 7, playouts=12).choose(game.view(seat), game.pending()) == first


@pytest.mark.parametrize("new_game,steps", [(viva_game, 20), (classic_game, 120)])
def test_a_sampled_world_depends_on_what_the_seat_has_seen_never_on_the_hidden_truth(new_game, steps):
    from junta_lib.core import registry
    game = new_game(players=4, seed=3)
    seat = 1
    advance(game, seat, steps)
    truth, other_truth = game.replay(), game.replay()
    hide_differently(other_truth, seat)                # two truths the seat cannot tell apart
    assert truth.view(seat).to_dict() == other_truth.view(seat).to_dict()
    assert truth.snapshot() != other_truth.snapshot()
    resample = registry.game_kind(game.GAME).resample
    resample(truth, seat, random.Random(5))
    resample(other_truth, seat, random.Random(5))
    assert truth.snapshot() == other_truth.snapshot(), "a sampled world depends on the hidden truth"
    world = game.view(seat).sample_world(random.Random(6))
    assert world.view(seat).to_dict() == game.view(seat).to_dict()          # what he sees is kept ...
    assert world.snapshot() != game.snapshot()                              # ... the rest redrawn


def test_a_sampled_world_replays_the_seen_history_and_redraws_the_others_hands():
    game = viva_game(players=4, seed=8)
    advance(game, 0, 15)
    world = game.view(0).sample_world(random.Random(1))
    assert world.actions == game.actions and world.state.hands[0] == game.state.hands[0]
    assert world.state.hands[1:] != game.state.hands[1:]
    hidden = lambda g: sorted(sum(g.state.hands[1:] + g.state.promises[1:], []) + g.state.deck)   # noqa: E731
    assert game.state.president != 0 and hidden(world) == hidden(game)


def test_the_search_says_why_with_its_figures_and_a_budget_is_named_in_the_bot():
    game = viva_game(players=3, seed=4)
    d = advance(game, 0, 5)
    bot = make_bot("ismcts-20", game, 0, 1)
    assert bot.playouts == 20
    bot.choose(game.view(0), d)
    text = bot.explain("ana")
    assert text.startswith("ana searched 20 sampled worlds") and "playouts" in text
    assert make_bot("ismcts-50ms", game, 0, 1).millis == 50
    with pytest.raises(IllegalAction, match="unknown bot 'ismcts-x'; the bots are random .*ismcts"):
        make_bot("ismcts-x", game, 0, 1)


def test_a_seeded_search_chooses_the_same_and_plays_a_whole_game_legally():
    from junta_lib.core import play
    game = viva_game(players=3, seed=2)
    team = heuristic_team(game, 2)
    team[1] = make_bot("ismcts-8", game, 1, 2)
    play(game, team)
    again = viva_game(players=3, seed=2)
    team = heuristic_team(again, 2)
    team[1] = make_bot("ismcts-8", again, 1, 2)
    play(again, team)
    assert game.is_over() and game.digest() == again.digest()


def advance_to(game, kind, seat=None, seed=1, nth=1):
    """Heuristic players move the game on to the ``nth`` decision of ``kind`` (of ``seat`` if named)."""
    team = heuristic_team(game, seed)
    while True:
        d = game.pending()
        if d.kind == kind and (seat is None or d.player == seat):
            nth -= 1
            if not nth:
                return d
        game.apply(team[d.player].choose(game.view(d.player), d))


@pytest.mark.parametrize("kind", ["budget", "vote", "cabinet"])
def test_a_junta_shortlist_starts_with_the_habit_and_holds_only_legal_different_answers(kind):
    from junta_lib.agents import JuntaHeuristic
    from junta_lib.agents.shortlists import junta_shortlist
    game = classic_game(players=5, seed=11)
    d = advance_to(game, kind, nth=3)
    view = game.view(d.player)
    habit = JuntaHeuristic(d.player, 1).choose(view, d)
    listed = junta_shortlist(view, d, habit, random.Random(2))
    assert listed[0] == habit and len(listed) >= 3
    assert len({repr(a.to_json()) for a in listed}) == len(listed)
    for action in listed:
        d.domain.check(action)                         # each one legal here
    if kind == "vote":
        hand = set(view["hand"])
        assert {c for a in listed for _, c in a.casts} == set(d.info["choices"])   # each choice on the ballot
        assert all(len({c for _, c in a.casts}) == 1 for a in listed[1:])            # ... all his votes to one
        assert not any(src in hand for a in listed[1:] for src, _ in a.casts)
    if kind == "budget":
        assert listed[1].stacks == ()                   # nothing to anybody: the President keeps the Aid


def test_the_junta_search_compares_budgets_and_votes_and_says_so_keeping_the_budget_behind_its_screen():
    game = classic_game(players=4, seed=11)
    d = advance_to(game, "budget")
    bot = make_bot("ismcts-12", game, d.player, 3)
    choice = bot.choose(game.view(d.player), d)
    d.domain.check(choice)
    assert bot.last["worlds"] == 12 and bot.reason.secret                 # the stacks are face down
    text = bot.explain("ana")
    assert text.startswith("ana searched 12 sampled worlds")
    (_, chosen), (_, other) = bot.last["choices"]
    if other.value / other.visits > chosen.value / chosen.visits:         # the habit kept on thin evidence
        assert "too few to be sure it is better, so he kept to his habit" in text
    else:
        assert "the next best" in text
    game.apply(choice)
    d = advance_to(game, "vote")
    bot = make_bot("ismcts-12", game, d.player, 3)
    bot.choose(game.view(d.player), d)
    assert bot.last["worlds"] == 12 and not bot.reason.secret             # a vote is cast openly
    seen = game.view(d.player).to_dict()
    again = make_bot("ismcts-12", game, d.player, 3).choose(game.view(d.player), d)
    hide_differently(game, d.player)                                        # the truth changes, his view does not
    assert game.view(d.player).to_dict() == seen
    assert make_bot("ismcts-12", game, d.player, 3).choose(game.view(d.player), d) == again


def test_the_search_proposes_an_alternative_budget_from_the_bills_it_took():
    """The Alternative Budget's proposer keeps, in every world, the Foreign Aid he took (his view's
    ``drawn``): each Budget he compares can be laid down there."""
    game = classic_game(players=4, seed=11)
    team = heuristic_team(game, 11)
    while not (game.pending().kind == "budget" and game.pending().player != game.state.president):
        d = game.pending()
        game.apply(team[d.player].choose(game.view(d.player), d))
    d = game.pending()
    view = game.view(d.player)
    assert view["drawn"] == sorted(d.info["drawn"])
    from junta_lib.agents import JuntaHeuristic
    from junta_lib.agents.shortlists import junta_shortlist
    budgets = junta_shortlist(view, d, JuntaHeuristic(d.player, 1).choose(view, d), random.Random(1))
    assert len(budgets) >= 3
    for seed in range(10):
        for budget in budgets:
            world = view.sample_world(random.Random(seed))
            assert sorted(world.state.drawn) == view["drawn"]
            world.apply(budget)
    bot = make_bot("ismcts-8", game, d.player, 1)
    choice = bot.choose(game.view(d.player), d)
    assert bot.last["worlds"] == 8
    game.apply(choice)


def test_a_junta_playout_is_judged_by_what_each_seat_gained_beside_the_others_not_by_his_lead():
    """A seat 30 million behind who banks 4 million while the others bank nothing scores 0.73, as
    one level with the leader would; measured from the same world's start, so what the seat does
    not know of the others' accounts weighs the same before and after."""
    from junta_lib.agents.ismcts import Standing
    game = classic_game(players=4, seed=3)
    advance(game, 1, 40)
    swiss = [p.swiss for p in game.state.players]
    for pile, bills in zip(swiss, ([10, 10, 10], [], [], [])):
        pile[:] = bills
    judge, level = Standing("swiss", 4.0, gain=True), Standing("swiss", 4.0)
    start = judge.start(game)
    assert judge(game, start) == [0.5] * 4                           # nothing changed: even
    swiss[1].append(12)
    gained = judge(game, start)                                       # 12 beyond the others' mean of 0
    assert round(gained[1], 2) == 0.95 and round(gained[0], 2) == round(gained[2], 2) == 0.27
    assert level(game)[1] < 0.02                                      # the lead itself: nearly hopeless


def test_a_belief_puts_the_president_at_the_open_bank_in_most_worlds_never_reading_the_truth():
    from junta_lib.agents.beliefs import BANKER, president_at_the_bank
    game = classic_game(players=4, seed=1003)
    d = advance_to(game, "assassination")
    seat, s = d.player, game.state
    president = s.president
    assert president != seat and s.bank == "open" and not s.locations_revealed
    truth, other_truth = game.replay(), game.replay()
    other_truth.state.players[president].location = "home"           # a truth the seat cannot tell apart
    assert truth.view(seat).to_dict() == other_truth.view(seat).to_dict()
    at_bank = uniform = 0
    for k in range(40):
        worlds = [g.view(seat).sample_world(random.Random(k)) for g in (truth, other_truth)]
        uniform += worlds[0].state.players[president].location == "central_bank"
        for world in worlds:
            president_at_the_bank(world, seat, random.Random(k))
        assert worlds[0].snapshot() == worlds[1].snapshot(), "the belief depends on the hidden truth"
        assert worlds[0].state.players[seat].location == s.players[seat].location      # his own is kept
        at_bank += worlds[0].state.players[president].location == "central_bank"
    assert uniform <= 16 and at_bank >= 40 * BANKER - 4
    world = game.view(seat).sample_world(random.Random(1))
    world.state.bank = "lunch"                                       # a closed bank: the uniform draw stands
    where = [p.location for p in world.state.players]
    president_at_the_bank(world, seat, random.Random(1))
    assert [p.location for p in world.state.players] == where


def test_a_decision_at_stake_is_searched_with_more_playouts_and_every_choice_open():
    game = classic_game(players=4, seed=1003)
    d = advance_to(game, "assassination")
    bot = make_bot("ismcts-6", game, d.player, 1)
    bot.stakes = {"assassination": 3}
    bot.choose(game.view(d.player), d)
    assert bot.last["worlds"] == 18
    bot.stakes = {}
    bot.choose(game.view(d.player), d)
    assert bot.last["worlds"] == 6
