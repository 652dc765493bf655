"""``junta glossary apply``: the translators' decisions carried into the translations.

For each decision (a term, the target chosen for it) and each translated passage of an EN-RU corpus
(a row's first translation, an aligned paragraph), the translation is searched -- not only where
the aligner aligned the term -- for the term's other renderings (every rendering the build saw for
it, in any case and number).  Each place found is either changed or listed for a human; nothing is
skipped without a word:

- **Span.**  The whole noun phrase that renders the term is replaced: the rendering with the
  adjectives before it that belong to the term ("воздушного удара" for Airstrike is one phrase:
  "авиаудара", never "воздушного авиаудара").  An adjective before it that translates another English
  word of the passage ("секретные", "первый") or a pronoun ("свой", "этот") stays and is made to
  agree with the new head.  A phrase that already reads as the decision is left alone.
- **Certainty.**  The case and number are read from the old phrase (its head, its adjectives, a
  preposition before it); where they allow two readings that would be written differently, where
  the decided phrase would repeat a word standing beside it ("швейцарский банковский счёт в
  Швейцарии"), where the old rendering holds words the decision lacks ("оружие определённого
  уровня"), where it also renders another term of the same passage, or where the new head has
  another gender and the sentence has words that agreed with the old one ("был", "который"; after
  a plural, "каждый": "восемь чеков по 3 миллиона каждый"), where the new noun takes a preposition
  before its object and the old one a genitive ("убийство президента", "покушение на президента"),
  where the new noun is said with the other of в and на ("в этой фазе", "на этой стадии"), where a
  number counts a noun replaced by a mass noun ("1 ресурс", "сырьё"), or where the same sentence names
  the term again at a place left for a human (it would be left with two words for one thing) or
  says its head alone for the same thing ("участок острова … данный участок"), the place is listed
  for a human with the reason.  So is a place where the old text has a slip the new words would carry
  (a case the preposition does not take, "в фаза"; a verb in -ся in the other number, "дела
  осуществляется"; a joined subject not in the nominative, "президент или повстанца побеждают"), a
  relative clause of place that would need the new noun's preposition ("стадию, в которой"), and the
  object of a verb that takes only some nouns ("таким эффектом обладают").  A new noun with a reading as a person and one as a
  thing ("маркер") takes the old noun's; an adjective or participle decided as a noun ("учащиеся",
  "верноподданный") is declined as an adjective, with the old noun's animacy.  A name decided in guillemets
  after a generic noun stands in the nominative ("берёт карту «Первый повстанец»").
- **Every place.**  A passage whose English names the term more often than its translation holds
  the decided target or a known rendering is listed too ("the English names bill 3 times ...").
  A rendering found where the English does not name the term is listed as "perhaps not the term"
  unless it renders another term the passage names.
- Names in guillemets (a decision written «Нож») are put in guillemets unless the text has them;
  the text's capital letter is kept, and so is its spelling of ё (a text written without ё gets the
  decision without it).
- Same input, same output, byte for byte: decisions in their file's order (longer terms first),
  passages in the file's order.

Outputs, in ``<glossary>/applied/``: the corrected corpus files (the translation only: the English
and the reviewers' columns are left as they are), ``changes.csv`` (corpus, location, cell, line,
the term, before, after, the decision, status: applied or needs a human, why, the source sentence,
and the Russian sentence before and after: after every change made in it) and ``review.html``,
each change in its sentence, before and after, marked.  ``applied_text`` gives the corrected translation of one passage;
``rule_text`` the same without the translator's questions, with the reasons it still needs a
reviewer (what a lesson's rule box shows).
"""
from __future__ import annotations

import html
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pandas as pd

from ..russian import (RU_WORD, adjectival_head, head_index, inflect_phrase, keep_capitals, keep_spelling, lemmas,
                       parses, writes_yo)
from ..russian.agreement import (GENDERED_NUMERALS, GOVERNS_PREPOSITION, MASS_NOUNS, PLACE_PREPOSITION, PREPOSITIONS,
                                 SMALL_NUMERALS, agree, distributive_words, gender_words, main_case, plural_only,
                                 plural_words, preposition_for)
from .align import align_paragraphs, align_rows
from .decisions import read_decisions
from ..i18n import N_, current, tr, using
from .errors import CorpusError
from .labels import change_status, corpus_label, grammeme, html_tr
from .files import check_out, publish, staged
from .readers import read_alternating, read_manifest, read_pipe_table

CHANGE_COLUMNS = ["corpus", "location", "cell", "line", "offset", "source_term", "before", "after", "decision",
                  "status", "reason", "source_sentence", "sentence_before", "sentence_after"]
APPLIED, HUMAN = "applied", "needs a human"
TRANSLATION_VARIANTS = ("translation", "paragraph")
#: pronouns, ordinals and quantifiers before a noun are never part of a term ("свой", "этот", "первый")
PRONOMINAL = {"Apro", "Anum"}
#: how near (in words) a word of the decided phrase standing outside the phrase makes it say that word twice
REPEAT_WINDOW = 4
STEM = 5
#: a sentence ends at . ! ? … and the space after it, unless a lower-case letter follows (an abbreviation
#: inside the sentence: "и т. д.", "т. е.", "см. с. 8"), or at a line's end
SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?![а-яёa-z])|\n+")
#: the generic nouns a game's name in guillemets stands beside as an apposition, in the nominative
#: whatever their case ("берёт карту «Первый повстанец»", "жетон «Банан»"; Rosenthal, on names in quotes
#: after a generic word)
GENERIC_NOUNS = frozenset({"карта", "карточка", "жетон", "фишка", "маркер", "клетка", "клеточка", "поле", "ячейка",
                           "фаза", "локация", "колода", "трек", "шкала", "действие", "счётчик", "счетчик"})


#: what stands between the words of a grammatical form ("accusative singular"; "вин. падеж, ед. число";
#: Chinese 賓格單數)
WORD_GAP = {"ru": ", ", "zh_Hant": ""}


@dataclass(frozen=True)
class Forms:
    """Grammatical forms a reason names, each pymorphy's codes and perhaps the phrase in that form
    (``(("accs", "sing"), "фразу")``): changes.csv says them as the codes ("accs sing or nomn
    plur"), a review screen in its reader's words (:func:`reason_of`)."""
    forms: tuple
    #: how changes.csv joins them: " or " for readings of one phrase (said "/" on a screen), ", " for a list
    joiner: str = " or "

    def __str__(self) -> str:
        return self.joiner.join(" ".join(codes) + (f": {said}" if said else "") for codes, said in self.forms)

    def worded(self) -> str:
        words = current()
        said = [WORD_GAP.get(words.lang, " ").join(map(grammeme, codes)) + (f": {example}" if example else "")
                for codes, example in self.forms]
        return " / ".join(said) if self.joiner == " or " else words.join_groups(said)


def because(msgid: str, /, **facts) -> dict:
    """A reason for a change, as a change's row holds it: ``reason`` in English (changes.csv), and
    the sentence with its facts (``_reason``), which :func:`reason_of` says in the reader's language.
    A fact that is a tuple is a list of words ("было, закрыто"; "было、закрыто" in Chinese)."""
    english = {k: ", ".join(v) if isinstance(v, tuple) else v for k, v in facts.items()}
    return {"reason": msgid.format(**english), "_reason": (msgid, facts)}


def reason_of(change: dict) -> str:
    """A change's reason in the current language (a row of :func:`changes` as a dict)."""
    worded = change.get("_reason")
    if not isinstance(worded, tuple):
        return str(change.get("reason", ""))
    msgid, facts = worded
    words = current()
    return tr(msgid, **{k: v.worded() if isinstance(v, Forms) else words.join(v) if isinstance(v, tuple) else v
                        for k, v in facts.items()})


@dataclass
class Passage:
    """One translated passage: where it lies in its corpus file, and the English it translates."""
    corpus: str
    location: int
    cell: str
    start: int
    end: int
    source: str


@dataclass
class Term:
    """A decision as apply uses it: the term, the decided target, the renderings to look for."""
    source_term: str
    target: str
    note: str
    renderings: list[str]
    #: the renderings the build saw rendering the whole term at two places or more: each of their words
    #: renders a word of the term ("ячейка ожидаемых ресурсов" for Future Resources space)
    repeated: frozenset = frozenset()
    quoted: bool = field(init=False)
    words: list[str] = field(init=False)

    def __post_init__(self):
        inner = self.target.strip()
        self.quoted = inner.startswith("«") and inner.endswith("»")
        self.words = RU_WORD.findall(inner)
        name = re.search(r"\s(«[^«»]+»)$", inner) if not self.quoted else None
        #: a name in guillemets closing the target ("жетон «Нестабильно»"): written as it is, the words
        #: before it inflected
        self.name = name.group(1) if name else ""

    @property
    def phrase(self) -> str:
        return " ".join(self.words)

    @property
    def inflected_part(self) -> str:
        """The words of the target that take the sentence's case: all, or those before a closing name."""
        return " ".join(RU_WORD.findall(self.target.strip()[:-len(self.name)])) if self.name else self.phrase

    @property
    def label(self) -> str:
        return f"{self.source_term} → {self.target}" + (f" ({self.note})" if self.note else "")


# -- finding phrases in a text -----------------------------------------------------------------
def _tokens(text: str) -> list[re.Match]:
    return list(RU_WORD.finditer(text))


def _adjacent(text: str, a: re.Match, b: re.Match) -> bool:
    return not text[a.end():b.start()].strip()


def find_phrase(text: str, tokens: list[re.Match], words: list[str]) -> list[tuple[int, int]]:
    """Where ``words`` stand in ``text`` in any case and number: (first token, token after the last)."""
    want = [lemmas(w) for w in words]
    if not want:
        return []
    out = []
    for i in range(len(tokens) - len(want) + 1):
        if all(lemmas(tokens[i + k].group()) & want[k] for k in range(len(want))) \
                and all(_adjacent(text, tokens[i + k], tokens[i + k + 1]) for k in range(len(want) - 1)):
            out.append((i, i + len(want)))
    return out


@lru_cache(maxsize=512)
def english_pattern(term: str) -> re.Pattern:
    """The English term with its plural and possessive ("bill", "bills", "Position’s")."""
    words = term.split()
    last = words[-1]
    if last.lower().endswith("y") and len(last) > 2:
        tail = re.escape(last[:-1]) + r"(?:y|ies)"
    else:
        tail = re.escape(last) + r"(?:s|es)?"
    body = r"[\s-]+".join([re.escape(w) for w in words[:-1]] + [tail])
    return re.compile(rf"(?<![A-Za-z]){body}(?:['’]s?)?(?![A-Za-z])", re.IGNORECASE)


