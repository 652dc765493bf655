"""JUNTA's lessons: a prepared table for each part of the game, taken from the rulebook's own example
where it has one, on which the student makes that part's decisions; then what happened, and which
rule made it happen.  Each function returns a :class:`~.widgets.Lesson` (or a game to show)."""
from __future__ import annotations

from ..classic.scenarios import arranged_game
from ..i18n import N_, tr, words
from .remarks import joined, say, story_line
from .widgets import Lesson

ROW9 = ["klaus", "ben", "jenny", "andy"]            # the rulebook's own names (rows 9 and 51)
ROW51 = ["andy", "ben", "daniel", "jenny"]


def budget_outcome(game, passed: str, forced: str, holiday: str) -> str:
    """The sentence of the three that tells what became of the Budget in ``game``'s events: it
    passed (row 35), was defeated and forced at gunpoint (row 37), or defeated (rows 36, 38)."""
    kinds = {e.kind for e in game.events}
    return passed if "budget_passed" in kinds else forced if "budget_forced" in kinds else holiday


def phase_done(phase: str):
    """A lesson's end: the game has left ``phase`` (or is over)."""
    return lambda g: g.pending() is None or g.state.phase != phase


# -- rows 7-10, 20: the Voting Procedure and the first election ----------------------------------------
def row9_vote() -> Lesson:
    """Row 9: Klaus has played the Church (10) and the Conservatives (8): he may put all 18 votes on
    himself, or the Church's on himself and the Conservatives' on Ben.  The student is Klaus."""
    game = arranged_game(names=ROW9, start=None, influence={0: ["church", "conservatives"]})

    def explain(g):
        return tr("Row 8: \"the votes of one card must be assigned to the same target\" - so each card went whole "
                "to the one you chose.  Row 20: in the first election nobody has a Position yet, so only the "
                "family vote and the cards count.")
    return Lesson(game, 0, until=lambda g: any(e.kind == "votes_cast" and e.data["player"] == 0 for e in g.events),
                  explain=explain)


def first_election(seed: int = 4) -> Lesson:
    """Row 20: the first President is elected by the usual procedure with a few twists; the student
    votes (and may be nominated).  Every player has drawn his five cards (row 19.4); the student's
    hold an Influence card and two Vote cards to play in either round."""
    game = arranged_game(names=ROW9, start=None, seed=seed,
                         hands={0: ["landowners", "black_marketeers-1", "middle_class", "amateur_assassin-1",
                                    "secret_party_donation-1"]})

    def explain(g):
        return tr("Row 20: every nomination must carry at least one vote; a nominee may decline (his votes are "
                "lost); after the second round the most votes wins; a tie discards every card, deals new hands "
                "and starts again.")
    return Lesson(game, 0, until=lambda g: g.state.president is not None or g.pending() is None, explain=explain)


def recount() -> Lesson:
    """K10's Recount in a roll call: Klaus (President) has cast his votes for his Budget with Black
    Marketeers (3 votes); the student, ben, holds a Recount and votes next."""
    game = arranged_game(names=ROW9, start="4 budget", president=0, drawn=[1, 1, 1, 1, 2, 2, 3, 3],
                         hands={0: ["black_marketeers-1"], 1: ["recount"]})
    game.apply({"stacks": [{"to": 2, "bills": [3, 3], "announced": 6}]})      # jenny's vote is bought
    game.apply({"family": "for", "position:president": "for", "black_marketeers-1": "for"})

    def explain(g):
        told = (tr("You played the Recount: Klaus's Black Marketeers, a Vote card, were discarded and everybody "
                   "voted again.") if any(e.kind == "recount" for e in g.events) else
                tr("You did not play the Recount, so the vote was counted as cast: Klaus's Black Marketeers "
                   "counted for his Budget."))
        return joined(told, tr("K10, Recount: played during a vote, it discards every Vote card played in it and "
                               "the vote is held again.  Influence cards stay in front of their players (row 15: "
                               "only Vote cards are discarded after a vote)."))
    return Lesson(game, 1, until=lambda g: any(e.kind in ("budget_passed", "budget_defeated") for e in g.events),
                  explain=explain)


