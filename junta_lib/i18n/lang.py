"""One language's words: its catalog, its game terms and its grammar (see ``__init__``).

:meth:`Words.fill` makes every sentence of the kit: an event (``core/events.py``), a prompt, a button.
It looks the English template up in the catalog, then fills each slot: a player's name as given, a
term (``area``, ``position``, ``card`` ...) through the game's ``render_fact`` (which asks
:meth:`Words.term`), a number with its noun (``{n}[карта]``; slots.py).  What the catalog lacks is said in
English and counted in :attr:`Words.misses`; a term with no rendering is counted in
:attr:`Words.missing_terms`.
"""
from __future__ import annotations

import re
import string
import time
from collections import Counter
from functools import lru_cache
from typing import Any, Callable

from . import catalog
from .russian import PLACE_CASES, inflect, russian_place, with_number
from .slots import CHINESE_MONEY, canonical, kinds, parsed

_FORMATTER = string.Formatter()


def N_(msgid: str) -> str:              # marked for the catalogs (i18n.N_; this module sits below it)
    return msgid


_SLOTS = re.compile(r"\{[^{}]*\}")
#: the facts that hold a JSON sketch of what a decision takes ('{"to": seat, "bills": [bills]}'): its
#: keys and literals, in double quotes, are typed as they are; its bare words say what goes there and
#: are worded in the language (:meth:`Words.sketch`)
SKETCH_FACTS = frozenset({"expected", "shape", "shapes"})
#: a sketch's bare words, each with the catalog entry that words it (the entry's context keeps it apart
#: from the same English word elsewhere: "source" is a corpus's original text on the review screen)
SKETCH_WORDS = {
    "seat": N_("seat (a value in a JSON sketch: a player's seat number)"),
    "bills": N_("bills (a value in a JSON sketch: the bills' values in millions)"),
    "millions": N_("millions (a value in a JSON sketch: a whole number of millions)"),
    "card": N_("card (a value in a JSON sketch: a card's id)"),
    "cards": N_("cards (a value in a JSON sketch: cards' ids)"),
    "area": N_("area (a value in a JSON sketch: a map area's id)"),
    "units": N_("units (a value in a JSON sketch: a number of units, or their ids)"),
    "ids": N_("ids (a value in a JSON sketch: units' ids)"),
    "source": N_("source (a value in a JSON sketch: where a vote comes from)"),
    "choice": N_("choice (a value in a JSON sketch: what a vote is cast for)"),
    "or": N_("or (between two values in a JSON sketch)"),
    "position": N_("position (a value in a JSON sketch: a Position's id)"),
    "colour": N_("colour (a value in a JSON sketch: a die's colour)"),
    "holder": N_("holder (a value in a JSON sketch: the seat that holds it)"),
}
_SKETCH_PARTS = re.compile(r'("(?:[^"\\]|\\.)*")|\b([a-z]+)\b')


def has_words(template: str) -> bool:
    """Whether a template says anything besides its slots: words, or punctuation a language writes
    its own way ("{title}: {tally}" is "{title}：{tally}" in Chinese), or two facts in an order a
    language may change ("{n} {choice}" is "{n}票{choice}"); "{phase:phase}" does not."""
    return bool(_SLOTS.sub("", template).strip()) or len(_SLOTS.findall(template)) > 1
_PLURAL = re.compile(r"\b(\d+)(\D*?)\(s\)")
#: the kinds of fact that are lists: a noun in brackets after one agrees with how many it names
LISTS = ("cards", "seats")
#: the Russian tag before a player's name that carries its case ("игрока ben"), at the end of the words
#: before the name, and a name that declines by itself: any name in Russian words (the rulebook's Петя,
#: Коля, Вася, Женя; a straw man, "у подставного лица 1"), not a Latin seat name (ana, ben)
_PLAYER_TAG = re.compile(r"(?:(?<=[\s(«—])|^)[Ии]грок(?:а|у|ом|е)? $")
_DECLINED_NAME = re.compile(r"[А-ЯЁа-яё]")
#: the languages whose buttons start with a capital whatever the phrase (a term in citation form)
CAPITAL_BUTTONS = ("ru",)
#: how each language separates the items of a list, the groups of a list of lists, and the faces of a
#: roll (English "3 6, 1 hit" keeps the faces apart from the count by spaces; Chinese 6、5、4)
SEPARATORS = {"en": (", ", "; ", " "), "ru": (", ", "; ", ", "), "zh_Hant": ("、", "；", "、")}
#: how a card's name stands in a sentence: Russian and Chinese quote it
CARD_QUOTES = {"en": ("", ""), "ru": ("«", "»"), "zh_Hant": ("「", "」")}


