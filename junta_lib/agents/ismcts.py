"""A searching player: Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

The bot cannot see the other hands, the deck or the orders behind the screens, so it does not
search the real game: each iteration it asks its own view for a *determinisation*
(``view.sample_world(rng)``: a game consistent with all it has seen, everything hidden drawn at
random), walks down one shared tree in that world, adds a node, plays the game out with random
players, and credits the result to the nodes it passed (the playouts' players: random choices, or
as the kit seats it, the heuristic players).  The tree's nodes are sequences of choices
(anyone's); a choice is judged by the player who makes it (his share of the win), and since a
choice may be legal in one world and not in another, the selection rule (UCB1) counts how often
each choice was *available* rather than how often its parent was visited (the "subset-armed
bandit" of ISMCTS).  A JUNTA decision may offer thirty choices and the budget may be a few dozen
playouts, so a node opens its choices one at a time (progressive widening: at most
``WIDENING * sqrt(visits + 1)`` of them), and the root opens first the choice the kit's heuristic
player would make (its fallback): the search then spends its playouts comparing a few choices,
the habit's among them, instead of trying each of thirty once and keeping a lucky one.  After the
budget, the choice played most often is taken; or, with ``confidence`` (JUNTA), the habit's choice
unless another did better by that many standard errors (:func:`keep_habit`).

It uses the same engine loop as everything else: the worlds are replays of the game (a game is its
seed and actions; the rules are generators, which cannot be copied), so each iteration pays one
replay (see benchmarks/search.py for its cost beside a playout's).  The budget is a number of
playouts (reproducible: the same seed chooses the same) or milliseconds (not reproducible: how far
it searches depends on the machine).

It answers decisions with listed options; one with a single option is answered at once.  A
structured choice (a vote, a Budget, a deposit) has no list: with a ``shortlist`` (JUNTA's votes,
Budget and cabinet, agents/shortlists.py) the search compares the fallback's answer with a few
others; the rest (a deposit, a Coup's moves) is left to its fallback, the kit's heuristic player.
"""
from __future__ import annotations

import math
import random
import time

from ..core.decision import describe
from ..i18n import N_
from .reasons import Reason, Reasoning
from .beliefs import president_at_the_bank
from .shortlists import junta_shortlist

EXPLORATION = 0.7
#: progressive widening: a node opens at most WIDENING * sqrt(its visits + 1) choices (None: all)
WIDENING = 1.0


class Node:
    __slots__ = ("visits", "value", "square", "available", "children")

    def __init__(self):
        self.visits = 0
        self.value = 0.0            # the deciding player's win share, summed over the playouts
        self.square = 0.0           # ... and its squares (the spread, for the final comparison)
        self.available = 0          # iterations in which this choice was legal
        self.children: dict = {}


def key(option) -> str:
    """A choice's identity across worlds: its JSON form."""
    to_json = getattr(option, "to_json", None)
    return repr(to_json() if to_json is not None else option)


def rank(node: Node | None, index: int) -> tuple:
    """A root choice's place: most playouts first, then the order offered."""
    return (-(node.visits if node is not None else 0), index)


def mean_and_error(node: Node) -> tuple[float, float]:
    """A choice's mean value over its playouts and the standard error of that mean."""
    n = node.visits
    mean = node.value / n
    spread = max(0.0, node.square / n - mean * mean)
    return mean, math.sqrt(spread / n) if n > 1 else 1.0


def keep_habit(ranked: list[int], keys: list[str], children: dict, habit: str, z: float) -> list[int]:
    """``ranked`` with the habit's choice first, unless the best other choice (by mean, among those
    played at least a third as often as the most played) did better by more than ``z`` standard
    errors of the difference: a few dozen noisy playouts overturn a habit only on clear evidence."""
    if habit not in children or not children[habit].visits:
        return ranked
    at = {keys[i]: i for i in ranked}
    if habit not in at:
        return ranked
    most = max(node.visits for node in children.values())
    h_mean, h_err = mean_and_error(children[habit])
    rivals = [(mean_and_error(node), k) for k, node in children.items()
              if k != habit and k in at and node.visits >= max(2, most / 3)]
    if rivals:
        (r_mean, r_err), rival = max(rivals)
        if r_mean - h_mean > z * math.hypot(r_err, h_err):
            return [at[rival]] + [i for i in ranked if i != at[rival]]
    return [at[habit]] + [i for i in ranked if i != at[habit]]


