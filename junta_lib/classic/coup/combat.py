"""Segment B: Combat (row 69; K4, R retreat and embassies).

1. Declarations, in coup order: "my units in X attack player P's units in X" (never in an embassy).
2. Incoming fire: the Admiral's Gunboat shells one coastal land area (``coup.gunboat_dice``); the Air
   Force Commander spends Airstrikes (``coup.airstrike_dice`` each).  Every die of
   ``coup.bombard_hits_min`` or more destroys a unit of the shooter's choice.
3. Volleys (``coup.volleys``) in each area with declared attacks: every unit rolls, regular units
   hit on a ``coup.regular_hits_min`` or more, Marines and Paratroops on ``coup.elite_hits_min``;
   volleys are simultaneous; the owner chooses his losses.
4. Retreat (R): who lost fewest stays; the others retreat into an adjacent empty area (or an occupied
   one whose occupants agree), or lose their units there if they cannot or are forbidden to.
Rebels (row 70): declaring, firing or bombarding in the Rebel phase; firing on Palace Guard units at
any time, hit or miss: a volley at a player whose units there include Palace Guard, a shelling or an
Airstrike on an area holding Palace Guard units (K4).
"""
from __future__ import annotations

from ...i18n import N_

from typing import TYPE_CHECKING, Any

from ...core.actions import Word
from ...core.decision import REPOSE, Decision
from ..actions import Attack, SpreadHits, UnitGroup
from .forces import acting_order, coup_order, make_rebel, occupied, units_in

if TYPE_CHECKING:
    from ..world import Flow, Junta

HOLD_OR_FIRE = (Word.HOLD, Word.FIRE)
ALLOW_OR_FORBID = (Word.ALLOW, Word.FORBID)
AGREE_OR_REFUSE = (Word.AGREE, Word.REFUSE)


def combat_segment(g: Junta) -> Flow[None]:
    s = g.state
    coup = s.coup
    coup.segment = "combat"
    coup.battles = []
    battles = yield from declarations(g)
    yield from incoming_fire(g)
    for area, pairs in battles.items():
        losses = yield from volleys(g, area, pairs)
        if losses:
            yield from retreat(g, area, losses)
    for u in coup.units:
        u.fled = False


def declarations(g: Junta) -> Flow[Any]:
    s, city = g.state, g.city
    coup = s.coup
    battles: dict[str, list[tuple[int, int]]] = {}
    owners: dict[str, set] = {}
    armed: dict[int, set] = {}
    for u in coup.units:
        if not u.fled:
            here = owners.get(u.area)
            if here is None:
                owners[u.area] = {u.owner}
            else:
                here.add(u.owner)
    contested = {a for a, o in owners.items() if len(o) > 1 and a not in city.embassies
                 and a not in (city.harbor, city.airfield)}
    if not contested:
        return battles
    for u in coup.units:
        if not u.fled and u.kind != "mob" and u.area in contested:
            armed.setdefault(u.owner, set()).add(u.area)
    for seat in acting_order(g):
        mine = armed.get(seat, set()) & contested
        while mine:
            options = [Word.DONE]
            for area in sorted(mine):
                for other in sorted(owners[area] - {seat}):
                    if (seat, other) not in battles.get(area, []):
                        options.append(Attack(area, other))
            if len(options) == 1:
                break
            action = yield Decision("declare", seat, g.phrase("{player:seat}: declare an attack, or done", player=seat),
                                    tuple(options))
            if action is REPOSE:
                continue
            if action is Word.DONE:
                break
            battles.setdefault(action.area, []).append((seat, action.target))
            g.emit("declare", "{player:seat} attacks {other:seat} in {area:area}", seat, action.target,
                   action.area)
            if coup.phase == 0:
                make_rebel(g, seat, N_("attacked in the Rebel phase"))
    return battles


def units_of(coup, seat: int):
    return [u for u in coup.units if u.owner == seat and not u.fled]


