"""Junta: Viva el Presidente! on the shared loop (seed 004, rules/viva.md)."""
from __future__ import annotations

from ..core.engine import Engine
from ..core.errors import IllegalAction
from ..i18n import N_, tr, words
from .cards import aid_values, catalogue, side_cards, vp_values
from .combat import combat_phase
from .drawing import drawing_phase
from .militia import militia_phase
from .promises import promise_phase
from .ruleset import load_rules
from .spending import end_reached, hand_limit_phase, purse_cards, spending_phase
from .state import VivaState, money, victory_points


#: the phases as the seed numbers them (viva 1-6), by the state's phase key
PHASE_TITLES = {"draw": "1. Drawing cards", "promises": "2. Promises", "militia": "3. Ordering the militia",
                "combat": "4. Combat", "spending": "5. Spending money", "hand_limit": "6. Checking the hand size",
                "over": "the game is over"}
#: a thing money buys (viva 5) counted as one, as a sentence names it: "a militia die" (一顆民兵骰)
A_THING = {"building": N_("a building"), "die": N_("a militia die"), "card": N_("a card")}


def phase_title(key: str) -> str:
    """A phase's title in the current language: "1. Drawing cards", "1. Взятие карт"."""
    english = PHASE_TITLES[key]
    number, dot, name = english.partition(". ")
    if not dot:
        return words().term(f"viva_phase:{key}", english)
    return f"{number}. {words().term(f'viva_phase:{key}', name)}"