# -- Phases 1 to 4 ------------------------------------------------------------------------------
def phase1() -> Lesson:
    """Row 24 and 15: draw two cards, place Influence cards, keep six cards at most."""
    hand = ["church", "students", "black_marketeers-1", "amateur_assassin-1", "secret_party_donation-1"]
    game = arranged_game(names=ROW9, start="1 drawing", hands={1: hand}, influence={1: ["academics"]}, president=0)

    def explain(g):
        p = g.state.players[1]
        return say("Row 24: each player draws two cards; a hand holds six cards at most, the Influence cards in "
                   "front included - {student:name} ends with {hand} in hand and {front} in front.  Row 15: "
                   "Influence cards are played only in Phase 1 or in a vote, and stay face up in front of you.",
                   g, student=1, hand=len(p.hand), front=len(p.influence))
    return Lesson(game, 1, until=phase_done("1 drawing"), explain=explain)


def phase2() -> Lesson:
    """Rows 25-29: the President (the student) assigns the six Positions."""
    game = arranged_game(names=ROW9, start="2 cabinet", president=0)

    def explain(g):
        return tr("Row 27: the President holds no other Position; each family "
                "gets at least one, none more than two, and nobody two Generals; with four players every other "
                "family therefore holds a General and one other Position (row 28).")
    return Lesson(game, 0, until=phase_done("2 cabinet"), explain=explain)


def phase4() -> Lesson:
    """Rows 31-39: the President (the student) has drawn eight bills (row 30) and proposes a Budget;
    Parliament votes; a defeated Budget may be forced by the Minister."""
    game = arranged_game(names=ROW9, start="4 budget", president=0, drawn=[1, 1, 1, 1, 2, 2, 3, 3],
                         influence={1: ["landowners"], 2: ["students"], 3: ["peasants"]})

    def explain(g):
        told = budget_outcome(
            g, tr("Your Budget passed: every stack was handed out as proposed (row 35)."),
            tr("Your Budget was defeated, and the Minister forced it at gunpoint: the money was handed out all the "
               "same, the Police stand in Parliament and the Central Bank is closed for lunch (row 37)."),
            tr("Your Budget was defeated and the Minister did not force it: no stack was handed out, and the "
               "Central Bank is closed for a holiday this round (row 38)."))
        return joined(told, tr("Row 31: the stacks are face down and announced; you may announce less than a stack "
                               "holds, never more.  Row 35: Parliament votes for or against, the President first, a "
                               "tie is his (row 10); a receiver may find more in his stack than promised, never "
                               "less.  Row 36: a defeated Budget makes the Situation Unstable."))
    return Lesson(game, 0, until=phase_done("4 budget"), explain=explain)


# -- Phases 5 to 9 ------------------------------------------------------------------------------
def phase5() -> Lesson:
    """Rows 40-46: the student (Ben) chooses a Location in secret - or goes into Exile."""
    game = arranged_game(names=ROW9, start="5 locations", president=0, pockets={1: [3, 2]})

    def explain(g):
        p = g.state.players[1]
        where = (say("{student:name} went into Exile at {embassy:area}.", g, student=1, embassy=p.embassy)
                 if p.exiled else
                 say("{student:name} chose {location:location} (only he knows it until Phase 6's reveal).", g,
                     student=1, location=p.location))
        return joined(where, tr("Rows 40-43: the Central Bank lets you bank, Headquarters lets you start a Coup "
                                "even when all is Stable; Home, Mistress and Nightclub do nothing.  Row 44: Exile is "
                                "announced openly, keeps you safe from assassins, and keeps you out of votes and "
                                "coups."))
    return Lesson(game, 1, until=phase_done("5 locations"), explain=explain)