def incoming_fire(g: Junta) -> Flow[None]:
    s, city, rules = g.state, g.city, g.rules.coup
    coup = s.coup
    committed = coup.phase == 0 and coup.committed in ("airstrike", "gunboat")
    acting = acting_order(g)
    admiral = s.holder("admiral")
    if admiral is not None and admiral in acting:
        held = {u.area for u in coup.units if not u.fled}
        targets = [a for a in city.coastal if a not in city.embassies and a in held]
        must = committed and coup.committed == "gunboat" and admiral == coup.first_rebel and targets
        if targets:
            options = (() if must else (Word.HOLD,)) + tuple(g.area_action[a] for a in targets)
            prompt = g.phrase("{player:seat}: shell a coastal area?", player=admiral)
            while (action := (yield Decision("gunboat", admiral, prompt, options))) is REPOSE:
                pass
            if action is not Word.HOLD:
                yield from bombard(g, admiral, action.area, rules.gunboat_dice, "the Gunboat")
    airman = s.holder("air_force")
    first = True
    while airman is not None and airman in acting and coup.airstrikes_left > 0:
        held = {u.area for u in coup.units if not u.fled}
        targets = [a for a in city.open_land if a in held]
        if not targets:
            break
        must = first and committed and coup.committed == "airstrike" and airman == coup.first_rebel
        options = (() if must else (Word.HOLD,)) + tuple(g.area_action[a] for a in targets)
        prompt = g.phrase("{player:seat}: call an Airstrike ({left} left)?", player=airman, left=coup.airstrikes_left)
        while (action := (yield Decision("airstrike", airman, prompt, options))) is REPOSE:
            pass
        first = False
        if action is Word.HOLD:
            break
        coup.airstrikes_left -= 1
        yield from bombard(g, airman, action.area, rules.airstrike_dice, "an Airstrike")


def bombard(g: Junta, shooter: int, area: str, dice: int, what: str) -> Flow[None]:
    s, rules = g.state, g.rules.coup
    coup = s.coup
    if coup.phase == 0:
        make_rebel(g, shooter, N_("fired the Gunboat in the Rebel phase") if what == "the Gunboat" else
                   N_("called an Airstrike in the Rebel phase"))
    if any(u.force == "palace_guard" for u in present(coup, area)):
        make_rebel(g, shooter, N_("fired on the Palace Guard"))      # row 70, K4: hit or miss
    rolls = [g.d6() for _ in range(dice)]
    hits = sum(1 for r in rolls if r >= rules.bombard_hits_min)
    coup.battles.append({"area": area, "shooter": shooter, "what": what, "dice": tuple(rolls), "hits": hits})
    if what == "the Gunboat":
        g.emit("bombard", "the Gunboat strikes {area:area}: {rolls:dice}, {hits} hit(s)", area, tuple(rolls), hits)
    else:
        g.emit("bombard", "an Airstrike strikes {area:area}: {rolls:dice}, {hits} hit(s)", area, tuple(rolls), hits)
    for _ in range(hits):
        victim = yield from take_a_hit(g, area, shooter, "bombard_target",
                                       g.phrase("{player:seat}: choose the unit your fire destroys in {area:area:loct}",
                                                player=shooter, area=area))
        if victim is None:
            break


def unit_groups(units) -> list[UnitGroup]:
    groups = []
    for u in units:
        key = UnitGroup(u.owner, u.force)
        if key not in groups:
            groups.append(key)
    return groups


def take_a_hit(g: Junta, area: str, chooser: int, kind: str, prompt: str, owner: int | None = None) -> Flow[Any]:
    """One hit in ``area`` (on ``owner``'s units, or on any): ``chooser`` picks the kind of unit
    lost when there is a choice (K4: the shooter for incoming fire, the owner in a volley)."""
    units = present(g.state.coup, area, owner)
    if not units:
        return None
    groups = unit_groups(units)
    pick = groups[0]
    if len(groups) > 1:
        while (pick := (yield Decision(kind, chooser, prompt, tuple(groups)))) is REPOSE:
            pass
        units = present(g.state.coup, area, owner)
    return destroy(g, area, pick.owner, pick.force, units)


