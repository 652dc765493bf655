"""Pictures for the tutorials and exercises (matplotlib): voting power as bars, the hidden-Location
game's mixed strategies, the odds of a coup with their uncertainty, money over the rounds of a game,
and what many games give (final Swiss totals, who won how often).  Each function returns a Figure."""
from __future__ import annotations

import matplotlib

matplotlib.use("Agg") if not matplotlib.get_backend().lower().startswith(("module://", "nbagg", "widget")) else None
import matplotlib.pyplot as plt  # noqa: E402

from ..widgets.palette import SEAT_COLOURS  # noqa: E402


def _fig(width=7.5, height=3.4):
    fig, ax = plt.subplots(figsize=(width, height), dpi=100)
    ax.spines[["top", "right"]].set_visible(False)
    return fig, ax


def voting_power_bars(weights: dict, president=None, title: str = "Voting power in Parliament"):
    """Votes, Banzhaf and Shapley-Shubik shares side by side, one group of bars per player."""
    from .voting_power import banzhaf, shapley_shubik
    names = list(weights)
    total = sum(weights.values())
    series = {"share of the votes": [weights[p] / total for p in names],
              "Banzhaf index": [banzhaf(weights, president)[p] for p in names],
              "Shapley-Shubik index": [shapley_shubik(weights, president)[p] for p in names]}
    fig, ax = _fig()
    width = 0.26
    for i, (label, values) in enumerate(series.items()):
        ax.bar([x + (i - 1) * width for x in range(len(names))], values, width, label=label,
               color=["#bbbbbb", "#0072B2", "#D55E00"][i])
    ax.set_xticks(range(len(names)), [f"{p}{' (President)' if p == president else ''}\n{weights[p]} votes"
                                      for p in names])
    ax.set_ylabel("share")
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=9)
    fig.tight_layout()
    return fig


def location_mix_bars(result: dict, title: str = "The hidden-Location game: the best mixes"):
    """Where to hide and where the assassin should look, as probabilities (location_game's result)."""
    names = list(result["hide"])
    fig, ax = _fig()
    ax.bar([x - 0.2 for x in range(len(names))], [result["hide"][n] for n in names], 0.4, label="you hide",
           color="#009E73")
    ax.bar([x + 0.2 for x in range(len(names))], [result["guess"].get(n, 0.0) for n in names], 0.4,
           label="the assassin guesses", color="#D55E00")
    ax.set_xticks(range(len(names)), [n.replace("_", " ").title() for n in names])
    ax.set_ylabel("probability")
    ax.set_title(title)        # (the value is the exercise's answer: never in the picture)
    ax.legend(frameon=False)
    fig.tight_layout()
    return fig


def coup_odds_plot(rows: list[dict], x: str = "attackers", title: str = "How often the President falls",
                   exact_label: str = "exact"):
    """Measured shares with their 95% intervals and trial counts, and the rows' ``exact`` values
    where given (the exact odds, or a student's answers: ``exact_label`` names them)."""
    fig, ax = _fig()
    xs = [r[x] for r in rows]
    ys = [r["president_falls"] for r in rows]
    err = [[y - r["low"] for y, r in zip(ys, rows)], [r["high"] - y for y, r in zip(ys, rows)]]
    ax.errorbar(xs, ys, yerr=err, fmt="o", capsize=5, color="#0072B2", label="measured on the engine (95% interval)")
    marked = [r for r in rows if "exact" in r]
    if marked:
        ax.plot([r[x] for r in marked], [r["exact"] for r in marked], "x", color="#D55E00", markersize=9,
                label=exact_label)
    for xv, y, r in zip(xs, ys, rows):
        ax.annotate(f"{r['trials']} trials", (xv, y), textcoords="offset points", xytext=(8, -4), fontsize=8)
    ax.set_ylim(-0.05, 1.05)
    if all(isinstance(v, int) for v in xs):
        ax.set_xticks(sorted(set(xs)))
        ax.set_xlim(min(xs) - 0.5, max(xs) + 0.9)      # room for the trial counts on the right
    ax.set_xlabel(x)
    ax.set_ylabel("share of coups that succeed")
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=9, loc="lower right")
    fig.tight_layout()
    return fig


