"""Players that are programs: random, heuristic and scripted."""
from .heuristic import JuntaHeuristic, VivaHeuristic, heuristic_team
from .random_agent import RandomAgent
from .scripted import PolicyAgent, ScriptedAgent

__all__ = ["JuntaHeuristic", "PolicyAgent", "RandomAgent", "ScriptedAgent", "VivaHeuristic", "heuristic_team"]