@lru_cache(maxsize=1)
def lexicon() -> dict[str, frozenset]:
    """data/glossary/lexicon_en_ru.csv: English word -> the Russian lemmas that may translate it."""
    import csv

    from ..core.rulesets import data_path
    out: dict[str, set] = {}
    with data_path("glossary", "lexicon_en_ru.csv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            out.setdefault(row["en"].lower(), set()).add(row["ru"].replace("ё", "е"))
    return {k: frozenset(v) for k, v in out.items()}


def _translations(english_words) -> set[str]:
    """The Russian lemmas the lexicon gives for English words, and for the words they begin with
    ("airstrike": air -> воздушный)."""
    lex = lexicon()
    out: set[str] = set()
    for w in english_words:
        w = w.lower()
        out |= _word_translations(w)
        for k in range(3, len(w) - 2):
            out |= lex.get(w[:k], frozenset())
    return out


def _word_translations(word: str) -> frozenset:
    """The Russian lemmas the lexicon gives for an English word (lower case) or its singular."""
    lex = lexicon()
    return lex.get(word, frozenset()) | (lex.get(word[:-1], frozenset()) if word.endswith("s") else frozenset())


#: words before an English noun that are no modifier of it (an article, a possessive, a preposition, a
#: cardinal number: "the five Power Centers" has no adjective a Russian one before центров could render)
FUNCTION_WORDS = {"a", "an", "the", "of", "in", "on", "to", "for", "his", "her", "their", "its", "each", "every",
                  "this", "that", "these", "those", "any", "no", "and", "or", "with", "by", "from", "at", "as", "per",
                  "your", "my", "our", "one", "all", "is", "are", "be", "into", "onto", "than", "if", "when", "s",
                  "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}


def english_modified(term: str, source: str) -> bool:
    """Does a word that may qualify the term stand before it in the English ("possible Locations",
    "the next phase"), so that an adjective before its Russian rendering may translate it?"""
    for m in english_pattern(term).finditer(source):
        before = re.findall(r"[A-Za-z]+", source[:m.start()])[-1:]
        if before and before[0].lower() not in FUNCTION_WORDS and not source[:m.start()].rstrip().endswith(
                (".", ":", ";", ",", "(", "•")):
            return True
    return False


def named_apart(term: str, decided: list[str], source: str) -> int:
    """How many times ``source`` names ``term`` outside the longer decided terms it is part of ("Event"
    in "Coup Event": that place is the Coup Event decision's, not Event's)."""
    words = set(term.casefold().split())
    for longer in decided:
        if words < set(longer.casefold().split()):
            source = english_pattern(longer).sub(" ", source)
    return len(english_pattern(term).findall(source))


def names_elsewhere(other: str, term: str, source: str) -> bool:
    """Does ``source`` name the term ``other`` apart from where it names ``term`` ("tile" is not
    named apart from "Island tile"; "Police Precinct" is named where "Police" is)?"""
    if set(other.casefold().split()) < set(term.casefold().split()):
        source = english_pattern(term).sub(" ", source)
    return bool(english_pattern(other).search(source))


def other_senses(word: str, term: str, source: str) -> tuple[str, ...]:
    """English words of ``source`` outside ``term`` that the lexicon translates with ``word``'s lemma
    ("map" beside "card": карта is both), other than the term's own words."""
    own = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]+", term)}
    mine = lemmas(word)
    found = []
    for w in re.findall(r"[A-Za-z]+", english_pattern(term).sub(" ", source)):
        w = w.lower()
        if w.rstrip("s") in own or w in found:
            continue
        if mine & _word_translations(w):
            found.append(w)
    return tuple(found)


def _derived_adjective(word: str, noun: str, decided: list[str]) -> bool:
    """Is ``word`` an adjective made of ``noun`` ("президентский" of "президент") that no word of the
    decision shares a stem with?"""
    reading = parses(word)[0]
    stem = noun.replace("ё", "е")
    return len(stem) >= 6 and reading.tag.POS == "ADJF" and reading.normal_form.replace("ё", "е").startswith(stem) \
        and reading.normal_form != noun and not any(_stem(w) == _stem(word) for w in decided)


def names_the_act(act: str, thing: str) -> bool:
    """Is ``act`` the verbal noun of an action done with ``thing`` ("голосование" of "голос")?  The two
    name different things though the English may say both with one word ("vote")."""
    stem = thing.replace("ё", "е").rstrip("аяоеьй")
    act = act.replace("ё", "е")
    return len(stem) >= 4 and act.startswith(stem) and act[len(stem):] in ("ование", "евание", "ание", "ение")


def _term_words(name: str) -> set[str]:
    """An English term's words, in lower case and the singular ("Resources": resource)."""
    return {re.sub(r"(?<=[^s])s$", "", w) for w in name.casefold().split()}


def _apart(term: str, other: str) -> bool:
    """Is ``other`` another thing than ``term``, not a compound of it ("Swiss Bank Account" beside bill;
    not "Weapon level" beside Weapon, whose "уровень оружия" holds the Weapon)?"""
    return not _term_words(term) <= _term_words(other)


def _compound_rendered(phrase: str, term: Term, other_terms: dict[str, set[str]], source: str) -> tuple[str, ...]:
    """The longer terms holding ``term`` ("pocket money" for money) that the English names here and whose
    rendering ``phrase`` is, an adjective kept before the term's words ("карманные деньги")."""
    own = _term_words(term.source_term)
    return tuple(sorted({t for rendering, owners in other_terms.items()
                         if len(RU_WORD.findall(rendering)) == len(RU_WORD.findall(phrase)) and _same(rendering, phrase)
                         for t in owners if t.casefold() != term.source_term.casefold()
                         and own < _term_words(t)
                         and english_pattern(t).search(source)}))


def _part_named_apart(text: str, tokens, lo: int, j: int, term: Term, rendering_words: list[str],
                      other_terms: dict[str, set[str]]) -> tuple[str, str] | None:
    """A shorter term inside the decided one (Foreign Aid in Foreign Aid deck) whose rendering the old
    phrase holds and the decision changes ("иностранной помощи" -> "внешней помощи"), and which the
    sentence names again apart from the phrase ("Получение денег иностранной помощи"): (the shorter
    term, the words there), or None."""
    own = _term_words(term.source_term)
    old = {lm for w in rendering_words for lm in lemmas(w)}
    new = {lm for w in term.words for lm in lemmas(w)}
    lo_s, hi_s = _sentence(text, tokens[lo].start(), tokens[j - 1].end())
    for rendering, owners in sorted(other_terms.items()):
        words = RU_WORD.findall(rendering)
        mine = [lemmas(w) for w in words]
        if len(words) < 2 or not all(m & old for m in mine) or all(m & new for m in mine):
            continue
        parts = [t for t in sorted(owners) if _term_words(t) < own]
        if not parts:
            continue
        for a, b in find_phrase(text, tokens, words):
            if lo_s <= tokens[a].start() < hi_s and not (lo <= a and b <= j):
                return parts[0], text[tokens[a].start():tokens[b - 1].end()]
    return None


def _place_said_after(text: str, tokens, j: int, term: Term, rendering_words: list[str]) -> int:
    """Where the phrase ends with the place said after it that renders a word of the term its fuller
    renderings say ("банковского счета в Швейцарии", the Swiss Bank Account as "швейцарский банковский
    счет" elsewhere): the place goes with the phrase, or the decision would stand beside it ("номерного
    счета в Швейцарии")."""
    if j + 1 >= len(tokens) or tokens[j].group().lower() not in ("в", "во", "из") \
            or not (_adjacent(text, tokens[j - 1], tokens[j]) and _adjacent(text, tokens[j], tokens[j + 1])):
        return j
    said = {_stem(w) for w in rendering_words}
    fuller = {_stem(w) for r in term.renderings for w in RU_WORD.findall(r) if len(w) > STEM} - said
    place = tokens[j + 1].group()
    if _stem(place) in fuller and any(r.tag.POS == "NOUN" and "Geox" in r.tag for r in parses(place)):
        return j + 2
    return j


#: the possessives that say whose a thing is ("свою фишку", "его деньги")
POSSESSIVES = {"свой", "мой", "твой", "наш", "ваш", "его", "её", "ее", "их"}


def _owner_added(term: Term, rendering_words: list[str]) -> str:
    """A person's noun in the genitive that the decision adds to the old words ("фишка игрока" decided
    for pawn, where the text wrote "фишку"): the owner it names, or ""."""
    old = {lm for w in rendering_words for lm in lemmas(w)}
    return next((w for w in term.words[1:] if not lemmas(w) & old and any(
        r.tag.POS == "NOUN" and r.tag.case == "gent" and r.tag.animacy == "anim" for r in parses(w)[:1])), "")


def _stem(word: str) -> str:
    return word.lower().replace("ё", "е")[:STEM]


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence of ``text`` that holds the characters start..end."""
    lo, hi = 0, len(text)
    for m in SENTENCE_END.finditer(text):
        if m.end() <= start:
            lo = m.end()
        elif m.start() >= end:
            hi = m.start()
            break
    return lo, hi


@dataclass(frozen=True)
class SubstantiveTag:
    """The grammar an adjective used as a noun has as a head: its own gender (the masculine for a
    plural that names persons), the animacy of the noun it replaces, the number of its citation form."""
    gender: str
    animacy: str | None
    number: str | None

    def __contains__(self, grammeme: str) -> bool:        # no Pltm, Sgtm or other noun's mark
        return grammeme in (self.gender, self.animacy, self.number)


@dataclass(frozen=True)
class Substantive:
    """An adjective or participle decided as a noun ("учащиеся", "верноподданный"), read as a head."""
    reading: object
    animacy: str | None

    @property
    def tag(self) -> SubstantiveTag:
        def text(value):
            return None if value is None else str(value)
        return SubstantiveTag(text(self.reading.tag.gender) or "masc", text(self.animacy), text(self.reading.tag.number))

    @property
    def normal_form(self) -> str:
        return self.reading.normal_form


# -- one place ---------------------------------------------------------------------------------
@dataclass
class Place:
    """A rendering found in a passage: tokens [i, j) of its translation."""
    passage: Passage
    text: str
    tokens: list
    i: int
    j: int
    rendering: str
    writes_yo: bool = False                            # the corpus writes ё where the dictionary has it


def _noun_readings(word: str, lemma_of: str | None):
    nouns = [p for p in parses(word) if p.tag.POS == "NOUN" and p.tag.case]
    if lemma_of is not None:
        wanted = lemmas(lemma_of)
        mine = [p for p in nouns if p.normal_form.replace("ё", "е") in wanted]
        nouns = mine or nouns
    return nouns


def _fits(reading, forms: set) -> bool:
    return (main_case(reading.tag.case), reading.tag.number or "sing") in forms


def propose(place: Place, term: Term, other_terms: dict[str, set[str]]) -> dict:
    """The change at one place (status applied) or the reason a person must make it (needs a human)."""
    text, tokens, i, j = place.text, place.tokens, place.i, place.j
    p = place.passage
    rendering_words = RU_WORD.findall(place.rendering)
    at = head_index(rendering_words)
    row = {"corpus": p.corpus, "location": p.location, "cell": p.cell, "source_term": term.source_term,
           "decision": term.label, "status": HUMAN, "after": ""}

    def human(reason: str, lo: int = i, hi: int = j, unsure: str = "", **facts) -> dict:
        row["_unsure"] = unsure                        # a place that may render another term
        return _finish(row, place, lo, hi, "", because(reason, **facts))

    opened = text.rfind("(", 0, tokens[i].start())
    if opened > text.rfind(")", 0, tokens[i].start()):
        closed = text.find(")", tokens[j - 1].end())
        inside = text[opened + 1:closed if closed >= 0 else len(text)]
        if "?" in inside or re.match(r"\s*или\s", inside):
            # "(что лучше- деньги, чеки, купюры?)", "чеков(или денег)": the translator's question or
            # alternative, which the words are only named in: a person settles it
            return human(N_("'{rendering}' stands inside the translator's question or alternative ({inside}): "
                            "settle it by hand"), rendering=place.rendering, inside=inside.strip())
    before = re.search(r"([А-Яа-яЁё]+)\s?\(\s*$", text[:tokens[i].start()])
    if before and re.match(r"\s*[)\\/]", text[tokens[j - 1].end():]) \
            and not lemmas(before.group(1)) & lemmas(rendering_words[0] if rendering_words else ""):
        return human(N_("'({rendering})' is an alternative in parentheses beside another rendering: keep one "
                        "by hand"), rendering=place.rendering)    # "чеков(счетов)", "счетов(купюр\\денег)"; not
                                                                  # "фишку (фишки)", one word
    # "один чек\купюру", "Штаб-квартира\Штаб": alternatives for the term the translator left with a slash;
    # changing one side writes the word twice ("чек\чек") or keeps the other beside the decision: a person
    # settles it.  Not a list of things ("укрытия / крыши / частокола")
    across = re.search(r"([А-Яа-яЁё]+)\s*[\\/]\s*$", text[:tokens[i].start()]) \
        or re.match(r"\s*[\\/]\s*([А-Яа-яЁё]+)", text[tokens[j - 1].end():])
    own = {lm for w in [*term.words, *(w for r in term.renderings for w in RU_WORD.findall(r))]
           for part in {w, *w.split("-")} for lm in lemmas(part)}
    if across and lemmas(across.group(1)) & own:
        return human(N_("'{rendering}' and '{other}' are alternatives for {term} written with a slash: keep one by "
                        "hand"), rendering=place.rendering, other=across.group(1), term=term.source_term)
    numbered = re.match(r"\s+\d+-?[а-яё]{0,3}\s+([А-Яа-яЁё]+)", text[tokens[j - 1].end():])
    if len(rendering_words) == 1 and numbered and any(
            lemmas(numbered.group(1)) & lemmas(w) for r in term.renderings for w in RU_WORD.findall(r)[1:]):
        # "Фаза 1-го переворота" for Coup phase 1: the term's words with a number inside them; the sentence's
        # other places of the term wait for it ("фаза путча 3" beside it would name the phases two ways)
        return human(N_("'{phrase}': a number stands inside the words of {term}; write it by hand"),
                     phrase=text[tokens[i].start():tokens[j - 1].end() + numbered.end()], term=term.source_term)
    # another term of this passage rendered the same way ("поле" is the board as well as a space)
    shared = [t for t in sorted(other_terms.get(place.rendering, ())) if t.casefold() != term.source_term.casefold()
              and names_elsewhere(t, term.source_term, p.source)]
    if shared:
        return human(N_("'{rendering}' also renders {terms}, which this passage names: change it by hand where it "
                        "means {term}"), rendering=place.rendering, terms=tuple(shared), term=term.source_term,
                     unsure=ANOTHER)
    clashing = [t for t in sorted(other_terms.get(term.phrase.lower(), ())) if t.casefold() != term.source_term.casefold()
                and names_elsewhere(t, term.source_term, p.source)]
    if clashing:
        # token decided фишка where фишки are the pawns of the same passage: two things, one word
        return human(N_("'{target}' renders {terms} too, which this passage names: decide by hand which is "
                        "which"), target=term.target, terms=tuple(clashing))
    if at is None:
        return human(N_("'{rendering}' holds no noun to read the case of"), rendering=place.rendering)
    if re.match(r"[A-Za-z]", text[tokens[j - 1].end():tokens[j - 1].end() + 1]) \
            or re.search(r"[A-Za-z]$", text[:tokens[i].start()]):
        # "Position картe": a word glued to Latin letters is broken already; what it should read needs a person
        return human(N_("'{word}' is glued to Latin letters: the word is broken; write it by hand"),
                     word=re.search(r"[A-Za-z]*" + re.escape(text[tokens[i].start():tokens[j - 1].end()]) + r"[A-Za-z]*",
                                    text[max(0, tokens[i].start() - 20):tokens[j - 1].end() + 20]).group())
    named_terms = {w.lower().rstrip("s") for owners in other_terms.values() for t in owners for w in t.split()}
    senses = [w for w in other_senses(rendering_words[at], term.source_term, p.source) if w.rstrip("s") not in named_terms]
    if senses and len(rendering_words) == 1:
        # "городская карта" where the English names the map as well as cards: карта says both
        return human(N_("'{rendering}' also translates {english}, which the English here names: change it by hand "
                        "where it means {term}"), rendering=place.rendering, english=tuple(senses), term=term.source_term,
                     unsure=MAYBE)
    for k in range(at + 1, len(rendering_words)):
        # "кубик приключений" found in "выпало ли на кубиках приключение": the complement is no genitive,
        # so the words are not the term (a die, and what came up on it)
        cited = [r for r in parses(rendering_words[k]) if r.tag.POS == "NOUN"]
        token = tokens[i + k].group()
        if cited and any(main_case(r.tag.case) == "gent" for r in cited) and not any(
                r.tag.POS == "NOUN" and main_case(r.tag.case) == "gent" for r in parses(token)):
            return human(N_("'{phrase}' is not {term} here: '{word}' is not in the genitive '{rendering}' has"),
                         phrase=text[tokens[i].start():tokens[j - 1].end()], term=term.source_term, word=token,
                         rendering=place.rendering)
    term_ru = _translations(term.source_term.split()) | {lemma for w in term.words for lemma in lemmas(w)}
    term_stems = {_stem(w) for w in term.words if len(w) > 3}     # "на" of «Закрыто на обед» is no repeat
    # the rendering's words the decision lacks: a noun of the term may go, anything else is meaning lost
    for k, word in enumerate(rendering_words):
        token = tokens[i + k].group()
        readings = parses(token)
        if place.rendering in term.repeated:
            break                                      # the whole term's rendering, seen so again and again
        if k == at or lemmas(token) & term_ru or _stem(token) in term_stems:
            continue
        if any(r.tag.POS == "NOUN" for r in readings[:1]) and k > at:
            continue                                   # a genitive complement the decision words its own way
        return human(N_("'{phrase}' has '{word}', which '{target}' does not say: reword it by hand"),
                     phrase=text[tokens[i].start():tokens[j - 1].end()], word=token, target=term.target)
    head = tokens[i + at].group()
    heads = _noun_readings(head, rendering_words[at])
    if not heads:
        return human(N_("'{word}' is not a noun here"), word=head)
    new_noun = parses(term.words[head_index(term.words) or 0])[0] if term.words else None
    old_plural_only = any(plural_only(r) for r in heads)
    if old_plural_only and new_noun is not None and "Pltm" not in new_noun.tag and new_noun.tag.number != "plur" \
            and not ("Sgtm" in new_noun.tag or new_noun.normal_form in MASS_NOUNS):
        # "выборы" -> "избрание": one election or several, and the words agreeing with it, say the sentence
        return human(N_("'{word}' has no singular: whether one or several are meant, and the words agreeing "
                        "with it, need a person"), word=head)
    if j < len(tokens) and text[tokens[j - 1].end():tokens[j].start()].strip() == "«" and term.name:
        # "Жетон «настабильность»": the old name after the head stays beside the decided one
        return human(N_("'{word}' is followed by its old name in guillemets: write '{target}' by hand"),
                     word=head, target=term.target)
    named_after = NAME_AFTER.match(text, tokens[j - 1].end())
    if term.name and named_after and named_after.group(1).strip("«»") != term.name.strip("«»"):
        # "замените жетоном «No Assassination»", "жетон No Assassination": the word is that name's thing
        return human(N_("'{word}' is followed by the name {name}: it names that; decide by hand"),
                     word=head, name=named_after.group(1))
    if j - 1 == i + at and j < len(tokens) and _adjacent(text, tokens[j - 1], tokens[j]):
        following = [r for r in parses(tokens[j].group()) if r.tag.POS == "NOUN" and "Abbr" not in r.tag
                     and len(tokens[j].group()) > 1]
        if any(a.tag.POS in ("ADJF", "PRTF") and a.tag.case == n.tag.case and a.tag.number == n.tag.number
               for a in parses(head) for n in following) and not any(
                r.tag.POS == "NOUN" and r.tag.case == "gent" for r in parses(tokens[j].group())[:1]):
            return human(N_("'{word}' qualifies '{next}' here (an adjective), not a noun to replace"), word=head,
                         next=tokens[j].group())
    decided_at = head_index(term.words)
    if decided_at is not None and decided_at < len(term.words) - 1 and j < len(tokens) \
            and _adjacent(text, tokens[j - 1], tokens[j]) and j - 1 == i + at \
            and parses(tokens[j].group())[0].tag.POS == "NOUN" and parses(tokens[j].group())[0].tag.case == "gent":
        return human(N_("'{phrase}' has a complement of its own; '{target}' brings another: reword it by hand"),
                     i, j + 1, phrase=f"{head} {tokens[j].group()}", target=term.target)
    if j < len(tokens) and _adjacent(text, tokens[j - 1], tokens[j]) and (j - 1 == i + at or (
            parses(tokens[j - 1].group())[0].tag.POS == "NOUN" and parses(tokens[j].group())[0].tag.POS == "NOUN")):
        # "Кабинета министров", "убийстве Юры": a genitive no English word explains is the old noun's
        # complement (a phrase of its own, or what the noun governs), which the new noun may not take;
        # after a complement ("должности кабинета министров") it is the complement's own
        after = tokens[j].group()
        genitive = len(after) > 2 and any(r.tag.POS == "NOUN" and r.tag.case == "gent" and "Abbr" not in r.tag
                                          for r in parses(after)[:3])
        source_words = re.findall(r"[A-Za-z]+", english_pattern(term.source_term).sub(" ", p.source))
        if genitive and not lemmas(after) & (
                _translations(source_words) | term_ru) and not lemmas(after) & lemmas(head):
            return human(N_("'{word} {after}': '{after}' translates no other word of the English and may belong to "
                            "'{word}' (a phrase of its own, or what it governs): reword it by hand"), i, j + 1,
                         word=tokens[j - 1].group(), after=after)
    new_lemma = parses(term.words[head_index(term.words) or 0])[0].normal_form if term.words else ""
    if any(names_the_act(r.normal_form, new_lemma) or names_the_act(new_lemma, r.normal_form) for r in heads):
        # "голосование" (the voting) is no "голос" (a vote), though the English says "vote" for both
        return human(N_("'{word}' and '{target}' are the act and the thing (or the other way round): which one the "
                        "English means here needs a person"), word=head, target=term.target)
    governed = GOVERNS_PREPOSITION.get(new_lemma)
    if governed and not any(GOVERNS_PREPOSITION.get(r.normal_form) for r in heads):
        object_noun = _object_after(text, tokens, j)
        if object_noun:
            # "Убийство/устранение президента" -> "Покушение … президента": покушение takes "на" and the accusative
            return human(N_("'{target}' takes '{preposition}' before its object, where '{word}' took the genitive "
                            "('{object}'): reword it by hand"), target=term.target, preposition=governed, word=head,
                         object=object_noun)
    forms = {(main_case(r.tag.case), r.tag.number or "sing") for r in heads}
    for k in range(at):                                # the rendering's own adjectives agree with its head
        fits = {(main_case(r.tag.case), r.tag.number) for r in parses(tokens[i + k].group())
                if r.tag.POS in ("ADJF", "PRTF")}
        if fits:
            forms &= fits | {(c, "sing") for c, n in fits if n is None}
    # the adjectives and pronouns before the rendering that agree with it: the term's, or kept
    source_words = re.findall(r"[A-Za-z]+", english_pattern(term.source_term).sub(" ", p.source))
    elsewhere = _translations(source_words)
    lo, kept = i, []
    while lo > 0 and _adjacent(text, tokens[lo - 1], tokens[lo]):
        word = tokens[lo - 1].group()
        readings = [r for r in parses(word) if r.tag.POS in ("ADJF", "PRTF")
                    and (main_case(r.tag.case), r.tag.number) in forms
                    and (r.tag.number == "plur" or any(h.tag.gender == r.tag.gender for h in heads))]
        if not readings:
            break
        lo -= 1
        forms &= {(main_case(r.tag.case), r.tag.number) for r in readings}
        if PRONOMINAL & set(readings[0].tag.grammemes):
            kept.append(lo)
        elif lemmas(word) & term_ru or _stem(word) in term_stems:
            if kept:
                return human(N_("'{word}' belongs to the term but stands before '{kept}': reword it by hand"), lo, j,
                             word=word, kept=tokens[kept[-1]].group())
            i = lo                                     # part of the term's phrase: replaced with it
        elif lemmas(word) & elsewhere or english_modified(term.source_term, p.source):
            compound = _compound_rendered(text[tokens[lo].start():tokens[j - 1].end()], term, other_terms, p.source)
            if compound:
                # "карманные деньги" for pocket money, "денежные средства" decided for money: the phrase renders
                # a term of its own, and its adjective would stand on the decision's own ("карманные денежные
                # средства" breaks the set phrase; "карманные средства" does not)
                return human(N_("'{phrase}' renders {compound}, a term of its own: change it by hand if it should "
                                "change too"), lo, j, unsure=ANOTHER,
                             phrase=text[tokens[lo].start():tokens[j - 1].end()], compound=compound)
            kept.append(lo)                            # translates another English word of the passage
        else:
            return human(N_("'{word}' stands before the rendering and is neither the term's nor another word of the "
                            "English: decide by hand whether it stays"), lo, j, word=word)
    if not forms:
        return human(N_("the case of '{phrase}' cannot be read"), phrase=text[tokens[i].start():tokens[j - 1].end()])
    if lo > 0 and _adjacent(text, tokens[lo - 1], tokens[lo]):
        word = tokens[lo - 1].group()                  # "держит это Позиция": the sentence is broken already
        readings = parses(word)
        if readings[0].tag.POS in ("ADJF", "PRTF") or any(
                r.tag.POS == "ADJF" and "Apro" in r.tag for r in readings):
            return human(N_("'{word}' before '{phrase}' does not agree with it: the sentence needs a person"),
                         lo - 1, j, word=word, phrase=text[tokens[lo].start():tokens[j - 1].end()])
    # a preposition before the phrase narrows the case; a gendered numeral must follow the new gender
    before = tokens[lo - 1].group().lower() if lo > 0 and _adjacent(text, tokens[lo - 1], tokens[lo]) else ""
    if before in PREPOSITIONS:
        into_office = before in ("в", "во") and ("nomn", "plur") in forms and any(
            r.tag.animacy == "anim" for r in heads)           # "выдвинуть в президенты": a nominative's form
        if into_office:
            forms = {("nomn", "plur")}
        elif not {f for f in forms if f[0] in PREPOSITIONS[before]}:
            # "в фаза повстанцев": the old text's case is not one the preposition takes; the new word
            # would carry the slip
            return human(N_("'{phrase}': '{word}' is not in a case '{preposition}' takes (the text's slip): write it "
                            "by hand"), lo - 1, j, phrase=text[tokens[lo - 1].start():tokens[j - 1].end()], word=head,
                         preposition=before)
        else:
            forms = {f for f in forms if f[0] in PREPOSITIONS[before]}
    if before in ("и", "или") and lo > 1 and _adjacent(text, tokens[lo - 2], tokens[lo - 1]):
        # "Уровни крыши, частокола и оружия": a noun joined by "и" stands in the case of the noun before
        # it, where that one reads in one case only ("частокола", a genitive), not "арсеналы"
        joined = {main_case(r.tag.case) for r in parses(tokens[lo - 2].group()) if r.tag.POS == "NOUN"}
        shared = {f for f in forms if f[0] in joined}
        if len(joined) == 1 and shared:
            forms = shared
    if not (before and before not in PREPOSITIONS and any(f[0] == "gent" for f in forms) and any(
            r.tag.POS == "NOUN" for r in parses(before)[:1])):
        # not after a noun: "Карты влияния … дают" is the noun's genitive, whatever the verb after both
        # agrees with, so the verb does not settle its case
        forms = _by_the_verb(forms, tokens, lo, j, text)
    doubled = [tokens[k].group() for k in (i - 1, j) if 0 <= k < len(tokens) and lemmas(tokens[k].group()) & lemmas(head)
               and _adjacent(text, tokens[min(k, i)], tokens[max(k, j - 1)])
               and not tokens[max(k, i)].group()[:1].isupper()]      # "Отставка президента Президент …": a heading
    if doubled:
        # "(фаза фаз 0)": the text says the word twice here already; which one renders the term needs a person
        return human(N_("the text says '{word}' twice here ('{other}'): which one renders {term} needs a person"),
                     min(i, lo), j, word=head, other=doubled[0], term=term.source_term)
    decided = {lm for w in term.words for lm in lemmas(w)} - {lm for w in rendering_words for lm in lemmas(w)}
    twice = next(((tokens[k].group(), english) for k in kept for english, russian in lexicon().items()
                  if lemmas(tokens[k].group()) & russian and decided & russian), None)
    if twice:
        # "военных подразделений" -> "военных воинских частей": the kept adjective and a word of the decision
        # both say "military"
        return human(N_("'{word}' and '{target}' would both say '{english}': reword it by hand"), lo, j,
                     word=twice[0], target=term.target, english=twice[1])
    owner = _owner_added(term, rendering_words)
    possessive = next((tokens[k].group() for k in kept if lemmas(tokens[k].group()) & POSSESSIVES), None)
    if owner and possessive:
        # "свою фишку" -> "свою фишку игрока": the possessive says whose pawn it is, the decision says it again
        return human(N_("'{word}' already says whose it is, and '{target}' says it again ('{owner}'): reword it by "
                        "hand"), lo, j, word=possessive, target=term.target, owner=owner)
    j = _place_said_after(text, tokens, j, term, rendering_words)
    # words of the decision standing beside the phrase: it would say them twice
    window = range(max(0, lo - REPEAT_WINDOW), min(len(tokens), j + REPEAT_WINDOW))
    own = {lm for w in rendering_words for lm in lemmas(w)}
    said = [tokens[k].group() for k in window if not lo <= k < j and not lemmas(tokens[k].group()) & own
            and (_stem(tokens[k].group()) in term_stems or lemmas(tokens[k].group()) & {
                lm for w in term.words if len(w) > 3 for lm in lemmas(w)})]
    if said:
        return human(N_("the sentence already says '{word}' beside it: '{target}' would say it twice; reword it by "
                        "hand"), lo, j, word=said[0], target=term.target)
    renamed = _part_named_apart(text, tokens, lo, j, term, rendering_words, other_terms)
    if renamed:
        # "Иностранная помощь … Колода иностранной помощи" -> "колода внешней помощи": the decision renames
        # the shorter term inside it, which the sentence names again the old way
        return human(N_("the sentence also says '{other}' for {part}: with '{target}' it would name {part} two ways; "
                        "change them together by hand"), lo, j, other=renamed[1], part=renamed[0], target=term.target)
    new_words = term.words
    new_at = head_index(new_words)
    new_heads = [r for r in parses(new_words[new_at]) if r.tag.POS == "NOUN" and r.tag.case == "nomn"] \
        if new_at is not None else []
    if not new_heads and (adjectival := adjectival_head(new_words)) is not None:
        new_heads = [Substantive(adjectival[1], heads[0].tag.animacy)]      # "учащиеся" for "студенты"
    if not new_heads:
        return human(N_("'{target}' has no noun to inflect"), target=term.target)
    old_animacy = {r.tag.animacy for r in heads}
    if len(old_animacy) == 1:                          # "жетон" -> "маркер": the thing, not the person who marks
        new_heads.sort(key=lambda r: r.tag.animacy not in old_animacy)
    new_head = new_heads[0]
    results = {}
    if _participle(new_words[new_at] if new_at is not None else new_words[-1]) and not _participle(head) \
            and (word := _genitive_after(text, tokens[j - 1].end())):
        # "генералу 1-й бригады" -> "командующему 1-й бригадой": a participle used as a noun governs its
        # verb's case, not the genitive the old noun took
        return human(N_("'{target}' governs its own case, and '{word}' after it followed '{old}': change it by hand"),
                     target=term.target, word=word, old=head)
    trailing = new_at is not None and new_at < len(new_words) - 1 and at is not None and at == len(rendering_words) - 1
    if trailing and (word := _genitive_after(text, tokens[j - 1].end())):
        # "Швейцарские банковские счета убитого игрока" -> "Счета в швейцарском банке убитого игрока": the
        # owner would follow the decision's own words after its head
        return human(N_("'{word}' after it would follow the words '{target}' puts after its noun: reword it by hand"),
                     target=term.target, word=word)
    if (m := SET_PHRASE_AFTER.match(text, tokens[j - 1].end())) and _persons_plural(m.group(1)):
        # "кандидат в президенты": "в" with a plural of persons is said after a few nouns only
        return human(N_("'{phrase}' is a set phrase of '{old}'; whether '{target}' takes it needs a person"),
                     target=term.target, phrase=text[tokens[i].start():m.end()], old=heads[0].normal_form)
    mass = "Sgtm" in new_head.tag or new_head.normal_form in MASS_NOUNS
    for case, number in sorted(forms):
        if "Pltm" in new_head.tag:
            number = "plur"
        elif mass and old_plural_only:
            number = "sing"                            # "деньги" -> "наличность": a mass, said in the singular
        phrase = inflect_phrase(term.inflected_part, case, number, new_head.tag.animacy)
        if mass and number == "plur":
            phrase = None                              # "снаряжения" for items: a mass noun's plural is not said
        if phrase is None:
            return human(N_("'{target}' cannot be put in the {form}"), target=term.target,
                         form=Forms((((case, number), ""),)))
        mods = [agree(tokens[k].group(), case, number, new_head.tag.gender, new_head.tag.animacy) for k in kept]
        if None in mods:
            return human(N_("'{word}' cannot be made to agree with '{target}'"),
                         word=tokens[kept[mods.index(None)]].group(), target=term.target)
        results[(case, number)] = (phrase, tuple(keep_spelling(tokens[k].group(), m) for k, m in zip(kept, mods)))
    if len(set(results.values())) > 1:
        return human(N_("'{phrase}' may stand in several cases here ({forms})"), lo, j,
                     phrase=text[tokens[lo].start():tokens[j - 1].end()],
                     forms=Forms(tuple((form, v[0]) for form, v in results.items()), ", "))
    (case, number), (phrase, mods) = next(iter(results.items()))
    decided_plural = new_at is not None and all(r.tag.number == "plur" for r in parses(new_words[new_at])
                                                if r.tag.POS == "NOUN" and r.tag.case == "nomn")
    if decided_plural and number == "sing" and "Pltm" not in new_head.tag:
        # "Дом" -> "Апартамент": the team decided a plural ("апартаменты"), and the singular the text has
        # here would come out as another word; one or several, and the words agreeing, need a person
        return human(N_("'{target}' is decided in the plural and '{word}' here is singular: the number and the "
                        "words agreeing need a person"), lo, j, target=term.target, word=head)
    if "и" in [w.lower() for w in term.words] and number != (new_head.tag.number or "sing"):
        # "Вклады и снятие денег" -> "Внесение и снятие денег": two nouns joined stay as decided
        return human(N_("'{target}' joins two nouns: whether they stand in the {number} here needs a person"),
                     lo, j, target=term.target, number=Forms((((number,), ""),)))
    new_animacy = {r.tag.animacy for r in new_heads}
    if len({r.tag.animacy for r in heads}) == 1 and len(new_animacy) == 1 and None not in new_animacy \
            and heads[0].tag.animacy and {heads[0].tag.animacy} != new_animacy:
        # "банковские охранники" (people) -> "охрана банка" (a body): one or several, and the words
        # agreeing with it, are another matter
        return human(N_("'{word}' names persons and '{target}' does not, or the other way round: the number "
                        "and the words agreeing need a person"), lo, j, word=head, target=term.target)
    if before in ("в", "во") and case == "accs" and heads[0].normal_form in TIME_NOUNS \
            and new_head.normal_form not in TIME_NOUNS:
        # "раз в раунд" (per round) -> "в круг" reads "into a circle"
        return human(N_("'{preposition} {word}' says 'per {term}' here; whether '{target}' after '{preposition}' "
                        "says it too needs a person"), lo - 1, j, preposition=before, word=head,
                     term=term.source_term, target=term.target)
    said_with = {"во": "в"}.get(before, before)
    if case == "loct" and said_with in ("в", "на") and PLACE_PREPOSITION.get(new_head.normal_form) not in ("в", "на",
                                                                                                   None):
        # "в одной локации" -> "по одному адресу": the preposition changes with the noun, and its case with it
        return human(N_("'{old}': whether '{target}' is said with '{preposition}' here needs a person"),
                     lo - 1, j, old=text[tokens[lo - 1].start():tokens[j - 1].end()], target=term.target,
                     preposition=said_with)
    if case == "loct" and said_with in ("в", "на") and PLACE_PREPOSITION.get(new_head.normal_form, said_with) != said_with:
        # "в этой фазе" -> "на этой стадии": the new noun takes the other preposition (and "в которой"
        # after it would change too)
        return human(N_("'{old}' would read '{other} {new}': the preposition changes with the noun; change it by hand"),
                     lo - 1, j, old=text[tokens[lo - 1].start():tokens[j - 1].end()],
                     other=PLACE_PREPOSITION[new_head.normal_form],
                     new=" ".join([m for _, m in sorted(zip(kept, mods))] + [phrase]))
    selective = next((tokens[k].group() for k in (lo - 1, lo - 2, j, j + 1) if 0 <= k < len(tokens)
                      and lemmas(tokens[k].group()) & SELECTIVE_VERBS), None)
    if selective and "ablt" in {c for c, _ in results}:
        # "таким эффектом обладают карты" -> "таким результатом обладают": обладать takes a property, and
        # whether the new noun is one needs a person
        return human(N_("'{verb}' takes only some nouns; whether it takes '{target}' needs a person"), lo, j,
                     verb=selective, target=term.target)
    relative = RELATIVE_PLACE.match(text, tokens[j - 1].end())
    if relative and PLACE_PREPOSITION.get(new_head.normal_form, relative.group(1)) not in (relative.group(1), "по"):
        # "стадию, в которой находятся игроки": the relative clause after the noun takes its preposition
        return human(N_("'{words}' after it would read '{other} {which}' with '{target}': change it by hand"), lo, j,
                     words=relative.group().strip(" ,"), other=PLACE_PREPOSITION[new_head.normal_form],
                     which=relative.group(2), target=term.target)
    phrase = _complement_as_written(phrase, term, rendering_words, at, tokens, i)
    old_gender = heads[0].tag.gender
    ordinal = DIGIT_ORDINAL.search(text[:tokens[lo].start()])
    if (before in GENDERED_NUMERALS or ordinal) and old_gender != new_head.tag.gender:
        # "два уровня" -> "две ступени"; "не ниже 2-го уровня" -> "2-й ступени": the number changes too
        return human(N_("'{word}' before it would have to change with the new gender"), lo, j,
                     word=ordinal.group().strip() if ordinal else before)
    out_of = re.search(r"([А-Яа-яЁё]+)\s+из\s+$", text[:tokens[lo].start()])
    if out_of and old_gender != new_head.tag.gender and number == "plur" and any(
            r.tag.POS in ("ADJF", "NUMR") and r.tag.number == "sing" and r.tag.gender == old_gender
            for r in parses(out_of.group(1))[:2]):
        # "один из жетонов" -> "одна из фишек": the word that picks one out takes the noun's gender
        return human(N_("'{word}' before it would have to change with the new gender"), lo, j,
                     word=out_of.group().strip())
    either = ONE_OR_SEVERAL.search(text[:tokens[lo].start()])
    if either and old_gender != new_head.tag.gender and any(
            r.tag.POS in ("ADJF", "NUMR", "PRTF") and r.tag.number == "sing" and r.tag.gender == old_gender
            for r in parses(either.group(1))[:2]):
        # "в одну или несколько областей" -> "в один или несколько районов": the word before "или" stands for
        # the noun left out after it, so it takes the noun's gender
        return human(N_("'{word}' before it would have to change with the new gender"), lo, j,
                     word=either.group().strip())
    if mass and "Sgtm" not in heads[0].tag and _counted(text, tokens, lo, kept):
        # "1 соответствующий ресурс" -> "1 соответствующее сырьё": a mass noun is not counted
        # ("1 единицу сырья"), so the sentence needs rewording
        return human(N_("'{target}' has no plural and is not counted, and a number counts '{word}' here: reword it "
                        "by hand"), lo, j, target=term.target, word=head)
    if "Pltm" in new_head.tag and "Pltm" not in heads[0].tag and _counted(text, tokens, lo, kept):
        # "потратить 1 дерево" -> "1 дрова": a noun with no singular is not counted by one ("1 единицу дров")
        return human(N_("'{target}' has no singular, and a number counts '{word}' here: reword it by hand"), lo, j,
                     target=term.target, word=head)
    if (before in SMALL_NUMERALS or _small_numeral_before(text, tokens, lo)) and (kept or len(term.words) > 1) \
            and number == "plur" and case in ("nomn", "accs") and new_head.tag.gender in ("masc", "neut"):
        # "все четыре полицейских подразделения" read as a plural: after два-четыре a masculine or neuter
        # noun stands in the genitive singular and its adjectives in the genitive plural ("полицейских
        # отряда"); a feminine one keeps them in the nominative ("две политические карточки")
        return human(N_("after '{word}' the noun and its adjectives take the numeral's forms: change it by hand"),
                     lo, j, word=before or tokens[lo - 2].group())
    sentence_lo, sentence_hi = _sentence(text, tokens[lo].start(), tokens[j - 1].end())
    rest = [t.group() for t in tokens if sentence_lo <= t.start() < sentence_hi and not
            tokens[lo].start() <= t.start() < tokens[j - 1].end()]
    derived = next((w for w in rest if _derived_adjective(w, heads[0].normal_form, term.words)), None)
    if derived:
        # "Старый президент может использовать свой президентский голос" -> "Старый руководитель страны … свой
        # президентский голос": the adjective made of the old noun would name the same one another way
        return human(N_("'{word}' in the sentence is made of '{old}': with '{target}' the sentence would name it two "
                        "ways; reword it by hand"), lo, j, word=derived, old=heads[0].normal_form, target=term.target)
    if old_plural_only and number == "sing" and (agreeing := plural_words(rest)):
        # "деньги … могут быть сняты" -> "наличность … может быть снята": the words agreeing change number
        return human(N_("'{target}' is said in the singular, '{word}' was plural: words of the sentence may agree "
                        "with it ({words}); change them too"), lo, j, target=term.target, word=head,
                     words=tuple(agreeing[:4]))
    following = [t.group() for t in tokens[j:j + 1] if t.start() < sentence_hi and _adjacent(text, tokens[j - 1], t)]
    if any(c == "nomn" for c, _ in results) and len({n for _, n in results}) == 1 and following \
            and following[0].endswith(("ся", "сь")) and any(
            r.tag.POS == "VERB" and r.tag.number and r.tag.number != number for r in parses(following[0])[:1]):
        # "банковские дела осуществляется" -> "банковские операции осуществляется": the verb right after the
        # subject agrees with neither the old words nor the new (a verb in -ся takes no object, so the noun
        # before it is its subject); the change would keep the sentence broken
        return human(N_("'{word}' after '{phrase}' is not in its number (the text's slip): change both by hand"), lo,
                     j, word=following[0], phrase=text[tokens[lo].start():tokens[j - 1].end()])
    if lo > 1 and before in ("и", "или") and following and not any(c == "nomn" for c, _ in results) and any(
            r.tag.POS == "NOUN" and r.tag.case == "nomn" for r in parses(tokens[lo - 2].group())[:1]) and any(
            r.tag.POS == "VERB" and r.tag.number == "plur" for r in parses(following[0])[:1]):
        # "президент или повстанца побеждают": a subject joined to a nominative before a plural verb, in
        # another case (the text's slip); the new word would carry it ("президент или бунтаря")
        return human(N_("'{phrase}' is joined to '{subject}' before '{verb}' but is not in the nominative (the "
                        "text's slip): write it by hand"), lo, j, phrase=text[tokens[lo].start():tokens[j - 1].end()],
                     subject=tokens[lo - 2].group(), verb=following[0])
    if old_gender and new_head.tag.gender and old_gender != new_head.tag.gender:
        agreeing = gender_words(rest, old_gender) if number == "sing" else distributive_words(rest, old_gender)
        clause = re.match(r"\s*,\s*([А-Яа-яЁё]{4,})", text[tokens[j - 1].end():])
        if clause and any(r.tag.POS == "PRTF" and r.tag.gender == old_gender and r.tag.number == "sing"
                          and (main_case(r.tag.case), "sing") in results for r in parses(clause.group(1))):
            # "при выполнении действия, отмеченного таким жетоном": a participle after the comma agrees with
            # the old noun in one of the forms the sentence leaves open
            agreeing = [clause.group(1), *agreeing]
        if number == "sing" and case == "nomn" and not agreeing:
            # "локация игрока было угадано" -> "пункт игрока было угадано": the predicate right after the
            # subject agrees with neither; the change would keep a sentence that is broken
            after = [t.group() for t in tokens[j:j + 3] if t.start() < sentence_hi]
            agreeing = [w for w in after[:1 + any(r.tag.case == "gent" for r in parses(after[0])[:1]) if after else 0]
                        if any(r.tag.POS in ("VERB", "PRTS") and r.tag.number == "sing" and r.tag.gender
                               and r.tag.gender not in (old_gender, new_head.tag.gender) for r in parses(w)[:1])]
        if agreeing:
            return human(N_("'{target}' is {gender}, '{word}' was {old_gender}: words of the sentence may agree "
                            "with it ({words}); change them too"), lo, j, target=term.target,
                         gender=Forms((((new_head.tag.gender,), ""),)), word=head,
                         old_gender=Forms((((old_gender,), ""),)), words=tuple(agreeing[:4]))
    # the new text: kept words agreeing, the phrase inflected, the text's capitals, quotes and ё
    start, end = tokens[i].start(), tokens[j - 1].end()
    yo = place.writes_yo or _has_yo(text)
    if not yo:
        phrase = phrase.replace("ё", "е")
    if term.name:
        phrase = f"{phrase} {term.name}"                # "жетона «Нестабильно»": the name as it is
    phrase = keep_capitals(text[start:end], phrase)     # a heading in capitals ("ПЕРЕВОРОТ": "ПУТЧ")
    quoted = text[start - 1:start] == "«" and text[end:end + 1] == "»"
    if term.quoted and not quoted and text[:start].count("«") > text[:start].count("»"):
        return human(N_("'{phrase}' stands inside a quoted title: quote the name {target} by hand"), i, j,
                     phrase=text[start:end], target=term.target)
    if term.quoted and before and lemmas(before) & GENERIC_NOUNS:
        phrase = term.phrase                           # "карту «Первый повстанец»": the name as it is called
    if term.quoted and not quoted:
        phrase = f"«{phrase}»"
    pieces, cursor = [], tokens[lo].start()
    for k, new in sorted(zip(kept, mods)):
        pieces += [text[cursor:tokens[k].start()], new if yo else new.replace("ё", "е")]
        cursor = tokens[k].end()
    pieces += [text[cursor:start], phrase]
    new_text = "".join(pieces)
    old_text = text[tokens[lo].start():end]
    if before and before in ("в", "во", "с", "со", "к", "ко", "о", "об"):
        fitting = preposition_for(tokens[lo - 1].group(), new_text)
        if fitting != tokens[lo - 1].group():
            old_text = text[tokens[lo - 1].start():end]
            new_text = fitting + text[tokens[lo - 1].end():tokens[lo].start()] + new_text
            lo -= 1
    if new_text == old_text:
        return {}
    row.update(status=APPLIED)
    return _finish(row, place, lo, j, new_text, because(N_("as {forms}"), forms=Forms(tuple((f, "") for f in results))))


#: a name right after a word: in guillemets, or in Latin letters ("жетон «No Assassination»", "жетон No Assassination")
NAME_AFTER = re.compile(r"\s+(«[^«»]+»|[A-Z][A-Za-z]*(?:\s[A-Z][A-Za-z]*)*)")
#: nouns of time that "в" in the accusative makes distributive ("раз в раунд", "два действия в ход": per
#: round): another noun there may not say it
TIME_NOUNS = {"раунд", "ход", "тур", "фаза", "этап", "партия", "день", "год"}
#: one thing or more of them, the noun said once at the end ("одну или несколько областей", "один или более")
ONE_OR_SEVERAL = re.compile(r"([А-Яа-яЁё]+)\s+(?:или|либо)\s+(?:несколько|более|больше|много|двух|двум|два|две|три|"
                            r"трёх|трех|четыре)\s+$")
#: an ordinal in digits with its ending right before a phrase ("2-го уровня"): its ending follows the gender
DIGIT_ORDINAL = re.compile(r"\d+-[а-яё]{1,3}\s+$")


#: verbs whose object is a narrow kind of noun (обладать: a property, a quality), which another word for
#: the term may not be
SELECTIVE_VERBS = frozenset({"обладать"})
#: a relative clause of place right after a noun: ", в которой", ", на котором"
RELATIVE_PLACE = re.compile(r"\s*,\s*(в|во|на)\s+(котор[а-яё]+)")


def _complement_as_written(phrase: str, term, rendering_words: list[str], at: int, tokens, i: int) -> str:
    """The decided phrase with its genitive complement in the number the text gives it, where the text's
    complement is the same noun ("пять карт локаций" -> "пять карточек локаций", not "локации": the
    cards of five Locations)."""
    words = phrase.split()
    new_at = head_index(term.words)
    if new_at is None or len(words) != len(term.words) or at + 1 >= len(rendering_words) or new_at + 1 >= len(words):
        return phrase
    written = tokens[i + len(rendering_words) - 1].group()
    decided_genitive = any(r.tag.POS == "NOUN" and main_case(r.tag.case) == "gent" for r in parses(words[-1]))
    if decided_genitive and lemmas(written) & lemmas(words[-1]) and written.lower() != words[-1].lower():
        genitive = [r for r in parses(written) if r.tag.POS == "NOUN" and main_case(r.tag.case) == "gent"]
        if genitive:
            words[-1] = keep_spelling(words[-1], written.lower())
    return " ".join(words)


def _counted(text: str, tokens, lo: int, kept: list[int]) -> bool:
    """Does a number count the phrase starting at token ``lo``: figures right before it ("1 ресурс"), a
    numeral word before it, or "один" among its kept words ("один ресурс")?"""
    if re.search(r"\d\s*$", text[:tokens[lo].start()]):
        return True
    words = [tokens[k].group() for k in kept]
    if lo > 0 and _adjacent(text, tokens[lo - 1], tokens[lo]):
        words.append(tokens[lo - 1].group())
    return any(p.tag.POS == "NUMR" or p.normal_form == "один" for w in words for p in parses(w)[:1])


def _small_numeral_before(text: str, tokens, lo: int) -> bool:
    """"все четыре полицейских подразделения": два-четыре (or оба, полтора) right before the phrase, or
    before the one word ahead of it."""
    k = lo - 2
    return k >= 0 and _adjacent(text, tokens[k], tokens[k + 1]) and tokens[k].group().lower() in SMALL_NUMERALS


def _object_after(text: str, tokens, j: int) -> str:
    """The noun in the genitive that follows the phrase ending before token ``j``, as its object, past
    an alternative written after a slash ("Убийство/устранение президента"); "" where none does."""
    k = j
    while k < len(tokens) and re.fullmatch(r"\s*[/\\]\s*", text[tokens[k - 1].end():tokens[k].start()]):
        k += 1                                          # the other side of "убийство/устранение"
    if k >= len(tokens) or not _adjacent(text, tokens[k - 1], tokens[k]):
        return ""
    word = tokens[k].group()
    first = parses(word)[:1]
    return word if first and first[0].tag.POS == "NOUN" and first[0].tag.case == "gent" else ""


#: "в" and a word after a phrase ("кандидат в президенты")
SET_PHRASE_AFTER = re.compile(r"\s+в\s+([А-Яа-яЁё]+)")
#: a word after a phrase, past an ordinal in figures ("генералу 1-й бригады")
WORD_AFTER = re.compile(r"\s+(?:\d+-[а-яё]{1,3}\s+)?([А-Яа-яЁё]+)")


def _genitive_after(text: str, end: int) -> str:
    """The noun or adjective that may be a genitive right after ``end`` (past an ordinal in figures:
    "1-й бригады"), or ""."""
    m = WORD_AFTER.match(text, end)
    if m and (len(m.group(1)) < 3 or m.group(1).lower() in PREPOSITIONS):
        return ""
    readings = parses(m.group(1))[:2] if m else []
    return m.group(1) if any(p.tag.POS in ("NOUN", "ADJF") and p.tag.case == "gent" for p in readings) else ""


def _participle(word: str) -> bool:
    """A participle or an adjective used as a noun ("командующий", "учащиеся"), which governs its verb's
    case ("командующий бригадой")."""
    return any(p.tag.POS == "PRTF" or "Subx" in p.tag for p in parses(word))


def _persons_plural(word: str) -> bool:
    """A plural of persons in the nominative form ("президенты", "депутаты")."""
    return any(p.tag.POS == "NOUN" and p.tag.number == "plur" and p.tag.case in ("nomn", "accs") and p.tag.animacy
               == "anim" for p in parses(word))


def _nominal(words: list[str]) -> bool:
    """Does a name begin with a noun or an adjective ("Отряд смерти", "Нож"), so that its words
    declined are still the name (unlike "Закрыто на обед")?"""
    return bool(words) and parses(words[0])[0].tag.POS in ("NOUN", "ADJF")


def _by_the_verb(forms: set, tokens, lo: int, hi: int, text: str) -> set:
    """Nominative or accusative, read from a verb beside the phrase: the object of a transitive verb
    right before it ("Выберите своё место": accusative), the subject of a verb right after it that
    agrees with it in number ("Место было закрыто": nominative)."""
    cases = {c for c, _ in forms}
    if not {"nomn", "accs"} <= cases:
        return forms
    if lo > 0 and _adjacent(text, tokens[lo - 1], tokens[lo]):
        readings = parses(tokens[lo - 1].group())
        verb = readings[0]
        if verb.tag.POS in ("VERB", "INFN") and "tran" in verb.tag and not any(r.normal_form == "быть" for r in readings):
            return {f for f in forms if f[0] == "accs"}  # not "есть" (there is), read as "to eat"
    if hi < len(tokens) and _adjacent(text, tokens[hi - 1], tokens[hi]):
        verb = parses(tokens[hi].group())[0]
        numbers = {n for c, n in forms if c == "nomn"}
        if verb.tag.POS == "VERB" and verb.tag.number in numbers and "impr" not in verb.tag:
            return {f for f in forms if f[0] == "nomn"}
    return forms


def _has_yo(text: str) -> bool:
    return "ё" in text or "Ё" in text


def _finish(row: dict, place: Place, lo: int, hi: int, new: str, reason: dict) -> dict:
    text, tokens = place.text, place.tokens
    start, end = tokens[lo].start(), tokens[hi - 1].end()
    s_lo, s_hi = _sentence(text, start, end)
    sentence = text[s_lo:s_hi]
    row.update(before=text[start:end], after=new, **reason, offset=place.passage.start + start,
               sentence_before=sentence, source_sentence=place.passage.source[:300],
               sentence_after=(text[s_lo:start] + new + text[end:s_hi]) if new else "",
               _span=(place.passage.start + start, place.passage.start + end), _mark=(start - s_lo, len(new)),
               _sentence=(place.passage.start + s_lo, place.passage.start + s_hi))
    return row


def _whole_sentences(rows: list[dict], text: str) -> None:
    """Each applied change's sentence after every change applied in it, the change itself marked: the
    sentence as the reader of the new translation meets it ("свою фигурку (фигурки)", not one change
    seen alone beside the old word it also replaced)."""
    by_sentence: dict[tuple, list[dict]] = defaultdict(list)
    for row in rows:
        if row["status"] == APPLIED and row.get("_sentence"):
            by_sentence[row["_sentence"]].append(row)
    for (s_lo, s_hi), here in by_sentence.items():
        here.sort(key=lambda r: r["_span"][0])
        for row in here:
            pieces, cursor, mark = [], s_lo, 0
            for other in here:
                lo, hi = other["_span"]
                pieces.append(text[cursor:lo])
                if other is row:
                    mark = sum(map(len, pieces))
                pieces.append(other["after"])
                cursor = hi
            pieces.append(text[cursor:s_hi])
            row.update(sentence_after="".join(pieces), _mark_after=(mark, len(row["after"])))


# -- a corpus ----------------------------------------------------------------------------------
def passages(text: str, corpus: str, shape: str, name: str = "<text>") -> tuple[list[Passage], list[dict]]:
    """The translated passages of a bilingual corpus, each located in ``text``; and a row for a human
    for each passage that could not be located (its text read otherwise than it is written)."""
    if shape == "pipe_table":
        segments = read_pipe_table(text, corpus, name)
        pairs = align_rows(segments, corpus)
    else:
        segments = read_alternating(text, corpus, name)
        pairs = align_paragraphs(segments, corpus)
    pairs = pairs[pairs.variant.isin(TRANSLATION_VARIANTS) & ~pairs.cell.astype(str).str.contains(".", regex=False)]
    starts = [0]
    for line in text.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    russian = segments[segments.lang == "ru"].set_index("location")
    out, lost = [], []
    for p in pairs.itertuples():
        pieces = [(int(p.tgt_location), str(p.tgt), int(p.line))]
        if shape != "pipe_table" and p.tgt_location in russian.index and russian.text[p.tgt_location] != p.tgt:
            first = russian.loc[p.tgt_location]          # two Russian paragraphs for one English: each its own
            after = russian.loc[p.tgt_location + 1] if p.tgt_location + 1 in russian.index else None
            pieces = [(int(p.tgt_location), first.text, int(first.line))]
            if after is not None:
                pieces.append((int(p.tgt_location) + 1, after.text, int(after.line)))
        for location, tgt, line in pieces:
            at = text.find(tgt, starts[line - 1])
            if at < 0 or (shape == "pipe_table" and at >= starts[line]):
                lost.append({"corpus": corpus, "location": location, "cell": p.cell, "source_term": "",
                             "offset": starts[line - 1], "before": tgt[:80], "status": HUMAN, "decision": "",
                             **because(N_("this passage could not be found in the file as read: apply the "
                                          "decisions to it by hand"))})
                continue
            out.append(Passage(corpus, location, str(p.cell), at, at + len(tgt), str(p.src)))
    return out, lost


def term_renderings(occurrences: pd.DataFrame, corpus: str) -> tuple[dict[str, list[str]], dict[str, set],
                                                                    dict[str, set]]:
    """Every rendering the build saw for each term of ``corpus`` (most frequent first), for each
    rendering the terms it renders, and for each term the renderings seen at two places or more."""
    mine = occurrences[(occurrences.corpus == corpus) & occurrences.variant.isin(TRANSLATION_VARIANTS)
                       & (occurrences.kind == "rendering") & (occurrences.citation.astype(str) != "")]
    by_term: dict[str, list[str]] = {}
    by_rendering: dict[str, set] = {}
    repeated: dict[str, set] = {}
    counts = mine.groupby(["source_term", "citation"]).size().reset_index(name="n")
    for r in counts.sort_values(["source_term", "n", "citation"], ascending=[True, False, True]).itertuples():
        by_term.setdefault(r.source_term.casefold(), []).append(r.citation)
        by_rendering.setdefault(r.citation, set()).add(r.source_term)
        if r.n >= 2:
            repeated.setdefault(r.source_term.casefold(), set()).add(r.citation)
    return by_term, by_rendering, repeated


def partial_renderings(occurrences: pd.DataFrame, corpus: str) -> dict[str, set]:
    """The words the aligner saw rendering only part of each term ("участке" for Island tile)."""
    mine = occurrences[(occurrences.corpus == corpus) & occurrences.variant.isin(TRANSLATION_VARIANTS)
                       & (occurrences.kind == "partial")]
    out: dict[str, set] = {}
    for r in mine.itertuples():
        out.setdefault(r.source_term.casefold(), set()).update(RU_WORD.findall(str(r.rendering)))
    return out


def _same(a: str, b: str) -> bool:
    return [sorted(lemmas(w)) for w in RU_WORD.findall(a)] == [sorted(lemmas(w)) for w in RU_WORD.findall(b)]


def corpus_changes(text: str, found: list[Passage], terms: list[Term], other_terms: dict[str, set],
                   partial: dict[str, set] | None = None, repeated: dict[str, set] | None = None) -> list[dict]:
    """Every change (or place for a human) the decisions make in one corpus's passages.  ``repeated``:
    for each term, the renderings the build saw at two places or more."""
    rows = []
    partial, repeated = partial or {}, repeated or {}
    # the phrases that render another term at two places or more ("швейцарский банковский счёт"; not
    # "новые подразделения", once given to the Students)
    settled = {rendering: {t for t in owners if rendering in repeated.get(t.casefold(), ())}
               for rendering, owners in sorted(other_terms.items()) if len(rendering.split()) > 1}
    yo = writes_yo(text[p.start:p.end] for p in found)
    for passage in found:
        body = text[passage.start:passage.end]
        tokens = _tokens(body)
        taken: list[tuple[int, int, str]] = []
        # where each decision's own phrase already stands: another decision's word inside it is that
        # term's ("раунда" in "окончание раунда", End of the Round decided)
        standing = [(a, b, t) for t in terms for a, b in find_phrase(body, tokens, t.words) if len(t.words) > 1]
        # where another term's phrase stands, a word of it is that term's ("швейцарского банковского счета",
        # the Swiss Bank Account, holds "счета", a rendering of bill)
        phrases = [(a, b, owners) for rendering, owners in settled.items() if owners
                   for a, b in find_phrase(body, tokens, RU_WORD.findall(rendering))]
        for term in terms:
            named = named_apart(term.source_term, [t.source_term for t in terms], passage.source)
            decided = find_phrase(body, tokens, term.words)
            places = []
            if term.quoted:                           # a name decided in guillemets, written without them
                bare = [(i, j) for i, j in decided if not (body[tokens[i].start() - 1:tokens[i].start()] == "«"
                                                           and body[tokens[j - 1].end():tokens[j - 1].end() + 1] == "»")]
                decided = [d for d in decided if d not in bare]
                if not _nominal(term.words):        # «Закрыто на обед»: "закрыт на обед" is said of the bank
                    bare = [(i, j) for i, j in bare if body[tokens[i].start():tokens[j - 1].end()].casefold()
                            == term.phrase.casefold()]
                places = [(i, j, term.phrase) for i, j in bare] if named else []
            for rendering in term.renderings:
                if _same(rendering, term.phrase):
                    continue
                for i, j in find_phrase(body, tokens, RU_WORD.findall(rendering)):
                    if any(i < b and a < j for a, b in decided) or any(i < b and a < j for a, b, _ in places):
                        continue
                    if any(a <= i and j <= b and b - a > j - i and term.source_term not in owners
                           and any(_apart(term.source_term, t) and names_elsewhere(t, term.source_term, passage.source)
                                   for t in owners)
                           for a, b, owners in phrases):
                        continue                      # a word of another term the passage names
                    places.append((i, j, rendering))
            bare = set()
            if named and len(term.words) > 1:            # the decision's head alone, where the aligner saw it so
                head = term.words[head_index(term.words) or 0]
                if any(lemmas(head) & lemmas(w) for w in partial.get(term.source_term.casefold(), ())):
                    others = [(a, b) for rendering, owners in sorted(other_terms.items())
                              if term.source_term not in owners and len(rendering.split()) > 1
                              and any(lemmas(head) & lemmas(w) for w in RU_WORD.findall(rendering))
                              for a, b in find_phrase(body, tokens, RU_WORD.findall(rendering))]
                    for i, j in find_phrase(body, tokens, [head]):
                        if not any(i < b and a < j for a, b in decided + others) and not any(
                                i < b and a < j for a, b, _ in places):
                            places.append((i, j, head))     # not inside another term ("политический трек")
                            bare.add((i, j))
            first_row = len(rows)
            surplus = 0 < named < len(places) + len(decided)
            for i, j, rendering in sorted(places):
                place = Place(passage, body, tokens, i, j, rendering, yo)
                doubtful = _doubtful(body, tokens, i, j, (i, j) in bare) if surplus else ""
                if doubtful:
                    row = _for_a_human(place, term, unsure=MAYBE, reason=because(
                        N_("'{phrase}' may name another thing: the English names {term} {named} time(s) here, the "
                           "translation has more places; change it by hand if it means {term}"),
                        phrase=doubtful, term=term.source_term, named=named))
                elif (inside := next((t for a, b, t in standing if t is not term and a <= i and j <= b
                                      and (a, b) != (i, j)), None)) is not None:
                    row = _for_a_human(place, term, because(
                        N_("'{rendering}' is part of '{phrase}', the decided rendering of {other}: change it by hand "
                           "if it should change"), rendering=rendering, phrase=inside.target, other=inside.source_term))
                elif named == 0:
                    others = other_terms.get(rendering, set()) - {term.source_term}
                    if any(names_elsewhere(t, term.source_term, passage.source) for t in others):
                        continue                      # it renders another term the passage names
                    row = _for_a_human(place, term, unsure=ANOTHER, reason=because(
                        N_("perhaps not the term: the English here does not name {term}; change '{rendering}' by hand "
                           "if it means it"), term=term.source_term, rendering=rendering))
                else:
                    row = propose(place, term, other_terms)
                    if not row:
                        continue
                lo, hi = row["_span"]
                clash = next((t for a, b, t in taken if lo < b and a < hi), None)
                if clash is not None:
                    row.update(status=HUMAN, after="", sentence_after="", _unsure="",
                               **because(N_("overlaps the change for {term}: decide both by hand"), term=clash))
                taken.append((lo, hi, term.source_term))
                rows.append(row)
            _with_its_sentence(rows[first_row:], body, passage.start, term)
            if named > len(decided) + len(places) or _english_head_alone(term.source_term, passage.source):
                _bare_heads_left(rows[first_row:], body, tokens, passage.start, term)
            if named > len(decided) + len(places):
                rows.append({"corpus": passage.corpus, "location": passage.location, "cell": passage.cell,
                             "offset": passage.start, "source_term": term.source_term, "before": "", "after": "",
                             "decision": term.label, "status": HUMAN,
                             **because(N_("the English names {term} {named} time(s) here; the translation has "
                                          "'{target}' {decided} time(s) and {others} other rendering(s) the glossary "
                                          "knows: find the rest by hand"), term=term.source_term, named=named,
                                       target=term.phrase, decided=len(decided), others=len(places)),
                             "source_sentence": passage.source[:300], "sentence_before": body[:300],
                             "sentence_after": "", "_span": (passage.start, passage.start), "_mark": (0, 0)})
    return rows


#: how sure a place left for a human is to name the term: it may well render another term (the English
#: does not name the term there, or the words render another term the passage names), or it may be the
#: term (the translation has more places than the English names it)
ANOTHER, MAYBE = "another term", "maybe"


def _for_a_human(place: Place, term: Term, reason: dict, unsure: str = "") -> dict:
    """The row of a place left for a human, said with ``reason``; ``unsure``: ANOTHER, MAYBE or ""."""
    p = place.passage
    return _finish({"corpus": p.corpus, "location": p.location, "cell": p.cell, "source_term": term.source_term,
                    "decision": term.label, "status": HUMAN, "_unsure": unsure}, place, place.i, place.j, "", reason)


def _doubtful(body: str, tokens, i: int, j: int, bare: bool) -> str:
    """Where the translation has more places than the English names the term: the words of a place that
    may name another thing, or "".  The decision's head alone ("Фишки" beside "Фишки полиции": the units
    of the next sentence), or a one-word rendering with a genitive after it ("На каждой карте предмета"
    beside «Карта», the Map named once: an Item card); not a person's name after it ("деньги Пети")."""
    if bare:
        phrase = body[tokens[i].start():tokens[j - 1].end()]
        words = phrase
    elif j - i == 1 and (words := _object_after(body, tokens, j)):
        phrase = body[tokens[i].start():tokens[min(j, len(tokens) - 1)].end()]
    else:
        return ""
    return "" if {"Name", "Surn", "Patr"} & set(parses(words)[0].tag.grammemes) else phrase


