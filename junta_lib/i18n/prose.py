"""The notebooks' own Markdown prose in the catalogs, and the notebooks written in a language.

A Markdown cell is read as paragraphs: its source split on lines that are blank (after ``strip()``),
a paragraph the run of lines between, each line ``rstrip()``-ed, joined with ``"\\n"``.  That text is
the catalog entry's msgid (a heading, a list, a table or a fenced block with no blank line inside it
is one paragraph), so a translator edits the notebooks' prose in the same PO file as the game's
sentences.  A paragraph is no template: its entry is flagged ``no-python-format`` and
``no-python-brace-format`` (a ``{...}`` in a code span or a "95%" is text, never a slot), and its
slots are not checked; :func:`markup_problems` checks instead that a translation keeps the English's
code spans, links' addresses, heading levels, tables' cells and lists' items.

:func:`write_notebooks` writes the kit's notebooks in a language (``junta notebooks --lang ru``,
``junta lab --lang ru``): each paragraph from the catalog (a paragraph the catalog lacks stays
English and is counted), the code cells as they are, except that each notebook opens in its
language: a lesson's ``language_bar()`` names it, and a notebook without one gets the language bar as
its first code cell.  In Chinese a paragraph's wrapped lines are joined (:func:`unwrapped`).  A copy the user has changed since it was written (answers typed in, a saved
game's outputs) is kept, never written over.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from . import N_, NAMES, normalise, tr

#: the flags a paragraph's entry carries: it is text, not a format string
PROSE_FLAGS = ("no-python-format", "no-python-brace-format")
#: what the translator is told above every paragraph
PROSE_NOTE = ("Markdown of a notebook (the reference: the notebook and its cell, counted from 1): keep the markup "
              "(#, **, *, |, -, links), the `code` spans, the links' addresses and the names of functions as they "
              "are; translate the words")
#: the notebooks' folder of a source checkout
KIT_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: the call that sets a lesson's language (its argument names the language)
BAR_CALL = re.compile(r"\blanguage_bar\(\s*\)")
#: the first code cell of a translated notebook that has no language bar of its own
BAR_CELL = "from junta_lib.lessons import language_bar\n\nlanguage_bar({lang!r})   # {names}"
#: the file in a folder of translated notebooks that remembers what was written (to keep a user's changes)
MANIFEST = ".junta-notebooks.json"


def paragraphs(source: str) -> list[str]:
    """The paragraphs of a Markdown cell's source, each as its catalog msgid."""
    out, run = [], []
    for line in source.split("\n"):
        if line.strip():
            run.append(line.rstrip())
        elif run:
            out.append("\n".join(run))
            run = []
    if run:
        out.append("\n".join(run))
    return out


