"""Builds and wires the top-level windows: sign-in, then the main window; sign out and back.

It also watches the built-in sandbox under a signed-in window: if the child dies, the window's
status bar says so in one sentence and offers "Restart sandbox", which starts it again on the
same database file, port and JWT secret, so the session carries on where it was."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QApplication, QDialog

from app.heap import freeze_heap, settle_heap
from app.services.credentials import CredentialStore
from app.services.sandbox_process import BuiltInSandbox, SandboxState
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.first_paint import when_first_painted
from app.views.sign_in.dialog import ClientFactory, SignInDialog, default_client_factory
from app.views.warm_up import PreparedClients, WarmUp
from app.views.widgets.file_dialogs import use_settings

if TYPE_CHECKING:
    # Start-up shows the sign-in dialog before these load: the session pulls in pydantic and
    # the models (about 90 ms), the journal sqlite3 and a thread pool (about 18 ms).
    from app.services.environments import Environment
    from app.services.journal import Journal
    from app.services.journal_recorder import FailedSignIn
    from app.services.review_store.verify import Verification
    from app.services.reviewers import Reviewer
    from app.services.session import Session
    from app.views.main_window import MainWindow
    from app.views.status_bar import SandboxNotice


def sandbox_db_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "sandbox.sqlite3"


def seen_folder() -> Path:
    """Where this desk remembers the heads it has seen: outside every store."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(folder) / "review-store"


def with_password(url: str, password: str | None) -> str:
    """The store's URL with the password the keyring keeps (never in settings)."""
    if not password:
        return url
    from sqlalchemy.engine import make_url

    return make_url(url).set(password=password).render_as_string(hide_password=False)


def batch_store_path() -> Path:
    from app.services.bulk.batch_store import default_path

    return default_path()


