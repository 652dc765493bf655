"""Pictures of the glossary for the translator's notebook (matplotlib)."""
from __future__ import annotations

import pandas as pd


def findings_bars(qa: pd.DataFrame, title: str = "QA findings by kind and corpus"):
    """Horizontal stacked bars: how many findings of each kind, per corpus."""
    import matplotlib.pyplot as plt
    table = qa.groupby(["kind", "corpus"]).size().unstack(fill_value=0)
    table = table.loc[table.sum(axis=1).sort_values().index]
    fig, ax = plt.subplots(figsize=(8, 0.35 * len(table) + 1.2))
    left = pd.Series(0, index=table.index)
    colours = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"]
    for i, corpus in enumerate(table.columns):
        ax.barh(table.index, table[corpus], left=left, color=colours[i % len(colours)], label=corpus)
        left += table[corpus]
    for y, total in enumerate(left):
        ax.text(total + 0.5, y, str(int(total)), va="center", fontsize=8)
    ax.set_xlabel("findings")
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=8, loc="lower right")
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    return fig
