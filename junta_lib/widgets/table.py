"""ipywidgets front-ends.  Notebooks call these and stay thin.

``GameTable(game, seat)``: you play one seat, bots the others.  Your decisions appear as buttons
(listed options), as one drop-down per source of votes (roll calls), or as a JSON form with a legal
example filled in (other structured choices).  An illegal choice shows the engine's error and
changes nothing.

Bots are the heuristic players unless ``agents`` are given.

``StepThrough(game)``: bots play every seat; "Next decision" and "To the next phase" buttons step
through the game, narrating the events, for the phase-by-phase tutorials.
"""
from __future__ import annotations

import html
import json
import random

import ipywidgets as w

from ..agents import heuristic_team
from ..core import IllegalAction
from .labels import describe

MAX_BUTTONS = 16


def _bot_choice(game, agent, decision):
    """A bot's action, handing it its own view when it reads one."""
    view = game.view(decision.player) if getattr(agent, "needs_view", True) else None
    return agent.choose(view, decision)


def _events_html(lines: list[str], last: int = 25) -> str:
    items = "".join(f"<li>{html.escape(t)}</li>" for t in lines[-last:])
    return f"<ol start='{max(1, len(lines) - last + 1)}' style='margin:0'>{items}</ol>"


def _view_html(game, seat: int) -> str:
    view = game.view(seat)
    rows = []
    for key in ("round", "phase", "president", "situation", "bank", "hand", "pocket", "swiss", "vp", "money",
                "my_promises", "my_orders"):
        if key not in view or view[key] in (None, [], {}):
            continue
        value = view[key]
        if key == "president" and isinstance(value, int):
            value = game.state.names[value]
        if key in ("hand", "my_promises"):
            value = ", ".join(describe(game, c) for c in value)
        rows.append(f"<tr><th style='text-align:left;padding-right:1em'>{key.replace('_', ' ')}</th>"
                    f"<td>{html.escape(str(value))}</td></tr>")
    return f"<b>{html.escape(game.state.names[seat])}</b> (seat {seat})<table>{''.join(rows)}</table>"


