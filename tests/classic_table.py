"""Test helpers for JUNTA scenarios: the arranged table comes from the library."""
from junta_lib.classic.scenarios import arranged_game as table, default_cabinet  # noqa: F401
from junta_lib.core.rng import load_dice


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


def story_has(game, text):
    return any(text in line for line in game.story())


def done_if_asked(game, kind, seat):
    """Say "done" if ``seat`` is still asked for ``kind`` (a turn ends by itself once nothing is left)."""
    d = game.pending()
    if d is not None and (d.kind, d.player) == (kind, seat):
        game.apply("done")
