"""The period chooser: this month, last month, or the days between two dates (both included).
A preset is applied as soon as it is chosen; custom dates when either date changes (a date
edit changes once per step of its arrows or per completed date typed)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import QComboBox, QDateEdit, QHBoxLayout, QLabel, QWidget

from app.services.statement.period import Period, PeriodKind, custom, last_month, this_month
from app.views.widgets.times import date_format

Today = Callable[[], date]


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _day(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


class PeriodBar(QWidget):
    changed = Signal(object)  # Period

    def __init__(self, today: Today = date.today, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._today = today
        self.kind = QComboBox()
        self.kind.addItem(self.tr("This month"), PeriodKind.THIS_MONTH)
        self.kind.addItem(self.tr("Last month"), PeriodKind.LAST_MONTH)
        self.kind.addItem(self.tr("Custom"), PeriodKind.CUSTOM)
        self.kind.setAccessibleName(self.tr("Period"))
        self.first = QDateEdit()
        self.last = QDateEdit()
        display = date_format("%Y-%m-%d").replace("%Y", "yyyy").replace("%m", "MM")
        for edit, name in ((self.first, self.tr("From")), (self.last, self.tr("To"))):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(display.replace("%d", "dd"))
            edit.setAccessibleName(name)
        label = QLabel(self.tr("&Period:"))
        label.setBuddy(self.kind)
        first_label = QLabel(self.tr("&From"))
        first_label.setBuddy(self.first)
        last_label = QLabel(self.tr("&To"))
        last_label.setBuddy(self.last)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for index, widget in enumerate(
            (label, self.kind, first_label, self.first, last_label, self.last)
        ):
            if isinstance(widget, QLabel):  # a short label ("To") was clipped to "Tc"
                widget.setMinimumWidth(widget.fontMetrics().horizontalAdvance(widget.text()) + 6)
                if index:
                    row.addSpacing(12)
            row.addWidget(widget)
        row.addStretch(1)
        self._show_days(this_month(self._today()))
        self.kind.currentIndexChanged.connect(self._on_kind)
        self.first.dateChanged.connect(self._on_dates)
        self.last.dateChanged.connect(self._on_dates)

    def period(self) -> Period:
        kind = PeriodKind(self.kind.currentData())
        if kind is PeriodKind.THIS_MONTH:
            return this_month(self._today())
        if kind is PeriodKind.LAST_MONTH:
            return last_month(self._today())
        return custom(_day(self.first.date()), _day(self.last.date()))

    def choose(self, kind: PeriodKind) -> None:
        self.kind.setCurrentIndex(self.kind.findData(kind))

    def set_days(self, first: date, last: date) -> None:
        """A custom period of these days (as typing them would)."""
        self.choose(PeriodKind.CUSTOM)
        self._show_days(custom(first, last))
        self.changed.emit(self.period())

    def _show_days(self, period: Period) -> None:
        for edit, day in ((self.first, period.first_day), (self.last, period.last_day)):
            edit.blockSignals(True)
            edit.setDate(_qdate(day))
            edit.blockSignals(False)
        custom_days = PeriodKind(self.kind.currentData()) is PeriodKind.CUSTOM
        self.first.setEnabled(custom_days)
        self.last.setEnabled(custom_days)

    def _on_kind(self, _index: int) -> None:
        period = self.period()
        self._show_days(period)  # a preset shows its days; custom starts from them
        self.changed.emit(period)

    def _on_dates(self, _value: QDate) -> None:
        if PeriodKind(self.kind.currentData()) is PeriodKind.CUSTOM:
            self.changed.emit(self.period())
