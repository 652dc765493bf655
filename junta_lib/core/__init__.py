"""The pieces both games share: decisions, actions, events, seeded chance, errors, save files.

Both engines are written as a *rules generator*: a Python generator that walks through the
rulebook (round, phase, step) and ``yield``s a :class:`Decision` whenever a player must choose.
:class:`Engine` drives that generator: ``pending()`` is the decision it is waiting on, ``apply()``
checks an action against it and sends it in.  A game is therefore fully described by its seed and
its list of actions, which is the save file and the replay.
"""
from .decision import Decision
from .engine import Engine, play
from .errors import IllegalAction, JuntaError, RulesetError, SaveFileError
from .events import Event

__all__ = ["Decision", "Engine", "Event", "IllegalAction", "JuntaError", "RulesetError",
           "SaveFileError", "play"]
