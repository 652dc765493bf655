"""Every lesson table played for every choice its form offers (a seeded sample where there are
many): "What happened, and why" lists exactly the events the student may see, and the lesson's
remark says only what the events of that play show.  Then the errors a teacher found, each pinned
to the rulebook row it breaks."""
from __future__ import annotations

import copy
import re
from collections import Counter

import pytest

from junta_lib.lessons import coup, junta, parliament, political
from junta_lib.lessons.why import event_rules, happened
from lesson_play import LANGS, first_choices, play_with, remark_faults, shown_events
from test_lessons import LESSONS


def name(make) -> str:
    return f"{make.__module__.rsplit('.', 1)[-1]}.{make.__name__}"


CHOICES = {make: first_choices(make) for make in LESSONS}
PLAYS = [(make, i) for make in LESSONS for i in range(len(CHOICES[make]))]


def play(make, i):
    return play_with(make, copy.deepcopy(CHOICES[make][i]), seed=i)


def rebel(g, seat):
    return any(e.kind == "rebel" and e.data.get("player") == seat for e in g.events)


def happened_kind(kind, **data):
    return lambda g, seat: any(e.kind == kind and all(e.data.get(k) == v for k, v in data.items()) for e in g.events)


#: what a remark may say, and what the events must then show (and, where the remark's words are
#: the only way it tells the outcome, the other way round): (lessons, the words, the events)
CLAIMS = [
    ({"coup.rebel_phase_order", "coup.fire_back", "coup.coup_cards", "coup.gunboat_and_airstrikes"},
     r"so you are one|you are a Rebel|you are one now|so you are a Rebel", rebel),
    ({"coup.rebel_phase_order", "coup.fire_back", "coup.coup_cards", "coup.gunboat_and_airstrikes"},
     r"still a Loyalist", lambda g, seat: not rebel(g, seat)),
    ({"coup.gunboat_and_airstrikes"}, r"You held your fire", lambda g, seat: not happened_kind("bombard")(g, seat)),
    ({"coup.police_response"}, r"You kept the Police where they were",
     lambda g, seat: not happened_kind("police_response")(g, seat)),
    ({"junta.coup_battle"}, r"No battle", lambda g, seat: not happened_kind("volley")(g, seat)),
    ({"junta.recount"}, r"You did not play the Recount", lambda g, seat: not happened_kind("recount")(g, seat)),
    ({"junta.phase8"}, r"Nobody started a Coup", lambda g, seat: not happened_kind("coup")(g, seat)),
    ({"parliament.president_assassinated"}, r"Jenny lives",
     lambda g, seat: not happened_kind("assassinated", victim=3)(g, seat)),
    ({"parliament.trading"}, r"You gave Jenny nothing", lambda g, seat: not happened_kind("gift", giver=1, taker=2)(g, seat)),
    ({"parliament.trading"}, r"so she voted against", lambda g, seat: any(
        e.kind == "votes_cast" and e.data["player"] == 2 and {c for c, _ in e.data["votes"]} == {"against"}
        for e in g.events)),
    ({"parliament.trading", "parliament.straw_men"}, r"The Budget passed", happened_kind("budget_passed")),
    ({"parliament.trading", "parliament.straw_men"}, r"forced it at gunpoint|was forced at gunpoint",
     happened_kind("budget_forced")),
    ({"parliament.straw_men"}, r"voted for your Budget", lambda g, seat: any(
        e.kind == "votes_cast" and g.state.players[e.data["player"]].straw
        and {c for c, _ in e.data["votes"]} == {"for"} for e in g.events)),
    ({"parliament.resignation"}, r"You kept the Presidency", lambda g, seat: not happened_kind("resignation")(g, seat)),
    ({"junta.phase4"}, r"Your Budget passed", happened_kind("budget_passed")),
    ({"junta.phase4"}, r"forced it at gunpoint", happened_kind("budget_forced")),
    ({"junta.phase4"}, r"did not force it", lambda g, seat: happened_kind("budget_defeated")(g, seat)
     and not happened_kind("budget_forced")(g, seat)),
    ({"junta.phase5"}, r"went into Exile", happened_kind("exile")),
    ({"junta.aftermath"}, r"Nobody declared for the Rebels", happened_kind("no_rebel_president")),
    ({"parliament.president_assassinated"}, r"the election to replace her is tied", happened_kind("tied_election")),
    ({"parliament.president_assassinated"}, r"the President killed in Phase 6 is replaced at once",
     lambda g, seat: happened_kind("assassinated", victim=3)(g, seat) and not happened_kind("tied_election")(g, seat)),
    ({"parliament.president_assassinated"}, r"former Positions are frozen", happened_kind("assassinated", victim=3)),
    ({"parliament.president_assassinated"}, r"had she died", lambda g, seat: not happened_kind("assassinated", victim=3)(g, seat)),
    ({"junta.recount"}, r"You played the Recount", happened_kind("recount")),
    ({"parliament.resignation"}, r"You resigned", happened_kind("resignation")),
    ({"parliament.trading"}, r"bought nothing here", lambda g, seat: any(
        e.kind == "gift" and e.data["giver"] == 1 and e.data["taker"] != 2 for e in g.events)),
    ({"parliament.trading", "parliament.straw_men"}, r"did not force it|The Budget was defeated\.",
     lambda g, seat: happened_kind("bank_holiday")(g, seat)),
    ({"junta.aftermath"}, r"The Rebels elected their President", lambda g, seat: not happened_kind("no_rebel_president")(g, seat)),
    ({"political.police_in_parliament"}, r"You forced the Budget", happened_kind("budget_forced")),
    ({"political.police_in_parliament"}, r"You did not force the Budget", happened_kind("bank_holiday")),
    ({"political.martial_law"}, r"You declared Martial Law", happened_kind("martial_law")),
    ({"political.martial_law"}, r"You kept Martial Law in your hand",
     lambda g, seat: "martial_law" in g.state.players[0].hand),
    ({"political.martial_law"}, r"You gave Martial Law away", lambda g, seat: not happened_kind("martial_law")(g, seat)
     and not happened_kind("wasted", card="martial_law")(g, seat) and "martial_law" not in g.state.players[0].hand),
    ({"political.martial_law"}, r"You put Martial Law down when you were no longer President",
     happened_kind("wasted", card="martial_law")),
    ({"political.martial_law"}, r"Police units stood in Parliament", lambda g, seat: police_at(g) == {"parliament"}),
    ({"political.martial_law", "political.police_in_parliament"}, r"no Police took the field",
     lambda g, seat: g.state.coup is not None and not police_at(g) and minister_in_play(g)),
    ({"political.police_in_parliament"}, r"commands your Police now", lambda g, seat: g.state.coup is not None
     and not minister_in_play(g) and bool(police_at(g))),
    ({"political.martial_law"}, r"the Police stood in their Precincts, one in each",
     lambda g, seat: len(police_at(g)) == 4 and all(a.startswith("precinct") for a in police_at(g))),
    ({"political.martial_law", "political.police_in_parliament"}, r"Nobody started a Coup this round",
     lambda g, seat: g.state.coup is None),
    ({"political.police_in_parliament"}, r"Police units stood in Parliament",
     lambda g, seat: minister_in_play(g) and police_at(g) == {"parliament"}),
    ({"political.police_in_parliament"}, r"the Police stood in their Precincts, one in each",
     lambda g, seat: minister_in_play(g) and len(police_at(g)) == 4 and all(a.startswith("precinct") for a in police_at(g))),
    ({"political.police_in_parliament"}, r"your Police are ignored", lambda g, seat: g.state.coup is not None
     and not minister_in_play(g) and not police_at(g)),
    ({"political.first_tie"}, r"The election was tied", happened_kind("first_tie")),
    ({"political.unmet_requirement"}, r"You put down Bank Holiday", lambda g, seat: happened_kind("wasted", player=1)(g, seat)
     and g.state.bank == "open"),
    ({"political.unmet_requirement"}, r"Your Spy in Switzerland worked",
     lambda g, seat: any(e.kind == "spy_private" and e.to == (1,) for e in g.events)),
    ({"political.unmet_requirement"}, r"You played no card",
     lambda g, seat: not any(e.kind in ("wasted", "event") and e.data.get("player") == 1 for e in g.events)),
    ({"political.competence_vote"}, r"Nobody questioned Klaus's competence", lambda g, seat: not happened_kind("competence")(g, seat)),
    ({"political.competence_vote"}, r"^You questioned", happened_kind("competence", player=1)),
    ({"political.competence_vote"}, r"The roll call removed him", lambda g, seat: g.state.president != 0
     and not roll_call_tied(g)),
    ({"political.competence_vote"}, r"The roll call kept him in office", lambda g, seat: g.state.president == 0
     and happened_kind("competence")(g, seat) and not roll_call_tied(g)),
    ({"political.competence_vote"}, r"The roll call was tied", lambda g, seat: roll_call_tied(g)),
    ({"political.competence_vote"}, r"so he was removed", lambda g, seat: roll_call_tied(g) and g.state.president != 0),
    ({"political.first_tie"}, r"There is no President yet to break a tie", happened_kind("first_tie")),
    ({"political.first_tie"}, r"you also drew the top bill", lambda g, seat: happened_kind("first_tie")(g, seat)
     and sum(g.state.players[0].pocket) > 0),
    # row 13: a resignation (or, in the kit, a removal) moves Positions and money: the remark says so
    ({"political.lunch_banking", "political.martial_law", "political.competence_vote"}, r"took over .* former Positions",
     lambda g, seat: old_president_took_positions(g)),
    ({"political.lunch_banking", "political.martial_law"}, r"handed all (?:your|his) pocket money|had no pocket money to hand over",
     lambda g, seat: happened_kind("resignation")(g, seat) and g.state.president != 0),
    ({"political.martial_law"}, r"You are no longer President", lambda g, seat: g.state.president != 0
     and not happened_kind("martial_law")(g, seat) and "martial_law" in g.state.players[0].hand),
    ({"political.exile"}, r"took over your Position", lambda g, seat: not g.state.players[1].alive
     and any(g.state.holder(pos) == 0 for pos in HQ_BEN)),
    ({"political.competence_vote"}, r"the card is still in your hand",
     lambda g, seat: not happened_kind("competence")(g, seat) and "presidential_competence" in g.state.players[1].hand),
    ({"political.competence_vote"}, r"the card you handed over was not played",
     lambda g, seat: not happened_kind("competence")(g, seat) and "presidential_competence" not in g.state.players[1].hand),
    ({"political.headquarters_coup"}, r"You started the Coup", happened_kind("coup", player=1)),
    ({"political.headquarters_coup"}, r"You let the moment pass", lambda g, seat: not happened_kind("coup", player=1)(g, seat)
     and happened_kind("coup")(g, seat)),
    ({"political.headquarters_coup"}, r"a shot announced to start a Coup must then really be fired",
     lambda g, seat: g.state.coup is not None and g.state.coup.committed in ("gunboat", "airstrike")),
    ({"political.headquarters_coup"}, r"announcing that the Gunboat will shell",
     lambda g, seat: happened_kind("coup", player=1)(g, seat) and g.state.coup.committed == "gunboat"
     and happened_kind("coup_by_fire", player=1)(g, seat)),
    ({"political.exile"}, r"You went into Exile", lambda g, seat: g.state.players[1].exiled),
    ({"political.exile"}, r"the Death Squad could not touch you",
     lambda g, seat: g.state.players[1].exiled and not happened_kind("announce")(g, seat)),
    ({"political.exile"}, r"Death Squad found you there", happened_kind("assassinated", victim=1)),
    ({"political.exile"}, r"looked for you at Home in vain", lambda g, seat: happened_kind("missed")(g, seat)
     and g.state.players[1].alive),
    ({"political.exile"}, r"your (?:other )?units are ignored|your Marines are ignored", lambda g, seat: g.state.coup is not None
     and not any(u.owner == 1 for u in g.state.coup.units)),
    ({"political.exile"}, r"Phase 8 asks you first", lambda g, seat: g.pending() is not None
     and (g.pending().kind, g.pending().player) == ("start_coup", 1)),
    ({"junta.aftermath"}, r"nobody was sent to the Firing Squad",
     lambda g, seat: not happened_kind("no_rebel_president")(g, seat) and not happened_kind("executed")(g, seat)),
]


