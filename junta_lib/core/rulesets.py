"""Loading the rules' numbers and card lists from data files under ``data/``."""
from __future__ import annotations

import csv
import os
import tomllib
from pathlib import Path

from .errors import RulesetError

DATA = Path(__file__).resolve().parents[2] / "data"


def data_path(*parts: str) -> Path:
    return DATA.joinpath(*parts)


_CACHE: dict = {}


def load_toml(path: str | Path, required: dict[str, tuple]) -> dict:
    """Read a TOML ruleset and check that each required key is present with the right type.
    Parsed files are cached by path and modification time; treat the result as read-only."""
    try:
        key = (os.fspath(path), os.stat(path).st_mtime_ns)       # one system call per game
    except OSError:
        key = None
    if key in _CACHE:
        return _CACHE[key]
    data = _load_toml(Path(path), required)
    if key is not None:
        _CACHE[key] = data
    return data


def _load_toml(path: Path, required: dict[str, tuple]) -> dict:
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    except FileNotFoundError:
        raise RulesetError(f"ruleset file {path} does not exist") from None
    except tomllib.TOMLDecodeError as err:
        raise RulesetError(f"ruleset file {path} is not valid TOML: {err}") from None
    for dotted, types in required.items():
        node = data
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                raise RulesetError(f"ruleset {path.name} lacks '{dotted}' "
                                   f"(expected {' or '.join(t.__name__ for t in types)})")
            node = node[part]
        if not isinstance(node, types) or isinstance(node, bool) and bool not in types:
            raise RulesetError(f"ruleset {path.name}: '{dotted}' must be "
                               f"{' or '.join(t.__name__ for t in types)}, got {node!r}")
    return data


def load_csv(path: str | Path, columns: list[str]) -> list[dict]:
    """Read a card list; refuse a file whose header lacks a column, naming file and column."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            reader = csv.DictReader(fh)
            header = reader.fieldnames or []
            missing = [c for c in columns if c not in header]
            if missing:
                raise RulesetError(f"{path.name}: header lacks column(s) {', '.join(missing)}; "
                                   f"expected columns: {', '.join(columns)}")
            return [dict(row, _line=i + 2) for i, row in enumerate(reader)]
    except FileNotFoundError:
        raise RulesetError(f"card file {path} does not exist") from None
