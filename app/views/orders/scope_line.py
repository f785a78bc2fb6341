"""The orders' scope line: one account (named, with its ids) or all the merchant's orders.

It shows the current account and lets a person make another one current by name (Choose…) or
by pasting its ids; what to load is the workspace's business.
"""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLineEdit, QRadioButton, QWidget

from app.services.context import AccountRef
from app.services.session import Session
from app.views.accounts.choose_account import ChooseAccountButton, account_name


class ScopeLine(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.account_scope = QRadioButton(self.tr("One acco&unt"))
        self.merchant_scope = QRadioButton(self.tr("All &merchant orders"))
        self.account_scope.setChecked(True)
        scopes = QButtonGroup(self)
        scopes.addButton(self.account_scope)
        scopes.addButton(self.merchant_scope)
        self.user_id = QLineEdit()
        self.user_id.setPlaceholderText(self.tr("User id"))
        self.user_id.setAccessibleName(self.tr("User id"))
        self.account_id = QLineEdit()
        self.account_id.setPlaceholderText(self.tr("Account id"))
        self.account_id.setAccessibleName(self.tr("Account id"))
        self.choose_button = ChooseAccountButton(session, shortcut=None)
        self.choose_button.setText(self.tr("Choose…"))
        self.choose_button.setToolTip(self.tr("Pick the account by name"))
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.account_scope)
        line.addWidget(self.user_id, 1)
        line.addWidget(self.account_id, 1)
        line.addWidget(self.choose_button)
        line.addSpacing(12)
        line.addWidget(self.merchant_scope)
        self.account_scope.toggled.connect(self._enable_account_fields)
        session.directory.changed.connect(self.name_scope)

    def typed(self) -> tuple[str, str]:
        return self.user_id.text().strip(), self.account_id.text().strip()

    def show_ref(self, ref: AccountRef | None) -> None:
        self.user_id.setText(ref.uid if ref else "")
        self.account_id.setText(ref.aid if ref else "")
        for field in (self.user_id, self.account_id):
            field.setCursorPosition(0)  # ids are told apart by their first characters
        self.name_scope()

    def name_scope(self) -> None:
        """The account scope says whose account it is: a name first, the ids beside."""
        name = account_name(self._session, self._session.context.account)
        self.account_scope.setText(
            self.tr("One acco&unt: {0}").format(name) if name else self.tr("One acco&unt")
        )

    def _enable_account_fields(self, account: bool) -> None:
        for widget in (self.user_id, self.account_id, self.choose_button):
            widget.setEnabled(account)