def _with_its_sentence(rows: list[dict], body: str, offset: int, term: Term) -> None:
    """A change whose sentence names the term again at a place left for a human ("…построили убежище
    (… на участке с готовым укрытием)", "Старый президент … нового президента": the second in a case
    the sentence does not settle) would leave the sentence with two words for one thing: it is left for
    the human too, with both places named.  A place that may render another term holds nothing back
    ("новые подразделения", which renders Students too, beside "демонстранты"), nor one that may not be
    the term and whose words the decision keeps ("карта" beside "политическая карта" made "карта
    политики"); one that may be it with words the decision drops does ("Это движение … действием
    движения министра": "передвижение" beside "движения")."""
    target = {lm for w in term.words for lm in lemmas(w)}

    def holds(r: dict) -> bool:
        if r["status"] != HUMAN or r["_span"][1] <= r["_span"][0] or r.get("_unsure") == ANOTHER:
            return False
        words = RU_WORD.findall(r["before"])
        return r.get("_unsure") != MAYBE or not lemmas(words[head_index(words) or 0]) & target

    waiting = [r for r in rows if holds(r)]
    for row in rows:
        if row["status"] != APPLIED:
            continue
        lo, hi = _sentence(body, row["_span"][0] - offset, row["_span"][1] - offset)
        other = next((w for w in waiting if lo <= w["_span"][0] - offset < hi), None)
        if other is not None:
            row.update(status=HUMAN, after="", sentence_after="",
                       **because(N_("the sentence names {term} again at '{word}', which needs a person: change "
                                    "both by hand"), term=term.source_term, word=other["before"]))


