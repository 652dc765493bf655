"""A decision as controls: one JSON description of what a player may choose, drawn by both front-ends
(the notebook's ipywidgets forms, widgets/forms.py, and the seat page in a browser, tables/pages.py).

``controls(game, decision)`` reads the decision's declared shape (its listed options, or its domain's
``info``) and says, in the current language (``i18n.using``), which controls make a choice and what
JSON action each produces.  Nothing here draws anything and nothing is decided here: the engine's
domain still checks every action (a form checks it first only to explain a mistake at once).

Every description has ``kind`` (which control set), ``note`` (a line of help, may be empty) and the
fields of its kind:

==============  ======================================================================================
buttons         ``options``: [{label, action, area?}]; ``areas`` names the map areas a click picks
vote            ``rows``: [{source, label, votes, choices: [{label, value}], default, hand}], ``shortcuts``
cabinet         ``rows``: [{position, label, choices, default}]
budget          ``players``: [{seat, name}], ``bills``: [{value, pocket, label}]
banking         ``pocket``, ``swiss``: bills
police          ``areas``: [{area, label, max}]
militia         ``dice``: how many; ``choices``: [{label, value}], ``default``
coup_move       ``stacks``: {area: {label, forces: [{force, label, units}], to: [{area, label}]}}, ``pass``,
                ``events``, ``bribes``: [{card, label, areas}], ``drop``: [areas], ``helicopter``, ``transfer``
==============  ======================================================================================

and ``side`` (the side actions beside it: listed ones as buttons, a gift as ``give``).
"""
from __future__ import annotations

from ..i18n import N_, tr

#: a drop-down's "none of them" (a vote's source kept in the hand, or abstaining)
NOTHING = "-"
#: Event cards played during a vote that cast no votes (K10)
VOTE_EVENT_EFFECTS = ("power_failure", "recount")


def controls(game, decision) -> dict:
    """The controls for ``decision`` (see the module docstring), with its side actions."""
    kind = decision.kind
    if decision.options is None:
        maker = STRUCTURED.get(kind)
        out = maker(game, decision) if maker else {"kind": "unknown", "note": decision.domain.described()}
    elif kind == "militia":
        out = militia(game, decision)
    else:
        out = listed(game, decision)
    out.setdefault("note", "")
    out["decision"] = kind
    out["prompt"] = decision.prompt
    side = decision.side
    if side is not None:
        out["side"] = side_controls(game, side)
    return out


def side_controls(game, menu) -> dict:
    """The side actions of ``menu``: listed ones as buttons, a gift as ``give``."""
    out = {"options": [{"label": a.describe(game) if hasattr(a, "describe") else str(a), "action": a.to_json()}
                       for a in menu.listed], "give": None}
    if menu.give is not None:
        info = menu.give.info()
        out["give"] = {"to": [{"seat": t, "name": game.seat_name(t)} for t in info["recipients"]],
                       "bills": [{"value": b, "label": tr("{n} million", n=b)} for b in info["pocket"]],
                       "cards": [{"card": c, "label": game.card_name(c, quoted=False)} for c in info["cards"]]}
    return out


def listed(game, decision) -> dict:
    """Listed options: one button each (a drop-down when there are many); those naming an area are
    also picked on the map."""
    from .decision import button_label
    options = []
    for o in decision.options:
        entry = {"label": button_label(o, game, decision.kind), "action": o.to_json()}
        area = getattr(o, "area", None)
        if isinstance(area, str) and hasattr(game, "city"):
            entry["area"] = area
        options.append(entry)
    areas = sorted({o["area"] for o in options if "area" in o})
    note = tr("Click a highlighted area on the map, or a button.") if areas else ""
    return {"kind": "buttons", "options": options, "areas": areas, "note": note}


