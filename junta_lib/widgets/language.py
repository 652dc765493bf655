"""The language switch above every play table and lesson: English, Русский, 繁體中文.

Switching redraws the same moment in the other language (nothing in the game changes).  The first
language is the one the table was made with (``lang=``), else ``JUNTA_LANG``, else the locale's.
"""
from __future__ import annotations

from typing import Callable

import ipywidgets as w

from ..i18n import LANGUAGES, NAMES, default_language, normalise


class LanguageSwitch:
    def __init__(self, lang: str | None, on_change: Callable[[], None]):
        self.lang = normalise(lang) if lang is not None else default_language()
        self.on_change = on_change
        self.widget = w.ToggleButtons(options=[(NAMES[code], code) for code in LANGUAGES], value=self.lang,
                                      style={"button_width": "84px"}, layout=w.Layout(margin="0 0 4px 0"),
                                      tooltips=["English", "Русский язык", "繁體中文"])
        self.widget.add_class("junta-language")
        self.widget.observe(self._switched, names="value")

    def _switched(self, change) -> None:
        self.lang = change["new"]
        self.on_change()

    def set(self, lang: str) -> None:
        """Switch as a click would (a test, a lesson's own control)."""
        self.widget.value = normalise(lang)
