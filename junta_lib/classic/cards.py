"""The 72-card Political deck (rules/junta.md K10), read from data/cards/political.csv.

Every card has an ``effect`` key; the code that carries it out lives in the module of the phase
where it is played (votes in ``voting.py``, assassins in ``assassinations.py``, coup events in
``coup/``).  Cards whose ``implemented`` column says ``no`` stay in hands as dead cards: they are
drawn, count toward the hand limit and can be discarded, but are never offered for play (README).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.errors import RulesetError
from ..core.rulesets import data_path, load_csv

if TYPE_CHECKING:
    from .world import Junta

COLUMNS = ["key", "name", "type", "copies", "votes", "bonus_votes", "bonus_with", "cost", "when",
           "requirement", "effect", "implemented", "text"]
TYPES = {"donation", "influence", "vote", "assassin", "bribe", "event", "coup_event"}


@dataclass(frozen=True, slots=True)
class PoliticalCard:
    key: str
    name: str
    type: str
    votes: int
    bonus_votes: int
    bonus_with: str
    cost: int
    when: str
    requirement: str
    effect: str
    implemented: bool
    text: str

    @property
    def places(self) -> tuple[str, int, str, str] | None:
        """For a Coup Event that places units: (unit name, count, area, kind)."""
        if not self.effect.startswith("place:"):
            return None
        _, name, count, area, kind = self.effect.split(":")
        return name, int(count), area, kind


@lru_cache(maxsize=8)
def catalogue(path: str | None = None) -> tuple[dict[str, PoliticalCard], tuple[str, ...]]:
    file = Path(path) if path else data_path("cards", "political.csv")
    by_id: dict[str, PoliticalCard] = {}
    order: list[str] = []
    for row in load_csv(file, COLUMNS):
        where = f"{file.name} line {row['_line']}"
        if row["type"] not in TYPES:
            raise RulesetError(f"{where}: type {row['type']!r} is not one of {sorted(TYPES)}")
        if row["implemented"] not in ("yes", "no"):
            raise RulesetError(f"{where}: implemented must be yes or no")
        try:
            nums = {k: int(row[k]) for k in ("copies", "votes", "bonus_votes", "cost")}
        except ValueError:
            raise RulesetError(f"{where}: copies, votes, bonus_votes and cost must be whole numbers") from None
        card = PoliticalCard(row["key"], row["name"], row["type"], nums["votes"], nums["bonus_votes"],
                             row["bonus_with"], nums["cost"], row["when"], row["requirement"],
                             row["effect"], row["implemented"] == "yes", row["text"])
        for n in range(1, nums["copies"] + 1):
            cid = f"{row['key']}-{n}" if nums["copies"] > 1 else row["key"]
            by_id[cid] = card
            order.append(cid)
    return by_id, tuple(order)


def requirement_met(g: Junta, seat: int, card) -> bool:
    """A card's requirement (K10): an Influence card in front of the player, or a role."""
    need = card.requirement
    if not need or need == "not_president_or_minister":      # that one limits the target, not the player
        return True
    if need == "president":
        return g.state.president == seat
    if need == "minister":
        return g.state.holder("minister") == seat
    return any(g.cards[c].key == need for c in g.state.players[seat].influence)
