"""Viva el Presidente!: random games to the end, checking legality, saves, invariants and secrecy."""
import json

import pytest

from junta_lib.core import SaveFileError
from junta_lib.viva import new_game
from junta_lib.viva.state import victory_points

from engine_checks import assert_no_leak, check_determinism, check_random_games, random_playout


def invariants(g):
    s = g.state
    cards = s.deck + s.discard + s.table + [c for h in s.hands for c in h] + [c for p in s.promises for c in p]
    assert sorted(cards) == sorted(g.cards), "the 45 cards are not all accounted for"
    assert len(cards) == 45
    per = g.rules.dice.per_colour
    for colour in range(s.n):
        given = sum(len(d) for d in s.promised_dice) if colour == s.president else 0
        assert s.dice[colour] + s.supply[colour] + given == per, f"dice of colour {colour} lost"
        assert 0 <= s.dice[colour] <= per
    for seat in range(s.n):
        expected = s.buildings[seat] + sum(1 for c in s.hands[seat] if g.cards[c].effect == "vp_in_hand")
        if s.advanced and seat == s.president:
            expected += 1
        assert victory_points(s, seat, g.vp_cards, g.rules) == expected
        assert 0 <= s.buildings[seat] <= g.rules.spending.buildings_max


@pytest.mark.parametrize("players,advanced", [(3, False), (4, False), (5, False), (3, True), (4, True), (5, True)])
def test_random_games_keep_every_invariant_and_offer_only_legal_options(players, advanced):
    for g in check_random_games(new_game, range(4), invariants, players=players, advanced=advanced):
        r = g.result()
        assert r["over"] and r["winners"]
        target = 6 if advanced else 5
        assert max(r["vp"]) >= target or r["rounds"] == g.rules.limits.max_rounds


def test_views_hold_no_other_hand_no_other_promise_and_no_order_before_the_reveal():
    for seed in range(3):
        def on_step(g, d, step):
            s = g.state
            for seat in range(s.n):
                view = json.dumps(g.view(seat).to_dict())
                promised = [] if seat == s.president else [c for t in range(s.n) if t != seat for c in s.promises[t]]
                secrets = [c for t in range(s.n) if t != seat for c in s.hands[t]] + promised   # he placed them
                assert_no_leak(view, secrets)
                v = g.view(seat)
                if not s.revealed:
                    assert v["orders"] == {}
                    assert v["my_orders"] == s.orders[seat]

        random_playout(new_game(players=4, seed=seed, advanced=True), seed, on_step)


def test_same_seed_same_agents_same_game():
    check_determinism(new_game, 11, players=5)
    check_determinism(new_game, 12, players=3, advanced=True)


def test_save_files_refuse_bad_input_with_a_clear_reason():
    g = new_game(players=4, seed=3)
    with pytest.raises(SaveFileError, match="JSON"):
        type(g).from_json("{not json")
    with pytest.raises(SaveFileError, match="lacks"):
        type(g).from_json('{"game": "viva"}')
    bad = json.loads(g.to_json())
    bad["actions"] = ["nonsense"]
    with pytest.raises(SaveFileError, match="action #0"):
        type(g).from_json(json.dumps(bad))
    old = json.loads(g.to_json())
    old["format"] = 2                        # written before the rules of kit 0.2
    with pytest.raises(SaveFileError, match="format 2 is not supported.*rules, shuffles and dice"):
        type(g).from_json(json.dumps(old))