def shares(result: dict, seats: int) -> list[float]:
    """Each seat's share of the win (shared wins split; nobody wins: nothing)."""
    winners = result["winners"]
    out = [0.0] * seats
    for t in winners:
        out[t] = 1 / len(winners)
    return out


SEARCHED = N_("{name} searched {worlds} sampled worlds (the hidden cards and dice drawn at random, consistent "
              "with what he has seen): {best} won {best_share} of its {best_visits} playouts; the next best, "
              "{second}, won {second_share} of {second_visits}.")
SEARCHED_JUDGED = N_("{name} searched {worlds} sampled worlds (the hidden cards and money drawn at random, "
                     "consistent with what he has seen), each played to the end of the next round and judged by "
                     "what each player put in the Swiss Bank meanwhile, beside the others: {best} scored {best_share} in its {best_visits} playouts; the next best, "
                     "{second}, {second_share} in {second_visits}.")
SEARCHED_KEPT_HABIT = N_("{name} searched {worlds} sampled worlds (the hidden cards and money drawn at random, "
                         "consistent with what he has seen), each played to the end of the next round and judged by "
                         "what each player put in the Swiss Bank meanwhile, beside the others: his habit, {best}, scored {best_share} in its {best_visits} playouts; "
                         "{second} scored {second_share} in {second_visits}, too few to be sure it is better, so he "
                         "kept to his habit.")
ONLY_CHOICE = Reason(N_("{name} had only one legal choice."))


