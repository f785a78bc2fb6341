"""The case queue as a table: one row per business, filtered by a proxy, sorted here.

Rows are ``CaseSummary`` records; every cell's text and sort key are worked out once when
the rows arrive (a tuple per row), so painting, sorting and filtering read plain values.
The sort is ``list.sort`` over those keys in the source model: QSortFilterProxyModel's own
sort calls ``data()`` in Python for every comparison, 10,000 calls for 1,000 rows, and stalled
the UI 200 ms (docs/performance.md); the proxy only filters.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor

from app.models.kyb_catalogue import WAITING_FOR_APPLICANT
from app.services.due_dates import (
    SLA_BY_STATE,
    URGENCY_ORDER,
    Urgency,
    days_open,
    due_date,
    urgency,
)
from app.services.reviewers import Reviewer
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.compliance.case_source import CaseSummary, kyc_severity, kyc_worrying
from app.views.compliance.formatting import when
from app.views.compliance.queue_flag_words import flags_key, flags_text, flags_tip
from app.views.widgets.state_badge import tone_for
from app.views.widgets.terms import kyb_state_name, state_name
from app.views.widgets.times import zone_now
from app.views.widgets.visible_text import visible

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
BACKGROUND = Qt.ItemDataRole.BackgroundRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
UID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
STATE_ROLE = Qt.ItemDataRole.UserRole + 2
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
NO_SESSION = "-"  # the state filter's value for businesses without a KYB session

COLUMNS = (
    QT_TRANSLATE_NOOP("CaseQueueModel", "Company"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Owner"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Session state"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Flags"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Documents"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Shareholders"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Worst KYC state"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Opened"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Last change"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Days open"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Due"),
)
(
    COMPANY,
    OWNER,
    STATE,
    FLAGS,
    DOCUMENTS,
    SHAREHOLDERS,
    WORST_KYC,
    OPENED,
    LAST_CHANGE,
    DAYS_OPEN,
    DUE,
) = range(len(COLUMNS))
MINE = "mine"  # the owner filter's values; '' shows every case
UNCLAIMED = "unclaimed"
NUMERIC = frozenset({DOCUMENTS, SHAREHOLDERS, DAYS_OPEN})
TONE_COLORS = {
    "good": QColor(30, 150, 80, 60),
    "wait": QColor(230, 150, 20, 70),
    "new": QColor(40, 110, 220, 50),
    "bad": QColor(210, 40, 40, 60),
    "off": QColor(128, 128, 128, 40),
}
WORRYING_KYC = QColor(210, 40, 40, 60)
URGENCY_TONES = {Urgency.OVERDUE: "bad", Urgency.DUE_TODAY: "wait"}  # the word says it too
NO_DUE_KEY = (len(URGENCY_ORDER), 0)  # decided cases and unknown dates sort last


def _tr(text: str) -> str:
    return translate("CaseQueueModel", text)


def urgency_words() -> dict[Urgency, str]:
    return {
        Urgency.OVERDUE: translate("CaseQueueModel", "Overdue"),
        Urgency.DUE_TODAY: translate("CaseQueueModel", "Due today"),
        Urgency.ON_TIME: translate("CaseQueueModel", "On time"),
    }


def sla_text(state: str) -> str:
    """Why the day is due: the state's SLA, counted from when the case entered it."""
    sla = SLA_BY_STATE[state]
    words = (
        translate("CaseQueueModel", "{0}: due {1} business days after the case entered it")
        if sla.business
        else translate("CaseQueueModel", "{0}: due {1} days after the case entered it")
    )
    return words.format(kyb_state_name(state), sla.days)


def due_text(due: date | None, level: Urgency | None) -> str:
    """``Overdue · 2026-01-06``: the urgency in words, never by colour alone, then the day."""
    if due is None or level is None:
        return ""
    return translate("CaseQueueModel", "{0} · {1}").format(urgency_words()[level], due.isoformat())


def documents_text(live: int, deleted: int) -> str:
    """``4``, or ``4 (+1 deleted)`` when some were deleted."""
    if deleted:
        return translate("CaseQueueModel", "{0} (+{1} deleted)").format(live, deleted)
    return str(live)


class QueueRow:
    __slots__ = ("case", "cells", "keys", "search", "urgency")

    def __init__(self, case: CaseSummary, now: datetime, utc: bool, zone: str) -> None:
        self.case = case
        end = case.decided_at or case.last_change
        days = days_open(case.opened_at, case.state, end, now) if case.state else None
        local_now = now.astimezone() if not utc else now.astimezone(UTC)
        due = due_date(case.state, case.last_change or case.opened_at, local_now)
        self.urgency = urgency(due, local_now)
        self.cells: tuple[str, ...] = (
            visible(case.company),
            "",  # the owner: from the claims book, which changes without a new listing
            kyb_state_name(case.state) if case.state else translate("CaseQueueModel", "No session"),
            "",  # the flags: from the evidence service, read in the background
            documents_text(case.documents, case.deleted_documents) if case.state else "",
            str(case.shareholders),
            state_name(case.worst_kyc_state) if case.worst_kyc_state else "",
            when(case.opened_at, utc, zone),
            when(case.last_change, utc, zone),
            "" if days is None else str(days),
            due_text(due, self.urgency),
        )
        stamp = _stamp(case.opened_at)
        self.keys: tuple[Any, ...] = (
            case.company.casefold(),
            "",
            case.state or "",
            0,
            case.documents * 1000 + case.deleted_documents,
            case.shareholders,
            kyc_severity(case.worst_kyc_state),
            stamp,
            _stamp(case.last_change),
            -1 if days is None else days,
            (URGENCY_ORDER[self.urgency], due.toordinal())
            if due is not None and self.urgency is not None
            else NO_DUE_KEY,
        )
        self.search = f"{case.company}\n{case.uid}".casefold()


