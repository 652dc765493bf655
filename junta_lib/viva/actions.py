"""Every kind of Viva el Presidente! action, declared once (core/actions.py says how they work).

| decision                  | action class           | JSON form                                  |
|---------------------------|------------------------|--------------------------------------------|
| promise                   | Promise / PromiseDie   | {"promise": card, "to": seat} / {"die": face, "to": seat}; or "done" |
| militia                   | Orders                 | [faces], sorted: [1, 1, 6]                 |
| defence_card, attack_card | PlayCard               | {"play": card, "target"?: [colour, holder]}; or "done" |
| general_strike            | PlayCard               | {"play": card}; or "pass"                  |
| destroy_die               | Die                    | [colour, holder]; or "pass"                |
| buy, foreign_aid          | Word                   | "building", "die", "card", "done"; "spend", "keep" |
| discard                   | CardChoice             | "tank-2"                                   |

A die in a fight is named by its colour (whose die it is) and its holder (who rolls it); they
differ only for the President's dice given in a forced attack (advanced rules).
"""
from __future__ import annotations

from typing import Any

from ..core.actions import (
    CARD,
    INT,
    SEAT,
    Field,
    Record,
    Value,
    Word,
    brief,
    int_list,
    optional,
)
from ..core.errors import IllegalAction
from ..i18n import N_, tr, words

FACES = Field("faces", int_list, N_("a list of die faces (whole numbers)"), text=lambda g, v: words().join_faces(v))


class Promise(Record):
    """The President puts a hand card face down on a player's promise space (viva 2)."""
    fields = (("card", CARD), ("to", SEAT))
    json_names = {"card": "promise"}
    template = N_("Promise {card} to {to}")


class PromiseDie(Record):
    """Advanced forced attack: the President adds one of his dice, set to a face, to a promise."""
    fields = (("die", INT), ("to", SEAT))

    def describe(self, game=None) -> str:
        to = SEAT.text(game, self.to)
        if game is not None and game.state.seat_of(self.die) == self.to:
            # advanced, 強制進攻: "若骰點為給予玩家的代表數字，代表給該玩家他的防禦骰"
            return tr("Give {to} a die set to his own number: it defends him", to=to)
        if game is not None and 1 <= self.die <= game.state.n:
            return tr("Give {to} a die set to attack {target}", to=to,
                      target=SEAT.text(game, game.state.seat_of(self.die)))
        return tr("Give {to} a die set to {face}", to=to, face=self.die)


class Orders(Value):
    """A player's militia orders behind his screen (viva 3): one face per die, sorted."""
    fields = (("faces", FACES),)

    def describe(self, game=None) -> str:
        if game is None:
            return tr("Dice: {faces}", faces=words().join_faces(self.faces))
        return words().join(order_words(game, game_pending_seat(game), face) for face in self.faces)


def game_pending_seat(game) -> int | None:
    d = game.pending()
    return d.player if d is not None else None


def order_words(game, seat, face: int) -> str:
    """What one die set to ``face`` does for ``seat``: "attack ben", "defend myself", "defend the President"."""
    s = game.state
    if face == game.rules.dice.defend_president_face:
        return tr("defend the President")
    target = s.seat_of(face)
    if target == seat:
        return tr("defend myself")
    if not 0 <= target < s.n:
        return tr("face {face}", face=face)
    return str(game.phrase("attack {target:seat}", target=target))      # "атаковать игрока ben"


class Die(Record):
    """One die in a fight: its colour (whose die) and its holder (who rolls it).  JSON: [colour, holder]."""
    fields = (("colour", SEAT), ("holder", SEAT))

    def to_json(self) -> list:
        return [self.colour, self.holder]

    @classmethod
    def expected(cls) -> str:
        return tr("{shape} (two seats)", shape="[colour, holder]")

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Die":
        if isinstance(raw, list) and len(raw) == 2 and all(type(x) is int for x in raw):
            return cls(raw[0], raw[1])
        raise IllegalAction(tr('a die is {expected}, not {given}', expected=cls.expected(), given=brief(raw)))

    def matches(self, game, raw: Any) -> bool:
        return isinstance(raw, list) and len(raw) == 2 and all(type(x) is int for x in raw) \
            and raw == [self.colour, self.holder]

    def describe(self, game=None) -> str:
        if game is None or self.colour == self.holder:
            return tr("{name}'s die", name=SEAT.text(game, self.holder))
        return tr("{name}'s die (the President's colour)", name=SEAT.text(game, self.holder))


DIE = Field("die", lambda v: isinstance(v, Die), N_("a die [colour, holder]"), text=lambda g, v: v.describe(g))


class PlayCard(Record):
    """A before-combat card played in a fight (viva 4.a, 4.b), on a die for Mortar and Bribed Militia."""
    fields = (("card", CARD), ("target", optional(DIE)))
    json_names = {"card": "play"}

    def to_json(self) -> dict:
        out = {"play": self.card}
        if self.target is not None:
            out["target"] = self.target.to_json()
        return out

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "PlayCard":
        if not isinstance(raw, dict) or "play" not in raw or set(raw) - {"play", "target"}:
            raise IllegalAction(tr('a card play is {{"play": card, "target"?: [colour, holder]}}, not {given}', given=brief(raw)))
        target = raw.get("target")
        return cls(CARD.parse(game, raw["play"], '"play"'), Die.parse(target) if target is not None else None)

    def matches(self, game, raw: Any) -> bool:
        if not isinstance(raw, dict) or "play" not in raw or set(raw) - {"play", "target"}:
            return False
        if not CARD.matches(game, self.card, raw["play"]):
            return False
        target = raw.get("target")
        return (self.target is None and target is None) or (
            self.target is not None and target is not None and self.target.matches(game, target))

    def describe(self, game=None) -> str:
        if self.target is None:
            return tr("Play {card}", card=CARD.text(game, self.card))
        return tr("Play {card} on {die}", card=CARD.text(game, self.card), die=self.target.describe(game))


class CardChoice(Value):
    """A card from the hand: a discard down to the hand limit (viva 6)."""
    fields = (("card", CARD),)
    template = N_("{card}")


# Actions depend only on card ids and seats, not on a game, so the rules share them between games
# (they are immutable): made once, then looked up in the rules' inner loops.
_PROMISES: dict[tuple, dict] = {}
_PLAYS: dict[tuple, "PlayCard"] = {}
_CHOICES: dict[str, "CardChoice"] = {}


def promise_rows(seats: tuple) -> dict:
    """The promises of each card to ``seats`` (the players after the President, in order), by card
    id, filled in as cards come (:func:`promise_row`)."""
    rows = _PROMISES.get(seats)
    if rows is None:
        rows = _PROMISES[seats] = {}
    return rows


def promise_row(rows: dict, cid: str, seats: tuple) -> tuple:
    """Promise(cid, t) for each t of ``seats``, kept in ``rows`` (from promise_rows(seats))."""
    row = rows[cid] = tuple(Promise(cid, t) for t in seats)
    return row


def play_card(cid: str, target: tuple | None = None) -> "PlayCard":
    """PlayCard(cid, target die) for a die given as (colour, holder), or no target."""
    key = (cid, target)
    made = _PLAYS.get(key)
    if made is None:
        made = _PLAYS[key] = PlayCard(cid, None if target is None else Die(*target))
    return made


def card_choice(cid: str) -> "CardChoice":
    made = _CHOICES.get(cid)
    if made is None:
        made = _CHOICES[cid] = CardChoice(cid)
    return made


__all__ = ["CardChoice", "Die", "Orders", "PlayCard", "Promise", "PromiseDie", "Word", "order_words"]
