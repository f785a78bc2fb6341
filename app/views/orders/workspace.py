"""The orders workspace: one account's orders or all the merchant's, filtered, searched,
sorted, paged as you scroll, with detail, auto-refresh and CSV export.

"One account" is the context's current account: it follows a choice made in any workspace
(the previous account's rows are cleared at once), and ids typed here make another account
current everywhere. An action that made or moved an order refreshes the list showing it.

No rows is never a blank table: it says whether nothing matches (with a way to clear the search
and filters) or there are no orders yet. Times are local or UTC, remembered, the zone named."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

from PySide6.QtCore import QItemSelection, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QSplitter, QStackedWidget, QVBoxLayout, QWidget

from app.api.errors import ValidationFailed
from app.models.order_query import OrderFilter, OrderQuery, Scope
from app.models.orders import OrderSummary
from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.orders.detail_follow import follow_selection
from app.views.orders.detail_panel import DetailPanel
from app.views.orders.detail_place import DetailBesideOrBelow
from app.views.orders.empty_state import EmptyOrders
from app.views.orders.export_progress import choose_export_path
from app.views.orders.export_view import export_shown_orders
from app.views.orders.filter_panel import FilterPanel
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.orders.ledger_open import LedgerOpener
from app.views.orders.orders_table import (
    columns_menu,
    fit_orders_columns,
    keep_sort_indicator,
    orders_table,
)
from app.views.orders.orders_tools import OrdersTools, count_text
from app.views.orders.page_loader import page_loader
from app.views.orders.receipt_pdf import Receipts
from app.views.orders.refresh_timing import RefreshTiming
from app.views.orders.scope_line import ScopeLine
from app.views.orders.table_model import OrdersTableModel
from app.views.printing.printout import Printout
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.api_messages import failure_button, failure_text
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.masked_value import ThroughDoor

PAGE_SIZE = 100
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
        self._stale = False  # the current account changed while this tab was hidden
        self._settings = settings
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
        self.tools = OrdersTools(settings.times_in_utc)
        self.search = self.tools.search
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(search_delay_ms)
        self._debounce.timeout.connect(self.reload)
        self.count = self.tools.count
        self.refresh_button = self.tools.refresh_button
        self.auto_refresh = self.tools.auto_refresh
        self.auto_seconds = self.tools.auto_seconds
        self.timing = RefreshTiming(self, unit_ms=auto_refresh_unit_ms)
        self.timing.set_seconds(self.auto_seconds.value())
        self.times_utc = self.tools.times_utc
        self.export_button = self.tools.export_button
        self.ledger_button = self.tools.ledger_button
        self.columns_button = self.tools.columns_button

        self.model = OrdersTableModel(self)
        self.model.set_times_in_utc(settings.times_in_utc)
        self.table = orders_table(self.model, self.copy_selected_id)
        self.table.setAccessibleName(self.tr("Orders"))
        self.empty = EmptyOrders()
        self.rows_or_empty = QStackedWidget()
        self.rows_or_empty.addWidget(self.table)
        self.rows_or_empty.addWidget(self.empty)
        self.table.horizontalHeader().sectionClicked.connect(
            lambda section: keep_sort_indicator(self.table, section, self.newest_first)
        )
        self.columns_button.setMenu(columns_menu(self.table, self))
        self.detail = DetailPanel(
            masking=session.masking,
            on_reveal=ThroughDoor(session.actions, self.runner),
            receipts=Receipts(
                Printout(self, session.actions, self.runner, self.banner),
                account_name=session.directory.account_label,
            ),
            account_name=session.directory.account_label,
        )
        self.detail.times_in_utc = settings.times_in_utc
        self.ledgers = LedgerOpener(self, session, activity, reauthenticate)
        self._layout()

        self.account_scope.toggled.connect(self._on_scope)
        self.filter_panel.applied.connect(self._on_filters)
        self.search.textChanged.connect(lambda _t: self._debounce.start())
        self.search.returnPressed.connect(self.reload)
        self.user_id.returnPressed.connect(self.use_typed_account)
        self.account_id.returnPressed.connect(self.use_typed_account)
        self.refresh_button.clicked.connect(self.refresh)
        self.auto_refresh.toggled.connect(self.timing.set_auto)
        self.auto_seconds.valueChanged.connect(self.timing.set_seconds)
        self.timing.due.connect(self.refresh)
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
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.rows_or_empty)
        splitter.addWidget(self.detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        # Beside the waiting dock, or at 1280 px, the detail goes under the table.
        self.detail_place = DetailBesideOrBelow(splitter, self.table, self.detail)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scope_line)
        layout.addWidget(self.filter_panel)
        layout.addWidget(self.tools)
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
            self.timing.changed()  # one refresh after a burst (a bulk batch's rows)
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
        ref = self._context.account if self.scope is Scope.ACCOUNT else None
        if self.scope is Scope.ACCOUNT and ref is None:
            self.model.clear()
            self.banner.show_info(
                self.tr("Enter a user id and an account id, or look at all merchant orders.")
            )
            return None
        self.banner.clear()
        load = page_loader(self._session.client, self.runner, ref, self.query)
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

    def _show_count(self, total: int) -> None:
        self.count.setText(count_text(total, self.model.rowCount()))

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
        self.ledgers.set_times_in_utc(utc)

    def _on_loading(self, loading: bool) -> None:
        self.refresh_button.setEnabled(not loading)
        self._show_rows_or_empty()
        if not loading and not self._columns_fitted and self.model.rowCount():
            fit_orders_columns(self.table)
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
        retry, label = failure_button(exc, self.reload)  # Restart sandbox, Retry or none
        self.banner.show_error(failure_text(exc), retry=retry, retry_text=label)

    def selected_order(self) -> OrderSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.order_at(rows[0].row()) if rows else None

    def copy_selected_id(self) -> None:
        order = self.selected_order()
        if order is not None:
            QGuiApplication.clipboard().setText(order.id)

    def _on_selection(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        follow_selection(self.detail, self.selected_order, self._session.client, self.runner)

    # --- ledger ---
    def open_ledger(self) -> LedgerDialog | None:
        if self._context.account is None:
            self.banner.show_info(self.tr("Enter a user id and an account id to see its ledger."))
            return None
        return self.ledgers.open(self.times_utc.isChecked())

    # --- export ---
    def choose_export_file(self) -> None:
        """Asked in the folder of the last export, else in Documents (not Teller's own)."""
        path = choose_export_path(self, self._settings)
        if path is not None:
            self.export_to(path)

    def export_to(self, path: Path) -> asyncio.Task[None] | None:
        """Every order the list's query matches (not only the rows loaded), as CSV."""
        ref = self._context.account
        if self.scope is Scope.ACCOUNT and ref is None:
            self.banner.show_info(self.tr("Enter a user id and an account id to export."))
            return None
        started = export_shown_orders(
            self,
            self._session,
            self.runner,
            self.banner,
            dataclasses.replace(self.query(), page=1, page_size=PAGE_SIZE),
            ref if self.scope is Scope.ACCOUNT else None,
            path,
            expected=self.model.total,
            button=self.export_button,
            progress_delay_ms=self.export_progress_delay_ms,
        )
        self.export_task, self.export_dialog = started
        return self.export_task

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.timing.stop()
        self.model.cancel()
        self.runner.cancel_all()
        super().closeEvent(event)
