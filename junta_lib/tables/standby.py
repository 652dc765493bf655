"""A warm standby (``junta serve --standby``): a second server on the same database that follows the
serving server's tables as they are saved and takes over the moment that server stops, kill -9
included.

A server started again after a crash must import its code, open its port and replay each table from
its log before a seat hears of its next decision: a second or more, during which the whole class
waits.  A standby has done all of that beforehand.  It holds every table in play replayed up to the
last saved action (each look reads only the actions saved since the last, checked against their
checksum chain), and it tries the database's lock - the SQLite file's lock, PostgreSQL's advisory
lock - which the serving server holds for its life and the system releases however it ends.  Once
it holds the lock it reads the last few actions, opens the port and serves; the seats, trying
again, find it there.

A standby never writes: its tables' bots play only once it holds the lock.
"""
from __future__ import annotations

from dataclasses import dataclass

from .hub import make_game
from .store import Store

#: how often the standby reads what the serving server saved (seconds)
FOLLOW_EVERY = 0.25
#: seconds a standby waits after it starts before it replays the tables: a standby started just after
#: a takeover would otherwise replay every table while the class's seats reconnect, on the same cores
#: (killed in that time, it takes over all the same, reading the tables then)
QUIET_START = 3.0


@dataclass
class Warm:
    """A table's game as replayed so far: ``n`` actions applied, ``chain`` the last one's checksum."""
    game: object
    n: int = 0
    chain: str = ""


class Follower:
    """The tables in play of ``store``, replayed and kept up to date by :meth:`look`."""

    def __init__(self, store: Store):
        self.store = store
        self.games: dict[str, Warm] = {}
        self.looks = 0

    def look(self) -> None:
        """Read what was saved since the last look: a new table's game made, each table's new actions
        applied, the tables that ended or went dropped.  A table whose log cannot be read or replayed
        is dropped here; the server that takes over reads it the ordinary way and names its fault."""
        try:
            records = self.store.tables()
        except Exception:  # noqa: BLE001 - not set up yet (the serving server creates the schema): next look
            return
        live = set()
        for record in records:
            if isinstance(record, Exception) or record.status == "ended":
                continue
            live.add(record.id)
            warm = self.games.get(record.id)
            try:
                if warm is None:
                    warm = Warm(make_game(record.game, record.seed, record.options))
                tail, chain = self.store.actions_since(record.id, warm.n, warm.chain)
                for action in tail:
                    warm.game.apply(action.action)
                    warm.n += 1
                warm.chain = chain
                self.games[record.id] = warm
            except Exception:  # noqa: BLE001 - any fault of one table: read the ordinary way at takeover
                self.games.pop(record.id, None)
        for gone in set(self.games) - live:
            del self.games[gone]
        self.looks += 1

    def every(self, seconds: float = FOLLOW_EVERY, first_after: float = 0.0):
        """A ``between`` for :meth:`Store.wait_to_hold`: a look at most every ``seconds``, the first
        no sooner than ``first_after`` seconds from now."""
        import time
        last = [time.monotonic() + first_after - seconds]

        def between() -> None:
            if time.monotonic() - last[0] >= seconds:
                self.look()
                last[0] = time.monotonic()
        return between
