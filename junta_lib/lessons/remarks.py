"""The lessons' remarks ("what happened, and why") in the notebook's language: every sentence a
whole catalog entry with named facts, so the translator decides word order, case and punctuation.

- :func:`say` fills a remark's sentence (``say("{who:name} started the Coup.", g, who=seat)``);
  besides the game's own facts (``position``, ``location``, ``area`` ... as in the story) a slot
  of kind ``name`` is a player as a remark writes him: most JUNTA lessons play the rulebook's
  example players, named as each language's rulebook names them, in English too ("Andy", Коля, 安迪;
  a Russian slot may ask a case, ``{who}[дат.]``: "Коле"), in the remark as on the table.  ``seat``
  is a player exactly as the table writes him (Viva's "ana" stays lower case, where ``name``
  writes "Ana").  Other tables' players (Viva's ana, ben, cid, dan) keep their names as given in
  every language.  A straw man is named as the table names him.
- :func:`story_line` quotes an event of the story in a remark, its players named as the remark names
  them (in a lesson at the rulebook's example table both say "Ben", Петя, 班).
- :func:`listed` says several players as one subject ("ben, cid and dan"; "Петя, Сёма и Даня").
- :func:`joined` puts a remark's sentences together as the language does (two spaces in English
  and Russian, none after Chinese full-width punctuation).
"""
from __future__ import annotations

from ..i18n import N_, tr, words

#: the JUNTA rulebook's example players (rows 9, 32, 51), seated by the names on the left: each
#: language's rulebook names them its own way (the English "Ben", the Russian column's Петя), and a
#: lesson's table, its story, prompts and remarks name them so.  Any other table's players (Viva's and
#: the straw men's ana, ben, cid, dan) are named as given in every language.
EXAMPLE_NAMES = {"klaus": N_("Klaus"), "ben": N_("Ben"), "jenny": N_("Jenny"), "andy": N_("Andy"),
                 "daniel": N_("Daniel")}
#: what stands between two sentences of a remark
GAPS = {"zh_Hant": ""}


def example_name(given: str, case: str | None = None) -> str:
    """An example player's name as the lessons' tables say it in the current language ("Klaus";
    "Вася", in ``case``: "Васе"; "克勞斯"); any other name as given ("ana")."""
    example = EXAMPLE_NAMES.get(given)
    if example is None:
        return given
    return words().declined(tr(example), case)


def name_reader(game):
    """How a lesson's table says its players' names: the rulebook's example table (its players all
    among :data:`EXAMPLE_NAMES`) as the language's rulebook names them (:func:`example_name`); any
    other table's as given (None)."""
    return example_name if game.given_names() <= set(EXAMPLE_NAMES) else None


def person(g, seat: int, case: str | None = None, capital: bool = True) -> str:
    """A player as a remark names him: as the table says him (a JUNTA example player "Andy";
    "Коля", in ``case``: "Коле"; "安迪"; a straw man "подставному лицу 1"; anyone else as given).
    ``capital``: English writes a given name with its capital ("Ana", not "ana")."""
    given = g.seat_name(seat, case)
    return given[:1].upper() + given[1:] if capital and words().english else given


def say(template: str, /, g=None, **facts) -> str:
    """A remark's sentence (an English template marked for the catalogs) in the current language,
    its facts filled: ``{who:name}`` / ``{who:seat}`` players (:func:`person`), the game's own facts
    (``{post:position}``) as the story names them, anything else as given."""
    def render(spec: str, value, case: str | None = None) -> str:
        if spec in ("name", "seat") and g is not None:
            return person(g, value, case, capital=spec == "name")
        if spec and g is not None:
            return g.render_fact(spec, value, case)
        return str(value)
    return words().fill(template, facts, render)


def story_line(g, event) -> str:
    """An event's sentence as a remark quotes it: the story's words, its players named as the
    remark names them (in English exactly the story's line)."""
    def render(spec: str, value, case: str | None = None) -> str:
        if spec == "seat":
            return person(g, value, case, capital=False)
        if spec == "seats":
            return words().join(person(g, t, capital=False) for t in value)
        return g.render_fact(spec, value, case)
    return words().fill(event.template, event.data, render)


def listed(g, seats, capital: bool = False) -> str:
    """Several players as one subject: "ben", "ben and cid", "ben, cid and dan" (Chinese ben、cid和dan)."""
    names = [person(g, t, capital=capital) for t in seats]
    if len(names) == 1:
        return names[0]
    return tr("{names} and {last}", names=words().join(names[:-1]), last=names[-1])


def joined(*sentences: str) -> str:
    """A remark's sentences as one paragraph, empty ones left out."""
    return GAPS.get(words().lang, "  ").join(s for s in sentences if s)
