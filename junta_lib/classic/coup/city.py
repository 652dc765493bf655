"""The capital for the Coup Game (rules/junta.md K1), built from data/map/city.toml: its areas, where
each lies on the plan's grid, and which touch (``neighbours``).  The rules need nothing more;
``City.graph`` gives the same map as a networkx graph for whoever wants one (built when first asked
for: importing networkx costs a restarted table server about 0.4 s, more than replaying ten tables)."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ...core.errors import RulesetError
from ...core.rulesets import data_path

if TYPE_CHECKING:
    import networkx as nx


@dataclass(frozen=True)
class Force:
    """A force of units (K2): its name, the Position commanding it, its units and where they start."""
    key: str
    name: str
    commander: str
    units: int
    start: tuple[str, ...]
    elite: bool
    forced_budget_start: str | None = None      # the Police after a forced Budget (rows 37, 63)


@dataclass(frozen=True)
class City:
    places: dict              # area -> (row, column) on the plan's grid; the harbor has none (its water blocks)
    power_centers: tuple[str, ...]
    embassies: tuple[str, ...]
    harbor: str
    airfield: str
    coastal: tuple[str, ...]
    display: dict
    forces: dict              # force key -> Force
    neighbours: dict          # area -> tuple of adjacent areas (a fast copy of the graph)
    land: tuple[str, ...]     # every area but the harbor, in the graph's order
    open_land: tuple[str, ...]   # the land areas that are not Embassies: where Paratroops drop, bombs fall
    by_land: dict             # land area -> its adjacent land areas: where units other than Marines go (K3)

    def name(self, area: str) -> str:
        return self.display.get(area, area)

    @cached_property
    def graph(self) -> nx.Graph:
        """The map as a networkx graph: a node per area (``row`` and ``col`` on the grid; the harbor
        ``water``), an edge between areas that touch."""
        import networkx as nx
        graph = nx.Graph()
        for area in self.neighbours:
            if area == self.harbor:
                graph.add_node(area, water=True)
            else:
                row, col = self.places[area]
                graph.add_node(area, row=row, col=col)
        graph.add_edges_from((a, b) for a, near in self.neighbours.items() for b in near)
        return graph


FORCE_KEYS = {"name": str, "commander": str, "units": int, "start": list, "elite": bool}


def _forces(data: dict, areas) -> dict:
    forces = {}
    for key, spec in data.items():
        if not isinstance(spec, dict):
            raise RulesetError(f"city map: [forces.{key}] must be a table")
        for name, kind in FORCE_KEYS.items():
            if type(spec.get(name)) is not kind:
                raise RulesetError(f"city map: forces.{key}.{name} must be {kind.__name__}, got {spec.get(name)!r}")
        unknown = set(spec) - set(FORCE_KEYS) - {"forced_budget_start"}
        if unknown:
            raise RulesetError(f"city map: forces.{key} has unknown key(s) {', '.join(sorted(unknown))}")
        for area in spec["start"] + ([spec["forced_budget_start"]] if "forced_budget_start" in spec else []):
            if area not in areas:
                raise RulesetError(f"city map: forces.{key} starts in {area!r}, which is not an area")
        forces[key] = Force(key, spec["name"], spec["commander"], spec["units"], tuple(spec["start"]),
                            spec["elite"], spec.get("forced_budget_start"))
    return forces


@lru_cache(maxsize=4)
def load_city(path: str | None = None) -> City:
    file = Path(path) if path else data_path("map", "city.toml")
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise RulesetError(f"city map {file}: {err}") from None
    for key in ("grid", "power_centers", "embassies", "harbor", "harbor_links", "airfield", "display", "forces"):
        if key not in data:
            raise RulesetError(f"city map {file.name} lacks '{key}'")
    places, touching = {}, {}                  # touching: area -> the areas it touches, in the order met
    grid = data["grid"]

    def touch(a: str, b: str) -> None:
        touching.setdefault(a, {})[b] = None
        touching.setdefault(b, {})[a] = None
    for r, row in enumerate(grid):
        for c, area in enumerate(row):
            if not area:
                continue
            places[area] = (r, c)
            touching.setdefault(area, {})
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = r + dr, c + dc
                    if (dr or dc) and 0 <= rr < len(grid) and 0 <= cc < len(grid[rr]) and grid[rr][cc]:
                        touch(area, grid[rr][cc])
    harbor = data["harbor"]
    touching.setdefault(harbor, {})
    for area in data["harbor_links"]:
        if area not in places:
            raise RulesetError(f"city map: harbor link {area!r} is not an area of the grid")
        touch(harbor, area)
    for key in ("power_centers", "embassies"):
        for area in data[key]:
            if area not in touching:
                raise RulesetError(f"city map: {key} names {area!r}, which is not on the grid")
    neighbours = {a: tuple(sorted(near)) for a, near in touching.items()}
    land = tuple(a for a in touching if a != harbor)
    by_land = {a: tuple(b for b in neighbours[a] if b != harbor) for a in land}
    forces = _forces(data["forces"], set(touching) | {data["airfield"]})
    return City(places, tuple(data["power_centers"]), tuple(data["embassies"]), harbor,
                data["airfield"], tuple(data["harbor_links"]), data["display"], forces, neighbours,
                land, tuple(a for a in land if a not in data["embassies"]), by_land)
