"""Forces and their units (K2), initial deployment (rows 19.5, 63), who is a Rebel (row 70)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Coup, Unit

if TYPE_CHECKING:
    from ..world import Junta


def deploy(g: Junta, first_rebel: int) -> Coup:
    """Each Position commands its force (row 6: the President the Palace Guard, the Minister the
    Police, each General his Brigade, the Admiral the Marines and Gunboat, the Air Force Commander
    the Paratroops and Airstrikes).  Every force of a Position someone may command starts in its
    areas (K2, row 63); the units of
    vacant, frozen, dead or exiled players' Positions are ignored (row 71) unless the President's
    Cousin holds the Position."""
    s = g.state
    coup = Coup(first_rebel=first_rebel)
    # nobody dies or goes into exile during a coup (executions come after it), so its order holds
    coup.order = [t for t in s.clockwise(first_rebel) if s.active(t)]
    for force, spec in g.city.forces.items():
        owner = s.holder(spec.commander)
        if owner is None:
            continue
        areas = spec.start
        if spec.forced_budget_start and (s.budget_forced or s.martial_law):   # row 37, row 63, Martial Law
            areas = (spec.forced_budget_start,)
            g.emit("police_start", "the Police start the Coup in {area:area}", areas[0])
        for i in range(spec.units):
            add_unit(coup, force, areas[i % len(areas)], owner, "elite" if spec.elite else "regular")
    if s.holder("air_force") is not None:
        coup.airstrikes_left = g.rules.coup.airstrikes_per_coup
    return coup


def add_unit(coup: Coup, force: str, area: str, owner: int, kind: str) -> Unit:
    unit = Unit(coup.next_unit, force, area, owner, kind)
    coup.started[unit.id] = (force, area)
    coup.next_unit += 1
    coup.units.append(unit)
    return unit


def coup_order(g: Junta) -> list[int]:
    """The First Rebel, then clockwise (rows 64, 72); dead and exiled players take no part."""
    return g.state.coup.order


def acting_order(g: Junta) -> list[int]:
    """Who may move, declare and fire now: in the Rebel phase not the President, who may neither
    move nor fire back then (row 64); afterwards everyone in coup order."""
    s = g.state
    if s.coup.phase == 0:
        return [t for t in s.coup.order if t != s.president]
    return s.coup.order


def units_in(coup: Coup, area: str, owner: int | None = None, fighting: bool = False) -> list[Unit]:
    return [u for u in coup.units if u.area == area and (owner is None or u.owner == owner)
            and not (fighting and (u.fled or u.kind == "mob"))]


def occupied(coup: Coup, area: str, present_only: bool = True) -> set[int]:
    return {u.owner for u in coup.units if u.area == area and not (present_only and u.fled)}


def make_rebel(g: Junta, seat: int, why: str) -> None:
    """row 70: moving or firing in the Rebel phase, or firing on a Palace Guard unit at any time,
    makes a player a Rebel until the end of the Coup.  The President never becomes one."""
    s = g.state
    if seat == s.president or seat in s.coup.rebels:
        return
    s.coup.rebels.append(seat)
    g.emit("rebel", "{player:seat} is now a Rebel ({why:words})", seat, why)


def place_coup_event_units(g: Junta, seat: int, cid: str) -> None:
    """K6: the player of a Coup Event card places its units; they are his until the coup ends."""
    s = g.state
    name, count, area, kind = g.cards[cid].places
    for _ in range(count):
        add_unit(s.coup, name, area, seat, kind)
    if s.coup.phase == 0 and kind == "mob" and area not in s.coup.mob_areas:   # row 73
        s.coup.mob_areas.append(area)
        s.coup.police_response_due = True
    g.emit("units_placed", "{player:seat} plays {card:card}: {count} {units:force} appear in {area:area}", seat, cid,
           count, name, area)
