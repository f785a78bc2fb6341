"""The offer, when Teller starts, to go on with a batch a previous run left unfinished (Teller
closed while sending, or killed): "Resume", "Later" or "Show results", one batch at a time.

Finding them reads the batch store off the UI thread. Resuming goes through the send page,
whose sender asks the door's ``start_batch`` (journalled as a resumed batch) and replays each
row in doubt under its own key; "Later" changes nothing, so the next start asks again. A store
that cannot be read (a newer Teller's file, a locked disk) is a sentence in the status bar,
never an error at start-up.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from app.services.bulk.batch_store import BatchStoreError, unfinished_in
from app.services.bulk.model import Batch
from app.views.widgets.plural import plural

Say = Callable[[str], None]


class ResumeOffer(QObject):
    """``resume_requested(Batch)``, ``results_requested(Batch)``: the person's answer."""

    resume_requested = Signal(object)
    results_requested = Signal(object)

    def __init__(self, parent: QWidget, path: Path, say: Say, place: str) -> None:
        """``place``: where this sign-in pays (``model.place_of``); batches prepared anywhere
        else are not offered."""
        super().__init__(parent)
        self._parent = parent
        self._path = path
        self._place = place
        self._say = say
        self.waiting: list[Batch] = []
        self.box: QMessageBox | None = None  # the question on screen (tests answer it)
        self.task: asyncio.Task[None] | None = None

    def check(self) -> asyncio.Task[None]:
        """Look for unfinished batches and ask about the first."""

        async def look() -> None:
            try:
                found = await asyncio.to_thread(unfinished_in, self._path, self._place)
            except (BatchStoreError, OSError) as exc:
                self._say(
                    self.tr(
                        "Teller could not look for unfinished bulk payouts ({0}). Batches "
                        "interrupted earlier stay in the batch store; try again after a restart."
                    ).format(str(exc) or type(exc).__name__)
                )
                return
            except Exception as exc:  # a store error must not stop start-up
                self._say(
                    self.tr("Teller could not look for unfinished bulk payouts ({0}).").format(
                        type(exc).__name__
                    )
                )
                return
            self.waiting = found
            self.ask_next()

        self.task = asyncio.ensure_future(look())
        return self.task

    def ask_next(self) -> QMessageBox | None:
        if not self.waiting or (self.box is not None and self.box.isVisible()):
            return None
        batch = self.waiting.pop(0)
        text = self.tr(
            "A batch of {0} from {1} was interrupted before it ended. Resume it? Rows whose "
            "answer never came are sent again under their own keys, so nothing is paid twice."
        ).format(plural(batch.rows, self.tr("{0} payout"), self.tr("{0} payouts")), batch.file_name)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unfinished bulk payouts"),
            text,
            QMessageBox.StandardButton.NoButton,
            self._parent,
        )
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        results = box.addButton(self.tr("Show &results"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(later)  # Enter never sends money by itself
        box.setEscapeButton(later)
        self.box = box

        def answered(_result: int) -> None:
            clicked = box.clickedButton()
            if clicked is resume:
                self.resume_requested.emit(batch)
            elif clicked is results:
                self.results_requested.emit(batch)
            self.ask_next()

        box.finished.connect(answered)
        box.open()
        return box
