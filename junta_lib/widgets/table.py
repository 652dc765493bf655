"""ipywidgets front-ends.  Notebooks call these and stay thin.

``GameTable(game, seat)``: you play one seat, the kit's bots play the others.  You see what your
seat may know: the table (JUNTA's Parliament and cabinet, or Viva's estates), the city drawn during a
coup, your hand and money, and the story.  Each decision is a form you fill by clicking (forms.py);
the side actions the rules allow at any time are buttons beside it.  An illegal choice is refused
with the reason, and nothing changes.  "Undo my last choice" takes back your last choice and what the
bots did after it (the game is rewound in place; not in a game with loaded dice).

``GameTable(join(link))`` plays your seat at a class table on a server (tables/remote.py): the other
seats are students or the server's bots, their moves appear as they happen, the table's chat is
under the form, and a lost connection is reopened by itself (and said).

``StepThrough(game)``: bots play every seat; "Next decision" and "To the next phase" step through the
game with the same pictures and story, for the phase-by-phase tutorials.
"""
from __future__ import annotations

import random
import threading

import ipywidgets as w

from ..agents import heuristic_team
from ..core import IllegalAction
from ..core.actions import Aside
from ..core.decision import Decision, describe
from ..i18n import tr, using
from .language import LanguageSwitch
from .board import junta_table_html, viva_svg
from .city import city_svg
from .clickmap import ClickMap
from .forms import GiveForm, button, form_for, row
from .palette import chip, esc
from .panels import header_html, me_html, phase_name  # noqa: F401 - the notebook table's, and the seat page's
from .story import readable, since_html, story_html


def _bot_choice(game, agent, decision):
    """A bot's action, handing it its own view when it reads one."""
    view = game.view(decision.player) if getattr(agent, "needs_view", True) else None
    return agent.choose(view, decision)


def public_reason(agent, decision):
    """Why ``agent`` took ``decision`` (agents/reasons.py), or None when that must stay secret: a
    choice made behind a screen, or a bot that gives no reasons."""
    reason = getattr(agent, "reason", None)
    if reason is None or reason.secret or decision.secret:
        return None
    return reason


def why_html(game, seat: int, reasons: list) -> str:
    """A bot's reasons for its public moves, in the current language, each said once."""
    name = game.seat_name(seat)
    said = list(dict.fromkeys(r.say(name) for r in reasons))
    items = "".join(f"<li>{esc(text)}</li>" for text in said)
    return f"<div style='font-size:13px'><b>{esc(tr('Why did {name} do that?', name=name))}</b><ul>{items}</ul></div>"


def why_button(text: str, on_click):
    """A question to a bot, not a move: set apart (its class) from the form's buttons."""
    b = button(text, on_click)
    b.add_class("junta-why")
    return b


def result_html(game) -> str:
    """The end: every player's score and the winners."""
    r = game.result()
    s = game.state
    names = [game.seat_name(t) for t in range(s.n)]
    if game.GAME == "classic":
        head, cells = (tr("Swiss Bank Account"),), [(tr("{n} million", n=r["swiss"][t]),) for t in range(s.n)]
    else:
        head, cells = (tr("VP"), tr("money")), [(r["vp"][t], tr("{n} million", n=r["money"][t])) for t in range(s.n)]
    rows = "".join(f"<tr style='{'font-weight:bold;background:#e6f4ea' if t in r['winners'] else ''}'>"
                   f"<td>{chip(names[t], t)}</td>" + "".join(f"<td style='padding:0 12px'>{esc(c)}</td>" for c in cells[t])
                   + f"<td>{tr('winner') if t in r['winners'] else ''}</td></tr>" for t in range(s.n))
    heads = "".join(f"<th style='text-align:left;padding:0 12px'>{esc(h)}</th>" for h in head)
    return f"<h3>{esc(game.verdict())}</h3><table><tr><th></th>{heads}<th></th></tr>{rows}</table>"


def waiting_html(game) -> str:
    """At a class table, while another seat decides (or the teacher paused the table)."""
    notes = "".join(f"<div style='color:#8a5a00'>{esc(n)}</div>" for n in game.notices[-2:])
    if game.status == "paused":
        line = esc(tr("The teacher has paused the table: no moves until it is opened again."))
    elif game.status == "ended":
        line = esc(tr("The teacher has ended the table."))
    elif game.played_by_bot:
        line = esc(tr("The teacher gave your seat to a bot for now; ask the teacher to give it back."))
    else:
        line = esc(tr("Waiting for {name} to decide… (the table redraws by itself)", name="\x00")).replace(
            "\x00", f"<b>{esc(game.waiting_for())}</b>")
    return f"<h4 style='margin:8px 0 4px;color:#555'>{line}</h4>{notes}"


