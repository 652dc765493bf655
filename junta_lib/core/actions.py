"""Actions: every choice a player makes, each kind declared once (ARCHITECTURE.md).

An action is an immutable value of a small class.  The class knows the action's canonical JSON form
(what a save file holds), how to read it from JSON or from what a person sees (player names, card
names, areas as drawn on the map: "ben", "Tank", "Railway Station"), and how it reads in the story
and on a button (``describe``).  Validators, samplers, the rules that carry an action out, the widget
forms and the bots all go through these classes, so a format lives in one place.

Three families:

- :class:`Word` -- a fixed word: ``"done"``, ``"pass"``, ``"accept"`` ...  (a ``str``).
- :class:`Record` -- a few named fields, each of a declared :class:`Field` kind (a player, a card,
  an area, a list of bills ...), e.g. an assassination's assassin, victim and Location.  A record
  is a tuple tagged with its class, so records of different kinds never compare equal.
- structured actions (a vote, a Budget, a coup move): records whose legal values are too many to
  list; their decision carries a *domain* that checks them and samples random legal ones.

Input rules (``parse``), the same everywhere:

- exactly the declared types: a seat is an ``int`` (not ``1.0`` or ``True``), bills are lists of
  ``int``; a tuple is read as a list; numpy integers (values taken from a DataFrame) are read as
  ``int``; anything else is refused;
- unknown keys are refused; sizes are bounded (:data:`MAX_ITEMS`, :data:`MAX_TEXT`, :data:`MAX_DEPTH`);
- every refusal is an :class:`IllegalAction` under 300 characters saying what was wrong and what
  is allowed.
"""
from __future__ import annotations

import json
import numbers
import reprlib
from operator import itemgetter

try:                                   # the field reader namedtuple uses: a C descriptor, faster
    from collections import _tuplegetter as _field_reader
except ImportError:                    # pragma: no cover - other Pythons
    def _field_reader(index: int, doc: str):
        return property(itemgetter(index), doc=doc)
from typing import Any, Callable, ClassVar, Iterable

from ..i18n import N_, tr, words
from .errors import IllegalAction

MAX_ITEMS = 200       # items in any list or object of an action
MAX_TEXT = 120        # characters in any string of an action
MAX_DEPTH = 4         # nesting of lists and objects

_brief = reprlib.Repr()
_brief.maxstring, _brief.maxother, _brief.maxlist, _brief.maxdict, _brief.maxlevel = 40, 40, 4, 4, 2


def brief(value: Any) -> str:
    """A short, safe rendering of any input for an error message."""
    try:
        return _brief.repr(value)
    except Exception:  # noqa: BLE001 - a hostile __repr__ must not break the message
        return f"<{type(value).__name__}>"


def plain(raw: Any, depth: int = 0, budget: list | None = None) -> Any:
    """A plain-JSON copy of ``raw`` (dict with str keys, list, str, int, None, bool), strict and
    bounded.  numpy integers become ``int``; tuples become lists; floats and other types are refused."""
    if budget is None:                         # the common case, JSON as read, copied in one pass
        quick = _plain_quick(raw, 0)
        if quick is not _STRICT and quick[1] <= MAX_ITEMS * 4:
            return quick[0]
        budget = [MAX_ITEMS * 4]               # anything else is read strictly: the same copy, or the same refusal
    budget[0] -= 1
    if budget[0] < 0:
        raise IllegalAction(tr('the action is too large (more than {n} values)', n=MAX_ITEMS * 4))
    if raw is None or raw is True or raw is False or type(raw) is int:
        return raw
    if isinstance(raw, str):
        if len(raw) > MAX_TEXT:
            raise IllegalAction(tr('a text of {n} characters is too long (at most {most})', n=len(raw), most=MAX_TEXT))
        return str(raw)
    if isinstance(raw, numbers.Integral) and not isinstance(raw, bool):
        return int(raw)                                  # numpy.int64 and friends
    if depth >= MAX_DEPTH and isinstance(raw, (list, tuple, dict)):
        raise IllegalAction(tr('the action is nested too deeply (at most {most} levels)', most=MAX_DEPTH))
    if isinstance(raw, (list, tuple)):
        if len(raw) > MAX_ITEMS:
            raise IllegalAction(tr('a list of {n} items is too long (at most {most})', n=len(raw), most=MAX_ITEMS))
        return [plain(v, depth + 1, budget) for v in raw]
    if isinstance(raw, dict):
        if len(raw) > MAX_ITEMS:
            raise IllegalAction(tr('an object of {n} keys is too large (at most {most})', n=len(raw), most=MAX_ITEMS))
        out = {}
        for key, value in raw.items():
            if not isinstance(key, str):
                raise IllegalAction(tr('object keys are text, not {given}', given=brief(key)))
            out[plain(key, depth + 1, budget)] = plain(value, depth + 1, budget)
        return out
    if isinstance(raw, float):
        raise IllegalAction(tr('{given} is not a whole number: actions use whole numbers only', given=brief(raw)))
    raise IllegalAction(tr('{given} ({type}) is not part of any action; actions are words, whole numbers, lists and objects', given=brief(raw), type=type(raw).__name__))


