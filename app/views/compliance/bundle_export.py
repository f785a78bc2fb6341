"""Export the open case as a bundle (E): choose whether personal data goes in unmasked, then
where, watch the progress, cancel at any time.

What goes in: the case read again now (so case.json and the report say the state the
server holds at export), every document's file, the deleted ones too (an auditor checks
what was deleted as well as what stayed), each with its SHA-256, the case's journal entries
with their authors, the journal's head at the time, the timeline, who exported and when
(``case_audit.py``).

The export is a door action (``DataActions.export_case_bundle``): the guard is asked before
any file is fetched, and the journal records who exported which case, under what name, and
whether personal data was included (masked unless the person ticked it). The documents' files
are fetched on the event loop (network, no blocking); the zip, its manifest and the PDF are
written in a worker thread. Cancel is seen between files and between the bundle's members; a
cancelled export leaves no file.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QMessageBox, QProgressDialog, QWidget

from app.services.case_bundle import (
    BundleCancelledError,
    BundleExport,
    BundleFile,
    CaseBundle,
    write_bundle,
)
from app.services.case_evidence_data import evidence_data, unavailable_data
from app.services.data_actions import NothingLeft
from app.services.evidence.flag_book import flag_book
from app.services.journal import os_user
from app.services.masking import Masking
from app.services.review import review_book
from app.views.compliance.case_audit import Head, audit_data, head_of
from app.views.compliance.case_record import CaseRecord
from app.views.compliance.case_report import case_data, render_report
from app.views.compliance.case_source import CaseFile
from app.views.compliance.flag_sentences import flag_text
from app.views.widgets.file_dialogs import save_file_name

if TYPE_CHECKING:
    from app.views.compliance.case_pane import CasePane

ChoosePath = Callable[[str], Path | None]
ChoosePersonal = Callable[[], bool | None]  # include personal data? None: cancelled


def ask_personal(parent: QWidget) -> ChoosePersonal:
    """Masked by default: Enter exports masked; including personal data is a tick away and
    said to be journalled."""

    def choose() -> bool | None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("CaseBundleExporter", "Export the case bundle"),
            QCoreApplication.translate(
                "CaseBundleExporter",
                "Personal data (e-mails, phone numbers, document numbers, dates of birth, IP "
                "addresses, devices, photo links) is masked in case.json and the report. The "
                "documents' files go in as uploaded.",
            ),
            parent=parent,
        )
        tick = QCheckBox(
            QCoreApplication.translate(
                "CaseBundleExporter",
                "Include personal data unmasked (the audit journal records this choice)",
            )
        )
        box.setCheckBox(tick)
        export = box.addButton(
            QCoreApplication.translate("CaseBundleExporter", "Export…"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(export)
        box.exec()
        return tick.isChecked() if box.clickedButton() is export else None

    return choose


def ask_path(parent: QWidget) -> ChoosePath:
    def choose(suggested: str) -> Path | None:
        name = save_file_name(
            parent,
            QCoreApplication.translate("CaseBundleExporter", "Export the case bundle"),
            suggested,
            "Zip (*.zip)",
        )
        return Path(name) if name else None

    return choose


class CaseBundleExporter(QObject):
    finished = Signal(object)  # the Path written, or None when cancelled

    def __init__(
        self, case_view: CasePane, record: CaseRecord, parent: QObject | None = None
    ) -> None:
        """``record``: the pane's journal reader (its entries and timeline go in the bundle)."""
        super().__init__(parent)
        self._case = case_view
        self._record = record
        self.choose_path: ChoosePath = ask_path(case_view)
        self.choose_personal: ChoosePersonal = ask_personal(case_view)
        self.progress: QProgressDialog | None = None
        self.export: BundleExport | None = None

    def start(self) -> asyncio.Task[None] | None:
        view = self._case
        case, uid = view.case, view.uid
        if case is None or uid is None or case.session is None:
            return None
        include_personal = self.choose_personal()
        if include_personal is None:
            return None
        path = self.choose_path(f"kyb-case-{uid}.zip")
        if path is None:
            return None
        session_id = case.session.id
        book = review_book(view.session.action_log)  # the marks the pane shows
        listed = list(case.documents)  # deleted ones too: their files go in as well
        source, can_fetch = view.source, view.source.can_list
        reviewer = view.session.actions.reviewer
        exporter = reviewer.short or os_user()
        export = BundleExport(self)
        self.export = export
        progress = QProgressDialog(
            self.tr("Exporting the case bundle…"), self.tr("Cancel"), 0, len(listed) + 5, view
        )
        # Not modal: a modal QProgressDialog runs processEvents() inside setValue(), which
        # re-entered the asyncio loop from within the export's task (another task's step ran
        # inside it and aborted) once the evidence's reading had tasks in flight; as the
        # orders' export does (``orders/export_progress.py``).
        progress.setWindowModality(Qt.WindowModality.NonModal)
        progress.setMinimumDuration(0)
        progress.canceled.connect(export.cancel)
        export.progressed.connect(lambda done, _total: progress.setValue(len(listed) + 1 + done))
        self.progress = progress
        progress.show()

        journal = getattr(view.window(), "journal", None)  # the main window's, if any
        record = self._record
        stop = asyncio.Event()  # the person's Cancel, heard while the evidence is awaited
        progress.canceled.connect(stop.set)
        evidence_of = self._evidence_reader(uid, include_personal, stop)

        def journalled() -> tuple[list[Any], Head | None]:
            """This environment's entries as the journal holds them (or, with no journal,
            the session's records) and the head they end at."""
            entries = record.case_entries()
            return entries, head_of(journal, entries) if journal is not None else None

        async def write() -> Path | None:
            fresh: CaseFile = await source.case(uid) if can_fetch else case
            documents = list(fresh.documents) if fresh.session is not None else listed
            entries, head = await asyncio.to_thread(journalled)
            progress.setValue(1)
            files = []
            for number, document in enumerate(documents if can_fetch else [], start=2):
                if export.cancelled():
                    return None
                got = await source.document(uid, session_id, document.id)
                files.append(BundleFile(document.id, got.file_name or document.id, got.content))
                progress.setValue(number)
            sid = fresh.session.id if fresh.session is not None else session_id
            evidence = await evidence_of(sid)
            if evidence is None:
                return None  # cancelled while the evidence was read
            progress.setLabelText(self.tr("Exporting the case bundle…"))
            data = case_data(fresh, book.marks(sid), book.changes(sid), [])
            data["evidence"] = evidence
            if journal is not None:  # the entries as the chain holds them, hashes included
                data["journal"] = [asdict(e) for e in entries if _of_case(e, uid)]
            else:
                data["journal"] = case_data(fresh, {}, [], entries)["journal"]
            catalogue = view.catalogue  # categories and types in words, codes kept beside
            data["documents"] = [
                {
                    **d,
                    "categoryName": catalogue.category_name(d.get("category")),
                    "typeName": catalogue.type_name(d.get("category"), d.get("type")),
                }
                for d in data["documents"]
            ]
            data = audit_data(
                data,
                events=record.timeline_of(fresh, entries),
                files={f.doc_id: f.content for f in files},
                head=head,
                exported_by=exporter,
                generated_at=datetime.now(UTC),
            )
            try:
                return await asyncio.to_thread(
                    write_bundle,
                    path,
                    CaseBundle(data, files, include_personal),
                    render_report,
                    progress=export.report,
                    cancelled=export.cancelled,
                )
            except BundleCancelledError:
                return None

        actions = view.session.actions

        async def run() -> Path | None:
            try:
                left = await actions.export_case_bundle(
                    uid, session_id, path.name, include_personal, write
                )
            except NothingLeft:
                return None  # cancelled: the journal says so, nothing to tell the person
            return left.path

        def done(written: Path | None) -> None:
            progress.reset()
            progress.hide()
            self.finished.emit(written)

        def failed(_exc: BaseException) -> None:
            progress.reset()
            progress.hide()
            self.finished.emit(None)

        return view.runner.run(run, on_success=done, on_failure=failed)

    def _evidence_reader(
        self, uid: str, include_personal: bool, stop: asyncio.Event
    ) -> Callable[[str], Awaitable[dict[str, Any] | None]]:
        """The case's evidence as case.json carries it, from the session's evidence service
        (the one the door judges on: no second reading). While OCR still reads, the export
        waits, saying so; Cancel stops the waiting (None), and the service's reading goes on
        for the case pane, which shares it."""
        service = self._case.session.evidence
        book = flag_book(self._case.session.action_log)
        masking = Masking(sandbox=False)
        masking.enabled = not include_personal  # the sentences as the person chose

        async def read(sid: str) -> dict[str, Any] | None:
            if service is None:
                return unavailable_data(
                    self.tr(
                        "This server lists no documents or shareholders, so Teller could not "
                        "read the case's evidence: the bundle carries no flags."
                    )
                )
            if self.progress is not None:
                self.progress.setLabelText(
                    self.tr(
                        "Reading the case's evidence (documents read by OCR take a few "
                        "seconds each)…"
                    )
                )
            computing = asyncio.ensure_future(service.case_evidence(uid, sid))
            stopping = asyncio.ensure_future(stop.wait())
            try:
                await asyncio.wait({computing, stopping}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                stopping.cancel()
            if not computing.done():
                computing.add_done_callback(_retrieved)
                return None
            evidence = computing.result()
            return evidence_data(
                evidence,
                lambda key: book.dismissed(evidence.session_id, key),
                lambda flag: flag_text(flag, masking),
            )

        return read


def _retrieved(task: asyncio.Future[Any]) -> None:
    """A reading the export stopped waiting for: its outcome is the pane's, not an error
    left unretrieved."""
    if not task.cancelled():
        task.exception()


def _of_case(entry: Any, uid: str) -> bool:
    target = str(entry.target)
    return target == uid or target.startswith(f"{uid}/")
