"""A form for every decision: what a player clicks, never JSON.

``form_for(game, decision, submit)`` builds ipywidgets from the decision's declared shape (its
listed options, or its domain) and calls ``submit(action)`` with an action object.  Players are
named by name, areas as drawn on the map, cards by name, money as the actual bills.  Forms that pick
areas (a coup move, an Airstrike, a retreat, an attack) also say which areas of the map may be
clicked now (``map_keys``) and what a click does (``on_map_click``); their drop-downs do the same
for those who prefer them.
"""
from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

from ..core.actions import Action, Word
from ..core.controls import NOTHING, set_all, vote_action  # noqa: F401 - NOTHING: the forms' "none of them"
from ..core.decision import button_label
from ..core.errors import IllegalAction

from ..i18n import N_, tr, using, words
from .palette import esc

Submit = Callable[[Action], None]
MAX_BUTTONS = 10

WIDE = w.Layout(width="auto")
LABEL_STYLE = {"description_width": "initial"}


def button(label: str, on_click, primary: bool = False, tooltip: str = "", style: str = "") -> w.Button:
    b = w.Button(description=label, tooltip=tooltip or label, layout=WIDE,
                 button_style="primary" if primary else style)
    b.on_click(lambda _: on_click())
    return b


def row(*children) -> w.HBox:
    return w.HBox(list(children), layout=w.Layout(flex_flow="row wrap", align_items="center"))


class Form:
    """The controls for one decision.  Subclasses fill ``self.widget``; a click on the map goes to
    ``on_map_click`` when the area is among ``map_keys``."""

    map_keys: tuple = ()
    selected: str | None = None
    note = ""

    def __init__(self, game, decision, submit: Submit):
        self.game, self.decision, self.submit = game, decision, submit
        self.lang = words().lang              # a click redraws the form in the table's language
        self.message = w.HTML()
        self.widget = w.VBox([])

    def say(self, text: str) -> None:
        self.message.value = f"<span style='color:#b00'>{esc(text)}</span>" if text else ""

    def send(self, action) -> None:
        """Check the action against the decision first, so a wrong choice is explained here."""
        try:
            with using(self.lang):                   # a refusal is said in the table's language
                self.decision.parse(action)
        except IllegalAction as err:
            self.say(str(err))
            return
        self.say("")
        self.submit(action)

    def on_map_click(self, key: str) -> None:  # pragma: no cover - forms with map_keys define it
        pass

    def refresh(self) -> None:
        """Called after a map click changed what the form shows."""


def label(game, decision, option) -> str:
    return button_label(option, game, decision.kind)


# -- decisions among listed options ------------------------------------------------------------------
class ButtonsForm(Form):
    """One button per option; a drop-down and a button when there are many."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        options = decision.options
        if len(options) <= MAX_BUTTONS:
            buttons = [button(label(game, decision, o), lambda o=o: self.send(o)) for o in options]
            self.widget.children = [row(*buttons), self.message]
        else:
            pick = w.Dropdown(options=[(label(game, decision, o), i) for i, o in enumerate(options)],
                              layout=w.Layout(width="min-content"))
            self.widget.children = [row(pick, button(tr("Choose"), lambda: self.send(options[pick.value]), True)),
                                    self.message]


class LocationForm(Form):
    """Phase 5 (rows 40-46): a button per Location (and Exile), each with what the place does and
    risks beside it (data/lessons/locations.toml)."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..lessons.rulebook import lesson_data
        notes = lesson_data("locations.toml")
        rows = []
        for o in decision.options:
            key = o.to_json() if isinstance(o.to_json(), str) else ""
            note = notes.get("exile" if key.startswith("exile:") else key, "")
            note = tr(note) if note else ""
            b = button(label(game, decision, o), lambda o=o: self.send(o), tooltip=note)
            b.layout = w.Layout(width="230px")
            rows.append(row(b, w.HTML(f"<span style='font-size:12px;color:#444'>{esc(note)}</span>")))
        self.widget.children = [*rows, self.message]


