"""Junta: Viva el Presidente! (authoritative rules: data/corpora/004_3bc1b2243a076b76.txt)."""
from ..core.registry import GameKind, register
from .determinise import resample
from .game import VivaGame, new_game

register(GameKind("viva", "Junta: Viva el Presidente!", VivaGame, new_game, players=4,
                  figures=("coups_attempted", "coups_won", "fights"), score="vp", resample=resample))

__all__ = ["VivaGame", "new_game"]
