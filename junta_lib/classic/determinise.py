"""What a seat cannot see, redrawn: the determinisations a searching bot plays in (View.sample_world).

Hidden from a seat in JUNTA (game.py ``_view_data``): the other players' hands, the deck's order,
every other player's pocket money and Swiss Bank Account (row 18), the Foreign Aid deck (row 17),
the President's eight bills and the Budget's face-down stacks (unless he is the President, who drew
and made them: rows 30-31), the Locations chosen and not yet revealed (row 47), and every die and
shuffle to come.

``resample`` keeps what the seat knows and redraws the rest, from pools sorted first (so the truth's
order says nothing):

- the cards: the number of cards in each hand and in the deck is public; the other hands and the
  deck are pooled and dealt back in piles of those sizes (the seat's own hand, the discards and the
  face-up Influence cards stay where they are);
- the money: the seat knows his own pocket and account, the bills in the game box (paid openly),
  and, as President, the Foreign Aid he drew and the stacks he made.  Every other bill is pooled.
  The Foreign Aid deck keeps its size: nothing returns to it, and everyone saw how many bills were
  taken from it (eight a round, row 30; one per Secret Party Donation), so its size is public.  How
  many bills another player holds, in his pocket or in Switzerland, is *not* public (bills change
  hands face down: stacks, gifts, deposits, a dead man's pocket), so those piles are not kept: each
  face-down stack on the table is dealt bills until it is worth its public announcement (row 31: a
  stack holds at least what was announced), the President's undistributed bills make up the rest of
  the bills he drew, and every remaining bill goes to the pocket of a living other player or to the
  Swiss account of any other player, each pile equally likely;
- each unrevealed Location is drawn uniformly among the Location cards;
- the world gets a new random generator (the dice and shuffles to come).

What it does not use: the seat's own memories that the view does not hold (a gift he gave, a spy's
report, the bills he saw paid as change): a sample is consistent with the view, and the bills are
dealt with no guess at who is rich.  Nor can it reach what the rules' flows hold in their own
variables: while an Alternative Budget is voted on, the President's defeated Budget waits there with
its true bills (a rare leak, and a world stays playable: 2,230 random playouts from sampled worlds of
40 games ran without an error).  The straw men of a small table (K9) keep their own seeded habits.
"""
from __future__ import annotations

import random

from ..core.rng import redeal


def resample(world, seat: int, rng: random.Random) -> None:
    s = world.state
    others = [p for t, p in enumerate(s.players) if t != seat]
    redeal([p.hand for p in others] + [s.deck], rng)
    redeal_money(world, seat, rng)
    if not s.locations_revealed:
        names = world.rules.locations.names
        for p in others:
            if p.location is not None:
                p.location = names[int(rng.random() * len(names))]
    world.rng = random.Random(rng.getrandbits(64))


def redeal_money(world, seat: int, rng: random.Random) -> None:
    """Pool every bill ``seat`` cannot place and deal it back as the module's docstring says."""
    s = world.state
    others = [p for t, p in enumerate(s.players) if t != seat]
    budget_hidden = seat != s.president
    pool = list(s.aid)
    for p in others:
        pool += p.pocket + p.swiss
    if budget_hidden:
        pool += s.drawn
        for bills in s.stacks.values():
            pool += bills
    pool.sort()
    rng.shuffle(pool)
    size = len(s.aid)
    s.aid[:], pool = pool[:size], pool[size:]
    if budget_hidden and (s.drawn or s.stacks):
        in_stacks = 0
        for to in sorted(s.stacks):                      # a stack is worth at least its announcement
            announced, stack = s.announced.get(to, 0), []
            while pool and (not stack or sum(stack) < announced):
                stack.append(pool.pop())
            s.stacks[to][:] = stack
            in_stacks += len(stack)
        kept = max(0, world.rules.money.bills_per_round - in_stacks)
        s.drawn[:], pool = pool[:kept], pool[kept:]
    piles = [p.swiss for p in others] + [p.pocket for p in others if p.alive]
    for p in others:
        p.swiss.clear()
        p.pocket.clear()
    for bill in pool:
        piles[int(rng.random() * len(piles))].append(bill)
