"""``junta glossary apply`` measured as a translation team meets it: the 26 decisions of
tests/data/apply_decisions.csv applied to the kit's corpora; the share of applied changes judged
correct in their sentences (tests/data/apply_judged.csv, every change read by a person; a change
nobody judged is counted and named), the places left for a human, and the silent skips: places of
a passage whose English names a decided term while its translation neither holds the decided target
there nor has a change or a listed place (counted as many times as the English names it beyond
what is found).  ``--changes FILE`` measures another change list (an earlier version's) the same way.

The second to twenty-eighth sets (``--set 2`` … ``--set 28``: tests/data/apply_decisions_N.csv, judged in
tests/data/apply_judged_N.csv) were written later, on terms the earlier ones were not tuned on (the
tenth and eleventh choose other words for the commonest terms).  Every change of the first three was read again
by a blind native reader (tests/data/apply_read_blind.csv), every change of the fourth to the
twenty-eighth too (tests/data/apply_read_blind_4.csv … apply_read_blind_28.csv; the tenth's and eleventh's
changes in sentences that read otherwise after their fixes a second time,
apply_read_blind_10_whole_sentences.csv, apply_read_blind_11_whole_sentences.csv).

    python benchmarks/glossary_apply.py [--set 1|...|28] [--changes applied/changes.csv] [--json]
Figures only: nothing here asserts.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def silent_skips(changes, decisions, corpora: Path) -> tuple[int, int]:
    """(places a decision needs, places neither holding the target nor changed nor listed)."""
    from junta_lib.glossary.apply import find_phrase, named_apart, passages
    from junta_lib.glossary.readers import read_manifest
    from junta_lib.russian import RU_WORD
    manifest = read_manifest(corpora)
    needed = silent = 0
    for m in manifest[manifest.languages == "en+ru"].itertuples():
        text = (corpora / m.file).read_text(encoding="utf-8")
        found, _ = passages(text, m.corpus, m.shape)
        for d in decisions[decisions.corpus == m.corpus].itertuples():
            rows = changes[(changes.corpus == m.corpus) & (changes.source_term == d.source_term)]
            for p in found:
                named = named_apart(d.source_term, list(decisions[decisions.corpus == m.corpus].source_term), p.source)
                body = text[p.start:p.end]
                missing = named - len(find_phrase(body, list(RU_WORD.finditer(body)), RU_WORD.findall(d.chosen_target)))
                if missing <= 0:
                    continue
                needed += missing
                if "offset" in rows:
                    here = rows[(rows.offset >= p.start) & (rows.offset <= p.end)]
                else:                                  # an older change list: rows by location
                    here = rows[rows.location == p.location]
                if here.empty:
                    silent += missing
    return needed, silent


def main(argv=None) -> int:
    import pandas as pd

    from junta_lib.glossary.apply import APPLIED, apply_glossary
    from junta_lib.glossary.build import build_glossary
    parser = argparse.ArgumentParser()
    parser.add_argument("--changes", help="a change list to measure instead of this version's")
    parser.add_argument("--set", type=int, default=1, choices=tuple(range(1, 30)), help="which judged set of decisions")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    corpora = ROOT / "data" / "corpora"
    suffix = "" if args.set == 1 else f"_{args.set}"
    data = ROOT / "tests" / "data"
    decisions = pd.read_csv(data / f"apply_decisions{suffix}.csv", keep_default_na=False)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        shutil.copy(data / f"apply_decisions{suffix}.csv", out / "decisions.csv")
        if args.changes:
            changes = pd.read_csv(args.changes, keep_default_na=False)
        else:
            build_glossary(corpora, out, progress=False)
            changes = apply_glossary(out, corpora)
    judged = pd.read_csv(data / f"apply_judged{suffix}.csv", keep_default_na=False)
    done = changes[changes.status == APPLIED]
    key = ["corpus", "before", "after"] + (["offset"] if "offset" in changes else [])
    verdicts = judged.set_index(key).verdict.to_dict() if "offset" in changes else {}
    unjudged = [tuple(r) for r in done[key].itertuples(index=False) if tuple(r) not in verdicts]
    needed, silent = silent_skips(changes, decisions, corpora)
    figures = {"decisions": len(decisions), "applied": len(done), "for a human": len(changes) - len(done),
               "judged correct": sum(verdicts.get(tuple(r)) == "correct" for r in done[key].itertuples(index=False)),
               "not judged": len(unjudged), "places a decision needs": needed, "silent skips": silent}
    print(json.dumps(figures, ensure_ascii=False) if args.json else
          "\n".join(f"{k:<26}{v}" for k, v in figures.items()))
    for u in unjudged[:20]:
        print("not judged:", u, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
