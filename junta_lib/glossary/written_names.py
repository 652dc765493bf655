"""The names of a Russian-only rulebook, written as most of its places write them.

A Russian-only rulebook names its game's things with capitals and guillemets («Рынок недвижимости»,
«Деньги», the Казна, клеточка «СТАРТ»); a name written otherwise reads as another thing or as a slip.
Only places inside a sentence count (after a lower-case word, a comma or a closing guillemet): a
sentence's, a heading's or a list item's first word takes a capital whatever it is.

- a name in guillemets written with other capitals than in most of its places («Рынке Недвижимости»
  once, «Рынок недвижимости» 18 times; «деньги» once, «Деньги» 6 times): ``inconsistent_term``;
- a word the text capitalises inside sentences, a name of the game (Казна, 26 places), written in
  lower case ("в казну"): ``inconsistent_term``, the game's thing written as a common word;
- the reverse, a word the text writes in lower case capitalised inside a sentence ("Карточки
  Недвижимости", недвижимость in lower case 24 times): ``spelling``, a stray capital; not where a
  footnote's mark follows it or the word after it ("раскладывают Игровое поле²", the board introduced
  with its footnote as "Казну³" is in the same sentence: a capital the author chose);
- a one-word name the text writes in guillemets written bare, with its capital, inside a sentence
  ("после Президента, Премьер-Министра и Олигарха", the roles in guillemets 12, 5 and 12 times):
  ``inconsistent_term``;
- a name of a noun and its genitive with the genitive in the other number than most of its places
  ("Фазы доходов" once, Фаза дохода five times): ``inconsistent_term``;
- a name in guillemets whose noun is written in the other number than in all but one of its places
  ("от «Активистов»" once, the sector «Активист» seven times; not «Учреждение», written in both
  numbers as the sentences count the cards): ``inconsistent_term``;
- the noun before a name in guillemets replaced by a word the text gives as its alternative ("на
  кружочке «СТАРТ»" beside "клеточку «СТАРТ»" ten times, where the text glosses "клеточку
  (кружочек)") or the lexicon gives for the same English word: ``inconsistent_term``;
- the noun before one name in guillemets, written before no other name, where another word for that
  kind of thing (data/glossary/ru_kinds.csv: клеточка, поле, ячейка name a space) stands before the
  text's other names at least ``KIND_USUAL`` times and never before this one ("на поле «Случай»", where
  the board's spaces are "клеточка «…»" in 56 places): ``inconsistent_term``, one kind of thing named
  with two words;
- in one paragraph, a thing called by a word of its kind where the paragraph calls it by another word
  of that kind at least ``PARAGRAPH_USUAL`` times and twice as often (Rome's "маркер “вытяните 2”"
  three times in the paragraph that calls the mortality chits записка seven times):
  ``inconsistent_term`` at each place of the rarer word.  Not a word that also names another thing
  (поле is the board as well as a space), nor two words the text gives as each other's alternative
  ("клеточку (кружочек)": the author's declared convention).

In a translation (``stray_capitals``) only the last kind is read, a common word with a stray capital
("кабинета министров, Президент может", "если Банк открыт", the text writing президент in lower
case 52 times), and only where the word cannot open a sentence: the translations glue headings to
their first sentence ("Выбор президента Президент избирается"), so a capital counts after a comma, a
preposition or a conjunction or "т. е." ("т. е. Они"), after a colon that follows a lower-case word
("сыгранным: Картам влияния"; not a label's, "Пример: Игроки"), on an abbreviation after "см." ("см. Стр. 4"), in a case other than the nominative ("берет
карту Президента"), or after an adjective that agrees with it ("Центральный Банк"); a numbered name is a title ("Фаза 9:
Конец раунда").

The usual way must be written at least ``USUAL`` times and at least ``MAJORITY`` times as often as
the other.  A common noun written both ways inside sentences short of that, which the text also names
in guillemets (кубик: a capital in 25 places, lower case in 18, «Кубик» in 8, a section of the
rules), is a ``spelling`` finding at each capitalised place: Russian writes it in lower case, as the
text itself does in 18.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache

import pandas as pd

from ..russian import is_noun
from ..russian.agreement import readings_agree
from .grammar_slips import reviewers, written_or_drafted
from .messages import said
from .stand_ins import lemma_words

#: how often the usual way must be written, and how many times as often as the other
USUAL = 5
MAJORITY = 4
#: for a name in guillemets and the noun before it, three places make the usual way, three times as often
NAME_USUAL = 3
NAME_MAJORITY = 3
#: how often another word for the kind must stand before the text's names
KIND_USUAL = 5
#: how often a paragraph must call a thing by the usual word of its kind
PARAGRAPH_USUAL = 3
WORD = re.compile(r"[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*")
NAME = re.compile(r"«([^«»]+)»")
#: a stretch in quotation marks: a name, whose capitals are its own
QUOTED_SPAN = re.compile(r"«[^«»]*»|\"[^\"]*\"|“[^”]*”")
#: what a word inside a sentence follows: a lower-case word, a comma, a closing guillemet
INSIDE = re.compile(r"[а-яёa-z,»]\s*$")
#: a colon after a lower-case word, after which a Russian sentence goes on in lower case ("сыгранным: картам")
AFTER_COLON = re.compile(r"(?<![А-Яа-яЁё])[а-яё]+:\s*$")
#: a capitalised noun and the noun after it: "Фаза дохода", "Фазы доходов" (the second read in the genitive)
GENITIVE_NAME = re.compile(r"(?<![А-Яа-яЁё-])([А-ЯЁ][а-яё]+) ([а-яё]{3,})(?![А-Яа-яЁё-])")
GLOSS = re.compile(r"([А-Яа-яЁё]+)\s?\(([А-Яа-яЁё]+)\)")


def _lemma(word: str) -> str:
    lemmas = lemma_words(word)
    return min(lemmas[0]) if lemmas and lemmas[0] else word.lower()


def _capital(word: str) -> bool:
    return word[:1].isupper() and not word.isupper()


def written_names(segments: pd.DataFrame, corpora) -> list[list]:
    """The findings of the module's doc, in the Russian-only ``corpora``."""
    out = []
    for corpus in corpora:
        seg = segments[(segments.corpus == corpus) & (segments.lang == "ru")]
        names, words, heads, genitives = defaultdict(list), defaultdict(list), defaultdict(list), defaultdict(list)
        numbers = defaultdict(list)                 # a name in guillemets -> the number of its noun at each place
        glossed = defaultdict(set)                  # a lemma -> the lemmas the text gives as its alternative
        for r in seg.itertuples():
            text = r.text
            quoted = [(m.start(), m.end()) for m in QUOTED_SPAN.finditer(text)]
            for m in NAME.finditer(text):
                inner = [w for w in WORD.findall(m.group(1))]
                if not inner:
                    continue
                key = tuple(_lemma(w) for w in inner)
                shape = tuple(_capital(w) for w in inner if not (w.isupper() and len(w) > 1))
                names[key].append((shape, r, m.start(), m.end()))
                number = _number(inner)
                if number:
                    numbers[key].append((number, r, m.start(), m.end()))
                head = re.search(r"([А-Яа-яЁё]+)\s+$", text[:m.start()])
                if head and is_noun(head.group(1)):
                    heads[key].append((_lemma(head.group(1)), r, head.start(1), m.end()))
            for m in WORD.finditer(text):
                if any(a <= m.start() < b for a, b in quoted) or (m.group().isupper() and len(m.group()) > 1) \
                        or not INSIDE.search(text[max(0, m.start() - BEFORE):m.start()]):
                    continue
                words[_lemma(m.group())].append((_capital(m.group()), r, m.start(), m.end()))
            for m in GENITIVE_NAME.finditer(text):
                number = _genitive_number(m.group(2))
                if number and is_noun(m.group(1)):
                    genitives[(_lemma(m.group(1)), _lemma(m.group(2)))].append((number, r, m.start(), m.end()))
            for m in GLOSS.finditer(text):
                a, b = _lemma(m.group(1)), _lemma(m.group(2))
                glossed[a].add(b)
                glossed[b].add(a)
        out += (_named_otherwise(names) + _capitals(words) + _heads(heads, glossed) + _kind_heads(heads) + _numbers(genitives)
                + _name_numbers(numbers) + _names_lowered(words, names) + _kind_in_a_paragraph(seg, glossed)
                + _names_bare(words, names))
    return out