def english_plural(text: str) -> str:
    """Resolve the English templates' "(s)" by the number before it: "1 unit(s)" -> "1 unit"."""
    if "(s)" not in text:
        return text
    return _PLURAL.sub(lambda m: m[1] + m[2] + ("" if m[1] == "1" else "s"), text)


def plain_fact(spec: str, value: Any, case: str | None = None) -> str:
    """How a fact reads when no game is at hand to name it."""
    if spec == "dice":
        return SEPARATORS["en"][2].join(map(str, value))
    return format(value, "" if spec in ("seat", "seats", "card", "cards") else spec)


def chinese_money(millions: int) -> str:
    """An amount the kit counts in millions as the Viva rules write it, every amount with its unit:
    3 million is "300萬", 121 million "1億2100萬", 100 million "1億" (ten thousand 萬 make a 億), nothing "0"."""
    if millions == 0:
        return "0"                                      # nothing is 0, not "0萬"
    sign, wan = ("-" if millions < 0 else ""), abs(millions) * 100
    yi, rest = divmod(wan, 10000)
    if not yi:
        return f"{sign}{rest}{CHINESE_MONEY}"
    return f"{sign}{yi}億" + (f"{rest}{CHINESE_MONEY}" if rest else "")


class Words:
    """The words of one language (``en``, ``ru``, ``zh_Hant``)."""

    def __init__(self, lang: str):
        self.lang = lang
        self.english = lang == "en"
        self._catalog: dict[str, str] | None = None
        self._terms: dict | None = None
        self._stamp: tuple = ()
        self._checked = 0.0
        #: English templates said in English for want of an entry, and how often
        self.misses: Counter = Counter()
        #: term keys said in English for want of a rendering, and how often
        self.missing_terms: Counter = Counter()
        #: entries that could not be filled with the facts at hand (said in English instead), and why
        self.broken: Counter = Counter()
        #: the inflected forms of terms this language has made (Russian), e.g. "на Соборной площади"
        self.forms: set = set()

    def __repr__(self) -> str:
        return f"Words({self.lang!r})"

    # -- the catalog ----------------------------------------------------------------------------
    @property
    def catalog(self) -> dict[str, str]:
        if self._catalog is None:
            self._catalog = catalog.load(self.lang)
        return self._catalog

    def gettext(self, msgid: str) -> str:
        """The catalog's entry for ``msgid``, or ``msgid`` itself (counted as a miss)."""
        if self.english:
            return msgid
        found = self.catalog.get(canonical(msgid))
        if found is None:
            if has_words(msgid):
                self.misses[msgid] += 1
            return msgid
        return found

    def has(self, msgid: str) -> bool:
        return self.english or canonical(msgid) in self.catalog

    # -- the terms ------------------------------------------------------------------------------
    @property
    def terms(self) -> dict:
        from . import terms
        now = time.monotonic()
        if self._terms is None or now - self._checked > 2.0:
            self._checked = now
            stamp = terms.stamp()
            if stamp != self._stamp or self._terms is None:
                self._terms, self._stamp = terms.renderings(self.lang), stamp
        return self._terms

    def term(self, key: str, english: str, case: str | None = None, number: str | None = None) -> str:
        """The game's name ``key`` ("area:central_bank") in this language, in ``case`` (Russian);
        ``english`` is how English says it ("the Central Bank")."""
        if self.english:
            return english
        found = self.terms.get(key)
        if found is None:
            self.missing_terms[key] += 1
            return english
        if self.lang == "ru" and case in PLACE_CASES:
            said = russian_place(key, found.text, case)
        elif self.lang == "ru" and (case or number):
            said = inflect(found.text, case, number)
        else:
            return found.text
        self.forms.add(said)
        return said

    def card(self, key: str, english: str, case: str | None = None) -> str:
        """A card's name as a sentence holds it: «Танк», 「坦克」; in Russian in the ``case`` a slot
        asks («Профессионального убийцу»)."""
        if self.english:
            return english
        left, right = CARD_QUOTES[self.lang]
        return f"{left}{self.term(key, english, case)}{right}"

    def join(self, items) -> str:
        """A list in a sentence or on a screen: "ana, ben" ("ana、ben" in Chinese)."""
        return SEPARATORS[self.lang][0].join(items)

    def join_faces(self, faces) -> str:
        """The faces of a roll or a hand of bills: "3 6" ("3, 6" in Russian, "3、6" in Chinese)."""
        return SEPARATORS[self.lang][2].join(map(str, faces))

    def join_groups(self, items) -> str:
        """A list of lists: "ana: Tank; ben: Church" ("ana：坦克；ben：教堂" in Chinese)."""
        return SEPARATORS[self.lang][1].join(items)

    def plain_fact(self, spec: str, value: Any, case: str | None = None) -> str:
        """A fact with no game at hand to name it, its roll's faces joined as this language joins them."""
        return self.join_faces(value) if spec == "dice" else plain_fact(spec, value, case)

    # -- sentences ------------------------------------------------------------------------------
    def fill(self, template: str, data: dict, render: Callable | None = None) -> str:
        """``template`` (English) in this language with its slots filled from ``data``; ``render``
        (spec, value, case) names a fact (the game's ``render_fact``)."""
        render = render or self.plain_fact
        if self.english:
            return english_plural(self._fill(template, data, render))
        translated = self.gettext(template)
        if translated is not template:
            try:
                return self._fill_translated(translated, template, data, render)
            except Exception as err:                # noqa: BLE001 - a broken entry: the English stands
                self.misses[template] += 1
                self.broken[(template, f"{type(err).__name__}: {err}")] += 1
        return english_plural(self._fill(template, data, render))

    def _fill(self, template: str, data: dict, render: Callable) -> str:
        """The English template filled: each slot's spec names its kind ("{player:seat}")."""
        out = []
        for literal, name, kind, case, conversion in _parsed(template):
            out.append(literal)
            if name is None:
                continue
            value = data[name]
            if conversion:
                value = _FORMATTER.convert_field(value, conversion)
            out.append(render(kind, value, case))
        return "".join(out)

    def _fill_translated(self, translation: str, template: str, data: dict, render: Callable) -> str:
        """A translation filled: each slot's kind is the English template's, its grammar the
        translation's own (``{area}[где]``, ``{amount}[миллион]``; see slots.py)."""
        kind_of = kinds(template)
        out = []
        for literal, name, grammar in parsed(translation):
            out.append(literal)
            if name is None:
                continue
            value = data[name]
            kind = kind_of.get(name, "").partition(":")[0]
            if grammar.noun and kind in LISTS:
                out.append(self.listed(render(kind, value, None), len(value), grammar.noun, grammar.case))
            elif grammar.noun:
                out.append(self.number(getattr(render, "number", _itself)(value), grammar.noun, grammar.case))
            else:
                said = render(kind, value, grammar.case)
                if out:                                # a player however the slot is told (a record's field too)
                    out[-1] = self.untagged(out[-1], said)
                out.append(said)
        return "".join(out)

    def untagged(self, before: str, name: str) -> str:
        """The words before a player's name, without the Russian tag "игрок" ("у игрока ben") when
        the name declines by itself: the tag carries the case for an undeclinable seat name (ana,
        ben), and before the rulebook's example players (Петя, "у Пети") a native drops it."""
        if self.lang != "ru" or not _DECLINED_NAME.search(name):
            return before
        return _PLAYER_TAG.sub("", before)

    def number(self, n, noun: str, case: str | None = None) -> str:
        """A number with its noun: "5 миллионов" (Russian, agreeing; ``case`` the slot's), "500萬"
        (Chinese money, counted in millions by the kit; a hand of bills each with its unit)."""
        if self.lang == "zh_Hant" and noun == CHINESE_MONEY:
            if isinstance(n, str):                      # bills shown as a sum: "1 + 2" is "100萬 + 200萬"
                return re.sub(r"\d+", lambda m: chinese_money(int(m[0])), n)
            if isinstance(n, (tuple, list)):            # a hand of bills: (1, 1, 2) is "100萬、100萬、200萬"
                return self.join_faces(chinese_money(int(bill)) for bill in n)
            return chinese_money(int(n))
        if self.lang == "ru":
            said = with_number(int(n), noun, case)
            self.forms.add(said.partition(" ")[2])
            return said
        return f"{n}{noun}"

    def on_button(self, text: str) -> str:
        """A phrase as a button says it: Russian buttons start with a capital ("Генерал второй
        армейской бригады"), English and Chinese ones as the phrase is."""
        return text[:1].upper() + text[1:] if self.lang in CAPITAL_BUTTONS else text

    def declined(self, name: str, case: str | None) -> str:
        """A name made of words ("подставное лицо 1") in ``case`` (Russian: "у подставного лица 1");
        a number at its end stays.  Other languages, and a place case, leave it as it is."""
        if self.lang != "ru" or case in (None, "nomn") or case in PLACE_CASES:
            return name
        head, _, number = name.rpartition(" ")
        if not (number.isdigit() and head):
            head, number = name, ""
        said = inflect(head, case)
        return f"{said} {number}" if number else said

    def listed(self, names: str, count: int, noun: str, case: str | None = None) -> str:
        """A list with its noun before it, agreeing with how many it names: ``{cards}[карта, вин.]``
        reads "карту «Танк»" for one card and "карты «Танк», «Церковь»" for two."""
        if self.lang != "ru":
            return f"{noun}{names}"
        said = inflect(noun, case or "nomn", "sing" if count == 1 else "plur")
        self.forms.add(said)
        return f"{said} {names}"

    def tr(self, msgid: str, /, **facts) -> str:
        """A sentence of the interface: ``msgid`` translated, its ``{facts}`` filled as given (a JSON
        sketch's bare words worded: :data:`SKETCH_FACTS`)."""
        if not self.english:
            facts = {k: self.sketch(v) if k in SKETCH_FACTS and isinstance(v, str) else v for k, v in facts.items()}
        return self.fill(msgid, facts, _given)

    def sketch(self, shape: str) -> str:
        """A JSON sketch with its bare words in this language ('{"to": seat}' is '{"to": место}' in
        Russian); what is in double quotes is typed as it is and stays, as does a word with no entry."""
        def word(m: re.Match) -> str:
            entry = SKETCH_WORDS.get(m[2] or "")
            if entry is None:
                return m[0]
            said = self.gettext(entry)
            return m[0] if said == entry else said
        return _SKETCH_PARTS.sub(word, shape)

    def __call__(self, msgid: str, /, **facts) -> str:
        return self.tr(msgid, **facts)


@lru_cache(maxsize=8192)
def _parsed(template: str) -> tuple:
    """A template's parts, once: (literal, fact name, kind, case, conversion) - "{where:area:loct}"
    gives kind "area" and case "loct"."""
    out = []
    for literal, name, spec, conversion in _FORMATTER.parse(template):
        kind, _, case = (spec or "").partition(":")
        out.append((literal, name, kind, case or None, conversion))
    return tuple(out)


def _itself(value: Any) -> Any:
    return value


def _given(spec: str, value: Any, case: str | None = None) -> str:
    """A fact of an interface sentence: already words (a name, a number), or a term key pair."""
    return format(value, spec) if spec and not isinstance(value, str) else str(value)
