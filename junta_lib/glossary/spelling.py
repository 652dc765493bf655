"""Spelling: the typos of the Russian texts ("избирите", "илил", "Передвигасясь", "«ПОдготовка»").

A word is a typo when hunspell's Russian dictionary (Debian's ``hunspell-ru``, read through
pyenchant) rejects it, pymorphy3's dictionary does not know it either, it stands once in all the
corpora (a word the translators write again and again is their word, not a slip) and it is no word
of the glossary's terms ("ассасин", "Центробанк").  A capitalised word inside a sentence is a name
and left alone, unless pymorphy3 does not know it, it stands once, and a name one letter from it that
pymorphy3 knows stands at least three times in its corpus ("Вася, Петя и Юря объявляют" beside Юра).  A capital inside a word ("ПОдготовка", "настабИльность") is a typo whatever the
dictionaries say, and so are two sentences glued without a space ("Ассасинов.Она") or a word glued to
a closing bracket or comma ("(только ресурсы)и").  hunspell's first suggestion is the expected
spelling.  Words each dictionary knows, written against a rule of Russian spelling (the academic
rules, «Правила русской орфографии и пунктуации», 2006), are typos too:
- a compound noun whose first part is always joined with a hyphen, written apart ("Бизнес центр":
  бизнес-, вице-, экс-, пресс-, интернет-, онлайн-, кое-; §§ 113-122);
- "в течении" for the preposition "в течение" (during), unless a flow is meant ("в течении реки");
- "не" apart from a full participle that stands with nothing of its own before its noun ("не
  открытые клетки": неоткрытые; § 151);
- "не" apart from a full adjective whose word with "не" is a dictionary word, with no contrast after
  it ("не …, а …") and no "далеко", "вовсе", "отнюдь", "ничуть" before it ("действие не доступная
  министру": недоступная; § 150);
- "тоже самое" for "то же самое", and "со его" for "с его" (slips a Russian checker lists).
Grammar a single wrong ending betrays is a slip of spelling too: an adjective and the noun after it
that share a case in the singular only in another gender ("в этом локации", "политический ситуация"),
a finite verb after a verb that takes an infinitive ("может возвратитесь", "решает не возвращается"),
a word only the prepositional case reads with no preposition before it or before the phrase it is
joined to ("с какого сектора и каком порядке"), a reflexive verb in the singular after a plural
adjective and noun, its subject ("банковские дела осуществляется"), and a perfective verb in the
future's second person plural with no "вы" before it, where only the imperative makes the sentence an
instruction ("..., выставите чёрный маркер": выставьте).
A word the dictionaries know is a slip of another too, where it is a noun written once in its corpus
(no other form of it either), one letter from a noun of the same case and number that the corpus
writes more often, and written beside what that noun stands beside: the same word before or after
it, or an adjective in the same form before it ("зелёный свет" where the text writes "зелёный цвет"
nine times, "внос за участие" beside "взнос за переход", "с красным тестом" beside "с черным
текстом").  Verbs are left alone: their aspects differ by a letter ("выполнить", "выполнять").  A
word neither dictionary knows but written more than once is a slip where hunspell's correction is
one letter away and the text writes that correction at least three times as often ("контроллирует"
twice, "контролирует" nine times).

In the English sources, a word general English does not use (wordfreq) is a typo where swapping two
of its letters side by side makes a common word ("Strenghtening": Strengthening) or where it splits
into two common words ("maycast": may cast).

Without the dictionary (pyenchant or hunspell-ru not installed) the check finds stray capitals
only, and the build says so.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache

import pandas as pd
from .messages import said

WORD = re.compile(r"(?<![А-Яа-яЁёA-Za-z-])[А-Яа-яЁё]{3,}(?![А-Яа-яЁёA-Za-z-])")
GLUED = re.compile(r"(?<![А-Яа-яЁё])[А-Яа-яЁё]*[а-яё]{2}\.[А-ЯЁ][а-яё]+")
STRAY_CAPITAL = re.compile(r"^(?:[А-ЯЁ]{2}[а-яё]{2,}|[а-яё]+[А-ЯЁ][а-яё]*)$")
GLUED_BRACKET = re.compile(r"(?<![А-Яа-яЁё])[А-Яа-яЁё]+[),][А-Яа-яЁё]+")
HYPHENATED_FIRST = re.compile(r"(?i)(?<![А-Яа-яЁё-])(бизнес|вице|экс|пресс|интернет|онлайн|кое) ([а-яё]{3,})")
DURING = re.compile(r"(?i)(?<![А-Яа-яЁё])в течении (?!(?:реки|ручья|потока|болезни|событий)\b)[а-яё]+")
#: "тоже самое" for "то же самое" (the same), "со его" for "с его": slips a Russian checker lists
SAME_THING = re.compile(r"(?i)(?<![А-Яа-яЁё])(тоже) (сам(?:ое|ый|ая|ые|ого|ому|ом|ой|ым|ыми|ых))(?![А-Яа-яЁё])")
WITH_HIS = re.compile(r"(?i)(?<![А-Яа-яЁё])(со) (его|её|ее|их)(?![А-Яа-яЁё])")
#: an adjective or a pronoun and the noun after it, lower case, side by side
ADJECTIVE_NOUN = re.compile(r"(?=(?<![А-Яа-яЁё-])([а-яё]{3,}) ([а-яё]{3,})(?![А-Яа-яЁё-]))")
#: cases pymorphy3 names twice (the second locative "в лесу", the second genitive "чаю")
CASE = {"loc2": "loct", "gen2": "gent", "acc2": "accs", "voct": "nomn", "gen1": "gent", "loc1": "loct"}
#: a verb that takes an infinitive ("может отправиться", "решает не возвращаться"), and the word after it
TAKES_INFINITIVE = {"мочь", "решать", "решить", "хотеть", "начать", "начинать", "пытаться", "попытаться", "стараться",
                    "собираться", "уметь", "продолжать", "перестать", "прекратить"}
VERB_PAIR = re.compile(r"(?=(?<![А-Яа-яЁё-])([а-яё]+) (не )?([а-яё]{3,})(?![А-Яа-яЁё-]))")
#: the same with an adverb between ("может по-прежнему назначьте")
VERB_ADVERB_PAIR = re.compile(r"(?=(?<![А-Яа-яЁё-])([а-яё]+) ([а-яё]+-?[а-яё]+ )([а-яё]{3,})(?![А-Яа-яЁё-]))")
#: a plural adjective, its noun and a reflexive verb after them ("банковские дела осуществляется"): a
#: reflexive verb takes no object, so the noun is its subject
PLURAL_SUBJECT = re.compile(r"(?=(?<![А-Яа-яЁё-])([а-яё]{3,}) ([а-яё]{3,}) ([а-яё]{3,}(?:ся|сь))(?![А-Яа-яЁё-]))")
#: a verb in the second person plural ("выставите") and the "вы" that makes it a statement ("вы выставите")
SECOND_PLURAL = re.compile(r"(?<![А-Яа-яЁё-])([А-Яа-яЁё]{4,}ите)(?![А-Яа-яЁё-])")
YOU_BEFORE = re.compile(r"(?<![А-Яа-яЁё])[Вв]ы\s+(?:[а-яё]+\s+)?$")
#: the words a phrase in the prepositional case may follow: "и"/"или" join it to another such phrase
#: ("в первом и втором раунде"); "его", "её", "их" stand between a preposition and its phrase
JOINING = {"и", "или", "а", "но", "либо"}
POSSESSIVE = {"его", "её", "ее", "их"}
TOKEN = re.compile(r"[А-Яа-яЁё]+|[^\sА-Яа-яЁё]")
NOT_PARTICIPLE = re.compile(r"(?i)(?<![А-Яа-яЁё])(не) ([а-яё]{4,}) ([а-яё]{3,})")
#: "не" and a full adjective, and the rest of its clause (a contrast "а"/"но" there keeps "не" apart)
NOT_ADJECTIVE = re.compile(r"(?i)(?<![А-Яа-яЁё])(не) ([а-яё]{4,})(?![А-Яа-яЁё-])([^.;:!?]*)")
#: the words before "не" that keep it apart from an adjective ("далеко не простая")
NOT_STRESSED = re.compile(r"(?i)(?:далеко|вовсе|отнюдь|ничуть|нисколько|совсем)\s+$")
#: a reviewer's list quoting the text it corrects ("в тексте: «…»"): a slip inside is found where the text has it
QUOTED_TEXT = re.compile(r"в тексте[^«\n]{0,20}«[^»]*»")
SENTENCE_START = re.compile(r"(?:^|[.!?:;•«\"“(\n]|\d\.)\s*$")
#: a word written more than once is the translators' own (a name, a coinage), unless the text writes
#: its one-letter correction at least this many times as often
CORRECTED_MORE = 3
DICTIONARY = "ru_RU"
CACHE = "spelling-ru_RU.3.marshal"
#: how many of hunspell's suggestions are weighed, and how much more often (wordfreq's Zipf scale: 2.0 is a
#: hundred times) general Russian must write a later one for it to come before the first ("илил": или, not лили)
SUGGESTIONS, MUCH_MORE_OFTEN = 3, 2.0


@lru_cache(maxsize=1)
def dictionary():
    """hunspell's Russian dictionary through pyenchant, or None when either is missing."""
    try:
        import enchant
        return enchant.Dict(DICTIONARY)
    except Exception:                                  # noqa: BLE001 - no library or no dictionary: stray capitals only
        return None