def cell_source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def notebook_paragraphs(folder: Path | None = None) -> list[tuple[str, str, int]]:
    """(paragraph, notebook file name, cell index) of every Markdown cell of the notebooks in
    ``folder`` (the kit's own by default), in order."""
    folder = Path(folder or KIT_NOTEBOOKS)
    out = []
    for path in sorted(folder.glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for index, cell in enumerate(notebook.get("cells", [])):
            if cell.get("cell_type") == "markdown":
                out += [(text, path.name, index) for text in paragraphs(cell_source(cell))]
    return out


#: the languages whose words a line break must not part: a paragraph's line break between two Chinese
#: characters is drawn as a space ("電腦玩家 名列第一"), so the wrapped lines are joined
NO_SPACES = ("zh_Hant",)
_CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef「」『』《》（）—…"
_CJK_END, _CJK_START = re.compile(f"[{_CJK}]$"), re.compile(f"[{_CJK}]")
#: a line that starts a block of its own (a table row, a heading, a list item, a quote, a fence)
_BLOCK_LINE = re.compile(r"\s*(?:[|#>]|```|[-*+]\s|\d+\.\s)")


def unwrapped(text: str, lang: str) -> str:
    """A paragraph as ``lang`` shows it: in Chinese, lines wrapped inside a sentence joined without the
    space a line break would draw; a table's rows, a list's items, a heading, a fenced block kept."""
    if lang not in NO_SPACES:
        return text
    out, fenced = [], False
    for line in text.split("\n"):
        starts_block = fenced or bool(_BLOCK_LINE.match(line))
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if out and not starts_block and not out[-1].lstrip().startswith(("|", "#", "```")) and \
                (_CJK_END.search(out[-1]) or _CJK_START.match(line.lstrip())):
            out[-1] += line.lstrip()
        else:
            out.append(line)
    return "\n".join(out)


def translated(source: str, table: dict[str, str], lang: str = "") -> tuple[str, list[str]]:
    """A Markdown cell's source with each paragraph ``table`` translates replaced by its translation
    (the blank lines between kept as they are; :func:`unwrapped` in ``lang``), and the paragraphs it
    does not translate."""
    lines = source.split("\n")
    out, missing, start = [], [], None
    for i, line in enumerate([*lines, ""]):
        if line.strip() and start is None:
            start = i
        elif not line.strip() and start is not None:
            english = "\n".join(part.rstrip() for part in lines[start:i])
            said = table.get(english)
            if said:
                out.append(unwrapped(said, lang))
            else:
                out.append("\n".join(lines[start:i]))
                missing.append(english)
            start = None
        if not line.strip() and i < len(lines):
            out.append(line)
    return "\n".join(out), missing


def _lines(text: str) -> list[str]:
    """A cell's source as a notebook file stores it: lines, each but the last ending in a newline."""
    return text.splitlines(keepends=True)


def in_language(notebook: dict, lang: str, table: dict[str, str]) -> tuple[dict, list[str]]:
    """A copy of ``notebook`` (its JSON) in ``lang``: its Markdown from ``table`` (msgid -> translation),
    its code as it is but opening in ``lang``; and the paragraphs left in English."""
    copy = json.loads(json.dumps(notebook))
    missing, has_bar = [], False
    for cell in copy.get("cells", []):
        source = cell_source(cell)
        if cell.get("cell_type") == "markdown":
            said, lacking = translated(source, table, lang)
            missing += lacking
            cell["source"] = _lines(said)
        elif cell.get("cell_type") == "code" and BAR_CALL.search(source):
            cell["source"] = _lines(BAR_CALL.sub(f"language_bar({lang!r})", source, count=1))
            has_bar = True
    if not has_bar:
        first = next((i for i, c in enumerate(copy.get("cells", [])) if c.get("cell_type") == "code"),
                     len(copy.get("cells", [])))
        bar = {"cell_type": "code", "execution_count": None, "id": "junta-language", "metadata": {}, "outputs": [],
               "source": _lines(BAR_CELL.format(lang=lang, names=" · ".join(NAMES.values())))}
        copy.setdefault("cells", []).insert(first, bar)
    copy.setdefault("metadata", {})["junta"] = {"lang": lang}
    return copy, missing


def is_prose(message) -> bool:
    """Whether a catalog entry (a Babel message) is a paragraph of the notebooks' prose."""
    return "no-python-brace-format" in message.flags


def as_prose(message) -> None:
    """Keep a paragraph's entry flagged as text: Babel guesses a format from a "{" or a "95% i"
    each time it reads one."""
    if is_prose(message):
        message.flags -= {"python-format", "python-brace-format"}
        message.flags |= set(PROSE_FLAGS)


class NotebookError(ValueError):
    """The notebooks cannot be written where asked (a folder that is not one, not writable)."""


@dataclass
class Written:
    """What :func:`write_notebooks` did."""

    lang: str
    folder: Path
    written: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)         # changed by the user since they were written
    paragraphs: int = 0
    missing: list[str] = field(default_factory=list)      # paragraphs left in English (each time met)

    def summary(self) -> str:
        """What was done, in the current language (``junta notebooks`` prints it)."""
        out = tr("{language}: {n} notebooks written to {folder}; {said} of {total} paragraphs of prose translated",
                 language=NAMES[self.lang], n=len(self.written), folder=self.folder,
                 said=self.paragraphs - len(self.missing), total=self.paragraphs)
        if self.missing:
            out += tr(", {n} left in English (python -m junta_lib.i18n.extract --check lists them)",
                      n=len(self.missing))
        if self.kept:
            out += tr("; kept {n} you have changed since ({names}): delete one to have it written anew",
                      n=len(self.kept), names=", ".join(self.kept))
        return out


#: why a folder or file could not be made, in the reader's words (anything else: the system's own)
OS_REASONS = {errno.EACCES: N_("permission denied"), errno.EPERM: N_("permission denied"),
              errno.ENOTDIR: N_("a part of the path is a file"), errno.EROFS: N_("the disk is read-only"),
              errno.ENOSPC: N_("the disk is full"), errno.EEXIST: N_("a file of that name is in the way")}


def os_reason(err: OSError) -> str:
    """Why an ``OSError`` happened, in the current language where the kit knows the reason."""
    reason = OS_REASONS.get(err.errno)
    return tr(reason) if reason else (err.strerror or str(err))