def row51_examples() -> list[tuple[str, list[str]]]:
    """Row 51's five assassination examples, each played on the engine: (the example, its story)."""
    cabinet = {"minister": 0, "general_1": 0, "general_2": 1, "admiral": 1, "general_3": 2, "air_force": 2}
    cases = [
        (N_("Andy and Daniel both target Ben at the same Location; Ben is there: he dies and his pocket money goes "
         "to Andy, who announced first."),
         {0: ["professional_assassin-1"], 2: ["professional_assassin-2"]}, {1: "nightclub"},
         [(0, ("professional_assassin-1", 1, "nightclub")), (2, ("professional_assassin-2", 1, "nightclub"))]),
        (N_("Andy targets Ben and Ben targets Andy; both guessed right: both die, their money leaves the game."),
         {0: ["professional_assassin-1"], 1: ["professional_assassin-2"]}, {0: "home", 1: "nightclub"},
         [(0, ("professional_assassin-1", 1, "nightclub")), (1, ("professional_assassin-2", 0, "home"))]),
        (N_("Andy kills Ben; then Ben (already dead) kills Daniel: Andy gets Ben's money, Daniel's leaves the game."),
         {0: ["professional_assassin-1"], 1: ["professional_assassin-2"]}, {1: "nightclub", 2: "mistress"},
         [(0, ("professional_assassin-1", 1, "nightclub")), (1, ("professional_assassin-2", 2, "mistress"))]),
        (N_("Andy kills Ben; then Daniel kills Andy: Daniel gets Andy's money, Ben's included."),
         {0: ["professional_assassin-1"], 2: ["professional_assassin-2"]}, {0: "home", 1: "nightclub"},
         [(0, ("professional_assassin-1", 1, "nightclub")), (2, ("professional_assassin-2", 0, "home"))]),
        (N_("Andy, the Minister, sends the Death Squad after Daniel at the Central Bank and an Assassin after Ben "
         "at his Mistress: Daniel is at Headquarters, Ben at the Central Bank: both live."),
         {0: ["professional_assassin-1"]}, {1: "central_bank", 2: "headquarters"},
         [(0, ("death_squad", 2, "central_bank")), (0, ("professional_assassin-1", 1, "mistress"))]),
    ]
    out = []
    for text, hands, where, plan in cases:
        locs = {0: "nightclub", 1: "home", 2: "home", 3: "home"}
        locs.update(where)
        g = arranged_game(names=ROW51, president=3, positions=cabinet, start="6 assassinations", hands=hands,
                          pockets={0: [1, 2], 1: [2, 2], 2: [3, 3]}, locations=locs)
        for seat, (assassin, victim, loc) in plan:
            while g.pending().player != seat:
                g.apply("done")
            g.apply({"assassin": assassin, "target": victim, "location": loc})
        while g.pending() is not None and g.pending().kind == "assassination":
            g.apply("done")
        out.append((text, [e.text for e in g.events if e.kind in ("announce", "reveal", "assassinated", "missed",
                                                                   "already_dead")]))
    return out


def row51_table():
    """Row 51's examples beside what the engine did with each, in full (a table the student reads, in
    the notebook's language)."""
    from IPython.display import HTML

    from ..widgets.palette import esc
    cells = "".join(f"<tr><td style='text-align:left;vertical-align:top;padding:4px 8px'>{esc(tr(text))}</td>"
                    f"<td style='text-align:left;vertical-align:top;padding:4px 8px'>{'<br>'.join(map(esc, story))}"
                    "</td></tr>" for text, story in row51_examples())
    return HTML("<table style='border-collapse:collapse;font-size:13px'><tr><th style='text-align:left'>"
                f"{esc(tr('The example (row 51)'))}</th><th style='text-align:left'>{esc(tr('What the engine did'))}"
                "</th></tr>" + cells + "</table>")


def phase6() -> Lesson:
    """Rows 47-52: the student is Andy, Minister of Internal Security, with the Death Squad's free
    assassination and an Assassin card; the others' Locations are secret until all are announced."""
    cabinet = {"minister": 0, "general_1": 0, "general_2": 1, "admiral": 1, "general_3": 2, "air_force": 2}
    game = arranged_game(names=ROW51, president=3, positions=cabinet, start="6 assassinations",
                         hands={0: ["professional_assassin-1"]}, pockets={0: [2, 1], 1: [2, 2], 2: [3, 3]},
                         locations={0: "home", 1: "nightclub", 2: "central_bank", 3: "home"})

    def explain(g):
        return tr("Row 47: the Minister announces first, then the others clockwise; nothing is revealed before every "
                "assassination is announced, then they are resolved in order.  Row 48: the Death Squad may target "
                "the Central Bank only every other round.")
    return Lesson(game, 0, until=phase_done("6 assassinations"), explain=explain)


