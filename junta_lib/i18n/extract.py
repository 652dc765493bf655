"""Remake the catalogs' template from the kit's sources and merge it into every language.

    python -m junta_lib.i18n.extract            # writes locale/junta.pot, updates each junta.po
    python -m junta_lib.i18n.extract --check    # says what is missing or refused, changes nothing
    python -m junta_lib.i18n.extract --migrate  # only rewrites entries of the earlier slot syntax

A sentence is found where the kit marks it: ``g.emit(kind, TEMPLATE, ...)``,
``g.tell(seats, kind, TEMPLATE, ...)``, ``g.phrase(TEMPLATE, ...)`` (a prompt), ``tr(TEXT, ...)`` and
``N_(TEXT)`` (a sentence defined in one place and shown in another), ``html_tr(TEXT, ...)`` (a
sentence of a review page, its facts markup).  Each entry's msgid is the
English with its facts as plain ``{names}`` (slots.py), flagged ``python-brace-format`` so gettext's
``msgfmt -c`` checks every translation's slots, with a comment saying what each fact is.

The notebooks' Markdown is read too, a paragraph an entry (``prose.py`` says what a paragraph is),
flagged as text (``no-python-brace-format``), with the notebook and cell as its reference.
``--check`` counts the prose apart: a language whose prose translation has not begun is told so and
its paragraphs are not counted as missing; once one paragraph is translated, every paragraph left
in English is missing, as is one whose translation lost a `code` span, a link or a heading level.

Every run first rewrites entries of the earlier slot syntax (``{bill:num:миллион}``, msgids with
kinds such as ``{player:seat}``) into the present one (``slots.migrate``; an entry already in it is
left as it is), so catalogs merged from branches that still wrote the earlier syntax keep their
translations.  Entries no source uses any more are dropped (the template is the kit's sources; the
history of a translation is in git).
"""
from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

from . import LANGUAGES
from .catalog import DOMAIN, LOCALE, compile_po, po_path
from .lang import has_words
from .prose import KIT_NOTEBOOKS, PROSE_FLAGS, PROSE_NOTE, as_prose, is_prose, notebook_paragraphs
from .slots import KIND_NOTES, canonical, kinds, migrate

KEYWORDS = {"tr": (1,), "N_": (1,), "emit": (2,), "tell": (3,), "phrase": (1,), "say": (1,)}
#: a sentence said as HTML, its facts put in as markup (glossary/labels.py: the review screens)
KEYWORDS["html_tr"] = (1,)
SOURCES = Path(__file__).resolve().parents[1]
#: the modules of this package that speak to the user themselves (the others only carry sentences)
SPEAKING = ("prose.py", "argparse_words.py", "lang.py")


def _strings(node) -> list[str]:
    """The sentence(s) an argument stands for: a literal, or either branch of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def marked(source: str) -> list[tuple[str, int]]:
    """(sentence, line) of every marked call in a module's source, f-strings' insides included
    (``f"<b>{tr('Your hand')}</b>"``), which the usual extractors do not read."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else \
            node.func.attr if isinstance(node.func, ast.Attribute) else None
        if name not in KEYWORDS:
            continue
        at = KEYWORDS[name][0] - 1
        if at < len(node.args):
            out += [(text, node.lineno) for text in _strings(node.args[at])]
    return out


#: data files whose sentences a person reads: (file under data/, the keys holding sentences)
DATA_SENTENCES = (("lessons/quizzes.toml", ("question", "text", "why")), ("lessons/kit_rules.toml", ("title", "text")),
                  ("lessons/locations.toml", ("central_bank", "headquarters", "home", "mistress", "nightclub", "exile")))


#: data tables whose column a player reads: (file under data/, the column) - what each card does
DATA_COLUMNS = (("cards/political.csv", "text"), ("cards/viva.csv", "text"))


def data_sentences() -> list[tuple[str, str]]:
    """(sentence, file) of the data files a student or player reads (the tutorials' questions, the
    Location notes, the cards' texts)."""
    import csv
    import tomllib

    from ..core.rulesets import data_path
    out = []

    def walk(node, keys, where):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in keys and isinstance(value, str):
                    out.append((value, where))
                else:
                    walk(value, keys, where)
        elif isinstance(node, list):
            for item in node:
                walk(item, keys, where)
    for name, keys in DATA_SENTENCES:
        with open(data_path(*name.split("/")), "rb") as f:
            walk(tomllib.load(f), keys, f"data/{name}")
    for name, column in DATA_COLUMNS:
        with open(data_path(*name.split("/")), encoding="utf-8", newline="") as f:
            out += [(row[column], f"data/{name}") for row in csv.DictReader(f) if row.get(column)]
    return out


