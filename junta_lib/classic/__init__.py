"""JUNTA: the Political Game, the Coup Game and the Coup Aftermath (authoritative rules:
data/corpora/000_c47e5ab693709e99.txt rows 2-73; gaps filled by rules/junta.md, see README)."""
from ..core.registry import GameKind, register
from .determinise import resample
from .game import ClassicGame, new_game

register(GameKind("classic", "JUNTA", ClassicGame, new_game, players=5,
                  figures=("coups", "coups_won_by_rebels", "assassinations", "executions"), score="swiss",
                  resample=resample))

__all__ = ["ClassicGame", "new_game"]