#: the Positions Ben holds in the exile table (political.HQ_CABINET)
HQ_BEN = {"general_1", "admiral"}


def roll_call_tied(g) -> bool:
    """The competence roll call ended in a tie (its tally), whoever then broke it (row 10)."""
    tally = next((dict(e.data["tally"]) for e in g.events if e.kind == "tally"
                  and e.data["title"] == "removing the President"), None)
    return tally is not None and len(set(tally.values())) == 1 and len(tally) == 2


def said_seat(g, player: int) -> str:
    """The student (Ben) as a remark's subject says him ("You"), anyone else by his capitalised name."""
    return "You" if player == 1 else g.seat_name(player).capitalize()


def old_president_took_positions(g) -> bool:
    """Klaus (seat 0), no longer President and alive, holds a Position he did not hold when the table
    began (row 13: he took over the new President's)."""
    start = {pos for pos, t in g.start_positions.items() if t == 0}
    return g.state.president != 0 and g.state.players[0].alive and bool(set(g.state.positions_of(0)) - start)


def minister_in_play(g):
    andy = g.state.players[3]
    return andy.alive and not andy.exiled


def police_at(g):
    """Where the Police stood when the Coup started (row 63), not where they have moved since."""
    return set(political.police_areas(g))


def first_rebel_said(g, seat) -> str:
    first = g.state.coup.first_rebel
    return "you" if first == seat else g.seat_name(first).capitalize()


