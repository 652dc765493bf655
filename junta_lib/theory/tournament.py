"""Strategy tournaments: which bot plays better, and how sure we are.

``run_tournament`` (``junta tournament``): the bots play seeded games in every seating (each
ordered line-up of them, in turn: no bot is favoured by a seat), on Dask as any simulation
(simulate.py: Parquet rows, resume, identical results whatever the workers); then every game, in
order, updates each bot's OpenSkill rating (Plackett-Luce: the winners rank first, shared wins tie,
the others tie behind).  A rating is a skill ``mu`` with its uncertainty ``sigma`` (the 95%
interval is mu +- 1.96 sigma); the table gives, for each bot, the probability that its skill is
above the next one's, ``p = Phi((mu1 - mu2) / sqrt(sigma1^2 + sigma2^2))``, and calls it *certainly*
above when p > 0.975 (the difference is more than 1.96 of its standard deviations); and the share
of seats each won against the fair share.

A bot that holds several seats in one game (fewer bots than seats) is rated from each seat: its
rating moves by the sum of its seats' updates.

``tournament`` (one challenger seat among a field) and ``games_table`` are the small in-process
forms the notebooks use.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

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


#: games per task and Parquet part: a searching bot's games are slow, so a stopped tournament keeps more
TOURNAMENT_CHUNK = 2


@dataclass(frozen=True)
class Tournament:
    """``bots`` (at least two names of agents.BOTS) at tables of ``players``, ``games`` games in each
    seating, from ``seed``; ``options``: the games' options."""
    game: str = "classic"
    bots: tuple = ("random", "heuristic")
    players: int = 4
    games: int = 1
    seed: int = 0
    options: tuple = ()

    def run(self):
        from ..simulate import Run, lineups
        if type(self.games) is not int or self.games < 1:
            from ..core import IllegalAction
            from ..i18n import tr
            raise IllegalAction(tr("play at least one game in each seating, not {given}", given=repr(self.games)))
        count = len(lineups(tuple(self.bots), self.players))
        return Run(self.game, self.games * count, self.players, self.seed, tuple(self.bots), self.options,
                   chunk=TOURNAMENT_CHUNK, seatings=True)


#: an interval this many sigmas either side of mu holds 95% of the belief about a bot's skill
Z95 = 1.96


def rate(rows, bots) -> list[dict]:
    """OpenSkill ratings of ``bots`` from game ``rows`` (dicts or a DataFrame's records: ``bots``
    comma-separated seat by seat, ``winners`` space-separated seats), best first."""
    from openskill.models import PlackettLuce
    model = PlackettLuce()
    ratings = {b: model.rating(name=b) for b in bots}
    games, wins, seats = Counter(), Counter(), Counter()
    for row in rows:
        if row.get("error"):
            continue
        lineup = row["bots"].split(",")
        winners = {int(t) for t in str(row["winners"]).split()}
        ranks = [1 if t in winners else 2 for t in range(len(lineup))]
        teams = [[model.rating(mu=ratings[b].mu, sigma=ratings[b].sigma, name=b)] for b in lineup]
        new = model.rate(teams, ranks=ranks)
        moved: dict = {}
        for b, (before,), (after,) in zip(lineup, teams, new):
            mu, sigma = moved.get(b, (ratings[b].mu, ratings[b].sigma))
            moved[b] = (mu + after.mu - before.mu, min(sigma, after.sigma))
        for b, (mu, sigma) in moved.items():
            ratings[b] = model.rating(mu=mu, sigma=sigma, name=b)
        for t, b in enumerate(lineup):
            seats[b] += 1
            if t in winners:
                wins[b] += 1 / len(winners)
        for b in set(lineup):
            games[b] += 1
    table = sorted(({"bot": b, "mu": r.mu, "sigma": r.sigma, "low": r.mu - Z95 * r.sigma,
                     "high": r.mu + Z95 * r.sigma, "games": games[b], "seats": seats[b],
                     "win_share": wins[b] / seats[b] if seats[b] else math.nan}
                    for b, r in ratings.items()), key=lambda r: -r["mu"])
    for above, below in zip(table, table[1:]):
        z = (above["mu"] - below["mu"]) / math.hypot(above["sigma"], below["sigma"])
        above["p_above_next"] = 0.5 * (1 + math.erf(z / math.sqrt(2)))
        above["certainly_above_next"] = z > Z95
    if table:
        table[-1]["p_above_next"] = table[-1]["certainly_above_next"] = None
    return table


def table_text(table: list[dict], fair: float) -> str:
    """The ratings as a plain table (the command's output)."""
    lines = [f"{'bot':<22} {'mu':>6} {'sigma':>6}   95% interval     games  win share (fair {fair:.2f})  "
             "above the next?"]
    for r in table:
        p = r["p_above_next"]
        sure = "" if p is None else f"{'certainly' if r['certainly_above_next'] else 'not certain'} (p {p:.3f})"
        lines.append(f"{r['bot']:<22} {r['mu']:6.2f} {r['sigma']:6.2f}  [{r['low']:6.2f}, {r['high']:6.2f}]  "
                     f"{r['games']:6d}  {r['win_share']:9.3f}                  {sure}")
    return "\n".join(lines)


def run_tournament(tour: Tournament, out=None, workers: int | None = 1, scheduler: str | None = None,
                   resume: bool = False, progress: bool = False) -> dict:
    """Play ``tour`` (simulate.simulate_run: in this process, or on Dask) and rate its bots."""
    import tempfile

    from ..simulate import read_rows, simulate_run
    run = tour.run()
    with tempfile.TemporaryDirectory(prefix="junta-tournament-") as scratch:
        folder = out if out is not None else scratch + "/run"
        summary = simulate_run(run, out=folder, workers=workers, scheduler=scheduler, resume=resume,
                               progress=progress)
        rows = read_rows(folder).to_dict("records") if summary["played"] + summary["resumed"] else []
    table = rate(rows, tour.bots)
    played = [r for r in rows if not r["error"]]
    fair = sum(1 for r in played if str(r["winners"]).split()) / max(1, len(played)) / tour.players   # all may lose
    return {"game": tour.game, "bots": list(tour.bots), "players": tour.players, "seatings": run.games // tour.games,
            "games_per_seating": tour.games, "games_played": len(rows), "errors": summary["errors"],
            "stopped": summary["stopped"], "digest": summary["digest"], "seconds": summary["seconds"],
            "fair_share": fair, "ratings": table, "table_text": table_text(table, fair), "out": out}


def shipped(game: str):
    """The rows of the tournament the kit ships for ``game`` (data/tournaments/<game>.parquet, made
    by ``junta tournament``: the command is in data/tournaments/README.md), as a DataFrame."""
    from ..core.rulesets import data_path
    from ..simulate import read_rows
    return read_rows(data_path("tournaments", f"{game}.parquet"))


def ratings_plot(table: list[dict], title: str = "", ax=None):
    """Each bot's rating with its 95% interval, best on top (matplotlib)."""
    import matplotlib.pyplot as plt
    if ax is None:
        _, ax = plt.subplots(figsize=(6, 0.5 + 0.45 * len(table)))
    rows = list(reversed(table))
    ax.errorbar([r["mu"] for r in rows], range(len(rows)), xerr=[Z95 * r["sigma"] for r in rows],
                fmt="o", capsize=4)
    ax.set_yticks(range(len(rows)), [r["bot"] for r in rows])
    ax.set_xlabel("OpenSkill rating (mu, with its 95% interval)")
    if title:
        ax.set_title(title)
    ax.grid(axis="x", alpha=0.3)
    return ax
