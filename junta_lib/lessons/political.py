"""JUNTA's lessons on rules that reach beyond one phase: the Police in Parliament after a forced
Budget (rows 37, 63), banking when the Central Bank was closed for lunch (rows 39, 60), a tied
first election (row 20) and a card played whose requirement is not met (row 16).  Each is a short
table on the real engine where the student's decision changes what the rule does; the remark is
built from the events of the play."""
from __future__ import annotations

import random

from ..agents import PolicyAgent
from ..classic.scenarios import arranged_game
from ..i18n import N_, tr, words
from .junta import QUIET, ROW9, ballot, drive, phase_done
from .remarks import joined, say, story_line
from .widgets import Lesson

#: klaus is President; ben: 1st Brigade and Admiral; jenny: 2nd Brigade and Air Force;
#: andy: Minister of Internal Security and 3rd Brigade
FORCED_CABINET = {"minister": 3, "general_1": 1, "general_2": 2, "admiral": 1, "general_3": 3, "air_force": 2}


def police_areas(game) -> list[str]:
    """Where the Police stood when the Coup started (the coup's record of its start, row 63), not
    where the Rebel phase's moves have taken them since."""
    coup = game.state.coup
    return sorted(area for force, area in coup.started.values() if force == "police") if coup else []


def opens_the_coup(seat: int):
    """A scripted Phase 8: ``seat`` starts a Coup by a move when the decision offers it (a death or
    a resignation earlier in the table may have taken his Brigade or made him President); everyone
    else, and he when he may not, declines."""
    def start(d):
        move = next((o for o in d.options if getattr(o, "start", None) == "move"), None)
        return move if d.player == seat and move is not None else "decline"
    return start


#: Ben starts a Coup by marching his 1st Brigade to the Railway Station
ben_opens_the_coup = opens_the_coup(1)


def marches(seat: int, barracks: str, to: str | None = None):
    """A scripted Rebel-phase move: the First Rebel ``seat`` marches his Brigade out of ``barracks``
    (to ``to``, or its first neighbour).  If he has no units there any more - a death or a
    resignation earlier in the table moved his Positions - he makes some other legal move, as one
    who started a Coup by moving must (row 59); everyone else passes."""
    def move(d):
        g = d.game
        if d.player != seat or g.state.coup.first_rebel != seat:
            return "pass"
        units = [u.id for u in g.state.coup.units if u.owner == seat and u.area == barracks]
        if units:
            return {"move": {"from": barracks, "to": to or g.city.by_land[barracks][0], "units": units}}
        return d.domain.sample(random.Random(seat))
    return move


#: Ben's 1st Brigade marches to the Railway Station
ben_marches = marches(1, "barracks_1", "railway_station")


def first_rebel_is(g, seat: int) -> bool:
    """Whether the student (``seat``) is the First Rebel of this round's Coup."""
    return g.state.coup.first_rebel == seat


def where_the_police_stood(g, seat: int) -> str:
    """Who started the Coup and where the Police stood then, from the coup's record of its start:
    all in Parliament, or one in each Precinct."""
    areas = police_areas(g)
    if g.state.coup is None:
        return tr("Nobody started a Coup this round, so the Police never took the field.")
    mine, first = first_rebel_is(g, seat), g.state.coup.first_rebel
    if not areas:
        return tr("When you started the Coup, no Police took the field: nobody could command them.") if mine else \
            say("When {first:name} started the Coup, no Police took the field: nobody could command them.", g,
                first=first)
    if set(areas) == {"parliament"}:
        return say("So when you started the Coup, all {n} Police units stood in Parliament.", n=len(areas)) if mine \
            else say("So when {first:name} started the Coup, all {n} Police units stood in Parliament.", g,
                     first=first, n=len(areas))
    return tr("So when you started the Coup, the Police stood in their Precincts, one in each.") if mine else \
        say("So when {first:name} started the Coup, the Police stood in their Precincts, one in each.", g, first=first)


