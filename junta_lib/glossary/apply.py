"""``junta glossary apply``: the translators' decisions carried into the translations.

For each EN-RU corpus, every place where the translation renders a decided term otherwise (an
occurrence of occurrences.csv whose citation form is not the decided target) gets the decided target
in its stead, inflected to fit its sentence: the case and number of the old rendering's head noun
(read with pymorphy3, narrowed by the rendering's own adjectives and by a preposition before it),
the adjectives of the new phrase agreeing with its head (case, number, gender, animacy), the
capital letter kept.  Nothing is applied where that is uncertain; the place is listed for a human
with the reason:

- the old rendering may stand in several cases and the new phrase reads differently in them;
- the new head has another gender than the old one (singular), and the sentence has words that
  agreed with the old one ("был", "этот", "который");
- English was left in the translation (its case cannot be read);
- the rendering is not found where occurrences.csv says it is (the corpus changed since the build).

Outputs, in ``<glossary>/applied/``: the corrected corpus files (the translation only: the English
and the reviewers' columns are left as they are), ``changes.csv`` (corpus, location, cell, line,
before, after, the decision that made it, status: applied or needs a human, and why) and
``review.html``, the changes side by side with the source, marked.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..russian import RU_WORD, inflect_phrase
from ..russian import head_index as _head
from ..russian import parses as _parses
from .decisions import read_decisions
from .errors import CorpusError
from .files import check_out, publish, staged
from .readers import read_manifest

CHANGE_COLUMNS = ["corpus", "location", "cell", "line", "source_term", "before", "after", "decision", "status", "reason",
                  "source_sentence"]
TRANSLATION_VARIANTS = ("translation", "paragraph")
#: the cases a preposition may govern (a rendering right after it is in one of them)
PREPOSITIONS = {
    "в": {"accs", "loct", "loc2"}, "во": {"accs", "loct", "loc2"}, "на": {"accs", "loct", "loc2"},
    "о": {"loct", "accs"}, "об": {"loct", "accs"}, "обо": {"loct"}, "при": {"loct"},
    "с": {"gent", "ablt"}, "со": {"gent", "ablt"}, "к": {"datv"}, "ко": {"datv"}, "по": {"datv", "loct", "accs"},
    "у": {"gent"}, "от": {"gent"}, "из": {"gent"}, "до": {"gent"}, "без": {"gent"}, "для": {"gent"},
    "после": {"gent"}, "около": {"gent"}, "среди": {"gent"}, "вокруг": {"gent"}, "из-за": {"gent"},
    "против": {"gent"}, "кроме": {"gent"}, "вместо": {"gent"}, "за": {"ablt", "accs"}, "под": {"ablt", "accs"},
    "над": {"ablt"}, "перед": {"ablt"}, "между": {"ablt"}, "через": {"accs"}, "про": {"accs"}, "сквозь": {"accs"},
}
#: words of a sentence that agree in gender with a singular noun they refer to
AGREEING = {"ADJF", "ADJS", "PRTF", "PRTS", "VERB", "NPRO"}


@dataclass
class Form:
    case: str
    number: str


def forms_of(rendering: str, lemma_head: str | None, before: str) -> tuple[set, object | None]:
    """The (case, number) the old rendering's head may stand in, narrowed by its adjectives and the
    preposition before it; and the head's best parse."""
    words = RU_WORD.findall(rendering)
    at = _head(words)
    if at is None:
        return set(), None
    heads = [p for p in _parses(words[at]) if p.tag.POS == "NOUN" and p.tag.case
             and (lemma_head is None or p.normal_form == lemma_head)]
    if not heads:
        heads = [p for p in _parses(words[at]) if p.tag.POS == "NOUN" and p.tag.case]
    found = {(p.tag.case if p.tag.case not in ("loc2", "gen2", "acc2") else
              {"loc2": "loct", "gen2": "gent", "acc2": "accs"}[p.tag.case], p.tag.number or "sing") for p in heads}
    for adj in words[:at]:                        # the rendering's own adjectives agree with its head
        fits = {(p.tag.case, p.tag.number) for p in _parses(adj) if p.tag.POS in ("ADJF", "PRTF")}
        if fits:
            found &= fits | {(c, "sing") for c, n in fits if n is None}
    previous = RU_WORD.findall(before)[-1:] if before else []
    if previous and previous[0].lower() in PREPOSITIONS:
        governed = PREPOSITIONS[previous[0].lower()]
        narrowed = {f for f in found if f[0] in governed}
        found = narrowed or found
    return found, heads[0] if heads else None


def _capitalised(like: str, new: str) -> str:
    return new[:1].upper() + new[1:] if like[:1].isupper() and not new[:1].isupper() else new


