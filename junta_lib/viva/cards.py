"""The 45-card deck of Viva el Presidente! (rules viva.md K3), read from data/cards/viva.csv.

Each physical card gets an id ``<key>-<copy>`` (e.g. ``tank-2``); effects are keyed by the
``effect`` column and carried out in ``combat.py`` and ``spending.py``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core.errors import RulesetError
from ..core.rulesets import data_path, load_csv

COLUMNS = ["key", "name", "copies", "kind", "timing", "side", "value", "effect", "text"]
EFFECTS = {"money", "vp_in_hand", "add_attack", "add_defence", "remove_defending_die",
           "remove_attacking_die", "cancel_card"}
SIDES = {"", "attack", "defence", "either"}


@dataclass(frozen=True, slots=True)
class Card:
    key: str
    name: str
    kind: str        # money | vp | combat
    side: str        # attack | defence | either | "" (not a combat card)
    value: int
    effect: str
    text: str


@lru_cache(maxsize=8)
def catalogue(path: str | None = None) -> tuple[dict[str, Card], tuple[str, ...]]:
    """(card by id, the deck's ids in printed order)."""
    file = Path(path) if path else data_path("cards", "viva.csv")
    rows = load_csv(file, COLUMNS)
    by_id: dict[str, Card] = {}
    order: list[str] = []
    for row in rows:
        where = f"{file.name} line {row['_line']}"
        if row["effect"] not in EFFECTS:
            raise RulesetError(f"{where}: unknown effect {row['effect']!r}; known: {sorted(EFFECTS)}")
        if row["side"] not in SIDES:
            raise RulesetError(f"{where}: side must be one of attack, defence, either or empty")
        try:
            copies, value = int(row["copies"]), int(row["value"])
        except ValueError:
            raise RulesetError(f"{where}: copies and value must be whole numbers") from None
        card = Card(row["key"], row["name"], row["kind"], row["side"], value, row["effect"], row["text"])
        for n in range(1, copies + 1):
            cid = f"{row['key']}-{n}"
            by_id[cid] = card
            order.append(cid)
    return by_id, tuple(order)


@lru_cache(maxsize=8)
def aid_values(path: str | None = None) -> dict[str, int]:
    """The money of each Foreign Aid card by id (viva 5), for counting purses quickly."""
    return {cid: card.value for cid, card in catalogue(path)[0].items() if card.effect == "money"}


@lru_cache(maxsize=8)
def vp_values(path: str | None = None) -> dict[str, int]:
    """The victory points of each card that counts while in hand (the Yacht, the Super Car)."""
    return {cid: card.value for cid, card in catalogue(path)[0].items() if card.effect == "vp_in_hand"}


@lru_cache(maxsize=8)
def side_cards(path: str | None = None) -> dict[str, frozenset[str]]:
    """The ids of the before-combat cards of each side (viva 4.a, 4.b): "attack" and "defence";
    and "strike", the cards that cancel a card just played (General Strike)."""
    cards = catalogue(path)[0]
    sides = {side: frozenset(cid for cid, card in cards.items() if card.side == side)
             for side in ("attack", "defence")}
    sides["strike"] = frozenset(cid for cid, card in cards.items() if card.effect == "cancel_card")
    return sides
