"""Phase 4: The Budget (rows 31-39).

The President forms face-down stacks of bills, one per player he wishes to pay, and announces an
amount for each: he may understate a stack but never overstate it (row 31).  He may use less than
he drew and keep the rest, or add bills of his own pocket money; nobody else makes change (row 33).
Parliament then holds a roll call on it (row 35); players may trade and give money meanwhile, as at
any time (rows 16, 18; side_actions.py).  If it fails the Political Situation turns Unstable
(row 36) and the Minister of Internal Security may force it at gunpoint: the Police start a coup in
Parliament and the Central Bank closes for lunch (row 37); otherwise the bank closes for a holiday
and the President keeps the money (row 38).

A Budget is a :class:`~.actions.Budget`: ``{"stacks": [{"to": seat, "bills": [3, 2], "announced": 4}, ...]}``.
"""
from __future__ import annotations

from ..i18n import N_, tr, words

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..core.actions import Word, brief
from ..core.decision import REPOSE, Decision, Domain
from ..core.errors import IllegalAction
from .actions import Budget, Stack
from .events import offer_card
from .voting import choose_among, leaders, roll_call

if TYPE_CHECKING:
    from .world import Flow, Junta


class BudgetTable(Domain):
    """The Budgets ``proposer`` may propose: stacks for other players, from the Foreign Aid drawn
    and his own pocket money (rows 31, 33), each announced at its value or less."""

    action = Budget
    format = N_("{shape} (one stack per player paid)")
    shapes = {"shape": '{"stacks": [{"to": seat, "bills": [bills], "announced": millions}, ...]}'}

    def __init__(self, g, proposer: int):
        s = g.state
        self.g, self.proposer = g, proposer
        self.drawn, self.pocket = sorted(s.drawn), sorted(s.players[proposer].pocket)
        self.players = [t for t in range(s.n) if t != proposer]

    def info(self) -> dict:
        return {"drawn": list(self.drawn), "pocket": list(self.pocket), "players": list(self.players)}

    def check(self, budget: Budget) -> None:
        s = self.g.state
        available = Counter(self.drawn) + Counter(self.pocket)
        used: Counter = Counter()
        seen = set()
        if not isinstance(budget.stacks, tuple) or len(budget.stacks) > len(self.players):
            raise IllegalAction(tr('make at most one stack for each other player ({n})', n=len(self.players)))
        for stack in budget.stacks:
            if not isinstance(stack, Stack):
                raise IllegalAction(tr('a stack is {expected}, not {given}', expected=Stack.expected(), given=brief(stack)))
            to, bills, announced = stack.to, stack.bills, stack.announced
            if type(to) is not int or to not in self.players:
                raise IllegalAction(tr('a stack goes to another player (seats {players}), not {given}', players=self.players, given=brief(to)))
            if to in seen:
                raise IllegalAction(tr("two stacks for {name}: make one stack per player", name=self.g.seat_name(to)))
            seen.add(to)
            if not bills or not all(type(b) is int for b in bills):
                raise IllegalAction(tr("a stack's bills are a non-empty list of bill values"))
            if type(announced) is not int or announced < 0:
                raise IllegalAction(tr('the announced amount is a whole number of millions, 0 or more'))
            if announced > sum(bills):
                raise IllegalAction(tr("the stack for {name} holds {held} million: announce that or less, never "
                                       "more (row 31), not {announced}", name=self.g.seat_name(to), held=sum(bills),
                                       announced=announced))
            used.update(bills)
        short = used - available
        if short:
            raise IllegalAction(tr("the Budget uses bills the proposer does not have ({short}); the proposer has "
                                   "the Foreign Aid {drawn} and the pocket money {pocket} (row 33)",
                                   short=bills_text(short.elements()), drawn=bills_text(self.drawn), pocket=bills_text(self.pocket)))

    def sample(self, rng) -> Budget:
        bills = list(self.g.state.drawn)
        rng.shuffle(bills)
        keep = rng.randint(0, len(bills) // 2)
        bills = bills[keep:]
        others = list(self.players)
        rng.shuffle(others)
        receivers = others[: rng.randint(1, len(others))] if bills else []
        stacks = {t: [] for t in receivers}
        for i, bill in enumerate(bills):
            stacks[receivers[i % len(receivers)] if i < len(receivers) else rng.choice(receivers)].append(bill)
        self.sampled = budget = Budget(tuple(Stack(t, tuple(b), rng.randint(sum(b) // 2, sum(b)))
                                             for t, b in stacks.items() if b))
        return budget


def propose(g: Junta, proposer: int | None = None) -> Flow[Any]:
    """A Budget decision for ``proposer`` (the President unless named); the bills move from his
    hands into the stacks.  Returns (proposer, the bills of his own pocket money he used)."""
    s = g.state
    while True:
        who = s.president if proposer is None else proposer     # read again after a resignation
        action = yield Decision("budget", who, g.phrase("{player:seat}: propose a Budget", player=who),
                                domain=BudgetTable(g, who))
        if action is not REPOSE:
            break
    own: list[int] = []
    for stack in action.stacks:
        for bill in stack.bills:
            if bill in s.drawn:
                s.drawn.remove(bill)
            else:
                s.players[who].pocket.remove(bill)
                own.append(bill)
    s.stacks = {st.to: list(st.bills) for st in action.stacks}
    s.announced = {st.to: st.announced for st in action.stacks}
    s.budget_own = own
    g.emit("budget", "{proposer:seat} proposes: {plan:stacks}", who, tuple(s.announced.items()))
    return who, own


def vote_on(g: Junta) -> Flow[Any]:
    """The roll call on the Budget on the table (row 35), the President breaking a tie (row 10)."""
    s = g.state
    tally = yield from roll_call(g, N_("the Budget"), ["for", "against"], s.clockwise(s.president))
    top = leaders(tally)
    if len(top) == 1:
        return top[0]
    pres = s.president
    return (yield from choose_among(g, pres, "tie_break",
                                    g.phrase("{player:seat}: the vote is tied; decide (row 10)", player=pres), top))


FORCE_OR_DECLINE = (Word.FORCE, Word.DECLINE)


def budget_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "4 budget"
    pres, _ = yield from propose(g)
    if (yield from vote_on(g)) == "for":
        g.emit("budget_passed", "the Budget passes")
        hand_out(g, pres)
        return
    g.emit("budget_defeated", "the Budget is defeated: the Political Situation is Unstable")
    s.situation = "unstable"                                    # row 36
    if (yield from alternative_budget(g)):
        return
    minister = s.holder("minister")
    if minister is not None:
        while (force := (yield Decision("force_budget", minister,
                                        g.phrase("{player:seat}: force the Budget at gunpoint?", player=minister),
                                        FORCE_OR_DECLINE))) is REPOSE:
            pass
        if force is Word.FORCE:                                 # row 37
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
    s.drawn, s.stacks, s.announced, s.budget_own = [], {}, {}, []


def alternative_budget(g: Junta) -> Flow[Any]:
    """K10 Alternative Budget, after a defeated Budget and before the Minister decides.  Kit reading
    of "take the President's undistributed bills": the player takes the Foreign Aid bills drawn (the
    President's own pocket bills go back to him) and proposes his own Budget, adding pocket money if
    he likes.  If it passes it is handed out and he keeps what he did not assign; if not, everything
    returns as it was and the Minister decides about the President's Budget (row 37).
    Returns True if the Alternative Budget passed."""
    s = g.state
    pres = s.president
    for seat in s.clockwise(pres)[1:]:
        played = yield from offer_card(g, seat, "alternative_budget", "alternative_budget",
                                       N_("propose an Alternative Budget?"))
        if played is None:
            continue
        g.emit("alternative_budget", "{player:seat} plays Alternative Budget", seat)
        president_own = s.budget_own
        s.alternative = {"by": seat, "stacks": s.stacks, "announced": s.announced, "drawn": s.drawn,
                         "own": president_own}
        aid = Counter(s.drawn) + Counter(b for stack in s.stacks.values() for b in stack) - Counter(president_own)
        s.players[pres].pocket.extend(president_own)            # his own bills go home meanwhile
        s.drawn, s.stacks, s.announced = list(aid.elements()), {}, {}
        yield from propose(g, seat)
        if (yield from vote_on(g)) == "for":
            s.alternative = None
            g.emit("budget_passed", "the Alternative Budget passes")
            hand_out(g, seat)
            return True
        g.emit("alternative_defeated", "the Alternative Budget is defeated")
        waiting, s.alternative = s.alternative, None
        s.players[seat].pocket.extend(s.budget_own)             # everything back as it was
        for bill in waiting["own"]:
            s.players[pres].pocket.remove(bill)
        s.stacks, s.announced, s.drawn = waiting["stacks"], waiting["announced"], waiting["drawn"]
        s.budget_own = waiting["own"]
        return False
    return False


def hand_out(g: Junta, proposer: int) -> None:
    """The stacks are handed out; what the proposer kept back is his (rows 33, 35)."""
    s = g.state
    for seat, bills in s.stacks.items():
        s.players[seat].pocket.extend(bills)
        g.tell([seat, proposer], "stack_private", "{player:seat}'s stack holds {amount} million", seat, sum(bills))
    s.players[proposer].pocket.extend(s.drawn)
    s.drawn, s.stacks, s.announced, s.budget_own = [], {}, {}, []


def bills_text(bills) -> str:
    """Bills as a player reads them: "3 million, 1 million" ("300萬、100萬" in Chinese), or "—" for none."""
    return words().join(tr("{n} million", n=b) for b in sorted(bills, reverse=True)) or "—"
