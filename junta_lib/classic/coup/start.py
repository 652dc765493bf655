"""Phase 8: Coup (rows 56-59).

With the Political Situation Unstable any player but the President may start a Coup; a player at
Headquarters may start one even when it is Stable (row 56), and so may the player of a Coup Event
card (row 15).  The chance goes round from the President's left (row 58).  A Coup is started by
playing a Coup Event card, by moving one's units, or by announcing a bombardment with an Airstrike or
the Gunboat (row 59).  Only one Coup per round: its starter takes the First Rebel card.
"""
from __future__ import annotations

from ...i18n import N_

from typing import TYPE_CHECKING

from ...core.actions import Word
from ...core.decision import REPOSE, Decision
from ..actions import Play, StartCoup
from ..events import offer_card
from .game import run_coup

if TYPE_CHECKING:
    from ..world import Flow, Junta


def start_options(g: Junta, seat: int) -> list:
    s = g.state
    p = s.players[seat]
    options = [StartCoup("card", cid) for cid in p.hand
               if g.cards[cid].type == "coup_event" and g.cards[cid].implemented]
    allowed = s.situation == "unstable" or p.location == "headquarters"
    if allowed:
        commands = [force for force, spec in g.city.forces.items() if s.holder(spec.commander) == seat]
        if commands:
            options.append(StartCoup("move", None))
        if s.holder("air_force") == seat:
            options.append(StartCoup("airstrike", None))
        if s.holder("admiral") == seat:
            options.append(StartCoup("gunboat", None))
    return options


def coup_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "8 coup"
    if s.president is None:                     # K8: no coup while the presidency is vacant
        return
    yield from martial_law(g)
    for seat in s.clockwise(s.president)[1:]:
        if not s.active(seat):
            continue
        while True:
            options = start_options(g, seat)
            d = Decision("start_coup", seat, g.phrase("{player:seat}: start a Coup?", player=seat),
                         (Word.DECLINE, *options))
            if not options:
                # row 60: every player has his chance; one who cannot start a coup now is asked only
                # if he holds a card to play first (United Nations Condemnation makes it Unstable)
                d.game = g
                if d.side is None or not any(isinstance(a, Play) and g.cards[a.card].effect == "unstable"
                                             and g.cards[a.card].implemented for a in d.side.listed):
                    break
            action = yield d
            if action is REPOSE:
                continue
            if action is Word.DECLINE:
                break
            yield from run_coup(g, seat, action)
            return


def martial_law(g: Junta) -> Flow[None]:
    """K10 Martial Law: the President only, in Phase 8: the Police start any coup in Parliament."""
    s = g.state
    pres = s.president
    if (yield from offer_card(g, pres, "martial_law", "martial_law", N_("declare Martial Law?"))) is None:
        return
    s.martial_law = True
    g.emit("martial_law", "{player:seat} declares Martial Law: the Police will hold Parliament", pres)
