"""``junta glossary build``: the whole pipeline, with a progress bar and a closing summary."""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass, fields
from pathlib import Path

import pandas as pd

from ..core.batch import batch_collections
from ..core.rulesets import data_path
from .align import PAIR_COLUMNS, align_paragraphs, align_rows
from ..russian import plural_only_lemmas
from .discover import TermFinder
from .errors import CorpusError
from .decisions import DECISION_COLUMNS, apply_decisions, merge, open_workbook, read_decisions, read_workbook_decisions
from .export import write_outputs
from .files import check_out
from .frequency import FREQUENCIES
from .ligatures import Vocabulary, in_context, placed, repair
from .learn import en_positions, learn, ru_positions
from .matching import Lexicon, match_renderings, with_place_after, written_in
from .messages import said
from .monolingual import chinese_terms, reverse_index, russian_only_terms
from .qa import KINDS, findings, games_words_to_decide, text_findings
from .qa_review import (STATUSES, apply_review, finding_ids, merge_review, read_review, read_workbook_review,
                        shown_statuses)
from .readers import read_corpus, read_manifest
from .replaced import replaced_here
from .reconcile import TERM_COLUMNS, reconcile
from .terms import SEGMENTS, allowlist, kit_terms
from .tmx import memory_units, split_sentences
from .workbook import remember_written, untouched_since_written


@batch_collections()              # hundreds of thousands of short-lived rows (core/batch.py)
def build_glossary(corpora: str | Path | None = None, out: str | Path = "glossary",
                   progress: bool = True, seed: bool = True) -> dict:
    """Run the pipeline and write the outputs; returns the tables and the summary.  ``corpora``:
    a folder with a manifest.csv (default: the kit's own corpora).  ``seed=False`` leaves out the
    hand-made lists (the English term list and the word lexicon): the terms are then discovered and
    their translations learned from the corpora alone."""
    start = time.perf_counter()
    corpora = Path(corpora) if corpora is not None else data_path("corpora")
    out = check_out(Path(out))                   # a bad --out is said before the work, not after it
    steps = ["read", "repair", "align", "match", "reconcile", "qa", "export"]
    bar = _bar(len(steps), progress)
    timings: dict[str, float] = {}
    clock = [time.perf_counter(), None]

    def step(name):
        now = time.perf_counter()
        if clock[1] is not None:
            timings[clock[1]] = round(now - clock[0], 3)
        clock[0], clock[1] = now, name
        bar.set_description(name)

    step("read")
    recorded = read_decisions(out / "decisions.csv")          # bad input is said before the work
    review = read_review(out / "qa_review.csv")
    from_book = pd.DataFrame(columns=DECISION_COLUMNS)
    if not untouched_since_written(out / "glossary.xlsx"):     # worked in since the last build: read it back
        book = open_workbook(out / "glossary.xlsx")             # once, for decisions and statuses
        try:
            from_book = read_workbook_decisions(out / "glossary.xlsx", book)
            review = merge_review(review, read_workbook_review(out / "glossary.xlsx", shown_statuses(out), book))
        finally:
            if book is not None:
                book.close()
    key = _corpus_key(corpora, seed)
    kept, how = _read_kept_work(key)
    work = kept.copied() if kept is not None else _corpus_work(corpora, seed, key, step, bar)
    if kept is not None:                 # the corpora as the last build read them: their work is reused
        bar.update(4)
        step("reconcile")
    manifest, segments, pairs, renderings = work.manifest, work.segments, work.pairs, work.renderings
    finders, repairs, read_warnings = work.finders, work.repairs, work.read_warnings
    terms, shapes = work.terms, work.shapes
    decisions, from_workbook = merge(recorded, from_book)
    terms, applied, warnings = apply_decisions(terms, decisions)
    terms = games_words_to_decide(terms, segments)
    warnings = read_warnings + recorded.attrs.get("warnings", []) + warnings
    bar.update()

    step("qa")
    zh = [c for c, s in shapes.items() if manifest.set_index("corpus").languages[c].startswith("zh")]
    qa = findings(segments, pairs, terms, renderings, repairs, finders, zh, work.lexicon, work.text_findings)
    # a reviewer's change that corrects nothing (a synonym, words reordered) is a preference, no problem of
    # the text: listed in style_proposals.csv for the translators, not among the findings of qa.csv
    style = qa[qa.kind == "style_proposal"].reset_index(drop=True)
    style.insert(0, "id", finding_ids(style))
    qa = qa[qa.kind != "style_proposal"].reset_index(drop=True)
    qa, review, review_warnings = apply_review(qa, review)
    warnings += review_warnings
    bar.update()

    step("export")
    units = memory_units(pairs, renderings, terms, replaced_here(qa))
    keep = decisions if from_workbook or not (out / "decisions.csv").exists() else None
    from .. import __version__
    occurrences = concordance(renderings, pairs)
    write_outputs(out, terms, qa, units, contexts(segments, terms), keep, __version__, occurrences, review, style)
    SEGMENTS.save()
    FREQUENCIES.save()
    remember_written(out / "glossary.xlsx")
    bar.update()
    bar.close()
    step(None)
    seconds = time.perf_counter() - start
    summary = {"terms": len(terms), "terms_by_corpus": terms.groupby("corpus").size().to_dict(),
               "findings": {k: int((qa.kind == k).sum()) for k in KINDS if k != "style_proposal"},
               "style_proposals": len(style),
               "findings_by_status": {st: int((qa.status == st).sum()) for st in STATUSES}, "pairs": len(pairs),
               "repairs": len(repairs), "decisions_applied": applied,
               "decisions_from_workbook": from_workbook, "memory_units": len(units), "warnings": warnings,
               "review_moved": review.attrs.get("moved", 0), "review_unmatched": review.attrs.get("unmatched", []),
               "seconds": round(seconds, 2), "step_seconds": timings,
               "corpus_work": how}
    return {"segments": segments, "pairs": pairs, "renderings": renderings, "terms": terms, "qa": qa, "style": style,
            "units": units, "decisions": decisions, "occurrences": occurrences, "summary": summary}


