"""Phase 1, drawing cards (viva 1), and the deck with its reshuffle (viva setup)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .world import Viva



def draw(g: Viva, seat: int, count: int) -> list[str]:
    """Draw ``count`` cards into ``seat``'s hand; reshuffle the discards when the deck runs out
    (viva setup: "若卡堆用罄，重洗棄牌堆").  Returns the cards drawn (fewer if none are left)."""
    s = g.state
    if len(s.deck) >= count:                     # the top ``count`` cards, the top one first
        drawn = s.deck[len(s.deck) - count:]
        del s.deck[len(s.deck) - count:]
        drawn.reverse()
    else:
        drawn = []
        for _ in range(count):
            if not s.deck:
                if not s.discard:
                    g.emit("deck_empty", "no cards are left to draw")
                    break
                s.deck = s.discard
                s.discard = []
                g.shuffle(s.deck)
                g.emit("reshuffle", "the discard pile is shuffled into a new deck")
            drawn.append(s.deck.pop())
    s.hands[seat] += drawn
    if drawn:
        g.tell([seat], "draw_private", "{player:seat} draws {cards:cards}", seat, tuple(drawn))
        g.emit("draw", "{player:seat} draws {count} card(s)", seat, len(drawn))
    return drawn


def drawing_phase(g: Viva) -> None:
    """viva 1: the President draws players+2; then each other player clockwise draws one
    (more in the first round: the ruleset's ``drawing`` numbers)."""
    s, rules = g.state, g.rules.drawing
    s.phase = "draw"
    draw(g, s.president, s.n + rules.president_extra)
    others = rules.others_first_round if g.round == 1 else rules.others
    for seat in s.clockwise(s.president)[1:]:
        draw(g, seat, others)
