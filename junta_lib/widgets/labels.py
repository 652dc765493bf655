"""Words for actions: what a button says ("Promise Tank to ben", "Death Squad: ben at Home")."""
from __future__ import annotations

import json


def _name(game, seat) -> str:
    return game.state.names[seat] if isinstance(seat, int) and 0 <= seat < len(game.state.names) else str(seat)


def _card(game, cid) -> str:
    card = game.cards.get(cid) if hasattr(game, "cards") else None
    return card.name if card else str(cid)


def _place(game, key) -> str:
    if hasattr(game, "location_name") and key in ("central_bank", "headquarters", "home", "mistress", "nightclub"):
        return game.location_name(key)
    if hasattr(game, "city"):
        return game.city.name(key)
    return str(key)


SIMPLE = {"done": "Done", "pass": "Pass", "decline": "Decline", "force": "Force it at gunpoint",
          "accept": "Accept", "resign": "Resign the Presidency", "return": "Return", "stay": "Stay abroad",
          "continue": "Continue", "end": "End the coup", "president": "For the President",
          "rebels": "For the Rebels", "hold": "Hold fire", "fire": "Fire", "allow": "Allow",
          "forbid": "Forbid", "agree": "Agree", "refuse": "Refuse", "building": "Buy a building",
          "die": "Buy a militia die", "card": "Buy a card", "spend": "Spend it now", "keep": "Keep it",
          "for": "For", "against": "Against"}
BY_KIND = {("last_chance", "die"): "Accept your fate"}


def describe(game, option, kind: str | None = None) -> str:
    """A short human label for one legal option of a decision (of ``kind`` when words differ)."""
    if isinstance(option, str) and (kind, option) in BY_KIND:
        return BY_KIND[(kind, option)]
    if isinstance(option, str):
        if option in SIMPLE:
            return SIMPLE[option]
        if option.startswith("exile:"):
            return f"Exile ({_place(game, option.split(':', 1)[1])})"
        if hasattr(game, "cards") and option in game.cards:
            return _card(game, option)
        return _place(game, option)
    if isinstance(option, bool):
        return str(option)
    if isinstance(option, int):
        return _name(game, option)
    if isinstance(option, list):
        return "Dice: " + " ".join(str(x) for x in option) if all(isinstance(x, int) for x in option) else json.dumps(option)
    if isinstance(option, dict):
        if "promise" in option:
            return f"Promise {_card(game, option['promise'])} to {_name(game, option['to'])}"
        if "die" in option and "to" in option:
            return f"Give {_name(game, option['to'])} a die set to {option['die']}"
        if "assassin" in option:
            who = "the Death Squad" if option["assassin"] == "death_squad" else _card(game, option["assassin"])
            return f"{who}: {_name(game, option['target'])} at {_place(game, option['location'])}"
        if "start" in option:
            return {"card": f"Start a coup: play {_card(game, option.get('card'))}", "move": "Start a coup by moving",
                    "airstrike": "Start a coup with an Airstrike", "gunboat": "Start a coup with the Gunboat"}[option["start"]]
        if "area" in option and "target" in option:
            return f"Attack {_name(game, option['target'])} in {_place(game, option['area'])}"
        if "owner" in option and "force" in option:
            return f"{_name(game, option['owner'])}'s {option['force'].replace('_', ' ')}"
        if "burglars" in option:
            return f"Burglars: {_name(game, option['target'])}"
        if "play" in option and "player" in option:
            return f"Play {_card(game, option['play'])} on {_name(game, option['player'])}"
        if "play" in option and "brigade" in option:
            return f"Play {_card(game, option['play'])}: {game.force_name(option['brigade'])}"
        if "play" in option:
            target = option.get("target")
            return f"Play {_card(game, option['play'])}" + (f" on {_name(game, target[1])}'s die" if target else "")
    return json.dumps(option, ensure_ascii=False)
