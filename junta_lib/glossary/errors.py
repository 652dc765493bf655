"""The glossary tooling's error: a malformed corpus or decisions file, named with file and line."""
from ..core.errors import JuntaError


class CorpusError(JuntaError, ValueError):
    def __init__(self, file, line, problem: str, expected: str):
        where = f"{file}" + (f", line {line}" if line else "")
        super().__init__(f"{where}: {problem}; expected {expected}")
        self.file, self.line = str(file), line
