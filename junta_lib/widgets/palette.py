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


def luminance(hex_colour: str) -> float:
    """WCAG 2's relative luminance of ``#RRGGBB``."""
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ink(background: str) -> str:
    """White or near-black, whichever reads better on ``background`` (WCAG contrast)."""
    light = luminance(background)
    return "#ffffff" if (1.05 / (light + 0.05)) >= ((light + 0.05) / 0.05) else "#111111"


def chip(text: str, seat: int | None = None, title: str = "") -> str:
    """A small inline label in a player's colour (HTML), its text in the colour that reads best on it."""
    bg = colour(seat) if seat is not None else "#e8e8e8"
    fg = ink(bg)
    return (f"<span title='{esc(title)}' style='display:inline-block;padding:1px 7px;margin:1px 2px;"
            f"border-radius:9px;background:{bg};color:{fg};font-size:90%;white-space:nowrap'>{esc(text)}</span>")