OCCURRENCE_COLUMNS = ["corpus", "source_term", "location", "cell", "line", "variant", "rendering", "citation",
                      "kind", "source_sentence", "target_sentence"]


def concordance(renderings: pd.DataFrame, pairs: pd.DataFrame) -> pd.DataFrame:
    """Every occurrence of a term in a translation, with the source and target sentences around it
    (occurrences.csv): what a reviewer reads before deciding.  The source sentence is the one aligned
    with the target sentence that holds the rendering."""
    from .tmx import align_sentences, split_sentences
    rows = []
    by_key = {(p.corpus, p.tgt_location, p.variant, p.cell): p for p in pairs.itertuples()}
    aligned: dict = {}
    for r in renderings.itertuples():
        key = (r.corpus, r.location, r.variant, r.cell)
        p = by_key.get(key)
        src, tgt = (p.src, p.tgt) if p is not None else ("", "")
        target = _sentence_at(tgt, int(r.start))
        if key not in aligned:
            aligned[key] = align_sentences(split_sentences(src), split_sentences(tgt)) if p is not None else []
        source = next((s for s, t in aligned[key] if target[:40] and target[:40] in t), "")
        if not source:
            source = _sentence_at(src, src.lower().find(str(r.term_surface).lower()))
        rows.append([r.corpus, r.source_term, int(r.location), r.cell, int(r.line), r.variant, r.rendering, r.group,
                     r.kind, source[:400], target])
    return pd.DataFrame(rows, columns=OCCURRENCE_COLUMNS)