def phase7() -> Lesson:
    """Rows 53-55: ben went to the Central Bank and is still alive: he deposits or withdraws."""
    game = arranged_game(names=ROW9, start="7 banking", president=0, pockets={1: [3, 2, 1]}, swiss={1: [2]},
                         locations={0: "home", 1: "central_bank", 2: "home", 3: "home"})

    def explain(g):
        p = g.state.players[1]
        return joined(say("Ben's Swiss Bank Account now holds {swiss} million, his pocket {pocket} million.",
                          swiss=sum(p.swiss), pocket=sum(p.pocket)),
                      tr("Row 53: only those at the Central Bank, alive, with the bank open, may bank, the President "
                         "first.  Row 54: money in Switzerland is safe - nobody can take it, not even by killing you "
                         "(row 49) - but it cannot pay bribes or be given away until withdrawn."))
    return Lesson(game, 1, until=phase_done("7 banking"), explain=explain)


def phase8() -> Lesson:
    """Rows 56-59: the Situation is Unstable (a Budget was defeated): ben may start a Coup."""
    game = arranged_game(names=ROW9, start="8 coup", president=0, situation="unstable",
                         hands={1: ["slum_riots"]})

    def explain(g):
        started = any(e.kind == "coup" for e in g.events)
        return joined("" if started else tr("Nobody started a Coup."),
                      tr("Row 56: with the Situation Unstable anyone but the President may start a Coup, and even "
                         "when it is Stable a player at Headquarters may (so may one with a Coup Event card, row 15); "
                         "row 58: the chance goes round from the President's left; row 59: a Coup starts by playing "
                         "a Coup Event card, by moving your units, or by an Airstrike or the Gunboat - and its "
                         "starter is the First Rebel."))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.coup is not None
                  or g.state.phase != "8 coup", explain=explain)


def phase9() -> Lesson:
    """Rows 60 and 45: the end of the round; ben, in Exile, decides whether to come back."""
    game = arranged_game(names=ROW9, start="9 end of round", president=0, pockets={1: [2, 1]}, swiss={1: [3]},
                         exiled=(1,), situation="unstable")

    def explain(g):
        return tr("Row 45: coming back costs "
                "a bill of your choice from your pocket (from Switzerland if the pocket is empty); staying abroad "
                "costs a bill from Switzerland.  Row 60: the Situation turns Stable again, dead players' families "
                "choose heirs, and a new round begins.")
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.round > 1, explain=explain)


# -- the Coup Game and its Aftermath ---------------------------------------------------------------
QUIET = {"coup_move": "pass", "declare": "done", "gunboat": "hold", "airstrike": "hold", "military_parade": "pass",
         "martial_law": "pass", "fire_back": "hold", "forbid_retreat": "allow", "allow_retreat": "agree",
         "police_response": {"send": {}}, "end_coup": "agree", "start_coup": "decline"}


def ballot(side):
    """A scripted bot's votes on whatever ballot comes: ``side`` (a {seat: choice} table, or a
    function of the decision) on a roll call that offers that choice ("for", "keep" ...); else - an
    election a table's events may call for (a death, row 49; a resignation, row 13) - himself if he
    is a candidate, or the first candidate."""
    def vote(d):
        choices = d.info["choices"]
        wanted = side(d) if callable(side) else side.get(d.player)
        pick = wanted if wanted in choices else d.player if d.player in choices else choices[0]
        return {src: pick for src in d.info["sources"] if src not in d.game.state.players[d.player].hand}
    return vote


def drive(game, policy: dict, until) -> None:
    """Play scripted answers ({decision kind: action or function of the decision}) until ``until(game)``:
    how a lesson's position is reached before the student takes over."""
    for _ in range(2000):
        d = game.pending()
        if d is None or until(game):
            return
        answer = policy[d.kind]
        game.apply(answer(d) if callable(answer) else answer)
    raise RuntimeError("the scripted position was not reached")  # pragma: no cover


def coup_started(seed: int = 1):
    """A coup ben starts by moving his 1st Brigade (rows 59, 61-64): the position the coup lessons use."""
    game = arranged_game(names=ROW9, start="8 coup", president=0, situation="unstable", seed=seed)
    game.apply({"start": "move"})
    return game


def ben_moves(game, origin: str, to: str) -> None:
    units = [u.id for u in game.state.coup.units if u.owner == 1 and u.area == origin]
    game.apply({"move": {"from": origin, "to": to, "units": units}})


def ben_to_move(phase: int):
    return lambda g: g.state.coup.phase == phase and g.pending().kind == "coup_move" and g.pending().player == 1


