"""The one loop both games share (see ARCHITECTURE.md "One loop drives everything").

    game = new_game(players=5, seed=7)
    while not game.is_over():
        decision = game.pending()
        action = agents[decision.player].choose(game.view(decision.player), decision)
        game.apply(action)
    game.result()

A subclass provides ``_setup()`` (the initial state), ``_flow()`` (the rules generator that yields
Decisions and receives actions), ``view(seat)``, ``result()`` and ``_state_dict()``.
"""
from __future__ import annotations

import hashlib
import json
import random
from typing import Any, Iterable

from .decision import Decision
from .errors import IllegalAction, SaveFileError
from .events import Event, template_fields

#: A save file is the seed and the actions, so it depends on how the engine turns the seed into
#: shuffles and die rolls.  Format 2: the seeded shuffle of Engine.shuffle (format 1 used
#: random.shuffle, so its games no longer replay).
SAVE_FORMAT = 2


class Engine:
    GAME = "base"

    def __init__(self, seed: int, scenario=None, **options: Any):
        """``scenario``: an optional function that arranges the table after setup (a rulebook
        example, a classroom position).  Such a game cannot be saved: its seed no longer tells it."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveFileError(f"seed must be a whole number, got {seed!r}")
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        self.actions: list = []
        self._events: list[tuple] = []          # recorded cheaply; Event objects built on reading
        self._event_objects: list[Event] = []
        self.round = 0
        self._setup()
        self.scenario = scenario
        if scenario is not None:
            scenario(self)
        self._gen = self._flow()
        self._pending: Decision | None = None
        self._start()

    # -- the loop -------------------------------------------------------------------------
    def pending(self) -> Decision | None:
        """The decision the game waits on, or None when the game is over."""
        return self._pending

    def is_over(self) -> bool:
        return self._pending is None

    def apply(self, action: Any) -> None:
        """Apply one action for the pending decision.

        An illegal action raises :class:`IllegalAction` naming what is legal; nothing changes.
        """
        decision = self._pending
        if decision is None:
            raise IllegalAction("the game is over: no action is expected (see result())")
        options = decision.options
        if options is None or action not in options:      # listed options: membership is the check
            decision.check(action)
        self.actions.append(action)
        try:
            pending = self._gen.send(action)
            if self._built_in_seats:
                pending = self._built_in_turns(pending)
        except StopIteration:
            pending = None
        self._pending = pending

    def _start(self) -> None:
        """Run the rules up to the first decision (``apply`` runs them on to each next one)."""
        try:
            pending = next(self._gen)
            if self._built_in_seats:
                pending = self._built_in_turns(pending)
        except StopIteration:
            pending = None
        self._pending = pending

    def _built_in_turns(self, pending: Decision | None) -> Decision | None:
        """Seats the rules themselves play (JUNTA's straw men, rules K9) decide at once; their
        choices follow from the seed, so they are not part of the action list."""
        while pending is not None and pending.player in self._built_in_seats:
            pending = self._gen.send(self._built_in(pending))
        return pending

    #: the seats whose decisions :meth:`_built_in` takes (none unless a game sets them in setup)
    _built_in_seats: frozenset = frozenset()

    def _built_in(self, decision: Decision):
        """The action the rules take for a seat of ``_built_in_seats``."""
        raise NotImplementedError

    # -- chance -------------------------------------------------------------------------------
    def d6(self) -> int:
        """One six-sided die from the game's seeded generator (loaded dice in scenarios)."""
        rng = self.rng
        if type(rng) is random.Random:
            return int(rng.random() * 6) + 1
        return rng.randint(1, 6)

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place with the game's seeded generator (Fisher-Yates; never loaded)."""
        rand = self.rng.random
        for i in range(len(items) - 1, 0, -1):
            j = int(rand() * (i + 1))
            items[i], items[j] = items[j], items[i]

    # -- story ----------------------------------------------------------------------------
    def emit(self, kind: str, template: str, *facts: Any) -> None:
        """Record an event everyone may see: its kind, its sentence and the bare facts in the order
        the sentence names them (seats as numbers, cards as ids; see events.py).  Pass facts that
        will not change later (a tuple, not a list still in play)."""
        self._events.append((kind, template, facts, None, self.round))

    def tell(self, seats: Iterable[int], kind: str, template: str, *facts: Any) -> None:
        """Record an event only ``seats`` may see (a card drawn, a Location chosen), as :meth:`emit`."""
        self._events.append((kind, template, facts, seats, self.round))

    @property
    def events(self) -> list[Event]:
        """The event log (every change of state, in order), as :class:`Event` objects."""
        built = self._event_objects
        for kind, template, facts, to, round_no in self._events[len(built):]:
            names = template_fields(template)
            if len(names) != len(facts):       # pragma: no cover - a rules bug, caught by the tests
                raise RuntimeError(f"event {kind!r} has {len(facts)} facts for {names}")
            built.append(Event(kind, template, dict(zip(names, facts)),
                               tuple(to) if to is not None else None, round_no, self.render_fact))
        return built

    def render_fact(self, spec: str, value: Any) -> str:
        """How one fact of an event reads (events.py): ``seat``/``seats`` are players' names,
        ``card``/``cards`` cards' names, ``dice`` die faces; a game adds its own specs."""
        if spec == "seat":
            return self.seat_name(value)
        if spec == "seats":
            return ", ".join(self.seat_name(v) for v in value)
        if spec == "card":
            return self.cards[value].name
        if spec == "cards":
            return ", ".join(self.cards[c].name for c in value)
        if spec == "dice":
            return " ".join(map(str, value))
        return format(value, spec)

    def seat_name(self, seat: int) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def story(self, seat: int | None = None) -> list[str]:
        """The event log as sentences; with a seat, only what that player may see."""
        return [e.text for e in self.events if e.visible_to(seat)]

    # -- save files and replays -----------------------------------------------------------
    def to_json(self) -> str:
        if self.scenario is not None:
            raise SaveFileError("a game started from a scenario cannot be saved: its seed and actions "
                                "do not tell the arranged table; save games started by new_game only")
        return json.dumps({"format": SAVE_FORMAT, "game": self.GAME, "seed": self.seed,
                           "options": self.options, "actions": self.actions},
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Engine":
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as err:
            raise SaveFileError(f"a save file must be JSON: {err}") from None
        if not isinstance(data, dict):
            raise SaveFileError("a save file is a JSON object with format, game, seed, options, actions")
        missing = [k for k in ("format", "game", "seed", "options", "actions") if k not in data]
        if missing:
            raise SaveFileError(f"save file lacks {', '.join(missing)}; "
                                "expected keys: format, game, seed, options, actions")
        if data["format"] != SAVE_FORMAT:
            raise SaveFileError(f"save format {data['format']!r} is not supported (only {SAVE_FORMAT}): "
                                "a save file replays only with the shuffles and dice of the kit that wrote it")
        if data["game"] != cls.GAME:
            raise SaveFileError(f"this save file is for {data['game']!r}, not {cls.GAME!r}")
        if not isinstance(data["actions"], list) or not isinstance(data["options"], dict):
            raise SaveFileError("save file: 'actions' must be a list and 'options' an object")
        game = cls(data["seed"], **data["options"])
        for index, action in enumerate(data["actions"]):
            try:
                game.apply(action)
            except IllegalAction as err:
                raise SaveFileError(f"save file action #{index} cannot be replayed: {err}") from None
        return game

    def replay(self, upto: int | None = None) -> "Engine":
        """A fresh copy of this game, replayed from its seed up to action ``upto``."""
        game = type(self)(self.seed, **self.options)
        for action in self.actions[:upto]:
            game.apply(action)
        return game

    def digest(self) -> str:
        """A hash of the action log: identical for identical games."""
        return hashlib.sha256(json.dumps(self.actions, sort_keys=True).encode()).hexdigest()

    def snapshot(self) -> str:
        """The whole state (rules state, chance, pending decision) as canonical JSON."""
        pend = self._pending.summary() if self._pending else None
        return json.dumps({"state": self._state_dict(), "rng": hash(self.rng.getstate()),
                           "pending": pend, "round": self.round, "events": len(self._events)},
                          sort_keys=True, default=str)

    def _seat_names(self, default_players: int, title: str, note: str = "") -> list[str]:
        """The ``players`` and ``names`` options checked against the ruleset's [players] table:
        a whole number in min..max, and as many different names (the ruleset's by default)."""
        players = self.options.get("players", default_players)
        rules = self.rules["players"]
        lo, hi = rules["min"], rules["max"]
        if not isinstance(players, int) or isinstance(players, bool) or not lo <= players <= hi:
            raise IllegalAction(f"{title} is for {lo} to {hi} players{note}, not {players!r}")
        names = list(self.options.get("names") or rules["names"][:players])
        if len(names) != players or len(set(names)) != players:
            raise IllegalAction(f"give {players} different player names, got {names!r}")
        return names

    # -- for subclasses -------------------------------------------------------------------
    def _setup(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _flow(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _state_dict(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, seat: int) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def result(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError


def play(game: Engine, agents, max_decisions: int | None = None) -> Engine:
    """Drive ``game`` to its end with one agent per seat (a list or a dict seat -> agent).

    An agent whose ``needs_view`` is False (the RandomAgent) is handed no view: it chooses from
    the decision alone, and simulations skip building views nobody reads."""
    seats = range(len(agents)) if isinstance(agents, list) else list(agents)
    choose = [a.choose for a in agents] if isinstance(agents, list) else {t: agents[t].choose for t in seats}
    blind = {seat for seat in seats if not getattr(agents[seat], "needs_view", True)}
    apply = game.apply
    if max_decisions is None and len(blind) == len(choose):
        while (decision := game._pending) is not None:          # the simulation's fast path
            apply(choose[decision.player](None, decision))
        return game
    count = 0
    while (decision := game._pending) is not None:
        seat = decision.player
        apply(choose[seat](None if seat in blind else game.view(seat), decision))
        count += 1
        if max_decisions is not None and count >= max_decisions:
            break
    return game