def template_catalog():
    """Every marked sentence of the kit's sources and of the data files a student reads, as a
    Babel catalog."""
    from babel.messages.catalog import Catalog
    catalog = Catalog(project="Junta Kit", charset="utf-8")
    for text, where in data_sentences():
        catalog.add(text, None, [(where, 0)])
    for path in sorted(SOURCES.rglob("*.py")):
        if path.parent.name == "i18n" and path.name not in SPEAKING:
            continue
        where = f"junta_lib/{path.relative_to(SOURCES).as_posix()}"
        for text, line in marked(path.read_text(encoding="utf-8")):
            if has_words(text):
                msgid = canonical(text)
                notes = [f"{{{name}}}: {KIND_NOTES[kind]}" for name, kind in kinds(text).items() if kind in KIND_NOTES]
                old = catalog.get(msgid)
                if old is not None:
                    notes = [n for n in notes if n not in old.auto_comments]
                catalog.add(msgid, None, [(where, line)], flags=("python-brace-format",) if "{" in msgid else (),
                            auto_comments=["; ".join(notes)] if notes else ())
    for text, notebook, cell in notebook_paragraphs():
        if text in catalog:                        # the same words as a sentence of the kit: one entry
            catalog[text].locations.append((f"notebooks/{notebook}", cell + 1))
            continue
        catalog.add(text, None, [(f"notebooks/{notebook}", cell + 1)], flags=PROSE_FLAGS, auto_comments=[PROSE_NOTE])
        as_prose(catalog[text])
    return catalog


LANGUAGE_NAMES = {"ru": "Russian", "zh_Hant": "Traditional Chinese"}
HEADER = """\
{language} translations of Junta Kit (python -m junta_lib.i18n.extract remakes this file from the sources).

Each {{name}} of the English stands in the translation as it is (gettext checks them).  Grammar goes
in square brackets right after a slot:
  Russian case:      {{area}}[род.]  - им., род., дат., вин., твор., предл.
  Russian place:     {{area}}[где] "на Соборной площади", {{area}}[куда], {{area}}[откуда]
  number and noun:   {{amount}}[миллион] "5 миллионов"; {{count}}[подразделение, вин.]
  Chinese money:     {{amount}}[萬] "300萬" (the kit counts millions)
A comment above an entry says what each slot holds.  A wrong slot is refused, and its English shown."""


def missing(lang: str, template=None) -> list[str]:
    """The sources' sentences ``lang``'s catalog does not translate (a refused entry among them); the
    notebooks' prose is counted apart (:func:`missing_prose`)."""
    have = compile_po(po_path(lang))[0] if po_path(lang).exists() else {}
    return [m.id for m in (template if template is not None else template_catalog()) if m.id and m.id not in have and not is_prose(m)]


def missing_prose(lang: str, template=None) -> list[str]:
    """The notebooks' paragraphs ``lang``'s catalog does not translate (shown in English)."""
    have = compile_po(po_path(lang))[0] if po_path(lang).exists() else {}
    return [m.id for m in (template if template is not None else template_catalog()) if m.id and m.id not in have and is_prose(m)]


def prose_faults(lang: str) -> list[tuple[str, str]]:
    """(paragraph, what is wrong) of each translated paragraph that lost its English's markup."""
    from .prose import markup_problems
    have = compile_po(po_path(lang))[0] if po_path(lang).exists() else {}
    return [(text, why) for text, _, _ in notebook_paragraphs() if text in have
            for why in markup_problems(text, have[text])]


