"""The top line of a table and a seat's own panel (hand, money), as HTML: the notebook's table
(widgets/table.py) and the seat page of ``junta serve`` (tables/pages.py) draw them alike.  Nothing
here imports ipywidgets, so the table server draws its pages without loading the notebook's widgets."""
from __future__ import annotations

from ..i18n import tr, words
from .board import purse_lines
from .palette import chip, esc


def phase_name(game: str, key: str) -> str:
    """A phase as a person reads it, in the current language ("Фаза 4: Бюджет", "1. Drawing cards"),
    not the engine's key ("4 budget", "draw"); ``game`` is "classic" or "viva"."""
    if game == "viva":
        from ..viva.game import PHASE_TITLES, phase_title
        named = set(PHASE_TITLES)
    else:
        from ..classic.game import AFTERMATH, PHASE_TITLES, phase_title
        named = {*PHASE_TITLES, AFTERMATH}
    if key == "setup":
        return tr("Setup")
    return phase_title(key) if key in named or key == "over" else key


def header_html(game) -> str:
    s = game.state
    title = tr("JUNTA") if game.GAME == "classic" else tr("Junta: Viva el Presidente!")
    pres = game.seat_name(s.president) if s.president is not None else \
        (tr("not yet elected") if game.round == 0 else tr("nobody (the presidency is vacant)"))
    phase = phase_name(game.GAME, s.phase)
    if game.GAME == "classic" and s.coup is not None and s.phase == "8 coup":
        phase += " · " + (tr("the Rebel phase") if s.coup.phase == 0 else tr("Coup phase {n}", n=s.coup.phase))
    return (f"<div style='font-size:15px'><b>{title}</b> · {esc(tr('round {n}', n=game.round))} · {esc(phase)} · "
            f"{esc(tr('{label}: ', label=tr('President')))}<b>{esc(pres)}</b></div>")


def _bills_and_sum(bills) -> str:
    """A stack of bills in the language's money, one sentence so that a language writes its unit once
    or each time: "1 + 2 million = 3 million" ("1 + 2 = 3 миллиона", "100萬 + 200萬 = 300萬"), one bill
    or none as its amount alone ("2 million", "0 million")."""
    if len(bills) < 2:
        return tr("{n} million", n=sum(bills))
    return tr("{bills} million = {n} million", bills=" + ".join(map(str, bills)), n=sum(bills))


def me_html(game, seat: int) -> str:
    """What only this player sees: his hand and his money."""
    view = game.view(seat)
    if view["game"] == "classic":
        hand = words().join(chip(game.card_name(c, quoted=False), title=game.card_text(c)) for c in view["hand"]) or \
            f"<i>{tr('no cards')}</i>"
        pocket, swiss = (_bills_and_sum(bills) for bills in (view["pocket"], view["swiss"]))
        lines = [f"<b>{tr('{label}: ', label=tr('Your hand'))}</b>{hand}",
                 f"<b>{tr('{label}: ', label=tr('Pocket money'))}</b>{esc(pocket)} · "
                 f"<b>{tr('{label}: ', label=tr('Swiss Bank Account'))}</b>{esc(swiss)}"]
        if view.get("drawn"):
            lines.append(f"<b>{tr('{label}: ', label=tr('Foreign Aid in your hands'))}</b>"
                         f"{esc(tr('{bills} million', bills=' + '.join(map(str, view['drawn']))))}")
    else:
        hand = words().join(chip(game.card_name(c, quoted=False), title=game.card_text(c)) for c in view["hand"]) or \
            f"<i>{tr('no cards')}</i>"
        lines = [f"<b>{tr('{label}: ', label=tr('Your hand'))}</b>{hand}",
                 f"<b>{tr('{label}: ', label=tr('Money'))}</b>{esc(tr('{n} million', n=view['money']))} · <b>{tr('{label}: ', label=tr('VP'))}</b>{view['vp']}"]
        lines += [esc(line) for line in purse_lines(game, seat)]          # viva 5: one purse a turn
        if view["my_promises"]:
            lines.append(f"<b>{tr('{label}: ', label=tr('Promised to you'))}</b>" + words().join(chip(game.card_name(c, quoted=False))
                                                                       for c in view["my_promises"]))
        if view["promised_by_me"]:
            lines.append(f"<b>{tr('{label}: ', label=tr('You promised'))}</b>" + words().join_groups(
                tr("{name}: {cards}", name=game.seat_name(int(t)), cards=words().join(game.card_name(c, quoted=False) for c in cs))
                for t, cs in view["promised_by_me"].items()))
    return "<div style='font-size:13px;line-height:1.7'>" + "<br>".join(lines) + "</div>"
