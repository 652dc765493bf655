"""Which of a reviewer's changes to a translation the translator must act on, and which are style.

A reviewer rewrites a translation phrase by phrase in a cell of its own (a second Russian column,
qa.phrase_changes) or in a list of rewordings ("в тексте: «…» / лучше: «…»"); both are read by this
module.  A change is a ``reviewer_suggestion`` finding when it does one of the things a reviewer's
correction does:
- it renders one of the glossary's terms otherwise ("швейцарские банковские счета" -> "счета в
  Швейцарии");
- it replaces English left in the text ("assumed Positions"), but not a name the translation may keep in
  Latin letters (data/glossary/names_allowlist.txt: the game's name JUNTA; four precision readers of
  four called "JUNTA предназначена для" -> "игры ХУНТА рассчитана на" a name and a synonym, no finding);
- it fixes a word the spelling dictionary does not know;
- it changes a word's form only ("членов" -> "членами": grammar; a list item put in the other number,
  same case, "интриги, деньги" -> "интрига, деньги", is style) or a verb's aspect ("выполнить нельзя"
  -> "выполнять нельзя": what the rule says);
- it changes a number ("4-7" -> "4-6"; not "двух" -> "2", the same number in figures) or a negation
  or restriction ("только"), or it puts in or leaves out a word that relates two statements ("но",
  "если", "чтобы");
- it adds or leaves out words altogether.
Any other change (a synonym of a word that is no term: "богатых" -> "состоятельных", "повышайте
уровень" -> "увеличивайте уровень"; "2 или 3" -> "2-3"; words reordered; a clause reworded) is a
``style_proposal``: a preference, no problem of the text, listed in style_proposals.csv beside qa.csv
(not among the findings), each shown as the whole clause it changes in both texts so that it reads as
written ("а 8 голосов консерваторов отдаст Пете", not "консерваторов отдаст").

Around that test (qa.reviewer_suggestions): a phrase left out at its place that the reviewer's cell
writes elsewhere ("острова" moved to the next sentence) is no change (qa.moved); the reviewer's own
remark in the proposed text ("(речь про бюджет, видимо)", a question) is left out of the suggestion and
the message says so (qa.without_remark); a number the English states that the reviewer changes ("4-7"
-> "4-6") is said in the message (qa.changed_numbers); a word of the change rendering an English word
of the unit no word of the translation renders ("Карта столицы" for "map of the capital" where the
translation wrote "карта города") restores meaning: a finding, no style (qa.restores).
"""
from __future__ import annotations

import re
from collections import Counter

from ..russian import analyses

RU_WORDS = re.compile(r"[А-Яа-яЁё]+")
LATIN = re.compile(r"[A-Za-z]{2,}")
#: the words that turn a statement round or narrow it: a change of one changes what the rule says
NEGATION = frozenset({"не", "ни", "нет", "нельзя", "без", "только", "лишь"})
#: the words that say how two statements relate (a contrast, a condition, a cause, a purpose): "(но
#: некоторые предметы … могут изменить количество)" says the exception the English's "but" says
CONNECTIVES = frozenset({"но", "однако", "зато", "хотя", "если", "когда", "пока", "поэтому", "потому", "чтобы"})


def lemma(word: str) -> str:
    return analyses(word.lower())[0].normal_form.replace("ё", "е")


def term_lemmas(renderings) -> frozenset:
    """The glossary's renderings of its terms, each as its words' dictionary forms."""
    return frozenset(t for t in (tuple(lemma(w) for w in RU_WORDS.findall(str(text))) for text in renderings) if t)


def _renders(words: list[str], term: tuple) -> int:
    return sum(tuple(words[i:i + len(term)]) == term for i in range(len(words) - len(term) + 1))