def money_plot(history: list[dict], title: str = "Money round by round"):
    """Each player's Swiss Bank Account (solid) and pocket money (dotted) at the start of each round."""
    fig, ax = _fig()
    players = list(dict.fromkeys(r["player"] for r in history))
    for i, p in enumerate(players):
        rows = [r for r in history if r["player"] == p]
        colour = SEAT_COLOURS[i % len(SEAT_COLOURS)]
        ax.plot([r["round"] for r in rows], [r["swiss"] for r in rows], "-", color=colour, label=f"{p}: Swiss")
        ax.plot([r["round"] for r in rows], [r["pocket"] for r in rows], ":", color=colour)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.set_xlabel("round")
    ax.set_ylabel("millions")
    ax.set_title(title + " (dotted: pocket money)")
    ax.legend(frameon=False, fontsize=8, ncol=2)
    fig.tight_layout()
    return fig


def results_plot(table, title: str = "What many games give"):
    """Final Swiss totals (all players) and who won how often, from games_table's rows."""
    fig, (left, right) = plt.subplots(1, 2, figsize=(9.5, 3.4), dpi=100)
    totals = [v for row in table for v in row["swiss"]]
    left.hist(totals, bins=15, color="#56B4E9", edgecolor="white")
    left.set_xlabel("final Swiss Bank Account (millions)")
    left.set_ylabel("players")
    seats = len(table[0]["swiss"]) if table else 0
    wins = [sum(1 / len(r["winners"]) for r in table if s in r["winners"]) for s in range(seats)]
    right.bar(range(seats), wins, color=[SEAT_COLOURS[s % len(SEAT_COLOURS)] for s in range(seats)])
    right.axhline(len(table) / max(seats, 1), color="#444", linestyle="--", linewidth=1, label="a fair share")
    right.set_xticks(range(seats), [f"seat {s}" for s in range(seats)])
    right.set_ylabel(f"wins in {len(table)} games")
    right.legend(frameon=False, fontsize=8)
    for ax in (left, right):
        ax.spines[["top", "right"]].set_visible(False)
    fig.suptitle(title)
    fig.tight_layout()
    return fig


def power_share_plot(offers, yours=None, title: str = "Budgets proposed: voting power and the share offered"):
    """Each family at each Budget (a dot), and the mean share offered by bands of voting power;
    ``yours``: the student's correlation, written in the title once given."""
    import numpy as np
    fig, ax = _fig()
    jitter = np.random.default_rng(0).uniform(-0.006, 0.006, len(offers))
    ax.scatter(offers.power + jitter, offers.share, s=10, alpha=0.35, color="#0072B2", label="a family at a Budget")
    bands = np.linspace(0, max(0.01, float(offers.power.max())), 6)
    centres, means = [], []
    for low, high in zip(bands, bands[1:]):
        part = offers[(offers.power >= low) & (offers.power <= high)]
        if len(part):
            centres.append((low + high) / 2)
            means.append(part.share.mean())
    ax.plot(centres, means, "o-", color="#D55E00", label="mean share, by band of power")
    ax.set_xlabel("voting power when the Budget was proposed (Banzhaf)")
    ax.set_ylabel("share of the Budget offered")
    ax.set_title(title + (f" (your correlation: {float(yours):.2f})" if isinstance(yours, (int, float)) else ""))
    ax.legend(frameon=False, fontsize=9)
    fig.tight_layout()
    return fig


def calibration_plot(bins: list[dict], title: str = "Coups in the class: the exact odds and what happened"):
    """For each bin of exact odds (check.calibration_bins): the share of coups that succeeded with its
    95% interval, beside the diagonal where prediction and outcome agree."""
    fig, ax = _fig(5.5, 4.2)
    xs = [b["predicted"] for b in bins]
    ys = [b["fell"] for b in bins]
    err = [[y - b["low"] for y, b in zip(ys, bins)], [b["high"] - y for y, b in zip(ys, bins)]]
    ax.plot([0, 1], [0, 1], "--", color="#999", label="odds borne out")
    ax.errorbar(xs, ys, yerr=err, fmt="o", capsize=5, color="#0072B2", label="what happened (95% interval)")
    for b in bins:
        ax.annotate(f"{b['fights']} coups", (b["predicted"], b["fell"]), textcoords="offset points",
                    xytext=(8, -4), fontsize=8)
    ax.set_xlim(0, 1.05)
    ax.set_ylim(-0.05, 1.05)
    ax.set_xlabel("exact odds of the attack (mean of the bin)")
    ax.set_ylabel("share of coups that succeeded")
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=9, loc="upper left")
    fig.tight_layout()
    return fig
