"""The course of a Coup (rows 61-73): the Rebel phase and the Coup phases, each a Movement and a
Combat segment; ending early when all players agree on the result (row 67: a side action, see
side_actions.py, that raises CoupAgreed here); choosing sides and control of the Power Centers
(R, row 65); then the Coup Aftermath (K7) for the result."""
from __future__ import annotations

from ...i18n import N_

from typing import TYPE_CHECKING

from ...core.actions import Word
from ...core.decision import REPOSE, Decision
from ..actions import Play
from ..events import offer_card
from ..side_actions import CoupAgreed
from .aftermath import aftermath
from .combat import combat_segment
from .forces import coup_order, deploy, make_rebel, place_coup_event_units
from .movement import movement_segment

if TYPE_CHECKING:
    from ..world import Flow, Junta


SIDES = (Word.PRESIDENT, Word.REBELS)


REBEL_ASKED = N_("{player:seat}: declare for the President or the Rebels (you are a Rebel)")
LOYAL_ASKED = N_("{player:seat}: declare for the President or the Rebels")

def run_coup(g: Junta, first_rebel: int, start) -> Flow[None]:
    s = g.state
    s.coup = coup = deploy(g, first_rebel)
    coup.committed = start.start if start.start in ("move", "airstrike", "gunboat") else None
    g.stats["coups"] += 1
    g.emit("coup", "{player:seat} starts a Coup and takes the First Rebel card", first_rebel)
    if coup.committed in ("gunboat", "airstrike"):         # row 59: a shot announced, fired in the battle (K4)
        g.emit("coup_by_fire", "{player:seat} starts it by announcing {how:words}", first_rebel,
               N_("the Gunboat's bombardment") if coup.committed == "gunboat" else N_("an Airstrike"))
    make_rebel(g, first_rebel, N_("started the Coup"))
    if start.start == "card":
        cid = start.card
        s.players[first_rebel].hand.remove(cid)
        s.discard.append(cid)
        s.situation = "unstable"
        if g.cards[cid].places:
            place_coup_event_units(g, first_rebel, cid)
        else:                                  # the Helicopter: kept for his Rebel-phase move
            s.players[first_rebel].hand.append(cid)
            s.discard.remove(cid)
    coup.running = True
    try:
        yield from military_parade(g)
        for phase in range(0, g.rules.coup.phases + 1):
            coup.phase = phase
            if phase == 0:
                g.emit("coup_phase", "the Rebel phase begins")
            else:
                g.emit("coup_phase", "Coup phase {phase} begins", phase)
            yield from movement_segment(g)
            yield from combat_segment(g)
    except CoupAgreed as agreed:               # row 67: all players agreed on the result
        coup.agreed = "Rebels" if agreed.winner == "rebels" else "President"
    coup.running = False
    for u in coup.units:
        u.fled = False
    yield from choose_sides(g)
    if coup.agreed is not None:
        coup.winner = coup.agreed
        g.emit("coup_result", "the Coup ends by agreement: {verdict:words}",
               N_("the Rebels win") if coup.winner == "Rebels" else N_("the President wins"))
    else:
        held = rebel_centers(g)
        coup.winner = winner(g, held)
        theirs = tuple(pc for pc in g.city.power_centers if controller(g, pc) == "Rebels")
        g.emit("coup_result", "the Rebels hold {count} of the {of} Power Centers{which:held}: {verdict:words}", held,
               len(g.city.power_centers), theirs,
               N_("the Rebels win") if coup.winner == "Rebels" else N_("the President wins"))
    if coup.winner == "Rebels":
        g.stats["coups_won_by_rebels"] += 1
    yield from aftermath(g)


def military_parade(g: Junta) -> Flow[None]:
    """K10 Military Parade: before the Rebel phase, a player holding it may name one Army Brigade
    that does not move in the Rebel phase."""
    s = g.state
    def ways(cid):
        brigades = sorted({u.force for u in s.coup.units if u.force.startswith("brigade_")} - set(s.coup.parade))
        return [Play(cid, None, b) for b in brigades]

    for seat in coup_order(g):
        action = yield from offer_card(g, seat, "military_parade", "military_parade", N_("hold a Military Parade?"),
                                       ways)
        if action is None:
            continue
        s.coup.parade.append(action.brigade)
        g.emit("parade", "{player:seat} holds a Military Parade: the {force:force} does not move in the Rebel phase",
               seat, action.brigade)


def choose_sides(g: Junta) -> Flow[None]:
    """R: from the First Rebel clockwise every living player not in exile declares for the President
    or for the Rebels; the President is always for the President."""
    s = g.state
    coup = s.coup
    for seat in coup_order(g):
        if seat == s.president:
            coup.sides[seat] = "president"
            continue
        while (side := (yield Decision("choose_side", seat,
                                       g.phrase(REBEL_ASKED if seat in coup.rebels else LOYAL_ASKED, player=seat),
                                       SIDES))) is REPOSE:
            pass
        coup.sides[seat] = side.value
        if side is Word.REBELS:
            g.emit("side", "{player:seat} declares for the Rebels", seat)
        else:
            g.emit("side", "{player:seat} declares for the President", seat)


def controller(g: Junta, area: str) -> str:
    """R: the Rebels control an area only if it holds a unit and every unit in it belongs to a
    player for the Rebels; otherwise it counts for the President."""
    coup = g.state.coup
    owners = {u.owner for u in coup.units if u.area == area}
    if owners and all(coup.sides.get(o) == "rebels" for o in owners):
        return "Rebels"
    return "President"


def rebel_centers(g: Junta) -> int:
    return sum(1 for pc in g.city.power_centers if controller(g, pc) == "Rebels")


def winner(g: Junta, held: int | None = None) -> str:
    """R: the Rebels win holding enough Power Centers (``held``, counted now unless given)."""
    held = rebel_centers(g) if held is None else held
    return "Rebels" if held >= g.rules.coup.power_centers_to_win else "President"
