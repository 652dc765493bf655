"""Checks every engine must pass, in the manner of OpenSpiel's random-simulation tests."""
import json
import random

import pytest

from junta_lib.agents import RandomAgent
from junta_lib.core import IllegalAction


def random_playout(game, seed, on_step=None, max_steps=100_000):
    agents = RandomAgent.team(len(game.state.names), seed)
    step = 0
    while not game.is_over():
        d = game.pending()
        if on_step:
            on_step(game, d, step)
        game.apply(agents[d.player].choose(None, d))
        step += 1
        assert step < max_steps, "the game does not end"
    if on_step:
        on_step(game, None, step)
    return game


def check_options_legal(game, d, rng, limit=6):
    """Apply a few offered options (or sampled structured ones) to copies of the game."""
    if d.options is not None:
        assert d.options, f"decision {d.kind} offers no option"
        picks = d.options if len(d.options) <= limit else rng.sample(d.options, limit)
    else:
        picks = [d.sample(rng) for _ in range(3)]
    for action in picks:
        d.check(action)
        copy = game.replay()
        copy.apply(action)           # must not raise


def check_round_trip(game):
    copy = type(game).from_json(game.to_json())
    assert copy.snapshot() == game.snapshot()


def check_illegal_is_refused_unchanged(game, d):
    before = game.snapshot()
    for junk in ({"no": "such action"}, "surely-not-an-option", [999]):
        with pytest.raises(IllegalAction) as err:
            game.apply(junk)
        assert str(err.value)
    assert game.snapshot() == before


def check_determinism(new_game, seed, **kw):
    a = random_playout(new_game(seed=seed, **kw), seed)
    b = random_playout(new_game(seed=seed, **kw), seed)
    assert a.actions == b.actions and a.digest() == b.digest()
    assert a.story() == b.story()
    assert not any("{" in line or "}" in line for line in a.story())     # every fact found its words


def assert_no_leak(view_json: str, secrets):
    for secret in secrets:
        assert json.dumps(secret) not in view_json, f"{secret!r} leaked into a view"


def sampled(every, rng_seed=0):
    rng = random.Random(rng_seed)
    return lambda step: rng.random() < 1.0 / every


def check_random_games(new_game, seeds, invariants, every=25, **kw):
    """Random games to the end; invariants at every step; at sampled steps the offered options are
    applied to copies, the save file round-trips and junk actions are refused with nothing changed."""
    games = []
    for seed in seeds:
        rng = random.Random(seed)
        pick = sampled(every, seed)

        def on_step(g, d, step):
            invariants(g)
            if d is not None and pick(step):
                check_options_legal(g, d, rng)
                check_round_trip(g)
                check_illegal_is_refused_unchanged(g, d)

        games.append(random_playout(new_game(seed=seed, **kw), seed, on_step))
    return games
