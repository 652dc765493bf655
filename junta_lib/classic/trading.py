"""Trading (rows 16, 18): players may trade unrevealed Political cards, and give pocket money away,
but not during Phase 6 or the Coup Aftermath, nor when targeted by an assassin or facing the Firing
Squad.  Money in a Swiss Bank Account cannot be traded (row 54).

A gift is a :class:`~.actions.Give`: bills from the pocket and/or cards from the hand (never
face-up Influence cards) handed to one other player.  An exchange is two gifts; what was promised
in return is up to the players, as at the table.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.actions import Word, brief
from ..core.decision import Domain
from ..core.errors import IllegalAction
from ..i18n import N_, tr, words
from .actions import Give
from .budget import bills_text
from .money import move_bills

if TYPE_CHECKING:
    from .world import Junta

GIFT_SHARE = 0.5        # RandomAgent, once it has chosen to give: how often it gives something


class GiftRules(Domain):
    """What ``seat`` may give now: to whom, and whether money and cards may change hands."""

    action = (Word, Give)
    format = N_('{shape}, or "pass"')
    shapes = {"shape": '{"give": {"to": seat, "bills": [bills], "cards": [cards]}}'}

    def __init__(self, g, seat: int, money: bool = True, cards: bool = True, allow_pass: bool = True):
        s = g.state
        self.g, self.seat, self.money, self.cards, self.allow_pass = g, seat, money, cards, allow_pass
        self.recipients = [t for t in range(s.n) if t != seat and s.active(t)]

    def parse(self, raw, game=None):
        """Also reads the older forms: ``{}`` passes; ``{"to": ..., "bills": ..., "cards": ...}`` gives."""
        if isinstance(raw, dict) and not isinstance(raw, Give):
            if not raw:
                raw = "pass"
            elif "give" not in raw:
                raw = {"give": raw}
        return super().parse(raw, game)

    def info(self) -> dict:
        p = self.g.state.players[self.seat]
        return {"recipients": list(self.recipients), "pocket": sorted(p.pocket) if self.money else [],
                "cards": sorted(p.hand) if self.cards else []}

    def check(self, action) -> None:
        if isinstance(action, Word):
            if action is Word.PASS and self.allow_pass:
                return
            raise IllegalAction(tr('expected {format}, not {given}', format=self.described(), given=brief(action.value)))
        s = self.g.state
        p = s.players[self.seat]
        if type(action.to) is not int or action.to not in self.recipients:
            raise IllegalAction(tr('give to another living player not in exile ({recipients}), not {given}', recipients=self.recipients, given=brief(action.to)))
        bills, cards = action.bills, action.cards
        if not (bills or cards):
            raise IllegalAction(tr("give at least one bill or one card"))
        if bills and not self.money:
            raise IllegalAction(tr("no money may change hands now (row 18: not while targeted by an Assassin "
                                   "or sent to the Firing Squad)"))
        if cards and not self.cards:
            raise IllegalAction(tr("no cards may be traded now (row 16: not in Phase 6 or the Coup Aftermath)"))
        if not all(type(b) is int for b in bills):
            raise IllegalAction(tr('bills are whole numbers of millions'))
        missing = Counter(bills) - Counter(p.pocket)
        if missing:
            raise IllegalAction(tr("your pocket money holds {held}; you cannot give {missing}", held=bills_text(p.pocket),
                                   missing=bills_text(missing.elements())))
        if len(set(cards)) != len(cards):
            raise IllegalAction(tr('a card is named twice'))
        for cid in cards:
            if cid in p.influence:
                raise IllegalAction(tr("{card} lies face up: revealed cards cannot be traded (row 15)",
                                       card=self.g.card_name(cid)))
            if cid not in p.hand:
                raise IllegalAction(tr('{given} is not in your hand; your hand: {listed}', given=brief(cid), listed=words().join(map(repr, sorted(p.hand)))))

    def sample(self, rng):
        """A random gift (or, where passing is allowed, often a pass)."""
        p = self.g.state.players[self.seat]
        pocket = p.pocket if self.money else []
        hand = p.hand if self.cards else []
        if not self.recipients or not (pocket or hand) or (self.allow_pass and rng.random() >= GIFT_SHARE):
            self.sampled = Word.PASS
            return Word.PASS
        bills = [b for b in pocket if rng.random() < 0.3]
        cards = [c for c in hand if rng.random() < 0.2]
        if not bills and not cards:                       # something, at least
            if pocket:
                bills = [pocket[int(rng.random() * len(pocket))]]
            else:
                cards = [hand[int(rng.random() * len(hand))]]
        self.sampled = gift = Give(rng.choice(self.recipients), tuple(bills), tuple(cards))
        return gift


def give(g: Junta, seat: int, action: Give) -> None:
    """Hand the bills and cards over; everyone sees that something changed hands, only the two
    players see what."""
    s = g.state
    p, to = s.players[seat], s.players[action.to]
    move_bills(p.pocket, to.pocket, action.bills)
    for cid in action.cards:
        p.hand.remove(cid)
        to.hand.append(cid)
    g.emit("gift", "{giver:seat} hands something to {taker:seat}", seat, action.to)
    g.tell([seat, action.to], "gift_private", "{giver:seat} gives {taker:seat} {what:gift}", seat, action.to,
           (sum(action.bills), tuple(action.cards)))

