"""PySide6's check of each module imported after it, made cheap and kept from holding sources.

PySide6 reads the whole source of every module imported after it (its feature check looks
for "PySide6" in it, PYSIDE-2029) through ``inspect.getsource``: ``linecache`` then keeps
every line (about 480 files, 9-16 MiB of strings for nothing, benchmarks/memory.py), and each
read goes through the encoding detection and line splitting of ``tokenize`` and ``linecache``
(0.1-1 ms a module; about 100 modules load before the sign-in dialog paints). A module with a
source file of its own is now read as bytes and searched for the same name, which is the same
answer (the name is ASCII; a source Python can import is ASCII-compatible), and nothing is
kept. Anything else (no file, a compiled or frozen module) still goes to PySide6's own check,
its lines dropped after it. A frozen build has no sources, so nothing changes there.
"""

from __future__ import annotations

import linecache
import logging
from typing import Any

log = logging.getLogger(__name__)

NAME = b"PySide6"


def forget_sources_pyside_reads() -> bool:
    """Wraps PySide6's private check; False (and nothing changed) where it is not there."""
    try:
        import PySide6.QtCore  # noqa: F401  # installs the check
        import shibokensupport.feature as feature  # type: ignore[import-not-found]
    except ImportError:
        return False
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "forgets_sources", False):
        return False

    def uses_pyside(module: Any) -> bool:
        source = source_bytes(module)
        if source is not None:
            return NAME in source
        try:
            return bool(check(module))
        finally:
            linecache.cache.pop(getattr(module, "__file__", None) or "", None)

    uses_pyside.forgets_sources = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside
    return True


def source_bytes(module: Any) -> bytes | None:
    """The module's own ``.py`` file as bytes, or None when it has none to read."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return None
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError:
        return None
