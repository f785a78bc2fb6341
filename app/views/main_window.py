"""The main window: workspace tabs, menus, the request log dock and the status bar.

It builds and wires the views; it holds no business logic of its own. The workspaces share
no state through it: they all observe the session's current context.
"""

from __future__ import annotations

import platform
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, QTimer, Signal, qVersion
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from app.resources import resource
from app.services.actions import ActionRequest
from app.services.context import AccountRef
from app.services.credentials import CredentialStore
from app.services.guard import ProductionGuard, guard_for
from app.services.journal import Journal
from app.services.session import Session
from app.services.settings import AppSettings
from app.version import APP_NAME, __version__
from app.views.accounts.workspace import AccountsWorkspace
from app.views.activity import ActivityTracker
from app.views.compliance.workspace import ComplianceWorkspace
from app.views.environments.band import ProductionFrame
from app.views.environments.confirm import ask_typed_confirmation
from app.views.first_paint import when_first_painted
from app.views.journal.view import JournalView
from app.views.language import CHOICES, NATIVE_NAMES, install_language
from app.views.orders.workspace import OrdersWorkspace
from app.views.payouts.workspace import PayoutsWorkspace
from app.views.request_log.dock import RequestLogDock
from app.views.sandbox_tools.menu import install_sandbox_tools
from app.views.search.popup import SearchEntry
from app.views.session_warning import install_session_warning
from app.views.sign_in.relogin import Reauthenticator
from app.views.status_bar import SessionStatusBar
from app.views.theme import theme_menu
from app.views.waiting.install import install_waiting
from app.views.widgets.screen_fit import fit_to_screen, keep_on_screen
from app.views.widgets.target_names import directory_names, target_line
from app.views.widgets.workspace_tabs import WorkspaceTabs
from app.views.window_place import WindowPlace, place_of, restore_place
from app.views.workspace_window import WorkspaceWindow

if TYPE_CHECKING:  # the bulk payouts window loads when first opened
    from app.services.bulk.model import Batch, BatchStore
    from app.views.bulk.confirm_batches import ConfirmBatchesDialog
    from app.views.bulk.resume_offer import ResumeOffer
    from app.views.bulk.window import BulkPayoutWindow
    from app.views.task_runner import TaskRunner
    from app.views.widgets.error_banner import ErrorBanner


