"""The audit journal, read: filter by action, text and dates; Verify the chain; export.

Reading and verifying run off the UI thread. Verify walks the whole chain and names the first
entry that no longer fits (changed, inserted or removed outside Teller).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QDate, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.services.journal import Journal, JournalEntry, Verification, export_jsonl
from app.views.journal.table_model import JournalFilter, JournalTableModel
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.table_fit import fit_columns

ALL_ACTIONS = ""


class JournalView(QDialog):
    def __init__(self, journal: Journal, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Audit journal"))
        fit_to_screen(self, 1180, 620)
        self._journal = journal
        self.banner = ErrorBanner()
        self.runner = TaskRunner(self, self.banner)
        self.model = JournalTableModel(self)
        self.action = QComboBox()
        self.action.setAccessibleName(self.tr("Action"))
        self.action.addItem(self.tr("All actions"), ALL_ACTIONS)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search targets and details"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the journal"))
        self.since = QDateEdit()
        self.since.setAccessibleName(self.tr("From date"))
        self.until = QDateEdit()
        self.until.setAccessibleName(self.tr("Until date"))
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.since.setDate(QDate.currentDate().addMonths(-1))
        self.until.setDate(QDate.currentDate())
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.verdict = QLabel(self.tr("Verify checks that no entry was changed or removed."))
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verify_button = QPushButton(self.tr("&Verify"))
        self.verify_button.setToolTip(self.tr("Walk the whole chain of hashes"))
        self.export_button = QPushButton(self.tr("&Export JSON lines…"))
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Journal entries"))
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._layout()

        self.action.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.search.textChanged.connect(lambda _t: self.apply_filter())
        self.since.dateChanged.connect(lambda _d: self.apply_filter())
        self.until.dateChanged.connect(lambda _d: self.apply_filter())
        self.verify_button.clicked.connect(self.verify)
        self.export_button.clicked.connect(self.choose_export_file)
        journal.written.connect(self._written)
        self.reload()

    def _layout(self) -> None:
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Action")))
        filters.addWidget(self.action)
        filters.addWidget(self.search, 1)
        filters.addWidget(QLabel(self.tr("From")))
        filters.addWidget(self.since)
        filters.addWidget(QLabel(self.tr("to")))
        filters.addWidget(self.until)
        checks = QHBoxLayout()
        checks.addWidget(self.verdict, 1)
        checks.addWidget(self.verify_button)
        checks.addWidget(self.export_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(filters)
        layout.addWidget(self.count)
        layout.addWidget(self.table, 1)
        layout.addLayout(checks)
        layout.addWidget(buttons)

    # --- reading ---
    def reload(self) -> asyncio.Task[None]:
        store = self._journal.store

        async def load() -> list[JournalEntry]:
            return await asyncio.to_thread(store.entries)

        return self.runner.run(load, on_success=self._show, key="load")

    def _show(self, entries: list[JournalEntry]) -> None:
        self.model.set_entries(entries)
        self._offer_actions()
        self.apply_filter()
        fit_columns(self.table)  # every header and value readable, long details capped

    def _written(self, entry: JournalEntry) -> None:
        self.model.add(entry)
        self._offer_actions()
        self._show_count()

    def _offer_actions(self) -> None:
        chosen = self.action.currentData()
        known = {self.action.itemData(i) for i in range(self.action.count())}
        for action in self.model.actions():
            if action not in known:
                self.action.addItem(action, action)
        index = self.action.findData(chosen)
        self.action.setCurrentIndex(max(index, 0))

    def apply_filter(self) -> None:
        self.model.set_filter(
            JournalFilter(
                action=str(self.action.currentData() or ""),
                text=self.search.text(),
                since=self.since.date().toPython(),  # type: ignore[arg-type]
                until=self.until.date().toPython(),  # type: ignore[arg-type]
            )
        )
        self._show_count()

    def _show_count(self) -> None:
        shown = self.model.rowCount()
        self.count.setText(
            self.tr("1 entry shown") if shown == 1 else self.tr("{0} entries shown").format(shown)
        )

    # --- checking ---
    def verify(self) -> asyncio.Task[None]:
        store = self._journal.store

        async def walk() -> Verification:
            await asyncio.to_thread(self._journal.flush)
            return await asyncio.to_thread(store.verify)

        return self.runner.run(walk, controls=[self.verify_button], on_success=self._verdict)

    def _verdict(self, result: Verification) -> None:
        if result.intact:
            self.verdict.setProperty("role", "")
            self.verdict.setText(
                self.tr("The chain is intact: {0} entries, none changed or removed.").format(
                    result.count
                )
            )
        else:
            self.verdict.setProperty("role", "fieldError")
            self.verdict.setText(
                self.tr(
                    "Entry {0} does not fit the chain: {1}. It and every entry after it "
                    "cannot be trusted."
                ).format(result.broken_at, result.reason)
            )
            row = self.model.row_of(result.broken_at or 0)
            if row is not None:
                self.table.selectRow(row)
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)

    # --- export ---
    def choose_export_file(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the audit journal"),
            str(Path(folder) / "teller-journal.jsonl"),
            self.tr("JSON lines (*.jsonl)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> asyncio.Task[None]:
        """The entries shown (the filter applies), with their hashes."""
        entries = self.model.shown[::-1]  # oldest first, as the chain runs

        async def write() -> int:
            return await asyncio.to_thread(export_jsonl, entries, path)

        def done(count: int) -> None:
            self.banner.show_info(self.tr("Exported {0} entries to {1}.").format(count, path))

        return self.runner.run(write, controls=[self.export_button], on_success=done)

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        self._journal.written.disconnect(self._written)
        super().done(result)
