"""What stands in a term's place where a translated sentence leaves the term's rendering out.

The sentences of each translation are aligned with its source's by length (tmx.align_sentences).
Where an English sentence names a term with an established rendering (the glossary's target, used in
at least ``ESTABLISHED`` places, or decided) and the Russian sentence holds that rendering (by lemmas,
in any case and number) fewer times than the English names the term, the phrase standing where the
term should is an ``inconsistent_term`` finding, when the sentence shows one:

- the rendering's words split by the number the English puts after the term ("Фаза 5 переворота",
  "Фаза 1-го переворота"), where the corpus writes the number after them ("фаза переворота 3");
- a noun and its genitive with one word kept in its place and the other replaced by a noun (a genitive
  for a genitive) that no other word of the English sentence explains ("окончание раунда" for End of
  the Round, "конец раунда" in six places), or by the kept word again ("фаза фаз 0"), where the
  sentence leaves out no other term and the aligner's partial rendering, if any, stands inside it;
- a word the glossary gives another term, one the English sentence does not name and none of its words
  explains, in the number the English has, near where the English names the term (inside parentheses
  only where the English is), the only such word there ("фишки", the counters' word, for units; "одну
  позицию", Position's word, for one space);
- for a term with no target yet, another term's word heading the aligner's partial rendering of it
  ("этапа движения" for the Movement segment: этап is a word for Phase, and the sentence names no
  Phase outside its Coup phase, which is rendered whole);
- a name the translations keep in Latin letters written in Cyrillic ("ХУНТА" for JUNTA).

In a Russian-only text, where no English says which term a phrase is, a phrase written at least
``ESTABLISHED`` times and less than a third as often with one word replaced by another the lexicon gives
for the same English word ("маркер стабильности" beside "жетон стабильности") is one term written two
ways (``synonym_forms``).

Not findings: a sentence with nothing in the term's place (a pronoun, "он"; the clause said another
way), a phrase the aligner gave to a term the English sentence names ("Фаза повстанцев" for the Rebel
phase), a word after a demonstrative ("эту карту") or another noun's genitive ("ячейке укрытия"), a
word an English word of the sentence translates, a thing's word for a person's term.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from functools import lru_cache

import pandas as pd

from ..russian import analyses, is_noun
from .messages import said

#: a rendering used this often is the corpus's established one
ESTABLISHED = 3
#: another term's word used this often is that term's word
OTHERS_WORD = 2
#: a noun written this often, only where the English names a term, is that term's other rendering
ONLY_WHERE_NAMED = 2
TOKEN = re.compile(r"\d+(?:-[А-Яа-яЁё]+)?|[А-Яа-яЁё]+(?:-[А-Яа-яЁё]+)*|[A-Za-z]+")
NUMBER = re.compile(r"\d+(?:-[А-Яа-яЁё]+)?")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
#: nouns that make a preposition with "в" ("в ходе", "во время", "в течение"): the genitive after them is
#: the preposition's object, not the noun's dependant
PREPOSITION_NOUNS = frozenset({"ход", "время", "течение", "качество", "случай", "помощь"})
#: words that point back to something named before ("эту позицию")
DEMONSTRATIVES = frozenset({"этот", "тот", "такой", "данный", "указанный", "подобный"})


class Token:
    """A word or number of a Russian sentence: its text, its span in the unit's text and its lemmas."""
    __slots__ = ("text", "start", "end", "lemmas", "parse")

    def __init__(self, text: str, start: int, end: int):
        self.text, self.start, self.end = text, start, end
        self.lemmas, self.parse = _reading(text)

    @property
    def number(self) -> bool:
        return bool(NUMBER.fullmatch(self.text))


@lru_cache(maxsize=50_000)
def _reading(text: str) -> tuple[frozenset, object]:
    readings = analyses(text.lower()) if CYRILLIC.match(text) else ()
    return frozenset(p.normal_form.replace("ё", "е") for p in readings), (readings[0] if readings else None)


def tokens_of(text: str) -> list[Token]:
    return [Token(m.group(), m.start(), m.end()) for m in TOKEN.finditer(text)]


def lemma_words(phrase: str) -> list[frozenset]:
    return [_reading(m.group())[0] for m in TOKEN.finditer(phrase)]


