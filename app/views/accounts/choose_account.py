"""The "Choose account…" button every workspace shares, and how a current account is named."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from app.services.context import AccountRef
from app.services.directory import AccountEntry, short_id
from app.services.session import Session
from app.views.accounts.account_chooser import AccountChooserDialog

# Ctrl+K is the search of everything now (app/views/search/popup.py), from any tab; the
# chooser is its Accounts group's "Browse every account…" and this button's click or Alt key.
SEARCH_SHORTCUT = "Ctrl+K"


def account_name(session: Session, ref: AccountRef | None) -> str:
    """ "Elena Marín · Payouts · EUR", or the id's start while its name is not known."""
    if ref is None:
        return ""
    return session.directory.account_label(ref.aid) or short_id(ref.aid)


class ChooseAccountButton(QPushButton):
    """Opens the chooser; ``chosen`` gets the entry (by default: make it current)."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        *,
        text: str | None = None,
        shortcut: str | None = None,
        chosen: Callable[[AccountEntry], None] | None = None,
    ) -> None:
        super().__init__(text or self.tr("Choos&e account…"), parent)
        self._session = session
        self._chosen = chosen or (lambda e: session.context.choose_account(e.uid, e.aid))
        if shortcut:
            self.setShortcut(QKeySequence(shortcut))
            self.setToolTip(self.tr("Pick an account by name ({0})").format(shortcut))
        else:
            self.setToolTip(
                self.tr("Pick an account by name ({0} searches everything)").format(SEARCH_SHORTCUT)
            )
        self.setAutoDefault(False)
        self.clicked.connect(self.open_chooser)
        self.dialog: AccountChooserDialog | None = None

    def open_chooser(self) -> AccountChooserDialog:
        dialog = AccountChooserDialog(self._session, self.window())
        self.dialog = dialog

        def finished(result: int) -> None:
            if result == QDialog.DialogCode.Accepted and dialog.chosen is not None:
                self._chosen(dialog.chosen)
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog
