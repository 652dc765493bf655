"""The pieces both games share: decisions, actions, events, seeded chance, errors, save files.

Both engines are written as a *rules generator*: a Python generator that walks through the
rulebook (round, phase, step) and ``yield``s a :class:`Decision` whenever a player must choose.
:class:`Engine` drives that generator: ``pending()`` is the decision it is waiting on, ``apply()``
checks an action against it and sends it in.  A game is therefore fully described by its seed and
its list of actions, which is the save file and the replay.
"""
from .actions import Action, Record, Word
from .decision import REPOSE, Decision, Domain
from .engine import Engine, View, load, play
from .errors import (
           EngineError,
           IllegalAction,
           JuntaError,
           RulesetError,
           SaveFileError,
           StaleView,
)
from .events import Event

__all__ = ["Action", "Decision", "Domain", "Engine", "EngineError", "Event", "IllegalAction", "JuntaError",
           "REPOSE", "Record", "RulesetError", "SaveFileError", "StaleView", "View", "Word", "load", "play"]