class AreaForm(Form):
    """Choose an area (an Airstrike, the Gunboat, a retreat): click it on the map, or its button."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        self.by_area = {o.area: o for o in decision.options if hasattr(o, "area") and not isinstance(o, Word)}
        self.map_keys = tuple(self.by_area)
        words = [o for o in decision.options if isinstance(o, Word)]
        buttons = [button(label(game, decision, o), lambda o=o: self.send(o)) for o in words]
        buttons += [button(game.area_name(a), lambda o=o: self.send(o)) for a, o in self.by_area.items()]
        hint = w.HTML(f"<i>{esc(tr('Click a highlighted area on the map, or a button.'))}</i>")
        self.widget.children = [hint, row(*buttons), self.message]

    def on_map_click(self, key):
        if key in self.by_area:
            self.send(self.by_area[key])


class GroupedForm(Form):
    """Records with several fields, chosen field by field with drop-downs (an assassination: who,
    whom, where; a promise: which card to whom).  Only combinations among the options are sent."""

    def __init__(self, game, decision, submit, kinds: tuple, fields: tuple, verb: str, shown_elsewhere: tuple = ()):
        """``shown_elsewhere``: option classes another control of the form offers (not as buttons here)."""
        super().__init__(game, decision, submit)
        self.records = [o for o in decision.options if isinstance(o, kinds)]
        self.fields = fields
        self.drops = []
        for name, title in fields:
            values = []
            for r in self.records:
                v = getattr(r, name)
                if v not in values:
                    values.append(v)
            dd = w.Dropdown(options=[(self.text(name, v), v) for v in values], description=tr(title),
                            style=LABEL_STYLE, layout=WIDE)
            self.drops.append(dd)
        go = button(tr(verb), self.go, True)
        others = [o for o in decision.options if not isinstance(o, kinds + tuple(shown_elsewhere))]
        extra = [button(label(game, decision, o), lambda o=o: self.send(o)) for o in others]
        chosen = [row(*self.drops, go)] if self.records else []     # nothing left to choose: only the words
        self.widget.children = [*chosen, row(*extra), self.message]

    def text(self, name: str, value) -> str:
        for r in self.records:
            if getattr(r, name) == value:
                fld = dict(type(r).fields)[name]
                return fld.text(self.game, value)
        return str(value)

    def go(self):
        want = tuple(dd.value for dd in self.drops)
        for r in self.records:
            if tuple(getattr(r, name) for name, _ in self.fields) == want:
                return self.send(r)
        self.say(tr("that combination is not allowed: {choices}", choices=words().join(dd.label for dd in self.drops)))


# -- structured decisions -------------------------------------------------------------------------
class VoteForm(Form):
    """One drop-down per source of votes (rows 7-10), as core/controls.py describes them (the seat
    page draws the same rows): a sensible default per source; cards in the hand stay there unless
    chosen, or cast with the rest by "All in favour" / "All for me"; an empty ballot is refused with
    the reason ("Abstain with everything" abstains on purpose)."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..classic.actions import Vote
        from ..core.controls import vote
        spec = vote(game, decision)
        self.spec_rows = spec["rows"]
        self.rows = {}
        for r in self.spec_rows:
            options = [(c["label"], c["value"]) for c in r["choices"]]
            self.rows[r["source"]] = w.Dropdown(options=options, value=r["default"], description=r["label"],
                                                style=LABEL_STYLE, layout=w.Layout(width="max-content"))

        def cast():
            try:
                casts = vote_action({src: dd.value for src, dd in self.rows.items()})
            except IllegalAction as err:
                return self.say(str(err))
            self.send(Vote(tuple(casts.items())))
        shortcuts = [button(s["label"], lambda c=s["value"]: self.set_all(c)) for s in spec["shortcuts"]]
        shortcuts.append(button(spec["abstain"], lambda: self.send(Vote(()))))
        note = w.HTML(f"<small>{esc(spec['note'])}</small>")
        self.widget.children = [note, *self.rows.values(), row(button(tr("Cast these votes"), cast, True), *shortcuts),
                                self.message]

    def set_all(self, choice) -> None:
        """Every source on one choice, the cards in the hand included (core/controls.py's set_all)."""
        chosen = set_all(self.spec_rows, {src: dd.value for src, dd in self.rows.items()}, choice)
        for src, dd in self.rows.items():
            dd.value = chosen[src]


