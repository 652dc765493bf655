"""The translation memory: ``memory.tmx``, TMX 1.4b, valid against the LISA DTD.

A CAT tool offers a memory's targets as they stand, so only what a translator would accept goes in:
- sentence-level units: each aligned unit (a spreadsheet row, a paragraph pair) is split into
  sentences, a heading glued to the first sentence a unit of its own and the sentences are aligned by length, 1-1, 1-2 or 2-1 (the units are already aligned,
  so the sentence alignment only has to follow the order);
- one reviewed target per source: of a row's translation and its reviewers' alternatives, the one
  that keeps the glossary's terms best (fewest deviations from the preferred or decided targets, no
  English left in it), a reviewer's on a tie; the same source sentence is stored once;
- clean targets: translator questions and remarks in parentheses ("(речь про бюджет, видимо)"),
  page and forum footers and brackets around them are removed; of alternatives separated by "\\"
  or given in parentheses ("(Республики Бананов)") the first is kept and the others go into a
  ``note``, as does every removed question;
- targets a translator would accept as they stand: none with English left in it, none that does not
  follow a decision (the English names a decided term, the target lacks the decided rendering).
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from functools import lru_cache
from pathlib import Path

import pandas as pd

from .align import length_cost
from .errors import CorpusError

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
ABBREVIATIONS = ("i.e.", "e.g.", "etc.", "p.", "pp.", "vs.", "т.е.", "т. е.", "т.д.", "т. д.", "т.п.", "т. п.",
                 "см.", "стр.", "др.", "напр.", "с.", "г.", "рис.", "прим.")
SENTENCE_END = re.compile(r"(?<=[.!?…])[»\"”)]?\s+(?=[«\"“(]?[A-ZА-ЯЁ0-9•—–-])")
QUESTION = re.compile(r"\s*\(([^()]*\?[^()]*|я так понял[^()]*|[^()]*не понял[^()]*|ВОПРОС[^()]*)\)"
                      r"|\s*\(([^()]*\?)(?![^()]*\))")            # an unclosed "(Или лучше центробанк?"
GLUED_ALTERNATIVE = re.compile(r"(?<=[А-Яа-яЁё])\(([А-Яа-яЁё]+(?: [А-Яа-яЁё]+)?)\)")   # "счетов(купюр)"
FOOTER = re.compile(r"\s*(?:страница|стр\.|page)\s*\d+\s*$", re.IGNORECASE)
#: a reviewer's or translator's remark in parentheses: "(речь про бюджет, видимо)"
COMMENT = re.compile(r"\s*\(([^()]*\b(?:видимо|наверное|кажется|речь (?:про|о|идёт|идет)|имеется в виду)\b[^()]*)\)",
                     re.IGNORECASE)
SPACED_ALTERNATIVE = re.compile(r"(?<=[А-Яа-яЁё»]) \(([А-Яа-яЁё]+(?: [А-Яа-яЁё]+){0,2})\)")   # "(Республики Бананов)"
ENGLISH = re.compile(r"[A-Za-z]{2,}(?:[ -][A-Za-z]{2,})*")
ALTERNATIVE = re.compile(r"(?<=[А-Яа-яЁё»])\s?\\\s?((?:[А-Яа-яЁё«»-]+ ?){1,4})")
MODIFIERS = {"PREP", "ADJF", "PRTF", "NUMR", "CONJ"}
BULLET = re.compile(r"^[•—–-]\s*")


def split_sentences(text: str) -> list[str]:
    """Sentences of a rule text, not split after abbreviations ("i.e.", "см.") or inside numbers."""
    return list(_sentences(text))


@lru_cache(maxsize=20_000)
def _sentences(text: str) -> tuple[str, ...]:               # a build splits a unit's text several times
    text = " ".join(text.split())
    if not text:
        return []
    parts, start = [], 0
    for m in SENTENCE_END.finditer(text):
        before = text[start:m.start()].rstrip()
        if any(before.endswith(a) for a in ABBREVIATIONS) or re.search(r"\b[A-ZА-Я]\.$", before):
            continue
        parts.append(text[start:m.start()].strip())
        start = m.end()
    parts.append(text[start:].strip())
    out = []
    for p in parts:                                  # bullets are items of their own
        out += [BULLET.sub("", x).strip() for x in re.split(r"\s(?=•\s)", p) if x.strip()]
    return tuple(p for p in out if p)


def align_sentences(src: list[str], tgt: list[str]) -> list[tuple[str, str]]:
    """1-1, 2-1 and 1-2 beads by length (Gale and Church), in order; skips cost more."""
    return list(_beads(tuple(src), tuple(tgt)))


@lru_cache(maxsize=5_000)
def _beads(src: tuple[str, ...], tgt: tuple[str, ...]) -> tuple[tuple[str, str], ...]:   # a unit is aligned several times
    n, m = len(src), len(tgt)
    inf = float("inf")
    best = [[inf] * (m + 1) for _ in range(n + 1)]
    back: list[list] = [[None] * (m + 1) for _ in range(n + 1)]
    best[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            here = best[i][j]
            if here == inf:
                continue
            for di, dj, extra in ((1, 1, 0.0), (2, 1, 1.0), (1, 2, 1.0), (1, 0, 3.0), (0, 1, 3.0)):
                a, b = i + di, j + dj
                if a > n or b > m:
                    continue
                if di and dj:
                    cost = here + extra + length_cost(" ".join(src[i:a]), " ".join(tgt[j:b]))
                else:
                    cost = here + extra
                if cost < best[a][b]:
                    best[a][b], back[a][b] = cost, (i, j)
    pairs = []
    i, j = n, m
    while (i, j) != (0, 0) and back[i][j] is not None:
        pi, pj = back[i][j]
        if i > pi and j > pj:
            pairs.append((" ".join(src[pi:i]), " ".join(tgt[pj:j])))
        i, j = pi, pj
    return tuple(pairs[::-1])


def clean_target(text: str) -> tuple[str, list[str]]:
    """A target a translator could accept, and notes on what was taken out."""
    notes = []
    for m in QUESTION.finditer(text):
        notes.append(f"translator's question removed: ({(m.group(1) or m.group(2)).strip()})")
    text = QUESTION.sub(" ", text)                 # a space: the words around it are never glued
    for m in GLUED_ALTERNATIVE.finditer(text):
        notes.append(f"alternative: {m.group(1)}")
    text = GLUED_ALTERNATIVE.sub(" ", text)
    for m in COMMENT.finditer(text):
        notes.append(f"comment removed: ({m.group(1).strip()})")
    text = COMMENT.sub(" ", text)
    text = SPACED_ALTERNATIVE.sub(lambda m: _drop_spaced(m, notes), text)
    text = ALTERNATIVE.sub(lambda m: _drop_alternative(m, notes), text)
    if FOOTER.search(text):
        notes.append(f"page footer removed: {FOOTER.search(text).group().strip()}")
        text = FOOTER.sub(" ", text)
    text = re.sub(r"\s+([.,;:])", r"\1", " ".join(text.split()))
    return text.strip(), notes


def _drop_spaced(m, notes: list) -> str:
    """"Банановой Республики (Республики Бананов)": the second rendering goes into a note when its
    first word is a word of the same kind as the one before it (not an explanation)."""
    from ..russian import parse_ru
    before = re.findall(r"[А-Яа-яЁё]+", m.string[:m.start()])[-1:]
    first = m.group(1).split()[0]
    same = before and parse_ru(before[0].lower())[1] == parse_ru(first.lower())[1] in ("NOUN", "ADJF", "ADJS", "PRTS")
    if not same:
        return m.group(0)
    notes.append(f"alternative: {m.group(1)}")
    return ""


def _drop_alternative(m, notes: list) -> str:
    """"банк\\ЦЕНТРОБАНК": keep the first rendering, note the second.  The second one is one word,
    or a modifier with its word ("в бега", "первоначальная расстановка")."""
    from ..russian import parse_ru
    words = m.group(1).split()
    take = 1
    while take < len(words) and parse_ru(words[take - 1].strip("«»").lower())[1] in MODIFIERS:
        take += 1
    kept = re.findall(r"[А-Яа-яЁё]+", m.string[:m.start()])[-1:]
    lemma = {parse_ru(kept[0].lower())[0]} if kept else set()

    def repeats(ws) -> bool:                    # the kept word's lemma again: the cut would read twice
        return any(parse_ru(w.strip("«»").lower())[0] in lemma for w in ws)
    while take + 1 < len(words) and parse_ru(words[take].lower())[1] == "PREP" and repeats(words[take + 1:take + 2]):
        take += 2                               # "Переворот\ игра в переворот": the alternative's complement
    if repeats(words[take:take + 2]):           # where the alternative ends cannot be told: leave the text
        notes.append(f"alternative left in place (where it ends is unclear): {m.group(0).strip()}")
        return m.group(0)
    notes.append(f"alternative: {' '.join(words[:take])}")
    rest = " ".join(words[take:])
    return (" " + rest + (" " if m.group(1).endswith(" ") else "")) if rest else (" " if m.group(1).endswith(" ") else "")


def best_variants(pairs: pd.DataFrame, renderings: pd.DataFrame, terms: pd.DataFrame) -> pd.DataFrame:
    """One target per source unit: the variant that keeps the glossary's terms best."""
    from .quality import same_term
    preferred = {(t.corpus, t.source_term): t.preferred_target for t in terms.itertuples() if t.preferred_target}
    deviations: Counter = Counter()
    for r in renderings.itertuples():
        want = preferred.get((r.corpus, r.source_term))
        bad = r.kind == "untranslated" or (r.kind == "rendering" and want and not same_term(r.group, want))
        if bad:
            deviations[(r.corpus, r.location, r.variant)] += 1
    whole = pairs[pairs.variant != "inline"].copy()
    unresolved = [len(QUESTION.findall(p.tgt)) + p.tgt.count("\\") for p in whole.itertuples()]
    whole["deviations"] = [deviations[(p.corpus, p.tgt_location, p.variant)] + u
                           for p, u in zip(whole.itertuples(), unresolved)]
    whole["reviewed"] = whole.variant.str.startswith("reviewer").astype(int)
    whole = whole.sort_values(["corpus", "location", "deviations", "reviewed", "variant"],
                              ascending=[True, True, True, False, False], kind="stable")
    return whole.groupby(["corpus", "location"], sort=False).head(1)