_STRICT = object()


def _plain_quick(raw: Any, depth: int):
    """(the copy ``plain`` makes, the number of values in it) of JSON made only of dicts with str
    keys, lists, str, int, bool and None within the limits; ``_STRICT`` for anything else (a tuple,
    a numpy integer, a float, a text too long, too deep ...), which ``plain`` then reads strictly.
    The same copy as ``plain``'s strict reading makes, without a call per value: replaying a
    table's log reads every logged action again (tables/hub.py)."""
    kind = type(raw)
    if kind is str:
        return (raw, 1) if len(raw) <= MAX_TEXT else _STRICT
    if raw is None or kind is int or kind is bool:
        return raw, 1
    if depth >= MAX_DEPTH:
        return _STRICT
    count = 1
    if kind is dict:
        if len(raw) > MAX_ITEMS:
            return _STRICT
        out = {}
        for key, value in raw.items():
            if type(key) is not str or len(key) > MAX_TEXT:
                return _STRICT
            inner = type(value)
            if inner is str and len(value) <= MAX_TEXT or value is None or inner is int or inner is bool:
                out[key] = value
                count += 2
            else:
                value = _plain_quick(value, depth + 1)
                if value is _STRICT:
                    return _STRICT
                out[key] = value[0]
                count += 1 + value[1]
        return out, count
    if kind is list:
        if len(raw) > MAX_ITEMS:
            return _STRICT
        out = []
        for value in raw:
            inner = type(value)
            if inner is str and len(value) <= MAX_TEXT or value is None or inner is int or inner is bool:
                out.append(value)
                count += 1
            else:
                value = _plain_quick(value, depth + 1)
                if value is _STRICT:
                    return _STRICT
                out.append(value[0])
                count += value[1]
        return out, count
    return _STRICT


