"""Straw men (rules/junta.md K9): with 2 or 3 players the table is filled up to four families with
straw men played by a built-in policy.  Only real players may become President.

The policy is the kit's heuristic JUNTA player, seeded from the game's seed, so a game with straw
men is still told completely by its seed and the real players' actions.
"""
from __future__ import annotations

from ..agents.heuristic import JuntaHeuristic


def straw_policy(seat: int, game_seed: int) -> JuntaHeuristic:
    return JuntaHeuristic(seat, seed=game_seed * 7919 + 104729 * (seat + 1))
