"""The slots of a catalog entry, as a translator writes them and gettext checks them.

An entry's ``msgid`` is the kit's English sentence with its facts as plain ``{names}`` ("{player}
sends Burglars after {victim}"); the ``msgstr`` uses the same names, each exactly once or more,
and nothing else inside the braces, so ``msgfmt --check-format`` (Poedit, every gettext tool)
validates it as ``python-brace-format``.  What a fact *is* (a player, an area, a card) is the code's
business: the English template in the source says it (``{player:seat}``), and the translation
inherits it.

Grammar the translation needs is written right after a slot, in square brackets, in the
translator's own words:

- Russian case: ``{area}[род.]`` ("Центрального банка"); ``им.``, ``род.``, ``дат.``, ``вин.``,
  ``твор.``, ``предл.``;
- Russian place, with its own preposition: ``{area}[где]`` ("на Соборной площади", "у любовницы"),
  ``{area}[куда]`` ("в Трущобы"), ``{area}[откуда]`` ("с Рынка");
- a number with its noun agreeing: ``{amount}[миллион]`` (1 миллион, 2 миллиона, 5 миллионов), in a
  case: ``{count}[подразделение, вин.]`` (1 подразделение, 3 подразделения);
- a list with its noun before it, agreeing with how many it names: ``{cards}[карта, вин.]``
  ("карту «Танк»", "карты «Танк», «Церковь»");
- Chinese money as the Viva rules write it: ``{amount}[萬]`` (3 million: 300萬; 12 million: 1200萬);
- a Chinese thing counted as one, with its measure word: ``{thing}[一]`` (一棟建築, 一顆民兵骰).

:func:`problems` says what is wrong with an entry (a name the English does not have, a word in
brackets the kit does not know, the slot syntax of earlier catalogs); such an entry is refused when
the catalog is compiled.  :func:`migrate` rewrites an entry of the earlier syntax
(``{bill:num:миллион}``, ``{area:area:gent}``, ``{where:location:at}``, ``{x}百萬``).
"""
from __future__ import annotations

import re
import string
from functools import lru_cache

_FORMATTER = string.Formatter()
#: the words a translator writes in brackets after a slot, and the grammar they stand for
CASE_WORDS = {"им.": "nomn", "род.": "gent", "дат.": "datv", "вин.": "accs", "твор.": "ablt", "предл.": "loct",
              "где": "at", "откуда": "from", "куда": "to"}
WORD_OF_CASE = {v: k for k, v in CASE_WORDS.items()}
_CASE_KEYS = {k.rstrip("."): v for k, v in CASE_WORDS.items()}     # "вин" as well as "вин."
#: the cases' full names, which a translator may write for the short ones
FULL_CASE_NAMES = ("именительн", "родительн", "дательн", "винительн", "творительн", "предложн")
#: Chinese money: the kit counts millions, the Viva rules write 萬 (ten thousands): 3 million = 300萬
CHINESE_MONEY = "萬"
#: a Chinese thing counted as one, its measure word the game's to give: ``{thing}[一]`` is 一棟建築
CHINESE_ONE = "一"
_GRAMMAR = re.compile(r"\[([^\[\]{}]*)\]")
_OLD_SLOT = re.compile(r"(?<!\{)\{(\w+)(?:![rsa])?:([^{}]*)\}(?!\})")      # not an escaped {{...}}
#: what each kind of fact is, said to the translator beside the entry
KIND_NOTES = {
    "seat": "a player's name", "seats": "players' names", "card": "a card's name", "cards": "cards' names",
    "area": "a map area", "location": "a Location", "position": "a Position", "force": "a unit or brigade",
    "family": "a family", "dice": "die faces", "words": "a phrase of the kit, translated",
    "choice": "a ballot's choice",
    "phase": "a phase", "unit": "a unit", "thing": "a thing bought",
}


class Grammar(tuple):
    """(case, noun): the Russian case (or place: at/from/to) and a number's noun, either may be None."""

    __slots__ = ()

    def __new__(cls, case: str | None = None, noun: str | None = None):
        return tuple.__new__(cls, (case, noun))

    @property
    def case(self) -> str | None:
        return self[0]

    @property
    def noun(self) -> str | None:
        return self[1]


NO_GRAMMAR = Grammar()


def read_grammar(text: str) -> Grammar:
    """``"подразделение, вин."`` -> Grammar("accs", "подразделение"); ``"где"`` -> Grammar("at")."""
    case = noun = None
    for word in (w.strip() for w in text.split(",")):
        if word.rstrip(".") in _CASE_KEYS:
            case = _CASE_KEYS[word.rstrip(".")]
        elif word == CHINESE_ONE:
            case = "one"
        elif word:
            noun = word
    return Grammar(case, noun)


def _escape(literal: str) -> str:
    return literal.replace("{", "{{").replace("}", "}}")


@lru_cache(maxsize=8192)
def canonical(template: str) -> str:
    """The English template as its catalog entry's msgid: its facts as plain ``{names}``
    ("{player:seat} moves" -> "{player} moves")."""
    if "{" not in template:
        return template
    out = []
    for literal, name, _spec, _conversion in _FORMATTER.parse(template):
        out.append(_escape(literal))
        if name is not None:
            out.append("{" + name + "}")
    return "".join(out)