def _agreeing_words(sentence: str, rendering: str, gender: str) -> list[str]:
    """Words of ``sentence`` (the rendering left out) that may agree with a singular noun of ``gender``."""
    rest = sentence.replace(rendering, " ", 1)
    out = []
    for word in RU_WORD.findall(rest):
        best = _parses(word)[0]
        if best.tag.POS in AGREEING and best.tag.number == "sing" and best.tag.gender == gender:
            out.append(word)
    return out


def propose(occurrence, decision) -> dict:
    """One change: the old rendering, the decided target put in its place (or None), and why not."""
    rendering = str(occurrence.rendering)
    target = str(decision.chosen_target)
    row = {"corpus": occurrence.corpus, "location": int(occurrence.location), "cell": occurrence.cell,
           "line": int(occurrence.line), "source_term": occurrence.source_term, "before": rendering, "after": "",
           "decision": f"{decision.source_term} → {target}" + (f" ({decision.note})" if decision.note else ""),
           "status": "needs a human", "reason": "", "source_sentence": str(occurrence.source_sentence)[:300]}
    if occurrence.kind == "untranslated" or not RU_WORD.search(rendering):
        row["reason"] = "English left in the translation: its case cannot be read; translate it by hand"
        return row
    sentence = str(occurrence.target_sentence)
    before = sentence[:max(sentence.find(rendering), 0)]
    lemma = str(occurrence.citation).split()
    lemma_words = [w.lower() for w in lemma]
    at = _head(lemma_words)
    forms, old_head = forms_of(rendering, lemma_words[at] if at is not None else None, before)
    if not forms:
        row["reason"] = f"{rendering!r}: no noun to read the case of"
        return row
    candidates = {f: inflect_phrase(target, *f) for f in sorted(forms)}
    results = {v for v in candidates.values() if v}
    if not results or None in candidates.values():
        row["reason"] = f"{target!r} cannot be put in the form of {rendering!r}"
        return row
    if len(results) > 1:
        shown = ", ".join(f"{c} {n}: {v}" for (c, n), v in candidates.items())
        row["reason"] = f"{rendering!r} may stand in several cases here ({shown}); choose by hand"
        return row
    new = _capitalised(rendering, results.pop())
    words = target.split()
    head_at = _head(words)
    new_head = next((p for p in _parses(words[head_at]) if p.tag.POS == "NOUN"), None) if head_at is not None else None
    number = next(iter(forms))[1]
    if old_head is not None and new_head is not None and number == "sing" \
            and old_head.tag.gender and new_head.tag.gender and old_head.tag.gender != new_head.tag.gender:
        agreeing = _agreeing_words(sentence, rendering, old_head.tag.gender)
        if agreeing:
            row["after"] = new
            row["reason"] = (f"{new!r} is {new_head.tag.gender}, {rendering!r} was {old_head.tag.gender}: "
                             f"words of the sentence may agree with it ({', '.join(agreeing[:4])}); change them too")
            return row
    row.update(after=new, status="applied", reason="as " + " or ".join(f"{c} {n}" for c, n in sorted(forms)))
    return row


def changes_for(occurrences: pd.DataFrame, decisions: pd.DataFrame, corpora: set | None = None) -> pd.DataFrame:
    """Every change the decisions make in the translations (see the module docstring)."""
    rows = []
    for d in decisions.itertuples():
        if getattr(d, "skip", False):
            continue
        mine = occurrences[(occurrences.source_term.str.casefold() == str(d.source_term).casefold())
                           & occurrences.variant.isin(TRANSLATION_VARIANTS)]
        if d.corpus:
            mine = mine[mine.corpus == d.corpus]
        if corpora is not None:
            mine = mine[mine.corpus.isin(corpora)]
        for o in mine.itertuples():
            if str(o.citation).casefold() == str(d.chosen_target).casefold():
                continue                                 # already the decided target
            rows.append(propose(o, d))
    frame = pd.DataFrame(rows, columns=CHANGE_COLUMNS)
    return frame.sort_values(["corpus", "location", "line", "cell"], kind="stable").reset_index(drop=True)


def _cell_span(line: str, cell: str) -> tuple[int, int] | None:
    """Where a pipe-table cell (B, C, D ...) lies in its line: "N | B | C | D"."""
    letters = "BCDEFGHIJKLMNOPQRSTUVWXYZ"
    index = letters.find(cell[:1]) + 1
    if index <= 0:
        return None
    spans, start = [], 0
    for m in re.finditer(r" \| ", line):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(line)))
    return spans[index] if index < len(spans) else None


