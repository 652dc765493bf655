"""ipywidgets front-ends for the notebooks: play a seat against bots, step through a game, and the
pictures (the city, the estates) they draw.  Each name is imported when first asked for: the table
server draws its seat pages with the pictures (board.py, city.py, panels.py) without loading
ipywidgets, which the notebook's widgets need."""
from importlib import import_module

WHERE = {"junta_table_html": ".board", "viva_svg": ".board", "city_svg": ".city", "ClickMap": ".clickmap",
         "form_for": ".forms", "describe": ".labels", "PlayRoom": ".room", "GameTable": ".table",
         "StepThrough": ".table"}


def __getattr__(name: str):
    if name not in WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(WHERE[name], __name__), name)


__all__ = ["ClickMap", "GameTable", "PlayRoom", "StepThrough", "city_svg", "describe", "form_for", "junta_table_html",
           "viva_svg"]
