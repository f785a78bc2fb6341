"""Module sources PySide6 reads at import, not kept for good.

PySide6 reads the whole source of every module imported after it (its feature check looks
for "PySide6" in it, PYSIDE-2029) through ``inspect.getsource``, and ``linecache`` keeps every
line: about 480 files, 9-16 MiB of strings for nothing (benchmarks/memory.py). The check
still reads them; the lines are dropped at once, and a traceback reads its lines again from
disk as it would anyway. A frozen build has no sources, so there is nothing to drop.
"""

from __future__ import annotations

import linecache
import logging
from typing import Any

log = logging.getLogger(__name__)


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
        try:
            return bool(check(module))
        finally:
            linecache.cache.pop(getattr(module, "__file__", None) or "", None)

    uses_pyside.forgets_sources = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside
    return True
