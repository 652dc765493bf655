"""The Coup Game's lessons beyond the first move and battle (junta.py): the order of moves in the
Rebel phase (row 72), firing back (rows 64, 70), the Gunboat and the Airstrikes as the student's
own decision (K4), the cards of a coup - bribes, Coup Events and their units, the Paratroop drop, the
Helicopter (K3, K6, R) - the Police response (row 73), a retreat of one's own (R), and the Power
Centers counted when a coup runs its time (row 65, R).  The others' moves are scripted and the dice
loaded where a lesson needs a battle, so the student's choice is what changes the story."""
from __future__ import annotations

from ..agents import PolicyAgent
from ..classic.scenarios import arranged_game
from ..core.rng import load_dice
from ..i18n import N_, tr
from .junta import BATTLE_DICE, QUIET, ROW9, ben_moves, coup_started, drive
from .remarks import joined, say, story_line
from .widgets import Lesson

#: ben: 1st Brigade and Admiral; jenny: Minister and 2nd Brigade; andy: 3rd Brigade and Air Force
CABINET = {"general_1": 1, "admiral": 1, "minister": 2, "general_2": 2, "general_3": 3, "air_force": 3}


def unstable(hands=None, positions=None, seed: int = 1):
    return arranged_game(names=ROW9, start="8 coup", president=0, situation="unstable", hands=hands,
                         positions=positions, seed=seed)


def rebels(game, seat: int) -> bool:
    """Whether ``seat`` became a Rebel in this coup: the story's own "rebel" events (row 70),
    which stay when the coup is over."""
    return any(e.kind == "rebel" and e.data.get("player") == seat for e in game.events)


def turn_over(game, seat: int, kind: str = "coup_move"):
    """A lesson's end: ``seat`` has acted and is no longer asked for a decision of ``kind``."""
    start = len(game.actions)

    def over(g):
        d = g.pending()
        return d is None or len(g.actions) > start and not (d.kind == kind and d.player == seat)
    return over


def rebel_phase_order() -> Lesson:
    """Row 72: Ben, the First Rebel, has moved first; the student, Jenny, moves next - or stays put
    and stays loyal."""
    game = coup_started()
    ben_moves(game, "barracks_1", "railway_station")

    def explain(g):
        return tr("Row 72: in the Rebel phase the First Rebel moves first, then each other player clockwise from "
                  "him.  Row 64: whoever moves or fires now is a Rebel, so the President may not move then - so you "
                  "are one.") if rebels(g, 2) else \
            tr("Row 72: in the Rebel phase the First Rebel moves first, then each other player clockwise from him.  "
               "Row 64: whoever moves or fires now is a Rebel, so the President may not move then - you stayed put, "
               "so you are still a Loyalist.")
    return Lesson(game, 2, until=turn_over(game, 2), explain=explain, agents=PolicyAgent.team(game, QUIET))


#: the Rebel-phase battle in Police Precinct North: ben's six units against jenny's one Police unit;
#: ben rolls 6 1 2 3 4 5 (one hit), jenny - if she fires back - a 6
FIRE_BACK_DICE = [6, 1, 2, 3, 4, 5, 6, 2, 2, 3, 3, 4, 6]


def fire_back() -> Lesson:
    """Rows 64, 70: Ben, the First Rebel, marched into Police Precinct North and attacks Jenny's
    Police there.  The student, Jenny, decides: fire back (and become a Rebel) or hold fire."""
    game = unstable(positions=CABINET)
    game.apply({"start": "move"})
    ben_moves(game, "barracks_1", "precinct_north")
    policy = {**QUIET, "declare": lambda d: next((o for o in d.options if getattr(o, "target", None) == 2), "done")
              if d.player == 1 and not any(e.kind == "declare" for e in d.game.events) else "done"}
    drive(game, policy, until=lambda g: g.pending().kind == "fire_back")
    load_dice(game, FIRE_BACK_DICE)

    def explain(g):
        if rebels(g, 2):
            return tr("Row 70: you fired back in the Rebel phase, so you are a Rebel now - whatever you declare "
                    "at the end, the President knows you fought.")
        return tr("Rows 64, 70: a player fired upon in the Rebel phase may hold fire to stay loyal; your units took "
                "the volleys without answering, and you are still a Loyalist.")
    return Lesson(game, 2, until=lambda g: g.pending() is None or g.state.coup is None or g.state.coup.phase > 0,
                  explain=explain, agents=PolicyAgent.team(game, QUIET))


