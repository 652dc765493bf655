"""Junta: Viva el Presidente! (authoritative rules: data/corpora/004_3bc1b2243a076b76.txt)."""
from .game import VivaGame, new_game

__all__ = ["VivaGame", "new_game"]