def json_key(value: Any) -> str:
    """A canonical text of a plain JSON value: equal only for equal values of equal types."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def fold(text: str) -> str:
    """How names are compared when a person types them: case, spaces and a leading "the" ignored."""
    t = " ".join(text.replace("_", " ").split()).casefold()
    return t[4:] if t.startswith("the ") else t


class Action:
    """What every action class has (see the module docstring)."""

    __slots__ = ()

    def to_json(self) -> Any:  # pragma: no cover - every kind defines it
        raise NotImplementedError

    def describe(self, game) -> str:  # pragma: no cover
        raise NotImplementedError

    def matches(self, game, raw: Any) -> bool:
        """Does the plain JSON ``raw`` name this action, by its JSON form or by names a person uses?"""
        return json_key(raw) == json_key(self.to_json())

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Action":  # pragma: no cover
        raise IllegalAction(tr('{name} cannot be read from {given}', name=cls.__name__, given=brief(raw)))


# -- words ------------------------------------------------------------------------------------------
class Word(Action, str):
    """A fixed word ("done", "pass", "accept" ...).  Its JSON form is the word itself.  Each word is
    one object (``Word.DONE``, or ``Word("done")``, which returns it); there are no others."""

    __slots__ = ()
    _known: ClassVar[dict[str, "Word"]] = {}
    WORDS: ClassVar[tuple[str, ...]] = (
        "done", "pass", "decline", "accept", "continue", "end", "hold", "fire", "allow", "forbid", "agree",
        "refuse", "president", "rebels", "return", "stay", "force", "for", "against", "keep", "remove",
        "spend", "building", "die", "card", "resign")

    def __new__(cls, word: str):
        found = cls._known.get(word)
        if found is None:
            raise ValueError(f"{brief(word)} is not a word of the game")
        return found

    def __repr__(self) -> str:
        return f"Word.{self.upper()}"

    def __reduce__(self):
        return (Word, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def value(self) -> str:
        return str(self)

    def to_json(self) -> str:
        return str(self)

    def describe(self, game=None, kind: str | None = None) -> str:
        word = str(self)
        return tr(WORD_LABELS.get((kind, word)) or WORD_LABELS.get((None, word)) or word)

    def matches(self, game, raw: Any) -> bool:
        if not isinstance(raw, str):
            return False
        if raw == self or fold(raw) == str(self):
            return True
        label = WORD_LABELS.get((None, str(self)))
        return fold(raw) in (fold(label or ""), fold(self.describe()))

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Word":
        if isinstance(raw, str):
            for word in cls._known.values():
                if word.matches(game, raw):
                    return word
        raise IllegalAction(tr('{given} is not a word of the game', given=brief(raw)))


for _w in Word.WORDS:
    Word._known[_w] = str.__new__(Word, _w)
    setattr(Word, _w.upper(), Word._known[_w])
del _w


#: how a word reads on a button; (decision kind, word) where the words differ
WORD_LABELS = {
    (None, "done"): N_("Done"), (None, "pass"): N_("Pass"), (None, "decline"): N_("Decline"), (None, "accept"): N_("Accept"),
    (None, "continue"): N_("Fight on"), (None, "end"): N_("End the coup now"), (None, "hold"): N_("Hold fire"),
    (None, "fire"): N_("Fire back"), (None, "allow"): N_("Allow the retreat"), (None, "forbid"): N_("Forbid the retreat"),
    (None, "agree"): N_("Agree"), (None, "refuse"): N_("Refuse"), (None, "president"): N_("For the President"),
    (None, "rebels"): N_("For the Rebels"), (None, "return"): N_("Return from Exile"), (None, "stay"): N_("Stay abroad"),
    (None, "force"): N_("Force it at gunpoint"), (None, "for"): N_("For"), (None, "against"): N_("Against"),
    (None, "keep"): N_("Keep him"), (None, "remove"): N_("Remove him"), (None, "spend"): N_("Spend it now"),
    (None, "building"): N_("Buy a building"), (None, "die"): N_("Accept your fate"), (None, "card"): N_("Buy a card"),
    (None, "resign"): N_("Resign the Presidency"),
    ("buy", "die"): N_("Buy a militia die"), ("foreign_aid", "keep"): N_("Keep it"), ("serve", "decline"): N_("Decline"),
    ("tie_break", "for"): N_("The Budget passes"), ("tie_break", "against"): N_("The Budget fails"),
    ("end_coup", "president"): N_("The President wins"), ("end_coup", "rebels"): N_("The Rebels win"),
    ("end_coup", "continue"): N_("Fight on"),
    ("destroy_die", "pass"): N_("Let it be"),
}


# -- fields and records -----------------------------------------------------------------------------
class Field:
    """The kind of one field of a record: how its JSON value is checked, read from a name, and told.

    ``parse(game, raw)`` returns the canonical value or raises IllegalAction naming the field;
    ``matches(game, value, raw)`` says whether ``raw`` (JSON or a name) means the canonical ``value``;
    ``text(game, value)`` is how the value reads.  Kinds: :data:`INT`, :data:`TEXT`, :data:`SEAT`,
    :data:`CARD`, :data:`AREA`, :data:`BILLS`, :data:`CARDS`, :data:`UNITS` and the games' own.
    """

    def __init__(self, name: str, check: Callable[[Any], bool], expected: str,
                 by_name: Callable[[Any, str], Any] | None = None,
                 text: Callable[[Any, Any], str] | None = None, optional: bool = False, default: Any = None):
        self.name, self.check, self.expected = name, check, expected
        self.by_name, self._text, self.optional, self.default = by_name, text, optional, default

    def parse(self, game, raw: Any, label: str):
        if raw is None and self.optional:
            return self.default
        if self.by_name is not None and game is not None and isinstance(raw, str):
            found = self.by_name(game, raw)          # a key, or a name as a person sees it
            if found is not None:
                return found
        if self.check(raw):
            return tuple(raw) if isinstance(raw, list) else raw
        raise IllegalAction(tr('{label}: {given} is not {expected}', label=label, given=brief(raw), expected=tr(self.expected)))

    def matches(self, game, value: Any, raw: Any) -> bool:
        if isinstance(value, tuple):
            return isinstance(raw, list) and json_key(raw) == json_key(list(value))
        if type(raw) is type(value) and raw == value:
            return True
        return (self.by_name is not None and game is not None and isinstance(raw, str)
                and self.by_name(game, raw) == value)

    def text(self, game, value: Any, case: str | None = None) -> str:
        """How ``value`` reads in the current language (``case``: the Russian case its slot asks)."""
        if self._text is not None and game is not None:
            if case and self._text.__code__.co_argcount >= 3:
                return self._text(game, value, case)
            return self._text(game, value)
        return str(value)

    def json(self, value: Any) -> Any:
        return list(value) if isinstance(value, tuple) else value


def is_int(v) -> bool:
    return type(v) is int


def is_text(v) -> bool:
    return type(v) is str


def int_list(v) -> bool:
    return type(v) is list and all(type(x) is int for x in v)


def text_list(v) -> bool:
    return type(v) is list and all(type(x) is str for x in v)


def _seat_by_name(game, text: str):
    names = [fold(n) for n in game.state.names]
    key = fold(text)
    return names.index(key) if key in names else None


def _seat_text(game, seat) -> str:
    return game.seat_name(seat) if isinstance(seat, int) and 0 <= seat < len(game.state.names) else str(seat)


def _card_by_name(game, text: str):
    """A card named by its id or its printed name (copies are alike: the first id of that name)."""
    if text in game.cards:
        return text
    key = fold(text)
    for cid, card in game.cards.items():
        if fold(card.name) == key:
            return cid
    return None


def _card_text(game, cid) -> str:
    return game.card_name(cid) if cid in game.cards else str(cid)


INT = Field("int", is_int, N_("a whole number"))
TEXT = Field("text", is_text, N_("a text"))
SEAT = Field("seat", is_int, N_("a player (a seat number or a player's name)"), _seat_by_name, _seat_text)
CARD = Field("card", is_text, N_("a card (its id or its name)"), _card_by_name, _card_text)
BILLS = Field("bills", int_list, N_("a list of bills (whole numbers of millions)"),
              text=lambda g, v: tr("{bills} million", bills=" + ".join(map(str, v))) if v else tr("no money"))
CARDS = Field("cards", text_list, N_("a list of cards (ids)"),
              text=lambda g, v: words().join(_card_text(g, c) for c in v) or tr("no cards"))
UNITS = Field("units", int_list, N_("a list of unit ids (whole numbers)"), text=lambda g, v: tr("{n} unit(s)", n=len(v)))


def optional(field: Field, default: Any = None) -> Field:
    """The same kind of field, which may be left out (it then holds ``default``)."""
    return Field(field.name, field.check, field.expected, field.by_name, field._text, True, default)


class Record(Action, tuple):
    """An action with named fields.  Declare ``fields = (("card", CARD), ("to", SEAT))``; the JSON
    form is the object of the fields (optional fields left out when empty), or, with ``key`` set, the
    object ``{key: value}`` (one field) or ``{key: {fields}}``.  ``template`` tells it in words,
    naming fields in braces.  Element 0 of the tuple is the class, so records of different kinds
    never compare equal; read fields by name."""

    __slots__ = ()
    fields: ClassVar[tuple[tuple[str, Field], ...]] = ()
    key: ClassVar[str | None] = None
    template: ClassVar[str] = ""
    #: a field's key in the JSON form where it differs from its name ({"origin": "from"})
    json_names: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        names = [name for name, _ in cls.fields]
        for i, name in enumerate(names):
            setattr(cls, name, _field_reader(i + 1, f"the {name} of this {cls.__name__}"))
        if "__new__" not in cls.__dict__ and names:
            # a constructor with the fields as its parameters, as collections.namedtuple makes one:
            # records are made in the rules' inner loops, so this is worth the few lines
            params = ", ".join(names)
            namespace = {"_new": tuple.__new__}
            exec(f"def __new__(_cls, {params}):\n    return _new(_cls, (_cls, {params},))", namespace)
            namespace["__new__"].__qualname__ = f"{cls.__name__}.__new__"
            cls.__new__ = namespace["__new__"]

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={v!r}" for (n, _), v in zip(self.fields, self[1:]))
        return f"{type(self).__name__}({inner})"

    def __reduce__(self):
        return (type(self), tuple(self[1:]))

    def values(self) -> dict:
        return {name: self[i + 1] for i, (name, _) in enumerate(self.fields)}

    # -- JSON ------------------------------------------------------------------------------------
    @classmethod
    def _key(cls, name: str) -> str:
        return cls.json_names.get(name, name)

    def to_json(self) -> Any:
        body = {self._key(name): f.json(self[i + 1]) for i, (name, f) in enumerate(self.fields)
                if not (f.optional and self[i + 1] == f.default)}
        if self.key is None:
            return body
        if len(self.fields) == 1:
            return {self.key: self.fields[0][1].json(self[1])}
        return {self.key: body}

    @classmethod
    def expected(cls) -> str:
        body = "{" + ", ".join(f'"{cls._key(n)}": {f.name}' + ("?" if f.optional else "")
                               for n, f in cls.fields) + "}"
        if cls.key is None:
            return body
        return f'{{"{cls.key}": {cls.fields[0][1].name if len(cls.fields) == 1 else body}}}'

    @classmethod
    def _body(cls, raw: Any) -> dict:
        """The fields inside ``raw`` by name (unwrapping ``key``), or IllegalAction."""
        if cls.key is not None:
            if not isinstance(raw, dict) or set(raw) != {cls.key}:
                raise IllegalAction(tr('expected {expected}, got {given}', expected=cls.expected(), given=brief(raw)))
            raw = raw[cls.key]
            if len(cls.fields) == 1:
                return {cls.fields[0][0]: raw}
        if not isinstance(raw, dict):
            raise IllegalAction(tr('expected {expected}, got {given}', expected=cls.expected(), given=brief(raw)))
        keys = {cls._key(n): n for n, _ in cls.fields}
        unknown = set(raw) - set(keys)
        if unknown:
            raise IllegalAction(tr('unknown key(s) {listed}; expected {expected}', listed=words().join(sorted(map(brief, unknown))), expected=cls.expected()))
        missing = [cls._key(n) for n, f in cls.fields if cls._key(n) not in raw and not f.optional]
        if missing:
            raise IllegalAction(tr('missing {listed}; expected {expected}', listed=words().join(map(repr, missing)), expected=cls.expected()))
        return {keys[k]: v for k, v in raw.items()}

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Record":
        body = cls._body(raw)
        return cls(*(f.parse(game, body.get(n), f'"{cls._key(n)}"') for n, f in cls.fields))

    def matches(self, game, raw: Any) -> bool:
        try:
            body = self._body(raw)
        except IllegalAction:
            return False
        for i, (name, f) in enumerate(self.fields):
            value = self[i + 1]
            if name not in body or body[name] is None:
                if not (f.optional and value == f.default):
                    return False
            elif not f.matches(game, value, body[name]):
                return False
        return True

    def describe(self, game=None) -> str:
        """What a button says, in the current language: the class's ``template`` (marked ``N_``),
        each field told by its kind (a Russian slot may name a case: ``{area:area:loct}``)."""
        if not self.template:
            return ", ".join(f"{n} {f.text(game, v)}" for (n, f), v in zip(self.fields, self[1:]))
        told = {n: (f, v) for (n, f), v in zip(self.fields, self[1:])}
        return words().fill(self.template, told, _FieldText(game))


class _FieldText:
    """Tells a record's fields for :meth:`Words.fill`.  A slot of a record's template is a field's
    name; its spec, if any, is the Russian case the slot asks ("{area:loct}")."""

    __slots__ = ("game",)

    def __init__(self, game):
        self.game = game

    def __call__(self, spec: str, told, case: str | None = None) -> str:
        field, value = told
        return field.text(self.game, value, spec or case or None)

    @staticmethod
    def number(told):
        """The number a field holds, for a slot that writes it with its noun (``{bill:num:миллион}``)."""
        return told[1]


class Value(Record):
    """A record of one field whose JSON form is the bare value (a seat, a card, an area ...)."""

    __slots__ = ()

    def to_json(self) -> Any:
        return self.fields[0][1].json(self[1])

    @classmethod
    def expected(cls) -> str:
        return tr(cls.fields[0][1].expected)

    @classmethod
    def parse(cls, raw: Any, game=None, domain=None) -> "Value":
        return cls(cls.fields[0][1].parse(game, raw, f'"{cls.__name__.lower()}"'))

    def matches(self, game, raw: Any) -> bool:
        f = self.fields[0][1]
        return f.matches(game, self[1], raw) or (
            isinstance(raw, str) and game is not None and fold(raw) == fold(self.describe(game)))

    @property
    def value(self):
        return self[1]


# -- a side action out of turn -------------------------------------------------------------------
class Aside(Action, tuple):
    """A side action of a player who is not the one deciding now: JUNTA's "at any time" (a gift, an
    any-time card, a proposal to end a coup; rows 13, 16, 18, 67) taken while the game waits on
    somebody else.  It is logged as its own action, so a save replays it.  JSON:
    ``{"aside": {"seat": s, "action": A}}``, A being what the player's side-action menu lists."""

    __slots__ = ()
    key = "aside"

    def __new__(cls, seat: int, action: Action):
        return tuple.__new__(cls, (cls, seat, action))

    @property
    def seat(self) -> int:
        return self[1]

    @property
    def action(self) -> Action:
        return self[2]

    def __repr__(self) -> str:
        return f"Aside(seat={self.seat!r}, action={self.action!r})"

    def __reduce__(self):
        return (Aside, (self.seat, self.action))

    def to_json(self) -> dict:
        return {"aside": {"seat": self.seat, "action": self.action.to_json()}}

    def describe(self, game=None) -> str:
        who = game.seat_name(self.seat) if game is not None else tr("seat {n}", n=self.seat)
        inner = self.action.describe(game, "aside") if isinstance(self.action, Word) else self.action.describe(game)
        return f"{who}: {inner}"

    @staticmethod
    def claims(raw: Any) -> bool:
        """Is ``raw`` shaped as an out-of-turn side action (so its errors are the ones to report)?"""
        return isinstance(raw, Aside) or (isinstance(raw, dict) and len(raw) == 1 and "aside" in raw)


