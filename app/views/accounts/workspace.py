"""The accounts workspace: a user's accounts on the left, the current account on the right.

Opening a user or an account here makes it current everywhere (the context); when another
workspace changes the current account, this one follows."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QSplitter, QVBoxLayout, QWidget

from app.models.accounts import Account
from app.models.sandbox_helpers import SandboxUser, SandboxUserDetail
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.accounts.account_view import AccountSnapshot, AccountView
from app.views.accounts.choose_account import account_name
from app.views.accounts.create_account_dialog import CreateAccountDialog
from app.views.accounts.user_panel import UserPanel
from app.views.accounts.user_picker import UserPickerDialog
from app.views.activity import ActivityTracker
from app.views.task_runner import Binding, Reauthenticate, TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.terms import beneficiary_name


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
        self._context = session.context
        self._settings = settings
        self._env = session.environment.key
        self._activity = activity
        self._reauthenticate = reauthenticate
        self._shown_user: str | None = None  # whose accounts the left panel lists
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
        self._context.user_changed.connect(self._follow_user)
        self._context.account_changed.connect(self._follow_account)
        self._context.changed.connect(self._on_server_change)

    def make_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        return TaskRunner(
            owner,
            banner,
            activity=self._activity,
            reauthenticate=self._reauthenticate,
            context=self._context,
            account_name=lambda ref: account_name(self._session, ref),
        )

    @property
    def uid(self) -> str | None:
        """The current user (the context's)."""
        return self._context.user

    # --- users ---
    def open_user(self, uid: str) -> asyncio.Task[None]:
        """The user becomes current only once found: a failed open keeps the previous one."""
        self.users.show_user_id(uid)

        def show(detail: SandboxUserDetail | None) -> None:
            self._show_user(uid, detail)
            self._context.choose_user(uid)

        return self.runner.run(
            self._user_loader(uid), controls=[self.users.open_user], on_success=show, key="user"
        )

    def _user_loader(self, uid: str) -> Callable[[], Awaitable[SandboxUserDetail | None]]:
        sandbox = self._session.sandbox

        async def load() -> SandboxUserDetail | None:
            return await sandbox.get_user(uid) if sandbox is not None else None

        return load

    def _show_user(self, uid: str, detail: SandboxUserDetail | None) -> None:
        self._shown_user = uid
        self.users.show_user_id(uid)
        self._settings.add_recent_user(self._env, uid)
        self.users.set_recent(self._settings.recent_users(self._env))
        known = self._settings.known_accounts(self._env, uid)
        if detail is None:
            self.users.show_user(uid, self.tr("Accounts you opened or created for this user"))
            self._list_quietly([], known)
        else:
            self._session.directory.remember_user(uid, detail.display_name)
            for account in detail.accounts:
                self._session.directory.remember_account(uid, account)
            self.users.show_user(detail.display_name, f"{beneficiary_name(detail.type)} · {uid}")
            listed = {a.id for a in detail.accounts}
            self._list_quietly(detail.accounts, [a for a in known if a not in listed])
        current = self._context.account
        if current is not None and current.uid == uid:
            self._select_quietly(current.aid)

    def _follow_user(self, uid: str | None) -> None:
        """Another workspace chose a user (through an account of theirs): list theirs. The
        previous user's accounts leave at once: picked while the new list loads, one of
        them would be opened under the new user."""
        if uid == self._shown_user:
            return
        self._shown_user = None
        self._list_quietly([], [])
        if uid is None:
            self.users.show_user(self.tr("No user open"), "")
        else:
            self.users.show_user(self.tr("Loading user…"), uid)
            self._reload_user(uid)
        self.users.set_user_open(False)  # until this user's own list is in

    def _reload_user(self, uid: str) -> asyncio.Task[None]:
        return self.runner.run(
            self._user_loader(uid),
            on_success=lambda detail: self._show_user(uid, detail),
            key="user",
        )

    def _follow_account(self, ref: AccountRef | None) -> None:
        if ref is not None and ref.uid == self._shown_user:
            self._select_quietly(ref.aid)

    def _on_server_change(self, kind: str, target: str) -> None:
        if kind == ChangeKind.ACCOUNTS and target == self._shown_user:
            self._reload_user(target)

    def _list_quietly(self, accounts: list[Account], unknown: list[str]) -> None:
        """A new list is no choice of the person's: while it is rebuilt the highlight moves
        through the rows (a cleared list makes the next row current), and each move would
        open that row's account, under whichever user is current by then."""
        self.users.accounts.blockSignals(True)
        try:
            self.users.set_accounts(accounts, unknown)
        finally:
            self.users.accounts.blockSignals(False)

    def _select_quietly(self, aid: str) -> None:
        self.users.accounts.blockSignals(True)
        self.users.select_account(aid)
        self.users.accounts.blockSignals(False)

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

        return self.runner.run(
            load, controls=[self.users.browse], on_success=pick, binding=Binding.FREE
        )

    # --- accounts ---
    def open_account(self, aid: str) -> None:
        """Make this account of the user listed on the left current everywhere: the user whose
        request listed it, not whoever became current since."""
        uid = self._shown_user
        if uid is None:
            return
        self.users.account_id.clear()
        self._context.choose_account(uid, aid)

    def _account_loaded(self, snapshot: AccountSnapshot) -> None:
        """Filed under the user its request had in its path, and listed if that user is."""
        ref, account = snapshot.ref, snapshot.account
        if ref.uid != self._shown_user:
            return
        self._settings.add_known_account(self._env, ref.uid, account.id)
        self.users.add_account(account)
        self._select_quietly(account.id)

    def create_account(self) -> CreateAccountDialog | None:
        uid = self._shown_user
        if uid is None:
            return None
        dialog = CreateAccountDialog(self._session, uid, self.make_runner, self)
        dialog.created.connect(lambda account: self._context.choose_account(uid, account.id))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.create_dialog = dialog
        dialog.open()
        return dialog

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.runner.cancel_all()
        self.account.runner.cancel_all()
        super().closeEvent(event)