class CabinetForm(Form):
    """One drop-down per Position (rows 25-29), filled with a legal cabinet to start from."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..classic.actions import Cabinet
        from ..core.controls import cabinet
        spec = cabinet(game, decision)
        self.drops = {r["position"]: w.Dropdown(options=[(c["label"], c["value"]) for c in r["choices"]],
                                                value=r["default"], description=r["label"], style=LABEL_STYLE,
                                                layout=w.Layout(width="max-content")) for r in spec["rows"]}
        go = button(tr("Appoint this cabinet"), lambda: self.send(Cabinet(tuple((p, d.value) for p, d in
                                                                            self.drops.items()))), True)
        note = w.HTML(f"<small>{esc(spec['note'])}</small>")
        self.widget.children = [note, *self.drops.values(), row(go), self.message]


class BudgetForm(Form):
    """The Budget (rows 31-33): one row per player with the bills you hand him (the Foreign Aid you
    drew and, if you like, your own pocket money), and the amount you announce: his stack's value or
    less, never more.  What you hand nobody you keep."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..core.controls import budget
        spec = budget(game, decision)                    # the seat page draws the same description
        self.players = [p["seat"] for p in spec["players"]]
        self.bills = [(b["value"], "pocket" if b["pocket"] else "aid") for b in spec["bills"]]
        self.toggles: dict = {}
        self.announced: dict = {}
        rows = []
        for p in spec["players"]:
            t = p["seat"]
            toggles = []
            for i, b in enumerate(spec["bills"]):
                tb = w.ToggleButton(value=False, description=f"{b['value']}", tooltip=b["label"],
                                    layout=w.Layout(width="38px"), button_style="info" if b["pocket"] else "")
                tb.observe(lambda change, t=t, i=i: self.toggled(t, i, change["new"]), "value")
                toggles.append(tb)
            self.toggles[t] = toggles
            box = w.BoundedIntText(value=0, min=0, max=0, description=tr("announce"), style=LABEL_STYLE,
                                   layout=w.Layout(width="150px"))
            self.announced[t] = box
            rows.append(row(w.HTML(f"<b style='display:inline-block;width:70px'>{esc(p['name'])}</b>"),
                            *toggles, w.HTML("&nbsp;&nbsp;"), box))
        self.total = w.HTML()
        go = button(tr("Propose this Budget"), self.go, True)
        note = w.HTML(f"<small>{esc(spec['note'])}</small>")
        self.widget.children = [note, *rows, self.total, row(go), self.message]
        self.update()

    def toggled(self, seat: int, i: int, on: bool) -> None:
        for t, toggles in self.toggles.items():      # a bill goes to one player at most
            if t != seat:
                toggles[i].disabled = on
        self.update()

    def stacks(self) -> dict:
        return {t: [self.bills[i][0] for i, tb in enumerate(toggles) if tb.value]
                for t, toggles in self.toggles.items() if any(tb.value for tb in toggles)}

    def update(self) -> None:
        stacks = self.stacks()
        for t, box in self.announced.items():
            worth = sum(stacks.get(t, []))
            box.max = worth
            box.value = worth                 # honest by default; lower it to understate
            box.disabled = worth == 0
        given = sum(sum(b) for b in stacks.values())
        kept = sum(v for v, _ in self.bills) - given
        self.total.value = f"<small>{esc(tr('Handed out: {given} million; you keep {kept} million.', given=given, kept=kept))}</small>"

    def go(self) -> None:
        from ..classic.actions import Budget, Stack
        stacks = self.stacks()
        self.send(Budget(tuple(Stack(t, tuple(b), self.announced[t].value) for t, b in sorted(stacks.items()))))


def bill_toggles(bills, title: str) -> w.VBox:
    """One toggle button per bill (identical bills each get their own)."""
    toggles = [w.ToggleButton(description=tr("{n} million", n=b), value=False, layout=WIDE) for b in sorted(bills)]
    box = w.VBox([w.HTML(f"<b>{esc(tr(title))}</b>"), row(*toggles) if toggles else w.HTML(f"<i>{tr('none')}</i>")])
    box.chosen = lambda: tuple(b for b, t in zip(sorted(bills), toggles) if t.value)
    return box


