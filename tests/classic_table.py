"""Arranging a JUNTA table for the rulebook's examples (used by the tests).

Cards and bills are moved, never created, so that the game's conservation checks still hold.
"""
from junta_lib.classic import new_game
from junta_lib.core.rng import load_dice


def default_cabinet(n, president):
    """A legal cabinet: Generals to the first three other families, the rest round the table."""
    others = [t for t in range(n) if t != president]
    positions = ["general_1", "general_2", "general_3", "minister", "admiral", "air_force"]
    out = {}
    for i, pos in enumerate(positions):
        out[pos] = others[i % len(others)]
    return out


def table(players=4, names=None, president=0, positions=None, hands=None, influence=None,
          pockets=None, swiss=None, drawn=None, locations=None, start="1 drawing", seed=1,
          situation="stable", bank="open", exiled=(), extra=None):
    def scenario(g):
        s = g.state
        for p in s.players:                       # every card back to the deck
            s.deck += p.hand
            p.hand = []

        def take_card(cid):
            assert cid in s.deck, f"{cid} is not in the deck"
            s.deck.remove(cid)
            return cid

        def take_bill(value):
            assert value in s.aid, f"no bill of {value} left in the Foreign Aid deck"
            s.aid.remove(value)
            return value

        for seat, cards in (hands or {}).items():
            s.players[seat].hand = [take_card(c) for c in cards]
        for seat, cards in (influence or {}).items():
            s.players[seat].influence = [take_card(c) for c in cards]
        for seat, bills in (pockets or {}).items():
            s.players[seat].pocket = [take_bill(b) for b in bills]
        for seat, bills in (swiss or {}).items():
            s.players[seat].swiss = [take_bill(b) for b in bills]
        s.drawn = [take_bill(b) for b in (drawn or [])]
        if start is None:                         # the first election still lies ahead (row 20)
            s.president = None
        else:
            s.president = president
            s.positions = dict(positions or default_cabinet(s.n, president))
        for seat, loc in (locations or {}).items():
            s.players[seat].location = loc
        for seat in exiled:
            s.players[seat].exiled, s.players[seat].embassy = True, "embassy_north"
        s.situation, s.bank = situation, bank
        g.start_phase = start
        if extra:
            extra(g)

    return new_game(players=players, seed=seed, names=names, scenario=scenario)


def act(game, kind, seat, action):
    d = game.pending()
    assert d is not None, "the game is over"
    assert (d.kind, d.player) == (kind, seat), \
        f"expected {kind} of seat {seat}, got {d.kind} of {d.player}: {d.prompt}"
    game.apply(action)


def answer(game, policy, until=None, limit=2000):
    """Answer decisions from ``policy`` {kind: action or callable(decision)} until ``until(game)``
    is true or a decision kind is not in the policy."""
    for _ in range(limit):
        d = game.pending()
        if d is None or (until and until(game)) or d.kind not in policy:
            return d
        choice = policy[d.kind]
        game.apply(choice(d) if callable(choice) else choice)
    raise AssertionError("answer(): too many decisions")


def loaded(game, rolls):
    return load_dice(game, rolls)


def everyone(action):
    return lambda d: action


def story_has(game, text):
    return any(text in line for line in game.story())


def done_if_asked(game, kind, seat):
    """Say "done" if ``seat`` is still asked for ``kind`` (a turn ends by itself once nothing is left)."""
    d = game.pending()
    if d is not None and (d.kind, d.player) == (kind, seat):
        game.apply("done")
