"""Noun phrases: their head, their citation form, and the citation form put into a case.

Citation form (as a termbase lists a term): the nominative of the phrase with its adjectives
agreeing ("армейскую бригаду" -> "армейская бригада", "швейцарские банковские счета" ->
"швейцарский банковский счёт"), genitive dependants left as they are ("жетонов контроля" -> "жетон
контроля"), in the singular unless the head noun has no singular in use (``plural_only``: "деньги",
"войска" as the text always has them).  A substantivised adjective heads its phrase ("командующему
ВВС" -> "командующий ВВС").  Acronyms and proper names keep their capitals; the text's spelling of
е/ё is kept.

The other way (``inflect_phrase``): a phrase in its citation form put into a case and number, its
adjectives agreeing with the head (gender, and animacy in the accusative), the genitive complements
after the head kept.
"""
from __future__ import annotations

import re
from typing import Callable

from .analysis import RU_WORD, parse_ru_full, parses

ADJECTIVES = {"ADJF", "PRTF"}
PROPER = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"}
PLURAL_EVIDENCE = 5        # a noun seen this often, and only in the plural, keeps the plural ("деньги")


def _agreeing(adjectives: list[str], head: str):
    """The head's parse and each adjective's parse sharing one case and number, best-scored first;
    None when they do not agree (then the first adjective is a substantivised head)."""
    heads = [p for p in parses(head) if p.tag.POS == "NOUN"]
    best = None
    for hp in heads:
        case, number = hp.tag.case, hp.tag.number
        chosen = []
        for adj in adjectives:
            fit = [p for p in parses(adj) if p.tag.POS in ADJECTIVES and p.tag.case == case
                   and (p.tag.number == number or number is None)
                   and (number != "sing" or p.tag.gender in (None, hp.tag.gender) or hp.tag.gender is None)]
            if not fit:
                break
            chosen.append(fit[0])
        else:
            score = hp.score + sum(p.score for p in chosen)
            if best is None or score > best[0]:
                best = (score, hp, chosen)
    return None if best is None else (best[1], best[2])


def _inflect_adjectival(words: list[str], case: str, number: str, animacy: str | None) -> str | None:
    found = adjectival_head(words)
    if found is None:
        return None
    gender = found[1].tag.gender or "masc"
    out = []
    for word in words:
        reading = next(p for p in parses(word) if p.tag.POS in ADJECTIVES)
        want = {case, number} | ({gender} if number == "sing" else set())
        if case == "accs" and animacy and (number == "plur" or gender == "masc"):
            want.add(animacy)
        form = reading.inflect(want)
        if form is None:
            return None
        out.append(keep_spelling(word, form.word))
    return " ".join(out)


def keep_spelling(original: str, new: str) -> str:
    """``new`` (a form pymorphy3 made of ``original``) with the text's е where pymorphy writes ё,
    and its capitals (an acronym, a proper name)."""
    if "ё" not in original.lower():
        new = new.replace("ё", "е")
    return keep_capitals(original, new)


def writes_yo(texts) -> bool:
    """Does a text write ё where the dictionary has it ("всё", "создаёте"), at least as often as it
    writes е there?  A text written so gets a decided word with its ё ("костёр"), one that writes е
    ("счет", "все") gets it with е."""
    yo = ye = 0
    for text in texts:
        for w in RU_WORD.findall(text):
            if "ё" in w or "Ё" in w:
                yo += 1
            elif "е" in w.lower() and "ё" in parses(w.lower())[0].word:
                ye += 1
    return yo > 0 and yo >= ye


def keep_capitals(original: str, new: str) -> str:
    """``new`` written with ``original``'s capitals: all of them (an acronym, a heading in capitals:
    "ПЕРЕВОРОТ"), or the first."""
    if original.isupper() and len(original) > 1:
        return new.upper()
    if original[:1].isupper():
        return new[:1].upper() + new[1:]
    return new


