"""Pictures of the table outside the city: Viva el Presidente!'s estates (buildings, militia dice,
promises, this round's fights) as SVG, and JUNTA's Parliament and cabinet as HTML."""
from __future__ import annotations

from ..i18n import N_, tr, words
from .palette import chip, colour, esc

PANEL_W, PANEL_H = 210, 150


ATTACK_SUCCEEDS = N_("{name} attacked: {attack} against {defence}, the attack succeeds")
DEFENCE_HOLDS = N_("{name} attacked: {attack} against {defence}, the defence holds")


def viva_svg(game, seat: int | None = None) -> str:
    """Every estate: its number, buildings, militia dice (faces once revealed), cards and promises,
    and under them the dice of this round's fights.  Only what ``seat`` may know is shown."""
    s = game.state
    n = s.n
    fights = s.fights if s.phase in ("combat", "spending", "hand_limit", "over") else []
    purse = purse_lines(game, seat)
    height = PANEL_H + 24 + 30 * len(fights) + 20 * len(purse) + 10
    width = 12 + n * (PANEL_W + 12)
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {width} {height}' width='100%' "
           f"style='font-family:sans-serif;max-width:{width}px' role='img' aria-label='the estates'>",
           "<rect width='100%' height='100%' fill='#f6f3ec'/>"]
    six = game.rules.dice.defend_president_face
    for t in range(n):
        x, y = 12 + t * (PANEL_W + 12), 12
        pres = t == s.president
        out.append(f"<g data-key='seat:{t}'><rect x='{x}' y='{y}' width='{PANEL_W}' height='{PANEL_H}' rx='10' "
                   f"fill='#fff' stroke='{colour(t)}' stroke-width='{4 if pres else 2}'/>")
        out.append(f"<circle cx='{x + 20}' cy='{y + 22}' r='13' fill='{colour(t)}'/><text x='{x + 20}' "
                   f"y='{y + 27}' text-anchor='middle' font-size='14' fill='#fff' font-weight='bold'>"
                   f"{s.number(t)}</text>")
        out.append(f"<text x='{x + 40}' y='{y + 27}' font-size='14' font-weight='bold'>{esc(s.names[t])}</text>")
        if pres:                                              # the sunglasses (viva setup)
            sunglasses = esc(tr("the President's sunglasses"))
            out.append(f"<g><title>{sunglasses}</title><rect x='{x + PANEL_W - 78}' y='{y + 12}' "
                       f"width='66' height='20' rx='10' fill='#222'/><text x='{x + PANEL_W - 45}' y='{y + 26}' "
                       f"text-anchor='middle' font-size='11' fill='#fff'>{esc(tr('President'))}</text></g>")
        for b in range(s.buildings[t]):                       # buildings: +1 defence, +1 VP (viva 5.a)
            bx = x + 12 + b * 26
            out.append(f"<g><title>{esc(tr('a building'))}</title><polygon points='{bx},{y + 62} {bx + 10},{y + 50} "
                       f"{bx + 20},{y + 62}' fill='#8d6e63'/><rect x='{bx + 2}' y='{y + 62}' width='16' height='12' "
                       f"fill='#a1887f'/></g>")
        orders = s.orders[t] if s.revealed or t == seat else []
        for i in range(s.dice[t]):
            dx = x + 12 + i * 30
            face = orders[i] if i < len(orders) else None
            text = "" if face is None else str(face)
            tip = tr("a militia die") if face is None else (tr("defends the President") if face == six else
                                                            tr("defends himself") if s.seat_of(face) == t else
                                                            tr("attacks {name}", name=s.names[s.seat_of(face)]))
            out.append(f"<g><title>{esc(tip)}</title><rect x='{dx}' y='{y + 84}' width='24' height='24' rx='4' "
                       f"fill='{colour(t)}'/><text x='{dx + 12}' y='{y + 101}' text-anchor='middle' font-size='14' "
                       f"fill='#fff' font-weight='bold'>{text}</text></g>")
        cards = len(s.hands[t])
        promised = len(s.promises[t])
        vp = game.vp(t) if t == seat else None
        tail = tr("cards {cards} · promised {promised}", cards=cards, promised=promised) + \
            (" · " + tr("{vp} VP", vp=vp) if vp is not None else "")
        out.append(f"<text x='{x + 12}' y='{y + 132}' font-size='12' fill='#444'>{esc(tail)}</text></g>")
    y = PANEL_H + 30
    for line in purse:                                        # the shopper's purse (viva 5)
        out.append(f"<text x='12' y='{y + 14}' font-size='12' fill='#5a4500' data-key='purse'>{esc(line)}</text>")
        y += 20
    for d, attack, defence, attack_total, defence_total, success in fights:
        line = tr(ATTACK_SUCCEEDS if success else DEFENCE_HOLDS, name=s.names[d], attack=attack_total,
                  defence=defence_total)
        out.append(f"<text x='12' y='{y + 16}' font-size='12'>{esc(line)}</text>")
        x = 330
        for (_, holder), value in attack:
            out.append(_die(x, y + 3, value, colour(holder)))
            x += 24
        x += 16
        for (_, holder), value in defence:
            out.append(_die(x, y + 3, value, colour(holder), outline=True))
            x += 24
        y += 30
    out.append("</svg>")
    return "".join(out)


