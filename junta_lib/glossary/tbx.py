"""Termbase exports.

- ``glossary.tbx``: TBX v3 (ISO 30042:2019), dialect TBX-Basic, DCA style, valid against the
  LTAC-Global RELAX NG and Schematron (the tests validate it with the copies in the standards
  folder).  One concept per term (linked variants of a Chinese term, 卡牌 / 卡片, one concept with the
  rarer forms admitted): the subject field and a note (status and basis) first, then one
  langSec per language; the preferred target is ``preferredTerm``, the other renderings seen are
  ``admittedTerm`` - or ``deprecatedTerm`` once a translator has decided - and English left
  untranslated is never a term.  A context sentence from the corpus goes with the source term.
- ``glossary-v2.tbx``: the same as TBX v2 (ISO 30042:2008, ``martif``, TBX-Basic), the form
  translate-toolkit (``tbx2po``), OmegaT and older CAT tools read.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

from .errors import CorpusError

TBX_NS = "urn:iso:std:iso:30042:ed-2"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
STATUS = {"preferred": "preferredTerm-admn-sts", "admitted": "admittedTerm-admn-sts",
          "deprecated": "deprecatedTerm-admn-sts"}
#: the schemas the termbase names: shipped with the kit (data/standards) and copied into ``schemas/``
#: beside the termbase, so the relative ``xml-model`` links resolve wherever the folder goes
SCHEMAS = ("TBXcoreStructV03_TBX-Basic_integrated.rng", "TBX-Basic_DCA.sch")
SCHEMA_FOLDER = "schemas"
XML_MODELS = (f'<?xml-model href="{SCHEMA_FOLDER}/{SCHEMAS[0]}" type="application/xml" '
              f'schematypens="http://relaxng.org/ns/structure/1.0"?>\n'
              f'<?xml-model href="{SCHEMA_FOLDER}/{SCHEMAS[1]}" type="application/xml" '
              f'schematypens="http://purl.oclc.org/dsdl/schematron"?>\n')
VARIANT = re.compile(r"^(.*) \((\d+)\)$")
SUBJECTS = {"junta_en_ru": "board games: JUNTA", "robinson_en_ru": "board games: Robinson Crusoe",
            "rome_ru": "board games: Republic of Rome", "politics_ru": "board games: political elections",
            "viva_zh": "board games: Junta, Viva el Presidente!"}


def variants_of(text: str) -> list[tuple[str, int]]:
    out = []
    for part in str(text).split("; ") if text else []:
        m = VARIANT.match(part)
        out.append((m.group(1), int(m.group(2))) if m else (part, 1))
    return out


def entries(terms: pd.DataFrame):
    """(term row, source terms, target terms) with (text, status) pairs, the ones a termbase holds.
    Linked variants of a Chinese term (卡牌 / 卡片: "one term with" in the note) are one concept: the
    form written most often is its preferred term, the others admitted terms beside it."""
    for t in terms.itertuples():
        sources = [(t.source_term, "preferred")]
        linked = re.search(r"one term with ([^;]+)", str(t.note)) if str(t.source_lang).startswith("zh") else None
        if linked:
            forms = [form for form, _ in variants_of(t.variants)]
            others = [o.strip() for o in linked.group(1).split(",")]
            head = next((f for f in forms if f == t.source_term or f in others), t.source_term)
            if head != t.source_term:
                continue                          # in the concept of the form written most often
            sources += [(o, "admitted") for o in sorted(others, key=lambda o: forms.index(o) if o in forms else 99)]
        targets = []
        if t.preferred_target:
            targets.append((t.preferred_target, "preferred"))
        other = "deprecated" if t.status == "decided" else "admitted"
        if t.source_lang == "en" and t.status != "partial":
            forms = [form for form, _ in variants_of(t.variants)]
            for form in forms:
                if form and form.lower() != str(t.preferred_target).lower() and not form.isascii() \
                        and a_term(form, forms + [str(t.preferred_target)]):
                    targets.append((form, other))
        yield t, sources, targets


def a_term(form: str, others: list[str]) -> bool:
    """Is a rendering seen in the text fit for a termbase?  Not a word cut short ("перевор" beside
    "переворот"), not a phrase saying a word twice ("переворот жетона фаз переворота"), not one holding
    a pronoun of its sentence ("голос своих карт", "голос каждой карты")."""
    from ..russian import RU_WORD, lemmas, parses
    words = RU_WORD.findall(form)
    longer = [w.lower() for o in others if o != form for w in RU_WORD.findall(o)]
    for word in words:
        if any(o != word.lower() and o.startswith(word.lower()) for o in longer) \
                and not parses(word)[0].is_known:
            return False
        best = parses(word)[0]
        if best.tag.POS == "NPRO" or "Apro" in best.tag:
            return False
    seen = [frozenset(lemmas(w)) for w in words]
    return not any(a & b for i, a in enumerate(seen) for b in seen[i + 1:])


def _lang(code: str) -> str:
    return code


def write_tbx(terms: pd.DataFrame, path: Path, contexts: dict | None = None) -> None:
    """TBX v3 TBX-Basic (DCA).  ``contexts``: (corpus, source term) -> a sentence using it."""
    contexts = contexts or {}
    ET.register_namespace("", TBX_NS)
    q = lambda tag: f"{{{TBX_NS}}}{tag}"  # noqa: E731
    root = ET.Element(q("tbx"), {"type": "TBX-Basic", "style": "dca", XML_LANG: "en"})
    header = ET.SubElement(root, q("tbxHeader"))
    desc = ET.SubElement(ET.SubElement(header, q("fileDesc")), q("sourceDesc"))
    ET.SubElement(desc, q("p")).text = "Junta Kit reconciled glossary (junta glossary build)"
    body = ET.SubElement(ET.SubElement(root, q("text")), q("body"))
    for i, (t, sources, targets) in enumerate(entries(terms), start=1):
        entry = ET.SubElement(body, q("conceptEntry"), {"id": f"c{i}"})
        ET.SubElement(entry, q("descrip"), {"type": "subjectField"}).text = SUBJECTS.get(t.corpus, t.corpus)
        ET.SubElement(entry, q("note")).text = f"{t.corpus}; {t.status}; {t.basis}"
        for lang, terms_here, context in ((t.source_lang, sources, contexts.get((t.corpus, t.source_term))),
                                          (t.target_lang, targets, None)):
            if not terms_here:
                continue
            sec = ET.SubElement(entry, q("langSec"), {XML_LANG: lang})
            for text, status in terms_here:
                term_sec = ET.SubElement(sec, q("termSec"))
                ET.SubElement(term_sec, q("term")).text = text
                ET.SubElement(term_sec, q("termNote"), {"type": "partOfSpeech"}).text = "noun"
                ET.SubElement(term_sec, q("termNote"), {"type": "administrativeStatus"}).text = STATUS[status]
                if context and status == "preferred":
                    ET.SubElement(term_sec, q("descrip"), {"type": "context"}).text = context
    ET.indent(root)
    with Path(path).open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="UTF-8"?>\n')
        fh.write(XML_MODELS.encode())
        ET.ElementTree(root).write(fh, encoding="utf-8", xml_declaration=False)


def write_tbx_v2(terms: pd.DataFrame, path: Path) -> None:
    """TBX v2 (2008), TBX-Basic: ``martif`` with termEntry / langSet / tig."""
    root = ET.Element("martif", {"type": "TBX-Basic", XML_LANG: "en"})
    header = ET.SubElement(root, "martifHeader")
    desc = ET.SubElement(ET.SubElement(header, "fileDesc"), "sourceDesc")
    ET.SubElement(desc, "p").text = "Junta Kit reconciled glossary (junta glossary build), TBX-Basic 2008"
    ET.SubElement(ET.SubElement(header, "encodingDesc"), "p", {"type": "XCSURI"}).text = "TBXBasicXCSV02.xcs"
    body = ET.SubElement(ET.SubElement(root, "text"), "body")
    for i, (t, sources, targets) in enumerate(entries(terms), start=1):
        entry = ET.SubElement(body, "termEntry", {"id": f"c{i}"})
        ET.SubElement(entry, "descrip", {"type": "subjectField"}).text = SUBJECTS.get(t.corpus, t.corpus)
        ET.SubElement(entry, "note").text = f"{t.corpus}; {t.status}; {t.basis}"
        for lang, terms_here in ((t.source_lang, sources), (t.target_lang, targets)):
            if not terms_here:
                continue
            lang_set = ET.SubElement(entry, "langSet", {XML_LANG: lang})
            for text, status in terms_here:
                tig = ET.SubElement(lang_set, "tig")
                ET.SubElement(tig, "term").text = text
                ET.SubElement(tig, "termNote", {"type": "partOfSpeech"}).text = "noun"
                ET.SubElement(tig, "termNote", {"type": "administrativeStatus"}).text = STATUS[status]
    ET.indent(root)
    with Path(path).open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n')
        ET.ElementTree(root).write(fh, encoding="utf-8", xml_declaration=False)


def read_tbx(path: Path) -> pd.DataFrame:
    """Read a TBX v3 file back: one row per term (concept, lang, term, status).  Raises on a file
    that is not TBX v3 TBX-Basic."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as err:
        raise CorpusError(path, err.position[0], "not well-formed XML", "a TBX v3 file") from None
    if root.tag != f"{{{TBX_NS}}}tbx" or root.get("type") != "TBX-Basic":
        raise CorpusError(path, None, f"root {root.tag} type={root.get('type')}", "a TBX v3 TBX-Basic <tbx> root")
    rows = []
    for entry in root.iter(f"{{{TBX_NS}}}conceptEntry"):
        for lang_sec in entry.findall(f"{{{TBX_NS}}}langSec"):
            for sec in lang_sec.findall(f"{{{TBX_NS}}}termSec"):
                term = sec.find(f"{{{TBX_NS}}}term")
                note = sec.find(f"{{{TBX_NS}}}termNote[@type='administrativeStatus']")
                if term is None or note is None or note.text not in STATUS.values():
                    raise CorpusError(path, None, f"a termSec in {entry.get('id')} without term or status",
                                      "<term> and <termNote type='administrativeStatus'>")
                rows.append([entry.get("id"), lang_sec.get(XML_LANG), term.text, note.text])
    return pd.DataFrame(rows, columns=["concept", "lang", "term", "status"])
