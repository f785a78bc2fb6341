"""Keep the garbage collector's full passes short while staff scroll and export.

A full (generation 2) collection walks every tracked object. Right after sign-in almost all
of them are the modules just imported (Qt, pydantic, httpx), which never become garbage;
walking them took 100-400 ms per pass with 10,000 orders loaded (benchmarks/orders_view.py),
a visible freeze. ``gc.freeze()`` moves them out of the collector's sight, so later passes
only walk what the session itself created.

Start-up freezes twice: once the sign-in dialog's warm-up has imported the main window's
modules (``freeze_heap``: no collection first, so no pause while the person may be typing; a
full pass at that point finds about 80 unreachable objects, which stay), and once the main
window has painted (``settle_heap``), when the pass walks only what signing in created.
"""

from __future__ import annotations

import gc


def freeze_heap() -> None:
    """Exempt every object alive now from future collections, without collecting first."""
    gc.freeze()


def settle_heap() -> None:
    """Collect once, then exempt every surviving object from future collections."""
    gc.collect()
    gc.freeze()
