"""The capital for the Coup Game (rules/junta.md K1), built from data/map/city.toml as a networkx graph."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import networkx as nx

from ...core.errors import RulesetError
from ...core.rulesets import data_path


@dataclass(frozen=True)
class City:
    graph: nx.Graph
    power_centers: tuple[str, ...]
    embassies: tuple[str, ...]
    harbor: str
    airfield: str
    coastal: tuple[str, ...]
    display: dict
    forces: dict
    neighbours: dict          # area -> tuple of adjacent areas (a fast copy of the graph)
    land: tuple[str, ...]     # every area but the harbor, in the graph's order
    open_land: tuple[str, ...]   # the land areas that are not Embassies: where Paratroops drop, bombs fall

    def name(self, area: str) -> str:
        return self.display.get(area, area)


@lru_cache(maxsize=4)
def load_city(path: str | None = None) -> City:
    file = Path(path) if path else data_path("map", "city.toml")
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise RulesetError(f"city map {file}: {err}") from None
    graph = nx.Graph()
    grid = data["grid"]
    for r, row in enumerate(grid):
        for c, area in enumerate(row):
            if not area:
                continue
            graph.add_node(area, row=r, col=c)
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = r + dr, c + dc
                    if (dr or dc) and 0 <= rr < len(grid) and 0 <= cc < len(grid[rr]) and grid[rr][cc]:
                        graph.add_edge(area, grid[rr][cc])
    harbor = data["harbor"]
    graph.add_node(harbor, water=True)
    for area in data["harbor_links"]:
        if area not in graph:
            raise RulesetError(f"city map: harbor link {area!r} is not an area of the grid")
        graph.add_edge(harbor, area)
    for key in ("power_centers", "embassies"):
        for area in data[key]:
            if area not in graph:
                raise RulesetError(f"city map: {key} names {area!r}, which is not on the grid")
    neighbours = {a: tuple(sorted(graph.neighbors(a))) for a in graph.nodes}
    land = tuple(a for a in graph.nodes if a != harbor)
    return City(graph, tuple(data["power_centers"]), tuple(data["embassies"]), harbor,
                data["airfield"], tuple(data["harbor_links"]), data["display"], data["forces"], neighbours,
                land, tuple(a for a in land if a not in data["embassies"]))
