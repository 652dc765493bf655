"""The Voting Procedure of the República de las Bananas (rows 7-10) and the elections that use it:
a President's assassination (row 12), resignation (row 13) and the Coup Aftermath (K7).

A roll call has two rounds (the ruleset's ``voting.rounds``).  In each, the voters speak in order
(the President first unless a rule says otherwise).  A voter's :class:`~.actions.Vote` maps each
*source* of votes to a choice, or to None to abstain:

    {"family": 2, "position:minister": 2, "church": 2, "black_marketeers-1": "for"}

Sources: ``family`` (one vote as head of the family, row 8), ``position:<name>`` (one per Position
he may vote with, row 8; the President's own Position is ``position:president``, his "Presidential
vote" of row 13: he "assigns the other six Positions", row 6), his face-up Influence cards, and
Influence or Vote cards from his hand, which are played by naming them (rows 7, 10).  The votes of
one card go to one target (row 8).  In the second round only new cards may be added (row 10).  Vote
cards are discarded after the vote; Influence cards stay face up in front of the player (row 15).

Bonus votes (K10: Academics with Students, Socialists with Labor Unions, Christian Democrats with
Church) count only while the partner card lies face up in front of the player.  Kit reading: a
voter's cards are counted after the Influence cards he plays in that same turn are placed face up,
so playing both partners at once earns the bonus; a partner still in the hand never does.  The
votes listed in a decision's sources are those of the moment (without such a partner).
"""
from __future__ import annotations

from ..i18n import N_, tr, words

from typing import TYPE_CHECKING, Any

from ..core.actions import Word, brief, fold
from ..core.decision import REPOSE, Decision, Domain
from ..core.errors import IllegalAction
from .actions import POSITION_NAMES, Seat, Vote
from .cards import requirement_met

if TYPE_CHECKING:
    from .world import Flow, Junta

ABSTAIN_SHARE = 0.1     # RandomAgent: how often a random voter abstains with a source
PLAY_SHARE = 0.3        # RandomAgent: how often it plays a voting card from its hand


def card_votes(g: Junta, seat: int, cid: str, also_in_front=()) -> int:
    """A card's votes, with its bonus while its partner is face up in front of the player (K10)."""
    card = g.cards[cid]
    partner = card.bonus_with
    if partner:
        if partner in also_in_front:
            return card.bonus_votes
        cards = g.cards
        for c in g.state.players[seat].influence:
            if cards[c].key == partner:
                return card.bonus_votes
    return card.votes


VOTE_EVENTS = ("church_sacked", "power_failure", "recount")   # Events played during a vote (K10)


def vote_card_roles(cards: dict) -> dict[str, str]:
    """The implemented cards that may be played in a vote, by id: "card" (Influence and Vote cards)
    or the effect of an Event played during a vote (VOTE_EVENTS)."""
    roles = {}
    for cid, card in cards.items():
        if card.implemented and card.type in ("influence", "vote"):
            roles[cid] = "card"
        elif card.implemented and card.effect in VOTE_EVENTS:
            roles[cid] = card.effect
    return roles


def voting_cards_in_hand(g: Junta, seat: int, round_no: int = 1) -> list[str]:
    """Influence and Vote cards, and the Events played during a vote whose requirement is met
    (Power Failure and Parliamentary Recess only in the first round: they end the vote after it)."""
    roles, out = g.vote_cards, []
    for c in g.state.players[seat].hand:
        role = roles.get(c)
        if role == "card" or (role is not None and requirement_met(g, seat, g.cards[c])
                              and (role != "power_failure" or round_no == 1)):
            out.append(c)
    return out


