"""Phase 2: Cabinet Assignments (rows 25-29).

The President hands every Position to a family, with four conditions (row 27): he holds no other
Position; each family receives at least one; none more than two; none two Generals at once.
In a 4-player game every other family thus holds a General and one other Position (row 28).
"""
from __future__ import annotations

from ..core.decision import Decision
from ..core.errors import IllegalAction
from .events import presidential_competence


def check_cabinet(g, assignment) -> None:
    s, rules = g.state, g.rules["cabinet"]
    if not isinstance(assignment, dict):
        raise IllegalAction("a cabinet is an object {position: seat} naming all six Positions")
    positions = rules["positions"]
    if sorted(assignment) != sorted(positions):
        raise IllegalAction(f"assign exactly these Positions: {', '.join(positions)}")
    families = [t for t in range(s.n) if t != s.president]
    count = {t: 0 for t in families}
    generals = {t: 0 for t in families}
    for pos, seat in assignment.items():
        if seat == s.president:
            raise IllegalAction(f"the President may not hold another Position ({pos}) (row 27)")
        if seat not in count:
            raise IllegalAction(f"{pos}: {seat!r} is not a seat; choose among {families}")
        count[seat] += 1
        if pos in rules["generals"]:
            generals[seat] += 1
    for seat in families:
        name = s.players[seat].name
        if count[seat] < rules["min_per_family"]:
            raise IllegalAction(f"every family must receive at least one Position; {name} has none (row 27)")
        if count[seat] > rules["max_per_family"]:
            raise IllegalAction(f"no family may hold more than two Positions; {name} has {count[seat]} (row 27)")
        if generals[seat] > rules["max_generals_per_family"]:
            raise IllegalAction(f"no family may hold two Generals at once; {name} has {generals[seat]} (row 27)")


def random_cabinet(g, rng) -> dict:
    """A random legal cabinet, built Generals first with a feasibility check at each step."""
    s, rules = g.state, g.rules["cabinet"]
    families = [t for t in range(s.n) if t != s.president]
    order = list(rules["generals"]) + [p for p in rules["positions"] if p not in rules["generals"]]
    while True:
        count = {t: 0 for t in families}
        has_general = {t: False for t in families}
        out = {}
        ok = True
        for i, pos in enumerate(order):
            left = len(order) - i
            empty = sum(1 for t in families if count[t] == 0)
            pool = [t for t in families if count[t] < rules["max_per_family"]
                    and not (pos in rules["generals"] and has_general[t])]
            if left == empty:                     # every remaining Position must fill an empty family
                pool = [t for t in pool if count[t] == 0]
            if not pool:
                ok = False
                break
            seat = rng.choice(pool)
            out[pos] = seat
            count[seat] += 1
            has_general[seat] |= pos in rules["generals"]
        if ok:
            return out


def cabinet_phase(g):
    s = g.state
    s.phase = "2 cabinet"
    yield from presidential_competence(g)
    s.frozen, s.cousin = [], None
    previous = {pos: seat for pos, seat in s.positions.items()}
    action = yield Decision(
        "cabinet", s.president, f"{s.players[s.president].name}: assign the six Positions",
        validate=lambda a: check_cabinet(g, a), sample=lambda rng: random_cabinet(g, rng),
        info={"positions": list(g.rules["cabinet"]["positions"]), "previous": previous,
              "format": "an object {position: seat} for all six Positions"})
    s.positions = {pos: action[pos] for pos in g.rules["cabinet"]["positions"]}
    g.emit("cabinet", "the cabinet: {cabinet:cabinet}", tuple(s.positions.items()))


def foreign_aid_phase(g) -> bool:
    """Phase 3 (row 30): the President draws eight bills, face down.  If he cannot, the game ends
    (row 3).  Returns False when the game ends."""
    s = g.state
    s.phase = "3 foreign aid"
    need = g.rules["money"]["bills_per_round"]
    if len(s.aid) < need:
        g.emit("aid_exhausted", "the President cannot draw {need} bills: the game ends", need)
        return False
    s.drawn = [s.aid.pop() for _ in range(need)]
    g.emit("aid", "{player:seat} receives the Foreign Aid", s.president)
    g.tell([s.president], "aid_private", "the Foreign Aid is {bills:dice}", tuple(sorted(s.drawn)))
    return True
