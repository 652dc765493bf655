"""Errors that teach: each says what was wrong and what would have been allowed.

Every exception the kit raises on purpose is a :class:`JuntaError`; ``apply``, ``from_json``,
``load`` and the command line let no other kind escape.
"""

LIMIT = 299      # characters of a message: enough to say what was wrong and what is allowed


def clip(text: str, limit: int = LIMIT) -> str:
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class JuntaError(Exception):
    """Base class of every error the kit raises on purpose.  Messages are kept short."""

    def __init__(self, message: str = ""):
        super().__init__(clip(message))


class IllegalAction(JuntaError, ValueError):
    """An action that the pending decision does not allow.  The game state is untouched."""


class RulesetError(JuntaError, ValueError):
    """A ruleset, card or map data file that is missing a value or holds a wrong one."""


class SaveFileError(JuntaError, ValueError):
    """A save file (seed + action list) that cannot be read or replayed."""


class StaleView(JuntaError, RuntimeError):
    """A view read after the game had moved on: views tell one moment; take a new one."""


class Interrupt(Exception):
    """Returned by a side flow to end what the interrupted rules were doing (JUNTA: all players
    agree to end the coup, row 67); the rules catch it where that part of the game is run."""


class EngineError(JuntaError, RuntimeError):
    """A fault inside the rules engine (a bug, not a wrong action).  The game was put back as it
    was before the action, where the game could be replayed; the message says which."""
