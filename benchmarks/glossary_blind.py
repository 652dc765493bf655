"""Draw the passages for a new blind hand list of the glossary's QA: those the earlier lists read least.

A blind list is written by a reviewer who sees neither the kit's code nor its output, on passages of the
translations, before any check is changed for it; the kit is then measured on it with
``junta_lib.glossary.quality.evaluate_blind`` (tests/data/qa_blindN.csv, its passages in
qa_blindN_units.csv).  This script draws the passages: a number of translated passages of each
corpus (``PER_CORPUS``: 50 in all, as the earlier lists), the ones the earlier units files hold least
often first, ties broken by the seed, and writes them as a units file (corpus, location, cell, lang,
text).  A passage is a whole translated cell of ``SHORTEST`` characters or more: a table's fragments
(cells "B.4") and bare page numbers are read inside their row.  The reviewer's brief is
benchmarks/glossary_blind_brief.md.

    python benchmarks/glossary_blind.py draw --seed 4912 --out /tmp/list49/units.csv [--also /tmp/list50/units.csv]
    python benchmarks/glossary_blind.py score [--qa glossary/qa.csv] [--misses inconsistent_term] [LIST ...]

``--also`` leaves out the passages of a units file not yet committed (two lists drawn at once read
different passages).
``score`` measures a build's findings (``--qa``) on the given lists, or on every list in tests/data (qa_dev.csv and qa_blind*.csv): the
claimed kinds found, by kind, and with ``--misses`` the problems of a kind no finding says.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from junta_lib.glossary.quality import evaluate_blind  # noqa: E402
from junta_lib.glossary.readers import read_all  # noqa: E402

TRANSLATED = ("ru", "zh")
PER_CORPUS = {"junta_en_ru": 12, "politics_ru": 10, "robinson_en_ru": 12, "rome_ru": 6, "viva_zh": 10}
SHORTEST = 16
KEY = ["corpus", "location", "cell"]


def times_read(units: list[Path]) -> pd.Series:
    """How many earlier units files hold each passage."""
    frames = [pd.read_csv(path, keep_default_na=False)[KEY].drop_duplicates() for path in units]
    if not frames:
        return pd.Series(dtype=int)
    return pd.concat(frames).value_counts()


def draw(corpora: Path, units: list[Path], seed: int, taken: list[Path] = ()) -> pd.DataFrame:
    passages = read_all(corpora)
    passages = passages[passages.lang.isin(TRANSLATED) & ~passages.cell.str.contains(".", regex=False)
                        & (passages.text.str.strip().str.len() >= SHORTEST)]
    passages = passages.drop_duplicates(KEY)[KEY + ["lang", "text"]].reset_index(drop=True)
    drawn = set(times_read(list(taken)).index)
    passages = passages[[key not in drawn for key in passages[KEY].itertuples(index=False, name=None)]]
    read = times_read(units)
    passages["read"] = [int(read.get(tuple(key), 0)) for key in passages[KEY].itertuples(index=False)]
    passages["tie"] = np.random.default_rng(seed).random(len(passages))
    ranked = passages.sort_values(["corpus", "read", "tie"])
    chosen = pd.concat(ranked[ranked.corpus == corpus].head(n) for corpus, n in PER_CORPUS.items())
    return chosen.sort_values(["corpus", "location", "cell"])[KEY + ["lang", "text"]].reset_index(drop=True)


def every_list() -> list[Path]:
    """The development list (tests/data/qa_dev.csv, the first three lists) and every blind list after it."""
    data = ROOT / "tests" / "data"
    lists = [p for p in data.glob("qa_blind*.csv") if not p.stem.endswith("_units")]
    return [data / "qa_dev.csv", *sorted(lists, key=lambda p: (len(p.stem), p.stem))]


def score(qa: Path, lists: list[Path]) -> pd.DataFrame:
    """Every claimed problem of the lists, with whether a finding of the build says it."""
    findings = pd.read_csv(qa, keep_default_na=False)
    tables = [evaluate_blind(findings, pd.read_csv(path, keep_default_na=False))["table"].assign(list=path.stem)
              for path in lists]
    table = pd.concat(tables, ignore_index=True)
    return table.assign(found=table.found.astype(bool))      # a list with no claimed problem gives an empty frame


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("draw", help="draw the passages of a new list")
    d.add_argument("--seed", type=int, required=True, help="breaks ties among passages read as often")
    d.add_argument("--out", type=Path, required=True, help="the units file to write (must not exist)")
    d.add_argument("--also", type=Path, action="append", default=[],
                   help="a units file not yet in tests/data whose passages are left out")
    d.add_argument("--corpora", type=Path, default=ROOT / "data" / "corpora")
    s = sub.add_parser("score", help="measure a build's findings on hand lists")
    s.add_argument("lists", type=Path, nargs="*", help="hand lists (default: tests/data/qa_dev.csv and every qa_blind*.csv)")
    s.add_argument("--qa", type=Path, default=ROOT / "glossary" / "qa.csv")
    s.add_argument("--misses", metavar="KIND", help="print the problems of this kind no finding says")
    args = parser.parse_args(argv)
    if args.command == "score":
        for path in [args.qa, *args.lists]:
            if not path.is_file():
                parser.error(f"{path}: no such file")
        table = score(args.qa, args.lists or every_list())
        by_kind = table.groupby("kind").found.agg(["sum", "count"])
        by_kind["share"] = (by_kind["sum"] / by_kind["count"]).round(2)
        print(by_kind.to_string())
        if args.misses:
            missed = table[(table.kind == args.misses) & ~table.found]
            print(missed[["list", "corpus", "location", "evidence"]].to_string(index=False))
        return 0
    if args.out.exists():
        parser.error(f"{args.out} exists; a drawn list is never overwritten (choose another --out)")
    for path in args.also:
        if not path.is_file():
            parser.error(f"--also {path}: no such units file")
    units = sorted((ROOT / "tests" / "data").glob("qa_blind*_units.csv"))
    chosen = draw(args.corpora, units, args.seed, args.also)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    chosen.to_csv(args.out, index=False)
    read = times_read(units)
    before = [int(read.get(tuple(key), 0)) for key in chosen[KEY].itertuples(index=False)]
    print(f"{len(chosen)} passages to {args.out}; read before by "
          f"{pd.Series(before).value_counts().sort_index().to_dict()} earlier lists (times: passages)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
