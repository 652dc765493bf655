"""The message catalogs: ``locale/<lang>/LC_MESSAGES/junta.po``, compiled on first use.

The ``.po`` files are the sources (in the repository and the wheel); the first time a language is
used its catalog is compiled with Babel into the user's cache folder (``JUNTA_CACHE`` names another)
as a ``.mo`` file named by the source's size and time, and read from there by :mod:`gettext` on every
later start.  Fuzzy entries (a translator's unconfirmed guess) and empty ones are not used: the
English stands there and is counted as a miss.

``python -m junta_lib.i18n.extract`` remakes ``junta.pot`` from the kit's sources and merges it into
every ``.po`` file.
"""
from __future__ import annotations

import gettext
import os
from pathlib import Path

LOCALE = Path(__file__).resolve().parent / "locale"
DOMAIN = "junta"


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _compile(po: Path) -> dict[str, str]:
    from babel.messages.pofile import read_po
    with open(po, "rb") as f:
        catalog = read_po(f, locale=po.parents[1].name)
    return {m.id: m.string for m in catalog
            if m.id and isinstance(m.id, str) and m.string and not m.fuzzy}


def _mo_cache(po: Path) -> Path | None:
    from ..glossary.files import cache_folder
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
