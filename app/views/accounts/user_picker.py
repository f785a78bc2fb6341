"""Against a sandbox: pick one of its users from a searchable list.

The search keeps the focus: Up and Down move in the list, Enter opens the user highlighted.
When nothing matches, Enter says so at the search (selected, to type again) instead of doing
nothing, and never means Cancel.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.sandbox_helpers import SandboxUser
from app.services.search.normalise import matches_all_words
from app.views.widgets.dialog_focus import make_primary
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.plural import plural
from app.views.widgets.screen_fit import fit_to_screen
from app.views.widgets.screen_reader import clearable
from app.views.widgets.terms import beneficiary_name
from app.views.widgets.visible_text import visible

UID_ROLE = Qt.ItemDataRole.UserRole
LIST_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})


class UserPickerDialog(QDialog):
    def __init__(self, users: list[SandboxUser], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sandbox users"))
        fit_to_screen(self, 480, 420)
        self.chosen: str | None = None
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter by name, type or id"))
        clearable(self.search)
        self.search.setAccessibleName(self.tr("Filter the users"))
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.search_error = FieldErrorLabel(self.search)
        self.count = QLabel()
        self.count.setProperty("role", "subtle")
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Sandbox users"))
        for user in users:
            item = QListWidgetItem(
                f"{visible(user.display_name)}  ·  {beneficiary_name(user.type)}\n{user.id}"
            )
            item.setData(UID_ROLE, user.id)
            self.list.addItem(item)
        self.list.itemActivated.connect(lambda _item: self.accept())
        if self.list.count():
            self.list.setCurrentRow(0)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        make_primary(self.open_button, self.cancel_button)  # Enter never means Cancel
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.search_error)
        layout.addWidget(self.count)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self._show_count()
        self.search.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Up and Down in the search move the highlight in the list."""
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in LIST_KEYS
        ):
            self.list.setFocus()
            QApplication.sendEvent(self.list, QKeyEvent(event))
            self.search.setFocus()
            return True
        return False

    def visible_count(self) -> int:
        return sum(1 for row in range(self.list.count()) if not self.list.item(row).isHidden())

    def _show_count(self) -> None:
        shown, total = self.visible_count(), self.list.count()
        if shown == total:
            self.count.setText(plural(total, self.tr("{0} user"), self.tr("{0} users")))
        else:
            self.count.setText(
                plural(total, self.tr("{1} of {0} user"), self.tr("{1} of {0} users"), f"{shown:,}")
            )

    def _filter(self, text: str) -> None:
        self.search_error.clear_message()
        needle = text.strip()
        first_visible = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            # The search's rule: every word, case and accents aside ("lucia" finds Lucía).
            hidden = bool(needle) and not matches_all_words(needle, item.text())
            item.setHidden(hidden)
            if not hidden and first_visible is None:
                first_visible = row
        if first_visible is not None:
            self.list.setCurrentRow(first_visible)
        self._show_count()

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is None or item.isHidden():
            needle = self.search.text().strip()
            self.search_error.show_message(
                self.tr("No user matches “{0}”. Change the search, or clear it.").format(needle)
                if needle
                else self.tr("There is no user to open.")
            )
            self.search.setFocus()
            self.search.selectAll()  # typing replaces the search
            return
        self.chosen = str(item.data(UID_ROLE))
        super().accept()
