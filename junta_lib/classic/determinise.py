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
- an Alternative Budget (K10) on the table: its proposer's stacks are hidden like the President's;
  the President's defeated Budget waiting meanwhile (``state.alternative``) is the President's
  secret: for anyone else its stacks are dealt from the Foreign Aid now on the table until each is
  worth its announcement (which of his own bills he added is not known, so none), and the President
  himself sees his Foreign Aid on the table, the Alternative's proposer adding bills of his own only
  where the announcements ask more;
- each unrevealed Location is drawn uniformly among the Location cards;
- the world gets a new random generator (the dice and shuffles to come).

What it does not use: the seat's own memories that the view does not hold (a gift he gave, a spy's
report, the bills he saw paid as change): a sample is consistent with the view, and the bills are
dealt with no guess at who is rich.  The straw men of a small table (K9) keep their own seeded
habits.
"""
from __future__ import annotations

import random
from collections import Counter

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
    alternative = s.alternative
    proposer = alternative["by"] if alternative else s.president      # whose Budget is on the table
    budget_hidden = seat != proposer
    pool = list(s.aid)
    for p in others:
        pool += p.pocket + p.swiss
    known: list[int] = []                  # bills he knows are in the Budget on the table
    if budget_hidden:
        pool += s.drawn
        for bills in s.stacks.values():
            pool += bills
        if alternative and seat == s.president:   # his Foreign Aid, taken for the Alternative Budget
            known = sorted((budget_bills(alternative) - Counter(alternative["own"])).elements())
            pool = sorted((Counter(pool) - Counter(known)).elements())
    pool.sort()
    rng.shuffle(pool)
    rng.shuffle(known)
    size = len(s.aid)
    s.aid[:], pool = pool[:size], pool[size:]
    if budget_hidden and (s.drawn or s.stacks):
        in_stacks, own = 0, []
        for to in sorted(s.stacks):                      # a stack is worth at least its announcement
            announced, stack = s.announced.get(to, 0), []
            while (known or pool) and (not stack or sum(stack) < announced):
                if known:
                    stack.append(known.pop())
                else:
                    stack.append(pool.pop())
                    own.append(stack[-1])                # beyond the Aid he knows: the proposer's own
            s.stacks[to][:] = stack
            in_stacks += len(stack)
        if alternative and seat == s.president:
            s.drawn[:], s.budget_own = known, own
        else:
            kept = max(0, world.rules.money.bills_per_round - in_stacks)
            s.drawn[:], pool = pool[:kept], pool[kept:]
            s.budget_own = []                            # which bills were his own: unknown
    if alternative and seat != s.president:
        redeal_waiting(s, rng)
    piles = [p.swiss for p in others] + [p.pocket for p in others if p.alive]
    for p in others:
        p.swiss.clear()
        p.pocket.clear()
    for bill in pool:
        piles[int(rng.random() * len(piles))].append(bill)


def budget_bills(budget) -> Counter:
    """The bills of a Budget (its stacks and what the proposer kept back)."""
    return Counter(budget["drawn"]) + Counter(b for stack in budget["stacks"].values() for b in stack)


def redeal_waiting(s, rng: random.Random) -> None:
    """The President's defeated Budget, waiting while an Alternative Budget is voted on (K10), as a
    seat who is not the President may picture it: the Foreign Aid now on the table (the Budget's
    bills but the proposer's own) dealt into the President's stacks until each is worth its
    announcement, the rest what he kept back; his own bills in it are not known, so none."""
    waiting = s.alternative
    aid = sorted((budget_bills({"drawn": s.drawn, "stacks": s.stacks}) - Counter(s.budget_own)).elements())
    rng.shuffle(aid)
    stacks = {}
    for to in sorted(waiting["stacks"]):
        announced, stack = waiting["announced"].get(to, 0), []
        while aid and (not stack or sum(stack) < announced):
            stack.append(aid.pop())
        stacks[to] = stack
    s.alternative = {**waiting, "stacks": stacks, "drawn": aid, "own": []}
