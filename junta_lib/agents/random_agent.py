"""RandomAgent: picks uniformly among the legal options; builds random legal structured choices.

Now and then (``side_share`` of its decisions) it takes a side action instead, when one is allowed
(JUNTA: resign, give money or cards, play an any-time card, propose to end a coup): rarely enough not
to flood the game, often enough that random games exercise them."""
from __future__ import annotations

import random

from ..i18n import N_
from .reasons import Reason, Reasoning

SIDE_SHARE = 0.02
#: why the random bot did anything
BY_CHANCE = Reason(N_("{name} plays at random: every legal choice is equally likely; there is no reason behind it."))


class RandomAgent(Reasoning):
    needs_view = False          # it reads only the decision's options
    reason = BY_CHANCE

    def __init__(self, seed: int | None = None, side_share: float = SIDE_SHARE):
        self.rng = random.Random(seed)
        self._random = self.rng.random
        self.side_share = side_share

    def choose(self, view, decision):
        r = self._random()                   # one draw: a side action below side_share, else an option
        share, options = self.side_share, decision.options
        if r >= share:
            if options is not None:          # the draw, stretched over the options
                return options[int((r - share) / (1.0 - share) * len(options))]
            return decision.domain.sample(self.rng)     # (decision.sample, one call shorter)
        menu = decision.side
        if menu is not None:
            return self.side(menu)
        if options is not None:
            return options[int(r / share * len(options))]
        return decision.domain.sample(self.rng)

    def side(self, menu):
        """One of the side actions of ``menu``, uniformly (a gift counts as one)."""
        count = len(menu.listed) + (menu.give is not None)
        pick = int(self._random() * count)
        if pick < len(menu.listed):
            return menu.listed[pick]
        return menu.give.sample(self.rng)

    @classmethod
    def team(cls, seats: int, seed: int, **kw) -> list["RandomAgent"]:
        """One agent per seat, each with its own seed derived from ``seed``."""
        return [cls(seed * 1009 + seat, **kw) for seat in range(seats)]