# -- decisions among listed options ----------------------------------------------------------------
def plain_action(raw: Any) -> Any:
    """``raw`` as strict plain JSON.  An action object made by hand (not one the game offered) is
    read through its JSON form like any other input, so ``Seat(True)``, ``Seat(1.0)`` or a record
    holding the caller's lists get the same checks as JSON and the game logs its own copy."""
    if isinstance(raw, Action):
        try:
            raw = raw.to_json()
        except Exception:  # noqa: BLE001 - a broken hand-made object is bad input, not an engine fault
            raise IllegalAction(tr('{name} object cannot be read: it has no valid JSON form', name=type(raw).__name__)) from None
    return plain(raw)


def parse_listed(options: tuple, raw: Any, game, what) -> Action:
    """The listed option ``raw`` names (an action object, its JSON form, or a person's words).
    ``what``: the question, worded (``str``) only when a refusal says it."""
    for option in options:                    # an option handed back as it was offered
        if option is raw:
            return option
    value = plain_action(raw)
    for option in options:
        if option.matches(None, value):
            return option
    for option in options:
        if option.matches(game, value):
            return option
    raise IllegalAction(tr("{choice} is not a legal choice here ({question}). Legal: {legal}", choice=brief(raw),
                           question=str(what), legal=listing(options, game)))


