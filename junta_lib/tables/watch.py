"""The teacher's live board: every table of a class with its round, phase and whom it waits for,
redrawn every few seconds, and the teacher's commands by clicking (pause, open, end a table; give an
absent student's seat to a bot, and back)."""
from __future__ import annotations

import html
import threading

import ipywidgets as w

from .client import ClientError

COLUMNS = ("table", "status", "round", "phase", "decisions", "waiting for", "bots", "winners")


def board_html(rows: list[dict]) -> str:
    head = "".join(f"<th style='text-align:left;padding:2px 10px'>{c}</th>" for c in COLUMNS)
    body = []
    for r in rows:
        colour = {"paused": "#fff4d6", "ended": "#eee"}.get(r["status"], "#fff")
        cells = "".join(f"<td style='padding:2px 10px'>{html.escape(str(r[c]))}</td>" for c in COLUMNS)
        body.append(f"<tr style='background:{colour}'>{cells}</tr>")
    return (f"<table style='border-collapse:collapse;font-size:13px;font-family:sans-serif'><tr>{head}</tr>"
            f"{''.join(body)}</table>")


class ClassWatch:
    """``room.watch()``: the board, redrawn every ``every`` seconds until "Stop watching"."""

    def __init__(self, room, every: float = 2.0):
        self.room, self.every = room, every
        self.board = w.HTML()
        self.note = w.HTML()
        tables = [t["label"] for t in room.tables]
        self.table = w.Dropdown(options=tables, description="Table", layout=w.Layout(width="220px"))
        students = [(f"{s['student']} ({t['label']})", (t["label"], s["seat"])) for t in room.tables for s in t["seats"]]
        self.student = w.Dropdown(options=students, description="Student", layout=w.Layout(width="320px"))
        buttons = [self._button("Pause", lambda: self._command("pause")),
                   self._button("Open", lambda: self._command("open")),
                   self._button("End", lambda: self._command("end"), "danger")]
        seat_buttons = [self._button("Give the seat to a bot", lambda: self._seat(True)),
                        self._button("Give it back", lambda: self._seat(False))]
        self.stop_button = self._button("Stop watching", self.stop)
        self.widget = w.VBox([self.board, w.HBox([self.table] + buttons), w.HBox([self.student] + seat_buttons),
                              w.HBox([self.stop_button, self.note])])
        self._stop = threading.Event()
        self.refresh()
        self._thread = threading.Thread(target=self._loop, name="junta-class-watch", daemon=True)
        self._thread.start()

    @staticmethod
    def _button(text, action, style=""):
        b = w.Button(description=text, button_style=style, layout=w.Layout(width="auto"))
        b.on_click(lambda _: action())
        return b

    def refresh(self) -> bool:
        try:
            self.board.value = board_html(self.room.status())
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
                self.note.value = ("<span style='color:#b00'>The table server does not answer: the board shows "
                                   "what it last read.  Run the cell again to watch once it is back.</span>")

    def stop(self) -> None:
        self._stop.set()
        self.note.value = "<i>not watching: run the cell again to watch</i>"

    def _command(self, command: str, **body) -> None:
        try:
            self.room.command(self.table.value, command, **body)
            self.note.value = f"{html.escape(self.table.value)}: {command} done"
        except ClientError as err:
            self.note.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
        self.refresh()

    def _seat(self, on: bool) -> None:
        label, seat = self.student.value
        try:
            self.room.command(label, "bot", seat=seat, on=on)
            self.note.value = f"{html.escape(self.student.label)}: " + ("a bot plays the seat" if on else "the seat is the student's again")
        except ClientError as err:
            self.note.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
        self.refresh()

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