def unavailable() -> str | None:
    """Why the dictionary check cannot run here (None when it can)."""
    if dictionary() is None:
        return ("spelling: hunspell's Russian dictionary is not available (apt-get install hunspell-ru "
                "libenchant-2-2; pip install pyenchant): only stray capitals are checked")
    return None


def verdicts(words: list[str]) -> dict[str, tuple[bool, str]]:
    """word -> (hunspell knows it, its likeliest suggestion), hunspell's answers kept in the build's
    cache (a suggestion takes hunspell a sixth of a second; the dictionary is loaded only for words
    not seen before)."""
    from ..core.cache import keep_cached, read_cached
    cached = read_cached(CACHE) or {}
    missing = [w for w in words if w not in cached]
    if missing and dictionary() is not None:
        spell = dictionary()
        for w in missing:
            known = spell.check(w)
            cached[w] = (known, () if known else tuple(spell.suggest(w)[:SUGGESTIONS]))
        keep_cached(CACHE, cached)
    return {w: (cached[w][0], likeliest(cached[w][1])) for w in words if w in cached}


def likeliest(suggestions) -> str:
    """hunspell's first suggestion, unless a later one of the first few is a word general Russian
    writes a hundred times as often ("илил": "лили" first, "или" meant)."""
    from .frequency import FREQUENCIES
    if not suggestions:
        return ""
    first = suggestions[0]
    best = max(suggestions, key=lambda w: FREQUENCIES.zipf(w.lower(), "ru"))
    return best if FREQUENCIES.zipf(best.lower(), "ru") >= FREQUENCIES.zipf(first.lower(), "ru") + MUCH_MORE_OFTEN \
        else first