def present(coup, area: str, owner: int | None = None):
    """Units in an area that can be fired upon: not those fleeing after a retreat (R)."""
    return [u for u in coup.units if u.area == area and not u.fled and (owner is None or u.owner == owner)]


def destroy(g: Junta, area: str, owner: int, force: str, units=None):
    """``owner`` loses a ``force`` unit in ``area`` (``units``: those present there, if known)."""
    s = g.state
    coup = s.coup
    if units is None:
        units = present(coup, area, owner)
    victim = next(u for u in units if u.owner == owner and u.force == force)
    coup.units.remove(victim)
    g.emit("unit_lost", "{player:seat} loses a {force:force} unit in {area:area}", owner, force, area)
    return victim


def volleys(g: Junta, area: str, pairs: list[tuple[int, int]]) -> Flow[Any]:
    """Three volleys (K4).  Returns losses by player in this battle."""
    s, rules = g.state, g.rules.coup
    coup = s.coup
    enemies: dict[int, set[int]] = {}
    for attacker, target in pairs:
        enemies.setdefault(attacker, set()).add(target)
    for attacker, target in pairs:
        if attacker in enemies.get(target, set()):
            continue
        fire_back = True
        if coup.phase == 0:                  # row 70: a loyalist may refuse to fire back
            if target == s.president:
                fire_back = False
            elif target not in coup.rebels and units_in(coup, area, target, fighting=True):
                prompt = g.phrase("{player:seat}: fire back in {area:area:loct} (you become a Rebel)?", player=target,
                                  area=area)
                while (answer := (yield Decision("fire_back", target, prompt, HOLD_OR_FIRE))) is REPOSE:
                    pass
                fire_back = answer is Word.FIRE
                if fire_back:
                    make_rebel(g, target, N_("fired back in the Rebel phase"))
        if fire_back:
            enemies.setdefault(target, set()).add(attacker)
    losses: dict[int, int] = {p: 0 for pair in pairs for p in pair}
    elite, regular = rules.elite_hits_min, rules.regular_hits_min
    for volley in range(1, rules.volleys + 1):
        hits_on: dict[int, int] = {}
        here: dict[int, list] = {}             # units that may fire or be fired upon, by owner
        for u in coup.units:
            if u.area == area and not u.fled:
                here.setdefault(u.owner, []).append(u)
        for shooter in sorted(enemies):
            live = [e for e in sorted(enemies[shooter]) if e in here]
            mine = [u for u in here.get(shooter, ()) if u.kind != "mob"]
            if not live or not mine:
                continue
            rolls = [g.d6() for _ in mine]
            hits = sum([r >= (elite if u.kind == "elite" else regular) for u, r in zip(mine, rolls)])
            coup.battles.append({"area": area, "shooter": shooter, "what": f"volley {volley}",
                                 "dice": tuple(rolls), "hits": hits, "targets": tuple(live)})
            g.emit("volley", "volley {n} in {area:area}: {player:seat} rolls {rolls:dice}, {hits} hit(s)", volley, area,
                   shooter, tuple(rolls), hits)
            if any(u.force == "palace_guard" for e in live for u in here[e]):
                make_rebel(g, shooter, N_("fired on the Palace Guard"))
            if not hits:
                continue
            split = {live[0]: hits}
            if len(live) > 1:
                on = tuple(live)
                options = tuple(SpreadHits(on, c) for c in compositions(hits, len(live)))
                prompt = g.phrase("{player:seat}: spread {hits} hit(s) among {among:seats}", player=shooter, hits=hits,
                                  among=on)
                while (pick := (yield Decision("spread_hits", shooter, prompt, options))) is REPOSE:
                    pass
                split = dict(zip(live, pick.hits))
            for e, h in split.items():
                hits_on[e] = hits_on.get(e, 0) + h
        for victim, count in hits_on.items():           # volleys are simultaneous
            for _ in range(count):
                lost = yield from take_a_hit(g, area, victim, "choose_loss",
                                             g.phrase("{player:seat}: choose a unit to lose in {area:area:loct}",
                                                      player=victim, area=area),
                                             victim)
                if lost is None:
                    break
                losses[victim] = losses.get(victim, 0) + 1
    return losses


