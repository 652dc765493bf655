"""Trading (rows 16, 18): players may trade unrevealed Political cards, and give pocket money away,
but not during Phase 6 or the Coup Aftermath, nor when targeted by an assassin or facing the Firing
Squad.  Money in a Swiss Bank Account cannot be traded (row 54).

The seed allows it "at any time"; the kit gives it one moment a round, when it matters most: after
the President has proposed his Budget and before Parliament votes on it (kit rule).  Each player,
from the President clockwise, may give one other player bills from his pocket and/or cards from his
hand (never face-up Influence cards), or pass.  An exchange is two gifts; what was promised in
return is up to the players, as at the table.

A gift: ``{"to": seat, "bills": [...], "cards": [...]}``; ``{}`` passes.
"""
from __future__ import annotations

from collections import Counter

from ..core.decision import Decision
from ..core.errors import IllegalAction
from .money import move_bills

GIFT_SHARE = 0.15       # RandomAgent: how often a random player gives something


def check_gift(g, seat: int, action) -> None:
    s = g.state
    p = s.players[seat]
    if not isinstance(action, dict):
        raise IllegalAction('a gift is {"to": seat, "bills": [...], "cards": [...]}, or {} to pass')
    if not action:
        return
    if set(action) - {"to", "bills", "cards"} or "to" not in action:
        raise IllegalAction('a gift names "to" and may give "bills" and "cards"; nothing else')
    to = action["to"]
    if not isinstance(to, int) or isinstance(to, bool) or to == seat or not 0 <= to < s.n or not s.active(to):
        raise IllegalAction(f"give to another living player not in exile, not {to!r}")
    bills, cards = action.get("bills", []), action.get("cards", [])
    if not isinstance(bills, list) or not isinstance(cards, list) or not (bills or cards):
        raise IllegalAction("give at least one bill or one card (lists), or pass with {}")
    missing = Counter(bills) - Counter(p.pocket)
    if missing:
        raise IllegalAction(f"your pocket money holds {sorted(p.pocket)}; you cannot give {dict(missing)}")
    for cid in cards:
        if cid in p.influence:
            raise IllegalAction(f"{g.cards[cid].name} lies face up: revealed cards cannot be traded (row 15)")
        if cid not in p.hand:
            raise IllegalAction(f"{cid!r} is not in your hand; your hand: {sorted(p.hand)}")
    if len(set(cards)) != len(cards):
        raise IllegalAction("a card is named twice")


def random_gift(g, seat: int, rng) -> dict:
    s = g.state
    p = s.players[seat]
    others = [t for t in range(s.n) if t != seat and s.active(t)]
    if not others or rng.random() >= GIFT_SHARE or not (p.pocket or p.hand):
        return {}
    bills = [b for b in p.pocket if rng.random() < 0.3]
    cards = [c for c in p.hand if rng.random() < 0.2]
    if not bills and not cards:
        return {}
    return {"to": rng.choice(others), "bills": bills, "cards": cards}


def trading(g):
    """Each active player may make one gift (kit rule for rows 16 and 18)."""
    s = g.state
    for seat in s.clockwise(s.president):
        if not s.active(seat):
            continue
        p = s.players[seat]
        if not p.pocket and not p.hand:
            continue
        action = yield Decision(
            "gift", seat, f"{p.name}: give money or cards to another player before the vote, or pass",
            validate=lambda a, seat=seat: check_gift(g, seat, a),
            sample=lambda rng, seat=seat: random_gift(g, seat, rng),
            info={"format": '{"to": seat, "bills": [...], "cards": [...]}, or {} to pass'})
        if not action:
            continue
        to = s.players[action["to"]]
        move_bills(p.pocket, to.pocket, action.get("bills", []))
        for cid in action.get("cards", []):
            p.hand.remove(cid)
            to.hand.append(cid)
        given = [f"{sum(action['bills'])} million"] if action.get("bills") else []
        given += [g.cards[c].name for c in action.get("cards", [])]
        g.emit("gift", "{giver:seat} hands something to {taker:seat}", seat, action["to"])
        g.tell([seat, action["to"]], "gift_private", "{giver:seat} gives {taker:seat} {what}", seat, action["to"],
               ", ".join(given))
