"""Pick an account by name: pinned and recent ones first, the sandbox's users searchable.

Type any part of a person's or company's name, an alias, a currency or an id; Enter takes
the highlighted account, Up and Down move, Ctrl+D pins or unpins it. Ids stay secondary
(in grey, whole in the tooltip), and pasting one still finds its account.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.sandbox_helpers import SandboxUserDetail
from app.services.directory import AccountEntry, short_id
from app.services.session import Session
from app.views.task_runner import Binding, TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.screen_reader import clearable
from app.views.widgets.visible_text import visible

AID_ROLE = Qt.ItemDataRole.UserRole


class AccountChooserDialog(QDialog):
    def __init__(
        self, session: Session, parent: QWidget | None = None, *, title: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Choose an account"))
        fit_to_screen(self, 620, 460)
        self._session = session
        self._directory = session.directory
        self.chosen: AccountEntry | None = None
        self.banner = ErrorBanner()
        self.runner = TaskRunner(self, self.banner)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Name, alias, currency or id"))
        clearable(self.search)
        self.search.setAccessibleName(self.tr("Search accounts"))
        self.list = QListWidget()
        self.list.setAlternatingRowColors(True)
        self.list.setAccessibleName(self.tr("Accounts"))
        self.hint = QLabel()
        self.hint.setProperty("role", "subtle")
        self.hint.setWordWrap(True)
        self.pin_button = QPushButton(self.tr("&Pin"))
        self.pin_button.setToolTip(self.tr("Keep this account at the top (Ctrl+D)"))
        self.pin_button.setAutoDefault(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Use this account"))
        self.ok_button.setDefault(True)
        buttons.addButton(self.pin_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.take_selected)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.banner)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)

        self.search.textChanged.connect(lambda _t: self.refill())
        self.search.installEventFilter(self)
        self.list.itemActivated.connect(lambda _item: self.take_selected())
        self.list.currentItemChanged.connect(lambda *_a: self._show_pin())
        self.pin_button.clicked.connect(self.toggle_pin)
        pin_shortcut = QShortcut(QKeySequence("Ctrl+D"), self)
        pin_shortcut.activated.connect(self.toggle_pin)
        self._directory.changed.connect(self.refill)
        self.refill()
        self.search.setFocus()
        self.loading: asyncio.Task[None] | None = self._load_sandbox_users()
        self.checking: asyncio.Task[None] | None = self._recheck_pairings()

    # --- the list ---
    def refill(self) -> None:
        chosen = self.selected_id()
        text = self.search.text()
        entries = [e for e in self._directory.entries() if not text or e.matches(text)]
        self.list.clear()
        for entry in entries:
            item = QListWidgetItem(self._line(entry))
            item.setData(AID_ROLE, entry.aid)
            item.setToolTip(self.tr("User {0}\nAccount {1}").format(entry.uid, entry.aid))
            self.list.addItem(item)
        ids = [e.aid for e in entries]
        self.list.setCurrentRow(ids.index(chosen) if chosen in ids else 0 if ids else -1)
        self._show_hint(len(entries))

    def _line(self, entry: AccountEntry) -> str:
        mark = "📌 " if entry.pinned else ""
        return f"{mark}{visible(entry.label)}    {short_id(entry.aid)}"

    def _show_hint(self, count: int) -> None:
        if count:
            self.hint.setText(self.tr("Enter uses the highlighted account; Ctrl+D pins it."))
        elif self.search.text():
            self.hint.setText(
                self.tr(
                    "No account matches. A pasted id is found once Teller has seen its "
                    "account; otherwise enter the user id and account id in the fields."
                )
            )
        elif self._session.sandbox is None:
            self.hint.setText(
                self.tr(
                    "The API has no list of users or accounts: the accounts you open by id "
                    "appear here, most recent first."
                )
            )
        else:
            self.hint.setText(self.tr("Loading the sandbox's users…"))

    def _show_pin(self) -> None:
        entry = self._directory.entry(self.selected_id() or "")
        self.pin_button.setEnabled(entry is not None)
        self.pin_button.setText(self.tr("Un&pin") if entry and entry.pinned else self.tr("&Pin"))

    def selected_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(AID_ROLE))

    # --- keys ---
    def eventFilter(self, watched: object, event: object) -> bool:  # noqa: N802
        """Up and Down in the search box move through the list, as in a launcher."""
        if (
            watched is self.search
            and isinstance(event, QKeyEvent)
            and event.type() == QKeyEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            step = -1 if event.key() == Qt.Key.Key_Up else 1
            row = max(0, min(self.list.count() - 1, self.list.currentRow() + step))
            self.list.setCurrentRow(row)
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    # --- actions ---
    def take_selected(self) -> None:
        entry = self._directory.entry(self.selected_id() or "")
        if entry is None:
            self.search.setFocus()
            return
        self.chosen = entry
        self.accept()

    def toggle_pin(self) -> None:
        entry = self._directory.entry(self.selected_id() or "")
        if entry is not None:
            self._directory.pin(entry.aid, not entry.pinned)

    def _load_sandbox_users(self) -> asyncio.Task[None] | None:
        """On the sandbox, every user's accounts become searchable by name."""
        helpers = self._session.sandbox
        if helpers is None:
            return None
        directory = self._directory

        async def load() -> list[tuple[str, SandboxUserDetail]]:
            """One list, then the accounts only of users this session has not listed yet:
            opening the chooser again does not fetch every user's accounts again (the views
            teach the directory the accounts they load or create meanwhile). Each answer is
            paired with the user its request asked for."""
            users = await helpers.list_users()
            new = [u.id for u in users if not directory.listed(u.id)]
            details = await asyncio.gather(*(helpers.get_user(uid) for uid in new))
            return list(zip(new, details, strict=True))

        def learn(details: list[tuple[str, SandboxUserDetail]]) -> None:
            directory.changed.disconnect(self.refill)
            try:
                for uid, user in details:
                    directory.remember_user(uid, user.display_name, listed=True)
                    for account in user.accounts:
                        directory.remember_account(uid, account)
            finally:
                directory.changed.connect(self.refill)
            self.refill()

        return self.runner.run(load, on_success=learn, binding=Binding.FREE)

    def _recheck_pairings(self) -> asyncio.Task[None] | None:
        """Pairings no request confirmed (kept from an earlier version, or an account made
        current under a user the server never confirmed): asked about, so a wrong one goes."""
        if not self._directory.unconfirmed():
            return None
        client, directory = self._session.client, self._directory

        async def recheck() -> None:
            await directory.recheck(client.get_account)

        return self.runner.run(recheck, binding=Binding.FREE)

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        self._directory.changed.disconnect(self.refill)
        super().done(result)
