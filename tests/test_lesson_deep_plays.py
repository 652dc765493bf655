"""The political tables played past their first form: every choice the student's first decisions
list (a Location, a Death Squad's victim and place, resigning or serving, a card), then a seeded
random student - over several seeds, with side actions (a resignation, a gift) among his moves.
No choice may break a table (a bot must answer whatever decision comes, an election included),
and every remark's claims and values agree with the game of that play (test_lesson_choices.py's
CLAIMS and VALUES)."""
from __future__ import annotations

import random
import re

import pytest

from junta_lib.agents import RandomAgent
from lesson_play import LANGS, begin, first_choices, remark_faults
from test_lesson_choices import claims_hold, name, values_hold
from test_lessons import LESSONS

POLITICAL = [make for make in LESSONS if name(make).startswith("political.")]
#: the student's decisions whose every listed choice is played; past them, a seeded random student
DEPTH = 3
SEEDS = (0, 1, 2, 3)


def listed(d) -> list:
    """The choices a decision lists (its options and side actions), or two seeded samples of a
    structured form (a vote, a banking transaction)."""
    if d.options is not None:
        out = list(d.options)
    else:
        out = [d.domain.sample(random.Random(f"{d.kind}{i}")) for i in range(2)]
    return out + (list(d.side.listed) if d.side is not None else [])


def finish(lesson, seed: int, side_share: float = 0.0):
    bot = RandomAgent(seed, side_share=side_share)
    for _ in range(400):
        if lesson.done or lesson.game.pending() is None:
            break
        assert lesson.table.choose(bot.choose(None, lesson.game.pending())), lesson.table.error.value
    assert lesson.done
    return lesson


def replay(make, path):
    lesson = begin(make)
    for action in path:
        assert lesson.table.choose(action), (path, lesson.table.error.value)
    return lesson


def paths(make):
    """Every path of listed choices through the student's first DEPTH decisions."""
    todo, out = [()], []
    while todo:
        path = todo.pop()
        lesson = replay(make, path)
        if len(path) == DEPTH or lesson.done or lesson.game.pending() is None:
            out.append(path)
            continue
        todo.extend(path + (choice,) for choice in listed(lesson.game.pending()))
    return out


@pytest.mark.parametrize("make", POLITICAL, ids=name)
def test_every_path_of_the_first_decisions_plays_to_a_true_remark(make):
    """Each path's remark holds, and writes the rulebook's example players with their capital; in
    Russian and Chinese it is whole, with no English and no fault the language checks find."""
    walked = paths(make)
    for i, path in enumerate(walked):
        lesson = finish(replay(make, path), seed=i)
        claims_hold(make, lesson)
        values_hold(make, lesson)
        said = remark(lesson)
        assert not re.search(r"\b(klaus|ben|jenny|andy)\b", said), (name(make), said)
        for lang in LANGS:
            assert not remark_faults(lesson, lang), (path, lang, remark_faults(lesson, lang))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("make", POLITICAL, ids=name)
def test_random_students_with_side_actions_never_break_a_table(make, seed):
    """A seeded random student who now and then resigns, gives money or plays an any-time card."""
    for choice in first_choices(make):
        lesson = begin(make)
        assert lesson.table.choose(choice), lesson.table.error.value
        finish(lesson, seed, side_share=0.3)
        claims_hold(make, lesson)
        values_hold(make, lesson)


def test_the_death_squad_on_the_president_calls_an_election_the_bots_vote_in():
    """Row 49: the student, Minister, kills Klaus at Home with the Death Squad; the election that
    follows is answered by the scripted bots (a ballot of candidates, not for/against), and the
    table ends with a remark that says who started the Coup."""
    from junta_lib.lessons import political
    for first in ("force", "decline"):
        lesson = begin(political.police_in_parliament)
        assert lesson.table.choose(first) and lesson.table.choose("nightclub")
        d = lesson.game.pending()
        squad = next(o for o in d.options if getattr(o, "target", None) == 0 and getattr(o, "location", "") == "home")
        assert lesson.table.choose(squad)
        finish(lesson, seed=0)               # today the scripted bots answered "for" on the ballot: a crash
        assert any(e.kind == "assassinated" and e.data["victim"] == 0 for e in lesson.game.events)
        assert any(e.kind == "president" for e in lesson.game.events[lesson.start:])
        claims_hold(political.police_in_parliament, lesson)
        values_hold(political.police_in_parliament, lesson)


