"""Rule-translation reconciliation: from the corpora to one reviewed glossary.

readers -> segments -> ligature repair -> alignment -> term extraction -> matching (lemma groups)
-> reconciliation -> QA findings -> exports (CSV, XLSX, TBX, TMX).  ``build.build_glossary`` runs it.
"""
from .errors import CorpusError

__all__ = ["CorpusError"]
