"""Where the glossary build reads and writes, made safe: the output folder checked before any work,
the outputs moved into place as one change (a journal: a build stopped half-way is completed by the
next one, and a reader never sees a mix).  The build's cache is junta_lib.core.cache's.

The journal: every output is first written into a staging folder inside the glossary folder; then
``.glossary-build.json`` names the staging folder and the files (the commit point); then the files
are moved in, one rename each, and the journal is removed.  ``recover(out)``, run by every build and
by every reader of a glossary folder, finishes a move that was stopped after the commit point and
removes staging folders of builds stopped before it.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

from .errors import CorpusError

JOURNAL = ".glossary-build.json"
STAGING = ".glossary-build-"


def check_out(out: Path) -> Path:
    """``out`` as a folder the build can write into, created if missing; CorpusError (one line, what
    is wrong and what is wanted) before any work otherwise."""
    out = Path(out)
    want = "a folder for the glossary's outputs (created when missing) that you may write into"
    if out.exists() and not out.is_dir():
        raise CorpusError(out, None, "is a file, not a folder", want)
    try:
        out.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=STAGING + "probe-", dir=out)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        raise CorpusError(out, None, f"cannot be written ({err.strerror or type(err).__name__})", want) from None
    recover(out)
    return out


def recover(out: Path) -> None:
    """Finish a move of outputs that a stopped build had committed; remove what stopped builds left."""
    out = Path(out)
    journal = out / JOURNAL
    if journal.exists():
        try:
            plan = json.loads(journal.read_text(encoding="utf-8"))
            staging = out / plan["staging"]
            names = list(plan["names"])
        except (OSError, ValueError, KeyError, TypeError):
            journal.unlink(missing_ok=True)
        else:
            _move(out, staging, names)
    for stale in out.glob(STAGING + "*"):
        if stale.is_dir():
            shutil.rmtree(stale, ignore_errors=True)
        else:
            stale.unlink(missing_ok=True)


@contextmanager
def staged(out: Path):
    """A staging folder inside ``out`` to write outputs into before ``publish``; removed afterwards
    unless a move into place began (the next build or reader finishes that one)."""
    staging = Path(tempfile.mkdtemp(prefix=STAGING, dir=out))
    try:
        yield staging
    finally:
        if not (out / JOURNAL).exists():
            shutil.rmtree(staging, ignore_errors=True)


def publish(out: Path, staging: Path, names: list[str]) -> None:
    """Move ``names`` from ``staging`` into ``out`` as one change (see the module docstring)."""
    plan = {"staging": staging.name, "names": names}
    tmp = out / (STAGING + "journal.tmp")
    tmp.write_text(json.dumps(plan), encoding="utf-8")
    with open(tmp, "rb+") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, out / JOURNAL)                      # the commit point
    _move(out, staging, names)


def _move(out: Path, staging: Path, names: list[str]) -> None:
    for name in names:
        if (staging / name).exists():
            if (staging / name).is_dir() and (out / name).is_dir():
                shutil.rmtree(out / name)          # a folder of outputs (the schemas): replaced whole
            os.replace(staging / name, out / name)
    (out / JOURNAL).unlink(missing_ok=True)
    shutil.rmtree(staging, ignore_errors=True)