class BankingForm(Form):
    """Deposit and withdraw at the Central Bank (row 54): click the bills."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..classic.actions import Transaction
        info = decision.info
        deposit = bill_toggles(info["pocket"], N_("Deposit from your pocket"))
        withdraw = bill_toggles(info["swiss"], N_("Withdraw from your Swiss Bank Account"))
        go = button(tr("Do business"), lambda: self.send(Transaction(deposit.chosen(), withdraw.chosen())), True)
        self.widget.children = [deposit, withdraw, row(go), self.message]


class GiveForm(Form):
    """A gift of pocket money and unrevealed cards to another player (rows 16, 18)."""

    def __init__(self, game, decision, submit, domain, cancel):
        super().__init__(game, decision, submit)
        from ..classic.actions import Give
        info = domain.info()
        self.domain = domain
        to = w.Dropdown(options=[(game.seat_name(t), t) for t in info["recipients"]], description=tr("to"),
                        layout=WIDE)
        money = bill_toggles(info["pocket"], N_("Bills from your pocket"))
        cards = [w.ToggleButton(description=game.card_name(c, quoted=False), value=False, layout=WIDE)
                 for c in info["cards"]]
        hand = w.VBox([w.HTML(f"<b>{tr('Cards from your hand')}</b>"),
                       row(*cards) if cards else w.HTML(f"<i>{tr('none')}</i>")])

        def go():
            gift = Give(to.value, money.chosen(), tuple(c for c, t in zip(info["cards"], cards) if t.value))
            try:
                domain.check(gift)
            except IllegalAction as err:
                return self.say(str(err))
            self.submit(gift)
        self.widget.children = [w.HTML(esc(tr("Give money or cards (what you get back is up to the players)"))),
                                to, money, hand, row(button(tr("Give"), go, True), button(tr("Cancel"), cancel)),
                                self.message]


class PoliceForm(Form):
    """Police response (row 73): how many Police go to each area a mob holds."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..classic.actions import PoliceSend
        info = decision.info
        sliders = {a: w.IntSlider(value=0, min=0, max=info["police"], description=game.area_name(a),
                                  style=LABEL_STYLE, layout=w.Layout(width="420px")) for a in info["mob_areas"]}
        go = button(tr("Send the Police"), lambda: self.send(PoliceSend(tuple((a, s.value) for a, s in sliders.items()
                                                                           if s.value))), True)
        note = w.HTML("<small>" + esc(tr("The Minister has {n} Police unit(s); this move is free and at any "
                                         "distance (row 73).", n=info["police"])) + "</small>")
        self.widget.children = [note, *sliders.values(), row(go), self.message]


