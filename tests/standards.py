"""Validation against the standards bodies' own schemas (../shared/standards, copied into
tests/data/standards so a clean clone has them): TBX v3 with the RELAX NG (lxml) and the TBX-Basic
Schematron, TMX 1.4b with its DTD.

The Schematron is written for an XSLT 2 binding; its asserts use two XPath 2 constructs, ``matches()``
and a function call as a path step (``./local-name()``).  lxml evaluates XPath 1, so ``matches`` is
registered as an extension function and the path-step call is rewritten to its XPath 1 equivalent
(``local-name(.)``); every pattern, rule and assert of the file is evaluated, none is skipped."""
from __future__ import annotations

import re
from pathlib import Path

from lxml import etree

STANDARDS = Path(__file__).resolve().parent / "data" / "standards"
SCH = "http://purl.oclc.org/dsdl/schematron"


def relaxng_errors(xml: Path, schema: str) -> list[str]:
    rng = etree.RelaxNG(etree.parse(str(STANDARDS / schema)))
    doc = etree.parse(str(xml))
    if rng.validate(doc):
        return []
    return [f"line {e.line}: {e.message}" for e in rng.error_log]


def _matches(_context, value, pattern):
    text = value[0] if isinstance(value, list) and value else value
    if not isinstance(text, str):
        text = str(getattr(text, "text", text) or "")
    return re.search(pattern, text) is not None


def _xpath1(expr: str) -> str:
    return re.sub(r"\./local-name\(\)", "local-name(.)", expr)


def schematron_errors(xml: Path, schema: str = "TBX-Basic_DCA.sch") -> list[str]:
    etree.FunctionNamespace(None)["matches"] = _matches
    sch = etree.parse(str(STANDARDS / schema))
    ns = {n.get("prefix"): n.get("uri") for n in sch.iter(f"{{{SCH}}}ns")}
    doc = etree.parse(str(xml))
    errors = []
    for pattern in sch.iter(f"{{{SCH}}}pattern"):
        fired: set = set()
        for rule in pattern.iter(f"{{{SCH}}}rule"):
            context = _xpath1(rule.get("context"))
            nodes = doc.xpath(context if context.startswith("/") else "//" + context, namespaces=ns)
            for node in nodes:
                key = id(node)
                if key in fired:                     # within a pattern only the first matching rule fires
                    continue
                fired.add(key)
                for test in rule.iter(f"{{{SCH}}}assert"):
                    expr = _xpath1(test.get("test"))
                    if isinstance(node, str):            # an attribute: test it from its element
                        expr = re.sub(r"(?<![\w.@])\.(?![\w./])", "@" + node.attrname, expr)
                        ok = node.getparent().xpath(expr, namespaces=ns)
                    else:
                        ok = node.xpath(expr, namespaces=ns)
                    if not ok:
                        line = getattr(node, "sourceline", None) or getattr(node.getparent(), "sourceline", "?")
                        errors.append(f"line {line}: {' '.join(test.text.split())}")
    return errors


def dtd_errors(xml: Path, schema: str = "tmx14.dtd") -> list[str]:
    dtd = etree.DTD(str(STANDARDS / schema))
    doc = etree.parse(str(xml))
    if dtd.validate(doc):
        return []
    return [f"line {e.line}: {e.message}" for e in dtd.error_log]