def handovers(g, seat: int) -> str:
    """What a new President's election moved, from its events (row 13 after a resignation; the
    kit's reading after a removal or a Coup): the Positions the old President took over and the
    pocket money he handed over.  Empty when nothing changed hands."""
    said = []
    taken = [e for e in g.events if e.kind == "takes_over"]
    for old in dict.fromkeys(e.data["player"] for e in taken):
        new = next(e.data["former"] for e in taken if e.data["player"] == old)
        posts = words().join(g.position_name(e.data["position"]) for e in taken if e.data["player"] == old)
        key = ("you" if old == seat else "other", "you" if new == seat else "other")
        said.append(say(TOOK_OVER[key], g, old=old, new=new, posts=posts))
    for e in g.events:
        if e.kind == "pocket_handed_private" and seat in (e.data["giver"], e.data["taker"]):
            key = ("you" if e.data["giver"] == seat else "other", bool(e.data["amount"]))
            said.append(say(HANDED_POCKET[key], g, giver=e.data["giver"], taker=e.data["taker"],
                            amount=e.data["amount"]))
    return joined(*said)


#: the old President took over the new one's former Positions (row 13): (who took over, whose)
TOOK_OVER = {("you", "other"): N_("You took over {new:name}'s former Positions: {posts}."),
             ("other", "you"): N_("{old:name} took over your former Positions: {posts}."),
             ("other", "other"): N_("{old:name} took over {new:name}'s former Positions: {posts}."),
             ("you", "you"): N_("You took over your former Positions: {posts}.")}
#: the old President's pocket money handed to the new one (row 13): (who handed it, whether there was any)
HANDED_POCKET = {("you", True): N_("You handed all your pocket money to {taker:name}: {amount} million."),
                 ("other", True): N_("{giver:name} handed all his pocket money to you: {amount} million."),
                 ("you", False): N_("You had no pocket money to hand over to {taker:name}."),
                 ("other", False): N_("{giver:name} had no pocket money to hand over to you.")}


def police_in_parliament() -> Lesson:
    """Rows 37, 63: Klaus's Budget gives ten million to Ben; Klaus and Ben voted for it, Jenny and
    the student, Andy, against: it is defeated.
    Andy, Minister of Internal Security, decides
    whether to force it at gunpoint.  The round goes on (Andy chooses his Location; as Minister he
    may send the Death Squad - a death may call for an election, which the bots vote in too); in
    Phase 8 Ben, if he is alive and has not been beaten to it, starts a Coup by marching his Brigade
    to the Railway Station - and the Police start it where Andy's decision put them."""
    game = arranged_game(names=ROW9, start="4 budget", president=0, positions=FORCED_CABINET,
                         drawn=[1, 1, 1, 1, 2, 2, 3, 3])
    game.apply({"stacks": [{"to": 1, "bills": [3, 3, 2, 2], "announced": 10}]})

    vote = ballot({0: "for", 1: "for", 2: "against", 3: "against"})
    drive(game, {"vote": vote}, until=lambda g: g.pending().kind == "force_budget")

    agents = PolicyAgent.team(game, {**QUIET, "vote": vote, "start_coup": ben_opens_the_coup, "coup_move": ben_marches,
                                     "assassination": "done", "location": "home"})

    def started(g):                              # the Coup's first move, or the round's end without one
        return g.pending() is None or any(e.kind == "move" for e in g.events) or g.state.phase == "9 end of round" \
            or g.round > 1

    def explain(g):
        forced = any(e.kind == "budget_forced" for e in g.events)
        andy = g.state.players[3]
        told = (tr("You forced the Budget at gunpoint: the four Police units seized Parliament, and the Central Bank "
                   "closed for lunch.") if forced else
                tr("You did not force the Budget: it stayed defeated, and the Central Bank closed for a holiday."))
        if g.state.coup is not None and (not andy.alive or andy.exiled) and not police_areas(g):
            where = tr("You are in Exile, so your Police are ignored in this Coup (row 71: units of dead or exiled "
                       "players neither move nor count).") if andy.exiled else \
                tr("You are dead, so your Police are ignored in this Coup (row 71: units of dead or exiled players "
                   "neither move nor count).")
        elif g.state.coup is not None and (not andy.alive or andy.exiled):
            minister = g.state.holder("minister")
            where = joined(say("You are in Exile, but {minister:name} commands your Police now (row 52: the President "
                               "may take over one dead player's Position).", g, minister=minister) if andy.exiled else
                           say("You are dead, but {minister:name} commands your Police now (row 52: the President may "
                               "take over one dead player's Position).", g, minister=minister),
                           where_the_police_stood(g, 3))
        else:
            where = where_the_police_stood(g, 3)
        return joined(told, where, tr("Row 63: the Police start a Coup in their Precinct stations, or in Parliament "
                                      "if the Minister of Internal Security used them to force the Budget.  Row 37: "
                                      "the money of a forced Budget is handed out as if the Budget had passed; row "
                                      "38: a Budget left defeated closes the Bank for a holiday."))
    return Lesson(game, 3, until=started, explain=explain, agents=agents)


