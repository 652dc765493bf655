"""Phase 4: The Budget (rows 31-39).

The President forms face-down stacks of bills, one per player he wishes to pay, and announces an
amount for each: he may understate a stack but never overstate it (row 31).  He may use less than
he drew and keep the rest, or add bills of his own pocket money; nobody else makes change (row 33).
Players may then trade (rows 16, 18; see trading.py) and Parliament holds a roll call on it (row 35).  If it fails the Political Situation turns Unstable
(row 36) and the Minister of Internal Security may force it at gunpoint: the Police start a coup in
Parliament and the Central Bank closes for lunch (row 37); otherwise the bank closes for a holiday
and the President keeps the money (row 38).

A Budget action: ``{"stacks": [{"to": seat, "bills": [3, 2], "announced": 4}, ...]}``.
"""
from __future__ import annotations

from collections import Counter

from ..core.decision import Decision
from ..core.errors import IllegalAction
from .events import offer_card
from .trading import trading
from .voting import choose_among, leaders, roll_call


def check_budget(g, action, proposer: int | None = None) -> None:
    s = g.state
    proposer = s.president if proposer is None else proposer
    if not isinstance(action, dict) or not isinstance(action.get("stacks"), list):
        raise IllegalAction('a Budget is {"stacks": [{"to": seat, "bills": [...], "announced": n}, ...]}')
    available = Counter(s.drawn) + Counter(s.players[proposer].pocket)
    used: Counter = Counter()
    seen = set()
    for stack in action["stacks"]:
        if not isinstance(stack, dict) or set(stack) != {"to", "bills", "announced"}:
            raise IllegalAction("each stack has exactly: to, bills, announced")
        to, bills, announced = stack["to"], stack["bills"], stack["announced"]
        if to == proposer or not isinstance(to, int) or not 0 <= to < s.n:
            raise IllegalAction(f"a stack goes to another player (seats 0..{s.n - 1} but not the proposer), not {to!r}")
        if to in seen:
            raise IllegalAction(f"two stacks for {s.players[to].name}: make one stack per player")
        seen.add(to)
        if not isinstance(bills, list) or not bills or not all(isinstance(b, int) for b in bills):
            raise IllegalAction("a stack's bills are a non-empty list of bill values")
        if not isinstance(announced, int) or isinstance(announced, bool) or announced < 0:
            raise IllegalAction("the announced amount is a whole number of millions, 0 or more")
        if announced > sum(bills):
            raise IllegalAction(f"the stack for {s.players[to].name} holds {sum(bills)} million: "
                                f"announce that or less, never more (row 31), not {announced}")
        used.update(bills)
    short = used - available
    if short:
        raise IllegalAction(f"the Budget uses bills the proposer does not have: {dict(short)}; "
                            f"he has the Foreign Aid {sorted(s.drawn)} and his pocket money (row 33)")