#: "т. е." (that is), after which a sentence goes on: its full stop ends no sentence
THAT_IS = re.compile(r"(?<![А-Яа-яЁё])т\.\s?е\.\s*$")
#: "см." (see) before an abbreviation ("см. Стр. 4"): the reference goes on in lower case ("см. стр. 4")
SEE = re.compile(r"(?<![А-Яа-яЁё])см\.\s*$")
#: a semicolon, after which a Russian sentence goes on in lower case
SEMICOLON = re.compile(r";\s*$")
#: how far before a word the patterns above look (they end at the word: a window, not the whole text)
BEFORE = 40
#: a numbered name, capitalised as a title ("в Фазе 5: Выбор локации")
NUMBERED = re.compile(r"\s+\d")
#: the words after which a capital cannot open a sentence of a translation glued to its heading
JOINING = {"и", "или", "а", "но", "если", "что", "чтобы", "когда", "как", "то", "не", "его", "их", "ее", "её"}


def stray_capitals(segments: pd.DataFrame, corpora) -> list[list]:
    """A word the translation writes in lower case capitalised inside a sentence (see the module's
    doc), in the translated (``translation``) cells of ``corpora`` and in a reviewer's draft beside
    them (cell D, "Фазы Переворота"), where the translation's own places say the usual way."""
    out, drafted = [], written_or_drafted(segments)
    for corpus in corpora:
        seg = drafted[(drafted.corpus == corpus) & (drafted.variant != "text")]
        words = defaultdict(list)
        for r in seg.itertuples():
            text = r.text
            quoted = [(m.start(), m.end()) for m in QUOTED_SPAN.finditer(text)]
            previous = None
            for m in WORD.finditer(text):
                word, before = m.group(), previous
                previous = m
                # "т. е. Они", "деньги Пети; Деньги Юры", "см. Стр. 4": mid-sentence, whatever the words before
                before_word = text[max(0, m.start() - BEFORE):m.start()]
                that_is = THAT_IS.search(before_word) is not None or SEMICOLON.search(before_word) is not None \
                    or (SEE.search(before_word) is not None and text[m.end():m.end() + 1] == ".")
                if any(a <= m.start() < b for a, b in quoted) or (word.isupper() and len(word) > 1) \
                        or not (INSIDE.search(before_word) or that_is or AFTER_COLON.search(before_word)):
                    continue
                if _capital(word) and not that_is and (NUMBERED.match(text, m.end()) or not _inside_phrase(
                        word, before, text[before.end():m.start()] if before else "", text[m.end():m.end() + BEFORE])):
                    continue
                words[_lemma(word)].append((_capital(word), r, m.start(), m.end()))
        out += [f for f in _capitals(words) if f[4] == "spelling"]
    return out