def lunch_banking() -> Lesson:
    """Rows 39, 60: this round's Budget was forced, so the Central Bank was closed for lunch.  The
    student, Klaus (President), went to the Central Bank with 6 million in his pocket and 2 in
    Switzerland: Phase 7 passed without banking; now, in Phase 9, the Bank is open again and he
    does his business first."""
    game = arranged_game(names=ROW9, start="7 banking", president=0, situation="unstable", bank="lunch",
                         pockets={0: [3, 2, 1], 1: [2]}, swiss={0: [2]},
                         locations={0: "central_bank", 1: "central_bank", 2: "home", 3: "nightclub"},
                         extra=lambda g: setattr(g.state, "budget_forced", True))
    drive(game, QUIET, until=lambda g: g.pending().kind == "banking" and g.pending().player == 0)

    def explain(g):
        p = g.state.players[0]
        return joined(handovers(g, 0),
                      say("Your Swiss Bank Account now holds {swiss} million, your pocket {pocket} million.",
                          swiss=sum(p.swiss), pocket=sum(p.pocket)),
                      tr("Row 39: while the Central Bank is closed for lunch nobody banks in Phase 7; those who chose "
                         "it as their Location do their business in Phase 9 instead.  Row 60: the Bank opens again, "
                         "and beginning with the President each of them deposits or withdraws.  (A Budget left "
                         "defeated closes it for a holiday instead: no banking at all that round.)"))
    return Lesson(game, 0, until=lambda g: g.pending() is None or g.round > 1 or any(
                  e.kind == "banking" and e.data.get("player") == 0 for e in g.events),
                  explain=explain, since=0, agents=PolicyAgent.team(game, QUIET))


#: the others' hands for the tied election: no Vote or Influence card among them (row 19.4: five each)
NO_VOTES = {1: ["professional_assassin-1", "slum_riots", "bribe_police", "helicopter", "burglars"],
            2: ["professional_assassin-2", "student_uprising", "bribe_brigade_1", "bribe_brigade_3", "amnesty"],
            3: ["professional_assassin-3", "general_strike", "bribe_brigade_2", "military_parade", "coalition_collapse"]}


