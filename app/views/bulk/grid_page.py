"""The second page of a bulk payout: every row of the file in a grid, each error at its cell,
fixed in place.

Checking runs off the UI thread (``ImportWorker.check``: a large file in the import worker's
process, a small one in a thread with the cyclic collector paused; a progress bar counts the
rows checked), with the repeats within the file, then, in the background, the payouts the
account sent in the last days. An edit checks its own row again at once; the repeats across
the file are said again off the UI thread. Review takes the ready rows; rows with errors are
left out only when the person says so.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.bulk.duplicates import RECENT_DAYS, flag_duplicates, recent_matches
from app.services.bulk.import_worker import ImportWorkerError, shared_worker
from app.services.bulk.model import CheckedRow, ImportResult
from app.services.bulk.quiet_work import quietly
from app.services.bulk.row_checks import RowChecker
from app.services.session import Session
from app.views.bulk.grid_delegate import GridTable
from app.views.bulk.grid_files import GridFiles
from app.views.bulk.grid_model import (
    FILE_TEXT_ROLE,
    STATUS_COLUMN,
    Counts,
    ErrorRowsFilter,
    GridModel,
    status_sentence,
)
from app.views.task_runner import Binding, RunnerFactory
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.plural import plural

FIT_SAMPLE = 30  # rows measured to size the columns
FIT_CAP = 320  # pixels: the widest a column starts


def mapped_columns(result: ImportResult) -> list[tuple[str, str]]:
    """(column key, the file's header) of every mapped header, in the file's order."""
    columns: list[tuple[str, str]] = []
    seen: set[str] = set()
    for header in result.headers:
        key = result.mapping.get(header)
        if key and key not in seen:
            seen.add(key)
            columns.append((key, header))
    return columns


class GridPage(QWidget):
    review_requested = Signal(object)  # list[CheckedRow]: the ready rows
    back = Signal()

    def __init__(
        self, session: Session, runner_factory: RunnerFactory, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.result: ImportResult | None = None  # the file the rows came from (its latest import)
        self.checker: RowChecker | None = None
        self.worker = shared_worker()  # checks (and re-reads) the file off the UI thread
        self._checking = False
        self.banner = ErrorBanner()
        self.runner = runner_factory(self, self.banner)
        self.model = GridModel(self)
        self.filter = ErrorRowsFilter(self)
        self.filter.setSourceModel(self.model)
        self.table = GridTable()
        self.table.setModel(self.filter)
        self.table.horizontalHeader().setResizeContentsPrecision(50)
        self.table.setAccessibleName(self.tr("Rows of the file"))
        self.setFocusProxy(self.table)  # the page shown: the keyboard in the rows

        self.heading = QLabel()
        self.heading.setProperty("role", "heading")
        self.counts = QLabel()
        self.counts.setAccessibleName(self.tr("Row counts"))
        self.recent_note = QLabel()
        self.recent_note.setProperty("role", "subtle")
        self.only_errors = QCheckBox(self.tr("Only rows with &errors"))
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("Checking rows: %v of %m"))
        self.progress.hide()
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAccessibleName(self.tr("The current cell"))
        hint = QLabel(
            self.tr(
                "Enter or F2 edits a cell; F8 goes to the next error, Shift+F8 to the previous."
            )
        )
        hint.setProperty("role", "subtle")

        self.back_button = QPushButton(self.tr("&Back"))
        self.export_button = QPushButton(self.tr("E&xport the rows with errors…"))
        self.reimport_button = QPushButton(self.tr("Re-&import the fixed file…"))
        self.review_button = QPushButton(self.tr("&Review (Ctrl+Enter)"))
        self.review_button.setDefault(False)
        for button in (self.back_button, self.export_button, self.reimport_button):
            button.setAutoDefault(False)
        self.files = GridFiles(self, self, session, self.runner, self.banner)

        top = QHBoxLayout()
        top.addWidget(self.counts, 1)
        top.addWidget(self.recent_note)
        top.addWidget(self.only_errors)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reimport_button)
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.banner)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addWidget(hint)
        layout.addLayout(buttons)

        self.back_button.clicked.connect(self.back)
        self.export_button.clicked.connect(self.files.export_errors)
        self.reimport_button.clicked.connect(self.files.reimport)
        self.review_button.clicked.connect(self.request_review)
        self.only_errors.toggled.connect(self._filter_errors)
        self.model.counts_changed.connect(self._show_counts)
        self.model.row_edited.connect(self._edited)
        self.model.dataChanged.connect(self._show_detail)
        self.table.selectionModel().currentChanged.connect(self._show_detail)
        self._shortcut(QKeySequence(Qt.Key.Key_F8), lambda: self.go_to_error(True))
        self._shortcut(QKeySequence("Shift+F8"), lambda: self.go_to_error(False))
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            self._shortcut(QKeySequence(keys), self.request_review)
        self._set_enabled()

    def _shortcut(self, keys: QKeySequence, slot: object) -> None:
        shortcut = QShortcut(keys, self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)

    # --- rows in ---
    def show_rows(self, result: ImportResult, checker: RowChecker) -> None:
        """Every row of ``result`` checked by ``checker`` in a worker, then shown."""
        self.result = result
        self.checker = checker
        self._show_heading(result)
        self.model.set_rows([], mapped_columns(result), checker)
        self.banner.clear()
        self.begin_work(len(result.rows))
        worker = self.worker

        async def check() -> list[CheckedRow] | str:
            try:
                return await worker.check(checker, result, self.progress.setValue)
            except ImportWorkerError as exc:
                return str(exc)

        def checked(outcome: list[CheckedRow] | str) -> None:
            if isinstance(outcome, str):
                self.end_work()
                self.banner.show_error(outcome)
                return
            self.set_checked(outcome)

        self.runner.run(
            check,
            on_success=checked,
            on_failure=lambda _exc: self.end_work(),
            binding=Binding.FREE,  # the file's own rules, whatever account is current
            key="check",
        )

    def _show_heading(self, result: ImportResult) -> None:
        self.heading.setText(
            plural(
                len(result.rows),
                self.tr("{1}: {0} row"),
                self.tr("{1}: {0} rows"),
                result.file.name,
            )
        )

    def begin_work(self, total: int) -> None:
        """Checking (``total`` rows; 0: how many is not known yet)."""
        self._checking = True
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.show()
        self._set_enabled()

    def end_work(self) -> None:
        self._checking = False
        self.progress.hide()
        self._set_enabled()

    def set_checked(self, rows: list[CheckedRow]) -> None:
        """Checked rows shown (the end of a check or of a re-import), then recent payouts
        looked for in the background."""
        assert self.result is not None
        self.end_work()
        self._show_heading(self.result)
        self.model.set_rows(rows, mapped_columns(self.result), self.checker)
        self._fit_columns()
        first = self.model.next_error(0, -1)
        self._go_to(*(first or (0, 0)))
        self.look_for_recent(rows)

    def _fit_columns(self, sample: int = FIT_SAMPLE) -> None:
        """Each column as wide as its header or its widest cell among the first rows (Qt's
        own fit asks every role of every sampled cell: 27 ms over 25 columns), within a cap
        so one long address does not push the rest off screen."""
        metrics = self.table.fontMetrics()
        model = self.model
        rows = min(sample, model.rowCount())
        icon = self.table.iconSize().width() if self.table.iconSize().isValid() else 16
        for column in range(model.columnCount()):
            title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            widest = metrics.horizontalAdvance(title) + 24  # the header's sort arrow and margins
            for row in range(rows):
                text = model.index(row, column).data()
                widest = max(widest, metrics.horizontalAdvance(text) + icon + 16)
            self.table.setColumnWidth(column, min(widest, FIT_CAP))

    def look_for_recent(self, basis: list[CheckedRow], at: int = 0) -> None:
        """Payouts the account sent in the last days to the same recipient for the same
        amount, matched over ``basis`` (the rows from ``at``) and shown when they land."""
        ref = self._session.context.account
        if ref is None or not any(row.ready for row in basis):
            return
        client = self._session.client
        if at == 0:
            self.recent_note.setText(
                self.tr("Looking for payouts sent in the last {0} days…").format(RECENT_DAYS)
            )

        def landed(matched: list[CheckedRow]) -> None:
            self.recent_note.clear()
            self.model.apply_recent(basis, matched, at)

        self.runner.run(
            lambda: recent_matches(basis, client, ref),
            on_success=landed,
            on_failure=lambda _exc: self.recent_note.clear(),
            key="recent" if at == 0 else f"recent-{at}",
        )

    # --- edits ---
    def _edited(self, index: int) -> None:
        """A row checked again: the repeats over every row said again off the UI thread (a
        pass over 10,000 rows takes longer than a frame), and a row now ready matched
        against the recent payouts."""
        basis = self.model.rows
        self.runner.run(
            lambda: quietly(lambda: flag_duplicates(basis)),
            on_success=lambda flagged: self.model.apply_repeats(basis, flagged),
            binding=Binding.FREE,
            key="repeats",
        )
        if basis[index].ready:
            self.look_for_recent([basis[index]], index)

    # --- moving ---
    def go_to_error(self, forward: bool = True) -> None:
        """F8 / Shift+F8: the next (previous) cell with an error, round the end."""
        current = self.filter.mapToSource(self.table.currentIndex())
        row, column = (current.row(), current.column()) if current.isValid() else (0, -1)
        if not current.isValid() and not forward:
            row, column = 0, 0
        found = self.model.next_error(row, column, forward)
        if found is None:
            self.detail.setText(self.tr("No cell has an error."))
            return
        self._go_to(*found)

    def _go_to(self, row: int, column: int) -> None:
        if self.model.rowCount() == 0:
            return
        index = self.filter.mapFromSource(self.model.index(row, column))
        if not index.isValid():
            return
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)
        self.table.setFocus()  # the keyboard at the cell: F2 or typing edits it at once

    def _filter_errors(self, on: bool) -> None:
        self.filter.set_only_errors(on)
        if not self.table.currentIndex().isValid():
            self.go_to_error(True)

    # --- what the page says ---
    def _show_counts(self, counts: Counts) -> None:
        self.counts.setText(counts.words())
        self._set_enabled()

    def _show_detail(self, *_args: object) -> None:
        """The current cell's sentence under the table (the tooltip's words, always shown)."""
        current = self.filter.mapToSource(self.table.currentIndex())
        if not current.isValid() or current.row() >= self.model.rowCount():
            self.detail.clear()
            return
        row = self.model.rows[current.row()]
        number = row.row.number
        sentence = self.model.sentence(current.row(), current.column())
        if current.column() == STATUS_COLUMN:
            text = sentence or status_sentence(row)
            self.detail.setText(self.tr("Row {0}: {1}").format(number, text))
            return
        title = self.model.headerData(current.column(), Qt.Orientation.Horizontal)
        file_text = current.data(FILE_TEXT_ROLE)
        parts = [sentence] if sentence else []
        if file_text is not None:
            parts.append(self.tr("Fixed here; the file had “{0}”.").format(file_text))
        if not parts:
            self.detail.setText(self.tr("Row {0}, {1}: no problem.").format(number, title))
            return
        self.detail.setText(self.tr("Row {0}, {1}: {2}").format(number, title, " ".join(parts)))

    def _set_enabled(self) -> None:
        counts = self.model.last_counts
        idle = not self._checking
        self.review_button.setEnabled(idle and counts.ready > 0)
        self.export_button.setEnabled(idle and counts.errors > 0)
        self.reimport_button.setEnabled(idle and self.result is not None)
        self.table.setEnabled(idle)

    # --- review ---
    def request_review(self) -> None:
        """The ready rows to the review; rows with errors left out only if the person says
        so."""
        if self._checking:
            return
        if self.table.state() == QAbstractItemView.State.EditingState:
            self.table.setFocus()  # the cell being typed is committed first
        counts = self.model.counts()
        if counts.ready == 0:
            self.banner.show_error(
                self.tr("No row is ready to send yet. Fix the rows with errors first.")
            )
            return
        if counts.errors and not self.confirm_leaving_out(counts.errors):
            return
        self.review_requested.emit([row for row in self.model.rows if row.ready])

    def confirm_leaving_out(self, count: int) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Rows with errors"),
            plural(
                count,
                self.tr("{0} row has errors and will be left out of the batch: continue?"),
                self.tr("{0} rows have errors and will be left out of the batch: continue?"),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def current_cell(self) -> QModelIndex:
        """The current cell in the model's own rows and columns (tests, the window)."""
        return self.filter.mapToSource(self.table.currentIndex())
