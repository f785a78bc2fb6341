"""One case in one pane: header, documents beside the viewer, the declared data and the
shareholders, all in splitters; and the case's actions, each through the action door.

The pane keeps its own "current case" (it is not the context's current account): every load
remembers the case it was asked for, and an answer for a case no longer open is dropped. When
an action announces a change of this case (ChangeKind.KYB_CASE), the pane reads it again.
Its documents on screen (fetched, kept, a found value boxed) are case_documents.py; its
upload, delete, session and shareholder flows case_flows.py.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from app.models.kyb_catalogue import FINAL_KYB_STATES
from app.models.onboarding import KybDocument
from app.services.context import ChangeKind
from app.services.deletions import deletion_book
from app.services.evidence.flag_book import flag_book
from app.services.evidence.model import Box
from app.services.notes import note_book as notes_of
from app.services.session import Session
from app.views.compliance import case_flows
from app.views.compliance.bundle_export import CaseBundleExporter
from app.views.compliance.case_documents import CaseDocuments
from app.views.compliance.case_header import CaseHeader
from app.views.compliance.case_pane import CasePane, Confirm, ask
from app.views.compliance.case_record import CaseRecord
from app.views.compliance.case_source import (
    CaseFile,
    CaseSource,
    Catalogue,
    DocumentFile,
    ShareholderFile,
)
from app.views.compliance.case_splitter import VIEWER_MIN, CaseSplitter
from app.views.compliance.delete_dialog import AskReason, ask_reason
from app.views.compliance.details_view import DetailsView
from app.views.compliance.document_viewer import DocumentViewer
from app.views.compliance.documents_list import DocumentsList
from app.views.compliance.enter_keys import enter_clicks
from app.views.compliance.evidence_panel import EvidencePanel
from app.views.compliance.notes_view import NotesView
from app.views.compliance.review_bar import ReviewBar
from app.views.compliance.shareholder_editor import ShareholderEditor
from app.views.compliance.shareholders_view import ShareholdersView
from app.views.compliance.timeline_view import TimelineView
from app.views.compliance.upload_dialog import UploadDialog
from app.views.task_runner import RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.masked_value import ThroughDoor
from app.views.widgets.roomy_tabs import RoomyTabs
from app.views.widgets.terms import kyb_state_name

EVIDENCE_WIDTH = 560  # the side column's width for the evidence: its five columns in sight


class CaseView(CasePane):
    loaded = Signal(object)  # CaseFile
    back_requested = Signal()

    def __init__(
        self,
        session: Session,
        source: CaseSource,
        runner_factory: RunnerFactory,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.session = session
        self._source = source
        self.source = source
        self.runner_factory = runner_factory
        self.uid: str | None = None  # the case open here
        self.case: CaseFile | None = None  # what is shown: always of ``uid``
        self.catalogue = Catalogue()
        self.times_in_utc = False
        self.shown = CaseDocuments(self)  # the documents on screen: fetched, kept, boxed
        self.confirm: Confirm = ask(self)
        self.ask_reason: AskReason = ask_reason(self)  # the delete confirmation, with why
        self.editor: ShareholderEditor | None = None
        self.upload: UploadDialog | None = None
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)

        self.header = CaseHeader()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        self.note.hide()
        self.documents = DocumentsList()
        self.documents.use_deletions(deletion_book(session.action_log))
        self.details = DetailsView()
        self.viewer = DocumentViewer(runner_factory, banner=self.banner)
        self.shareholders = ShareholdersView()
        self.notes = NotesView(notes_of(session.action_log))
        self.timeline = TimelineView()
        self.review = ReviewBar(self)
        personal = ThroughDoor(session.actions, self.runner)  # reveals and copies: the door
        self.shareholders.set_masking(session.masking, personal)
        self.details.set_masking(session.masking, personal)
        self.details.whose = "declared"  # a reveal's target; the case's uid goes first
        self.viewer.door = session.actions  # a saved or opened copy leaves through the door
        self.viewer.target = lambda: f"{self.uid}/{self.shown.wanted or ''}"
        # The evidence (read in the background) and the flags; a found value or a flag's
        # evidence opens its document at the value, boxed.
        self.evidence = EvidencePanel(session.evidence, self.runner, flag_book(session.action_log))
        self.evidence.set_masking(session.masking, personal)
        self.flags = self.evidence.flags
        self.flags.dismiss = session.actions.dismiss_flag
        self.flags.runner = self.runner
        self.evidence.comparison.show_requested.connect(self.show_found)
        self.flags.show_requested.connect(self.show_found)
        self.flags.count_changed.connect(self._flag_count)
        self.review.flags_requested.connect(self.show_flags)

        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.documents)
        left.addWidget(self.details)
        left.setSizes([240, 360])
        self.splitter = CaseSplitter()
        self.side = RoomyTabs()  # shareholders, notes and the timeline share one column
        self.side.addTab(self.shareholders, self.tr("S&hareholders"))
        self.side.addTab(self.notes, self.tr("N&otes"))
        self.side.addTab(self.timeline, self.tr("&Timeline"))
        self.side.addTab(self.evidence, self.tr("Ev&idence"))
        self.flags_tab = self.side.addTab(self.flags, self.tr("F&lags"))
        self.side.setAccessibleName(self.tr("Shareholders, notes, timeline, evidence and flags"))
        self.side.currentChanged.connect(self._side_chosen)
        self.splitter.set_columns(left, self.viewer, self.side)
        self.splitter.setSizes([500, 500, 400])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)  # floats over the case's title lines, not its buttons
        layout.addWidget(self.header)
        layout.addWidget(self.review)
        layout.addWidget(self.note)
        layout.addWidget(self.splitter, 1)

        self.header.back_requested.connect(self.back_requested.emit)
        self.header.refresh_requested.connect(self.refresh)
        self.header.start_requested.connect(self.start_session)
        self.documents.document_chosen.connect(self._document_chosen)
        self.documents.upload_requested.connect(self.open_upload)
        self.documents.delete_requested.connect(self.delete_document)
        self.shareholders.add_requested.connect(lambda: self.open_editor(None))
        self.shareholders.edit_requested.connect(self.open_editor)
        session.context.changed.connect(self._on_server_change)
        self.record = CaseRecord(self)  # notes saved, the timeline read and kept fresh
        self.exporter = CaseBundleExporter(self, self.record)
        self.review.export_requested.connect(self.exporter.start)
        for keys, slot in (
            ("Ctrl+Shift+N", self.record.write_note),
            ("Ctrl+Shift+T", self.record.show_timeline),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self._set_actions()
        enter_clicks(self)

    # --- which case ---
    def open_case(self, uid: str) -> asyncio.Task[None]:
        """Show this business's case; whatever was shown of another goes at once."""
        if uid != self.uid:
            self.uid = uid
            self.case = None
            self.shown.forget()
            self.banner.clear()
            self.header.show_case(uid, self.tr("Loading case…"), None)
            self.documents.set_documents([], keep=False)
            self.details.show_entries([])
            self.shareholders.set_shareholders([])
            self.details.whose = f"{uid}/declared"
            self.notes.show_case(uid, None)
            self.notes.show_document(None)
            self.timeline.set_events([])
            self.review.refresh()
            self.viewer.show_message(self.tr("Select a document to see it here."))
            self.evidence.clear()
            self._set_actions()
        return self.refresh()

    def refresh(self) -> asyncio.Task[None]:
        uid = self.uid
        assert uid is not None
        source = self._source

        async def load() -> CaseFile:
            return await source.case(uid)

        return self.runner.run(
            load,
            controls=[self.header.refresh_button],
            on_success=lambda case: self.show_case_file(uid, case),
            key="case",
        )

    def _on_server_change(self, kind: str, target: str) -> None:
        if kind == ChangeKind.KYB_CASE and target == self.uid:
            self.refresh()

    def show_case_file(self, uid: str, case: CaseFile) -> None:
        """``case`` read for ``uid`` on screen, unless another case was opened meanwhile."""
        if uid != self.uid:  # another case was opened meanwhile
            return
        known = self.case
        if not self._source.can_list and known is not None and known.uid == uid:
            case.sessions = case.sessions or known.sessions  # a live server cannot list them
        self.case = case
        self.header.show_case(uid, case.company, case.session)
        self.documents.set_documents(case.documents, keep=True)
        self.details.show_entries(case.details)
        if case.shareholders is not None:
            self.shareholders.set_shareholders(case.shareholders)
        self._set_actions()
        self.notes.show_case(uid, case.session.id if case.session is not None else None)
        self.record.load_timeline()
        self.review.refresh()
        self.evidence.load(uid, case.session.id if case.session is not None else None)
        self.loaded.emit(case)

    def set_times_in_utc(self, utc: bool) -> None:
        """Times in UTC or local time (the person's choice in Orders), the zone always said."""
        self.times_in_utc = utc
        for view in (self.header, self.documents, self.details, self.shareholders, self.notes):
            view.times_in_utc = utc
        self.timeline.set_times_in_utc(utc)
        self.notes.refresh()

    def set_catalogue(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self.documents.set_catalogue(catalogue)

    def _set_actions(self) -> None:
        """What may be done here, and for what cannot, the one-line reason."""
        can_list = self._source.can_list
        session = self.case.session if self.case is not None else None
        opened = self.uid is not None
        sandbox_only = self.tr(
            "{0} is a sandbox test helper: the API shows no such operation on a live server."
        )
        if not can_list:
            reason = self.tr(
                "This server cannot list a case's sessions, documents or shareholders (the API "
                "has no such read): Teller shows the declared data, and you may start a "
                "session or add a shareholder."
            )
            self.note.setText(reason)
            self.note.setVisible(opened)
            self.shareholders.set_unavailable(reason)
        upload = None
        if not can_list:
            upload = sandbox_only.format(self.tr("Uploading a document"))
        elif session is None:
            upload = self.tr("Start a KYB session first: documents belong to a session.")
        delete = (
            None if can_list else self.tr("Documents cannot be listed here, so none can be chosen.")
        )
        self.documents.set_actions(upload=upload, delete=delete)
        start = None if opened else self.tr("Open a case first.")
        if opened and session is not None and session.state not in FINAL_KYB_STATES:
            start = self.tr("This business already has an open KYB session ({0}).").format(
                kyb_state_name(session.state)
            )
        self.header.set_actions(start=start)
        self.shareholders.add_button.setEnabled(opened)

    # --- documents (case_documents.py) ---
    @property
    def _documents(self) -> OrderedDict[str, DocumentFile]:
        """The files kept in memory (the benchmark empties it to fetch again)."""
        return self.shown.files

    def _document_chosen(self, document: KybDocument | None) -> None:
        self.review.refresh()
        self.notes.show_document(document)
        self.shown.chosen(document)

    # --- the evidence ---
    def show_found(self, document_id: str, box: Box | None) -> bool:
        """A found value (or a flag's evidence) in its document: the document chosen in the
        list, opened at the box's page with the box drawn. False if it is not listed."""
        return self.shown.show_found(document_id, box)

    def _flag_count(self, standing: int) -> None:
        self.side.setTabText(
            self.flags_tab,
            self.tr("F&lags ({0})").format(standing) if standing else self.tr("F&lags"),
        )
        read = self.evidence.evidence is not None
        self.review.show_flag_count(standing if read else None)

    def show_flags(self) -> None:
        """The Flags tab, the keyboard in its list."""
        self.side.setCurrentWidget(self.flags)
        self.flags.list.setFocus()

    def _side_chosen(self, index: int) -> None:
        """The evidence and the flags want a wider column (the comparison's five columns):
        the viewer gives up width, never below what keeps a page readable."""
        if self.side.widget(index) not in (self.evidence, self.flags):
            return
        sizes = self.splitter.sizes()
        if len(sizes) != 3 or sizes[2] >= EVIDENCE_WIDTH:
            return
        room = min(EVIDENCE_WIDTH - sizes[2], max(0, sizes[1] - VIEWER_MIN))
        if room > 0:
            self.splitter.setSizes([sizes[0], sizes[1] - room, sizes[2] + room])

    # --- the flows (case_flows.py) ---
    def open_upload(self) -> UploadDialog | None:
        return case_flows.open_upload(self)

    def delete_document(self, document: KybDocument) -> asyncio.Task[None] | None:
        return case_flows.delete_document(self, document)

    def start_session(self) -> asyncio.Task[None] | None:
        return case_flows.start_session(self)

    def open_editor(self, shareholder: ShareholderFile | None) -> ShareholderEditor | None:
        return case_flows.open_editor(self, shareholder)

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.runner.cancel_all()
        self.viewer.close()
        super().closeEvent(event)
