"""The Voting Procedure of the República de las Bananas (rows 7-10) and the elections that use it:
a President's assassination (row 12), resignation (row 13) and the Coup Aftermath (K7).

A roll call has two rounds.  In each, the voters speak in order (the President first unless a rule
says otherwise).  A voter's action maps each *source* of votes to a choice, or to None to abstain:

    {"family": 2, "position:minister": 2, "church": 2, "black_marketeers-1": "for"}

Sources: ``family`` (one vote as head of the family, row 8), ``position:<name>`` (one per Position
he may vote with, row 8), his face-up Influence cards, and Influence or Vote cards from his hand,
which are played by naming them (rows 7, 10).  The votes of one card go to one target (row 8).
In the second round only new cards may be added (row 10).  Vote cards are discarded after the
vote; Influence cards stay face up in front of the player (row 15).
"""
from __future__ import annotations

from ..core.decision import Decision
from ..core.errors import IllegalAction
from ..core.rng import pick
from .cards import requirement_met

ABSTAIN_SHARE = 0.1     # RandomAgent: how often a random voter abstains with a source
PLAY_SHARE = 0.3        # RandomAgent: how often it plays a voting card from its hand


def card_votes(g, seat: int, cid: str, also_in_front=()) -> int:
    """A card's votes, with its bonus while its partner is face up in front of the player (K10)."""
    card = g.cards[cid]
    if card.bonus_with:
        in_front = {g.cards[c].key for c in g.state.players[seat].influence} | set(also_in_front)
        if card.bonus_with in in_front:
            return card.bonus_votes
    return card.votes


VOTE_EVENTS = ("church_sacked", "power_failure", "recount")   # Events played during a vote (K10)


def voting_cards_in_hand(g, seat: int, round_no: int = 1) -> list[str]:
    """Influence and Vote cards, and the Events played during a vote whose requirement is met
    (Power Failure and Parliamentary Recess only in the first round: they end the vote after it)."""
    out = []
    for c in g.state.players[seat].hand:
        card = g.cards[c]
        if not card.implemented:
            continue
        if card.type in ("influence", "vote"):
            out.append(c)
        elif card.effect in VOTE_EVENTS and requirement_met(g, seat, card):
            if card.effect == "power_failure" and round_no != 1:
                continue
            out.append(c)
    return out


def sources(g, seat: int, round_no: int, with_positions: bool = True, holders: dict | None = None) -> dict[str, int]:
    """The votes ``seat`` may cast in this round of a roll call, by source (rows 7, 8, 20).
    ``holders`` (Position -> seat voting with it) may be given when computed once per roll call."""
    s, rules = g.state, g.rules["cabinet"]
    out: dict[str, int] = {}
    if round_no == 1:
        out["family"] = rules["family_votes"]
        if with_positions:
            if holders is None:
                holders = {pos: s.holder(pos) for pos in s.positions}
            for pos, holder in holders.items():
                if holder == seat:
                    out[f"position:{pos}"] = rules["position_votes"]
        for cid in s.players[seat].influence:
            if not reformed(g, seat, cid):
                out[cid] = card_votes(g, seat, cid)
        if s.reform_demand == seat:             # Reform Demand: others' small Influence cards (K10)
            for other, p in enumerate(s.players):
                for cid in p.influence:
                    if other != seat and reformed(g, other, cid):
                        out[f"reform:{cid}"] = card_votes(g, other, cid)
    hand_cards = voting_cards_in_hand(g, seat, round_no)
    new_keys = {g.cards[c].key for c in hand_cards if g.cards[c].type == "influence"}
    for cid in hand_cards:
        out[cid] = card_votes(g, seat, cid, also_in_front=new_keys)
    return out


def reformed(g, owner: int, cid: str) -> bool:
    """Whether Reform Demand has taken this Influence card's votes from its owner this round."""
    s = g.state
    return (s.reform_demand is not None and s.reform_demand != owner and s.active(s.reform_demand)
            and card_votes(g, owner, cid) <= g.rules["voting"]["reform_demand_max_votes"])


def _validator(src: dict, choices: list):
    def validate(action):
        if not isinstance(action, dict):
            raise IllegalAction(f"a vote is an object mapping sources to choices, got {action!r}")
        for key, choice in action.items():
            if key not in src:
                raise IllegalAction(f"{key!r} is not one of your sources of votes: {sorted(src)}")
            if choice is not None and choice not in choices:
                raise IllegalAction(f"{choice!r} is not on the ballot; choose one of {choices} or null")
    return validate


def _sampler(g, seat: int, src: dict, choices: list):
    hand = set(g.state.players[seat].hand)

    def sample(rng):
        action = {}
        for key in src:
            if key in hand:
                if rng.random() < PLAY_SHARE:
                    action[key] = pick(rng, choices)
            elif rng.random() >= ABSTAIN_SHARE:
                action[key] = pick(rng, choices)
        return action
    return sample


CHOICE_WORDS = {"for": "in favour"}


def label(g, choice) -> str:
    """How a choice reads in the story: "for ana", "in favour", "against"."""
    if isinstance(choice, int):
        return f"for {g.state.players[choice].name}"
    return CHOICE_WORDS.get(choice, str(choice))