def _sentence_at(text: str, pos: int) -> str:
    """The sentence of ``text`` around character ``pos`` (at most 400 characters)."""
    from .tmx import split_sentences
    if pos < 0 or not text:
        return text[:400]
    flat = " ".join(text[:pos].split())             # the sentences are cut from the text with its spaces folded
    at = len(flat) + (1 if flat and text[:pos][-1:].isspace() else 0)
    cursor = 0
    folded = " ".join(text.split())
    for sentence in split_sentences(text):
        start = folded.find(sentence[:30], cursor)
        if start < 0:
            continue
        end = start + len(sentence)
        if start <= at < end + 1:
            return sentence[:400]
        cursor = end
    return folded[max(0, at - 150):at + 250]


def unrendered(finders: dict, renderings: pd.DataFrame) -> pd.DataFrame:
    """The terms found in the English for which no translation gave a rendering at all."""
    rows = []
    for corpus, finder in finders.items():
        seen = set(renderings[renderings.corpus == corpus].term)
        for key, n in sorted(finder.frequency.items()):
            if key in seen or key in finder.aliases:
                continue
            rows.append([corpus, finder.key_surface(key), "en", "ru", "", "", said("no_rendering_in_translations"),
                         "no rendering", "", said("times_in_english", n=n)])
    return pd.DataFrame(rows, columns=TERM_COLUMNS)


def contexts(segments: pd.DataFrame, terms: pd.DataFrame) -> dict:
    """A sentence of the source text that uses each term, for the termbase."""
    out = {}
    sources = segments[segments.variant.isin(["source", "paragraph", "text"]) & segments.lang.isin(["en", "ru", "zh"])]
    by_corpus = {c: list(g.text) for c, g in sources.groupby("corpus")}
    for t in terms.itertuples():
        needle = str(t.source_term).lower()[:max(4, len(str(t.source_term)) - 2)]
        for text in by_corpus.get(t.corpus, ()):
            if needle in text.lower():
                sentence = next((s for s in split_sentences(text) if needle in s.lower()), "")
                if sentence:
                    out[(t.corpus, t.source_term)] = sentence[:300]
                    break
    return out


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
    if summary.get("decisions_from_workbook"):
        print(f"{'  from the workbook':<24}{summary['decisions_from_workbook']:>8}", file=out)
    print(f"{'memory units':<24}{summary.get('memory_units', 0):>8}", file=out)
    print("findings", file=out)
    for kind, count in summary["findings"].items():
        print(f"  {kind:<22}{count:>8}", file=out)
    if summary.get("findings_by_status"):
        print("  " + ", ".join(f"{n} {st}" for st, n in summary["findings_by_status"].items()), file=out)
    if "style_proposals" in summary:
        print(f"{'style proposals':<24}{summary['style_proposals']:>8}  (style_proposals.csv, no findings)", file=out)
    if summary.get("review_moved") or summary.get("review_unmatched"):
        unmatched = summary.get("review_unmatched", [])
        print(f"  {summary.get('review_moved', 0)} dismissed findings moved; {len(unmatched)} could not be matched"
              + (f": {', '.join(unmatched)}" if unmatched else ""), file=out)
    print(f"{'seconds':<24}{summary['seconds']:>8}", file=out)


def main(args) -> int:
    try:
        result = build_glossary(args.corpora, args.out, progress=not args.quiet)
    except CorpusError as err:
        print(f"junta glossary build: {err}", file=sys.stderr)
        return 2
    for warning in result["summary"]["warnings"]:
        print(f"junta glossary build: warning: {warning}", file=sys.stderr)
    print_summary(result["summary"])
    return 0


#: the corpus work of the last builds in this process (key: the corpus files' bytes and ``seed``), so
#: that a rebuild after a decision (the review notebook's, the workbook's) redoes only what decisions
#: change: applying them, the findings and the files.  The same work is kept in the user's cache folder
#: (core.cache) under the same key, so that a build in a new process (``junta glossary build`` again
#: after a decision) reads it back instead of doing it again
_KEPT: dict[str, "_Work"] = {}

#: the libraries whose answers the corpus work holds (a new version of one is a new key)
_WORK_LIBRARIES = ("pandas", "numpy", "pymorphy3", "pymorphy3-dicts-ru", "jieba", "wordfreq", "OpenCC", "pypinyin")


