"""Every kind of JUNTA action, declared once (core/actions.py says how an action class works).

Each class below is one shape a decision can take: its fields and their kinds, its JSON form (what a
save file holds and what a script may type), how a person may name its parts ("ben", "Tank",
"Railway Station", "the Central Bank") and how it reads.  Which values are legal at a given moment
is the business of the decision: its listed options, or the domain the rule module declares next to
the rule (``VoteBallot`` in voting.py, ``BudgetTable`` in budget.py, ``MoveRules`` in coup/movement.py
...).

| decision            | action class              | JSON form                                           |
|---------------------|---------------------------|-----------------------------------------------------|
| many                | Word                      | "done", "pass", "accept", "force", "end" ...        |
| vote                | Vote                      | {source: choice or null}                            |
| tie_break, firing_squad | Seat (or a Word)      | 2 / "for"                                           |
| phase1_card, offers | Play                      | {"play": card, "player"?: seat, "brigade"?: force}  |
| discard, coalition_collapse | CardChoice        | "tank-2"                                            |
| cabinet             | Cabinet                   | {position: seat} for every Position                 |
| budget              | Budget                    | {"stacks": [{"to": seat, "bills": [..], "announced": n}]} |
| location            | Location / Exile          | "home" / "exile:embassy_north"                      |
| assassination       | Announce / Burglars       | {"assassin", "target", "location"} / {"burglars", "target"} |
| cousin              | PositionChoice            | "admiral"                                           |
| banking             | Transaction               | {"deposit": [bills], "withdraw": [bills]}           |
| exile_fee           | Bill                      | 3                                                   |
| start_coup          | StartCoup                 | {"start": "move"} / {"start": "card", "card": id}   |
| coup_move           | Word pass, PlayEvent, Transfer, Move, Drop, Helicopter, Bribe | see movement.py |
| declare             | Attack                    | {"area": area, "target": seat}                      |
| gunboat, airstrike, retreat | Area              | "docks"                                             |
| bombard_target, choose_loss | UnitGroup         | {"owner": seat, "force": force}                     |
| spread_hits         | SpreadHits                | {"on": [seats], "hits": [counts]}                   |
| police_response     | PoliceSend                | {"send": {area: units}}                             |
| side actions        | Word resign, Give, Play, EndCoup | "resign" / {"give": {"to", "bills", "cards"}} / {"play": card, "player"?: seat} / {"end_coup": "rebels"} |
"""
from __future__ import annotations

from typing import Any

from ..core.actions import (
    BILLS,
    CARD,
    CARDS,
    INT,
    SEAT,
    UNITS,
    Action,
    Field,
    Record,
    Value,
    Word,
    brief,
    fold,
    int_list,
    is_int,
    is_text,
    optional,
)
from ..core.errors import IllegalAction
from ..i18n import N_, tr, words

POSITION_NAMES = {"president": "President", "minister": "Minister of Internal Security",
                  "general_1": "General of the First Army Brigade",
                  "general_2": "General of the Second Army Brigade",
                  "general_3": "General of the Third Army Brigade", "admiral": "Admiral of the Navy",
                  "air_force": "Air Force Commander"}
LOCATION_NAMES = {"central_bank": "the Central Bank", "headquarters": "Headquarters", "home": "Home",
                  "mistress": "his Mistress", "nightclub": "the Nightclub", None: "nowhere"}
#: the Location cards' titles, as on a button
LOCATION_TITLES = {"central_bank": "Central Bank", "headquarters": "Headquarters", "home": "Home",
                   "mistress": "Mistress", "nightclub": "Nightclub"}
DEATH_SQUAD = "death_squad"


# -- field kinds of JUNTA ------------------------------------------------------------------------
def _by_names(names: dict):
    def find(game, text: str):
        if text in names:
            return text
        key = fold(text)
        for k, name in names.items():
            if k is not None and (fold(name) == key or fold(name.replace("his ", "")) == key):
                return k
        return None
    return find


