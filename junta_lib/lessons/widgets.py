"""The tutorials' building blocks: a rule in the rulebook's words (``rule``, ``viva_rule``), a
question that answers back (``Quiz``), and a lesson table where the student makes one step's
decisions and is then told what happened and which rule made it happen (``Lesson``)."""
from __future__ import annotations

import random
import re
from collections.abc import Callable

import ipywidgets as w

from ..i18n import N_, default_language, tr, using, words
from ..widgets.language import CJK_FONTS as CJK
from ..widgets.language import follow
from ..widgets.palette import esc
from ..widgets.table import GameTable
from .remarks import name_reader
from .rulebook import VIVA_SEED, junta_row, lesson_data, viva_sections
from .why import explained

CJK_FONTS = CJK + ", sans-serif"
BOX = ("border-left:4px solid #c9a227;background:#fbf8ee;padding:8px 12px;margin:6px 0;font-size:14px;"
       "line-height:1.5")


class _Redraw:
    """Redraws a rule box when the notebook's language bar is switched (widgets/language.py)."""

    def __init__(self, box: w.VBox, draw: Callable[[str], list]):
        self.box, self.draw = box, draw
        box._junta_redraw = self                       # the box keeps this alive; the bar holds it weakly
        follow(self)
        self.set_language(default_language())

    def set_language(self, lang: str) -> None:
        self.box.children = self.draw(lang)


def _side_by_side(first: w.HTML, second: w.HTML, shown: bool, label: str, tooltip: str) -> list:
    """Two boxes side by side, the second shown at a click."""
    second.layout = w.Layout(flex="1 1 0", display="" if shown else "none")
    toggle = w.ToggleButton(value=shown, description=label, icon="language", layout=w.Layout(width="auto"),
                            tooltip=tooltip)

    def flip(change):
        second.layout.display = "" if change["new"] else "none"
    toggle.observe(flip, "value")
    return [w.HBox([first, second]), toggle]


def _russian_row(row) -> str:
    """A row's Russian in the rule box: the reviewed text, or the first draft marked as such; the
    row's label and the mark in the notebook's language (the Russian is the rulebook's)."""
    if row.reviewed:
        return f"<p><b>{esc(tr('Row {n}.', n=row.row))}</b> {esc(row.reviewed)}</p>"
    return (f"<p><b>{esc(tr('Row {n}.', n=row.row))}</b> <i>{esc(tr('(first draft, not reviewed yet)'))}</i> "
            f"{esc(row.first_draft)}</p>")


def rule(*rows: int, russian: bool = False) -> w.VBox:
    """JUNTA's rule as the rulebook words it (English, rows 2-73), with its row numbers, and the
    Russian translation of the same rows from the corpus (the translation's own column; the
    reviewers' suggestions and the glossary belong to the translators' review, notebook 09).  In
    English the Russian is a click away; in Russian (the notebook's language bar) the Russian column
    leads and the English is a click away.  A row whose English cell is a translator's question holds
    no rule and is left out."""
    rows = tuple(r for r in rows if not junta_row(r).question)

    def draw(lang: str) -> list:
        with using(lang):
            return _rule_boxes(rows, lang, russian)
    box = w.VBox([])
    _Redraw(box, draw)
    return box


def _rule_boxes(rows: tuple[int, ...], lang: str, russian: bool) -> list:
    """:func:`rule`'s boxes in ``lang`` (the current language): the rows' labels and the buttons
    in it, the rulebook's own English and Russian as they are."""
    english = "".join(f"<p><b>{esc(tr('Row {n}.', n=r))}</b> {esc(junta_row(r).english_only)}</p>" for r in rows)
    parts = "".join(_russian_row(junta_row(r)) for r in rows)
    left = w.HTML(f"<div style='{BOX}'>{english}</div>", layout=w.Layout(flex="1 1 0"))
    right = w.HTML(f"<div style='{BOX};border-color:#7a9cc6;background:#f3f6fb'>{parts}</div>")
    if lang == "ru":
        right.layout = w.Layout(flex="1 1 0")
        return _side_by_side(right, left, False, tr("English text"), tr("The rulebook's English text of these rows"))
    note = [] if lang == "en" else [w.HTML(f"<small>{esc(tr('The rulebook has no Chinese translation; this is its English text.'))}</small>")]
    return note + _side_by_side(left, right, russian, tr("Russian translation"),
                                tr("Show the Russian rendering of these rows from the project's corpus"))


