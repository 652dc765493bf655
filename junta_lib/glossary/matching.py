"""Matching English terms to their Russian renderings, occurrence by occurrence.

In each aligned unit (a row's English against one translation variant, or a paragraph pair) every
occurrence of an English term is given the Russian noun phrase of the target that translates it:
- word by word: the phrase whose lemmas cover the term's content words best, through the word
  translations learned from the corpus (``learn.py``), the seed lexicon when one is given
  (data/glossary/lexicon_en_ru.csv), or transliteration ("Budget" ~ "бюджет");
- the fuller phrase wins a tie ("жетонов контроля", not "жетона", for "Control markers"); a phrase
  taken by a longer term is not given to a shorter one;
- a numbered heading anchors its noun ("Phase 3" ~ "Этап 3");
- with no word-level evidence, a phrase that occurs with the term across the corpus and rarely
  without it.
A place said after the phrase that says a word of the term the term's other renderings say
("банковского счета в Швейцарии", the Swiss Bank Account) goes with the phrase (``with_place_after``).
An English term left in Latin letters in the Russian is recorded as ``untranslated``: never as a
rendering.  Each row says where it stands: the unit's location, the target cell, the file line and
the character span, so QA can quote it.
"""
from __future__ import annotations

import csv
import re
from collections import Counter, defaultdict
from difflib import SequenceMatcher
from functools import lru_cache

import pandas as pd

from ..core.rulesets import data_path
from ..russian import parse_ru
from .learn import cognate
from .terms import RU_TOKEN, russian_spans

RENDER_COLUMNS = ["corpus", "location", "cell", "line", "variant", "term", "term_surface", "rendering_key",
                  "rendering", "case", "score", "kind", "start", "end", "how"]
FUNCTION_WORDS = {"of", "the", "a", "an", "for", "is", "de", "las", "to", "in", "on", "and"}
LEXICAL = 0.5
PARTIAL = 0.4                # a phrase that renders some of a term's words, shown for review
POSITION = 0.12              # how near (relative position) an unexplained noun must stand to be taken
ASIDE = re.compile(r"\([^()]*\)")
REVERSE_SHARE = 0.6          # a learned link this sure gives a Russian-only term its English word