def sources(g: Junta, seat: int, round_no: int, with_positions: bool = True, holders: dict | None = None) -> dict[str, int]:
    """The votes ``seat`` may cast in this round of a roll call, by source (rows 7, 8, 20).
    ``holders`` (Position -> seat voting with it) may be given when computed once per roll call."""
    s, rules = g.state, g.rules.cabinet
    out: dict[str, int] = {}
    if round_no == 1:
        out["family"] = rules.family_votes
        if with_positions:
            if holders is None:
                holders = position_holders(s)
            for pos, holder in holders.items():
                if holder == seat:
                    out[POSITION_SOURCES.get(pos) or f"position:{pos}"] = rules.position_votes
        demand = s.reform_demand
        for cid in s.players[seat].influence:
            if demand is None or not reformed(g, seat, cid):
                out[cid] = card_votes(g, seat, cid)
        if demand == seat:             # Reform Demand: others' small Influence cards (K10)
            for other, p in enumerate(s.players):
                for cid in p.influence:
                    if other != seat and reformed(g, other, cid):
                        out[f"reform:{cid}"] = card_votes(g, other, cid)
    for cid in voting_cards_in_hand(g, seat, round_no):
        out[cid] = card_votes(g, seat, cid)
    return out


#: the source key of each Position's vote
POSITION_SOURCES = {pos: f"position:{pos}" for pos in POSITION_NAMES}


def position_holders(s) -> dict:
    """Who casts each Position's vote now (rows 8, 13, 52): the President's own Position first."""
    out = {"president": s.holder("president")}
    for pos in s.positions:
        out[pos] = s.holder(pos)
    return out


def counted_votes(g: Junta, seat: int, key: str) -> int:
    """The votes a source gives when counted, from the rules' own data (never from what a decision
    listed): a family or Position vote (row 8), a card's votes with its bonus if its partner lies in
    front of the player once his new Influence cards are face up (K10)."""
    if key == "family":
        return g.rules.cabinet.family_votes
    if key.startswith("position:"):
        return g.rules.cabinet.position_votes
    if key.startswith("reform:"):
        cid = key[7:]
        owner = next((t for t, p in enumerate(g.state.players) if cid in p.influence), seat)
        return card_votes(g, owner, cid)
    return card_votes(g, seat, key)


def reformed(g: Junta, owner: int, cid: str) -> bool:
    """Whether Reform Demand has taken this Influence card's votes from its owner this round."""
    s = g.state
    return (s.reform_demand is not None and s.reform_demand != owner and s.active(s.reform_demand)
            and card_votes(g, owner, cid) <= g.rules.voting.reform_demand_max_votes)