def kit_rule(*keys: str) -> w.VBox:
    """A rule the kit plays where the rulebook text it was given is silent: a kit rule (K) or a fact
    researched from the published rulebook (R), as data/lessons/kit_rules.toml words it; in the
    notebook's language (the catalogs), the English a click away."""
    rules = lesson_data("kit_rules.toml")
    missing = [k for k in keys if k not in rules]
    if missing:
        raise KeyError(f"no kit rule {missing[0]!r}; the kit rules are {', '.join(rules)}")

    def words(lang: str) -> str:
        with using(lang):
            return "".join(f"<p><b>{esc(_kit_title(k, tr(rules[k]['title'])))}</b> "
                           f"{esc(' '.join(tr(rules[k]['text']).split()))}</p>" for k in keys)

    def draw(lang: str) -> list:
        style = f"{BOX};border-color:#999;background:#f5f5f5"
        shown = w.HTML(f"<div class='junta-words' style='{style}'>{words(lang)}</div>", layout=w.Layout(flex="1 1 0"))
        if lang == "en":
            return [shown]
        english = w.HTML(f"<div style='{style}'>{words('en')}</div>")
        with using(lang):
            return _side_by_side(shown, english, False, tr("English text"), tr("The kit's English wording of this rule"))
    box = w.VBox([])
    _Redraw(box, draw)
    return box


def _kit_title(key: str, title: str) -> str:
    """"K4. Battle (kit rule).": a kit rule's key before its title; a researched fact's title alone
    (the current language's punctuation)."""
    return tr("{key}. {title}.", key=key, title=title) if re.fullmatch(r"K\d+", key) else tr("{title}.", title=title)


#: row 14's clock: when a card may be played (data/cards/political.csv, ``when``)
WHEN = {"any": N_("at any time"), "attempt_on_you": N_("when an attempt on your life succeeds"),
        "coup_aftermath": N_("in the Coup Aftermath"), "coup_movement": N_("in a Coup's Movement segment"),
        "phase_1_or_any": N_("in Phase 1 or at any time"), "phase_1_or_own_turn": N_("in Phase 1 or on your own turn"),
        "phase_1_or_vote": N_("in Phase 1 or in a vote"), "phase_2": N_("in Phase 2"), "phase_4": N_("in Phase 4"),
        "phase_6": N_("in Phase 6"), "phase_8": N_("in Phase 8"),
        "phase_8_or_coup_movement": N_("in Phase 8 or a Coup's Movement segment"), "vote": N_("in a vote")}
#: row 14's arrow: what playing the card requires (``requirement``)
NEEDS = {"": N_("no requirement"), "academics": N_("the Academics in front of you"), "bankers": N_("the Bankers in front of you"),
         "christian_democrats": N_("the Christian Democrats in front of you"), "church": N_("the Church in front of you"),
         "monarchists": N_("the Monarchists in front of you"), "minister": N_("you are Minister of Internal Security"),
         "president": N_("you are the President"),
         "not_president_or_minister": N_("a target who is neither the President nor the Minister of Internal Security")}

#: the kinds of Political card (data/cards/political.csv's ``type``), as a card box names them
CARD_KINDS = {"assassin": N_("Assassin card"), "bribe": N_("Bribe card"), "coup_event": N_("Coup Event card"),
              "donation": N_("Donation card"), "event": N_("Event card"), "influence": N_("Influence card"),
              "vote": N_("Vote card")}


