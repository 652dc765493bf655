"""Players that are programs: random, heuristic and scripted."""
from .heuristic import JuntaHeuristic, VivaHeuristic, heuristic_team
from .random_agent import RandomAgent
from .scripted import ScriptedAgent

__all__ = ["JuntaHeuristic", "RandomAgent", "ScriptedAgent", "VivaHeuristic", "heuristic_team"]
