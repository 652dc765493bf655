"""Loaded dice for rulebook examples and classroom "what if" scenarios.

``LoadedDice(game.rng, [6, 1, 4])`` makes the next three die rolls 6, 1 and 4, then falls back to
the game's own seeded generator.  Shuffles and random card picks are never loaded.
"""
from __future__ import annotations

import random
from collections import deque


class LoadedDice(random.Random):
    def __init__(self, base: random.Random, rolls):
        super().__init__()
        self.base = base
        self.rolls = deque(rolls)
        self.setstate(base.getstate())

    def randint(self, a: int, b: int) -> int:
        if self.rolls:
            value = self.rolls.popleft()
            if not a <= value <= b:
                raise ValueError(f"loaded roll {value} is outside {a}..{b}")
            return value
        return super().randint(a, b)


def load_dice(game, rolls) -> LoadedDice:
    """Replace ``game``'s dice with loaded ones (tests and teaching only: not replayable)."""
    game.rng = LoadedDice(game.rng, rolls)
    return game.rng


def pick(rng: random.Random, items):
    """One of ``items`` chosen uniformly (cheaper than ``rng.choice`` in the samplers' inner loops)."""
    return items[int(rng.random() * len(items))]


def redeal(piles: list[list], rng: random.Random) -> None:
    """Pool the items of ``piles`` *sorted* (so their order says nothing of where they were), shuffle
    them with ``rng`` and deal them back into the same piles, in place, the same sizes (the games'
    determinisations: what a seat cannot see, redrawn)."""
    pool = sorted(item for pile in piles for item in pile)
    rng.shuffle(pool)
    for pile in piles:
        size = len(pile)
        pile[:] = pool[:size]
        del pool[:size]
