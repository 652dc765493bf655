"""Words for actions: what a button says ("Promise Tank to ben", "Death Squad: ben at Home").

Every action class describes itself (core/actions.py); this is the one place the widgets ask."""
from __future__ import annotations

from ..core.actions import Action, Word, plain
from ..core.decision import describe as describe_action


def describe(game, option, kind: str | None = None) -> str:
    """A short human label for one legal option of a decision (of ``kind`` when words differ)."""
    if isinstance(option, Action):
        return describe_action(option, game, kind)
    if isinstance(option, str) and option in game.cards:
        return game.cards[option].name
    if isinstance(option, str):
        try:
            return Word(option).describe(game, kind)
        except ValueError:
            pass
    return str(plain(option)) if not isinstance(option, (dict, list)) else str(option)