#: the Gunboat's three dice, then an Airstrike's two
BOMBARD_DICE = [6, 5, 2, 5, 3]


def gunboat_and_airstrikes() -> Lesson:
    """K4: in Coup phase 1 the student, Jenny, is Admiral and Air Force Commander: before the volleys
    she may shell a coastal area with the Gunboat and send Airstrikes on any land area but an
    embassy.  Ben's Brigade stands in the Railway Station."""
    cabinet = {"general_1": 1, "minister": 1, "admiral": 2, "air_force": 2, "general_2": 3, "general_3": 3}
    game = unstable(positions=cabinet, seed=2)
    game.apply({"start": "move"})
    ben_moves(game, "barracks_1", "railway_station")
    drive(game, QUIET, until=lambda g: g.state.coup.phase == 1 and g.pending().kind == "gunboat")
    load_dice(game, BOMBARD_DICE)

    def explain(g):
        fired = [e for e in g.events if e.kind == "bombard"]
        hits = sum(e.data["hits"] for e in fired)
        told = (tr("You held your fire.") if not fired else
                say("Your fire scored {hits} hit(s): you chose the unit each one destroyed.", hits=hits) if hits else
                tr("Your fire scored 0 hit(s)."))
        rule = tr("K4: incoming fire comes before the volleys: the Gunboat's three dice on one coastal area, each "
                  "Airstrike's two on any land area but an embassy; every 5 or 6 destroys a unit of the shooter's "
                  "choice there (in a volley, by contrast, the owner chooses his losses).")
        return joined(told, rule, tr("Shelling the Palace Guard - or anyone in the Rebel phase - makes the "
                                         "shooter a Rebel (row 70): you are one now.") if rebels(g, 2) else
                      tr("Shelling the Palace Guard - or anyone in the Rebel phase - makes the shooter a Rebel (row "
                         "70); you are still a Loyalist."))
    return Lesson(game, 2, until=lambda g: g.pending() is None or g.state.coup is None or g.state.coup.phase > 1
                  or g.pending().kind not in ("gunboat", "airstrike") and any(e.kind in ("bombard", "volley")
                                                                               for e in g.events)
                  or g.pending().kind == "coup_move",
                  explain=explain, agents=PolicyAgent.team(game, QUIET))


#: why the student became a Rebel (the "rebel" event's reason, row 70), as the coup cards' remark says it
REBEL_BECAUSE = {
    "played a Coup Event in the Rebel phase": N_(
        "You played a Coup Event in the Rebel phase, so you are a Rebel: row 70 makes a Rebel of whoever moves or "
        "fires in the Rebel phase, and the kit counts putting a Coup Event's units on the map as moving them."),
    "moved in the Rebel phase": N_(
        "You moved in the Rebel phase, so you are a Rebel: row 70 makes a Rebel of whoever moves or fires in the "
        "Rebel phase."),
    "attacked in the Rebel phase": N_(
        "You attacked in the Rebel phase, so you are a Rebel: row 70 makes a Rebel of whoever moves or fires in the "
        "Rebel phase."),
    "fired the Gunboat in the Rebel phase": N_(
        "You fired the Gunboat in the Rebel phase, so you are a Rebel: row 70 makes a Rebel of whoever moves or "
        "fires in the Rebel phase."),
    "called an Airstrike in the Rebel phase": N_(
        "You called an Airstrike in the Rebel phase, so you are a Rebel: row 70 makes a Rebel of whoever moves or "
        "fires in the Rebel phase."),
    "fired on the Palace Guard": N_(
        "You fired on the Palace Guard, so you are a Rebel: row 70 makes a Rebel of whoever moves or fires in the "
        "Rebel phase."),
    "fired back in the Rebel phase": N_(
        "You fired back in the Rebel phase, so you are a Rebel: row 70 makes a Rebel of whoever moves or fires in "
        "the Rebel phase."),
    "started the Coup": N_(
        "You started the Coup, so you are a Rebel: row 70 makes a Rebel of whoever moves or fires in the Rebel "
        "phase."),
}
#: the dice of the bribes (one per unit, 4-6 buys it)
BRIBE_DICE = [5, 2, 6, 4]


