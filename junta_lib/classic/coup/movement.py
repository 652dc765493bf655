"""Segment A: Movement (rows 64, 72-73; K3, K6).

In coup order each player makes at most one move a Coup phase: any number of his units from one
area into one adjacent area (K3).  Instead of a move the Air Force Commander may drop the
Paratroops from the airfield (once per coup), and the Helicopter card carries units anywhere (K6).
Before his move a player may play Coup Event cards, play unit bribe cards and hand units to another
player (K3 transfer).  The harbor is entered or left only by Marines.  In the Rebel phase whoever
moves becomes a Rebel (row 70).  Police response (row 73) is the Minister's free extra move in Coup
phase 1.

A movement (see actions.py) is one of:
    "pass"                                                   ends his movement
    {"play": card}                                           a Coup Event card that places units
    {"bribe": {"card": card, "area": area}}                  a unit bribe card (R)
    {"transfer": {"units": [ids], "to": seat}}
    {"move": {"from": area, "to": area, "units": [ids]}}     ends his movement
    {"drop": area}                                           the Paratroops; ends his movement
    {"helicopter": {"card": card, "units": [ids], "to": area}}   ends his movement
Areas may be named as on the map ("Railway Station"), players by name, cards by name.
"""
from __future__ import annotations

from ...i18n import N_, tr, words

from typing import TYPE_CHECKING

from ...core.actions import Word, brief
from ...core.decision import REPOSE, Decision, Domain
from ...core.errors import IllegalAction
from ...core.rng import pick
from ..actions import (
    COUP_MOVES,
    Bribe,
    Drop,
    Helicopter,
    Move,
    PlayEvent,
    PoliceSend,
    Transfer,
)
from ..money import can_pay, pay
from .forces import acting_order, coup_order, make_rebel, place_coup_event_units

if TYPE_CHECKING:
    from ..world import Flow, Junta

MOVE_FORMAT = ('"pass", {"play": card}, {"bribe": {"card": card, "area": area}}, '
               '{"transfer": {"units": [ids], "to": seat}}, {"move": {"from": area, "to": area, "units": [ids]}}, '
               '{"drop": area}, {"helicopter": {"card": card, "units": [ids], "to": area}}')


def movement_segment(g: Junta) -> Flow[None]:
    s = g.state
    coup = s.coup
    coup.segment = "movement"
    if coup.phase == 1 and coup.police_response_due:
        yield from police_response(g)
    for seat in acting_order(g):
        yield from player_moves(g, seat)


def my_units(coup, seat: int, movable: bool = True):
    return [u for u in coup.units if u.owner == seat and not (movable and u.area == "airfield")]


def coup_card_roles(cards: dict) -> dict[str, str]:
    """The implemented cards a player may play in his movement, by id: "event" (a Coup Event that
    places units, K6), "helicopter" (the Helicopter, K6) or "bribe" (a unit bribe, R)."""
    roles = {}
    for cid, card in cards.items():
        if not card.implemented:
            continue
        if card.type == "coup_event":
            roles[cid] = "helicopter" if card.effect == "helicopter" else "event"
        elif card.effect == "bribe_units":
            roles[cid] = "bribe"
    return roles


def event_cards(g: Junta, seat: int, helicopter: bool) -> list[str]:
    want, roles = "helicopter" if helicopter else "event", g.coup_cards
    return [c for c in g.state.players[seat].hand if roles.get(c) == want]


