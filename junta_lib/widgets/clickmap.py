"""A picture that answers clicks: an SVG whose parts carry ``data-key`` (an area of the city, a player's
estate) shown in the notebook; a click calls back into Python with that key.  Built on anywidget
(https://anywidget.dev): the front-end is the few lines of JavaScript below, nothing to install or build."""
from __future__ import annotations

from typing import Callable

import anywidget
import traitlets

_ESM = """
function render({ model, el }) {
  const draw = () => {
    el.innerHTML = model.get("svg");
    const keys = new Set(model.get("clickable"));
    el.querySelectorAll("[data-key]").forEach((node) => {
      const key = node.dataset.key;
      if (!keys.has(key)) { node.style.cursor = "default"; return; }
      node.style.cursor = "pointer";
      node.setAttribute("tabindex", "0");           // reachable with Tab, chosen with Enter or Space
      node.setAttribute("role", "button");
      node.addEventListener("click", () => model.send({ key }));
      node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); model.send({ key }); }
      });
    });
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:clickable", draw);
}
export default { render };
"""


class ClickMap(anywidget.AnyWidget):
    """An SVG picture; clicking a part whose ``data-key`` is in ``clickable`` calls ``on_click(key)``."""

    _esm = _ESM
    svg = traitlets.Unicode("").tag(sync=True)
    clickable = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(self, svg: str = "", clickable=(), on_click: Callable[[str], None] | None = None, **kw):
        super().__init__(svg=svg, clickable=list(clickable), **kw)
        self._callback = on_click
        self.on_msg(self._message)

    def show(self, svg: str, clickable=()) -> None:
        self.clickable = list(clickable)
        self.svg = svg

    def click(self, key: str) -> None:
        """What a click on ``key`` does (also for tests and keyboard-only users)."""
        if self._callback is not None and key in self.clickable:
            self._callback(key)

    def _message(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and isinstance(content.get("key"), str):
            self.click(content["key"])
