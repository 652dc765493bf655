"""The language switch above every play table and lesson: English, Русский, 繁體中文.

Switching redraws the same moment in the other language (nothing in the game changes).  The first
language is the one the table was made with (``lang=``), else the notebook's (a lesson's language
bar, ``i18n.set_language``), else ``JUNTA_LANG``, else the locale's.

``language_bar()`` is the lesson notebooks' switch: it sets the notebook's language and redraws every
rule box and table of the notebook that follows it (each registers with :func:`follow`).
"""
from __future__ import annotations

import weakref
from typing import Callable

import ipywidgets as w

from ..i18n import LANGUAGES, NAMES, default_language, normalise, set_language

#: the fonts a Chinese screen names after the interface's own, so no glyph is drawn as a box ("tofu")
CJK_FONTS = ('"Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "PingFang TC", "Microsoft JhengHei", '
             '"Heiti TC", "WenQuanYi Zen Hei"')
#: added to a table's widget: its texts, buttons and lists fall back to the CJK fonts
FONT_STYLE = ("<style>.junta-words, .junta-words button, .junta-words select, .junta-words input "
              f"{{font-family: var(--jp-ui-font-family), {CJK_FONTS}, sans-serif;}}</style>")

#: what redraws when the notebook's language changes: objects with a ``set_language(lang)`` method
_FOLLOWERS: "weakref.WeakSet" = weakref.WeakSet()


def follow(obj) -> None:
    """Have ``obj.set_language(lang)`` called when the notebook's language bar is switched."""
    _FOLLOWERS.add(obj)


def unfollow_all() -> None:
    """Stop redrawing every object followed so far (their widgets stay as they are): what a notebook's
    tables need once their notebook is done with them.  ipywidgets keeps each widget, and so each
    table, alive until it is closed, so without this a language switch redraws every table ever made
    in the kernel."""
    _FOLLOWERS.clear()


def _toggles(value: str) -> w.ToggleButtons:
    toggles = w.ToggleButtons(options=[(NAMES[code], code) for code in LANGUAGES], value=value,
                              style={"button_width": "84px"}, layout=w.Layout(margin="0 0 4px 0"),
                              tooltips=["English", "Русский язык", "繁體中文"])
    toggles.add_class("junta-language")
    return toggles


class LanguageSwitch:
    """One table's switch."""

    def __init__(self, lang: str | None, on_change: Callable[[], None]):
        self.lang = normalise(lang) if lang is not None else default_language()
        self.on_change = on_change
        self.widget = _toggles(self.lang)
        self.widget.observe(self._switched, names="value")
        self.fonts = w.HTML(FONT_STYLE, layout=w.Layout(height="0px", margin="0"))
        follow(self)

    def _switched(self, change) -> None:
        self.lang = change["new"]
        self.on_change()

    def set(self, lang: str) -> None:
        """Switch as a click would (a test, the notebook's language bar)."""
        self.widget.value = normalise(lang)

    set_language = set


class LanguageBar:
    """The notebook's switch (a lesson's first cell): its language for every table and rule box."""

    def __init__(self, lang: str | None = None):
        if lang is not None:
            set_language(lang)
        self.widget = _toggles(default_language())
        self.widget.observe(lambda change: self.set(change["new"]), names="value")

    def set(self, lang: str) -> None:
        lang = normalise(lang)
        set_language(lang)
        self.widget.value = lang
        for obj in list(_FOLLOWERS):
            obj.set_language(lang)

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)


def language_bar(lang: str | None = None) -> LanguageBar:
    return LanguageBar(lang)
