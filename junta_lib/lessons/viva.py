"""Viva el Presidente!'s lessons: a prepared table for each phase (viva 1-6), the end and the advanced
rules, on which the student makes that phase's decisions; then what happened and which rule did it."""
from __future__ import annotations

from ..agents import PolicyAgent
from ..core.rng import load_dice
from ..viva.scenarios import arranged_game
from .widgets import Lesson

AID = ["aid1-1", "aid1-2", "aid1-3", "aid2-1", "aid2-2", "aid3-1"]


def phase_done(phase: str):
    return lambda g: g.pending() is None or g.state.phase != phase


def promises() -> Lesson:
    """viva 2: the student is the President and promises cards (at least one)."""
    game = arranged_game(president=0, deal={0: ["yacht-1", "tank-1", "aid2-1", "aid1-1", "bodyguards-1", "aid3-1"]})

    def explain(g):
        return ("viva 2: the President puts at least one card face down on the promise space of players of his "
                "choice; they may look but not take it yet.  viva 4.e: promises are settled as soon as the fight "
                "against the President is over - or at once, if nobody attacks him: those who helped him or stayed "
                "out take their cards (and may play them in the later fights), his attackers discard theirs; "
                "after a successful coup every promise is discarded.")
    return Lesson(game, 0, until=phase_done("promises"), explain=explain)


def militia() -> Lesson:
    """viva 3: the student (ben, two dice) sets his dice behind the screen."""
    game = arranged_game(president=0, dice={1: 2}, deal={0: AID, 1: ["machine_gun-1", "aid2-3"]})
    game.apply({"promise": "aid1-1", "to": 1})
    game.apply("done")

    def explain(g):
        return ("viva 3: another player's number attacks him, your own "
                "number defends you, a 6 defends the President; the President's own dice always defend him.  "
                "Screens are lifted together: nobody could react to your choice.")
    return Lesson(game, 1, until=lambda g: g.state.revealed or g.pending() is None, explain=explain)


#: the combat lesson's dice (viva 4.c: the attackers' dice, then the defender's): cid rolls 3 + 2
#: and adds his Machine Gun (+2): 7; ben rolls 5.  Without his Bodyguards (+2) ben loses 7 to 5 and
#: is looted; with them it is 7 to 7, and a tie is the defender's.
COMBAT_DICE = [3, 2, 5]


def combat() -> Lesson:
    """viva 4 a-e: cid attacks the student (ben) with two dice and a Machine Gun; ben may play
    Bodyguards before the dice are rolled - and that decides the fight (COMBAT_DICE)."""
    game = arranged_game(president=0, dice={2: 2}, deal={0: AID, 1: ["bodyguards-1", "aid1-7"],
                                                        2: ["machine_gun-1", "aid1-8"], 3: ["aid2-4", "aid2-5"]})
    game.apply({"promise": "aid1-1", "to": 3})
    game.apply("done")
    game.apply([2])                    # ben defends himself
    game.apply([2, 2])                 # cid attacks ben with both dice
    game.apply([4])                    # dan defends himself
    load_dice(game, COMBAT_DICE)
    machine_gun = {"attack_card": lambda d: next((o for o in d.options if o != "done"), d.options[-1])}

    def explain(g):
        played = any(e.kind == "card_played" and e.data.get("player") == 1 for e in g.events)
        return ("viva 4: a) the defender plays defence cards, b) the attackers attack cards, c) the dice are "
                "rolled, d) the attack must beat the defence (buildings + defence dice + cards); a tie is the "
                "defender's.  " + ("Your Bodyguards turned a lost fight into a tie, and a tie holds."
                                   if played else "Your Bodyguards (+2) would have made it a tie, and a tie holds."))
    return Lesson(game, 1, until=lambda g: any(e.kind == "fight_result" for e in g.events), explain=explain,
                  agents=PolicyAgent.team(game, machine_gun))


def spending() -> Lesson:
    """viva 5: the student (ben, a 4 and a 3 million card) spends his Foreign Aid: one purse a turn."""
    game = arranged_game(president=0, deal={0: AID, 1: ["aid4-1", "aid3-2"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    for order in ([2], [3], [4]):
        game.apply(order)
    while game.pending() is not None and game.pending().player == 0:
        game.apply("done")

    def explain(g):
        handed = sum(e.data["value"] for e in g.events if e.kind == "hand_in" and e.data["player"] == 1)
        lost = sum(e.data["left"] for e in g.events if e.kind == "purse_lost" and e.data["player"] == 1)
        paid = (f"You handed in {handed} million this turn" + (f" and lost {lost} of it" if lost else
                ", all of it spent") + ".  ") if handed else "You bought nothing.  "
        return (paid + "viva 5: the cards handed in during your turn make one purse for all your purchases: a 4 "
                "million card buys two dice; what is left when your turn ends is lost, no change is given.  The "
                "game ends as soon as a purchase reaches the victory points.")
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase != "spending"
                  or g.pending().player != 1, explain=explain)


def seed_example_5c() -> Lesson:
    """viva 5.c, the seed's own example: ben has 1 million and buys a card; it is Foreign Aid 3
    million, which he must spend at once or keep.  Spent, it buys one die; the million left cannot
    buy a second card (one a round) and is lost when his turn ends."""
    game = arranged_game(president=0, deal={0: AID, 1: ["aid1-7", "yacht-1"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    for order in ([2], [3], [4]):
        game.apply(order)
    while game.pending() is not None and game.pending().player == 0:
        game.apply("done")
    deck = game.state.deck                     # the card on top of the deck is Foreign Aid 3 million
    where = next(pile for pile in (deck, game.state.discard, *game.state.hands) if "aid3-1" in pile)
    where.remove("aid3-1")
    deck.append("aid3-1")

    def explain(g):
        kept = any(e.kind == "hand_in" and "aid3-1" in e.data["cards"] for e in g.events)
        return ("viva 5.c: a Foreign Aid card drawn by buying a card must be decided on at once.  " +
                ("You spent it: it went into this turn's purse; a die costs 2 and the million left could only "
                 "have bought a card - but one card a round is the limit, so it was lost (the seed's own "
                 "example)." if kept else "You kept it, or bought no card: it stays in your hand for a later "
                 "round - the seed's example spends it on a die and loses the million left over."))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase != "spending"
                  or g.pending().player != 1, explain=explain)


def hand_limit() -> Lesson:
    """viva 6: at the end of the round the student (the President, many cards) discards down to four."""
    game = arranged_game(president=0, deal={0: ["yacht-1", "supercar-1", "tank-1", "mortar-1", "aid1-1", "aid1-2"]})
    game.apply({"promise": "aid1-1", "to": 1})
    game.apply("done")
    for order in ([2], [3], [4]):
        game.apply(order)
    while game.pending() is not None and game.pending().kind in ("buy", "foreign_aid"):
        game.apply("done" if game.pending().kind == "buy" else "keep")

    def explain(g):
        return ("viva 6: at the end of each round a hand holds at most four cards. "
                "The Yacht and the Super Car count 1 VP each while in your hand - worth keeping.")
    return Lesson(game, 0, until=phase_done("hand_limit"), explain=explain)


def forced_attack() -> Lesson:
    """The advanced rules: the student is the President and may add his own dice to a promise,
    setting the face: the receiver must attack with it."""
    game = arranged_game(president=0, advanced=True, deal={0: AID})

    def explain(g):
        return ("Advanced: the "
                "President may give dice with a promise (a card must be there too), setting their faces (never "
                "6); the receiver attacks with them as his own, and the President takes back those that survive.")
    return Lesson(game, 0, until=phase_done("promises"), explain=explain)
