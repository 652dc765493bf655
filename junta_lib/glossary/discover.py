"""Term discovery in an English text the project has never seen.

Candidates come from the text itself:
- capitalised phrases ("Foreign Aid deck", "Minister of Internal Security"), kept when they recur,
  or head a component word ("... card", "... marker");
- single capitalised words used as names in mid-sentence ("the Budget", "a Coup") at least twice;
- lower-case key words: frequent here, rare in general English (keyness against the wordfreq
  frequencies), and used as nouns ("a bill", "8 bills");
- lower-case collocations of those words ("pocket money", "roll call vote", "discard pile").
The kit's own vocabulary (``seed``: data/glossary/terms_en.txt, the card, Position and unit names)
is added when given: it is a seed, not the source.  ``TermFinder.find(text)`` then returns the
occurrences of the accepted terms in any text, longest first, keyed by their lower-case citation
form ("Influence cards" -> "influence card").
"""
from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from functools import lru_cache
from typing import Iterable

from .citation import english_citation, english_singular

STOP = {"a", "an", "the", "each", "every", "if", "in", "on", "at", "during", "after", "before", "when",
        "then", "this", "that", "these", "those", "it", "its", "he", "his", "him", "she", "her", "they", "their",
        "there", "you", "your", "we", "our", "all", "any", "some", "no", "not", "nor",
        "once", "also", "however", "example", "examples", "note", "tip", "see", "p", "and", "or", "but",
        "for", "of", "to", "with", "from", "by", "as", "is", "are", "be", "been", "was", "were", "can", "may",
        "must", "only", "both", "either", "other", "others", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "first", "second", "third", "next", "last", "important", "whenever",
        "while", "unless", "although", "since", "because", "so", "otherwise", "instead", "aside",
        "beginning", "following", "finally", "afterwards", "consequently", "additionally", "usually",
        "i", "e", "ii", "iii", "ok", "more", "most", "details", "about", "like", "here", "has", "have", "had",
        "do", "does", "did", "will", "would", "should", "could", "shall", "what", "which", "who", "whom",
        "whose", "where", "how", "why", "than", "into", "onto", "out", "up", "down", "over", "under", "again",
        "same", "such", "own", "per", "via", "not", "just", "still", "even", "very", "much", "many", "few",
        "less", "least", "further", "until", "till", "between", "among", "through", "without", "within",
        "along", "across", "against", "toward", "towards", "upon", "off", "above", "below", "whether", "yet",
        "now", "never", "always", "often", "already", "immediately", "normally", "simply", "thus", "therefore",
        "ie", "eg", "etc", "vs", "yes", "let", "lets", "make", "makes", "made", "get", "gets", "got", "use",
        "used", "uses", "using", "also", "well", "back", "way", "time", "times", "case", "cases", "end", "part",
        "number", "rules", "rule", "rulebook", "game", "games", "page", "section", "following", "example",
        "described", "called", "known", "given", "certain", "new", "old", "different", "possible", "usual",
        "welcome", "life", "plan", "effects", "step", "describes", "indicates", "put", "place", "return",
        "move", "remember", "choose", "announce", "resolve", "discard", "draw", "decrease", "increase",
        "several", "nothing", "resolving", "rolling", "receive", "take", "depicted", "unlike", "another", "does",
        "doe", "regardless", "respective", "appropriate", "additional", "main", "minimum", "maximum"}
VERBISH = {"is", "are", "was", "were", "be", "has", "have", "can", "may", "must", "will", "does", "do", "not",
           "if", "when", "then", "so", "you", "he", "she", "they", "it", "we"}
DETERMINERS = {"a", "an", "the", "his", "her", "their", "its", "your", "my", "our", "each", "every", "any",
               "no", "this", "that", "these", "those", "one", "two", "three", "four", "five", "six", "seven",
               "eight", "nine", "ten", "several", "all", "some", "of", "per", "more", "other", "another"}
COMPONENTS = {"card", "deck", "token", "die", "dice", "tile", "board", "track", "marker", "counter", "pawn"}
HEADS = {"card", "phase", "token", "level", "space", "board", "field", "marker", "track", "deck", "die",
         "dice", "pile", "area", "counter", "pawn", "money", "account", "unit", "tile", "action", "segment",
         "vote", "game", "round", "limit", "squad"}
