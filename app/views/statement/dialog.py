"""The balance explained: the current account's statement for a period, opened from a
balance tile. It follows the context as the ledger does: another account made current is
read in its place; no account closes it; money moved on this account reads it again.

Everything is read once per account (every order, and the ledger where a sandbox lists it;
app/services/statement/gather.py) with progress and Cancel; choosing another period slices
what was read, without a request. The check against the account (✓ to the unit, or ✗ by how
much and which orders explain it) stays in sight under the tabs."""

from __future__ import annotations

import asyncio
import contextlib
from datetime import date
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.services.context import AccountRef, ChangeKind
from app.services.session import Session
from app.services.statement.book import Statement, StatementBook
from app.services.statement.gather import HistoryReader
from app.services.statement.reading import read_book
from app.services.statement.release import release
from app.views.accounts.account_follow import AccountFollower
from app.views.statement import words
from app.views.statement.check_text import check_html, summary_text
from app.views.statement.export import StatementExport
from app.views.statement.period_bar import PeriodBar, Today
from app.views.statement.statement_pdf import check_lines, flagged_orders
from app.views.statement.table_model import (
    DESCRIPTION,
    HOLD_WIDTH_SAMPLES,
    LINE_WIDTH_SAMPLES,
    HoldsTableModel,
    StatementTableModel,
)
from app.views.task_runner import RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.file_dialogs import save_file_name
from app.views.widgets.plural import count_text
from app.views.widgets.roomy_tabs import RoomyTabs
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.table_fit import widen_to_samples

MOVEMENTS_TAB, RESERVED_TAB, PENDING_IN_TAB, ABOUT_TAB = range(4)


class StatementFocus(StrEnum):
    """Which balance tile opened the statement: where it starts."""

    BALANCE = "balance"
    AVAILABLE = "available"
    PENDING_IN = "pending-in"
    PENDING_OUT = "pending-out"


_TABS = {
    StatementFocus.BALANCE: MOVEMENTS_TAB,
    StatementFocus.AVAILABLE: MOVEMENTS_TAB,
    StatementFocus.PENDING_OUT: RESERVED_TAB,
    StatementFocus.PENDING_IN: PENDING_IN_TAB,
}


def _table(model: object, name: str) -> QTableView:
    table = QTableView()
    table.setModel(model)  # type: ignore[arg-type]
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
    table.setAccessibleName(name)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return table