def typos(segments: pd.DataFrame, term_words: set[str]) -> list[tuple]:
    """(segment row, position, word, suggestion, why) for each typo of the Russian segments."""
    from ..russian import morph
    # the reviewers' versions and the inline renderings beside the English are Russian a reader meets too
    russian = segments[(segments.lang == "ru") & (segments.variant.isin(["translation", "paragraph", "text", "note", "inline"])
                                                  | segments.variant.str.startswith("reviewer"))]
    counts = Counter(w.lower() for text in segments[segments.lang == "ru"].text for w in WORD.findall(text))
    analyser = morph()
    out, candidates, names = [], [], []
    for r in russian.itertuples():
        for m in GLUED.finditer(r.text):
            out.append((r, m.start(), m.group(), m.group().replace(".", ". "), said("no_space_after_stop")))
        quoted = [m.span() for m in QUOTED_TEXT.finditer(r.text)]     # a reviewer quoting the text: the
        out += [t for t in against_the_rules(r) if not any(a <= t[1] < b for a, b in quoted)]   # finding is there
        for m in WORD.finditer(r.text):
            word = m.group()
            if STRAY_CAPITAL.match(word):
                out.append((r, m.start(), word, word[:1] + word[1:].lower() if word[1].isupper() else word.lower(),
                            said("capital_inside")))
                continue
            if word.lower() in term_words or word.isupper():
                continue
            if word[:1].isupper() and not SENTENCE_START.search(r.text[:m.start()]):
                if not analyser.word_is_known(word.lower()):
                    names.append((r, m.start(), word))     # a name: checked against the text's names below
                continue
            if not analyser.word_is_known(word.lower()):
                candidates.append((r, m.start(), word))
    known = verdicts(sorted({w for _, _, w in candidates}))
    for r, pos, word in candidates:
        if word in known and not known[word][0] and (counts[word.lower()] == 1 or corrected_more(
                word.lower(), known[word][1].lower(), counts)):
            out.append((r, pos, word, fitting(word, known[word][1], analyser), said("unknown_word")))
    out += near_twins(russian, term_words)
    out += misspelt_names(russian, names)
    return sorted(out, key=lambda t: (t[0].Index, t[1]))


