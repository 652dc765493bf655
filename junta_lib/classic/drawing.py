"""Phase 1: Drawing Political Cards (row 24), with the cards playable then (rows 15-16) and the
hand limit (the ruleset's ``cards.hand_limit``), Influence cards in front included."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Word
from ..core.decision import REPOSE, Decision
from .money import take_bill

if TYPE_CHECKING:
    from .world import Flow, Junta


def draw_cards(g: Junta, seat: int, count: int) -> list[str]:
    """Draw from the Political deck; an empty deck is renewed from the shuffled discards (row 24)."""
    s = g.state
    drawn = []
    for _ in range(count):
        if not s.deck:
            if not s.discard:
                break
            s.deck, s.discard = s.discard, []
            g.shuffle(s.deck)
            g.emit("reshuffle", "the discard pile is shuffled into a new Political deck")
        drawn.append(s.deck.pop())
    s.players[seat].hand.extend(drawn)
    return drawn


def drawing_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "1 drawing"
    per = g.rules.cards.draw_per_round
    order = s.clockwise(s.president)
    for seat in order:
        if s.players[seat].exiled:            # players in Exile may not draw (row 24)
            continue
        got = draw_cards(g, seat, per)
        g.emit("draw", "{player:seat} draws {count} Political card(s)", seat, len(got))
    for seat in order:
        if s.active(seat):
            yield from play_phase_one_cards(g, seat)
    for seat in order:
        yield from enforce_hand_limit(g, seat)


def phase_one_playable(g: Junta, seat: int) -> list[str]:
    """Influence cards (row 15: "can be played only during an election or roll call vote, or in
    Phase 1").  Events, and Secret Party Donations, are played as side actions at any turn."""
    return [c for c in g.state.players[seat].hand
            if g.cards[c].implemented and g.cards[c].type == "influence"]


def play_phase_one_cards(g: Junta, seat: int) -> Flow[None]:
    while True:
        options = [g.play_action[c] for c in phase_one_playable(g, seat)]
        if not options:
            return
        options.append(Word.DONE)
        action = yield Decision("phase1_card", seat, g.phrase("{player:seat}: place Influence cards in front of you, or done",
                                                               player=seat),
                                tuple(options))
        if action is REPOSE:
            continue
        if action is Word.DONE:
            return
        play_card_now(g, seat, action.card)


def play_card_now(g: Junta, seat: int, cid: str) -> None:
    """Influence: face up in front (row 15).  Secret Party Donation: discard, take a bill (row 15)."""
    s = g.state
    p = s.players[seat]
    card = g.cards[cid]
    p.hand.remove(cid)
    if card.type == "influence":
        p.influence.append(cid)
        g.emit("influence", "{player:seat} places {card:card} in front of him", seat, cid)
    else:
        s.discard.append(cid)
        bill = take_bill(g, seat)
        g.emit("donation", "{player:seat} receives a Secret Party Donation", seat)
        if bill is not None:
            g.tell([seat], "donation_private", "the donation is a bill of {bill} million", bill)


def enforce_hand_limit(g: Junta, seat: int) -> Flow[None]:
    """Six cards or fewer, face-up Influence cards included; discard the excess (row 24)."""
    s = g.state
    p = s.players[seat]
    limit = g.rules.cards.hand_limit
    while len(p.hand) + len(p.influence) > limit:
        options = tuple(g.card_action[c] for c in sorted(set(p.hand)) + sorted(set(p.influence)))
        action = yield Decision("discard", seat,
                                g.phrase("{player:seat}: discard down to {limit} cards (Influence cards in front "
                                         "count)", player=seat, limit=limit), options)
        if action is REPOSE:
            continue
        cid = action.card
        (p.hand if cid in p.hand else p.influence).remove(cid)
        s.discard.append(cid)
        g.emit("discard", "{player:seat} discards {card:card}", seat, cid)