# -- the second review of the political tables: each finding against the play that showed it --------
from junta_lib.lessons import political                     # noqa: E402
from junta_lib.lessons.why import event_rules, happened      # noqa: E402


def remark(lesson) -> str:
    return lesson.explain_text(lesson.game)


def rules_said(lesson) -> list[tuple[str, str | None]]:
    return happened(lesson.game, lesson.start, lesson.seat)


def test_the_police_are_told_where_they_started_not_where_the_student_moved_them():
    """Rows 37, 63: forced, the Police start in Parliament; the student, who killed Ben and started
    the Coup himself, moves them out - the remark names him and Parliament."""
    lesson = begin(political.police_in_parliament)
    assert lesson.table.choose("force") and lesson.table.choose("nightclub")
    d = lesson.game.pending()
    assert lesson.table.choose(next(o for o in d.options if getattr(o, "target", None) == 1
                                    and getattr(o, "location", "") == "home"))
    while lesson.game.pending().kind != "start_coup" or lesson.game.pending().player != 3:
        lesson.table.choose("decline")
    assert lesson.table.choose({"start": "move"})
    police = [u.id for u in lesson.game.state.coup.units if u.force == "police"]
    assert lesson.table.choose({"move": {"from": "parliament", "to": lesson.game.city.by_land["parliament"][0],
                                         "units": police}})
    assert lesson.done and {u.area for u in lesson.game.state.coup.units if u.force == "police"} != {"parliament"}
    said = remark(lesson)
    assert "So when you started the Coup, all 4 Police units stood in Parliament." in said and "Ben started" not in said


def test_a_tied_competence_vote_says_it_was_tied_and_who_broke_it():
    """Row 10: 9 keep, 9 remove; Klaus decides - the event tells it, and the remark does not say the
    roll call removed him."""
    lesson = begin(political.competence_vote)
    assert lesson.table.choose(lesson.game.pending().options[1])
    assert lesson.table.choose({"family": "keep"})
    while not lesson.done:
        d = lesson.game.pending()
        assert lesson.table.choose({} if d.kind == "vote" else "accept")
    tally = next(e for e in lesson.game.events if e.kind == "tally" and e.data["title"] == "removing the President")
    assert len(set(dict(tally.data["tally"]).values())) == 1
    broke = [e for e in lesson.game.events if e.kind == "tie_broken"]
    assert broke and broke[0].data["player"] == 0 and broke[0].to is None
    said = remark(lesson)
    assert "The roll call was tied" in said and "The roll call removed him" not in said
    assert ("to remove himself" in said) == (lesson.game.state.president != 0)


def test_the_first_elections_tie_remark_and_the_owners_bill():
    """Row 20: "no President yet to break it" only after a tie; the owner's bill is told."""
    tied = begin(political.first_tie)
    assert tied.table.choose({"family": 0})
    while not tied.done:
        assert tied.table.choose("accept" if tied.game.pending().kind == "serve" else {})
    assert any(e.kind == "owner_bill" for e in tied.game.events)
    bill = next(e.data["amount"] for e in tied.game.events if e.kind == "owner_bill_private")
    assert f"drew the top bill of the Foreign Aid deck: {bill} million" in remark(tied)
    elected = begin(political.first_tie)
    d = elected.game.pending()
    assert elected.table.choose({src: 0 for src in d.info["sources"]})
    while not elected.done:
        assert elected.table.choose("accept" if elected.game.pending().kind == "serve" else {})
    assert elected.game.state.president == 0
    assert "no President yet" not in remark(elected) and remark(elected).startswith("Klaus is the first President")


def test_a_resignation_hands_over_positions_and_money_in_the_open():
    """Row 13: the old President gives the new one all his pocket money and takes over his former
    Positions - events say so, and the banking and Martial Law remarks read them."""
    for make in (political.lunch_banking, political.martial_law):
        lesson = begin(make)
        assert lesson.table.choose("resign")
        finish(lesson, seed=1)
        g = lesson.game
        new = g.state.president
        if new == 0:
            continue
        kinds = [e.kind for e in g.events]
        assert "takes_over" in kinds and "pocket_handed" in kinds
        said = remark(lesson)
        assert f"You took over {g.seat_name(new).capitalize()}'s former Positions" in said
        handed = next(e.data["amount"] for e in g.events if e.kind == "pocket_handed_private")
        assert (f"handed all your pocket money to {g.seat_name(new).capitalize()}: {handed} million" in said
                if handed else "You had no pocket money to hand over" in said)
        if make is political.martial_law:
            minister = g.state.holder("minister")
            assert ("yours now" in said) == (minister == 0) and ("here Andy's" in said) == (minister == 3)