#: the words of one or two letters a split may give ("накарте": "на карте"); any other is a fragment ("ка")
SHORT_WORDS = frozenset("в во на с со к ко о об у по за из от до и а но не ни же ли бы он мы вы их её ее".split())


def fitting(word: str, suggestion: str, analyser) -> str:
    """The dictionary's suggestion where it can stand where the word stands, else "": the word read
    confidently as one part of speech ("первее", a comparative no dictionary lists) is not corrected
    to another ("первое", an adjective: "объявил … первое Юры" makes no sense; "раньше" is the fix),
    and a word is split only into words the dictionary knows (not "художка" into "худож ка")."""
    if suggestion and " " in suggestion.strip() and not all(
            analyser.word_is_known(part.lower()) and (len(part) > 2 or part.lower() in SHORT_WORDS)
            for part in suggestion.split()):
        return ""                                   # "худож ка" for "художка": no word split into a fragment
    guess = analyser.parse(word.lower())[0]
    if not suggestion or guess.score < 0.9:
        return suggestion
    return suggestion if any(p.tag.POS == guess.tag.POS for p in analyser.parse(suggestion.lower())) else ""


#: a name the dictionary knows, written at least this many times in its corpus, is the text's own
NAME_WRITTEN = 3


def misspelt_names(russian: pd.DataFrame, unknown: list[tuple]) -> list[tuple]:
    """A name written once that the dictionary does not know, one letter from a name it knows that its
    corpus writes at least three times ("Вася, Петя и Юря объявляют" where Юра stands five times):
    (segment row, position, word, that name, why).  ``unknown``: (row, position, word) of the
    capitalised words inside sentences the dictionary does not know."""
    from ..russian import morph
    analyser = morph()
    out = []
    for corpus, seg in russian.groupby("corpus", sort=False):
        capitalised = Counter(m.group() for text in seg.text for m in TOKEN.finditer(text) if m.group()[:1].isupper())
        for r, pos, word in unknown:
            if r.corpus != corpus or capitalised[word] != 1:
                continue
            twins = [(n, w) for w, n in capitalised.items() if n >= NAME_WRITTEN and one_letter_apart(word, w)
                     and len(w) == len(word) and analyser.word_is_known(w.lower())]
            if twins:
                n, twin = max(twins)
                out.append((r, pos, word, twin, said("name_one_letter_from", twin=twin, n=n)))
    return out


def corrected_more(word: str, correction: str, counts: Counter) -> bool:
    """Does the text write hunspell's one-letter correction of a repeated word far more often?"""
    return one_letter_apart(word, correction) and counts[correction] >= CORRECTED_MORE * counts[word]


def one_letter_apart(a: str, b: str) -> bool:
    """One letter changed, added or left out."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


TOKEN = re.compile(r"[А-Яа-яЁё]+")


def _less_a_letter(word: str) -> set[str]:
    """The word with one of its letters left out: two words one letter apart share one of these, or
    one is the other's."""
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def near_twins(russian: pd.DataFrame, term_words: set[str]) -> list[tuple]:
    """Dictionary nouns written once beside what a one-letter twin the corpus writes more often
    stands beside (the module's doc): (segment row, position, word, twin, why)."""
    from ..russian import analyses, morph
    analyser = morph()
    read: dict[str, tuple] = {}

    def reading(w):
        """(lemmas, the noun's (case, number) readings, the adjective's form or None), once a word."""
        if w not in read:
            parses = analyses(w)
            first = parses[0].tag
            read[w] = ({p.normal_form for p in parses},
                       {(p.tag.case, p.tag.number) for p in parses if p.tag.POS == "NOUN"},
                       ("adjective", first.case, first.number) if first.POS in ("ADJF", "PRTF") else None)
        return read[w]

    def beside(w, places):
        """The words before and after each place of ``w``, and the form of an adjective before it."""
        out = set()
        for _, _, _, before, after in places[w]:
            if before:
                out |= {("before", before)} | ({("before", reading(before)[2])} if reading(before)[2] else set())
            if after:
                out.add(("after", after))
        return out

    out = []
    for _, seg in russian.groupby("corpus", sort=False):
        places = defaultdict(list)
        for r in seg.itertuples():
            tokens = [(m.start(), m.group()) for m in TOKEN.finditer(r.text)]
            for i, (pos, written) in enumerate(tokens):
                places[written.lower()].append((r, pos, written, tokens[i - 1][1].lower() if i else "",
                                                tokens[i + 1][1].lower() if i + 1 < len(tokens) else ""))
        lemma_counts = Counter()
        for w, at in places.items():
            for lemma in reading(w)[0]:
                lemma_counts[lemma] += len(at)
        twins = defaultdict(list)                       # a noun written twice or more, by its forms less a letter
        for w, at in places.items():
            if len(at) >= 2 and len(w) >= 3 and reading(w)[1]:
                for key in _less_a_letter(w) | {w}:
                    twins[key].append(w)
        for w, at in places.items():
            if len(at) != 1 or len(w) < 4 or w in term_words or max(lemma_counts[x] for x in reading(w)[0]) != 1:
                continue
            r, pos, written, _, _ = at[0]
            if written.isupper() or (written[:1].isupper() and not SENTENCE_START.search(r.text[:pos])):
                continue                                   # a name
            lemmas, nouns, _ = reading(w)
            if not nouns or not analyser.word_is_known(w):
                continue
            for twin in dict.fromkeys(t for key in _less_a_letter(w) | {w} for t in twins.get(key, ())):
                if one_letter_apart(w, twin) and not reading(twin)[0] & lemmas and nouns & reading(twin)[1] \
                        and beside(w, places) & beside(twin, places):
                    out.append((r, pos, written, twin, said("one_letter_from", twin=twin, n=len(places[twin]))))
                    break
    return out


