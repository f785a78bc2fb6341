"""The orders workspace: one account's orders or all the merchant's, filtered, searched,
sorted, paged as you scroll, with detail, auto-refresh and CSV export.

"One account" is the context's current account: it follows a choice made in any workspace
(the previous account's rows are cleared at once), and ids typed here make another account
current everywhere. An action that made or moved an order refreshes the list showing it.

No rows is never a blank table: it says whether nothing matches (with a button that clears the
search and filters) or there are no orders yet. Times are local or UTC (the person's choice,
remembered), and the zone is always named."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

from PySide6.QtCore import QItemSelection, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ValidationFailed, retry_can_help
from app.models.order_query import MAX_QUERY_VALUE_LENGTH, OrderFilter, OrderQuery, Scope
from app.models.orders import BankPayoutDetail, OrderList, OrderSummary
from app.services.context import AccountRef, ChangeKind
from app.services.order_export import bank_payout_descriptions
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.orders.detail_panel import DetailPanel
from app.views.orders.empty_state import EmptyOrders
from app.views.orders.export_progress import choose_export_path, start_export
from app.views.orders.filter_panel import FilterPanel
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.orders.orders_table import columns_menu, orders_table
from app.views.orders.receipt_pdf import Receipts
from app.views.orders.scope_line import ScopeLine
from app.views.orders.table_model import CREATED, WIDTH_SAMPLES, OrdersTableModel
from app.views.printing.printout import Printout
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.masked_value import ThroughDoor
from app.views.widgets.plural import plural
from app.views.widgets.table_fit import fit_columns, widen_to_samples
from app.views.widgets.width_fit import refit_to_width

PAGE_SIZE = 100
COUNTERPARTY_MAX_WIDTH = 220  # a crypto address is elided: the reference stays in sight
EXPORT_PROGRESS_DELAY_MS = 300


class OrdersWorkspace(QWidget):
    export_progress_delay_ms = EXPORT_PROGRESS_DELAY_MS

    def __init__(
        self,
        session: Session,
        settings: AppSettings,
        *,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
        search_delay_ms: int = 350,
        auto_refresh_unit_ms: int = 1000,
        parent: QWidget | None = None,
    ) -> None:
        """``auto_refresh_unit_ms`` is how long one unit of the "Auto every" box lasts (a
        second; tests shorten it)."""
        super().__init__(parent)
        self._session = session
        self._context = session.context
        self._auto_unit_ms = auto_refresh_unit_ms
        self._stale = False  # the current account changed while this tab was hidden
        self._settings = settings
        self._activity = activity
        self._reauthenticate = reauthenticate
        self.filters: tuple[OrderFilter, ...] = ()
        self.newest_first = True
        self.banner = ErrorBanner()
        self.runner = TaskRunner(
            self,
            self.banner,
            activity=activity,
            reauthenticate=reauthenticate,
            context=session.context,
        )
        self.export_task: asyncio.Task[None] | None = None
        self._columns_fitted = False

        self.scope_line = ScopeLine(session)
        self.account_scope = self.scope_line.account_scope
        self.merchant_scope = self.scope_line.merchant_scope
        self.user_id = self.scope_line.user_id
        self.account_id = self.scope_line.account_id
        self.choose_button = self.scope_line.choose_button
        self.filter_panel = FilterPanel(settings)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search by order id or reference"))
        self.search.setClearButtonEnabled(True)
        self.search.setMaxLength(MAX_QUERY_VALUE_LENGTH)  # what any server here takes
        self.search.setAccessibleName(self.tr("Search orders"))
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(search_delay_ms)
        self._debounce.timeout.connect(self.reload)
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.auto_refresh = QCheckBox(self.tr("Auto every"))
        self.auto_seconds = QSpinBox()
        self.auto_seconds.setRange(2, 600)
        self.auto_seconds.setValue(5)
        self.auto_seconds.setSuffix(" s")
        self.auto_seconds.setAccessibleName(self.tr("Auto-refresh interval in seconds"))
        self._auto_timer = QTimer(self)
        self.times_utc = QCheckBox(self.tr("Times in &UTC"))
        self.times_utc.setToolTip(
            self.tr("Show times in UTC rather than this computer's time (exports are in UTC)")
        )
        self.times_utc.setChecked(settings.times_in_utc)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.ledger_button = QPushButton(self.tr("&Ledger…"))
        self.ledger_button.setToolTip(self.tr("This account's ledger transactions"))
        self.columns_button = QToolButton()
        self.columns_button.setText(self.tr("Columns"))
        self.columns_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

        self.model = OrdersTableModel(self)
        self.model.set_times_in_utc(settings.times_in_utc)
        self.table = orders_table(self.model, self.copy_selected_id)
        self.table.setAccessibleName(self.tr("Orders"))
        self.empty = EmptyOrders()
        self.rows_or_empty = QStackedWidget()
        self.rows_or_empty.addWidget(self.table)
        self.rows_or_empty.addWidget(self.empty)
        self.table.horizontalHeader().sectionClicked.connect(self._keep_sort_indicator)
        self.columns_button.setMenu(columns_menu(self.table, self))
        self.detail = DetailPanel(
            masking=session.masking,
            on_reveal=ThroughDoor(session.actions, self.runner),
            receipts=Receipts(Printout(self, session.actions, self.runner, self.banner)),
            account_name=session.directory.account_label,
        )
        self.detail.times_in_utc = settings.times_in_utc
        self.ledger_dialog: LedgerDialog | None = None
        self._layout()

        self.account_scope.toggled.connect(self._on_scope)
        self.filter_panel.applied.connect(self._on_filters)
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        self.search.returnPressed.connect(self.reload)
        self.user_id.returnPressed.connect(self.use_typed_account)
        self.account_id.returnPressed.connect(self.use_typed_account)
        self.refresh_button.clicked.connect(self.refresh)
        self.auto_refresh.toggled.connect(self._on_auto)
        self.auto_seconds.valueChanged.connect(
            lambda s: self._auto_timer.setInterval(s * self._auto_unit_ms)
        )
        self._auto_timer.timeout.connect(self.refresh)
        self.export_button.clicked.connect(self.choose_export_file)
        self.times_utc.toggled.connect(self.show_times_in_utc)
        self.empty.clear_requested.connect(self.clear_search_and_filters)
        self.ledger_button.clicked.connect(self.open_ledger)
        self.model.total_changed.connect(self._show_count)
        self.model.loading_changed.connect(self._on_loading)
        self.model.modelReset.connect(self._show_rows_or_empty)
        self.model.failed.connect(self._on_failed)
        self.model.sort_requested.connect(self._on_sort)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self._context.account_changed.connect(self._follow_context)
        self._context.changed.connect(self._on_server_change)
        self.scope_line.show_ref(self._context.account)

    def _layout(self) -> None:
        tools = QHBoxLayout()
        tools.addWidget(self.search, 2)
        tools.addWidget(self.count, 1)
        tools.addWidget(self.refresh_button)
        tools.addWidget(self.auto_refresh)
        tools.addWidget(self.auto_seconds)
        tools.addWidget(self.columns_button)
        tools.addWidget(self.times_utc)
        tools.addWidget(self.export_button)
        tools.addWidget(self.ledger_button)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.rows_or_empty)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scope_line)
        layout.addWidget(self.filter_panel)
        layout.addLayout(tools)
        layout.addWidget(self.banner)  # floats over the table's top, not the search or filters
        layout.addWidget(splitter, 1)

    # --- scope and query ---
    @property
    def scope(self) -> Scope:
        return Scope.ACCOUNT if self.account_scope.isChecked() else Scope.MERCHANT

    def show_account(self, uid: str, aid: str) -> None:
        """Look at this account's orders: it becomes the current account everywhere."""
        self.account_scope.setChecked(True)
        if self._context.account == AccountRef(uid, aid):
            self.reload()
        else:
            self._context.choose_account(uid, aid)  # _follow_context reloads

    def use_typed_account(self) -> None:
        """Enter in the id fields: those ids become the current account (or reload it)."""
        uid, aid = self.scope_line.typed()
        if uid and aid and self._context.account != AccountRef(uid, aid):
            self._context.choose_account(uid, aid)
        else:
            self.reload()

    def _follow_context(self, ref: AccountRef | None) -> None:
        """Another account is current: its orders replace the previous one's, at once."""
        self.scope_line.show_ref(ref)
        if self.scope is not Scope.ACCOUNT:
            return
        self.model.clear()
        self.detail.show_nothing()
        self.banner.clear()
        if self.isVisible():
            self.reload()
        else:
            self._stale = True

    def _on_server_change(self, kind: str, target: str) -> None:
        """An action made or moved an order: the list showing it refreshes."""
        if kind not in (ChangeKind.ORDER, ChangeKind.ACCOUNT):
            return
        ref = self._context.account
        if self.scope is Scope.ACCOUNT and (ref is None or ref.aid != target):
            return
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        super().showEvent(event)
        if self._stale or (self.model.rowCount() == 0 and not self.model.loading):
            self._stale = False
            if self.scope is Scope.MERCHANT or self._context.account is not None:
                self.reload()

    def query(self, page: int = 1) -> OrderQuery:
        return OrderQuery(
            filters=self.filters,
            newest_first=self.newest_first,
            search=self.search.text().strip() or None,
            page=page,
            page_size=PAGE_SIZE,
        )

    def reload(self) -> asyncio.Task[None] | None:
        self._debounce.stop()
        self.detail.show_nothing()
        client, runner = self._session.client, self.runner
        if self.scope is Scope.ACCOUNT:
            ref = self._context.account
            if ref is None:
                self.model.clear()
                self.banner.show_info(
                    self.tr("Enter a user id and an account id, or look at all merchant orders.")
                )
                return None

            async def load(page: int) -> OrderList:
                query = self.query(page)
                return await runner.call(
                    lambda: client.list_account_orders(ref.uid, ref.aid, query)
                )

        else:

            async def load(page: int) -> OrderList:
                query = self.query(page)
                return await runner.call(lambda: client.list_merchant_orders(query))

        self.banner.clear()
        return self.model.load(load, newest_first=self.newest_first)

    def refresh(self) -> None:
        """Reload the pages on screen; the selected order's detail follows what came back."""
        if self.model.loading:
            return  # an auto-refresh tick while a page loads: the next tick will do
        task = self.model.refresh()
        if task is None:
            self.reload()
            return
        task.add_done_callback(lambda t: self._after_refresh() if not t.cancelled() else None)

    def _after_refresh(self) -> None:
        """The selected order's detail follows what came back, and a scroll to the bottom
        made while the refresh ran (the model loads one thing at a time) is answered now."""
        if self.selected_order() is not None:
            self._on_selection(QItemSelection(), QItemSelection())
        self._fetch_if_at_bottom()

    # --- reactions ---
    def _on_scope(self, account: bool) -> None:
        self.ledger_button.setEnabled(account)
        self.filter_panel.set_scope(Scope.ACCOUNT if account else Scope.MERCHANT)
        self.filters = self.filter_panel.active
        self.reload()

    def _on_filters(self, filters: tuple[OrderFilter, ...]) -> None:
        self.filters = filters
        self.reload()

    def _on_sort(self, newest_first: bool) -> None:
        if newest_first != self.newest_first:
            self.newest_first = newest_first
            self.reload()

    def _keep_sort_indicator(self, section: int) -> None:
        if section != CREATED:  # the others do not sort: put the indicator back
            order = (
                Qt.SortOrder.DescendingOrder if self.newest_first else Qt.SortOrder.AscendingOrder
            )
            self.table.horizontalHeader().setSortIndicator(CREATED, order)

    def _show_count(self, total: int) -> None:
        shown = self.model.rowCount()
        self.count.setText(
            plural(total, self.tr("{0} order"), self.tr("{0} orders"))
            if shown >= total
            else plural(
                total, self.tr("{1} of {0} order"), self.tr("{1} of {0} orders"), f"{shown:,}"
            )
        )

    def _show_rows_or_empty(self) -> None:
        """No rows after an answer: why (nothing matches, or no orders yet), never a blank."""
        answered_empty = (
            not self.model.loading and self.model.has_query and self.model.rowCount() == 0
        )
        if not answered_empty:
            self.rows_or_empty.setCurrentWidget(self.table)
            return
        searched, filtered = bool(self.search.text().strip()), bool(self.filters)
        if searched or filtered:
            self.empty.show_no_match(searched, filtered)
        else:
            self.empty.show_none_yet(self.scope is Scope.ACCOUNT)
        self.rows_or_empty.setCurrentWidget(self.empty)

    def clear_search_and_filters(self) -> None:
        """The empty state's way out: every order again, in one load."""
        self.search.blockSignals(True)  # no second, debounced load for the search
        self.search.clear()
        self.search.blockSignals(False)
        self.filter_panel.clear()  # applies: one reload, with the search cleared too
        self.search.setFocus()

    def show_times_in_utc(self, utc: bool) -> None:
        """Times in UTC or local time, here, in the detail and in the ledger; remembered."""
        self._settings.times_in_utc = utc
        self.model.set_times_in_utc(utc)
        self.detail.times_in_utc = utc
        if self.selected_order() is not None:
            self._on_selection(QItemSelection(), QItemSelection())
        dialog = self.ledger_dialog
        if dialog is not None:
            try:
                dialog.set_times_in_utc(utc)
            except RuntimeError:  # closed: it deletes itself
                self.ledger_dialog = None

    def _on_loading(self, loading: bool) -> None:
        self.refresh_button.setEnabled(not loading)
        self._show_rows_or_empty()
        if not loading and not self._columns_fitted and self.model.rowCount():
            fit_columns(self.table, max_width=COUNTERPARTY_MAX_WIDTH)
            widen_to_samples(self.table, WIDTH_SAMPLES)
            refit_to_width(self.table)
            self._columns_fitted = True
        self._show_count(self.model.total)

    def _fetch_if_at_bottom(self) -> None:
        bar = self.table.verticalScrollBar()
        if 0 < bar.maximum() <= bar.value() and self.model.canFetchMore():
            self.model.fetchMore()

    def _on_failed(self, exc: BaseException) -> None:
        if isinstance(exc, ValidationFailed) and self.filter_panel.show_server_issues(exc.details):
            self.banner.show_error(
                self.tr("The server refused a condition; see the message at its row.")
            )
            return
        message = getattr(exc, "message", str(exc))
        self.banner.show_error(message, retry=self._retry if retry_can_help(exc) else None)

    def _retry(self) -> None:
        self.reload()

    def _on_auto(self, on: bool) -> None:
        self._auto_timer.setInterval(self.auto_seconds.value() * self._auto_unit_ms)
        if on:
            self._auto_timer.start()
        else:
            self._auto_timer.stop()

    def selected_order(self) -> OrderSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.order_at(rows[0].row()) if rows else None

    def copy_selected_id(self) -> None:
        order = self.selected_order()
        if order is not None:
            QGuiApplication.clipboard().setText(order.id)

    def _on_selection(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        order = self.selected_order()
        if order is None:
            self.detail.show_nothing()
            return
        self.detail.show_order(order)
        if order.type == "BANK_PAY_OUT":
            client = self._session.client

            async def load() -> BankPayoutDetail:
                return await client.get_bank_payout(order.id)

            def show(detail: BankPayoutDetail) -> None:
                if self.selected_order() is not None and self.selected_order().id == order.id:  # type: ignore[union-attr]
                    self.detail.show_order(order, detail)

            self.runner.run(load, on_success=show, key="detail")

    # --- ledger ---
    def open_ledger(self) -> LedgerDialog | None:
        if self._context.account is None:
            self.banner.show_info(self.tr("Enter a user id and an account id to see its ledger."))
            return None
        dialog = LedgerDialog(
            self._session,
            activity=self._activity,
            reauthenticate=self._reauthenticate,
            times_in_utc=self.times_utc.isChecked(),
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.ledger_dialog = dialog
        return dialog

    # --- export ---
    def choose_export_file(self) -> None:
        """Asked in the folder of the last export, else in Documents (not Teller's own)."""
        path = choose_export_path(self, self._settings)
        if path is not None:
            self.export_to(path)

    def export_to(self, path: Path) -> asyncio.Task[None] | None:
        client = self._session.client
        query = dataclasses.replace(self.query(), page=1, page_size=PAGE_SIZE)
        ref = self._context.account
        if self.scope is Scope.ACCOUNT:
            if ref is None:
                self.banner.show_info(self.tr("Enter a user id and an account id to export."))
                return None
            orders = client.iter_account_orders(ref.uid, ref.aid, query)
        else:
            orders = client.iter_merchant_orders(query)
        target = f"{ref.uid}/{ref.aid}" if self.scope is Scope.ACCOUNT and ref else "merchant"
        task, self.export_dialog = start_export(
            self,
            self.runner,
            self.banner,
            orders,
            path,
            expected=self.model.total,
            button=self.export_button,
            progress_delay_ms=self.export_progress_delay_ms,
            through_door=lambda write: self._session.actions.export_orders(
                target, path.name, write
            ),
            describe=bank_payout_descriptions(client.get_bank_payout),
        )
        self.export_task = task
        return task

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self._auto_timer.stop()
        self.model.cancel()
        self.runner.cancel_all()
        super().closeEvent(event)
