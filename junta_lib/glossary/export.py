"""Exports: terms.csv, qa.csv, glossary.xlsx (a review workbook), glossary.tbx (TBX-Basic, TBX v3,
ISO 30042:2019, DCA style), memory.tmx (TMX 1.4b), and the translators' decisions.csv."""
from __future__ import annotations

import csv
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

from .errors import CorpusError

TBX_NS = "urn:iso:std:iso:30042:ed-2"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
STATUS = {"preferred": "preferredTerm-admn-sts", "admitted": "admittedTerm-admn-sts",
          "deprecated": "deprecatedTerm-admn-sts"}
DECISION_COLUMNS = ["corpus", "source_term", "chosen_target", "note"]
VARIANT = re.compile(r"^(.*) \((\d+)\)$")


# -- decisions ----------------------------------------------------------------------------------
def read_decisions(path: Path) -> pd.DataFrame:
    """Translators' overrides.  Created with its header if absent; never overwritten."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as fh:
            csv.writer(fh).writerow(DECISION_COLUMNS)
        return pd.DataFrame(columns=DECISION_COLUMNS)
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader, None)
        if header != DECISION_COLUMNS:
            raise CorpusError(path, 1, f"header {header!r}", f"the header {','.join(DECISION_COLUMNS)}")
        rows = []
        for number, row in enumerate(reader, start=2):
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != len(DECISION_COLUMNS) or not row[1].strip() or not row[2].strip():
                raise CorpusError(path, number, f"{row!r}",
                                  "corpus, source_term, chosen_target, note (source_term and chosen_target filled)")
            rows.append([c.strip() for c in row])
    return pd.DataFrame(rows, columns=DECISION_COLUMNS)


def apply_decisions(terms: pd.DataFrame, decisions: pd.DataFrame) -> tuple[pd.DataFrame, int]:
    terms = terms.copy()
    applied = 0
    for d in decisions.itertuples():
        mask = terms.source_term.str.lower() == d.source_term.lower()
        if d.corpus:
            mask &= terms.corpus == d.corpus
        if mask.any():
            applied += int(mask.sum())
            terms.loc[mask, "preferred_target"] = d.chosen_target
            terms.loc[mask, "basis"] = "translator decision" + (f": {d.note}" if d.note else "")
    return terms, applied


# -- CSV -------------------------------------------------------------------------------------------
def write_csv(frame: pd.DataFrame, path: Path) -> None:
    frame.to_csv(path, index=False, encoding="utf-8")


# -- XLSX -----------------------------------------------------------------------------------------
def write_xlsx(terms: pd.DataFrame, qa: pd.DataFrame, path: Path) -> None:
    from openpyxl.formatting.rule import FormulaRule
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter

    colours = {"consistent": "C6EFCE", "inconsistent": "FFEB9C", "untranslated": "FFC7CE", "proposed": "DDEBF7"}
    sheets = {corpus: group for corpus, group in terms.groupby("corpus", sort=False)}
    sheets["conflicts"] = terms[terms.status.isin(["inconsistent", "untranslated"])]
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        for name, frame in sheets.items():
            frame.to_excel(writer, sheet_name=name[:31], index=False)
        qa.to_excel(writer, sheet_name="qa", index=False)
        for ws in writer.book.worksheets:
            ws.freeze_panes = "A2"
            if ws.max_row >= 1 and ws.max_column >= 1:
                ws.auto_filter.ref = ws.dimensions
            for cell in ws[1]:
                cell.font = Font(bold=True)
            for col in range(1, ws.max_column + 1):
                letter = get_column_letter(col)
                values = [str(c.value or "") for c in ws[letter][:200]]
                ws.column_dimensions[letter].width = min(60, max(10, max(len(v) for v in values) + 2))
                for c in ws[letter][1:]:
                    c.alignment = Alignment(wrap_text=True, vertical="top")
            header = [c.value for c in ws[1]]
            if "status" in header and ws.max_row > 1:
                col = get_column_letter(header.index("status") + 1)
                span = f"A2:{get_column_letter(ws.max_column)}{ws.max_row}"
                for status, colour in colours.items():
                    ws.conditional_formatting.add(span, FormulaRule(
                        formula=[f'${col}2="{status}"'], fill=PatternFill("solid", start_color=colour, end_color=colour)))
            if "kind" in header and ws.max_row > 1:
                col = get_column_letter(header.index("kind") + 1)
                ws.conditional_formatting.add(f"A2:{get_column_letter(ws.max_column)}{ws.max_row}", FormulaRule(
                    formula=[f'${col}2="inconsistent_term"'], fill=PatternFill("solid", start_color="FFEB9C",
                                                                              end_color="FFEB9C")))


# -- TBX ------------------------------------------------------------------------------------------
def variants_of(text: str) -> list[tuple[str, int]]:
    out = []
    for part in text.split("; ") if text else []:
        m = VARIANT.match(part)
        out.append((m.group(1), int(m.group(2))) if m else (part, 1))
    return out


def write_tbx(terms: pd.DataFrame, path: Path) -> None:
    ET.register_namespace("", TBX_NS)
    q = lambda tag: f"{{{TBX_NS}}}{tag}"  # noqa: E731
    root = ET.Element(q("tbx"), {"type": "TBX-Basic", "style": "dca", XML_LANG: "en"})
    header = ET.SubElement(root, q("tbxHeader"))
    desc = ET.SubElement(ET.SubElement(header, q("fileDesc")), q("sourceDesc"))
    ET.SubElement(desc, q("p")).text = "Junta Kit reconciled glossary (junta glossary build)"
    body = ET.SubElement(ET.SubElement(root, q("text")), q("body"))
    for i, t in enumerate(terms.itertuples(), start=1):
        entry = ET.SubElement(body, q("conceptEntry"), {"id": f"c{i}"})
        ET.SubElement(entry, q("descrip"), {"type": "subjectField"}).text = t.corpus
        src = ET.SubElement(entry, q("langSec"), {XML_LANG: t.source_lang})
        _term(src, t.source_term, "preferred", q)
        tgt_terms = []
        if t.preferred_target:
            tgt_terms.append((t.preferred_target, "preferred"))
        if t.source_lang == "en":
            for form, _ in variants_of(t.variants):
                if form != t.preferred_target:
                    tgt_terms.append((form, "deprecated" if form.isascii() else "admitted"))
        if tgt_terms:
            tgt = ET.SubElement(entry, q("langSec"), {XML_LANG: t.target_lang})
            for form, status in tgt_terms:
                _term(tgt, form, status, q)
        ET.SubElement(entry, q("note")).text = f"{t.status}; {t.basis}"
    ET.indent(root)
    tree = ET.ElementTree(root)
    with path.open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="UTF-8"?>\n')
        fh.write(b'<?xml-model href="https://raw.githubusercontent.com/LTAC-Global/TBX-Basic_dialect/master/'
                 b'DCA/TBXcoreStructV03_TBX-Basic_integrated.rng" type="application/xml" '
                 b'schematypens="http://relaxng.org/ns/structure/1.0"?>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)


def _term(lang_sec, text: str, status: str, q) -> None:
    sec = ET.SubElement(lang_sec, q("termSec"))
    ET.SubElement(sec, q("term")).text = text
    ET.SubElement(sec, q("termNote"), {"type": "administrativeStatus"}).text = STATUS[status]


def read_tbx(path: Path) -> pd.DataFrame:
    """Read a TBX file back: one row per term (concept, lang, term, status).  Raises on a file that
    is not TBX v3 TBX-Basic."""
    root = ET.parse(path).getroot()
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


# -- TMX ------------------------------------------------------------------------------------------
def write_tmx(pairs: pd.DataFrame, path: Path) -> None:
    root = ET.Element("tmx", {"version": "1.4"})
    ET.SubElement(root, "header", {"creationtool": "junta-kit", "creationtoolversion": "0.1.0",
                                   "segtype": "paragraph", "o-tmf": "junta-kit", "adminlang": "en",
                                   "srclang": "en", "datatype": "plaintext"})
    body = ET.SubElement(root, "body")
    for i, p in enumerate(pairs.itertuples(), start=1):
        tu = ET.SubElement(body, "tu", {"tuid": f"{p.corpus}:{p.location}:{p.variant}:{i}"})
        for kind, value in (("x-corpus", p.corpus), ("x-location", p.location), ("x-variant", p.variant),
                            ("x-score", p.score)):
            ET.SubElement(tu, "prop", {"type": kind}).text = str(value)
        for lang, text in (("en", p.src), ("ru", p.tgt)):
            tuv = ET.SubElement(tu, "tuv", {XML_LANG: lang})
            ET.SubElement(tuv, "seg").text = text
    ET.indent(root)
    with path.open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n')
        ET.ElementTree(root).write(fh, encoding="utf-8", xml_declaration=False)


def read_tmx(path: Path) -> pd.DataFrame:
    root = ET.parse(path).getroot()
    header = root.find("header")
    required = ("creationtool", "creationtoolversion", "segtype", "o-tmf", "adminlang", "srclang", "datatype")
    if root.tag != "tmx" or root.get("version") != "1.4" or header is None or any(
            header.get(a) is None for a in required):
        raise CorpusError(path, None, "not a TMX 1.4 file", f"<tmx version='1.4'> with a header carrying {required}")
    rows = []
    for tu in root.iter("tu"):
        props = {p.get("type"): p.text for p in tu.findall("prop")}
        segs = {tuv.get(XML_LANG): tuv.find("seg").text for tuv in tu.findall("tuv")}
        rows.append([props.get("x-corpus"), int(props.get("x-location")), props.get("x-variant"),
                     segs.get("en"), segs.get("ru")])
    return pd.DataFrame(rows, columns=["corpus", "location", "variant", "src", "tgt"])