#: a hyphenated title with a capital after its hyphen: "Премьер-Министр", "Вице-Президента"
COMPOUND = re.compile(r"(?<![А-Яа-яЁё-])([А-ЯЁ][а-яё]+)-([А-ЯЁ][а-яё]+)(?![А-Яа-яЁё-])")


def compound_capitals(segments: pd.DataFrame) -> list[list]:
    """A hyphenated title whose second part is a common noun written with a capital ("«Премьер-Министром»"):
    only its first letter takes one ("Премьер-министр", "Вице-президент"; Rosenthal, on compound
    titles), a ``spelling`` finding at each place.  Not a name whose parts are names ("Санкт-Петербург",
    "Нью-Йорк")."""
    from .qa import quote
    out = []
    for r in segments[(segments.lang == "ru") & segments.variant.isin(("text", "translation", "paragraph"))].itertuples():
        for m in COMPOUND.finditer(r.text):
            expected = title_written(m.group())
            if expected != m.group():
                out.append(_finding(r, m.start(), "spelling", quote(r.text, m.start(), m.end(), 20), expected,
                                    said("spelling", word=m.group(), why=said("hyphenated_title"))))
    return out


def title_written(word: str) -> str:
    """A hyphenated title as Russian writes it: "Премьер-Министра" -> "Премьер-министра"; a word that
    is none, or a name whose parts are names ("Санкт-Петербург"), as it is."""
    from ..russian import analyses
    m = COMPOUND.fullmatch(word)
    if not m:
        return word
    second = analyses(m.group(2).lower())
    if not second or second[0].tag.POS != "NOUN" or {"Name", "Surn", "Geox", "Orgn"} & set(second[0].tag.grammemes) \
            or not second[0].is_known:
        return word
    return f"{m.group(1)}-{m.group(2).lower()}"


