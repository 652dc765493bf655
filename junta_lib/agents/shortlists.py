"""The few whole answers the searching bot compares where JUNTA asks for a structured choice.

A vote, the Budget and the cabinet are not picked from a list: a vote sends each source of votes
somewhere (rows 7-10), a Budget divides eight bills into face-down stacks (rows 31-33), a cabinet
hands six Positions to the families (row 27).  There are thousands of each, far too many for a few
dozen playouts, so the search compares a *shortlist*: the heuristic player's own answer (the habit,
always first) and a handful of others a player would consider, built from the seat's own view and
decision only (his sources of votes, the bills he drew, the Positions the others hold: nothing he
cannot see):

- a vote: every source he need not play from his hand (his family vote, his Positions, his face-up
  Influence cards) cast for one choice on the ballot, one such vote per choice ("for", "against";
  each candidate of an election); cards in the hand stay there, as the habit keeps them;
- the Budget: the habit's (the smallest bills to the two families with the most Positions), nothing
  to anybody (he keeps the Foreign Aid whether it passes or not, but a defeated Budget makes the
  Situation Unstable and closes the bank, row 36-38), the smallest bill to the one family with the
  most Positions, the smallest bill to every other family that may vote, and the two smallest bills
  each to the two families with the most Positions; each stack announced at its value;
- the cabinet: the habit's and ``CABINETS`` other legal cabinets drawn at random (the habit's own
  cabinet is a random one too).

Banking (deposit everything) and the Coup's moves stay the habit's: the first is nearly always
right, the second asks a shortlist of its own.
"""
from __future__ import annotations

from ..classic.actions import Budget, Stack, Vote

#: how many random cabinets the search compares beside the habit's
CABINETS = 3


def junta_shortlist(view, decision, habit, rng) -> list:
    """The answers worth searching for ``decision`` (the habit's first), or [] for none: a list
    of one or none means the habit decides."""
    make = SHORTLISTS.get(decision.kind)
    if make is None:
        return []
    out, seen = [], set()
    for action in [habit, *make(view, decision, rng)]:
        k = repr(action.to_json())
        if k not in seen:
            seen.add(k)
            out.append(action)
    return out


def votes(view, decision, rng) -> list[Vote]:
    """One vote per choice on the ballot: every source not in the hand cast for it."""
    info = decision.info
    hand = set(view["hand"])
    free = [src for src in info["sources"] if src not in hand]
    if not free:
        return []
    return [Vote(tuple((src, choice) for src in free)) for choice in info["choices"]]


def budgets(view, decision, rng) -> list[Budget]:
    """Budgets from the Foreign Aid drawn, the families ranked by their Positions (their votes)."""
    info = decision.info
    bills = sorted(info["drawn"])
    players = view["players"]
    voters = [t for t in info["players"] if players[t]["alive"] and not players[t]["exiled"]
              and not players[t]["straw"]]
    ranked = sorted(voters, key=lambda t: -len(players[t]["positions"]))

    def budget(plan) -> Budget:
        return Budget(tuple(Stack(t, tuple(b), sum(b)) for t, b in plan if b))

    out = [Budget(())]
    if bills and ranked:
        out.append(budget([(ranked[0], bills[:1])]))
        out.append(budget([(t, bills[i:i + 1]) for i, t in enumerate(ranked)]))
        out.append(budget([(t, bills[2 * i:2 * i + 2]) for i, t in enumerate(ranked[:2])]))
    return out


def cabinets(view, decision, rng) -> list:
    return [decision.domain.sample(rng) for _ in range(CABINETS)]


SHORTLISTS = {"vote": votes, "budget": budgets, "cabinet": cabinets}

__all__ = ["CABINETS", "junta_shortlist"]