def stand_ins(terms: pd.DataFrame, renderings: pd.DataFrame, pairs: pd.DataFrame, finders: dict,
              known: list[list] = ()) -> list[list]:
    """``inconsistent_term`` findings where a term's rendering is left out and a phrase stands in its
    place (see the module's doc).  ``known``: findings already made; a phrase one of them shows at its
    place is not reported again."""
    from .discover import key_of
    from .matching import Lexicon
    from .tbx import variants_of
    lexicon = Lexicon({})                                    # the seed lexicon and transliteration
    bilingual = terms[(terms.source_lang == "en") & (terms.preferred_target != "")
                      & terms.status.isin(["consistent", "proposed", "inconsistent", "decided"])]
    established: dict[tuple, tuple] = {}                     # (corpus, key) -> (term, uses)
    words_of: dict[str, dict] = defaultdict(dict)            # corpus -> lemma -> (key, term, uses, form)
    own_words: dict[tuple, frozenset] = {}                   # (corpus, key) -> every lemma of its forms
    for t in bilingual.itertuples():
        key = key_of(t.source_term)
        forms = variants_of(t.variants)
        uses = dict(forms).get(t.preferred_target, 0)
        if t.status == "decided" or uses >= ESTABLISHED:
            established[(t.corpus, key)] = (t, uses)
        own_words[(t.corpus, key)] = frozenset().union(*lemma_words(t.preferred_target),
                                                       *(w for f, _ in forms for w in lemma_words(f)))
        for form, n in forms:
            if n >= OTHERS_WORD and re.fullmatch(r"[а-яё]{3,}", form):
                for lemma in lemma_words(form)[0]:
                    if n > words_of[t.corpus].get(lemma, (None, None, 0, None))[2]:
                        words_of[t.corpus][lemma] = (key, t, n, form)
    unsettled = {(t.corpus, key_of(t.source_term)): t for t in terms[(terms.source_lang == "en")
                                                                      & (terms.status == "partial")].itertuples()}
    units = pairs[pairs.variant.isin(["translation", "paragraph"])]
    claimed = defaultdict(list)                              # a unit -> the aligner's (start, end, key, kind)
    for r in renderings.itertuples():
        claimed[(r.corpus, r.location, r.cell)].append((int(r.start), int(r.end), r.term, r.kind))
    shown = defaultdict(list)
    for f in known:
        shown[(f[0], f[1], f[2])].append(f[5])
    ordered: dict[tuple, bool] = {}
    names = _kept_names(units)
    cyrillic = _cyrillic_places(pairs[pairs.variant != "inline"], names)
    out, read = [], []                         # read: each unit with its sentences, for _only_where_named
    for p in units.itertuples():
        finder = finders.get(p.corpus)
        if finder is None:
            continue
        spans = claimed[(p.corpus, p.tgt_location, p.cell)]
        words, sentences = unit_sentences(p.src, p.tgt)
        read.append((p, sentences))
        for src, tokens in sentences:
            found = finder.find(src)
            named = Counter(k for k, _, _, _ in found)
            lo, hi = (tokens[0].start, tokens[-1].end) if tokens else (0, 0)
            for at, phrase, _, how in _name_in_cyrillic(src, tokens, names.get(p.corpus, {}),
                                                        cyrillic.get(p.corpus, {})):
                out.append(_found(p, at, phrase, "", how))      # a question for the team: no form expected
            missing = {}                     # the terms this sentence names more often than it renders them
            for key, n_src in named.items():
                hit = established.get((p.corpus, key))
                if hit is None:
                    continue
                want = lemma_words(hit[0].preferred_target)
                present = have_spans(tokens, want)
                aligned = [(s, e) for s, e, k, kind in spans if k == key and kind == "rendering" and lo <= s < hi
                           and not any(a.start < e and s < b.end for a, b in present)]
                have = len(present) + len(aligned)       # another rendering the aligner saw: checked there
                if have < n_src and not (hit[0].status == "decided" and not have_spans(words, want)):
                    missing[key] = (hit, want, n_src - have)   # (a decided term the unit lacks: key_term_missing)
            taken: list[tuple[int, int]] = []
            for key, ((t, uses), want, deficit) in missing.items():
                occurrences = [(s, e, surface) for k, surface, s, e in found if k == key]
                others = [(s, e) for s, e, k, _ in spans if k != key and k in named]
                unexplained = explained(src, found, key)
                numbered = len(want) > 1 and any(re.match(r"\s*\d", src[e:e + 4]) for _, e, _ in occurrences)
                if numbered and (p.corpus, key) not in ordered:
                    ordered[(p.corpus, key)] = _number_after(units, p.corpus, want)
                candidates = _split_by_number(tokens, want, numbered and ordered[(p.corpus, key)])
                candidates += _written_again(tokens, t, [(s, e) for s, e, k, kind in spans
                                                         if k == key and kind == "rendering" and lo <= s < hi])
                if len(missing) == 1:        # with two terms left out, which one a phrase stands for is not certain
                    candidates += _one_word_replaced(tokens, tokens_of(t.preferred_target), unexplained, others,
                                                     [(s, e) for s, e, k, kind in spans if k == key and lo <= s < hi
                                                      and kind == "partial"], lexicon)
                if not any(len(m[1]) == 1 for k, m in missing.items() if k != key):
                    candidates += _another_terms_word(p.tgt, tokens, t, key, named, words_of[p.corpus],
                                                      _accounted(own_words, p.corpus, named), unexplained, others,
                                                      [(s / max(len(src), 1), surface, _bracketed(src, s))
                                                       for s, _, surface in occurrences], lexicon)
                for start, end, how in candidates[:deficit]:
                    if any(a < end and start < b for a, b in taken):
                        continue
                    taken.append((start, end))
                    phrase = p.tgt[start:end]
                    if any(phrase in evidence for evidence in shown[(p.corpus, int(p.tgt_location), p.cell)]):
                        continue
                    which = "decided" if t.status == "decided" else "preferred"
                    out.append(_found(p, start, phrase, t.preferred_target,
                                      said(f"stand_in_{which}" + ("" if uses else "_uncounted"), term=t.source_term,
                                           rendering=phrase, why=how, target=t.preferred_target, n=uses)))
            out += _another_terms_rendering(p, src, tokens, named, spans, lo, hi, established, taken, shown)
            for key in named:                # a term with no target yet, another term's word heading its part
                t = unsettled.get((p.corpus, key))
                partials = [(s, e) for s, e, k, kind in spans if k == key and kind == "partial" and lo <= s < hi]
                if t is None or not partials:
                    continue
                others = [(s, e) for s, e, k, _ in spans if k != key and k in named]
                for start, end, how, _ in _beside_a_partial(p.tgt, tokens, key, named, words_of[p.corpus],
                                                            _accounted(own_words, p.corpus, named),
                                                            explained(src, found, key), others, partials, lexicon):
                    if any(a < end and start < b for a, b in taken):
                        continue
                    taken.append((start, end))
                    phrase = p.tgt[start:end]
                    out.append(_found(p, start, phrase, "", said("stand_in_no_target", term=t.source_term,
                                                                 rendering=phrase, why=how, counts=t.variants)))
    return (out + _partial_inside_another(bilingual, claimed, pairs, finders, shown)
            + _only_where_named(established, own_words, read, lexicon, shown))


