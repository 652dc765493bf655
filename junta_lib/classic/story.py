"""The story's facts that are lists or choices read as one sentence (core/events.py), in the current
language; ClassicGame.render_fact asks :data:`FACTS` for the kinds it names.

``votes``   ((choice, votes), ...) one voter's casting: "2 votes in favour, 1 vote against"
``tally``   ((choice, votes), ...) a roll call's result: "5 in favour, 3 against"
``cabinet`` ((Position, seat), ...): "Minister of Internal Security ben, ..."
``stacks``  ((seat, announced millions), ...) of a Budget: "ana 5 million, ben 3 million"
``choice``  a ballot's choice a tie-break decided: "for ben", "remove"
``gift``    (millions, (card, ...)) handed over: "2 million, Church"
``held``    the Power Centers the Rebels hold, after their count: " (Parliament, Radio Station)"
``losses``  ((seat, units lost), ...) in one battle: "ben 2, klaus 3"
``heir``    who inherits a dead man's pocket money: "to ben", or None: "out of the game"
``assassin`` an Assassin card, or the Death Squad
``unit``    the units a Coup Event places ("students")
``whereabouts`` ((seat, Location), ...) at the reveal: "ana Home, ben the Nightclub"
"""
from __future__ import annotations

from ..i18n import N_, tr, words
from .actions import DEATH_SQUAD
from .voting import label


def _gift(g, value) -> str:
    millions, cards = value
    parts = [tr("{n} million", n=millions)] if millions else []
    return words().join(parts + [tr("the {card} card", card=g.card_name(c)) for c in cards])


#: one sentence for each choice's number, so a language says it whole ("12 голосов за то, чтобы
#: оставить президента", not a number before an infinitive)
VOTES = {"for": N_("{n} vote(s) in favour"), "against": N_("{n} vote(s) against"),
         "keep": N_("{n} vote(s) to keep the President"), "remove": N_("{n} vote(s) to remove the President"),
         "candidate": N_("{n} vote(s) for {name:seat}")}
TALLY = {"for": N_("{n} in favour"), "against": N_("{n} against"), "keep": N_("{n} to keep the President"),
         "remove": N_("{n} to remove the President"), "candidate": N_("{n} for {name:seat}")}


def _counted(g, choice, n: int, sentences: dict) -> str:
    """A number of votes for one choice of a ballot (a candidate is a seat)."""
    if isinstance(choice, int):
        return str(g.phrase(sentences["candidate"], n=n, name=choice))   # the name declined as a seat's
    if choice in sentences:
        return tr(sentences[choice], n=n)
    return tr("{n} {choice}", n=n, choice=label(g, choice))


def _listed(each):
    """A fact that is a list of pairs, each told by ``each(game, a, b)``, joined."""
    return lambda g, value: words().join(each(g, a, b) for a, b in value)


FACTS = {
    "votes": _listed(lambda g, c, n: _counted(g, c, n, VOTES)),
    "tally": _listed(lambda g, c, n: _counted(g, c, n, TALLY)),
    "cabinet": _listed(lambda g, p, t: tr("{position} {name}", position=g.position_name(p), name=g.seat_name(t))),
    "stacks": lambda g, value: _listed(lambda g, t, a: tr("{name} {amount} million", name=g.seat_name(t),
                                                           amount=a))(g, value) or tr("nothing for anyone"),
    "gift": _gift,
    "choice": label,
    "held": lambda g, value: tr(" ({areas})", areas=words().join(g.area_name(a) for a in value)) if value else "",
    "losses": _listed(lambda g, t, n: tr("{name} {n}", name=g.seat_name(t), n=n)),
    "heir": lambda g, value: tr("out of the game") if value is None else words().fill(N_("to {name:seat}"), {"name": value},
                                                                                          g.render_fact),
    "assassin": lambda g, value, case=None: (words().declined(tr("the Death Squad"), case) if value == DEATH_SQUAD
                                             else g.card_name(value, case=case)),
    "unit": lambda g, value: g.force_name(value),
    "whereabouts": _listed(lambda g, t, loc: words().fill(N_("{name} {location:location}"),      # its case
                                                          {"name": g.seat_name(t), "location": loc}, g.render_fact)),
}
