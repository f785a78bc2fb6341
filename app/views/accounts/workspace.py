"""The accounts workspace: a user's accounts on the left, the open account on the right."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QSplitter, QVBoxLayout, QWidget

from app.models.accounts import Account
from app.models.sandbox_helpers import SandboxUser, SandboxUserDetail
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.accounts.account_view import AccountView
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.accounts.user_panel import UserPanel
from app.views.accounts.user_picker import UserPickerDialog
from app.views.activity import ActivityTracker
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.error_banner import ErrorBanner


class AccountsWorkspace(QWidget):
    def __init__(
        self,
        session: Session,
        settings: AppSettings,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._settings = settings
        self._env = session.environment.key
        self._activity = activity
        self._reauthenticate = reauthenticate
        self.uid: str | None = None
        self.banner = ErrorBanner()
        self.runner = self.make_runner(self, self.banner)

        self.users = UserPanel(sandbox=session.sandbox is not None)
        self.users.setMinimumWidth(280)
        self.account = AccountView(session, self.make_runner)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.users)
        splitter.addWidget(self.account)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([320, 860])
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)

        self.users.set_recent(settings.recent_users(self._env))
        self.users.open_user_requested.connect(self.open_user)
        self.users.open_account_requested.connect(self.open_account)
        self.users.create_account_requested.connect(self.create_account)
        self.users.browse_users_requested.connect(self.browse_users)
        self.account.loaded.connect(self._account_loaded)

    def make_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        return TaskRunner(
            owner, banner, activity=self._activity, reauthenticate=self._reauthenticate
        )

    # --- users ---
    def open_user(self, uid: str) -> asyncio.Task[None]:
        """The user becomes current only once found: a failed open keeps the previous one."""
        self.users.show_user_id(uid)
        known = self._settings.known_accounts(self._env, uid)
        sandbox = self._session.sandbox

        async def load() -> SandboxUserDetail | None:
            return await sandbox.get_user(uid) if sandbox is not None else None

        def show(detail: SandboxUserDetail | None) -> None:
            self.uid = uid
            self._settings.add_recent_user(self._env, uid)
            self.users.set_recent(self._settings.recent_users(self._env))
            if detail is None:
                self.users.show_user(uid, self.tr("Accounts you opened or created for this user"))
                self.users.set_accounts([], known)
                return
            self.users.show_user(detail.display_name, f"{detail.type} · {uid}")
            listed = {a.id for a in detail.accounts}
            self.users.set_accounts(detail.accounts, [a for a in known if a not in listed])

        return self.runner.run(load, controls=[self.users.open_user], on_success=show)

    def browse_users(self) -> asyncio.Task[None] | None:
        sandbox = self._session.sandbox
        if sandbox is None:
            return None

        async def load() -> list[SandboxUser]:
            return await sandbox.list_users()

        def pick(users: list[SandboxUser]) -> None:
            dialog = UserPickerDialog(users, self)
            self.user_picker = dialog
            dialog.finished.connect(
                lambda result: (
                    self.open_user(dialog.chosen)
                    if result == QDialog.DialogCode.Accepted and dialog.chosen
                    else None
                )
            )
            dialog.open()

        return self.runner.run(load, controls=[self.users.browse], on_success=pick)

    # --- accounts ---
    def open_account(self, aid: str) -> asyncio.Task[None] | None:
        if self.uid is None:
            return None
        self.users.account_id.clear()
        return self.account.open_account(self.uid, aid)

    def _account_loaded(self, account: Account) -> None:
        if self.uid is None or self.account.uid != self.uid:
            return  # an account of the previous user, refreshed after switching: not this list
        self._settings.add_known_account(self._env, self.uid, account.id)
        self.users.add_account(account)
        self.users.accounts.blockSignals(True)
        self.users.select_account(account.id)
        self.users.accounts.blockSignals(False)

    def create_account(self) -> CreateAccountDialog | None:
        if self.uid is None:
            return None
        dialog = CreateAccountDialog(self._session, self.uid, self.make_runner, self)
        dialog.created.connect(lambda account: self.open_account(account.id))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.create_dialog = dialog
        dialog.open()
        return dialog

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.runner.cancel_all()
        self.account.runner.cancel_all()
        super().closeEvent(event)
