"""Every label a Russian or Chinese user meets around the texts the kit quotes is in the user's
language: the lessons' rule boxes (the rows' numbers, the first-draft mark, the buttons), the
glossary review's findings and term notes, the command line's and the engine's refusals.  What is
quoted (the rulebook's English and Russian, the Viva seed's Chinese, the corpora's sentences, the
players' names, the game's name) stays as it is; nothing else on a ru or zh_Hant screen is Latin."""
from __future__ import annotations

import html
import re

import ipywidgets as w
import pytest

from junta_lib.i18n import set_language, using

LATIN = re.compile(r"[A-Za-z]{2,}")


def shown(widget) -> str:
    """The text a person reads on a widget tree: its HTML's text and its buttons' words and tooltips."""
    out = []

    def walk(x):
        if isinstance(x, w.HTML):
            out.append(html.unescape(re.sub(r"<[^>]+>", " ", x.value)))
        elif isinstance(x, (w.ToggleButton, w.Button)):
            out.extend([x.description, x.tooltip or ""])
        for child in getattr(x, "children", ()):
            walk(child)
    walk(widget)
    return "\n".join(out)


def latin_left(text: str, quoted: list[str]) -> list[str]:
    """The Latin words of ``text`` outside the ``quoted`` texts (spacing as a browser shows it)."""
    text = " ".join(text.split())
    for q in sorted((" ".join(q.split()) for q in quoted), key=len, reverse=True):
        text = text.replace(q, " ")
    text = re.sub(r"\bK\d+\b", " ", text)             # a kit rule's key ("K4") is its name in every language
    return LATIN.findall(text)


@pytest.fixture
def language():
    yield set_language
    set_language(None)


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_a_rule_box_labels_its_rows_and_buttons_in_the_screens_language(language, lang):
    from junta_lib.lessons.rulebook import junta_row
    from junta_lib.lessons.widgets import rule
    language(lang)
    rows = (21, 25, 30)
    quoted = [junta_row(r).english_only for r in rows] + [junta_row(r).reviewed or junta_row(r).first_draft for r in rows]
    text = shown(rule(*rows))
    assert latin_left(text, quoted) == []
    assert ("Строка 21." if lang == "ru" else "第21行") in text


def test_the_first_draft_mark_and_the_row_label_follow_the_screen_not_the_russian_column(language):
    from junta_lib.lessons.rulebook import Row
    from junta_lib.lessons.widgets import _russian_row
    draft = Row(999, "The President draws.", "Президент тянет.", ())          # a row nobody has reviewed
    with using("zh_Hant"):
        said = _russian_row(draft)
    assert "初稿" in said and "第999行" in said and "Президент тянет." in said
    assert "черновик" not in said and "Строка" not in said
    with using("en"):
        said = _russian_row(draft)
    assert "Row 999." in said and "(first draft, not reviewed yet)" in said and "Строка" not in said


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_a_kit_rule_and_a_viva_rule_box_say_their_labels_in_the_screens_language(language, lang):
    from junta_lib.lessons.rulebook import lesson_data, viva_sections
    from junta_lib.lessons.widgets import kit_rule, viva_rule
    language(lang)
    english = lesson_data("kit_rules.toml")["K4"]
    with using("en"):
        from junta_lib.lessons.widgets import _kit_title
        english_title = _kit_title("K4", english["title"])
    section = viva_sections()["setup"]
    text = shown(kit_rule("K4")) + shown(viva_rule("setup"))
    quoted = [english_title, " ".join(english["text"].split()), section.title, " ".join(section.english.split()),
              section.chinese]
    assert latin_left(text, quoted) == []
