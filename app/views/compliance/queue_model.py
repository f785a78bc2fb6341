"""The case queue as a table: one row per business, filtered by a proxy, sorted here.

Rows are ``CaseSummary`` records; every cell's text and sort key are worked out once when
the rows arrive (a tuple per row), so painting, sorting and filtering read plain values.
The sort is ``list.sort`` over those keys in the source model: QSortFilterProxyModel's own
sort calls ``data()`` in Python for every comparison, 10,000 calls for 1,000 rows, and stalled
the UI 200 ms (docs/performance.md); the proxy only filters.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from app.models.kyb_catalogue import WAITING_FOR_APPLICANT
from app.services.reviewers import Reviewer
from app.services.search.normalise import fold
from app.services.translation import translate
from app.views.compliance.case_source import CaseSummary, kyc_worrying
from app.views.compliance.queue_columns import (
    ALIGN,
    BACKGROUND,
    COLUMNS,
    COMPANY,
    DAYS_OPEN,
    DISPLAY,
    DOCUMENTS,
    DUE,
    FLAGS,
    HORIZONTAL,
    LAST_CHANGE,
    MINE,
    NO_DUE_KEY,
    NO_SESSION,
    NUMERIC,
    OPENED,
    OWNER,
    RIGHT,
    SHAREHOLDERS,
    SORT_ROLE,
    STATE,
    STATE_ROLE,
    TONE_COLORS,
    TOOLTIP,
    UID_ROLE,
    UNCLAIMED,
    URGENCY_TONES,
    WORRYING_KYC,
    WORST_KYC,
)
from app.views.compliance.queue_flag_words import flags_key, flags_text, flags_tip
from app.views.compliance.queue_rows import (
    QueueRow,
    documents_text,
    due_text,
    sla_text,
    urgency_words,
)
from app.views.widgets.state_badge import tone_for
from app.views.widgets.times import zone_now
from app.views.widgets.visible_text import visible

__all__ = [  # the columns' and rows' names stay importable from here
    "ALIGN",
    "BACKGROUND",
    "COLUMNS",
    "COMPANY",
    "DAYS_OPEN",
    "DISPLAY",
    "DOCUMENTS",
    "DUE",
    "FLAGS",
    "HORIZONTAL",
    "LAST_CHANGE",
    "MINE",
    "NO_DUE_KEY",
    "NO_SESSION",
    "NUMERIC",
    "OPENED",
    "OWNER",
    "RIGHT",
    "SHAREHOLDERS",
    "SORT_ROLE",
    "STATE",
    "STATE_ROLE",
    "TONE_COLORS",
    "TOOLTIP",
    "UID_ROLE",
    "UNCLAIMED",
    "URGENCY_TONES",
    "WORRYING_KYC",
    "WORST_KYC",
    "CaseFilterProxy",
    "CaseQueueModel",
    "QueueRow",
    "documents_text",
    "due_text",
    "sla_text",
    "urgency_words",
]


def _tr(text: str) -> str:
    return translate("CaseQueueModel", text)


def _owner_key(owner: Reviewer | None) -> tuple[int, str]:
    """Claimed cases by owner's name, unclaimed ones after them."""
    return (1, "") if owner is None else (0, owner.name.casefold())


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
        needle = fold(needle)  # as the rows' search text: case and accents aside
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