def coup_move() -> Lesson:
    """K3: ben, First Rebel, must move first in the Rebel phase: click a stack, then where it goes."""
    game = coup_started()

    def explain(g):
        return tr("Row 64: the First Rebel moves first, then the others clockwise; whoever moves or fires in this "
                "Rebel phase is a Rebel, so the President may not move then.  K3: one move a Coup phase - any "
                "number of your units from one area into one next to it (the city's blocks touch, diagonals too).")
    return Lesson(game, 1, until=lambda g: any(e.kind in ("move", "drop", "helicopter") and e.data.get("player") == 1
                                                 for e in g.events), explain=explain)


def at_the_palace():
    """Ben's Brigade marched from its Barracks to Cathedral Square, next to the Presidential Palace;
    Coup phase 2 begins and it is his move (scripted: the others stay put)."""
    game = coup_started(seed=3)
    ben_moves(game, "barracks_1", "railway_station")
    drive(game, QUIET, until=ben_to_move(1))
    ben_moves(game, "railway_station", "cathedral_square")
    drive(game, QUIET, until=ben_to_move(2))
    return game


#: the dice of the battle lesson, in the order the rules roll them (K4: each volley the lower seat
#: fires first): if ben marches all six units in and attacks, volley 1 costs him one unit and the
#: Guard two, volley 2 one each, volley 3 nothing - 2 losses against 3, so the Guard's last unit
#: must retreat (R), unless ben forbids it.  Fewer units, or no attack, and the story differs.
BATTLE_DICE = [6, 1, 2, 3, 6, 6, 2, 3, 4, 5,
               6, 2, 6, 1, 1, 2, 3,
               1, 1, 1, 2, 3]


def coup_battle() -> Lesson:
    """K4: the student (ben) may march into the Presidential Palace and attack the Palace Guard
    there; the others stay put and hold their fire, and the dice are loaded (BATTLE_DICE) so that the
    volleys, the losses and a retreat happen when he attacks with everything."""
    from ..agents import PolicyAgent
    from ..core.rng import load_dice
    game = at_the_palace()
    load_dice(game, BATTLE_DICE)

    def explain(g):
        if not any(e.kind == "volley" for e in g.events):
            return tr("No battle: nobody declared an attack.  K4: a battle is fought only where a player declares "
                    "one, after his move.")
        return tr("K4: each declared battle is fought in three volleys, after the Gunboat and the Airstrikes; "
                "every unit rolls, regular units hit on a 6, Marines and Paratroops on a 5 or 6, and the owner "
                "chooses his losses.  R: whoever lost more units in the area than the fewest must retreat - or "
                "loses his units there, if the winner forbids it or there is nowhere to go.")

    def over(g):                                # the battles of Coup phase 2 are behind us
        coup = g.state.coup
        return g.pending() is None or coup is None or coup.phase > 2
    return Lesson(game, 1, until=over, explain=explain, agents=PolicyAgent.team(game, QUIET))


def aftermath() -> Lesson:
    """Row 67 and K7: everyone agreed that the Rebels win; ben declares, is elected President by the
    Rebels, and may send those who declared for the old President to the Firing Squad."""
    game = coup_started(seed=5)
    ben_moves(game, "barracks_1", "railway_station")
    game.apply({"end_coup": "rebels"})
    drive(game, QUIET, until=lambda g: g.pending().kind == "choose_side")

    def explain(g):
        kinds = {e.kind for e in g.events}
        if "no_rebel_president" in kinds:
            told = tr("Nobody declared for the Rebels, so nobody could be elected from among them: Klaus stays "
                      "President and nobody faces the Firing Squad (K7, the kit's reading).")
        else:
            shot = [story_line(g, e) for e in g.events if e.kind == "executed"]
            told = (say("The Rebels elected their President from among themselves (K7); then: {executions} - an "
                        "execution is a death as by assassination (row 49).", executions=words().join_groups(shot))
                    if shot else tr("The Rebels elected their President from among themselves (K7); nobody was sent "
                                    "to the Firing Squad."))
        return joined(tr("Row 67: when all agree on the result the Coup ends at once; the rulebook goes on to Phase "
                         "9.  The kit (its K7, a kit rule) first has every player declare for the President or the "
                         "Rebels and plays the Aftermath, as after a Coup that ran its six phases."), told,
                      tr("K7: the new President may send any player who declared for the old President to the "
                         "Firing Squad; players in Exile are safe (row 44)."))
    return Lesson(game, 1, until=lambda g: g.pending() is None or g.state.phase == "9 end of round" or g.round > 1,
                  explain=explain)
