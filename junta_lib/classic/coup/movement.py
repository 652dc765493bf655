"""Segment A: Movement (rows 64, 72-73; K3, K6).

In coup order each player makes at most one move a Coup phase: any number of his units from one
area into one adjacent area (K3).  Instead of a move the Air Force Commander may drop the
Paratroops from the airfield (once per coup), and the Helicopter card carries up to three units
anywhere (K6).  Before his move a player may play Coup Event cards and hand units to another player
(K3 transfer).  The harbor is entered or left only by Marines.  In the Rebel phase whoever moves
becomes a Rebel (row 70).  Police response (row 73) is the Minister's free extra move in Coup phase 1.

A movement action is one of:
    "pass"
    {"play": card}                                  a Coup Event card that places units
    {"transfer": {"units": [ids], "to": seat}}
    {"move": {"from": area, "to": area, "units": [ids]}}
    {"drop": area}                                  the Paratroops
    {"helicopter": {"card": card, "units": [ids], "to": area}}
    {"bribe": {"card": card, "area": area}}          a unit bribe card (R): try each unit of its force there
"""
from __future__ import annotations

from ...core.decision import Decision
from ...core.errors import IllegalAction
from ...core.rng import pick
from ..money import can_pay, pay
from .forces import acting_order, coup_order, make_rebel, place_coup_event_units

ENDS_TURN = ("pass", "move", "drop", "helicopter")


def movement_segment(g):
    s = g.state
    coup = s.coup
    if coup.phase == 1 and coup.police_response_due:
        yield from police_response(g)
    for seat in acting_order(g):
        yield from player_moves(g, seat)


def my_units(coup, seat: int, movable: bool = True):
    return [u for u in coup.units if u.owner == seat and not (movable and u.area == "airfield")]


def event_cards(g, seat: int, helicopter: bool) -> list[str]:
    return [c for c in g.state.players[seat].hand if g.cards[c].type == "coup_event"
            and g.cards[c].implemented and (g.cards[c].effect == "helicopter") == helicopter]


def player_moves(g, seat: int):
    s = g.state
    coup = s.coup
    # he started the Coup by moving (row 59): his Rebel-phase move must be one, if one is possible
    must_move = coup.phase == 0 and seat == coup.first_rebel and coup.committed == "move" and can_move(g, seat)
    while True:
        action = yield Decision(
            "coup_move", seat, f"{s.players[seat].name}: your move in Coup phase {coup.phase}",
            validate=lambda a: check_move(g, seat, a, must_move),
            sample=lambda rng: random_move(g, seat, rng, must_move),
            info=move_info(g, seat))
        kind = action if action == "pass" else next(iter(action))
        if kind == "play":
            s.players[seat].hand.remove(action["play"])
            s.discard.append(action["play"])
            s.situation = "unstable"                             # K10 Coup Event
            place_coup_event_units(g, seat, action["play"])
            if coup.phase == 0:
                make_rebel(g, seat, "played a Coup Event in the Rebel phase")
            continue
        if kind == "bribe":
            bribe_units(g, seat, action["bribe"]["card"], action["bribe"]["area"])
            continue
        if kind == "transfer":
            t = action["transfer"]
            for u in coup.units:
                if u.id in t["units"]:
                    u.owner = t["to"]
            g.emit("transfer", "{player:seat} hands {count} unit(s) to {other:seat}", seat, len(t["units"]), t["to"])
            continue
        if kind == "move":
            m = action["move"]
            for uid in m["units"]:
                coup.unit(uid).area = m["to"]
            g.emit("move", "{player:seat} moves {count} unit(s) from {a:area} to {b:area}", seat, len(m["units"]),
                   m["from"], m["to"])
        elif kind == "drop":
            for u in coup.units:
                if u.force == "paratroops" and u.area == "airfield":
                    u.area = action["drop"]
            coup.paratroops_dropped = True
            g.emit("drop", "the Paratroops drop into {area:area}", action["drop"])
        elif kind == "helicopter":
            h = action["helicopter"]
            s.players[seat].hand.remove(h["card"])
            s.discard.append(h["card"])
            s.situation = "unstable"
            coup.helicopter_used.append(seat)
            for u in coup.units:
                if u.id in h["units"]:
                    u.area = h["to"]
            g.emit("helicopter", "{player:seat}'s Helicopter carries {count} unit(s) to {area:area}", seat,
                   len(h["units"]), h["to"])
        if kind != "pass" and coup.phase == 0:
            make_rebel(g, seat, "moved in the Rebel phase")
        return


