"""The searching bot's worlds (view.sample_world): consistent with everything the seat sees, never
holding what he could not know, and drawn from his view alone (what is hidden leaves no trace).

Positions come from seeded games of heuristic players: every decision of a chosen seat, across the
rounds (Budget votes with their face-down stacks on the table included)."""
import random
from collections import Counter

from junta_lib.agents import heuristic_team, make_bot
from junta_lib.classic import new_game as classic_game
from junta_lib.core import play, registry
from junta_lib.viva import new_game as viva_game


def positions(new_game, seed, seat, every=7, **options):
    """(game, decision) at every ``every``-th decision of ``seat`` in one game of heuristic players."""
    game = new_game(players=4, seed=seed, **options)
    team = heuristic_team(game, seed)
    count = 0
    while not game.is_over():
        d = game.pending()
        if d.player == seat:
            count += 1
            if count % every == 0:
                yield game, d
        game.apply(team[d.player].choose(game.view(d.player), d))


def classic_positions():
    for seed in (2, 5):
        for seat in (0, 3):
            yield from ((g, seat) for g, _ in positions(classic_game, seed, seat))


def hidden_cards(game, seat):
    s = game.state
    return Counter(s.deck + [c for t, p in enumerate(s.players) if t != seat for c in p.hand])


def hidden_bills(game, seat):
    s = game.state
    bills = list(s.aid) + [b for t, p in enumerate(s.players) if t != seat for b in p.pocket + p.swiss]
    if seat != s.president:
        bills += s.drawn + [b for stack in s.stacks.values() for b in stack]
    return Counter(bills)


def test_a_junta_world_shows_the_seat_exactly_what_he_sees_and_holds_only_what_he_cannot_place():
    budgets = 0
    for game, seat in classic_positions():
        world = game.view(seat).sample_world(random.Random(len(game.actions)))
        s, w = game.state, world.state
        assert world.view(seat).to_dict() == game.view(seat).to_dict()          # public and own: identical
        assert w.players[seat].hand == s.players[seat].hand                      # never another card in his hand
        assert hidden_cards(world, seat) == hidden_cards(game, seat)             # ... nor one he knows elsewhere
        assert w.discard == s.discard and [p.influence for p in w.players] == [p.influence for p in s.players]
        assert (w.players[seat].pocket, w.players[seat].swiss) == (s.players[seat].pocket, s.players[seat].swiss)
        assert w.box == s.box and hidden_bills(world, seat) == hidden_bills(game, seat)
        assert len(w.aid) == len(s.aid)                                           # public: 8 drawn a round
        assert all(not p.pocket for p in w.players if not p.alive)               # a dead man's pocket is gone
        for to, stack in w.stacks.items():                                        # a stack holds what was announced
            assert stack and sum(stack) >= w.announced[to]
        if seat != s.president and s.stacks:
            budgets += 1
        if seat == s.president:                                                   # he made the Budget himself
            assert (w.drawn, w.stacks) == (s.drawn, s.stacks)
    assert budgets, "no position with a Budget on the table was checked"


def test_how_many_bills_another_player_holds_is_not_kept_from_the_truth():
    """Two truths the seat cannot tell apart (a bill of one player's pocket is in another's Swiss
    account instead) give the same worlds; and across worlds the piles' sizes vary."""
    game = next(g for g, d in positions(classic_game, 4, 1, every=30))
    seat = 1
    one, other = game.replay(), game.replay()
    giver = next(p for t, p in enumerate(other.state.players) if t != seat and p.pocket)
    taker = next(p for t, p in enumerate(other.state.players) if t != seat and p is not giver)
    taker.swiss.append(giver.pocket.pop())
    assert one.view(seat).to_dict() == other.view(seat).to_dict()
    resample = registry.game_kind("classic").resample
    resample(one, seat, random.Random(3))
    resample(other, seat, random.Random(3))
    assert one.snapshot() == other.snapshot()
    sizes = {len(game.view(seat).sample_world(random.Random(k)).state.players[0 if seat else 2].swiss)
             for k in range(12)}
    assert len(sizes) > 2, f"another player's Swiss account always held {sizes} bills"


