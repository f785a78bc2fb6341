"""The case pane's record: notes saved through the door, and the case's timeline read
from the journal (off the UI thread) and read again whenever an action on the case goes
through the door. Kept apart from ``case_view.py`` so the pane stays about its layout."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt

from app.api.errors import ApiError
from app.services.action_log import ActionRecord
from app.services.case_timeline import Person, TimelineEvent, belongs, case_timeline
from app.services.notes import Note
from app.views.compliance.case_source import CaseFile
from app.views.widgets.api_messages import error_text

if TYPE_CHECKING:
    from app.views.compliance.case_pane import CasePane


class CaseRecord(QObject):
    def __init__(self, view: CasePane) -> None:
        super().__init__(view)
        self._view = view
        view.notes.save_note = self._save_note
        view.session.action_log.recorded.connect(self._recorded)

    def write_note(self) -> None:
        """Ctrl+Shift+N: the Notes tab, the box focused, on the selected document if any."""
        self._view.side.setCurrentWidget(self._view.notes)
        self._view.notes.start_note()

    def show_timeline(self) -> None:
        """Ctrl+Shift+T: the Timeline tab, its table focused."""
        self._view.side.setCurrentWidget(self._view.timeline)
        self._view.timeline.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _save_note(self, uid: str, session_id: str, text: str, doc_id: str) -> asyncio.Task[None]:
        actions = self._view.session.actions

        async def save() -> Note:
            return await actions.add_note(uid, session_id, text, doc_id)

        def failed(exc: BaseException) -> None:
            message = error_text(exc) if isinstance(exc, ApiError) else type(exc).__name__
            self._view.notes.failed(message)

        return self._view.runner.run(
            save,
            controls=[self._view.notes.save_button],
            on_success=self._view.notes.kept,
            on_failure=failed,
        )

    def _journal(self) -> Any:
        """The main window's audit journal, if there is one (tests may run without)."""
        return getattr(self._view.window(), "journal", None)

    def case_entries(self) -> list[Any]:
        """Blocking (a worker thread): this environment's journal entries that verify,
        everything queued written first (a note or mark past a break in the chain is neither
        shown in the timeline nor taken into the note book); without a journal, the
        session's action records."""
        journal = self._journal()
        if journal is None:
            return list(self._view.session.action_log.records)
        journal.flush()
        environment, merchant = self._view.session.environment.key, self._view.session.api_code
        return [
            e
            for e in journal.store.trusted_entries()
            if e.environment == environment and e.merchant == merchant
        ]

    def timeline_of(self, case: CaseFile, entries: list[Any]) -> list[TimelineEvent]:
        people = [Person(s.id, s.display_name, s.history) for s in case.shareholders or []]
        reviewer = self._view.session.actions.reviewer
        return case_timeline(
            case.uid,
            entries=entries,
            sessions=case.sessions,
            people=people,
            reviewers={reviewer.key_id: reviewer.name} if reviewer.key_id else {},
        )

    def load_timeline(self) -> asyncio.Task[None] | None:
        """Read the case's entries off the UI thread, then show its timeline (notes of
        earlier sessions join the note book on the way)."""
        case, uid = self._view.case, self._view.uid
        if case is None or uid is None:
            return None
        has_journal = self._journal() is not None
        session = self._view.session

        async def read() -> list[Any]:
            return await asyncio.to_thread(self.case_entries)

        def show(entries: list[Any]) -> None:
            if self._view.uid != uid or self._view.case is not case:
                return
            if has_journal:
                self._view.notes.book.replay_journal(
                    entries, environment=session.environment.key, merchant=session.api_code
                )
            self._view.timeline.set_events(self.timeline_of(case, entries))

        return self._view.runner.run(read, on_success=show, key="timeline")

    def _recorded(self, record: ActionRecord) -> None:
        """An action on this case went through the door: the timeline reads it in."""
        case = self._view.case
        if case is None or self._view.uid is None:
            return
        ids = {s.id for s in case.sessions} | {d.id for d in case.documents}
        ids |= {s.id for s in case.shareholders or []}
        if belongs(record.target, self._view.uid, frozenset(ids)):
            self.load_timeline()