def _only_where_named(established: dict, own_words: dict, read: list, lexicon, shown) -> list[list]:
    """A noun a translation writes only in sentences whose English names a term with an established
    one-word rendering, each time in place of that rendering ("выделенное пространство", "в пространство
    рядом с портом" where the English names a space, ячейка in 5 places): the term's other rendering,
    each of its places a finding.  The noun must stand in ``ONLY_WHERE_NAMED`` places or more ("на первое
    деление Политического трека и жетон … на первом делении трека переворота", two spaces of one
    sentence), and nowhere else in the translation; the English word is matched as a word of
    any term's name or alone ("dedicated space", "the space at the bottom").  Not a word of any term's
    renderings (убийца, one of the Assassin's two), nor one an English word of its sentence translates
    or transliterates (сценарий for the "scenario" of "scenario card").  ``read``: each translated unit
    with its (English sentence, Russian tokens) pairs."""
    out = []
    heads = defaultdict(dict)                    # corpus -> English word -> (term, uses, target lemmas)
    for (corpus, key), (t, uses) in established.items():
        target = lemma_words(t.preferred_target)
        if len(target) == 1 and re.fullmatch(r"[a-z]+", t.source_term.lower()) and is_noun(t.preferred_target):
            heads[corpus][t.source_term.lower()] = (t, uses, target[0])
    sentences = defaultdict(list)                # corpus -> (unit, English words, nouns, every lemma)
    written = defaultdict(Counter)               # corpus -> how often each noun is written
    for p, pairs in read:
        if p.corpus not in heads:
            continue
        for src, tokens in pairs:
            nouns = [(tok.parse.normal_form.replace("ё", "е"), tok) for tok in tokens
                     if tok.parse is not None and tok.parse.tag.POS == "NOUN"
                     and not (tok is tokens[0] and tok.text[0].isupper())]
            written[p.corpus].update(lemma for lemma, _ in nouns)
            sentences[p.corpus].append((p, {w.lower() for w in re.findall(r"[A-Za-z]+", src)}, nouns,
                                        frozenset().union(*(tok.lemmas for tok in tokens))))
    for corpus, said_in in sentences.items():
        termed = frozenset().union(*(w for (c, _), w in own_words.items() if c == corpus))
        for word, (t, uses, target) in sorted(heads[corpus].items()):
            inside = defaultdict(list)
            for i, (p, english, nouns, lemmas) in enumerate(said_in):
                if not ({word, word + "s"} & english) or target & lemmas:
                    continue                     # the English does not name it, or the rendering is there
                others = english - {word, word + "s"}
                for lemma, tok in nouns:
                    if lemma not in termed and not _translates(others, tok.lemmas, lexicon):
                        inside[lemma].append((p, tok, i))
            for lemma, places in inside.items():
                if written[corpus][lemma] > len(places) or len(places) < ONLY_WHERE_NAMED \
                        or lemma in target:
                    continue
                for p, tok, _ in places:
                    if any(tok.text in e for e in shown[(p.corpus, int(p.tgt_location), p.cell)]):
                        continue
                    out.append(_found(p, tok.start, tok.text, t.preferred_target,
                                      said("stand_in_preferred", term=t.source_term, rendering=tok.text,
                                           why=said("only_where_named", form=lemma, n=len(places)),
                                           target=t.preferred_target, n=uses)))
    return out


