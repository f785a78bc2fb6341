"""The search's way in: View > Search everything… (Ctrl+K), from any tab and any window of
Teller, without a click first (an application-wide shortcut; a modal dialog still keeps the
keyboard to itself). One popup a window, opened again with its text; Enter opens the result
in its workspace, and "Browse every account…" opens the account chooser the old Ctrl+K was."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu

from app.services.settings import AppSettings
from app.views.accounts.choose_account import SEARCH_SHORTCUT
from app.views.activity import ActivityTracker

if TYPE_CHECKING:
    from app.views.accounts.account_chooser import AccountChooserDialog
    from app.views.search.dialog import SearchDialog
    from app.views.workspace_window import WorkspaceWindow


class SearchEntry(QObject):
    """The main window's search: its action, its popup, the chooser it may open."""

    def __init__(
        self, window: WorkspaceWindow, menu: QMenu, settings: AppSettings, activity: ActivityTracker
    ) -> None:
        super().__init__(window)
        self._window, self._settings, self._activity = window, settings, activity
        self.dialog: SearchDialog | None = None
        self.chooser: AccountChooserDialog | None = None
        action = QAction(self.tr("&Search everything…"), window)
        action.setShortcut(QKeySequence(SEARCH_SHORTCUT))
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.setToolTip(
            self.tr("People, accounts, orders and cases by name, e-mail, IBAN, id, amount or date")
        )
        action.triggered.connect(self.open)
        window.addAction(action)  # works while the menu bar is hidden too
        first = menu.actions()[0] if menu.actions() else None
        if first is not None:
            menu.insertAction(first, action)
            menu.insertSeparator(first)
        else:
            menu.addAction(action)
        self.action = action

    def open(self) -> SearchDialog:
        from app.views.search.dialog import SearchDialog
        from app.views.search.opening import open_target

        window, dialog = self._window, self.dialog
        if dialog is None:
            dialog = SearchDialog(
                window.session,
                self._settings,
                window,
                activity=self._activity,
                reauthenticate=window.reauthenticate,
            )
            dialog.chosen.connect(lambda target: open_target(window, target))
            dialog.browse_requested.connect(self.browse_accounts)
            self.dialog = dialog
        else:
            dialog.reopen()
        dialog.open()
        return dialog

    def browse_accounts(self) -> AccountChooserDialog:
        """The account chooser; the account chosen becomes current (the tab stays)."""
        from app.views.accounts.account_chooser import AccountChooserDialog

        context = self._window.session.context
        chooser = AccountChooserDialog(self._window.session, self._window)
        self.chooser = chooser

        def finished(result: int) -> None:
            entry = chooser.chosen
            if result == QDialog.DialogCode.Accepted and entry is not None:
                context.choose_account(entry.uid, entry.aid)
            chooser.deleteLater()

        chooser.finished.connect(finished)
        chooser.open()
        return chooser
