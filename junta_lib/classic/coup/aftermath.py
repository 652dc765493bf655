"""The Coup Aftermath (rules/junta.md K7) and the Firing Squad.

Rebels win: those who declared for the Rebels elect a President from among themselves by the usual
Voting Procedure, the First Rebel voting first and breaking ties (kit: the first such player from the
First Rebel clockwise, should he have changed sides).  The old President takes over the new one's
former Positions (row 13's rule, K7).  Then the new President may send to the Firing Squad any living
player who declared for the President.  Rebels lose: the President may send any living Rebel.
Players in Exile cannot be executed (row 44).  An execution is a death as by assassination (row 49).
"""
from __future__ import annotations

from ...i18n import N_

from typing import TYPE_CHECKING, Any

from ...core.actions import Word
from ...core.decision import REPOSE, Decision
from ..actions import Play
from ..assassinations import kill
from ..events import offer_card
from ..money import can_pay, pay
from ..voting import elect_president, install_president
from .forces import coup_order

if TYPE_CHECKING:
    from ..world import Flow, Junta


def aftermath(g: Junta) -> Flow[None]:
    s = g.state
    coup = s.coup
    s.phase = "8 coup aftermath"
    if coup.winner == "Rebels":
        rebels = [t for t in coup_order(g) if coup.sides.get(t) == "rebels" and not s.players[t].straw]
        if not rebels:
            # K9: nobody may be elected (straw men never rule; or, agreed on, nobody declared for the
            # Rebels): the old President stays in office and nobody faces the Firing Squad
            g.emit("no_rebel_president", "no player who may rule declared for the Rebels: "
                   "{president:seat} stays in office and nobody faces the Firing Squad", s.president)
            return
        new = yield from elect_president(g, first_voter=rebels[0], voters=rebels, candidates=rebels,
                                         tie_breaker=rebels[0])
        if new is not None and new != s.president:
            install_president(g, new, "coup")
        condemned = [t for t in range(s.n) if coup.sides.get(t) == "president"]
    else:
        condemned = [t for t in range(s.n) if coup.sides.get(t) == "rebels"]
    coup.condemned = [t for t in condemned if s.active(t)]
    yield from firing_squad(g, condemned)
    coup.condemned = []


def amnesty(g: Junta, condemned: list[int]) -> Flow[None]:
    """K10 Amnesty: in the Coup Aftermath a player holding it names one player who cannot be
    executed."""
    s = g.state
    coup = s.coup
    for seat in coup_order(g):
        names = [t for t in condemned if s.active(t) and t not in coup.spared and t != s.president]
        action = yield from offer_card(g, seat, "amnesty", "amnesty", N_("grant an Amnesty?"),
                                       lambda cid: [Play(cid, t, None) for t in names])
        if action is None:
            continue
        coup.spared.append(action.player)
        g.emit("amnesty", "{player:seat} grants {other:seat} an Amnesty", seat, action.player)


def firing_squad(g: Junta, condemned: list[int]) -> Flow[None]:
    s = g.state
    pres = s.president
    yield from amnesty(g, condemned)
    while True:
        eligible = [t for t in condemned if t != pres and s.active(t) and t not in s.coup.spared]
        if not eligible:
            return
        action = yield Decision("firing_squad", pres,
                                g.phrase("{player:seat}: send a player to the Firing Squad, or done", player=pres),
                                (Word.DONE, *(g.seat_action[t] for t in eligible)))
        if action is REPOSE:
            continue
        if action is Word.DONE:
            return
        if (yield from bribe_the_squad(g, action.seat)):
            continue
        g.stats["executions"] += 1
        kill(g, action.seat, pres, how="executed")


def bribe_the_squad(g: Junta, victim: int) -> Flow[Any]:
    """K10 Bribe the Firing Squad: pay 3 million and you are not executed (nor sent again)."""
    s = g.state
    p = s.players[victim]
    cost = g.rules.assassins.bribe_firing_squad_cost
    cards = [c for c in p.hand if g.cards[c].effect == "bribe_the_firing_squad" and g.cards[c].implemented]
    if not cards or not can_pay(g, victim, cost):
        return False
    # sent to the Firing Squad, he may play no other card nor give money (R, row 18): no side action
    action = yield Decision("bribe_firing_squad", victim, g.phrase("{player:seat}: bribe the Firing Squad?", player=victim),
                            (Word.DIE, Play(cards[0], None, None)))
    if action is Word.DIE:
        return False
    p.hand.remove(cards[0])
    s.discard.append(cards[0])
    pay(g, victim, cost)
    s.coup.spared.append(victim)
    g.emit("squad_bribed", "{player:seat} bribes the Firing Squad and lives", victim)
    return True