# -- the Coup: moves and attacks on the map ----------------------------------------------------------
class CoupMoveForm(Form):
    """A coup move (K3, K6, R bribes): click one of your stacks, choose how many units, then click a
    highlighted destination.  Buttons for the other movements; drop-downs for those who prefer them."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        self.mode = "move"
        self.origin: str | None = None
        self.card: str | None = None
        self.seat = decision.player
        self.controls = w.VBox([])
        self.widget.children = [self.controls, self.message]
        self.refresh()

    # the units this player may move from an area now
    def movable(self, area: str) -> list:
        coup = self.game.state.coup
        parade = coup.parade if coup.phase == 0 else ()
        return [u for u in coup.units if u.owner == self.seat and u.area == area and not u.fled
                and u.force not in parade]

    def stacks(self) -> list[str]:
        coup, airfield = self.game.state.coup, self.game.city.airfield
        return sorted({u.area for u in coup.units if u.owner == self.seat and u.area != airfield
                       and self.movable(u.area)})

    def destinations(self, origin: str) -> list[str]:
        city = self.game.city
        units = self.movable(origin)
        marines = units and all(u.force == "marines" for u in units)
        return [a for a in city.neighbours[origin] if city.harbor not in (origin, a) or marines]

    def refresh(self) -> None:
        with using(self.lang):
            self._refresh()

    def _refresh(self) -> None:
        g, city = self.game, self.game.city
        info = self.decision.info
        from ..classic.actions import Bribe, Drop, Helicopter, Move, PlayEvent
        top = []
        if self.mode == "move" and self.origin is None:
            self.map_keys, self.selected = tuple(self.stacks()), None
            top.append(w.HTML(esc(tr("Your move: click one of your stacks on the map (outlined), then where it goes."))
                              + (" <i>" + esc(tr("You started the coup by moving: this one must be a move.")) + "</i>"
                                 if info["must_move"] else "")))
        elif self.mode == "move":
            units = self.movable(self.origin)
            dests = self.destinations(self.origin)
            self.map_keys, self.selected = tuple(dests) + (self.origin,), self.origin
            by_force: dict = {}
            for u in units:
                by_force.setdefault(u.force, []).append(u)
            self.counts = {f: w.IntSlider(value=len(us), min=0, max=len(us), description=g.force_name(f),
                                          style=LABEL_STYLE, layout=w.Layout(width="380px"))
                           for f, us in by_force.items()}
            self.by_force = by_force
            top.append(w.HTML(esc(tr("From {area}: how many units, then click a highlighted area (next to it).  "
                                     "Click the stack again to choose another.", area=g.area_name(self.origin)))))
            top += list(self.counts.values())
            to = w.Dropdown(options=[(g.area_name(a), a) for a in dests], description=tr("or to"), layout=WIDE)
            top.append(row(to, button(tr("Move there"), lambda: self.move_to(to.value), True)))
        elif self.mode in ("drop", "helicopter_to"):
            self.map_keys, self.selected = tuple(a for a in city.open_land), None
            top.append(w.HTML(esc(tr("Click the area where they land (not an Embassy)."))))
        elif self.mode == "bribe":
            from ..classic.coup.movement import bribed_force
            force = bribed_force(g, self.card)
            areas = sorted({u.area for u in g.state.coup.units if u.force == force and u.owner != self.seat})
            self.map_keys, self.selected = tuple(areas), None
            top.append(w.HTML(esc(tr("Click the area whose units you bribe: {force}.", force=g.force_name(force)))))
        elif self.mode == "helicopter":
            mine = [u for u in g.state.coup.units if u.owner == self.seat and u.area != city.airfield and not u.fled]
            self.heli = [w.Checkbox(value=False, description=tr("{force} in {area}", force=g.force_name(u.force),
                                                                area=g.area_name(u.area)),
                                    indent=False, layout=WIDE) for u in mine]
            self.heli_units = mine
            self.map_keys = ()
            top.append(w.HTML(esc(tr("Helicopter: tick up to {n} units, then choose where they fly.",
                                     n=g.rules.coup.helicopter_units))))
            top += [row(*self.heli), button(tr("Then choose where"), self.helicopter_where, True)]
        elif self.mode == "transfer":
            mine = [u for u in g.state.coup.units if u.owner == self.seat]
            boxes = [w.Checkbox(value=False, description=tr("{force} in {area}", force=g.force_name(u.force),
                                                            area=g.area_name(u.area)),
                                indent=False, layout=WIDE) for u in mine]
            others = [t for t in g.state.coup.order if t != self.seat]
            to = w.Dropdown(options=[(g.seat_name(t), t) for t in others], description=tr("to"), layout=WIDE)
            from ..classic.actions import Transfer

            def hand_over():
                ids = tuple(u.id for u, b in zip(mine, boxes) if b.value)
                self.send(Transfer(ids, to.value))
            self.map_keys = ()
            top += [w.HTML(esc(tr("Hand units to another player for the rest of the coup (K3)."))), row(*boxes),
                    row(to, button(tr("Hand them over"), hand_over, True))]
        # the other movements
        more = []
        if self.mode != "move" or self.origin is not None:
            more.append(button(tr("Back"), self.reset))
        if not info["must_move"]:
            more.append(button(tr("Pass: end my movement"), lambda: self.send(Word.PASS)))
        for cid in info["events"]:
            more.append(button(tr("Play {card}", card=g.card_name(cid, quoted=False)),
                               lambda cid=cid: self.send(PlayEvent(cid))))
        for cid in info["bribes"]:
            more.append(button(tr("Bribe: {card}", card=g.card_name(cid, quoted=False)),
                               lambda cid=cid: self.start("bribe", cid)))
        if info["may_drop"]:
            more.append(button(tr("Drop the Paratroops"), lambda: self.start("drop")))
        if info["helicopter"]:
            more.append(button(g.card_name(info["helicopter"][0], quoted=False),
                               lambda: self.start("helicopter", info["helicopter"][0])))
        if len(g.state.coup.order) > 1 and any(u.owner == self.seat for u in g.state.coup.units):
            more.append(button(tr("Hand units over"), lambda: self.start("transfer")))
        self.controls.children = top + [row(*more)]
        self._kinds = (Move, Drop, Helicopter, Bribe)

    def start(self, mode: str, card: str | None = None) -> None:
        self.mode, self.card, self.origin = mode, card, None
        self.say("")
        self.refresh()
        self.changed()

    def reset(self) -> None:
        self.start("move")

    def helicopter_where(self) -> None:
        self.chosen = tuple(u.id for u, b in zip(self.heli_units, self.heli) if b.value)
        if not self.chosen:
            return self.say(tr("tick the units the Helicopter carries"))
        self.start("helicopter_to", self.card)

    def move_to(self, dest: str) -> None:
        from ..classic.actions import Move
        ids = []
        for force, slider in self.counts.items():
            ids += [u.id for u in self.by_force[force][:slider.value]]
        if not ids:
            return self.say(tr("move at least one unit"))
        self.send(Move(self.origin, dest, tuple(ids)))

    def on_map_click(self, key: str) -> None:
        from ..classic.actions import Bribe, Drop, Helicopter
        if self.mode == "move":
            if self.origin is None or key == self.origin or key in self.stacks() and key not in \
                    self.destinations(self.origin):
                self.origin = None if key == self.origin else key
                self.refresh()
                self.changed()
            else:
                self.move_to(key)
        elif self.mode == "drop":
            self.send(Drop(key))
        elif self.mode == "helicopter_to":
            self.send(Helicopter(self.card, self.chosen, key))
        elif self.mode == "bribe":
            self.send(Bribe(self.card, key))

    def changed(self) -> None:
        """Set by the table: redraw the map after the form changed its clickable areas."""


class DeclareForm(Form):
    """Declare attacks (K4): click a highlighted area, then choose whom you attack there."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..classic.actions import Attack
        self.attacks = [o for o in decision.options if isinstance(o, Attack)]
        self.map_keys = tuple(sorted({a.area for a in self.attacks}))
        buttons = [button(label(game, decision, a), lambda a=a: self.send(a)) for a in self.attacks]
        hint = w.HTML(esc(tr("Declare an attack: click a highlighted area on the map, or a button.  Attacks are "
                             "fought in three volleys after the Gunboat and the Airstrikes (row 69).")))
        self.widget.children = [hint, row(*buttons, button(tr("Done: no more attacks"), lambda: self.send(Word.DONE),
                                                           True)), self.message]

    def on_map_click(self, key: str) -> None:
        here = [a for a in self.attacks if a.area == key]
        if len(here) == 1:
            self.send(here[0])
        elif here:
            self.say(tr("{area}: you may attack {n} players there; choose one with the buttons",
                        area=self.game.area_name(key), n=len(here)))