def card_text(*ids: str) -> w.VBox:
    """Political cards as the kit writes them (data/cards/political.csv; the rulebook prints no card
    texts, K10): name, kind, and row 14's symbols - 🕛 when it may be played, ➡ what it requires,
    🎯 what it does - in the notebook's language (the language bar redraws them).  The box says the
    texts are the kit's."""
    from ..classic.cards import catalogue
    cards, _ = catalogue()
    missing = [c for c in ids if c not in cards]
    if missing:
        raise KeyError(f"no Political card {missing[0]!r}; card ids are like 'church', 'recount', 'black_marketeers-1'")

    def symbols(card) -> str:
        gap = "\u00a0\u00a0 "
        return (f"<br>🕛 {esc(tr(WHEN[card.when]))}{gap}➡ {esc(tr(NEEDS[card.requirement]))}{gap}"
                f"🎯 {esc(tr(card.text))}")

    def draw(lang: str) -> list:
        with using(lang):
            parts = "".join("<p>" + tr("{name} ({kind}). {text}", name=f"<b>{esc(words().term('card:' + cards[c].name, cards[c].name))}</b>",
                                       kind=esc(tr(CARD_KINDS.get(cards[c].type, cards[c].type))),
                                       text=symbols(cards[c])) + "</p>" for c in ids)
            note = esc(tr("The symbols are row 14's; the card texts are the kit's (K10), as the rulebook does not print them."))
        return [w.HTML(f"<div style='{BOX};border-color:#999;background:#f5f5f5'>{parts}<small>{note}</small></div>")]
    box = w.VBox([])
    _Redraw(box, draw)
    return box


def viva_rule(key: str) -> w.VBox:
    """Viva el Presidente!'s rule: the seed's Chinese section (the authority) beside the kit's
    English reading of it; in Chinese (the notebook's language bar) the Chinese alone, the English a
    click away."""
    section = viva_sections()[key]
    chinese = esc(section.chinese).replace("\n", "<br>")
    english = esc(" ".join(section.english.split()))

    def draw(lang: str) -> list:
        with using(lang):
            said = tr("(the kit's English reading)")
            reading = w.HTML(f"<div style='{BOX}'><b>{esc(section.title)}</b> {esc(said)}"
                             f"<p>{english}</p></div>", layout=w.Layout(flex="1 1 0"))
            seed = w.HTML(f"<div style='{BOX};border-color:#7a9cc6;background:#f3f6fb;font-family:{CJK_FONTS}'>"
                          f"<b>{esc(tr('Original rules (seed {number})', number=VIVA_SEED))}</b><p>{chinese}</p></div>",
                          layout=w.Layout(flex="1 1 0"))
            if lang == "zh_Hant":
                return _side_by_side(seed, reading, False, tr("English text"), tr("The kit's English reading of this rule"))
            note = [w.HTML(f"<small>{esc(tr('The Viva rules have no Russian translation: the kit reads them in English beside the Chinese original.'))}</small>")] if lang == "ru" else []
            return note + [w.HBox([reading, seed])]
    box = w.VBox([])
    _Redraw(box, draw)
    return box