def coup_cards() -> Lesson:
    """K3, K6, R: the Rebel phase; Ben, the First Rebel, has moved.  The student, Andy, is General of
    the 3rd Brigade and Air Force Commander, with 4 million in his pocket and three cards: Palace
    Guard (a bribe: 1 million and a 4-6 for each unit), Slum Riots (three Rioters appear in the Slums)
    and the Helicopter.  He may also drop the Paratroops.  One of these is his move."""
    game = unstable(hands={3: ["bribe_palace_guard", "slum_riots", "helicopter"]})
    game.state.players[3].pocket = [game.state.aid.pop(game.state.aid.index(v)) for v in (2, 1, 1)]
    game.apply({"start": "move"})
    ben_moves(game, "barracks_1", "railway_station")
    drive(game, QUIET, until=lambda g: g.pending().player == 3 and g.pending().kind == "coup_move")
    load_dice(game, BRIBE_DICE)

    def explain(g):
        why = next((e.data["why"] for e in g.events if e.kind == "rebel" and e.data.get("player") == 3), None)
        if why is None:
            status = tr("You neither moved, fired nor put units on the map in the Rebel phase, so you are still a "
                        "Loyalist (row 70: only moving or firing then - or firing on the Palace Guard at any time - "
                        "makes a Rebel; a bribe does not).")
        elif why in REBEL_BECAUSE:
            status = tr(REBEL_BECAUSE[why])
        else:                                        # a reason the story has added since this table was written
            status = tr("Now you are a Rebel: row 70 makes a Rebel of whoever moves or fires in the Rebel phase.")
        return joined(status, tr("K3: before your one move of the phase you may play Coup Event and bribe cards, "
                                 "each a click of its own; then the move - along a street, a Paratroop drop (once a "
                                 "Coup) or a Helicopter flight.  K6: a Coup Event card puts its units on the map "
                                 "under your control (mobs never fire).  R: a bribe costs 1 million a unit and buys "
                                 "it on a 4-6, for the rest of the Coup; the kit pays the whole bribe at once with "
                                 "the bills that overpay least."))
    return Lesson(game, 3, until=turn_over(game, 3), explain=explain, agents=PolicyAgent.team(game, QUIET))


def police_response() -> Lesson:
    """Row 73: Ben started the Coup with Slum Riots - three Rioters in the Slums.  In Coup phase 1 the
    student, Jenny, Minister of Internal Security, may send any of her Police against them at once."""
    game = unstable(hands={1: ["slum_riots"]}, positions=CABINET, seed=3)
    game.apply({"start": "card", "card": "slum_riots"})
    drive(game, QUIET, until=lambda g: g.pending().kind == "police_response")

    def explain(g):
        sent = any(e.kind == "police_response" for e in g.events)
        return joined("" if sent else tr("You kept the Police where they were."), tr(
                "Row 73: when Rioters, Students, Strikers or Demonstrators were put on the map in the Rebel phase, "
                "the Minister may move any or all Police to their areas in Coup phase 1 - at any distance, a free "
                "move beside his ordinary one."))
    return Lesson(game, 2, until=lambda g: g.pending() is None or g.pending().kind != "police_response",
                  explain=explain, agents=PolicyAgent.team(game, QUIET))