MOVE_FORMAT = ('"pass", {"play": card}, {"transfer": {"units": [ids], "to": seat}}, '
               '{"move": {"from": area, "to": area, "units": [ids]}}, {"drop": area}, '
               '{"helicopter": {"card": card, "units": [ids], "to": area}}; units and areas are in the view')


def move_info(g, seat: int) -> dict:
    return {"phase": g.state.coup.phase, "format": MOVE_FORMAT}


def _owned(g, seat: int, ids, where=None) -> list:
    coup = g.state.coup
    if not isinstance(ids, list) or not ids:
        raise IllegalAction("name the units by their ids in a non-empty list")
    wanted = set(ids) if all(isinstance(i, int) for i in ids) else None
    if wanted is None or len(wanted) != len(ids):
        raise IllegalAction("name each unit once, by its whole-number id")
    out = []
    for i in ids:
        u = coup.unit(i)
        if u is None or u.owner != seat:
            raise IllegalAction(f"unit {i!r} is not one of yours; yours: {sorted(x.id for x in my_units(coup, seat, False))}")
        if where is not None and u.area != where:
            raise IllegalAction(f"unit {i} is in {u.area}, not in {where}")
        out.append(u)
    return out


def land_target(g, area) -> None:
    city = g.city
    if area not in city.graph or area == city.harbor:
        raise IllegalAction(f"{area!r} is not a land area of the city")


def check_move(g, seat: int, action, must_move: bool) -> None:
    s, city = g.state, g.city
    coup = s.coup
    if action == "pass":
        if must_move:
            raise IllegalAction("you started the Coup by moving: your first move of the Rebel phase must be a move")
        return
    if not isinstance(action, dict) or len(action) != 1:
        raise IllegalAction('expected "pass" or an object with one of: play, transfer, move, drop, helicopter')
    kind, arg = next(iter(action.items()))
    if kind == "play":
        if arg not in event_cards(g, seat, helicopter=False):
            raise IllegalAction(f"{arg!r} is not a Coup Event card in your hand that places units")
    elif kind == "bribe":
        if not isinstance(arg, dict) or set(arg) != {"card", "area"}:
            raise IllegalAction('a bribe is {"card": card, "area": area}')
        if arg["card"] not in bribe_cards(g, seat):
            raise IllegalAction(f"{arg['card']!r} is not a unit bribe card in your hand")
        force = bribed_force(g, arg["card"])
        if not any(u.force == force and u.area == arg["area"] and u.owner != seat for u in coup.units):
            raise IllegalAction(f"no {g.force_name(force)} unit of another player stands in {arg['area']!r}")
        if not can_pay(g, seat, g.rules["assassins"]["bribe_unit_cost"]):
            raise IllegalAction("you cannot pay a single bribe")
    elif kind == "transfer":
        if not isinstance(arg, dict) or set(arg) != {"units", "to"}:
            raise IllegalAction('a transfer is {"units": [ids], "to": seat}')
        if arg["to"] == seat or arg["to"] not in coup_order(g):
            raise IllegalAction("hand units only to another player taking part in the Coup")
        _owned(g, seat, arg["units"])
    elif kind == "move":
        if not isinstance(arg, dict) or set(arg) != {"from", "to", "units"}:
            raise IllegalAction('a move is {"from": area, "to": area, "units": [ids]}')
        units = _owned(g, seat, arg["units"], where=arg["from"])
        if arg["from"] == "airfield":
            raise IllegalAction("the Paratroops leave the airfield only by a drop")
        if arg["to"] not in city.neighbours.get(arg["from"], ()):
            raise IllegalAction(f"{arg['to']!r} is not adjacent to {arg['from']!r}; adjacent: "
                                f"{', '.join(city.neighbours.get(arg['from'], ()))}")
        if city.harbor in (arg["from"], arg["to"]) and any(u.force != "marines" for u in units):
            raise IllegalAction("only Marines enter or leave the harbor (K3)")
        if any(u.fled for u in units):
            raise IllegalAction("units that retreated this phase flee and cannot move")
        held_back(g, units)
    elif kind == "drop":
        if s.holder("air_force") != seat or coup.paratroops_dropped or not any(
                u.force == "paratroops" and u.area == "airfield" and u.owner == seat for u in coup.units):
            raise IllegalAction("only the Air Force Commander drops the Paratroops, once per Coup")
        land_target(g, arg)
        if arg in city.embassies:
            raise IllegalAction("no drop into an Embassy area (K3)")
    elif kind == "helicopter":
        if not isinstance(arg, dict) or set(arg) != {"card", "units", "to"}:
            raise IllegalAction('a helicopter move is {"card": id, "units": [ids], "to": area}')
        if arg["card"] not in event_cards(g, seat, helicopter=True) or seat in coup.helicopter_used:
            raise IllegalAction("you have no Helicopter card to play")
        units = _owned(g, seat, arg["units"])
        held_back(g, units)
        if len(units) > g.rules["coup"]["helicopter_units"]:
            raise IllegalAction(f"the Helicopter carries at most {g.rules['coup']['helicopter_units']} units")
        if any(u.area == "airfield" for u in units):
            raise IllegalAction("the Paratroops leave the airfield only by a drop")
        land_target(g, arg["to"])
        if arg["to"] in city.embassies:
            raise IllegalAction("the Helicopter cannot land in an Embassy area (K6)")
    else:
        raise IllegalAction(f"unknown movement {kind!r}; use play, transfer, move, drop or helicopter")