def roll_call(g, title: str, choices: list, order: list[int], with_positions: bool = True,
              between=None, recounts: int = 0):
    """Hold one roll call (rows 7-10).  Returns the tally {choice: votes} (a generator's value).
    ``between(tally)``, a generator, may run between the rounds and return the choices still on
    the ballot (the first election's declining candidates, row 20)."""
    s = g.state
    ballot = list(choices)                   # a Recount starts again from the whole ballot
    tally = {c: 0 for c in choices}
    holders = {pos: s.holder(pos) for pos in s.positions}     # no Position changes hands mid-vote
    ended_early = recount = False
    for round_no in (1, 2):
        if round_no == 2 and ended_early:
            g.emit("vote_cut", "the vote ends after its first round")
            break
        if round_no == 2 and between is not None:
            choices = yield from between(tally)
            tally = {c: tally[c] for c in choices}
            if not choices:
                break
        for seat in order:
            if not s.active(seat):
                continue
            src = sources(g, seat, round_no, with_positions, holders)
            if not src:
                continue
            action = yield Decision(
                "vote", seat, f"{s.players[seat].name}: {title}, round {round_no}",
                validate=_validator(src, choices), sample=_sampler(g, seat, src, choices),
                info={"sources": src, "choices": choices, "round": round_no, "title": title,
                      "format": "an object {source: choice or null}; sources and choices are listed in info"})
            cast: dict = {}
            player = s.players[seat]
            for key, choice in action.items():
                if key in player.hand:                       # playing a card now
                    player.hand.remove(key)
                    if g.cards[key].type == "influence":
                        player.influence.append(key)
                    else:
                        s.table.append(key)
                    g.emit("card_played", "{player:seat} plays {card:card}", seat, key)
                    effect = g.cards[key].effect
                    ended_early |= effect == "power_failure"
                    recount |= effect == "recount"
                    if effect in ("power_failure", "recount"):
                        continue                             # these cast no votes
                if choice is None:
                    continue
                tally[choice] += src[key]
                cast[choice] = cast.get(choice, 0) + src[key]
            if cast:
                g.emit("votes_cast", "{player:seat} casts {votes:votes}", seat, tuple(cast.items()))
    s.discard.extend(s.table)                 # Vote cards are discarded after the vote (row 15)
    s.table = []
    if recount and recounts < g.rules["voting"]["max_tied_elections"]:
        g.emit("recount", "{title}: a Recount: the Vote cards are discarded and the vote is held again", title)
        return (yield from roll_call(g, title, ballot, order, with_positions, between, recounts + 1))
    g.emit("tally", "{title}: {tally:tally}", title, tuple(tally.items()))
    return tally


def leaders(tally: dict) -> list:
    best = max(tally.values())
    return [c for c, v in tally.items() if v == best]


def choose_among(g, seat: int, kind: str, prompt: str, choices: list):
    """A single decision among listed choices (used for tie-breaks)."""
    if len(choices) == 1:
        return choices[0]
    return (yield Decision(kind, seat, prompt, list(choices)))


def elect_president(g, first_voter: int, voters: list[int] | None = None,
                    candidates: list[int] | None = None, tie_breaker: int | None = None):
    """Elect a President by the usual Voting Procedure (rows 11-13).  A tie repeats the election
    (rows 12, 13); after ``max_tied_elections`` repeats the first voter breaks the tie (kit rule).
    With ``tie_breaker`` (the First Rebel, K7) that player breaks a tie at once."""
    s = g.state
    pool = voters if voters is not None else [t for t in range(s.n) if s.active(t)]
    ballot = candidates if candidates is not None else list(pool)
    ballot = [t for t in ballot if not s.players[t].straw]      # K9: only real players may be President
    order = [t for t in s.clockwise(first_voter) if t in pool]
    if not ballot or not order:
        return None
    for _ in range(g.rules["voting"]["max_tied_elections"] + 1):
        tally = yield from roll_call(g, "electing a President", ballot, order)
        top = leaders(tally)
        if len(top) == 1:
            return top[0]
        if tie_breaker is not None:
            return (yield from choose_among(g, tie_breaker, "tie_break",
                                            f"{s.players[tie_breaker].name}: break the tie", top))
        g.emit("tied_election", "the election is tied; it is held again")
    decider = order[0]
    return (yield from choose_among(g, decider, "tie_break",
                                    f"{s.players[decider].name}: break the repeated tie (kit rule)", top))


def install_president(g, new: int, how: str) -> None:
    """Hand the Banana to ``new`` (row 5: a President leaves office only by death, resignation, a
    coup or the Presidential Competence vote) and settle Positions: row 12 (after an assassination the new
    President's former Positions are frozen), row 13 (after a resignation the old President takes
    them over and gives the new one his pocket money), K7 (after a coup the old President, if
    alive, takes them over)."""
    s = g.state
    old = s.president
    former = s.positions_of(new)
    s.president = new
    if s.cousin in former:
        s.cousin = None
    if how == "assassination" or (how in ("coup", "removal") and (old is None or not s.players[old].alive)):
        for pos in former:
            s.positions[pos] = None
            if pos not in s.frozen:
                s.frozen.append(pos)
    elif old is not None and old != new:
        for pos in former:
            s.positions[pos] = old
    if how == "resignation" and old is not None and old != new:
        s.players[new].pocket += s.players[old].pocket
        s.players[old].pocket = []
    g.emit("president", "{player:seat} is President and takes the Banana", new)