def positions_taken(g, seat):
    """Who took over whose Positions, read from the state: the old President (Klaus) now holds the
    new President's Positions of the table's start (row 13)."""
    new = g.state.president
    posts = [pos for pos, t in g.start_positions.items() if t == new and g.state.positions.get(pos) == 0]
    return ("You" if seat == 0 else "Klaus", "your" if new == seat else f"{g.seat_name(new).capitalize()}'s",
            ", ".join(g.position_name(p) for p in posts))


def pocket_handed(g, seat):
    """To whom the old President's pocket went, and how much (its event, told to the two of them)."""
    new = g.state.president
    handed = next(e.data["amount"] for e in g.events if e.kind == "pocket_handed_private")
    return ("you" if new == seat else g.seat_name(new).capitalize(), str(handed))


def straw_budget_votes(g):
    """The straw man's votes on the last Budget proposed, and what it announced for him."""
    straw = next(t for t, p in enumerate(g.state.players) if p.straw)
    at = max(i for i, e in enumerate(g.events) if e.kind == "budget")
    sides = {c for e in g.events[at:] if e.kind == "votes_cast" and e.data["player"] == straw for c, _ in e.data["votes"]}
    return sides, dict(g.events[at].data["plan"]).get(straw, 0)


def one_side(sides) -> str:
    return "for" if sides == {"for"} else "against" if sides == {"against"} else "on both sides of"


def location_said(g, seat):
    p = g.state.players[seat]
    return ("went into Exile at", g.city.name(p.embassy)) if p.exiled else ("chose", g.location_name(p.location))


