"""Every Viva lesson table (notebook 06) played for every choice its form offers (or, where the
choices are many, a seeded sample of them): the lesson's remark is checked against the events of
that play.  A remark that states an outcome must state the one the events produced."""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from junta_lib.lessons import viva

#: (lesson, the most plays tried one by one before a seeded sample of that many is played instead)
TABLES = [viva.promises, viva.militia, viva.combat, viva.loot_roll_off, viva.successful_coup, viva.spending,
          viva.seed_example_5c, viva.hand_limit, viva.forced_attack, viva.die_destruction,
          viva.helper_driven_out, viva.combat_cards, viva.the_end]
LIMIT = 40


class TooMany(Exception):
    pass


def replay(make, path):
    """A fresh lesson with the student's choices ``path`` (option indexes) made."""
    lesson = make()
    for i in path:
        d = lesson.game.pending()
        assert d.player == lesson.seat, f"{make.__name__}: the table waits for seat {d.player}, not the student"
        assert lesson.table.choose(d.options[i])
    return lesson


def every_play(make):
    """Every finished play of the lesson (all paths of the student's choices), or, past LIMIT, a
    seeded sample of LIMIT plays."""
    plays = []

    def walk(path):
        lesson = replay(make, path)
        if lesson.done:
            plays.append(lesson)
            if len(plays) > LIMIT:
                raise TooMany
            return
        for i in range(len(lesson.game.pending().options)):
            walk(path + [i])
    try:
        walk([])
        return plays
    except TooMany:
        pass
    rng, plays = random.Random(make.__name__), []
    for _ in range(LIMIT):
        lesson = make()
        while not lesson.done:
            d = lesson.game.pending()
            assert lesson.table.choose(d.options[rng.randrange(len(d.options))])
        plays.append(lesson)
    return plays


def remark(lesson) -> str:
    return lesson.explain_text(lesson.game)


def since(lesson, kind=None):
    return [e for e in lesson.game.events[lesson.start:] if kind is None or e.kind == kind]


def check_fights(lesson, said):
    """Each fight's totals and verdict, each looter, a roll-off, a die destroyed, a new President:
    said when they happened, and only then."""
    for e in since(lesson, "fight_result"):
        a, d = e.data["attack"], e.data["defence"]
        verdict = "the attack succeeds" if a > d else "a tie, and a tie is the defender's" if a == d else \
            "the defence holds"
        assert f"attack {a} against defence {d}, {verdict}" in said
    looters = {e.data["player"] for e in since(lesson, "loot")}
    for seat in looters:
        name = lesson.game.seat_name(seat)
        assert re.search(rf"{name} looted|then [a-z, ]*{name}", said), (name, said)
    assert ("looted" in said) == bool(looters)
    assert ("roll-off" in said) == bool(since(lesson, "roll_off"))
    assert ("took the sunglasses" in said) == bool(since(lesson, "new_president"))
    for e in since(lesson, "new_president"):
        assert f"{lesson.game.seat_name(e.data['player'])} attacked the President hardest" in said
    assert ("destroyed a die of" in said) == bool(since(lesson, "die_destroyed"))
    if not since(lesson, "fight"):
        assert "there was no fight" in said


def check_turn(lesson, said, seat):
    """The student's turn of phase 5: what he bought, handed in and lost."""
    mine = [e for e in since(lesson) if e.data.get("player") == seat]
    bought = [e.data["thing"] for e in mine if e.kind == "buy"]
    assert ("You bought nothing" in said) == (not bought)
    handed = [c for e in mine if e.kind == "hand_in" for c in e.data["cards"]]
    if handed:
        assert f"({sum(lesson.game.aid[c] for c in handed)} million)" in said
    lost = sum(e.data["left"] for e in mine if e.kind == "purse_lost")
    assert (f"{lost} million of your purse was left over and lost" in said) == bool(lost)


