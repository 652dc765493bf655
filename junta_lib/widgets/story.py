"""The story as a player reads it: grouped by round and phase, newest at the bottom, and what happened
since his last decision set apart."""
from __future__ import annotations

from ..i18n import tr
from .palette import esc

HEADERS = ("round", "phase", "coup_phase")
#: a private event and the public one told of the same moment ("ben draws Tank" / "ben draws 1 card")
TWINS = {"aid_private": "aid", "banking_private": "banking", "donation_private": "donation",
         "draw_private": "draw", "gift_private": "gift", "location_private": "location_chosen",
         "loot_private": "loot"}


def readable(events, seat: int | None) -> list:
    """The events ``seat`` may see, without the public twin of a private event he sees."""
    mine = [e for e in events if e.visible_to(seat)]
    drop = set()
    for i, e in enumerate(mine):
        twin = TWINS.get(e.kind)
        if twin and e.to is not None:
            who = next(iter(e.data.values()), None)           # the player the two events are about
            for j in (i + 1, i - 1):
                if 0 <= j < len(mine) and mine[j].kind == twin and mine[j].to is None \
                        and next(iter(mine[j].data.values()), None) == who:
                    drop.add(j)
                    break
    return [e for i, e in enumerate(mine) if i not in drop]


def blocks(events) -> list[tuple[str, list[str]]]:
    """[(heading, [sentences])] from a list of events (round and phase events become headings)."""
    out: list[tuple[str, list[str], bool]] = []
    for e in events:
        if e.kind == "round" or e.kind in ("phase", "coup_phase"):
            out.append((e.text[0].upper() + e.text[1:], [], e.kind == "round"))
        else:
            if not out:
                out.append((tr("Setting up"), [], False))
            out[-1][1].append(e.text)
    return [(h, lines) for h, lines, is_round in out if lines or is_round]


def story_html(events, since: int, height: int = 260) -> str:
    """The whole story in a box that stays scrolled to its newest line; the events from ``since`` on
    (those after the player's last decision) in bold."""
    parts = []
    for i, (heading, lines) in enumerate(_numbered(events)):
        parts.append(f"<div style='margin-top:6px;font-weight:bold;color:#555'>{esc(heading)}</div>")
        for n, text in lines:
            style = "font-weight:600;background:#fff8d6" if n >= since else ""
            parts.append(f"<div style='padding-left:12px;{style}'>{esc(text)}</div>")
    # column-reverse keeps the box scrolled to the bottom, where the newest lines are
    return (f"<div style='display:flex;flex-direction:column-reverse;max-height:{height}px;overflow-y:auto;"
            f"border:1px solid #ddd;padding:4px 8px;font-size:13px'><div>{''.join(parts)}</div></div>")


def _numbered(events):
    out: list = []
    for n, e in enumerate(events):
        if e.kind in HEADERS:
            out.append((e.text[0].upper() + e.text[1:], []))
        else:
            if not out:
                out.append((tr("Setting up"), []))
            out[-1][1].append((n, e.text))
    return out


def since_html(events, since: int) -> str:
    """What happened since the player's last decision, grouped by phase."""
    fresh = []
    heading = next((e.text for e in reversed(events[:since]) if e.kind in HEADERS), None)   # the phase it began in
    for e in events[since:]:
        if e.kind in HEADERS:
            heading = e.text
            continue
        fresh.append((heading, e.text))
    if not fresh:
        return ""
    parts, last = [], object()
    for heading, text in fresh:
        if heading != last and heading:
            parts.append(f"<div style='font-weight:bold;color:#555;margin-top:4px'>{esc(heading[0].upper() + heading[1:])}</div>")
        last = heading
        parts.append(f"<div style='padding-left:12px'>{esc(text)}</div>")
    return (f"<details open style='font-size:13px'><summary><b>{esc(tr('Since your last decision'))}</b> "
            f"({esc(tr('{n} event(s)', n=len(fresh)))})</summary>{''.join(parts)}</details>")
