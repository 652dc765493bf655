"""The teacher's live board: every table of a class with its round, phase and whom it waits for,
redrawn every few seconds, and the teacher's commands by clicking (pause, open, end a table; give an
absent student's seat to a bot, and back)."""
from __future__ import annotations

import html
import threading

import ipywidgets as w

from ..i18n import N_, default_language, normalise, tr, using
from ..widgets.panels import phase_name
from .client import ClientError

COLUMNS = ("table", "status", "round", "phase", "decisions", "waiting for", "bots", "winners")
HEADINGS = {"table": N_("table"), "status": N_("status"), "round": N_("round"), "phase": N_("phase"),
            "decisions": N_("decisions"), "waiting for": N_("waiting for"), "bots": N_("bots"),
            "winners": N_("winners")}
STATUSES = {"open": N_("playing"), "paused": N_("paused"), "ended": N_("ended")}
OVER = N_("— over —")                               # ClassRoom.status()'s word for a table whose game ended
DONE = {"pause": N_("{table} is paused"), "open": N_("{table} plays on"), "end": N_("{table} has ended")}


def board_html(rows: list[dict], lang: str | None = None) -> str:
    """The board in ``lang`` (the notebook's language when None): headings, statuses and phases
    worded, the players' names as they are."""
    with using(normalise(lang) if lang else default_language()):
        head = "".join(f"<th style='text-align:left;padding:2px 10px'>{html.escape(tr(HEADINGS[c]))}</th>"
                       for c in COLUMNS)
        body = []
        for r in rows:
            colour = {"paused": "#fff4d6", "ended": "#eee"}.get(r["status"], "#fff")
            shown = dict(r, status=tr(STATUSES[r["status"]]) if r["status"] in STATUSES else r["status"])
            if "game" in r:
                shown["phase"] = phase_name(r["game"], str(r["phase"]))
            if r["waiting for"] == OVER:
                shown["waiting for"] = tr(OVER)
            cells = "".join(f"<td style='padding:2px 10px'>{html.escape(str(shown[c]))}</td>" for c in COLUMNS)
            body.append(f"<tr style='background:{colour}'>{cells}</tr>")
    return (f"<table class='junta-words' style='border-collapse:collapse;font-size:13px;font-family:sans-serif'>"
            f"<tr>{head}</tr>{''.join(body)}</table>")


class ClassWatch:
    """``room.watch()``: the board, redrawn every ``every`` seconds until "Stop watching", in
    ``lang`` ("en", "ru", "zh_Hant"; the notebook's language when None, and its language bar's after)."""

    def __init__(self, room, every: float = 2.0, lang: str | None = None):
        from ..widgets.language import FONT_STYLE, follow
        self.room, self.every = room, every
        self.lang = normalise(lang) if lang is not None else default_language()
        self.board = w.HTML()
        self.note = w.HTML()
        self.table = w.Dropdown(options=[t["label"] for t in room.tables], layout=w.Layout(width="220px"))
        students = [(f"{s['student']} ({t['label']})", (t["label"], s["seat"])) for t in room.tables for s in t["seats"]]
        self.student = w.Dropdown(options=students, layout=w.Layout(width="320px"))
        self.buttons = {"pause": self._button(lambda: self._command("pause")),
                        "open": self._button(lambda: self._command("open")),
                        "end": self._button(lambda: self._command("end"), "danger"),
                        "bot": self._button(lambda: self._seat(True)),
                        "back": self._button(lambda: self._seat(False)),
                        "stop": self._button(self.stop)}
        b = self.buttons
        self.widget = w.VBox([w.HTML(FONT_STYLE, layout=w.Layout(height="0px", margin="0")), self.board,
                              w.HBox([self.table, b["pause"], b["open"], b["end"]]),
                              w.HBox([self.student, b["bot"], b["back"]]), w.HBox([b["stop"], self.note])])
        self.widget.add_class("junta-words")
        self._stop = threading.Event()
        self._rows: list[dict] = []
        self.set_language(self.lang)
        follow(self)
        self._thread = threading.Thread(target=self._loop, name="junta-class-watch", daemon=True)
        self._thread.start()

    @staticmethod
    def _button(action, style=""):
        b = w.Button(button_style=style, layout=w.Layout(width="auto"))
        b.on_click(lambda _: action())
        return b

    def set_language(self, lang: str) -> None:
        """Word the board and its controls in ``lang`` (the notebook's language bar calls this)."""
        self.lang = normalise(lang)
        with using(self.lang):
            self.table.description, self.student.description = tr("Table"), tr("Student")
            for key, text in (("pause", N_("Pause")), ("open", N_("Open")), ("end", N_("End")),
                              ("bot", N_("Give the seat to a bot")), ("back", N_("Give it back")),
                              ("stop", N_("Stop watching"))):
                self.buttons[key].description = tr(text)
        self.refresh()

    def _say(self, text: str, error: bool = False, **facts) -> None:
        with using(self.lang):
            said = html.escape(tr(text, **facts))
        self.note.value = f"<span style='color:#b00'>{said}</span>" if error else said

    def refresh(self) -> bool:
        try:
            self._rows = self.room.status()
            self.board.value = board_html(self._rows, self.lang)
            return True
        except ClientError as err:
            self.note.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
            return False

    def _loop(self) -> None:
        failures = 0
        while not self._stop.wait(self.every):
            failures = 0 if self.refresh() else failures + 1
            if failures >= 3:                    # the server stopped: keep the last board, say so, rest
                self._stop.set()
                self._say(N_("The table server does not answer: the board shows what it last read.  Run the "
                             "cell again to watch once it is back."), error=True)

    def stop(self) -> None:
        self._stop.set()
        with using(self.lang):
            self.note.value = f"<i>{html.escape(tr('not watching: run the cell again to watch'))}</i>"

    def _command(self, command: str, **body) -> None:
        try:
            self.room.command(self.table.value, command, **body)
            self._say(DONE[command], table=self.table.value)
        except ClientError as err:
            self.note.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
        self.refresh()

    def _seat(self, on: bool) -> None:
        label, seat = self.student.value
        try:
            self.room.command(label, "bot", seat=seat, on=on)
            self._say(N_("{student}: a bot plays the seat") if on else N_("{student}: the seat is the student's again"),
                      student=self.student.label)
        except ClientError as err:
            self.note.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
        self.refresh()

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