#: the lower-case word after an adjective: the noun it may agree with
NEXT_WORD = re.compile(r"\s+([а-яё]+)")


def _inside_phrase(word: str, before, between: str, after: str = "") -> bool:
    """A capitalised ``word`` that cannot open a sentence: after a comma, a preposition or a joining
    word, a noun read in no nominative by any of its readings, after an adjective agreeing with it, or an adjective read in no
    nominative between a lower-case noun or numeral and the noun it agrees with ("жетон Политической
    фазы", "трех Армейских бригад": the second noun's attribute, as no heading ends and no sentence
    begins)."""
    from ..russian import analyses
    from ..russian.agreement import PREPOSITIONS
    if "," in between or before is None:
        return "," in between
    previous = before.group().lower()
    if previous in PREPOSITIONS or previous in JOINING:
        return True
    readings = [p for p in analyses(word.lower()) if p.tag.POS == "NOUN"]
    if readings and not any(p.tag.case == "nomn" for p in analyses(word.lower())):
        return True                          # not "переворот Любой игрок": любой is also an adjective's nominative
    if _attribute_between_nouns(word, previous, after):
        return True
    return any(p.tag.POS == "ADJF" and readings_agree(p, q) for p in analyses(previous)[:2] for q in readings)


def _attribute_between_nouns(word: str, previous: str, after: str) -> bool:
    """Is ``word`` an adjective, read in no nominative, after the lower-case noun or numeral ``previous``
    and agreeing with the lower-case noun that opens ``after`` ("жетон Политической фазы", "трех
    Армейских бригад")?"""
    from ..russian import analyses
    following = NEXT_WORD.match(after)
    readings = [p for p in analyses(word.lower()) if p.score >= 0.05]
    if not following or not readings or any(p.tag.POS not in ("ADJF", "PRTF") or p.tag.case == "nomn"
                                            for p in readings if p.tag.POS != "NOUN"):
        return False
    if analyses(previous)[0].tag.POS not in ("NOUN", "NUMR"):
        return False                         # "жетон Политической фазы", "трех Армейских бригад"
    return any(p.tag.POS in ("ADJF", "PRTF") and readings_agree(p, q) for p in readings for q in analyses(following.group(1)))


def _genitive_number(word: str) -> str:
    """"sing" or "plur" for a noun read first in the genitive ("дохода", "доходов"), else ""."""
    from ..russian import analyses
    tag = analyses(word.lower())[0].tag
    return tag.number or "" if tag.POS == "NOUN" and tag.case == "gent" else ""


