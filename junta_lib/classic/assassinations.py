"""Phase 6: Assassinations (rows 47-52), with the Assassin cards of K10 and Bribe the Assassin.

First the Minister of Internal Security announces, with his Death Squad's free assassination and
any Assassin cards; then each other player clockwise (row 47).  An announcement names an Assassin
(a card, or the Death Squad), a victim and a guessed Location.  No Location is revealed before all
are announced; then they are resolved in the order announced, even those of players killed in the
process (row 47).  The Death Squad may strike at the Central Bank only every other round (row 48).

A dead player discards all his Political cards and his pocket money goes to his killer, or out of
the game if the killer is dead already (row 49; the five examples of row 51).  If anyone died the
situation turns Unstable (row 49); a dead President is replaced at once (row 12); the President's
Cousin takes one vacant Position and the others are frozen (row 52).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.actions import Word
from ..core.decision import REPOSE, Decision
from .actions import DEATH_SQUAD, Announce, Burglars, Play
from .events import burglary
from .money import can_pay, pay
from .voting import elect_president, install_president

if TYPE_CHECKING:
    from .world import Flow, Junta


def assassination_phase(g: Junta) -> Flow[None]:
    s = g.state
    s.phase = "6 assassinations"
    minister = s.holder("minister")
    start = minister if minister is not None else s.president
    attempts: list[dict] = []
    burglaries: list[tuple[int, int]] = []
    free_used = False
    for seat in s.clockwise(start):
        if not s.active(seat):
            continue
        while True:
            options = announce_options(g, seat, seat == minister and not free_used, attempts)
            if len(options) == 1:
                break
            action = yield Decision("assassination", seat,
                                    g.phrase("{player:seat}: announce an assassination, or done", player=seat),
                                    options)
            if action is REPOSE:
                continue
            if action is Word.DONE:
                break
            if isinstance(action, Burglars):
                s.players[seat].hand.remove(action.burglars)
                s.discard.append(action.burglars)
                burglaries.append((seat, action.target))
                g.emit("burglars_sent", "{player:seat} sends Burglars after {victim:seat}", seat, action.target)
                continue
            free_used |= action.assassin == DEATH_SQUAD
            announce(g, seat, action, attempts)
    s.locations_revealed = True
    if attempts or burglaries:
        g.emit("reveal", "the Locations are revealed: {where:whereabouts}",
               tuple((t, p.location) for t, p in enumerate(s.players) if p.location and p.alive))
    for by, victim in burglaries:                    # Burglars strike before the assassins (kit order)
        burglary(g, by, victim)
    killed = []
    for attempt in attempts:
        victim = yield from resolve(g, attempt)
        if victim is not None:
            killed.append(victim)
    if not killed:
        return
    s.situation = "unstable"                                     # row 49
    if all(not p.alive for p in s.players):
        g.emit("all_dead", "every player has been assassinated: all lose")  # row 49
        s.over, s.all_lose = True, True
        return
    if not s.players[s.president].alive:                         # row 12
        new = yield from elect_president(g, first_voter=(s.president + 1) % s.n)
        if new is None:                                          # K8: nobody can be elected
            g.emit("vacant", "nobody outside Exile can be elected: the presidency stays vacant to the end "
                   "of the round, and no coup can be started")
            s.president = None
            for pos, seat in s.positions.items():               # no Cousin: every vacant Position is frozen
                if seat is not None and not s.players[seat].alive and pos not in s.frozen:
                    s.positions[pos] = None
                    s.frozen.append(pos)
            return
        install_president(g, new, "assassination")
    yield from cousin(g)


def targets(g: Junta, seat: int, card_key: str | None) -> list[int]:
    s = g.state
    out = [t for t in range(s.n) if t != seat and s.active(t)]
    if card_key == "foreign":                                    # K10 Foreign Assassin
        out = [t for t in out if t != s.president and t != s.holder("minister")]
    return out


def card_usable(g: Junta, seat: int, cid: str) -> bool:
    card, p = g.cards[cid], g.state.players[seat]
    if card.type != "assassin" or not card.implemented:
        return False
    if card.requirement == "monarchists" and not any(g.cards[c].key == "monarchists" for c in p.influence):
        return False
    if card.requirement == "minister" and g.state.holder("minister") != seat:
        return False
    return can_pay(g, seat, card.cost)


def announce_options(g: Junta, seat: int, free_available: bool, attempts) -> list:
    """Every announcement ``seat`` may make now, one per kind of Assassin (copies are alike)."""
    s, cards = g.state, g.cards
    locations = tuple(g.rules.locations.names)
    options: list = [Word.DONE]
    kinds = {}
    for cid in s.players[seat].hand:
        card = cards[cid]
        if card.type == "assassin" and card.key not in kinds and card_usable(g, seat, cid):
            kinds[card.key] = cid
    if free_available:
        kinds[DEATH_SQUAD] = DEATH_SQUAD
    for cid in s.players[seat].hand:                 # Burglars (K10): name a player
        if cards[cid].effect == "burglars" and cards[cid].implemented:
            options += [Burglars(cid, t) for t in targets(g, seat, None)]
            break
    for cid in kinds.values():
        effect = "free" if cid == DEATH_SQUAD else cards[cid].effect
        no_bank = effect in ("free", "overtime") and not s.death_squad_bank_ok    # row 48
        for t in targets(g, seat, effect):
            row = announcements(cid, t, locations)
            options += [a for a in row if a.location != "central_bank"] if no_bank else row
    return tuple(options)


_ANNOUNCEMENTS: dict[tuple, tuple] = {}


def announcements(cid: str, target: int, locations: tuple) -> tuple:
    """Announce(cid, target, loc) for each Location: actions are immutable, so made once."""
    key = (cid, target, locations)
    row = _ANNOUNCEMENTS.get(key)
    if row is None:
        row = _ANNOUNCEMENTS[key] = tuple(Announce(cid, target, loc) for loc in locations)
    return row


def announce(g: Junta, seat: int, action: Announce, attempts: list) -> None:
    s = g.state
    p = s.players[seat]
    assassin, victim, loc = action.assassin, action.target, action.location
    squad = assassin == DEATH_SQUAD or g.cards[assassin].effect == "overtime"
    if assassin != DEATH_SQUAD:
        card = g.cards[assassin]
        p.hand.remove(assassin)
        s.discard.append(assassin)
        if card.cost:
            pay(g, seat, card.cost)
    name = assassin
    if squad and loc == "central_bank":                          # row 48
        s.death_squad_bank_ok = False
        s.no_assassination_round = g.round
    attempts.append({"by": seat, "assassin": assassin, "target": victim, "location": loc})
    if assassin != DEATH_SQUAD and squad:                       # Death Squad Overtime: the squad goes again
        g.emit("announce", "{player:seat} plays {card:card} and sends the Death Squad after {victim:seat} at "
               "{location:location}", seat, name, victim, loc)
    else:
        g.emit("announce", "{player:seat} sends {assassin:assassin} after {victim:seat} at {location:location}", seat,
               name, victim, loc)


def resolve(g: Junta, attempt: dict) -> Flow[Any]:
    """Resolve one attempt; returns the seat killed, or None."""
    s = g.state
    by, victim, loc = attempt["by"], attempt["target"], attempt["location"]
    effect = "free" if attempt["assassin"] == DEATH_SQUAD else g.cards[attempt["assassin"]].effect
    a = g.rules.assassins
    if effect == "psychotic":                                    # K10 Psychotic Assassin
        roll = g.d6()
        if a.psychotic_goes_ahead_max < roll <= a.psychotic_nothing_max:
            g.emit("psychotic_idle", "the Psychotic Assassin rolls {roll} and does nothing", roll)
            return None
        if roll > a.psychotic_nothing_max:
            again = g.d6()
            if again >= a.psychotic_backfire_min and s.players[by].alive:
                g.emit("psychotic_backfire",
                       "the Psychotic Assassin rolls {roll} then {again} " "and turns on his employer", roll, again)
                kill(g, by, by)
                return by
            g.emit("psychotic_idle", "the Psychotic Assassin rolls {roll} then {again} and does nothing", roll, again)
            return None
    if not s.players[victim].alive:
        g.emit("already_dead", "{victim:seat} is already dead", victim)
        return None
    if s.players[victim].location != loc:
        g.emit("missed", "{victim:seat} is not at {location:location} and lives", victim, loc)
        return None
    if effect == "amateur":                                      # R Amateur Assassin
        roll = g.d6()
        if roll < a.amateur_success_min:
            g.emit("amateur_fails", "the Amateur Assassin finds {victim:seat} but rolls {roll} and fails", victim, roll)
            return None
    saved = yield from last_chance(g, victim)
    if saved:
        return None
    kill(g, victim, by)
    return victim


def last_chance(g: Junta, victim: int) -> Flow[Any]:
    """A victim about to die may pay Bribe the Assassin, or cancel with a Monarchist Assassin (K10).
    Otherwise he may play no card (R)."""
    s = g.state
    p = s.players[victim]
    while True:
        options = []
        for cid in p.hand:
            card = g.cards[cid]
            if card.effect == "bribe_the_assassin" and can_pay(g, victim, card.cost):
                options.append(Play(cid, None, None))
            elif card.effect == "monarchist" and any(g.cards[c].key == "monarchists" for c in p.influence):
                options.append(Play(cid, None, None))
        if not options:
            return False
        action = yield Decision("last_chance", victim, g.phrase("{player:seat}: the assassin found you. Play a card to "
                                                                   "survive?", player=victim),
                                (Word.DIE, *options))
        if action is not REPOSE:
            break
    if action is Word.DIE:
        return False
    cid = action.card
    p.hand.remove(cid)
    s.discard.append(cid)
    if g.cards[cid].cost:
        pay(g, victim, g.cards[cid].cost)
    g.emit("saved", "{player:seat} plays {card:card} and survives", victim, cid)
    return True


def kill(g: Junta, victim: int, killer: int, how: str = "assassinated") -> None:
    """row 49: discard every Political card; pocket money to the killer, or out of the game if the
    killer is dead already (or is the victim himself)."""
    s = g.state
    p = s.players[victim]
    s.discard.extend(p.hand + p.influence)
    p.hand, p.influence = [], []
    p.alive = False
    money = p.pocket
    p.pocket = []
    if killer != victim and s.players[killer].alive:
        s.players[killer].pocket.extend(money)
        heir = killer
    else:
        s.box.extend(money)
        heir = None
    if how == "executed":
        g.emit("executed", "{victim:seat} faces the Firing Squad on {killer:seat}'s orders; the victim's pocket money goes "
               "{heir:heir}", victim, killer, heir)
        return
    g.stats["assassinations"] += 1
    g.emit("assassinated", "{victim:seat} is assassinated at {location:location} by {killer:seat}; "
           "the victim's pocket money goes {heir:heir}", victim, p.location, killer, heir)


def cousin(g: Junta) -> Flow[None]:
    """row 52: the President's Cousin takes over one vacant Position; the rest are frozen."""
    s = g.state
    vacant = [pos for pos, seat in s.positions.items()
              if seat is not None and not s.players[seat].alive and pos not in s.frozen]
    for pos in vacant:
        s.positions[pos] = None
    if not vacant:
        return
    pick = vacant[0]
    while len(vacant) > 1:
        action = yield Decision("cousin", s.president,
                                g.phrase("{player:seat}: which vacant Position does your Cousin take?",
                                         player=s.president),
                                tuple(g.position_action[pos] for pos in vacant))
        if action is not REPOSE:
            pick = action.position
            break
    s.cousin = pick
    s.frozen += [pos for pos in vacant if pos != pick]
    g.emit("cousin", "the President's Cousin takes over {position:position}", pick)