CAP_PHRASE = re.compile(r"\b([A-Z][a-z]+(?:[- ](?:of the |of |de las |)[A-Z][a-z]+)*)(?: ([a-z]+))?")
WORD = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*")
TOKEN = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*|\d+|[^\sA-Za-z\d]")
FOLLOWERS = {"of", "to", "in", "on", "and", "or", "is", "are", "was", "with", "from", "for", "at", "by", "as",
             "that", "which", "who", "he", "she", "they", "it", "you", "may", "must", "can", "will", "has", "have",
             "be", "into", "onto", "than", "then", "if", "when", "but", "so"}
ADJECTIVE_ENDINGS = ("ed", "ing", "able", "ible", "ive", "ous", "ful", "less", "ent", "ant", "ate", "ary", "ic", "al")
LEADING = {"a", "an", "the", "each", "every", "if", "in", "on", "at", "during", "after", "before", "when", "then",
           "this", "that", "these", "those", "it", "its", "his", "her", "their", "your", "our", "all", "any", "some",
           "no", "and", "or", "but", "for", "of", "to", "with", "from", "by", "as", "see", "also", "however", "note",
           "tip", "example", "examples", "important", "while", "unless", "since", "because", "so", "once", "both",
           "either", "other", "another", "here", "there", "next", "first", "second", "third", "finally"}
CHAIN_BREAKERS = {"the", "a", "an", "this", "that", "each", "every", "if", "when", "in", "on", "at", "all", "any"}
NUMBERED_TITLE = re.compile(r"\b(?:Phase|Step|Segment|Part|Chapter|Stage) \d+[.:] +((?:[A-Za-z]+ ?){1,6})")
KEYNESS = 2.5          # natural log of (share here / share in general English, of the forms used here)
MIN_KEY_COUNT = 3


@lru_cache(maxsize=50_000)
def general_frequency(word: str) -> float:
    from .frequency import FREQUENCIES
    return max(FREQUENCIES.share(word, "en"), 1e-8)


def key_of(phrase: str) -> str:
    """The lower-case citation form: the term's key."""
    return english_citation(" ".join(phrase.replace("-", " ").split())).lower()