def _area_by_name(game, text: str):
    city = game.city
    if text in city.neighbours or text == city.airfield:
        return text
    key = fold(text)
    for area, name in city.display.items():
        if fold(name) == key:
            return area
    return None


def _force_by_name(game, text: str):
    if text in game.city.forces:
        return text
    key = fold(text)
    for force, spec in game.city.forces.items():
        if fold(spec.name) == key:
            return force
    return None


def _assassin_by_name(game, text: str):
    if text == DEATH_SQUAD or fold(text) == "death squad":
        return DEATH_SQUAD
    from ..core.actions import _card_by_name
    return _card_by_name(game, text)


LOCATION = Field("location", is_text, N_('a Location ("central_bank", "headquarters", "home", "mistress", "nightclub")'),
                 _by_names(LOCATION_NAMES), lambda g, v, case=None: g.location_name(v, case))
POSITION = Field("position", is_text, N_('a Position ("minister", "general_1" ... "air_force")'),
                 _by_names(POSITION_NAMES), lambda g, v, case=None: g.position_name(v, case))
AREA = Field("area", is_text, N_("an area of the city (its key or its name on the map)"),
             _area_by_name, lambda g, v, case=None: g.area_name(v, case))
FORCE = Field("force", is_text, N_('a force ("palace_guard", "police", "brigade_1" ...)'),
              _force_by_name, lambda g, v, case=None: g.force_name(v, case))
ASSASSIN = Field("assassin", is_text, N_('an Assassin card or "death_squad"'), _assassin_by_name,
                 lambda g, v: tr("the Death Squad") if v == DEATH_SQUAD else g.card_name(v) if v in g.cards else v)
START = Field("start", lambda v: v in ("move", "airstrike", "gunboat", "card"), N_('one of "move", "airstrike", "gunboat", "card"'))
SEATS = Field("seats", int_list, N_("a list of players (seats)"),
              text=lambda g, v: words().join(g.seat_name(t) for t in v))
COUNTS = Field("counts", int_list, N_("a list of whole numbers"))


# -- single values ------------------------------------------------------------------------------
class Seat(Value):
    """A player: a tie-break, the Firing Squad's victim.  JSON: the seat number."""
    fields = (("seat", SEAT),)
    template = N_("{seat}")


class CardChoice(Value):
    """A card in hand or in front: a discard, the Influence card lost to Coalition Collapse."""
    fields = (("card", CARD),)
    template = N_("{card}")


class Location(Value):
    """Where a player spends the round (row 40).  JSON: the Location's key."""
    fields = (("location", LOCATION),)

    def describe(self, game=None) -> str:
        title = words().term(f"location:{self.location}", LOCATION_TITLES.get(self.location, self.location))
        return title[:1].upper() + title[1:]


class Exile(Record):
    """Going into Exile with a Control marker in an Embassy area (row 44).  JSON: "exile:<embassy>"."""
    fields = (("embassy", AREA),)

    def to_json(self) -> str:
        return f"exile:{self.embassy}"

    @classmethod
    def expected(cls) -> str:
        return '"exile:<embassy area>"'

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Exile":
        if isinstance(raw, str) and raw.startswith("exile:"):
            return cls(AREA.parse(game, raw.split(":", 1)[1], '"exile:"'))
        raise IllegalAction(tr('expected {expected}, got {given}', expected=cls.expected(), given=brief(raw)))

    def matches(self, game, raw: Any) -> bool:
        if raw == self.to_json():
            return True
        if not isinstance(raw, str) or game is None:
            return False
        return fold(raw) in (fold(self.describe(game)), fold("exile " + game.city.name(self.embassy)))

    def describe(self, game=None) -> str:
        return tr("Exile ({embassy})", embassy=game.area_name(self.embassy) if game else self.embassy)


class PositionChoice(Value):
    """A vacant Position for the President's Cousin (row 52)."""
    fields = (("position", POSITION),)
    template = N_("{position}")


class Bill(Value):
    """One bill of pocket money or of the Swiss account (the exile fee, row 45)."""
    fields = (("bill", INT),)
    template = N_("a bill of {bill} million")


