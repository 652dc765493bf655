"""What a seat's notebook holds of a table it plays on a server: the game's state with every secret
of the other seats taken out, so that the kit's pictures and forms, which read a game's state, draw
a remote seat exactly as they draw a local one.

The server builds the mirror (``seat_mirror``) field by field from two lists: what every player may
see, and how each secret reads for this seat (his own, or a blank of the right size: others' hands
are counted, never named).  A state field in neither list is an error, so a field added to the rules
must be placed in one before a table can be served (tests/test_tables.py checks every field).  The
notebook rebuilds the state object from it (``rebuild_state``).
"""
from __future__ import annotations

import weakref
from dataclasses import fields

HIDDEN = "?"          # a card nobody at this seat may name: another player's, or one in the deck

# -- JUNTA -----------------------------------------------------------------------------------------
CLASSIC_PUBLIC = frozenset({
    "president", "positions", "frozen", "cousin", "discard", "announced", "situation", "bank",
    "death_squad_bank_ok", "no_assassination_round", "budget_forced", "martial_law", "reform_demand",
    "locations_revealed", "coup", "phase", "over", "all_lose", "electing", "targeted"})
#: secrets: the Foreign Aid deck is never counted (row 17), the box is not the table's, the deck is
#: counted but not known, the cards of a vote under way and the Budget stacks are face down (row 31)
#: the President's Budget waiting while an Alternative Budget is voted (its bills) and the bills he
#: added from his own pocket are behind his screen (row 18)
CLASSIC_SECRET = frozenset({"players", "aid", "box", "deck", "table", "held_tables", "drawn", "stacks",
                            "alternative", "budget_own"})
PLAYER_PUBLIC = frozenset({"name", "family", "influence", "alive", "exiled", "embassy", "credit_used", "straw"})
PLAYER_SECRET = frozenset({"hand", "pocket", "swiss", "location"})    # row 18; Locations until revealed

# -- Viva el Presidente! -----------------------------------------------------------------------------
VIVA_PUBLIC = frozenset({"names", "advanced", "president", "dice", "supply", "buildings", "discard", "revealed",
                         "table", "fights", "phase", "over"})
VIVA_SECRET = frozenset({"hands", "promises", "promised_dice", "deck", "orders"})


def unplaced(state_class, public, secret) -> set[str]:
    """Fields of ``state_class`` in neither list (must be empty for a table to be served)."""
    return {f.name for f in fields(state_class)} - public - secret


def seat_mirror(game, seat: int) -> dict:
    """The state as ``seat`` may know it, as plain JSON data."""
    return _classic(game, seat) if game.GAME == "classic" else _viva(game, seat)


#: game -> (moment, its public fields as plain data): an entry lives as long as its game (a table that
#: ends and is archived takes its entry with it), so the cache holds no more entries than games in memory
PUBLIC_CACHE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _public(game, names) -> dict:
    """The public fields, converted once per moment of the game (every seat of a table gets the same):
    a moment is the number of actions and the last one (a rewound and replayed table differs)."""
    key = (len(game.actions), id(game.actions[-1]) if game.actions else None)
    cached = PUBLIC_CACHE.get(game)
    if cached is None or cached[0] != key:
        s = game.state
        cached = PUBLIC_CACHE[game] = (key, {name: _plain(getattr(s, name)) for name in names})
    return dict(cached[1])


def _classic(game, seat: int) -> dict:
    s = game.state
    out = _public(game, CLASSIC_PUBLIC)
    players = []
    for t, p in enumerate(s.players):
        entry = {name: _plain(getattr(p, name)) for name in PLAYER_PUBLIC}
        mine = t == seat
        entry["hand"] = list(p.hand) if mine else [HIDDEN] * len(p.hand)
        entry["pocket"] = list(p.pocket) if mine else []
        entry["swiss"] = list(p.swiss) if mine else []
        entry["location"] = p.location if (mine or s.locations_revealed) else None
        players.append(entry)
    out.update(players=players, aid=[], box=[], deck=[HIDDEN] * len(s.deck), table=[], held_tables=[],
               drawn=list(s.drawn) if seat == s.president else [], stacks={})
    return out


def _viva(game, seat: int) -> dict:
    s = game.state
    out = _public(game, VIVA_PUBLIC)
    president = seat == s.president            # he knows what he promised to whom (viva 2)
    out["hands"] = [list(h) if t == seat else [HIDDEN] * len(h) for t, h in enumerate(s.hands)]
    out["promises"] = [list(p) if (t == seat or president) else [HIDDEN] * len(p) for t, p in enumerate(s.promises)]
    out["promised_dice"] = [list(d) if (t == seat or president) else [0] * len(d)
                            for t, d in enumerate(s.promised_dice)]
    out["deck"] = [HIDDEN] * len(s.deck)
    out["orders"] = [list(o) if (t == seat or s.revealed) else [] for t, o in enumerate(s.orders)]
    return out


_SCALARS = (str, int, float, bool, type(None))


def _plain(value):
    """A copy as plain data: dataclasses (the coup, its units) as dicts, tuples as lists."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, (list, tuple)):
        return [v if isinstance(v, _SCALARS) else _plain(v) for v in value]
    if isinstance(value, dict):
        return {k: v if isinstance(v, _SCALARS) else _plain(v) for k, v in value.items()}
    names = _FIELDS.get(type(value))
    if names is None:
        from dataclasses import fields
        names = _FIELDS[type(value)] = tuple(f.name for f in fields(value))
    return {name: _plain(getattr(value, name)) for name in names}


_FIELDS: dict = {}


def _int_keys(d: dict) -> dict:
    return {int(k): v for k, v in d.items()}


def rebuild_state(game: str, data: dict):
    """The state object a notebook's pictures and forms read, from ``seat_mirror``'s data (after
    JSON, which turned number keys into text and tuples into lists)."""
    if game == "classic":
        from ..classic.state import ClassicState, Coup, Player, Unit
        data = dict(data)
        data["players"] = [Player(**p) for p in data["players"]]
        data["announced"] = _int_keys(data["announced"])
        data["stacks"] = _int_keys(data["stacks"])
        if data["coup"] is not None:
            coup = dict(data["coup"])
            coup["units"] = [Unit(**u) for u in coup["units"]]
            coup["sides"] = _int_keys(coup["sides"])
            data["coup"] = Coup(**coup)
        return ClassicState(**data)
    from ..viva.state import VivaState
    data = dict(data)
    data["fights"] = [tuple(f) for f in data["fights"]]
    return VivaState(**data)