#: a title in title case opening a rule text before its first sentence ("Police Response If any ...")
HEADING = re.compile(r"^((?:[A-Z][a-z]+|of|the|a|an|and|or)(?: (?:[A-Z][a-z]+|of|the|a|an|and|or)){0,5}) (?=(?:If|When|"
                     r"The|A|An|Each|Every|During|After|Before|At|In|On|All|Any|Players?|This|These|Once|As|Only|No)\b)")
MAX_HEADING_COST = 1.5
#: a sentence's first word: inside a unit, no heading starts with it ("If the old President ...")
OPENER = re.compile(r"(?:If|When|The|A|An|Each|Every|During|After|Before|At|In|On|All|Any|This|These|Once|As|Only|No)\b")


def split_heading(src: str, tgt: str) -> tuple[tuple[str, str] | None, str, str]:
    """A heading glued to its first sentence ("Police Response If any player ..." / "Реакция полиции
    Если какой-либо ...") as a unit of its own: ((heading, its Russian) or None, the rest of each).
    The Russian heading ends before the capitalised word that makes its length fit the English best."""
    m = HEADING.match(src)
    if not m or not m.group(1)[:1].isupper():
        return None, src, tgt
    heading, words = m.group(1), tgt.split()
    cuts = [i for i in range(1, min(len(words), 9)) if words[i][:1].isupper() and words[i - 1][-1:].isalpha()
            or words[i][:1].isupper() and words[i - 1][-1:] == ":" and words[i - 1][-2:-1].isalpha()]
    if not cuts:
        return None, src, tgt
    best = min(cuts, key=lambda i: (length_cost(heading, " ".join(words[:i]).rstrip(":")), i))
    if length_cost(heading, " ".join(words[:best]).rstrip(":")) > MAX_HEADING_COST:
        return None, src, tgt
    return (heading, " ".join(words[:best]).rstrip(":")), src[m.end():], " ".join(words[best:])


