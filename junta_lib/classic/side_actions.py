"""What a player may do "at any time", beside whatever the game is asking him (side actions).

- Resignation (row 13): "The President may announce his resignation at any time except during a
  Coup."  Not either while a President is being elected (kit: an election is not interrupted by
  another).  A new President is elected at once; then the game asks again what it was asking.
- Gifts (rows 16, 18): unrevealed cards may be traded at any time but in Phase 6 and the Coup
  Aftermath; pocket money may be given or traded at any time but while the player is the target of
  an Assassin (kit: from his naming in Phase 6 to the end of that phase) or sent to the Firing Squad.
- Cards "you may play ... on your turn" (row 16: any moment the game asks you something): the Events
  the kit's card list marks ``any`` or ``phase_1_or_any`` (United Nations Condemnation, Annual Street
  Festival, Spy in Switzerland, Coalition Collapse, Bank Holiday, Reform Demand) and the Secret Party
  Donation.  Not in a coup's Combat segment (row 64), nor by a player targeted by an Assassin or
  facing the Firing Squad (R).
- Any card whose requirement is not met (row 16: "If it has requirements and they are not met at
  the moment that the card is played, you must discard the card immediately without using its
  effect"): it may be put down, and is discarded without effect.
- Ending a coup (row 67): "If, at any time during a Coup, all players agree that either the
  President or the Rebels will win, the players may end the Coup": one player proposes, every other
  player taking part is asked; if all agree the Coup ends with that result, then the Aftermath.

Side actions are listed apart from a decision's options (``decision.side``): bots take them rarely.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Word
from ..i18n import N_
from ..core.decision import REPOSE, Decision, SideMenu
from ..core.errors import Interrupt
from .actions import EndCoup, Give, Play
from .cards import requirement_met
from .events import play_event
from .trading import GiftRules, give
from .voting import elect_president, install_president

if TYPE_CHECKING:
    from .world import Flow, Junta

ANY_TIME = ("any", "phase_1_or_any", "phase_1_or_own_turn")      # the card list's ``when`` column
AGREE_OR_REFUSE = (Word.AGREE, Word.REFUSE)
PROPOSALS = (EndCoup("president"), EndCoup("rebels"))


class CoupAgreed(Interrupt):
    """All players agree on the coup's result (row 67)."""

    def __init__(self, winner: str):
        super().__init__(winner)
        self.winner = winner


def side_menu(g: Junta, decision) -> SideMenu | None:
    """The side actions ``decision.player`` may take now, or None."""
    s = g.state
    seat = decision.player
    if s.over or seat >= s.n or not s.active(seat) or s.players[seat].straw:
        return None
    if decision.kind in ("last_chance", "bribe_firing_squad"):      # targeted, or facing the squad
        return None
    coup = s.coup
    in_coup = coup is not None and s.phase == "8 coup"
    aftermath = s.phase == "8 coup aftermath"
    targeted = seat in s.targeted or (aftermath and coup is not None and seat in coup.condemned)
    listed: list = []
    if seat == s.president and not in_coup and not aftermath and not s.electing:
        listed.append(Word.RESIGN)
    may_play = not targeted and not (in_coup and coup.segment == "combat")
    if may_play:
        listed += card_plays(g, seat)
    if in_coup and coup.running and len(g._flows) == 1 and seat in coup.order:
        listed += PROPOSALS
    money = not targeted and bool(s.players[seat].pocket)
    cards = s.phase not in ("6 assassinations", "8 coup aftermath") and bool(s.players[seat].hand)
    gift = GiftRules(g, seat, money=money, cards=cards, allow_pass=False) if (money or cards) else None
    if gift is not None and not gift.recipients:
        gift = None
    if not listed and gift is None:
        return None
    return SideMenu(tuple(listed), gift)


def aside_menu(g: Junta, pending, seat: int) -> SideMenu | None:
    """The side actions ``seat`` may take while the game waits on ``pending``, another player's
    decision: the same as beside a decision of his own ("at any time", rows 13, 16, 18, 67), except
    while a side action is being carried out, a player faces the Firing Squad or his last chance, or
    the decision is one only an absent player takes (in Exile, dead, a straw man): the rules ask a
    decision again after a side action only where its player could have taken one himself."""
    s = g.state
    waits_on = pending.player
    if len(g._flows) > 1 or pending.kind in ("last_chance", "bribe_firing_squad") or waits_on >= s.n \
            or not s.active(waits_on) or s.players[waits_on].straw:
        return None
    return side_menu(g, Decision("aside", seat, "", game=g))


