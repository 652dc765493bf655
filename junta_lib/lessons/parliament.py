"""JUNTA's lessons on the Presidency and the money around it: a President assassinated (row 12)
or resigning (row 13), trading money and cards (rows 16, 18), the President's Cousin (row 52), the
rulebook's own Budget examples (rows 32-34), and a table of three with a straw man (K9).  Each
returns a :class:`~.widgets.Lesson`: the student decides, then every event is shown with its rule."""
from __future__ import annotations

from ..classic.scenarios import arranged_game
from ..i18n import N_, tr
from .junta import ROW9, ROW51, ballot, budget_outcome, drive, phase_done
from .remarks import joined, say, story_line
from .widgets import Lesson

ROW51_CABINET = {"minister": 0, "general_1": 0, "general_2": 1, "admiral": 1, "general_3": 2, "air_force": 2}


def president_assassinated() -> Lesson:
    """Row 12: the student is Andy, Minister of Internal Security, with the Death Squad and a
    Professional Assassin; Jenny, the President, spends the round at Home.  If she dies, a new
    President is elected at once, the player to her left (Andy) voting first."""
    game = arranged_game(names=ROW51, president=3, positions=ROW51_CABINET, start="6 assassinations",
                         hands={0: ["professional_assassin-1"]}, pockets={0: [2, 1], 3: [3, 2]},
                         locations={0: "nightclub", 1: "mistress", 2: "headquarters", 3: "home"})

    def explain(g):
        if any(e.kind == "tied_election" for e in g.events):
            tally = next(story_line(g, e) for e in reversed(g.events) if e.kind == "tally")
            return say("Jenny is dead and the election to replace her is tied ({tally}).  Row 12: a tie discards "
                       "all Vote cards and the election is held again, as often as it takes; at a real table the "
                       "deadlock ends when someone gives way - for a promise, a Position, money.  The kit's bots "
                       "vote for themselves every time, so the table stops here rather than hold the same vote "
                       "again; a game would break a tie repeated {times} times by its first voter (a kit rule).  "
                       "The new President's former Positions will be frozen until the next Phase 2: Cabinet "
                       "Assignments (row 12).", tally=tally, times=g.rules.voting.max_tied_elections)
        if any(e.kind == "assassinated" and e.data["victim"] == 3 for e in g.events):
            new = next((story_line(g, e) for e in g.events if e.kind == "president"), None)
            return joined(say("Row 12: the President killed in Phase 6 is replaced at once, after the last "
                              "assassination, by the usual Voting Procedure; the player to the dead President's left "
                              "votes first, and a tie discards the Vote cards and is voted again - {elected}.",
                              elected=new) if new else
                          tr("Row 12: the President killed in Phase 6 is replaced at once, after the last "
                             "assassination, by the usual Voting Procedure; the player to the dead President's left "
                             "votes first, and a tie discards the Vote cards and is voted again."),
                          tr("The new President's former Positions are frozen until the next Phase 2: Cabinet "
                             "Assignments (row 12): nobody casts their votes and their units are ignored in a Coup."))
        return tr("Jenny lives, so she stays President.  Row 12: had she died, a new President would have been "
                "elected at once, the player to her left voting first.")
    return Lesson(game, 0, explain=explain,
                  until=lambda g: phase_done("6 assassinations")(g) or any(e.kind == "tied_election" for e in g.events))


def resignation() -> Lesson:
    """Row 13: the student is Klaus, the President, before he appoints the cabinet; he may resign
    instead (the orange button): a new President is elected at once, Klaus voting first."""
    game = arranged_game(names=ROW9, start="2 cabinet", president=0, pockets={0: [3, 2], 1: [1]},
                         influence={0: ["conservatives"], 2: ["landowners"]})

    def explain(g):
        if any(e.kind == "resignation" for e in g.events):
            elected = next((story_line(g, e) for e in g.events if e.kind in ("president", "re_elected")), None)
            told = (say("You resigned, and the Parliament voted at once: {elected}.", elected=elected) if elected
                    else tr("You resigned, and the Parliament voted at once."))
        else:
            told = tr("You kept the Presidency and appointed the cabinet.")
        return joined(told, tr("Row 13: a President may resign at any time except during a Coup (the orange "
                               "button).  The election is held at once; the old President votes first, with his "
                               "Presidential vote, and may be re-elected.  If he is not, he hands all his pocket "
                               "money to the new President and takes over the new President's former Positions."))
    return Lesson(game, 0, until=phase_done("2 cabinet"), explain=explain)


#: Jenny's price for voting against Klaus's Budget, in money handed to her (the lesson's own deal)
JENNY_PRICE = 2


