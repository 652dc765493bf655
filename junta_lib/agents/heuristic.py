"""Heuristic players: simple, readable habits a beginner might have, better company than dice.

They decide from their own view (what that player may know) and the decision's options; where a
habit has nothing to say they play like the RandomAgent.  They are baselines for classroom
tournaments, not strong players.
"""
from __future__ import annotations

from ..core.actions import Word
from ..i18n import N_
from .random_agent import BY_CHANCE, RandomAgent
from .reasons import Reason


def option(decision, value):
    """The listed option whose JSON form is ``value``, or None."""
    for o in decision.options or ():
        if o.to_json() == value:
            return o
    return None


class HabitAgent(RandomAgent):
    """A player with habits: a method ``_<decision kind>`` answers that kind of decision from the
    player's view, or returns None to leave it to chance.  ``WHY[kind]`` is the habit in a sentence
    (its Reason); a habit with two branches sets ``self.reason`` itself."""

    needs_view = True
    WHY: dict = {}

    def __init__(self, seat: int, seed: int | None = None):
        super().__init__(seed)
        self.seat = seat

    def choose(self, view, decision):
        habit = getattr(self, f"_{decision.kind}", None)
        if habit is not None and view is not None:
            self.reason = self.WHY.get(decision.kind)
            choice = habit(view, decision)
            if choice is not None:
                if self.reason is None:                 # pragma: no cover - a habit without its sentence
                    raise LookupError(f"{type(self).__name__} has no reason for its {decision.kind} habit")
                return choice
        self.reason = NO_HABIT if habit is None else LEFT_TO_CHANCE
        return super().choose(view, decision)


NO_HABIT = Reason(N_("{name} has no habit for this kind of decision, so chooses at random among the legal choices."))
LEFT_TO_CHANCE = Reason(N_("{name}'s habit had nothing to say here, so chose at random among the legal choices."))


