"""JUNTA on the shared loop: setup, the nine phases of a round, side actions, views and the result.

Sources: data/corpora/000_c47e5ab693709e99.txt rows 2-73 (English column), ../shared/rules/junta.md.
"""
from __future__ import annotations

from ..core.actions import Word
from ..core.engine import Engine
from ..core.registry import built_in_player
from ..i18n import tr, words
from ..core.errors import IllegalAction
from .actions import (
    LOCATION_NAMES,
    POSITION_NAMES,
    Area,
    Bill,
    CardChoice,
    Exile,
    Location,
    Play,
    PositionChoice,
    Seat,
)
from .assassinations import assassination_phase
from .banking import banking_phase
from .budget import budget_phase
from .cabinet import cabinet_phase, foreign_aid_phase
from .cards import catalogue
from .coup.city import load_city
from .coup.movement import coup_card_roles
from .coup.start import coup_phase
from .drawing import drawing_phase
from .end_of_round import end_of_round_phase, new_president_if_vacant
from .locations import location_phase
from .ruleset import load_rules
from .setup import deal_hands, first_president, new_state
from .side_actions import aside_menu, side_flow, side_menu
from .story import FACTS as STORY_FACTS
from .voting import vote_card_roles

PHASES = ("1 drawing", "2 cabinet", "3 foreign aid", "4 budget", "5 locations",
          "6 assassinations", "7 banking", "8 coup", "9 end of round")
#: the phases' titles as the rulebook names them (rows 24-60)
PHASE_TITLES = {"1 drawing": "Phase 1: Drawing Political Cards", "2 cabinet": "Phase 2: Cabinet Assignments",
                "3 foreign aid": "Phase 3: Receiving Foreign Aid", "4 budget": "Phase 4: The Budget",
                "5 locations": "Phase 5: Choosing a Location", "6 assassinations": "Phase 6: Assassinations",
                "7 banking": "Phase 7: Banking", "8 coup": "Phase 8: Coup", "9 end of round": "Phase 9: End of the Round"}


#: the part of Phase 8 after a Coup is decided (the Coup Aftermath of rulebook rows 16 and 44; rules/junta.md K7)
AFTERMATH = "8 coup aftermath"


def phase_title(key: str) -> str:
    """A phase's title in the current language: "Phase 4: The Budget", "Фаза 4: Бюджет"."""
    english = PHASE_TITLES.get(key)
    if key == AFTERMATH:
        return tr("Phase 8: Coup Aftermath")
    if english is None:
        return tr("the game is over") if key == "over" else key
    name = english.partition(": ")[2]
    return tr("Phase {n}: {name}", n=key.split()[0], name=words().term(f"phase:{key}", name))


#: the action tables of _cache_actions, by table size, cards, city and rules
_ACTIONS: dict[tuple, tuple] = {}


