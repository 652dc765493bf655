"""What a seat cannot see, redrawn: the determinisations a searching bot plays in (View.sample_world).

Hidden from a seat in Viva el Presidente! (game.py ``_view_data``): the other players' hands, the
cards promised to the others (unless he is the President, who placed them), the deck's order, the
militia orders set behind the screens and not yet revealed (viva 3), and every die still to roll.
``resample`` pools the hidden cards *sorted* (so the truth's order says nothing), deals them back
into piles of the sizes the seat sees, draws each hidden order uniformly among that player's legal
orders, and gives the world a new random generator.  The result depends on the view and ``rng`` only.

Kept as they are: the dice the President adds to a promise (advanced rules, forced attack).  Their
faces are public: he sets them openly and the story tells everyone ("gives ben a militia die set to
3", promises.py), so every seat knows them; only the cards of a promise are face down.
"""
from __future__ import annotations

import random

from ..core.rng import redeal
from .militia import order_options


def resample(world, seat: int, rng: random.Random) -> None:
    s = world.state
    piles = [s.hands[t] for t in range(s.n) if t != seat]
    if seat != s.president:
        piles += [s.promises[t] for t in range(s.n) if t != seat]
    piles.append(s.deck)
    redeal(piles, rng)
    if s.orders and not s.revealed:
        six = world.rules.dice.defend_president_face
        for t in range(s.n):
            if t != seat and s.orders[t]:
                options = order_options(s.n, s.dice[t], six)
                s.orders[t] = list(options[int(rng.random() * len(options))].faces)
    world.rng = random.Random(rng.getrandbits(64))
