"""A decided term's other renderings, wherever they still stand in a translation.

A decision (glossary/decisions.csv) replaces the term's other renderings: bill is купюра, so the
translation's чек and счёт for a bill are to change; Phase is фаза, so этап goes.  The words it
replaces are the term's other variants in the glossary (этап, позиция, удар, штаб-квартира) and the
words the kit's lexicon gives for the term's English (bill: чек, счёт, банкнота), a one-word
rendering each.  Every place such a word stands in a translation (found by its lemma in the text,
not only where the aligner aligned the term: "2 чека" where the English says "2x 1 million") is an
``inconsistent_term`` finding naming the decision, when the word there means the term:

- the aligned English sentence names the term, or the decision's note names the word among those it
  replaces (the bill decision names "чеки": "2 чека" where the English says "2x 1 million"; but
  "на одну позицию" where the English sentence names no Position is a place on a track);
- no other English word of the aligned sentence translates the word (счёт in "Швейцарский банковский
  счёт" is the Swiss Bank account: "account" translates it; "большие чеки" are the "large checks"),
  and no other term the sentence names has it among its renderings;
- it is not inside the translator's question the decision answers ("(деньги, чеки, купюры?)").

A place an earlier finding already shows (key_term_missing quotes the first этап of a unit) is not
reported twice.
"""
from __future__ import annotations

import re
from collections import defaultdict

import pandas as pd

#: a translator's question inside parentheses ("(деньги, чеки, купюры?)"): reported as such, and what
#: the decision answers
QUESTION = re.compile(r"\([^()]*\?")

from .decisions import decision_note
from .messages import said
from .stand_ins import explained, lemma_words, tokens_of, unit_sentences


def replaced_words(term, lexicon) -> set[str]:
    """The one-word renderings a decision for ``term`` replaces: its other variants and the words the
    seed lexicon gives for its English, the decided target's own words aside."""
    from .matching import FUNCTION_WORDS, stems
    from .tbx import variants_of
    own = frozenset().union(*lemma_words(term.preferred_target))
    out = set()
    for form, _ in variants_of(term.variants):
        words = lemma_words(form)
        if len(words) == 1 and not words[0] & own:
            out |= words[0]
    english = [w for w in re.findall(r"[a-z]+", term.source_term.lower()) if w not in FUNCTION_WORDS]
    if len(english) == 1:                    # "League" of Home Defense League is no word of its own
        for s in stems(english[0]):
            for ru in lexicon.seed.get(s, ()):
                words = lemma_words(ru)
                if len(words) == 1 and not words[0] & own:
                    out |= words[0]
    return {w for w in out if len(w) >= 3}


def decided_terms(terms: pd.DataFrame, finders: dict):
    """(term, the corpus's term finder, the term's key) of each decided term of a bilingual corpus."""
    from .discover import key_of
    for t in terms[(terms.status == "decided") & (terms.source_lang == "en")].itertuples():
        if finders.get(t.corpus) is not None:
            yield t, finders[t.corpus], key_of(t.source_term)