def migrated(catalog, lang: str):
    """``catalog`` (a Babel catalog) with every entry of the earlier slot syntax rewritten, and how
    many were; an entry already in the present syntax is kept as it is."""
    from babel.messages.catalog import Catalog
    out = Catalog(locale=lang, project=catalog.project, charset="utf-8", header_comment=catalog.header_comment)
    out.mime_headers = catalog.mime_headers
    changed = 0
    for m in catalog:
        if not m.id or not isinstance(m.id, str):
            continue
        if is_prose(m):                            # a paragraph of prose has no slots to migrate
            out.add(m.id, m.string, m.locations, flags=m.flags, auto_comments=m.auto_comments,
                    user_comments=m.user_comments)
            as_prose(out[m.id])
            continue
        msgid, msgstr = migrate(m.id, m.string, lang) if isinstance(m.string, str) else (canonical(m.id), m.string)
        changed += (msgid, msgstr) != (m.id, m.string)
        if msgid in out and out[msgid].string:
            continue                               # two earlier msgids made one: the first translation kept
        flags = set(m.flags) | ({"python-brace-format"} if "{" in msgid else set())
        out.add(msgid, msgstr, m.locations, flags=flags, auto_comments=m.auto_comments, user_comments=m.user_comments)
    return out, changed


def read_catalog(lang: str):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po
    path = po_path(lang)
    if not path.exists():
        return Catalog(locale=lang, project="Junta Kit", charset="utf-8")
    with open(path, "rb") as f:
        return read_po(f, locale=lang)


def write_catalog(catalog, lang: str) -> None:
    from babel.messages.pofile import write_po
    path = po_path(lang)
    catalog.header_comment = "\n".join("# " + line if line else "#" for line in
                                        HEADER.format(language=LANGUAGE_NAMES[lang]).splitlines())
    for message in catalog:
        as_prose(message)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, catalog, width=100, sort_by_file=True, include_previous=False, ignore_obsolete=True)


def main(argv=None) -> int:
    from babel.messages.pofile import write_po
    parser = argparse.ArgumentParser(prog="python -m junta_lib.i18n.extract", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only say what each language lacks and which entries are refused (exit 1 if any)")
    parser.add_argument("--migrate", action="store_true",
                        help="only rewrite the entries of the earlier slot syntax, nothing else")
    args = parser.parse_args(argv)
    if args.check:
        template, bad = template_catalog(), 0
        prose = sum(1 for m in template if is_prose(m))
        for lang in LANGUAGES[1:]:
            lacking, lacking_prose, faults = missing(lang, template), missing_prose(lang, template), prose_faults(lang)
            refused = compile_po(po_path(lang))[1] if po_path(lang).exists() else []
            begun = len(lacking_prose) < prose
            print(f"{lang}: {len(template) - prose - len(lacking)} of {len(template) - prose} sentences translated, "
                  f"{len(refused)} refused; the notebooks' prose: {prose - len(lacking_prose)} of {prose} paragraphs"
                  + ("" if begun else " (not begun: the notebooks are in English, not counted as missing)"))
            for msgid, why in refused:
                print(f"  refused: {msgid!r}: {why}")
            for msgid in lacking:
                print(f"  missing: {msgid}")
            for msgid in lacking_prose if begun else ():
                print(f"  missing prose: {msgid!r}")
            for msgid, why in faults:
                print(f"  prose markup: {why}: {msgid[:60]!r}")
            bad += len(lacking) + len(refused) + len(faults) + (len(lacking_prose) if begun else 0)
        return 1 if bad else 0
    if not args.migrate and not any(KIT_NOTEBOOKS.glob("*.ipynb")):
        print(f"no notebooks in {KIT_NOTEBOOKS}: run this in a source checkout of the kit (the catalogs hold the "
              f"notebooks' prose, which would be dropped); nothing was changed", file=sys.stderr)
        return 2
    for lang in LANGUAGES[1:]:
        catalog, changed = migrated(read_catalog(lang), lang)
        if args.migrate:
            write_catalog(catalog, lang)
            print(f"{po_path(lang).relative_to(SOURCES)}: {changed} entries rewritten in the present slot syntax")
            continue
        template = template_catalog()
        catalog.update(template, update_header_comment=False, no_fuzzy_matching=True)
        write_catalog(catalog, lang)
        print(f"{po_path(lang).relative_to(SOURCES)}: {changed} entries migrated; "
              f"{sum(1 for m in catalog if m.id and m.string)} of {len(template)} translated")
    if not args.migrate:
        LOCALE.mkdir(parents=True, exist_ok=True)
        with open(LOCALE / f"{DOMAIN}.pot", "wb") as f:
            write_po(f, template_catalog(), width=100, sort_by_file=True, omit_header=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
