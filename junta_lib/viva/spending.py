"""Phase 5, spending Foreign Aid money (viva 5), phase 6, the hand limit (viva 6), and the end.

Payment (viva 5, rules brief amended): the Foreign Aid cards a player hands in during his turn make
one purse for all his purchases of that turn; what is left when his turn ends is lost (no change is
given).  The kit hands in, when the purse is short, the cards whose total is the smallest that covers
the rest of the price (fewest cards on a tie): the choice any player would make, so it is not asked.

A Foreign Aid card bought as a card must be decided on at once (viva 5.c: "你必須馬上決定是否執行它"):
spent now (handed into this turn's purse: the seed's own example buys a die with a bought 3 million
and cannot buy a card with the rest, one card a round) or kept in hand for later rounds.  The game ends as soon as a
purchase brings a player to the victory points (viva end: "當5.花錢階段時，有玩家有5VP以上，則遊戲結束"):
the rest of the phase is not played (kit reading).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Word
from ..core.decision import Decision
from ..core.payment import least_overpay
from .actions import _CHOICES, card_choice
from .drawing import draw
from .state import Purse, money, new_purse, victory_points

if TYPE_CHECKING:
    from .world import Flow, Viva


def cheapest_payment(hand: list[str], aid: dict[str, int], price: int, exclude=(),
                     including: str | None = None) -> list[str] | None:
    """The Foreign Aid cards that pay ``price`` with the least overpayment (with the card
    ``including`` among them, if named), or None."""
    if including is None:
        coins = [c for c in hand if c in aid and c not in exclude] if exclude else [c for c in hand if c in aid]
        return least_overpay(coins, aid.__getitem__, price)
    coins = [c for c in hand if c in aid and c not in exclude and c != including]
    rest = least_overpay(coins, aid.__getitem__, price - aid[including])
    return None if rest is None else [including] + rest


SPEND_OR_KEEP = (Word.SPEND, Word.KEEP)
BUILDING, DIE, CARD, DONE = Word.BUILDING, Word.DIE, Word.CARD, Word.DONE


def spending_phase(g: Viva) -> Flow[None]:
    s, rules = g.state, g.rules.spending
    s.phase = "spending"
    for seat in range(s.n):           # a player with no militia die receives one
        if s.dice[seat] == 0 and s.supply[seat] > 0:
            s.dice[seat] += rules.free_die_when_none
            s.supply[seat] -= rules.free_die_when_none
            g.emit("free_die", "{player:seat} has no militia left and receives a die", seat)
    cheapest = min(rules.building_cost, rules.die_cost, rules.card_cost)
    for seat in s.clockwise(s.president):
        purse = money(s.hands[seat], g.aid)
        if purse >= cheapest:                # whoever cannot pay for anything is not asked
            s.purse = new_purse(seat, purse)
            ended = yield from shop(g, seat, s.purse)
            s.purse = None
            if ended:                        # the game ends at once (see the module docstring)
                return


def shop(g: Viva, seat: int, pur: Purse) -> Flow[bool]:
    """``seat`` spends his money from the purse ``pur`` (on the table: ``state.purse``, which the
    views and the board show).  Returns True when a purchase brought him to the victory points that
    end the game.

    viva 5 (rules brief, amended): the Foreign Aid cards he hands in during his turn make one purse
    for all his purchases of that turn (a 4 million card buys two dice); what is left in it when his
    turn ends is lost, no change is given.  So the kit hands cards in as late as the table allows -
    before a card is drawn (a card is paid before it is drawn) and when his turn ends - and then the
    cards whose total is the smallest that covers what he owes: as little as possible is lost, the
    choice any player would make, so it is not asked.  ``pur.credit`` is handed in minus bought
    (below zero: bought and not yet handed in); ``pur.left`` what he may still spend."""
    s, aid, rules = g.state, g.aid, g.rules.spending
    building, die, card, done = BUILDING, DIE, CARD, DONE
    building_cost, die_cost, card_cost = rules.building_cost, rules.die_cost, rules.card_cost
    price_of = {building: building_cost, die: die_cost, card: card_cost}
    hand = s.hands[seat]
    bought_cards = 0
    kept = pur.kept                 # a bought Foreign Aid card kept, not spent, this round

    def choices(purse, bought_cards):
        options = []
        if purse >= building_cost and s.buildings[seat] < rules.buildings_max:
            options.append(building)
        if purse >= die_cost and s.supply[seat] > 0:
            options.append(die)
        if purse >= card_cost and bought_cards < rules.cards_per_round and (s.deck or s.discard):
            options.append(card)
        return options

    def hand_in(cards: list[str]) -> int:
        for cid in cards:
            hand.remove(cid)
        s.discard += cards
        pur.handed_in += cards
        value = sum([aid[c] for c in cards])
        g.emit("hand_in", "{player:seat} hands in {cards:cards} ({value} million)", seat, tuple(cards), value)
        return value

    def settle() -> None:
        """Hand in what he owes (the cards that overpay least)."""
        if pur.credit < 0:
            pur.credit += hand_in(cheapest_payment(hand, aid, -pur.credit, exclude=kept))

    while True:
        options = choices(pur.left, bought_cards)
        if not options:
            break
        options.append(done)
        action = yield Decision("buy", seat, g.phrase("{player:seat}: spend money ({purse} million)", player=seat,
                                                       purse=pur.left), tuple(options))
        if action is done:
            break
        price = price_of[action]
        thing = str(action)
        pur.credit -= price
        pur.left -= price
        pur.spent += price
        pur.bought.append(thing)
        if action is card:
            settle()                                 # a card is paid before it is drawn
        if action is building:
            s.buildings[seat] += 1
        elif action is die:
            s.dice[seat] += 1
            s.supply[seat] -= 1
        g.emit("buy", "{player:seat} buys a {thing:thing} for {price} million", seat, thing, price)
        if action is building and reached(g, seat):   # only a building or a card adds points
            settle()
            return True
        if action is card:
            bought_cards += 1
            got = draw(g, seat, 1)
            if got and got[0] in g.vp_cards and reached(g, seat):
                return True
            if got and got[0] in aid:
                fresh = got[0]
                # viva 5.c: decide at once; "spend" only when it buys something now
                if not choices(pur.left + aid[fresh], bought_cards):
                    kept.append(fresh)               # it buys nothing now: it is kept
                    continue
                kept.append(fresh)                   # in his hand, not in his purse, until he decides
                use = yield Decision("foreign_aid", seat,
                                     g.phrase("{player:seat}: spend the {card:card} now (it goes into this "
                                              "turn's purse), or keep it?", player=seat, card=fresh), SPEND_OR_KEEP)
                if use is not Word.KEEP:
                    kept.remove(fresh)
                    pur.credit += hand_in([fresh])
                    pur.left += aid[fresh]
    settle()
    if pur.credit:
        g.emit("purse_lost", "{player:seat} ends his turn with {left} million handed in and unspent: it is "
               "lost (no change is given, viva 5)", seat, pur.credit)
    return False


def purse_cards(g: Viva, pur: Purse) -> list[str]:
    """The cards of the shopper's hand that will pay what he has bought and not yet paid: those the
    kit hands in when his turn ends (the least overpayment, see :func:`shop`)."""
    if pur.credit >= 0:
        return []
    return cheapest_payment(g.state.hands[pur.seat], g.aid, -pur.credit, exclude=pur.kept) or []


def reached(g: Viva, seat: int) -> bool:
    """Has ``seat`` the victory points that end the game (viva end)?"""
    v = g.rules.victory
    return victory_points(g.state, seat, g.vp_cards, g.rules) >= (v.advanced_vp if g.state.advanced else v.basic_vp)


def end_reached(g: Viva) -> bool:
    """viva end: checked in phase 5; the victory points of ``victory.basic_vp`` (advanced:
    ``victory.advanced_vp``) or more end the game."""
    s = g.state
    target = g.rules.victory.advanced_vp if s.advanced else g.rules.victory.basic_vp
    for seat in range(s.n):
        if victory_points(s, seat, g.vp_cards, g.rules) >= target:
            return True
    return False


def hand_limit_phase(g: Viva) -> Flow[None]:
    """viva 6: at the end of the round a hand holds at most ``hand.limit`` cards; the owner discards."""
    s = g.state
    s.phase = "hand_limit"
    limit = g.rules.hand.limit
    for seat in s.clockwise(s.president):
        hand = s.hands[seat]
        while len(hand) > limit:
            action = yield Decision("discard", seat, g.phrase("{player:seat}: discard down to {limit} cards",
                                                               player=seat, limit=limit),
                                    tuple([_CHOICES.get(c) or card_choice(c) for c in sorted(set(hand))]))
            hand.remove(action.card)
            s.discard.append(action.card)
            g.emit("discard", "{player:seat} discards {card:card}", seat, action.card)
