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


def bens_turn_to_spend(hand: list[str]):
    """Round 1 up to ben's turn of phase 5 (viva 5): Ana, President, promised Cid a card, everyone
    defended himself, Ana bought nothing; ben holds ``hand``."""
    game = arranged_game(president=0, deal={0: AID, 1: hand})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    for order in ([2], [3], [4]):
        game.apply(order)
    while game.pending() is not None and game.pending().player == 0:
        game.apply("done")
    return game


def spending() -> Lesson:
    """viva 5: the student (ben, a 4 and a 3 million card) spends his Foreign Aid: one purse a turn."""
    game = bens_turn_to_spend(["aid4-1", "aid3-2"])

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
    game = bens_turn_to_spend(["aid1-7", "yacht-1"])
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


def militia_policy(orders: dict) -> dict:
    """The other players' dice, set as a lesson needs them ({seat: faces})."""
    return {"militia": lambda d: orders[d.player]} if orders else {}


#: ben 4, cid 4 against dan's 2: the attack succeeds with a tie between the attackers, rolled off
#: 5 to 3.  Without ben, cid's 4 meets dan's 4: a tie, and a tie is the defender's.
LOOT_DICE = [4, 4, 2, 5, 3]


def loot_roll_off() -> Lesson:
    """viva 4.e: Cid attacks Dan with one die; the student, Ben, may join him.  If the attack succeeds,
    each attacker loots one card from Dan, the highest attack first - and a tie is rolled off."""
    game = arranged_game(president=0, deal={0: AID, 3: ["yacht-1", "tank-1"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    load_dice(game, LOOT_DICE)

    def explain(g):
        joined = any(e.kind == "roll_off" for e in g.events)
        return ("viva 4.e: when an attack succeeds, every attacker who took part takes one card at random from the "
                "defender's hand, the highest attack total first; attackers with the same total roll off; when the "
                "hand is empty the rest get nothing.  " + ("You and Cid both rolled 4: the roll-off decided who "
                                                           "looted first." if joined else "Cid alone could not beat "
                                                           "Dan: a tie is the defender's."))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase not in ("militia", "combat"),
                  explain=explain, agents=PolicyAgent.team(game, militia_policy({2: [4], 3: [4]})))


#: the coup's dice: ben 5, cid 4 against the President's own die (1) and dan's 3; without ben, cid
#: rolls 5 and dan 4: 5 against 1 + 4, a tie, and the President stays
COUP_DICE = [5, 4, 3]


def successful_coup() -> Lesson:
    """viva 4.e: Cid attacks the President, Ana; Dan helps her with a 6; Ana promised cards to Ben and
    Dan.  The student, Ben, decides: join the coup or not."""
    game = arranged_game(president=0, deal={0: AID})
    game.apply({"promise": "aid1-1", "to": 1})
    game.apply({"promise": "aid1-2", "to": 3})
    game.apply("done")
    load_dice(game, COUP_DICE)

    def explain(g):
        if g.state.president != 0:
            return ("viva 4.e: the coup succeeded: the attackers looted the President first, every promise was "
                    "discarded unclaimed, and after all the fights the President's strongest attacker took the "
                    "sunglasses.")
        return ("viva 4.e: the coup failed: those who helped the President or stayed out took their promises at "
                "once, before the other fights; her attackers discarded theirs.")
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase not in ("militia", "combat"),
                  explain=explain, agents=PolicyAgent.team(game, militia_policy({2: [1], 3: [6]})))


#: ben's two dice roll 1 and 6 against dan's 2: the attack succeeds, and ben's 1 lets him destroy a die
DESTROY_DICE = [1, 6, 2]


def die_destruction() -> Lesson:
    """The advanced rules: the student, Ben, attacks Dan with two dice and rolls a 1: after the fight
    he may destroy one of Dan's dice (it goes back to the supply) - or let it be."""
    game = arranged_game(president=0, advanced=True, dice={1: 2}, deal={0: AID, 3: ["aid2-3", "aid2-4"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    game.apply([4, 4])                 # ben attacks dan with both dice
    game.apply([3])                    # cid defends himself
    load_dice(game, DESTROY_DICE)      # the fight is fought as soon as the last die is set
    fight = len(game.events)
    game.apply([4])                    # dan defends himself

    def explain(g):
        destroyed = any(e.kind == "die_destroyed" for e in g.events)
        return ("Advanced: a die that rolled a 1 lets its holder destroy one enemy die of that fight, after the "
                "fight is resolved; the die goes back to its owner's supply.  " +
                ("Dan has one die fewer for the next rounds.  " if destroyed else "You let it be.  ") +
                "In the advanced game the sunglasses are worth 1 VP too, and the game ends at 6 VP.")
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase not in ("combat",),
                  explain=explain, since=fight)