def own_retreat() -> Lesson:
    """R: the battle of the Palace from the other side.  The student, Klaus, is President: Ben's six
    units storm the Palace (the dice are loaded as in the battle lesson); Klaus, having lost more,
    chooses where his last Guard retreats (all his units there are Palace Guards, so which of them
    fall is no choice)."""
    from .junta import at_the_palace
    game = at_the_palace()
    units = [u.id for u in game.state.coup.units if u.owner == 1 and u.area == "cathedral_square"]
    game.apply({"move": {"from": "cathedral_square", "to": "presidential_palace", "units": units}})
    policy = {**QUIET, "declare": lambda d: next((o for o in d.options if getattr(o, "target", None) == 0), "done")
              if d.player == 1 and not any(e.kind == "declare" for e in d.game.events) else "done"}
    load_dice(game, BATTLE_DICE)                # the volleys start inside the scripted answers below
    drive(game, policy, until=lambda g: g.pending().player == 0 and g.pending().kind != "coup_move")

    def explain(g):
        return tr("R: after the volleys, whoever lost more units in the area than the fewest must retreat all his "
                "units there into an adjacent area - an empty one, or an occupied one whose players agree - unless "
                "the winners forbid it; with nowhere to go, the units are lost.  Retreated units flee: they "
                "neither fire nor can be fired upon for the rest of the phase.")
    return Lesson(game, 0, until=lambda g: g.pending() is None or g.state.coup is None or g.state.coup.phase > 2,
                  explain=explain, agents=PolicyAgent.team(game, {**QUIET, "forbid_retreat": "allow"}))


def script_moves(plan: dict):
    """A coup_move policy from {(coup phase, seat): (from, to, how many)}; others pass."""
    def move(d):
        g = d.game
        step = plan.get((g.state.coup.phase, d.player))
        if step is None:
            return "pass"
        origin, to, count = step
        units = [u.id for u in g.state.coup.units if u.owner == d.player and u.area == origin][:count]
        return {"move": {"from": origin, "to": to, "units": units}}
    return move


def power_centers() -> Lesson:
    """Row 65, R: a Coup that runs its six phases ends with the sides declared and the Power Centers
    counted.  Ben, the Rebel, holds the Railway Station and the Radio Station; the student, Jenny, has
    marched her Brigade into Parliament.  Her declaration decides: three of five Power Centers win."""
    game = coup_started()
    plan = {(0, 1): ("barracks_1", "railway_station", 6), (1, 1): ("railway_station", "old_town", 3),
            (2, 1): ("old_town", "radio_station", 3), (1, 2): ("barracks_2", "villas", 6),
            (2, 2): ("villas", "parliament", 6)}
    policy = {**QUIET, "coup_move": script_moves(plan),
              "choose_side": lambda d: "rebels" if d.player == 1 else "president"}
    drive(game, policy, until=lambda g: g.pending().kind == "choose_side" and g.pending().player == 2)

    def explain(g):
        side = next(("rebels" if "Rebels" in e.template else "president" for e in g.events
                     if e.kind == "side" and e.data.get("player") == 2), None)
        result = next((story_line(g, e) for e in g.events if e.kind == "coup_result"), "")
        return say("Row 65: after Coup phase 6 the side holding a majority of the five Power Centers wins.  R: every "
                   "player declares for the President or the Rebels; an area counts for the Rebels only if it holds "
                   "units and all of them belong to players for the Rebels - so your Brigade in Parliament counted "
                   "for the Rebels, the side you chose: {result}.", result=result) if side == "rebels" else \
            say("Row 65: after Coup phase 6 the side holding a majority of the five Power Centers wins.  R: every "
                "player declares for the President or the Rebels; an area counts for the Rebels only if it holds "
                "units and all of them belong to players for the Rebels - so your Brigade in Parliament counted for "
                "the President, the side you chose: {result}.", result=result)
    return Lesson(game, 2, until=lambda g: any(e.kind == "coup_result" for e in g.events) or g.pending() is None,
                  explain=explain, agents=PolicyAgent.team(game, policy))
