"""The filter panel: condition rows, Apply / Clear, active conditions as chips, saved filters.

Enter in a condition's value applies them all; a condition refused (here or by the server) has
its message at its row and the focus in its value, selected.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.api.errors import ValidationFailed
from app.api.order_pages import condition
from app.models.order_query import OrderFilter, Scope
from app.models.validation import FieldIssue
from app.services.settings import AppSettings
from app.views.orders.filter_row import FilterRow, chip_text
from app.views.widgets.api_messages import error_text
from app.views.widgets.dialog_focus import focus_later
from app.views.widgets.screen_reader import name_combo

SAVED_KEY = "orders/saved_filters"


class FilterPanel(QWidget):
    applied = Signal(object)  # tuple[OrderFilter, ...]

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.scope = Scope.ACCOUNT
        self.rows: list[FilterRow] = []
        self.active: tuple[OrderFilter, ...] = ()
        self._rows_box = QVBoxLayout()
        self._rows_box.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton(self.tr("+ Condition"))
        self.add_button.clicked.connect(lambda: self.add_row())
        self.apply_button = QPushButton(self.tr("App&ly"))
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setAccessibleName(self.tr("Clear the filters"))
        self.clear_button.clicked.connect(self.clear)
        self.saved = QComboBox()
        self.saved.setPlaceholderText(self.tr("Saved filters"))
        self.saved.setAccessibleName(self.tr("Saved filters"))
        name_combo(self.saved)
        self.saved.setMinimumWidth(160)
        self.saved.activated.connect(self._load_saved)
        self.save_button = QPushButton(self.tr("Save…"))
        self.save_button.clicked.connect(self._save)
        self.delete_saved = QToolButton()
        self.delete_saved.setText(self.tr("Delete"))
        self.delete_saved.setToolTip(self.tr("Delete the chosen saved filter"))
        self.delete_saved.clicked.connect(self._delete_saved)
        self.chips = QHBoxLayout()
        self.chips.setContentsMargins(0, 0, 0, 0)
        self.chips_label = QLabel(self.tr("No conditions: every order."))
        self.chips_label.setProperty("role", "subtle")
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.saved)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.delete_saved)
        chips_line = QHBoxLayout()
        chips_line.addWidget(self.chips_label)
        chips_line.addLayout(self.chips)
        chips_line.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._rows_box)
        layout.addLayout(buttons)
        layout.addLayout(chips_line)
        self._refresh_saved()

    def set_scope(self, scope: Scope) -> None:
        """Fields follow the scope (direction only for an account); conditions start over."""
        if scope is self.scope:
            return
        self.scope = scope
        for row in list(self.rows):
            self._remove(row)
        self.active = ()
        self._show_chips()

    def add_row(
        self, field: str | None = None, operator: str | None = None, text: str = ""
    ) -> FilterRow:
        row = FilterRow(self.scope)
        if field:
            row.set_condition(field, operator or "eq", text)
        row.remove_requested.connect(self._remove)
        row.submitted.connect(self.apply)
        self.rows.append(row)
        self._rows_box.addWidget(row)
        return row

    def build(self) -> tuple[OrderFilter, ...] | None:
        """The rows as checked filters, or None after marking each bad row (the focus goes
        to the first)."""
        filters: list[OrderFilter] = []
        bad: list[FilterRow] = []
        for row in self.rows:
            try:
                filters.append(condition(self.scope, row.field_name, row.op, row.value()))
            except ValidationFailed as exc:
                row.show_error(exc.details[0].message if exc.details else error_text(exc))
                bad.append(row)
            except ValueError as exc:  # an amount that is not one
                row.show_error(str(exc))
                bad.append(row)
        if bad:
            focus_later(bad[0].value_editor)
            return None
        return tuple(filters)

    def apply(self) -> None:
        filters = self.build()
        if filters is None:
            return
        self.active = filters
        self._show_chips()
        self.applied.emit(filters)

    def clear(self) -> None:
        for row in list(self.rows):
            self._remove(row)
        self.apply()

    def show_server_issues(self, issues: Sequence[FieldIssue]) -> bool:
        """Put the server's message at the row whose parameter it names."""
        marked: list[FilterRow] = []
        for issue in issues:
            for row in self.rows:
                if row.param == issue.field:
                    row.show_error(issue.message)
                    marked.append(row)
        if marked:
            focus_later(marked[0].value_editor)
        return bool(marked)

    # --- chips ---
    def _show_chips(self) -> None:
        while self.chips.count():
            item = self.chips.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.chips_label.setVisible(not self.active)
        for index, active in enumerate(self.active):
            chip = QToolButton()
            chip.setText(f"{chip_text(active)}  ✕")
            chip.setToolTip(self.tr("Remove this condition"))
            chip.setAccessibleName(self.tr("Remove the condition {0}").format(chip_text(active)))
            chip.setObjectName("FilterChip")
            chip.clicked.connect(lambda _c=False, i=index: self._drop_active(i))
            self.chips.addWidget(chip)

    def _drop_active(self, index: int) -> None:
        """Remove one applied condition: the rest stay applied, and the rows show them again
        (edits not yet applied are dropped with the chip's click, not applied by it)."""
        remaining = tuple(f for i, f in enumerate(self.active) if i != index)
        for row in list(self.rows):
            self._remove(row)
        for active in remaining:
            self.add_row().set_filter(active)
        self.active = remaining
        self._show_chips()
        self.applied.emit(remaining)

    def _remove(self, row: FilterRow) -> None:
        if row in self.rows:
            self.rows.remove(row)
            row.setParent(None)
            row.deleteLater()

    # --- saved filters ---
    def _saved(self) -> dict[str, list[list[str]]]:
        raw = self._settings.value(SAVED_KEY, "{}")
        try:
            data = json.loads(raw) if isinstance(raw, str) else {}
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def _refresh_saved(self) -> None:
        self.saved.clear()
        for name in sorted(self._saved()):
            self.saved.addItem(name, name)
        self.saved.setCurrentIndex(-1)

    def save_as(self, name: str) -> None:
        saved = self._saved()
        saved[name] = [[r.field_name, r.op.value, r.value_text()] for r in self.rows]
        self._settings.set_value(SAVED_KEY, json.dumps(saved))
        self._refresh_saved()

    def load_saved(self, name: str) -> None:
        for row in list(self.rows):
            self._remove(row)
        for field, operator, text in self._saved().get(name, []):
            if field in {"direction"} and self.scope is Scope.MERCHANT:
                continue
            self.add_row(field, operator, text)
        self.apply()

    def _save(self) -> None:
        name, ok = QInputDialog.getText(
            self, self.tr("Save filter"), self.tr("Name of this filter:")
        )
        if ok and name.strip():
            self.save_as(name.strip())

    def _load_saved(self, _index: int) -> None:
        name = self.saved.currentData()
        if name:
            self.load_saved(str(name))

    def _delete_saved(self) -> None:
        name = self.saved.currentData()
        if not name:
            return
        saved = self._saved()
        saved.pop(str(name), None)
        self._settings.set_value(SAVED_KEY, json.dumps(saved))
        self._refresh_saved()
