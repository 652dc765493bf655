"""Remake the catalogs' template from the kit's sources and merge it into every language.

    python -m junta_lib.i18n.extract            # writes locale/junta.pot, updates each junta.po
    python -m junta_lib.i18n.extract --check    # says what is missing, changes nothing

A sentence is found where the kit marks it: ``g.emit(kind, TEMPLATE, ...)``,
``g.tell(seats, kind, TEMPLATE, ...)``, ``g.phrase(TEMPLATE, ...)`` (a prompt), ``tr(TEXT, ...)`` and
``N_(TEXT)`` (a sentence defined in one place and shown in another).  Entries no source uses any more
are kept at the end of a ``.po`` file as obsolete (``#~``), so a translator's work is never lost.
"""
from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

from . import LANGUAGES
from .catalog import DOMAIN, LOCALE, po_path
from .lang import has_words

KEYWORDS = {"tr": (1,), "N_": (1,), "emit": (2,), "tell": (3,), "phrase": (1,), "say": (1,)}
SOURCES = Path(__file__).resolve().parents[1]


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
DATA_SENTENCES = (("lessons/quizzes.toml", ("question", "text", "why")), ("lessons/kit_rules.toml", ("title", "text")))


def data_sentences() -> list[tuple[str, str]]:
    """(sentence, file) of the data files a student reads (the tutorials' questions)."""
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
    return out


def template_catalog():
    """Every marked sentence of the kit's sources and of the data files a student reads, as a
    Babel catalog."""
    from babel.messages.catalog import Catalog
    catalog = Catalog(project="Junta Kit", charset="utf-8")
    for text, where in data_sentences():
        catalog.add(text, None, [(where, 0)])
    for path in sorted(SOURCES.rglob("*.py")):
        if path.parent.name == "i18n":
            continue
        where = f"junta_lib/{path.relative_to(SOURCES).as_posix()}"
        for text, line in marked(path.read_text(encoding="utf-8")):
            if has_words(text):
                catalog.add(text, None, [(where, line)], flags=("python-brace-format",) if "{" in text else ())
    return catalog


def missing(lang: str) -> list[str]:
    """The sources' sentences ``lang``'s catalog does not translate."""
    from .catalog import _compile
    have = _compile(po_path(lang)) if po_path(lang).exists() else {}
    return [m.id for m in template_catalog() if m.id and m.id not in have]


def main(argv=None) -> int:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po
    parser = argparse.ArgumentParser(prog="python -m junta_lib.i18n.extract", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say what each language lacks")
    args = parser.parse_args(argv)
    template = template_catalog()
    if args.check:
        for lang in LANGUAGES[1:]:
            lacking = missing(lang)
            print(f"{lang}: {len(template) - len(lacking)} of {len(template)} translated")
            for msgid in lacking:
                print(f"  missing: {msgid}")
        return 0
    LOCALE.mkdir(parents=True, exist_ok=True)
    with open(LOCALE / f"{DOMAIN}.pot", "wb") as f:
        write_po(f, template, width=100, sort_by_file=True, omit_header=False)
    for lang in LANGUAGES[1:]:
        path = po_path(lang)
        if path.exists():
            with open(path, "rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            catalog = Catalog(locale=lang, project="Junta Kit", charset="utf-8")
        catalog.update(template, update_header_comment=False, no_fuzzy_matching=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as f:
            write_po(f, catalog, width=100, sort_by_file=True, include_previous=False)
        print(f"{path.relative_to(SOURCES)}: {sum(1 for m in catalog if m.id and m.string)} of "
              f"{len(template)} translated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