class GameTable:
    def __init__(self, game, seat: int = 0, agents=None, seed: int = 0):
        self.game, self.seat = game, seat
        self.agents = agents or heuristic_team(game, seed)
        self.rng = random.Random(seed)
        self.view = w.HTML()
        self.story = w.HTML(layout=w.Layout(max_height="320px", overflow="auto"))
        self.prompt = w.HTML()
        self.controls = w.VBox()
        self.error = w.HTML()
        self.widget = w.VBox([self.view, self.prompt, self.controls, self.error, w.HTML("<b>Story</b>"), self.story])
        self.advance()

    # -- flow ---------------------------------------------------------------------------------
    def advance(self) -> None:
        """Let the bots play until it is this seat's turn or the game is over, then redraw."""
        game = self.game
        while (d := game.pending()) is not None and d.player != self.seat:
            game.apply(_bot_choice(game, self.agents[d.player], d))
        self.render()

    def choose(self, action) -> bool:
        """Apply one action for this seat; on an illegal one show the error and change nothing."""
        try:
            self.game.apply(action)
        except IllegalAction as err:
            self.error.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
            return False
        self.error.value = ""
        self.advance()
        return True

    # -- drawing ------------------------------------------------------------------------------
    def render(self) -> None:
        game = self.game
        self.view.value = _view_html(game, self.seat)
        self.story.value = _events_html(game.story(self.seat))
        d = game.pending()
        if d is None:
            result = game.result()
            winners = ", ".join(game.state.names[s] for s in result["winners"]) or "nobody"
            self.prompt.value = f"<h4>The game is over: {html.escape(winners)} won.</h4>"
            self.controls.children = []
            return
        self.prompt.value = f"<h4>{html.escape(d.prompt)}</h4>"
        if d.options is not None:
            self.controls.children = [self._option_controls(d)]
        elif d.kind == "vote":
            self.controls.children = [self._vote_form(d)]
        else:
            self.controls.children = [self._json_form(d)]

    def _option_controls(self, d):
        if len(d.options) <= MAX_BUTTONS:
            buttons = []
            for option in d.options:
                label = describe(self.game, option, d.kind)
                b = w.Button(description=label[:40], tooltip=label, layout=w.Layout(width="auto"))
                b.on_click(lambda _, o=option: self.choose(o))
                buttons.append(b)
            return w.HBox(buttons, layout=w.Layout(flex_flow="row wrap"))
        pick = w.Dropdown(options=[(describe(self.game, o, d.kind), i) for i, o in enumerate(d.options)])
        go = w.Button(description="Choose", button_style="primary")
        go.on_click(lambda _: self.choose(d.options[pick.value]))
        return w.HBox([pick, go])

    def _vote_form(self, d):
        sources, choices = d.info["sources"], d.info["choices"]
        labels = [("abstain / keep in hand", None)] + [(describe(self.game, c), c) for c in choices]
        rows = {}
        for source, votes in sources.items():
            name = source if source in ("family",) or source.startswith("position:") else describe(self.game, source)
            rows[source] = w.Dropdown(options=labels, description=f"{name} ({votes})",
                                      style={"description_width": "initial"})
        cast = w.Button(description="Cast votes", button_style="primary")
        cast.on_click(lambda _: self.choose({s: dd.value for s, dd in rows.items() if dd.value is not None}))
        return w.VBox(list(rows.values()) + [cast])

    def _json_form(self, d):
        example = d.sample(self.rng)
        text = w.Textarea(value=json.dumps(example, ensure_ascii=False), layout=w.Layout(width="100%", height="90px"))
        hint = w.HTML(f"<small>{html.escape((d.info or {}).get('format', ''))}</small>")
        submit = w.Button(description="Submit", button_style="primary")
        another = w.Button(description="Another legal example")

        def on_submit(_):
            try:
                action = json.loads(text.value)
            except json.JSONDecodeError as err:
                self.error.value = f"<span style='color:#b00'>not JSON: {html.escape(str(err))}</span>"
                return
            self.choose(action)

        submit.on_click(on_submit)
        another.on_click(lambda _: setattr(text, "value", json.dumps(d.sample(self.rng), ensure_ascii=False)))
        return w.VBox([hint, text, w.HBox([submit, another])])

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)


class StepThrough:
    """Bots play every seat; step one decision or one phase at a time, narrating the events."""

    def __init__(self, game, agents=None, seed: int = 0):
        self.game = game
        self.agents = agents or heuristic_team(game, seed)
        self.seen = 0
        self.status = w.HTML()
        self.story = w.HTML(layout=w.Layout(max_height="360px", overflow="auto"))
        self.next_button = w.Button(description="Next decision")
        self.phase_button = w.Button(description="To the next phase")
        self.next_button.on_click(lambda _: self.step())
        self.phase_button.on_click(lambda _: self.to_next_phase())
        self.widget = w.VBox([self.status, w.HBox([self.next_button, self.phase_button]), self.story])
        self.render()

    def step(self) -> bool:
        d = self.game.pending()
        if d is None:
            return False
        self.game.apply(_bot_choice(self.game, self.agents[d.player], d))
        self.render()
        return True

    def to_next_phase(self) -> None:
        start = self.game.state.phase
        while (d := self.game.pending()) is not None and self.game.state.phase == start:
            self.game.apply(_bot_choice(self.game, self.agents[d.player], d))
        self.render()

    def render(self) -> None:
        d = self.game.pending()
        if d is None:
            self.status.value = "<b>The game is over.</b>"
        else:
            self.status.value = (f"<b>Phase:</b> {html.escape(str(self.game.state.phase))} &nbsp; "
                                 f"<b>Next:</b> {html.escape(d.prompt)} "
                                 f"({len(d.options) if d.options is not None else 'structured'} choice(s))")
        self.story.value = _events_html(self.game.story())

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