def without_added_heading(tgt: str, others: list[str], reach: int = 80) -> str:
    """A target without the heading a reviewer put before the unit's first sentence where the English
    has none: the words before the place where another translation of the unit begins ("Конституция
    Банановой Республики (Республики Банана) Остров управляется…", the translation beginning "Остров
    управляется…" for "The island is governed…").  Words that end a sentence are no heading."""
    for other in others:
        start = " ".join(other.split()[:2])
        at = tgt.find(" " + start) if len(start.split()) == 2 else -1
        if 0 < at <= reach and not re.search(r"[.!?]", tgt[:at]):
            return tgt[at + 1:]
    return tgt


def memory_units(pairs: pd.DataFrame, renderings: pd.DataFrame, terms: pd.DataFrame,
                 replaced: set = frozenset()) -> pd.DataFrame:
    """The memory's units (see the module docstring).  A unit whose target keeps English words (the
    names a translation keeps aside) or does not follow a decision (the English names a decided term,
    the target lacks its decided rendering: "один чек" where bill is decided as купюра; or the target
    holds a word the decision replaces or an alternative where QA found it, ``replaced``: (corpus,
    location, words, the finding's evidence), "2 чека по 1 миллиону песо" for "2x 1 million Pesos",
    "восемь счетов(купюр)", "«заморожены» (недоступны)") is left out: a CAT tool would offer it as it stands."""
    from .apply import english_pattern, find_phrase
    from .terms import kept_in_latin
    from ..russian import RU_WORD
    names = kept_in_latin()
    decided = [(t.corpus, t.source_term, RU_WORD.findall(t.preferred_target)) for t in terms.itertuples()
               if t.status == "decided" and t.preferred_target]
    from .replaced import shown_in
    found_here = defaultdict(list)                         # (corpus, location) -> (words, evidence) QA found
    for corpus, location, words, evidence in replaced:
        found_here[(corpus, location)].append((words, evidence))
    rows = []
    seen: dict[str, int] = {}
    others = pairs[pairs.variant != "inline"].groupby(["corpus", "tgt_location"]).tgt.agg(list).to_dict()
    for p in best_variants(pairs, renderings, terms).itertuples():
        mine = [(term, words) for corpus, term, words in decided if corpus == p.corpus]
        heading, src_text, tgt_text = split_heading(" ".join(p.src.split()), " ".join(p.tgt.split()))
        if heading is None:
            tgt_text = without_added_heading(tgt_text, others.get((p.corpus, p.tgt_location), []))
        sentences = []
        for src, raw in align_sentences(split_sentences(src_text), split_sentences(tgt_text)):
            inner, src, raw = (None, src, raw) if OPENER.match(src) else split_heading(src, raw)
            # a heading after a list ("• Mistress • Nightclub Each player")
            sentences += ([inner] if inner else []) + [(src, raw)]
        for src, raw in ([heading] if heading else []) + sentences:
            tgt, notes = clean_target(raw)                # each sentence cleaned, with its own notes
            if not src.strip() or not tgt.strip() or src in seen:
                continue
            if any(w.lower() not in names for run in ENGLISH.findall(tgt) for w in run.split()):
                continue                                   # English left in the target
            tokens = list(RU_WORD.finditer(tgt))
            if any(shown_in(words, evidence, tgt) for words, evidence in found_here.get((p.corpus, int(p.location)), ())):
                continue                                   # a word the decision replaces, an alternative
            if any(len(english_pattern(term).findall(src)) > len(find_phrase(tgt, tokens, words))
                   for term, words in mine):
                continue                                   # a decided term not rendered as decided
            seen[src] = len(rows)
            rows.append([p.corpus, int(p.location), p.variant, src, tgt, "; ".join(dict.fromkeys(notes))])
    return pd.DataFrame(rows, columns=["corpus", "location", "variant", "src", "tgt", "note"])


