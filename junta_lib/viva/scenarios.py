"""Arranged Viva el Presidente! tables: the seed's examples and classroom positions.

``deal`` fixes the cards each seat draws in round 1; the rest of those draws are Foreign Aid cards,
so that no unplanned combat card adds a decision.  Cards are moved, never created.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .game import VivaGame, new_game

if TYPE_CHECKING:
    from .world import Viva


def arranged_game(president=0, deal=None, players=4, advanced=False, dice=None, buildings=None,
                  seed=1) -> VivaGame:
    deal = deal or {}

    def scenario(g: Viva):
        s = g.state
        s.president = president
        g.forget_setup_events(("first_roll", "first_president"))     # the story tells the arranged table
        g.emit("first_president", "{player:seat} is the President of this arranged table and takes the sunglasses",
               president)
        unknown = [c for cards in deal.values() for c in cards if c not in g.cards]
        if unknown:
            raise ValueError(f"no such cards in the deck: {unknown}")
        order: list[str] = []                     # the order in which phase 1 draws
        first = g.rules.drawing
        for i, seat in enumerate(s.clockwise(president)):
            want = list(deal.get(seat, []))
            count = s.n + first.president_extra if i == 0 else first.others_first_round
            if len(want) > count:
                raise ValueError(f"seat {seat} draws only {count} cards in round 1")
            filler = [c for c in s.deck if c not in order and all(c not in d for d in deal.values())
                      and g.cards[c].effect == "money"]
            want += filler[: count - len(want)]
            order += want
        s.deck = [c for c in s.deck if c not in order] + list(reversed(order))
        for seat, count in (dice or {}).items():
            s.supply[seat] -= count - s.dice[seat]
            s.dice[seat] = count
        for seat, count in (buildings or {}).items():
            s.buildings[seat] = count

    return new_game(players=players, seed=seed, advanced=advanced, scenario=scenario)
