"""Builds and wires the top-level windows: sign-in, then the main window; sign out and back."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QApplication

from app.heap import settle_heap
from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.sign_in.dialog import ClientFactory, SignInDialog, default_client_factory

if TYPE_CHECKING:
    from app.views.main_window import MainWindow


def sandbox_db_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "sandbox.sqlite3"


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
        self.credentials = credentials or CredentialStore()
        self.sandbox = sandbox or BuiltInSandbox(sandbox_db_path(), parent=self)
        self.activity = ActivityTracker(self)
        self.journal = journal or Journal(journal_db_path(), parent=self)
        self._client_factory = client_factory
        self.sign_in: SignInDialog | None = None
        self.window: MainWindow | None = None  # imported once signed in
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def start(self) -> None:
        self.show_sign_in()

    def show_sign_in(self) -> SignInDialog:
        dialog = SignInDialog(
            self.settings, self.credentials, self.sandbox, client_factory=self._client_factory
        )
        dialog.signed_in.connect(self._open_main_window)
        dialog.rejected.connect(self._on_sign_in_cancelled)
        self.sign_in = dialog
        dialog.show()
        return dialog

    def _open_main_window(self, session: Session) -> None:
        from app.views.main_window import MainWindow  # the heavy part, after sign-in

        window = MainWindow(
            session,
            self.settings,
            self.activity,
            credentials=self.credentials,
            journal=self.journal,
        )
        window.sign_out_requested.connect(self.sign_out)
        window.destroyed.connect(lambda: None)
        self.window = window
        window.show()
        QTimer.singleShot(0, settle_heap)  # once painted: keep later full GC passes short

    def _on_sign_in_cancelled(self) -> None:
        if self.window is None:
            self.finished.emit()

    def sign_out(self) -> None:
        window = self.window
        self.window = None
        if window is not None:
            if window.journal_recorder is not None:
                window.journal_recorder.signed_out()
            session: Session = window.session
            window.close()
            window.deleteLater()
            self._closing = asyncio.ensure_future(session.client.aclose())
        self.show_sign_in()

    def shutdown(self) -> None:
        self.sandbox.stop()
        self.journal.close()  # what was queued is written before the process ends
