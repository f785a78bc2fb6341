"""The case pane's documents on screen: the one chosen in the list fetched once and kept (the
last few files in memory, so going back to one is instant), shown in the viewer only while it
is still the one wanted of the case still open; and a found value's document opened at the
value, boxed, once it is on screen.

The sentences keep the pane's translation context ("CaseView").
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.models.onboarding import KybDocument
from app.services.evidence.model import Box
from app.views.compliance.case_source import DocumentFile, deleted_at
from app.views.compliance.formatting import when
from app.views.widgets.visible_text import visible

if TYPE_CHECKING:
    from app.views.compliance.case_pane import CasePane

DOCUMENT_CACHE = 8  # files kept in memory, so going back to one is instant


class CaseDocuments:
    def __init__(self, pane: CasePane) -> None:
        self.pane = pane
        self.files: OrderedDict[str, DocumentFile] = OrderedDict()  # id -> its bytes
        self.wanted: str | None = None  # the document chosen: what the viewer should show
        self.highlight_wanted: tuple[str, Box | None] | None = None  # drawn once it is shown

    def forget(self) -> None:
        """Another case: nothing of this one is kept or awaited."""
        self.files.clear()
        self.wanted = None
        self.highlight_wanted = None

    def chosen(self, document: KybDocument | None) -> None:
        """Show ``document`` (None: nothing chosen), from the cache or fetched."""
        pane, viewer = self.pane, self.pane.viewer
        if self.highlight_wanted and (document is None or document.id != self.highlight_wanted[0]):
            self.highlight_wanted = None  # the person chose another document meanwhile
        if document is None:
            self.wanted = None
            viewer.show_message(
                QCoreApplication.translate("CaseView", "Select a document to see it here.")
            )
            return
        gone = deleted_at(document)
        title = visible(document.file_name) or document.id
        if gone is not None:
            title = QCoreApplication.translate("CaseView", "{0} (deleted {1})").format(
                title, when(gone, pane.times_in_utc)
            )
        self.wanted = document.id
        cached = self.files.get(document.id)
        if cached is not None:
            self.files.move_to_end(document.id)
            viewer.show_document(cached, title)
            self._apply_highlight(document.id)
            return
        uid, source = pane.uid, pane.source
        session_id = document.kyb_session_id or (
            pane.case.session.id if pane.case and pane.case.session else ""
        )
        if uid is None or not source.can_list:
            viewer.show_message(
                QCoreApplication.translate(
                    "CaseView", "This server cannot send the document's file."
                ),
                title,
            )
            return
        viewer.show_message(
            QCoreApplication.translate("CaseView", "Fetching {0}…").format(title), title
        )

        async def fetch() -> DocumentFile:
            return await source.document(uid, session_id, document.id)

        def show(file: DocumentFile) -> None:
            self.files[document.id] = file
            while len(self.files) > DOCUMENT_CACHE:
                self.files.popitem(last=False)
            if pane.uid == uid and self.wanted == document.id:
                viewer.show_document(file, title)
                self._apply_highlight(document.id)

        def failed(exc: BaseException) -> None:
            if pane.uid == uid and self.wanted == document.id:
                viewer.show_message(
                    QCoreApplication.translate(
                        "CaseView", "The file could not be fetched; see the message above."
                    ),
                    title,
                )

        pane.runner.run(fetch, key="document", on_success=show, on_failure=failed)

    def show_found(self, document_id: str, box: Box | None) -> bool:
        """A found value (or a flag's evidence) in its document: the document chosen in the
        list, opened at the box's page with the box drawn. False if it is not listed."""
        pane = self.pane
        self.highlight_wanted = (document_id, box)
        if self.wanted == document_id:  # already chosen: shown, or on its way
            if pane.viewer.file is not None:
                self._apply_highlight(document_id)
            return True
        if not pane.documents.select(document_id):
            self.highlight_wanted = None
            pane.banner.show_info(
                QCoreApplication.translate(
                    "CaseView",
                    "That document is no longer among the case's documents; read the case again.",
                )
            )
            return False
        return True

    def _apply_highlight(self, document_id: str) -> None:
        wanted = self.highlight_wanted
        if wanted is None or wanted[0] != document_id:
            return
        self.highlight_wanted = None
        box = wanted[1]
        if box is not None:
            self.pane.viewer.show_highlight(box.page, box)