def generous_president(game, team):
    """Heuristic players, but a President who may add a die to a promise does so (the habits never do)."""
    d = game.pending()
    dice = [o for o in d.options or () if type(o).__name__ == "PromiseDie"]
    return dice[0] if d.kind == "promise" and dice else team[d.player].choose(game.view(d.player), d)


def test_a_viva_world_keeps_the_promised_dice_everyone_saw_set_and_redraws_the_promised_cards():
    game = viva_game(players=4, seed=11, advanced=True)
    team = heuristic_team(game, 11)
    found = 0
    while not game.is_over():
        s, seat = game.state, game.pending().player
        given = [t for t in range(s.n) if t != seat and s.promised_dice[t]]
        if given and seat != s.president:
            world = game.view(seat).sample_world(random.Random(found))
            assert world.state.promised_dice == s.promised_dice                  # set openly: kept
            assert world.view(seat).to_dict() == game.view(seat).to_dict()
            told = " ".join(line for line in game.story(seat) if "militia die set to" in line)
            assert all(f"set to {f}" in told for t in given for f in s.promised_dice[t])
            found += 1
        game.apply(generous_president(game, team))
    assert found, "no promised die was seen"


def test_the_search_plays_the_advanced_viva_rules_and_searches_their_decisions():
    game = viva_game(players=3, seed=6, advanced=True)
    team = heuristic_team(game, 6)
    bots = {seat: make_bot("ismcts-6", game, seat, 6) for seat in (0, 1)}
    team[0], team[1] = bots[0], bots[1]
    searched = Counter()
    while not game.is_over():
        d = game.pending()
        if d.player in bots:
            choice = bots[d.player].choose(game.view(d.player), d)
            if len(d.options) > 1:
                assert bots[d.player].explain("ana").startswith("ana searched 6 sampled worlds")
                searched[d.kind] += 1
                searched["promise with dice"] += any(type(o).__name__ == "PromiseDie" for o in d.options)
        else:
            choice = generous_president(game, team)
        game.apply(choice)
    assert searched["promise with dice"] and searched["militia"], searched
    assert any(e.kind == "promise_die" for e in game.events)


def test_the_junta_search_opens_the_habits_choice_first_and_widens_slowly():
    from junta_lib.agents.ismcts import JUNTA_SEARCHED, JUNTA_STAKES
    game, d = next((g, d) for g, d in positions(classic_game, 9, 1, every=3) if d.options and len(d.options) > 4
                   and d.kind in JUNTA_SEARCHED and d.kind not in JUNTA_STAKES)   # searched, and widened
    bot = make_bot("ismcts-3", game, 1, 9)
    habit = make_bot("ismcts-3", game, 1, 9).fallback.choose(game.view(1), d)     # the fallback's first choice
    bot.choose(game.view(1), d)
    opened = [o for o, node in bot.last["choices"] if node is not None]
    assert bot.last["worlds"] == 3 and habit.to_json() in [o.to_json() for o in opened]
    assert len(opened) == 2                       # 3 iterations: the habit's, one more, then a choice between them
    assert ("each played to the end of the next round and judged by what each player put in the Swiss Bank "
            "meanwhile, beside the others") in bot.explain("ben")
    play(game, heuristic_team(game, 1))


def test_a_sampled_junta_world_plays_on_to_its_end_with_random_players():
    """A world's redrawn money and cards must agree with what the rules' flows hold (Budgets voted
    on, Alternative Budgets, payments): random players run into every corner."""
    from junta_lib.agents import RandomAgent
    from junta_lib.agents.ismcts import rollout
    played = 0
    for seed in range(4):
        game = classic_game(players=4, seed=seed)
        team = RandomAgent.team(4, seed)
        while not game.is_over():
            d = game.pending()
            if len(game.actions) % 15 == 0:
                world = game.view(d.player).sample_world(random.Random(len(game.actions)))
                rollout(world, random.Random(seed))
                assert world.is_over()
                played += 1
            game.apply(team[d.player].choose(game.view(d.player), d))
    assert played > 50


