"""The kit's cache folder, shared by every part that keeps work between runs (the glossary build's
segmentations and spelling verdicts, the compiled message catalogs): the user's own cache folder
(``JUNTA_CACHE`` names another), never the shared temporary folder.  Everything kept here can be
made again: a missing or damaged entry only costs the work once more."""
from __future__ import annotations

import os
import time
from pathlib import Path


def cache_folder() -> Path | None:
    """The cache folder, made if needed; None when none can be made (callers then work without one)."""
    override = os.environ.get("JUNTA_CACHE")
    if override:
        folder = Path(override)
    else:
        try:
            import platformdirs
            folder = Path(platformdirs.user_cache_dir("junta-kit"))
        except ImportError:                             # pragma: no cover - platformdirs comes with Jupyter
            folder = Path.home() / ".cache" / "junta-kit"
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return folder


def read_cached(name: str):
    """A value kept in the cache folder under ``name`` (marshal), or None when absent or damaged."""
    import marshal
    folder = cache_folder()
    path = folder / name if folder is not None else None
    if path is None or not path.exists():
        return None
    try:
        return marshal.loads(path.read_bytes())
    except (EOFError, ValueError, TypeError, OSError):
        return None


def keep_cached(name: str, value) -> bool:
    """Keep ``value`` in the cache folder under ``name`` (written whole, then moved into place);
    False when there is no writable cache folder (the work is then done again next time)."""
    import marshal
    folder = cache_folder()
    if folder is None:
        return False
    try:
        tmp = folder / f"{name}.{os.getpid()}.tmp"
        tmp.write_bytes(marshal.dumps(value))
        tmp.replace(folder / name)
        return True
    except OSError:
        return False


def read_pickled(name: str, kind: type):
    """An object of class ``kind`` kept in the cache folder under ``name`` (pickle), or None when absent,
    damaged or of another class.  The folder is the user's own (mode 0700), as pip's and Jupyter's are."""
    import pickle
    folder = cache_folder()
    path = folder / name if folder is not None else None
    if path is None or not path.exists() or not _own(folder):
        return None
    try:
        value = pickle.loads(path.read_bytes())
    except Exception:                        # a damaged or foreign file of any sort: the work is done again
        return None
    return value if isinstance(value, kind) else None


def _own(folder: Path) -> bool:
    """Is the folder the user's own, writable by nobody else?  A pickle runs code as it is read, so one
    is read only from such a folder (``JUNTA_CACHE`` may name a folder made by someone else)."""
    try:
        st = folder.stat()
    except OSError:
        return False
    return (not hasattr(os, "getuid") or st.st_uid == os.getuid()) and not st.st_mode & 0o022


#: a part-written entry older than this (seconds) is a killed writer's: a whole entry is written in a second
STALE_PART = 600


def keep_pickled(name: str, value, keep: int = 8) -> bool:
    """Keep ``value`` under ``name`` (pickle; written whole, then moved into place), and of the other
    entries sharing ``name``'s prefix (up to its first "-") only the ``keep`` - 1 newest; a part-written
    entry a killed process left (older than STALE_PART) is removed.  False when there is no writable cache
    folder."""
    import pickle
    folder = cache_folder()
    if folder is None:
        return False
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, AttributeError, TypeError):   # something that cannot be kept: done again
        return False
    try:
        tmp = folder / f"{name}.{os.getpid()}.tmp"
        tmp.write_bytes(data)
        tmp.replace(folder / name)
        prefix = name.split("-", 1)[0] + "-"
        others = sorted((p for p in folder.glob(prefix + "*") if p.name != name and not p.name.endswith(".tmp")),
                        key=lambda p: p.stat().st_mtime, reverse=True)
        for old in others[keep - 1:]:
            old.unlink(missing_ok=True)
        now = time.time()
        for part in folder.glob(prefix + "*.tmp"):
            if part.stat().st_mtime < now - STALE_PART:
                part.unlink(missing_ok=True)
        return True
    except OSError:
        return False


def package_version(name: str) -> str:
    """An installed package's version ("?" when it is not installed): part of a kept table's name, so
    that another version's answers are not read back."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


class KeptTable:
    """A table (dict) kept in the cache folder between runs, under the name ``name()`` gives (naming
    what made its entries: a library's version, a dictionary's hash), read at its first use; ``save``
    writes it whole when something was added."""

    def __init__(self):
        self._table: dict | None = None
        self._name = ""
        self._added = False

    def name(self) -> str:
        raise NotImplementedError

    def table(self) -> dict:
        if self._table is None:
            self._name = self.name()
            kept = read_cached(self._name)
            self._table = kept if isinstance(kept, dict) else {}
        return self._table

    def added(self) -> None:
        self._added = True

    def save(self) -> None:
        if self._added and keep_cached(self._name, self._table):
            self._added = False                    # (no writable cache folder: the work is done again next time)
