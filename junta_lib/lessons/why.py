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


def _variants(game) -> dict[str, list[dict]]:
    """The rules that depend on the event, not only on its kind (event_rules.toml, ``[junta_when]``):
    a unit lost to the Gunboat is the shooter's choice, one lost in a volley its owner's."""
    return lesson_data("event_rules.toml").get("junta_when" if game.GAME == "classic" else "viva_when", {})


def _holds(when: dict, game, event, before) -> bool:
    """Whether an event meets a variant's conditions: ``data`` (its facts), ``template`` (words of
    its English sentence), ``after`` (the nearest earlier event of another kind), ``since`` (an
    earlier event of any kind), ``straw``
    (whether the table has straw men, K9)."""
    if any(event.data.get(k) != v for k, v in when.get("data", {}).items()) or \
            when.get("template", "") not in event.template:
        return False
    if "since" in when and not any(e.kind == when["since"] for e in before):
        return False
    if "after" in when:
        earlier = next((e.kind for e in reversed(before) if e.kind != event.kind and e.kind not in QUIET), None)
        if earlier != when["after"]:
            return False
    return "straw" not in when or any(p.straw for p in game.state.players) == when["straw"]


def rule_of(game, event, before=()) -> str | None:
    """The rule that made ``event`` happen (``before``: the events before it, for the variants that
    depend on what came first)."""
    for when in _variants(game).get(event.kind, ()):
        if _holds(when, game, event, before):
            return when["rule"]
    rules = event_rules(game)
    return rules.get(event.kind) or rules.get(event.kind.removesuffix("_private"))


def twins(events) -> dict[int, int]:
    """{index of a public event: index of its private twin}: the same happening told to everyone
    ("ben hands something to jenny") and, in more detail, to those who may know it ("ben gives
    jenny 2 million").  A twin stands next to it, is of its kind + "_private", agrees with it on
    every fact both name, and is the twin of one event only - so a second looter's public take is
    never mistaken for the first one's."""
    pairs: dict[int, int] = {}
    for i, e in enumerate(events):
        if e.to is not None:
            continue
        for j in (i + 1, i - 1):
            if not 0 <= j < len(events) or j in pairs.values():
                continue
            twin = events[j]
            if twin.kind == f"{e.kind}_private" and twin.to is not None and \
                    all(e.data[k] == twin.data[k] for k in e.data.keys() & twin.data.keys()):
                pairs[i] = j
                break
    return pairs


def happened(game, since: int = 0, seat: int | None = None, kinds=None) -> list[tuple[str, str | None]]:
    """(the event's sentence, the rule that made it) for each event after the first ``since`` that
    ``seat`` may see (``kinds``: only these); a private event replaces its public twin (see
    :func:`twins`), so a player who drew cards reads which."""
    shown = [e for e in game.events[since:] if e.visible_to(seat) and e.kind not in QUIET
             and (kinds is None or e.kind in kinds)]
    replaced = twins(shown)
    public_of = {j: i for i, j in replaced.items()}
    out: list[tuple[str, str | None]] = []
    for i, e in enumerate(shown):
        if i in replaced:
            continue                               # the private twin beside it says more ...
        if i in public_of:                         # ... and is explained by the public event's rule
            k = public_of[i]
            rule = rule_of(game, shown[k], shown[:k]) or rule_of(game, e, shown[:i])
        else:
            rule = rule_of(game, e, shown[:i])
        out.append((e.text, rule))
    return out


_ROW = re.compile(r"^rows? (\d+(?:-\d+)?)")
_KIT = re.compile(r"^K(\d+)")
_VIVA = re.compile(r"^viva (\d+)(?:\.([a-e]))?")
#: a Viva section's lettered step in Russian (а, б, в ...) and Chinese (之一, 之二 ...) enumeration
#: a Viva section's step letter as the language writes it: the Russian alphabet's; Chinese keeps the
#: summary's own a-e (seed 004: "4.戰鬥 ... e.掠奪", cited "4.e")
_STEP = {"ru": dict(zip("abcde", "абвгд"))}


def citation(rule: str) -> str:
    """Where a rule stands, in the current language: the whole rule in English; elsewhere its
    reference ("строка 27", "K4", "規則4.e"), the English sentence on hover."""
    lang = words().lang
    if lang == "en":
        return esc(rule)
    head = rule.split(":", 1)[0]
    if m := _ROW.match(head):
        ref = tr("row {n}", n=m[1])
    elif m := _KIT.match(head):
        ref = tr("kit rule {n}", n=m[1])
    elif m := _VIVA.match(head):
        ref = tr("section {n}", n=m[1] + ("." + _STEP.get(lang, {}).get(m[2], m[2]) if m[2] else ""))
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
