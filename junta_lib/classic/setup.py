"""Game Setup (row 19) and Electing the First President (row 20)."""
from __future__ import annotations

from ..i18n import N_

from typing import TYPE_CHECKING, Any

from ..core.actions import Word
from ..core.decision import REPOSE, Decision
from .drawing import draw_cards
from .money import take_bill
from .state import ClassicState, Player
from .voting import install_president, leaders, roll_call

if TYPE_CHECKING:
    from .world import Flow, Junta


def new_state(g: Junta, players: int, names: list[str]) -> ClassicState:
    rules = g.rules
    families = rules.players.families
    # row 4 (components): the bills of 1, 2 and 3 million; row 19.3: shuffled, the Foreign Aid deck
    bills = [int(value) for value, count in rules.money.bills.items() for _ in range(count)]
    g.shuffle(bills)
    deck = list(g.deck_order)
    g.shuffle(deck)                                        # row 19.4
    state = ClassicState(
        players=[Player(name=names[i], family=families[i]) for i in range(players)],
        president=None, positions={pos: None for pos in rules.cabinet.positions},
        frozen=[], cousin=None, aid=bills, box=[], deck=deck, discard=[])
    return state


def deal_hands(g: Junta) -> None:
    for seat in range(g.state.n):
        draw_cards(g, seat, g.rules.cards.start_hand)


def first_president(g: Junta) -> Flow[Any]:
    """row 20: the game's owner (seat 0) nominates first; every nomination carries at least one vote;
    Position votes do not count yet; a nominee may decline (his votes are lost); a second round
    adds cards; a tie discards every Political card, deals new hands, gives the owner the top
    bill, and the vote starts again, until a President is elected or the Foreign Aid runs out."""
    s = g.state
    owner = 0
    order = s.clockwise(owner)
    serve = (Word.ACCEPT, Word.DECLINE)
    while True:
        everyone = [t for t in range(s.n) if not s.players[t].straw]     # K9

        def nominees(tally):
            kept = []
            for seat in order:
                if tally.get(seat, 0) <= 0:
                    continue
                prompt = g.phrase("{player:seat}: you are nominated for President. Serve?", player=seat)
                while (answer := (yield Decision("serve", seat, prompt, serve))) is REPOSE:
                    pass
                if answer is Word.ACCEPT:
                    kept.append(seat)
                else:
                    g.emit("declines", "{player:seat} declines the nomination", seat)
            return kept

        s.electing += 1
        tally = yield from roll_call(g, N_("electing the first President"), everyone, order,
                                     with_positions=False, between=nominees)
        s.electing -= 1
        if tally:
            top = leaders(tally)
            if len(top) == 1 and tally[top[0]] > 0:
                if any(seat is not None for seat in s.positions.values()):
                    install_president(g, top[0], "vacancy")      # K8: a vacant presidency filled
                else:
                    s.president = top[0]
                    g.emit("president", "{player:seat} is the first President and takes the Banana", top[0])
                return True
        g.emit("first_tie", "no first President: every Political card is discarded and {count} new ones dealt",
               g.rules.cards.start_hand)
        for p in s.players:
            s.discard.extend(p.hand + p.influence)
            p.hand, p.influence = [], []
        deal_hands(g)
        bill = take_bill(g, owner)
        if bill is None:
            g.emit("aid_exhausted", "the Foreign Aid deck has run out: the game ends")
            return False
        g.emit("owner_bill", "{player:seat}, the game's owner, draws the top bill of the Foreign Aid deck", owner)
        g.tell((owner,), "owner_bill_private", "{player:seat}, the game's owner, draws {amount} million from the "
               "Foreign Aid deck", owner, bill)