@lru_cache(maxsize=1)
def seed_lexicon() -> dict[str, frozenset]:
    """English word -> Russian words, each also under its pymorphy3 lemma ("деньги" -> "деньга")."""
    out: dict[str, set] = defaultdict(set)
    with data_path("glossary", "lexicon_en_ru.csv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            ru = row["ru"].strip().lower()
            for form in (ru, parse_ru(ru)[0]):
                out[row["en"].strip().lower()].add(form.replace("ё", "е"))
    return {k: frozenset(v) for k, v in out.items()}


def stems(en: str) -> list[str]:
    out = [en]
    if en.endswith("s"):
        out.append(en[:-1])
    if en.endswith("ing"):
        out += [en[:-3], en[:-3] + "e"]
    if en.endswith("ed"):
        out += [en[:-2], en[:-1]]
    return out


class Lexicon:
    """Which English word may translate to which Russian lemma: learned, seeded, transliterated."""

    def __init__(self, learned: dict[str, dict[str, float]], seed: bool = True):
        self.learned = learned
        self.seed = seed_lexicon() if seed else {}
        self._cache: dict[tuple[str, str], float] = {}
        self._coverage: dict[tuple, tuple[float, bool]] = {}
        self._starts_of: dict[str, set[str]] = {}

    def match(self, en: str, ru: str) -> float:
        """How sure: 1.0 for the seed lexicon and transliteration, the link share for a learned
        translation, 0 for none."""
        key = (en, ru)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._match(en, ru)
        return hit

    def _match(self, en: str, ru: str) -> float:
        ru_plain = ru.replace("ё", "е")
        best = 0.0
        for s in (stems(en) if ru_plain[:2] in self._starts(en) else ()):
            for known in self.seed.get(s, ()):
                if ru_plain == known or _same_family(ru_plain, known) or (
                        len(known) >= 8 and abs(len(known) - len(ru_plain)) <= 2 and known[:2] == ru_plain[:2]
                        and SequenceMatcher(None, ru_plain, known).ratio() >= 0.92):
                    return 1.0
            for known, share in self.learned.get(s, {}).items():
                if ru_plain == known or _same_family(ru_plain, known):
                    best = max(best, 0.4 + share / 2)     # below the seed and transliteration
        if len(en) >= 5 and cognate(en, ru):
            return 1.0
        return best

    def _starts(self, en: str) -> set[str]:
        """The first two letters of every Russian word the lexicon knows for ``en``: a word starting
        otherwise is none of them, nor of their families (see _same_family), whatever the rest."""
        starts = self._starts_of.get(en)
        if starts is None:
            starts = self._starts_of[en] = {known[:2] for s in stems(en)
                                            for known in (*self.seed.get(s, ()), *self.learned.get(s, {}))}
        return starts

    def reverse(self) -> dict[str, str]:
        """Russian lemma -> its most strongly learned English word (then the seed's first)."""
        out: dict[str, tuple[float, str]] = {}
        for en, table in self.learned.items():
            for ru, share in table.items():
                if share >= REVERSE_SHARE and share > out.get(ru, (0.0, ""))[0]:
                    out[ru] = (share, en)
        words = {ru: en for ru, (_, en) in out.items()}
        for en, rus in sorted(self.seed.items()):
            for ru in sorted(rus):
                words.setdefault(ru, en)
        return words

    def coverage(self, words: tuple[str, ...], rendering: tuple) -> tuple[float, bool]:
        """How well a Russian phrase covers the term's content words (1.0: every word, nothing else),
        and whether it covers every one of them."""
        key = (words, rendering)
        hit = self._coverage.get(key)
        if hit is None:
            hit = self._coverage[key] = self._cover(words, rendering)
        return hit

    def _cover(self, words: tuple[str, ...], rendering: tuple) -> tuple[float, bool]:
        if not words:
            return 0.0, False
        grid = [[self.match(w, r) for r in rendering] for w in words]
        strength = [max(row, default=0.0) for row in grid]
        matched_en = sum(1 for x in strength if x)
        if not matched_en:
            return 0.0, False
        matched_ru = sum(1 for column in zip(*grid) if any(column))
        return (sum(strength) / len(words)) * (matched_ru / len(rendering)) ** 0.5, matched_en == len(words)


def _same_family(a: str, b: str) -> bool:
    """Words of one root: "контроль" / "контролировать", "стабильность" / "стабильный"."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n >= 6 and n >= 0.75 * min(len(a), len(b))


def content_words(key: str) -> tuple[str, ...]:
    return tuple(w for w in key.split() if w not in FUNCTION_WORDS)


def match_renderings(pairs: pd.DataFrame, finders: dict, lexicon: Lexicon) -> pd.DataFrame:
    """One row per rendering (or untranslated occurrence) of an English term in a unit's target."""
    rows = []
    for corpus, group in pairs.groupby("corpus", sort=False):
        finder = finders[corpus]
        items = []
        n_term: Counter = Counter()
        n_phrase: Counter = Counter()
        both: Counter = Counter()
        for pair in group.itertuples():
            found = finder.find(pair.src)
            if not found:
                continue
            spans = russian_spans(pair.tgt, named=True)
            terms = {k for k, _, _, _ in found}
            phrases = {s[0] for s in spans}
            items.append((pair, found, spans))
            n_term.update(terms)
            n_phrase.update(phrases)
            for t in terms:
                for p in phrases:
                    both[(t, p)] += 1
        before = len(rows)
        for pair, found, spans in items:
            rows += _match_unit(corpus, pair, found, spans, lexicon, (n_term, n_phrase, both))
        rows += _guess_rare(corpus, items, rows[before:], lexicon)
        rows += _residuals(corpus, items, rows[before:], lexicon, finder)
    return pd.DataFrame(rows, columns=RENDER_COLUMNS)


def _english_words_at(text: str, words: str) -> list[tuple[int, int]]:
    """Where ``words`` stand in ``text`` with no Latin letter glued to either side (left to right,
    not overlapping), as a pattern would find them, without compiling one for every term."""
    out, start, n = [], 0, len(words)
    while (at := text.find(words, start)) >= 0:
        if not _latin(text[at - 1:at]) and not _latin(text[at + n:at + n + 1]):
            out.append((at, at + n))
            start = at + n
        else:
            start = at + 1
    return out


def _latin(char: str) -> bool:
    return "a" <= char <= "z" or "A" <= char <= "Z"


def _match_unit(corpus, pair, found, spans, lexicon: Lexicon, assoc_counts) -> list[list]:
    n_term, n_phrase, both = assoc_counts
    surfaces: dict[str, str] = {}
    counts: Counter = Counter()
    for key, surface, _, _ in found:
        surfaces.setdefault(key, surface)
        counts[key] += 1
    tgt = pair.tgt
    low = tgt.lower()
    claimed: list[tuple[int, int]] = []
    # the sentence's own phrase renders a term before one in an aside in parentheses: "пять центров власти
    # (ключевых центров, силовых центров)" renders Power Centers with "центров власти"
    asides = [m.span() for m in ASIDE.finditer(tgt)]
    out = []

    def free(a, b):
        return not any(x < b and a < y for x, y in claimed)

    def record(key, rkey, surface, case, score, kind, a, b, how):
        claimed.append((a, b))
        line = int(pair.line) + tgt[:a].count("\n")
        out.append([corpus, pair.tgt_location, pair.cell, line, pair.variant, key, surfaces[key], rkey, surface,
                    case, round(score, 3), kind, a, b, how])

    for key in sorted(counts, key=lambda k: (-len(k.split()), -len(k))):
        surface_en = surfaces[key]
        if len(surface_en) > 2:
            for a, b in _english_words_at(low, surface_en.lower()):
                if free(a, b):
                    record(key, (surface_en.lower(),), tgt[a:b], "", 1.0, "untranslated", a, b,
                           "English left in the translation")
        words = content_words(key)
        where = [(x + y) / 2 / max(len(pair.src), 1) for k, _, x, y in found if k == key]
        scored = []
        for rkey, rsurface, case, a, b in spans:
            lex, complete = lexicon.coverage(words, rkey)
            if lex >= LEXICAL or not complete and lex >= PARTIAL:
                c = both[(key, rkey)]
                assoc = (c / n_term[key]) * (c / n_phrase[rkey]) ** 0.5 if c else 0.0
                near = -min(abs((a + b) / 2 / max(len(tgt), 1) - w) for w in where)
                outside = not complete or not any(x < a and b < y for x, y in asides)
                scored.append(((complete, round(lex, 2), len(rkey), outside, round(assoc, 2), near), rkey, rsurface,
                               case, a, b, lex, complete))
        scored.sort(key=lambda x: x[0], reverse=True)
        listed = _list_item(pair.src, surface_en, tgt) if counts[key] == 1 else None
        if listed is not None and free(*listed[3:5]) and not any(
                listed[3] <= a and b <= listed[4] for _, _, _, _, a, b, _, _ in scored[:1]):
            rkey, rsurface, case, a, b = listed       # the term stands in a list: its place in the
            record(key, rkey, rsurface, case, 0.6, "rendering", a, b, "the same place in a list")
            continue                                  # translation's list, not a phrase outside it
        if not (scored and scored[0][-1]):            # no complete rendering: is it a heading?
            heading = _heading(pair.src, found, key, tgt)
            if heading is not None and free(heading[3], heading[4]):
                rkey, rsurface, case, a, b = heading
                record(key, rkey, rsurface, case, 0.5, "rendering", a, b, "heading")
                continue
        picked = 0
        for _, rkey, rsurface, case, a, b, lex, complete in scored:
            if picked >= counts[key]:
                break
            if free(a, b):
                kind = "rendering" if complete else "partial"
                record(key, rkey, rsurface, case, lex, kind, a, b,
                       "word translations" if complete else "only some of the term's words")
                picked += 1
        if picked:
            continue
        anchored = _number_anchor(pair.src, surface_en, tgt)
        if anchored is not None and free(*anchored[3:5]):
            rkey, rsurface, case, a, b = anchored
            record(key, rkey, rsurface, case, 0.6, "rendering", a, b, "numbered heading")
            continue
        best = None
        for rkey, rsurface, case, a, b in spans:
            c = both[(key, rkey)]
            if c < 3 or not free(a, b):
                continue
            assoc = (c / n_term[key]) * (c / n_phrase[rkey]) ** 0.5
            if assoc >= 0.8 and (best is None or (assoc, len(rkey)) > (best[0], len(best[1]))):
                best = (assoc, rkey, rsurface, case, a, b)
        if best is not None:
            assoc, rkey, rsurface, case, a, b = best
            record(key, rkey, rsurface, case, 0.4 * assoc, "rendering", a, b, "co-occurrence")
            continue
    return out


def _guess_rare(corpus, items, rows, lexicon) -> list[list]:
    """A one-word term with no rendering anywhere in the corpus (a rare word: "Knife", "counters")
    is given, where it stands, the Russian noun at the same relative position that nothing else
    explains - when those guesses agree; marked so the reviewer checks it."""
    rendered = {r[5] for r in rows if r[0] == corpus and r[11] == "rendering"}
    out = []
    for pair, found, spans in items:
        taken = [(r[12], r[13]) for r in rows if r[0] == corpus and r[1] == pair.tgt_location
                 and r[2] == pair.cell and r[4] == pair.variant]
        for key in dict.fromkeys(k for k, _, _, _ in found):      # in the order they stand (a stable output)
            words = content_words(key)
            if key in rendered or len(words) != 1:
                continue
            guess = _by_position(pair.src, found, key, words, pair.tgt, spans, lexicon)
            if guess is None or any(x < guess[4] and guess[3] < y for x, y in taken):
                continue
            rkey, rsurface, case, a, b = guess
            surface = next(s for k, s, _, _ in found if k == key)
            line = int(pair.line) + pair.tgt[:a].count("\n")
            out.append([corpus, pair.tgt_location, pair.cell, line, pair.variant, key, surface, rkey, rsurface,
                        case, 0.3, "rendering", a, b, "word position"])
            taken.append((a, b))
    # kept only where the guesses agree, twice at least: a guess made once is as likely wrong as right
    lemmas: dict = {}
    for r in out:
        lemmas.setdefault(r[5], []).append(r[7])
    sure = {k for k, found in lemmas.items() if len(found) >= 2 and len(set(found)) == 1}
    return [r for r in out if r[5] in sure]


RESIDUAL_REACH = 0.2        # how near (relative position in the sentences) the unexplained noun must stand
RESIDUAL_RARE = 4.5         # and how rare in general Russian (Zipf): "момент", "часть", "способ" explain nothing


def _residuals(corpus, items, rows, lexicon, finder) -> list[list]:
    """An occurrence of a one-word name of a thing (capitalised: "build the Bow") left without a
    rendering: in the sentence aligned with its own, the one Russian noun that no other English word
    of the sentence accounts for, no other term took, that stands near the same relative place and
    is no common word of general Russian ("создать «Лук»").  Only where exactly one such noun is
    left; marked so the reviewer checks it.  This is how a rendering the lexicon does not know yet
    (a synonym, a rare word) comes to count."""
    from .discover import STOP
    from .frequency import FREQUENCIES
    from .learn import en_positions
    from .tmx import align_sentences
    done: Counter = Counter()
    taken: dict = defaultdict(list)
    for r in rows:
        done[(r[1], r[2], r[4], r[5])] += 1
        taken[(r[1], r[2], r[4])].append((r[12], r[13]))
    out = []
    for pair, found, spans in items:
        unit = (pair.tgt_location, pair.cell, pair.variant)
        wanted = Counter(k for k, _, _, _ in found if len(content_words(k)) == 1 and finder.terms.get(k)
                         and not k.endswith(("able", "ible", "al", "ic", "ive", "ous", "ing")))
        missing = {k: n - done[unit + (k,)] for k, n in wanted.items() if n > done[unit + (k,)]}
        if not missing:
            continue
        src_sentences, tgt_sentences = _sentences(pair.src), _sentences(pair.tgt)
        beads = align_sentences([t for t, _, _ in src_sentences], [t for t, _, _ in tgt_sentences])
        where_src = {t: (a, b) for t, a, b in src_sentences}
        where_tgt = {t: (a, b) for t, a, b in tgt_sentences}
        for src_text, tgt_text in beads:
            sa, sb = _bead_range(src_text, where_src)
            ta, tb = _bead_range(tgt_text, where_tgt)
            keys = [(k, (a + b) / 2) for k, _, a, b in found if sa <= a < sb and k in missing]
            if len(keys) != 1:
                continue                              # one missing term in the sentence, or none is sure
            key, middle = keys[0]
            at = (middle - sa) / max(sb - sa, 1)
            own = set(content_words(key))
            others = set(en_positions(src_text)) - own - STOP
            candidates = [s for s in spans if len(s[0]) == 1 and ta <= s[3] and s[4] <= tb
                          and parse_ru(s[1].lower())[1] == "NOUN"
                          and not any(x < s[4] and s[3] < y for x, y in taken[unit])
                          and abs(((s[3] + s[4]) / 2 - ta) / max(tb - ta, 1) - at) <= RESIDUAL_REACH
                          and FREQUENCIES.zipf(s[0][0], "ru") < RESIDUAL_RARE
                          and not any(lexicon.match(o, s[0][0]) for o in others)]
            if len({c[0] for c in candidates}) != 1:
                continue
            rkey, rsurface, case, a, b = candidates[0]
            surface = next(s for k, s, _, _ in found if k == key)
            line = int(pair.line) + pair.tgt[:a].count("\n")
            out.append([corpus, pair.tgt_location, pair.cell, line, pair.variant, key, surface, rkey, rsurface,
                        case, 0.3, "rendering", a, b, "the sentence's one unexplained noun"])
            taken[unit].append((a, b))
            missing[key] -= 1
    # kept where the term has no rendering yet (Bow: лук) or the noun shares a root with one it has
    # (Movement: движение, передвижение); an unrelated noun beside known renderings is more likely
    # a word the lexicon misses than another rendering
    known: dict = defaultdict(set)
    for r in rows:
        if r[11] == "rendering" and len(r[7]) == 1:
            known[r[5]].add(str(r[7][0]))
    return [r for r in out if not known[r[5]] or any(_related(str(r[7][0]), k) for k in known[r[5]])]


def _related(a: str, b: str) -> bool:
    """One root: one word inside the other ("движение" in "передвижение") or a long common start."""
    return a in b or b in a or _same_family(a, b)


def _sentences(text: str) -> list[tuple[str, int, int]]:
    """The sentences of a text (tmx.split_sentences) with where each starts and ends in the text."""
    from .tmx import split_sentences
    out, pos = [], 0
    squeezed = []                                     # index in the text of each character of " ".join(text.split())
    for m in re.finditer(r"\S+", text):
        if squeezed:
            squeezed.append(m.start() - 1)
        squeezed.extend(range(m.start(), m.end()))
    flat = " ".join(text.split())
    for sentence in split_sentences(text):
        at = flat.find(sentence, pos)
        if at < 0:
            continue
        pos = at + len(sentence)
        out.append((sentence, squeezed[at], squeezed[at + len(sentence) - 1] + 1))
    return out


def _bead_range(text: str, where: dict) -> tuple[int, int]:
    """Where a bead's side (one or two sentences joined by a space) stands in the text."""
    if text in where:
        return where[text]
    parts = [where[t] for t in where if t and t in text]
    return (min(a for a, _ in parts), max(b for _, b in parts)) if parts else (0, 0)


def _by_position(src, found, key, words, tgt, spans, lexicon) -> tuple | None:
    """A one-word term nothing else explains ("three volleys in the declared areas" / "три залпа в
    заявленных областях"): the Russian noun at the nearest relative position that no other English
    word of the unit translates, if it stands near enough."""
    from .discover import FIND_TOKEN, STOP
    occ = next(((a + b) / 2 / max(len(src), 1) for k, _, a, b in found if k == key), None)
    if occ is None:
        return None
    others = {w.lower() for w in FIND_TOKEN.findall(src)} - set(words) - STOP
    best = None
    for rkey, rsurface, case, a, b in spans:
        if len(rkey) != 1:
            continue
        if any(lexicon.match(o, rkey[0]) for o in others):
            continue                                  # another English word accounts for it
        distance = abs((a + b) / 2 / max(len(tgt), 1) - occ)
        if distance <= POSITION and (best is None or distance < best[0]):
            best = (distance, rkey, rsurface, case, a, b)
    return None if best is None else best[1:]


HEAD_GAP = re.compile(r"^[\W\d_]*")


def _heading(src: str, found, key: str, tgt: str):
    """A term that is a heading ("Police Response If any Rebel ...", or a paragraph of its own:
    "Fighting a Beast:") against the translation's heading: its words before the first sentence
    starts ("Реакция полиции Если ..."), five at most."""
    occ = next(((a, b) for k, _, a, b in found if k == key), None)
    if occ is None or src[:occ[0]].strip(" \t\n0123456789.:•–—-") != "":
        return None
    rest = src[occ[1]:].strip(" :.-–—")
    if rest and not rest[:1].isupper():
        return None                                   # the term opens a sentence, not a heading
    start = HEAD_GAP.match(tgt).end()
    words = list(RU_TOKEN.finditer(tgt[start:]))
    if not words or words[0].start() != 0:
        return None
    take = [words[0]]
    for m in words[1:5]:
        gap = tgt[start + take[-1].end():start + m.start()]
        if m.group()[:1].isupper() or gap.strip(" ") or len(take) >= 5:
            break
        take.append(m)
    if rest == "" and len(words) > len(take):
        return None                                   # a heading paragraph must be all heading
    if not any(parse_ru(m.group().lower())[1] == "NOUN" for m in take):
        return None
    a, b = start + take[0].start(), start + take[-1].end()
    lemmas = tuple(parse_ru(m.group().lower())[0] for m in take)
    return lemmas, tgt[a:b], parse_ru(take[0].group().lower())[2] or "", a, b


LIST = re.compile(r"\(([^()]{3,300})\)")
LIST_SPLIT_EN = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
LIST_SPLIT_RU = re.compile(r",\s*(?:и\s+|или\s+)?|\s+(?:и|или)\s+")


def _list_item(src: str, surface: str, tgt: str):
    """A term named in a list in parentheses ("(Students, Rioters, Demonstrators, Strikers, ...)")
    against the translation's list of as many items ("(студенты, мятежники, демонстранты,
    нападающие, ...)"): the item at the same place, when it is one noun phrase."""
    for m in LIST.finditer(src):
        items = [re.sub(r"^(?:the|a|an)\s+", "", x.strip(), flags=re.I) for x in LIST_SPLIT_EN.split(m.group(1))]
        if len(items) < 3 or surface.lower() not in [x.lower().rstrip("s") for x in items] + [x.lower() for x in items]:
            continue
        at = next(i for i, x in enumerate(items) if x.lower() in (surface.lower(), surface.lower() + "s")
                  or x.lower().rstrip("s") == surface.lower())
        for r in LIST.finditer(tgt):
            parts = LIST_SPLIT_RU.split(r.group(1))
            if len(parts) != len(items):
                continue
            offset = r.start(1) + sum(len(x) for x in parts[:at]) + sum(
                len(sep.group()) for sep in list(LIST_SPLIT_RU.finditer(r.group(1)))[:at])
            item = parts[at].strip()
            start = tgt.find(item, offset)
            spans = [sp for sp in russian_spans(item) if sp[3] == 0 and sp[4] == len(item)]
            if start < 0:
                return None
            if spans:
                rkey, rsurface, case, _, _ = spans[0]
                return rkey, rsurface, case, start, start + len(item)
            if re.fullmatch(r"[а-яё]+", item):             # an adjective standing for a noun: "нападающие"
                lemma, _, case = parse_ru(item)
                return (lemma,), item, case or "", start, start + len(item)
            return None
    return None


def _number_anchor(src: str, surface: str, tgt: str):
    """"Phase 3: ..." against "Этап 3: ...": the Russian noun standing before the same number."""
    m = re.search(re.escape(surface) + r"s? (\d+)\b", src, re.IGNORECASE)     # "this phase" and "Phase 5"
    if not m:
        return None
    n = m.group(1)
    r = re.search(r"([А-Яа-яЁё]+) " + n + r"\b", tgt)
    if not r:
        return None
    lemma, pos, case = parse_ru(r.group(1).lower())
    if pos != "NOUN":
        return None
    return (lemma,), r.group(1), case or "", r.start(1), r.end(1)


def tokens_ru(text: str) -> list[str]:
    return RU_TOKEN.findall(text)


#: a place said after a phrase: "банковского счета в Швейцарии"
PLACE_AFTER = re.compile(r"[ \t]+(в|во|из)[ \t]+([А-ЯЁ][а-яё]+)(?![А-Яа-яЁё-])")
#: how many letters two words share at their start to be one word's forms ("Швейцарии", "швейцарский")
PLACE_STEM = 5


def written_in(pairs: pd.DataFrame, finders: dict):
    """For reconcile: (corpus, term key, one-noun forms) -> how many places of the translated units
    whose English names the term write each form, a unit counting each form up to the times its English
    names the term."""
    from ..russian import lemmas
    named: dict[str, list[tuple[dict, list]]] = {}

    def units(corpus: str) -> list[tuple[dict, list]]:
        if corpus not in named:
            finder = finders.get(corpus)
            rows = pairs[(pairs.corpus == corpus) & pairs.variant.isin(["translation", "paragraph"])]
            named[corpus] = [] if finder is None else [
                (Counter(k for k, *_ in finder.find(p.src)), [lemmas(w) for w in RU_TOKEN.findall(p.tgt)])
                for p in rows.itertuples()]
        return named[corpus]

    def count(corpus: str, key: str, forms: list[str]) -> list[int]:
        wants = [lemmas(form.lower()) for form in forms]
        return [sum(min(terms[key], sum(bool(want & word) for word in words))
                    for terms, words in units(corpus) if terms[key]) for want in wants]
    return count


def with_place_after(renderings: pd.DataFrame, pairs: pd.DataFrame) -> pd.DataFrame:
    """A rendering followed by a place that says a word of the term the term's other renderings say
    ("банковского счета в Швейцарии", the Swiss Bank Account, beside "швейцарский банковский счет"
    elsewhere) takes the place with it: it renders the whole term in another order, not part of it, and
    the glossary counts it as such ("банковский счет в Швейцарии (5)", not "банковский счет (5)").
    The place is a geographical name (pymorphy3's Geox) after в, во or из; a partial rendering stays one
    ("счета в Швейцарии" still leaves the bank unsaid)."""
    from ..russian import parses
    texts = {(p.corpus, p.tgt_location, p.cell, p.variant): p.tgt for p in pairs.itertuples()}
    out = renderings.copy()
    said = out[out.kind == "rendering"].groupby(["corpus", "term"]).rendering.agg(
        lambda rs: {w.lower()[:PLACE_STEM] for r in rs for w in RU_TOKEN.findall(r) if len(w) > PLACE_STEM})
    for i, r in zip(out.index, out.itertuples()):
        if r.kind != "rendering":
            continue                                 # "счета в Швейцарии": the bank still unsaid, a part
        text = texts.get((r.corpus, r.location, r.cell, r.variant), "")
        m = PLACE_AFTER.match(text, int(r.end))
        if m is None:
            continue
        stem = m.group(2).lower()[:PLACE_STEM]
        own = {w.lower()[:PLACE_STEM] for w in RU_TOKEN.findall(r.rendering)}
        if stem in own or stem not in said.get((r.corpus, r.term), set()) \
                or not any(p.tag.POS == "NOUN" and "Geox" in p.tag for p in parses(m.group(2))):
            continue
        out.at[i, "end"] = m.end()
        out.at[i, "rendering"] = " ".join(text[int(r.start):m.end()].split())
        out.at[i, "rendering_key"] = tuple(r.rendering_key) + (m.group(1).lower(), parses(m.group(2))[0].normal_form)
    return out
