"""Viva el Presidente!'s lessons: a prepared table for each phase (viva 1-6), the end and the advanced
rules, on which the student makes that phase's decisions; then what happened and which rule did it."""
from __future__ import annotations

from ..viva.scenarios import arranged_game
from .junta import bullet, lines
from .widgets import Lesson

AID = ["aid1-1", "aid1-2", "aid1-3", "aid2-1", "aid2-2", "aid3-1"]


def phase_done(phase: str):
    return lambda g: g.pending() is None or g.state.phase != phase


def promises() -> Lesson:
    """viva 2: the student is the President and promises cards (at least one)."""
    game = arranged_game(president=0, deal={0: ["yacht-1", "tank-1", "aid2-1", "aid1-1", "bodyguards-1", "aid3-1"]})

    def explain(g):
        return (bullet(lines(g, ("promise", "promise_die"))) + "viva 2: the President puts at least one card face "
                "down on the promise space of players of his choice; they may look but not take it yet.  It pays "
                "only if the coup against him fails (viva 4.e): then those who helped or stayed out keep their "
                "promises and his attackers lose theirs.")
    return Lesson(game, 0, until=phase_done("promises"), explain=explain)


def militia() -> Lesson:
    """viva 3: the student (ben, two dice) sets his dice behind the screen."""
    game = arranged_game(president=0, dice={1: 2}, deal={0: AID, 1: ["machine_gun-1", "aid2-3"]})
    game.apply({"promise": "aid1-1", "to": 1})
    game.apply("done")

    def explain(g):
        return (bullet(lines(g, ("orders_revealed",))) + "viva 3: another player's number attacks him, your own "
                "number defends you, a 6 defends the President; the President's own dice always defend him.  "
                "Screens are lifted together: nobody could react to your choice.")
    return Lesson(game, 1, until=lambda g: g.state.revealed or g.pending() is None, explain=explain)


def combat() -> Lesson:
    """viva 4 a-e: cid attacks the student (ben); ben may play Bodyguards before the dice are rolled."""
    game = arranged_game(president=0, dice={2: 2}, deal={0: AID, 1: ["bodyguards-1", "aid1-7"],
                                                        2: ["machine_gun-1", "aid1-8"], 3: ["aid2-4", "aid2-5"]})
    game.apply({"promise": "aid1-1", "to": 3})
    game.apply("done")
    game.apply([2])                    # ben defends himself
    game.apply([2, 2])                 # cid attacks ben with both dice
    game.apply([4])                    # dan defends himself

    def explain(g):
        said = lines(g, ("fight", "card_played", "fight_result", "loot", "loot_nothing"))
        return (bullet(said) + "viva 4: a) the defender plays defence cards, b) the attackers attack cards, c) "
                "the dice are rolled, d) the attack must beat the defence (buildings + defence dice + cards; a tie "
                "is the defender's), e) each attacker who took part loots a card at random, the strongest first.")
    return Lesson(game, 1, until=lambda g: any(e.kind == "fight_result" for e in g.events), explain=explain)


def spending() -> Lesson:
    """viva 5: the student (ben) spends his Foreign Aid: a building, a die or a card; no change."""
    game = arranged_game(president=0, deal={0: AID, 1: ["aid4-1", "aid3-2"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    for order in ([2], [3], [4]):
        game.apply(order)
    while game.pending() is not None and game.pending().player == 0:
        game.apply("done")

    def explain(g):
        return (bullet(lines(g, ("buy", "free_die"))) + "viva 5: 4 million a building (+1 defence, +1 VP), 2 "
                "million a militia die (four at most), 1 million a card (one a round); no change is given, so "
                "paying 3 for a 2 loses 1.  The game ends as soon as a purchase reaches the victory points.")
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
        return (bullet(lines(g, ("discard",))) + "viva 6: at the end of each round a hand holds at most four cards. "
                "The Yacht and the Super Car count 1 VP each while in your hand - worth keeping.")
    return Lesson(game, 0, until=phase_done("hand_limit"), explain=explain)


def forced_attack() -> Lesson:
    """The advanced rules: the student is the President and may add his own dice to a promise,
    setting the face: the receiver must attack with it."""
    game = arranged_game(president=0, advanced=True, deal={0: AID})

    def explain(g):
        return (bullet(lines(g, ("promise", "promise_die", "orders_revealed", "fight_result"))) + "Advanced: the "
                "President may give dice with a promise (a card must be there too), setting their faces (never "
                "6); the receiver attacks with them as his own, and the President takes back those that survive.")
    return Lesson(game, 0, until=phase_done("promises"), explain=explain)