def _partial_inside_another(bilingual: pd.DataFrame, claimed: dict, pairs: pd.DataFrame, finders: dict,
                            shown) -> list[list]:
    """A term rendered only in part, where that part stands inside another term's whole rendering of two
    words or more, a term sharing an English word with it that the English sentence does not name,
    nor holds all the words of, nor contains ("контролирует президентский дворец" for "controls the
    Palace Guard": президентский дворец is the Presidential Palace's; not "деньги иностранной помощи"
    for Foreign Aid money, which contains Foreign Aid): the one thing called by the other's name.  In
    the first translation's cells, the ones typed into the English column included."""
    from .discover import key_of
    others = defaultdict(list)                               # corpus -> (key, term) with a rendering of 2+ words
    for t in bilingual.itertuples():
        if " " in t.preferred_target:
            others[t.corpus].append((key_of(t.source_term), t))
    out = []
    for p in pairs[pairs.variant.isin(["translation", "paragraph", "inline"])].itertuples():
        finder = finders.get(p.corpus)
        spans = claimed[(p.corpus, p.tgt_location, p.cell)]
        if finder is None or not any(kind == "partial" for *_, kind in spans):
            continue
        for src, tokens in unit_sentences(p.src, p.tgt)[1]:
            if not tokens:
                continue
            lo, hi = tokens[0].start, tokens[-1].end
            found = finder.find(src)
            named = {k for k, *_ in found}
            words = {w.lower() for w in re.findall(r"[A-Za-z]+", src)}
            whole = {k for s, e, k, kind in spans if kind == "rendering" and lo <= s < hi}
            for s, e, key, kind in spans:
                if kind != "partial" or not lo <= s < hi or key in whole:
                    continue
                for other, t in others[p.corpus]:
                    if other in named or other == key or not set(key.split()) & set(other.split()) \
                            or f" {other} " in f" {key} " or _says(words, t.source_term):
                        continue
                    for first, last in have_spans(tokens, lemma_words(t.preferred_target)):
                        phrase = p.tgt[first.start:last.end]
                        if first.start <= s and e <= last.end and not any(
                                phrase in evidence for evidence in shown[(p.corpus, int(p.tgt_location), p.cell)]):
                            out.append(_found(p, first.start, phrase, "", said(
                                "part_inside_another", rendering=phrase, other=t.source_term,
                                term=named_surface(src, key), part=p.tgt[s:e])))
    return out


def _another_terms_rendering(p, src: str, tokens, named, spans, lo: int, hi: int, established: dict,
                             taken: list, shown) -> list[list]:
    """Another term's whole rendering of two words or more where the English names a term of a word in
    common that the sentence renders nowhere, and not that other term ("Затем игра переходит в фазу
    переворота" for "Then play switches to the Coup Game": фаза переворота is the Coup phase's, in 7
    places): the one thing called by the other's name."""
    out = []
    rendered = {k for s, e, k, _ in spans if lo <= s < hi}
    for key in named:
        if key in rendered or (p.corpus, key) in established:
            continue
        words = set(key.split())
        for (corpus, other), (t, uses) in established.items():
            if corpus != p.corpus or other in named or not (words & set(other.split())) or uses < ESTABLISHED:
                continue
            want = lemma_words(t.preferred_target)
            if len(want) < 2:
                continue
            for first, last in have_spans(tokens, want):
                start, end = first.start, last.end
                phrase = p.tgt[start:end]
                if any(a < end and start < b for a, b in taken) \
                        or any(phrase in evidence for evidence in shown[(p.corpus, int(p.tgt_location), p.cell)]):
                    continue
                taken.append((start, end))
                out.append(_found(p, start, phrase, "", said("another_terms_rendering", rendering=phrase,
                                                             other=t.source_term, n=uses, term=named_surface(src, key))))
    return out


def named_surface(src: str, key: str) -> str:
    """The words of ``src`` that name the term of ``key`` (as the English writes them)."""
    m = re.search(r"\b" + r"\s+".join(map(re.escape, key.split())) + r"\b", src, re.IGNORECASE)
    return m.group() if m else key


def _accounted(own_words: dict, corpus: str, named) -> frozenset:
    """Every word the glossary gives the terms an English sentence names."""
    return frozenset().union(*(own_words.get((corpus, k), frozenset()) for k in named))