# -- a vote (rows 7-10) ----------------------------------------------------------------------------------
def vote_rows(game, decision) -> list[dict]:
    """One row per source of votes, with its choices and a sensible default: in an election all on
    yourself if you stand; the President for his own Budget and against his removal; otherwise
    abstain.  A card in the hand is kept there unless chosen (``hand``: True)."""
    info = decision.info
    sources, choices = info["sources"], info["choices"]
    me = decision.player
    hand = set(game.state.players[me].hand)
    worded = {"for": N_("in favour"), "against": N_("against"), "keep": N_("keep the President"),
              "remove": N_("remove him")}
    labels = [{"label": tr("for {name}", name=game.seat_name(c)) if isinstance(c, int) else tr(worded.get(c, c)),
               "value": c} for c in choices]
    president = me == game.state.president
    own = (me if me in choices else "for" if president and "for" in choices
           else "keep" if president and "keep" in choices else NOTHING)
    rows = []
    for src, votes in sources.items():
        in_hand = src in hand
        if src == "family":
            name = tr("your family vote")
        elif src.startswith("position:"):
            name = game.position_name(src[9:])
        elif src.startswith("reform:"):
            name = tr("{card} (Reform Demand)", card=game.card_name(src[7:], quoted=False))
        elif in_hand:
            name = tr("{card} (play it from your hand)", card=game.card_name(src, quoted=False))
        else:
            name = game.card_name(src, quoted=False)
        none = {"label": tr("keep it in your hand") if in_hand else tr("abstain"), "value": NOTHING}
        row = {"source": src, "label": tr("{name}: {votes} vote(s)", name=name, votes=votes), "votes": votes,
               "choices": [none] + labels, "default": NOTHING if in_hand else own, "hand": in_hand,
               "event": False}
        if src in game.cards and game.cards[src].effect in VOTE_EVENT_EFFECTS:
            row.update(label=tr("{card}: {text}", card=game.card_name(src, quoted=False), text=game.card_text(src)), event=True,
                       choices=[none, {"label": tr("play it now"), "value": None}])
        rows.append(row)
    return rows


def vote_shortcuts(game, decision) -> list[dict]:
    """"All in favour", "All against", "All for me": every source on that choice, the cards in the
    hand included (they are cast with the rest); the Events that cast no votes stay as chosen."""
    choices = decision.info["choices"]
    me = decision.player
    out = [{"label": tr(text), "value": c} for text, c in ((N_("All in favour"), "for"), (N_("All against"), "against"))
           if c in choices]
    if me in choices:
        out.append({"label": tr("All for me"), "value": me})
    return out


def set_all(rows: list[dict], chosen: dict, choice) -> dict:
    """The vote ``chosen`` ({source: value}) with every source that may go to ``choice`` on it,
    the cards in the hand included; the Events that cast no votes are left as they were."""
    out = dict(chosen)
    for row in rows:
        if not row["event"] and any(c["value"] == choice for c in row["choices"]):
            out[row["source"]] = choice
    return out


EMPTY_VOTE = N_("you have cast no votes: choose where at least one source's votes go, or click "
               "\"Abstain with everything\" to abstain on purpose")


def vote_action(chosen: dict) -> dict:
    """The Vote's JSON form from the rows' values; an empty vote is refused with the reason (a
    ballot with nothing on it is a mistake; abstaining on purpose is the "Abstain" shortcut)."""
    from .errors import IllegalAction
    casts = {src: value for src, value in chosen.items() if value != NOTHING}
    if not casts:
        raise IllegalAction(tr(EMPTY_VOTE))
    return casts


def vote(game, decision) -> dict:
    info = decision.info
    rows = vote_rows(game, decision)
    shortcuts = [s for s in vote_shortcuts(game, decision)        # only those that would cast a vote
                 if any(not r["event"] and any(c["value"] == s["value"] for c in r["choices"]) for r in rows)]
    return {"kind": "vote", "rows": rows, "shortcuts": shortcuts,
            "abstain": tr("Abstain with everything"), "empty": tr(EMPTY_VOTE),
            "note": tr("{title}, round {n}: the votes of one card go to one choice (row 8).", title=tr(info["title"]),
                       n=info["round"])}


# -- the other structured decisions ------------------------------------------------------------------------
def cabinet(game, decision) -> dict:
    """Rows 25-29: one drop-down per Position, filled with a legal cabinet to start from."""
    import random

    from ..classic.actions import Cabinet
    from .errors import IllegalAction
    domain = decision.domain
    start = dict(domain.sample(random.Random(0)).assignment)
    previous = domain.info()["previous"]
    if all(previous.get(p) in domain.families for p in start):
        try:
            domain.check(Cabinet(tuple(previous.items())))
            start = dict(previous)
        except IllegalAction:
            pass
    families = [{"label": game.seat_name(t), "value": t} for t in domain.families]
    return {"kind": "cabinet", "rows": [{"position": pos, "label": game.position_name(pos), "choices": families,
                                         "default": start[pos]} for pos in game.rules.cabinet.positions],
            "note": tr("Row 27: each family gets one Position at least, two at most, and never two Generals; "
                       "you hold none.")}


AID_BILL, POCKET_BILL = N_("{n} million (Foreign Aid)"), N_("{n} million (your pocket money)")


