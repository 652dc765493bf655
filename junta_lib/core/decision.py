"""A Decision: who must choose what now, and how to tell a legal choice from an illegal one.

A decision either lists every legal action (``options``, a tuple of action objects) or, for a
structured choice too large to list (a vote, a Budget, a coup move), carries a :class:`Domain`: the
legal space, which reads an action from JSON or names, checks it, describes the expected shape and
samples random legal actions for bots.

Beside the decision, the player may have *side actions* the rules allow "at any time" (JUNTA:
resigning, giving money or cards, some Event cards).  They are listed apart (``decision.side``), so
that a bot choosing uniformly among ``options`` does not flood the game with them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Generator, TypeVar

import copy

from .actions import Action, listing, parse_listed, parse_union, plain_action
from ..i18n import tr
from .errors import IllegalAction
from .rng import pick

_UNSET = object()


class Domain:
    """The legal space of a structured decision.  Subclasses set ``action`` (the action class), a
    ``format`` sentence, and define ``check`` and ``sample``; ``info()`` lists what a form or a bot
    needs to know (the sources of votes, the bills a Budget may use ...)."""

    #: the action class, or a tuple of them (a word, or an object whose one key names the class)
    action: ClassVar[type | tuple] = Action
    format: ClassVar[str] = ""
    #: the JSON a ``format`` sentence shows, the same in every language ({"shape": '{"send": ...}'})
    shapes: ClassVar[dict] = {}
    #: the last action ``sample`` made: legal by construction, so ``apply`` need not check it again
    sampled: Any = _UNSET

    def parse(self, raw: Any, game=None) -> Action:
        """The action ``raw`` stands for: an action object of the right class, or its JSON form (or a
        person's names for its parts), read strictly; then checked against this domain."""
        classes = self.action if isinstance(self.action, tuple) else (self.action,)
        if raw is self.sampled:                   # made by this domain: already a strict copy
            action = raw
        elif type(raw) in classes and getattr(game, "replaying", False):   # the game's own log, read before
            action = raw
        elif isinstance(raw, Action) and not isinstance(raw, classes):
            raise IllegalAction(tr('expected {format}, got a {name}', format=self.described(), name=type(raw).__name__))
        else:                                     # JSON, names, or an action object made by hand
            action = parse_union(classes, plain_action(raw), game, self)
        self.check(action)
        return action

    def described(self) -> str:
        """The ``format`` sentence in the reader's language (a refusal, a form's note say it)."""
        return tr(self.format, **self.shapes) if self.format else ""

    def check(self, action) -> None:  # pragma: no cover - each domain defines it
        raise NotImplementedError

    def sample(self, rng) -> Action:  # pragma: no cover
        raise NotImplementedError

    def info(self) -> dict:
        return {}

    # -- a domain sent to a remote seat (tables/remote.py) ----------------------------------------
    def wire(self) -> dict:
        """What this domain knows, as plain data, without its game: the deciding seat's own
        knowledge (his sources of votes, the bills he divides), so his notebook can check his
        choice before it is sent.  The server checks it again."""
        return {k: v for k, v in vars(self).items() if k not in ("g", "rules", "sampled")}

    @classmethod
    def unwire(cls, data: dict, game) -> "Domain":
        """The domain ``wire`` described, checking against ``game`` (the seat's mirror)."""
        domain = cls.__new__(cls)
        domain.__dict__.update(data)
        domain.attach(game)
        return domain

    def attach(self, game) -> None:
        self.g = game


@dataclass(slots=True, eq=False)
class Decision:
    """One pending choice of one player.

    kind    -- a stable name such as ``"vote"``, ``"budget"``, ``"location"``, ``"militia"``.
    player  -- the seat that must choose.
    question -- a sentence for people ("ben: choose a Location for this round"): a string, or a
               :class:`~junta_lib.core.events.Phrase` worded in the language it is read in;
               :attr:`prompt` reads it.
    options -- every legal action, when they can be listed (a tuple of action objects).
    domain  -- for structured choices: the legal space (``options`` is then None).
    secret  -- the choice is made behind a screen; other players learn it only at the reveal.
    game    -- the game that asks (set by the engine; names and side actions come from it).
    """

    kind: str
    player: int
    question: Any
    options: tuple | None = None
    domain: Domain | None = None
    secret: bool = False
    game: Any = None
    _side: Any = None

    @property
    def prompt(self) -> str:
        """The question in the current language (``i18n.using``)."""
        return str(self.question)

    # -- reading an action ---------------------------------------------------------------------------
    def parse(self, raw: Any) -> Action:
        """The legal action ``raw`` stands for (an action object, its JSON form, or a person's names),
        or IllegalAction saying what was wrong and what is allowed.  Side actions are not included."""
        if self.options is not None:
            return parse_listed(self.options, raw, self.game, self.question)   # worded only if refused
        if self.domain is None:  # pragma: no cover - an engine bug
            raise IllegalAction(tr('decision {kind} has neither options nor a domain', kind=repr(self.kind)))
        try:
            return self.domain.parse(raw, self.game)
        except IllegalAction as err:
            raise IllegalAction(tr("not allowed: {why}", why=err)) from None

    def check(self, action: Any) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal for this decision."""
        self.parse(action)

    def validate(self, action: Any) -> None:
        """For structured decisions: raise IllegalAction with the reason, or return."""
        self.parse(action)

    def sample(self, rng) -> Action:
        """A random legal action (uniform over the options when they are listed)."""
        if self.options is not None:
            return pick(rng, self.options)
        return self.domain.sample(rng)

    # -- describing it ---------------------------------------------------------------------------------
    @property
    def info(self) -> dict | None:
        """What a form or a bot needs to know of a structured decision, with its ``format``: a
        copy, so changing it changes nothing in the game."""
        if self.domain is None:
            return None
        return copy.deepcopy({**self.domain.info(), "format": self.domain.format})

    def expected(self) -> str:
        if self.options is not None:
            return listing(self.options, self.game)
        return self.domain.described()

    def choices(self) -> list:
        """The listed options in their JSON forms (what a script may pass to ``apply``)."""
        return [o.to_json() for o in self.options or ()]

    def labels(self) -> list[str]:
        """The listed options as a person reads them."""
        return [describe(o, self.game, self.kind) for o in self.options or ()]

    @property
    def side(self):
        """The side actions ``player`` may take beside this decision (a :class:`SideMenu`), or None."""
        if self._side is None and self.game is not None:
            self._side = self.game.side_menu(self) or False
        return self._side or None

    def summary(self) -> dict:
        """A JSON description of the decision (for views, widgets and snapshots)."""
        return {"kind": self.kind, "player": self.player, "prompt": self.prompt,
                "options": [o.to_json() for o in self.options] if self.options is not None else None,
                "format": self.domain.format if self.domain is not None else None, "secret": self.secret}


@dataclass(slots=True, eq=False)
class SideMenu:
    """Side actions beside a decision: ``listed`` ones (resign, play an any-time card) and a
    structured ``give`` (a gift of money or cards) when one is allowed."""

    listed: tuple = ()
    give: Domain | None = None

    def parse(self, raw: Any, game) -> Action:
        if self.listed:
            try:
                return parse_listed(self.listed, raw, game, tr("a side action"))
            except IllegalAction:
                if self.give is None:
                    raise
        if self.give is None:
            raise IllegalAction(tr('no side action is allowed now'))
        return self.give.parse(raw, game)

    def claims(self, raw: Any) -> bool:
        """Does ``raw`` have the shape of one of these side actions (so that its error is the one
        to report)?  A word they list, or an object whose one key names a side action's kind."""
        keys = {getattr(type(a), "key", None) for a in self.listed}
        if self.give is not None:
            keys.add("give")
        if isinstance(raw, str):
            return raw in self.listed
        return isinstance(raw, dict) and len(raw) == 1 and next(iter(raw)) in keys

    def expected(self) -> str:
        parts = [listing(self.listed)] if self.listed else []
        if self.give is not None:
            parts.append(self.give.described())
        return "; ".join(parts)


def button_label(action: Action, game=None, kind: str | None = None) -> str:
    """How an action reads on a button (a Russian one starts with a capital, unless it starts with a
    player's own name: "ana" stays as the player wrote it)."""
    from ..i18n import words
    said = describe(action, game, kind)
    if game is not None and any(said == n or said.startswith(n + " ") for n in game.given_names()):
        return said
    return words().on_button(said)


def describe(action: Action, game=None, kind: str | None = None) -> str:
    """How an action reads on a button or in a sentence."""
    from .actions import Word
    if isinstance(action, Word):
        return action.describe(game, kind)
    return action.describe(game)


class _Repose:
    """Sent into the rules in place of an action after a side action: the rules then ask again,
    since what is legal may have changed (a card given away, a new President)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "REPOSE"


REPOSE = _Repose()


T = TypeVar("T")
#: A rules generator: it yields Decisions, receives actions (or REPOSE), and returns a T.
Flow = Generator[Decision, Any, T]
