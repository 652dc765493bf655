"""Strategy tournaments: seat one kind of player among others and count who wins.

Each line-up is played over the same seeds with every seat rotation, so no seat is favoured.
"""
from __future__ import annotations

from collections import Counter

from ..agents import RandomAgent, heuristic_team
from ..core import play


def tournament(new_game, players: int, challenger: str = "heuristic", field: str = "random",
               games: int = 40, seed: int = 0) -> dict:
    """Win share of one ``challenger`` seat against ``field`` players (shared wins split)."""
    shares: Counter = Counter()
    played = 0
    for i in range(games):
        seat = i % players
        g = new_game(players=players, seed=seed + i)
        teams = {"random": RandomAgent.team(players, seed + i), "heuristic": heuristic_team(g, seed + i)}
        agents = list(teams[field])
        agents[seat] = teams[challenger][seat]
        play(g, agents)
        winners = g.result()["winners"]
        played += 1
        if seat in winners:
            shares["challenger"] += 1 / len(winners)
    return {"challenger": challenger, "field": field, "games": played,
            "challenger_win_share": shares["challenger"] / played, "fair_share": 1 / players}


def games_table(new_game, players: int, games: int, seed: int = 0, bots: str = "heuristic", **options) -> list[dict]:
    """One row per game: its seed, rounds, coups, winners and every seat's final Swiss total (JUNTA)
    or victory points (Viva)."""
    from ..simulate import bot_team
    rows = []
    for i in range(games):
        g = new_game(players=players, seed=seed + i, **options)
        play(g, bot_team(bots, g, seed + i))
        r = g.result()
        rows.append({"seed": seed + i, "rounds": r["rounds"], "winners": r["winners"],
                     "swiss": r.get("swiss", r.get("vp")), "coups": r.get("coups", r.get("coups_won"))})
    return rows