class MoveRules(Domain):
    """The legal movements of ``seat`` now (K3, K6, R bribes); ``must_move``: he started the Coup by
    moving, so his Rebel-phase movement must be a move (row 59)."""

    action = COUP_MOVES
    format = N_("one of {shapes}")
    shapes = {"shapes": MOVE_FORMAT}

    def __init__(self, g, seat: int, must_move: bool):
        self.g, self.seat, self.must_move = g, seat, must_move

    def info(self) -> dict:
        g, seat = self.g, self.seat
        coup = g.state.coup
        return {"phase": coup.phase, "must_move": self.must_move,
                "units": [u.id for u in my_units(coup, seat, False)],
                "events": event_cards(g, seat, helicopter=False),
                "helicopter": [c for c in event_cards(g, seat, helicopter=True) if seat not in coup.helicopter_used],
                "bribes": bribe_cards(g, seat), "may_drop": may_drop(g, seat)}

    def check(self, action) -> None:
        g, seat = self.g, self.seat
        s, city = g.state, g.city
        coup = s.coup
        if isinstance(action, Word):
            if action is not Word.PASS:
                raise IllegalAction(tr('expected "pass" or one of "play", "bribe", "transfer", "move", "drop", "helicopter"; not {given}', given=brief(action.value)))
            if self.must_move:
                raise IllegalAction(tr('you started the Coup by moving: your first move of the Rebel phase must be a move'))
        elif isinstance(action, PlayEvent):
            if action.card not in event_cards(g, seat, helicopter=False):
                raise IllegalAction(tr('{given} is not a Coup Event card in your hand that places units', given=brief(action.card)))
        elif isinstance(action, Bribe):
            if action.card not in bribe_cards(g, seat):
                raise IllegalAction(tr('{given} is not a unit bribe card in your hand', given=brief(action.card)))
            force = bribed_force(g, action.card)
            if not any(u.force == force and u.area == action.area and u.owner != seat for u in coup.units):
                raise IllegalAction(tr('no {force} unit of another player stands in {given}', force=g.force_name(force), given=brief(action.area)))
            if not can_pay(g, seat, g.rules.assassins.bribe_unit_cost):
                raise IllegalAction(tr('you cannot pay a single bribe'))
        elif isinstance(action, Transfer):
            if action.to == seat or action.to not in coup_order(g):
                raise IllegalAction(tr('hand units only to another player taking part in the Coup'))
            _owned(g, seat, action.units)
        elif isinstance(action, Move):
            units = _owned(g, seat, action.units, where=action.origin)
            if action.origin == city.airfield:
                raise IllegalAction(tr('the Paratroops leave the airfield only by a drop'))
            if action.to not in city.neighbours.get(action.origin, ()):
                raise IllegalAction(str(g.phrase("{to:area} is not adjacent to {origin:area}; adjacent: {listed}", to=action.to,
                                                  origin=action.origin, listed=words().join(
                                                      g.area_name(a) for a in city.neighbours.get(action.origin, ())))))
            if city.harbor in (action.origin, action.to) and any(u.force != "marines" for u in units):
                raise IllegalAction(tr('only Marines enter or leave the harbor (K3)'))
            if any(u.fled for u in units):
                raise IllegalAction(tr('units that retreated this phase flee and cannot move'))
            held_back(g, units)
        elif isinstance(action, Drop):
            if not may_drop(g, seat):
                raise IllegalAction(tr('only the Air Force Commander drops the Paratroops, once per Coup'))
            land_target(g, action.area)
            if action.area in city.embassies:
                raise IllegalAction(tr('no drop into an Embassy area (K3)'))
        elif isinstance(action, Helicopter):
            if action.card not in event_cards(g, seat, helicopter=True) or seat in coup.helicopter_used:
                raise IllegalAction(tr('you have no Helicopter card to play'))
            units = _owned(g, seat, action.units)
            held_back(g, units)
            if len(units) > g.rules.coup.helicopter_units:
                raise IllegalAction(tr('the Helicopter carries at most {n} units', n=g.rules.coup.helicopter_units))
            if any(u.area == city.airfield for u in units):
                raise IllegalAction(tr('the Paratroops leave the airfield only by a drop'))
            land_target(g, action.to)
            if action.to in city.embassies:
                raise IllegalAction(tr('the Helicopter cannot land in an Embassy area (K6)'))
        else:  # pragma: no cover - parse admits only the classes above
            raise IllegalAction(tr('expected one of {shapes}', shapes=MOVE_FORMAT))

    def sample(self, rng):
        self.sampled = action = random_move(self.g, self.seat, rng, self.must_move)
        return action


def player_moves(g: Junta, seat: int) -> Flow[None]:
    s = g.state
    coup = s.coup
    # he started the Coup by moving (row 59): his Rebel-phase move must be one, if one is possible
    must_move = coup.phase == 0 and seat == coup.first_rebel and coup.committed == "move" and can_move(g, seat)
    prompt = g.phrase("{player:seat}: your move in the Rebel phase", player=seat) if coup.phase == 0 else \
        g.phrase("{player:seat}: your move in Coup phase {phase}", player=seat, phase=coup.phase)
    while True:
        action = yield Decision("coup_move", seat, prompt, None, MoveRules(g, seat, must_move))
        if action is REPOSE:
            continue
        if isinstance(action, PlayEvent):
            s.players[seat].hand.remove(action.card)
            s.discard.append(action.card)
            s.situation = "unstable"                             # K10 Coup Event
            place_coup_event_units(g, seat, action.card)
            if coup.phase == 0:
                make_rebel(g, seat, N_("played a Coup Event in the Rebel phase"))
            continue
        if isinstance(action, Bribe):
            bribe_units(g, seat, action.card, action.area)
            continue
        if isinstance(action, Transfer):
            for u in coup.units:
                if u.id in action.units:
                    u.owner = action.to
            g.emit("transfer", "{player:seat} hands {count} unit(s) to {other:seat}", seat, len(action.units),
                   action.to)
            continue
        if isinstance(action, Move):
            for uid in action.units:
                coup.unit(uid).area = action.to
            g.emit("move", "{player:seat} moves {count} unit(s) from {a:area} to {b:area}", seat, len(action.units),
                   action.origin, action.to)
        elif isinstance(action, Drop):
            for u in coup.units:
                if u.force == "paratroops" and u.area == g.city.airfield:
                    u.area = action.area
            coup.paratroops_dropped = True
            g.emit("drop", "the Paratroops drop into {area:area}", action.area)
        elif isinstance(action, Helicopter):
            s.players[seat].hand.remove(action.card)
            s.discard.append(action.card)
            s.situation = "unstable"
            coup.helicopter_used.append(seat)
            for u in coup.units:
                if u.id in action.units:
                    u.area = action.to
            g.emit("helicopter", "{player:seat}'s Helicopter carries {count} unit(s) to {area:area}", seat,
                   len(action.units), action.to)
        if action is not Word.PASS and coup.phase == 0:
            make_rebel(g, seat, N_("moved in the Rebel phase"))
        return


