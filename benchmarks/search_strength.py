"""How strong is the searching bot: one seat played by a bot among heuristic players, against the
heuristic player in that same seat of the same games.

Game *i* is seeded ``seed + i``; the challenger sits in seat ``i % players`` (every seat in turn), the
other seats are the kit's heuristic players.  The same games are also played with a heuristic player
in the challenger's seat (the baseline: what the habits win from that seat, fair share ``1/players``
only on average).  Reported: the challenger's wins (a shared win counts its share), its win share,
and the one-sided exact binomial p-value of winning at least that often if it were only as strong as
a fair share (the null hypothesis ``1/players``; shared wins are rounded down, which can only raise
p), and the baseline's share; and paired on the same games, the sign test: of the games where the
bot and the habits in its seat did differently, how many went the bot's way (one-sided p against
one half).  Each finished game is one JSON line in ``--out`` (a stopped run keeps
them; ``--resume`` plays only the missing ones), so a long measurement on a busy machine can be
stopped and continued; ``--first N`` plays games N to ``--games`` only, so two processes (two
``--out`` files) share a run on two cores, and ``--summary FILE...`` reads such files back as one.

``--variant`` measures a change to JUNTA's search before it goes into the bot (``+`` joins them;
each is defined here, so a measured figure can be played again):

- ``focus``: only the decisions that move the Presidency and the money are searched (:data:`FOCUS`);
  the rest (discards, a Coup's attacks and targets, Phase 1 cards) are the habit's;
- ``best``: a playout is judged by the seat's gain beside the best other player's, not the others' mean;
- ``pres``: the Presidency held when the playout stops counts ``office`` million a round for the
  rounds the Foreign Aid deck still holds (its size is public), kept each round with probability
  ``tenure``: among heuristic players the President of the most rounds won 196 of 200 games, so a
  choice's effect on who holds the office outweighs the one round's deposits the judge sees;
- ``sight``: in each sampled world the President is at the Central Bank while it is open (he has
  the Foreign Aid in his pocket: agents/beliefs.py), not at a Location drawn uniformly;
- ``crown``: the decisions that take the Presidency (:data:`CROWN`: an assassination's
  announcement, starting a coup) searched with four times the budget and every choice open.

    nice python benchmarks/search_strength.py --game classic --players 4 --bot ismcts-24 --games 60 \\
        --out runs/strength-junta.jsonl [--resume]
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import heuristic_team, make_bot  # noqa: E402
from junta_lib.agents.beliefs import president_at_the_bank  # noqa: E402
from junta_lib.agents.ismcts import JUNTA_SEARCHED, JUNTA_STAKES, Standing  # noqa: E402
from junta_lib.core import play  # noqa: E402
from junta_lib.core.registry import game_kind  # noqa: E402


#: the decisions ``focus`` searches: where a seat goes, whom an assassin hits, coups, votes, the
#: Budget and the cabinet (a seat's other decisions, two in five, are left to the habit)
FOCUS = JUNTA_SEARCHED
#: ``pres``: the President's Swiss gain a round (about 10 million among heuristic players) and how
#: often he keeps the office a round (223 changes in 200 games of 12.6 rounds: 0.91)
OFFICE, TENURE = 9.0, 0.9
#: ``crown``: the decisions that take the Presidency, and how many times the budget each gets
CROWN = JUNTA_STAKES


class VariantJudge(Standing):
    """JUNTA's judge (gain beside the others, :class:`Standing`) with ``best`` and ``office``."""

    def __init__(self, scale: float, best: bool = False, office: float = 0.0, tenure: float = TENURE):
        super().__init__("swiss", scale, gain=True)
        self.best, self.office, self.tenure = best, office, tenure

    def presidency(self, world) -> float:
        """The office's worth for the rounds the Foreign Aid deck still holds."""
        rounds = len(world.state.aid) // world.rules.money.bills_per_round
        return self.office * sum(self.tenure ** k for k in range(1, rounds + 1))

    def __call__(self, world, start=None):
        scores = world.result()["swiss"]
        real = list(world.real_players())
        gains = {t: scores[t] - start[t] for t in real}
        if self.office and world.state.president in gains:
            gains[world.state.president] += self.presidency(world)
        out = [0.0] * len(scores)
        for t in real:
            others = [gains[o] for o in real if o != t] or [0.0]
            edge = gains[t] - (max(others) if self.best else sum(others) / len(others))
            out[t] = 1 / (1 + math.exp(-edge / self.scale))
        return out


