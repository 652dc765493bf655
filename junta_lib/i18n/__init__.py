"""The game's words in English, Russian and Chinese (traditional), from the reconciled glossary.

Three sources make a sentence of the game in another language:

- the **message catalogs** (``locale/<lang>/LC_MESSAGES/junta.po``, gettext files a translator edits
  with Poedit or any PO editor) hold every event template, prompt, label, button and error the kit
  shows; an entry missing there falls back to English and is counted (:attr:`Words.misses`);
- the **game's terms** (Positions, Locations, map areas, units, cards, phases) come from the
  translators' own glossary (``glossary/terms.csv`` with ``glossary/decisions.csv`` applied), and from
  the kit's term list ``data/i18n/terms.csv`` where the glossary has none (``terms.py``);
- **grammar**: a translation writes each fact as its English does (``{where}``) and, right after it in
  square brackets, the case or place it stands in (``{where}[где]`` "в Центральном банке") or a
  number's noun (``{amount}[миллион]`` "5 миллионов"; Chinese money ``{amount}[萬]`` "300萬"), so
  gettext's ``msgfmt -c`` validates every entry (``slots.py``); pymorphy3 inflects whole phrases,
  adjectives agreeing with their head (``russian.py``).  Players' names stay as given.

The language of a moment is a context: ``with using("ru"): event.text`` reads the story in Russian;
every text the kit makes (events, prompts, buttons) asks :func:`current`.  The default is English,
or the language ``JUNTA_LANG`` names, or the locale's (``LC_ALL``, ``LC_MESSAGES``, ``LANG``).
"""
from __future__ import annotations

import os
from contextlib import contextmanager
from contextvars import ContextVar

LANGUAGES = ("en", "ru", "zh_Hant")
#: what a person may write for each language (``--lang``, ``JUNTA_LANG``, a locale name)
NAMES = {"en": "English", "ru": "Русский", "zh_Hant": "繁體中文"}
_ALIASES = {"en": "en", "english": "en", "ru": "ru", "russian": "ru", "рус": "ru", "русский": "ru",
            "zh": "zh_Hant", "zh_hant": "zh_Hant", "zh-hant": "zh_Hant", "zh_tw": "zh_Hant", "zh-tw": "zh_Hant",
            "zh_hk": "zh_Hant", "zh-hk": "zh_Hant", "chinese": "zh_Hant", "中文": "zh_Hant", "繁體中文": "zh_Hant"}


class LanguageError(ValueError):
    """A language the kit does not speak."""


def normalise(lang: str) -> str:
    """``"ru"``, ``"ru_RU.UTF-8"``, ``"zh-TW"``, ``"Chinese"`` ... as one of :data:`LANGUAGES`."""
    if not isinstance(lang, str) or not lang.strip():
        raise LanguageError(f"a language must be a name such as 'ru', not {lang!r}; the kit speaks "
                            + ", ".join(f"{k} ({v})" for k, v in NAMES.items()))
    key = lang.strip().split(".")[0].split("@")[0].lower()
    if key in _ALIASES:
        return _ALIASES[key]
    if key.split("_")[0].split("-")[0] in ("en", "ru"):
        return key[:2]
    raise LanguageError(f"the kit does not speak {lang!r}; it speaks "
                        + ", ".join(f"{k} ({v})" for k, v in NAMES.items()))


_CHOSEN: list[str] = []          # set_language's choice for this process (a notebook's language bar)


def set_language(lang: str | None) -> None:
    """Make ``lang`` this process's language (a lesson's language bar does); None forgets the
    choice (JUNTA_LANG and the locale decide again).  ``using`` still wins inside its block."""
    _CHOSEN[:] = [normalise(lang)] if lang is not None else []
    _DEFAULT.clear()


def default_language() -> str:
    """The language :func:`set_language` chose, else ``JUNTA_LANG``, else the locale's language
    when the kit speaks it, else English."""
    if _CHOSEN:
        return _CHOSEN[0]
    chosen = os.environ.get("JUNTA_LANG")
    if chosen:
        return normalise(chosen)
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            try:
                return normalise(value)
            except LanguageError:
                return "en"          # C.UTF-8, de_DE ...: the kit speaks English there
    return "en"


_ACTIVE: ContextVar = ContextVar("junta_language", default=None)
_WORDS: dict = {}
#: the default language's Words, resolved once (JUNTA_LANG and the locale are read at first use;
#: set_language and reload resolve it again): every sentence of the kit asks for it
_DEFAULT: list = []


def words(lang: str | None = None):
    """The :class:`~junta_lib.i18n.lang.Words` of ``lang`` (the current language when None)."""
    if lang is None:
        active = _ACTIVE.get()
        if active is not None:
            return active
        if _DEFAULT:
            return _DEFAULT[0]
        _DEFAULT[:] = [words(default_language())]
        return _DEFAULT[0]
    lang = normalise(lang)
    found = _WORDS.get(lang)
    if found is None:
        from .lang import Words
        found = _WORDS[lang] = Words(lang)
    return found


current = words


@contextmanager
def using(lang: str | None):
    """Read every text of the kit in ``lang`` inside the block (None: leave the language as it is)."""
    if lang is None:
        yield words()
        return
    token = _ACTIVE.set(words(lang))
    try:
        yield _ACTIVE.get()
    finally:
        _ACTIVE.reset(token)


def tr(msgid: str, /, **facts) -> str:
    """``msgid`` (an English sentence, its facts in ``{braces}``) in the current language, filled."""
    return words().tr(msgid, **facts)


def N_(msgid: str) -> str:
    """Mark a sentence for the catalogs where it is defined; it is translated where it is shown."""
    return msgid


def reload() -> None:
    """Forget the loaded catalogs and terms (after a glossary decision, a catalog edit) and read
    JUNTA_LANG and the locale again."""
    _WORDS.clear()
    _DEFAULT.clear()