@lru_cache(maxsize=8192)
def kinds(template: str) -> dict:
    """name -> spec of each fact of an English template ("{player:seat}" -> {"player": "seat"})."""
    return {name: spec or "" for _, name, spec, _ in _FORMATTER.parse(template) if name is not None}


@lru_cache(maxsize=8192)
def parsed(msgstr: str) -> tuple:
    """A translation's parts: (literal, name or None, Grammar), the brackets after a slot read as its
    grammar and not shown."""
    out, take_grammar = [], False
    for literal, name, spec, conversion in _FORMATTER.parse(msgstr):
        if take_grammar and out:
            found = _GRAMMAR.match(literal)
            if found:
                last = out[-1]
                out[-1] = (last[0], last[1], read_grammar(found[1]))
                literal = literal[found.end():]
        out.append((literal, name, NO_GRAMMAR))
        take_grammar = name is not None
    return tuple(out)


def problems(msgid: str, msgstr: str, lang: str) -> list[str]:
    """What is wrong with a translation of ``msgid``: names the English has not, grammar the kit does
    not know, the earlier slot syntax.  Empty when the entry is fine."""
    out = []
    try:
        english = {name for _, name, _, _ in _FORMATTER.parse(msgid) if name is not None}
        fields = list(_FORMATTER.parse(msgstr))
    except ValueError as err:
        return [f"not a well-formed sentence with {{slots}}: {err}"]
    for _, name, spec, conversion in fields:
        if name is None:
            continue
        if spec or conversion:
            out.append(f"{{{name}:{spec}}} is the earlier slot syntax; write {{{name}}} and the grammar in brackets "
                       f"after it (python -m junta_lib.i18n.extract --migrate does)")
        elif name not in english:
            out.append(f"unknown placeholder {{{name}}}: the English has " + (", ".join(f"{{{n}}}" for n in sorted(english))
                                                                              or "none"))
    if out:
        return out
    for _, name, grammar in parsed(msgstr):
        if name is None or grammar is NO_GRAMMAR:
            continue
        raw = _grammar_text(msgstr, name)
        words = [w.strip() for w in raw.split(",") if w.strip()]
        if lang == "ru":
            unknown = [w for w in words if w.rstrip(".") not in _CASE_KEYS]
            odd = [w for w in unknown if w.endswith(".") or any(n in w for n in FULL_CASE_NAMES)]
            if odd or len(unknown) > 1:
                out.append(f"{{{name}}}[{raw}]: unknown case {(odd or unknown)[-1]!r}; a case is one of "
                           + ", ".join(CASE_WORDS))
            elif unknown and not re.fullmatch(r"[а-яё -]+", unknown[0]):
                out.append(f"{{{name}}}[{raw}]: {unknown[0]!r} is neither a case ({', '.join(CASE_WORDS)}) nor a "
                           f"Russian noun for the number")
        elif lang == "zh_Hant":
            if words not in ([CHINESE_MONEY], [CHINESE_ONE]):
                out.append(f"{{{name}}}[{raw}]: in Chinese the words in brackets are {CHINESE_MONEY} "
                           f"(money as the Viva rules write it) and {CHINESE_ONE} (one thing with its measure word)")
        else:
            out.append(f"{{{name}}}[{raw}]: {lang} has no grammar in brackets")
    return out


def _grammar_text(msgstr: str, name: str) -> str:
    found = re.search(r"\{" + re.escape(name) + r"\}\[([^\[\]{}]*)\]", msgstr)
    return found[1] if found else ""


# -- the earlier syntax -------------------------------------------------------------------------------
_OLD_CASES = {"nomn", "gent", "datv", "accs", "ablt", "loct", "at", "from", "to"}


def migrate(msgid: str, msgstr: str, lang: str) -> tuple[str, str]:
    """An entry of the earlier syntax rewritten: the msgid's kinds dropped (the code keeps them), the
    msgstr's ``{n:num:миллион:accs}`` as ``{n}[миллион, вин.]``, ``{a:area:gent}`` and the records'
    ``{a:loct}`` as ``{a}[род.]`` / ``{a}[предл.]``, a kind alone dropped; in Chinese ``{n}百萬`` as
    ``{n}[萬]`` and "3百萬" as "300萬".  An entry already in the present syntax comes back as it is."""
    return canonical(msgid), _migrate_msgstr(msgstr, lang) if msgstr else msgstr


def _migrate_msgstr(msgstr: str, lang: str) -> str:
    def slot(m: re.Match) -> str:
        name, spec = m[1], m[2]
        parts = spec.split(":")
        if parts[0] == "num":
            noun, case = parts[1] if len(parts) > 1 else "", parts[2] if len(parts) > 2 else ""
            words = [w for w in (noun, WORD_OF_CASE.get(case, "")) if w]
            return "{" + name + "}" + (f"[{', '.join(words)}]" if words else "")
        case = parts[-1] if parts[-1] in _OLD_CASES else ""
        return "{" + name + "}" + (f"[{WORD_OF_CASE[case]}]" if case else "")
    out = _OLD_SLOT.sub(slot, msgstr)
    if lang == "zh_Hant":
        out = re.sub(r"(\{\w+\})百萬", r"\1[萬]", out)
        out = re.sub(r"(?<![\d.])(\d+)百萬", lambda m: f"{int(m[1]) * 100}萬", out)
    return out