class Area(Value):
    """An area of the city: a target for the Gunboat or an Airstrike, a retreat."""
    fields = (("area", AREA),)
    template = N_("{area}")


# -- cards played ---------------------------------------------------------------------------------
class Play(Record):
    """Playing a Political card, sometimes on a player (Spy in Switzerland, Coalition Collapse,
    Amnesty) or a brigade (Military Parade)."""
    fields = (("card", CARD), ("player", optional(SEAT)), ("brigade", optional(FORCE)))
    json_names = {"card": "play"}

    def describe(self, game=None) -> str:
        card = CARD.text(game, self.card)
        if self.brigade is not None:
            return tr("Play {card}: {brigade}", card=card, brigade=FORCE.text(game, self.brigade))
        if self.player is not None:
            return tr("Play {card} on {name}", card=card, name=SEAT.text(game, self.player))
        return tr("Play {card}", card=card)


class Announce(Record):
    """An assassination announced (row 47): the Assassin (a card or the Death Squad), the victim
    and the guessed Location."""
    fields = (("assassin", ASSASSIN), ("target", SEAT), ("location", LOCATION))
    template = N_("{assassin}: {target} at {location}")


class Burglars(Record):
    """Burglars sent after a player (K10)."""
    fields = (("burglars", CARD), ("target", SEAT))
    template = N_("Burglars: {target}")


class StartCoup(Record):
    """Starting a Coup (row 59): by moving, by an Airstrike or the Gunboat, or with a Coup Event card."""
    fields = (("start", START), ("card", optional(CARD)))

    def describe(self, game=None) -> str:
        if self.start == "card":
            return tr("Start a coup: play {card}", card=CARD.text(game, self.card))
        return tr(COUP_STARTS[self.start])


# -- the coup's battles ---------------------------------------------------------------------------
class Attack(Record):
    """A declared attack (K4): my units in an area attack one player's units there."""
    fields = (("area", AREA), ("target", SEAT))
    template = N_("Attack {target} in {area}")


class UnitGroup(Record):
    """A kind of unit of one player in an area: the one lost to a hit."""
    fields = (("owner", SEAT), ("force", FORCE))
    template = N_("{owner}'s {force}")


class SpreadHits(Record):
    """How a shooter fighting several enemies in one area spreads his hits (K4)."""
    fields = (("on", SEATS), ("hits", COUNTS))

    def describe(self, game=None) -> str:
        return words().join(tr("{hits} on {name}", hits=h, name=SEAT.text(game, t)) for t, h in zip(self.on, self.hits))


# -- structured choices -----------------------------------------------------------------------------
IN_FAVOUR = N_("in favour")
REBELS_WIN, PRESIDENT_WINS = N_("the Rebels win"), N_("the President wins")
COUP_STARTS = {"move": N_("Start a coup by moving"), "airstrike": N_("Start a coup with an Airstrike"),
               "gunboat": N_("Start a coup with the Gunboat")}


def _choice_text(game, choice) -> str:
    if isinstance(choice, int):
        return tr("for {name}", name=SEAT.text(game, choice))
    return tr(IN_FAVOUR) if choice == "for" else tr(str(choice))


class Vote(Record):
    """A voter's votes in one round of a roll call (rows 7-10): each source of votes (his family
    vote, each Position, each face-up Influence card, each card he plays now) goes to one choice, or
    abstains.  JSON: {source: choice or null}; a card from the hand named here is played."""
    fields = (("casts", Field("casts", lambda v: False, N_("pairs"))),)

    def to_json(self) -> dict:
        return dict(self.casts)

    @classmethod
    def expected(cls) -> str:
        return tr("an object {shape}", shape="{source: choice or null}")

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Vote":
        if not isinstance(raw, dict):
            raise IllegalAction(tr('a vote is an object {{source: choice or null}}, got {given}', given=brief(raw)))
        casts = []
        for key, choice in raw.items():
            source = domain.source_key(key) if domain is not None else key
            if domain is not None and choice is not None:
                choice = domain.choice_key(choice)
            casts.append((source, choice))
        return cls(tuple(casts))

    def describe(self, game=None) -> str:
        parts = [f"{src}: {_choice_text(game, c) if c is not None else tr('abstain')}" for src, c in self.casts]
        return words().join_groups(parts) or tr("abstain")


