"""Viva el Presidente!'s numbers, as read from ``data/rulesets/viva.toml`` (every table and key
there is a field here; core/rulesets.py refuses a file with a key missing, unknown or mistyped)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.rulesets import load_ruleset


@dataclass(frozen=True)
class Players:
    min: int
    max: int
    names: tuple[str, ...]


@dataclass(frozen=True)
class Dice:
    per_colour: int
    start: int
    defend_president_face: int
    president_die_value: int
    destroy_on: int


@dataclass(frozen=True)
class Drawing:
    president_extra: int
    others: int
    others_first_round: int


@dataclass(frozen=True)
class Spending:
    building_cost: int
    die_cost: int
    card_cost: int
    cards_per_round: int
    buildings_max: int
    free_die_when_none: int


@dataclass(frozen=True)
class Hand:
    limit: int


@dataclass(frozen=True)
class Victory:
    basic_vp: int
    advanced_vp: int
    sunglasses_vp_advanced: int
    building_vp: int


@dataclass(frozen=True)
class Limits:
    max_rounds: int


@dataclass(frozen=True)
class VivaRules:
    players: Players
    dice: Dice
    drawing: Drawing
    spending: Spending
    hand: Hand
    victory: Victory
    limits: Limits


def load_rules(path=None) -> VivaRules:
    """The ruleset at ``path`` (default: the kit's ``rulesets/viva.toml``)."""
    return load_ruleset(path, VivaRules, ("rulesets", "viva.toml"))