def listing(options: Iterable[Action], game=None, limit: int = 6) -> str:
    """A short list of legal options for an error message (JSON forms, at most ``limit``)."""
    options = list(options)
    shown = [brief(o.to_json()) for o in options[:limit]]
    more = len(options) - len(shown)
    listed = words().join(shown)
    return tr("{listed} (and {n} more)", listed=listed, n=more) if more > 0 else listed


def parse_union(classes: tuple, raw: Any, game=None, domain=None) -> Action:
    """Read the plain JSON ``raw`` as one of ``classes``: a word, an object whose one key names a
    keyed record class, or the first unkeyed class that reads it."""
    if len(classes) == 1:
        return classes[0].parse(raw, game, domain)
    if isinstance(raw, str):
        fixed = [c for c in classes if issubclass(c, Word)]
        if fixed:
            return fixed[0].parse(raw, game, domain)
    elif isinstance(raw, dict) and len(raw) == 1:
        key = next(iter(raw))
        for cls in classes:
            if getattr(cls, "key", None) == key:
                return cls.parse(raw, game, domain)
    for cls in classes:
        if not issubclass(cls, Word) and getattr(cls, "key", None) is None:
            try:
                return cls.parse(raw, game, domain)
            except IllegalAction:
                continue
    shapes = words().join(tr("a word") if issubclass(c, Word) else c.expected() for c in classes)
    raise IllegalAction(tr('expected one of: {shapes}; got {given}', shapes=shapes, given=brief(raw)))
