"""Against a sandbox: pick one of its users from a searchable list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.sandbox_helpers import SandboxUser

UID_ROLE = Qt.ItemDataRole.UserRole


class UserPickerDialog(QDialog):
    def __init__(self, users: list[SandboxUser], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Sandbox users"))
        self.resize(480, 420)
        self.chosen: str | None = None
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Filter by name, type or id"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.list = QListWidget()
        for user in users:
            item = QListWidgetItem(f"{user.display_name}  ·  {user.type}\n{user.id}")
            item.setData(UID_ROLE, user.id)
            self.list.addItem(item)
        self.list.itemActivated.connect(lambda _item: self.accept())
        if self.list.count():
            self.list.setCurrentRow(0)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.search.setFocus()

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        first_visible = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            hidden = bool(needle) and needle not in item.text().lower()
            item.setHidden(hidden)
            if not hidden and first_visible is None:
                first_visible = row
        if first_visible is not None:
            self.list.setCurrentRow(first_visible)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is None or item.isHidden():
            return
        self.chosen = str(item.data(UID_ROLE))
        super().accept()
