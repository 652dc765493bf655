"""The registry of game kinds: everything that picks a game by its name (save files, simulations,
tournaments, the table server, the commands) asks here, so a new game is added in one place.

A game registers itself when its package is imported (``junta_lib/classic/__init__.py`` calls
:func:`register`).  Core imports no game: on the first lookup it imports the packages named in
:data:`PROVIDERS` (the kit's own, by name, as data), and, once a name is asked for that none of
them registers (or the list of games), any package that declares the ``junta_kit.games`` entry
point; each of them registers what it provides.

Besides the games, the registry holds the *built-in players* a game's rules need for seats nobody
plays (JUNTA's straw men, rules K9): the rules ask for one by name and the bots' package provides it,
so the rules never import a bot.
"""
from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass
from typing import Callable

from .errors import IllegalAction

#: the packages that register the kit's own games and built-in players (imported on first lookup)
PROVIDERS = ("junta_lib.classic", "junta_lib.viva", "junta_lib.agents")
ENTRY_POINTS = "junta_kit.games"


@dataclass(frozen=True)
class GameKind:
    """One kind of game: its name in save files and commands, its title, its engine class and its
    ``new_game(players=, seed=, **options)``; ``players``: the usual table size; ``figures``: the
    counters its games keep in ``game.stats`` (simulations report them); ``score``: the key of
    ``result()`` listing every seat's final score (JUNTA: Swiss totals, Viva: victory points);
    ``resample``: see below."""
    name: str
    title: str
    engine: type
    new_game: Callable
    players: int
    figures: tuple[str, ...] = ()
    score: str = ""
    #: resample(world, seat, rng): redraw in ``world`` (a fresh replay) everything ``seat`` cannot
    #: see, from what he can (View.sample_world, the searching bots' determinisations); None: the
    #: game cannot sample its hidden information
    resample: Callable | None = None


_GAMES: dict[str, GameKind] = {}
_BUILT_IN: dict[str, Callable] = {}
_discovered = False
_DISCOVERING = threading.RLock()


def register(kind: GameKind) -> GameKind:
    """Add a game kind (a second registration under the same name must be the same engine)."""
    known = _GAMES.get(kind.name)
    if known is not None and known.engine is not kind.engine:
        raise ValueError(f"a game named {kind.name!r} is already registered ({known.engine.__name__})")
    _GAMES[kind.name] = kind
    return kind


def provide_player(role: str, make: Callable) -> None:
    """Register the maker of a built-in player the rules need (``"classic:straw_man"``)."""
    _BUILT_IN[role] = make


def _discover_own() -> None:
    """The kit's own games and players (:data:`PROVIDERS`) registered."""
    with _DISCOVERING:                 # threads asking at once (a server's first requests) wait for the imports
        for module in PROVIDERS:
            importlib.import_module(module)


def _discover() -> None:
    """Every game registered: the kit's own, then the other packages' (their entry points, looked up
    once: this reads every installed package's metadata)."""
    global _discovered
    if _discovered:
        return
    with _DISCOVERING:
        if _discovered:
            return
        _discover_own()
        try:
            from importlib.metadata import entry_points
            for point in entry_points(group=ENTRY_POINTS):
                point.load()
        except Exception:  # noqa: BLE001 - a broken third-party plug-in must not stop the kit's own games
            pass
        _discovered = True


def names() -> tuple[str, ...]:
    """The registered games' names, sorted."""
    _discover()
    return tuple(sorted(_GAMES))


def game_kind(name) -> GameKind:
    """The game registered as ``name``, or IllegalAction naming the known ones."""
    kind = _GAMES.get(name) if type(name) is str else None
    if kind is None:                   # the kit's own games first: only a name that is none of them
        _discover_own()                # has the other packages' looked up (a restarted server's first
        kind = _GAMES.get(name) if type(name) is str else None   # replay would read their metadata)
    if kind is None:
        _discover()
        kind = _GAMES.get(name) if type(name) is str else None
    if kind is None:
        from ..i18n import tr, words
        raise IllegalAction(tr("unknown game {given}; the games are {games}", given=repr(name),
                               games=words().join(map(repr, names()))))
    return kind


def new_game(name: str, **options):
    """A new game of the kind registered as ``name`` (``players``, ``seed`` and the game's options)."""
    return game_kind(name).new_game(**options)


def built_in_player(role: str) -> Callable:
    """The maker of the built-in player ``role`` (see :func:`provide_player`)."""
    make = _BUILT_IN.get(role)
    if make is None:
        _discover_own()
        make = _BUILT_IN.get(role)
    if make is None:
        _discover()
        make = _BUILT_IN.get(role)
    if make is None:
        raise LookupError(f"no built-in player {role!r} is registered (known: {', '.join(sorted(_BUILT_IN)) or 'none'})")
    return make