def paid(game, giver: int, taker: int) -> tuple[int, tuple]:
    """The money and cards ``giver`` has handed ``taker`` (the private gift events, row 18)."""
    gifts = [e.data["what"] for e in game.events
             if e.kind == "gift_private" and e.data["giver"] == giver and e.data["taker"] == taker]
    return sum(m for m, _ in gifts), tuple(c for _, cards in gifts for c in cards)


def trading() -> Lesson:
    """Rows 16 and 18: Klaus's Budget gives all eight bills to Andy and Klaus has voted for it; the
    student, Ben, votes next.  Jenny votes for it too - unless she is handed at least 2 million
    (her price, said across the table).  Ben holds a 3 and a 1 million bill: nobody gives change,
    so the 1 is too little and the 3 overpays.  Ben is also Minister of Internal Security: if the
    Budget falls, he decides whether to force it at gunpoint (rows 37-39)."""
    from ..agents import PolicyAgent
    from ..agents.heuristic import heuristic_team
    game = arranged_game(names=ROW9, start="4 budget", president=0, drawn=[1, 1, 1, 1, 2, 2, 3, 3],
                         pockets={1: [3, 1]}, hands={1: ["phantom_voters-1", "peasant_vote"]},
                         influence={2: ["students"]})
    game.apply({"stacks": [{"to": 3, "bills": [3, 3, 2], "announced": 8}]})      # all for Andy
    game.apply({"family": "for", "position:president": "for"})

    jenny_votes = ballot(lambda d: "against" if paid(d.game, 1, 2)[0] >= JENNY_PRICE else "for")
    agents = heuristic_team(game)
    agents[2] = PolicyAgent({"vote": jenny_votes}, agents[2])

    def explain(g):
        money, cards = paid(g, 1, 2)
        others = [e for e in g.events if e.kind == "gift" and e.data["giver"] == 1 and e.data["taker"] != 2]
        if money >= JENNY_PRICE:
            gave = say("You handed Jenny {money} million, her price, so she voted against the Budget.", money=money)
        elif money and cards:
            gave = say("You handed Jenny {money} million and a card - under her price of {price} million in money "
                       "- so she voted for the Budget.", money=money, price=JENNY_PRICE)
        elif money:
            gave = say("You handed Jenny {money} million - under her price of {price} million in money - so she "
                       "voted for the Budget.", money=money, price=JENNY_PRICE)
        elif cards:
            gave = say("You handed Jenny a card and no money - under her price of {price} million in money - so she "
                       "voted for the Budget.", price=JENNY_PRICE)
        else:
            gave = tr("You gave Jenny nothing, so she voted for the Budget.")
        result = budget_outcome(
            g, tr("The Budget passed: Andy takes the eight bills (row 35)."),
            tr("The Budget was defeated, and you, the Minister, forced it at gunpoint: Andy takes the bills all "
               "the same and the Central Bank is closed for lunch (row 37)."),
            tr("The Budget was defeated and you did not force it: nobody gets a stack and the Central Bank is "
               "closed for a holiday this round (row 38)."))
        return joined(gave, tr("What you handed to anyone else bought nothing here.") if others else "", result,
                      tr("Only you and the receiver know what you gave; the others saw only that something changed "
                         "hands.  Row 16: cards not yet revealed may be traded, but not in Phase 6 or the Coup "
                         "Aftermath.  Row 18: pocket money may change hands at any time, face down, except while its "
                         "giver or receiver is the target of an Assassin or faces the Firing Squad; nobody may look "
                         "at another's money, and nobody makes change: to pay 2 with a 3 bill, someone must agree to "
                         "give you 1 back."))
    return Lesson(game, 1, until=phase_done("4 budget"), explain=explain, agents=agents)


def cousin() -> Lesson:
    """Row 52: Ben's Death Squad killed Andy, General of the 3rd Brigade and Air Force Commander; the
    student, Klaus, is President and calls on his Cousin to take one of the two vacant Positions."""
    cabinet = {"minister": 1, "general_1": 1, "general_2": 2, "admiral": 2, "general_3": 3, "air_force": 3}
    game = arranged_game(names=ROW9, president=0, positions=cabinet, start="6 assassinations",
                         locations={0: "headquarters", 1: "home", 2: "nightclub", 3: "home"})
    policy = {"assassination": lambda d: ({"assassin": "death_squad", "target": 3, "location": "home"}
                                          if d.player == 1 and not any(e.kind == "announce" for e in d.game.events)
                                          else "done")}
    drive(game, policy, until=lambda g: g.pending().kind == "cousin")

    def explain(g):
        return tr("Row 52: when anyone dies in Phase 6 the President calls on his Cousin - himself - to take over "
                "one vacant Position, with its vote and its forces, until the next cabinet.  Every other vacant "
                "Position is frozen: no vote, and its units are ignored in a Coup.")
    return Lesson(game, 0, until=lambda g: any(e.kind == "cousin" for e in g.events) or g.pending() is None,
                  explain=explain)