def _owned(g: Junta, seat: int, ids, where=None) -> list:
    coup = g.state.coup
    if not isinstance(ids, tuple) or not ids:
        raise IllegalAction(tr('name the units by their ids in a non-empty list'))
    if not all(type(i) is int for i in ids) or len(set(ids)) != len(ids):
        raise IllegalAction(tr('name each unit once, by its whole-number id'))
    out = []
    for i in ids:
        u = coup.unit(i)
        if u is None or u.owner != seat:
            mine = sorted(x.id for x in my_units(coup, seat, False))
            raise IllegalAction(tr('unit {i} is not one of yours; yours: {mine}', i=i, mine=mine))
        if where is not None and u.area != where:
            raise IllegalAction(str(g.phrase("unit {i} is in {area:area}, not in {where:area}", i=i, area=u.area, where=where)))
        out.append(u)
    return out


def land_target(g: Junta, area) -> None:
    city = g.city
    if area not in city.neighbours or area == city.harbor:
        raise IllegalAction(tr('{given} is not a land area of the city', given=brief(area)))


def random_move(g: Junta, seat: int, rng, must_move: bool):
    """A random legal movement: often a pass; else a Coup Event card, a drop, or some of the units
    of one area into one adjacent area (area first, then destination)."""
    s, city = g.state, g.city
    coup = s.coup
    if not must_move and rng.random() < 0.35:
        return Word.PASS
    roles = g.coup_cards
    playable = [c for c in s.players[seat].hand if c in roles]      # (usually none)
    cards = [c for c in playable if roles[c] == "event"]
    if cards and rng.random() < 0.3:
        return PlayEvent(pick(rng, cards))
    bribes = []
    for c in [c for c in playable if roles[c] == "bribe"]:
        force = bribed_force(g, c)
        bribes += [(c, u.area) for u in coup.units if u.force == force and u.owner != seat]
    if bribes and rng.random() < 0.3 and can_pay(g, seat, g.rules.assassins.bribe_unit_cost):
        card, area = pick(rng, bribes)
        return Bribe(card, area)
    groups: dict = {}
    parade = coup.parade if coup.phase == 0 else ()
    paratroops_waiting = False
    airfield = city.airfield
    for u in [u for u in coup.units if u.owner == seat]:
        if u.area == airfield:
            paratroops_waiting |= u.force == "paratroops"
        elif not u.fled and u.force not in parade:
            here = groups.get(u.area)
            if here is None:
                groups[u.area] = [u]
            else:
                here.append(u)
    can_drop = paratroops_waiting and not coup.paratroops_dropped and s.holder("air_force") == seat
    if can_drop and (not groups or rng.random() < 1 / (len(groups) + 1)):
        return Drop(pick(rng, city.open_land))
    if not groups:
        return Word.PASS
    area = pick(rng, list(groups))
    units = groups[area]
    marines_only = all(u.force == "marines" for u in units)
    # K3: only Marines enter or leave the harbor
    dests = city.neighbours[area] if marines_only else () if area == city.harbor else city.by_land[area]
    if not dests:
        return Word.PASS
    dest = pick(rng, dests)
    chosen = tuple([u.id for u in units if rng.random() < 0.7] or [units[0].id])
    return Move(area, dest, chosen)


def may_drop(g: Junta, seat: int) -> bool:
    s, coup = g.state, g.state.coup
    return (s.holder("air_force") == seat and not coup.paratroops_dropped
            and any(u.force == "paratroops" and u.area == g.city.airfield and u.owner == seat for u in coup.units))


def can_move(g: Junta, seat: int) -> bool:
    """Has ``seat`` any unit that may move now (or Paratroops to drop)?"""
    coup = g.state.coup
    parade = coup.parade if coup.phase == 0 else ()
    airfield = g.city.airfield
    if any(u.owner == seat and not u.fled and u.area != airfield and u.force not in parade for u in coup.units):
        return True
    return may_drop(g, seat)


