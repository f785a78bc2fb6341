"""The compliance workspace: the case queue, and one case open in its pane.

The queue lists every business (sandbox) or, against a live server, offers the cases opened
before by user id. Enter opens the selected case; "◀ Queue" (Alt+Q) goes back with the
selection kept. Any KYB change announced on the context refreshes the queue; the open case
refreshes itself.
"""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from app.models.onboarding import KybSession
from app.services.book_feed import BookFeed
from app.services.claims import claim_book
from app.services.context import ChangeKind
from app.services.reviewers import Reviewer
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.compliance.case_source import CaseFile, CaseSource, Catalogue
from app.views.compliance.case_view import CaseView
from app.views.compliance.queue_model import CaseQueueModel, QueueRow
from app.views.compliance.queue_view import CaseQueueView
from app.views.compliance.source_choice import source_for
from app.views.language import ui_language
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.error_banner import ErrorBanner


class ComplianceWorkspace(QWidget):
    def __init__(
        self,
        session: Session,
        settings: AppSettings,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        source: CaseSource | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._settings = settings
        self._env = session.environment.key
        self._activity = activity
        self._reauthenticate = reauthenticate
        self.source = source or source_for(session)
        self.catalogue = Catalogue()
        self.banner = ErrorBanner()
        self.runner = self.make_runner(self, self.banner)

        self.queue = CaseQueueView(can_list=self.source.can_list)
        self.queue.watch_claims(claim_book(session.action_log), lambda: session.actions.reviewer)
        self.queue.override_requested.connect(self._work_on_claimed)
        self.queue.watch_evidence(session.evidence)  # the Flags column, read in the background
        self.case = CaseView(session, self.source, self.make_runner)
        queue_page = QWidget()  # the case pane has a banner of its own
        queue_layout = QVBoxLayout(queue_page)
        queue_layout.setContentsMargins(0, 0, 0, 0)
        queue_layout.addWidget(self.banner)
        queue_layout.addWidget(self.queue, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(queue_page)
        self.pages.addWidget(self.case)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)

        self.queue.model.times_in_utc = settings.times_in_utc  # as the orders show them
        self.case.set_times_in_utc(settings.times_in_utc)
        state, search = settings.compliance_filter()
        self.queue.restore_filter(state, search)
        self.queue.set_recent(settings.recent_cases(self._env))
        self.queue.open_requested.connect(self.open_case)
        self.queue.start_requested.connect(self.start_session)
        self.queue.filter_changed.connect(settings.set_compliance_filter)
        self.queue.refresh_requested.connect(self.reload_queue)
        self.case.back_requested.connect(self.show_queue)
        self.case.loaded.connect(self._case_loaded)
        self.case.review.next_case_requested.connect(self.next_case)
        session.context.changed.connect(self._on_server_change)
        self._started = False  # the first look at the tab loads; signing in sends nothing here
        self.feed: BookFeed | None = None  # the books fed from the journal (load_review_marks)

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        if not self._started:
            self._started = True
            self.load_review_marks()
            if self.source.can_list:
                self.load_catalogue()
                self.reload_queue()

    def load_review_marks(self) -> asyncio.Task[None] | None:
        """Marks and decisions made in earlier sessions, read back from the audit journal
        (their only store) off the UI thread. The journal is the main window's."""
        journal = getattr(self.window(), "journal", None)
        if journal is None:
            return None
        feed = self._feed_of(journal)

        async def read() -> list[Any]:
            return await asyncio.to_thread(journal.store.trusted_entries)

        return self.runner.run(read, on_success=feed.replay, key="review-marks")

    def _feed_of(self, journal: Any) -> BookFeed:
        """Made once: on a team store, what other desks append reaches the books through it
        (app/services/other_desks.py), and what went wrong there is said in the banner."""
        if self.feed is None:
            session = self._session
            self.feed = BookFeed(
                session.action_log,
                session.environment.key,
                session.api_code,
                lambda: session.actions.reviewer,
                self,
            )
            self.feed.reload_needed.connect(self.load_review_marks)
            self.feed.claim_lost.connect(self._claim_lost)
            others = getattr(journal, "others", None)
            if others is not None:
                others.arrived.connect(self.feed.take)
                others.problem.connect(self._store_problem)
                self.queue.refresh_requested.connect(others.look_now)
        return self.feed

    def _shown_banner(self) -> ErrorBanner:
        return self.case.banner if self.pages.currentWidget() is self.case else self.banner

    def _store_problem(self, sentence: str) -> None:
        self._shown_banner().show_error(sentence)

    def _claim_lost(self, uid: str, owner: Reviewer) -> None:
        """Both desks claimed the case at once; the store took the other's claim first."""
        self._shown_banner().show_error(
            self.tr(
                "{owner} claimed case {uid} first: their claim reached the team's review "
                "store before yours, so the case is theirs. Ask them to release it or to "
                "assign it to you."
            ).format(owner=owner.short, uid=uid)
        )

    def _work_on_claimed(self, uid: str) -> asyncio.Task[None]:
        """The person chose to open a case another reviewer holds: the door records it."""
        actions = self._session.actions
        return self.runner.run(lambda: actions.override_claim(uid))

    def make_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        """Case loads are not bound to the context: the case is not the current account."""
        return TaskRunner(
            owner, banner, activity=self._activity, reauthenticate=self._reauthenticate
        )

    # --- the queue ---
    def reload_queue(self) -> asyncio.Task[None] | None:
        if not self.source.can_list:
            return None
        source, utc = self.source, self.queue.model.times_in_utc

        async def load() -> list[QueueRow]:
            cases = await source.cases()
            return await asyncio.to_thread(CaseQueueModel.prepare, cases, None, utc)

        return self.runner.run(
            load,
            controls=[self.queue.refresh_button],
            on_success=self._listed,
            key="queue",
        )

    def _listed(self, rows: list[QueueRow]) -> None:
        self.queue.set_rows(rows)

    def load_catalogue(self) -> asyncio.Task[None]:
        source, language = self.source, ui_language()

        async def load() -> Catalogue:
            return await source.catalogue(language)

        return self.runner.run(load, on_success=self._catalogued, key="catalogue")

    def _catalogued(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        state, search = self.queue.filter_state(), self.queue.search.text()
        if catalogue.session_states:
            self.queue.set_states(catalogue.session_states)
            self.queue.restore_filter(state, search)
        self.case.set_catalogue(catalogue)

    def _on_server_change(self, kind: str, _target: str) -> None:
        if kind == ChangeKind.KYB_CASE and self._started:
            self.reload_queue()

    def start_session(self, uid: str) -> asyncio.Task[None]:
        actions = self._session.actions

        async def start() -> KybSession:
            return await actions.start_kyb_session(uid)

        return self.runner.run(start, controls=[self.queue.start_button])

    # --- the case ---
    def open_case(self, uid: str) -> asyncio.Task[None]:
        self.pages.setCurrentWidget(self.case)
        self.case.documents.tree.setFocus()  # the review keys (J, K, A, R, U, D, N) work here
        return self.case.open_case(uid)

    def next_case(self) -> asyncio.Task[None] | None:
        """The case below the open one in the queue as filtered and sorted (N)."""
        queue = self.queue
        if self.case.uid is None or not queue.select(self.case.uid):
            return None
        index = queue.table.currentIndex()
        below = index.siblingAtRow(index.row() + 1)
        if not below.isValid():
            self.case.banner.show_info(self.tr("This is the last case in the queue."))
            return None
        queue.table.setCurrentIndex(below)
        uid = queue.selected_uid()
        return self.open_case(uid) if uid else None

    def _case_loaded(self, case: CaseFile) -> None:
        self._settings.add_recent_case(self._env, case.uid)
        self.queue.set_recent(self._settings.recent_cases(self._env))

    def show_queue(self) -> None:
        self.pages.setCurrentIndex(0)
        uid = self.case.uid
        if uid is not None:
            self.queue.select(uid)
        self.queue.table.setFocus()

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.runner.cancel_all()
        self.case.close()
        super().closeEvent(event)