# -- Viva el Presidente! ------------------------------------------------------------------------------
class MilitiaForm(Form):
    """Behind the screen (viva 3): one choice per die, in words: attack a player, defend yourself,
    or defend the President."""

    def __init__(self, game, decision, submit):
        super().__init__(game, decision, submit)
        from ..viva.actions import Orders, order_words
        s = game.state
        me = decision.player
        faces = sorted({f for o in decision.options for f in o.faces})
        labels = [(order_words(game, me, f), f) for f in faces]
        count = s.dice[me]
        default = s.number(me)
        self.dice = [w.Dropdown(options=labels, value=default, description=tr("die {n}", n=i + 1), layout=WIDE)
                     for i in range(count)]
        go = button(tr("Set my dice"), lambda: self.send(Orders(tuple(sorted(d.value for d in self.dice)))), True)
        note = w.HTML("<small>" + esc(tr("Nobody sees your dice until all are set; then the screens are lifted "
                                         "together (viva 3).  The President's own dice always defend him.")) + "</small>")
        self.widget.children = [note, row(*self.dice), row(go), self.message]


def promise_form(game, decision, submit) -> Form:
    from ..viva.actions import Promise, PromiseDie
    if any(isinstance(o, PromiseDie) for o in decision.options):
        form = GroupedForm(game, decision, submit, (Promise,), (("card", N_("promise")), ("to", N_("to"))),
                           N_("Promise it"), shown_elsewhere=(PromiseDie,))
        dice = [o for o in decision.options if isinstance(o, PromiseDie)]
        pick = w.Dropdown(options=[(o.describe(game), i) for i, o in enumerate(dice)], layout=WIDE)
        form.widget.children = list(form.widget.children[:-1]) + [
            row(w.HTML(f"<b>{tr('{label}: ', label=tr('Forced attack'))}</b>"), pick, button(tr("Give the die"), lambda: form.send(dice[pick.value]))),
            form.message]
        return form
    return GroupedForm(game, decision, submit, (Promise,), (("card", N_("promise")), ("to", N_("to"))),
                       N_("Promise it"))


