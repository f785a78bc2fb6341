"""The case's Timeline tab: every event of the case (``app/services/case_timeline.py``),
newest first, with when, who, what kind and what happened, filterable by kind and searchable.

The model holds the events and the rows the filter lets through; filtering is a list
comprehension (a case has hundreds of events, not a table of orders), so no proxy model is
needed. Times follow the person's choice of UTC or local time, the zone in the header.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.services.case_timeline import EventKind, TimelineEvent, matching
from app.views.compliance.formatting import when, zone
from app.views.compliance.timeline_words import event_sentence, kind_names, who_text
from app.views.widgets.screen_reader import clearable

WHEN, WHAT, WHO, KIND = range(4)  # what happened in sight in a narrow pane
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
EVENT_ROLE = Qt.ItemDataRole.UserRole
ALL_KINDS = "all"
Index = QModelIndex | QPersistentModelIndex


class TimelineModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._events: list[TimelineEvent] = []
        self._rows: list[TimelineEvent] = []
        self._said: dict[int, str] = {}  # id(event) -> its sentence, made once
        self.kinds: frozenset[EventKind] | None = None  # None: every kind
        self.search = ""
        self.times_in_utc = False

    def set_events(self, events: list[TimelineEvent]) -> None:
        self.beginResetModel()
        self._events = list(events)
        self._said = {id(e): event_sentence(e) for e in self._events}
        self._rows = self._filtered()
        self.endResetModel()

    def set_filter(self, kinds: frozenset[EventKind] | None, search: str) -> None:
        self.beginResetModel()
        self.kinds, self.search = kinds, search
        self._rows = self._filtered()
        self.endResetModel()

    def set_times_in_utc(self, utc: bool) -> None:
        self.times_in_utc = utc
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, WHEN, WHEN)
        if self._rows:
            self.dataChanged.emit(self.index(0, WHEN), self.index(len(self._rows) - 1, WHEN))

    def _filtered(self) -> list[TimelineEvent]:
        return matching(self._events, self.kinds, self.search, self.sentence)

    def sentence(self, event: TimelineEvent) -> str:
        return self._said.get(id(event)) or event_sentence(event)

    @property
    def total(self) -> int:
        """Every event, shown or filtered out."""
        return len(self._events)

    def events(self) -> list[TimelineEvent]:
        """The rows shown, in order."""
        return list(self._rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 4

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        event = self._rows[index.row()]
        column = index.column()
        if role == EVENT_ROLE:
            return event
        if role not in (DISPLAY, TOOLTIP):
            return None
        if column == WHEN:
            return when(event.at, self.times_in_utc, zone(self.times_in_utc))
        if column == WHO:
            who = who_text(event)
            if role == TOOLTIP and event.author:
                return self.tr("{0}, key {1}").format(who, event.author[:16])
            return who
        if column == KIND:
            return kind_names()[event.kind]
        return self.sentence(event)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != DISPLAY:
            return None
        return {
            WHEN: self.tr("When ({0})").format(zone(self.times_in_utc)),
            WHO: self.tr("Who"),
            KIND: self.tr("Kind"),
            WHAT: self.tr("What happened"),
        }.get(section)


class TimelineView(QWidget):
    """The table, a kind filter and a search box; the search is reached by Ctrl+F when the
    tab has focus, and the filter by Alt+K."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = TimelineModel(self)
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Every kind"), ALL_KINDS)
        for kind, name in kind_names().items():
            self.kind.addItem(name, kind.value)
        self.kind.setAccessibleName(self.tr("Show events of kind"))
        kind_label = QLabel(self.tr("&Kind:"))
        kind_label.setBuddy(self.kind)
        self.search = QLineEdit()
        clearable(self.search)
        self.search.setPlaceholderText(self.tr("Search who, what, names, notes…"))
        self.search.setAccessibleName(self.tr("Search the timeline"))
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.resizeSection(WHEN, 125)
        header.resizeSection(WHAT, 340)
        header.resizeSection(WHO, 120)
        self.table.setAccessibleName(self.tr("Case timeline, newest first"))
        self.table.setTabKeyNavigation(False)
        bar = QHBoxLayout()
        bar.addWidget(kind_label)
        bar.addWidget(self.kind, 1)
        bar.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        self.kind.currentIndexChanged.connect(self._filter)
        self.search.textChanged.connect(self._filter)
        self._say_count()

    def set_events(self, events: list[TimelineEvent]) -> None:
        self.model.set_events(events)
        self._say_count()

    def set_times_in_utc(self, utc: bool) -> None:
        self.model.set_times_in_utc(utc)

    def choose_kind(self, kind: EventKind | None) -> None:
        found = self.kind.findData(kind.value if kind is not None else ALL_KINDS)
        self.kind.setCurrentIndex(max(found, 0))

    def _filter(self) -> None:
        chosen = self.kind.currentData()
        kinds = None if chosen in (None, ALL_KINDS) else frozenset({EventKind(chosen)})
        self.model.set_filter(kinds, self.search.text())
        self._say_count()

    def _say_count(self) -> None:
        shown, total = self.model.rowCount(), self.model.total
        one = total == 1
        if shown == total:
            said = self.tr("1 event") if one else self.tr("{0} events").format(total)
        else:
            said = (self.tr("{0} of 1 event") if one else self.tr("{0} of {1} events")).format(
                shown, total
            )
        self.count.setText(said)
