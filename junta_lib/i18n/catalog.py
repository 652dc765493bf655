"""The message catalogs: ``locale/<lang>/LC_MESSAGES/junta.po``, compiled on first use.

The ``.po`` files are the sources (in the repository and the wheel); the first time a language is
used its catalog is compiled with Babel into the user's cache folder (``JUNTA_CACHE`` names another)
as a ``.mo`` file named by the source's size and time, and read from there by :mod:`gettext` on every
later start.  Fuzzy entries (a translator's unconfirmed guess) and empty ones are not used: the
English stands there and is counted as a miss.  An entry whose slots are wrong (a name its English
has not, a word in brackets the kit does not know, the earlier slot syntax: ``slots.problems``) is
refused when the catalog is compiled, with a warning naming it, and its English stands.

``python -m junta_lib.i18n.extract`` remakes ``junta.pot`` from the kit's sources and merges it into
every ``.po`` file.
"""
from __future__ import annotations

import gettext
import os
import warnings
from pathlib import Path

from .prose import is_prose
from .slots import problems

LOCALE = Path(__file__).resolve().parent / "locale"
DOMAIN = "junta"


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


class CatalogWarning(UserWarning):
    """An entry of a catalog was refused (its English stands); the message names it and says why."""


def compile_po(po: Path) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """msgid -> msgstr of a ``.po`` file's usable entries, and (msgid, why) of each entry refused."""
    from babel.messages.pofile import read_po
    lang = po.parents[1].name
    with open(po, "rb") as f:
        catalog = read_po(f, locale=lang)
    table, refused = {}, []
    for m in catalog:
        if not (m.id and isinstance(m.id, str) and m.string and not m.fuzzy):
            continue
        wrong = [] if is_prose(m) else problems(m.id, m.string, lang)     # a paragraph of prose has no slots
        if wrong:
            refused += [(m.id, why) for why in wrong]
        else:
            table[m.id] = m.string
    return table, refused


def _compile(po: Path) -> dict[str, str]:
    table, refused = compile_po(po)
    for msgid, why in refused:
        warnings.warn(f"{po.parents[1].name} catalog: the entry {msgid!r} is refused ({why}); its English stands",
                      CatalogWarning, stacklevel=3)
    return table


def _mo_cache(po: Path) -> Path | None:
    from ..core.cache import cache_folder
    folder = cache_folder()
    if folder is None:
        return None
    st = po.stat()
    return folder / "catalogs" / f"{po.parents[1].name}-{st.st_size}-{st.st_mtime_ns}.mo"


def load(lang: str) -> dict[str, str]:
    """msgid -> msgstr for ``lang`` (empty for English and for a language without a catalog)."""
    po = po_path(lang)
    if lang == "en" or not po.exists():
        return {}
    mo = _mo_cache(po)
    if mo is not None and mo.exists():
        try:
            with open(mo, "rb") as f:
                table = gettext.GNUTranslations(f)._catalog  # noqa: SLF001 - the parsed table
            return {k: v for k, v in table.items() if isinstance(k, str) and k}
        except Exception:                         # noqa: BLE001 - a damaged cache file is made again
            pass
    entries = _compile(po)
    if mo is not None:
        from babel.messages.catalog import Catalog
        from babel.messages.mofile import write_mo
        catalog = Catalog(locale=lang)
        for msgid, msgstr in entries.items():
            catalog.add(msgid, msgstr)
        mo.parent.mkdir(parents=True, exist_ok=True)
        part = mo.with_suffix(f".{os.getpid()}.part")
        try:
            with open(part, "wb") as f:
                write_mo(f, catalog)
            os.replace(part, mo)
        except OSError:
            part.unlink(missing_ok=True)
    return entries