#: a remark's sentences that tell a value - a number, a name, a side: (lessons, the words with the
#: values as groups, the values the game shows), checked wherever the words stand in the remark
VALUES = [
    ({"junta.phase1"}, r"Ben ends with (\d+) in hand and (\d+) in front",
     lambda g, seat: (str(len(g.state.players[1].hand)), str(len(g.state.players[1].influence)))),
    ({"junta.phase5"}, r"Ben (chose|went into Exile at) (.+?)(?: \(only|\.$|\.  )", lambda g, seat: location_said(g, 1)),
    ({"junta.phase7"}, r"Swiss Bank Account now holds (\d+) million, his pocket (\d+) million",
     lambda g, seat: (str(sum(g.state.players[1].swiss)), str(sum(g.state.players[1].pocket)))),
    ({"junta.aftermath"}, r"then: (.+) - an execution",
     lambda g, seat: ("; ".join(e.text for e in g.events if e.kind == "executed"),)),
    ({"parliament.president_assassinated"}, r"voted again - (.+?)\.  ",
     lambda g, seat: (next(e.text for e in g.events if e.kind == "president"),)),
    ({"parliament.resignation"}, r"voted at once: (.+?)\.  ",
     lambda g, seat: (next(e.text for e in g.events if e.kind in ("president", "re_elected")),)),
    ({"parliament.trading"}, r"You handed Jenny (\d+) million",
     lambda g, seat: (str(sum(e.data["what"][0] for e in g.events if e.kind == "gift_private"
                              and e.data["giver"] == 1 and e.data["taker"] == 2)),)),
    ({"parliament.straw_men"}, r"voted (for|against|on both sides of) your Budget",
     lambda g, seat: (one_side(straw_budget_votes(g)[0]),)),
    ({"parliament.straw_men"}, r"Your Budget announced him (\d+ million|nothing)\.",
     lambda g, seat: (f"{straw_budget_votes(g)[1]} million" if straw_budget_votes(g)[1] else "nothing",)),
    ({"parliament.straw_men"}, r"voted (for|against) your Budget\.  Your Budget announced him",
     lambda g, seat: ("for" if straw_budget_votes(g)[1] else "against",)),
    ({"political.police_in_parliament", "political.martial_law"}, r"all (\d+) Police units stood in Parliament",
     lambda g, seat: (str(sum(u.force == "police" for u in g.state.coup.units)),)),
    ({"political.lunch_banking"}, r"Your Swiss Bank Account now holds (\d+) million, your pocket (\d+) million",
     lambda g, seat: (str(sum(g.state.players[0].swiss)), str(sum(g.state.players[0].pocket)))),
    ({"political.competence_vote"}, r"^(You|\w+) questioned Klaus's competence\.$",
     lambda g, seat: (said_seat(g, next(e.data["player"] for e in g.events if e.kind == "competence")),)),
    ({"political.competence_vote"}, r"^(You|\w+) (?:are|is) now President and takes? the Banana",
     lambda g, seat: (said_seat(g, next(e.data["player"] for e in g.events if e.kind == "president")),)),
    ({"political.competence_vote"}, r"\((removing the President: [^)]*)\)",
     lambda g, seat: (next(e.text for e in g.events if e.kind == "tally" and e.data["title"] == "removing the President"),)),
    ({"political.police_in_parliament", "political.martial_law"}, r"when (you|\w+) started the Coup",
     lambda g, seat: (first_rebel_said(g, seat),)),
    ({"political.exile"}, r"in (your|\w+'s) Coup", lambda g, seat: (
        "your" if g.state.coup.first_rebel == 1 else f"{g.seat_name(g.state.coup.first_rebel).capitalize()}'s",)),
    ({"political.exile"}, r"took over your Position (.+?) \(row 52",
     lambda g, seat: (", ".join(g.position_name(e.data["position"]) for e in g.events if e.kind == "cousin"),)),
    ({"political.competence_vote"}, r"decided (to remove himself|to stay)",
     lambda g, seat: ("to remove himself" if g.state.president != 0 else "to stay",)),
    ({"political.competence_vote"}, r"; then (you are|\w+ is) President",
     lambda g, seat: ("you are" if g.state.president == 1 else f"{g.seat_name(g.state.president).capitalize()} is",)),
    ({"political.first_tie"}, r"drew the top bill of the Foreign Aid deck: (\d+) million",
     lambda g, seat: (str(next(e.data["amount"] for e in g.events if e.kind == "owner_bill_private")),)),
    ({"political.lunch_banking", "political.martial_law", "political.competence_vote"},
     r"(You|\w+) took over (your|\w+'s) former Positions: ([^.]+)\.", lambda g, seat: positions_taken(g, seat)),
    ({"political.lunch_banking", "political.martial_law"}, r"handed all (?:your|his) pocket money to (you|\w+): (\d+) million",
     lambda g, seat: pocket_handed(g, seat)),
    ({"political.martial_law"}, r"The Police stay the Minister's to command - (yours now|here \w+'s)",
     lambda g, seat: ("yours now" if g.state.holder("minister") == 0
                      else f"here {g.seat_name(g.state.holder('minister')).capitalize()}'s",)),
    ({"political.headquarters_coup"}, r"so (\w+), next in clockwise order",
     lambda g, seat: (next(g.seat_name(e.data["player"]).capitalize() for e in g.events if e.kind == "coup"),)),
    ({"political.exile"}, r"You chose (.+?), and Jenny",
     lambda g, seat: (g.location_name(g.state.players[1].location).replace("his ", "your "),)),
    ({"political.first_tie"}, r"^(\w+) is the first President",
     lambda g, seat: (next(g.seat_name(e.data["player"]) for e in g.events if e.kind == "president").capitalize(),)),
    ({"coup.gunboat_and_airstrikes"}, r"Your fire scored (\d+) hit",
     lambda g, seat: (str(sum(e.data["hits"] for e in g.events if e.kind == "bombard")),)),
    ({"coup.power_centers"}, r"counted for (the Rebels|the President), the side you chose: (.+)\.$",
     lambda g, seat: ("the Rebels" if any(e.kind == "side" and e.data.get("player") == 2 and "Rebels" in e.template
                                          for e in g.events) else "the President",
                      next(e.text for e in g.events if e.kind == "coup_result"))),
]


