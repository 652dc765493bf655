"""RandomAgent: picks uniformly among the legal options; builds random legal structured choices."""
from __future__ import annotations

import random


class RandomAgent:
    needs_view = False          # it reads only the decision's options

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self._random = self.rng.random

    def choose(self, view, decision):
        options = decision.options
        if options is not None:
            return options[int(self._random() * len(options))]
        return decision.sample(self.rng)

    @classmethod
    def team(cls, seats: int, seed: int) -> list["RandomAgent"]:
        """One agent per seat, each with its own seed derived from ``seed``."""
        return [cls(seed * 1009 + seat) for seat in range(seats)]