def variant_bot(variant: str, name: str, game, seat: int, seed: int):
    """The bot ``name`` (``ismcts-N``) for ``seat`` with the ``variant``'s changes (see the docstring)
    to the search as it was before them (``base``; the bot now is ``focus+sight+crown``)."""
    bot = make_bot(name, game, seat, seed)
    bot.searched, bot.belief, bot.stakes = None, None, {}
    parts = set(variant.split("+")) - {"", "base"}
    unknown = parts - {"focus", "best", "pres", "sight", "crown"}
    if unknown:
        raise SystemExit(f"unknown variant {', '.join(sorted(unknown))}: the variants are focus, best, pres, "
                         "sight, crown")
    if "sight" in parts:
        bot.belief = president_at_the_bank
    if "crown" in parts:
        bot.stakes = dict(CROWN)
    if parts & {"best", "pres"}:
        bot.judge = VariantJudge(bot.judge.scale, best="best" in parts, office=OFFICE if "pres" in parts else 0.0)
    if "focus" in parts:
        bot.searched = FOCUS
    return bot


def one_game(game: str, players: int, bot: str, seed: int, number: int, advanced: bool = False,
             variant: str = "") -> dict:
    kind = game_kind(game)
    options = {"advanced": True} if advanced else {}
    seat = number % players
    shares, winners = {}, {}
    started = time.process_time()
    for who in (bot, "heuristic"):
        g = kind.new_game(players=players, seed=seed + number, **options)
        team = heuristic_team(g, seed + number)
        if who != "heuristic":
            team[seat] = variant_bot(variant, who, g, seat, seed + number) if variant else \
                make_bot(who, g, seat, seed + number)
        play(g, team)
        won = winners[who] = g.result()["winners"]
        shares[who] = 1 / len(won) if seat in won else 0.0
    return {"number": number, "seed": seed + number, "seat": seat, "bot": bot + (f"+{variant}" if variant else ""),
            "share": shares[bot],
            "baseline": shares["heuristic"], "winners": winners[bot], "baseline_winners": winners["heuristic"],
            "cpu": round(time.process_time() - started, 2)}


def binomial_p(wins: int, games: int, p: float) -> float:
    """P(X >= wins) for X ~ Binomial(games, p): exact."""
    return min(1.0, sum(math.comb(games, k) * p ** k * (1 - p) ** (games - k) for k in range(wins, games + 1)))


def summary(rows: list[dict], players: int) -> dict:
    games = len(rows)
    won = sum(r["share"] for r in rows)
    base = sum(r["baseline"] for r in rows)
    better = sum(1 for r in rows if r["share"] > r["baseline"])
    worse = sum(1 for r in rows if r["share"] < r["baseline"])
    fair = 1 / players
    return {"games": games, "bot": rows[0]["bot"] if rows else None, "wins": round(won, 2),
            "win_share": won / games if games else math.nan, "fair_share": fair,
            "p_value_vs_fair": binomial_p(int(won), games, fair) if games else math.nan,
            "baseline_wins": round(base, 2), "baseline_share": base / games if games else math.nan,
            "p_value_baseline_vs_fair": binomial_p(int(base), games, fair) if games else math.nan,
            # paired on the same games: where exactly one of the two won, how often was it the bot?
            "bot_won_habit_lost": better, "habit_won_bot_lost": worse,
            "p_value_paired_sign": binomial_p(better, better + worse, 0.5) if better + worse else math.nan,
            "cpu_seconds_per_game": sum(r["cpu"] for r in rows) / games if games else math.nan}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="classic")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", default="ismcts-24")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0,
                    help="play games FIRST..GAMES-1 only (split a run across processes, one --out each)")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--advanced", action="store_true")
    ap.add_argument("--variant", default="", help="JUNTA's search changed: focus, best, pres, joined by +")
    ap.add_argument("--out")
    ap.add_argument("--summary", nargs="+", metavar="FILE", help="summarise finished runs' files as one run")
    ap.add_argument("--resume", action="store_true")
    args = ap.parse_args(argv)
    if args.summary:
        rows = {}
        for name in args.summary:
            for line in Path(name).read_text().splitlines():
                row = json.loads(line)
                rows[row["number"]] = row
        print(json.dumps(summary([rows[n] for n in sorted(rows)], args.players), indent=1))
        return 0
    if not args.out:
        ap.error("--out FILE is required (or --summary FILE... to read finished runs)")
    out = Path(args.out)
    done = {}
    if out.exists():
        if not args.resume:
            sys.exit(f"{out} exists: add --resume to continue it, or name another file")
        for line in out.read_text().splitlines():
            row = json.loads(line)
            done[row["number"]] = row
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a") as f:
        for number in range(args.first, args.games):
            if number in done:
                continue
            row = one_game(args.game, args.players, args.bot, args.seed, number, args.advanced, args.variant)
            done[number] = row
            f.write(json.dumps(row) + "\n")
            f.flush()
            s = summary([done[n] for n in sorted(done)], args.players)
            print(f"game {number}: share {row['share']:.2f} (baseline {row['baseline']:.2f}), {row['cpu']} s; "
                  f"so far {s['wins']}/{s['games']} = {s['win_share']:.3f}, p {s['p_value_vs_fair']:.4f}",
                  flush=True)
    print(json.dumps(summary([done[n] for n in sorted(done)], args.players), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