def _corpus_key(corpora: Path, seed: bool) -> str | None:
    """What the corpus work depends on: the manifest's and every listed file's bytes, ``seed``, the kit's
    code as this process loaded it (_kit_code) and its data folder as it is now (_data_fingerprint); None when a
    file cannot be read: the build then does the work without keeping it (and says what is wrong with a
    corpus)."""
    import hashlib
    if not _CODE:
        return None                                     # the kit's code could not be read: nothing is kept
    try:
        digest = hashlib.sha256(str(seed).encode() + b"\0" + _CODE + _data_fingerprint(data_path()).encode())
        manifest = read_manifest(corpora)
        digest.update((corpora / "manifest.csv").read_bytes())
        for name in manifest.file:
            digest.update(name.encode() + b"\0" + (corpora / name).read_bytes())
    except (CorpusError, OSError):
        return None
    return digest.hexdigest()


def _kit_code() -> bytes:
    """The kit's code (every .py file of junta_lib), Python's version and the versions of the libraries the
    corpus work asks (and the Russian dictionary's path and meta.json: _dictionary_meta), read when this
    module is imported: a kernel that imported the kit before a ``git pull`` keeps the key of the code it
    runs, not of the code on disk.  Empty when a file cannot be read (nothing is then kept)."""
    import hashlib
    import os

    from ..core.cache import package_version
    digest = hashlib.sha256(sys.version.encode())
    digest.update(os.environ.get("PYMORPHY3_DICT_PATH", "").encode() + b"\0")    # another Russian dictionary
    digest.update(_dictionary_meta() + b"\0")                                    # or one compiled again
    for name in _WORK_LIBRARIES:
        digest.update(f"{name}={package_version(name)}\0".encode())
    code = Path(__file__).resolve().parents[1]
    try:
        for path in sorted(p for p in code.rglob("*.py") if "__pycache__" not in p.parts):
            digest.update(str(path.relative_to(code)).encode() + b"\0" + path.read_bytes())
    except OSError:
        return b""
    return digest.hexdigest().encode()


def _dictionary_meta() -> bytes:
    """The Russian dictionary's description of itself (its meta.json: the source's revision, when it was
    compiled), so that a dictionary compiled again in place, at the same path, is another key's."""
    from ..russian.analysis import dictionary_path
    path = dictionary_path()
    try:
        return (Path(path) / "meta.json").read_bytes() if path else b""
    except OSError:
        return b""