class Cabinet(Record):
    """The President's cabinet (rows 25-29): a family for each of the six Positions.
    JSON: {position: seat}."""
    fields = (("assignment", Field("assignment", lambda v: False, N_("pairs"))),)

    def to_json(self) -> dict:
        return dict(self.assignment)

    @classmethod
    def expected(cls) -> str:
        return tr("an object {shape} naming every Position", shape="{position: seat}")

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Cabinet":
        if not isinstance(raw, dict):
            raise IllegalAction(tr('a cabinet is {expected}, got {given}', expected=cls.expected(), given=brief(raw)))
        pairs = [(POSITION.parse(game, pos, '"position"'), SEAT.parse(game, seat, f'"{pos}"'))
                 for pos, seat in raw.items()]
        return cls(tuple(pairs))

    def holders(self) -> dict:
        return dict(self.assignment)

    def describe(self, game=None) -> str:
        return words().join(tr("{position}: {name}", position=POSITION.text(game, p), name=SEAT.text(game, t))
                            for p, t in self.assignment)


class Stack(Record):
    """One face-down stack of a Budget (row 31): for whom, which bills, the amount announced."""
    fields = (("to", SEAT), ("bills", BILLS), ("announced", INT))
    template = N_("{to}: {announced} million announced")


class Budget(Record):
    """A Budget (rows 31-33): one stack per player paid.  JSON: {"stacks": [stack, ...]}."""
    fields = (("stacks", Field("stacks", lambda v: False, N_("a list of stacks"))),)

    def to_json(self) -> dict:
        return {"stacks": [s.to_json() for s in self.stacks]}

    @classmethod
    def expected(cls) -> str:
        return '{"stacks": [{"to": seat, "bills": [bills], "announced": millions}, ...]}'

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Budget":
        if not isinstance(raw, dict) or set(raw) != {"stacks"} or not isinstance(raw["stacks"], list):
            raise IllegalAction(tr('a Budget is {expected}, got {given}', expected=cls.expected(), given=brief(raw)))
        return cls(tuple(Stack.parse(s, game) for s in raw["stacks"]))

    def describe(self, game=None) -> str:
        return words().join_groups(s.describe(game) for s in self.stacks) or tr("nothing for anyone")


class Transaction(Record):
    """Banking (row 54): bills deposited from the pocket and withdrawn from the Swiss account."""
    fields = (("deposit", optional(BILLS, ())), ("withdraw", optional(BILLS, ())))

    def to_json(self) -> dict:
        return {"deposit": list(self.deposit), "withdraw": list(self.withdraw)}

    def describe(self, game=None) -> str:
        deposit, withdraw = sum(self.deposit), sum(self.withdraw)
        if deposit and withdraw:
            return tr("deposit {deposit} million, withdraw {withdraw} million", deposit=deposit, withdraw=withdraw)
        if deposit:                     # a zero side is no amount ("提款0" is no sentence)
            return tr("deposit {deposit} million, withdraw nothing", deposit=deposit)
        if withdraw:
            return tr("deposit nothing, withdraw {withdraw} million", withdraw=withdraw)
        return tr("deposit nothing, withdraw nothing")


class Give(Record):
    """A gift (rows 16, 18): pocket money and unrevealed cards handed to another player, at any time
    the rules allow.  An exchange is two gifts; what was promised in return is up to the players."""
    fields = (("to", SEAT), ("bills", optional(BILLS, ())), ("cards", optional(CARDS, ())))
    key = "give"

    def to_json(self) -> dict:
        return {"give": {"to": self.to, "bills": list(self.bills), "cards": list(self.cards)}}

    def describe(self, game=None) -> str:
        what = [tr("{n} million", n=sum(self.bills))] if self.bills else []
        what += [CARD.text(game, c) for c in self.cards]
        what = tr(" and ").join(what) or tr("nothing")
        if game is None:
            return tr("Give {name} {what}", name=str(self.to), what=what)
        return words().fill(N_("Give {name:seat} {what}"), {"name": self.to, "what": what}, game.render_fact)


