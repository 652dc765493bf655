"""Viva el Presidente!'s lessons: a prepared table for each phase (viva 1-6), the end and the advanced
rules, on which the student makes that phase's decisions; then what happened and which rule did it."""
from __future__ import annotations

from collections import Counter

from ..agents import PolicyAgent
from ..core.rng import load_dice
from ..viva.scenarios import arranged_game
from ..viva.game import A_THING
from ..i18n import N_, tr, words
from .remarks import joined, listed, say
from .widgets import Lesson

AID = ["aid1-1", "aid1-2", "aid1-3", "aid2-1", "aid2-2", "aid3-1"]


def phase_done(phase: str):
    return lambda g: g.pending() is None or g.state.phase != phase


def names(g, seats) -> str:
    """"ben", "ben and cid", "ben, cid and dan" (in the notebook's language)."""
    return listed(g, seats)


def fights(g, since: int = 0) -> list[dict]:
    """This table's fights since event ``since``, as its events tell them (viva 4): who attacked
    whom, the totals, the loot in its order, a roll-off, dice destroyed, a helper driven out."""
    out: list[dict] = []
    for e in g.events[since:]:
        if e.kind == "fight":
            out.append({"attackers": list(e.data["attackers"]), "defender": e.data["defender"], "looted": [],
                        "empty": [], "roll_off": False, "destroyed": [], "left": [], "back": [], "cards": []})
        elif not out:
            continue
        elif e.kind == "fight_result":
            out[-1].update(attack=e.data["attack"], defence=e.data["defence"],
                           success=e.data["attack"] > e.data["defence"])
        elif e.kind == "loot":
            out[-1]["looted"].append(e.data["player"])
        elif e.kind == "loot_nothing":
            out[-1]["empty"].append(e.data["player"])
        elif e.kind == "roll_off":
            out[-1]["roll_off"] = True
        elif e.kind == "die_destroyed":
            out[-1]["destroyed"].append((e.data["player"], e.data["victim"]))
        elif e.kind == "helper_leaves":
            out[-1]["left"].append(e.data["player"])
        elif e.kind == "helper_returns":
            out[-1]["back"].append(e.data["player"])
        elif e.kind == "card_played":
            out[-1]["cards"].append((e.data["player"], e.data["card"]))
    return out


#: a fight's totals and verdict (viva 4.d): the attack beats the defence, ties it, or falls short
VERDICTS = {"success": N_("{attackers} against {defender:seat}: attack {attack} against defence {defence}, the attack "
                          "succeeds."),
            "tie": N_("{attackers} against {defender:seat}: attack {attack} against defence {defence}, a tie, and a "
                      "tie is the defender's."),
            "held": N_("{attackers} against {defender:seat}: attack {attack} against defence {defence}, the defence "
                       "holds.")}


def fight_sentences(g, f: dict) -> list[str]:
    """One fight in sentences, from its events: "cid and ben against dan: attack 8 against defence 2,
    the attack succeeds.", "The attackers tied, and a roll-off decided the order of the loot.", "ben
    looted first, then cid."."""
    verdict = "success" if f["success"] else "tie" if f["attack"] == f["defence"] else "held"
    out = [say(VERDICTS[verdict], g, attackers=names(g, f["attackers"]), defender=f["defender"], attack=f["attack"],
               defence=f["defence"])]
    for helper in f["left"]:
        out.append(say("{helper:seat} lost every die helping and left the fight, then came back when the card was "
                       "cancelled.", g, helper=helper) if helper in f["back"] else
                   say("{helper:seat} lost every die helping and left the fight.", g, helper=helper))
    if f["roll_off"]:
        out.append(tr("The attackers tied, and a roll-off decided the order of the loot."))
    if len(f["looted"]) == 1:
        out.append(say("{looter:seat} looted a card.", g, looter=f["looted"][0]))
    elif f["looted"]:
        out.append(say("{first:seat} looted first, then {others}.", g, first=f["looted"][0],
                       others=names(g, f["looted"][1:])))
    if len(f["empty"]) == 1:
        out.append(say("{looter:seat} found nothing left to loot.", g, looter=f["empty"][0]))
    elif f["empty"]:
        out.append(say("{looters} found nothing left to loot.", g, looters=names(g, f["empty"])))
    for who, victim in f["destroyed"]:
        out.append(say("{who:seat} destroyed a die of {victim:seat}.", g, who=who, victim=victim))
    return out


