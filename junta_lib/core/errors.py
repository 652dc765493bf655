"""Errors that teach: each says what was wrong and what would have been allowed."""


class JuntaError(Exception):
    """Base class of every error the kit raises on purpose."""


class IllegalAction(JuntaError, ValueError):
    """An action that the pending decision does not allow.  The game state is untouched."""


class RulesetError(JuntaError, ValueError):
    """A ruleset or card data file that is missing a value or holds a wrong one."""


class SaveFileError(JuntaError, ValueError):
    """A save file (seed + action list) that cannot be read or replayed."""


def describe_options(options, limit: int = 12) -> str:
    """A short human list of legal options for an error message."""
    shown = [repr(o) for o in options[:limit]]
    more = len(options) - len(shown)
    return ", ".join(shown) + (f" (and {more} more)" if more > 0 else "")
