"""Straw men (rules/junta.md K9): with 2 or 3 players the table is filled up to four families with
straw men, played by the kit.  Only real players may become President (the rules see to that).

The straw man plays the kit's heuristic JUNTA habits, seeded from the game's seed, so a game with
straw men is still told completely by its seed and the real players' actions.  The rules ask the
registry for ``"classic:straw_man"`` and never import this module.
"""
from __future__ import annotations

from .heuristic import JuntaHeuristic


def straw_policy(seat: int, game_seed: int) -> JuntaHeuristic:
    return JuntaHeuristic(seat, seed=game_seed * 7919 + 104729 * (seat + 1))
