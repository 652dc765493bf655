"""Players that are programs: random, heuristic and scripted; the straw men of JUNTA's small tables.

:data:`BOTS` names the bots a simulation or a tournament may seat (``junta simulate --bots``);
:func:`make_bot` builds one for a seat of a game."""
from ..core.errors import IllegalAction
from ..i18n import N_, tr, words
from ..core.registry import provide_player
from .heuristic import JuntaHeuristic, VivaHeuristic, heuristic_team
from .ismcts import ISMCTS, ismcts_bot
from .random_agent import RandomAgent
from .scripted import PolicyAgent, ScriptedAgent
from .straw_men import straw_policy

provide_player("classic:straw_man", straw_policy)


def _heuristic(game, seat: int, seed: int):
    return (JuntaHeuristic if game.GAME == "classic" else VivaHeuristic)(seat, seed)


#: the bots by name: a maker (game, seat, seed) -> agent, and one line saying what it does
BOTS = {"random": (lambda game, seat, seed: RandomAgent(seed), N_("uniform over the legal choices")),
        "heuristic": (_heuristic, N_("a beginner's habits")),
        "ismcts": (ismcts_bot, N_("information-set tree search, 100 playouts a decision; ismcts-400 for 400 "
                                  "playouts, ismcts-250ms for 250 milliseconds"))}


def _budget(name: str) -> dict | None:
    """``ismcts-400`` -> 400 playouts, ``ismcts-250ms`` -> 250 milliseconds; None if not such a name."""
    base, _, budget = name.partition("-")
    if base != "ismcts" or not budget:
        return None
    number = budget[:-2] if budget.endswith("ms") else budget
    if not number.isdigit() or int(number) < 1:
        return None
    return {"millis": int(number)} if budget.endswith("ms") else {"playouts": int(number)}


def make_bot(name: str, game, seat: int, seed: int):
    """The bot called ``name`` for ``seat`` of ``game``, seeded (``seed * 1009 + seat`` as the teams
    of :meth:`RandomAgent.team` and :func:`heuristic_team`); an unknown name lists the known ones."""
    entry = BOTS.get(name) if type(name) is str else None
    budget = _budget(name) if type(name) is str and entry is None else None
    if budget is not None:
        return ismcts_bot(game, seat, seed * 1009 + seat, **budget)
    if entry is None:
        raise IllegalAction(tr("unknown bot {given}; the bots are {bots}", given=repr(name), bots=words().join(
            tr("{bot} ({what})", bot=known, what=tr(what)) for known, (_, what) in BOTS.items())))
    return entry[0](game, seat, seed * 1009 + seat)


__all__ = ["BOTS", "ISMCTS", "JuntaHeuristic", "PolicyAgent", "RandomAgent", "ScriptedAgent", "VivaHeuristic",
           "heuristic_team", "ismcts_bot", "make_bot"]