def random_move(g, seat: int, rng, must_move: bool):
    """A random legal movement: often a pass; else a Coup Event card, a drop, or some of the units
    of one area into one adjacent area (area first, then destination)."""
    s, city = g.state, g.city
    coup = s.coup
    if not must_move and rng.random() < 0.35:
        return "pass"
    cards = event_cards(g, seat, helicopter=False)
    if cards and rng.random() < 0.3:
        return {"play": pick(rng, cards)}
    bribes = []
    for c in bribe_cards(g, seat):
        force = bribed_force(g, c)
        bribes += [(c, u.area) for u in coup.units if u.force == force and u.owner != seat]
    if bribes and rng.random() < 0.3 and can_pay(g, seat, g.rules["assassins"]["bribe_unit_cost"]):
        card, area = pick(rng, bribes)
        return {"bribe": {"card": card, "area": area}}
    groups: dict = {}
    parade = coup.parade if coup.phase == 0 else ()
    paratroops_waiting = False
    for u in coup.units:
        if u.owner == seat:
            if u.area == "airfield":
                paratroops_waiting |= u.force == "paratroops"
            elif not u.fled and u.force not in parade:
                groups.setdefault(u.area, []).append(u)
    can_drop = paratroops_waiting and not coup.paratroops_dropped and s.holder("air_force") == seat
    if can_drop and (not groups or rng.random() < 1 / (len(groups) + 1)):
        return {"drop": pick(rng, city.open_land)}
    if not groups:
        return "pass"
    area = pick(rng, list(groups))
    units = groups[area]
    marines_only = all(u.force == "marines" for u in units)
    dests = [d for d in city.neighbours[area] if city.harbor not in (area, d) or marines_only]
    if not dests:
        return "pass"
    dest = pick(rng, dests)
    chosen = [u.id for u in units if rng.random() < 0.7] or [units[0].id]
    return {"move": {"from": area, "to": dest, "units": chosen}}


