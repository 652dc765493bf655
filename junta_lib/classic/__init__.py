"""JUNTA: the Political Game, the Coup Game and the Coup Aftermath (authoritative rules:
data/corpora/000_c47e5ab693709e99.txt rows 2-73; gaps filled by rules/junta.md, see README)."""
from .game import ClassicGame, new_game

__all__ = ["ClassicGame", "new_game"]