def budget_examples() -> Lesson:
    """Rows 32 and 34: the student, Klaus, drew eight bills of 3 million.  Row 34's Budget: 15 million
    to the Minister, 6 to the General of the First Army Brigade, 3 to the Air Force Commander - and 1
    to the Admiral only from his own pocket (he has a 1 million bill).  Row 32: announce a stack as
    less than it holds, if he likes."""
    names = ["klaus", "ben", "jenny", "andy", "daniel"]
    cabinet = {"minister": 1, "general_1": 2, "air_force": 3, "admiral": 4, "general_2": 3, "general_3": 4}
    game = arranged_game(players=5, names=names, start="4 budget", president=0, positions=cabinet,
                         drawn=[3] * 8, pockets={0: [1]})

    def explain(g):
        return tr("Row 33: the stacks come from the bills you drew, and from your pocket if you like - you cannot "
                "ask another player for change.  Rows 31-32: each stack is announced, and you may announce less "
                "than it holds (in row 32's example Ben, as President, told the table 2 million for Jenny's 4), never more.  Row 35: the vote "
                "follows; if it passes, each receiver gets his stack.")
    return Lesson(game, 0, until=lambda g: any(e.kind == "budget" for e in g.events), explain=explain)


def straw_men() -> Lesson:
    """K9: three players fill the table to four families with a straw man, played by the kit.  The
    student, Ana, is President: she appoints the cabinet (the straw man may hold Positions), draws
    eight bills and proposes a Budget; the straw man votes on it by the kit's policy - for a Budget
    that promises him money, against one that does not - so how Ana shares the money decides his
    votes."""
    game = arranged_game(players=3, names=["ana", "ben", "cid"], start="2 cabinet", president=0,
                         drawn=[1, 1, 1, 1, 2, 2, 3, 3])
    straw = next(t for t, p in enumerate(game.state.players) if p.straw)

    def explain(g):
        return joined(straw_vote(g, straw), budget_outcome(
            g, tr("The Budget passed."), tr("The Budget was forced at gunpoint."), tr("The Budget was defeated.")),
            tr("K9: with two or three players the table is filled up to four families with straw men, played by "
               "the kit.  They take Positions, vote and fight like anyone, but never become President and never "
               "win: the result ranks the real players only."))
    return Lesson(game, 0, explain=explain,
                  until=lambda g: g.pending() is None or g.state.phase not in ("2 cabinet", "3 foreign aid", "4 budget"))


#: how the straw man voted on the Budget, by his side
STRAW_VOTES = {"for": N_("The straw man, {straw:seat}, voted for your Budget."),
               "against": N_("The straw man, {straw:seat}, voted against your Budget."),
               "both": N_("The straw man, {straw:seat}, voted on both sides of your Budget.")}
#: what the Budget announced him: some money or none
STRAW_SHARES = {True: N_("Your Budget announced him {money} million."),
                False: N_("Your Budget announced him nothing.")}
#: K9's policy for a straw man's Budget vote
STRAW_POLICY = N_("The kit's policy votes for a Budget that promises a straw man some money and against one that "
                  "promises him none.")


def straw_vote(game, straw: int) -> str:
    """How the straw man voted on the Budget, and what the Budget announced for him (the kit's policy:
    for a Budget that promises him money, against one that promises him none), from the events: the
    last Budget proposed and the straw man's votes on it - not his votes in an election (a resignation)."""
    proposed = [i for i, e in enumerate(game.events) if e.kind == "budget"]
    if not proposed:
        return say("No Budget was proposed, so the straw man, {straw:seat}, had none to vote on.", game, straw=straw)
    plan = dict(game.events[proposed[-1]].data["plan"])
    cast = [e for e in game.events[proposed[-1]:] if e.kind == "votes_cast" and e.data["player"] == straw]
    sides = {choice for e in cast for choice, _ in e.data["votes"]}
    promised = plan.get(straw, 0)
    if not sides:
        return (say("The straw man, {straw:seat}, cast no vote on your Budget (your Budget announced him {money} "
                    "million).", game, straw=straw, money=promised) if promised else
                say("The straw man, {straw:seat}, cast no vote on your Budget (your Budget announced him nothing).",
                    game, straw=straw))
    side = "for" if sides == {"for"} else "against" if sides == {"against"} else "both"
    return joined(say(STRAW_VOTES[side], game, straw=straw), say(STRAW_SHARES[bool(promised)], money=promised),
                  tr(STRAW_POLICY))
