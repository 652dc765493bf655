"""JupyterLab as the kit starts it (``junta lab``, ``make run``).

A widget lives in its kernel: a notebook saved with a table in it, reopened after the kernel has
gone (the next day, or after a restart), would show "Error displaying widget: model not found"
where the game was.  ``strip_widget_views`` runs whenever JupyterLab saves a notebook (its
``pre_save_hook``): each widget output in the saved file becomes a short note saying how to bring the
table back (run the cell; a play room offers to resume its autosaved game).  What the open page
shows is not touched.
"""
from __future__ import annotations

#: what ``junta lab`` (and the tests' JupyterLab) adds to the server's command line
SERVER_ARGS = ("--FileContentsManager.pre_save_hook=junta_lib.lab.strip_widget_views",)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
NOTE_HTML = ("<div style='border-left:4px solid #c9a227;background:#fbf8ee;padding:6px 10px;font-size:13px'>"
             "<b>This table was live in a kernel that has stopped.</b> Run this cell to bring it back: a play "
             "room offers to resume the game it saved after your last decision; a lesson starts afresh.</div>")
NOTE_TEXT = "This table was live in a kernel that has stopped: run this cell to bring it back."


def strip_widget_views(model: dict, **kwargs) -> None:
    """pre_save_hook: in a notebook about to be saved, replace every widget view by the note (and
    drop saved widget state, which no kernel will ever answer)."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    notebook = model["content"]
    widgets = notebook.get("metadata", {}).get("widgets")
    if isinstance(widgets, dict) and WIDGET_STATE in widgets:
        del notebook["metadata"]["widgets"]
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []) or []:
            data = output.get("data")
            if isinstance(data, dict) and WIDGET_VIEW in data:
                data.clear()
                data["text/html"] = NOTE_HTML
                data["text/plain"] = NOTE_TEXT
