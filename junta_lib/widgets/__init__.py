"""ipywidgets front-ends for the notebooks: play a seat against bots, or step through a game."""
from .labels import describe
from .table import GameTable, StepThrough

__all__ = ["GameTable", "StepThrough", "describe"]
