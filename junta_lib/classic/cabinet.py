"""Phase 2: Cabinet Assignments (rows 25-29), and Phase 3: Receiving Foreign Aid (row 30).

The President hands every Position to a family, with four conditions (row 27): he holds no other
Position; each family receives at least one; none more than two (the ruleset's ``cabinet`` numbers);
none two Generals at once.
In a 4-player game every other family thus holds a General and one other Position (row 28).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import brief
from ..core.decision import REPOSE, Decision, Domain
from ..core.errors import IllegalAction
from ..i18n import N_, tr, words
from .actions import Cabinet
from .events import presidential_competence

if TYPE_CHECKING:
    from .world import Flow, Junta


class CabinetChoice(Domain):
    """The legal cabinets of this round (row 27), for the President ``president``."""

    action = Cabinet
    format = N_("an object {shape} giving each Position to a family (not the President)")
    shapes = {"shape": "{position: seat}"}

    def __init__(self, g, president: int, previous: dict):
        self.g, self.president, self.previous = g, president, previous
        self.rules = g.rules.cabinet
        self.families = [t for t in range(g.state.n) if t != president]

    def attach(self, game) -> None:
        self.g, self.rules = game, game.rules.cabinet

    def info(self) -> dict:
        return {"positions": list(self.rules.positions), "families": list(self.families),
                "previous": dict(self.previous)}

    def check(self, cabinet: Cabinet) -> None:
        s, rules = self.g.state, self.rules
        pairs = cabinet.assignment
        positions = [pos for pos, _ in pairs]
        if sorted(positions) != sorted(rules.positions):
            raise IllegalAction(tr("assign each Position exactly once: {positions}",
                                   positions=words().join(self.g.position_name(p) for p in rules.positions)))
        count = {t: 0 for t in self.families}
        generals = {t: 0 for t in self.families}
        for pos, seat in pairs:
            if seat == self.president:
                raise IllegalAction(tr("the President may not hold another Position ({position}) (row 27)",
                                       position=self.g.position_name(pos)))
            if type(seat) is not int or seat not in count:
                raise IllegalAction(tr('{pos}: {given} is not a family to appoint; choose among {families}', pos=self.g.position_name(pos), given=brief(seat), families=self.families))
            count[seat] += 1
            if pos in rules.generals:
                generals[seat] += 1
        for seat in self.families:
            name = self.g.seat_name(seat)
            if count[seat] < rules.min_per_family:
                raise IllegalAction(tr("every family must receive at least one Position; {name} has none (row 27)",
                                       name=name))
            if count[seat] > rules.max_per_family:
                raise IllegalAction(tr("no family may hold more than {most} Positions; {name} has {n} (row 27)",
                                       most=rules.max_per_family, name=name, n=count[seat]))
            if generals[seat] > rules.max_generals_per_family:
                raise IllegalAction(tr("no family may hold two Generals at once; {name} has {n} (row 27)",
                                       name=name, n=generals[seat]))

    def sample(self, rng) -> Cabinet:
        """A random legal cabinet, built Generals first with a feasibility check at each step."""
        rules, families = self.rules, self.families
        generals, most = rules.generals, rules.max_per_family
        order = list(generals) + [p for p in rules.positions if p not in generals]
        while True:
            count = dict.fromkeys(families, 0)
            has_general: set[int] = set()
            out = {}
            for i, pos in enumerate(order):
                general = pos in generals
                pool = [t for t in families if count[t] < most and not (general and t in has_general)]
                if len(order) - i == list(count.values()).count(0):   # each Position left must fill an empty family
                    pool = [t for t in pool if count[t] == 0]
                if not pool:
                    break
                seat = rng.choice(pool)
                out[pos] = seat
                count[seat] += 1
                if general:
                    has_general.add(seat)
            else:
                self.sampled = cabinet = Cabinet(tuple(out.items()))
                return cabinet


def cabinet_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "2 cabinet"
    yield from presidential_competence(g)
    s.frozen, s.cousin = [], None
    previous = {pos: seat for pos, seat in s.positions.items()}
    while True:
        pres = s.president                  # read again after a side action (a resignation)
        action = yield Decision("cabinet", pres, g.phrase("{player:seat}: assign the {n} Positions", player=pres,
                                                           n=len(g.rules.cabinet.positions)),
                                domain=CabinetChoice(g, pres, previous))
        if action is not REPOSE:
            break
    assigned = dict(action.assignment)
    s.positions = {pos: assigned[pos] for pos in g.rules.cabinet.positions}
    g.emit("cabinet", "the cabinet: {cabinet:cabinet}", tuple(s.positions.items()))


def foreign_aid_phase(g: Junta) -> bool:
    """Phase 3 (row 30): the President draws eight bills, face down.  If he cannot, the game ends
    (row 3).  Returns False when the game ends."""
    s = g.state
    s.phase = "3 foreign aid"
    need = g.rules.money.bills_per_round
    if len(s.aid) < need:
        g.emit("aid_exhausted", "the President cannot draw {need} bills: the game ends", need)
        return False
    s.drawn = [s.aid.pop() for _ in range(need)]
    g.emit("aid", "{player:seat} receives the Foreign Aid", s.president)
    g.tell([s.president], "aid_private", "the Foreign Aid is {bills:dice}", tuple(sorted(s.drawn)))
    return True
