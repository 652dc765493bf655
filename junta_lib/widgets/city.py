"""The capital drawn (rules K1): the 22 areas on their block plan, the harbor and the airfield, who is
next to whom, the five Power Centers, the units as counters in their families' colours, the Control
markers of players in Exile, and the dice of this phase's fire.

``city_svg(game, seat)`` returns an SVG picture (text).  Every area carries ``data-key="<area>"`` so
a clickable map (clickmap.py) can tell which one was clicked; ``highlight`` outlines the areas a
player may click now and ``selected`` the one he has picked.  Only what ``seat`` may know is drawn
(units are public in a coup; unit ids are shown to their owner only when asked).
"""
from __future__ import annotations

from ..i18n import tr
from .palette import FORCE_TAGS, colour, esc, tag

CELL_W, CELL_H, GAP = 150, 104, 16
MARGIN = 12
AIRFIELD = "airfield"
PER_LINE = 4                  # forces spelled out per legend line (Russian names run long)
LEGEND_CHARS = 130            # a legend line's length, in characters, before the next line begins


def _layout(city):
    """Area -> (x, y, w, h) on the picture, from the grid of the map data (K1)."""
    boxes = {}
    for area in city.neighbours:              # the map's order (the picture draws in it)
        if area not in city.places:
            continue
        row, col = city.places[area]
        x = MARGIN + col * (CELL_W + GAP)
        y = MARGIN + row * (CELL_H + GAP)
        boxes[area] = (x, y, CELL_W, CELL_H)
    rows = 1 + max(row for row, _ in city.places.values())
    cols = 1 + max(col for _, col in city.places.values())
    taken = set(city.places.values())
    free = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in taken]
    if free:                                  # the harbor fills the water blocks of the plan
        r0 = min(r for r, _ in free)
        c0 = min(c for r, c in free if r == r0)
        c1 = max(c for r, c in free if r == r0)
        x = MARGIN + c0 * (CELL_W + GAP)
        y = MARGIN + r0 * (CELL_H + GAP)
        boxes[city.harbor] = (x, y, (c1 - c0 + 1) * (CELL_W + GAP) - GAP, CELL_H)
    width = MARGIN * 2 + cols * (CELL_W + GAP) - GAP
    boxes[AIRFIELD] = (width + GAP, MARGIN, CELL_W * 0.8, CELL_H)
    height = MARGIN * 2 + rows * (CELL_H + GAP) - GAP
    return boxes, width + GAP + int(CELL_W * 0.8) + MARGIN, height


def _centre(box):
    x, y, w, h = box
    return x + w / 2, y + h / 2


def city_svg(game, seat: int | None = None, highlight=(), selected: str | None = None,
             show_ids: bool = False, scale: float = 1.0) -> str:
    """The city as an SVG picture (see the module docstring)."""
    city = game.city
    s = game.state
    coup = s.coup
    boxes, width, height = _layout(city)
    forces = len({u.force for u in coup.units} & set(FORCE_TAGS)) if coup is not None else 0
    legend = 44 + 18 * -(-forces // PER_LINE)            # the legend's lines (see _legend)
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {width} {height + legend}' width='100%' "
           f"style='font-family:sans-serif;user-select:none;max-width:{int(width * scale)}px' role='img' "
           "aria-label='the capital'>",
           "<rect x='0' y='0' width='100%' height='100%' fill='#f4f1ea'/>"]
    # streets: a thin line for every pair of neighbouring areas (K1: the eight around, and the harbor)
    drawn = set()
    for area, others in city.neighbours.items():
        if area not in boxes:
            continue
        for other in others:
            pair = tuple(sorted((area, other)))
            if pair in drawn or other not in boxes:
                continue
            drawn.add(pair)
            (x1, y1), (x2, y2) = _centre(boxes[area]), _centre(boxes[other])
            if city.harbor in pair:
                x2, y2 = _nearest(boxes[city.harbor], x1, y1) if other == city.harbor else (x2, y2)
                x1, y1 = _nearest(boxes[city.harbor], x2, y2) if area == city.harbor else (x1, y1)
                dash = " stroke-dasharray='5,4'"
            else:
                dash = ""
            out.append(f"<line x1='{x1:.0f}' y1='{y1:.0f}' x2='{x2:.0f}' y2='{y2:.0f}' stroke='#b9ad97' "
                       f"stroke-width='3'{dash}/>")
    units = {}
    if coup is not None:
        for u in coup.units:
            units.setdefault(u.area, {}).setdefault((u.owner, u.force), []).append(u)
    markers = {}
    for t, p in enumerate(s.players):
        if p.exiled and p.embassy:
            markers.setdefault(p.embassy, []).append(t)
    fire = {}
    if coup is not None:
        for b in coup.battles:
            fire.setdefault(b["area"], []).append(b)
    highlight = set(highlight)
    for area, box in boxes.items():
        out.append(_area(game, area, box, units.get(area, {}), markers.get(area, []), fire.get(area, []),
                         area in highlight, area == selected, seat, show_ids))
    out.append(_legend(game, height + 8, width))
    out.append("</svg>")
    return "".join(out)


