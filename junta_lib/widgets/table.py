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


def _card_label(game, cid) -> str:
    card = game.cards.get(cid)
    label = describe(game, cid)
    if card is not None and getattr(card, "implemented", True) is False:
        label += " (not yet playable)"
    return label


def _money(bills) -> str:
    return f"{sum(bills)} million" + (f" ({', '.join(map(str, sorted(bills)))})" if bills else "")


def _view_html(game, seat: int) -> str:
    """This seat's own view: his secrets, then a table of what everybody can see of everybody."""
    view = game.view(seat)
    mine = [("round", view["round"]), ("phase", view["phase"])]
    if view.get("president") is not None:
        mine.append(("President", game.state.names[view["president"]]))
    if view["game"] == "classic":
        mine += [("situation", view["situation"]), ("bank", view["bank"]),
                 ("hand", ", ".join(_card_label(game, c) for c in view["hand"]) or "empty"),
                 ("pocket money", _money(view["pocket"])), ("Swiss Bank Account", _money(view["swiss"]))]
        if view.get("drawn"):
            mine.append(("Foreign Aid drawn", _money(view["drawn"])))
        if view["budget"]["announced"]:
            mine.append(("Budget announced", ", ".join(
                f"{game.state.names[int(t)]} {a} million" for t, a in view["budget"]["announced"].items())))
        header = ["player", "Positions", "Influence in front", "cards", "status", "Location"]
        rows = [[p["name"], ", ".join(game.position_name(x) for x in p["positions"]),
                 ", ".join(describe(game, c) for c in p["influence"]), p["hand_size"],
                 "dead" if not p["alive"] else ("in exile" if p["exiled"] else ""),
                 game.location_name(p["location"]) if p.get("location") else ""] for p in view["players"]]
    else:
        mine += [("hand", ", ".join(describe(game, c) for c in view["hand"]) or "empty"),
                 ("money", f"{view['money']} million"), ("VP", view["vp"]),
                 ("promised to you", ", ".join(describe(game, c) for c in view["my_promises"]) or "nothing")]
        header = ["player", "number", "dice", "buildings", "cards", "promised cards", "orders"]
        rows = [[p["name"], p["number"], p["dice"], p["buildings"], p["hand_size"], p["promised_cards"],
                 " ".join(map(str, view["orders"].get(p["seat"], [])))] for p in view["players"]]
    own = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{html.escape(k)}</th>"
                  f"<td>{html.escape(str(v))}</td></tr>" for k, v in mine)
    head = "".join(f"<th style='text-align:left;padding-right:1em'>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td style='padding-right:1em'>{html.escape(str(c))}</td>" for c in r) + "</tr>"
                   for r in rows)
    city = _city_html(game, view, seat) if view.get("coup") else ""
    return (f"<b>{html.escape(game.state.names[seat])}</b> (seat {seat})<table>{own}</table>"
            f"<details open><summary>the table</summary><table><tr>{head}</tr>{body}</table></details>{city}")


def _city_html(game, view, seat: int) -> str:
    """The capital during a coup: the 5x5 block plan, Power Centers outlined in red, embassies grey;
    in each area the units by player and force, with this player's unit ids to name in a move."""
    city, coup, names = game.city, view["coup"], game.state.names
    by_area: dict = {}
    for u in coup["units"]:
        by_area.setdefault(u["area"], []).append(u)
    cells: dict = {}
    for area in list(city.graph.nodes) + [city.airfield]:
        lines = []
        groups: dict = {}
        for u in by_area.get(area, []):
            groups.setdefault((u["owner"], u["force"]), []).append(u["id"])
        for (owner, force), ids in sorted(groups.items()):
            own = f" <small>ids {','.join(map(str, ids))}</small>" if owner == seat else ""
            lines.append(f"{html.escape(names[owner])}: {len(ids)} {html.escape(game.force_name(force))}{own}")
        style = "border:1px solid #999;padding:3px;vertical-align:top;width:19%"
        if area in city.power_centers:
            style += ";border:2px solid #c00"
        if area in city.embassies:
            style += ";background:#eee"
        cells[area] = (f"<td style='{style}'><b>{html.escape(city.name(area))}</b>"
                       f"<br>{'<br>'.join(lines)}</td>")
    grid = {}
    for area, data in city.graph.nodes(data=True):
        if "row" in data:
            grid[(data["row"], data["col"])] = area
    rows = []
    for r in range(max(k[0] for k in grid) + 1):
        tds = [cells[grid[(r, c)]] if (r, c) in grid else "<td></td>" for c in range(5)]
        rows.append("<tr>" + "".join(tds) + "</tr>")
    extra = cells[city.harbor] + cells[city.airfield]
    phase = "the Rebel phase" if coup["phase"] == 0 else f"Coup phase {coup['phase']}"
    rebels = ", ".join(names[r] for r in coup["rebels"]) or "none yet"
    return (f"<details open><summary>the city: {phase}; Rebels: {html.escape(rebels)}; "
            f"Airstrikes left: {coup['airstrikes_left']}</summary>"
            f"<table style='border-collapse:collapse;font-size:90%'>{''.join(rows)}<tr>{extra}</tr></table></details>")


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
        text = w.Textarea(value=json.dumps(example.to_json(), ensure_ascii=False),
                          layout=w.Layout(width="100%", height="90px"))
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
        another.on_click(lambda _: setattr(text, "value", json.dumps(d.sample(self.rng).to_json(), ensure_ascii=False)))
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