#: pronouns and numerals declined as adjectives that stand in the case of the noun right after them
#: (not который or какой, which open a clause: "в которой игрок платит")
DETERMINERS = {"один", "каждый", "свой", "этот", "тот", "весь", "такой", "любой", "другой", "наш", "ваш", "мой",
               "твой"}


def _pronoun_case_apart(pronoun: str, noun: str) -> bool:
    """A determiner (every reading one of DETERMINERS) and a noun the dictionary knows sharing no case
    ("одну купюре"), where only an ending typed wrong puts them side by side."""
    from ..russian import analyses
    first, second = analyses(pronoun), analyses(noun)
    if not first or not all(a.tag.POS == "ADJF" and a.normal_form in DETERMINERS for a in first):
        return False
    if not second or not all(n.tag.POS == "NOUN" and n.is_known and "Fixd" not in n.tag for n in second):
        return False
    return not {CASE.get(a.tag.case, a.tag.case) for a in first} & {CASE.get(n.tag.case, n.tag.case) for n in second}


def _noun_in_case_of(pronoun: str, noun: str) -> str:
    """The phrase with the noun in the determiner's case and number, when the determiner has one case
    ("одну купюру"); "" otherwise."""
    from ..russian import analyses
    cases = {(CASE.get(a.tag.case, a.tag.case), a.tag.number) for a in analyses(pronoun)}
    if len(cases) != 1:
        return ""
    case, number = next(iter(cases))
    form = analyses(noun)[0].inflect({case, number or "sing"})
    return f"{pronoun} {form.word}" if form else ""


def _same_form(a: str, b: str) -> bool:
    """Do two adjectives stand in one case, number and gender in some reading ("самую верхнюю")?"""
    from ..russian import analyses
    forms = {(p.tag.case, p.tag.number, p.tag.gender) for p in analyses(a.lower()) if p.tag.POS in ("ADJF", "PRTF")}
    return any((p.tag.case, p.tag.number, p.tag.gender) in forms for p in analyses(b.lower())
               if p.tag.POS in ("ADJF", "PRTF"))


