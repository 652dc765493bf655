"""Test helpers for Viva el Presidente! scenarios: the arranged table comes from the library."""
from junta_lib.core.rng import load_dice
from junta_lib.viva.scenarios import arranged_game as arranged  # noqa: F401


def act(game, kind, seat, action):
    """Apply ``action`` after checking that the game asks ``seat`` for a decision of ``kind``."""
    d = game.pending()
    assert d is not None, "the game is over"
    assert (d.kind, d.player) == (kind, seat), f"expected {kind} of seat {seat}, got {d.kind} of {d.player}: {d.prompt}"
    game.apply(action)


def loaded(game, rolls):
    return load_dice(game, rolls)
