"""Reconciliation: one preferred target per (corpus, source term), with the reason.

Renderings are grouped by lemma key (ё folded into е), so inflected forms count together; each
group is shown in a form seen in the text, the nominative when one was seen.  The preferred group
is the one with the most weight across variants, a reviewer's column weighing a little more than
the first translation ("reviewer preference").  When two source terms would prefer the same
rendering, the term for which it is the weaker choice falls back to its next group ("collision").
"""
from __future__ import annotations

from collections import Counter

import pandas as pd

TERM_COLUMNS = ["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants",
                "basis", "status", "locations", "note"]
WEIGHT = {"translation": 1.0, "inline": 1.0, "paragraph": 1.0}
REVIEWER_WEIGHT = 1.25


def fold(key) -> tuple:
    return tuple(str(w).replace("ё", "е") for w in key)


def display_form(surfaces: list[tuple[str, str]]) -> str:
    """A form seen in the text: the most frequent (ignoring capitals), preferring the nominative,
    and the lower-case spelling when the text has both."""
    nominative = [s for s, case in surfaces if case == "nomn"]
    pool = nominative or [s for s, _ in surfaces]
    counts = Counter(s.lower() for s in pool)
    best = max(counts, key=lambda s: (counts[s], -pool.index(next(p for p in pool if p.lower() == s))))
    seen = [s for s in pool if s.lower() == best]
    return next((s for s in seen if s[:1].islower()), seen[0])


def reconcile(renderings: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for (corpus, term), group in renderings.groupby(["corpus", "term"], sort=True):
        surface_en = Counter(group.term_surface).most_common(1)[0][0]
        groups = []
        for key, g in group.groupby(group.rendering_key.map(fold), sort=False):
            # each use weighs by its variant (a reviewer a little more) and by its match score, so a
            # faithful rendering outweighs an equally frequent loose one
            weight = sum((REVIEWER_WEIGHT if v.startswith("reviewer") else WEIGHT.get(v, 1.0)) * sc
                         for v, sc in zip(g.variant, g.score))
            groups.append({
                "key": key, "form": display_form(list(zip(g.rendering, g.case))), "count": len(g),
                "weight": weight, "score": g.score.mean(), "untranslated": (g.kind == "untranslated").all(),
                "locations": sorted(set(g.location)), "reviewers": int(g.variant.str.startswith("reviewer").sum())})
        groups.sort(key=lambda x: (x["untranslated"], -x["weight"], -x["score"]))
        rows.append({"corpus": corpus, "term": term, "surface": surface_en, "groups": groups})
    decided = _resolve_collisions(rows)
    out = []
    for row, (choice, basis) in zip(rows, decided):
        groups = row["groups"]
        translated = [g for g in groups if not g["untranslated"]]
        if not translated:
            status = "untranslated"
        elif len(groups) == 1:
            status = "consistent"
        else:
            status = "inconsistent"
        variants = "; ".join(f"{g['form']} ({g['count']})" for g in sorted(groups, key=lambda g: -g["count"]))
        locations = sorted({loc for g in groups for loc in g["locations"]})
        out.append([row["corpus"], row["surface"], "en", "ru", choice["form"], variants, basis, status,
                    " ".join(map(str, locations)), ""])
    return pd.DataFrame(out, columns=TERM_COLUMNS)


def _basis(groups, choice) -> str:
    total = sum(g["count"] for g in groups)
    raw_top = max(groups, key=lambda g: (not g["untranslated"], g["count"]))
    if len(groups) == 1:
        return f"only rendering ({choice['count']} of {total})"
    if choice is not raw_top and choice["reviewers"]:
        return f"reviewer preference ({choice['reviewers']} reviewer use(s), {choice['count']} of {total})"
    return f"most frequent across variants ({choice['count']} of {total})"


def _resolve_collisions(rows) -> list[tuple[dict, str]]:
    picks = [(r["groups"][0], _basis(r["groups"], r["groups"][0])) for r in rows]
    by_key: dict = {}
    for i, r in enumerate(rows):
        if picks[i][0]["untranslated"]:
            continue
        by_key.setdefault((r["corpus"], picks[i][0]["key"]), []).append(i)
    for (_, key), idx in by_key.items():
        if len(idx) < 2:
            continue
        share = {i: picks[i][0]["count"] / sum(g["count"] for g in rows[i]["groups"]) for i in idx}
        keeper = max(idx, key=lambda i: (picks[i][0]["count"], share[i]))
        for i in idx:
            if i == keeper:
                continue
            alternatives = [g for g in rows[i]["groups"][1:] if not g["untranslated"] and g["key"] != key]
            if alternatives:
                other = rows[keeper]["surface"]
                picks[i] = (alternatives[0], f"collision: '{picks[i][0]['form']}' renders '{other}'; "
                                             f"next most frequent ({alternatives[0]['count']})")
    return picks