class VivaGame(Engine):
    GAME = "viva"
    CARD_TERMS = "viva_card"
    OPTIONS = ("players", "names", "advanced", "ruleset", "cards")

    # -- setup (viva setup) ---------------------------------------------------------------
    def _setup(self) -> None:
        opts = self.options
        self.rules = load_rules(opts.get("ruleset"))
        self.cards, deck_order = catalogue(opts.get("cards"))
        self.aid = aid_values(opts.get("cards"))
        self.side_cards = side_cards(opts.get("cards"))
        self.vp_cards = vp_values(opts.get("cards"))

        if type(opts.get("advanced", False)) is not bool:
            raise IllegalAction(tr('"advanced" is true or false, not {get}', get=repr(opts.get('advanced'))))
        names = self._seat_names(4, "Viva el Presidente!")
        players = len(names)
        deck = list(deck_order)
        self.shuffle(deck)
        per, start = self.rules.dice.per_colour, self.rules.dice.start
        self.state = VivaState(
            names=names, advanced=bool(opts.get("advanced", False)), president=0,
            hands=[[] for _ in names], promises=[[] for _ in names],
            promised_dice=[[] for _ in names], dice=[start] * players,
            supply=[per - start] * players, buildings=[0] * players, deck=deck, discard=[],
            orders=[[] for _ in names])
        self.stats = {"coups_attempted": 0, "coups_won": 0, "fights": 0}
        self.state.president = self._first_president()

    def _first_president(self) -> int:
        """Highest die roll is the first President; tied players roll again (viva setup)."""
        s = self.state
        contenders = list(range(s.n))
        while len(contenders) > 1:
            rolls = {seat: self.d6() for seat in contenders}
            self.emit("first_roll", "rolls for the presidency: {rolls:rolls}", tuple(rolls.items()))
            best = max(rolls.values())
            contenders = [t for t in contenders if rolls[t] == best]
        self.emit("first_president", "{player:seat} is the first President and takes the sunglasses", contenders[0])
        return contenders[0]

    # -- the round (viva "遊戲流程") --------------------------------------------------------
    def _flow(self):
        s = self.state
        while True:
            self.round += 1
            self.emit("round", "round {round} begins; {president:seat} is President", self.round, s.president)
            self.emit("phase", "{phase:phase}", "draw")
            drawing_phase(self)
            self.emit("phase", "{phase:phase}", "promises")
            yield from promise_phase(self)
            self.emit("phase", "{phase:phase}", "militia")
            yield from militia_phase(self)
            self.emit("phase", "{phase:phase}", "combat")
            yield from combat_phase(self)
            self.emit("phase", "{phase:phase}", "spending")
            yield from spending_phase(self)
            if end_reached(self) or self.round >= self.rules.limits.max_rounds:
                s.phase = "over"
                s.over = True
                self.emit("game_over", "the game ends: {standing:standing}",
                          tuple((t, self.vp(t)) for t in range(s.n)))
                return
            self.emit("phase", "{phase:phase}", "hand_limit")
            yield from hand_limit_phase(self)

    # -- reading the game -----------------------------------------------------------------
    def seat_name(self, seat: int, case: str | None = None) -> str:
        return self.said_name(self.state.names[seat], case)     # a player's name as given, in every case

    def vp(self, seat: int) -> int:
        return victory_points(self.state, seat, self.vp_cards, self.rules)

    def money(self, seat: int) -> int:
        return money(self.state.hands[seat], self.aid)

    def render_fact(self, spec: str, value, case: str | None = None) -> str:
        """Event facts (core/events.py): besides seats and cards, ``phase`` (a key of PHASE_TITLES),
        ``thing`` (what money buys), ``rolls`` ((seat, face), ...) and ``standing`` ((seat, VP), ...)."""
        if spec == "phase":
            return phase_title(value)
        if spec == "thing" and case == "one":           # {thing}[一]: 一棟建築, 一顆民兵骰 (slots.py)
            return tr(A_THING[value])
        if spec == "thing":
            return words().term(f"viva_thing:{value}", value, case)
        if spec == "rolls":
            return words().join(f"{self.seat_name(t)} {r}" for t, r in value)
        if spec == "standing":
            return words().join(tr("{name} {vp} VP", name=self.seat_name(t), vp=vp) for t, vp in value)
        return super().render_fact(spec, value, case)

    def _view_data(self, seat: int) -> dict:
        """What ``seat`` may know: his own hand and promises; of others only what lies open."""
        s = self.state
        public_vp = [s.buildings[t] + (1 if s.advanced and t == s.president else 0) for t in range(s.n)]
        pend = self._pending
        hand = list(s.hands[seat])
        purse = None if s.purse is None else self.purse_view(seat)
        if purse is not None and purse.get("paying"):
            for cid in purse["paying"]:
                hand.remove(cid)                    # in his purse now: handed in when his turn ends
        return {
            "game": "viva", "seat": seat, "round": self.round, "phase": s.phase,
            "president": s.president, "advanced": s.advanced, "names": list(s.names),
            "hand": hand, "my_promises": list(s.promises[seat]),
            # the President knows what he promised to whom (viva 2); the others see only how many
            "promised_by_me": ({t: list(s.promises[t]) for t in range(s.n) if s.promises[t]}
                               if seat == s.president else {}),
            "my_orders": list(s.orders[seat]) if s.orders else [],
            "orders": {t: list(s.orders[t]) for t in range(s.n)} if s.revealed else {},
            "players": [{"seat": t, "name": s.names[t], "number": s.number(t),
                         "dice": s.dice[t], "buildings": s.buildings[t], "hand_size": len(s.hands[t]),
                         "promised_cards": len(s.promises[t]), "promised_dice": len(s.promised_dice[t]),
                         "visible_vp": public_vp[t]} for t in range(s.n)],
            "my_promised_dice": list(s.promised_dice[seat]),
            "vp": self.vp(seat), "money": money(hand, self.aid), "purse": purse,
            "deck_size": len(s.deck), "discard": list(s.discard), "table": list(s.table),
            # only one's own decision: asking only a card's holders would otherwise reveal his hand
            "pending": pend.summary() if pend and pend.player == seat else None,
        }

    def purse_view(self, seat: int) -> dict | None:
        """The purse of the player spending money now (viva 5, one purse a turn), as ``seat`` sees
        it: what he bought (``bought``, ``spent``) and the Foreign Aid cards he handed in
        (``handed_in``, public); to the shopper himself also the cards of his hand that will pay what
        he still owes (``paying``: the kit hands them in when his turn ends, those that lose least),
        the purse's value (``in_purse``: handed in and paying) and what he may still spend this turn
        (``left``).  None outside a player's turn of phase 5."""
        pur = self.state.purse
        if pur is None:
            return None
        out = {"seat": pur.seat, "bought": list(pur.bought), "spent": pur.spent, "handed_in": list(pur.handed_in)}
        if seat == pur.seat:
            paying = purse_cards(self, pur)
            aid = self.aid
            out.update(paying=paying, in_purse=sum([aid[c] for c in pur.handed_in + paying]), left=pur.left)
        return out

    def result(self) -> dict:
        s = self.state
        vps = [self.vp(t) for t in range(s.n)]
        cash = [self.money(t) for t in range(s.n)]
        winners = []
        if s.over:
            best = max(zip(vps, cash))
            winners = [t for t in range(s.n) if (vps[t], cash[t]) == best]
        return {"game": "viva", "over": s.over, "rounds": self.round, "winners": winners,
                "vp": vps, "money": cash, "president": s.president, **self.stats}

    def _state_dict(self) -> dict:
        return self.state.as_dict()


def new_game(players: int = 4, seed: int = 0, advanced: bool = False, **options) -> VivaGame:
    """A new game of Junta: Viva el Presidente! for 3 to 5 players."""
    return VivaGame(seed, players=players, advanced=advanced, **options)