def sentence_initial(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    if not before or before[-1] in ".!?:;•–—-(\"“”\n|":
        return True
    last = before.split()[-1]
    return last.isupper() and len(last) > 1          # after a heading in capitals: "INTRODUCTION Welcome"


class TermFinder:
    """The terms of one corpus's English text, and their occurrences in any text."""

    def __init__(self, texts: Iterable[str], seed: Iterable[str] = (), names: Iterable[str] = ()):
        texts = [t for t in texts if t]
        self.names = {n.lower() for n in names}
        self.seed = {key_of(s): s for s in seed}
        self.discovered: dict[str, str] = {}           # key -> how it was found
        found = self._capitalised(texts)
        lower = self._key_words(texts)
        found.update(lower)
        for key, why in found.items():
            if key not in self.seed:
                self.discovered[key] = why
        self.terms: dict[str, bool] = {}               # key -> must the match be capitalised?
        for key, surface in self.seed.items():      # "Church" the card, not "the church"; but "this phase"
            self.terms[key] = surface[:1].isupper() and key not in lower    # is a Phase: a key word in lower case
        for key in self.discovered:
            self.terms.setdefault(key, self._capitalised_key.get(key, False) and key not in lower)
        # keys by their first word, the longest first: at each place the longest term that fits is taken
        self._by_first: dict[str, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
        for key in sorted(self.terms, key=lambda k: -len(k.split())):
            words = tuple(_norm(w) for w in key.split())     # compared word by word in the singular
            self._by_first[words[0]].append((key, words))
        self.aliases: dict[str, str] = {}
        self.plural_aliases: set[str] = set()
        self._found: dict[str, tuple] = {}             # text -> its occurrences, the aliases not yet applied
        self.frequency: Counter = Counter()
        self._surfaces: dict[str, Counter] = defaultdict(Counter)
        for t in texts:
            for k, surface, _, _ in self.find(t):
                self.frequency[k] += 1
                self._surfaces[k][english_citation(surface)] += 1
        self._merge_misspellings()

    def key_surface(self, key: str) -> str:
        """How the text writes a term most often (in the singular): "Influence card"."""
        seen = self._surfaces.get(key)
        return seen.most_common(1)[0][0] if seen else self.seed.get(key, key)

    def _merge_misspellings(self) -> None:
        """"Minster of Internal Security" is "Minister of Internal Security" misspelt: one term, and
        the rarer spelling is remembered (QA reports it)."""
        from difflib import SequenceMatcher
        keys = sorted(self.frequency, key=lambda k: -self.frequency[k])
        for i, rare in enumerate(keys):
            if len(rare) < 5 or rare in self.aliases:
                continue
            for common in keys[:i]:
                if common in self.aliases or len(common.split()) != len(rare.split()):
                    continue
                if len(rare) < 10 and rare.rstrip("s") != common.rstrip("s"):
                    continue
                if rare.rstrip("s") == common.rstrip("s") or rare.replace("ies", "y") == common:
                    self.aliases[rare] = common       # "Palace Guards" / "Palace Guard": one term
                    self.plural_aliases.add(rare)
                    break
                if 2.0 * min(len(rare), len(common)) / (len(rare) + len(common)) < 0.95:
                    continue                          # lengths too far apart for the ratio (its upper bound)
                alike = SequenceMatcher(None, rare, common)   # the quick ratio bounds the ratio from above too
                if alike.quick_ratio() >= 0.95 and alike.ratio() >= 0.95:
                    self.aliases[rare] = common
                    break

    # -- discovery ---------------------------------------------------------------------------------
    def _capitalised(self, texts) -> dict[str, str]:
        counts: Counter = Counter()
        headed: set = set()
        headings = self._headings(texts)
        mid: Counter = Counter()
        named: Counter = Counter()                    # after a determiner: "the Bow", "in the Presidential Palace"
        self._capitalised_key: dict[str, bool] = {}
        for text in texts:
            for m in CAP_PHRASE.finditer(text):
                phrase, tail = m.group(1), m.group(2)
                words = phrase.replace("-", " ").split()
                cut = next((i for i, w in enumerate(words) if i and w.lower() in CHAIN_BREAKERS and w[:1].isupper()), None)
                if cut is not None:                   # "Foreign Aid The Foreign Aid deck": two phrases
                    words, tail = words[:cut], None
                    phrase = " ".join(words)
                while words and words[0].lower() in LEADING:
                    words = words[1:]
                while words and words[-1].lower() in STOP | {"of", "the", "de", "las"}:
                    words, tail = words[:-1], None
                if not words or any(w.lower() in VERBISH for w in words):
                    continue
                if any(w.lower() in self.names for w in words):
                    continue
                start = text.find(words[0], m.start())
                named_here = _after_article(text, start, m.end(1), words)
                if len(words) == 1:
                    if len(words[0]) < (3 if named_here else 4) or words[0].lower() in STOP \
                            or sentence_initial(text, start):
                        continue
                    if words[0].isupper():
                        continue                                   # a heading in capitals
                surface = " ".join(words)
                if named_here:
                    named[key_of(surface)] += 1
                if tail and english_singular(tail).lower() in HEADS and words == phrase.replace("-", " ").split():
                    key = key_of(surface + " " + tail)
                    headed.add(key)
                    counts[key] += 1
                    self._capitalised_key[key] = True
                    if named_here:
                        named[key] += 1           # "during the Weather phase", seen once
                    if len(words) == 1:
                        continue                  # "Political card": "Political" alone is no term
                key = key_of(surface)
                counts[key] += 1
                self._capitalised_key[key] = True
                if len(words) == 1:
                    mid[key] += 1
        known = {tuple(_norm(w) for w in k.split()) for k in [*(k for k, n in counts.items() if n >= 2), *self.seed]}
        out = {}
        for key, n in counts.items():
            size = len(key.split())
            if size == 1 and mid[key] >= 2:
                out[key] = f"capitalised in mid-sentence {mid[key]} times"
            elif named[key] and (size == 1 and mid[key] or size > 1) and not (
                    key in headed and _modifier_is_a_term(key, known)):   # "the Police unit": Police
                out[key] = "capitalised after an article or a possessive, as a name: seen once"
            elif size > 1 and (n >= 2 or key in headed and key.split()[-1] in COMPONENTS or key in headings):
                if key.split()[0].endswith("ing") and n < 2:
                    continue                                       # a heading such as "Withdrawing Money"
                out[key] = f"capitalised phrase, {n} times" + (" (a heading)" if key in headings else "")
        for key in headings:
            if key not in out and len(key.split()) <= 4 and key.split()[0] not in STOP:
                out[key] = "a heading"
        return out

    @staticmethod
    def _headings(texts) -> set[str]:
        """Titles: a whole short paragraph ("Fighting a Beast:", "2. Hunting"), or a phrase in title
        case opening a cell before its first sentence ("Presidential Assassination If the old ...")."""
        found = set()
        for text in texts:
            body = re.sub(r"^[\d.\s•–—-]+", "", text.strip()).rstrip(":. ")
            words = body.split()
            if 1 <= len(words) <= 4 and words[0][:1].isupper() and not body.isupper():
                found.add(key_of(body))
                continue
            m = re.match(r"^([A-Z][a-z]+(?: (?:of |of the |a |an |and |or )?[A-Z][a-z]+){1,4}) (?=[A-Z][a-z]*\b)", body)
            if m and not any(w.lower() in VERBISH for w in m.group(1).split()):
                title = m.group(1).split()
                cut = next((i for i, w in enumerate(title) if i and w[:1].isupper() and w.lower() in CHAIN_BREAKERS),
                           len(title))
                found.add(key_of(" ".join(title[:cut])))   # "Foreign Aid The Foreign Aid deck": "Foreign Aid"
            for m in NUMBERED_TITLE.finditer(text):        # "Phase 7: Banking If the Bank ...": "Banking"
                words, rest = [], m.group(1).split()
                for i, w in enumerate(rest):
                    if w in ("of", "the", "a", "an") and words:
                        words.append(w)
                        continue
                    if w.lower() in LEADING | VERBISH or not w[:1].isupper():
                        if w[:1].islower() and w not in FOLLOWERS and len(words) > 1 and words[-1][:1].isupper() \
                                and words[-1].endswith("s"):
                            words.pop()           # "Assassinations Players announce": "Players" opens the sentence
                        break
                    words.append(w)
                while words and not words[-1][:1].isupper():
                    words.pop()
                if words:
                    found.add(key_of(" ".join(words)))
        return found

    def _key_words(self, texts) -> dict[str, str]:
        tokens = [[w for w in WORD.findall(t)] for t in texts]
        counts: Counter = Counter()
        nounish: Counter = Counter()
        headish: Counter = Counter()          # a noun phrase ends here: "a bill." "the stack of"
        forms: dict[str, set] = defaultdict(set)
        for text in texts:
            toks = TOKEN.findall(text)
            for i, w in enumerate(toks):
                if not w.islower() or not w[0].isalpha():
                    continue
                lemma = english_singular(w)
                counts[lemma] += 1
                forms[lemma].add(w)
                prev = toks[i - 1].lower() if i else ""
                if prev in DETERMINERS or prev.isdigit():
                    nounish[lemma] += 1
                    after = toks[i + 1] if i + 1 < len(toks) else "."
                    if not after[0].isalpha() or after.lower() in FOLLOWERS:
                        headish[lemma] += 1
        total = sum(counts.values()) or 1
        keys = {}
        for lemma, n in counts.items():
            if n < MIN_KEY_COUNT or lemma in STOP or len(lemma) < 3 or not nounish[lemma] or lemma in self.names:
                continue
            if not headish[lemma] or lemma.endswith(ADJECTIVE_ENDINGS) and headish[lemma] < 2:
                continue                              # an adjective or a verb form here
            share = n / total                 # against the general frequency of the forms used here
            keyness = math.log(share / sum(general_frequency(f) for f in forms[lemma]))
            if keyness >= KEYNESS:
                keys[lemma] = keyness
        out = {k: f"key word ({counts[k]} times, keyness {v:.1f})" for k, v in keys.items()}
        # collocations: two or three lower-case words, the last a key word or a component noun
        grams: Counter = Counter()
        for ws in tokens:
            low = [w.lower() if w.islower() else None for w in ws]
            for n in (2, 3):
                for i in range(len(low) - n + 1):
                    gram = low[i:i + n]
                    if None in gram or any(g in STOP for g in gram):
                        continue
                    grams[tuple(gram[:-1] + [english_singular(gram[-1])])] += 1
        accepted = {}
        for gram, n in grams.items():
            if n < MIN_KEY_COUNT or gram[-1] not in keys and gram[-1] not in HEADS:
                continue
            first = english_singular(gram[0])
            if not nounish[first] and not gram[0].endswith(ADJECTIVE_ENDINGS[2:]):
                continue                              # a verb and its object: "perform transaction"
            expected = math.prod(counts[english_singular(g)] / total for g in gram) * total
            if n / max(expected, 1e-9) >= 8:
                accepted[gram] = n
        for gram, n in accepted.items():
            longer = [g for g, m in accepted.items() if len(g) > len(gram) and m >= 0.8 * n
                      and any(g[i:i + len(gram)] == gram for i in range(len(g) - len(gram) + 1))]
            if not longer:                            # "call vote" is part of "roll call vote"
                out[" ".join(gram)] = f"collocation ({n} times)"
        return out

    # -- finding -----------------------------------------------------------------------------------
    def find(self, text: str) -> list[tuple[str, str, int, int]]:
        """(key, surface, start, end) of every term occurrence, the longest at each place, no overlaps.
        Words are compared in the singular and without case ("Influence cards" is "influence card");
        the words of a term stand next to each other, split by spaces or a hyphen.  A text is read
        once (a build asks again for the same English sentences, one time for each translation of it)."""
        found = self._found.get(text)
        if found is None:
            found = self._found[text] = self._occurrences(text)
        aliases = self.aliases
        return [(aliases.get(key, key), surface, a, b) for key, surface, a, b in found]

    def _occurrences(self, text: str) -> tuple[tuple[str, str, int, int], ...]:
        tokens = [(m.start(), m.end(), _norm(m.group())) for m in FIND_TOKEN.finditer(text)]
        out = []
        i = 0
        while i < len(tokens):
            hit = None
            for key, words in self._by_first.get(tokens[i][2], ()):
                n = len(words)
                if i + n > len(tokens):
                    continue
                if all(tokens[i + j][2] == words[j] and _joined(text, tokens[i + j - 1][1], tokens[i + j][0])
                       for j in range(1, n)):
                    a = tokens[i][0]
                    if self.terms[key] and not text[a].isupper():
                        continue             # "Church" the card, not "the church" in prose
                    hit = (key, n)
                    break
            if hit is None:
                i += 1
                continue
            key, n = hit
            a, b = tokens[i][0], tokens[i + n - 1][1]
            if text[b - 2:b] in ("’s", "'s") and b - 2 > a:
                b -= 2                                # "the Minister’s": the term is "Minister"
            out.append((key, text[a:b], a, b))
            i += n
        return tuple(out)

    def __getstate__(self) -> dict:
        """Pickled (the build's kept corpus work) without the texts already read."""
        return {k: v for k, v in self.__dict__.items() if k != "_found"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state, _found={})


def _modifier_is_a_term(key: str, known: set) -> bool:
    """Is the part before a headed phrase's head a term already ("Police" of "the Police unit",
    "Building Action" of "the Building Action field")?  ``known``: the terms' words, in the singular."""
    return tuple(_norm(w) for w in key.split()[:-1]) in known


ARTICLE_BEFORE = re.compile(r"([A-Za-z]+)[ \t]+$")


def _after_article(text: str, start: int, end: int, words: list[str]) -> bool:
    """Is a capitalised phrase used as a name: after an article or a possessive that does not itself
    open the sentence ("in the Presidential Palace", "the Bow"; not "The Course of a Coup Phase"), not
    cut short by a letter the pattern does not know ("Rep" of "República"), not a verb or adjective
    form alone ("the Presidential ...")?"""
    m = ARTICLE_BEFORE.search(text, max(0, start - 12), start)
    if m is None or m.group(1).lower() not in DETERMINERS - {"of", "one", "all", "more"} \
            or sentence_initial(text, m.start(1)) or text[end:end + 1].isalpha():
        return False
    if words[-1].endswith(("ing", "ed")):
        return False
    return not (len(words) == 1 and words[0].lower().endswith(("al", "ic", "ous", "ive", "ful", "ent", "ant")))


FIND_TOKEN = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)?")


@lru_cache(maxsize=50_000)
def _norm(word: str) -> str:
    if word.endswith(("'s", "’s")) and len(word) > 3:         # "that Position’s vote": Position
        word = word[:-2]
    return english_singular(word).lower()


def _joined(text: str, end: int, start: int) -> bool:
    gap = text[end:start]
    return len(gap) <= 3 and gap.strip(" -\u00a0") == ""


def _word_pattern(word: str) -> str:
    """A word of a key, matching its plural too ("card" -> "cards", "army" -> "armies")."""
    w = re.escape(word)
    if word.endswith("y") and len(word) > 3:
        return w[:-1] + "(?:y|ies)"
    if word.endswith(("ch", "sh", "x", "s", "z")):
        return w + "(?:es)?"
    return w + "s?"