def _owner_key(owner: Reviewer | None) -> tuple[int, str]:
    """Claimed cases by owner's name, unclaimed ones after them."""
    return (1, "") if owner is None else (0, owner.name.casefold())


def _stamp(moment: datetime | None) -> float:
    return moment.timestamp() if moment is not None else 0.0


class CaseQueueModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[QueueRow] = []
        self.sort_column = -1  # as the cases came: the server's order (newest change first)
        self.times_in_utc = False
        self.zone = zone_now(False)
        self.sort_order = Qt.SortOrder.AscendingOrder
        self._owners: dict[str, Reviewer] = {}  # business user id -> who claimed it
        self._me = ""  # this desk's reviewer's key id
        self._flags: dict[str, int] = {}  # business user id -> flags standing (read ones)
        self._unread: dict[str, str] = {}  # business user id -> why its flags are not read
        self.reads_flags = False  # an evidence service fills the Flags column (the sandbox)

    def set_owners(self, owners: dict[str, Reviewer], me: str) -> None:
        """Who holds each case (the claims book) and who "Mine" means; only the owner cells
        change, so a claim on another desk does not make the queue list again."""
        self._owners, self._me = dict(owners), me
        if self._rows:  # a proxy filtering "Mine" or "Unclaimed" looks again at these rows
            self.dataChanged.emit(
                self.index(0, OWNER), self.index(len(self._rows) - 1, OWNER), [DISPLAY, TOOLTIP]
            )
        if self.sort_column == OWNER:
            self.sort(OWNER, self.sort_order)

    def set_flags(
        self, counts: dict[str, int | None], unread: dict[str, str] | None = None
    ) -> None:
        """The flags standing per case (None: not read yet) and why a case's could not be
        read; only the flags cells change, and a queue sorted by flags sorts again."""
        flags = {uid: count for uid, count in counts.items() if count is not None}
        why = dict(unread or {})
        if flags == self._flags and why == self._unread:
            return
        self._flags, self._unread = flags, why
        if self._rows:
            self.dataChanged.emit(
                self.index(0, FLAGS), self.index(len(self._rows) - 1, FLAGS), [DISPLAY, TOOLTIP]
            )
        if self.sort_column == FLAGS:
            self.sort(FLAGS, self.sort_order)

    def flags_at(self, row: int) -> int | None:
        return self._flags.get(self._rows[row].case.uid)

    def owner_at(self, row: int) -> Reviewer | None:
        return self._owners.get(self._rows[row].case.uid)

    def is_mine(self, row: int) -> bool:
        owner = self.owner_at(row)
        return owner is not None and bool(self._me) and owner.key_id == self._me

    def owner_text(self, owner: Reviewer | None) -> str:
        if owner is None:
            return ""
        if self._me and owner.key_id == self._me:
            return translate("CaseQueueModel", "{0} (you)").format(visible(owner.name))
        return visible(owner.name)

    @staticmethod
    def prepare(
        cases: list[CaseSummary], now: datetime | None = None, utc: bool = False
    ) -> list[QueueRow]:
        """The rows' texts and sort keys (30 ms for 1,000 cases): pure Python, safe to run in
        a worker thread so the UI thread only swaps the rows in."""
        moment = now or datetime.now(UTC)
        zone = zone_now(utc)
        return [QueueRow(case, moment, utc, zone) for case in cases]

    def set_cases(self, cases: list[CaseSummary], now: datetime | None = None) -> None:
        self.set_rows(self.prepare(cases, now, self.times_in_utc))

    def set_rows(self, rows: list[QueueRow]) -> None:
        self.zone = zone_now(self.times_in_utc)  # the local offset may have moved
        self.beginResetModel()
        self._rows = list(rows)
        self._sort_rows()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column's precomputed key (ties by company); selections follow their rows."""
        self.sort_column, self.sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        held = [(self._rows[i.row()], i.column()) for i in persistent]
        self._sort_rows()
        where = {id(row): number for number, row in enumerate(self._rows)}
        self.changePersistentIndexList(
            persistent, [self.index(where[id(row)], column) for row, column in held]
        )
        self.layoutChanged.emit()

    def _sort_rows(self) -> None:
        column = self.sort_column
        if not 0 <= column < len(COLUMNS):
            return
        self._rows.sort(key=lambda row: row.keys[COMPANY])
        owners = self._owners
        flags = self._flags
        if column == OWNER:
            key: Callable[[QueueRow], Any] = lambda row: _owner_key(owners.get(row.case.uid))  # noqa: E731
        elif column == FLAGS:
            key = lambda row: flags_key(flags.get(row.case.uid))  # noqa: E731
        else:
            key = lambda row: row.keys[column]  # noqa: E731
        self._rows.sort(key=key, reverse=self.sort_order == Qt.SortOrder.DescendingOrder)

    def case_at(self, row: int) -> CaseSummary:
        return self._rows[row].case

    def row_of(self, uid: str) -> int | None:
        for index, row in enumerate(self._rows):
            if row.case.uid == uid:
                return index
        return None

    def search_text(self, row: int) -> str:
        return self._rows[row].search

    def state_at(self, row: int) -> str:
        return self._rows[row].case.state

    # --- Qt model ---
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation == HORIZONTAL and role == DISPLAY:
            if section in (OPENED, LAST_CHANGE):  # "Opened (UTC+01:00)"
                return f"{_tr(COLUMNS[section])} ({self.zone})"
            return _tr(COLUMNS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == DISPLAY:
            if column == OWNER:
                return self.owner_text(self._owners.get(row.case.uid))
            if column == FLAGS:
                if not (row.case.state and self.reads_flags):
                    return ""
                return flags_text(self._flags.get(row.case.uid))
            return row.cells[column]
        if role == SORT_ROLE:
            if column == OWNER:
                return _owner_key(self._owners.get(row.case.uid))[1]
            if column == FLAGS:
                return flags_key(self._flags.get(row.case.uid))
            return row.keys[column]
        if role == UID_ROLE:
            return row.case.uid
        if role == STATE_ROLE:
            return row.case.state
        if role == BACKGROUND:
            if column == STATE and row.case.state:
                return TONE_COLORS[tone_for(row.case.state)]
            if column == WORST_KYC and kyc_worrying(row.case.worst_kyc_state):
                return WORRYING_KYC
            if column == DUE and row.urgency in URGENCY_TONES:
                return TONE_COLORS[URGENCY_TONES[row.urgency]]
            if column == FLAGS and self._flags.get(row.case.uid):
                return WORRYING_KYC  # the count says it too
            return None
        if role == ALIGN and column in NUMERIC:
            return RIGHT
        if role == TOOLTIP:
            if column == COMPANY:
                return row.case.uid
            if column == OWNER:
                owner = self._owners.get(row.case.uid)
                return (
                    translate("CaseQueueModel", "Claimed by {0}").format(visible(owner.short))
                    if owner is not None
                    else translate("CaseQueueModel", "Unclaimed")
                )
            if column == DUE and row.urgency is not None:
                return sla_text(row.case.state)
            if column == FLAGS and row.case.state and self.reads_flags:
                return flags_tip(self._flags.get(row.case.uid), self._unread.get(row.case.uid, ""))
            if column == STATE and row.case.kyb_id is not None:
                said = translate("CaseQueueModel", "KYB {0} · session {1}").format(
                    row.case.kyb_id, row.case.session_id
                )
                if row.case.state == WAITING_FOR_APPLICANT:  # the wire word, for searching
                    return translate("CaseQueueModel", "{0} · state {1}").format(
                        said, row.case.state
                    )
                return said
        return None


class CaseFilterProxy(QSortFilterProxyModel):
    """Filters by session state and by a search in company names and user ids."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._state = ""  # '' all, NO_SESSION, or a state
        self._needle = ""
        self._who = ""  # '' every case, MINE or UNCLAIMED

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The source model sorts (fast); the proxy keeps its order and only filters."""
        model = self.sourceModel()
        if isinstance(model, CaseQueueModel):
            model.sort(column, order)

    @property
    def state(self) -> str:
        return self._state

    @property
    def needle(self) -> str:
        return self._needle

    @property
    def who(self) -> str:
        return self._who

    def set_who(self, who: str) -> None:
        """Every case, "Mine" (claimed by this desk's reviewer) or "Unclaimed"."""
        if who == self._who:
            return
        self.beginFilterChange()
        self._who = who
        self.endFilterChange()

    def set_filter(self, state: str, needle: str) -> None:
        needle = needle.strip().casefold()
        if state == self._state and needle == self._needle:
            return
        self.beginFilterChange()
        self._state = state
        self._needle = needle
        self.endFilterChange()

    def filterAcceptsRow(  # noqa: N802
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.sourceModel()
        assert isinstance(model, CaseQueueModel)
        if self._state:
            state = model.state_at(source_row)
            if (state or NO_SESSION) != self._state:
                return False
        if self._who == MINE and not model.is_mine(source_row):
            return False
        if self._who == UNCLAIMED and model.owner_at(source_row) is not None:
            return False
        return not self._needle or self._needle in model.search_text(source_row)