def test_a_habit_is_overturned_only_by_a_choice_that_did_clearly_better():
    from junta_lib.agents.ismcts import Node, keep_habit

    def node(values):
        n = Node()
        n.visits, n.value, n.square = len(values), sum(values), sum(v * v for v in values)
        return n
    keys = ["a", "habit", "b"]
    close = {"a": node([1, 0, 1, 0, 1, 0]), "habit": node([0, 1, 0, 1, 0]), "b": node([0])}
    assert keep_habit([0, 1, 2], keys, close, "habit", 1.0)[0] == 1          # 50% against 40%: noise
    clear = {"a": node([1, 1, 1, 1, 0.9, 1]), "habit": node([0, 0.1, 0, 0.2, 0]), "b": node([0])}
    assert keep_habit([0, 1, 2], keys, clear, "habit", 1.0) == [0, 1, 2]
    rare = {"a": node([0, 0, 0, 0, 0, 0]), "habit": node([0, 0, 0, 0, 0, 0]), "b": node([1])}
    assert keep_habit([0, 1, 2], keys, rare, "habit", 1.0)[0] == 1          # one lucky playout is not evidence


def alternative_on_the_table():
    """ana's Budget (her own 2 million in ben's stack) defeated; cid's Alternative Budget (one 1
    million to dan) now voted on, dan to vote: ana's Budget waits."""
    from classic_table import act, answer, table
    g = table(drawn=[1, 1, 1, 1, 1, 3, 3, 3], start="4 budget", hands={2: ["alternative_budget"]}, pockets={0: [2]})
    g.apply({"stacks": [{"to": 1, "bills": [3, 2], "announced": 5}]})
    answer(g, {"gift": {}, "vote": {"family": "against"}}, until=lambda gm: gm.pending().kind not in ("vote", "gift"))
    act(g, "alternative_budget", 2, {"play": "alternative_budget"})
    g.apply({"stacks": [{"to": 3, "bills": [1], "announced": 1}]})
    answer(g, {"gift": {}, "vote": {"family": "against"}}, until=lambda gm: gm.pending().player == 3)
    assert g.state.alternative["own"] == [2] and g.pending().kind == "vote"
    return g


def test_the_presidents_waiting_budget_is_redrawn_for_those_who_cannot_see_it():
    """The defeated Budget waiting while an Alternative Budget is voted on is hidden from all but
    the President: two truths that differ only in its stacks give dan the same worlds, and every
    world keeps the bills' total when the Alternative is defeated and the President's Budget returns."""
    game = alternative_on_the_table()
    truth, other = game.replay(), game.replay()
    waiting = other.state.alternative                       # ben's stack 3+1+1, ana kept a 2 back instead
    waiting["stacks"][1][:] = [3, 1, 1]
    waiting["drawn"][:] = [1, 1, 1, 3, 3]
    waiting["own"][:] = []
    assert truth.view(3).to_dict() == other.view(3).to_dict() and truth.snapshot() != other.snapshot()
    resample = registry.game_kind("classic").resample
    resample(truth, 3, random.Random(5))
    resample(other, 3, random.Random(5))
    assert truth.snapshot() == other.snapshot(), "a world depends on the President's hidden stacks"
    for seed in range(6):
        for seat in range(4):
            world = game.view(seat).sample_world(random.Random(seed))
            total = world.state.money_total()
            assert world.view(seat).to_dict() == game.view(seat).to_dict()
            waiting = world.state.alternative
            if seat == 0:                                   # ana knows her own Budget, and her Aid is on the table
                assert waiting == game.state.alternative
                on_table = sorted(world.state.drawn + world.state.stacks[3])
                assert Counter(on_table) - Counter(world.state.budget_own) == Counter([1, 1, 1, 1, 1, 3, 3, 3])
            assert sum(waiting["stacks"][1]) >= 5
            while world.pending().kind in ("vote", "gift"):
                world.apply({} if world.pending().kind == "gift" else {"family": "against"})
            assert world.state.alternative is None and "alternative_defeated" in [e.kind for e in world.events]
            assert world.state.money_total() == total, (seed, seat)