def first_tie() -> Lesson:
    """Row 20: the first election.  Ben, Jenny and Andy hold no Vote or Influence card this time and
    each votes for himself: one vote each.  The student, Klaus, holds the Church (10 votes) and a
    Vote card: where he puts his votes decides between a President and a tied election."""
    game = arranged_game(names=ROW9, start=None, hands={0: ["church", "black_marketeers-1", "amateur_assassin-1",
                                                           "secret_party_donation-1", "peasant_vote"], **NO_VOTES})

    def explain(g):
        tie = any(e.kind == "first_tie" for e in g.events)
        elected = next((e.data["player"] for e in g.events if e.kind == "president"), None)
        if tie:
            bill = next((e.data["amount"] for e in g.events if e.kind == "owner_bill_private"), None)
            told = joined(tr("The election was tied, so there is no first President yet: every Political card was "
                             "discarded, the Church too, and each player drew five new ones."),
                          say("As the game's owner you also drew the top bill of the Foreign Aid deck: {bill} million.",
                              bill=bill) if bill is not None else "",
                          tr("There is no President yet to break a tie, so the election simply begins again."))
        elif elected is not None:
            told = say("{elected:name} is the first President and takes the Banana.", g, elected=elected)
        else:
            told = tr("Nobody has been elected yet.")
        return joined(told, tr("Row 20: the most votes after both rounds make the first President; in a tie every "
                               "Political card is discarded - Influence cards already played included - each player "
                               "draws five new cards, the game's owner draws the top bill of the Foreign Aid deck, "
                               "and the election begins again."))
    return Lesson(game, 0, until=lambda g: g.state.president is not None or any(e.kind == "first_tie" for e in g.events)
                  or g.pending() is None, explain=explain)


def unmet_requirement() -> Lesson:
    """Row 16: the student, Ben, chooses his Location.  Beside it he may put down Spy in Switzerland
    (he has the Academics in front of him: its requirement is met) or Bank Holiday (it needs the
    Bankers, which he does not have)."""
    game = arranged_game(names=ROW9, start="5 locations", president=0, influence={1: ["academics"]},
                         hands={1: ["spy_in_switzerland", "bank_holiday"]}, swiss={2: [3, 2]})

    def explain(g):
        wasted = [e for e in g.events if e.kind == "wasted" and e.data.get("player") == 1]
        spied = any(e.kind == "spy_private" and e.to == (1,) for e in g.events)
        return joined(tr("You put down Bank Holiday without the Bankers in front of you: it was discarded at once, "
                         "without effect, and the Bank stays open.") if wasted else "",
                      tr("Your Spy in Switzerland worked: you have the Academics, its requirement.") if spied else "",
                      tr("You played no card.") if not (wasted or spied) else "",
                      tr("Row 16: once a card is put down it is played; if its requirements are not met at that "
                         "moment it is discarded without effect.  You may play cards only on your own turn unless the "
                         "card says otherwise.  The rulebook does not print the cards' texts; the kit's texts (K10) "
                         "let these two be played at any time."))
    return Lesson(game, 1, until=phase_done("5 locations"), explain=explain)


#: who questioned Klaus's competence (row 5, K10)
QUESTIONED = {"you": N_("You questioned Klaus's competence."),
              "other": N_("{asker:name} questioned Klaus's competence.")}
#: how the roll call went: tied and broken by Klaus (row 10) one way or the other, or not tied
ROLL_CALL = {"remove": N_("The roll call was tied ({tally}), and Klaus, as President, decided to remove himself "
                          "(row 10), so he was removed."),
             "keep": N_("The roll call was tied ({tally}), and Klaus, as President, decided to stay (row 10)."),
             "removed": N_("The roll call removed him ({tally})."),
             "kept": N_("The roll call kept him in office ({tally}).")}
#: who is President once Klaus has been removed, when the table has elected one
SUCCESSOR = {"you": N_("You are now President and take the Banana."),
             "other": N_("{new:name} is now President and takes the Banana.")}


