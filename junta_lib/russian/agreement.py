"""Agreement in a sentence: which case a preposition governs, the form a preposition takes before a
word (во, со, ко, обо), a modifier made to agree with another head, and the words of a sentence
that may agree with a noun (past-tense verbs, short adjectives, pronouns, "который", and after a
plural the distributive "каждый") -- the words to check when a noun of one gender is put in the
place of another.
"""
from __future__ import annotations

import re

from .analysis import parses

#: the cases a preposition may govern (a noun phrase right after it stands in one of them)
PREPOSITIONS = {
    "в": {"accs", "loct"}, "во": {"accs", "loct"}, "на": {"accs", "loct"},
    "о": {"loct", "accs"}, "об": {"loct", "accs"}, "обо": {"loct"}, "при": {"loct"},
    "с": {"gent", "ablt"}, "со": {"gent", "ablt"}, "к": {"datv"}, "ко": {"datv"}, "по": {"datv", "loct", "accs"},
    "у": {"gent"}, "от": {"gent"}, "из": {"gent"}, "до": {"gent"}, "без": {"gent"}, "для": {"gent"},
    "после": {"gent"}, "около": {"gent"}, "среди": {"gent"}, "вокруг": {"gent"}, "из-за": {"gent"},
    "из-под": {"gent"}, "против": {"gent"}, "кроме": {"gent"}, "вместо": {"gent"}, "за": {"ablt", "accs"},
    "под": {"ablt", "accs"}, "над": {"ablt"}, "перед": {"ablt"}, "между": {"ablt"}, "через": {"accs"},
    "про": {"accs"}, "сквозь": {"accs"},
}
#: pymorphy3's secondary cases, read as the six of the grammar books
MAIN_CASE = {"loc2": "loct", "gen2": "gent", "acc2": "accs", "gen1": "gent", "loc1": "loct", "acc1": "accs"}
#: the numerals whose own form follows the noun's gender (два/две, оба/обе, полтора/полторы; оба in
#: every case: обоих/обеих), in either gender's form: "две локации" cannot stand before "места"
GENDERED_NUMERALS = {"два", "две", "оба", "обе", "полтора", "полторы", "обоих", "обеих", "обоим", "обеим",
                     "обоими", "обеими"}
#: the numerals after which a masculine or neuter noun stands in the genitive singular and its
#: adjectives in the genitive plural ("четыре полицейских отряда"; a feminine noun's in the nominative)
SMALL_NUMERALS = frozenset({"два", "две", "три", "четыре", "оба", "обе", "полтора", "полторы"})
#: nouns whose object takes a preposition where a noun of the same meaning takes the genitive
#: ("убийство президента", "покушение на президента")
GOVERNS_PREPOSITION = {"покушение": "на", "нападение": "на", "атака": "на", "влияние": "на", "контроль": "над",
                       "надзор": "над", "охота": "на"}
VOWELS = "аеёиоуыэюя"


def readings_agree(adjective, noun) -> bool:
    """Do an adjective's reading and a noun's agree: case, number, and gender in the singular
    ("швейцарский банковский счёт"; not "помощи иностранным", иностранным being plural)?"""
    return noun.tag.POS == "NOUN" and adjective.tag.case == noun.tag.case and adjective.tag.number == noun.tag.number \
        and (adjective.tag.number == "plur" or adjective.tag.gender == noun.tag.gender)


def main_case(case: str | None) -> str | None:
    return MAIN_CASE.get(case, case)


#: the words before which в, с and к take their long form though no like consonant opens them ("во
#: дворец", "во многом", "со всеми", "со второго", "ко мне", "ко всем"): Rosenthal's handbook, § on
#: the prepositions в/во, с/со, к/ко
LONG_FORM_BEFORE = {"в": re.compile(r"двор|мне\b|мног|множ|что\b"), "с": re.compile(r"вс|вт|мной\b|мною\b"),
                    "к": re.compile(r"вс|вт|мне\b")}

#: nouns of a mass or a collective, said in the singular only in the sense a game names (Rosenthal's handbook,
#: § on nouns with a singular only: collective and material nouns), which pymorphy3 does not mark Sgtm:
#: "снаряжение" for items is not "снаряжения", nor counted ("1 снаряжение")
MASS_NOUNS = frozenset({"снаряжение", "оборудование", "имущество", "вооружение", "оружие", "топливо", "продовольствие",
                        "провиант", "мебель", "одежда", "обувь", "посуда", "бельё", "листва", "молодёжь",
                        "пища", "еда", "дичь", "утварь", "инвентарь", "амуниция", "экипировка", "добро", "пушнина",
                        "древесина", "наличность"})
#: nouns said in the plural only that pymorphy3 reads as the plural of a rare singular ("деньги" as of
#: "деньга"), written in the nominative plural (Rosenthal's handbook, § on nouns with a plural only)
PLURAL_ONLY = frozenset({"деньги", "сутки", "ножницы", "дрова", "сливки", "хлопоты"})
#: the preposition a noun takes to say where or at what stage something is (the prepositional case):
#: "на стадии", "на этапе", "на поле" but "в колоде", "в штабе" (the dictionaries' usage of в and на,
#: Rosenthal's handbook, § on the prepositions в and на).  Nouns said with both ("в фазе" and "на
#: фазе", "в ячейке" and "на ячейке", "в месте" and "на месте", "в локации" and "на локации") are not
#: listed: any preposition the text has stays with them.  A place said with neither ("по адресу") is
#: listed with its own.
PLACE_PREPOSITION = {**dict.fromkeys(("стадия", "этап", "поле", "участок", "клетка", "остров", "планшет", "трек",
                                       "шкала", "доска", "пост", "ступень", "уровень", "стоянка"), "на"),
                     "период": "в", "адрес": "по",
                     **dict.fromkeys(("колода", "рука", "должность", "штаб", "дворец", "парламент", "посольство",
                                       "представительство", "укрытие", "лагерь", "кабинет", "правительство"), "в")}