def _bare_heads_left(rows: list[dict], body: str, tokens, offset: int, term: Term) -> None:
    """Where the English names the term more often than the translation renders it, or says its head
    alone ("this tile"), a change of a phrase whose head the sentence also says alone, unchanged ("на тех
    участках острова, которые соседствуют с участком" for three Island tiles -> "клетках острова … с
    участком"): the bare word is likely the same thing, and the sentence would call one thing by two
    names, so the change goes to a human with the bare word named.  Only a noun with a genitive after it
    ("участок острова"): an adjective's noun alone names its whole kind ("карманные деньги" beside any
    "деньги").  Not where the decision keeps the old head ("жетон находок" -> "жетон находки")."""
    new_head = set(lemmas(term.words[head_index(term.words) or 0])) if term.words else set()
    spans = [(r["_span"][0] - offset, r["_span"][1] - offset) for r in rows]
    for row, span in zip(rows, spans):
        words = [w for w in RU_WORD.findall(row["before"]) if w.lower() not in PREPOSITIONS]
        at = head_index(words) if len(words) > 1 else None
        if row["status"] != APPLIED or at is None or at == len(words) - 1:
            continue
        old_head = lemmas(words[at])
        if old_head & new_head:
            continue
        lo, hi = _sentence(body, *span)
        bare = next((t.group() for t in tokens if lo <= t.start() < hi
                     and not any(a <= t.start() < b for a, b in spans)
                     and any(r.tag.POS == "NOUN" and r.normal_form in old_head for r in parses(t.group())[:2])
                     and not _heads_a_phrase(body, t.end())), None)
        if bare is not None:
            row.update(status=HUMAN, after="", sentence_after="",
                       **because(N_("the sentence also says '{word}' alone for {term}: change them together by hand"),
                                 word=bare, term=term.source_term))


