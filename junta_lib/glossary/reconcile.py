"""Reconciliation: one preferred target per (corpus, source term), with the reason.

Renderings are grouped by lemma key (ё folded into е), so inflected forms count together; each group
is written in its citation form (``citation.py``).  The preferred group is the one with the most
weight across variants, a reviewer's column weighing a little more than the first translation
("reviewer preference").  When two source terms would prefer the same rendering, the term for which
it is the weaker choice falls back to its next group ("collision").  English left untranslated is
counted apart (the note says how often) and is never a rendering.

Where every rendering of a term is one noun ("транзакция", "операция"), the aligner's count says too
little: it aligns one rendering a place and misses the others ("совершать какие-либо операции" for
"perform any transactions", each side of "транзакции\операции").  Such a term's renderings are counted
in the text (``in_the_text``: the translated units whose English names the term, each up to the times
its English does), and the most written one is preferred (JUNTA's transaction: операция in 5 places,
транзакция in 3, where the aligner saw 1 and 4).
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

import pandas as pd

from ..russian import parses, russian_citation
from .citation import english_citation
from .messages import said

TERM_COLUMNS = ["corpus", "source_term", "source_lang", "target_lang", "preferred_target", "variants",
                "basis", "status", "locations", "note"]
STATUSES = ("consistent", "inconsistent", "untranslated", "partial", "no rendering", "decided", "proposed",
            "needs translation")
WEIGHT = {"translation": 1.0, "inline": 1.0, "paragraph": 1.0}
REVIEWER_WEIGHT = 1.25
GUESSES = ("word position", "the sentence's one unexplained noun")     # matching.py's guesses: check them


def _mean(values: list[float]) -> float:
    """The mean as pandas takes it (numpy's sum of the float64 values, over their count)."""
    import numpy as np
    return float(np.asarray(values, dtype=np.float64).sum() / len(values))


def fold(key) -> tuple:
    return tuple(str(w).replace("ё", "е") for w in key)


def source_surface(surfaces: list[str]) -> str:
    """The English term as the text writes it most often, in the singular."""
    counts = Counter(english_citation(s) for s in surfaces)
    best = max(counts, key=lambda s: (counts[s], s[:1].isupper()))
    return best


def reconcile(renderings: pd.DataFrame, plural_only: dict[str, Callable[[str], bool]] | None = None,
              frequency: dict | None = None,
              in_the_text: Callable[[str, str, list[str]], list[int]] | None = None) -> pd.DataFrame:
    """The terms table, and in ``renderings`` a ``group`` column: each occurrence's citation form.
    ``frequency``: (corpus, term key) -> how often the English has the term (to tell whether every
    occurrence was seen rendered).  ``in_the_text``: (corpus, term key, forms) -> how many places of
    the text write each form (see the module's doc)."""
    rows = []
    plural_only = plural_only or {}
    frequency = frequency or {}
    group_of: dict = {}
    source_of: dict = {}
    # the renderings as plain records, grouped by (corpus, term) in sorted order: read once, not through
    # a pandas group per term (the build reconciles some 500 terms)
    columns = ("corpus", "term", "term_surface", "kind", "rendering_key", "variant", "score", "rendering", "how",
               "location")
    by_term: dict[tuple, list] = {}
    for i, *values in zip(renderings.index, *(renderings[c].tolist() for c in columns)):
        record = dict(zip(columns, values), index=i)
        by_term.setdefault((record["corpus"], record["term"]), []).append(record)
    for corpus, term in sorted(by_term):
        group = by_term[(corpus, term)]
        surface_en = source_surface([r["term_surface"] for r in group])
        for r in group:
            source_of[r["index"]] = surface_en
        plural = _english_plural(surface_en)
        is_plural = plural_only.get(corpus, lambda lemma: False)
        cite = (lambda s: russian_citation(s, is_plural, keep_number=plural))
        rendered = [r for r in group if r["kind"] == "rendering"]
        partial = not rendered and any(r["kind"] == "partial" for r in group)
        if partial:                                   # only renderings of some of its words: shown as such
            rendered = [r for r in group if r["kind"] == "partial"]
        left = sum(r["kind"] == "untranslated" for r in group)
        by_key: dict[tuple, list] = {}                # in the order the keys first appear
        for r in rendered:
            by_key.setdefault(fold(r["rendering_key"]), []).append(r)
        groups = []
        for key, g in by_key.items():
            weight = sum((REVIEWER_WEIGHT if r["variant"].startswith("reviewer") else WEIGHT.get(r["variant"], 1.0))
                         * r["score"] for r in g)
            form = _citation_of([r["rendering"] for r in g], cite)
            for r in g:
                group_of[r["index"]] = form
            groups.append({"key": key, "form": form, "count": len(g), "weight": weight,
                           "score": _mean([r["score"] for r in g]),
                           "guessed": all(r["how"] in GUESSES for r in g),
                           "locations": sorted({r["location"] for r in g}),
                           "reviewers": sum(r["variant"].startswith("reviewer") for r in g)})
        groups.sort(key=lambda x: (-x["weight"], -x["score"]))
        if in_the_text is not None and len(groups) > 1 and not partial and all(_one_noun(g["form"]) for g in groups):
            for g, n in zip(groups, in_the_text(corpus, term, [g["form"] for g in groups])):
                g["count"] = max(n, g["count"])
            groups.sort(key=lambda x: -x["count"])           # stable: the weight decides a tie
        in_translation = sum(r["variant"] in ("translation", "paragraph") for r in rendered)
        partial_seen = sum(r["kind"] == "partial" for r in group) if not partial else 0
        rows.append({"corpus": corpus, "term": term, "surface": surface_en, "groups": groups, "left": left,
                     "locations": sorted({r["location"] for r in group}), "partial": partial,
                     "in_translation": in_translation, "partial_seen": partial_seen})
    renderings["group"] = [group_of.get(i, "") for i in renderings.index]
    renderings["source_term"] = [source_of.get(i, "") for i in renderings.index]
    decided = _resolve_collisions(rows)
    out = []
    for row, pick in zip(rows, decided):
        groups = row["groups"]
        note = said("left_times", n=row["left"]) if row["left"] else ""
        if not groups:
            status = "untranslated" if row["left"] else "partial"
            out.append([row["corpus"], row["surface"], "en", "ru", "", "",
                        said("left_in_english") if row["left"] else said("no_russian_rendering"), status,
                        " ".join(map(str, row["locations"])), note])
            continue
        choice, basis = pick
        choice, basis = _whole_term(row["surface"], groups, choice, basis)
        status, basis = _status(row, groups, choice, basis, frequency.get((row["corpus"], row["term"])))
        variants = "; ".join(f"{g['form']} ({g['count']})" for g in sorted(groups, key=lambda g: -g["count"]))
        if row["partial"]:
            out.append([row["corpus"], row["surface"], "en", "ru", "", variants,
                        said("partial_only"), "partial",
                        " ".join(map(str, row["locations"])), note])
            continue
        out.append([row["corpus"], row["surface"], "en", "ru", choice["form"], variants, basis, status,
                    " ".join(map(str, row["locations"])), note])
    return whole_compounds(pd.DataFrame(out, columns=TERM_COLUMNS))


#: a partial rendering seen this often is the translator's way of naming the compound, not a slip
COMPOUND_SEEN = 2


def _one_noun(form: str) -> bool:
    """Is a rendering one noun ("операция"), read so first?"""
    words = form.split()
    return len(words) == 1 and parses(words[0].lower())[0].tag.POS == "NOUN"


def whole_compounds(terms: pd.DataFrame) -> pd.DataFrame:
    """A term made of another term and a head ("Threat Action Field" = Threat Action + Field) whose
    only renderings name the head and the other term by its key word ("ячейка угрозы", 4 times;
    Threat Action is "устранение угрозы") is rendered whole: the translation shortens the inner term,
    as Russian does.  Its most used form becomes its target, proposed for review."""
    from .quality import lemma_options
    targets = {(t.corpus, t.source_term.lower()): t.preferred_target for t in terms.itertuples() if t.preferred_target}
    terms = terms.copy()
    for i, t in terms[terms.status == "partial"].iterrows():
        words = t.source_term.split()
        inner = targets.get((t.corpus, " ".join(words[:-1]).lower())) if len(words) >= 2 else None
        forms = [(f.rsplit(" (", 1)[0], int(f.rsplit(" (", 1)[1].rstrip(")"))) for f in t.variants.split("; ") if " (" in f]
        if not inner or not forms or forms[0][1] < COMPOUND_SEEN:
            continue
        form = forms[0][0]
        have, own = lemma_options(form), set().union(*lemma_options(inner))
        shared = [w for w in have if w & own]
        if shared and len(shared) < len(have):        # the inner term's word and a word for the head
            terms.loc[i, ["preferred_target", "status", "basis"]] = [
                form, "proposed", said("names_head_and_inner", english=" ".join(words[:-1]), inner=inner,
                                       n=forms[0][1])]
    return terms


def _names_a_thing(form: str) -> bool:
    """Does a Russian phrase hold a noun (not an adjective or a participle alone: "полицейский" for
    Police Precinct names no thing)?"""
    words = form.split()
    return any(next((p for p in parses(w) if p.tag.POS), None) is not None
               and next(p for p in parses(w) if p.tag.POS).tag.POS == "NOUN" for w in words)


def _whole_term(surface: str, groups: list, choice: dict, basis: str) -> tuple[dict, str]:
    """The preferred target covers the whole term: a rendering that names the thing (holds a noun)
    before one that does not; for a term of several words, a rendering that contains the chosen one
    and more of the term before the shorter one ("полицейский участок" before "полицейский")."""
    if not _names_a_thing(choice["form"]):
        nouns = [g for g in groups if _names_a_thing(g["form"])]
        if nouns:
            return nouns[0], (f"the most used rendering that names the thing: '{choice['form']}' alone does not "
                              f"({nouns[0]['count']} of {sum(g['count'] for g in groups)})")
    if len(surface.split()) > 1 and len(choice["form"].split()) == 1:
        longer = [g for g in groups if choice["form"] in g["form"].split() and len(g["form"].split()) > 1]
        if longer:
            return longer[0], said("whole_term", form=choice["form"], count=longer[0]["count"],
                                   total=sum(g["count"] for g in groups))
    return choice, basis


def _two_senses(groups: list) -> str | None:
    """Two renderings of one word family, both well used ("голос" 44, "голосование" 11 for "vote"):
    the English word has two senses here (a vote cast, the voting), each rendering right in its
    place; not an inconsistency to flag at every occurrence of the second."""
    by_count = sorted(groups, key=lambda g: -g["count"])
    first, second = by_count[0], by_count[1]
    total = sum(g["count"] for g in groups)
    a, b = first["form"].split()[0], second["form"].split()[0]
    short, long_ = sorted((a, b), key=len)
    if len(short) >= 4 and long_ != short and long_.startswith(short) and second["count"] >= 0.2 * total \
            and first["count"] + second["count"] == total:
        return said("two_senses", form=first["form"], n=first["count"], other=second["form"], count=second["count"])
    return None


def _status(row: dict, groups: list, choice: dict, basis: str, seen_in_english: int | None) -> tuple[str, str]:
    """consistent only when every occurrence agrees: one rendering, seen at least twice, no occurrence
    rendering only part of the term or leaving it in English, and every occurrence of the English met
    in the translation; "proposed", with the reason, when the evidence is weaker; else inconsistent."""
    if len(groups) > 1:
        senses = _two_senses(groups)
        if senses:
            return "proposed", senses
        return "inconsistent", basis
    if row["left"] or row["partial_seen"]:
        what = []
        if row["partial_seen"]:
            what.append(said("part_renderings", n=row["partial_seen"]))
        if row["left"]:
            what.append(said("left_times", n=row["left"]))
        return "inconsistent", f"{basis}; {said('besides', what=', '.join(what))}"
    if not _names_a_thing(choice["form"]):
        return "proposed", f"{basis}; {said('no_noun')}"
    total = sum(g["count"] for g in groups)
    if total < 2:
        if choice.get("guessed"):
            return "proposed", f"{basis}; {said('one_occurrence')}"
        return "proposed", said("one_occurrence_too_little")
    if seen_in_english and row["in_translation"] < seen_in_english:
        return "proposed", f"{basis}; {said('some_rendered', found=row['in_translation'], seen=seen_in_english)}"
    return "consistent", basis


SINGULAR_MEANING = {"headquarters", "dice", "news", "series", "police", "bananas"}


def _english_plural(surface: str) -> bool:
    """A term the English keeps plural (Paratroops, Conservatives): its rendering keeps the number
    the translation gives it."""
    last = surface.split()[-1] if surface.split() else ""
    return (last.lower().endswith("s") and english_citation(last) == last and len(last) > 3
            and not last.lower().endswith(("ss", "us", "is")) and last.lower() not in SINGULAR_MEANING)


def _citation_of(surfaces: list[str], cite) -> str:
    """The citation form of a group: of its most frequent surface (the forms agree on the lemmas)."""
    counts = Counter(s.lower() for s in surfaces)
    best = max(counts, key=counts.get)
    original = next(s for s in surfaces if s.lower() == best)
    return cite(original)


def _basis(groups, choice) -> str:
    total = sum(g["count"] for g in groups)
    if choice.get("guessed"):
        return said("by_place", count=choice["count"], total=total)
    raw_top = max(groups, key=lambda g: g["count"])
    if len(groups) == 1:
        return said("only_rendering", count=choice["count"], total=total)
    if choice is not raw_top and choice["reviewers"]:
        return (f"reviewer preference ({choice['reviewers']} reviewer use{'s' if choice['reviewers'] != 1 else ''}, "
                f"{choice['count']} of {total})")
    return said("most_frequent", count=choice["count"], total=total)


def _resolve_collisions(rows) -> list:
    picks = [(r["groups"][0], _basis(r["groups"], r["groups"][0])) if r["groups"] else None for r in rows]
    by_key: dict = {}
    for i, r in enumerate(rows):
        if picks[i] is None:
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
            alternatives = [g for g in rows[i]["groups"][1:] if g["key"] != key]
            if alternatives:
                other = rows[keeper]["surface"]
                picks[i] = (alternatives[0], f"collision: '{picks[i][0]['form']}' renders '{other}'; "
                                             f"next most frequent ({alternatives[0]['count']})")
    return picks
