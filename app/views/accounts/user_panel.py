"""Left side of the accounts workspace: pick a user, see the accounts the app knows for it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import Account
from app.views.widgets.numbers import money_text
from app.views.widgets.screen_reader import name_combo
from app.views.widgets.visible_text import visible

AID_ROLE = Qt.ItemDataRole.UserRole


class UserPanel(QWidget):
    open_user_requested = Signal(str)
    open_account_requested = Signal(str)  # account id
    create_account_requested = Signal()
    browse_users_requested = Signal()

    def __init__(self, *, sandbox: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.user_id = QComboBox()
        self.user_id.setEditable(True)
        name_combo(self.user_id)
        self.user_id.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        user_edit = self.user_id.lineEdit()
        assert user_edit is not None  # editable combo boxes always have one
        user_edit.setPlaceholderText(self.tr("User id"))
        user_edit.returnPressed.connect(self._open_user)
        self.user_id.setToolTip(self.tr("Type a user id, or pick a recent one"))
        self.user_id.setAccessibleName(self.tr("User id"))
        self.open_user = QPushButton(self.tr("Open &user"))
        self.open_user.clicked.connect(self._open_user)
        self.browse = QPushButton(self.tr("&Browse sandbox users…"))
        self.browse.clicked.connect(self.browse_users_requested.emit)
        self.browse.setVisible(sandbox)

        self.user_title = QLabel(self.tr("No user open"))
        self.user_title.setProperty("role", "heading")
        self.user_title.setWordWrap(True)
        self.user_subtitle = QLabel()
        self.user_subtitle.setProperty("role", "subtle")
        self.user_subtitle.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.user_subtitle.setWordWrap(True)

        self.accounts = QListWidget()
        self.accounts.setAlternatingRowColors(True)
        self.accounts.setAccessibleName(self.tr("Accounts of the user"))
        self.accounts.itemActivated.connect(self._account_activated)
        self.accounts.currentItemChanged.connect(self._account_selected)
        self.account_id = QLineEdit()
        self.account_id.setPlaceholderText(self.tr("Account id"))
        self.account_id.setAccessibleName(self.tr("Account id"))
        self.account_id.returnPressed.connect(self._open_account)
        self.open_account = QPushButton(self.tr("Open"))
        self.open_account.clicked.connect(self._open_account)
        self.new_account = QPushButton(self.tr("&New account…"))
        self.new_account.clicked.connect(self.create_account_requested.emit)

        user_row = QHBoxLayout()
        user_row.addWidget(self.user_id, 1)
        user_row.addWidget(self.open_user)
        by_id = QHBoxLayout()
        by_id.addWidget(self.account_id, 1)
        by_id.addWidget(self.open_account)
        layout = QVBoxLayout(self)
        layout.addLayout(user_row)
        layout.addWidget(self.browse)
        layout.addSpacing(8)
        layout.addWidget(self.user_title)
        layout.addWidget(self.user_subtitle)
        accounts_label = QLabel(self.tr("Accounts"))
        accounts_label.setProperty("role", "subtle")
        layout.addWidget(accounts_label)
        layout.addWidget(self.accounts, 1)
        layout.addLayout(by_id)
        layout.addWidget(self.new_account)
        self.set_user_open(False)

    def set_recent(self, uids: list[str]) -> None:
        current = self.user_id.currentText()
        self.user_id.clear()
        self.user_id.addItems(uids)
        self.show_user_id(current)

    def show_user_id(self, uid: str) -> None:
        """Put an id in the box showing its start: ids are told apart by their first digits."""
        self.user_id.setEditText(uid)
        edit = self.user_id.lineEdit()
        if edit is not None:
            edit.setCursorPosition(0)

    def set_user_open(self, is_open: bool) -> None:
        for widget in (self.account_id, self.open_account, self.new_account, self.accounts):
            widget.setEnabled(is_open)

    def show_user(self, title: str, subtitle: str) -> None:
        self.user_title.setText(visible(title))
        self.user_subtitle.setText(subtitle)
        self.set_user_open(True)

    def set_accounts(self, accounts: list[Account], unknown_ids: list[str]) -> None:
        selected = self.selected_account_id()
        self.accounts.clear()
        for account in accounts:
            self.add_account(account)
        for aid in unknown_ids:
            item = QListWidgetItem(self.tr("{0} (not loaded)").format(aid))
            item.setData(AID_ROLE, aid)
            self.accounts.addItem(item)
        if selected:
            self.select_account(selected)

    def add_account(self, account: Account) -> None:
        for row in range(self.accounts.count()):
            item = self.accounts.item(row)
            if item.data(AID_ROLE) == account.id:
                item.setText(self._label(account))
                return
        item = QListWidgetItem(self._label(account))
        item.setData(AID_ROLE, account.id)
        item.setToolTip(account.id)
        self.accounts.addItem(item)

    def select_account(self, aid: str) -> None:
        for row in range(self.accounts.count()):
            if self.accounts.item(row).data(AID_ROLE) == aid:
                self.accounts.setCurrentRow(row)
                return

    def selected_account_id(self) -> str | None:
        item = self.accounts.currentItem()
        return None if item is None else str(item.data(AID_ROLE))

    def _label(self, account: Account) -> str:
        return f"{visible(account.alias) or account.id} · {money_text(account.balance, account.currency)}"

    def _open_user(self) -> None:
        uid = self.user_id.currentText().strip()
        if uid:
            self.open_user_requested.emit(uid)

    def _open_account(self) -> None:
        aid = self.account_id.text().strip()
        if aid:
            self.open_account_requested.emit(aid)

    def _account_activated(self, item: QListWidgetItem) -> None:
        self.open_account_requested.emit(str(item.data(AID_ROLE)))

    def _account_selected(
        self, current: QListWidgetItem | None, _previous: QListWidgetItem | None
    ) -> None:
        if current is not None:
            self.open_account_requested.emit(str(current.data(AID_ROLE)))
