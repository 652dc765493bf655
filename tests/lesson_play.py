"""Playing a lesson table for every choice its form offers: the helpers the lesson tests share."""
from __future__ import annotations

import random
import re
from collections import Counter

from junta_lib.agents import RandomAgent
from junta_lib.lessons.why import QUIET

#: how many choices of a first decision are played when its form offers more (a seeded sample)
SAMPLE = 8


def first_choices(make, sample: int = SAMPLE) -> list:
    """Every choice the lesson's first form offers - its listed options and side actions (a gift:
    a seeded sample) - or a seeded sample of a structured form (a vote, a Budget, a coup move)."""
    lesson = make()
    d = lesson.game.pending()
    rng = random.Random(make.__name__)
    if d.options is not None:
        choices = list(d.options)
        if len(choices) > sample:
            choices = rng.sample(choices, sample)
    else:
        choices = [d.domain.sample(random.Random(f"{make.__name__}{i}")) for i in range(sample)]
    if d.side is not None:
        choices += list(d.side.listed)
        if d.side.give is not None:
            choices += [d.side.give.sample(random.Random(f"{make.__name__}-gift{i}")) for i in range(2)]
    return choices


def begin(make):
    """The lesson, its game marked with the Positions of the table's start (for the checks of what
    changed hands, row 13)."""
    lesson = make()
    lesson.game.start_positions = dict(getattr(lesson.game.state, "positions", {}))
    return lesson


def play_with(make, choice, seed: int = 0, side_share: float = 0.0):
    """The lesson played with ``choice`` first, then the student as a seeded random player (taking
    a side action - a resignation, a gift - in ``side_share`` of his decisions)."""
    lesson = begin(make)
    assert lesson.table.choose(choice), lesson.table.error.value
    bot = RandomAgent(seed, side_share=side_share)
    for _ in range(400):
        if lesson.done or lesson.game.pending() is None:
            break
        assert lesson.table.choose(bot.choose(None, lesson.game.pending()))
    assert lesson.done
    return lesson


def shown_events(lesson):
    """The events of the lesson the student may see, as the explanation must list them."""
    return [e for e in lesson.game.events[lesson.start:] if e.visible_to(lesson.seat) and e.kind not in QUIET]


#: the languages a lesson's remark is read in besides English
LANGS = ("ru", "zh_Hant")


def remark_faults(lesson, lang: str) -> list[str]:
    """The faults of the lesson's remark in ``lang``: sentences said in English for want of an entry
    (or from a broken one), and each pattern fault of the checks."""
    from junta_lib.i18n import using, words
    from junta_lib.i18n.checks import faults
    with using(lang):
        said_in = words()
        misses, broken = Counter(said_in.misses), Counter(said_in.broken)
        said = lesson.explain_text(lesson.game) if lesson.explain_text else ""
        out = [f"said in English: {m!r}" for m in said_in.misses - misses]
        out += [f"a broken entry: {b}" for b in said_in.broken - broken]
    names = frozenset(lesson.game.seat_name(t) for t in range(len(lesson.game.state.names)))
    out += faults(re.sub(r"<[^>]+>", " ", said), lang, names)
    return out