def against_the_rules(r) -> list[tuple]:
    """Words the dictionaries know, written against a rule of Russian spelling (the module's doc)."""
    from ..russian import analyses
    out = []
    for m in GLUED_BRACKET.finditer(r.text):
        out.append((r, m.start(), m.group(), re.sub(r"([),])", r"\1 ", m.group()), said("no_space_after_bracket")))
    for m in HYPHENATED_FIRST.finditer(r.text):
        if analyses(m.group(2).lower())[0].tag.POS == "NOUN":
            out.append((r, m.start(), m.group(), f"{m.group(1)}-{m.group(2)}", said("hyphenated_compound")))
    for m in DURING.finditer(r.text):
        out.append((r, m.start(), m.group(), m.group().replace("течении", "течение"),
                    said("during_spelling")))
    for m in SAME_THING.finditer(r.text):
        out.append((r, m.start(), m.group(), f"то же {m.group(2)}", said("same_thing_apart")))
    for m in WITH_HIS.finditer(r.text):
        out.append((r, m.start(), m.group(), f"{m.group(1)[0]} {m.group(2)}", said("with_before_vowel")))
    for m in ADJECTIVE_NOUN.finditer(r.text):
        if _adjective_only(m.group(1)) and not agreeing(m.group(1), m.group(2)):
            # "самую верхнюю чек": two words agree with each other and not with the noun, so the noun may
            # be the word put in wrong (чек for карту): no suggestion that would leave "самую верхний"
            before = re.search(r"([А-Яа-яЁё]+)\s+$", r.text[:m.start()])
            backed = before and _adjective_only(before.group(1)) and _same_form(before.group(1), m.group(1))
            out.append((r, m.start(), f"{m.group(1)} {m.group(2)}", "" if backed else agreed(m.group(1), m.group(2)),
                        said("not_agreeing")))
        elif _pronoun_case_apart(m.group(1), m.group(2)):
            # "оплатит одну купюре": один, свой, этот … stand in their noun's case, whatever its gender
            out.append((r, m.start(), f"{m.group(1)} {m.group(2)}", _noun_in_case_of(m.group(1), m.group(2)),
                        said("case_not_agreeing")))
    pairs = [*VERB_PAIR.finditer(r.text), *(m for m in VERB_ADVERB_PAIR.finditer(r.text) if m.group(2) != "не ")]
    for m in pairs:
        if _takes_infinitive(m.group(1)) and _finite_only(m.group(3)) and _between_verbs(m.group(2)):
            verb = analyses(m.group(3))
            # "может возвратитесь", "решает не возвращается", "может по-прежнему назначьте": a finite
            # verb where the infinitive belongs
            out.append((r, m.start(), f"{m.group(1)} {m.group(2) or ''}{m.group(3)}",
                        f"{m.group(1)} {m.group(2) or ''}{verb[0].normal_form}", said("infinitive_expected", head=m.group(1))))
    out += prepositions_missing(r)
    for m in SECOND_PLURAL.finditer(r.text):
        imperative = _imperative_meant(m.group(1).lower())
        if imperative and not YOU_BEFORE.search(r.text[:m.start()]):
            # "Чтобы отметить ..., выставите чёрный маркер": an instruction, so выставьте
            out.append((r, m.start(), m.group(1), imperative if m.group(1).islower() else imperative.capitalize(),
                        said("imperative_expected")))
    for m in PLURAL_SUBJECT.finditer(r.text):
        verb = _adjective_only(m.group(1)) and singular_after_plural(m.group(1), m.group(2), m.group(3))
        if verb:
            out.append((r, m.start(), " ".join(m.group(1, 2, 3)), f"{m.group(1)} {m.group(2)} {verb}",
                        said("verb_number", verb=m.group(3), subject=f"{m.group(1)} {m.group(2)}")))
    for m in NOT_PARTICIPLE.finditer(r.text):
        participles = [a for a in analyses(m.group(2).lower()) if a.tag.POS == "PRTF"]
        nouns = [a for a in analyses(m.group(3).lower()) if a.tag.POS == "NOUN"]
        if nouns and analyses(m.group(3).lower())[0].tag.POS == "NOUN" and any(
                p.tag.case == n.tag.case and p.tag.number == n.tag.number for p in participles for n in nouns):
            out.append((r, m.start(), f"{m.group(1)} {m.group(2)}", f"не{m.group(2)}",
                        said("not_with_participle")))
    for m in NOT_ADJECTIVE.finditer(r.text):
        if _not_joined_adjective(m.group(2).lower()) and not re.search(r"(?:,\s*|\s)(?:а|но)\s", m.group(3)) \
                and not NOT_STRESSED.search(r.text[:m.start()]):
            out.append((r, m.start(), f"{m.group(1)} {m.group(2)}", f"{m.group(1)}{m.group(2)}",
                        said("not_with_adjective")))
    return out


def _not_joined_adjective(word: str) -> bool:
    """A full adjective (its likeliest reading, not a participle's) whose word with "не" pymorphy3's
    dictionary knows in the same form ("доступная": "недоступная")."""
    from ..russian import analyses
    first = analyses(word)[0]
    if first.tag.POS != "ADJF" or any(a.tag.POS == "PRTF" for a in analyses(word)):
        return False
    joined = [a for a in analyses("не" + word) if a.is_known and a.tag.POS == "ADJF"]
    return any(a.tag.case == first.tag.case and a.tag.number == first.tag.number for a in joined)