def _english_head_alone(term: str, source: str) -> bool:
    """Whether the English points back to the term by its last word alone ("on an Island tile, this
    tile"): the translation may say its head alone there too.  Not a bare "cards", which may be any."""
    words = term.split()
    return len(words) > 1 and re.search(rf"\b(?:this|that|these|those)\s+{re.escape(words[-1])}s?\b", source,
                                        re.IGNORECASE) is not None


def _heads_a_phrase(text: str, end: int) -> bool:
    """Whether the noun ending at ``end`` has a number or a genitive after it ("Фаза 5", "Фаза повстанцев"):
    a phrase of its own, not the word said alone."""
    return re.match(r"\s+\d", text[end:]) is not None or bool(_genitive_after(text, end))


def decided_terms(decisions: pd.DataFrame, corpus: str, renderings: dict[str, list[str]],
                  repeated: dict[str, set] | None = None) -> list[Term]:
    """The decisions that hold in ``corpus``, longer terms first (so "Coup Phase marker" is settled
    before "Phase"), otherwise in the file's order."""
    out = []
    for d in decisions.itertuples():
        if getattr(d, "skip", False) or (d.corpus and d.corpus != corpus):
            continue
        key = str(d.source_term).casefold()
        out.append(Term(str(d.source_term), str(d.chosen_target), str(d.note or ""), renderings.get(key, []),
                        frozenset((repeated or {}).get(key, ()))))
    return sorted(out, key=lambda t: -len(t.source_term.split()))


