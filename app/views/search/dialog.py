"""Search everything (Ctrl+K): one field, results grouped as People, Accounts, Orders, Cases.

Local matches (the directory, cases, recent orders) show as the person types; the server's
order lists are asked once typing pauses, and what they find joins the Orders group while
"Searching the server…" says they are on their way (a failure is said there as a sentence,
and the local results stay). Keyboard only: Up and Down move, Tab goes to the next group,
Enter opens the highlighted result (``chosen``), Esc closes. The text stays for the next
open, selected, so typing replaces it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.models.orders import OrderList, OrderSummary
from app.services.search.catalogue import SearchCatalogue
from app.services.search.entries import order_entry
from app.services.search.index import GROUPS, Group, Hit, Quality, SearchResults
from app.services.search.query import SearchQuery, parse_query
from app.services.search.server import ServerAsk
from app.services.search.worker import worker_for
from app.services.session import Session
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.language import ui_language
from app.views.search.results_list import BROWSE_ACCOUNTS, ResultsList, Section
from app.views.search.rows import browse_row, group_heading, hit_row
from app.views.search.server_part import DELAY_MS, ServerSearch
from app.views.search.sources import SearchSources
from app.views.task_runner import Reauthenticate, TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.screen_reader import clearable

LIMIT = 8  # rows a group shows
ORDERS_SHOWN = 10  # the Orders group: the best local ones, then the server's others
MOVE_KEYS = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
PAGE_KEYS = {Qt.Key.Key_PageUp: -1, Qt.Key.Key_PageDown: 1}


class SearchDialog(QDialog):
    chosen = Signal(object)  # PersonTarget, AccountTarget, OrderTarget, CaseTarget
    browse_requested = Signal()  # "Browse every account…": the account chooser

    def __init__(
        self,
        session: Session,
        settings: AppSettings | None = None,
        parent: QWidget | None = None,
        *,
        delay_ms: int = DELAY_MS,
        activity: ActivityTracker | None = None,
        reauthenticate: Reauthenticate | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Search everything"))
        fit_to_screen(self, 720, 520)
        self._session = session
        self.banner = ErrorBanner()
        self.runner = TaskRunner(
            self, self.banner, activity=activity, reauthenticate=reauthenticate
        )
        self.sources = SearchSources(session, settings, self.runner, lambda: self._again.start())
        self.catalogue: SearchCatalogue = self.sources.catalogue
        self.server = ServerSearch(
            session.client,
            self,
            delay_ms=delay_ms,
            reauthenticate=reauthenticate,
            activity=activity,
        )
        self.query: SearchQuery = parse_query("", "en")
        self.results = SearchResults(self.query)
        self._found: dict[str, OrderSummary] = {}  # what the server found for this text

        self.field = QLineEdit()
        self.field.setPlaceholderText(
            self.tr("A name, e-mail, alias, IBAN, order id or reference, amount or date")
        )
        clearable(self.field)
        self.field.setAccessibleName(self.tr("Search everything"))
        self.status = QLabel()
        self.status.setProperty("role", "subtle")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Search status"))
        self.list = ResultsList()
        self.list.setAccessibleName(self.tr("Results"))
        self.hint = QLabel(self.tr("↑ ↓ move · Tab next group · Enter opens · Esc closes"))
        self.hint.setProperty("role", "subtle")
        layout = QVBoxLayout(self)
        layout.addWidget(self.field)
        layout.addWidget(self.banner)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.hint)

        self.field.textChanged.connect(self._typed)
        self.field.installEventFilter(self)
        self.list.itemActivated.connect(lambda _item: self.open_current())
        self.server.started.connect(self._server_started)
        self.server.answered.connect(self._server_answered)
        self.server.finished.connect(self._server_finished)
        self.server.failed.connect(self._server_failed)
        # Learned meanwhile (the directory changes once an account): searched again once.
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(0)
        self._again.timeout.connect(self.search_again)
        session.directory.changed.connect(self._again.start)
        # The index fills a few milliseconds at a time; what it learns is searched again.
        self.worker = worker_for(self.catalogue)
        self.worker.grew.connect(self._again.start)
        self.sources.load()
        self._render()
        self.field.setFocus()

    # --- opening again ---
    def reopen(self) -> None:
        """Shown again: what changed since is read, the text kept and selected."""
        self.sources.load()
        self.search_again()
        self.field.selectAll()
        self.field.setFocus()

    # --- local ---
    def _typed(self, text: str) -> None:
        self.banner.clear()
        self._found = {}
        self.query = parse_query(text, ui_language())
        self.server.ask(self.query)
        self._show_server_state()
        self.search_again()

    def search_again(self) -> None:
        """The local half for the text on screen (typed, or something new was learned)."""
        self.results = self.catalogue.search(self.query, LIMIT)
        self._render()

    def _render(self) -> None:
        masking = self._session.masking
        sections: list[Section] = []
        for group in GROUPS:
            hits = self._with_server_orders() if group is Group.ORDERS else self.results.of(group)
            rows = [hit_row(hit, masking) for hit in hits]
            total = max(self.results.totals.get(group, 0), len(rows))
            heading = group_heading(group, total, len(rows))
            if group is Group.ACCOUNTS:
                rows.append(browse_row())
            sections.append(Section(heading, tuple(rows)))
        self.list.show_sections(sections)

    def _with_server_orders(self) -> list[Hit]:
        """The best local orders, then the orders the server found that are not among them."""
        hits = list(self.results.of(Group.ORDERS))
        shown = {hit.entry.key for hit in hits}
        for order in self._found.values():
            if len(hits) >= ORDERS_SHOWN:
                break
            if order.id not in shown:
                hits.append(Hit(order_entry(order), Quality.SUBSTRING))
                shown.add(order.id)
        return hits

    # --- the server ---
    def _show_server_state(self) -> None:
        if self.server.waiting or self.server.running:
            self.status.setText(self.tr("Searching the server…"))
        else:
            self.status.clear()

    def _server_started(self, _number: int) -> None:
        self._show_server_state()

    def _server_answered(self, number: int, _ask: ServerAsk, orders: OrderList) -> None:
        if number != self.server.ask_number:
            return
        self.catalogue.learn_orders(orders.orders)
        for order in orders.orders:
            self._found.setdefault(order.id, order)
        self.search_again()

    def _server_finished(self, number: int) -> None:
        if number == self.server.ask_number:
            self.status.clear()

    def _server_failed(self, number: int, sentence: str) -> None:
        if number != self.server.ask_number:
            return
        self.status.setText(
            self.tr(
                "The server could not be searched: {0} What Teller already knows is shown; "
                "change the text to try again."
            ).format(sentence)
        )

    # --- keys ---
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The field keeps the keyboard: arrows, pages and Tab move in the results."""
        if watched is self.field and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in MOVE_KEYS:
                self.list.step(MOVE_KEYS[key])  # type: ignore[index]
                return True
            if key in PAGE_KEYS:
                self.list.page(PAGE_KEYS[key])  # type: ignore[index]
                return True
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                self.list.next_group(-1 if key == Qt.Key.Key_Backtab else 1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.open_current()
                return True
        return super().eventFilter(watched, event)

    def open_current(self) -> None:
        row = self.list.current_row()
        if row is None:
            self.status.setText(
                self.tr("Nothing matches “{0}”. Change the text, or press Esc to close.").format(
                    self.field.text().strip()
                )
                if self.field.text().strip()
                else self.tr("Type what you are looking for.")
            )
            return
        self.accept()
        if row.payload == BROWSE_ACCOUNTS:
            self.browse_requested.emit()
        else:
            self.chosen.emit(row.payload)

    def showEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        """The keyboard goes to the field at once, on any tab's Ctrl+K."""
        super().showEvent(event)
        self.activateWindow()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def done(self, result: int) -> None:
        self.server.cancel()
        self._show_server_state()
        super().done(result)

    def closeEvent(self, event):  # type: ignore[no-untyped-def]  # noqa: N802
        self.runner.cancel_all()
        super().closeEvent(event)