def preposition_for(preposition: str, following: str) -> str:
    """The form of ``preposition`` before the word ``following``: "во" before в/ф and a consonant
    ("во Второй"), "со" before с/з/ш/ж/щ and a consonant, "ко" before к/г and a consonant, "об"
    before a vowel; otherwise the short form.  Other prepositions are returned as they are."""
    short = {"во": "в", "со": "с", "ко": "к", "об": "о"}.get(preposition.lower(), preposition.lower())
    first, second = following[:1].lower(), following[1:2].lower()
    if short == "о":
        out = "об" if first in "аиоуэ" else "о"
    elif short in ("в", "с", "к"):
        clusters = {"в": "вф", "с": "сзшжщ", "к": "кг"}[short]
        out = short + "о" if (first in clusters and second and second not in VOWELS + "ь"
                              or LONG_FORM_BEFORE[short].match(following.lower())) else short
    else:
        return preposition
    return out.capitalize() if preposition[:1].isupper() else out


def agree(word: str, case: str, number: str, gender: str | None, animacy: str | None):
    """``word`` (an adjective, participle, pronoun or ordinal) in the form that agrees with a head of
    ``case``, ``number``, ``gender`` (singular) and ``animacy`` (accusative); None when pymorphy3
    cannot make it."""
    readings = parses(word)
    reading = next((p for p in readings if p.tag.POS in ("ADJF", "PRTF")), None) or next(
        (p for p in readings if p.tag.POS in ("NUMR", "NPRO")), None)
    if reading is None:
        return None
    want = {case, number}
    if number == "sing" and gender in ("masc", "femn", "neut"):
        want.add(gender)
    if case == "accs" and animacy and (number == "plur" or gender == "masc"):
        want.add(animacy)
    form = reading.inflect(want) or reading.inflect({case, number} | ({gender} if number == "sing" and gender else set()))
    return form.word if form is not None else None


def gender_words(words: list[str], gender: str) -> list[str]:
    """Words of a sentence that may agree with a singular noun of ``gender`` without standing
    beside a noun of their own: past-tense verbs ("был"), short adjectives and participles
    ("закрыт"), third-person pronouns ("он", "его"), "который" and a dangling adjective."""
    return _agreeing(words, lambda tag: tag.number == "sing" and tag.gender == gender)


def plural_words(words: list[str]) -> list[str]:
    """Words of a sentence that may agree with a plural noun without standing beside a noun of their
    own: verbs ("могут", "были"), short adjectives and participles ("сняты"), third-person pronouns
    ("они", "их"), "которые" and a dangling adjective: where a plural-only noun gives way to a noun
    said in the singular ("деньги" -> "наличность"), they would change too.  Not a verb said to the
    players ("уберите", "вкладывайте")."""
    return _agreeing(words, lambda tag: tag.number == "plur" and not {"impr", "1per", "2per"} & set(tag.grammemes))


def _agreeing(words: list[str], form) -> list[str]:
    """The words of a sentence in a ``form`` (a test of a pymorphy3 tag) that agree with a subject or
    an antecedent rather than with a noun beside them."""
    found = []
    for i, word in enumerate(words):
        for p in parses(word)[:2]:
            tag = p.tag
            if not form(tag):
                continue
            if tag.POS in ("VERB", "ADJS", "PRTS") or (tag.POS == "NPRO" and "3per" in tag) \
                    or p.normal_form == "который":
                found.append(word)
                break
            if tag.POS in ("ADJF", "PRTF") and not _beside_its_noun(p, words[i + 1:i + 3]):
                found.append(word)
                break
    return found


def plural_only(reading) -> bool:
    """Is this noun reading one of a noun said in the plural only ("выборы", "деньги")?"""
    if "Pltm" in reading.tag:
        return True
    form = reading.inflect({"nomn", "plur"})
    return form is not None and form.word.replace("ё", "е") in PLURAL_ONLY


def distributive_words(words: list[str], gender: str) -> list[str]:
    """Forms of "каждый" standing alone in a sentence: after a plural noun the distributive takes
    the noun's gender in the singular ("восемь купюр по 3 миллиона каждая"), so it changes when a
    noun of another gender takes the plural's place."""
    found = []
    for i, word in enumerate(words):
        for p in parses(word)[:2]:
            if p.normal_form == "каждый" and p.tag.number == "sing" and p.tag.gender == gender \
                    and not _beside_its_noun(p, words[i + 1:i + 3]):
                found.append(word)
                break
    return found


def _beside_its_noun(adjective, following: list[str]) -> bool:
    """An adjective followed (at most one more adjective between) by a noun it agrees with."""
    for word in following:
        for p in parses(word):
            if p.tag.POS == "NOUN" and p.tag.case == adjective.tag.case and p.tag.number == adjective.tag.number \
                    and (p.tag.gender is None or p.tag.gender == adjective.tag.gender or "ms-f" in p.tag):
                return True
        if not any(p.tag.POS in ("ADJF", "PRTF") for p in parses(word)):
            return False
    return False
