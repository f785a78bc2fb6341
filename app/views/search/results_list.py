"""The popup's grouped results: a heading per group, then its rows, best first.

Headings cannot be selected; Up and Down (sent here from the search field) skip them, Tab
and Shift+Tab go to the first row of the next or previous group. A refill keeps the row the
person had highlighted when it is still there (an answer from the server must not move them).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

BROWSE_ACCOUNTS = "browse-accounts"  # the Accounts group's last row: the account chooser


ROW = Qt.ItemDataRole.UserRole  # a Row
GROUP = Qt.ItemDataRole.UserRole + 1  # the group's number


@dataclass(frozen=True)
class Row:
    key: str  # unique in the list: what stays highlighted across refills
    text: str
    tooltip: str
    payload: object


@dataclass(frozen=True)
class Section:
    heading: str
    rows: tuple[Row, ...]


class ResultsList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformItemSizes(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the search field keeps the keyboard
        self._heading_font = QFont(self.font())
        self._heading_font.setBold(True)

    def show_sections(self, sections: list[Section]) -> None:
        keep = self.current_row()
        self.clear()
        chosen: QListWidgetItem | None = None
        first: QListWidgetItem | None = None
        browse: QListWidgetItem | None = None
        for number, section in enumerate(s for s in sections if s.rows):
            heading = QListWidgetItem(section.heading)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
            heading.setFont(self._heading_font)
            heading.setData(GROUP, number)
            self.addItem(heading)
            for row in section.rows:
                item = QListWidgetItem(f"    {row.text}")
                item.setToolTip(row.tooltip)
                item.setData(ROW, row)
                item.setData(GROUP, number)
                self.addItem(item)
                if row.key != BROWSE_ACCOUNTS:  # the chooser is a way on, not a result
                    first = first or item
                    if keep is not None and row.key == keep.key:
                        chosen = item
                else:
                    browse = item
        target = chosen or first or browse
        if target is not None:
            self.setCurrentItem(target)
            self.scrollToItem(target)

    def rows(self) -> list[Row]:
        found = (self.item(i).data(ROW) for i in range(self.count()))
        return [row for row in found if isinstance(row, Row)]

    def headings(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count()) if self.item(i).data(ROW) is None]

    def current_row(self) -> Row | None:
        item = self.currentItem()
        row = item.data(ROW) if item is not None else None
        return row if isinstance(row, Row) else None

    def step(self, step: int) -> None:
        """To the next (or previous) row, over headings; stays at either end."""
        index = self.currentRow()
        while 0 <= index + step < self.count():
            index += step
            if isinstance(self.item(index).data(ROW), Row):
                self.setCurrentRow(index)
                return

    def page(self, step: int) -> None:
        for _ in range(8):
            self.step(step)

    def next_group(self, step: int) -> None:
        """To the first row of the next (step 1) or previous (-1) group, round the ends."""
        rows = [i for i in range(self.count()) if isinstance(self.item(i).data(ROW), Row)]
        if not rows:
            return
        groups: list[int] = []
        for i in rows:
            group = int(self.item(i).data(GROUP))
            if group not in groups:
                groups.append(group)
        current = self.currentItem()
        now = int(current.data(GROUP)) if current is not None else groups[0]
        at = groups.index(now) if now in groups else 0
        wanted = groups[(at + step) % len(groups)]
        self.setCurrentRow(next(i for i in rows if int(self.item(i).data(GROUP)) == wanted))