class VoteBallot(Domain):
    """The legal votes of one voter in one round: each of his sources to a choice on the ballot, or
    to none (abstain).  Sources and choices may be named as a person would: "Church", "family",
    "Minister of Internal Security"; "ben", "for"."""

    action = Vote
    format = N_("an object {shape}; the sources and choices are in {where}")
    shapes = {"shape": "{source: choice or null}", "where": "decision.info"}

    def __init__(self, g, seat: int, src: dict, choices: list, round_no: int, title: str):
        self.g, self.seat, self.sources, self.choices = g, seat, src, choices
        self.round, self.title = round_no, title

    def info(self) -> dict:
        return {"sources": self.sources, "choices": self.choices, "round": self.round, "title": self.title}

    def source_key(self, key):
        """The source a person means by ``key``: its key, or a card's or Position's name."""
        if not isinstance(key, str):
            raise IllegalAction(tr('a source of votes is a text, not {given}', given=brief(key)))
        if key in self.sources:
            return key
        want = fold(key)
        for src in self.sources:
            if src == "family" and want in ("family", "family vote"):
                return src
            if src.startswith("position:") and want in (src[9:], fold(POSITION_NAMES.get(src[9:], ""))):
                return src
            cid = src.removeprefix("reform:")
            if cid in self.g.cards and want == fold(self.g.cards[cid].name):
                return src
        raise IllegalAction(tr('{given} is not one of your sources of votes: {listed}', given=brief(key), listed=words().join(map(repr, self.sources))))

    def choice_key(self, choice):
        """The ballot choice a person means: a seat on the ballot (number or name) or a word."""
        for c in self.choices:
            if type(c) is type(choice) and c == choice:
                return c
        if isinstance(choice, str):
            want = fold(choice)
            for c in self.choices:
                if isinstance(c, str) and fold(c) == want:
                    return c
                if isinstance(c, int) and fold(self.g.state.players[c].name) == want:
                    return c
        raise IllegalAction(tr('{given} is not on the ballot; choose one of {listed} or null to abstain', given=brief(choice), listed=words().join(map(repr, self.choices))))

    def check(self, action: Vote) -> None:
        seen = set()
        if not isinstance(action.casts, tuple) or len(action.casts) > len(self.sources):
            raise IllegalAction(tr('name each of your sources at most once: {listed}', listed=words().join(map(repr, self.sources))))
        for key, choice in action.casts:
            if type(key) is not str or key not in self.sources:
                raise IllegalAction(tr('{given} is not one of your sources of votes: {listed}', given=brief(key), listed=words().join(map(repr, self.sources))))
            if key in seen:
                raise IllegalAction(tr("{key} is named twice: one card's votes go to one target (row 8)", key=key))
            seen.add(key)
            if choice is not None and (type(choice) not in (int, str) or choice not in self.choices):
                raise IllegalAction(tr('{given} is not on the ballot; choose one of {listed} or null', given=brief(choice), listed=words().join(map(repr, self.choices))))

    def sample(self, rng) -> Vote:
        hand = self.g.state.players[self.seat].hand
        choices = self.choices
        many, random = len(choices), rng.random             # (pick(), inlined: one call per source)
        casts = []
        for key in self.sources:
            if key in hand:
                if random() < PLAY_SHARE:
                    casts.append((key, choices[int(random() * many)]))
            elif random() >= ABSTAIN_SHARE:
                casts.append((key, choices[int(random() * many)]))
        self.sampled = action = Vote(tuple(casts))
        return action


CHOICE_WORDS = {"for": N_("in favour"), "against": N_("against"), "keep": N_("keep"), "remove": N_("remove")}


def label(g: Junta, choice) -> str:
    """How a choice reads in the story, in the current language: "for ana", "in favour", "against"."""
    if isinstance(choice, int):
        return tr("for {name}", name=g.seat_name(choice))
    return tr(CHOICE_WORDS.get(choice, str(choice)))


def roll_call(g: Junta, title: str, choices: list, order: list[int], with_positions: bool = True,
              between=None, recounts: int = 0) -> Flow[Any]:
    """Hold one roll call (rows 7-10).  Returns the tally {choice: votes} (a generator's value).
    ``between(tally)``, a generator, may run between the rounds and return the choices still on
    the ballot (the first election's declining candidates, row 20)."""
    s = g.state
    ballot = list(choices)                   # a Recount starts again from the whole ballot
    tally = {c: 0 for c in choices}
    holders = position_holders(s)            # recomputed only after a side action
    ended_early = recount = False
    s.held_tables.append(s.table)            # an election may interrupt a vote (a resignation)
    s.table = []
    for round_no in range(1, g.rules.voting.rounds + 1):
        if round_no > 1 and ended_early:
            g.emit("vote_cut", "the vote ends after its first round")
            break
        if round_no > 1 and between is not None:
            choices = yield from between(tally)
            tally = {c: tally[c] for c in choices}
            if not choices:
                break
        for seat in order:
            action = None
            while s.active(seat):
                src = sources(g, seat, round_no, with_positions, holders)
                if not src:
                    break
                action = yield Decision("vote", seat, g.phrase("{player:seat}: {title:words}, round {n}", player=seat,
                                                                 title=title, n=round_no), None,
                                        VoteBallot(g, seat, src, choices, round_no, title))
                if action is not REPOSE:
                    break
                action = None                        # a side action: Positions may have changed hands
                holders = position_holders(s)
            if action is None:
                continue
            cast: dict = {}
            player = s.players[seat]
            for key, choice in action.casts:
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
            for key, choice in action.casts:                 # counted once his new cards lie face up
                if choice is None or g.cards.get(key) is not None and g.cards[key].effect in ("power_failure", "recount"):
                    continue                                 # these cast no votes
                votes = counted_votes(g, seat, key)
                tally[choice] += votes
                cast[choice] = cast.get(choice, 0) + votes
            if cast:
                g.emit("votes_cast", "{player:seat} casts {votes:votes}", seat, tuple(cast.items()))
    s.discard.extend(s.table)                 # Vote cards are discarded after the vote (row 15)
    s.table = s.held_tables.pop()
    if recount and recounts < g.rules.voting.max_tied_elections:
        g.emit("recount", "{title:words}: a Recount: the Vote cards are discarded and the vote is held again", title)
        return (yield from roll_call(g, title, ballot, order, with_positions, between, recounts + 1))
    g.emit("tally", "{title:words}: {tally:tally}", title, tuple(tally.items()))
    return tally