@lru_cache(maxsize=None)
def singular_after_plural(adjective: str, noun: str, verb: str) -> str:
    """The plural of a reflexive verb written in the singular after a plural subject ("банковские дела
    осуществляется": осуществляются), or "" where the words read otherwise: the adjective plural in
    every reading, the noun readable as a plural subject and not as a singular one, the verb singular in
    every reading."""
    from ..russian import analyses
    a, n, v = analyses(adjective), analyses(noun), analyses(verb)
    if not (a and n and v and all(x.tag.POS == "ADJF" and x.tag.number == "plur" for x in a)
            and any(x.tag.POS == "NOUN" and x.tag.number == "plur" and x.tag.case == "nomn" for x in n)
            and not any(x.tag.case == "nomn" and x.tag.number == "sing" for x in n)
            and all(x.tag.POS == "VERB" and x.tag.number == "sing" for x in v)):
        return ""
    plural = v[0].inflect({"plur"})
    return plural.word if plural else ""


@lru_cache(maxsize=None)
def _imperative_meant(word: str) -> str:
    """The imperative of a perfective verb written in the future's second person plural that has no
    imperative reading ("выставите": выставьте; not "положите", both), or ""."""
    from ..russian import analyses
    readings = analyses(word)
    future = [a for a in readings if a.tag.POS == "VERB" and {"perf", "futr", "2per", "plur"} <= a.tag.grammemes]
    if not future or any("impr" in a.tag for a in readings):
        return ""
    imperative = future[0].inflect({"impr", "excl", "plur"})
    return imperative.word if imperative and imperative.word != word else ""


@lru_cache(maxsize=None)
def _adjective_only(word: str) -> bool:
    """Every reading of the word an adjective or a pronoun in an oblique case ("этом"): the first word of
    the phrases the agreement checks read."""
    from ..russian import analyses
    return any(a.tag.POS == "ADJF" for a in analyses(word)) and all(
        a.tag.POS == "ADJF" or a.tag.POS == "NPRO" and a.tag.case != "nomn" for a in analyses(word))


@lru_cache(maxsize=None)
def _takes_infinitive(word: str) -> bool:
    from ..russian import analyses
    first = analyses(word)[:1]
    return bool(first) and first[0].normal_form in TAKES_INFINITIVE and first[0].tag.POS == "VERB"


def _between_verbs(word: str | None) -> bool:
    """Nothing, "не" or an adverb ("по-прежнему", "сразу") between a verb and the one it governs."""
    from ..russian import analyses
    if word is None or word == "не ":
        return True
    readings = analyses(word.strip())
    return bool(readings) and all(r.tag.POS == "ADVB" for r in readings[:2])


@lru_cache(maxsize=None)
def _finite_only(word: str) -> bool:
    from ..russian import analyses
    return bool(analyses(word)) and all(v.tag.POS == "VERB" for v in analyses(word))


@lru_cache(maxsize=None)
def _prepositional_only(word: str) -> bool:
    """An adjective or pronoun only the prepositional case reads ("каком", "этом")."""
    from ..russian import analyses
    readings = analyses(word)
    return bool(readings) and all(a.tag.POS == "ADJF" and a.tag.case in ("loct", "loc2") for a in readings)


@lru_cache(maxsize=None)
def _prepositional(word: str) -> bool:
    from ..russian import analyses
    return any(a.tag.case in ("loct", "loc2") and "Fixd" not in a.tag for a in analyses(word))


@lru_cache(maxsize=None)
def _opens_phrase(word: str) -> bool:
    """A preposition, or an adverb inside the phrase it opens ("в очень большом")."""
    from ..russian import analyses
    return any(a.tag.POS in ("PREP", "ADVB") for a in analyses(word))


def prepositions_missing(r) -> list[tuple]:
    """A word that can only be in the prepositional case ("каком", "этом") with no preposition before it
    or before the phrase "и"/"или" joins it to ("кто с какого сектора и каком порядке": и в каком
    порядке).  Russian puts that case after a preposition only (Правила, the case's name says it)."""
    out = []
    tokens = [(m.group(), m.start()) for m in TOKEN.finditer(r.text)]
    for i, (word, pos) in enumerate(tokens[1:], start=1):
        before = tokens[i - 1][0].lower()
        if not _prepositional_only(word.lower()) or not re.fullmatch(r"[а-яё]+", before) or before in POSSESSIVE:
            continue
        if before in JOINING:
            joined = tokens[i - 2][0].lower() if i >= 2 else ""
            if re.fullmatch(r"[а-яё]+", joined) and _prepositional(joined):
                continue
        elif _prepositional(before) or _opens_phrase(before):
            continue
        out.append((r, tokens[i - 1][1], f"{tokens[i - 1][0]} {word}", "", said("preposition_missing", word=word)))
    return out