def competence_vote() -> Lesson:
    """Row 5, K10: at the start of Phase 2, before Klaus (President) appoints the cabinet, the student,
    Ben, may play Presidential Competence: a roll call on removing him.  Klaus's and Andy's bots vote
    to keep him, Jenny's to remove him: Ben's card and his votes decide (a tie, row 10, Klaus)."""
    game = arranged_game(names=ROW9, start="2 cabinet", president=0, hands={1: ["presidential_competence"]},
                         influence={1: ["conservatives"], 2: ["landowners"], 3: ["students"]})

    agents = PolicyAgent.team(game, {"vote": ballot({0: "keep", 2: "remove", 3: "keep"})})

    def explain(g):
        tally = next((story_line(g, e) for e in g.events
                      if e.kind == "tally" and e.data["title"] == "removing the President"), None)
        at = next((i for i, e in enumerate(g.events) if e.kind == "competence"), None)
        decided = next((e for e in g.events[at:] if e.kind == "tie_broken"), None) if at is not None else None
        new = next((e.data["player"] for e in g.events if e.kind == "president"), None)
        asker = g.events[at].data["player"] if at is not None else None
        verdict = decided.data["choice"] if decided is not None and decided.data["choice"] in ("keep", "remove") \
            else "none"
        if asker is None:
            told = (tr("Nobody questioned Klaus's competence, and he appointed the cabinet; the card is still in your "
                       "hand.") if "presidential_competence" in g.state.players[1].hand else
                    tr("Nobody questioned Klaus's competence, and he appointed the cabinet; the card you handed over "
                       "was not played."))
        else:
            removed = g.state.president != 0 or new is not None
            how = verdict if verdict != "none" else "removed" if removed else "kept"
            told = joined(say(QUESTIONED["you" if asker == 1 else "other"], g, asker=asker),
                          say(ROLL_CALL[how], g, tally=tally),
                          say(SUCCESSOR["you" if new == 1 else "other"], g, new=new)
                          if new is not None and how != "keep" else "")
        return joined(told, handovers(g, 1),
                      tr("Row 5: the President is removed from office only by death, resignation, a Coup, or a vote "
                         "on his competence - the Presidential Competence card.  K10 (kit rule): it is played in "
                         "Phase 2 before the Positions are assigned; a roll call decides, and if it goes against him, "
                         "a new President is elected at once.  Row 10: a tied roll call is decided by the President "
                         "- here Klaus himself."))
    return Lesson(game, 1, explain=explain, agents=agents,
                  until=lambda g: g.pending() is None or any(e.kind in ("competence_kept", "president", "cabinet")
                                                             for e in g.events))


#: ben: 1st Brigade and Admiral; jenny: Minister and 2nd Brigade; andy: 3rd Brigade and Air Force
HQ_CABINET = {"general_1": 1, "admiral": 1, "minister": 2, "general_2": 2, "general_3": 3, "air_force": 3}


def headquarters_coup() -> Lesson:
    """Rows 56, 59 (and 15): Phase 8 of a Stable round.  The student, Ben (1st Brigade and Admiral), and
    Andy (3rd Brigade and Air Force Commander) chose Headquarters; Klaus and Jenny stayed Home.  While
    all is Stable a player at Headquarters (or one with a Coup Event card, row 15; nobody has one
    here) may start a Coup, the first in clockwise order takes
    the First Rebel card, and only one Coup is started a round: Ben is asked first - by marching,
    or with the Gunboat - and if he lets it pass, Andy starts one."""
    game = arranged_game(names=ROW9, start="8 coup", president=0, positions=HQ_CABINET, situation="stable",
                         locations={0: "home", 1: "headquarters", 2: "home", 3: "headquarters"})

    agents = PolicyAgent.team(game, {**QUIET, "start_coup": opens_the_coup(3), "coup_move": marches(3, "barracks_3")})

    def over(g):                                 # the First Rebel has made his opening act
        d = g.pending()
        return d is None or g.state.phase != "8 coup" or g.state.coup is not None and d.player != g.state.coup.first_rebel

    def explain(g):
        first = next((e.data["player"] for e in g.events if e.kind == "coup"), None)
        if first == 1:
            told = tr("You started the Coup, so you hold the First Rebel card; Andy, at Headquarters too, was not "
                      "asked.")
            if g.state.coup is not None and g.state.coup.committed == "gunboat":
                told = joined(told, tr("You started it by announcing that the Gunboat will shell the city (row 59).  "
                                       "The kit's reading (K4): a shot announced to start a Coup must then really be "
                                       "fired, in the Coup's first round of fighting, before any unit on the map "
                                       "shoots."))
        elif first is not None:
            told = say("You let the moment pass, so {first:name}, next in clockwise order at Headquarters, started "
                       "the Coup and took the First Rebel card.", g, first=first)
        else:
            told = tr("Nobody started a Coup.")
        return joined(told, tr("Row 56: while the Situation is Stable a living player at Headquarters may start a "
                               "Coup, and row 15 lets a Coup Event card start one too; Klaus is President, and Jenny, "
                               "at Home with no Coup Event card, was never asked.  Row 59: a Coup starts with a Coup "
                               "Event card, a move, or an Airstrike or the Gunboat (for the Air Force Commander or "
                               "the Admiral); the first player in clockwise order to start one is the First Rebel, "
                               "and only one player a round may start a Coup."))
    return Lesson(game, 1, until=over, explain=explain, agents=agents)