class MainWindow(WorkspaceWindow):
    # View > Language: the translators are installed; the controller builds the window again
    # for the same session (the words of a built window do not change by themselves).
    language_changed = Signal(str)

    def __init__(
        self,
        session: Session,
        settings: AppSettings,
        activity: ActivityTracker,
        parent: QWidget | None = None,
        credentials: CredentialStore | None = None,
        journal: Journal | None = None,
        resumed: bool = False,
        batch_store: Path | None = None,
        watch_waiting: bool = False,
    ) -> None:
        """``batch_store``: the bulk payouts' store, looked at once the window is painted for
        batches an earlier run left unfinished (None: not looked at, as in most tests).
        ``watch_waiting``: the waiting list looks at the server by itself (not in most tests)."""
        super().__init__(parent)
        self.session = session
        self.journal = journal
        self.journal_view: JournalView | None = None
        self.bulk_window: BulkPayoutWindow | None = None
        self.bulk_refusal: QMessageBox | None = None  # "open an account first" (tests read it)
        self.batch_confirmations: ConfirmBatchesDialog | None = None
        self.batch_store = batch_store
        self.resume_offer: ResumeOffer | None = None
        self.journal_warning: QMessageBox | None = None  # a failed write, said once at a time
        self.unlock_question: QMessageBox | None = None
        # The session's one recorder: a window built again must not make a second one.
        self.journal_recorder = session.record_to(journal) if journal else None
        self._settings = settings
        self.setWindowTitle(f"{APP_NAME} — {session.environment.label}")
        self.setWindowIcon(QIcon(str(resource("icons/teller.svg"))))
        fit_to_screen(self, 1180, 760)
        self.reauthenticate = Reauthenticator(session, self, credentials)
        if not resumed:  # built again in another language: the directory is loaded
            session.directory.attach(settings, session.environment.key)

        if session.environment.is_sandbox:
            session.masking.enabled = not settings.unmask_sandbox
        self.tabs = WorkspaceTabs()
        self.tabs.setDocumentMode(True)
        self.accounts = AccountsWorkspace(
            session, settings, activity=activity, reauthenticate=self.reauthenticate
        )
        self.tabs.addTab(self.accounts, self.tr("&Accounts"))
        self._activity = activity
        self._orders_tab = self.tabs.add_later(self._make_orders, self.tr("&Orders"))
        self._payouts_tab = self.tabs.add_later(self._make_payouts, self.tr("&Payouts"))
        self._compliance_tab = self.tabs.add_later(self._make_compliance, self.tr("&Compliance"))
        when_first_painted(self, self._build_waiting_workspaces)
        self.production_frame: ProductionFrame | None = None
        if session.environment.is_production:
            self.production_frame = ProductionFrame(session.environment, self.tabs)
            self.setCentralWidget(self.production_frame)
        else:
            self.setCentralWidget(self.tabs)
        # The environment's guard on the one door: asks here, through the typed confirmation.
        # A window built again keeps the session's guard (unlocked stays unlocked) and has
        # it ask here from now on.
        guard = session.actions.guard
        if isinstance(guard, ProductionGuard):
            guard.confirm = self.confirm_action
        else:
            guard = guard_for(session.environment, self.confirm_action)
            session.actions.guard = guard
        self.guard = guard if isinstance(guard, ProductionGuard) else None

        self.request_log = RequestLogDock(session.client.request_log, self, masking=session.masking)
        self.request_log.setObjectName("RequestLogDock")
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.request_log)
        self.request_log.hide()

        self.setStatusBar(
            SessionStatusBar(
                session.environment,
                session.api_code,
                activity,
                lambda: session.client.session.expires_at,
                self,
            )
        )
        self.session_warning = install_session_warning(self, credentials)  # a minute before
        self._build_menus()
        self.sandbox_menu = install_sandbox_tools(self)  # a sandbox only: testers' tools
        self.waiting = install_waiting(self, settings, self.view_menu, start=watch_waiting)
        if journal is not None and self.journal_recorder is not None:
            journal.failed.connect(self._journal_failed)
            if not resumed:  # built again in another language: the same sign-in
                self.journal_recorder.signed_in()
        geometry, state = settings.window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        keep_on_screen(self)  # saved on a larger screen: shrunk to this one
        if batch_store is not None and not resumed:
            when_first_painted(self, self.offer_unfinished_batches)

    # --- the workspaces, made after the first paint (or when first asked for) ---
    @property
    def orders(self) -> OrdersWorkspace:
        return cast(OrdersWorkspace, self.tabs.widget(self._orders_tab))

    @property
    def payouts(self) -> PayoutsWorkspace:
        return cast(PayoutsWorkspace, self.tabs.widget(self._payouts_tab))

    @property
    def compliance(self) -> ComplianceWorkspace:
        return cast(ComplianceWorkspace, self.tabs.widget(self._compliance_tab))

    def _make_orders(self) -> OrdersWorkspace:
        orders = OrdersWorkspace(
            self.session,
            self._settings,
            activity=self._activity,
            reauthenticate=self.reauthenticate,
        )
        if self.session.environment.is_sandbox:  # the testers' Advance to… and Validate OTP
            from app.views.sandbox_tools.order_bar import install_order_tools

            self.order_tools = install_order_tools(orders)
        return orders

    def _make_payouts(self) -> PayoutsWorkspace:
        payouts = PayoutsWorkspace(
            self.session, activity=self._activity, reauthenticate=self.reauthenticate
        )
        payouts.show_in_orders.connect(self._show_order)
        return payouts

    def _make_compliance(self) -> ComplianceWorkspace:
        return ComplianceWorkspace(
            self.session,
            self._settings,
            activity=self._activity,
            reauthenticate=self.reauthenticate,
        )

    def _build_waiting_workspaces(self) -> None:
        """One workspace per turn of the event loop, and only while no request is in flight:
        the accounts the window opens with come first (building a workspace holds the loop
        about 100 ms, which the accounts' answer would otherwise wait behind)."""
        if self._activity.count:
            self._activity.changed.connect(self._when_idle)
            return
        if self.tabs.build_next():
            QTimer.singleShot(0, self, self._build_waiting_workspaces)

    def _when_idle(self, in_flight: int) -> None:
        if in_flight == 0:
            self._activity.changed.disconnect(self._when_idle)
            QTimer.singleShot(0, self, self._build_waiting_workspaces)

    def _show_order(self, uid: str, aid: str, oid: str) -> None:
        self.orders.search.setText(oid)
        self.orders.show_account(uid, aid)
        self.tabs.setCurrentWidget(self.orders)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        sign_out = QAction(self.tr("Sign &out"), self)
        sign_out.triggered.connect(self.sign_out_requested.emit)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(sign_out)
        self.unlock_action = QAction(self.tr("&Unlock for this session…"), self)
        self.unlock_action.setVisible(self.guard is not None and self.guard.locked)
        self.unlock_action.triggered.connect(self.ask_to_unlock)
        file_menu.addAction(self.unlock_action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)

        payouts_menu = self.menuBar().addMenu(self.tr("Pa&youts"))  # Alt+P: the Payouts tab
        self.bulk_action = QAction(self.tr("&Bulk payouts from a file…"), self)
        self.bulk_action.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.bulk_action.triggered.connect(self.open_bulk_payouts)
        payouts_menu.addAction(self.bulk_action)
        self.confirm_batches_action = QAction(self.tr("Batches waiting for &confirmation…"), self)
        self.confirm_batches_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.confirm_batches_action.triggered.connect(self.open_batch_confirmations)
        payouts_menu.addAction(self.confirm_batches_action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.view_menu = view_menu
        toggle_log = self.request_log.toggleViewAction()
        toggle_log.setText(self.tr("&Request log"))
        toggle_log.setShortcut(QKeySequence("Ctrl+Shift+L"))
        view_menu.addAction(toggle_log)
        journal_action = QAction(self.tr("Audit &journal…"), self)
        journal_action.setShortcut(QKeySequence("Ctrl+Shift+J"))
        journal_action.setEnabled(self.journal is not None)
        journal_action.triggered.connect(self.open_journal)
        view_menu.addAction(journal_action)
        self.unmask_action = QAction(self.tr("Show personal data &unmasked (sandbox)"), self)
        self.unmask_action.setCheckable(True)
        self.unmask_action.setEnabled(self.session.environment.is_sandbox)
        self.unmask_action.setChecked(not self.session.masking.enabled)
        self.unmask_action.setToolTip(
            self.tr("Made-up sandbox data only; against a live server personal data is masked")
        )
        self.unmask_action.toggled.connect(self._set_unmasked)
        view_menu.addAction(self.unmask_action)
        view_menu.addSeparator()
        view_menu.addMenu(theme_menu(self._settings, self))  # also applies the saved theme
        view_menu.addMenu(self._language_menu())
        self.search = SearchEntry(self, view_menu, self._settings, self._activity)  # Ctrl+K

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        keys = QAction(self.tr("&Keyboard shortcuts"), self)
        keys.triggered.connect(lambda: _shortcuts_dialog(self).open())
        help_menu.addAction(keys)
        about = QAction(self.tr("&About Teller"), self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def _language_menu(self) -> QMenu:
        """View > Language: System, English, Español (each language named in itself)."""
        menu = QMenu(self.tr("&Language"), self)
        group = QActionGroup(menu)
        current = self._settings.language
        for choice in CHOICES:
            action = QAction(NATIVE_NAMES.get(choice) or self.tr("System"), menu)
            action.setCheckable(True)
            action.setChecked(choice == current)
            action.setData(choice)
            action.triggered.connect(lambda _=False, c=choice: self.set_language(c))
            group.addAction(action)
            menu.addAction(action)
        self.language_actions = group
        return menu

    def set_language(self, choice: str) -> None:
        if choice == self._settings.language:
            return
        self._settings.language = choice
        self.language_changed.emit(install_language(choice))

    def _set_unmasked(self, unmasked: bool) -> None:
        """Applies to what is shown from now on (a detail opened again shows it)."""
        if not self.session.environment.is_sandbox:
            return
        self.session.masking.enabled = not unmasked
        self._settings.unmask_sandbox = unmasked

    async def confirm_action(self, request: ActionRequest) -> str | None:
        """The production guard's question: the person types what the action needs."""
        names = directory_names(self.session.directory)  # the account by name, ids second
        return await ask_typed_confirmation(
            request, self.session.environment, self, target=target_line(request.target, names)
        )

    def ask_to_unlock(self) -> None:
        """A read-only profile accepts actions for this session once the person says so."""
        if self.guard is None or not self.guard.locked:
            return
        question = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Unlock for this session?"),
            self.tr(
                "{0} is read-only. Unlock it until you sign out? Actions will change real "
                "data; each is still confirmed by typing."
            ).format(self.session.environment.label),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        question.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Unlock"))
        question.setDefaultButton(QMessageBox.StandardButton.Cancel)  # Enter keeps it locked
        question.setEscapeButton(QMessageBox.StandardButton.Cancel)
        self.unlock_question = question

        def answered(_result: int) -> None:
            unlock = question.button(QMessageBox.StandardButton.Yes)
            if question.clickedButton() is unlock and self.guard is not None:
                self.guard.unlock()
                self.unlock_action.setVisible(False)
                self.statusBar().showMessage(self.tr("Unlocked until you sign out."), 8000)

        question.finished.connect(answered)
        question.open()

    def open_journal(self) -> JournalView | None:
        if self.journal is None:
            return None
        if self.journal_view is None or not self.journal_view.isVisible():
            self.journal_view = JournalView(
                self.journal, self, names=directory_names(self.session.directory)
            )
            self.journal_view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.journal_view.destroyed.connect(lambda: setattr(self, "journal_view", None))
        self.journal_view.show()
        self.journal_view.raise_()
        return self.journal_view

    # --- bulk payouts ---
    def bulk_runner(self, owner: QWidget, banner: ErrorBanner) -> TaskRunner:
        from app.views.accounts.choose_account import account_name
        from app.views.task_runner import TaskRunner

        return TaskRunner(
            owner,
            banner,
            activity=self._activity,
            reauthenticate=self.reauthenticate,
            context=self.session.context,
            account_name=lambda ref: account_name(self.session, ref),
        )

    def open_bulk_payouts(self) -> BulkPayoutWindow | None:
        """Payouts > Bulk payouts from a file: for the current account, or a sentence."""
        window = self.bulk_window
        if window is None and self.session.context.account is None:
            message = self.tr(
                "Open the account the payouts leave from first (Accounts, or Pay from in "
                "Payouts), then choose Bulk payouts again."
            )
            self.statusBar().showMessage(message, 10_000)
            box = QMessageBox(
                QMessageBox.Icon.Information, self.tr("Bulk payouts"), message, parent=self
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # no nested exec: tasks under way keep running
            self.bulk_refusal = box
            return None
        if window is None:
            from app.views.bulk.window import BulkPayoutWindow

            window = BulkPayoutWindow(self.session, self.bulk_runner, self, store=self._store())
            self.bulk_window = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def open_batch_confirmations(self) -> ConfirmBatchesDialog:
        """Payouts > Batches waiting for confirmation: a four-eyes profile's second person."""
        from app.views.bulk.confirm_batches import ConfirmBatchesDialog

        dialog = self.batch_confirmations
        if dialog is None:
            dialog = ConfirmBatchesDialog(self.session, self.bulk_runner, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.destroyed.connect(lambda: setattr(self, "batch_confirmations", None))
            self.batch_confirmations = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _store(self) -> BatchStore | None:
        if self.batch_store is None:
            return None
        from app.services.bulk.batch_store import SqliteBatchStore

        return SqliteBatchStore(self.batch_store)

    def offer_unfinished_batches(self) -> None:
        """Once at start: a batch an earlier run left unfinished is offered to resume."""
        if self.batch_store is None:
            return
        self._resume_offer(self.batch_store).check()

    def offer_batch(self, batch: Batch) -> QMessageBox | None:
        """The same offer for one unfinished batch (Enter on it in the waiting list)."""
        if self.batch_store is None:
            return None
        offer = self._resume_offer(self.batch_store)
        offer.waiting = [batch]
        return offer.ask_next()

    def _resume_offer(self, store: Path) -> ResumeOffer:
        from app.views.bulk.resume_offer import ResumeOffer

        offer = ResumeOffer(
            self, store, lambda s: self.statusBar().showMessage(s), self.session.actions.place
        )
        offer.resume_requested.connect(self._resume_batch)
        offer.results_requested.connect(self._batch_results)
        self.resume_offer = offer
        return offer

    def _bulk_window_for(self, batch: Batch) -> BulkPayoutWindow | None:
        """The bulk window, on the batch's own account (made current: its rows pay from it)."""
        context = self.session.context
        if context.account != AccountRef(batch.uid, batch.aid):
            window = self.bulk_window
            if window is not None and window.sending:
                self.statusBar().showMessage(
                    self.tr("Another batch is being sent; resume {0} when it has ended.").format(
                        batch.file_name
                    ),
                    10_000,
                )
                return None
            context.choose_account(batch.uid, batch.aid)
        return self.open_bulk_payouts()

    def _resume_batch(self, batch: Batch) -> None:
        window = self._bulk_window_for(batch)
        if window is not None:
            window.resume(batch.id)

    def _batch_results(self, batch: Batch) -> None:
        window = self._bulk_window_for(batch)
        if window is not None:
            window.show_results(batch.id)

    def _journal_failed(self, message: str) -> None:
        """A journal entry that could not be written is said at once, never swallowed; in one
        window-modal box that does not stop the event loop (a nested ``exec`` would freeze
        every task under way), however many writes fail while it is open."""
        self.statusBar().showMessage(message)
        box = self.journal_warning
        if box is not None and box.isVisible():
            box.setText(message)  # the newest failure; the first one is in the status bar
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Audit journal"), message, parent=self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda: setattr(self, "journal_warning", None))
        self.journal_warning = box
        box.open()

    def about_text(self) -> str:
        return self.tr(
            "<b>{0} {1}</b><br>A back-office client for the banking API.<br><br>"
            "Qt {2} · PySide6 {3} · Python {4}"
        ).format(APP_NAME, __version__, qVersion(), pyside_version, platform.python_version())

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Teller"), self.about_text())

    def place(self) -> WindowPlace:
        """Where the person is (tab, open case, typed payout forms, selected order), for the
        window built again in another language."""
        return place_of(self)

    def restore_place(self, place: WindowPlace) -> None:
        restore_place(self, place)

    def save_state(self) -> None:
        self._settings.save_window_state(self.saveGeometry(), self.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        bulk = self.bulk_window
        if bulk is not None and bulk.sending:  # quitting would stop the sender mid-batch
            event.ignore()
            bulk.show()
            bulk.raise_()
            bulk.close()  # refused too: its banner says to pause or cancel first
            return
        self.save_state()
        self.waiting.stop()
        for page in self.tabs.built_pages():
            page.close()
        super().closeEvent(event)


def _shortcuts_dialog(parent: QWidget) -> QDialog:
    from app.views.compliance.shortcuts_dialog import ShortcutsDialog

    dialog = ShortcutsDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return dialog
