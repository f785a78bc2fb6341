"""The journal's entries as a table: newest first, filtered by action, text and dates.

Entries come two ways: the view's background read of the store, and each entry the journal
announces as it is written. One written while the read runs may be in the read or not, and
its announcement may come before or after the read's answer: both are merged by sequence
number, so it shows once, in its place, whichever came first.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from app.services.journal import JournalEntry
from app.services.search.normalise import fold
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.journal.entry_words import (
    action_words,
    details_stored,
    details_words,
    outcome_words,
)
from app.views.widgets.target_names import NameOf, target_words
from app.views.widgets.times import date_format

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
Index = QModelIndex | QPersistentModelIndex
COLUMNS = (
    QT_TRANSLATE_NOOP("JournalTable", "#"),
    QT_TRANSLATE_NOOP("JournalTable", "Time"),
    QT_TRANSLATE_NOOP("JournalTable", "Author"),
    QT_TRANSLATE_NOOP("JournalTable", "Action"),
    QT_TRANSLATE_NOOP("JournalTable", "Target"),
    QT_TRANSLATE_NOOP("JournalTable", "Outcome"),
    QT_TRANSLATE_NOOP("JournalTable", "Details"),
    QT_TRANSLATE_NOOP("JournalTable", "Environment"),
    QT_TRANSLATE_NOOP("JournalTable", "Merchant"),
    QT_TRANSLATE_NOOP("JournalTable", "User"),
)
SEQ, TIME, AUTHOR, ACTION, TARGET, OUTCOME, DETAILS, ENVIRONMENT, MERCHANT, USER = range(
    len(COLUMNS)
)
UNSIGNED = QT_TRANSLATE_NOOP("JournalTable", "unsigned (before reviewers)")


@dataclass(frozen=True)
class JournalFilter:
    action: str = ""  # "" = every action
    text: str = ""  # in the target or the details
    since: date | None = None
    until: date | None = None

    def admits(self, entry: JournalEntry) -> bool:
        if self.action and entry.action != self.action:
            return False
        wanted = fold(self.text)  # case and accents aside, as every search in Teller
        if wanted and wanted not in fold(f"{entry.target} {entry.detail} {entry.author_name}"):
            return False
        day = local_time(entry).date()
        if self.since is not None and day < self.since:
            return False
        return self.until is None or day <= self.until


def local_time(entry: JournalEntry) -> datetime:
    return datetime.fromisoformat(entry.at.replace("Z", "+00:00")).astimezone()


def author_text(entry: JournalEntry, *, full: bool = False) -> str:
    """Who signed it: the name with the key's start (two people may share a name)."""
    if not entry.author_key:
        return translate("JournalTable", UNSIGNED)
    if full:
        return f"{entry.author_name} — {entry.author_key}"
    return entry.author.short


def details_text(entry: JournalEntry, name_of: NameOf = lambda _id: "") -> str:
    """The details in words (marks, reasons, decisions, states; names for ids)."""
    return details_words(entry, name_of)


def _unknown(_id: str) -> str:
    return ""


def _seq(entry: JournalEntry) -> int:
    return entry.seq


def _minus_seq(entry: JournalEntry) -> int:
    return -entry.seq


class JournalTableModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._all: list[JournalEntry] = []  # oldest first, by sequence number
        self._seqs: set[int] = set()
        self._shown: list[JournalEntry] = []  # newest first
        self.filter = JournalFilter()
        self.name_of: NameOf = _unknown  # a user's, business's or account's name (the directory's)

    def set_entries(self, entries: list[JournalEntry]) -> None:
        """A read of the store, merged with the entries announced meanwhile (by seq)."""
        merged = {entry.seq: entry for entry in self._all}
        merged.update((entry.seq, entry) for entry in entries)
        self._all = [merged[seq] for seq in sorted(merged)]
        self._seqs = set(merged)
        self._apply()

    def add(self, entry: JournalEntry) -> None:
        """One entry written: in its place by seq, once (the read may have had it)."""
        if entry.seq in self._seqs:
            return
        self._seqs.add(entry.seq)
        self._all.insert(bisect_left(self._all, entry.seq, key=_seq), entry)
        if self.filter.admits(entry):
            row = bisect_left(self._shown, -entry.seq, key=_minus_seq)
            self.beginInsertRows(QModelIndex(), row, row)
            self._shown.insert(row, entry)
            self.endInsertRows()

    def set_filter(self, journal_filter: JournalFilter) -> None:
        self.filter = journal_filter
        self._apply()

    def _apply(self) -> None:
        self.beginResetModel()
        self._shown = [e for e in reversed(self._all) if self.filter.admits(e)]
        self.endResetModel()

    @property
    def shown(self) -> list[JournalEntry]:
        return list(self._shown)

    def actions(self) -> list[str]:
        return sorted({e.action for e in self._all})

    def row_of(self, seq: int) -> int | None:
        return next((i for i, e in enumerate(self._shown) if e.seq == seq), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == DISPLAY:
            if section == TIME:
                zone = datetime.now().astimezone().strftime("UTC%z")
                return f"{translate('JournalTable', COLUMNS[TIME])} ({zone})"
            return translate("JournalTable", COLUMNS[section])
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or role not in (DISPLAY, TOOLTIP):
            return None
        entry = self._shown[index.row()]
        column = index.column()
        if column == SEQ:
            return str(entry.seq)
        if column == TIME:
            return (
                local_time(entry).strftime(date_format("%Y-%m-%d %H:%M:%S"))
                if role == DISPLAY
                else entry.at
            )
        if column == AUTHOR:
            return author_text(entry, full=role == TOOLTIP)
        if role == TOOLTIP and column in (ACTION, TARGET, OUTCOME, DETAILS):  # as stored
            if column == DETAILS:
                return details_stored(entry)
            return {ACTION: entry.action, TARGET: entry.target, OUTCOME: entry.outcome}[column]
        values = {
            ACTION: action_words(entry.action),
            TARGET: target_words(entry.target, self.name_of),
            OUTCOME: outcome_words(entry.outcome),
            DETAILS: details_words(entry, self.name_of),
            ENVIRONMENT: entry.environment,
            MERCHANT: entry.merchant,
            USER: entry.os_user,
        }
        return values[column]