def journal_db_path() -> Path:
    """One audit journal per desk, every environment in it (each entry names its own)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "journal.sqlite3"


class AppController(QObject):
    finished = Signal()

    def __init__(
        self,
        settings: AppSettings | None = None,
        credentials: CredentialStore | None = None,
        sandbox: BuiltInSandbox | None = None,
        client_factory: ClientFactory = default_client_factory,
        journal: Journal | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or AppSettings()
        use_settings(self.settings)  # file dialogs start in the last folder used, across runs
        self.credentials = credentials or CredentialStore()
        self.sandbox = sandbox or BuiltInSandbox(sandbox_db_path(), parent=self)
        self.activity = ActivityTracker(self)
        self._journal = journal  # made when first needed: see ``journal``
        self._checked = False
        self._team_journals: dict[str, Journal] = {}  # review store URL -> its journal
        self.reviewer_dialog: QDialog | None = None
        self.broken_box: QDialog | None = None  # the start-up check's finding, if any
        self._client_factory = client_factory
        self._clients = PreparedClients(client_factory)
        self._prepare_clients = client_factory is default_client_factory
        self.sign_in: SignInDialog | None = None
        self.window: MainWindow | None = None  # imported once signed in
        self.warm_up = WarmUp(parent=self)  # ... or while the sign-in dialog waits
        self.warm_up.finished.connect(freeze_heap)
        self.sandbox.crashed.connect(self._on_sandbox_crashed)
        self.sandbox.ready.connect(self._on_sandbox_ready)
        self.sandbox.failed.connect(self._on_sandbox_failed)
        self.sandbox.state_changed.connect(self._on_sandbox_state)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    @property
    def journal(self) -> Journal:
        """The desk's audit journal, made on first use (the main window is its first user)
        and checked at once: a chain found broken is said at start-up."""
        if self._journal is None:
            from app.services.journal import Journal

            self._journal = Journal(
                journal_db_path(),
                parent=self,
                secrets=self.credentials,
                seen_folder=seen_folder(),
            )
        if not self._checked:
            self._checked = True
            self._watch(self._journal)
        return self._journal

    def journal_for(self, environment: Environment) -> Journal:
        """The journal a session writes to: its profile's team store (PostgreSQL, the
        password from the keyring), or this desk's own file."""
        if not environment.review_store:
            return self.journal
        made = self._team_journals.get(environment.review_store)
        if made is None:
            from app.services.environments import review_store_secret
            from app.services.journal import Journal

            password = self.credentials.load_secret(review_store_secret(environment.profile_id))
            made = Journal(
                with_password(environment.review_store, password),
                parent=self,
                secrets=self.credentials,
                seen_folder=seen_folder(),
            )
            self._team_journals[environment.review_store] = made
            self._watch(made)
            made.follow()  # what the team's other desks append shows here as it comes
        return made

    def _watch(self, journal: Journal) -> None:
        journal.checked.connect(self._journal_checked)
        journal.reviewer_changed.connect(self._reviewer_changed)
        journal.check()

    def _journal_checked(self, result: Verification) -> None:
        """On the UI thread: a broken chain is said at once, with what to do."""
        from PySide6.QtWidgets import QMessageBox

        from app.services.journal import Journal, broken_sentence

        journal = self.sender()
        if result.intact or result.cancelled or not isinstance(journal, Journal):
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Audit journal"),
            self.tr("Teller checked the audit journal at start-up and found it broken.")
            + " "
            + broken_sentence(result, journal.store.location),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.broken_box = box
        box.open()  # window-modal without a nested event loop: tasks keep running

    def _reviewer_changed(self, reviewer: Reviewer) -> None:
        """The desk's reviewer signs from now on: every record the door makes names them."""
        window = self.window
        if window is not None and self.sender() is window.journal:
            window.session.actions.reviewer = reviewer

    def _ask_reviewer_name(self, journal: Journal) -> None:
        """Once per desk and store: the name everything this desk signs is shown with."""
        if not journal.needs_name():
            journal.name_reviewer("")  # the key the keyring holds signs; no entry if known
            return
        from app.services.journal import os_user
        from app.views.reviewer_name import ReviewerNameDialog

        dialog = ReviewerNameDialog(
            os_user(), journal.store.location, journal.keys.lasting, self.window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: journal.name_reviewer(dialog.chosen()))
        dialog.rejected.connect(lambda: journal.name_reviewer(""))
        self.reviewer_dialog = dialog
        dialog.open()

    def start(self) -> None:
        self.show_sign_in()

    def show_sign_in(self) -> SignInDialog:
        dialog = SignInDialog(
            self.settings, self.credentials, self.sandbox, client_factory=self._clients.take
        )
        dialog.signed_in.connect(self._open_main_window)
        dialog.sign_in_failed.connect(self._sign_in_failed)
        dialog.rejected.connect(self._on_sign_in_cancelled)
        self.sign_in = dialog
        dialog.show()
        when_first_painted(dialog, self.warm_up.start)
        return dialog

    def _open_main_window(self, session: Session, resumed: bool = False) -> None:
        from app.views.main_window import MainWindow  # the heavy part, after sign-in
        from app.views.status_bar import SessionStatusBar

        journal = self.journal_for(session.environment)
        window = MainWindow(
            session,
            self.settings,
            self.activity,
            credentials=self.credentials,
            journal=journal,
            resumed=resumed,
            batch_store=batch_store_path(),  # an unfinished bulk batch is offered to resume
            watch_waiting=True,  # payouts waiting for an OTP or failed, batches, cases
        )
        window.sign_out_requested.connect(self.sign_out)
        window.language_changed.connect(self._rebuild_window)
        window.destroyed.connect(lambda: None)
        bar = window.statusBar()
        if isinstance(bar, SessionStatusBar):
            bar.sandbox_notice.restart_requested.connect(self.restart_sandbox)
        self.window = window
        if journal.reviewer.key_id:
            session.actions.reviewer = journal.reviewer
        window.show()
        when_first_painted(window, settle_heap)  # keeps later full GC passes short
        if not resumed:
            self._ask_reviewer_name(journal)

    def _sign_in_failed(self, environment: Environment, code: str, failure: FailedSignIn) -> None:
        """Keys tried in vain leave a trace on the desk (the code and why, never the key)."""
        from app.services.journal_recorder import record_failed_sign_in

        record_failed_sign_in(self.journal, environment, code, failure)

    def _rebuild_window(self, _language: str) -> None:
        """View > Language: the same session in a window built in the new language (the new
        window is shown before the old one closes, so the application does not quit)."""
        old = self.window
        if old is None:
            return
        old.save_state()
        place = old.place()
        self._open_main_window(old.session, resumed=True)
        if self.window is not None:
            self.window.restore_place(place)
        old.close()
        old.deleteLater()

    # --- the built-in sandbox under a signed-in window ---
    def _sandbox_notice(self) -> SandboxNotice | None:
        """The window's notice, when the window works on the built-in sandbox."""
        from app.views.status_bar import SessionStatusBar

        window = self.window
        if window is None:
            return None
        environment = window.session.environment
        if not environment.is_sandbox or environment.profile_id:
            return None  # a sandbox profile is another server, not the built-in child
        bar = window.statusBar()
        return bar.sandbox_notice if isinstance(bar, SessionStatusBar) else None

    def _on_sandbox_crashed(self, sentence: str) -> None:
        notice = self._sandbox_notice()
        if notice is None:
            return
        notice.show_stopped(sentence)
        notice.restart_button.setFocus()  # the one action that helps is a Space away

    def restart_sandbox(self) -> None:
        """Start the built-in sandbox again after it stopped under the window."""
        notice = self._sandbox_notice()
        if notice is not None:
            notice.show_restarting()
        self.sandbox.restart()

    def _on_sandbox_state(self, state: str) -> None:
        """A restart asked anywhere (a view's "Restart sandbox" too) is said in the bar."""
        notice = self._sandbox_notice()
        if state == SandboxState.STARTING and notice is not None and notice.isVisible():
            notice.show_restarting()

    def _on_sandbox_ready(self, base_url: str) -> None:
        if self._prepare_clients and self.window is None:
            self._clients.prepare(base_url)  # the sign-in's client, made while nobody waits
        notice = self._sandbox_notice()
        if notice is not None and notice.isVisible():
            notice.show_info(self.tr("The built-in sandbox is running again, with your data."))
            self._forget_connection_errors()

    def _forget_connection_errors(self) -> None:
        """The sandbox is back: "could not be reached" banners are stale, and what the views
        show is loaded again."""
        from app.services.context import ChangeKind
        from app.views.widgets.error_banner import ErrorBanner

        window = self.window
        if window is None:
            return
        for banner in window.findChildren(ErrorBanner):
            if banner.offers_retry:
                banner.clear()
        context = window.session.context
        if context.account is not None:
            context.announce(ChangeKind.ACCOUNT, context.account.aid)

    def _on_sandbox_failed(self, sentence: str) -> None:
        notice = self._sandbox_notice()
        if notice is not None and notice.isVisible():  # a restart that did not work
            notice.show_stopped(sentence)

    def _on_sign_in_cancelled(self) -> None:
        if self.window is None:
            self.finished.emit()

    def sign_out(self) -> None:
        window = self.window
        self.window = None
        if window is not None:
            session: Session = window.session
            if session.recorder is not None:
                session.recorder.signed_out()
            window.close()
            window.deleteLater()
            import asyncio  # loaded long before: the session ran on it

            self._closing = asyncio.ensure_future(session.aclose())
        self.show_sign_in()

    def shutdown(self) -> None:
        if self.warm_up.worker is not None:
            self.warm_up.worker.join()  # imports in flight finish before the interpreter ends
        self.sandbox.stop()
        if self._journal is not None:
            self._journal.close()  # what was queued is written before the process ends
        for team in self._team_journals.values():
            team.close()