def number_only(old: str, new: str) -> bool:
    """Does ``new`` change only the number of ``old``'s nouns (and of the adjectives with them), each
    readable in the same case ("интриги" -> "интрига"; "членов" -> "членами" is not: its case
    changes, nor is a verb's number)?"""
    a, b = RU_WORDS.findall(old), RU_WORDS.findall(new)
    changed = [(x, y) for x, y in zip(a, b) if x.lower() != y.lower()]
    if len(a) != len(b) or not changed:
        return False
    for x, y in changed:
        pairs = [(p, q) for p in analyses(x.lower()) for q in analyses(y.lower())
                 if p.normal_form == q.normal_form and p.tag.POS == q.tag.POS and p.tag.POS in ("NOUN", "ADJF", "PRTF")
                 and p.tag.case == q.tag.case and p.tag.number and q.tag.number and p.tag.number != q.tag.number]
        if not pairs:
            return False
    return True


def aspect_pair(a: str, b: str) -> bool:
    """Are dictionary forms ``a`` and ``b`` one verb in its two aspects ("выполнить" / "выполнять",
    "делать" / "сделать")?  The aspect changes what a rule says: "это действие выполнить нельзя" (it
    cannot be done) against "выполнять нельзя" (it must not be done)."""
    x, y = analyses(a)[0], analyses(b)[0]
    if not (x.tag.POS in ("INFN", "VERB") and y.tag.POS in ("INFN", "VERB") and x.tag.aspect and y.tag.aspect
            and x.tag.aspect != y.tag.aspect):
        return False
    shared = len(next((p for p in (a[:i] for i in range(min(len(a), len(b)), 0, -1)) if b.startswith(p)), ""))
    return a.endswith(b) or b.endswith(a) or shared >= max(len(a), len(b)) - 3


def why_a_finding(old: str, new: str, terms: frozenset, known=None, listed: bool = False) -> str:
    """What makes a reviewer's change of ``old`` into ``new`` a correction ("" when it is style):
    "english", "number", "negation", "meaning" (words added or left out), "term", "grammar" (the
    same words in other forms) or "spelling" (a word of ``old`` the dictionary lacks; ``known``: word
    -> does the dictionary know it).  An item of a list (``listed``: a comma, "и" or "или" beside it)
    put in the other number, same case ("интриги, деньги и революция" -> "интрига, деньги…"), is
    style: both are correct (number_only); a noun's number changed elsewhere may fix agreement ("обе
    карта" -> "обе карты") and stays grammar."""
    from .qa import numbers
    from .terms import kept_in_latin
    if any(w.lower() not in kept_in_latin() for w in LATIN.findall(old) + LATIN.findall(new)):
        return "english"
    said_numbers = set(numbers(old, "ru"))
    if said_numbers != set(numbers(new, "ru")) or (set(re.findall(r"\d+", old)) != set(re.findall(r"\d+", new))
                                                    and not said_numbers):
        return "number"                  # not a number written in figures for its word ("двух" -> "2")
    said = lambda text: Counter(w.lower() for w in RU_WORDS.findall(text) if w.lower() in NEGATION)  # noqa: E731
    if said(old) != said(new):
        return "negation"
    relates = lambda text: sum(w.lower() in CONNECTIVES for w in RU_WORDS.findall(text))  # noqa: E731
    if relates(old) != relates(new):
        return "meaning"                     # one put in or left out ("когда" -> "если" is a rewording)
    if not re.search(r"\w", old) or not re.search(r"\w", new):
        return "meaning"
    before, after = ([lemma(w) for w in RU_WORDS.findall(text)] for text in (old, new))
    if any(_renders(before, t) != _renders(after, t) for t in terms):
        return "term"
    if Counter(before) == Counter(after):
        return "" if listed and number_only(old, new) else "grammar"
    gone, came = Counter(before) - Counter(after), Counter(after) - Counter(before)
    if len(gone) == len(came) == 1 and aspect_pair(next(iter(gone)), next(iter(came))):
        return "grammar"
    if known is not None and any(not known.get(w, True) for w in RU_WORDS.findall(old) if len(w) >= 3):
        return "spelling"
    return ""