def default_folder(lang: str) -> Path:
    """Where the translated notebooks go unless told: ``~/Junta notebooks/<lang>`` (or under the
    folder ``JUNTA_SAVES`` names), the user's own, never among the kit's notebooks."""
    return Path(os.environ.get("JUNTA_SAVES") or Path.home() / "Junta notebooks") / lang


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_notebooks(lang: str, out: Path | None = None, source: Path | None = None,
                    table: dict[str, str] | None = None) -> Written:
    """Write every notebook of ``source`` (the kit's own by default) in ``lang`` into ``out``
    (:func:`default_folder` by default).  A copy changed since the kit wrote it is kept as it is."""
    from . import words
    lang = normalise(lang)
    source = Path(source or KIT_NOTEBOOKS)
    notebooks = sorted(source.glob("*.ipynb"))
    if not notebooks:
        raise NotebookError(tr("no notebooks (*.ipynb) in {folder}: run this from the kit's folder, or name --notebooks",
                                folder=source))
    out = Path(out or default_folder(lang)).expanduser()
    if out.exists() and not out.is_dir():
        raise NotebookError(tr("--out {out}: that is a file; name a folder (it is made if it does not exist)", out=out))
    if out.resolve() == source.resolve():
        raise NotebookError(tr("--out {out}: that is the kit's own notebooks' folder; name another", out=out))
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise NotebookError(tr("--out {out}: the folder cannot be made ({why})", out=out, why=os_reason(err))) from None
    if not os.access(out, os.W_OK):
        raise NotebookError(tr("--out {out}: the folder is not writable; name another", out=out))
    table = words(lang).catalog if table is None else table
    manifest_path = out / MANIFEST
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8")) if manifest_path.exists() else {}
    except ValueError:
        manifest = {}
    done = Written(lang, out)
    for path in notebooks:
        notebook = json.loads(path.read_text(encoding="utf-8"))
        copy, missing = in_language(notebook, lang, {} if lang == "en" else table)
        done.paragraphs += sum(len(paragraphs(cell_source(c))) for c in notebook.get("cells", [])
                               if c.get("cell_type") == "markdown")
        done.missing += missing if lang != "en" else []
        data = (json.dumps(copy, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
        target = out / path.name
        if target.exists() and _digest(target.read_bytes()) != manifest.get(path.name):
            done.kept.append(path.name)
            continue
        part = target.with_name(f".{target.name}.part")
        try:
            part.write_bytes(data)
            os.replace(part, target)
        except OSError as err:
            part.unlink(missing_ok=True)
            raise NotebookError(tr("--out {out}: {notebook} cannot be written ({why})", out=out, notebook=path.name,
                                     why=os_reason(err))) from None
        manifest[path.name] = _digest(data)
        done.written.append(path.name)
        manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return done


# -- a translation's markup -------------------------------------------------------------------------
_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
_LINK_TARGET = re.compile(r"\]\(([^)\s]+)\)")
_FENCED = re.compile(r"```.*?(?:```|\Z)", re.S)


def words_of(text: str) -> str:
    """A paragraph as language: without its fenced code, `code` spans and links' addresses (code,
    the same in every language), for the checks a reader's words are held to."""
    return _LINK_TARGET.sub("]", _CODE_SPAN.sub(" ", _FENCED.sub(" ", text)))
_HEADING = re.compile(r"^(#{1,6})\s", re.M)
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+\.)\s", re.M)


def markup_problems(english: str, translation: str) -> list[str]:
    """What a paragraph's translation lost of its English's markup: a `code` span, a link's address,
    a heading's level, a table's rows and cells, a list's items.  Empty when it kept them all."""
    out = []
    for name, pattern, group in (("code span", _CODE_SPAN, 0), ("link to", _LINK_TARGET, 1)):
        kept = [m[group] for m in pattern.finditer(translation)]
        for m in pattern.finditer(english):
            if m[group] in kept:
                kept.remove(m[group])
            else:
                out.append(f"{name} {m[group]} is not in the translation")
    if _HEADING.findall(english) != _HEADING.findall(translation):
        out.append("the headings' levels (#, ##) differ from the English")
    if _table(english) != _table(translation):
        out.append("the table's rows or cells differ from the English")
    if len(_LIST_ITEM.findall(english)) != len(_LIST_ITEM.findall(translation)):
        out.append("the list's items differ from the English")
    return out


def _table(text: str) -> list[int]:
    """The cell borders (|) of each row of a Markdown table in ``text``."""
    return [line.count("|") for line in text.split("\n") if line.lstrip().startswith("|")]
