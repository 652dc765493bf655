"""A game's money round by round, for pictures: every player's pocket and Swiss Bank Account at the
start of each round, found by replaying the game from its seed (a teacher's view: it shows what the
players themselves may not see)."""
from __future__ import annotations


def money_by_round(game) -> list[dict]:
    """[{round, player, pocket, swiss}] at the start of each round and at the end."""
    copy = type(game)(game.seed, scenario=game.scenario, **game.options)
    rows, seen = [], 0

    def record(label):
        for t, p in enumerate(copy.state.players):
            rows.append({"round": label, "player": p.name, "pocket": sum(p.pocket), "swiss": sum(p.swiss)})

    for action in game.actions:
        if copy.round > seen:
            seen = copy.round
            record(seen)
        copy.apply(action)
    record(copy.round + 1 if copy.is_over() else copy.round)
    return rows