def check(make, lesson):
    said = remark(lesson)
    g = lesson.game
    name = make.__name__
    if name in ("loot_roll_off", "successful_coup", "forced_attack", "die_destruction", "helper_driven_out",
                "combat_cards"):
        check_fights(lesson, said)
    if name in ("loot_roll_off", "successful_coup"):
        orders = next(e.data["faces"] for e in since(lesson, "orders_revealed") if e.data["player"] == 1)
        assert ("Your dice: attack ana" in said) == (orders == (1,))
    if name == "successful_coup":
        assert ("the coup succeeded" in said) == (g.state.president != 0)
    if name in ("spending", "seed_example_5c"):
        check_turn(lesson, said, 1)
    if name == "die_destruction":
        destroyed = bool(since(lesson, "die_destroyed"))
        assert ("You destroyed one of dan's dice" in said) == destroyed
        assert g.state.dice[3] == (1 if destroyed else 2)          # the choice changes dan's dice
        assert f"{g.state.dice[3]} di" in said
    if name == "forced_attack":
        dice = Counter((e.data["player"], e.data["face"]) for e in since(lesson, "promise_die"))
        for (to, face), n in dice.items():
            assert f"You gave {g.seat_name(to)} {'a die' if n == 1 else 'two dice'} set to {face}" in said
        given = len(since(lesson, "promise_die"))
        assert ("You gave no die" in said) == (not given)
        assert f"you have {g.state.dice[0]} di" in said
        if since(lesson, "fight") and any(e.data["defender"] == 0 for e in since(lesson, "fight")) and given < 2:
            assert f"Your {2 - given} di" in said
    if name == "helper_driven_out":
        played = [e.data["card"] for e in since(lesson, "card_played") if e.data["player"] == 2]
        left = bool(since(lesson, "helper_leaves"))
        assert ("your Bodyguards came back to your hand" in said) == (left and "bodyguards-1" in played)
        assert ("Your General Strike cancelled the Mortar" in said) == bool(since(lesson, "cancelled"))
    if name == "combat_cards":
        played = [e.data["card"] for e in since(lesson, "card_played") if e.data["player"] == 3]
        assert ("your Barricade added 3" in said) == ("barricade-1" in played)
        assert ("your Bribed Militia put one of ben's dice out" in said) == ("bribed_militia-1" in played)
        assert ("you played no card" in said) == (not played)
        assert "tank-1" in [e.data["card"] for e in since(lesson, "card_played")]
    if name == "the_end":
        r = g.result()
        assert g.is_over() and f"{', '.join(g.seat_name(t) for t in r['winners'])} win" in said
        best = max(r["vp"])
        assert ("the richer wins" in said) == (r["vp"].count(best) > 1)
        assert ("the game ended at once" in said) == (g.vp(1) >= 6)


@pytest.mark.parametrize("make", TABLES, ids=lambda m: m.__name__)
def test_every_viva_lesson_remark_is_true_for_every_choice(make):
    plays = every_play(make)
    assert plays
    for lesson in plays:
        check(make, lesson)


def test_the_decisions_of_the_rebuilt_tables_change_their_outcome():
    """A lesson whose decision cannot change the outcome teaches nothing: each of these tables has
    at least two outcomes among the plays of its choices."""
    def outcomes(make, key):
        return {key(lesson.game) for lesson in every_play(make)}
    assert len(outcomes(viva.die_destruction, lambda g: g.state.dice[3])) == 2
    assert len(outcomes(viva.loot_roll_off, lambda g: tuple(e.text for e in g.events if e.kind == "loot"))) > 2
    assert len(outcomes(viva.helper_driven_out, lambda g: g.state.president)) == 2
    assert len(outcomes(viva.combat_cards, lambda g: tuple(e.text for e in g.events if e.kind == "fight_result"))) == 4
    assert len(outcomes(viva.the_end, lambda g: tuple(g.result()["winners"]))) == 2