def events_told(lesson) -> None:
    """Each visible event once; a private event stands for its public twin (a player reads what he
    drew or gave), one twin for one event: a second looter's take is never dropped."""
    shown = shown_events(lesson)
    said = [text for text, _ in happened(lesson.game, lesson.start, lesson.seat)]
    private = Counter(e.kind.removesuffix("_private") for e in shown if e.to is not None)
    public = Counter(e.kind for e in shown if e.to is None)
    expected = Counter({k: n - min(n, private[k]) for k, n in public.items()})
    told = Counter(e.kind for e in shown if e.to is None and e.text in said)
    for kind, n in expected.items():
        assert told[kind] >= n, (kind, n, said)
    assert len(said) == sum(expected.values()) + sum(1 for e in shown if e.to is not None)
    assert all(e.text in said for e in shown if e.to is not None)


def claims_hold(make, lesson) -> None:
    """Each claim a remark may make is made exactly when the game shows it (CLAIMS)."""
    remark = lesson.explain_text(lesson.game) if lesson.explain_text else ""
    for lessons, words, shows in CLAIMS:
        if name(make) in lessons:
            said = bool(re.search(words, remark))
            assert said == shows(lesson.game, lesson.seat), (words, remark)


def values_hold(make, lesson) -> None:
    """Each value a remark tells is the game's (VALUES)."""
    remark = lesson.explain_text(lesson.game) if lesson.explain_text else ""
    for lessons, words, shows in VALUES:
        if name(make) in lessons and (m := re.search(words, remark)):
            assert m.groups() == shows(lesson.game, lesson.seat), (words, remark)


#: each play's remark, kept by the test that played it for the test of the sentences that vary
REMARKS: dict = {}


def remark_of(make, i, lesson=None) -> str:
    if (make, i) not in REMARKS:
        lesson = lesson or play(make, i)
        REMARKS[(make, i)] = lesson.explain_text(lesson.game) if lesson.explain_text else ""
    return REMARKS[(make, i)]


@pytest.mark.parametrize("make,i", PLAYS, ids=[f"{name(m)}-{i}" for m, i in PLAYS])
def test_what_happened_lists_every_event_and_the_remark_says_only_what_the_game_shows(make, i):
    """One play, read four ways: its explanation lists the events the student may see, each once;
    each claim of its remark is made exactly when the game shows it; each value it tells is the
    game's; in Russian and Chinese the remark is whole, with no English and no fault the language
    checks find (test_lesson_remarks_languages.py)."""
    lesson = play(make, i)
    events_told(lesson)
    claims_hold(make, lesson)
    values_hold(make, lesson)
    remark_of(make, i, lesson)
    for lang in LANGS:
        assert not remark_faults(lesson, lang), (lang, remark_faults(lesson, lang))


def sentences(remark: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!])\s{2,}", remark) if s]


JUNTA_LESSONS = [make for make in LESSONS if not name(make).startswith("viva.")]


@pytest.mark.parametrize("make", JUNTA_LESSONS, ids=name)
def test_every_sentence_a_remark_changes_with_the_play_is_checked(make):
    """A remark's sentence that is not the same for every choice tells what happened in this play:
    it must be one the claims above check against the events (CLAIMS, VALUES), or it is a
    statement nobody has compared with the game.  (The Viva lessons' remarks are checked in
    test_viva_lessons.py.)"""
    said = [set(sentences(remark_of(make, i))) for i in range(len(CHOICES[make]))]
    varying = set.union(*said) - set.intersection(*said)
    checks = [words for lessons, words, _ in CLAIMS + VALUES if name(make) in lessons]
    unchecked = [s for s in varying if not any(re.search(words, s) for words in checks)]
    assert not unchecked, unchecked


# -- the errors found, each against its row ---------------------------------------------------------
def text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'")


def test_a_budget_stack_holds_what_was_announced_or_more_never_less():
    """Rows 31 and 35: a stack is never announced as more than it holds; a receiver may get more
    than promised, never less."""
    rules = event_rules(junta.phase4().game)
    for kind in ("budget", "stack_private"):
        assert "more or less" not in rules[kind] and "never less" in rules[kind], kind
    lesson = play_with(junta.phase4, {"stacks": [{"to": 1, "bills": [3, 3], "announced": 5}]})
    said = text(lesson.what_happened())
    assert "more or less" not in said and "never less" in said


