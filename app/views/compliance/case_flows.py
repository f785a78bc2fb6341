"""The case pane's own flows, each ending at the action door: uploading documents, deleting
one (asked with why), starting a KYB session, adding or editing a shareholder. Each is asked
of the case open in the pane, and does nothing when there is none.

The sentences keep the pane's translation context ("CaseView").
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from app.models.onboarding import KybDocument, KybSession
from app.views.compliance.case_source import ShareholderFile
from app.views.compliance.formatting import when
from app.views.compliance.shareholder_editor import ShareholderEditor
from app.views.compliance.upload_dialog import UploadDialog
from app.views.widgets.visible_text import visible

if TYPE_CHECKING:
    from app.views.compliance.case_pane import CasePane


def open_upload(pane: CasePane) -> UploadDialog | None:
    """The upload dialog for the case's current session (none without one)."""
    session = pane.case.session if pane.case is not None else None
    if pane.uid is None or session is None:
        return None
    dialog = UploadDialog(
        pane.session, pane.uid, session.id, pane.catalogue, pane.runner_factory, pane
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    pane.upload = dialog
    dialog.open()
    return dialog


def delete_document(pane: CasePane, document: KybDocument) -> asyncio.Task[None] | None:
    """Asks, naming the document, and with the reason given deletes it through the door."""
    if pane.uid is None or pane.case is None:
        return None
    name = visible(document.file_name) or document.id
    uploaded = (
        QCoreApplication.translate("CaseView", "uploaded {0}").format(
            when(document.created_at, pane.times_in_utc)
        )
        if document.created_at
        else ""
    )
    what = " · ".join(
        p
        for p in (
            pane.catalogue.category_name(document.category),
            pane.catalogue.type_name(document.category, document.type),
            uploaded,
        )
        if p
    )
    question = QCoreApplication.translate(
        "CaseView",
        "Delete {0} ({1}) from {2}'s KYB session?\n\nIt stays listed, struck through, as "
        "a record that it was deleted, with who deleted it and the reason you give.",
    ).format(name, what, pane.case.company or pane.uid)
    reason = pane.ask_reason(
        QCoreApplication.translate("CaseView", "Delete a document"),
        question,
        QCoreApplication.translate("CaseView", "Delete {0}").format(name),
    )
    if reason is None:
        return None
    uid, actions = pane.uid, pane.session.actions
    session_id = document.kyb_session_id or (pane.case.session.id if pane.case.session else "")

    async def delete() -> None:
        await actions.delete_kyb_document(uid, session_id, document.id, reason=reason)

    return pane.runner.run(delete, controls=[pane.documents.delete_button])


def start_session(pane: CasePane) -> asyncio.Task[None] | None:
    """A new KYB session for the business; a live server cannot list it, so it is kept."""
    uid, actions = pane.uid, pane.session.actions
    if uid is None:
        return None

    async def start() -> KybSession:
        return await actions.start_kyb_session(uid)

    def started(session: KybSession) -> None:
        if pane.uid == uid and pane.case is not None and not pane.source.can_list:
            pane.case.sessions.insert(0, session)  # a live server cannot list it again
            pane.show_case_file(uid, pane.case)

    return pane.runner.run(start, controls=[pane.header.start_button], on_success=started)


def open_editor(pane: CasePane, shareholder: ShareholderFile | None) -> ShareholderEditor | None:
    """The shareholder editor: a new shareholder (None) or this one."""
    if pane.uid is None:
        return None
    editor = ShareholderEditor(pane.session, pane.uid, pane.runner_factory, shareholder, pane)
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    pane.editor = editor
    editor.open()
    return editor