class ChatBox:
    """A class table's chat: the last lines, and a line to send (everyone at the table reads it)."""

    def __init__(self, game):
        self.game = game
        self.lines = w.HTML()
        self.text = w.Text(placeholder=tr("say something to the table (an offer, a threat, a promise)"),
                           layout=w.Layout(width="520px"))
        self.note = w.HTML()
        send = button(tr("Send"), self.send)
        self.widget = w.VBox([w.HTML(f"<b>{tr('Table talk')}</b>"), self.lines, row(self.text, send), self.note])

    def send(self) -> None:
        text = self.text.value.strip()
        if not text:
            return
        try:
            self.game.say(text)
        except Exception as err:  # noqa: BLE001 - the connection is reopened by itself
            self.note.value = f"<span style='color:#b00'>{esc(tr('not sent: {why}', why=err))}</span>"
            return
        self.text.value, self.note.value = "", ""

    def render(self) -> None:
        lines = self.game.chat[-8:]
        body = "".join(f"<div><b>{esc(c['name'])}:</b> {esc(c['text'])}</div>" for c in lines) or \
            f"<i style='color:#777'>{tr('nothing said yet')}</i>"
        self.lines.value = f"<div style='font-size:13px;max-height:160px;overflow:auto'>{body}</div>"


class GameTable:
    """Play one seat of ``game`` against the kit's bots (see the module docstring)."""

    def __init__(self, game, seat: int | None = None, agents=None, seed: int = 0, stop=None, on_change=None,
                 lang: str | None = None):
        """``seat``: yours (0 when not given; at a class table, the seat your link opens).
        ``stop(game)``: where a lesson ends (the bots play no further); ``on_change()`` is called
        after each of the player's actions.  ``lang``: "en", "ru" or "zh_Hant" (default: JUNTA_LANG or
        the locale); the switch above the table redraws the same moment in another language."""
        self.language = LanguageSwitch(lang, self.render)
        self.remote = getattr(game, "remote", False)
        self.game, self.seat = game, (game.seat if self.remote else 0) if seat is None else seat
        self.agents = agents or ({} if self.remote else heuristic_team(game, seed))
        self.lock = threading.RLock()         # at a class table, news arrives on another thread
        self.stop = stop
        self.on_change = on_change
        self.since = 0                        # the first event (of game.events) since his last decision
        self.taken: list[tuple[int, int]] = []   # (actions before, since before) of each of this player's choices
        self.reasons: dict[int, list] = {}   # seat -> the bot's reasons for its public moves since his last choice
        self.asked: int | None = None         # the seat whose reasons are shown
        self.why_box = w.HBox([], layout=w.Layout(flex_flow="row wrap"))
        self.why = w.HTML()
        self.undo_box = w.HBox([])
        self.header = w.HTML()
        self.map = ClickMap(on_click=self._map_click, layout=w.Layout(overflow="auto"))
        self.table = w.HTML()
        self.me = w.HTML()
        self.prompt = w.HTML()
        self.form_box = w.VBox([])
        self.side_box = w.VBox([])
        self.error = w.HTML()
        self.recent = w.HTML()
        self.story = w.HTML()
        self.form = None
        self.chat = ChatBox(game) if self.remote else None
        self.story_title = w.HTML()
        self.widget = w.VBox([self.language.fonts, self.language.widget, self.header, self.map, self.table, self.me,
                              self.recent, self.why_box, self.why, self.prompt, self.form_box, self.side_box,
                              self.error, self.undo_box]
                             + ([self.chat.widget] if self.chat else [])
                             + [self.story_title, self.story],
                             layout=w.Layout(max_width="1100px"))
        self.widget.add_class("junta-words")
        self.advance()
        if self.remote:
            game.subscribe(self._news)

    def _news(self, moved: bool) -> None:
        """News from the class table: the game moved on (redraw all), or a chat line (the chat only:
        a form half filled in stays as it is)."""
        if moved:
            self.render()
        else:
            self.chat.render()

    # -- flow -------------------------------------------------------------------------------------
    def advance(self) -> None:
        """Let the bots play until it is this seat's turn or the game is over, then redraw."""
        game = self.game
        while not self.remote and (d := game.pending()) is not None and d.player != self.seat and not self.stopped():
            agent = self.agents[d.player]
            game.apply(_bot_choice(game, agent, d))
            reason = public_reason(agent, d)
            if reason is not None:
                self.reasons.setdefault(d.player, []).append(reason)
        self.render()

    def explain(self, seat: int) -> None:
        """Show why the bot of ``seat`` made its public moves since this player's last choice."""
        self.asked = seat
        self.render()

    def stopped(self) -> bool:
        return self.stop is not None and self.stop(self.game)

    def choose(self, action) -> bool:
        """Apply one action for this seat (an action object or its JSON form); on an illegal one show
        the error and change nothing."""
        before = (len(self.game.actions), self.since)
        start = len(self.game.events)         # his decision and all it set off count as "since"
        try:
            with using(self.language.lang):
                self.game.apply(action)
        except IllegalAction as err:
            self.error.value = f"<span style='color:#b00'>{esc(err)}</span>"
            return False
        self.taken.append(before)
        self.error.value = ""
        self.since = start
        self.reasons, self.asked = {}, None
        self.advance()
        if self.on_change is not None:
            self.on_change()
        return True

    def can_undo(self) -> bool:
        """Has this player a choice to take back (not in a game with loaded dice, which cannot be rolled again)?"""
        return bool(self.taken) and type(self.game.rng) is random.Random

    def undo(self) -> None:
        """Take back this player's last choice and whatever the bots did after it: the game is
        rewound to that decision (Engine.rewind), which is asked again."""
        if not self.can_undo():
            return
        at, self.since = self.taken.pop()
        self.game.rewind(at)
        self.error.value = ""
        self.reasons, self.asked = {}, None
        self.render()
        if self.on_change is not None:
            self.on_change()

    def visible(self):
        return readable(self.game.events, self.seat)

    def fresh(self) -> tuple[list, int]:
        """The events this player may read, and how many of them came before his last decision
        (counted on the game's own log: a private event told later never shifts the cut)."""
        events = self.visible()
        position = {id(e): i for i, e in enumerate(self.game.events)}
        old = sum(1 for e in events if position[id(e)] < self.since)
        return events, old

    # -- drawing ----------------------------------------------------------------------------------
    def render(self) -> None:
        with self.lock, using(self.language.lang):
            self._render()

    def _render(self) -> None:
        game = self.game
        d = game.pending()
        self.story_title.value = f"<b>{tr('The story')}</b>"
        self.undo_box.children = [button(tr("Undo my last choice"), self.undo)] if self.can_undo() else []
        self.why_box.children = [why_button(tr("Why did {name} do that?", name=game.seat_name(t)),
                                            lambda t=t: self.explain(t)) for t in sorted(self.reasons)]
        self.why.value = why_html(game, self.asked, self.reasons[self.asked]) if self.asked in self.reasons else ""
        self.header.value = header_html(game)
        self.me.value = me_html(game, self.seat)
        events, old = self.fresh()
        self.story.value = story_html(events, old)
        self.recent.value = since_html(events, old) if d is not None else ""
        if self.chat is not None:
            self.chat.render()
            if game.notices:                     # "the connection was lost; reconnected", where it is seen
                self.chat.note.value = f"<span style='color:#8a5a00'>{esc(game.notices[-1])}</span>"
        if d is None or self.stopped():
            if d is None and not game.is_over():          # a class table, waiting for another seat
                self.prompt.value = waiting_html(game)
                self.form_box.children, self.form = [], None
                self.side_box.children = self.side_controls(None, game.aside_menu(self.seat))
                self.draw_picture()
                return
            else:
                self.prompt.value = result_html(game) if d is None else \
                    f"<h4 style='margin:8px 0 4px'>{tr('This step is over.')}</h4>"
            self.form_box.children, self.side_box.children = [], []
            self.form = None
            self.draw_picture()
            return
        self.prompt.value = f"<h4 style='margin:8px 0 4px'>{esc(d.prompt)}</h4>"
        self.form = form_for(game, d, self.choose)
        self.form.changed = self.redraw_picture
        self.form_box.children = [self.form.widget]
        self.side_box.children = self.side_controls(d)
        self.draw_picture()

    def redraw_picture(self) -> None:
        with using(self.language.lang):
            self.draw_picture()

    def draw_picture(self) -> None:
        game = self.game
        keys = self.form.map_keys if self.form is not None else ()
        selected = self.form.selected if self.form is not None else None
        if game.GAME == "viva":
            self.map.show(viva_svg(game, self.seat), ())
            self.map.layout.display = ""
            self.table.layout.display = "none"
            return
        in_coup = game.state.coup is not None and game.state.phase.startswith("8 coup")
        self.table.value = junta_table_html(game, self.seat)
        if in_coup:
            self.map.show(city_svg(game, self.seat, highlight=keys, selected=selected, scale=0.85), keys)
        self.map.layout.display = "" if in_coup else "none"

    def side_controls(self, d, menu=None) -> list:
        """The side actions beside decision ``d``; with ``d`` None, ``menu``: those the rules allow
        while another player decides (a class table), sent as Aside(your seat, action)."""
        if d is not None:
            menu = d.side
        if menu is None:
            return []
        if d is None:
            d = Decision("aside", self.seat, "", game=self.game)
            submit = lambda a: self.choose(Aside(self.seat, a))         # noqa: E731
            note = tr("At any time (the rules allow these while the others decide):")
        else:
            submit, note = self.choose, tr("At any time (the rules allow these beside your decision):")
        buttons = [button(describe(a, self.game, d.kind), lambda a=a: submit(a), style="warning")
                   for a in menu.listed]
        if menu.give is not None:
            buttons.append(button(tr("Give money or cards…"), lambda: self.open_give(d, menu.give, submit),
                                  style="warning"))
        if not buttons:
            return []
        return [w.HTML(f"<small>{esc(note)}</small>"), row(*buttons)]

    def open_give(self, d, domain, submit=None) -> None:
        with using(self.language.lang):
            form = GiveForm(self.game, d, submit or self.choose, domain, cancel=self.render)
        self.form_box.children = [form.widget]

    def _map_click(self, key: str) -> None:
        if self.form is not None:
            self.form.on_map_click(key)

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)