def purse_lines(game, seat: int | None) -> list[str]:
    """The purse of the player spending money now (viva 5: the Foreign Aid cards he hands in during
    his turn make one purse for all his purchases), in words, as ``seat`` may know it (see
    VivaGame.purse_view): to the shopper what is in his purse, what he bought and what is left to
    spend; to the others what he bought and the cards he handed in.  Empty outside phase 5.  A seat
    reads it from its view, so a class table's seat, whose view comes from the server, reads the same."""
    purse = game.purse_view(None) if seat is None else game.view(seat).get("purse")
    if purse is None:
        return []
    aid = game.aid                                            # only Foreign Aid cards enter a purse: shown as bills
    names = lambda cards: tr("{bills} million", bills=" + ".join(str(aid[c]) for c in cards)) if cards \
        else tr("none")  # noqa: E731
    things = words().join([game.render_fact("thing", t) for t in purse["bought"]]) or tr("nothing yet")
    if "left" not in purse:
        return [tr("{name} is spending money: bought: {things} ({spent} million); handed in: {cards}",
                   name=game.seat_name(purse["seat"]), things=things, spent=purse["spent"],
                   cards=names(purse["handed_in"]))]
    lines = [tr("Your purse this turn: {value} million ({cards}) · bought: {things} ({spent} million) · "
                "left to spend: {left} million", value=purse["in_purse"],
                cards=names(purse["handed_in"] + purse["paying"]), things=things, spent=purse["spent"],
                left=purse["left"])]
    if purse["paying"]:
        lines.append(tr("Going from your hand into the purse: {cards} (handed in when your turn ends: the cards "
                        "that lose least)", cards=names(purse["paying"])))
    if purse["handed_in"]:
        lines.append(tr("Handed in already: {cards}", cards=names(purse["handed_in"])))
    return lines


def _die(x, y, value, fill, outline=False) -> str:
    text = "1*" if value is None else str(value)
    return (f"<rect x='{x}' y='{y}' width='20' height='20' rx='3' fill='{'#fff' if outline else fill}' "
            f"stroke='{fill}' stroke-width='2'/><text x='{x + 10}' y='{y + 15}' text-anchor='middle' "
            f"font-size='12' fill='{fill if outline else '#fff'}'>{esc(text)}</text>")


def junta_table_html(game, seat: int) -> str:
    """Parliament and cabinet as every player sees them: Positions, face-up Influence cards, hands'
    sizes, who is dead or in Exile, the Political Situation, the bank and the Budget on the table."""
    s = game.state
    view = game.view(seat)
    rows = []
    for p in view["players"]:
        t = p["seat"]
        badge = chip(game.seat_name(t), t) + (chip(tr("President")) if t == s.president else "")
        pos = words().join(game.position_name(x) for x in p["positions"]) or "—"
        inf = words().join(chip(game.card_name(c, quoted=False), title=game.card_text(c)) for c in p["influence"]) or "—"
        status = tr("dead") if not p["alive"] else (tr("in Exile") if p["exiled"] else "")
        where = game.location_name(p["location"]) if p.get("location") else ""
        announced = view["budget"]["announced"].get(str(t))
        money = tr("{n} million announced", n=announced) if announced is not None else ""
        rows.append(f"<tr><td>{badge}</td><td>{esc(pos)}</td><td>{inf}</td><td>{p['hand_size']}</td>"
                    f"<td>{esc(status)}</td><td>{esc(where)}</td><td>{esc(money)}</td></tr>")
    head = "".join(f"<th style='text-align:left;padding-right:12px'>{h}</th>" for h in
                   (tr("family"), tr("Positions"), tr("Influence in front"), tr("cards"), "", tr("Location"),
                    tr("Budget")))
    situation = tr("Unstable") if s.situation == "unstable" else tr("Stable")
    bank = {"open": tr("open"), "lunch": tr("closed for lunch"), "holiday": tr("closed for a holiday")}[s.bank]
    squad = "" if s.death_squad_bank_ok else \
        " · " + tr("No Assassination marker: the Death Squad may not strike at the bank")
    return (f"<div style='font-size:13px'><b>{tr('{label}: ', label=tr('Political Situation'))}</b>{situation} · "
            f"<b>{esc(words().term('area:central_bank', 'Central Bank'))}:</b> {bank}"
            f"{esc(squad)}<table style='border-collapse:collapse;margin-top:4px'><tr>{head}</tr>{''.join(rows)}"
            "</table></div>")