def random_budget(g, rng, proposer: int | None = None) -> dict:
    s = g.state
    proposer = s.president if proposer is None else proposer
    bills = list(s.drawn)
    rng.shuffle(bills)
    keep = rng.randint(0, len(bills) // 2)
    bills = bills[keep:]
    others = [t for t in range(s.n) if t != proposer]
    rng.shuffle(others)
    receivers = others[: rng.randint(1, len(others))] if bills else []
    stacks = {t: [] for t in receivers}
    for i, bill in enumerate(bills):
        stacks[receivers[i % len(receivers)] if i < len(receivers) else rng.choice(receivers)].append(bill)
    return {"stacks": [{"to": t, "bills": b, "announced": rng.randint(sum(b) // 2, sum(b))}
                       for t, b in stacks.items() if b]}


def propose(g, proposer: int):
    """A Budget decision for ``proposer``; the bills move from his hands into the stacks."""
    s = g.state
    name = s.players[proposer].name
    action = yield Decision(
        "budget", proposer, f"{name}: propose a Budget",
        validate=lambda a: check_budget(g, a, proposer), sample=lambda rng: random_budget(g, rng, proposer),
        info={"drawn": sorted(s.drawn), "pocket": sorted(s.players[proposer].pocket),
              "players": [t for t in range(s.n) if t != proposer],
              "format": '{"stacks": [{"to": seat, "bills": [...], "announced": n}]}'})
    own: list[int] = []
    for stack in action["stacks"]:
        for bill in stack["bills"]:
            if bill in s.drawn:
                s.drawn.remove(bill)
            else:
                s.players[proposer].pocket.remove(bill)
                own.append(bill)
    s.stacks = {st["to"]: list(st["bills"]) for st in action["stacks"]}
    s.announced = {st["to"]: st["announced"] for st in action["stacks"]}
    g.emit("budget", "{proposer} proposes: {plan:stacks}", name, tuple(s.announced.items()))
    return own


def vote_on(g):
    """The roll call on the Budget on the table (row 35), the President breaking a tie (row 10)."""
    s = g.state
    pres = s.president
    yield from trading(g)                       # kit rule: the moment for trades (rows 16, 18)
    tally = yield from roll_call(g, "the Budget", ["for", "against"], s.clockwise(pres))
    top = leaders(tally)
    if len(top) == 1:
        return top[0]
    return (yield from choose_among(g, pres, "tie_break",
                                    f"{s.players[pres].name}: the vote is tied; decide (row 10)", top))


def budget_phase(g):
    s = g.state
    s.phase = "4 budget"
    pres = s.president
    own = yield from propose(g, pres)
    if (yield from vote_on(g)) == "for":
        g.emit("budget_passed", "the Budget passes")
        hand_out(g, pres)
        return
    g.emit("budget_defeated", "the Budget is defeated: the Political Situation is Unstable")
    s.situation = "unstable"                                    # row 36
    if (yield from alternative_budget(g, own)):
        return
    minister = s.holder("minister")
    if minister is not None:
        force = yield Decision("force_budget", minister,
                               f"{s.players[minister].name}: force the Budget at gunpoint?",
                               ["force", "decline"])
        if force == "force":                                    # row 37
            s.budget_forced = True
            s.bank = "lunch"
            g.emit("budget_forced", "{player:seat} forces the Budget at gunpoint: the Police seize Parliament "
                   "and the Central Bank closes for lunch", minister)
            hand_out(g, pres)
            return
    s.bank = "holiday"                                          # row 38
    g.emit("bank_holiday", "the Budget stays defeated: the Central Bank closes for a holiday")
    for bills in s.stacks.values():
        s.players[pres].pocket.extend(bills)
    s.players[pres].pocket.extend(s.drawn)
    s.drawn, s.stacks, s.announced = [], {}, {}


def alternative_budget(g, president_own: list[int]):
    """K10 Alternative Budget, after a defeated Budget and before the Minister decides.  Kit reading
    of "take the President's undistributed bills": the player takes the eight Foreign Aid bills (the
    President's own pocket bills go back to him) and proposes his own Budget, adding pocket money if
    he likes.  If it passes it is handed out and he keeps what he did not assign; if not, everything
    returns as it was and the Minister decides about the President's Budget (row 37).
    Returns True if the Alternative Budget passed."""
    s = g.state
    pres = s.president
    for seat in s.clockwise(pres)[1:]:
        played = yield from offer_card(g, seat, "alternative_budget", "alternative_budget",
                                       "propose an Alternative Budget?")
        if played is None:
            continue
        g.emit("alternative_budget", "{player:seat} plays Alternative Budget", seat)
        president_budget = (s.stacks, s.announced, s.drawn)
        aid = Counter(s.drawn) + Counter(b for stack in s.stacks.values() for b in stack) - Counter(president_own)
        s.players[pres].pocket.extend(president_own)            # his own bills go home meanwhile
        s.drawn, s.stacks, s.announced = list(aid.elements()), {}, {}
        proposer_own = yield from propose(g, seat)
        if (yield from vote_on(g)) == "for":
            g.emit("budget_passed", "the Alternative Budget passes")
            hand_out(g, seat)
            return True
        g.emit("alternative_defeated", "the Alternative Budget is defeated")
        s.players[seat].pocket.extend(proposer_own)             # everything back as it was
        for bill in president_own:
            s.players[pres].pocket.remove(bill)
        s.stacks, s.announced, s.drawn = president_budget
        return False
    return False


def hand_out(g, proposer: int) -> None:
    """The stacks are handed out; what the proposer kept back is his (rows 33, 35)."""
    s = g.state
    for seat, bills in s.stacks.items():
        s.players[seat].pocket.extend(bills)
        g.tell([seat, proposer], "stack_private", "{player:seat}'s stack holds {amount} million", seat, sum(bills))
    s.players[proposer].pocket.extend(s.drawn)
    s.drawn, s.stacks, s.announced = [], {}, {}
