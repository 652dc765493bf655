"""Phase 4, combat (viva 4 a-e), with the advanced destruction of dice on a rolled 1.

Order (viva 4): the attack on the President first (all his attackers together), then the
defence of each other player, starting after the President and going round the table (K2).
Each fight: a) defence cards, b) attack cards, c) roll, d) compare, e) loot.

A die in a fight is ``[colour, holder]``: whose die it is (the supply it returns to) and who
rolls it.  They differ only for the President's dice given in a forced attack (advanced).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.actions import Word
from ..core.decision import Decision
from .actions import _PLAYS, Die, play_card

if TYPE_CHECKING:
    from .world import Flow, Viva


@dataclass(slots=True)
class Fight:
    defender: int
    president_fight: bool
    attack: list[list[int]]
    defence: list[list[int]]
    # cards in play: {"seat", "card", "team", "target", "active", and "cancels" (a strike) or
    # "expelled" (a Mortar that drove a helper out: (helper, the plays he took back))}
    played: list[dict] = field(default_factory=list)
    helpers: list[int] = field(default_factory=list)

    def attackers(self) -> list[int]:
        seen: list[int] = []
        for _, holder in self.attack:
            if holder not in seen:
                seen.append(holder)
        return seen

    def defenders(self) -> list[int]:
        """The defender, and the helpers who still have a die in the fight."""
        if not self.helpers:
            return [self.defender]
        holders = {d[1] for d in self.defence}
        return [self.defender] + [h for h in self.helpers if h in holders]


def build_fights(g: Viva) -> list[Fight]:
    """The fights of this round, in the seed's order, from the revealed orders: a die set to a
    seat's number attacks him (defends him, if it is his own), a 6 helps the President.

    The order (viva 4, rules/viva.md K2): the President's fight first, then the other players'
    clockwise from the seat after the President.  The seed's line (總統右手邊玩家順時針依序) names
    both "the President's right-hand player" and "clockwise"; the kit reads it as clockwise from the
    next seat, like every other order in the seed (phases 1 and 5)."""
    s = g.state
    p, six, seat_of = s.president, g.rules.dice.defend_president_face, s.seat_of
    order = s.clockwise(p)
    attack: list[list] = [[] for _ in order]        # by seat
    defence: list[list] = [[] for _ in order]
    helpers: list[int] = []
    for seat in order[1:]:
        die = [seat, seat]                          # (dice are compared, never changed: one list serves)
        for face in s.orders[seat]:
            if face == six:
                defence[p].append(die)
                if seat not in helpers:
                    helpers.append(seat)
            else:
                target = seat_of(face)
                (defence if target == seat else attack)[target].append(die)
        for face in s.promised_dice[seat]:          # advanced: forced attack dice
            target = seat_of(face)
            (defence if target == seat else attack)[target].append([p, seat])
    defence[p] += [[p, p]] * s.dice[p]              # the President's dice always defend him
    return [Fight(d, d == p, attack[d], defence[d], [], helpers if d == p else [])
            for d in order if attack[d]]


def combat_phase(g: Viva) -> Flow[None]:
    s = g.state
    s.phase = "combat"
    s.fights = []
    p = s.president
    face = s.number(p)
    president_attackers = {seat for seat in range(s.n) if face in s.orders[seat]}
    new_president = None
    fights = build_fights(g)
    if fights and fights[0].president_fight:
        g.stats["coups_attempted"] += 1
    else:                                                # nobody attacked the President
        settle_promises(g, None, {"success": False}, president_attackers)
    for fight in fights:
        g.stats["fights"] += 1
        outcome = yield from resolve_fight(g, fight)
        if fight.president_fight:
            new_president = settle_promises(g, fight, outcome, president_attackers)
    # advanced: the President takes back his surviving forced-attack dice
    for seat in range(s.n):
        if s.promised_dice[seat]:
            s.dice[p] += len(s.promised_dice[seat])
            s.promised_dice[seat] = []
    s.orders = [[] for _ in range(s.n)]
    if new_president is not None:
        s.president = new_president
        g.stats["coups_won"] += 1
        g.emit("new_president", "{player:seat} takes the sunglasses: viva el Presidente!", new_president)


def settle_promises(g: Viva, fight: Fight | None, outcome: dict, attackers: set[int]):
    """viva 4.e: after a successful coup every promise is discarded unclaimed and the strongest
    attacker will be President; after a failed one helpers and bystanders take their promises and
    the President's attackers discard theirs face up."""
    s = g.state
    if outcome["success"]:
        for seat in range(s.n):
            s.discard.extend(s.promises[seat])
            s.promises[seat] = []
        g.emit("promises_void", "the coup succeeds: every promise is discarded unclaimed")
        return outcome["order"][0]
    for seat in range(s.n):
        if not s.promises[seat]:
            continue
        if seat in attackers:
            s.discard.extend(s.promises[seat])
            g.emit("promise_forfeit", "{player:seat} attacked the President and forfeits {count} promised card(s)",
                   seat, len(s.promises[seat]))
        else:
            s.hands[seat].extend(s.promises[seat])
            g.emit("promise_kept", "{player:seat} collects {count} promised card(s)", seat, len(s.promises[seat]))
        s.promises[seat] = []
    return None


