"""Colours and short names the pictures share: one colour per family (seat), a short tag per force."""
from __future__ import annotations

import html

#: family colours by seat (colour-blind friendly where it can be: Okabe-Ito first)
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#8C564B", "#7F7F7F")

FORCE_TAGS = {"palace_guard": "PG", "police": "Po", "brigade_1": "B1", "brigade_2": "B2", "brigade_3": "B3",
              "marines": "Ma", "paratroops": "Pa", "students": "St", "rioters": "Ri", "demonstrators": "De",
              "strikers": "Sk", "bank_guards": "BG", "home_defense_league": "HD", "christian_militia": "CM"}


def colour(seat: int | None) -> str:
    return "#999999" if seat is None else SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def tag(force: str) -> str:
    return FORCE_TAGS.get(force, force[:2].title())


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def chip(text: str, seat: int | None = None, title: str = "") -> str:
    """A small inline label in a player's colour (HTML)."""
    bg = colour(seat) if seat is not None else "#e8e8e8"
    fg = "#ffffff" if seat is not None else "#222222"
    return (f"<span title='{esc(title)}' style='display:inline-block;padding:1px 7px;margin:1px 2px;"
            f"border-radius:9px;background:{bg};color:{fg};font-size:90%;white-space:nowrap'>{esc(text)}</span>")