def put_in_place(text: str, changes: pd.DataFrame) -> str:
    """``text`` with the applied changes made (they never overlap: an overlap is left for a human)."""
    for c in changes[changes.status == APPLIED].sort_values("offset", ascending=False).itertuples():
        start = int(c.offset)
        assert text[start:start + len(c.before)] == c.before, (c.before, text[start:start + 40])
        text = text[:start] + c.after + text[start + len(c.before):]
    return text


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def changes(glossary: str | Path, corpora: str | Path | None = None, decisions: pd.DataFrame | None = None,
            texts: dict | None = None) -> pd.DataFrame:
    """Every change the decisions (by default the glossary's decisions.csv) make in the EN-RU
    translations, and every place left for a human, in the files' order."""
    from ..core.rulesets import data_path
    glossary = Path(glossary)
    corpora = Path(corpora) if corpora is not None else data_path("corpora")
    if not (glossary / "occurrences.csv").exists():
        raise CorpusError(glossary, None, "has no occurrences.csv", "a glossary folder that junta glossary build wrote")
    manifest = read_manifest(corpora)
    occurrences = pd.read_csv(glossary / "occurrences.csv", keep_default_na=False)
    if decisions is None:
        decisions = read_decisions(glossary / "decisions.csv")
    rows = []
    for m in manifest[manifest.languages == "en+ru"].itertuples():
        text = (corpora / m.file).read_text(encoding="utf-8-sig")
        if texts is not None:
            texts[m.corpus] = (m.file, text)
        by_term, by_rendering, repeated = term_renderings(occurrences, m.corpus)
        terms = decided_terms(decisions, m.corpus, by_term, repeated)
        if not terms:
            continue
        found, lost = passages(text, m.corpus, m.shape, m.file)
        mine = corpus_changes(text, found, terms, by_rendering, partial_renderings(occurrences, m.corpus),
                              repeated) + lost
        _whole_sentences(mine, text)
        for row in mine:
            row["line"] = _line_of(text, int(row.get("offset", 0) or 0))
        rows += mine
    frame = pd.DataFrame(rows, columns=CHANGE_COLUMNS + ["_span", "_mark", "_mark_after", "_reason", "_sentence"])
    frame[["offset", "line", "location"]] = frame[["offset", "line", "location"]].fillna(0).astype(int)
    frame = frame.fillna("")
    return frame.sort_values(["corpus", "offset", "source_term"], kind="stable").reset_index(drop=True)


