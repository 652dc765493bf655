"""ipywidgets front-ends for the notebooks: play a seat against bots, step through a game, and the
pictures (the city, the estates) they draw."""
from .board import junta_table_html, viva_svg
from .city import city_svg
from .clickmap import ClickMap
from .forms import form_for
from .labels import describe
from .room import PlayRoom
from .table import GameTable, StepThrough

__all__ = ["ClickMap", "GameTable", "PlayRoom", "StepThrough", "city_svg", "describe", "form_for", "junta_table_html",
           "viva_svg"]
