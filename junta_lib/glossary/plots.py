"""Pictures of the glossary for the translator's notebook (matplotlib)."""
from __future__ import annotations

import pandas as pd

from ..i18n import tr
from .labels import corpus_label, kind_name

#: the families a picture's Chinese words are drawn in when the first lacks them (matplotlib falls
#: back along the list; .ci/run installs fonts-noto-cjk)
CJK_FAMILIES = ("Noto Sans CJK TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei", "WenQuanYi Zen Hei")


def families() -> list[str]:
    """The default sans-serif, then the installed CJK families of :data:`CJK_FAMILIES`."""
    from matplotlib import font_manager, rcParams
    installed = {f.name for f in font_manager.fontManager.ttflist}
    return [rcParams["font.sans-serif"][0], *[f for f in CJK_FAMILIES if f in installed]]


def findings_bars(qa: pd.DataFrame, title: str | None = None):
    """Horizontal stacked bars: how many findings of each kind, per corpus, worded in the current
    language (the notebook's: the kinds and corpora as the review screen names them)."""
    import matplotlib.pyplot as plt
    table = qa.groupby(["kind", "corpus"]).size().unstack(fill_value=0)
    table = table.loc[table.sum(axis=1).sort_values().index]
    with plt.rc_context({"font.family": families()}):
        return _bars(table, title)


def _bars(table: pd.DataFrame, title: str | None):
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(8, 0.35 * len(table) + 1.2))
    left = pd.Series(0, index=table.index)
    colours = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"]
    kinds = [kind_name(k) for k in table.index]
    for i, corpus in enumerate(table.columns):
        ax.barh(kinds, table[corpus], left=left.values, color=colours[i % len(colours)], label=corpus_label(corpus))
        left += table[corpus]
    for y, total in enumerate(left):
        ax.text(total + 0.5, y, str(int(total)), va="center", fontsize=8)
    ax.set_xlabel(tr("findings"))
    ax.set_title(title if title is not None else tr("QA findings by kind and corpus"))
    ax.legend(frameon=False, fontsize=8, loc="lower right")
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    return fig
