"""The one loop both games share (see ARCHITECTURE.md "One loop drives everything").

    game = new_game(players=5, seed=7)
    while not game.is_over():
        decision = game.pending()
        action = agents[decision.player].choose(game.view(decision.player), decision)
        game.apply(action)
    game.result()

The rules are a generator (a *flow*) that yields a :class:`Decision` whenever a player must choose
and receives the action.  ``apply`` reads the action strictly (see actions.py), logs its own
immutable copy, and sends it in.  A side action (JUNTA's "at any time" rules) runs a flow of its
own; when it ends, the interrupted decision is asked again (the rules receive ``REPOSE``), since
what is legal may have changed.

A game is not thread-safe: one thread at a time may use it (the table server serialises each
table).  ``apply`` from a second thread while one runs is refused with an :class:`EngineError` (a
cheap guard that catches such misuse, not a lock that makes it safe).

``apply`` is all or nothing: an illegal action raises :class:`IllegalAction` and changes nothing;
should the rules themselves fail, the game is put back as it was (by replaying its log) and an
:class:`EngineError` says so.  A game is its seed plus its actions: that is the save file.

A subclass provides ``_setup()``, ``_flow()``, ``_view_data(seat)``, ``result()``,
``_state_dict()``, ``seat_name(seat)`` and, if it has side actions, ``side_menu(decision)`` and
``_side_flow(action)``.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Iterable

from .actions import Action, Aside, brief, fold
from .decision import REPOSE, Decision
from .errors import (
    EngineError,
    IllegalAction,
    Interrupt,
    JuntaError,
    SaveFileError,
    StaleView,
)
from ..i18n import tr, words
from . import registry
from .events import Event, Phrase, template_fields

#: A save file is the seed and the actions, so it depends on how the engine turns the seed into
#: shuffles and die rolls and on the rules themselves.  Format 3: the rules as of kit 0.2 (the
#: President's Position vote, side actions, ...); format 2 files came from earlier rules.
SAVE_FORMAT = 3
SAVE_KEYS = ("format", "game", "seed", "options", "actions")
#: the largest seed a game takes: 128 bits are far beyond any search, and a save file writes it
#: as a number every JSON reader reads
MAX_SEED = 2 ** 128 - 1
#: what a program that saves games may keep beside them (the play room: your seat and the bots)
OPTIONAL_SAVE_KEYS = ("table",)
MAX_SAVE_BYTES = 20_000_000
BUSY = ("this game is being changed by another thread: a game is not thread-safe; let one thread at a "
        "time use it (the table server keeps one lock per table)")


class Engine:
    GAME = "base"
    #: the options a game of this kind accepts (new_game keywords, and what a save file holds)
    OPTIONS: tuple[str, ...] = ("players", "names")

    def __init__(self, seed: int, scenario=None, **options: Any):
        """``scenario``: an optional function that arranges the table after setup (a rulebook
        example, a classroom position).  Such a game cannot be saved: its seed no longer tells it."""
        if type(seed) is not int or not -MAX_SEED <= seed <= MAX_SEED:
            raise IllegalAction(tr('"seed" must be a whole number from -(2**128 - 1) to 2**128 - 1 (a save file keeps it), got {value}', value=f'a number of {seed.bit_length()} bits' if type(seed) is int else brief(seed)))
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise IllegalAction(tr('unknown option(s) {listed}; {game} takes {listed2}', listed=words().join(unknown), game=self.GAME, listed2=words().join(self.OPTIONS)))
        self.seed = seed
        self.options = options
        self._busy = False                       # inside apply: a second thread at once is refused
        self.rng = random.Random(seed)
        self.actions: list = []
        self._events: list[tuple] = []          # recorded cheaply; Event objects built on reading
        self._event_objects: list[Event] = []
        self.round = 0
        self._setup()
        self.scenario = scenario
        if scenario is not None:
            scenario(self)
        self._flows = [self._flow()]
        self._gen = self._flows[-1]              # the innermost flow, the one asking
        self._pending: Decision | None = None
        self._pending = self._advance(None)

    # -- the loop -------------------------------------------------------------------------
    def pending(self) -> Decision | None:
        """The decision the game waits on, or None when the game is over."""
        return self._pending

    def is_over(self) -> bool:
        return self._pending is None

    def apply(self, action: Any) -> None:
        """Apply one action for the pending decision: an action object, or its JSON form.

        An illegal action raises :class:`IllegalAction` naming what is legal; nothing changes.
        """
        if self._busy:                               # a second thread inside apply (best-effort guard)
            raise EngineError(BUSY)
        self._busy = True
        try:
            d = self._pending
            if d is None:
                raise IllegalAction(tr('the game is over: no action is expected (see result())'))
            side = False
            if type(action) is Aside or (type(action) is dict and "aside" in action):
                action, side = self._read_aside(d, action), True      # another player's side action
            elif (options := d.options) is not None:
                for option in options:               # an option handed back as it was offered: no parsing
                    if option is action:
                        break
                else:                                # anything else is read strictly (actions.plain_action)
                    logged = self._logged_option(options, action) if self.replaying else None
                    if logged is not None:
                        action = logged
                    else:
                        action, side = self._read(d, action)
            elif action is not d.domain.sampled:
                action, side = self._read(d, action)
            self.actions.append(action)
            try:
                if side:
                    self._flows.append(self._side_flow(action))
                    self._gen = self._flows[-1]
                    self._pending = self._advance(None)
                    return
                try:                                 # _advance, inlined for the common case
                    pending = self._gen.send(action)
                except StopIteration as stop:
                    self._pending = self._advance(None, ended=(stop.value,))
                    return
                pending.game = self
                if self._built_in_seats and pending.player in self._built_in_seats:
                    pending = self._advance(self._built_in_action(pending))
                self._pending = pending
            except Exception as err:                 # the rules failed: put the game back
                self._busy = False
                self._restore(len(self.actions) - 1, err)
        finally:
            self._busy = False

    #: True while the game applies its own log again (replay, rewind, putting it back): its logged
    #: actions are strict copies it read and checked before, so a listed option is found by equality
    #: and a structured action is not copied again (Domain.parse), though still checked
    replaying: bool = False

    def _apply_log(self, actions) -> None:
        """Apply actions this game (or the game it replays) logged, in order."""
        self.replaying = True
        try:
            for action in actions:
                self.apply(action)
        finally:
            self.replaying = False

    @staticmethod
    def _logged_option(options: tuple, action: Any):
        """The listed option equal to a logged ``action`` (the same class and values), or None."""
        for option in options:
            if type(option) is type(action) and option == action:
                return option
        return None

    def aside_menu(self, seat: int):
        """The side actions ``seat`` may take now although the decision is another player's (a
        SideMenu), or None.  The deciding player's own are ``pending().side``."""
        d = self._pending
        if d is None or type(seat) is not int or seat == d.player:
            return None
        return self._aside_menu(d, seat)

    def _aside_menu(self, pending: Decision, seat: int):
        """The game's rule for side actions out of turn (none unless a game has them)."""
        return None

    def _read_aside(self, d: Decision, raw: Any) -> Aside:
        """``raw``: {"aside": {"seat": s, "action": A}} (or an Aside): ``s``'s side action, read
        strictly against his menu; ``apply`` logs and carries it out as any side action, and the
        interrupted decision is asked again (the rules may have changed what is legal)."""
        if type(raw) is Aside:
            raw = raw.to_json()
        body = raw.get("aside") if type(raw) is dict and len(raw) == 1 else None
        if type(body) is not dict or set(body) != {"seat", "action"}:   # the action is read strictly below
            raise IllegalAction(tr('an out-of-turn side action is {{"aside": {{"seat": seat, "action": ...}}}}, got {given}', given=brief(raw)))
        seat = body["seat"]
        if type(seat) is not int or not 0 <= seat < self.state.n:
            raise IllegalAction(tr('"aside": "seat" must be a whole number 0..{last}, got {given}', last=self.state.n - 1, given=brief(seat)))
        if seat == d.player:
            raise IllegalAction(tr('{player} is deciding now: his side actions go with his decision (pending().side), not \"aside\"', player=self.seat_name(seat)))
        menu = self._aside_menu(d, seat)
        if menu is None:
            raise IllegalAction(tr('{player} may take no side action now', player=self.seat_name(seat)))
        return Aside(seat, menu.parse(body["action"], self))

    def _read(self, d: Decision, raw: Any) -> tuple[Action, bool]:
        """The action ``raw`` stands for, and whether it is a side action; or IllegalAction."""
        menu = d._side
        if menu and isinstance(raw, Action):        # a side action handed back as it was offered
            if any(raw is listed for listed in menu.listed) or (menu.give is not None and raw is menu.give.sampled):
                return raw, True
        try:
            return d.parse(raw), False
        except IllegalAction as err:
            menu = d.side
            if menu is None:
                raise
            try:
                return menu.parse(raw, self), True
            except IllegalAction as side_err:
                raise (side_err if menu.claims(raw) else err) from None
        except JuntaError:
            raise
        except Exception as err:     # noqa: BLE001 - whatever the input, the caller gets our error
            raise IllegalAction(tr('malformed {kind}: {given} ({error}); expected {expected}', kind=repr(d.kind), given=brief(raw), error=type(err).__name__, expected=d.expected())) from None

    def _advance(self, value, ended: tuple | None = None) -> Decision | None:
        """Send ``value`` into the innermost flow and run the rules to the next decision.  A side
        flow that ends hands back to the flow it interrupted, which is asked again (REPOSE); a side
        flow that returns an :class:`Interrupt` (JUNTA: all players agree to end the coup) has it
        raised where the interrupted flow waits instead.  Seats the rules play themselves (JUNTA's
        straw men, rules K9) decide at once; their choices follow from the seed, so they are not
        part of the action list.  ``ended``: the innermost flow has just ended, returning ``ended[0]``.

        (Only the returned value is kept, never the StopIteration: an exception held in a local
        of the frame its traceback names is a reference cycle, which would keep every finished
        game in memory until the garbage collector runs.)"""
        flows = self._flows
        interrupt = None
        while True:
            if ended is not None:                        # the innermost flow has ended
                returned, ended = ended[0], None
                flows.pop()
                if not flows:
                    return None
                self._gen = flows[-1]
                if isinstance(returned, Interrupt):
                    interrupt, value = returned, None
                else:
                    value = REPOSE
            try:
                if interrupt is not None:
                    thrown, interrupt = interrupt, None
                    pending = flows[-1].throw(thrown)
                else:
                    pending = flows[-1].send(value)
            except StopIteration as stop:
                ended = (stop.value,)
                continue
            pending.game = self
            if pending.player in self._built_in_seats:
                value = self._built_in_action(pending)
                continue
            return pending

    def _built_in_action(self, pending: Decision):
        """The built-in seat's choice, checked; a wrong one is the kit's fault, not the caller's."""
        try:
            return pending.parse(self._built_in(pending))
        except IllegalAction as err:
            raise RuntimeError(f"the built-in player of seat {pending.player} chose illegally: {err}") from None

    def _restore(self, upto: int, err: Exception) -> None:
        """Put the game back as it was after ``upto`` actions, by replaying its log, and raise."""
        actions = self.actions[:upto]
        loaded = type(self.rng) is not random.Random
        try:
            self.__init__(self.seed, scenario=self.scenario, **self.options)
            self._apply_log(actions)
        except Exception:  # noqa: BLE001
            loaded = True
        if isinstance(err, IllegalAction) and not loaded:
            raise err
        what = "the game could not be put back (loaded dice or a scenario)" if loaded else \
            "the game was put back as it was before the action"
        raise EngineError(f"the rules failed on action #{upto} ({type(err).__name__}: {err}); {what}. "
                          "Please report this with the save file.") from err

    #: the seats whose decisions :meth:`_built_in` takes (none unless a game sets them in setup)
    _built_in_seats: frozenset = frozenset()

    def _built_in(self, decision: Decision):
        """The action the rules take for a seat of ``_built_in_seats``."""
        raise NotImplementedError

    def side_menu(self, decision: Decision):
        """The side actions allowed beside ``decision`` (a SideMenu), or None."""
        return None

    def _side_flow(self, action):
        """The flow of a side action: the deciding player's, or another's (an Aside)."""
        if type(action) is Aside:
            return self._side_flow_of(action.seat, action.action)
        return self._side_flow_of(self._pending.player, action)

    def _side_flow_of(self, seat: int, action):  # pragma: no cover - only games with side actions
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

    def forget_setup_events(self, kinds: Iterable[str]) -> None:
        """For a scenario only (an arranged table, before play starts): drop the setup's events of
        these kinds, which the arrangement has made untrue (a first President it replaced)."""
        if self.actions or getattr(self, "_flows", None):
            raise EngineError("only a scenario may rewrite the setup's story, before the game starts")
        kinds = set(kinds)
        self._events = [e for e in self._events if e[0] not in kinds]

    def tell(self, seats: Iterable[int], kind: str, template: str, *facts: Any) -> None:
        """Record an event only ``seats`` may see (a card drawn, a Location chosen), as :meth:`emit`."""
        self._events.append((kind, template, facts, seats, self.round))

    def phrase(self, template: str, **facts: Any) -> Phrase:
        """A sentence for a prompt, worded when it is read in the language of that moment:
        ``g.phrase("{player:seat}: shell a coastal area?", player=admiral)`` (facts as in events)."""
        return Phrase(template, facts, self.render_fact)

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

    def render_fact(self, spec: str, value: Any, case: str | None = None) -> str:
        """How one fact of an event reads (events.py) in the current language: ``seat``/``seats``
        are players' names (as given, in every language), ``card``/``cards`` cards' names,
        ``dice`` die faces; a game adds its own specs.  ``case`` is the Russian case a slot asks."""
        if spec == "seat":
            return self.seat_name(value)
        if spec == "seats":
            return words().join(self.seat_name(v) for v in value)
        if spec == "card":
            return self.card_name(value)
        if spec == "cards":
            return words().join(self.card_name(c) for c in value)
        if spec == "dice":
            return words().join_faces(value)
        if spec == "words":                 # a phrase of the kit's own (marked N_ where it is written)
            return words().gettext(value)
        return format(value, spec)

    #: the term list's prefix for this game's cards (data/i18n/terms.csv)
    CARD_TERMS = "card"

    def card_name(self, cid: str, quoted: bool = True, case: str | None = None) -> str:
        """A card's name in the current language (in a sentence quoted: «Танк» in Russian; in
        ``case``, as a slot asks: «Профессионального убийцу»)."""
        name = self.cards[cid].name
        if quoted:
            return words().card(f"{self.CARD_TERMS}:{name}", name, case)
        return words().term(f"{self.CARD_TERMS}:{name}", name, case)

    def card_text(self, cid: str) -> str:
        """What a card does, in the current language (the catalogs hold the cards' texts)."""
        return tr(self.cards[cid].text)

    #: how a player's given name is said (``reader(name, case)``), where a table names its players
    #: in the reader's language: the lessons' example players ("klaus" is Вася, 克勞斯); None: as given
    name_reader = None

    def seat_name(self, seat: int, case: str | None = None) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def said_name(self, given: str, case: str | None = None) -> str:
        """A player's own name as this table says it (see :attr:`name_reader`)."""
        return given if self.name_reader is None else self.name_reader(given, case)

    def given_names(self) -> set[str]:
        """The players' own names, written as they were given in every language (a straw man's
        name is the kit's words, K9, and is not one of them)."""
        return {self.seat_name(s) for s in range(self.state.n)}

    def verdict(self) -> str:
        """The end in one sentence of the current language: who wins, or that all lose."""
        winners = self.result()["winners"]
        names = words().join(self.seat_name(t) for t in winners)
        if not winners:
            return tr("The game is over: nobody wins; all lose.")
        return tr("The game is over: {names} wins.", names=names) if len(winners) == 1 else \
            tr("The game is over: {names} win.", names=names)

    def story(self, seat: int | None = None) -> list[str]:
        """The event log as sentences; with a seat, only what that player may see."""
        return [e.text for e in self.events if e.visible_to(seat)]

    # -- views ------------------------------------------------------------------------------------
    def view(self, seat: int) -> "View":
        """Everything ``seat`` may know now, and nothing more (a read-only mapping, built when first
        read: reading it after the game has moved on raises StaleView)."""
        if type(seat) is not int or not 0 <= seat < self.state.n:
            raise IllegalAction(tr('seat must be a whole number 0..{last}, got {given}', last=self.state.n - 1, given=brief(seat)))
        view = _blank_view(View)       # no __init__ call: a loop takes one per decision
        view._game, view._seat, view._at, view._data = self, seat, len(self.actions), None
        return view

    # -- save files and replays -----------------------------------------------------------
    def to_json(self) -> str:
        if self.scenario is not None:
            raise SaveFileError("a game started from a scenario cannot be saved: its seed and actions "
                                "do not tell the arranged table; save games started by new_game only")
        return json.dumps({"format": SAVE_FORMAT, "game": self.GAME, "seed": self.seed,
                           "options": self.options, "actions": [a.to_json() for a in self.actions]},
                          ensure_ascii=False, separators=(",", ":"))

    def save(self, path: str | os.PathLike) -> None:
        """Write the save file (``to_json``) to ``path``; the folder must exist."""
        text = self.to_json()
        path = Path(path)
        if not path.parent.is_dir():
            raise SaveFileError(f"cannot save to {path}: the folder {path.parent} does not exist")
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as err:
            raise SaveFileError(f"cannot save to {path}: {err.strerror}") from None

    @classmethod
    def from_json(cls, text: str | bytes) -> "Engine":
        """The game a save file tells, replayed from its seed.  Any fault is a SaveFileError."""
        data = read_save(text)
        if data["game"] != cls.GAME:
            raise SaveFileError(f"this save file is for {data['game']!r}, not {cls.GAME!r}")
        return cls._replay_save(data)

    @classmethod
    def _replay_save(cls, data: dict) -> "Engine":
        try:
            game = cls(data["seed"], **data["options"])
        except JuntaError as err:
            raise SaveFileError(f"save file: the game cannot be set up: {err}") from None
        except Exception as err:  # noqa: BLE001 - options of a shape no game takes
            raise SaveFileError(f"save file: the game cannot be set up from options "
                                f"{brief(data['options'])} ({type(err).__name__})") from None
        for index, action in enumerate(data["actions"]):
            try:
                game.apply(action)
            except JuntaError as err:
                raise SaveFileError(f"save file action #{index} cannot be replayed: {err}") from None
        return game

    def replay(self, upto: int | None = None) -> "Engine":
        """A fresh copy of this game, replayed from its seed up to action ``upto``."""
        game = type(self)(self.seed, scenario=self.scenario, **self.options)
        game._apply_log(self.actions[:upto])
        return game

    def rewind(self, upto: int) -> None:
        """Take back every action after the first ``upto``: this same game object is put back as it
        was then (an undo; a table or a notebook holding the game sees the earlier moment).  A game
        whose dice are loaded cannot be rewound (the loaded rolls are spent): IllegalAction, and
        nothing changes."""
        if type(upto) is not int or not 0 <= upto <= len(self.actions):
            raise IllegalAction(tr('rewind to a number of actions 0..{n}, not {given}', n=len(self.actions), given=brief(upto)))
        if type(self.rng) is not random.Random:
            raise IllegalAction(tr('this game plays with loaded dice, which cannot be rolled again: it cannot be rewound (replay() makes a fresh copy)'))
        if self._busy:
            raise EngineError(BUSY)
        actions = self.actions[:upto]
        self.__init__(self.seed, scenario=self.scenario, **self.options)
        self._apply_log(actions)

    def digest(self) -> str:
        """A hash of the action log: identical for identical games."""
        return hashlib.sha256(json.dumps([a.to_json() for a in self.actions], sort_keys=True).encode()).hexdigest()

    def snapshot(self) -> str:
        """The whole state (rules state, chance, pending decision) as canonical JSON."""
        pend = self._pending.summary() if self._pending else None
        return json.dumps({"state": self._state_dict(), "rng": hash(self.rng.getstate()),
                           "pending": pend, "round": self.round, "events": len(self._events),
                           "flows": len(self._flows)}, sort_keys=True, default=str)

    def _seat_names(self, default_players: int, title: str, note: str = "") -> list[str]:
        """The ``players`` and ``names`` options checked against the ruleset: a whole number in
        min..max, and as many different names (the ruleset's by default)."""
        players = self.options.get("players", default_players)
        rules = self.rules.players
        lo, hi = rules.min, rules.max
        if type(players) is not int or not lo <= players <= hi:
            raise IllegalAction(tr('{title} is for {lo} to {hi} players{note}, not {given}', title=title, lo=lo, hi=hi, note=note, given=brief(players)))
        names = self.options.get("names") or list(rules.names[:players])
        if not isinstance(names, (list, tuple)) or len(names) != players \
                or not all(type(n) is str and 0 < len(n) <= 24 and n.isprintable() and fold(n) for n in names) \
                or len({fold(n) for n in names}) != players:
            raise IllegalAction(tr('give {players} player names, printable texts of 1-24 characters that differ by more than case or spaces (a player is named by typing it), got {given}', players=players, given=brief(names)))
        return list(names)

    # -- for subclasses -------------------------------------------------------------------
    def _setup(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _flow(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _state_dict(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def _view_data(self, seat: int) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def result(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError


class View(Mapping):
    """What one player may know at one moment: a read-only mapping built when first read.  Made
    by :meth:`Engine.view` only (which fills the four slots itself: a loop takes one per decision)."""

    __slots__ = ("_game", "_seat", "_at", "_data")

    def _load(self) -> dict:
        data = self._data
        if data is None:
            game = self._game
            if len(game.actions) != self._at:
                raise StaleView(f"this view of seat {self._seat} was taken before action #{self._at}; "
                                f"the game has moved on: take a new one with game.view({self._seat})")
            data = self._data = game._view_data(self._seat)
        return data

    def __getitem__(self, key):
        return self._load()[key]

    def __iter__(self):
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())

    def __repr__(self) -> str:
        return f"View(seat={self._seat}, {self._load()!r})"

    def to_dict(self) -> dict:
        """A plain dict of the view (JSON-ready)."""
        return dict(self._load())

    def sample_world(self, rng: random.Random) -> Engine:
        """A game consistent with everything this seat may know, drawn at random (``rng``) for all
        it may not: the other hands, the deck's order, secret choices not yet revealed, the dice to
        come (a *determinisation*, what a searching bot plays its playouts in).  The game is a
        replay of this one (a game is its seed and actions; the rules' generators cannot be copied)
        whose hidden parts the game's ``resample`` (registry.py) then redraws from pools sorted
        first, so the world depends on what the seat has seen and on ``rng``, never on the truth."""
        game = self._game
        if len(game.actions) != self._at:
            raise StaleView(f"this view of seat {self._seat} was taken before action #{self._at}; take a new one")
        resample = registry.game_kind(game.GAME).resample
        if resample is None:
            raise IllegalAction(tr('{game} cannot sample the worlds a seat cannot tell apart', game=game.GAME))
        world = game.replay()
        resample(world, self._seat, rng)
        return world


_blank_view = object.__new__


def read_save(text: str | bytes) -> dict:
    """The checked outer shape of a save file, or SaveFileError saying what is wrong."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise SaveFileError(f"a save file of {len(text)} bytes is too large")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise SaveFileError(f"a save file is UTF-8 text; byte {err.start} is not") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a save file is text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except RecursionError:
        raise SaveFileError("a save file must be JSON: it is nested too deeply") from None
    except ValueError as err:
        raise SaveFileError(f"a save file must be JSON: {err} (is the file complete?)") from None
    if not isinstance(data, dict):
        raise SaveFileError("a save file is a JSON object with format, game, seed, options, actions")
    missing = [k for k in SAVE_KEYS if k not in data]
    if missing:
        raise SaveFileError(f"save file lacks {', '.join(missing)}; expected keys: {', '.join(SAVE_KEYS)}")
    unknown = sorted(set(data) - set(SAVE_KEYS) - set(OPTIONAL_SAVE_KEYS))
    if unknown:
        raise SaveFileError(f"save file has unknown key(s) {', '.join(map(brief, unknown))}")
    if not isinstance(data.get("table", {}), dict):
        raise SaveFileError("save file: 'table' must be an object (the seat you played and the bots)")
    if type(data["format"]) is not int or data["format"] != SAVE_FORMAT:
        raise SaveFileError(f"save format {brief(data['format'])} is not supported (only {SAVE_FORMAT}): "
                            "a save file replays only with the rules, shuffles and dice of the kit that wrote it")
    if type(data["game"]) is not str or data["game"] not in registry.names():
        raise SaveFileError(f"unknown game {brief(data['game'])}; save files name "
                            f"{' or '.join(map(repr, registry.names()))}")
    if type(data["seed"]) is not int:
        raise SaveFileError(f"save file: seed must be a whole number, not {brief(data['seed'])}")
    if not isinstance(data["actions"], list) or not isinstance(data["options"], dict):
        raise SaveFileError("save file: 'actions' must be a list and 'options' an object")
    for key, value in data["options"].items():
        if key == "players" and type(value) is not int:
            raise SaveFileError(f"save file: option players must be a whole number, not {brief(value)}")
        if key == "names" and value is not None and not (
                isinstance(value, list) and all(type(n) is str for n in value)):
            raise SaveFileError(f"save file: option names must be a list of texts, not {brief(value)}")
    return data


def read_bounded(path: Path) -> bytes:
    """The bytes of a save file at ``path``, reading no more than :data:`MAX_SAVE_BYTES` (a device
    such as /dev/zero or a huge file is refused without being read whole)."""
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_SAVE_BYTES + 1)
    except OSError as err:
        raise SaveFileError(f"cannot read {path}: {err.strerror or err}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError(f"{path} is larger than a save file can be ({MAX_SAVE_BYTES:,} bytes at most)")
    return raw


def load(source: str | os.PathLike | bytes) -> Engine:
    """A saved game of any registered kind (registry.py), from a file path or from the save file's text."""
    if isinstance(source, (str, os.PathLike)) and not (isinstance(source, str) and source.lstrip().startswith("{")):
        raw = read_bounded(Path(source))
    else:
        raw = source
    data = read_save(raw)
    return registry.game_kind(data["game"]).engine._replay_save(data)


def play(game: Engine, agents, max_decisions: int | None = None) -> Engine:
    """Drive ``game`` to its end with one agent per seat (a list or a dict seat -> agent).

    An agent whose ``needs_view`` is False (the RandomAgent) is handed no view: it chooses from
    the decision alone."""
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
