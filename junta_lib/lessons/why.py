"""What happened, and why: the events a lesson's table produced, each with the rule that made it
happen (data/lessons/event_rules.toml).  The explanation is built from the game's own events, so it
never tells of a Recount nobody played or of volleys that never came."""
from __future__ import annotations

import re

from ..i18n import tr, words
from ..widgets.palette import esc
from .rulebook import lesson_data

#: events that only mark time: shown in the story, never explained
QUIET = frozenset({"phase", "round", "coup_phase"})


def event_rules(game) -> dict[str, str]:
    """The rule behind each event kind of ``game``'s engine ("junta" or "viva" table)."""
    return lesson_data("event_rules.toml")["junta" if game.GAME == "classic" else "viva"]


def happened(game, since: int = 0, seat: int | None = None, kinds=None) -> list[tuple[str, str | None]]:
    """(the event's sentence, the rule that made it) for each event after the first ``since`` that
    ``seat`` may see (``kinds``: only these); a private event replaces its public twin, so a
    player who drew cards reads which."""
    rules = event_rules(game)
    events = [e for e in game.events[since:] if e.visible_to(seat) and e.kind not in QUIET
              and (kinds is None or e.kind in kinds)]
    def beside(i: int, kind: str) -> bool:
        return any(0 <= j < len(events) and events[j].kind == kind for j in (i - 1, i + 1))

    out: list[tuple[str, str | None]] = []
    for i, e in enumerate(events):
        if e.to is None and beside(i, f"{e.kind}_private"):
            continue                               # the private twin beside it says more ...
        public = e.kind.removesuffix("_private")
        if public != e.kind and beside(i, public):
            rule = rules.get(public) or rules.get(e.kind)    # ... and is explained by the public rule
        else:
            rule = rules.get(e.kind) or rules.get(public)
        out.append((e.text, rule))
    return out


_ROW = re.compile(r"^rows? (\d+(?:-\d+)?)")
_KIT = re.compile(r"^K(\d+)")
_VIVA = re.compile(r"^viva (\d+)(?:\.([a-e]))?")
#: a Viva section's lettered step in Russian (а, б, в ...) and Chinese (之一, 之二 ...) enumeration
_STEP = {"ru": dict(zip("abcde", "абвгд")), "zh_Hant": dict(zip("abcde", "一二三四五"))}


def citation(rule: str) -> str:
    """Where a rule stands, in the current language: the whole rule in English; elsewhere its
    reference ("строка 27", "K4", "第4節之五"), the English sentence on hover."""
    lang = words().lang
    if lang == "en":
        return esc(rule)
    head = rule.split(":", 1)[0]
    if m := _ROW.match(head):
        ref = tr("row {n}", n=m[1])
    elif m := _KIT.match(head):
        ref = tr("kit rule {n}", n=m[1])
    elif m := _VIVA.match(head):
        ref = tr("section {n}", n=m[1] + (("." if lang == "ru" else "之") + _STEP[lang][m[2]] if m[2] else ""))
    else:
        ref = tr("the rules")
    return f"<span title='{esc(rule)}' style='border-bottom:1px dotted #999'>{esc(ref)}</span>"


def explained(game, since: int = 0, seat: int | None = None, kinds=None, limit: int = 40) -> str:
    """The events as an HTML list, each sentence followed by its rule the first time that rule
    applies (six volleys, one citation)."""
    items, cited = [], set()
    said = happened(game, since, seat, kinds)
    for text, rule in said[:limit]:
        cite = f" <span style='color:#555'>- {citation(rule)}</span>" if rule and rule not in cited else ""
        items.append(f"<li>{esc(text)}{cite}</li>")
        cited.add(rule)
    more = len(said) - limit
    if more > 0:
        items.append(f"<li><i>{esc(tr('... and {n} more (see the story above)', n=more))}</i></li>")
    if not items:
        return f"<p>{esc(tr('Nothing happened that the story records: every player passed.'))}</p>"
    return "<ul>" + "".join(items) + "</ul>"