def test_incoming_fire_destroys_units_of_the_shooters_choice():
    """K4: the shooter chooses the units the Gunboat and the Airstrikes destroy; the owner chooses
    only his losses in a volley - and a loss to a bombardment is cited so."""
    lesson = play_with(coup.gunboat_and_airstrikes, "precinct_south")
    said = text(lesson.what_happened())
    assert "owner's choice" not in said and "shooter's choice" in said
    losses = [(t, r) for t, r in happened(lesson.game, lesson.start, lesson.seat) if "loses a" in t]
    assert losses and all("shooter" in r and "owner" not in r for _, r in losses)


def test_a_bribe_is_paid_at_once_with_the_least_overpayment():
    """Bills 2 + 1 + 1 pay four 1-million tries at the Palace Guard's four units (row 18: overpaid
    money is lost - so the kit does not pay unit by unit, losing a million on the 2 bill)."""
    lesson = coup.coup_cards()
    lesson.table.choose({"bribe": {"card": "bribe_palace_guard", "area": "presidential_palace"}})
    bribe = next(e for e in lesson.game.events if e.kind == "bribe")
    assert bribe.data["tried"] == 4 and lesson.game.state.players[3].pocket == []


def test_a_bribe_alone_leaves_a_loyalist_and_the_lesson_says_so():
    """Row 70: moving or firing in the Rebel phase makes a Rebel; a bribe does not."""
    lesson = coup.coup_cards()
    lesson.table.choose({"bribe": {"card": "bribe_palace_guard", "area": "presidential_palace"}})
    lesson.table.choose("pass")
    assert lesson.done and not rebel(lesson.game, 3)
    remark = lesson.explain_text(lesson.game)
    assert "still a Loyalist" in remark and "makes you a Rebel" not in remark


def test_the_new_presidents_former_positions_are_frozen():
    """Row 12: after an assassination the new President's former Positions are frozen until the
    next Cabinet Assignments, not handed to the Cousin."""
    lesson = play_with(parliament.president_assassinated,
                       {"assassin": "death_squad", "target": 3, "location": "home"})
    remark = lesson.explain_text(lesson.game)
    assert "frozen" in remark and "go to the Cousin" not in remark


def test_trading_money_is_restricted_only_for_the_targeted_and_the_condemned():
    """Row 18 restricts money (not in Phase 6 is the cards' rule, row 16)."""
    lesson = play_with(parliament.trading, {"family": "against"})
    remark = lesson.explain_text(lesson.game)
    money = remark[remark.index("Row 18"):]
    assert "target of an Assassin" in money and "Firing Squad" in money and "Phase 6" not in money


def test_the_citations_name_the_rows_that_say_it():
    rules = event_rules(junta.phase4().game)
    assert rules["reveal"].startswith("row 47")
    election = play_with(junta.first_election, {"family": "klaus"}, seed=3)
    tallies = [r for t, r in happened(election.game, election.start, 0) if t.startswith("electing the first")]
    assert tallies and all("row 20" in r and "President decides" not in r for r in tallies)
    agreed = play_with(junta.aftermath, "rebels")
    results = [r for t, r in happened(agreed.game, agreed.start, 1) if "by agreement" in t]
    assert results and all(r.startswith("row 67") for r in results)


def test_a_four_player_aftermath_cites_no_straw_man_rule():
    """K9 is the rule of two or three players; at four, nobody for the Rebels is K7's case."""
    lesson = play_with(junta.aftermath, "president")
    said = text(lesson.what_happened())
    assert "Nobody declared for the Rebels" in said and "K9" not in said and "K7" in said


def test_the_questions_name_the_notebooks_own_players():
    from junta_lib.lessons import quiz
    assert "Klaus" in quiz("overstated_stack").question and "Ana" not in quiz("overstated_stack").question


def test_the_notebooks_promise_only_the_decisions_their_tables_ask():
    """04's retreat table never asks which Guard falls (all the President's units there are
    Palace Guards): the text does not promise it."""
    import json
    from pathlib import Path
    nb = Path(__file__).resolve().parents[1] / "notebooks" / "04_junta_coup.ipynb"
    prose = " ".join("".join(c["source"]) for c in json.loads(nb.read_text(encoding="utf-8"))["cells"])
    assert "choose which Guards fall" not in prose


def test_the_kits_readings_of_the_viva_rules_are_marked_as_the_kits():
    from junta_lib.lessons import viva
    rules = event_rules(viva.combat().game)
    assert "kit's reading" in rules["fight"] and "kit's reading" in rules["game_over"]


def test_the_trading_tables_gift_decides_the_budget():
    """Rows 16, 18: the gift is the decision that matters - Jenny's price is 2 million in money,
    and nobody gives change, so the 1 million bill buys nothing and the 3 buys her vote."""
    against = {"family": "against", "position:general_1": "against", "position:minister": "against"}
    results = {}
    for bills in ((), (1,), (3,)):
        lesson = parliament.trading()
        if bills:
            assert lesson.table.choose({"give": {"to": 2, "bills": list(bills)}})
        lesson.table.choose(against)
        for _ in range(5):
            if lesson.done:
                break
            d = lesson.game.pending()
            lesson.table.choose({} if d.kind == "vote" else "decline")
        results[bills] = {e.kind for e in lesson.game.events} & {"budget_passed", "budget_defeated"}
    assert results == {(): {"budget_passed"}, (1,): {"budget_passed"}, (3,): {"budget_defeated"}}


