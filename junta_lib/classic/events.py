"""Event cards with a place in the round (rules/junta.md K10).

Cards the card list marks ``any`` are side actions, played beside any decision of their holder
(side_actions.py); the others are offered at the moment their text names (Presidential Competence
at the start of Phase 2, Alternative Budget after a defeated Budget, Burglars among Phase 6's
announcements, Military Parade and Martial Law in Phase 8, Amnesty in the Coup Aftermath; Church
Sacked, Power Failure, Parliamentary Recess and Recount inside a vote).

- United Nations Condemnation, Annual Street Festival: the Political Situation becomes Unstable.
- Spy in Switzerland (needs Academics): you learn one player's Swiss Bank Account total.
- Coalition Collapse: a player of your choice discards one Influence card of his choice.
- Bank Holiday (needs Bankers): the Central Bank is closed for holiday this round.
- Burglars (Phase 6): name a player; if his Location is not Home he pays you (``assassins.burglars_take``).
- Reform Demand (needs Christian Democrats): this round you cast the votes of every other player's
  Influence cards of few votes (``voting.reform_demand_max_votes`` or fewer).
- Presidential Competence (Phase 2, before the assignments): a roll call on removing the President;
  if the votes against him win he is removed and a new President is elected at once (he may not
  stand; kit reading).
Church Sacked, Power Failure, Parliamentary Recess and Recount are played inside a vote (voting.py).
"""
from __future__ import annotations

from ..i18n import N_

from typing import TYPE_CHECKING, Any

from ..core.actions import Word
from ..core.decision import REPOSE, Decision
from .actions import Play
from .cards import requirement_met
from .money import cheapest_bills

if TYPE_CHECKING:
    from .world import Flow, Junta

def offer_card(g: Junta, seat: int, effect: str, kind: str, prompt: str, choices=None) -> Flow[Any]:
    """Ask ``seat``, if he holds a playable card with ``effect``, whether to play it now.
    ``choices(card_id)`` lists the ways to play it (Play actions; default: just play it).  Returns
    the Play with the card already discarded, or None (no such card, or he passes)."""
    s = g.state
    p = s.players[seat]
    while True:
        cards = [c for c in p.hand if g.cards[c].effect == effect and g.cards[c].implemented
                 and requirement_met(g, seat, g.cards[c])]
        if not cards or not s.active(seat):
            return None
        ways = choices(cards[0]) if choices else [Play(cards[0], None, None)]
        if not ways:
            return None
        action = yield Decision(kind, seat, g.phrase("{player:seat}: {question:words}", player=seat, question=prompt),
                                (Word.PASS, *ways))
        if action is not REPOSE:
            break
    if action is Word.PASS:
        return None
    p.hand.remove(action.card)
    s.discard.append(action.card)
    return action


def play_event(g: Junta, seat: int, action: Play) -> Flow[None]:
    s = g.state
    p = s.players[seat]
    cid = action.card
    card = g.cards[cid]
    p.hand.remove(cid)
    s.discard.append(cid)
    g.emit("event", "{player:seat} plays {card:card}", seat, cid)
    if card.effect == "unstable":
        s.situation = "unstable"
        g.emit("unstable_event", "the Political Situation is Unstable")
    elif card.effect == "reform_demand":
        s.reform_demand = seat
        g.emit("reform_demand", "{player:seat} will cast the votes of the others' small Influence cards this round",
               seat)
    elif card.effect == "bank_holiday":
        s.bank = "holiday"
        g.emit("bank_holiday", "the Central Bank is closed for a holiday this round")
    elif card.effect == "spy_in_switzerland":
        other = action.player
        g.tell([seat], "spy_private", "your spy reports: {other:seat}'s Swiss Bank Account holds {total} million",
               other, sum(s.players[other].swiss))
    elif card.effect == "coalition_collapse":
        other = action.player
        victim = s.players[other]
        while victim.influence:
            choice = victim.influence[0]
            if len(set(victim.influence)) > 1:
                options = tuple(g.card_action[c] for c in sorted(set(victim.influence)))
                picked = yield Decision("coalition_collapse", other,
                                        g.phrase("{player:seat}: your coalition collapses: discard an Influence card",
                                                 player=other),
                                        options)
                if picked is REPOSE:
                    continue
                choice = picked.card
            victim.influence.remove(choice)
            s.discard.append(choice)
            g.emit("coalition_collapse", "{other:seat} loses {card:card}", other, choice)
            break


def presidential_competence(g: Junta) -> Flow[None]:
    """At the start of Phase 2, a player holding Presidential Competence may put the President's
    removal to a roll call (K10)."""
    from .voting import (
        choose_among,
        elect_president,
        install_president,
        leaders,
        roll_call,
    )
    s = g.state
    for seat in s.clockwise(s.president)[1:]:
        played = yield from offer_card(g, seat, "presidential_competence", "presidential_competence",
                                       N_("question the President's competence?"))
        if played is None:
            continue
        old = s.president
        g.emit("competence", "{player:seat} questions {president:seat}'s competence", seat, old)
        tally = yield from roll_call(g, N_("removing the President"), ["keep", "remove"], s.clockwise(old))
        top = leaders(tally)
        verdict = top[0] if len(top) == 1 else (
            yield from choose_among(g, old, "tie_break", g.phrase("{player:seat}: the vote is tied; decide", player=old),
                                    top))
        if verdict == "keep":
            g.emit("competence_kept", "{president:seat} stays in office", old)
            return
        candidates = [t for t in range(s.n) if s.active(t) and t != old]
        new = yield from elect_president(g, first_voter=(old + 1) % s.n, candidates=candidates)
        if new is not None:
            install_president(g, new, "removal")
        return


def burglary(g: Junta, by: int, victim: int) -> None:
    """Burglars: unless the victim is Home he pays the burglar the ruleset's amount, or all he has if less;
    no change is made (row 18)."""
    s = g.state
    take = g.rules.assassins.burglars_take
    p = s.players[victim]
    if not p.alive or p.location == "home":
        g.emit("burglars_fail", "the burglars find {victim:seat} at Home", victim)
        return
    bills = cheapest_bills(p.pocket, take) or list(p.pocket)
    if not bills:
        g.emit("burglars_empty", "the burglars find nothing to take: {victim:seat}'s pocket is empty", victim)
        return
    for bill in bills:
        p.pocket.remove(bill)
        s.players[by].pocket.append(bill)
    g.emit("burglars", "burglars rob {victim:seat} of {amount} million for {player:seat}", victim, sum(bills), by)
