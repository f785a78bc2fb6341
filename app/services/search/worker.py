"""Runs a catalogue's queued work between the event loop's other work, a few milliseconds
at a time, so a search index of 18,000 entries fills (and near spellings are read) without
holding the window: each turn does ``budget`` of work and gives the loop back.

``grew`` says a search would now show more or else; while the work goes on it is said at
most every ``every_ms`` (a view searching again on each would spend the time saved), and
once when the work is done.
"""

from __future__ import annotations

import time
import weakref

from PySide6.QtCore import QObject, QTimer, Signal

from app.services.search.catalogue import BUDGET, SearchCatalogue

EVERY_MS = 150

_WORKERS: weakref.WeakKeyDictionary[SearchCatalogue, CatalogueWorker] = weakref.WeakKeyDictionary()


class CatalogueWorker(QObject):
    grew = Signal()

    def __init__(
        self, catalogue: SearchCatalogue, *, budget: float = BUDGET, every_ms: int = EVERY_MS
    ) -> None:
        super().__init__()
        self._catalogue = weakref.ref(catalogue)
        self._budget = budget
        self._every = every_ms / 1000
        self._told = 0.0
        self._news = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._turn)
        catalogue.on_work = self.start

    def start(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def _turn(self) -> None:
        catalogue = self._catalogue()
        if catalogue is None:
            return
        self._news = catalogue.work(self._budget) or self._news
        now = time.monotonic()
        if self._news and (not catalogue.pending or now - self._told >= self._every):
            self._news = False
            self._told = now
            self.grew.emit()
        if catalogue.pending:
            self._timer.start()


def worker_for(catalogue: SearchCatalogue) -> CatalogueWorker:
    """The catalogue's worker (one a catalogue, made on first use, on the UI thread)."""
    found = _WORKERS.get(catalogue)
    if found is None:
        found = _WORKERS[catalogue] = CatalogueWorker(catalogue)
    return found
