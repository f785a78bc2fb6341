"""Editing a cell of the grid, and the table that starts it by keyboard.

The editor is a plain line edit holding the cell's text (every cell of a payout file is text
until the row checks read it), its error sentence as its description so a screen reader says
what to fix while typing. Enter or F2 starts editing (as in a spreadsheet), Enter commits,
Escape leaves the cell as it was; Ctrl+Enter is never taken here (it is the page's Review).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from app.views.bulk.grid_model import SENTENCE_ROLE

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class CellDelegate(QStyledItemDelegate):
    def createEditor(  # noqa: N802
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = QLineEdit(parent)
        editor.setFrame(False)
        sentence = index.data(SENTENCE_ROLE) or ""
        editor.setToolTip(sentence)
        editor.setAccessibleDescription(sentence)
        return editor

    def setEditorData(  # noqa: N802
        self, editor: QWidget, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        if isinstance(editor, QLineEdit):
            editor.setText(index.data(Qt.ItemDataRole.EditRole) or "")
            editor.selectAll()  # typing replaces the cell, as in a spreadsheet
            return
        super().setEditorData(editor, index)

    def setModelData(  # noqa: N802
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if isinstance(editor, QLineEdit):
            model.setData(index, editor.text().strip(), Qt.ItemDataRole.EditRole)
            return
        super().setModelData(editor, model, index)


class GridTable(QTableView):
    """The grid: Enter edits the current cell (F2 too, and typing over it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(CellDelegate(self))
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)  # the Row column is the file's own number
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setTabKeyNavigation(False)  # Tab leaves the grid for the buttons

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        current = self.currentIndex()
        if (
            event.key() in _ENTER_KEYS
            and event.modifiers()
            in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            and self.state() != QAbstractItemView.State.EditingState
            and current.isValid()
            and current.flags() & Qt.ItemFlag.ItemIsEditable
        ):
            self.edit(current)
            event.accept()
            return
        super().keyPressEvent(event)