def leaders(tally: dict) -> list:
    best = max(tally.values())
    return [c for c, v in tally.items() if v == best]


def choice_action(g: Junta, choice):
    """The action object of a ballot choice (a seat, or a word such as "for")."""
    return g.seat_action[choice] if isinstance(choice, int) else Word(choice)


def choose_among(g: Junta, seat: int, kind: str, prompt: str, choices: list) -> Flow[Any]:
    """A single decision among listed choices (used for tie-breaks); returns the choice's value."""
    if len(choices) == 1:
        return choices[0]
    options = tuple(choice_action(g, c) for c in choices)
    while (action := (yield Decision(kind, seat, prompt, options))) is REPOSE:
        pass
    choice = action.seat if isinstance(action, Seat) else action.value
    if kind == "tie_break":                     # the one who breaks a tie does it in the open
        g.emit("tie_broken", "the vote is tied; {player:seat} decides: {choice:choice}", seat, choice)
    return choice


def elect_president(g: Junta, first_voter: int, voters: list[int] | None = None,
                    candidates: list[int] | None = None, tie_breaker: int | None = None) -> Flow[Any]:
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
    s.electing += 1
    try:
        for _ in range(g.rules.voting.max_tied_elections + 1):
            tally = yield from roll_call(g, N_("electing a President"), ballot, order)
            top = leaders(tally)
            if len(top) == 1:
                return top[0]
            if tie_breaker is not None:
                return (yield from choose_among(g, tie_breaker, "tie_break",
                                                g.phrase("{player:seat}: break the tie", player=tie_breaker), top))
            g.emit("tied_election", "the election is tied; it is held again")
        decider = order[0]
        return (yield from choose_among(g, decider, "tie_break",
                                        g.phrase("{player:seat}: break the repeated tie (kit rule)", player=decider),
                                        top))
    finally:
        s.electing -= 1


def install_president(g: Junta, new: int, how: str) -> None:
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
    taken = []
    if how in ("assassination", "vacancy") or (how in ("coup", "removal") and (old is None or not s.players[old].alive)):
        for pos in former:
            s.positions[pos] = None
            if pos not in s.frozen:
                s.frozen.append(pos)
    elif old is not None and old != new:
        for pos in former:
            s.positions[pos] = old
            taken.append(pos)
    given = None
    if how == "resignation" and old is not None and old != new:
        given = sum(s.players[old].pocket)
        s.players[new].pocket += s.players[old].pocket
        s.players[old].pocket = []
    g.emit("president", "{player:seat} is President and takes the Banana", new)
    for pos in taken:                               # told in the open: the Positions change hands
        g.emit("takes_over", "{player:seat} takes over {position:position} from {former:seat}", old, pos, new)
    if given is not None:
        g.emit("pocket_handed", "{giver:seat} gives all his pocket money to {taker:seat}", old, new)
        g.tell((old, new), "pocket_handed_private", "{giver:seat} gives all his pocket money to {taker:seat}: "
               "{amount} million", old, new, given)
