"""Arranged JUNTA tables: the rulebook's examples and classroom positions.

    game = arranged_game(names=["klaus", "ben", "jenny", "andy"], start=None,
                         influence={0: ["church", "conservatives"]})      # row 9, before the vote

Cards and bills are moved from the deck and the Foreign Aid, never created, so every conservation
rule still holds.  ``start`` is the phase the first round begins with (None: the first election, for which every
player without an arranged hand has drawn his five cards, row 19.4).
Such a game cannot be saved (its seed no longer tells the table); see ``Engine.scenario``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .drawing import draw_cards
from .game import ClassicGame, new_game

if TYPE_CHECKING:
    from .world import Junta


def default_cabinet(n: int, president: int) -> dict:
    """A legal cabinet: Generals to the first three other families, the rest round the table."""
    others = [t for t in range(n) if t != president]
    positions = ["general_1", "general_2", "general_3", "minister", "admiral", "air_force"]
    return {pos: others[i % len(others)] for i, pos in enumerate(positions)}


def arranged_game(players=4, names=None, president=0, positions=None, hands=None, influence=None,
                  pockets=None, swiss=None, drawn=None, locations=None, start="1 drawing", seed=1,
                  situation="stable", bank="open", exiled=(), extra=None) -> ClassicGame:
    def scenario(g: Junta):
        s = g.state
        for p in s.players:                       # every card back to the deck
            s.deck += p.hand
            p.hand = []

        def take_card(cid):
            if cid not in s.deck:
                raise ValueError(f"{cid!r} is not a card left in the deck")
            s.deck.remove(cid)
            return cid

        def take_bill(value):
            if value not in s.aid:
                raise ValueError(f"no bill of {value} million is left in the Foreign Aid deck")
            s.aid.remove(value)
            return value

        for seat, cards in (hands or {}).items():
            s.players[seat].hand = [take_card(c) for c in cards]
        for seat, cards in (influence or {}).items():
            s.players[seat].influence = [take_card(c) for c in cards]
        for seat, bills in (pockets or {}).items():
            s.players[seat].pocket = [take_bill(b) for b in bills]
        for seat, bills in (swiss or {}).items():
            s.players[seat].swiss = [take_bill(b) for b in bills]
        s.drawn = [take_bill(b) for b in (drawn or [])]
        if start is None:                         # the first election still lies ahead (row 20)
            s.president = None
            for seat in range(s.n):               # row 19.4: each player has drawn five cards
                if seat not in (hands or {}):
                    draw_cards(g, seat, g.rules.cards.start_hand - len(s.players[seat].influence))
        else:
            s.president = president
            s.positions = dict(positions or default_cabinet(s.n, president))
        for seat, loc in (locations or {}).items():
            s.players[seat].location = loc
        for seat in exiled:
            s.players[seat].exiled, s.players[seat].embassy = True, "embassy_north"
        s.situation, s.bank = situation, bank
        g.start_phase = start
        if extra:
            extra(g)

    return new_game(players=players, seed=seed, names=names, scenario=scenario)