def _numbers(genitives: dict) -> list[list]:
    """A name of a head and its genitive with the genitive in the other number than most of its places
    write it ("Фазы доходов" once, Фаза дохода five times)."""
    from .qa import quote
    return [_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), usual,
                     said("name_in_other_number", words=r.text[start:end], usual=usual, n=n))
            for _, usual, n, _, r, start, end in _written_otherwise(genitives, NAME_USUAL, NAME_MAJORITY)]


def _number(words: list[str]) -> str:
    """"sing" or "plur": the number of a name's first noun, where every reading of it agrees."""
    from ..russian import analyses
    for word in words:
        nouns = [p for p in analyses(word.lower()) if p.tag.POS == "NOUN"]
        if nouns:
            found = {p.tag.number for p in nouns}
            return found.pop() if len(found) == 1 and None not in found else ""
    return ""


def _name_numbers(numbers: dict) -> list[list]:
    """A name in guillemets written in the other number than its other places ("«Активистов»"), once:
    a name written in both numbers more often is counted by its sentences ("несколько «Кандидатов»")."""
    from .qa import quote
    numbers = {key: places for key, places in numbers.items() if min(Counter(n for n, *_ in places).values()) == 1}
    return [_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), usual,
                     said("name_number", words=r.text[start:end], usual=usual, n=n))
            for _, usual, n, _, r, start, end in _written_otherwise(numbers, NAME_USUAL, NAME_MAJORITY)]


def _usual(ways: Counter, usual: int, majority: int):
    """The way most places write a thing, when it is established against every other, else None."""
    if len(ways) < 2:
        return None
    (top, n), (_, second) = ways.most_common(2)
    return top if n >= usual and n >= majority * second else None


def _written_otherwise(groups: dict, usual: int, majority: int):
    """(the usual way, its text, how many places write it; the way, segment, start, end) of each place
    of a thing not written the way it is established."""
    for places in groups.values():
        counted = [p for p in places if not reviewers(getattr(p[1], "variant", ""))]   # a reviewer's draft is read, not counted
        ways = Counter(way for way, *_ in counted)
        for way, *_ in places:
            ways[way] += 0                                       # a way only the reviewer writes
        top = _usual(ways, usual, majority)
        if top is None:
            continue
        text = Counter(r.text[s:e] for way, r, s, e in counted if way == top).most_common(1)[0][0]
        n = sum(way == top for way, *_ in counted)
        for way, r, start, end in places:
            if way != top:
                yield top, text, n, way, r, start, end


def _named_otherwise(names: dict) -> list[list]:
    from .qa import quote
    return [_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), usual,
                     said("other_capitals", name=r.text[start:end], usual=usual, n=n))
            for _, usual, n, _, r, start, end in _written_otherwise(names, NAME_USUAL, NAME_MAJORITY)]


#: a footnote's mark right after the word or the word after it ("Игровое поле²", "Казну³")
FOOTNOTED = re.compile(r"(?:[ \t]+[а-яё]+)?[¹²³⁴⁵⁶⁷⁸⁹⁰]")
#: a card named right before a capitalised word ("карту Президента", "карты Первого повстанца")
CARD_BEFORE = re.compile(r"\b(карт(?:а|у|ы|е|ой|очку|очки|очка))\s$", re.IGNORECASE)


def _capitals(words: dict) -> list[list]:
    out = []
    for key, places in words.items():
        out += _capitals_of(key, places)
    return out