def _found(p, start: int, phrase: str, expected: str, message: str) -> list:
    from .qa import quote
    return [p.corpus, int(p.tgt_location), p.cell, int(p.line) + p.tgt[:start].count("\n"), "inconsistent_term",
            quote(p.tgt, start, start + len(phrase), 25), expected, message]


def sentence_pairs(source: str, target: str, words: list[Token]) -> list[tuple[str, list[Token]]]:
    """(English sentence, the tokens of its Russian sentence, with their spans in the unit's text)."""
    from .tmx import align_sentences, split_sentences
    out, i = [], 0
    for src, tgt in align_sentences(split_sentences(source), split_sentences(target)):
        tokens = []
        for m in TOKEN.finditer(tgt):                    # the sentence's words, in order, in the unit's text
            j = next((j for j in range(i, min(i + 40, len(words))) if words[j].text == m.group()), None)
            if j is not None:
                tokens.append(words[j])
                i = j + 1
        out.append((src, tokens))
    return out


@lru_cache(maxsize=4096)
def unit_sentences(src: str, tgt: str) -> tuple[list[Token], list[tuple[str, list[Token]]]]:
    """A unit's Russian words and its :func:`sentence_pairs`, read once for the checks that each walk
    the units' sentences (the tokens are shared: no check changes them)."""
    words = tokens_of(tgt)
    return words, sentence_pairs(src, tgt, words)


def have_spans(tokens: list[Token], want: list[frozenset]) -> list[tuple[Token, Token]]:
    """Where the rendering's words stand side by side in a sentence, each in any of its forms."""
    n, out, j = len(want), [], 0
    while n and j + n <= len(tokens):
        if all(want[i] & tokens[j + i].lemmas for i in range(n)):
            out.append((tokens[j], tokens[j + n - 1]))
            j += n
        else:
            j += 1
    return out


def explained(src: str, found, key: str) -> set:
    """The English words of a sentence outside the terms it names: a Russian word one of them translates
    is the sentence's, not a stand-in for the term (the words of another term the sentence names are
    its rendering's: "phase" of the Coup phase is фаза переворота, not a sentence's этап)."""
    from .matching import FUNCTION_WORDS
    inside = [(s, e) for _, _, s, e in found]
    return {m.group().lower() for m in re.finditer(r"[A-Za-z]+", src)
            if m.group().lower() not in FUNCTION_WORDS and not any(s <= m.start() < e for s, e in inside)}


def _translates(words: set, lemmas: frozenset, lexicon) -> bool:
    return any(lexicon.match(w, lemma) for w in words for lemma in lemmas)


def _says(words: set, term: str) -> bool:
    """Does the English sentence hold a term's words, in any case ("locations" for Location)?"""
    from .matching import FUNCTION_WORDS, stems
    own = [w for w in re.findall(r"[a-z]+", term.lower()) if w not in FUNCTION_WORDS]
    return bool(own) and all(any(set(stems(w)) & set(stems(x)) for x in words) for w in own)


def _bracketed(text: str, pos: int) -> bool:
    return text.rfind("(", 0, pos) > text.rfind(")", 0, pos)


def _number_after(units: pd.DataFrame, corpus: str, want: list[frozenset]) -> bool:
    """Does a translation of the corpus write the rendering with a number after it ("фаза переворота
    3"): the corpus's order for a numbered term?"""
    n = len(want)
    for text in units[units.corpus == corpus].tgt:
        tokens = tokens_of(text)
        if any(tokens[j + n].number and all(want[i] & tokens[j + i].lemmas for i in range(n))
               for j in range(len(tokens) - n)):
            return True
    return False


def _split_by_number(tokens, want, numbered: bool) -> list[tuple[int, int, str]]:
    """The rendering's words with the term's number inside them ("Фаза 5 переворота"), where the English
    puts a number after the term and the corpus writes it after the rendering."""
    if not numbered:
        return []
    out = []
    n = len(want)
    for j in range(len(tokens) - n):
        for cut in range(1, n):
            words = tokens[j:j + cut] + tokens[j + cut + 1:j + n + 1]
            if tokens[j + cut].number and all(want[i] & words[i].lemmas for i in range(n)):
                out.append((tokens[j].start, tokens[j + n].end, said("number_inside_term")))
    return out


