"""JUNTA's numbers, as read from ``data/rulesets/classic.toml`` (every table and key there is a
field here; core/rulesets.py refuses a file with a key missing, unknown or of the wrong type)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..core.rulesets import load_ruleset


@dataclass(frozen=True)
class Players:
    min: int
    max: int
    table_min: int
    names: tuple[str, ...]
    straw_names: tuple[str, ...]
    families: tuple[str, ...]


@dataclass(frozen=True)
class Money:
    bills: Mapping[int, int]
    bills_per_round: int
    exile_fee_bills: int


@dataclass(frozen=True)
class Cards:
    start_hand: int
    draw_per_round: int
    hand_limit: int


@dataclass(frozen=True)
class Cabinet:
    positions: tuple[str, ...]
    generals: tuple[str, ...]
    max_per_family: int
    min_per_family: int
    max_generals_per_family: int
    position_votes: int
    family_votes: int


@dataclass(frozen=True)
class Voting:
    rounds: int
    reform_demand_max_votes: int
    max_tied_elections: int


@dataclass(frozen=True)
class Locations:
    names: tuple[str, ...]


@dataclass(frozen=True)
class Assassins:
    amateur_cost: int
    amateur_success_min: int
    professional_cost: int
    foreign_cost: int
    overtime_cost: int
    bribe_the_assassin_cost: int
    psychotic_goes_ahead_max: int
    psychotic_nothing_max: int
    psychotic_backfire_min: int
    influence_credit: int
    bribe_unit_cost: int
    bribe_unit_success_min: int
    bribe_firing_squad_cost: int
    burglars_take: int


@dataclass(frozen=True)
class Coup:
    phases: int
    power_centers_to_win: int
    volleys: int
    regular_hits_min: int
    elite_hits_min: int
    gunboat_dice: int
    airstrike_dice: int
    airstrikes_per_coup: int
    bombard_hits_min: int
    helicopter_units: int


@dataclass(frozen=True)
class Limits:
    max_rounds: int


@dataclass(frozen=True)
class ClassicRules:
    players: Players
    money: Money
    cards: Cards
    cabinet: Cabinet
    voting: Voting
    locations: Locations
    assassins: Assassins
    coup: Coup
    limits: Limits


def load_rules(path=None) -> ClassicRules:
    """The ruleset at ``path`` (default: the kit's ``rulesets/classic.toml``)."""
    return load_ruleset(path, ClassicRules, ("rulesets", "classic.toml"))
