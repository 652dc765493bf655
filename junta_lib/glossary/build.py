"""``junta glossary build``: the whole pipeline, with a progress bar and a closing summary."""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pandas as pd

from ..core.rulesets import data_path
from .align import PAIR_COLUMNS, align_paragraphs, align_rows
from .errors import CorpusError
from .export import (
    apply_decisions,
    read_decisions,
    write_csv,
    write_tbx,
    write_tmx,
    write_xlsx,
)
from .ligatures import Vocabulary, repair
from .matching import match_renderings
from .monolingual import chinese_terms, reverse_index, russian_only_terms
from .qa import KINDS, findings
from .readers import read_corpus, read_manifest
from .reconcile import TERM_COLUMNS, reconcile


def build_glossary(corpora: str | Path | None = None, out: str | Path = "glossary",
                   progress: bool = True) -> dict:
    """Run the pipeline and write the outputs; returns the tables and the summary.  ``corpora``:
    a folder with a manifest.csv (default: the kit's own corpora)."""
    start = time.perf_counter()
    corpora = Path(corpora) if corpora is not None else data_path("corpora")
    out = Path(out)
    steps = ["read", "repair", "align", "match", "reconcile", "qa", "export"]
    bar = _bar(len(steps), progress)

    def step(name):
        bar.set_description(name)

    step("read")
    manifest = read_manifest(corpora)
    segments = pd.concat([read_corpus(corpora / m.file, m.corpus, m.shape) for m in manifest.itertuples()],
                         ignore_index=True)
    shapes = dict(zip(manifest["corpus"], manifest["shape"]))
    bar.update()

    step("repair")
    clean = segments[segments.corpus.map(shapes).eq("pipe_table") & segments.lang.eq("en")].text
    repairs = []
    texts = segments.text.tolist()
    for corpus in [c for c, s in shapes.items() if s == "alternating"]:
        idx = segments.index[(segments.corpus == corpus) & (segments.lang == "en")]
        vocab = Vocabulary(list(clean), [texts[i] for i in idx])
        for i in idx:
            fixed, log = repair(texts[i], vocab)
            texts[i] = fixed
            repairs += [(corpus, int(segments.location[i]), before, after) for before, after in log]
    segments = segments.assign(text=texts)
    bar.update()

    step("align")
    frames = [align_rows(segments, c) for c, s in shapes.items() if s == "pipe_table"]
    frames += [align_paragraphs(segments, c) for c, s in shapes.items() if s == "alternating"]
    pairs = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=PAIR_COLUMNS)
    bar.update()

    step("match")
    renderings = match_renderings(pairs)
    bar.update()

    step("reconcile")
    bilingual = reconcile(renderings)
    index = reverse_index(bilingual, renderings)
    others = []
    for corpus, shape in shapes.items():
        langs = manifest.set_index("corpus").languages[corpus]
        if shape == "lines" and langs == "ru":
            others.append(russian_only_terms(segments, corpus, index))
        elif shape == "lines" and langs.startswith("zh"):
            others.append(chinese_terms(segments, corpus))
    terms = pd.concat([bilingual] + others, ignore_index=True)[TERM_COLUMNS]
    decisions = read_decisions(out / "decisions.csv")
    terms, applied = apply_decisions(terms, decisions)
    bar.update()

    step("qa")
    qa = findings(segments, pairs, terms, renderings, repairs)
    bar.update()

    step("export")
    out.mkdir(parents=True, exist_ok=True)
    write_csv(terms, out / "terms.csv")
    write_csv(qa, out / "qa.csv")
    write_xlsx(terms, qa, out / "glossary.xlsx")
    write_tbx(terms, out / "glossary.tbx")
    write_tmx(pairs, out / "memory.tmx")
    bar.update()
    bar.close()
    seconds = time.perf_counter() - start
    summary = {"terms": len(terms), "terms_by_corpus": terms.groupby("corpus").size().to_dict(),
               "findings": {k: int((qa.kind == k).sum()) for k in KINDS}, "pairs": len(pairs),
               "repairs": len(repairs), "decisions_applied": applied, "seconds": round(seconds, 2)}
    return {"segments": segments, "pairs": pairs, "renderings": renderings, "terms": terms, "qa": qa,
            "summary": summary}


class _NoBar:
    def update(self, n=1): pass
    def set_description(self, text): pass
    def close(self): pass


def _bar(total: int, show: bool):
    if not show:
        return _NoBar()
    from tqdm import tqdm
    return tqdm(total=total, unit="step", file=sys.stderr, leave=False)


def print_summary(summary: dict, out=None) -> None:
    out = out or sys.stdout
    print(f"{'terms':<24}{summary['terms']:>8}", file=out)
    for corpus, count in summary["terms_by_corpus"].items():
        print(f"  {corpus:<22}{count:>8}", file=out)
    print(f"{'aligned pairs':<24}{summary['pairs']:>8}", file=out)
    print(f"{'ligature repairs':<24}{summary['repairs']:>8}", file=out)
    print(f"{'decisions applied':<24}{summary['decisions_applied']:>8}", file=out)
    print("findings", file=out)
    for kind, count in summary["findings"].items():
        print(f"  {kind:<22}{count:>8}", file=out)
    print(f"{'seconds':<24}{summary['seconds']:>8}", file=out)


def main(args) -> int:
    try:
        result = build_glossary(args.corpora, args.out, progress=not args.quiet)
    except CorpusError as err:
        print(f"junta glossary build: {err}", file=sys.stderr)
        return 2
    print_summary(result["summary"])
    return 0
