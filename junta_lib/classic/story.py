"""The story's facts that are lists read as one sentence (core/events.py), in the current language.

``votes``   ((choice, votes), ...) one voter's casting: "2 votes in favour, 1 vote against"
``tally``   ((choice, votes), ...) a roll call's result: "5 in favour, 3 against"
``cabinet`` ((Position, seat), ...): "Minister of Internal Security ben, ..."
``stacks``  ((seat, announced millions), ...) of a Budget: "ana 5 million, ben 3 million"
``whereabouts`` ((seat, Location), ...) at the reveal: "ana Home, ben the Nightclub"
"""
from __future__ import annotations

from ..i18n import tr, words
from .voting import label


def composite_fact(g, spec: str, value) -> str:
    if spec == "votes":
        return words().join(tr("{n} vote(s) {choice}", n=n, choice=label(g, c))
                         for c, n in value)
    if spec == "tally":
        return words().join(tr("{n} {choice}", n=n, choice=label(g, c)) for c, n in value)
    if spec == "cabinet":
        return words().join(tr("{position} {name}", position=g.position_name(p), name=g.seat_name(t)) for p, t in value)
    if spec == "stacks":
        return words().join(tr("{name} {amount} million", name=g.seat_name(t), amount=a) for t, a in value) \
            or tr("nothing for anyone")
    if spec == "gift":                      # (millions, (card, ...)) handed over
        millions, cards = value
        parts = [tr("{n} million", n=millions)] if millions else []
        return words().join(parts + [g.card_name(c) for c in cards])
    if spec == "held":                      # the Power Centers the Rebels hold, after their count
        return tr(" ({areas})", areas=words().join(g.area_name(a) for a in value)) if value else ""
    if spec == "losses":                    # ((seat, units lost), ...) in one battle
        return words().join(f"{g.seat_name(t)} {n}" for t, n in value)
    if spec == "heir":                      # who inherits a dead man's pocket money (None: nobody)
        return tr("out of the game") if value is None else tr("to {name}", name=g.seat_name(value))
    if spec == "assassin":                  # an Assassin card, or the Death Squad
        return tr("the Death Squad") if value == "death_squad" else g.card_name(value)
    if spec == "unit":                      # the units a Coup Event places
        return words().term(f"force:{value}", value.replace("_", " ").title())
    if spec == "whereabouts":
        return words().join(tr("{name} {location}", name=g.seat_name(t), location=g.location_name(loc)) for t, loc in value)
    raise ValueError(f"unknown fact kind {spec!r}")