def test_the_student_as_minister_decides_whether_to_force_the_defeated_budget():
    """Rows 37-39: the trading table's Budget, defeated, is the student's to force or not."""
    against = {"family": "against", "position:general_1": "against", "position:minister": "against"}
    for answer, kind in (("force", "budget_forced"), ("decline", "bank_holiday")):
        lesson = parliament.trading()
        lesson.table.choose({"give": {"to": 2, "bills": [3]}})
        lesson.table.choose(against)
        while lesson.game.pending().kind == "vote":
            lesson.table.choose({})
        d = lesson.game.pending()
        assert d.kind == "force_budget" and d.player == 1
        assert lesson.table.choose(answer) and lesson.done
        assert any(e.kind == kind for e in lesson.game.events)


def test_the_straw_man_votes_as_the_students_budget_pays_him():
    import random
    lesson = parliament.straw_men()
    straw = next(t for t, p in enumerate(lesson.game.state.players) if p.straw)
    sides = {}
    for share in (0, 2):
        lesson = parliament.straw_men()
        lesson.table.choose(lesson.game.pending().domain.sample(random.Random(1)))
        bills = list(lesson.game.pending().info["drawn"])
        stacks = [{"to": straw, "bills": bills[:share], "announced": sum(bills[:share])}] if share else []
        assert lesson.table.choose({"stacks": stacks}), lesson.table.error.value
        assert lesson.table.choose({})                   # Ana abstains
        cast = next(e for e in lesson.game.events if e.kind == "votes_cast" and e.data["player"] == straw)
        sides[share] = {c for c, _ in cast.data["votes"]}
    assert sides == {0: {"against"}, 2: {"for"}}


def test_a_tied_election_after_the_presidents_death_ends_the_table_and_says_why():
    """The bots vote for themselves: the student who does too is not asked the same vote 25 times;
    the table stops at the first tie and says what a repeated tie does (row 12, the kit's rule)."""
    lesson = parliament.president_assassinated()
    lesson.table.choose({"assassin": "death_squad", "target": 3, "location": "home"})
    votes = 0
    while not lesson.done:
        d = lesson.game.pending()
        votes += d.kind == "vote"
        assert votes <= 2
        if d.kind != "vote":
            lesson.table.choose("done")
        else:
            lesson.table.choose({src: 0 for src in d.info["sources"]} if d.info["round"] == 1 else {})
    assert sum(e.kind == "tied_election" for e in lesson.game.events) == 1
    remark = lesson.explain_text(lesson.game)
    assert "tied" in remark and "row 12" in remark.lower() and "kit rule" in remark


# -- the Viva loot remark, built from the events: it says only what the events show, for every choice
def looted_from(g, seat):
    return any(e.kind in ("loot", "loot_nothing") and e.data.get("defender") == seat for e in g.events)


VIVA_CLAIMS = [
    ("viva.loot_roll_off", r"cid alone could not beat dan", lambda g, seat: not looted_from(g, 3)),
    ("viva.loot_roll_off", r"the roll-off decided who looted first",
     lambda g, seat: happened_kind("roll_off")(g, seat) and looted_from(g, 3)),
]
VIVA_PLAYS = [(make, i) for make, i in PLAYS if name(make) in {c[0] for c in VIVA_CLAIMS}]


@pytest.mark.parametrize("make,i", VIVA_PLAYS, ids=[f"{name(m)}-{i}" for m, i in VIVA_PLAYS])
def test_the_viva_remarks_say_only_what_the_events_show(make, i):
    lesson = play(make, i)
    remark = lesson.explain_text(lesson.game)
    for lesson_name, words, shows in VIVA_CLAIMS:
        if lesson_name == name(make) and re.search(words, remark):
            assert shows(lesson.game, lesson.seat), (words, remark)


def test_the_end_of_round_events_cite_row_60():
    rules = event_rules(junta.phase9().game)
    assert rules["squad_marker"].startswith("row 60") and "60" in rules["heir"]


# -- the rules section 3 of the lessons' review found taught only by questions, now played ------------
def play_script(make, *answers):
    """The lesson with the student's answers in order (a function of the decision, or an action)."""
    lesson = make()
    for answer in answers:
        if lesson.done:
            break
        d = lesson.game.pending()
        assert lesson.table.choose(answer(d) if callable(answer) else answer), lesson.table.error.value
    return lesson


def test_after_a_forced_budget_the_police_start_the_coup_in_parliament():
    """Rows 37, 63: the Minister's decision moves the Police: forced, all four stand in Parliament
    when Ben starts the Coup; declined, one in each Precinct."""
    forced = play_script(political.police_in_parliament, "force", "home", "done")
    declined = play_script(political.police_in_parliament, "decline", "home", "done")
    assert forced.done and declined.done
    assert [u.area for u in forced.game.state.coup.units if u.force == "police"] == ["parliament"] * 4
    assert sorted(u.area for u in declined.game.state.coup.units if u.force == "police") == \
        ["precinct_east", "precinct_north", "precinct_south", "precinct_west"]
    assert "all 4 Police units stood in Parliament" in forced.explain_text(forced.game)
    assert "in their Precincts" in declined.explain_text(declined.game)