def card_plays(g: Junta, seat: int) -> list:
    """The cards ``seat`` may put down beside a decision: any-time Events and the Secret Party
    Donation with their effect, and any card whose requirement is not met (discarded, no effect)."""
    s = g.state
    out: list = []
    seen = set()
    for cid in s.players[seat].hand:
        card = g.cards[cid]
        if not card.implemented or card.key in seen:
            continue
        if card.requirement and card.requirement != "not_president_or_minister" \
                and not requirement_met(g, seat, card):
            out.append(g.play_action[cid])                       # row 16: discarded without effect
        elif card.when in ANY_TIME and meaningful(g, seat, card):
            if card.effect == "spy_in_switzerland":
                out += [Play(cid, t, None) for t in range(s.n) if t != seat]
            elif card.effect == "coalition_collapse":
                out += [Play(cid, t, None) for t in range(s.n) if s.players[t].influence and s.players[t].alive]
            else:
                out.append(g.play_action[cid])
        else:
            continue
        seen.add(card.key)
    return out


def meaningful(g: Junta, seat: int, card) -> bool:
    """Whether playing the card now would do something (the kit does not offer empty plays)."""
    s = g.state
    if card.effect == "unstable":
        return s.situation == "stable"
    if card.effect == "bank_holiday":
        return s.bank == "open"
    if card.effect == "reform_demand":
        return s.reform_demand is None
    # "draw_aid_bill" is always offered: whether the Foreign Aid deck is empty is hidden (row 17, it
    # is never counted), so a menu that changed with it would tell it; an empty deck gives nothing
    return True


def side_flow(g: Junta, seat: int, action) -> Flow[object]:
    """Carry out ``seat``'s side action; return a CoupAgreed to end the coup, or None."""
    s = g.state
    if action is Word.RESIGN:
        yield from resign(g, seat)
    elif isinstance(action, Give):
        give(g, seat, action)
    elif isinstance(action, EndCoup):
        return (yield from propose_end(g, seat, action.winner))
    elif isinstance(action, Play):
        card = g.cards[action.card]
        if card.requirement and card.requirement != "not_president_or_minister" \
                and not requirement_met(g, seat, card):
            s.players[seat].hand.remove(action.card)
            s.discard.append(action.card)
            g.emit("wasted", "{player:seat} plays {card:card}; its requirement is not met: it is discarded "
                   "without effect (row 16)", seat, action.card)
        elif card.type == "donation":
            from .drawing import play_card_now
            play_card_now(g, seat, action.card)
        else:
            yield from play_event(g, seat, action)
    return None


def resign(g: Junta, seat: int) -> Flow[None]:
    """row 13: elect a new President at once; the old one votes first and may be re-elected; the old
    President gives all his pocket money to the new one and takes over his former Positions."""
    g.emit("resignation", "{player:seat} resigns the Presidency", seat)
    new = yield from elect_president(g, first_voter=seat)
    if new is not None and new != seat:
        install_president(g, new, "resignation")
    else:
        g.emit("re_elected", "{player:seat} is re-elected", seat)


def propose_end(g: Junta, seat: int, winner: str) -> Flow[object]:
    """row 67: every other player taking part agrees, or the Coup goes on."""
    s = g.state
    outcome = N_("the Rebels win") if winner == "rebels" else N_("the President wins")
    g.emit("coup_proposal", "{player:seat} proposes to end the Coup: {outcome:words}", seat, outcome)
    s.coup.proposal = winner
    for other in s.coup.order:
        if other == seat or not s.active(other):
            continue
        prompt = g.phrase("{player:seat}: {other:seat} proposes to end the Coup: {outcome:words}. Agree?", player=other,
                          other=seat, outcome=outcome)
        while (answer := (yield Decision("end_coup", other, prompt, AGREE_OR_REFUSE))) is REPOSE:
            pass
        if answer is Word.REFUSE:
            g.emit("coup_refused", "{player:seat} refuses: the Coup goes on", other)
            s.coup.proposal = None
            return None
    g.emit("coup_agreed", "all players agree: the Coup ends, {outcome:words}", outcome)
    return CoupAgreed(winner)