def decided_elsewhere(terms: pd.DataFrame, pairs: pd.DataFrame, finders: dict, known: list[list] = (),
                      segments: pd.DataFrame | None = None) -> list[list]:
    """``inconsistent_term`` findings at each place a decided term's replaced rendering stands (see
    the module's doc); ``known``: findings already made, whose places are not reported again.  In a
    Russian heading typed into the English column (``segments``' Russian pieces of a source cell:
    "Этап 3: Получение иностранной помощи"), which no English sentence explains, a word the decision's
    note names among those it replaces is one too."""
    from .discover import key_of
    from .matching import Lexicon
    from .qa import _with_adjective, quote
    lexicon = Lexicon({})
    if not (terms.status == "decided").any():
        return []
    others_words: dict[str, dict] = defaultdict(lambda: defaultdict(set))   # corpus -> lemma -> other keys
    from .tbx import variants_of
    for t in terms[terms.source_lang == "en"].itertuples():
        for form, _ in variants_of(t.variants) + [(t.preferred_target, 0)]:
            for lemmas in lemma_words(form):
                for lemma in lemmas:
                    others_words[t.corpus][lemma].add(key_of(t.source_term))
    shown = defaultdict(list)
    for f in known:
        shown[(f[0], f[1], f[2], f[3])].append(f[5])
    units = pairs[pairs.variant.isin(["translation", "paragraph"])]
    of_corpus: dict[str, list] = {}              # a corpus -> its units
    read: dict = {}                              # a unit -> its sentences, read once for every decided term

    def sentences(p, finder) -> list:
        if p.Index not in read:
            read[p.Index] = [(tokens, found, explained(src, found, ""))
                             for src, tokens in unit_sentences(p.src, p.tgt)[1] for found in [finder.find(src)]]
        return read[p.Index]

    out = []
    typed_in: dict[str, list] = {}               # a corpus -> its Russian typed into the English column, read once
    for t, finder, key in decided_terms(terms, finders):
        words = replaced_words(t, lexicon)
        if not words:
            continue
        own_english = {s for w in re.findall(r"[a-z]+", t.source_term.lower()) for s in _stems(w)}
        note = decision_note(t.basis)
        named_by_note = words & frozenset().union(*lemma_words(note))       # "Этап ... is replaced", "чеки"
        if t.corpus not in of_corpus:
            of_corpus[t.corpus] = list(units[units.corpus == t.corpus].itertuples())
        for p in of_corpus[t.corpus]:
            for tokens, found, words_outside in sentences(p, finder):
                named = any(k == key for k, _, _, _ in found)
                free = words_outside - own_english
                others = {k for k, _, _, _ in found         # not the Airstrike counter: the term inside
                          if k != key and not set(key.split()) <= set(k.split())}
                for token in tokens:
                    hit = token.lemmas & words
                    if not hit or not (named or hit & named_by_note):
                        continue                 # "позицию" in a sentence naming no Position
                    if any(lexicon.match(w, lemma) for w in free for lemma in hit) \
                            or any(others_words[t.corpus].get(lemma, set()) & others for lemma in hit) \
                            or _in_question(p.tgt, token.start):
                        continue                 # "account" (or the Swiss Bank account) says which счёт this is;
                                                 # "(деньги, чеки, купюры?)" is the question the decision answers
                    line = int(p.line) + p.tgt[:token.start].count("\n")
                    if any(token.text in evidence for evidence in shown[(p.corpus, int(p.tgt_location), p.cell, line)]):
                        continue
                    start, expected = token.start, t.preferred_target
                    wider = _with_adjective(p.tgt, token.start, token.end, t.source_term, t.preferred_target)
                    if wider != token.start:
                        # "воздушного удара" for Airstrike, decided авиаудар: the adjective renders part of the
                        # term, so the phrase is replaced, by the target in the phrase's case ("авиаудара")
                        start, expected = wider, in_case_of(t.preferred_target, token.text)
                    phrase = " ".join(p.tgt[start:token.end].split())
                    out.append([p.corpus, int(p.tgt_location), p.cell, line, "inconsistent_term",
                                quote(p.tgt, start, token.end, 25), expected,
                                said("decided_here_noted" if note else "decided_here", phrase=phrase,
                                     target=t.preferred_target, term=t.source_term, why=note)])
        if segments is not None and t.corpus not in typed_in:
            here = segments[(segments.corpus == t.corpus) & (segments.lang == "ru") & segments.variant.isin(
                ["inline", "source"]) & segments.cell.str.startswith("B")]
            typed_in[t.corpus] = [(r, tokens_of(r.text)) for r in here.itertuples()]
        for r, tokens in typed_in.get(t.corpus, ()):
            for token in tokens:
                line = int(r.line) + r.text[:token.start].count("\n")
                if not token.lemmas & named_by_note or any(
                        token.text in evidence for evidence in shown[(r.corpus, int(r.location), r.cell, line)]):
                    continue
                out.append([r.corpus, int(r.location), r.cell, line, "inconsistent_term",
                            quote(r.text, token.start, token.end, 25), _capitalised_as(
                                in_case_of(t.preferred_target, token.text), token.text),
                            said("decided_in_heading_noted" if note else "decided_in_heading", phrase=token.text,
                                 target=t.preferred_target, term=t.source_term, why=note)])
    return out


def _capitalised_as(phrase: str, word: str) -> str:
    return phrase[:1].upper() + phrase[1:] if word[:1].isupper() else phrase