def _nearest(box, x, y):
    bx, by, bw, bh = box
    return min(max(x, bx), bx + bw), min(max(y, by), by + bh)


def _fit(name: str, width: float, per_char: float = 7.3) -> list[str]:
    """An area's name in as many lines as its box needs (two at most; Russian names run long)."""
    if len(name) * per_char <= width or " " not in name:
        return [name]
    words, first = name.split(" "), ""
    while words and len(f"{first} {words[0]}".strip()) * per_char <= width:
        first = f"{first} {words.pop(0)}".strip()
    if not first:
        first = words.pop(0)
    return [first, " ".join(words)] if words else [first]


def _area(game, area, box, units, markers, fire, lit, picked, seat, show_ids) -> str:
    city = game.city
    x, y, w, h = box
    water = area == city.harbor
    fill = "#cfe3f1" if water else "#e9e4f0" if area == AIRFIELD else "#ffffff"
    if area in city.embassies:
        fill = "#e6e6e6"
    stroke, sw = ("#c0392b", 3) if area in city.power_centers else ("#8a8270", 1.2)
    parts = [f"<g data-key='{esc(area)}' class='area' style='cursor:pointer'>",
             f"<title>{esc(game.area_name(area))}</title>",
             f"<rect x='{x}' y='{y}' width='{w}' height='{h}' rx='8' fill='{fill}' stroke='{stroke}' "
             f"stroke-width='{sw}'/>"]
    if lit or picked:
        line = "#f1c40f' stroke-width='5" if picked else "#1a7f37' stroke-width='4' stroke-dasharray='8,4"
        parts.append(f"<rect x='{x - 3}' y='{y - 3}' width='{w + 6}' height='{h + 6}' rx='10' fill='none' "
                     f"stroke='{line}'/>")
    name = game.area_name(area)
    star = "★ " if area in city.power_centers else ""
    lines = _fit(star + name, w - 12)
    for i, line in enumerate(lines):
        parts.append(f"<text x='{x + 7}' y='{y + 17 + 14 * i}' font-size='12.5' font-weight='bold' fill='#3a3226'>"
                     f"{esc(line)}</text>")
    # counters: one per (player, force), its count inside
    cx, cy = x + 7, y + 27 + 14 * (len(lines) - 1)
    for (owner, force), group in sorted(units.items(), key=lambda kv: (kv[0][0], kv[0][1])):
        fled = all(u.fled for u in group)
        label = f"{tag(force)}×{len(group)}" if len(group) > 1 else tag(force)
        cw = 12 + 7 * len(label)
        if cx + cw > x + w - 4:
            cx, cy = x + 7, cy + 24
        title = tr("{name}: {force} ×{n}", name=game.seat_name(owner), force=game.force_name(force), n=len(group))
        if show_ids and owner == seat:
            title = tr("{name}: {force} ×{n} (numbers {ids})", name=game.seat_name(owner),
                       force=game.force_name(force), n=len(group), ids=", ".join(str(u.id) for u in group))
        parts.append(f"<g><title>{esc(title)}</title><rect x='{cx}' y='{cy}' width='{cw}' height='19' rx='4' "
                     f"fill='{colour(owner)}' opacity='{0.45 if fled else 1}' stroke='#222' stroke-width='0.6'/>"
                     f"<text x='{cx + cw / 2}' y='{cy + 14}' font-size='12' text-anchor='middle' fill='#fff' "
                     f"font-weight='bold'>{esc(label)}</text></g>")
        cx += cw + 4
    for t in markers:                          # Control markers of players in Exile (row 44)
        parts.append(f"<g><title>{esc(tr('{name} in Exile', name=game.seat_name(t)))}</title>"
                     f"<polygon points='{x + w - 14},{y + 6} {x + w - 4},{y + 11} {x + w - 14},{y + 16}' "
                     f"fill='{colour(t)}'/><line x1='{x + w - 14}' y1='{y + 6}' x2='{x + w - 14}' y2='{y + 24}' "
                     f"stroke='#333'/></g>")
        x -= 14
    x, y, w, h = box
    dx = x + 7
    for b in fire[-2:]:                        # this phase's dice in the area
        for face in b["dice"]:
            hit = face >= _hit_min(game, b)
            parts.append(f"<g><title>{esc(_battle_title(game, b, face))}</title><rect x='{dx}' y='{y + h - 22}' width='16' "
                         f"height='16' rx='3' fill='{'#c0392b' if hit else '#fff'}' stroke='#333'/>"
                         f"<text x='{dx + 8}' y='{y + h - 10}' font-size='11' text-anchor='middle' "
                         f"fill='{'#fff' if hit else '#333'}'>{face}</text></g>")
            dx += 18
            if dx > x + w - 18:
                break
    parts.append("</g>")
    return "".join(parts)


