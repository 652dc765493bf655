"""What a searching bot believes of what it cannot see: a model of the other players, applied to each
sampled world (``ISMCTS(belief=...)``) after the game's own determinisation drew it uniformly.

JUNTA's Locations are chosen behind a screen (row 40) and revealed only after every assassination
has been announced (row 47), so a sampled world draws them uniformly among the Location cards
(classic/determinise.py).  But the President is no die: he has just kept most of the Foreign Aid
(rows 30-34), it is in his pocket until he deposits it, and he can deposit it only at the Central
Bank (row 53).  Among four of the kit's heuristic players, when the assassins were announced the
President stood at the Central Bank in 678 of 695 rounds (games 1000-1059 of
benchmarks/search_strength.py; the others in 14% of theirs).  The sampled worlds do not know this:
they deal the money with no guess at who is rich (determinise.py), so a sampled President's pocket
is anybody's.  :func:`president_at_the_bank` puts him there in a share :data:`BANKER` of the worlds
while the bank is open (the rest keep the uniform draw).  It reads only the sampled world (which
Budget passed and whether the bank is open are public), never the real game.
"""
from __future__ import annotations

import random

#: the share of sampled worlds in which the President is at the Central Bank while it is open
BANKER = 0.95


def president_at_the_bank(world, seat: int, rng: random.Random) -> None:
    """While the Locations are hidden and the bank is open, the President (not ``seat``) is at the
    Central Bank in a share :data:`BANKER` of the worlds."""
    s = world.state
    president = s.president
    if s.locations_revealed or president is None or president == seat or s.bank != "open":
        return
    p = s.players[president]
    if p.location is not None and p.alive and rng.random() < BANKER:
        p.location = "central_bank"


__all__ = ["BANKER", "president_at_the_bank"]