def test_the_exile_table_is_after_a_defeated_budget_so_the_bank_is_closed():
    """Rows 38-39: the table says the Budget was defeated (not forced): the Bank is closed for a
    holiday, and nobody banks in Phase 7."""
    lesson = begin(political.exile)
    assert lesson.game.state.bank == "holiday"
    assert lesson.table.choose("central_bank")
    assert not any(e.kind == "banking" for e in lesson.game.events)


def test_a_dead_students_position_taken_by_the_president_is_named():
    """Row 52: Ben dies at Home; Klaus may take one of his Positions - then its units are not
    ignored, and the remark names it."""
    lesson = begin(political.exile)
    assert lesson.table.choose("home")
    g = lesson.game
    kept = [e.data["position"] for e in g.events if e.kind == "cousin"]
    said = remark(lesson)
    assert ("took over your Position" in said) == bool(kept)
    if kept and g.state.coup is not None:
        assert any(u.owner == 0 for u in g.state.coup.units if u.force in ("marines", "brigade_1"))


def test_the_citations_the_review_found_wrong():
    rules = event_rules(political.lunch_banking().game)
    assert "in the phase it names" not in rules["card_played"] and "row 15" in rules["card_played"].lower() or \
        rules["card_played"].startswith("rows 15-16")
    assert rules["donation"].startswith("row 15") and "this round" not in rules["exile"]
    assert "Death Squad, which needs none" in rules["announce"]
    assert rules["president"].startswith("rows 12, 13, 20")
    assert "(the President himself)" not in rules["cousin"]
    assert "its requirement met" not in rules["event"]
    banked = begin(political.lunch_banking)
    assert banked.table.choose({"deposit": [3]})
    cited = [r for t, r in rules_said(banked) if "Klaus deposits" in t]
    assert cited and all(r.startswith("rows 39, 60") for r in cited)
    removed = begin(political.competence_vote)
    assert removed.table.choose(removed.game.pending().options[1])
    d = removed.game.pending()
    assert removed.table.choose({src: "remove" for src in d.info["sources"]})
    finish(removed, seed=0)
    election = [r for t, r in rules_said(removed) if t.startswith("electing a President")]
    assert election and all(r.startswith("K10 (kit rule)") for r in election)


def test_the_kits_readings_are_marked_in_the_remarks():
    """The Gunboat's start (K4) and the cards' 'at any time' (K10) are the kit's, and say so."""
    lesson = begin(political.headquarters_coup)
    gunboat = next(o for o in lesson.game.pending().options if getattr(o, "start", None) == "gunboat")
    assert lesson.table.choose(gunboat)
    finish(lesson, seed=0)
    said = remark(lesson)
    assert "(K4)" in said and "volleys" not in said and "Rebel phase's battle" not in said
    assert any(e.kind == "coup_by_fire" for e in lesson.game.events)
    unmet = begin(political.unmet_requirement)
    finish(unmet, seed=0)
    assert "kit's texts (K10)" in remark(unmet) and "these two say" not in remark(unmet)


def test_the_plain_words_the_review_asked_for():
    """A victim's money is "the victim's" (Jenny is no "his"); banking nothing says so."""
    lesson = begin(political.police_in_parliament)
    assert lesson.table.choose("decline") and lesson.table.choose("nightclub")
    d = lesson.game.pending()
    assert lesson.table.choose(next(o for o in d.options if getattr(o, "target", None) == 2
                                    and getattr(o, "location", "") == "home"))
    finish(lesson, seed=0)
    said = [t for t, _ in rules_said(lesson) if "assassinated" in t]
    assert said and all("his pocket money" not in t and "the victim's pocket money" in t for t in said)
    banked = begin(political.lunch_banking)
    assert banked.table.choose({})
    assert any("neither deposits nor withdraws" in t for t, _ in rules_said(banked))