def _battle_title(game, battle, face: int) -> str:
    """A die's tooltip, in the table's language: who fired it, in which volley or strike."""
    what = battle["what"]
    if what.startswith("volley"):
        return tr("volley {n}, {name}: {face}", n=what.split()[-1], name=game.seat_name(battle["shooter"]), face=face)
    if what == "the Gunboat":
        return tr("the Gunboat, {name}: {face}", name=game.seat_name(battle["shooter"]), face=face)
    return tr("an Airstrike, {name}: {face}", name=game.seat_name(battle["shooter"]), face=face)


def _hit_min(game, battle) -> int:
    rules = game.rules.coup
    if battle["what"].startswith("volley"):
        return rules.regular_hits_min
    return rules.bombard_hits_min


def _legend(game, y, width) -> str:
    s = game.state
    items = []
    x = MARGIN
    for t in range(len(s.players)):
        name = game.seat_name(t)                    # a straw man in the reader's language
        items.append(f"<rect x='{x}' y='{y}' width='14' height='14' rx='3' fill='{colour(t)}'/>"
                     f"<text x='{x + 19}' y='{y + 12}' font-size='12'>{esc(name)}</text>")
        x += 26 + 7 * len(name)
    legend = tr("★ red border: Power Center · grey: Embassy · lines: next to each other (dashed: the harbor)")
    items.append(f"<text x='{x + 10}' y='{y + 12}' font-size='12' fill='#555'>{esc(legend)}</text>")
    present = sorted({u.force for u in s.coup.units} if s.coup is not None else set(), key=list(FORCE_TAGS).index)
    spelled = [f"{tag(f)} {game.force_name(f)}" for f in present if f in FORCE_TAGS]
    for i in range(0, len(spelled), PER_LINE):          # every tag on the map spelled out
        items.append(f"<text x='{MARGIN}' y='{y + 32 + 18 * (i // PER_LINE)}' font-size='12' fill='#555'>"
                     f"{esc(' · '.join(spelled[i:i + PER_LINE]))}</text>")
    key = tr("×3: three units · faded: units that fled · dice: this phase's fire (red: a hit)")
    items.append(f"<text x='{MARGIN}' y='{y + 32 + 18 * -(-len(spelled) // PER_LINE)}' font-size='12' fill='#555'>"
                 f"{esc(key)}</text>")
    return "".join(items)
