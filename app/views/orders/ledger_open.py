"""The current account's ledger, opened from the orders workspace: one dialog at a time that
deletes itself when closed, and follows the workspace's choice of local time or UTC."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.services.session import Session
from app.views.activity import ActivityTracker
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.task_runner import Reauthenticate


class LedgerOpener:
    def __init__(
        self,
        owner: QWidget,
        session: Session,
        activity: ActivityTracker | None,
        reauthenticate: Reauthenticate | None,
    ) -> None:
        self._owner = owner
        self._session = session
        self._activity = activity
        self._reauthenticate = reauthenticate
        self.dialog: LedgerDialog | None = None  # the last one opened (maybe closed since)

    def open(self, times_in_utc: bool) -> LedgerDialog:
        dialog = LedgerDialog(
            self._session,
            activity=self._activity,
            reauthenticate=self._reauthenticate,
            times_in_utc=times_in_utc,
            parent=self._owner,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.dialog = dialog
        return dialog

    def set_times_in_utc(self, utc: bool) -> None:
        dialog = self.dialog
        if dialog is not None:
            try:
                dialog.set_times_in_utc(utc)
            except RuntimeError:  # closed: it deletes itself
                self.dialog = None
