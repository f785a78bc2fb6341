"""The main window as the pieces it installs see it: the search, the waiting list, the session
warning and the window's place (what was open, put back in a window built again).

Those pieces are given the window and reach its session, tabs and workspaces; the window
imports them to install them. Typed against ``main_window.MainWindow`` itself, each import
went both ways (an import circle through five modules). They now see this floor below the
window: what it holds and what it offers, the one subclass (``MainWindow``) saying how.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

if TYPE_CHECKING:
    from app.services.bulk.model import Batch
    from app.services.journal import Journal
    from app.services.session import Session
    from app.views.accounts.workspace import AccountsWorkspace
    from app.views.bulk.confirm_batches import ConfirmBatchesDialog
    from app.views.compliance.workspace import ComplianceWorkspace
    from app.views.orders.workspace import OrdersWorkspace
    from app.views.payouts.workspace import PayoutsWorkspace
    from app.views.sign_in.relogin import Reauthenticator
    from app.views.task_runner import TaskRunner
    from app.views.widgets.error_banner import ErrorBanner
    from app.views.widgets.workspace_tabs import WorkspaceTabs


class WorkspaceWindow(QMainWindow):
    """A signed-in session's window with its workspace tabs (``MainWindow`` builds them)."""

    sign_out_requested = Signal()

    session: Session
    journal: Journal | None
    batch_store: Path | None  # the bulk payouts' store (None: not looked at)
    reauthenticate: Reauthenticator
    tabs: WorkspaceTabs
    accounts: AccountsWorkspace

    # The workspaces made after the first paint (or when first asked for): asking makes them.
    @property
    def orders(self) -> OrdersWorkspace:
        raise NotImplementedError(type(self).__name__)

    @property
    def payouts(self) -> PayoutsWorkspace:
        raise NotImplementedError(type(self).__name__)

    @property
    def compliance(self) -> ComplianceWorkspace:
        raise NotImplementedError(type(self).__name__)

    def bulk_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        """A task runner for a bulk payouts view (or a dialog) of this window's session."""
        raise NotImplementedError(type(self).__name__)

    def open_batch_confirmations(self) -> ConfirmBatchesDialog:
        """Payouts > Batches waiting for confirmation, shown."""
        raise NotImplementedError(type(self).__name__)

    def offer_batch(self, batch: Batch) -> QMessageBox | None:
        """The offer to resume one unfinished batch (None: no batch store)."""
        raise NotImplementedError(type(self).__name__)