def _capitals_of(key, places: list) -> list[list]:
    from .qa import quote
    out = []
    # "карточки недвижимости" written in lower case elsewhere: after карта the word is no card's title
    card_title = not any(not way and CARD_BEFORE.search(r.text[:s]) for way, r, s, _ in places if not reviewers(r.variant))
    for top, _, n, _, r, start, end in _written_otherwise({key: places}, USUAL, MAJORITY):
        word = r.text[start:end]
        if top:                                      # a name of the game written as a common word
            out.append(_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), word.capitalize(),
                                said("name_lowered", word=word, n=n)))
        elif card_title and CARD_BEFORE.search(r.text[:start]):
            # "берет карту Президента": a card's title
            out.append(_finding(r, start, "spelling", quote(r.text, start, end, 20), "",
                                said("card_name_capitalised", word=word,
                                     card=CARD_BEFORE.search(r.text[:start]).group(1), n=n)))
        elif FOOTNOTED.match(r.text, end):
            continue                                 # "Игровое поле²": a part of the game introduced with its
                                                     # footnote, capitalised on purpose as "Казну³" beside it
        else:                                        # a common word with a stray capital
            out.append(_finding(r, start, "spelling", quote(r.text, start, end, 20), word.lower(),
                                said("spelling", word=word, why=said("stray_capital", n=n))))
    return out


def _names_lowered(words: dict, names: dict) -> list[list]:
    """A common noun the text also names in guillemets («Кубик», a section of the rules; NAME_USUAL places
    or more) and writes inside its sentences both ways, each at least USUAL times, short of the usual
    majority (a capital in 25 places, lower case in 18): one word written two ways with no usual way.
    One finding for the whole text, at its first place, naming the rows of each way: the team decides
    one way once.  Reviewers split on which way is the slip (Russian writes a common noun in lower case;
    the author capitalises the game's components more often), and four readers of per-place findings
    at the capitals, or at both ways, asked for one decision instead."""
    from .qa import quote
    out = []
    for lemma, places in words.items():
        quoted = len(names.get((lemma,), ()))
        ways = Counter(capital for capital, *_ in places)
        if quoted < NAME_USUAL or ways[True] < USUAL or ways[False] < USUAL \
                or _usual(ways, USUAL, MAJORITY) is not None:
            continue                                  # not a name of the game's, or established (_capitals)
        rows = {way: sorted({int(r.location) for capital, r, *_ in places if capital == way}) for way in (True, False)}
        _, r, start, end = min(places, key=lambda p: (int(p[1].location), int(p[1].line), p[2]))
        capital = lemma.capitalize()
        more = "capital_more" if ways[True] > ways[False] else "lower_more"
        out.append(_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), "",
                            said(f"capital_both_ways_{more}", word=capital, n=ways[True], count=ways[False],
                                 rows=", ".join(map(str, rows[True])), others=", ".join(map(str, rows[False])))))
    return out


def _names_bare(words: dict, names: dict) -> list[list]:
    """A one-word name the text writes in guillemets (NAME_USUAL places or more) written with its capital
    but without them inside a sentence, where the guillemets are at least NAME_MAJORITY times as many:
    "после Президента, Премьер-Министра и Олигарха" where the roles are «Президент» 12 times,
    «Премьер-Министр» 5 and «Олигарх» 12.  In lower case the word is a common noun (a president of the
    world outside the game) and no finding."""
    from .qa import quote
    out = []
    for (lemma, *more), places in names.items():
        bare = [p for p in words.get(lemma, ()) if p[0]]
        if more or not bare or len(places) < NAME_USUAL or len(places) < NAME_MAJORITY * len(bare):
            continue
        written = Counter(r.text[s:e] for _, r, s, e in places)
        # shown in its dictionary form where the text has it («Президент», not «Президентом»)
        usual = max(written, key=lambda w: (w.strip("«»").lower() == lemma, written[w]))
        for _, r, start, end in bare:
            word = r.text[start:end]
            # "«Премьер-министра»": the guillemets put back, the title written as the spelling check writes it
            out.append(_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), f"«{title_written(word)}»",
                                said("name_without_guillemets", word=word, usual=usual, n=len(places))))
    return out