def _die_keys(dice: list[list[int]]) -> list[tuple]:
    """The distinct dice of one side of a fight, as (colour, holder) (dice of one colour and holder
    are alike)."""
    keys: list[tuple] = []
    for colour, holder in dice:
        die = (colour, holder)
        if die not in keys:
            keys.append(die)
    return keys


def resolve_fight(g: Viva, fight: Fight) -> Flow[Any]:
    s, cards = g.state, g.cards
    d = fight.defender
    attackers = fight.attackers()
    if len(attackers) > 1:
        g.emit("fight", "{attackers:seats} attack {defender:seat}", tuple(attackers), d)
    else:
        g.emit("fight", "{attackers:seats} attacks {defender:seat}", tuple(attackers), d)
    # a) defence cards, b) attack cards (viva 4.a, 4.b): asked only of those holding such a card
    defence_cards, attack_cards = g.side_cards["defence"], g.side_cards["attack"]
    for seat in fight.defenders():
        if not defence_cards.isdisjoint(s.hands[seat]):
            yield from play_cards(g, fight, seat, "defence")
    for seat in fight.attackers() if fight.played else attackers:    # (a card may have put a die out)
        if not attack_cards.isdisjoint(s.hands[seat]):
            yield from play_cards(g, fight, seat, "attack")
    # c) roll; the President never rolls: each of his own dice counts 1 (viva 4.c)
    d6 = g.d6
    unrolled = s.president if fight.president_fight else None
    rolls_attack = [(die, d6()) for die in fight.attack]
    rolls_defence = [(die, None if die[1] == unrolled else d6()) for die in fight.defence]
    # d) totals (viva 4.d)
    per_attacker: dict[int, int] = {}
    for die, value in rolls_attack:
        per_attacker[die[1]] = per_attacker.get(die[1], 0) + value
    president_value = g.rules.dice.president_die_value
    defence_total = s.buildings[d] + sum([president_value if v is None else v for _, v in rolls_defence])
    for play in fight.played:
        if play["active"]:
            card = cards[play["card"]]
            if card.effect == "add_attack":
                per_attacker[play["seat"]] = per_attacker.get(play["seat"], 0) + card.value
            elif card.effect == "add_defence":
                defence_total += card.value
    attack_total = sum(per_attacker.values())
    success = attack_total > defence_total          # a tie is the defender's
    s.fights.append((d, rolls_attack, rolls_defence, attack_total, defence_total, success))   # for pictures
    if success:
        g.emit("fight_result", "attack {attack} against defence {defence}: the attack succeeds", attack_total,
               defence_total)
    else:
        g.emit("fight_result", "attack {attack} against defence {defence}: the defence holds", attack_total,
               defence_total)
    order = loot_order(g, per_attacker)
    if success:
        loot(g, d, order)
    # advanced: a rolled 1 destroys an enemy die of that fight after it is resolved
    if s.advanced:
        yield from destroy_dice(g, fight, rolls_attack, rolls_defence)
    for play in fight.played:
        s.table.remove(play["card"])
        s.discard.append(play["card"])
    return {"success": success, "order": order, "attack": attack_total, "defence": defence_total}


def in_fight(fight: Fight, seat: int, side: str) -> bool:
    """Is ``seat`` still in the fight on ``side``?  The defender always is; a helper or an attacker
    only while he has a die in it (viva 4.b: a helper who loses all his dice leaves)."""
    if side == "defence" and seat == fight.defender:
        return True
    for die in fight.defence if side == "defence" else fight.attack:
        if die[1] == seat:
            return True
    return False