def _data_fingerprint(data: Path) -> str:
    """The data folder as it is now (every file: the word lists, the term list, the lexicon), read at each
    build, since the running code reads it then; raises OSError when a file cannot be read."""
    import hashlib
    digest = hashlib.sha256()
    for path in sorted(p for p in data.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(str(path.relative_to(data)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def _read_kept_work(key: str | None) -> tuple["_Work | None", str]:
    """The corpus work kept under ``key`` and where it was kept: this process's ("reused"), else the
    cache folder's ("read from the cache"); (None, "done") when neither has it."""
    if key is None:
        return None, "done"
    kept = _KEPT.get(key)
    if kept is not None:
        return kept, "reused"
    from ..core.cache import read_pickled
    kept = read_pickled(f"glossary-work-{key[:40]}.pickle", _Work)
    if kept is None:
        return None, "done"
    _KEPT.clear()
    _KEPT[key] = kept
    return kept, "read from the cache"


@dataclass(frozen=True)
class _Work:
    """What the corpora alone give a build (see _corpus_work)."""
    manifest: pd.DataFrame
    segments: pd.DataFrame
    pairs: pd.DataFrame
    renderings: pd.DataFrame
    finders: dict
    repairs: list
    read_warnings: list
    terms: pd.DataFrame
    shapes: dict
    lexicon: object = None               # the word translations learned from the aligned units (read only)
    text_findings: dict | None = None    # the findings of the checks that read the corpora alone (qa.text_findings)

    def copied(self) -> "_Work":
        """Tables copied, so that nothing later in a build changes the kept ones."""
        return _Work(**{f.name: getattr(self, f.name) if f.name == "lexicon" else getattr(self, f.name).copy()
                        for f in fields(self)})


def _corpus_work(corpora: Path, seed: bool, kept_as: str | None, step, bar) -> "_Work":
    """The build's work on the corpora alone (read, repair, align, match, the terms before any
    decision, and the findings of the checks that read no term), kept under ``kept_as`` for the next
    build of the same corpora, in this process and in the cache folder."""
    manifest = read_manifest(corpora)
    frames = [read_corpus(corpora / m.file, m.corpus, m.shape) for m in manifest.itertuples()]
    read_warnings = [w for f in frames for w in f.attrs.get("warnings", [])]
    segments = pd.concat(frames, ignore_index=True)
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
            original = texts[i]
            fixed, log = repair(original, vocab)
            texts[i] = fixed
            for at, before, after in placed(original, log):
                line = int(segments.line[i]) + original[:max(at, 0)].count("\n")
                shown = in_context(original, at, at + len(before)) if at >= 0 else before
                repairs.append((corpus, int(segments.location[i]), line, shown, after))
    segments = segments.assign(text=texts)
    bar.update()

    step("align")
    frames = [align_rows(segments, c) for c, s in shapes.items() if s == "pipe_table"]
    frames += [align_paragraphs(segments, c) for c, s in shapes.items() if s == "alternating"]
    pairs = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=PAIR_COLUMNS)
    bar.update()

    step("match")
    bilingual_corpora = [c for c, s in shapes.items() if s in ("pipe_table", "alternating")]
    names = allowlist()
    finders = {}
    for corpus in bilingual_corpora:
        english = segments[(segments.corpus == corpus) & (segments.lang == "en")
                           & segments.variant.isin(["source", "paragraph"])].text
        finders[corpus] = TermFinder(english, seed=kit_terms() if seed else (), names=names)
    units = [(en_positions(p.src), ru_positions(p.tgt)) for p in pairs.itertuples()]
    lexicon = Lexicon(learn(units), seed=seed)
    renderings = with_place_after(match_renderings(pairs, finders, lexicon), pairs)
    bar.update()

    step("reconcile")
    plural = {c: plural_only_lemmas(segments[(segments.corpus == c) & (segments.lang == "ru")].text)
              for c in shapes}
    frequency = {(c, key): n for c, f in finders.items() for key, n in f.frequency.items()}
    bilingual = reconcile(renderings, plural, frequency, written_in(pairs, finders))
    bilingual = pd.concat([bilingual, unrendered(finders, renderings)], ignore_index=True)
    index = reverse_index(bilingual)
    words_en = lexicon.reverse()
    others = []
    for corpus, shape in shapes.items():
        langs = manifest.set_index("corpus").languages[corpus]
        if shape == "lines" and langs == "ru":
            others.append(russian_only_terms(segments, corpus, index, words_en))
        elif shape == "lines" and langs.startswith("zh"):
            others.append(chinese_terms(segments, corpus, seed=seed))
    terms = pd.concat([bilingual] + others, ignore_index=True)[TERM_COLUMNS]

    step("text checks")
    zh = [c for c in shapes if manifest.set_index("corpus").languages[c].startswith("zh")]
    text = text_findings(segments, pairs, repairs, finders, zh)
    work = _Work(manifest=manifest, segments=segments, pairs=pairs, renderings=renderings, finders=finders,
                 repairs=repairs, read_warnings=read_warnings, terms=terms, shapes=shapes, lexicon=lexicon,
                 text_findings=text)
    if kept_as is not None:
        from ..core.cache import keep_pickled
        _KEPT.clear()                                   # one set of corpora kept: the one being reviewed
        _KEPT[kept_as] = work
        keep_pickled(f"glossary-work-{kept_as[:40]}.pickle", work)
    return work.copied()


#: the kit's code and libraries as this process loaded them (see _kit_code)
_CODE = _kit_code()