class StatementDialog(QDialog):
    def __init__(
        self,
        session: Session,
        runner_factory: RunnerFactory,
        *,
        focus: StatementFocus = StatementFocus.BALANCE,
        today: Today = date.today,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        fit_to_screen(self, 1180, 720)
        self._session = session
        self.focus_on = focus
        self.book: StatementBook | None = None
        self.statement: Statement | None = None
        self.read_task: asyncio.Task[None] | None = None
        self._stage = ""
        self.banner = ErrorBanner(floats=False)  # it takes room: the period row stays in sight
        self.runner = runner_factory(self, self.banner)
        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.period_bar = PeriodBar(today)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setShortcut("F5")
        self.refresh_button.setToolTip(self.tr("Read the account's orders again (F5)"))

        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress_text = QLabel()
        self.cancel_button = QPushButton(self.tr("&Stop reading"))
        self.progress_row = QWidget()
        progress = QHBoxLayout(self.progress_row)
        progress.setContentsMargins(0, 0, 0, 0)
        progress.addWidget(self.progress_text)
        progress.addWidget(self.progress, 1)
        progress.addWidget(self.cancel_button)
        self.progress_row.hide()

        self.summary = QLabel()
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lines = StatementTableModel(self)
        self.table = _table(self.lines, self.tr("Statement lines"))
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.horizontalHeader().setSectionResizeMode(
            DESCRIPTION, QHeaderView.ResizeMode.Stretch
        )
        self.reserved = HoldsTableModel(self)
        self.reserved_table = _table(self.reserved, self.tr("Reserved by payouts"))
        self.pending = HoldsTableModel(self)
        self.pending_table = _table(self.pending, self.tr("Pending in"))
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.about.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tabs = RoomyTabs()
        self.tabs.addTab(self.table, self.tr("Movements"))
        self.tabs.addTab(self.reserved_table, self.tr("Reserved"))
        self.tabs.addTab(self.pending_table, self.tr("Pending in"))
        self.tabs.addTab(self.about, self.tr("About this statement"))

        self.check = QLabel()
        self.check.setTextFormat(Qt.TextFormat.RichText)
        self.check_text = ""  # what it says, as plain text
        self.check.setWordWrap(True)
        self.check.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.check.setAccessibleName(self.tr("Checked against the account"))
        self.export = StatementExport(self, session.actions, self.runner, self.banner)
        self.csv_button = QPushButton(self.tr("Export &CSV…"))
        self.pdf_button = QPushButton(self.tr("Export P&DF…"))
        self.close_button = QPushButton(self.tr("Close"))
        for button in (
            self.refresh_button,
            self.cancel_button,
            self.csv_button,
            self.pdf_button,
            self.close_button,
        ):
            button.setAutoDefault(False)  # Enter in the table or a date presses nothing
        self._layout()
        widen_to_samples(self.table, LINE_WIDTH_SAMPLES)
        for holds in (self.reserved_table, self.pending_table):
            widen_to_samples(holds, HOLD_WIDTH_SAMPLES)

        self.refresh_button.clicked.connect(self.reload)
        self.cancel_button.clicked.connect(self.stop_reading)
        self.csv_button.clicked.connect(self.choose_csv_file)
        self.pdf_button.clicked.connect(self.choose_pdf_file)
        self.close_button.clicked.connect(self.reject)
        self.period_bar.changed.connect(lambda _period: self._show_period())
        self.follower = AccountFollower(
            self,
            session,
            title=lambda name: self.tr("Statement of {0}").format(name),
            show=self._show_account,
            watched=(ChangeKind.ORDER, ChangeKind.ACCOUNT),
            changed=lambda: self.reload(),  # money moved on this account: read it again
            heading=self.heading,
        )
        self.follower.start()

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.period_bar, 1)
        top.addWidget(self.refresh_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.pdf_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.banner)
        layout.addLayout(top)
        layout.addWidget(self.progress_row)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.check)
        layout.addLayout(buttons)

    @property
    def ref(self) -> AccountRef | None:
        """The account explained: always the current one."""
        return self.follower.ref

    def _show_account(self, _ref: AccountRef) -> None:
        """Another account made current is read in this one's place."""
        old, self.book = self.book, None
        self._show_nothing()
        release(old)
        self.reload()

    def show_focus(self, focus: StatementFocus) -> None:
        """Opened again from another tile: its tab, and the focus in it."""
        self.focus_on = focus
        self.tabs.setCurrentIndex(_TABS[focus])
        self._focus_tab()

    def _focus_tab(self) -> None:
        widget = self.tabs.currentWidget()
        if widget is not None and widget.isEnabled():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- reading ---
    def reload(self) -> asyncio.Task[None] | None:
        """Read the account's orders (and ledger) again; the newest read wins."""
        ref = self.ref
        if ref is None:
            return None
        self.banner.clear()
        reader = HistoryReader(
            self._session.client,
            ref.uid,
            ref.aid,
            ledger=self._session.sandbox,
            through=self.runner.call,
            progress=self._on_progress,
        )

        async def read() -> StatementBook:
            return await read_book(reader, explaining=self._explaining)

        self._stage = self.tr("Reading the account's orders: {0} of {1}…")
        self._fix_progress_width()
        self._on_progress(0, 0)
        self.progress_row.show()
        self.refresh_button.setEnabled(False)
        task = self.runner.run(
            read,
            on_success=lambda book: self._show_book(book, ref),
            on_failure=lambda _exc: self._read_over(),
            key="read",
        )
        task.add_done_callback(self._read_ended)
        self.read_task = task
        return task

    def stop_reading(self) -> None:
        task = self.read_task
        if task is not None and not task.done():
            task.cancel()
            self.banner.show_info(
                self.tr("Reading was stopped. Refresh (F5) reads the account again.")
                if self.statement is None
                else self.tr(
                    "Reading was stopped: the statement shown is the one read before. "
                    "Refresh (F5) reads the account again."
                )
            )

    def _read_ended(self, task: asyncio.Task[None]) -> None:
        """A read ended (read, failed or stopped); one replaced by a newer read says nothing."""
        if task is self.read_task:
            with contextlib.suppress(RuntimeError):  # the dialog is gone
                self._read_over()

    def _read_over(self) -> None:
        self.progress_row.hide()
        self.refresh_button.setEnabled(self.ref is not None)

    def _explaining(self) -> None:
        """The orders do not agree with the account: the ledger is read to explain it."""
        self._stage = self.tr("Reading the ledger to explain a difference: {0} of {1}…")
        self._fix_progress_width()

    def _fix_progress_width(self) -> None:
        """As wide as its widest text: a new count each page then changes the text only, not
        the dialog's layout (a relayout a page stalled the window)."""
        widest = self._stage.format(count_text(888_888), count_text(888_888))
        label = self.progress_text
        width = label.fontMetrics().horizontalAdvance(widest) + 2 * label.margin()
        label.setFixedSize(width, label.sizeHint().height())  # both fixed: Qt then asks nothing

    def _on_progress(self, read: int, expected: int) -> None:
        most = max(expected, 1)
        if self.progress.maximum() != most:  # a new range lays the dialog out: only when known
            self.progress.setRange(0, most)
        self.progress.setValue(min(read, most))
        if expected:
            self.progress_text.setText(self._stage.format(count_text(read), count_text(expected)))
        else:
            self.progress_text.setText(self.tr("Reading the account…"))

    def _show_book(self, book: StatementBook, asked: AccountRef) -> None:
        old, self.book = self.book, book
        # Read with the asked user in its path: the directory learns its name, the title too.
        self._session.directory.remember_account(asked.uid, book.history.account)
        self._show_period()
        self.tabs.setCurrentIndex(_TABS[self.focus_on])
        self._focus_tab()
        release(old)  # a slice at a time: freed in one go it held the window 40-55 ms

    # --- showing ---
    def _show_nothing(self) -> None:
        self.statement = None
        self.lines.set_lines((), "", ())
        self.reserved.set_holds((), "")
        self.pending.set_holds((), "")
        self.summary.clear()
        self.check.clear()
        self.about.clear()
        self.csv_button.setEnabled(False)
        self.pdf_button.setEnabled(False)

    def _show_period(self) -> None:
        book = self.book
        if book is None:
            return
        statement = book.statement(self.period_bar.period())
        self.statement = statement
        currency = statement.account.currency
        self.lines.set_lines(statement.lines, currency, flagged_orders(statement))
        self.reserved.set_holds(statement.reserved, currency)
        self.pending.set_holds(statement.pending_in, currency)
        for index, label, count in (
            (MOVEMENTS_TAB, self.tr("Movements ({0})"), len(statement.lines)),
            (RESERVED_TAB, self.tr("Reserved ({0})"), len(statement.reserved)),
            (PENDING_IN_TAB, self.tr("Pending in ({0})"), len(statement.pending_in)),
        ):
            self.tabs.setTabText(index, label.format(count_text(count)))
        self.summary.setText(summary_text(statement))
        self._show_check(statement)
        self.about.setText(
            "\n\n".join(
                words.limits(statement) + [words.problem_line(p) for p in statement.problems]
            )
        )
        self.csv_button.setEnabled(True)
        self.pdf_button.setEnabled(True)

    def _show_check(self, statement: Statement) -> None:
        self.check.setText(check_html(statement))
        self.check_text = "\n".join(check_lines(statement))

    # --- export ---
    def _suggested(self, suffix: str) -> str:
        """A file name for the period; the dialog starts where files were last saved."""
        statement = self.statement
        assert statement is not None
        period = statement.period
        return f"statement-{period.first_day:%Y%m%d}-{period.last_day:%Y%m%d}.{suffix}"

    def choose_csv_file(self) -> None:
        if self.statement is None:
            return
        title = self.tr("Export the statement")
        chosen = save_file_name(self, title, self._suggested("csv"), self.tr("CSV (*.csv)"))
        if chosen:
            self.export_csv_to(Path(chosen))

    def choose_pdf_file(self) -> None:
        if self.statement is None:
            return
        title = self.tr("Export the statement")
        chosen = save_file_name(self, title, self._suggested("pdf"), self.tr("PDF (*.pdf)"))
        if chosen:
            self.export_pdf_to(Path(chosen))

    def export_csv_to(self, path: Path) -> asyncio.Task[None] | None:
        if self.statement is None or self.ref is None:
            return None
        return self.export.csv(self.statement, self.ref, path, [self.csv_button])

    def export_pdf_to(self, path: Path) -> asyncio.Task[None] | None:
        if self.statement is None or self.ref is None:
            return None
        return self.export.pdf(self.statement, self.ref, path, [self.pdf_button])

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        old, self.book = self.book, None
        self._show_nothing()
        release(old)
        super().done(result)