def write_tmx(units: pd.DataFrame, path: Path, version: str = "") -> None:
    root = ET.Element("tmx", {"version": "1.4"})
    ET.SubElement(root, "header", {"creationtool": "junta-kit", "creationtoolversion": version or "1",
                                   "segtype": "sentence", "o-tmf": "junta-kit", "adminlang": "en",
                                   "srclang": "en", "datatype": "plaintext"})
    body = ET.SubElement(root, "body")
    for i, u in enumerate(units.itertuples(), start=1):
        tu = ET.SubElement(body, "tu", {"tuid": f"{u.corpus}:{u.location}:{i}"})
        if u.note:
            ET.SubElement(tu, "note").text = u.note
        for kind, value in (("x-corpus", u.corpus), ("x-location", u.location), ("x-variant", u.variant)):
            ET.SubElement(tu, "prop", {"type": kind}).text = str(value)
        for lang, text in (("en", u.src), ("ru", u.tgt)):
            tuv = ET.SubElement(tu, "tuv", {XML_LANG: lang})
            ET.SubElement(tuv, "seg").text = text
    ET.indent(root)
    with Path(path).open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n')
        ET.ElementTree(root).write(fh, encoding="utf-8", xml_declaration=False)


def read_tmx(path: Path) -> pd.DataFrame:
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as err:
        raise CorpusError(path, err.position[0], "not well-formed XML", "a TMX 1.4 file") from None
    header = root.find("header")
    required = ("creationtool", "creationtoolversion", "segtype", "o-tmf", "adminlang", "srclang", "datatype")
    if root.tag != "tmx" or root.get("version") != "1.4" or header is None or any(
            header.get(a) is None for a in required):
        raise CorpusError(path, None, "not a TMX 1.4 file", f"<tmx version='1.4'> with a header carrying {required}")
    rows = []
    for tu in root.iter("tu"):
        props = {p.get("type"): p.text for p in tu.findall("prop")}
        segs = {tuv.get(XML_LANG): tuv.find("seg").text for tuv in tu.findall("tuv")}
        note = tu.find("note")
        rows.append([props.get("x-corpus"), int(props.get("x-location") or 0), props.get("x-variant"),
                     segs.get("en"), segs.get("ru"), note.text if note is not None else ""])
    return pd.DataFrame(rows, columns=["corpus", "location", "variant", "src", "tgt", "note"])