def _lower_first(word: str, parse) -> str:
    if word.isupper() and len(word) > 1:
        return word                                   # ВВС
    if parse is not None and PROPER & set(str(parse.tag).replace(" ", ",").split(",")):
        return word                                   # Швейцария
    return word[:1].lower() + word[1:]


def russian_citation(surface: str, plural_only: Callable[[str], bool] = lambda lemma: False,
                     keep_number: bool = False) -> str:
    """The nominative citation form of a Russian noun phrase seen in the text; ``keep_number``: in
    the number the text uses (for a term the English keeps plural, such as a card "Students")."""
    tokens = list(RU_WORD.finditer(surface))
    if not tokens or re.search(r"[A-Za-z]", surface):
        return surface
    words = [m.group() for m in tokens]
    pos = [parses(w)[0].tag.POS for w in words]
    h = next((i for i, p in enumerate(pos) if p == "NOUN"), None)
    out = list(words)
    found: list = [None] * len(words)
    if h is not None and all(p in ADJECTIVES for p in pos[:h]):
        agreed = _agreeing(words[:h], words[h])
        if agreed is not None:
            head, adjectives = agreed
            number = "plur" if ("Pltm" in head.tag or plural_only(head.normal_form)
                                or (head.tag.number == "plur" and "Sgtm" not in head.tag
                                    and plural_only(head.normal_form))) else "sing"
            if "Pltm" in head.tag:
                number = "plur"
            elif keep_number and head.tag.number:
                number = head.tag.number
            gender = head.tag.gender
            new_head = head.inflect({"nomn", number}) or head.inflect({"nomn"})
            if new_head is not None:
                out[h] = keep_spelling(words[h], new_head.word)
                found[h] = new_head
            for i, adj in enumerate(adjectives):
                grammemes = {"nomn", "plur"} if number == "plur" else {"nomn", "sing"} | ({gender} if gender else set())
                new = adj.inflect(grammemes)
                if new is not None:
                    out[i] = keep_spelling(words[i], new.word)
                    found[i] = new
        elif pos[0] in ADJECTIVES:
            out[0], found[0] = _substantive(words[0])
    elif pos[0] in ADJECTIVES and h is None:
        out[0], found[0] = _substantive(words[0])
    elif pos[0] == "NOUN":
        head = next(p for p in parses(words[0]) if p.tag.POS == "NOUN")
        number = "plur" if ("Pltm" in head.tag or plural_only(head.normal_form)) else "sing"
        if keep_number and head.tag.number and "Pltm" not in head.tag:
            number = head.tag.number
        new = head.inflect({"nomn", number}) or head.inflect({"nomn"})
        if new is not None:
            out[0], found[0] = keep_spelling(words[0], new.word), new
    out = [_lower_first(w, found[i] or parses(words[i])[0]) for i, w in enumerate(out)]
    pieces, last = [], 0
    for m, word in zip(tokens, out):
        pieces.append(surface[last:m.start()])
        pieces.append(word)
        last = m.end()
    pieces.append(surface[last:])
    return "".join(pieces).strip()


def _substantive(word: str):
    adj = next((p for p in parses(word) if p.tag.POS in ADJECTIVES), parses(word)[0])
    grammemes = {"nomn", "plur"} if adj.tag.number == "plur" else {"nomn", "sing"} | (
        {adj.tag.gender} if adj.tag.gender else set())
    new = adj.inflect(grammemes)
    return (keep_spelling(word, new.word), new) if new is not None else (word, adj)


def plural_only_lemmas(texts) -> Callable[[str], bool]:
    """Nouns the Russian text uses often and only in the plural ("деньги"): their citation form
    stays plural."""
    from collections import Counter, defaultdict
    seen: dict[str, Counter] = defaultdict(Counter)
    for text in texts:
        for w in RU_WORD.findall(text):
            lemma, pos, number = parse_ru_full(w.lower())
            if pos == "NOUN" and number:
                seen[lemma][number] += 1
    only = {lemma for lemma, numbers in seen.items() if not numbers["sing"] and numbers["plur"] >= PLURAL_EVIDENCE}
    return lambda lemma: lemma in only