class JuntaHeuristic(HabitAgent):
    """JUNTA habits: bank the money, vote for yourself and for Budgets that pay you, keep the
    President's Budget generous enough to pass, go to the Central Bank with money in the pocket."""

    WHY = {
        "serve": Reason(N_("{name} accepts every Position offered: a Position is power and money.")),
        "gift": Reason(N_("{name} gives nothing away unasked.")),
        "last_chance": Reason(N_("{name} plays a card that saves his life whenever he can.")),
        "bribe_firing_squad": Reason(N_("{name} plays a card that saves his life whenever he can.")),
        "amnesty": Reason(N_("{name} uses Amnesty only to spare himself.")),
        "budget": Reason(N_("{name} keeps most of the Foreign Aid and offers the smallest bills to the two families "
                            "with the most Positions."), secret=True),
        "force_budget": Reason(N_("{name} forces the Budget through when the announced Budget gives him money, "
                                  "and declines otherwise.")),
        "location": Reason(N_("{name} goes to the Central Bank with money in his pocket while the bank is open, "
                              "and otherwise by chance to his Home, his Mistress, the Nightclub or Headquarters."), secret=True),
        "banking": Reason(N_("{name} deposits all his pocket money in Switzerland."), secret=True),
        "exile": Reason(N_("{name} always comes back from Exile at once.")),
        "phase1_card": Reason(N_("{name} plays the first card he can in Phase 1, and passes only when he has none "
                                 "to play.")),
        "choose_side": Reason(N_("{name} sides with the rebels when he is one of them, and with the President "
                                 "otherwise.")),
        "start_coup": Reason(N_("{name} is cautious: four times in five he lets the moment for a coup pass.")),
        "end_coup": Reason(N_("{name} agrees to end the coup only when the proposal makes his own side the winner.")),
    }
    BUDGET_FOR = Reason(N_("{name} votes for a Budget when he is President, or when the announced Budget gives him "
                           "money and no less than the smallest share."))
    BUDGET_AGAINST = Reason(N_("{name} votes against a Budget that gives him nothing or less than another "
                               "family's share."))
    ELECTION = Reason(N_("{name} votes for himself when he may, and otherwise for the first candidate; he "
                         "spends the vote cards in his hand only on himself, in a second round."))

    def _vote(self, view, d):
        from ..classic.actions import Vote
        info = d.info                              # a copy each time it is read: read once
        choices, sources = info["choices"], info["sources"]
        if "for" in choices:                       # a Budget: for it if my stack is not the smallest
            announced = view["budget"]["announced"]
            mine = announced.get(str(self.seat), 0)
            side = "for" if view["president"] == self.seat or (announced and mine >= min(announced.values()) and mine > 0) else "against"
            self.reason = self.BUDGET_FOR if side == "for" else self.BUDGET_AGAINST
        else:                                      # an election: myself if I may, else the first candidate
            side = self.seat if self.seat in choices else choices[0]
            self.reason = self.ELECTION
        hand = set(view["hand"])
        return Vote(tuple((src, side) for src in sources
                          if src not in hand or info["round"] == 2 and side == self.seat))

    def _serve(self, view, d):
        return Word.ACCEPT

    def _gift(self, view, d):
        return Word.PASS

    def _last_chance(self, view, d):                     # play Bribe the Assassin if it can
        return next((o for o in d.options if o is not Word.DIE), None)

    def _bribe_firing_squad(self, view, d):
        return next((o for o in d.options if o is not Word.DIE), None)

    def _amnesty(self, view, d):                         # spare itself if condemned, else pass
        mine = [o for o in d.options if getattr(o, "player", None) == self.seat]
        return mine[0] if mine else Word.PASS

    def _budget(self, view, d):
        """Keep most of the Foreign Aid; give the smallest bills to the two others with the most
        Positions, announced honestly."""
        from ..classic.actions import Budget, Stack
        info = d.info
        bills = sorted(info["drawn"])
        others = sorted(info["players"], key=lambda t: -len(view["players"][t]["positions"]))[:2]
        return Budget(tuple(Stack(t, (bills[i],), bills[i]) for i, t in enumerate(others) if i < len(bills)))

    def _force_budget(self, view, d):
        return Word.FORCE if view["budget"]["announced"].get(str(self.seat), 0) > 0 else Word.DECLINE

    def _location(self, view, d):
        bank = option(d, "central_bank")
        if sum(view["pocket"]) >= 3 and view["bank"] == "open" and bank is not None:
            return bank
        safe = [o for o in d.options if o.to_json() in ("home", "mistress", "nightclub", "headquarters")]
        return self.rng.choice(safe)

    def _banking(self, view, d):
        from ..classic.actions import Transaction
        return Transaction(tuple(d.info["pocket"]), ())

    def _exile(self, view, d):
        return Word.RETURN

    def _phase1_card(self, view, d):
        plays = [o for o in d.options if o is not Word.DONE]
        return plays[0] if plays else Word.DONE

    def _choose_side(self, view, d):
        rebel = view["coup"] is not None and self.seat in view["coup"]["rebels"]
        return Word.REBELS if rebel else Word.PRESIDENT

    def _start_coup(self, view, d):
        return Word.DECLINE if self.rng.random() < 0.8 else None

    def _end_coup(self, view, d):
        """Agree to end the coup when the proposed winner is its own side (row 67)."""
        coup = view["coup"]
        mine = "rebels" if self.seat in coup["rebels"] else "president"
        return Word.AGREE if coup["proposal"] == mine else Word.REFUSE


class VivaHeuristic(HabitAgent):
    """Viva el Presidente! habits: build when you can, attack the President with most dice when he
    looks weak, defend yourself otherwise; promise a card to everyone when President."""

    WHY = {
        "promise": Reason(N_("{name}, as President, promises a card to every player who has none promised yet.")),
        "militia": Reason(N_("{name} sends all his dice against the President when he has at least as many dice as "
                             "the President has dice and buildings, and otherwise puts them all on his own number."), secret=True),
        "buy": Reason(N_("{name} buys a building whenever he can, else a die, else a card.")),
        "foreign_aid": Reason(N_("{name} always spends the Foreign Aid.")),
    }

    def _promise(self, view, d):
        promised = {p["seat"] for p in view["players"] if p["promised_cards"]}
        for option in d.options:
            if isinstance(option, dict) and "promise" in option and option["to"] not in promised:
                return option
        return "done" if "done" in d.options else None

    def _militia(self, view, d):
        me = view["players"][self.seat]
        president = view["players"][view["president"]]
        dice = me["dice"]
        strong = dice >= president["dice"] + president["buildings"]
        face = president["number"] if strong else me["number"]
        return option(d, [face] * dice)

    def _buy(self, view, d):
        for wish in ("building", "die", "card"):
            if wish in d.options:
                return wish
        return "done"

    def _foreign_aid(self, view, d):
        return "spend"


def heuristic_team(game, seed: int = 0) -> list:
    """One heuristic player per seat for ``game`` (JUNTA or Viva el Presidente!)."""
    kind = JuntaHeuristic if game.GAME == "classic" else VivaHeuristic
    return [kind(seat, seed * 1009 + seat) for seat in range(len(game.state.names))]


__all__ = ["JuntaHeuristic", "VivaHeuristic", "heuristic_team"]