def combat_story(g, since: int = 0) -> str:
    """Every fight since ``since`` and the change of President, in sentences built from the events."""
    said = [s for f in fights(g, since) if "attack" in f for s in fight_sentences(g, f)]
    changed = [e for e in g.events[since:] if e.kind == "new_president"]
    if changed:
        said.append(say("{player:seat} attacked the President hardest and took the sunglasses.", g,
                        player=changed[-1].data["player"]))
    return joined(*said) if said else tr("Nobody attacked anyone: there was no fight.")


def promises() -> Lesson:
    """viva 2: the student is the President and promises cards (at least one)."""
    game = arranged_game(president=0, deal={0: ["yacht-1", "tank-1", "aid2-1", "aid1-1", "bodyguards-1", "aid3-1"]})

    def explain(g):
        return tr("viva 2: the President puts at least one card face down on the promise space of players of his "
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
        return tr("viva 3: another player's number attacks him, your own "
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
        return joined(tr("viva 4: a) the defender plays defence cards, b) the attackers attack cards, c) the dice "
                         "are rolled, d) the attack must beat the defence (buildings + defence dice + cards); a tie is "
                         "the defender's."),
                      tr("Your Bodyguards turned a lost fight into a tie, and a tie holds.") if played else
                      tr("Your Bodyguards (+2) would have made it a tie, and a tie holds."))
    return Lesson(game, 1, until=lambda g: any(e.kind == "fight_result" for e in g.events), explain=explain,
                  agents=PolicyAgent.team(game, machine_gun))


def bens_turn_to_spend(hand: list[str]):
    """Round 1 up to ben's turn of phase 5 (viva 5): ana, President, promised cid a card, everyone
    defended himself, ana bought nothing; ben holds ``hand``."""
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

    start = len(game.events)

    def explain(g):
        return joined(your_turn(g, 1, start), tr(
            "viva 5: the cards handed in during your turn make one purse for all your purchases: a 4 million card "
            "buys two dice; what is left when your turn ends is lost, no change is given.  A player has four militia "
            "dice at most (viva 5.b).  (Kit rule: the kit hands in, when your turn ends, the cards that lose least; "
            "and the game ends as soon as a purchase reaches the victory points, the rest of the phase unplayed - "
            "the seed says only that it ends in phase 5.)"))
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

    start = len(game.events)

    def explain(g):
        return joined(tr("viva 5.c: a Foreign Aid card drawn by buying a card must be decided on at once."),
                      your_turn(g, 1, start),
                      tr("The seed's own example spends it: the 3 million buys one die (2 million), and the million "
                         "left could only have bought a card - but one card a round is the limit, so it is lost when "
                         "the turn ends."))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase != "spending"
                  or g.pending().player != 1, explain=explain)


def your_turn(g, seat: int, since: int) -> str:
    """The student's turn of phase 5 from its events (viva 5): what he bought, what the card he
    bought turned out to be and what he did with it, the cards he handed in and what he lost."""
    mine = [e for e in g.events[since:] if e.data.get("player") == seat]
    bought = [e.data["thing"] for e in mine if e.kind == "buy"]
    handed = [c for e in mine if e.kind == "hand_in" for c in e.data["cards"]]
    drawn = [c for e in g.events[since:] if e.kind == "draw_private" and e.data["player"] == seat
             for c in e.data["cards"]]
    lost = sum(e.data["left"] for e in mine if e.kind == "purse_lost")
    out = [words().fill(N_("You bought {things}."), {"things": bought},
                        lambda _, value, case=None: names_of(value, case)) if bought else tr("You bought nothing.")]
    for cid in drawn:
        if cid not in g.aid:
            out.append(say("The card you bought was {card:card}.", g, card=cid))
        elif cid in handed:
            out.append(say("The card you bought was {card:card}: you spent it at once: it went into this turn's "
                           "purse.", g, card=cid))
        else:
            out.append(say("The card you bought was {card:card}: you kept it in your hand for a later round.", g,
                           card=cid))
    if handed:
        out.append(say("Handed in: {cards:cards} ({total} million).", g, cards=tuple(handed),
                       total=sum(g.aid[c] for c in handed)))
    if lost:
        out.append(say("{lost} million of your purse was left over and lost (no change is given).", lost=lost))
    elif handed:
        out.append(tr("Nothing of your purse was lost."))
    return joined(*out)


#: what a turn of phase 5 may buy (viva 5), one and several: "a militia die", "2 militia dice"
ONE = A_THING
MANY = {"building": N_("{n} buildings"), "die": N_("{n} militia dice"), "card": N_("{n} cards")}


def names_of(things: list[str], case: str | None = None) -> str:
    """"a building", "2 militia dice and a card", in the order first bought (in Russian in the
    ``case`` a sentence asks: "Вы купили карту")."""
    counts = {t: things.count(t) for t in dict.fromkeys(things)}
    said = [words().declined(tr(ONE[t]), case) if n == 1 else tr(MANY[t], n=n) for t, n in counts.items()]
    return said[0] if len(said) == 1 else tr("{names} and {last}", names=words().join(said[:-1]), last=said[-1])


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
        return tr("viva 6: at the end of each round a hand holds at most four cards. "
                "The Yacht and the Super Car count 1 VP each while in your hand - worth keeping.")
    return Lesson(game, 0, until=phase_done("hand_limit"), explain=explain)


#: a promise's dice (強制進攻), one or two given alike: set to attack another player, or to the
#: receiver's own number, defending him when he was attacked
DICE_GIVEN = {
    ("attack", False): N_("You gave {to:seat} a die set to {face}: he had to attack {target:seat} with it."),
    ("attack", True): N_("You gave {to:seat} two dice set to {face}: he had to attack {target:seat} with them."),
    ("defended", False): N_("You gave {to:seat} a die set to {face}: his own number, so it defended him."),
    ("defended", True): N_("You gave {to:seat} two dice set to {face}: his own number, so they defended him."),
    ("unused", False): N_("You gave {to:seat} a die set to {face}: his own number, so it defended him - but nobody "
                          "attacked him."),
    ("unused", True): N_("You gave {to:seat} two dice set to {face}: his own number, so they defended him - but "
                         "nobody attacked him.")}


def forced_attack() -> Lesson:
    """The advanced rules, played through: the student is the President, ana, with two dice and a
    building; with a
    promise she may give dice, setting their faces - another player's number (the receiver must
    attack him) or the receiver's own (a defence die for him).  cid attacks her; her dice kept at home
    count 1 each in her defence; after combat she takes back the dice she gave that survived."""
    game = arranged_game(president=0, advanced=True, dice={0: 2}, buildings={0: 1}, deal={0: AID})
    start = len(game.events)

    def explain(g):
        given = [e for e in g.events[start:] if e.kind == "promise_die"]
        at_home = 2 - len(given)
        out = [tr("Advanced, forced attack (強制進攻): the President may add dice to a promise (a card must be there "
                  "too), setting their faces, never 6; the receiver must use them as set and bears the outcome.")]
        for (to, face), n in Counter((e.data["player"], e.data["face"]) for e in given).items():
            target = g.state.seat_of(face)
            use = "attack" if target != to else "defended" if attacked(g, start, to) else "unused"
            out.append(say(DICE_GIVEN[use, n > 1], g, to=to, face=face, target=target))
        if not given:
            out.append(tr("You gave no die."))
        out.append(combat_story(g, start))
        if attacked(g, start, 0) and not at_home:
            out.append(tr("You kept no die at home: against the coup you had only your building and any helpers."))
        elif attacked(g, start, 0):
            out.append(say(AT_HOME[at_home == 1], n=at_home))
        else:
            out.append(tr("Nobody attacked you; your dice kept at home would have counted 1 each in your defence "
                          "(the seed: 未使用的骰子如同基礎規則一樣，每顆提供總統一點防禦)."))
        lost = sum(1 for e in g.events[start:] if e.kind == "die_destroyed" and e.data["victim"] == 0)
        out.append(say(TAKEN_BACK[g.state.dice[0] == 1, bool(lost)], n=g.state.dice[0], lost=lost))
        return joined(*out)
    until = lambda g: g.pending() is None or g.state.phase not in ("promises", "militia", "combat")  # noqa: E731
    return Lesson(game, 0, until=until, explain=explain,
                  agents=PolicyAgent.team(game, militia_policy({1: [2], 2: [1], 3: [4]})))


#: the President's dice kept at home in her defence (the advanced rules): one die, or several
AT_HOME = {True: N_("Your {n} die kept at home counted 1 each in your defence - the seed: "
                    "未使用的骰子如同基礎規則一樣，每顆提供總統一點防禦 (the unused dice give the President one defence "
                    "each, as in the basic rules)."),
           False: N_("Your {n} dice kept at home counted 1 each in your defence - the seed: "
                     "未使用的骰子如同基礎規則一樣，每顆提供總統一點防禦 (the unused dice give the President one defence "
                     "each, as in the basic rules).")}
#: the dice she has again after combat: (one die, some of hers destroyed by a rolled 1)
TAKEN_BACK = {
    (True, False): N_("After combat the President takes back the dice she gave that survived: you have {n} die "
                      "again."),
    (False, False): N_("After combat the President takes back the dice she gave that survived: you have {n} dice "
                       "again."),
    (True, True): N_("After combat the President takes back the dice she gave that survived: you have {n} die again "
                     "({lost} of yours destroyed by a rolled 1)."),
    (False, True): N_("After combat the President takes back the dice she gave that survived: you have {n} dice again "
                      "({lost} of yours destroyed by a rolled 1).")}


def attacked(g, since: int, seat: int) -> bool:
    """Was ``seat`` the defender of a fight since event ``since``?"""
    return any(e.kind == "fight" and e.data["defender"] == seat for e in g.events[since:])


def militia_policy(orders: dict) -> dict:
    """The other players' dice, set as a lesson needs them ({seat: faces} for the dice of their own;
    a die the President gave them keeps its face)."""
    return {"militia": lambda d: orders[d.player]} if orders else {}


#: ben 4, cid 4 against dan's 2: the attack succeeds with a tie between the attackers, rolled off
#: 5 to 3.  Without ben, cid's 4 meets dan's 4: a tie, and a tie is the defender's.
LOOT_DICE = [4, 4, 2, 5, 3]


def loot_roll_off() -> Lesson:
    """viva 4.e: cid attacks dan with one die; the student, ben, may join him.  If the attack succeeds,
    each attacker loots one card from dan, the highest attack first - and a tie is rolled off."""
    game = arranged_game(president=0, deal={0: AID, 3: ["yacht-1", "tank-1"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    load_dice(game, LOOT_DICE)

    start = len(game.events)

    def explain(g):
        return joined(tr("viva 4.e: when an attack succeeds, every attacker who took part takes one card at random "
                         "from the defender's hand, the highest attack total first; attackers with the same total roll "
                         "off; when the hand is empty the rest get nothing."), your_dice(g, 1), combat_story(g, start))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase not in ("militia", "combat"),
                  explain=explain, agents=PolicyAgent.team(game, militia_policy({2: [4], 3: [4]})))


def your_dice(g, seat: int) -> str:
    """What the student's dice did, from his revealed orders (viva 3)."""
    shown = next((e.data["faces"] for e in reversed(g.events) if e.kind == "orders_revealed"
                  and e.data["player"] == seat), ())
    if not shown:
        return tr("You had no die to set.")
    return say("Your dice: {orders}.", orders=words().join(order_said(g, seat, face) for face in shown))


def order_said(g, seat: int, face: int) -> str:
    """What one die set to ``face`` did (viva 3), the player it attacked named as the remark names
    him ("attack ana", "атаковать Аню")."""
    from ..viva.actions import order_words
    target = g.state.seat_of(face)
    if face == g.rules.dice.defend_president_face or target == seat or not 0 <= target < g.state.n:
        return order_words(g, seat, face)
    return say("attack {target:seat}", g, target=target)


#: the coup's dice: ben 5, cid 4 against the President's own die (1) and dan's 3; without ben, cid
#: rolls 5 and dan 4: 5 against 1 + 4, a tie, and the President stays
COUP_DICE = [5, 4, 3]


def successful_coup() -> Lesson:
    """viva 4.e: cid attacks the President, ana; dan helps her with a 6; ana promised cards to ben and
    dan.  The student, ben, decides: join the coup or not."""
    game = arranged_game(president=0, deal={0: AID})
    game.apply({"promise": "aid1-1", "to": 1})
    game.apply({"promise": "aid1-2", "to": 3})
    game.apply("done")
    load_dice(game, COUP_DICE)

    start = len(game.events)

    def explain(g):
        return joined(coup_rule(g), your_dice(g, 1), combat_story(g, start))

    def coup_rule(g):
        if g.state.president != 0:
            return tr("viva 4.e: the coup succeeded: the attackers looted the President first, every promise was "
                    "discarded unclaimed, and after all the fights the President's strongest attacker took the "
                    "sunglasses.")
        return tr("viva 4.e: the coup failed: those who helped the President or stayed out took their promises at "
                "once, before the other fights; her attackers discarded theirs.")
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase not in ("militia", "combat"),
                  explain=explain, agents=PolicyAgent.team(game, militia_policy({2: [1], 3: [6]})))


#: ben's two dice roll 1 and 6 against dan's two dice, 2 and 3: the attack succeeds (7 against 5), and
#: ben's 1 lets him destroy one of dan's dice
DESTROY_DICE = [1, 6, 2, 3]


def die_destruction() -> Lesson:
    """The advanced rules: the student, ben, attacks dan (two dice) with two dice and rolls a 1: after
    the fight he may destroy one of dan's dice (it goes back to the supply) - or let it be.  dan keeps
    his other die, so he receives no free die in phase 5 (viva 5: only a player with none): the
    choice decides whether dan has one die or two next round."""
    game = arranged_game(president=0, advanced=True, dice={1: 2, 3: 2}, deal={0: AID, 3: ["aid2-3", "aid2-4"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    game.apply([4, 4])                 # ben attacks dan with both dice
    game.apply([3])                    # cid defends himself
    load_dice(game, DESTROY_DICE)      # the fight is fought as soon as the last die is set
    fight = len(game.events)
    game.apply([4, 4])                 # dan defends himself with both dice

    def explain(g):
        destroyed = [e for e in g.events[fight:] if e.kind == "die_destroyed"]
        left = g.state.dice[3]
        fate = (say("You destroyed one of dan's dice: it went back to the supply, and dan starts the next round "
                    "with {left} die - he still has one, so phase 5 gives him none (viva 5: only a player with no die "
                    "receives one).", left=left) if destroyed else
                say("You let it be: dan keeps his {left} dice for the next round.", left=left))
        return joined(tr("Advanced: a die that rolled a 1 lets its holder destroy one enemy die of that fight, after "
                         "the fight is resolved; the die goes back to its owner's supply."), combat_story(g, fight),
                      fate, tr("In the advanced game the sunglasses are worth 1 VP too, and the game ends at 6 VP."))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase not in ("combat",),
                  explain=explain, since=fight)


#: the helper's fight: ben rolls 3 and dan 2 against the President's die (1), her two buildings and
#: cid's die (2): 5 against 5 holds; without cid's die 5 against 3 falls
HELPER_DICE = [3, 2, 2]


def helper_driven_out() -> Lesson:
    """viva 4.b: the student, cid, helps the President with his only die (a 6) and may play Bodyguards;
    ben and dan attack her, and dan's Mortar puts cid's die out of the fight: a helper with no die
    left leaves it and takes his defence cards back.  cid may answer the Mortar with a General Strike."""
    game = arranged_game(president=0, buildings={0: 2},
                         deal={0: AID, 2: ["bodyguards-1", "general_strike-1"], 3: ["mortar-1", "aid1-8"]})
    game.apply({"promise": "aid1-1", "to": 1})
    game.apply("done")
    game.apply([1])                    # ben attacks the President
    game.apply([6])                    # cid defends her (set for the lesson: its decision is the cards)
    load_dice(game, HELPER_DICE)
    start = len(game.events)
    game.apply([1])                    # dan attacks the President: the fight begins

    def mortar(d):
        on_cid = [o for o in d.options if getattr(o, "target", None) is not None and o.target.holder == 2]
        return on_cid[0] if on_cid else d.options[-1]

    def explain(g):
        played = [e.data["card"] for e in g.events[start:] if e.kind == "card_played" and e.data["player"] == 2]
        left = any(e.kind == "helper_leaves" for e in g.events[start:])
        back = any(e.kind == "helper_returns" for e in g.events[start:])
        out = [tr("viva 4.b: a player who helps the President and loses every die he put in leaves the fight, and "
                  "the defence cards he played go back to his hand as if never played (視同未打出).")]
        if left and "bodyguards-1" in played:
            out.append(tr("dan's Mortar put your only die out: you left the fight and your Bodyguards came back to "
                          "your hand."))
        elif left:
            out.append(tr("dan's Mortar put your only die out: you left the fight (you had played no card to take "
                          "back)."))
        if back:
            out.append(tr("Your General Strike cancelled the Mortar (kit rule K3, the card's text): the Mortar's "
                          "effect is undone, so you, your die and any card you had played were back in the fight."))
        elif left:
            out.append(tr("You let the Mortar stand."))
        out.append(combat_story(g, start))
        return joined(*out)
    return Lesson(game, 2, until=lambda g: g.pending() is None or any(e.kind == "fight_result"
                                                                        for e in g.events[start:]),
                  explain=explain, since=start, agents=PolicyAgent.team(game, {"attack_card": mortar}))


#: the cards' fight: ben's two dice roll 5 and 4 (the Tank adds 3); dan's die rolls 4 (a Bribed
#: Militia puts one of ben's dice out, so only 5 is rolled, then dan's 4)
CARDS_DICE = [5, 4, 3]


#: the student's defence cards in the cards' fight, in the order played
DEFENCE_PLAYED_KEYS = ("barricade-1", "bribed_militia-1")
DEFENCE_PLAYED = {
    (): N_("This time you played no card."),
    ("barricade-1",): N_("This time your Barricade added 3 to your defence."),
    ("bribed_militia-1",): N_("This time your Bribed Militia put one of ben's dice out of the fight (not destroyed: it "
                              "comes home)."),
    ("barricade-1", "bribed_militia-1"): N_("This time your Barricade added 3 to your defence; your Bribed Militia "
                                            "put one of ben's dice out of the fight (not destroyed: it comes home)."),
    ("bribed_militia-1", "barricade-1"): N_("This time your Bribed Militia put one of ben's dice out of the fight (not "
                                            "destroyed: it comes home); your Barricade added 3 to your defence."),
}


def combat_cards() -> Lesson:
    """The deck's combat cards (K3): ben attacks the student, dan (one die, one building), with two
    dice and will play a Tank (+3).  dan holds a Barricade (+3 to the defence) and a Bribed Militia
    (one attacking die out of the fight): only both together hold the attack."""
    game = arranged_game(president=0, dice={1: 2}, buildings={3: 1},
                         deal={0: AID, 1: ["tank-1", "aid1-7"], 3: ["barricade-1", "bribed_militia-1"]})
    game.apply({"promise": "aid1-1", "to": 2})
    game.apply("done")
    game.apply([4, 4])                 # ben attacks dan with both dice
    game.apply([3])                    # cid defends himself
    load_dice(game, CARDS_DICE)
    start = len(game.events)
    game.apply([4])                    # dan defends himself: the fight begins
    tank = {"attack_card": lambda d: next((o for o in d.options if o != "done"), d.options[-1])}

    def explain(g):
        played = tuple(e.data["card"] for e in g.events[start:] if e.kind == "card_played" and e.data["player"] == 3
                       and e.data["card"] in DEFENCE_PLAYED_KEYS)
        return joined(tr("Kit rule K3 (the deck): the Tank adds 3 to its player's attack, the Barricade 3 to the "
                         "defence, Bribed Militia puts one attacking die out of the fight, a Mortar one defending die, "
                         "and a General Strike cancels a card just played; played cards are discarded (viva 4.a-b: "
                         "defence cards first, then attack cards)."), tr(DEFENCE_PLAYED[played]),
                      combat_story(g, start))
    return Lesson(game, 3, until=lambda g: g.pending() is None or any(e.kind == "fight_result"
                                                                        for e in g.events[start:]),
                  explain=explain, since=start, agents=PolicyAgent.team(game, tank))


#: a tie on victory points, which the richer player wins (viva, the end): one winner or several
RICHER_WINS = {True: N_("{tied} tie at {best} VP: the richer wins (viva end: 若VP相同，錢多者獲勝): {winners} wins."),
               False: N_("{tied} tie at {best} VP: the richer wins (viva end: 若VP相同，錢多者獲勝): {winners} win.")}


def the_end() -> Lesson:
    """The end of an advanced game (6 VP; the sunglasses count 1): ana, the President, has five
    buildings and the sunglasses (6 VP); the student, ben, four buildings and the Yacht she promised
    him (5 VP) and 4 + 3 million.  A building brings him to 6: a tie, which the richer player wins."""
    game = arranged_game(president=0, advanced=True, buildings={0: 5, 1: 4},
                         deal={0: ["yacht-1", "aid2-1", "tank-1", "mortar-1", "barricade-1", "bodyguards-1"],
                               1: ["aid4-1", "aid3-2"]})
    game.apply({"promise": "yacht-1", "to": 1})
    game.apply("done")
    for order in ([2], [3], [4]):      # everyone defends himself: ben takes the Yacht at once
        game.apply(order)
    while game.pending() is not None and game.pending().player == 0:
        game.apply("done")             # ana keeps her 2 million
    start = len(game.events)

    def explain(g):
        r = g.result()
        ended = [e for e in g.events[start:] if e.kind == "game_over"]
        if not ended:
            return tr("The game goes on.")
        standing = words().join_groups(say("{player:seat} {vp} VP and {money} million", g, player=t, vp=r["vp"][t],
                                    money=r["money"][t]) for t in range(g.state.n))
        best = max(r["vp"])
        tied = [t for t in range(g.state.n) if r["vp"][t] == best]
        if len(tied) == 1:
            how = say("{leader:seat} has the most VP: {winners} wins.", g, leader=tied[0],
                      winners=names(g, r["winners"]))
        else:
            how = say(RICHER_WINS[len(r["winners"]) == 1], g, tied=names(g, tied), best=best,
                      winners=names(g, r["winners"]))
        return joined(tr("viva advanced: the game ends at 6 VP, and the sunglasses count 1 VP - ana's five buildings "
                         "and her sunglasses make 6."),
                      tr("This time a purchase brought you to 6 VP and the game ended at once, the rest of the phase "
                         "unplayed (kit rule: the seed says only that it ends in phase 5).") if g.vp(1) >= 6 else
                      tr("This time ana had 6 VP, so the game ended when phase 5 was over (kit rule: the phase is "
                         "played out first; the seed says only that it ends in phase 5)."),
                      say("Standing: {standing}.", standing=standing), how)
    return Lesson(game, 1, until=lambda g: g.is_over() or g.pending() is None or g.state.phase != "spending",
                  explain=explain)
