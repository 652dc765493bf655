"""The sizes of input the glossary build accepts, checked before any work (a file's size from the
file system, its longest line in one pass): past them a build would run for minutes (the aligner
and the term finder grow faster than the text), so the input is refused in one line that says the
limit.  The kit's own corpora are far inside them (the JUNTA rulebook: 118 kB, lines of at most
5,300 characters).
"""
from __future__ import annotations

from pathlib import Path

from .errors import CorpusError

MAX_CORPUS_BYTES = 2_000_000        # one corpus file
MAX_LINE_CHARS = 20_000             # one line of a corpus (a pipe table's row, a paragraph's line)
MAX_DECISIONS_BYTES = 2_000_000     # decisions.csv, qa_review.csv
MAX_DECISIONS = 20_000              # rows of decisions.csv (the kit's glossary has a few hundred terms)


def check_size(path: Path, limit: int, what: str) -> None:
    size = Path(path).stat().st_size
    if size > limit:
        raise CorpusError(path, None, f"{size:,} bytes, more than the {limit:,} a {what} may have",
                          f"a {what} of at most {limit:,} bytes (split it into several)")


def check_lines(path: Path, text: str) -> None:
    """Refuse a text with a line longer than MAX_LINE_CHARS (found in one pass)."""
    start = 0
    number = 1
    while True:
        end = text.find("\n", start)
        stop = len(text) if end < 0 else end
        if stop - start > MAX_LINE_CHARS:
            raise CorpusError(path, number, f"a line of {stop - start:,} characters, more than {MAX_LINE_CHARS:,}",
                              f"lines of at most {MAX_LINE_CHARS:,} characters (a paragraph or a row each)")
        if end < 0:
            return
        start, number = end + 1, number + 1


def check_rows(path: Path, text: str, limit: int = MAX_DECISIONS) -> None:
    rows = text.count("\n")
    if rows > limit:
        raise CorpusError(path, None, f"{rows:,} lines, more than {limit:,}",
                          f"at most {limit:,} decisions, one a line")
