"""A Decision: who must choose what now, and how to tell a legal choice from an illegal one."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .errors import IllegalAction, describe_options


@dataclass(slots=True)
class Decision:
    """One pending choice of one player.

    kind     -- a stable name such as ``"vote"``, ``"budget"``, ``"location"``, ``"militia"``.
    player   -- the seat that must choose.
    prompt   -- a sentence for people ("ben: choose a Location for this round").
    options  -- every legal action, when they can be listed (JSON values: str, int, list, dict).
    validate -- for structured choices (a Budget, a set of dice orders) that are too many to list:
                raises :class:`IllegalAction` with the reason; ``options`` is then ``None``.
    sample   -- for structured choices: builds a random legal action from a ``random.Random``.
    secret   -- the choice is made behind a screen; other players learn it only at the reveal.
    info     -- context for bots and widgets (e.g. the bills a Budget may use), or None.
    """

    kind: str
    player: int
    prompt: str
    options: list | None = None
    validate: Callable[[Any], None] | None = None
    sample: Callable[[Any], Any] | None = None
    secret: bool = False
    info: dict | None = None

    def check(self, action: Any) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal for this decision."""
        if self.options is not None:
            if action not in self.options:
                raise IllegalAction(
                    f"{action!r} is not a legal choice for {self.kind} ({self.prompt}). "
                    f"Legal: {describe_options(self.options)}")
            return
        if self.validate is None:  # pragma: no cover - an engine bug, not a user error
            raise RuntimeError(f"decision {self.kind} has neither options nor a validator")
        try:
            self.validate(action)
        except IllegalAction as err:
            raise IllegalAction(f"illegal {self.kind} ({self.prompt}): {err}") from None
        except (TypeError, KeyError, AttributeError, ValueError) as err:
            raise IllegalAction(
                f"malformed {self.kind} ({self.prompt}): {err!s}. "
                f"Expected: {(self.info or {}).get('format', 'see the decision info')}") from None

    def summary(self) -> dict:
        """A JSON description of the decision (for views, widgets and snapshots)."""
        return {"kind": self.kind, "player": self.player, "prompt": self.prompt,
                "options": self.options, "secret": self.secret}