class ClassicGame(Engine):
    GAME = "classic"
    OPTIONS = ("players", "names", "ruleset", "cards", "city")
    PHASES = PHASES

    def _setup(self) -> None:
        opts = self.options
        self.rules = load_rules(opts.get("ruleset"))
        self.cards, self.deck_order = catalogue(opts.get("cards"))
        self.city = load_city(opts.get("city"))
        names = self._seat_names(5, "JUNTA", " (4-7 by row 3; 2-3 with straw men, rules K9)")
        players = len(names)
        straw = max(0, self.rules.players.table_min - players)
        names += list(self.rules.players.straw_names[:straw])
        self.state = new_state(self, len(names), names)
        self.straw_men = {}
        if straw:                                            # K9: straw men, played by a built-in policy
            straw_policy = built_in_player("classic:straw_man")      # the bots provide it (agents/straw_men.py)
        for seat in range(players, len(names)):
            self.state.players[seat].straw = True
            self.straw_men[seat] = straw_policy(seat, self.seed)
        self._built_in_seats = frozenset(self.straw_men)
        self.total_money = self.state.money_total()
        self.stats = {"coups": 0, "coups_won_by_rebels": 0, "assassinations": 0, "executions": 0}
        self._cache_actions()
        deal_hands(self)

    def _cache_actions(self) -> None:
        """The action objects of the simple choices (options are tuples of them).  Actions are
        immutable, so games with the same cards, city, rules and table size share one set."""
        key = (self.state.n, id(self.cards), id(self.city), id(self.rules))
        made = _ACTIONS.get(key)
        if made is None or made[0] is not self.cards or made[1] is not self.city or made[2] is not self.rules:
            n = self.state.n
            made = _ACTIONS[key] = (self.cards, self.city, self.rules, {
                "seat_action": tuple(Seat(t) for t in range(n)),
                "card_action": {cid: CardChoice(cid) for cid in self.cards},
                "play_action": {cid: Play(cid, None, None) for cid in self.cards},
                "area_action": {a: Area(a) for a in self.city.neighbours},
                "position_action": {p: PositionChoice(p) for p in self.rules.cabinet.positions},
                "location_options": tuple(Location(loc) for loc in self.rules.locations.names),
                "exile_options": tuple(Exile(e) for e in self.city.embassies),
                "coup_cards": coup_card_roles(self.cards),
                "vote_cards": vote_card_roles(self.cards),
                "bill_action": {}})
        self.__dict__.update(made[3])

    def bill(self, value: int) -> Bill:
        found = self.bill_action.get(value)
        if found is None:
            found = self.bill_action[value] = Bill(value)
        return found

    def _flow(self):
        """Elect the first President (row 20), then play rounds of nine phases (row 21-22).
        A scenario may set ``start_phase`` to begin the first round at a later phase."""
        s = self.state
        start = getattr(self, "start_phase", None)
        if start is None:
            elected = yield from first_president(self)
            if not elected:
                return self._finish()
            start = PHASES[0]
        elif start not in PHASES:
            raise IllegalAction(tr('start_phase must be one of {phases}, not {start}', phases=PHASES, start=repr(start)))
        while self.round < self.rules.limits.max_rounds:
            self.round += 1
            if s.president is None:                     # K8: a vacant presidency is filled first
                if not (yield from new_president_if_vacant(self)):
                    break
            self.emit("round", "round {round} begins; {president:seat} is President", self.round, s.president)
            going = yield from self._round(start)
            start = PHASES[0]
            if not going:
                break
        self._finish()

    def _round(self, start: str):
        # row 23: the phases come in order; most actions belong to one phase
        steps = {"1 drawing": drawing_phase, "2 cabinet": cabinet_phase, "4 budget": budget_phase,
                 "5 locations": location_phase, "6 assassinations": assassination_phase,
                 "7 banking": banking_phase, "8 coup": coup_phase, "9 end of round": end_of_round_phase}
        for name in PHASES[PHASES.index(start):]:
            self.emit("phase", "{phase:phase}", name)
            if name == "3 foreign aid":
                if not foreign_aid_phase(self):
                    return False
                continue
            yield from steps[name](self)
            if self.state.over:
                return False
        return True

    def _finish(self) -> None:
        s = self.state
        s.over, s.phase = True, "over"
        r = self.result()
        if s.all_lose:
            return
        if len(r["winners"]) == 1:
            self.emit("game_over", "the game ends: {winners:seats} wins with the most money in Switzerland",
                      tuple(r["winners"]))
        else:
            self.emit("game_over", "the game ends: {winners:seats} win with the most money in Switzerland",
                      tuple(r["winners"]))

    def _built_in(self, decision):
        """K9: a straw man's decision is taken by the built-in policy, from his own view."""
        return self.straw_men[decision.player].choose(self.view(decision.player), decision)

    def real_players(self) -> list[int]:
        return [t for t, p in enumerate(self.state.players) if not p.straw]

    # -- side actions: "at any time" (rows 13, 16, 18, 67; side_actions.py) ------------------------------
    def side_menu(self, decision):
        return side_menu(self, decision)

    def _side_flow_of(self, seat: int, action):
        return side_flow(self, seat, action)

    def _aside_menu(self, pending, seat: int):
        return aside_menu(self, pending, seat)

    # -- names ---------------------------------------------------------------------------------
    def seat_name(self, seat: int, case: str | None = None) -> str:
        """A player's name as given; a straw man (K9) is named in the current language, in the
        ``case`` a sentence asks ("у подставного лица 1": a player's own name stays as given)."""
        p = self.state.players[seat]
        if p.straw and p.name in self.rules.players.straw_names:
            return words().declined(tr("straw man {n}", n=list(self.rules.players.straw_names).index(p.name) + 1),
                                    case)
        return self.said_name(p.name, case)

    def given_names(self) -> set[str]:
        return {self.said_name(p.name) for p in self.state.players
                if not (p.straw and p.name in self.rules.players.straw_names)}

    def render_fact(self, spec: str, value, case: str | None = None) -> str:
        """Event facts (core/events.py): besides seats and cards, ``area`` (K1 map), ``force``,
        ``position`` and ``location`` read by their names (in ``case`` in Russian); ``votes``,
        ``tally``, ``cabinet``, ``stacks`` and ``whereabouts`` are lists of pairs read as one sentence."""
        if spec == "seat":
            return self.seat_name(value, case)
        if spec == "area":
            return self.area_name(value, case)
        if spec == "force":
            return self.force_name(value, case)
        if spec == "position":
            return self.position_name(value, case)
        if spec == "location":
            return self.location_name(value, case)
        if spec == "phase":
            return phase_title(value)
        if spec == "family":                    # a family's symbol (row 19)
            return words().term(f"family:{value}", value)
        if spec == "assassin":                  # an Assassin sent: «Профессионального убийцу»
            return STORY_FACTS[spec](self, value, case)
        told = STORY_FACTS.get(spec)
        if told is not None:
            return told(self, value)
        return super().render_fact(spec, value, case)

    def position_name(self, pos: str, case: str | None = None) -> str:
        return words().term(f"position:{pos}", POSITION_NAMES.get(pos, pos), case)

    def location_name(self, loc, case: str | None = None) -> str:
        return words().term(f"location:{loc}", LOCATION_NAMES.get(loc, str(loc)), case)

    def area_name(self, area: str, case: str | None = None) -> str:
        if area not in self.city.display:            # a player's wrong input, quoted as it came
            return repr(area)
        return words().term(f"area:{area}", self.city.name(area), case)

    def force_name(self, force: str, case: str | None = None) -> str:
        spec = self.city.forces.get(force)
        return words().term(f"force:{force}", spec.name if spec else force.replace("_", " ").title(), case)

    # -- reading the game ----------------------------------------------------------------------
    def _view_data(self, seat: int) -> dict:
        """Everything ``seat`` may know and nothing more (ARCHITECTURE.md): his own hand, pocket and
        Swiss account (row 18); other players' face-up Influence cards but not their hands, money or
        Locations (until revealed); no face-down Budget stack but his own after it is handed out;
        not even the size of the Foreign Aid deck, which may never be counted (row 17)."""
        s = self.state
        me = s.players[seat]
        players = []
        for t, p in enumerate(s.players):
            entry = {"seat": t, "name": p.name, "family": p.family, "alive": p.alive, "exiled": p.exiled,
                     "embassy": p.embassy, "hand_size": len(p.hand), "influence": list(p.influence),
                     "positions": s.positions_of(t), "straw": p.straw}
            if s.locations_revealed or t == seat:
                entry["location"] = p.location
            players.append(entry)
        coup = None
        if s.coup is not None:
            c = s.coup
            coup = {"phase": c.phase, "segment": c.segment, "first_rebel": c.first_rebel, "rebels": list(c.rebels),
                    "airstrikes_left": c.airstrikes_left, "sides": dict(c.sides), "parade": list(c.parade),
                    "proposal": c.proposal,
                    "units": [{"id": u.id, "force": u.force, "area": u.area, "owner": u.owner, "kind": u.kind,
                               "fled": u.fled} for u in c.units],
                    "battles": [dict(b) for b in c.battles]}
        pend = self._pending
        return {
            "game": "classic", "seat": seat, "round": self.round, "phase": s.phase,
            "president": s.president, "positions": dict(s.positions), "frozen": list(s.frozen),
            "cousin": s.cousin, "situation": s.situation, "bank": s.bank,
            "death_squad_may_target_bank": s.death_squad_bank_ok,
            "players": players, "hand": list(me.hand), "pocket": sorted(me.pocket), "swiss": sorted(me.swiss),
            # the Foreign Aid in hand: the President's, or during an Alternative Budget its proposer's (K10)
            "drawn": sorted(s.drawn) if seat == (s.alternative["by"] if s.alternative else s.president) else None,
            "budget": {"announced": {str(t): a for t, a in s.announced.items()},
                       "my_stack": None},
            "deck_size": len(s.deck), "discard": list(s.discard), "coup": coup,
            # only one's own decision: asking only a card's holders would otherwise reveal his hand
            "pending": pend.summary() if pend and pend.player == seat else None,
        }

    def result(self) -> dict:
        """The standing; at the end, the winners: the most money in a Swiss Bank Account (row 3),
        ties shared, among the real players only (K9: straw men never win)."""
        s = self.state
        swiss = [sum(p.swiss) for p in s.players]
        winners: list[int] = []
        if s.over and not s.all_lose:
            real = self.real_players()
            best = max(swiss[t] for t in real)
            winners = [t for t in real if swiss[t] == best]
        return {"game": "classic", "over": s.over, "rounds": self.round, "winners": winners,
                "all_lose": s.all_lose, "swiss": swiss, "president": s.president, **self.stats}

    def _state_dict(self) -> dict:
        return self.state.as_dict()


def new_game(players: int = 5, seed: int = 0, **options) -> ClassicGame:
    """A new game of JUNTA for 4 to 7 players (2 or 3 with straw men).  Options: ``names``, and
    ``ruleset``, ``cards``, ``city`` to play with edited copies of the data files."""
    return ClassicGame(seed, players=players, **options)


__all__ = ["PHASES", "ClassicGame", "Word", "new_game"]