def play_cards(g: Viva, fight: Fight, seat: int, side: str) -> Flow[None]:
    """A player's before-combat cards for his side, one at a time, then 'done'."""
    s, cards, playable, plays = g.state, g.cards, g.side_cards[side], _PLAYS
    hand = s.hands[seat]
    kind = f"{side}_card"
    if side == "attack":
        prompt = g.phrase("{player:seat}: play a before-combat attack card, or done", player=seat)
    else:
        prompt = g.phrase("{player:seat}: play a before-combat defence card, or done", player=seat)
    while in_fight(fight, seat, side):
        options: list = []
        for cid in hand:
            if cid not in playable:
                continue
            card = cards[cid]
            if card.effect == "remove_defending_die":
                options += [play_card(cid, key) for key in _die_keys(fight.defence)]
            elif card.effect == "remove_attacking_die":
                options += [play_card(cid, key) for key in _die_keys(fight.attack)]
            else:
                options.append(plays.get((cid, None)) or play_card(cid))
        if not options:
            return
        options.append(Word.DONE)
        action = yield Decision(kind, seat, prompt, tuple(options))
        if action is Word.DONE:
            return
        target = [action.target.colour, action.target.holder] if action.target is not None else None
        play = put_into_play(g, fight, seat, action.card, target, side)
        yield from answer_with_strike(g, fight, play)


def put_into_play(g: Viva, fight: Fight, seat: int, cid: str, target, team: str):
    """The card leaves the hand for the table and takes effect (viva 4.a, 4.b)."""
    s = g.state
    s.hands[seat].remove(cid)
    s.table.append(cid)
    play = {"seat": seat, "card": cid, "team": team, "target": target, "active": True}
    fight.played.append(play)
    g.emit("card_played", "{player:seat} plays {card:card}", seat, cid)
    take_effect(g, fight, play)
    return play


def take_effect(g: Viva, fight: Fight, play: dict) -> None:
    """A card's effect on the dice in the fight.  Bonuses (Machine Gun, Bodyguards ...) are counted
    at the totals from the active cards; a Mortar or Bribed Militia puts a die out of the fight; a
    General Strike undoes the card it cancels (the strike itself is then spent, viva.md K3)."""
    effect = g.cards[play["card"]].effect
    play["active"] = effect != "cancel_card"
    if effect == "remove_defending_die":
        if play["target"] in fight.defence:              # (a die another card took out meanwhile stays out)
            fight.defence.remove(play["target"])
            play["expelled"] = helper_leaves(g, fight, play["target"][1])
        else:
            play["target_gone"] = True
    elif effect == "remove_attacking_die":
        if play["target"] in fight.attack:
            fight.attack.remove(play["target"])
        else:
            play["target_gone"] = True
    elif effect == "cancel_card":
        undo_effect(g, fight, play["cancels"])


def undo_effect(g: Viva, fight: Fight, play: dict) -> None:
    """Undo a card's effect, as if it had never been played: the die it put out comes back, with
    the helper it drove out and the cards he had played; a cancelled strike's card works again."""
    effect = g.cards[play["card"]].effect
    play["active"] = False
    if play.pop("target_gone", False):
        return
    if effect == "remove_defending_die":
        fight.defence.append(play["target"])
        expelled = play.pop("expelled", None)
        if expelled:                                         # viva 4.b undone: he is back, with his cards
            helper, returned = expelled
            for back in returned:
                g.state.hands[helper].remove(back["card"])
                g.state.table.append(back["card"])
                fight.played.append(back)
                take_effect(g, fight, back)
            g.emit("helper_returns", "{player:seat} is back in the fight", helper)
    elif effect == "remove_attacking_die":
        fight.attack.append(play["target"])
    elif effect == "cancel_card" and play.get("cancels") is not None:
        take_effect(g, fight, play["cancels"])


def helper_leaves(g: Viva, fight: Fight, helper: int):
    """viva 4.b: a helper who has lost all his dice leaves the fight, and the defence cards he played
    go back to his hand as if never played (their effects undone; cards he played as an attacker
    stay spent).  Returns (helper, the plays returned) for a General Strike that undoes it, or None."""
    s = g.state
    if helper not in fight.helpers or any(die[1] == helper for die in fight.defence):
        return None
    returned = [play for play in fight.played
                if play["seat"] == helper and play["team"] == "defence" and play["active"]]
    for play in returned:
        undo_effect(g, fight, play)
        fight.played.remove(play)
        s.table.remove(play["card"])
        s.hands[helper].append(play["card"])
    g.emit("helper_leaves", "{player:seat} has no die left in the fight and leaves it", helper)
    return helper, returned