def buy_form(game, decision, submit) -> Form:
    """Spending money (viva 5): the purchases as buttons, above them the purse of this turn - what
    is in it, what was bought, what is left to spend and which cards were handed in."""
    from .board import purse_lines
    form = ButtonsForm(game, decision, submit)
    note = w.HTML("<small>" + "<br>".join(esc(line) for line in purse_lines(game, decision.player)) + "</small>")
    form.widget.children = [note, *form.widget.children]
    return form


# -- which form for which decision ---------------------------------------------------------------------
def unaffordable(game, decision) -> list[tuple[str, str]]:
    """(card name, why) for the cards in the player's hand that this decision could use but that
    cost more than his pocket holds (JUNTA: assassins and bribes, row 15)."""
    if game.GAME != "classic" or not decision.options:
        return []
    offered = {getattr(o, f, None) for o in decision.options for f in ("card", "assassin")}
    kinds = {game.cards[c].type for c in offered if isinstance(c, str) and c in game.cards}
    pocket = sum(game.state.players[decision.player].pocket)
    out = []
    for cid in dict.fromkeys(game.state.players[decision.player].hand):
        card = game.cards[cid]
        if card.type in kinds and cid not in offered and card.cost > pocket:
            out.append((game.card_name(cid, quoted=False),
                        tr("costs {cost} million; your pocket holds {pocket} million", cost=card.cost, pocket=pocket)))
    return out


def with_unaffordable(form: Form, game, decision) -> Form:
    """The form, with the cards it cannot offer shown greyed out and why."""
    cards = unaffordable(game, decision)
    if cards:
        greyed = [w.Button(description=name, disabled=True, tooltip=why, layout=WIDE) for name, why in cards]
        why = words().join_groups(tr("{name}: {reason}", name=name, reason=reason) for name, reason in cards)
        form.widget.children = [*form.widget.children, row(w.HTML(f"<small>{tr('Not now:')}</small>"), *greyed),
                                w.HTML(f"<small style='color:#555'>{esc(why)} "
                                       f"{esc(tr('(row 15: money paid for a card goes back to the box).'))}</small>")]
    return form


def form_for(game, decision, submit: Submit) -> Form:
    """The form for ``decision`` (see the module docstring)."""
    return with_unaffordable(_form_for(game, decision, submit), game, decision)


def _form_for(game, decision, submit: Submit) -> Form:
    from ..classic.actions import Announce, Area, Attack
    kind = decision.kind
    if decision.options is None:
        by_kind = {"vote": VoteForm, "cabinet": CabinetForm, "budget": BudgetForm, "banking": BankingForm,
                   "police_response": PoliceForm, "coup_move": CoupMoveForm}
        if kind in by_kind:
            return by_kind[kind](game, decision, submit)
        if kind == "gift":                                   # an older table's fixed moment, if any
            return GiveForm(game, decision, submit, decision.domain, lambda: submit(Word.PASS))
        raise IllegalAction(f"no form for the decision {kind}")   # pragma: no cover - every shape has one
    options = decision.options
    if kind == "assassination" and any(isinstance(o, Announce) for o in options):
        return GroupedForm(game, decision, submit, (Announce,),
                           (("assassin", N_("assassin")), ("target", N_("victim")), ("location", N_("at"))),
                           N_("Announce it"))
    if kind == "promise":
        return promise_form(game, decision, submit)
    if kind == "location":
        return LocationForm(game, decision, submit)
    if kind == "militia":
        return MilitiaForm(game, decision, submit)
    if kind in ("buy", "foreign_aid"):
        return buy_form(game, decision, submit)
    if kind == "declare" and any(isinstance(o, Attack) for o in options):
        return DeclareForm(game, decision, submit)
    if any(isinstance(o, Area) for o in options):
        return AreaForm(game, decision, submit)
    return ButtonsForm(game, decision, submit)


__all__ = ["Form", "GiveForm", "form_for"]
