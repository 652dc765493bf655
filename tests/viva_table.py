"""Arranging a Viva el Presidente! table for the seed's examples (used by the tests)."""
from junta_lib.core.rng import load_dice
from junta_lib.viva import new_game


def arranged(president=0, deal=None, players=4, advanced=False, dice=None, buildings=None, seed=1):
    """A game whose first round deals exactly ``deal`` ({seat: [card ids]}) and whose President is
    ``president``.  Cards not dealt stay in the deck below the dealt ones."""
    deal = deal or {}

    def scenario(g):
        s = g.state
        s.president = president
        unknown = [c for cards in deal.values() for c in cards if c not in g.cards]
        assert not unknown, f"no such cards in the deck: {unknown}"
        order = []                              # the order in which phase 1 draws
        first = g.rules["drawing"]
        for i, seat in enumerate(s.clockwise(president)):
            want = list(deal.get(seat, []))
            count = s.n + first["president_extra"] if i == 0 else first["others_first_round"]
            assert len(want) <= count, f"seat {seat} draws only {count} cards in round 1"
            filler = [c for c in s.deck if c not in order and all(c not in d for d in deal.values())
                      and g.cards[c].effect == "money"]      # fillers never add a decision
            want += filler[: count - len(want)]
            order += want
        rest = [c for c in s.deck if c not in order]
        s.deck = rest + list(reversed(order))
        if dice:
            for seat, count in dice.items():
                s.supply[seat] -= count - s.dice[seat]
                s.dice[seat] = count
        if buildings:
            for seat, count in buildings.items():
                s.buildings[seat] = count

    return new_game(players=players, seed=seed, advanced=advanced, scenario=scenario)


def act(game, kind, seat, action):
    """Apply ``action`` after checking that the game asks ``seat`` for a decision of ``kind``."""
    d = game.pending()
    assert d is not None, "the game is over"
    assert (d.kind, d.player) == (kind, seat), f"expected {kind} of seat {seat}, got {d.kind} of {d.player}: {d.prompt}"
    game.apply(action)


def loaded(game, rolls):
    return load_dice(game, rolls)