def budget(game, decision) -> dict:
    """Rows 31-33: the bills (Foreign Aid drawn, then the pocket), the players who may get them."""
    info = decision.info
    bills = [{"value": b, "pocket": False, "label": tr(AID_BILL, n=b)} for b in info["drawn"]]
    bills += [{"value": b, "pocket": True, "label": tr(POCKET_BILL, n=b)} for b in info["pocket"]]
    return {"kind": "budget", "players": [{"seat": t, "name": game.seat_name(t)} for t in info["players"]],
            "bills": bills,
            "note": tr("Click the bills each player gets (blue ones are your own pocket money); announce each "
                       "stack at its value or less, never more (row 31).  Nobody makes change (row 33); what you "
                       "hand out to nobody you keep.")}


def banking(game, decision) -> dict:
    info = decision.info
    return {"kind": "banking", "pocket": info["pocket"], "swiss": info["swiss"]}


def police(game, decision) -> dict:
    info = decision.info
    return {"kind": "police", "areas": [{"area": a, "label": game.area_name(a), "max": info["police"]}
                                        for a in info["mob_areas"]],
            "note": tr("The Minister has {n} Police unit(s); this move is free and at any distance (row 73).",
                       n=info["police"])}


def militia(game, decision) -> dict:
    """Viva 3: one choice per die, in words."""
    from ..viva.actions import order_words
    me = decision.player
    faces = sorted({f for o in decision.options for f in o.faces}) if decision.options else \
        list(range(1, game.rules.dice.defend_president_face + 1))
    return {"kind": "militia", "dice": game.state.dice[me], "default": game.state.number(me),
            "choices": [{"label": order_words(game, me, f), "value": f} for f in faces],
            "note": tr("Nobody sees your dice until all are set; then the screens are lifted together (viva 3).  "
                       "The President's own dice always defend him.")}


def coup_move(game, decision) -> dict:
    """A coup move (K3, K6): the stacks this player may move, each with its units by force and the
    areas next to it; and the other movements (pass, Events, bribes, the Paratroops, the Helicopter,
    handing units over)."""
    from ..classic.coup.movement import bribed_force
    from ..classic.money import can_pay
    g, city, coup = game, game.city, game.state.coup
    info = decision.info
    seat = decision.player
    parade = coup.parade if coup.phase == 0 else ()

    def movable(area):
        return [u for u in coup.units if u.owner == seat and u.area == area and not u.fled and u.force not in parade]

    stacks = {}
    for area in sorted({u.area for u in coup.units if u.owner == seat and u.area != city.airfield}):
        units = movable(area)
        if not units:
            continue
        marines = all(u.force == "marines" for u in units)
        forces: dict = {}
        for u in units:
            forces.setdefault(u.force, []).append(u.id)
        stacks[area] = {"label": g.area_name(area),
                        "forces": [{"force": f, "label": g.force_name(f), "units": ids} for f, ids in forces.items()],
                        "to": [{"area": a, "label": g.area_name(a)} for a in city.neighbours[area]
                               if city.harbor not in (area, a) or marines]}
    mine = [u for u in coup.units if u.owner == seat]
    unit_list = [{"id": u.id, "label": tr("{force} in {area}", force=g.force_name(u.force), area=g.area_name(u.area))}
                 for u in mine if u.area != city.airfield and not u.fled]
    out = {"kind": "coup_move", "stacks": stacks, "pass": not info["must_move"],
           "events": [{"label": tr("Play {card}", card=g.card_name(c, quoted=False)), "action": {"play": c}}
                      for c in info["events"]],
           "bribes": [{"card": c, "label": tr("Bribe: {card}", card=g.card_name(c, quoted=False)),
                       "areas": sorted({u.area for u in coup.units if u.force == bribed_force(g, c) and u.owner != seat})}
                      for c in info["bribes"] if can_pay(g, seat, g.rules.assassins.bribe_unit_cost)],
           "drop": sorted(city.open_land) if info["may_drop"] else [],
           "helicopter": None, "transfer": None, "areas": {a: g.area_name(a) for a in city.neighbours},
           "note": tr("Your move: click one of your stacks on the map (outlined), then where it goes.")
           + (" " + tr("You started the coup by moving: this one must be a move.") if info["must_move"] else "")}
    if info["helicopter"]:
        out["helicopter"] = {"card": info["helicopter"][0], "label": g.card_name(info["helicopter"][0], quoted=False),
                             "n": g.rules.coup.helicopter_units, "units": unit_list, "areas": sorted(city.open_land)}
    if len(coup.order) > 1 and mine:
        out["transfer"] = {"units": [{"id": u.id, "label": tr("{force} in {area}", force=g.force_name(u.force),
                                                                area=g.area_name(u.area))} for u in mine],
                           "to": [{"seat": t, "name": g.seat_name(t)} for t in coup.order if t != seat]}
    return out


STRUCTURED = {"vote": vote, "cabinet": cabinet, "budget": budget, "banking": banking, "police_response": police,
              "coup_move": coup_move}

