"""The rules' numbers and card lists, read from data files a teacher can edit.

Where the files are: an installed kit carries them inside the package (``junta_lib/data``); a
source checkout reads the repository's ``data/`` folder; the environment variable ``JUNTA_DATA``
names another folder of the same shape.  Single files can be swapped per game as well:
``new_game(ruleset=..., cards=..., city=...)`` or ``junta play --ruleset FILE``.

A ruleset (``data/rulesets/*.toml``) is read once into frozen dataclasses
(:func:`load_ruleset`): every table and key of the file must be a field of the game's ruleset
class, and every field must be in the file with the declared type, so a misspelt or missing number
is reported with the file, the key and what was expected, and every number in the file is read.
"""
from __future__ import annotations

import collections.abc
import csv
import dataclasses
import os
import tomllib
import types
import typing
from pathlib import Path
from typing import Any, TypeVar

from .errors import RulesetError

_HERE = Path(__file__).resolve()


def _kit_data() -> Path:
    packaged = _HERE.parents[1] / "data"          # junta_lib/data in an installed wheel
    return packaged if packaged.is_dir() else _HERE.parents[2] / "data"


_KIT_DATA = _kit_data()                          # where the kit's own files lie does not change


def data_root() -> Path:
    """The folder holding cards/, corpora/, glossary/, map/ and rulesets/."""
    override = os.environ.get("JUNTA_DATA")
    return Path(override) if override else _KIT_DATA


DATA = data_root()
_PATHS: dict[tuple, Path] = {}


def data_path(*parts: str) -> Path:
    """A file of the data folder (the paths are remembered: every new game asks for them)."""
    key = (os.environ.get("JUNTA_DATA"), parts)
    path = _PATHS.get(key)
    if path is None:
        path = _PATHS[key] = data_root().joinpath(*parts)
    return path


R = TypeVar("R")
_CACHE: dict = {}


def load_ruleset(path: str | os.PathLike | None, cls: type[R], default: tuple[str, ...]) -> R:
    """Read a TOML ruleset into the frozen dataclass ``cls`` (tables are nested dataclasses).
    ``default`` is the file under the data folder used when ``path`` is None.  Parsed files are
    cached by path and modification time."""
    file = Path(path) if path is not None else data_path(*default)
    try:
        key = (cls, os.fspath(file), os.stat(file).st_mtime_ns)
    except (OSError, TypeError, ValueError):
        raise RulesetError(f"ruleset file {file} does not exist") from None
    if key not in _CACHE:
        try:
            with file.open("rb") as fh:
                data = tomllib.load(fh)
        except OSError as err:
            raise RulesetError(f"ruleset file {file} cannot be read: {err.strerror}") from None
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
            raise RulesetError(f"ruleset file {file.name} is not valid TOML: {err}") from None
        _CACHE[key] = build(cls, data, file.name, "")
    return _CACHE[key]


def build(cls: type[R], data: Any, source: str, where: str) -> R:
    """The dataclass ``cls`` from the TOML table ``data``; refuses unknown, missing and mistyped keys."""
    if not isinstance(data, dict):
        raise RulesetError(f"{source}: [{where}] must be a table")
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise RulesetError(f"{source}: unknown key(s) {', '.join(_dot(where, k) for k in unknown)}; "
                           f"known in [{where or 'top'}]: {', '.join(fields)}")
    values = {}
    for name in fields:
        if name not in data:
            raise RulesetError(f"{source} lacks '{_dot(where, name)}' (expected {_describe(hints[name])})")
        values[name] = _convert(hints[name], data[name], source, _dot(where, name))
    return cls(**values)


def _dot(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def _describe(hint) -> str:
    origin = typing.get_origin(hint)
    if dataclasses.is_dataclass(hint):
        return "a table"
    if origin is tuple:
        return f"a list of {_describe(typing.get_args(hint)[0])}"
    if origin in (dict, types.MappingProxyType, collections.abc.Mapping):
        k, v = typing.get_args(hint)
        return f"a table of {_describe(k)} -> {_describe(v)}"
    return {int: "a whole number", str: "a text", bool: "true or false"}.get(hint, str(hint))


def _convert(hint, value, source: str, where: str):
    origin = typing.get_origin(hint)
    wrong = RulesetError(f"{source}: '{where}' must be {_describe(hint)}, got {value!r}"[:290])
    if dataclasses.is_dataclass(hint):
        return build(hint, value, source, where)
    if origin is tuple:
        if not isinstance(value, list):
            raise wrong
        item = typing.get_args(hint)[0]
        return tuple(_convert(item, v, source, f"{where}[{i}]") for i, v in enumerate(value))
    if origin in (dict, types.MappingProxyType, collections.abc.Mapping):
        if not isinstance(value, dict):
            raise wrong
        k_hint, v_hint = typing.get_args(hint)
        out = {}
        for k, v in value.items():
            if k_hint is int:
                try:
                    k = int(k)
                except ValueError:
                    raise wrong from None
            out[k] = _convert(v_hint, v, source, f"{where}.{k}")
        return types.MappingProxyType(out)
    if hint is int:
        if type(value) is not int:
            raise wrong
        return value
    if hint is bool:
        if type(value) is not bool:
            raise wrong
        return value
    if hint is str:
        if type(value) is not str:
            raise wrong
        return value
    raise RulesetError(f"{source}: '{where}' has an unsupported type")  # pragma: no cover


def load_csv(path: str | Path, columns: list[str]) -> list[dict]:
    """Read a card list; refuse a file whose header lacks a column, naming file and column."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            header = reader.fieldnames or []
            missing = [c for c in columns if c not in header]
            if missing:
                raise RulesetError(f"{path.name}: header lacks column(s) {', '.join(missing)}; "
                                   f"expected columns: {', '.join(columns)}")
            return [dict(row, _line=i + 2) for i, row in enumerate(reader)]
    except FileNotFoundError:
        raise RulesetError(f"card file {path} does not exist") from None
    except UnicodeDecodeError:
        raise RulesetError(f"card file {path.name} is not UTF-8 text") from None