def _heads(heads: dict, glossed: dict) -> list[list]:
    from .qa import quote
    from .stand_ins import lexicon_synonyms
    synonyms = lexicon_synonyms()
    return [_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), usual,
                     said("alternative_head", written=r.text[start:end], usual=usual, n=n, head=head, top=top))
            for top, usual, n, head, r, start, end in _written_otherwise(heads, NAME_USUAL, NAME_MAJORITY)
            if head in glossed.get(top, ()) or head in synonyms.get(top, ())]   # not "колоды «Случай»": another thing


def _kind_heads(heads: dict) -> list[list]:
    """A noun before one name only, where the text's other names of its kind have another word (the
    module's doc)."""
    from .qa import quote
    from .stand_ins import lemma_words
    kinds = _kinds()
    places = defaultdict(list)                       # (kind, word) -> (name, segment, start, end)
    for name, found in heads.items():
        for _, r, start, end in found:
            for lemma in lemma_words(WORD.match(r.text, start).group())[0]:
                if lemma in kinds:
                    places[(kinds[lemma], lemma)].append((name, r, start, end))
    out = []
    for (kind, word), mine in sorted(places.items(), key=lambda p: p[0]):
        if len({name for name, *_ in mine}) != 1:
            continue
        name = mine[0][0]
        for (other_kind, other), theirs in sorted(places.items(), key=lambda p: p[0]):
            if other_kind != kind or other == word or len(theirs) < KIND_USUAL \
                    or any(n == name for n, *_ in theirs):
                continue
            usual = Counter(r.text[s:e] for _, r, s, e in theirs).most_common(1)[0][0]
            for _, r, start, end in mine:
                out.append(_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), "",
                                    said("kind_head", written=r.text[start:end], usual=usual, n=len(theirs),
                                         word=other)))
    return out


def _kind_in_a_paragraph(seg: pd.DataFrame, glossed: dict) -> list[list]:
    """A paragraph's rarer word for a kind of thing it calls otherwise most of the time (the module's
    doc)."""
    from .qa import quote
    from .stand_ins import lemma_words
    kinds, others = _kinds(), _also_another_thing()
    out = []
    for r in seg.itertuples():
        places = defaultdict(list)                    # (kind, lemma) -> (start, end)
        for m in WORD.finditer(r.text):
            lemma = next((w for w in sorted(lemma_words(m.group())[0]) if w in kinds and w not in others), None)
            if lemma is not None:
                places[(kinds[lemma], lemma)].append((m.start(), m.end()))
        for (kind, word), mine in sorted(places.items()):
            usual = max(((w, p) for (k, w), p in places.items() if k == kind and w != word),
                        key=lambda x: len(x[1]), default=None)
            if usual is None or len(usual[1]) < PARAGRAPH_USUAL or len(usual[1]) < 2 * len(mine) \
                    or usual[0] in glossed.get(word, ()):
                continue
            for start, end in mine:
                out.append(_finding(r, start, "inconsistent_term", quote(r.text, start, end, 20), "",
                                    said("kind_in_paragraph", written=r.text[start:end], usual=usual[0],
                                         n=len(usual[1]), word=word, count=len(mine))))
    return out


@lru_cache(maxsize=1)
def _kinds() -> dict[str, str]:
    """A word's lemma -> the kind of thing it names (data/glossary/ru_kinds.csv)."""
    return {word: row["kind"] for row in _kind_rows() for word in row["words"].split()}


@lru_cache(maxsize=1)
def _also_another_thing() -> frozenset:
    """The words of a kind that also name another thing (поле: the board as well)."""
    return frozenset(word for row in _kind_rows() for word in row["also_another_thing"].split())


@lru_cache(maxsize=1)
def _kind_rows() -> tuple[dict, ...]:
    import csv
    from ..core.rulesets import data_path
    with data_path("glossary", "ru_kinds.csv").open(encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def _finding(r, start: int, kind: str, evidence: str, expected: str, message: str) -> list:
    return [r.corpus, int(r.location), r.cell, int(r.line) + r.text[:start].count("\n"), kind, evidence, expected,
            message]