#: the student in Exile, whose units the round's Coup ignores (rows 44, 71): no Coup, his own, another's
IN_EXILE = {"none": N_("You went into Exile: the Death Squad could not touch you, and in the Coup your Brigade and "
                       "your Marines are ignored - nobody moves them, fires on them or counts them."),
            "yours": N_("You went into Exile: the Death Squad could not touch you, and in your Coup your Brigade and "
                        "your Marines are ignored - nobody moves them, fires on them or counts them."),
            "theirs": N_("You went into Exile: the Death Squad could not touch you, and in {first:name}'s Coup your "
                         "Brigade and your Marines are ignored - nobody moves them, fires on them or counts them.")}
#: the student dead, the President's Cousin holding one of his Positions (row 52)
COUSIN_KEPT = {"none": N_("Klaus, as President, took over your Position {positions} (row 52: the rulebook calls this "
                          "the President's Cousin), so in the Coup its units fight under him; your other units are "
                          "ignored."),
               "yours": N_("Klaus, as President, took over your Position {positions} (row 52: the rulebook calls this "
                           "the President's Cousin), so in your Coup its units fight under him; your other units are "
                           "ignored."),
               "theirs": N_("Klaus, as President, took over your Position {positions} (row 52: the rulebook calls "
                            "this the President's Cousin), so in {first:name}'s Coup its units fight under him; your "
                            "other units are ignored.")}
#: the student dead, none of his Positions taken over (row 71)
DEAD_IGNORED = {"none": N_("In the Coup your units are ignored."), "yours": N_("In your Coup your units are ignored."),
                "theirs": N_("In {first:name}'s Coup your units are ignored.")}