def applied_text(glossary: str | Path, corpus: str, location: int, corpora: str | Path | None = None) -> str | None:
    """The translation of one passage (a pipe table's row, a paragraph) as the glossary's decisions
    make it: the rule text a lesson shows.  None when the corpus has no such passage."""
    texts: dict = {}
    frame = changes(glossary, corpora, texts=texts)
    if corpus not in texts:
        return None
    file, text = texts[corpus]
    new = put_in_place(text, frame[frame.corpus == corpus])
    from ..core.rulesets import data_path
    manifest = read_manifest(Path(corpora) if corpora is not None else data_path("corpora"))
    shape = manifest.set_index("corpus")["shape"][corpus]
    found, _ = passages(new, corpus, shape, file)
    return next((new[p.start:p.end] for p in found if p.location == location), None)


#: findings that keep a rule text from being shown as final: the reader would meet them
NEEDS_REVIEW = ("translator_question", "untranslated_fragment", "alternatives_marked", "spelling", "page_footer",
                "translator_note")
QUESTION = re.compile(r"\s?\([^()]*\?\)")


def rule_text(glossary: str | Path, corpus: str, location: int, corpora: str | Path | None = None) -> dict:
    """One rulebook row's Russian as a lesson shows it: the translation with the decisions applied
    (``applied_text``) and the translator's questions in parentheses taken out ("(чаво?)"), and the
    reasons the row still needs a reviewer (open findings a reader would meet there, places apply
    left for a human).  {"text": str | None, "needs_review": [reason, ...]}."""
    text = applied_text(glossary, corpus, location, corpora)
    if text is None:
        return {"text": None, "needs_review": []}
    reasons = []
    qa_path = Path(glossary) / "qa.csv"
    if qa_path.exists():
        qa = pd.read_csv(qa_path, keep_default_na=False)
        here = qa[(qa.corpus == corpus) & (qa.location == location) & qa.kind.isin(NEEDS_REVIEW)
                  & (qa.get("status", "open") != "dismissed") & qa.cell.isin(["C", "p", "line"])]
        reasons += [f"{r.kind.replace('_', ' ')}: {r.message}" for r in here.itertuples()]
    left = changes(glossary, corpora)
    left = left[(left.corpus == corpus) & (left.location == location) & (left.status == HUMAN)]
    reasons += [f"{r.source_term}: {r.reason}" for r in left.itertuples()]
    return {"text": QUESTION.sub("", text), "needs_review": reasons}