def answer_with_strike(g: Viva, fight: Fight, play: dict) -> Flow[None]:
    """General Strike: a player of the other side may cancel the card just played; both are
    discarded.  A General Strike may itself be answered the same way.  Only players who hold a
    General Strike are asked, among them a helper the card has just driven out of the fight."""
    s, cards = g.state, g.cards
    other = fight.defenders() if play["team"] == "attack" else fight.attackers()
    expelled = play.get("expelled")
    if expelled and expelled[0] not in other:
        other = other + [expelled[0]]
    for seat in other:
        if g.side_cards["strike"].isdisjoint(s.hands[seat]):
            continue
        strikes = [c for c in s.hands[seat] if cards[c].effect == "cancel_card"]
        action = yield Decision("general_strike", seat,
                                g.phrase("{player:seat}: cancel {card:card} with a General Strike?", player=seat,
                                         card=play["card"]),
                                (Word.PASS, play_card(strikes[0])))
        if action is Word.PASS:
            continue
        team = "defence" if play["team"] == "attack" else "attack"
        s.hands[seat].remove(action.card)
        s.table.append(action.card)
        strike = {"seat": seat, "card": action.card, "team": team, "target": None, "active": False,
                  "cancels": play}
        fight.played.append(strike)
        g.emit("card_played", "{player:seat} plays {card:card}", seat, action.card)
        take_effect(g, fight, strike)
        g.emit("cancelled", "{player:seat}'s General Strike cancels {card:card}", seat, play["card"])
        yield from answer_with_strike(g, fight, strike)
        return


def loot_order(g: Viva, per_attacker: dict[int, int]) -> list[int]:
    """Highest attack total first; a roll-off breaks ties (viva 4.e)."""
    if len(per_attacker) == 1:
        return list(per_attacker)
    order: list[int] = []
    for value in sorted(set(per_attacker.values()), reverse=True):
        order += roll_off(g, [seat for seat, v in per_attacker.items() if v == value])
    return order


def roll_off(g: Viva, seats: list[int]) -> list[int]:
    """Tied players each roll a die, highest first; those tied again roll again."""
    if len(seats) <= 1:
        return list(seats)
    rolls = {seat: g.d6() for seat in seats}
    g.emit("roll_off", "roll-off: {rolls:rolls}", tuple(rolls.items()))
    order: list[int] = []
    for value in sorted(set(rolls.values()), reverse=True):
        order += roll_off(g, [seat for seat in seats if rolls[seat] == value])
    return order


def loot(g: Viva, defender: int, order: list[int]) -> None:
    """Each attacker takes one card at random from the defender's hand; an empty hand gives nothing."""
    s = g.state
    for seat in order:
        hand = s.hands[defender]
        if not hand:
            g.emit("loot_nothing", "{player:seat} finds nothing left to loot", seat)
            continue
        cid = hand.pop(g.rng.randrange(len(hand)))
        s.hands[seat].append(cid)
        g.emit("loot", "{player:seat} loots a card from {defender:seat}", seat, defender)
        g.tell([seat, defender], "loot_private", "{player:seat} loots {card:card} from {defender:seat}", seat, cid,
               defender)


def destroy_dice(g: Viva, fight: Fight, rolls_attack, rolls_defence) -> Flow[None]:
    """Advanced: each die that rolled a 1 lets its holder destroy one enemy die of the fight; the
    destroyed die returns to the supply of its colour."""
    s = g.state
    one = g.rules.dice.destroy_on
    for side_rolls, enemy in ((rolls_attack, fight.defence), (rolls_defence, fight.attack)):
        for die, value in side_rolls:
            if value != one or not enemy:
                continue
            holder = die[1]
            action = yield Decision("destroy_die", holder,
                                    g.phrase("{player:seat}: your die rolled {face}: destroy an enemy die?",
                                             player=holder, face=one),
                                    (Word.PASS, *(Die(*key) for key in _die_keys(enemy))))
            if action is Word.PASS:
                continue
            colour, owner = action.colour, action.holder
            enemy.remove([colour, owner])
            if colour == owner:
                s.dice[colour] -= 1
            else:                       # a forced-attack die: its face is the defender's number
                s.promised_dice[owner].remove(s.number(fight.defender))
            s.supply[colour] += 1
            g.emit("die_destroyed", "{player:seat} destroys a die of {victim:seat}", holder, colour)