def held_back(g: Junta, units) -> None:
    """Military Parade (K10): the named Army Brigade does not move in the Rebel phase."""
    coup = g.state.coup
    if coup.phase == 0 and any(u.force in coup.parade for u in units):
        raise IllegalAction(tr('the {force} is on parade: it does not move in the Rebel phase', force=words().join(g.force_name(f) for f in coup.parade)))


def bribe_cards(g: Junta, seat: int) -> list[str]:
    roles = g.coup_cards
    return [c for c in g.state.players[seat].hand if roles.get(c) == "bribe"]


def bribed_force(g: Junta, cid: str) -> str:
    """bribe_brigade_1 -> brigade_1, bribe_police -> police, bribe_palace_guard -> palace_guard."""
    return g.cards[cid].key.removeprefix("bribe_")


def bribe_units(g: Junta, seat: int, cid: str, area: str) -> None:
    """R: for each unit of the card's force in the named area, pay the bribe and roll; on a high
    enough roll the unit is yours for the rest of the coup.  The money leaves the game.  The kit
    tries as many units as the pocket (and the Bankers' or Monarchists' credit) can pay for, and pays
    the whole bribe at once with the bills that overpay least (row 18: no change is given), as it
    pays everywhere else: 2 + 1 + 1 million buy four tries, not three and a lost million."""
    s = g.state
    rules = g.rules.assassins
    s.players[seat].hand.remove(cid)
    s.discard.append(cid)
    force = bribed_force(g, cid)
    units = [u for u in s.coup.units if u.force == force and u.area == area and u.owner != seat]
    tried = len(units)
    while tried and not can_pay(g, seat, tried * rules.bribe_unit_cost):
        tried -= 1
    if tried:
        pay(g, seat, tried * rules.bribe_unit_cost)
    won = 0
    for u in units[:tried]:
        if g.d6() >= rules.bribe_unit_success_min:
            u.owner = seat
            won += 1
    g.emit("bribe", "{player:seat} bribes the {force:force} in {area:area}: {won} of {tried} unit(s) change sides",
           seat, force, area, won, tried)


class PoliceOrders(Domain):
    """Police response (row 73): how many of the Minister's Police go to each area holding a mob."""

    action = PoliceSend
    format = N_("{shape} to areas holding a mob; {empty} sends none")
    shapes = {"shape": '{"send": {area: units}}', "empty": '{"send": {}}'}

    def __init__(self, g, police: int, mob_areas: list[str]):
        self.g, self.police, self.mob_areas = g, police, mob_areas

    def info(self) -> dict:
        return {"mob_areas": list(self.mob_areas), "police": self.police}

    def check(self, action: PoliceSend) -> None:
        seen = set()
        for area, count in action.send:
            if area not in self.mob_areas:
                raise IllegalAction(str(self.g.phrase("{area:area} holds no mob; the Police may go to {listed}", area=area,
                                                         listed=words().join(self.g.area_name(a) for a in self.mob_areas))))
            if area in seen:
                raise IllegalAction(tr('{area} is named twice', area=self.g.area_name(area)))
            seen.add(area)
            if type(count) is not int or count < 1:
                raise IllegalAction(str(self.g.phrase("send a whole number of Police units (1 or more) to {area:area}", area=area)))
        if sum(c for _, c in action.send) > self.police:
            raise IllegalAction(tr('the Minister has {police} Police units to send', police=self.police))

    def sample(self, rng) -> PoliceSend:
        send: dict = {}
        for _ in range(rng.randint(0, self.police)):
            area = rng.choice(self.mob_areas)
            send[area] = send.get(area, 0) + 1
        self.sampled = action = PoliceSend(tuple(send.items()))
        return action


def police_response(g: Junta) -> Flow[None]:
    """row 73: after mob units were placed in the Rebel phase, the Minister may move any or all
    Police to one or more of the areas where those units now are: a free extra move at any distance."""
    s = g.state
    coup = s.coup
    coup.police_response_due = False
    while True:
        minister = s.holder("minister")
        police = [u for u in coup.units if u.force == "police" and u.owner == minister and not u.fled]
        mob_areas = sorted({u.area for u in coup.units if u.kind == "mob"})
        if minister is None or not police or not mob_areas:
            return
        action = yield Decision("police_response", minister,
                                g.phrase("{player:seat}: send Police against the mob (row 73)?", player=minister),
                                domain=PoliceOrders(g, len(police), mob_areas))
        if action is not REPOSE:
            break
    remaining = list(police)
    for area, count in action.send:
        for u in remaining[:count]:
            u.area = area
        remaining = remaining[count:]
        g.emit("police_response", "the Police respond: {count} unit(s) to {area:area}", count, area)