def compositions(total: int, parts: int):
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in compositions(total - first, parts - 1):
            yield (first,) + rest


def retreat(g: Junta, area: str, losses: dict[int, int]) -> Flow[None]:
    """R: the player(s) who lost fewest stay and may jointly forbid retreat; the others must retreat
    all their units there; a tie for fewest losses among all means nobody retreats."""
    s = g.state
    coup = s.coup
    involved = [p for p in losses if units_in(coup, area, p) or losses[p]]
    if len(set(losses[p] for p in involved)) <= 1:
        return
    fewest = min(losses[p] for p in involved)
    stayers = [p for p in involved if losses[p] == fewest]
    leavers = [p for p in coup_order(g) if p in involved and losses[p] > fewest and units_in(coup, area, p)]
    if not leavers:
        return
    lost = losses_text(g, involved, losses)
    forbid = True
    for p in stayers:
        if not s.active(p):
            forbid = False
            continue
        prompt = g.phrase("{player:seat}: in {area:area:loct}, units lost: {lost:losses}; forbid {leavers:seats} to "
                          "retreat (his units there are lost)?", player=p, area=area, lost=lost, leavers=tuple(leavers))
        while (answer := (yield Decision("forbid_retreat", p, prompt, ALLOW_OR_FORBID))) is REPOSE:
            pass
        forbid &= answer is Word.FORBID
    for p in leavers:
        units = units_in(coup, area, p)
        if forbid:
            destination = None
            g.emit("retreat_forbidden", "{player:seat} may not retreat from {area:area}", p, area)
        else:
            destination = yield from choose_retreat(g, p, area, units, lost)
        if destination is None:
            for u in units:
                coup.units.remove(u)
            g.emit("units_removed", "{player:seat}'s {count} unit(s) in {area:area} are lost", p, len(units), area)
        else:
            for u in units:
                u.area, u.fled = destination, True
            g.emit("retreat", "{player:seat} retreats {count} unit(s) from {a:area} to {b:area}", p, len(units), area,
                   destination)


def losses_text(g: Junta, involved, losses: dict) -> tuple:
    """Who lost how many units in a battle (((seat, units), ...): "ben 2, klaus 3"), for the retreat prompts."""
    return tuple((p, losses[p]) for p in involved)


def choose_retreat(g: Junta, seat: int, area: str, units, lost: str = "") -> Flow[Any]:
    """An adjacent empty area, or an occupied one if all players with units there agree (R)."""
    s, city = g.state, g.city
    coup = s.coup
    marines_only = all(u.force == "marines" for u in units)
    candidates = [a for a in city.neighbours[area] if a != city.harbor or marines_only]
    while candidates:
        prompt = g.phrase("{player:seat}: you lost more units than the fewest ({lost:losses}): retreat from "
                          "{area:area:gent} to?", player=seat, lost=lost, area=area) if lost else \
            g.phrase("{player:seat}: retreat from {area:area:gent} to?", player=seat, area=area)
        options = tuple(g.area_action[a] for a in candidates)
        while (picked := (yield Decision("retreat", seat, prompt, options))) is REPOSE:
            pass
        choice = picked.area
        others = occupied(coup, choice, present_only=False) - {seat}
        agreed = True
        for other in sorted(others):
            if not s.active(other):
                continue
            prompt = g.phrase("{player:seat}: let {other:seat} retreat into {area:area:accs}?", player=other,
                              other=seat, area=choice)
            while (answer := (yield Decision("allow_retreat", other, prompt, AGREE_OR_REFUSE))) is REPOSE:
                pass
            if answer is Word.REFUSE:
                agreed = False
                break
        if agreed:
            return choice
        candidates.remove(choice)
    return None
