"""Export the open case as a bundle (E): choose where, watch the progress, cancel at any time.

The documents' files are fetched on the event loop (network, no blocking); the zip, its
manifest and the PDF are written in a worker thread. Cancel is seen between files and between
the bundle's members; a cancelled export leaves no file. A finished one is recorded through
the door (the audit journal says who exported which case).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QWidget

from app.services.case_bundle import (
    BundleCancelledError,
    BundleExport,
    BundleFile,
    CaseBundle,
    write_bundle,
)
from app.views.compliance.case_report import case_data, render_report
from app.views.compliance.case_source import deleted_at

if TYPE_CHECKING:
    from app.views.compliance.case_view import CaseView

ChoosePath = Callable[[str], Path | None]


def ask_path(parent: QWidget) -> ChoosePath:
    def choose(suggested: str) -> Path | None:
        name, _filter = QFileDialog.getSaveFileName(
            parent,
            QCoreApplication.translate("CaseBundleExporter", "Export the case bundle"),
            str(Path.home() / suggested),
            "Zip (*.zip)",
        )
        return Path(name) if name else None

    return choose


class CaseBundleExporter(QObject):
    finished = Signal(object)  # the Path written, or None when cancelled

    def __init__(self, case_view: CaseView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._case = case_view
        self.choose_path: ChoosePath = ask_path(case_view)
        self.progress: QProgressDialog | None = None
        self.export: BundleExport | None = None

    def start(self) -> asyncio.Task[None] | None:
        view = self._case
        case, uid = view.case, view.uid
        if case is None or uid is None or case.session is None:
            return None
        path = self.choose_path(f"kyb-case-{uid}.zip")
        if path is None:
            return None
        session_id = case.session.id
        book = view.review.book
        data = case_data(
            case,
            book.marks(session_id),
            book.decisions(session_id),
            view.session.action_log.records,
        )
        live = [d for d in case.documents if deleted_at(d) is None]
        source, can_fetch = view.source, view.source.can_list
        export = BundleExport(self)
        self.export = export
        progress = QProgressDialog(
            self.tr("Exporting the case bundle…"), self.tr("Cancel"), 0, len(live) + 4, view
        )
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.canceled.connect(export.cancel)
        export.progressed.connect(lambda done, _total: progress.setValue(len(live) + done))
        self.progress = progress
        progress.show()

        journal = getattr(view.window(), "journal", None)  # the main window's, if any
        environment, merchant = view.session.environment.key, view.session.api_code

        def journalled() -> list[dict[str, Any]]:
            """The case's entries as the journal holds them, hashes included, so each can
            be checked against the chain (Verify) and the bundle against the journal."""
            assert journal is not None
            journal.flush()
            return [
                asdict(e)
                for e in journal.store.entries()
                if e.environment == environment
                and e.merchant == merchant
                and (e.target == uid or e.target.startswith(f"{uid}/"))
            ]

        async def run() -> Path | None:
            if journal is not None:
                data["journal"] = await asyncio.to_thread(journalled)
            files = []
            for number, document in enumerate(live if can_fetch else [], start=1):
                if export.cancelled():
                    return None
                got = await source.document(uid, session_id, document.id)
                files.append(BundleFile(document.id, got.file_name or document.id, got.content))
                progress.setValue(number)
            try:
                return await asyncio.to_thread(
                    write_bundle,
                    path,
                    CaseBundle(data, files),
                    render_report,
                    progress=export.report,
                    cancelled=export.cancelled,
                )
            except BundleCancelledError:
                return None

        def done(written: Path | None) -> None:
            progress.reset()
            progress.hide()
            if written is not None:
                view.session.actions.record_case_export(uid, session_id, written.name)
            self.finished.emit(written)

        def failed(_exc: BaseException) -> None:
            progress.reset()
            progress.hide()

        return view.runner.run(run, on_success=done, on_failure=failed)