@lru_cache(maxsize=None)
def agreeing(adjective: str, noun: str) -> bool:
    """Can an adjective (or a pronoun like "этот") and the noun after it be read as one phrase?  Not
    when every reading of the first is an adjective (or a pronoun in an oblique case: "этом"), every
    reading of the second a noun of one gender, and they share a case in the singular only with
    another gender ("в этом локации", "политический ситуация"): an ending typed wrong.  A plural
    adjective before a singular noun is left alone ("четыре дворцовых гвардейца", "лояльным
    правительству": a numeral's phrase, an object), and so are words read otherwise ("это ход": a
    sentence, this is a move)."""
    from ..russian import analyses
    first, second = analyses(adjective), analyses(noun)
    adjectives = [a.tag for a in first if a.tag.POS == "ADJF"]
    if not (adjectives and second and all(a.tag.POS == "ADJF" or a.tag.POS == "NPRO" and a.tag.case != "nomn" for a in first)
            and all(n.tag.POS == "NOUN" and n.is_known and not {"Fixd", "Ms-f"} & n.tag.grammemes
                    and n.tag.gender is not None for n in second)):
        return True
    shared = [(a, n.tag) for a in adjectives for n in second if CASE.get(a.case, a.case) == CASE.get(n.tag.case, n.tag.case)]
    singular = [(a, n) for a, n in shared if a.number == n.number == "sing"]
    return not singular or any(a.number == n.number and (a.number == "plur" or a.gender == n.gender) for a, n in shared)


def agreed(adjective: str, noun: str) -> str:
    """The phrase with the adjective in its noun's gender ("в этой локации"), or "" when no reading of
    the adjective shares a case with the noun in the singular."""
    from ..russian import analyses
    for n in (a.tag for a in analyses(noun)):
        for a in analyses(adjective):
            if a.tag.POS == "ADJF" and a.tag.number == n.number == "sing" and CASE.get(a.tag.case, a.tag.case) == CASE.get(n.case, n.case):
                form = a.inflect({n.gender, "sing", a.tag.case} | ({n.animacy} if n.animacy and a.tag.case == "accs" else set()))
                if form:
                    return f"{form.word} {noun}"
    return ""


ENGLISH_WORD = re.compile(r"(?<![A-Za-z'’-])[A-Za-z]{6,}(?![A-Za-z'’-])")
#: wordfreq's Zipf scale: a word below RARE is unknown to general English, a word from COMMON on is common
RARE, COMMON = 1.0, 3.0


#: a space between two Chinese characters: Chinese writes no space inside a sentence ("花錢階段 時")
HAN_SPACE = re.compile(r"(?<=[\u4e00-\u9fff])[ \u3000]+(?=[\u4e00-\u9fff])")


def chinese_spaces(segments: pd.DataFrame) -> list[tuple]:
    """(segment row, position, the words around the space, them without it, why) for each space a
    Chinese text leaves between two characters."""
    out = []
    for r in segments[segments.lang == "zh"].itertuples():
        for m in HAN_SPACE.finditer(r.text):
            words = r.text[max(0, m.start() - 2):m.end() + 1]
            out.append((r, m.start() - min(2, m.start()), words, words.replace(m.group(), ""), said("space_inside_chinese")))
    return out


def english_typos(segments: pd.DataFrame) -> list[tuple]:
    """(segment row, position, word, suggestion, why) for each typo of the English sources: two
    letters swapped, or two words glued (the module's doc); the first place of each word."""
    from .frequency import FREQUENCIES
    zipf_frequency = FREQUENCIES.zipf
    out, seen = [], set()
    for r in segments[segments.lang == "en"].itertuples():
        for m in ENGLISH_WORD.finditer(r.text):
            word = m.group()
            lower = word.lower()
            if lower in seen or zipf_frequency(lower, "en") >= RARE:
                continue
            seen.add(lower)
            swapped = [lower[:i] + lower[i + 1] + lower[i] + lower[i + 2:] for i in range(len(lower) - 1)]
            common = [w for w in swapped if zipf_frequency(w, "en") >= COMMON]
            if common:
                fixed = common[0] if word.islower() else common[0].capitalize()
                out.append((r, m.start(), word, fixed, said("letters_swapped")))
                continue
            split = [(lower[:i], lower[i:]) for i in range(2, len(lower) - 1)
                     if min(zipf_frequency(lower[:i], "en"), zipf_frequency(lower[i:], "en")) >= 4.0]
            if split:
                out.append((r, m.start(), word, " ".join(split[0]), said("words_glued")))
    return out

