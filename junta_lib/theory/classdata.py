"""A class's data, analysed: what the decisions of real tables say about the theory of notebook 08.

The data is the teacher's download from the class tables (``ClassRoom.data()``: a row per decision
with the table's seed and players).  Each table is replayed on the engine, so any moment of it can be
measured, and two questions are asked of it:

- ``budget_offers``: at each Budget proposed (rows 31-33), what each family was offered, beside its
  votes and its voting power at that moment (Banzhaf, rows 7-10): do proposers pay for power?
- ``coup_attempts``: each Viva fight against the President (viva 4), the exact chance the attack
  had with the dice on each side (``exact_coup_odds``) beside what happened: are the odds borne out?

``example_class()`` is a class played by the kit's bots on the table server (the data the kit ships,
made by ``python -m junta_lib.theory.classdata``), for the exercise before a class has its own.
"""
from __future__ import annotations

import json

from ..core.rulesets import data_path

EXAMPLE = ("classdata", "bot_class.csv.gz")


def example_class():
    """The shipped class: JUNTA and Viva tables played by the kit's bots through the table server."""
    import pandas as pd
    frame = pd.read_csv(data_path(*EXAMPLE), keep_default_na=False)
    frame["at"] = pd.to_datetime(frame["at"], utc=True)
    return frame


def _tables(data, game: str):
    """(table id, its replay engine, its decisions in order) for each table of ``game``."""
    from ..tables.hub import make_game
    for table, rows in data[data.game == game].groupby("table", sort=False):
        rows = rows.sort_values("n")
        first = rows.iloc[0]
        options = {"players": int(first.players)}
        names = list(dict.fromkeys(rows.sort_values("seat").drop_duplicates("seat").player))
        game_engine = make_game(game, int(first.seed), options)
        if len(names) == options["players"] and names != [game_engine.seat_name(t) for t in range(len(names))]:
            game_engine = make_game(game, int(first.seed), options | {"names": names})
        yield table, game_engine, rows


def budget_offers(data):
    """A row per family at each Budget proposed: the table, round, proposer, the family, its votes
    and voting power (Banzhaf, the President breaking ties) when the Budget was proposed, the
    millions put in its stack, and its share of the Budget."""
    import pandas as pd

    from .voting_power import banzhaf, parliament_weights
    rows = []
    for table, g, decisions in _tables(data, "classic"):
        for d in decisions.itertuples():
            chosen = json.loads(d.chosen)
            if d.kind == "budget":
                weights = parliament_weights(g)
                president = g.seat_name(g.state.president) if g.state.president is not None else None
                power = banzhaf(weights, president)
                paid = {g.seat_name(s["to"]): sum(s["bills"]) for s in chosen["stacks"]}
                total = sum(paid.values())
                for name, votes in weights.items():
                    if name == d.player:
                        continue
                    rows.append({"table": table, "round": d.round, "proposer": d.player, "family": name,
                                 "votes": votes, "power": power[name], "offered": paid.get(name, 0),
                                 "share": paid.get(name, 0) / total if total else 0.0})
            g.apply(chosen)
    return pd.DataFrame(rows, columns=["table", "round", "proposer", "family", "votes", "power", "offered", "share"])


def coup_attempts(data):
    """A row per Viva fight against the President: the attackers' dice, the helpers' and the
    President's own, his buildings, whether a card changed the totals, the exact chance of the attack
    with those dice and no card (viva 4.c-d), and whether the President fell."""
    import pandas as pd

    from .coup_odds import exact_coup_odds
    rows = []
    for table, g, decisions in _tables(data, "viva"):
        seen = 0
        for d in decisions.itertuples():
            s = g.state
            president = s.president                          # before the decision (a coup replaces him)
            g.apply(json.loads(d.chosen))
            s = g.state
            seen = min(seen, len(s.fights))                  # a new round starts a new list
            for defender, attack, defence, attack_total, defence_total, success in s.fights[seen:]:
                if defender != president or not attack:
                    continue                                   # an estate raid, or no die left to attack
                by_attacker: dict[int, int] = {}
                for (_, holder), _roll in attack:
                    by_attacker[holder] = by_attacker.get(holder, 0) + 1
                own = sum(1 for (_, holder), roll in defence if roll is None)
                helpers: dict[int, int] = {}
                for (_, holder), roll in defence:
                    if roll is not None:
                        helpers[holder] = helpers.get(holder, 0) + 1
                plain_attack = sum(roll for _, roll in attack)
                plain_defence = s.buildings[president] + own * g.rules.dice.president_die_value + \
                    sum(roll for _, roll in defence if roll is not None)
                cards = plain_attack != attack_total or plain_defence != defence_total
                rows.append({"table": table, "round": d.round, "attackers": sorted(by_attacker.values()),
                             "helpers": sorted(helpers.values()), "president_dice": own,
                             "buildings": s.buildings[president], "cards": cards,
                             "exact_odds": exact_coup_odds(list(by_attacker.values()), list(helpers.values()),
                                                           own, s.buildings[president]),
                             "fell": bool(success)})
            seen = len(s.fights)
    return pd.DataFrame(rows, columns=["table", "round", "attackers", "helpers", "president_dice", "buildings",
                                       "cards", "exact_odds", "fell"])


def make_example(classic_tables: int = 12, viva_tables: int = 150, seed: int = 2026):
    """A class of bot tables played through the table server's hub (every seat a server bot), as
    the teacher's download reads: the data ``example_class`` ships."""
    import tempfile
    from pathlib import Path

    from ..tables.classroom import decisions_frame
    from ..tables.hub import Hub
    from ..tables.store import open_store
    import pandas as pd
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(f"sqlite:///{Path(folder) / 'class.db'}")
        store.migrate()
        hub = Hub(store, clock=iter(range(10 ** 9)).__next__,      # the data's times: a counter
                  max_bot_tables=classic_tables + viva_tables)
        rows = []
        for game, tables, players in (("classic", classic_tables, 5), ("viva", viva_tables, 4)):
            for i in range(tables):
                made = hub.create(game=game, players=players, seed=seed + i, bots=players, label=f"{game} {i + 1}")
                hub.bots.settle(timeout=600)                 # the server's bots play a table on their own thread
                rows += hub.decisions(hub.tables[made["table"]])
        store.close()
    frame = decisions_frame(rows)
    frame["at"] = pd.Timestamp("2026-11-02 09:00", tz="UTC") + pd.to_timedelta(frame["at"].astype("int64") // 10 ** 9,
                                                                                unit="s")
    return frame


if __name__ == "__main__":          # python -m junta_lib.theory.classdata: remake the shipped data
    import sys
    target = data_path(*EXAMPLE)
    target.parent.mkdir(parents=True, exist_ok=True)
    frame = make_example()
    frame.to_csv(target, index=False)
    print(f"{len(frame)} decisions of {frame.table.nunique()} tables -> {target}", file=sys.stderr)
