"""Players that are programs: random, heuristic and scripted."""
from .random_agent import RandomAgent
from .scripted import ScriptedAgent

__all__ = ["RandomAgent", "ScriptedAgent"]