def _marked(sentence: str, mark: tuple[int, int], old: str, new: str | None) -> str:
    at, length = mark
    if new is None:
        return (html.escape(sentence[:at]) + f"<del>{html.escape(old)}</del>" + html.escape(sentence[at + len(old):]))
    return html.escape(sentence[:at]) + f"<ins>{html.escape(new)}</ins>" + html.escape(sentence[at + length:])


def review_html(frame: pd.DataFrame, lang: str | None = None) -> str:
    """Each change in its Russian sentence, before and after, marked, beside the English (a page to
    read in a browser before accepting), worded in ``lang`` (default: the current language); the
    sentences, terms and decisions as the files have them."""
    with using(lang):
        rows = []
        for c in frame.to_dict("records"):
            colour = "#e6f4ea" if c["status"] == APPLIED else "#fff4d6"
            mark = c.get("_mark") if isinstance(c.get("_mark"), tuple) else (0, 0)
            old, new = str(c["before"]), str(c["after"])
            before = _marked(str(c["sentence_before"]), mark, old, None) if old else html.escape(str(c["sentence_before"]))
            after_mark = c.get("_mark_after") if isinstance(c.get("_mark_after"), tuple) else mark
            after = _marked(str(c["sentence_after"]), after_mark, old, new) if new else "—"
            rows.append(f"<tr style='background:{colour}'><td>{html.escape(corpus_label(c['corpus']))}<br>"
                        f"{c['location']} {html.escape(str(c['cell']))}<br><small>{html_tr('line {n}', n=c['line'])}"
                        f"</small></td><td>{html.escape(str(c['source_sentence']))}</td><td class=ru>{before}</td>"
                        f"<td class=ru>{after}</td><td>{html.escape(c['decision'])}</td>"
                        f"<td><b>{html.escape(change_status(c['status']))}</b><br>"
                        f"<small>{html.escape(reason_of(c))}</small></td></tr>")
        applied = int((frame.status == APPLIED).sum())
        title = html_tr("Decisions carried into the translations")
        summary = html_tr("{applied} changes applied, {left} left for a human (yellow).", applied=applied,
                          left=len(frame) - applied)
        header = "".join(f"<th>{html_tr(name)}</th>" for name in (
            N_("where"), N_("English"), N_("Russian before"), N_("Russian after"), N_("decision"), N_("status")))
        return (f"<!doctype html><html lang='{current().lang.replace('_', '-')}'><meta charset='utf-8'>"
                f"<title>{title}</title>"
                "<style>body{font-family:sans-serif;font-size:14px}td{vertical-align:top;padding:4px 8px;"
                "border-bottom:1px solid #ddd}th{text-align:left}del{background:#fdd}ins{background:#cfc;"
                "text-decoration:none;font-weight:bold}</style>"
                f"<h1>{title}</h1><p>{summary}</p>"
                f"<table><tr>{header}</tr>" + "".join(rows) + "</table>")


def apply_glossary(glossary: str | Path = "glossary", corpora: str | Path | None = None,
                   lang: str | None = None) -> pd.DataFrame:
    """Write ``<glossary>/applied/`` (see the module docstring); the change list.  ``review.html`` is
    worded in ``lang`` (default: the current language)."""
    glossary = check_out(Path(glossary))
    texts: dict = {}
    frame = changes(glossary, corpora, texts=texts)
    with staged(glossary) as staging:
        (staging / "applied").mkdir()
        for corpus, (file, text) in texts.items():
            (staging / "applied" / file).write_text(put_in_place(text, frame[frame.corpus == corpus]), encoding="utf-8")
        frame[CHANGE_COLUMNS].to_csv(staging / "applied" / "changes.csv", index=False, encoding="utf-8")
        (staging / "applied" / "review.html").write_text(review_html(frame, lang), encoding="utf-8")
        publish(glossary, staging, ["applied"])
    return frame[CHANGE_COLUMNS]


def main(args) -> int:
    import sys
    lang = getattr(args, "lang", None)
    try:
        frame = apply_glossary(args.glossary, args.corpora, lang)
    except CorpusError as err:
        print(f"junta glossary apply: {err}", file=sys.stderr)
        return 2
    applied = int((frame.status == APPLIED).sum())
    with using(lang):
        print(tr("{applied} changes applied, {left} left for a human; see {page} and {changes}", applied=applied,
                 left=len(frame) - applied, page=Path(args.glossary) / "applied" / "review.html",
                 changes=Path(args.glossary) / "applied" / "changes.csv"))
    return 0
