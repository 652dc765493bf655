"""Everything on the JUNTA table, in one place.  Rules modules read and change it; the game's
``view(seat)`` decides what each player may see of it."""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import asdict, dataclass, field
from operator import attrgetter


@dataclass
class Player:
    name: str
    family: str
    hand: list[str] = field(default_factory=list)        # secret Political cards
    influence: list[str] = field(default_factory=list)   # face-up Influence cards (still "in hand", row 15)
    pocket: list[int] = field(default_factory=list)      # pocket money: bills, face down (row 18)
    swiss: list[int] = field(default_factory=list)       # Swiss Bank Account: only its owner may count it
    location: str | None = None                          # Phase 5 card, face down until revealed
    alive: bool = True
    exiled: bool = False
    embassy: str | None = None                           # where his Control marker stands in exile
    credit_used: int = 0                                 # Bankers/Monarchists credit spent this round
    straw: bool = False                                  # a straw man of the 2-3 player game (K9)


@dataclass(eq=False, slots=True)      # a unit is itself: two Brigade units in one area are not "equal"
class Unit:
    id: int
    force: str          # palace_guard, police, brigade_1..3, marines, paratroops, or a Coup Event's units
    area: str
    owner: int          # the seat controlling it for this coup
    kind: str           # regular | elite | mob | armed
    fled: bool = False  # retreated this coup phase: neither fires nor is fired upon (R retreat)


_unit_id = attrgetter("id")


@dataclass
class Coup:
    first_rebel: int
    phase: int = 0                                   # 0 = Rebel phase, then 1..6 (row 68)
    units: list[Unit] = field(default_factory=list)
    rebels: list[int] = field(default_factory=list)   # players who became Rebels (row 70)
    airstrikes_left: int = 0
    paratroops_dropped: bool = False
    helicopter_used: list[int] = field(default_factory=list)
    mob_areas: list[str] = field(default_factory=list)   # areas of mob units placed in the Rebel phase (row 73)
    police_response_due: bool = False
    committed: str | None = None                     # how the First Rebel started: move / bombard
    sides: dict = field(default_factory=dict)         # seat -> "president" | "rebels" (R choosing sides)
    winner: str | None = None
    next_unit: int = 0
    started: dict = field(default_factory=dict)       # unit id -> (force, area it started the Coup in) (row 63, K2)
    order: list[int] = field(default_factory=list)    # coup order, fixed for the whole coup
    parade: list[str] = field(default_factory=list)   # brigades held back in the Rebel phase (Military Parade)
    spared: list[int] = field(default_factory=list)   # players the Firing Squad may not take (Amnesty, bribe)
    condemned: list[int] = field(default_factory=list)   # players the Firing Squad may take (the Aftermath)
    segment: str = "movement"                         # movement | combat (row 64: no cards in combat)
    battles: list[dict] = field(default_factory=list)  # this phase's fire, for pictures: area, shooter, dice, hits
    agreed: str | None = None                         # row 67: the result all players agreed on
    running: bool = False                             # the Coup phases are being played (not the sides)
    proposal: str | None = None                       # row 67: the result one player proposed (rebels | president)

    def unit(self, uid) -> Unit | None:
        """The unit with id ``uid`` still on the map, or None.  ``units`` stays in id order: units
        are added with rising ids and only ever removed, never reordered."""
        units = self.units
        i = bisect_left(units, uid, key=_unit_id)
        return units[i] if i < len(units) and units[i].id == uid else None


@dataclass
class ClassicState:
    players: list[Player]
    president: int | None
    positions: dict                                  # position -> seat or None (vacant)
    frozen: list[str]                                # vacant Positions that are frozen (row 52)
    cousin: str | None                               # the Position the President's Cousin holds (row 52)
    aid: list[int]                                   # the Foreign Aid deck, top = last
    box: list[int]                                   # bills put back into the game box
    deck: list[str]
    discard: list[str]
    table: list[str] = field(default_factory=list)   # Vote cards played in the vote under way
    held_tables: list[list[str]] = field(default_factory=list)   # of votes an election interrupted
    drawn: list[int] = field(default_factory=list)   # the President's eight bills (row 30)
    stacks: dict = field(default_factory=dict)       # seat -> bills (row 31), face down
    announced: dict = field(default_factory=dict)    # seat -> announced amount
    budget_own: list[int] = field(default_factory=list)   # the proposer's own pocket bills in the stacks (row 33)
    #: while an Alternative Budget is proposed and voted on (K10): its proposer ("by") and the
    #: President's defeated Budget waiting ("stacks", "announced", "drawn", and "own": his pocket
    #: bills in it).  Kept in the state, not in the rules' flow, so that what a seat cannot see of
    #: them can be redrawn like any hidden bill (classic/determinise.py)
    alternative: dict | None = None
    situation: str = "stable"                        # stable | unstable (row 56)
    bank: str = "open"                               # open | lunch | holiday (rows 37-39)
    death_squad_bank_ok: bool = True                 # the Assassination marker (row 48)
    no_assassination_round: int = 0                  # round the No Assassination marker was placed
    budget_forced: bool = False
    martial_law: bool = False                        # Martial Law played: Police start in Parliament
    reform_demand: int | None = None                 # who casts others' small Influence votes this round
    locations_revealed: bool = False
    coup: Coup | None = None
    phase: str = "setup"
    over: bool = False
    all_lose: bool = False
    electing: int = 0                                # elections under way (no resignation meanwhile)
    targeted: list[int] = field(default_factory=list)    # named by an Assassin this Phase 6 (row 18)

    def __post_init__(self):
        self.n = len(self.players)
        self._orders = [[(start + i) % self.n for i in range(self.n)] for start in range(self.n)]

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def clockwise(self, start: int | None) -> list[int]:
        """All seats from ``start`` going clockwise (row 7: "in clockwise order"); from the game's
        owner (seat 0, row 20) when ``start`` is None (a vacant presidency, K8)."""
        return list(self._orders[start or 0])

    def active(self, seat: int) -> bool:
        """Alive and not in exile: may vote, act and control units (rows 8, 44, 49)."""
        p = self.players[seat]
        return p.alive and not p.exiled

    def positions_of(self, seat: int) -> list[str]:
        return [pos for pos, holder in self.positions.items() if holder == seat]

    def holder(self, position: str) -> int | None:
        """Who uses a Position's vote and forces now: its holder, or the President for his
        Cousin's Position; None if vacant, frozen, or its holder is dead or in exile (rows 52, 71)."""
        if position == "president":
            seat = self.president
        elif position == self.cousin:
            seat = self.president
        else:
            seat = self.positions.get(position)
        if seat is None:
            return None
        p = self.players[seat]
        return seat if p.alive and not p.exiled else None        # active(seat), inlined: asked often

    def cards_in_play(self) -> list[str]:
        """Every Political card, wherever it is (decks, tables, hands, in front of players)."""
        out = self.deck + self.discard + self.table + [c for t in self.held_tables for c in t]
        for p in self.players:
            out += p.hand + p.influence
        return out

    def money_total(self) -> int:
        bills = self.aid + self.box + self.drawn + [b for s in self.stacks.values() for b in s]
        for p in self.players:
            bills += p.pocket + p.swiss
        return sum(bills)

    def as_dict(self) -> dict:
        return asdict(self)
