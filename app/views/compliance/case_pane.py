"""What the case pane's parts may reach of it: its case, its session and source, its runner
and the widgets they fill (the documents list, the viewer, notes, timeline, evidence).

The pane itself (``case_view.py``) builds and lays these out and imports its parts; the parts
(the review bar, its team row, the record, the documents shown, the flows, the bundle export)
know the pane only as this class, so no part imports the pane that holds it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QTabWidget, QWidget

if TYPE_CHECKING:
    from app.services.session import Session
    from app.views.compliance.case_header import CaseHeader
    from app.views.compliance.case_source import CaseFile, CaseSource, Catalogue
    from app.views.compliance.delete_dialog import AskReason
    from app.views.compliance.document_viewer import DocumentViewer
    from app.views.compliance.documents_list import DocumentsList
    from app.views.compliance.evidence_panel import EvidencePanel
    from app.views.compliance.notes_view import NotesView
    from app.views.compliance.shareholder_editor import ShareholderEditor
    from app.views.compliance.timeline_view import TimelineView
    from app.views.compliance.upload_dialog import UploadDialog
    from app.views.task_runner import RunnerFactory, TaskRunner
    from app.views.widgets.error_banner import ErrorBanner

Confirm = Callable[[str, str, str], bool]  # title, question, yes-button text


def ask(parent: QWidget) -> Confirm:
    """A question with its own yes-button; Cancel is the default (Enter does not say yes)."""

    def confirm(title: str, question: str, yes: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=parent)
        accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is accept

    return confirm


class CasePane(QWidget):
    """One case on screen, as its parts see it (``CaseView`` sets every attribute)."""

    session: Session
    source: CaseSource
    runner_factory: RunnerFactory
    runner: TaskRunner
    uid: str | None  # the case open here
    case: CaseFile | None  # what is shown: always of ``uid``
    catalogue: Catalogue
    times_in_utc: bool
    confirm: Confirm
    ask_reason: AskReason
    editor: ShareholderEditor | None
    upload: UploadDialog | None
    banner: ErrorBanner
    header: CaseHeader
    documents: DocumentsList
    viewer: DocumentViewer
    notes: NotesView
    timeline: TimelineView
    side: QTabWidget
    evidence: EvidencePanel

    def show_case_file(self, uid: str, case: CaseFile) -> None:
        """``case`` read for ``uid`` on screen, unless another case was opened meanwhile."""
        raise NotImplementedError