def exile() -> Lesson:
    """Rows 44, 71: Phase 5 of an Unstable round (the Budget was defeated and not forced, so the
    Central Bank is closed for a holiday, row 38).  The student, Ben (1st
    Brigade and Admiral), chooses a Location or Exile.  Jenny, Minister of Internal Security, sends
    the Death Squad to Ben's Home; in Phase 8 Andy starts a Coup by marching his Brigade - unless Ben,
    first in clockwise order and on the island, is asked before him (the table stops there)."""
    game = arranged_game(names=ROW9, start="5 locations", president=0, positions=HQ_CABINET, situation="unstable",
                         bank="holiday", pockets={1: [2, 1]})

    def squad(d):                                # Ben's Home, unless he is out of reach in Exile
        return next((o for o in d.options if getattr(o, "target", None) == 1 and getattr(o, "location", "") == "home"
                     and d.player == 2), "done")

    agents = PolicyAgent.team(game, {**QUIET, "location": "headquarters", "assassination": squad,
                                     "start_coup": opens_the_coup(3), "coup_move": marches(3, "barracks_3")})

    def over(g):
        d = g.pending()
        return d is None or g.state.phase not in ("5 locations", "6 assassinations", "7 banking", "8 coup") or \
            g.state.coup is not None and d.player != 3 or g.state.phase == "8 coup" and d.player == 1

    def explain(g):
        ben = g.state.players[1]
        coup = "none" if g.state.coup is None else "yours" if first_rebel_is(g, 1) else "theirs"
        first = None if g.state.coup is None else g.state.coup.first_rebel
        if ben.exiled:
            told = say(IN_EXILE[coup], g, first=first)
        elif not ben.alive:
            kept = [e.data["position"] for e in g.events if e.kind == "cousin"]
            theirs = words().join(g.position_name(p) for p in kept)
            told = joined(tr("You stayed Home, and Jenny's Death Squad found you there: you are dead until the round "
                             "ends."), say(COUSIN_KEPT[coup] if kept else DEAD_IGNORED[coup], g, first=first,
                                           positions=theirs))
        elif ben.location == "mistress":
            told = tr("You chose your Mistress, and Jenny's Death Squad looked for you at Home in vain.  You are "
                      "alive and on the island, so Phase 8 asks you first whether to start a Coup, and in any Coup "
                      "your units are yours to command.")
        else:
            told = say("You chose {where:location}, and Jenny's Death Squad looked for you at Home in vain.  You are "
                       "alive and on the island, so Phase 8 asks you first whether to start a Coup, and in any Coup "
                       "your units are yours to command.", g, where=ben.location)
        return joined(told, tr("Row 44: a player in Exile is safe from assassins but may not hire any, cannot be "
                               "executed, and neither votes nor commands his units in a Coup; he keeps his Positions "
                               "until the next Phase 2, Cabinet Assignments.  The President cannot go into Exile "
                               "unless he resigns first.  Row 71: units of dead or exiled players are ignored in a "
                               "Coup unless the President's Cousin holds their Position.  Row 46: an Exile may still "
                               "win, with the most money in his Swiss Bank Account."))
    return Lesson(game, 1, until=over, explain=explain, agents=agents)


def martial_law() -> Lesson:
    """K10, Martial Law (row 63's other road to Parliament): Phase 8 of an Unstable round; the
    student, Klaus, is President and holds Martial Law.  Declare it or not - then Ben (unless he has
    become President) starts a Coup by marching his Brigade, and the Police start it where Klaus's
    decision put them."""
    game = arranged_game(names=ROW9, start="8 coup", president=0, positions=FORCED_CABINET, situation="unstable",
                         hands={0: ["martial_law"]})
    agents = PolicyAgent.team(game, {**QUIET, "start_coup": ben_opens_the_coup, "coup_move": ben_marches})

    def explain(g):
        declared = any(e.kind == "martial_law" for e in g.events)
        wasted = any(e.kind == "wasted" and e.data.get("card") == "martial_law" for e in g.events)
        told = (tr("You declared Martial Law.") if declared else
                tr("You put Martial Law down when you were no longer President: its requirement was not met, so it "
                   "was discarded without effect (row 16).") if wasted else tr("You kept Martial Law in your hand.")
                if "martial_law" in g.state.players[0].hand else
                tr("You gave Martial Law away, and nobody declared it."))
        if not declared and not wasted and g.state.president != 0 and "martial_law" in g.state.players[0].hand:
            told = joined(told, tr("You are no longer President: had you put it down now, its requirement would not "
                                   "have been met and it would have been discarded without effect (row 16)."))
        minister = g.state.holder("minister")
        police = (tr("Nobody commands the Police now.") if minister is None else
                  tr("The Police stay the Minister's to command - yours now.") if minister == 0 else
                  say("The Police stay the Minister's to command - here {minister:name}'s.", g, minister=minister))
        return joined(told, handovers(g, 0), where_the_police_stood(g, 0),
                      tr("K10 (kit rule), Martial Law: the President alone may play it, in Phase 8; the Police then "
                         "start any Coup of the round in Parliament, as after a forced Budget (row 63)."), police)
    return Lesson(game, 0, explain=explain, agents=agents,
                  until=lambda g: g.pending() is None or g.state.phase != "8 coup" or any(e.kind == "move" for e in g.events))