def in_case_of(target: str, word: str) -> str:
    """A one-word target in the case and number of the noun ``word`` ("авиаудар" as "удара" stands:
    "авиаудара"); the target as it is where either is not a noun or it does not inflect."""
    from ..russian import analyses
    if len(target.split()) != 1:
        return target
    noun = next((a for a in analyses(word.lower()) if a.tag.POS == "NOUN"), None)
    head = next((a for a in analyses(target.lower()) if a.tag.POS == "NOUN" and a.tag.case == "nomn"), None)
    if noun is None or head is None:
        return target
    form = head.inflect({noun.tag.case, noun.tag.number or "sing"})
    return form.word if form is not None else target


REPLACED_HERE = re.compile(r"^'([^']+)' here, where the team decided '")


#: the findings' declared sentences naming the words a place has where the team decided otherwise, or
#: an alternative left beside a rendering, and the fact that holds those words
NAMED_WORDS = {"rendered_decided": "rendering", "rendered_decided_noted": "rendering", "key_term_missing_reads": "reads",
               "part_decided": "rendering", "part_decided_noted": "rendering", "alternative_rendering": "words"}


def replaced_here(qa: pd.DataFrame) -> set[tuple[str, int, str, str]]:
    """(corpus, location, words, the finding's evidence) of each place QA found a decided term's replaced word (decided_elsewhere,
    "2 чека по 1 миллиону песо" where bill is купюра), another rendering of a decided term ("восемь
    счетов(купюр)"), an alternative in parentheses ("«заморожены» (недоступны)") or a slip the spelling
    check corrects ("одну купюре", where the alternatives "купюре\\чеку" were both in the dative): a
    translation memory leaves the sentences holding those words out."""
    from .messages import read_back
    out = set()
    for f in qa[qa.kind.isin(["inconsistent_term", "key_term_missing", "alternatives_marked"])].itertuples():
        m = REPLACED_HERE.match(f.message)
        said_as = read_back(f.message)
        if m:
            out.add((f.corpus, int(f.location), m.group(1), f.evidence))
        elif said_as is not None and said_as[0] in NAMED_WORDS and said_as[1].get(NAMED_WORDS[said_as[0]]):
            out.add((f.corpus, int(f.location), said_as[1][NAMED_WORDS[said_as[0]]], f.evidence))
    for f in qa[(qa.kind == "spelling") & (qa.expected != "")].itertuples():
        slip = _slip(f.evidence, f.expected)
        if slip:
            out.add((f.corpus, int(f.location), slip, f.evidence))
    return out


def _slip(evidence: str, expected: str) -> str:
    """The words of a spelling finding's evidence that its correction replaces: of the runs of as many
    words as the correction, the one nearest to it that is not it ("одну купюре" for "одну купюру")."""
    from difflib import SequenceMatcher
    words, n = re.split(r"[\s\\/]+", evidence.strip("…").strip()), len(expected.split())   # "купюре\чеку": two
    runs = [" ".join(words[i:i + n]).strip(".,;:!?«»()\\") for i in range(len(words) - n + 1)]
    runs = [r for r in runs if r and r != expected]
    if not runs:
        return ""
    best = max(runs, key=lambda r: SequenceMatcher(None, r.lower(), expected.lower()).ratio())
    return best if SequenceMatcher(None, best.lower(), expected.lower()).ratio() >= 0.6 else ""


def shown_in(words: str, evidence: str, sentence: str) -> bool:
    """Does ``sentence`` hold ``words`` where the finding's evidence shows them (the words with a few
    characters beside them, on either side: "счета" of "восемь счетов", not of "банковского счета")?"""
    quoted = " ".join(evidence.strip("…").split())
    at = quoted.find(words)
    if at < 0:
        return False
    return quoted[max(0, at - 8):at + len(words)] in sentence or quoted[at:at + len(words) + 8] in sentence


def _in_question(text: str, pos: int) -> bool:
    """Does a word stand inside parentheses that hold a question ("(деньги, чеки, купюры?)")?"""
    opened = text.rfind("(", 0, pos)
    return opened > text.rfind(")", 0, pos) and bool(QUESTION.match(text[opened:]))


def _stems(word: str) -> list[str]:
    from .matching import stems
    return stems(word)
