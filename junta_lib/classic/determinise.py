"""What a seat cannot see, redrawn: the determinisations a searching bot plays in (View.sample_world).

Hidden from a seat in JUNTA (game.py ``_view_data``): the other players' hands, the deck's order,
every other player's pocket money and Swiss Bank Account (row 18), the Foreign Aid deck (row 17),
the President's eight bills and the Budget's face-down stacks (unless he is the President, who drew
and made them: rows 30-31), the Locations chosen and not yet revealed (row 47), and every die and
shuffle to come.  ``resample`` pools the hidden cards, and the hidden bills, *sorted* (so the
truth's order says nothing), deals them back into piles of the same sizes, draws each unrevealed
Location uniformly among the Location cards, and gives the world a new random generator.

What it keeps: the number of cards and bills in each pile.  The number of cards in a hand is
public; the number of bills in a hidden pile is not (a small leak: the values, which decide the
game, are redrawn).  The straw men of a small table (K9) keep their own seeded habits.
"""
from __future__ import annotations

import random

from ..core.rng import redeal


def resample(world, seat: int, rng: random.Random) -> None:
    s = world.state
    others = [p for t, p in enumerate(s.players) if t != seat]
    redeal([p.hand for p in others] + [s.deck], rng)
    money = [p.pocket for p in others] + [p.swiss for p in others] + [s.aid]
    if seat != s.president:
        money += [s.drawn] + list(s.stacks.values())
    redeal(money, rng)
    if not s.locations_revealed:
        names = world.rules.locations.names
        for p in others:
            if p.location is not None:
                p.location = names[int(rng.random() * len(names))]
    world.rng = random.Random(rng.getrandbits(64))