def can_move(g, seat: int) -> bool:
    """Has ``seat`` any unit that may move now (or Paratroops to drop)?"""
    s, coup = g.state, g.state.coup
    parade = coup.parade if coup.phase == 0 else ()
    if any(u.owner == seat and not u.fled and u.area != "airfield" and u.force not in parade for u in coup.units):
        return True
    return (s.holder("air_force") == seat and not coup.paratroops_dropped
            and any(u.force == "paratroops" and u.area == "airfield" and u.owner == seat for u in coup.units))


def held_back(g, units) -> None:
    """Military Parade (K10): the named Army Brigade does not move in the Rebel phase."""
    coup = g.state.coup
    if coup.phase == 0 and any(u.force in coup.parade for u in units):
        raise IllegalAction(f"the {', '.join(g.force_name(f) for f in coup.parade)} is on parade: "
                            "it does not move in the Rebel phase")


def bribe_cards(g, seat: int) -> list[str]:
    return [c for c in g.state.players[seat].hand if g.cards[c].effect == "bribe_units" and g.cards[c].implemented]


def bribed_force(g, cid: str) -> str:
    """bribe_brigade_1 -> brigade_1, bribe_police -> police, bribe_palace_guard -> palace_guard."""
    return g.cards[cid].key.removeprefix("bribe_")


def bribe_units(g, seat: int, cid: str, area: str) -> None:
    """R: for each unit of the card's force in the named area, pay 1 million and roll; on 4-6 the
    unit is yours for the rest of the coup.  The money leaves the game; the kit tries the units one
    by one while you can pay."""
    s = g.state
    rules = g.rules["assassins"]
    s.players[seat].hand.remove(cid)
    s.discard.append(cid)
    force = bribed_force(g, cid)
    won = tried = 0
    for u in [u for u in s.coup.units if u.force == force and u.area == area and u.owner != seat]:
        if not can_pay(g, seat, rules["bribe_unit_cost"]):
            break
        pay(g, seat, rules["bribe_unit_cost"])
        tried += 1
        if g.d6() >= rules["bribe_unit_success_min"]:
            u.owner = seat
            won += 1
    g.emit("bribe", "{player:seat} bribes the {force:force} in {area:area}: {won} of {tried} unit(s) change sides",
           seat, force, area, won, tried)


def police_response(g):
    """row 73: after mob units were placed in the Rebel phase, the Minister may move any or all
    Police to one or more of the areas where those units now are: a free extra move at any distance.
    The action: {"send": {area: number of Police units}} (an empty object declines)."""
    s = g.state
    coup = s.coup
    coup.police_response_due = False
    minister = s.holder("minister")
    police = [u for u in coup.units if u.force == "police" and u.owner == minister and not u.fled]
    mob_areas = sorted({u.area for u in coup.units if u.kind == "mob"})
    if minister is None or not police or not mob_areas:
        return

    def check(action):
        if not isinstance(action, dict) or set(action) != {"send"} or not isinstance(action["send"], dict):
            raise IllegalAction('a police response is {"send": {area: units}}; {"send": {}} declines')
        for area, count in action["send"].items():
            if area not in mob_areas:
                raise IllegalAction(f"{area!r} holds no mob; the Police may go to {', '.join(mob_areas)}")
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise IllegalAction(f"send a whole number of Police units (1 or more) to {area}")
        if sum(action["send"].values()) > len(police):
            raise IllegalAction(f"the Minister has {len(police)} Police units to send")

    def sample(rng):
        send: dict = {}
        for _ in range(rng.randint(0, len(police))):
            area = rng.choice(mob_areas)
            send[area] = send.get(area, 0) + 1
        return {"send": send}

    action = yield Decision("police_response", minister,
                            f"{s.players[minister].name}: send Police against the mob (row 73)?",
                            validate=check, sample=sample,
                            info={"mob_areas": mob_areas, "police": len(police),
                                  "format": '{"send": {area: units}}; {"send": {}} declines'})
    remaining = list(police)
    for area, count in action["send"].items():
        for u in remaining[:count]:
            u.area = area
        remaining = remaining[count:]
        g.emit("police_response", "the Police respond: {count} unit(s) to {area:area}", count, area)