# -- the other way: a citation form put into a case (glossary apply, the game's Russian story) ------
def head_index(words: list[str]) -> int | None:
    """The index of a noun phrase's head: its first word that may be a noun, unless that word may
    also be an adjective agreeing with a noun right after it ("полицейский участок": участок heads;
    "командующий ВВС": an indeclinable abbreviation after it does not take the head)."""
    for i, word in enumerate(words):
        readings = parses(word)
        if not any(p.tag.POS == "NOUN" for p in readings):
            continue
        if i + 1 < len(words) and _agrees_with_next(readings, parses(words[i + 1])):
            continue
        return i
    return None


def _agrees_with_next(readings, following) -> bool:
    adjectives = [p for p in readings if p.tag.POS in ADJECTIVES]
    nouns = [p for p in following if p.tag.POS == "NOUN" and "Fixd" not in p.tag and "Abbr" not in p.tag]
    return any(a.tag.case == n.tag.case and a.tag.number == n.tag.number
               and (a.tag.number == "plur" or a.tag.gender == n.tag.gender)
               for a in adjectives for n in nouns)


def citation_number(phrase: str) -> str:
    """"plur" when the phrase's head is a plural in its citation form ("Трущобы", "Казармы первой
    бригады", "десантники"), else "sing"."""
    words = phrase.split()
    at = head_index(words)
    if at is None:
        return "sing"
    nominative = [p for p in parses(words[at]) if p.tag.POS == "NOUN" and p.tag.case == "nomn"]
    return "plur" if nominative and all(p.tag.number == "plur" for p in nominative[:1]) else "sing"


def adjectival_head(words: list[str]):
    """A phrase of adjectives or participles alone, the last used as a noun ("учащиеся",
    "верноподданный", "бастующие рабочие" aside): (its index, its nominative reading); None for a phrase
    with a noun."""
    if not words or head_index(words) is not None:
        return None
    readings = [p for p in parses(words[-1]) if p.tag.POS in ADJECTIVES and p.tag.case == "nomn"]
    if not readings or not all(any(p.tag.POS in ADJECTIVES for p in parses(w)) for w in words[:-1]):
        return None
    return len(words) - 1, readings[0]


def inflect_phrase(target: str, case: str, number: str, animacy: str | None = None) -> str | None:
    """The decided target (a noun phrase in its citation form) in ``case`` and ``number``: its head
    inflected, the adjectives before it agreeing, the words after it (genitive complements) kept.
    ``animacy`` chooses between a head's readings that differ in it ("маркер": a pen, or a person
    who marks), which sets the accusative: "сбросьте маркер", not "маркера".  An adjective used as a
    noun ("учащиеся") is declined as an adjective, of the masculine where it names a person in the
    singular ("учащегося"), its animacy ``animacy``."""
    words = target.split()
    at = head_index(words)
    if at is None:
        return _inflect_adjectival(words, case, number, animacy)
    nouns = [p for p in parses(words[at]) if p.tag.POS == "NOUN" and p.tag.case == "nomn"]
    if not nouns:
        return None
    head = next((p for p in nouns if p.tag.animacy == animacy), nouns[0])
    form = head.inflect({case, number})
    if form is None:
        return None
    out = list(words)
    out[at] = keep_spelling(words[at], form.word)
    gender, animacy = head.tag.gender, head.tag.animacy
    for i in range(at):
        adjectives = [p for p in parses(words[i]) if p.tag.POS in ("ADJF", "PRTF")]
        if not adjectives:
            continue
        want = {case, number}
        if number == "sing" and gender in ("masc", "femn", "neut"):
            want.add(gender)                          # a common-gender head ("убийца") leaves the adjective's
        if case == "accs" and animacy and (number == "plur" or gender == "masc"):
            want.add(animacy)
        agreed = adjectives[0].inflect(want) or adjectives[0].inflect({case, number})
        if agreed is None:
            return None
        out[i] = keep_spelling(words[i], agreed.word)
    return " ".join(out)
