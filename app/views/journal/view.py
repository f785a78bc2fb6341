"""The audit journal, read: filter by action, text and dates; Verify the chain; export.

Reading and verifying run off the UI thread. Verify checks every signature and link and the
chain against the head this desk saw before, shows its progress and can be cancelled, and
says exactly what it proved, or names the first entry that no longer fits (changed,
inserted, removed or cut outside Teller). Each entry names the reviewer who signed it.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from PySide6.QtCore import QDate, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.services.journal import Journal, JournalEntry, Verification, export_jsonl
from app.views.journal.entry_words import action_words
from app.views.journal.table_model import JournalFilter, JournalTableModel
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.file_dialogs import save_file_name
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.screen_reader import announce, clearable
from app.views.widgets.table_fit import fit_columns
from app.views.widgets.target_names import NameOf

ALL_ACTIONS = ""


class VerifyProgress(QObject):
    """Carries the walk's progress from the journal's thread to the view's."""

    moved = Signal(int, int)  # done, of


class JournalView(QDialog):
    def __init__(
        self, journal: Journal, parent: QWidget | None = None, *, names: NameOf | None = None
    ) -> None:
        """``names``: a user's, business's or account's name for its id, where this desk
        has seen it (app/views/widgets/target_names.py over the session's directory);
        targets and details show it instead of the id, the id whole in the tooltip."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Audit journal"))
        fit_to_screen(self, 1180, 620)
        self._journal = journal
        self.banner = ErrorBanner()
        self.runner = TaskRunner(self, self.banner)
        self.model = JournalTableModel(self)
        if names is not None:
            self.model.name_of = names
        self.action = QComboBox()
        self.action.setAccessibleName(self.tr("Action"))
        self.action.addItem(self.tr("All actions"), ALL_ACTIONS)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search targets and details"))
        clearable(self.search)
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
        self.verify_button.setToolTip(
            self.tr("Check every signature and link, and the head this desk saw before")
        )
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Verification progress"))
        self.progress.hide()
        self.cancel_button = QPushButton(self.tr("&Cancel verification"))
        self.cancel_button.hide()
        self._stop = threading.Event()
        self._moves = VerifyProgress(self)
        self._moves.moved.connect(self._moved)
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
        self.cancel_button.clicked.connect(self._stop.set)
        self.export_button.clicked.connect(self.choose_export_file)
        journal.written.connect(self._written)
        self.reload()

    def _layout(self) -> None:
        filters = QHBoxLayout()
        action_label = QLabel(self.tr("Action"))
        action_label.setBuddy(self.action)  # on Linux a combo is named by its value alone
        filters.addWidget(action_label)
        filters.addWidget(self.action)
        filters.addWidget(self.search, 1)
        filters.addWidget(QLabel(self.tr("From")))
        filters.addWidget(self.since)
        filters.addWidget(QLabel(self.tr("to")))
        filters.addWidget(self.until)
        checks = QHBoxLayout()
        checks.addWidget(self.verdict, 1)
        checks.addWidget(self.progress)
        checks.addWidget(self.cancel_button)
        checks.addWidget(self.verify_button)
        checks.addWidget(self.export_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.count)
        layout.addWidget(self.banner)  # floats over the table's top, never over the filters
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
                self.action.addItem(action_words(action), action)
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
        """On the journal's thread, after what is queued: a chain found broken also stops
        the journal appending to it."""
        journal, moves, stop = self._journal, self._moves, self._stop
        stop.clear()
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setFocus()

        async def walk() -> Verification:
            future = journal.check(moves.moved.emit, stop.is_set)
            return await asyncio.wrap_future(future)

        task = self.runner.run(walk, controls=[self.verify_button], on_success=self._verdict)
        task.add_done_callback(lambda _t: self._walked())
        return task

    def _moved(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _walked(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()

    def _verdict(self, result: Verification) -> None:
        self.verdict.setProperty("role", "" if result.intact else "fieldError")
        self.verdict.setText(self.verdict_text(result))
        announce(self.verdict, self.verdict.text(), assertive=not result.intact)
        if result.broken_at is not None:
            row = self.model.row_of(result.broken_at)
            if row is not None:
                self.table.selectRow(row)
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)

    def verdict_text(self, result: Verification) -> str:
        """What was proved, never more: the entries that hold, who signed them, and which
        head they were checked against (or that none was)."""
        if result.cancelled:
            return self.tr("Verification cancelled: nothing was proved.")
        if result.broken_at is not None:
            held = (
                self.tr("Entries 1–{0} hold.").format(result.count)
                if result.count
                else self.tr("No entry before it holds either.")
            )
            return (
                self.tr(
                    "Entry {0} does not fit the chain: {1}. It and every entry after it "
                    "cannot be trusted, and Teller writes nothing more to this journal."
                ).format(result.broken_at, result.reason)
                + " "
                + held
            )
        if result.count == 0:
            return self.tr("The journal is empty: there is nothing to prove.")
        signed = result.count - result.unsigned
        parts = [
            self.tr("The chain is intact: entries 1–{0} hold.").format(result.count),
        ]
        if signed:
            parts.append(
                (
                    self.tr("Entries {0}–{1} are signed by one reviewer.")
                    if result.reviewers == 1
                    else self.tr("Entries {0}–{1} are signed by {2} reviewers.")
                ).format(result.unsigned + 1, result.count, result.reviewers)
            )
        if result.unsigned:
            parts.append(
                self.tr(
                    "Entries 1–{0} are unsigned, from before reviewers: only their hashes "
                    "link them."
                ).format(result.unsigned)
            )
        seen = result.seen
        when = seen.at.replace("T", " ").replace("Z", " UTC") if seen else ""
        if seen is None:
            parts.append(
                self.tr(
                    "This desk had seen none of it before, so a rewrite of the whole chain "
                    "by someone holding every signer's key could not be told apart; from now "
                    "on, entry {0} is the head this desk has seen."
                ).format(result.count)
            )
        elif seen.seq == result.count:
            parts.append(
                self.tr("Head {0} matches what this desk saw on {1}.").format(seen.seq, when)
            )
        else:
            parts.append(
                self.tr(
                    "Entry {0} matches the head this desk saw on {1}; entries {2}–{3} are "
                    "new to this desk."
                ).format(seen.seq, when, seen.seq + 1, result.count)
            )
        return " ".join(parts)

    # --- export ---
    def choose_export_file(self) -> None:
        path = save_file_name(
            self,
            self.tr("Export the audit journal"),
            "teller-journal.jsonl",
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
            self.banner.show_info(
                (
                    self.tr("Exported 1 entry to {1}.")
                    if count == 1
                    else self.tr("Exported {0} entries to {1}.")
                ).format(count, path)
            )

        return self.runner.run(write, controls=[self.export_button], on_success=done)

    def done(self, result: int) -> None:
        self.runner.cancel_all()
        self._journal.written.disconnect(self._written)
        super().done(result)