class StepThrough:
    """Bots play every seat; step one decision or one phase at a time, with pictures and the story."""

    def __init__(self, game, agents=None, seed: int = 0, seat: int = 0, lang: str | None = None):
        self.game, self.seat = game, seat
        self.language = LanguageSwitch(lang, self.render)
        self.agents = agents or heuristic_team(game, seed)
        self.status = w.HTML()
        self.map = ClickMap()
        self.table = w.HTML()
        self.story = w.HTML()
        self.next_button = w.Button()
        self.phase_button = w.Button(button_style="primary")
        self.next_button.on_click(lambda _: self.step())
        self.phase_button.on_click(lambda _: self.to_next_phase())
        self.since = 0
        self.widget = w.VBox([self.language.fonts, self.language.widget, self.status,
                              w.HBox([self.next_button, self.phase_button]), self.map, self.table, self.story],
                             layout=w.Layout(max_width="1100px"))
        self.widget.add_class("junta-words")
        self.render()

    def step(self) -> bool:
        d = self.game.pending()
        if d is None:
            return False
        self.since = len(self.game.events)
        self.game.apply(_bot_choice(self.game, self.agents[d.player], d))
        self.render()
        return True

    def to_next_phase(self) -> None:
        game = self.game
        self.since = len(game.events)
        start = (game.state.phase, game.round)
        while (d := game.pending()) is not None and (game.state.phase, game.round) == start:
            game.apply(_bot_choice(game, self.agents[d.player], d))
        self.render()

    def render(self) -> None:
        with using(self.language.lang):
            self._render()

    def _render(self) -> None:
        game = self.game
        d = game.pending()
        self.next_button.description = tr("Next decision")
        self.phase_button.description = tr("To the next phase")
        nxt = f" · {esc(tr('next: {prompt}', prompt=d.prompt))}" if d is not None else \
            f" · <b>{esc(tr('the game is over'))}</b>"
        self.status.value = header_html(game) + f"<div style='font-size:13px'>{nxt}</div>"
        if game.GAME == "viva":
            self.map.show(viva_svg(game, None))
            self.table.layout.display = "none"
        else:
            coup = game.state.coup is not None and game.state.phase.startswith("8 coup")
            if coup:
                self.map.show(city_svg(game, None, scale=0.85))
            self.map.layout.display = "" if coup else "none"
            self.table.value = junta_table_html(game, self.seat)
        self.story.value = story_html(game.events, self.since, height=320)

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