class PoliceSend(Record):
    """Police response (row 73): how many Police units go to each area where a mob now stands."""
    fields = (("send", Field("send", lambda v: False, N_("pairs"))),)

    def to_json(self) -> dict:
        return {"send": dict(self.send)}

    @classmethod
    def expected(cls) -> str:
        return tr("{shape} ({empty} sends none)", shape='{"send": {area: units}}', empty='{"send": {}}')

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "PoliceSend":
        if not isinstance(raw, dict) or set(raw) != {"send"} or not isinstance(raw["send"], dict):
            raise IllegalAction(tr('a police response is {expected}, got {given}', expected=cls.expected(), given=brief(raw)))
        pairs = []
        for area, count in raw["send"].items():
            area = AREA.parse(game, area, '"send"')
            if not is_int(count):
                raise IllegalAction(tr('send a whole number of Police units to {area}, not {given}',
                                       area=game.area_name(area) if game is not None else area, given=brief(count)))
            pairs.append((area, count))
        return cls(tuple(pairs))

    def describe(self, game=None) -> str:
        return words().join(tr("{n} to {area}", n=n, area=AREA.text(game, a)) for a, n in self.send) or tr("send none")


# -- a coup's Movement segment (see movement.py for what is legal) ------------------------------------
class PlayEvent(Record):
    """A Coup Event card that places units (K6)."""
    fields = (("card", CARD),)
    key = "play"
    template = N_("Play {card}")


class Transfer(Record):
    """Handing units to another player for the rest of the coup (K3)."""
    fields = (("units", UNITS), ("to", SEAT))
    key = "transfer"
    template = N_("Hand {units} to {to}")


class Move(Record):
    """Moving units from one area into an adjacent one (K3)."""
    fields = (("origin", AREA), ("to", AREA), ("units", UNITS))
    key = "move"
    json_names = {"origin": "from"}
    template = N_("Move {units} from {origin} to {to}")


class Drop(Record):
    """The Paratroops' drop from the airfield (K3)."""
    fields = (("area", AREA),)
    key = "drop"
    template = N_("Drop the Paratroops into {area}")


class Helicopter(Record):
    """The Helicopter card: a few units (the ruleset's ``coup.helicopter_units``) flown anywhere (K6)."""
    fields = (("card", CARD), ("units", UNITS), ("to", AREA))
    key = "helicopter"
    template = N_("Fly {units} to {to} by Helicopter")


class Bribe(Record):
    """A unit bribe card played on the units of its force in one area (R)."""
    fields = (("card", CARD), ("area", AREA))
    key = "bribe"
    template = N_("Play {card} on the units in {area}")


COUP_MOVES = (Word, PlayEvent, Transfer, Move, Drop, Helicopter, Bribe)

WINNER = Field("winner", lambda v: v in ("president", "rebels"), N_('"president" or "rebels"'))


class EndCoup(Record):
    """A proposal to end the coup now with the result all players must agree on (row 67)."""
    fields = (("winner", WINNER),)
    key = "end_coup"

    def describe(self, game=None) -> str:
        return tr("Propose to end the coup: {outcome}",
                  outcome=tr(REBELS_WIN) if self.winner == "rebels" else tr(PRESIDENT_WINS))


__all__ = ["Action", "Announce", "Area", "Attack", "Bill", "Bribe", "Budget", "Burglars", "COUP_MOVES", "Cabinet",
           "CardChoice", "DEATH_SQUAD", "Drop", "EndCoup", "Exile", "Give", "Helicopter", "LOCATION_NAMES", "Location", "Move",
           "POSITION_NAMES", "Play", "PlayEvent", "PoliceSend", "PositionChoice", "Seat", "SpreadHits", "Stack",
           "StartCoup", "Transaction", "Transfer", "UnitGroup", "Vote", "Word"]