def _written_again(tokens, t, aligned: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """The term's other rendering the aligner saw in this sentence written there once more, where the
    English names the term again ("Центробанк Игроки, которые выбирают центробанк" for "Central Bank
    Players choosing the Central Bank"): each place of a minority rendering is a finding."""
    from .tbx import variants_of
    if not aligned:
        return []
    out = []
    for form, n in variants_of(t.variants):
        if form == t.preferred_target:
            continue
        places = have_spans(tokens, lemma_words(form))
        seen = [(a, b) for a, b in places if any(s < b.end and a.start < e for s, e in aligned)]
        if seen:
            out += [(a.start, b.end, said("rendering_written_again", form=form, n=n))
                    for a, b in places if (a, b) not in seen]
    return out


def _one_word_replaced(tokens, target: list[Token], explained, others, partials, lexicon) -> list[tuple[int, int, str]]:
    """A noun and its genitive with one word of the rendering kept in its place and the other replaced
    by a noun no other English word of the sentence translates ("окончание раунда" for конец раунда),
    or by the kept word again ("фаза фаз")."""
    from .qa import pointing, qualifying
    if len(target) != 2 or not (target[0].parse and target[1].parse) or target[0].parse.tag.POS != "NOUN" \
            or target[1].parse.tag.POS != "NOUN" or "gent" not in target[1].parse.tag:
        return []                            # a noun and its genitive ("конец раунда")
    want = [w.lemmas for w in target]
    out = []
    for a, b in zip(tokens, tokens[1:]):
        if a.parse is None or b.parse is None or any(s < b.end and a.start < e for s, e in others):
            continue
        kept = [bool(want[0] & a.lemmas), bool(want[1] & b.lemmas)]
        if kept[0] == kept[1]:
            continue
        keep, other = (a, b) if kept[0] else (b, a)
        tag = other.parse.tag
        if tag.POS != "NOUN" or "Fixd" in tag or pointing(tag) or qualifying(tag) or len(other.text) < 3:
            continue
        if other is b and "gent" not in tag:
            continue                         # the genitive of the rendering replaced by another genitive
        if other is a and (keep.parse.tag.POS != "NOUN" or "gent" not in keep.parse.tag):
            continue                         # the head replaced, its genitive kept
        if other is a and _preposition(tokens, tokens.index(a)):
            continue                         # "во время игры": a preposition, not a head
        doubled = bool(other.lemmas & keep.lemmas)
        if not doubled and _translates(explained, other.lemmas, lexicon):
            continue                         # "символ зверя" where the English has a symbol
        if partials and not any(s < b.end and a.start < e for s, e in partials):
            continue                         # the aligner found the term's word elsewhere in the sentence
        how = said("word_written_twice") if doubled else said("word_kept_other_in_place", kept=keep.text,
                                                                 other=other.text)
        out.append((a.start, b.end, how))
    return out


#: how far (a share of the sentence) a stand-in may stand from where the English names the term
NEAR = 0.2


def _another_terms_word(text, tokens, t, key, named, words_of: dict, accounted: frozenset, explained, others,
                        occurrences, lexicon) -> list[tuple[int, int, str]]:
    """A word the glossary gives another term, a term the English sentence does not name, standing
    for a one-word term the sentence names ("Фишки, убитые" for "Units killed": фишка is the counters'
    word): in the number the English has, near where the English names the term, and the only such
    word there, inside parentheses where the English has it inside them.  ``occurrences``: (where in the
    English sentence, 0-1; the surface; in parentheses) of the term."""
    if len(lemma_words(t.preferred_target)) != 1 or not tokens:
        return []
    lo, hi = tokens[0].start, max(tokens[-1].end, tokens[0].start + 1)
    parenthesised = {bracketed for _, _, bracketed in occurrences}
    head = _reading(t.preferred_target)[1]
    animate = ("anim" in head.tag) if head is not None and head.tag.POS == "NOUN" else None
    plural = {s.endswith("s") and not s.endswith("ss") for _, s, _ in occurrences}
    out = []
    for i, x in enumerate(tokens):
        owner = _others_word(text, tokens, i, key, named, words_of, accounted, others)
        if owner is None:
            continue
        if animate is not None and ("anim" in x.parse.tag) != animate:
            continue                         # a person's term does not stand for a thing, nor the reverse
        if _explains(explained, x, owner, lexicon):
            continue
        if _bracketed(text[lo:], x.start - lo) not in parenthesised:
            continue                         # in parentheses in one language only: not the same words
        numbers = {p.tag.number == "plur" for p in analyses(x.text.lower()) if p.normal_form in x.lemmas
                   and p.tag.POS == "NOUN"}
        if len(plural) == 1 and not numbers & plural:
            continue                         # "units" is not one фишка
        if not any(abs((x.start - lo) / (hi - lo) - at) <= NEAR for at, _, _ in occurrences):
            continue                         # not where the English names the term
        out.append((x.start, x.end, _owners_word(owner)))
    return out if len(out) == 1 else []      # two such words: which one stands for the term is not certain


def _owners_word(owner: tuple) -> str:
    """What the word is to its term (key, term, uses, form): the glossary's word for it, or, where a
    decision names the term's target and the word is another of its renderings, a rendering the team
    retired ("этап" for Phase, decided фаза): no message calls it the glossary's word."""
    _, t, uses, form = owner
    if t.status == "decided" and form != t.preferred_target:
        return said("retired_rendering_word", form=form, english=t.source_term, n=uses, decided=t.preferred_target)
    return said("another_terms_word", form=form, english=t.source_term, n=uses)


def _others_word(text, tokens, i, key, named, words_of: dict, accounted: frozenset, others) -> tuple | None:
    """The term (key, term, uses, form) whose word tokens[i] is, where it may stand for the term ``key``:
    a noun the glossary gives a term the English sentence does not name, none of the words of the terms
    it names, not the aligner's rendering of one of them (``others``), not after a demonstrative ("эту
    позицию"), not a genitive hanging on the noun before it ("ячейке укрытия")."""
    x = tokens[i]
    if x.parse is None or x.parse.tag.POS != "NOUN" or x.lemmas & accounted:
        return None
    owner = next((words_of[lemma] for lemma in sorted(x.lemmas) if lemma in words_of), None)
    if owner is None or owner[0] == key or owner[0] in named or any(s < x.end and x.start < e for s, e in others):
        return None
    if i and tokens[i - 1].lemmas & DEMONSTRATIVES:
        return None
    if i and any("gent" in r.tag for r in analyses(x.text.lower()) if r.tag.POS == "NOUN") \
            and tokens[i - 1].parse is not None and tokens[i - 1].parse.tag.POS == "NOUN" \
            and not re.search(r"[^\s]", text[tokens[i - 1].end:x.start]) \
            and not _preposition(tokens, i - 1):
        return None                          # (but "в ходе этапа" is "during a segment")
    return owner


def _preposition(tokens: list[Token], i: int) -> bool:
    """Is tokens[i] a noun making a preposition with the "в" before it ("в ходе", "во время")?"""
    return bool(tokens[i].lemmas & PREPOSITION_NOUNS) and i > 0 and tokens[i - 1].text.lower() in ("в", "во")


def _explains(explained: set, x: Token, owner: tuple, lexicon) -> bool:
    """Does an English word of the sentence translate the word, or name its term in lower case
    ("locations" for локация)?"""
    return _translates(explained, x.lemmas, lexicon) or _says(explained, owner[1].source_term)


def _beside_a_partial(text, tokens, key, named, words_of, accounted, explained, others, partials,
                      lexicon) -> list[tuple[int, int, str, tuple]]:
    """For a term with no target yet: another term's word heading the aligner's partial rendering
    ("этапа движения" for the Movement segment: этап is a word for Phase, which the English does not
    name there).  (start, end, how, the other term)."""
    out = []
    for i, x in enumerate(tokens[:-1]):
        after = tokens[i + 1]
        if not any(s <= after.start < e for s, e in partials) or re.search(r"[^\s]", text[x.end:after.start]) \
                or after.parse is None or "gent" not in after.parse.tag:
            continue
        owner = _others_word(text, tokens, i, key, named, words_of, accounted, others)
        if owner is None or _explains(explained, x, owner, lexicon):
            continue
        end = max(e for s, e in partials if s <= after.start < e)
        out.append((x.start, end, _owners_word(owner), owner))
    return out


def _kept_names(units: pd.DataFrame) -> dict:
    """corpus -> {name: times} of the names the translations keep in Latin letters (JUNTA)."""
    from .terms import kept_in_latin
    names = sorted(n for n in kept_in_latin() if re.fullmatch(r"[a-z]{4,}", n))
    out: dict[str, dict] = defaultdict(dict)
    for corpus, group in units.groupby("corpus"):
        text = "\n".join(group.tgt)
        for name in names:
            n = len(re.findall(rf"\b{name}\b", text, re.IGNORECASE))
            if n >= 2:
                out[corpus][name] = n
    return out


@lru_cache(maxsize=50_000)
def _sounds_like(word: str, name: str) -> bool:
    """Is a Cyrillic word the name said in Russian letters ("ХУНТА", "ХУНТЫ" for junta)?"""
    from difflib import SequenceMatcher

    from .language import translit
    spoken = re.sub(r"^j|(?<=[aeiou])j", "kh", name)               # Spanish j reads as Russian х
    alike = SequenceMatcher(None, translit(word), spoken)     # the quick ratios bound the ratio from above
    return alike.real_quick_ratio() >= 0.8 and alike.quick_ratio() >= 0.8 and alike.ratio() >= 0.8


def _cyrillic_places(pairs: pd.DataFrame, names: dict) -> dict:
    """corpus -> {name: (the places the Russian cells, a reviewer's too, keep it in Latin letters, those
    they write it in Cyrillic)}."""
    out: dict[str, dict] = defaultdict(dict)
    for corpus, group in pairs.groupby("corpus"):
        cells = list(group.drop_duplicates(["tgt_location", "cell"]).tgt)
        for name in names.get(corpus, {}):
            out[corpus][name] = (sum(len(re.findall(rf"\b{name}\b", text, re.IGNORECASE)) for text in cells),
                                 sum(_sounds_like(w, name) for text in cells
                                     for w in re.findall(r"[А-ЯЁа-яё]{3,}", text)))
    return out


def _name_in_cyrillic(src, tokens, names: dict, cyrillic: dict) -> list[tuple[int, str, str, str]]:
    """A name the translations keep in Latin, named in the English sentence and written here in
    Cyrillic letters ("ХУНТА" for JUNTA): (where, the word, the name, the message: both ways counted,
    the reviewers' cells too, for the team to decide which the text keeps)."""
    out = []
    for name, n in names.items():
        written = re.search(rf"\b{name}\b", src, re.IGNORECASE)
        if not written or not written.group()[0].isupper() or any(x.text.lower() == name for x in tokens):
            continue
        for x in tokens:
            if x.parse is not None and _sounds_like(x.text, name):
                latin, spelt = cyrillic.get(name, (n, 1))
                out.append((x.start, x.text, written.group(),
                            said("name_in_cyrillic", name=written.group(), written=x.text, n=latin,
                                 count=max(spelt, 1))))
    return out


def synonym_forms(segments: pd.DataFrame, corpora) -> list[list]:
    """In a Russian-only text: a noun phrase of two words (a noun and its genitive, an adjective and its
    noun) written at least ``ESTABLISHED`` times, and written less than a third as often with one word
    replaced by another the lexicon gives for the same English word ("маркер стабильности" once beside
    "жетон стабильности" four times: marker is маркер or жетон).  Each place of the rarer form is an
    ``inconsistent_term`` finding: one term written two ways."""
    from .qa import quote
    synonyms = lexicon_synonyms()
    out = []
    for corpus in corpora:
        seg = segments[(segments.corpus == corpus) & (segments.lang == "ru")]
        places: dict[tuple, list] = defaultdict(list)        # (lemma, lemma) -> (segment, start, end)
        shapes: dict[tuple, tuple] = {}
        for r in seg.itertuples():
            tokens = tokens_of(r.text)
            for a, b in zip(tokens, tokens[1:]):
                if a.parse is None or b.parse is None or re.search(r"[^\s]", r.text[a.end:b.start]):
                    continue
                shape = _phrase_shape(a.parse, b.parse)
                if shape:
                    pair = (a.parse.normal_form.replace("ё", "е"), b.parse.normal_form.replace("ё", "е"))
                    places[pair].append((r, a.start, b.end))
                    shapes[pair] = shape
        for (x, y), seen in places.items():
            if len(seen) < ESTABLISHED:
                continue
            rivals = [((x2, y), x2) for x2 in sorted(synonyms.get(x, ()))] + \
                     [((x, y2), y2) for y2 in sorted(synonyms.get(y, ()))]
            for rival, word in rivals:
                if rival not in places or shapes[rival] != shapes[(x, y)] or 3 * len(places[rival]) > len(seen):
                    continue
                usual = Counter(t.text[s:e].lower() for t, s, e in seen).most_common(1)[0][0]
                for r, start, end in places[rival]:
                    phrase = r.text[start:end]
                    out.append([r.corpus, int(r.location), r.cell, int(r.line) + r.text[:start].count("\n"),
                                "inconsistent_term", quote(r.text, start, end, 25), usual,
                                f"'{phrase}' here, '{usual}' in {len(seen)} places ('{word}' where the other has a word "
                                f"the lexicon gives for the same English word): one term written two ways; decide one"])
    return out


@lru_cache(maxsize=1)
def lexicon_synonyms() -> dict[str, frozenset]:
    """A lemma -> the lemmas the seed lexicon gives for the same English word (маркер, жетон)."""
    from .matching import seed_lexicon
    synonyms: dict[str, set] = defaultdict(set)
    for rus in seed_lexicon().values():
        lemmas = {next(iter(sorted(lemma_words(r)[0])), r) for r in rus if re.fullmatch(r"[а-яё]+", r)}
        for lemma in lemmas:
            synonyms[lemma] |= lemmas - {lemma}
    return {k: frozenset(v) for k, v in synonyms.items()}


def _phrase_shape(a, b) -> tuple | None:
    """("NOUN", "gent") for a noun and its genitive, ("ADJF", "NOUN") for an adjective and its noun."""
    if a.tag.POS == "NOUN" and b.tag.POS == "NOUN" and "gent" in b.tag and "Fixd" not in b.tag:
        return ("NOUN", "gent")
    if a.tag.POS == "ADJF" and b.tag.POS == "NOUN" and a.tag.case == b.tag.case and "Apro" not in a.tag \
            and "Anum" not in a.tag:
        return ("ADJF", "NOUN")
    return None