def put_in_place(text: str, shape: str, changes: pd.DataFrame) -> tuple[str, list[bool]]:
    """The corpus text with the applied changes made; whether each change was found where it is said."""
    lines = text.split("\n")
    done = []
    for c in changes.itertuples():
        if c.status != "applied":
            done.append(False)
            continue
        found = False
        candidates = [c.line - 1] if shape == "pipe_table" else range(c.line - 1, len(lines))
        for i in candidates:
            if i >= len(lines):
                break
            line = lines[i]
            if shape != "pipe_table" and i > c.line - 1 and line.strip() == "|":
                break                                       # the paragraph ended
            lo, hi = (0, len(line)) if shape != "pipe_table" else (_cell_span(line, str(c.cell)) or (0, 0))
            m = re.search(rf"(?<![А-Яа-яЁё]){re.escape(c.before)}(?![А-Яа-яЁё])", line[lo:hi])
            if m:
                at = lo + m.start()
                lines[i] = line[:at] + c.after + line[at + len(c.before):]
                found = True
                break
        done.append(found)
    return "\n".join(lines), done


def review_html(changes: pd.DataFrame) -> str:
    """The changes side by side with their source sentences, marked (a page to read in a browser)."""
    rows = []
    for c in changes.itertuples():
        colour = "#e6f4ea" if c.status == "applied" else "#fff4d6"
        after = (f"<del style='background:#fdd'>{html.escape(c.before)}</del> → "
                 f"<ins style='background:#cfc;text-decoration:none'>{html.escape(c.after)}</ins>"
                 if c.after else f"<del style='background:#fdd'>{html.escape(c.before)}</del>")
        rows.append(f"<tr style='background:{colour}'><td>{html.escape(c.corpus)}<br>{c.location} {html.escape(str(c.cell))}"
                    f"<br><small>line {c.line}</small></td><td>{html.escape(c.source_sentence)}</td>"
                    f"<td>{after}</td><td>{html.escape(c.decision)}</td>"
                    f"<td><b>{html.escape(c.status)}</b><br><small>{html.escape(c.reason)}</small></td></tr>")
    applied = int((changes.status == "applied").sum())
    return ("<!doctype html><meta charset='utf-8'><title>Decisions carried into the translations</title>"
            "<style>body{font-family:sans-serif;font-size:14px}td{vertical-align:top;padding:4px 8px;"
            "border-bottom:1px solid #ddd}th{text-align:left}</style>"
            f"<h1>Decisions carried into the translations</h1><p>{applied} changes applied, "
            f"{len(changes) - applied} left for a human (yellow).</p>"
            "<table><tr><th>where</th><th>source</th><th>change</th><th>decision</th><th>status</th></tr>"
            + "".join(rows) + "</table>")


def apply_glossary(glossary: str | Path = "glossary", corpora: str | Path | None = None) -> pd.DataFrame:
    """Write ``<glossary>/applied/`` (see the module docstring); the change list."""
    from ..core.rulesets import data_path
    glossary = check_out(Path(glossary))
    corpora = Path(corpora) if corpora is not None else data_path("corpora")
    if not (glossary / "occurrences.csv").exists():
        raise CorpusError(glossary, None, "has no occurrences.csv", "a glossary folder that junta glossary build wrote")
    manifest = read_manifest(corpora)
    bilingual = manifest[manifest.languages == "en+ru"]
    occurrences = pd.read_csv(glossary / "occurrences.csv", keep_default_na=False)
    decisions = read_decisions(glossary / "decisions.csv")
    changes = changes_for(occurrences, decisions, set(bilingual.corpus))
    with staged(glossary) as staging:
        (staging / "applied").mkdir()
        for m in bilingual.itertuples():
            text = (corpora / m.file).read_text(encoding="utf-8-sig")
            mine = changes[changes.corpus == m.corpus]
            new, found = put_in_place(text, m.shape, mine)
            for index, ok in zip(mine.index, found):
                if changes.loc[index, "status"] == "applied" and not ok:
                    changes.loc[index, ["status", "reason"]] = ["needs a human", "not found where the glossary "
                                                                "says it is: rebuild the glossary first"]
            (staging / "applied" / m.file).write_text(new, encoding="utf-8")
        changes.to_csv(staging / "applied" / "changes.csv", index=False, encoding="utf-8")
        (staging / "applied" / "review.html").write_text(review_html(changes), encoding="utf-8")
        publish(glossary, staging, ["applied"])
    return changes


def main(args) -> int:
    import sys
    try:
        changes = apply_glossary(args.glossary, args.corpora)
    except CorpusError as err:
        print(f"junta glossary apply: {err}", file=sys.stderr)
        return 2
    applied = int((changes.status == "applied").sum())
    print(f"{applied} changes applied, {len(changes) - applied} left for a human; "
          f"see {Path(args.glossary) / 'applied' / 'review.html'} and changes.csv")
    return 0