class ISMCTS(Reasoning):
    """``playouts`` per decision (or ``millis`` of search instead); ``fallback`` answers what the
    search does not (structured choices): by default the kit's heuristic player for the seat."""

    needs_view = True

    def __init__(self, seat: int, seed: int | None = None, playouts: int = 100, millis: float | None = None,
                 exploration: float = EXPLORATION, fallback=None, playout_players=None,
                 widening: float | None = WIDENING, horizon: int | None = None, judge=None,
                 confidence: float | None = None, shortlist=None, belief=None, stakes: dict | None = None,
                 searched=None):
        """``playout_players(world, seed)``: the players of the playouts (a team), else random choices.
        ``widening``: see :meth:`_iterate`; the root opens the fallback's own choice first.
        ``shortlist(view, decision, habit, rng)``: for a structured choice (no listed options), the
        whole answers to compare, the fallback's ``habit`` first (agents/shortlists.py); None, or a
        list of fewer than two, leaves the choice to the fallback.
        ``belief(world, seat, rng)``: redraws in each sampled world what the seat cannot see by a
        model of the others (agents/beliefs.py) rather than uniformly; None: as sampled.
        ``stakes``: decision kind -> how many times the budget such a decision gets, its root opening
        every choice (no widening): the few decisions that decide the game searched more widely.
        ``searched``: the decision kinds the search answers, the others left to the fallback; None: all."""
        self.shortlist = shortlist
        self.belief, self.stakes, self.searched = belief, stakes or {}, searched
        self.playout_players = playout_players
        self.widening = widening
        #: ``horizon`` rounds after the decision's the playout stops and ``judge(world, start)`` gives
        #: each seat's value (see :class:`Standing`); None: every playout is played to the game's end
        self.horizon, self.judge = horizon, judge
        #: with widening: the habit's choice is kept unless another did better by more than
        #: ``confidence`` standard errors (see :func:`keep_habit`); None: the most played choice
        self.confidence = confidence
        self.seat = seat
        self.rng = random.Random(seed)
        self.playouts, self.millis, self.exploration = playouts, millis, exploration
        self.fallback = fallback
        self.reason = None
        self.last: dict | None = None           # the last search: the root's statistics

    def choose(self, view, decision):
        options = decision.options
        secret = decision.secret
        first = None
        if self.searched is not None and decision.kind not in self.searched:
            choice = self.fallback.choose(view, decision)
            self.reason = getattr(self.fallback, "reason", None)
            return choice
        if options is None:
            self.reason = None
            choice = self.fallback.choose(view, decision)
            self.reason = getattr(self.fallback, "reason", None)
            options = self.shortlist(view, decision, choice, self.rng) if self.shortlist is not None else []
            if len(options) < 2:
                return choice
            # the habit's reason says whether the choice is made behind a screen (a Budget's stacks)
            secret = secret or getattr(self.reason, "secret", False)
            first = key(choice)
        elif len(options) == 1:
            self.reason = ONLY_CHOICE
            return options[0]
        root = Node()
        if first is None and self.fallback is not None and self.widening is not None:
            first = key(self.fallback.choose(view, decision))
        factor = self.stakes.get(decision.kind)
        playouts, widen = (round(self.playouts * factor), None) if factor else (self.playouts, self.widening)
        deadline = time.perf_counter() + self.millis * (factor or 1) / 1000 if self.millis else None
        worlds = 0
        while (worlds < playouts) if deadline is None else (time.perf_counter() < deadline or worlds == 0):
            world = view.sample_world(self.rng)
            if self.belief is not None:
                self.belief(world, self.seat, self.rng)
            self._iterate(root, world, first, options, widen)
            worlds += 1
        keys = [key(o) for o in options]
        ranked = sorted(range(len(options)), key=lambda i: rank(root.children.get(keys[i]), i))
        if first is not None and self.confidence is not None:
            ranked = keep_habit(ranked, keys, root.children, first, self.confidence)
        best = options[ranked[0]]
        self.last = {"worlds": worlds, "choices": [(options[i], root.children.get(keys[i])) for i in ranked[:2]]}
        text = SEARCHED if self.horizon is None else SEARCHED_JUDGED
        if first is not None and self.confidence is not None and keys[ranked[0]] == first and len(ranked) > 1:
            chosen, other = root.children.get(first), root.children.get(keys[ranked[1]])
            if chosen and chosen.visits and other and other.visits and \
                    other.value / other.visits > chosen.value / chosen.visits:
                text = SEARCHED_KEPT_HABIT          # the habit kept though another scored more
        self.reason = Reason(text, secret=secret, facts=self._facts(decision, worlds))
        return best

    def _facts(self, decision, worlds: int) -> tuple:
        """The figures of the search for its reason (actions worded when the reason is read)."""
        game, kind = decision.game, decision.kind
        facts = [("worlds", worlds)]
        for label, (option, node) in zip(("best", "second"), self.last["choices"]):
            visits = node.visits if node else 0
            facts += [(label, lambda o=option: describe(o, game, kind) if hasattr(o, "describe") else str(o)),
                      (f"{label}_visits", visits),
                      (f"{label}_share", f"{(node.value / visits if visits else 0):.0%}")]
        return tuple(facts)

    def playout_team(self, world) -> list:
        return self.playout_players(world, self.rng.getrandbits(32))

    def _iterate(self, root: Node, world, first: str | None, shortlist, root_widening: float | None) -> None:
        """One iteration in one sampled world: select and expand, play out, back up.  A node opens
        a new choice only while it has fewer than ``widening * sqrt(visits + 1)`` of them open in
        this world (progressive widening: a handful of iterations compare a few choices well
        rather than each of thirty once); the root opens ``first`` (the habit's choice) first.
        ``shortlist``: the root's choices when its decision lists none (a structured choice);
        ``root_widening``: the root's widening (None: every choice open)."""
        rng, c = self.rng, self.exploration
        node, path = root, []
        start = self.judge.start(world) if self.horizon is not None and getattr(self.judge, "gain", False) else None
        root.visits += 1                    # the root is in no path: its passes are counted here
        while (d := world._pending) is not None:
            options = d.options if node is not root or d.options is not None else shortlist
            if options is None:
                break
            children = node.children
            untried, best, best_score, open_here = [], None, -1.0, 0
            for option in options:
                k = key(option)
                child = children.get(k)
                if child is None:
                    untried.append((k, option))
                    continue
                open_here += 1
                child.available += 1
                score = child.value / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
                if score > best_score:
                    best, best_score = (child, option), score
            widen = root_widening if node is root else self.widening
            if untried and (best is None or widen is None or open_here < widen * math.sqrt(node.visits + 1)):
                pick = next((u for u in untried if u[0] == first), None) if node is root else None
                k, option = pick or untried[int(rng.random() * len(untried))]
                child = children[k] = Node()
                child.available = 1
                world.apply(option)
                path.append((child, d.player))
                break
            child, option = best
            world.apply(option)
            path.append((child, d.player))
            node = child
        stop = world.round + self.horizon if self.horizon is not None else None
        if world._pending is not None:
            rollout(world, rng, self.playout_team(world) if self.playout_players else None, stop)
        won = shares(world.result(), len(world.state.names)) if world._pending is None else self.judge(world, start)
        for child, player in path:
            child.visits += 1
            v = won[player]
            child.value += v
            child.square += v * v


def rollout(world, rng: random.Random, players=None, stop: int | None = None) -> None:
    """Play ``world`` to its end (or until its round passes ``stop``): with ``players`` (one per
    seat, reading their views), else with random choices (no side actions: they rarely help a
    playout)."""
    apply = world.apply
    if players is not None:
        view = world.view
        while (d := world._pending) is not None and (stop is None or world.round <= stop):
            seat = d.player
            apply(players[seat].choose(view(seat), d))
        return
    pick = rng.random
    while (d := world._pending) is not None and (stop is None or world.round <= stop):
        options = d.options
        apply(options[int(pick() * len(options))] if options is not None else d.domain.sample(rng))


