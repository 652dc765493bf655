"""Phase 2, promises (viva 2), with the advanced forced attack (viva advanced "強制進攻")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Word
from ..core.decision import Decision
from .actions import Promise, PromiseDie, promise_row, promise_rows

if TYPE_CHECKING:
    from .world import Flow, Viva


def forced_faces(s) -> list[int]:
    """Faces the President may set on a die he gives away: any seat's number but his own, never 6
    (advanced: "不可以是6"; kit rule K1 and the choice recorded in rules/viva.md).  The receiver's
    own number is among them: that die defends the receiver (advanced, 強制進攻:
    "若骰點為給予玩家的代表數字，代表給該玩家他的防禦骰")."""
    return [s.number(t) for t in range(s.n) if t != s.president]


def promise_phase(g: Viva) -> Flow[None]:
    """The President puts at least one hand card face down on the promise space of players of his
    choice (several players, several cards each).  Advanced: he may add dice with faces he sets to a
    promise that holds a card."""
    s = g.state
    s.phase = "promises"
    p = s.president
    others = tuple(s.clockwise(p)[1:])
    hand = s.hands[p]
    promised_cards = 0
    prompt = g.phrase("{player:seat}: promise a card (or a die) to a player", player=p)
    rows = promise_rows(others)
    ways: list = []                                         # each card to each player, in hand order
    for card in hand:
        ways += rows.get(card) or promise_row(rows, card, others)
    per_card = len(others)
    done = (Word.DONE,)
    while True:
        options = tuple(ways)
        if s.advanced and s.dice[p] > 0:
            holders = [t for t in others if s.promises[t]]
            options += tuple(PromiseDie(f, t) for t in holders for f in forced_faces(s))
        if promised_cards:
            options += done
        if not options:
            g.emit("no_promise", "{president:seat} has no card to promise", p)
            return
        action = yield Decision("promise", p, prompt, options)
        if action is Word.DONE:
            return
        target = action.to
        if type(action) is Promise:
            card = action.card
            at = hand.index(card)
            del hand[at], ways[at * per_card:(at + 1) * per_card]
            s.promises[target].append(card)
            promised_cards += 1
            g.emit("promise", "{president:seat} promises a card to {player:seat}", p, target)
        else:
            s.dice[p] -= 1
            s.promised_dice[target].append(action.die)
            g.emit("promise_die", "{president:seat} gives {player:seat} a militia die set to {face}", p, target,
                   action.die)