class Quiz:
    """A question with choices; "Check" says right or wrong, and why (each wrong choice has its
    own explanation).  ``choices``: (text, correct, why) triples."""

    def __init__(self, question: str, choices: list[tuple[str, bool, str]], lang: str | None = None):
        """The question and choices in English (data/lessons/quizzes.toml); they are shown in the
        notebook's language from the catalogs, and redrawn when its language bar is switched."""
        self.question, self.choices = question, choices
        self.lang = lang or default_language()
        self.radio = w.RadioButtons(value=None, layout=w.Layout(width="max-content"))
        self.check = w.Button(button_style="info")
        self.title = w.HTML()
        self.feedback = w.HTML()
        self.check.on_click(lambda _: self.answer())
        self.widget = w.VBox([self.title, self.radio, self.check, self.feedback],
                             layout=w.Layout(border="1px solid #ddd", padding="6px 10px"))
        self.widget.add_class("junta-words")
        self.set_language(self.lang)
        follow(self)

    def set_language(self, lang: str) -> None:
        self.lang = lang
        chosen = self.radio.value
        with using(lang):
            self.title.value = f"<b>{esc(tr('Check yourself.'))}</b> {esc(tr(self.question))}"
            self.radio.options = [(tr(text), i) for i, (text, _, _) in enumerate(self.choices)]
            self.check.description = tr("Check")
        self.radio.value = chosen
        if self.feedback.value:
            self.answer()

    def answer(self) -> bool | None:
        with using(self.lang):
            if self.radio.value is None:
                self.feedback.value = f"<i>{esc(tr('Choose an answer first.'))}</i>"
                return None
            text, correct, why = self.choices[self.radio.value]
            colour, verdict = ("#1a7f37", tr("Right.")) if correct else ("#b00", tr("Not quite."))
            self.feedback.value = f"<span style='color:{colour}'><b>{esc(verdict)}</b> {esc(tr(why))}</span>"
        return correct

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)


def quizzes() -> dict[str, dict]:
    """The tutorials' questions, from data/lessons/quizzes.toml."""
    return lesson_data("quizzes.toml")


def quiz(key: str) -> Quiz:
    """The tutorial question ``key`` of data/lessons/quizzes.toml, its choices in an order fixed by
    the key (so the right answer is not always in the same place, and a class sees one order)."""
    table = quizzes()
    if key not in table:
        raise KeyError(f"no question {key!r} in data/lessons/quizzes.toml; there are: {', '.join(sorted(table))}")
    entry = table[key]
    choices = [(c["text"], bool(c["right"]), c["why"]) for c in entry["choices"]]
    random.Random(key).shuffle(choices)
    return Quiz(entry["question"], choices)


class Lesson:
    """A table where the student plays ``seat`` for one step of the game: the kit's bots play the
    others until ``until(game)`` holds; then the lesson says what happened and why: every event of
    the table since the lesson began that the student may see, each with the rule that made it
    (:mod:`.why`), and ``explain(game)``, the lesson's own remark (which must itself depend on what
    happened when it speaks of it).  Nothing runs by itself before the student acts."""

    def __init__(self, game, seat: int, until: Callable, explain: Callable[[object], str] | None = None,
                 agents=None, since: int | None = None):
        """``since``: the first event the explanation tells (by default, those after the prepared
        position: its story is not the lesson's)."""
        self.game = game
        game.name_reader = name_reader(game)            # the table names its players as the lesson's text does
        self.seat = seat
        self.until = until
        self.explain_text = explain
        self.start = len(game.events) if since is None else since
        self.explanation = w.HTML()
        self.table = GameTable(game, seat, agents=agents, stop=until, on_change=self.refresh)
        self.table.language.widget.observe(lambda _: self.refresh(), names="value")
        self.widget = w.VBox([self.table.widget, self.explanation])
        follow(self)
        self.refresh()

    def what_happened(self) -> str:
        """The explanation's HTML: the events since the lesson began with their rules, then the remark."""
        remark = self.explain_text(self.game) if self.explain_text is not None else ""
        return explained(self.game, self.start, self.seat) + (f"<p>{remark}</p>" if remark else "")

    def refresh(self) -> None:
        if self.until(self.game):
            with using(self.table.language.lang):         # in the table's language, as its story
                self.explanation.value = (f"<div style='{BOX};border-color:#1a7f37;background:#eef8f0'><b>"
                                          f"{esc(tr('What happened, and why.'))}</b> {self.what_happened()}</div>")
        else:
            self.explanation.value = ""

    def set_language(self, lang: str) -> None:
        self.table.language.set(lang)
        self.refresh()

    @property
    def done(self) -> bool:
        return self.until(self.game)

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