class Standing:
    """A judge of an unfinished world: each seat's value from the scores so far (``result()[score]``:
    JUNTA's Swiss totals), a logistic curve of his lead over the best other player who can win,
    ``scale`` points making it 0.73.  With ``gain``, of what he gained since the search's decision
    in the same world (``judge(world, start)``, ``start`` the scores then: :meth:`start`) beyond
    the others' mean gain: a seat far behind or far ahead would otherwise see every choice score
    nearly 0 or nearly 1 and could not tell them apart, and what the seat cannot know of the
    others' accounts weighs the same before and after."""

    def __init__(self, score: str, scale: float, gain: bool = False):
        self.score, self.scale, self.gain = score, scale, gain

    def start(self, world) -> list[float]:
        return list(world.result()[self.score])

    def __call__(self, world, start: list[float] | None = None) -> list[float]:
        scores = world.result()[self.score]
        real = list(world.real_players() if hasattr(world, "real_players") else range(len(scores)))
        out = [0.0] * len(scores)
        if start is not None:
            gains = {t: scores[t] - start[t] for t in real}
            total = sum(gains.values())
            for t in real:
                edge = gains[t] - (total - gains[t]) / (len(real) - 1) if len(real) > 1 else gains[t]
                out[t] = 1 / (1 + math.exp(-edge / self.scale))
            return out
        for t in real:
            best_other = max((scores[o] for o in real if o != t), default=0)
            out[t] = 1 / (1 + math.exp(-(scores[t] - best_other) / self.scale))
        return out


def standing(score: str, scale: float, gain: bool = False) -> Standing:
    """See :class:`Standing`."""
    return Standing(score, scale, gain)


#: the JUNTA decisions the search answers (the others, two in five of a seat's, are the habit's: the
#: discards, a Coup's attacks and targets, Phase 1 cards): where a seat goes, whom an assassin hits,
#: coups, votes, the Budget and the cabinet
JUNTA_SEARCHED = frozenset({"location", "assassination", "start_coup", "choose_side", "end_coup", "vote", "budget",
                            "cabinet", "force_budget"})
#: the JUNTA decisions that take the Presidency (an assassination's announcement, starting a coup) and
#: how many times the budget each gets, every choice open
JUNTA_STAKES = {"assassination": 4, "start_coup": 4}

#: each game's search settings: JUNTA's playouts stop after the next round's end and are judged
#: by what each player put in Switzerland meanwhile beyond the others' mean (8 million more: 0.73;
#: a round's Foreign Aid is about twice that), a full JUNTA game being long and its end far from
#: most choices; the habit's choice stands unless another did better by one standard error.
#: Viva's short games are played out
SETTINGS = {"classic": {"horizon": 1, "judge": standing("swiss", 8.0, gain=True), "confidence": 1.0,
                        #: votes, the Budget and the cabinet searched among a shortlist (shortlists.py)
                        "shortlist": junta_shortlist,
                        #: only the decisions that move the Presidency and the money searched ...
                        "searched": JUNTA_SEARCHED,
                        #: ... the President believed at the open Central Bank (beliefs.py) ...
                        "belief": president_at_the_bank,
                        #: ... and the decisions that take the Presidency searched four times as long
                        "stakes": JUNTA_STAKES},
            #: Viva: as measured in data/tournaments/viva.parquet (no widening: a Viva choice has few options)
            "viva": {"widening": None}}


def ismcts_bot(game, seat: int, seed: int, playouts: int = 100, millis: float | None = None) -> ISMCTS:
    """An ISMCTS player for ``seat``: the heuristic player answers the structured choices, and the
    heuristic players play the playouts (a model of the others far better than dice: in 12 Viva
    games at 100 playouts against two heuristic players, random playouts won 1 in 12, heuristic
    ones 7 in 12)."""
    from .heuristic import JuntaHeuristic, VivaHeuristic, heuristic_team
    fallback = (JuntaHeuristic if game.GAME == "classic" else VivaHeuristic)(seat, seed)
    return ISMCTS(seat, seed, playouts=playouts, millis=millis, fallback=fallback, playout_players=heuristic_team,
                  **SETTINGS.get(game.GAME, {}))


__all__ = ["ISMCTS", "ismcts_bot"]