def test_the_bank_closed_for_lunch_opens_in_phase_9_for_those_who_chose_it():
    """Rows 39, 60: no banking in Phase 7; in Phase 9 the President banks first."""
    lesson = play_script(political.lunch_banking, {"deposit": [3, 2]})
    assert lesson.done
    kinds = [e.kind for e in lesson.game.events]
    assert kinds.index("bank_closed") < kinds.index("banking")
    closed_in = next(e for e in lesson.game.events if e.kind == "bank_closed")
    assert lesson.game.events.index(closed_in) < next(i for i, e in enumerate(lesson.game.events)
                                                       if e.kind == "phase" and "Phase 9" in e.text)
    assert sum(lesson.game.state.players[0].swiss) == 7
    assert "Row 39" in lesson.explain_text(lesson.game)


def test_a_tied_first_election_discards_every_card_and_deals_five():
    """Row 20: the student's one vote on himself ties four ways; the Church he played is discarded
    with every other card, and each player holds five new ones."""
    lesson = play_script(political.first_tie, lambda d: {"family": 0})
    while not lesson.done:
        assert lesson.table.choose("accept" if lesson.game.pending().kind == "serve" else {})
    assert any(e.kind == "first_tie" for e in lesson.game.events) and lesson.game.state.president is None
    assert all(len(p.hand) + len(p.influence) == 5 for p in lesson.game.state.players)
    assert "church" not in lesson.game.state.players[0].hand + lesson.game.state.players[0].influence


def test_a_card_whose_requirement_is_unmet_is_discarded_without_effect():
    """Row 16: Bank Holiday without the Bankers: discarded, and the Bank stays open."""
    lesson = political.unmet_requirement()
    assert lesson.table.choose(next(o for o in lesson.game.pending().side.listed
                                    if getattr(o, "card", "") == "bank_holiday"))
    assert lesson.game.state.bank == "open" and "bank_holiday" in lesson.game.state.discard
    assert any(e.kind == "wasted" for e in lesson.game.events)


def test_presidential_competence_removes_the_president_when_the_votes_to_remove_win():
    """Row 5, K10: the student's card and his votes decide: with them Jenny's votes remove Klaus."""
    lesson = political.competence_vote()
    assert lesson.table.choose(next(o for o in lesson.game.pending().options if getattr(o, "card", "") == "presidential_competence"))
    d = lesson.game.pending()
    assert lesson.table.choose({src: "remove" for src in d.info["sources"]})
    while not lesson.done:
        d = lesson.game.pending()
        assert lesson.table.choose({src: 1 for src in d.info["sources"]} if d.kind == "vote" else "accept")
    assert lesson.game.state.president == 1 and "removed him" in lesson.explain_text(lesson.game)
    kept = play_script(political.competence_vote, lambda d: d.options[1], lambda d: {src: "keep" for src in d.info["sources"]})
    assert kept.done and kept.game.state.president == 0 and "kept him in office" in kept.explain_text(kept.game)


def test_while_stable_only_those_at_headquarters_may_start_the_one_coup_of_the_round():
    """Rows 56, 59: Klaus and Jenny (Home) are never asked; Ben's start leaves Andy unasked; his
    refusal lets Andy start it - one Coup, one First Rebel."""
    for answer, first, asked in (({"start": "move"}, 1, [1]), ("decline", 3, [1, 3])):
        game = political.headquarters_coup().game
        seen = []
        while game.state.coup is None and game.pending() is not None and game.pending().kind == "start_coup":
            d = game.pending()
            seen.append(d.player)
            game.apply(answer if d.player == 1 else {"start": "move"})
        assert seen == asked
        assert [e.data["player"] for e in game.events if e.kind == "coup"] == [first] == [game.state.coup.first_rebel]


def test_the_units_of_an_exile_or_a_dead_player_stay_out_of_the_coup():
    """Rows 44, 71: in Exile or dead, Ben's Brigade and Marines are not on the map of Andy's Coup; on
    the island and alive, he is the first asked to start one (row 58)."""
    for answer, dead, exiled in (("exile:embassy_north", False, True), ("home", True, False)):
        lesson = play_script(political.exile, answer)
        assert lesson.done and lesson.game.state.coup is not None
        ben = lesson.game.state.players[1]
        assert (not ben.alive, ben.exiled) == (dead, exiled)
        assert not any(u.owner == 1 for u in lesson.game.state.coup.units)
        assert any(u.owner == 3 for u in lesson.game.state.coup.units)
    lesson = play_script(political.exile, "nightclub")
    assert lesson.done and (lesson.game.pending().kind, lesson.game.pending().player) == ("start_coup", 1)


def test_martial_law_puts_the_police_in_parliament_for_the_coup():
    """K10, Martial Law (row 63): declared, the four Police start Ben's Coup in Parliament; kept, in
    their Precincts."""
    declared = play_script(political.martial_law, lambda d: next(o for o in d.options if getattr(o, "card", "") == "martial_law"))
    kept = play_script(political.martial_law, "pass")
    assert declared.done and kept.done
    assert political.police_areas(declared.game) == ["parliament"] * 4
    assert political.police_areas(kept.game) == ["precinct_east", "precinct_north", "precinct_south", "precinct_west"]
