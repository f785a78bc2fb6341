"""A country by its ISO code, picked by code or name with completion ("DE — Germany")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter, QWidget

from app.models.countries import country_codes
from app.views.widgets.terms import country_label


class CountryPicker(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addItem("", "")
        for code in sorted(country_codes()):
            self.addItem(country_label(code), code)
        completer = QCompleter(self.model(), self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompleter(completer)
        line = self.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("Country"))

    def code(self) -> str:
        """The ISO code typed or chosen ('de', 'DE — Germany' -> 'DE'); '' when empty."""
        return self.currentText().split("—", 1)[0].strip().upper()

    def set_code(self, code: str) -> None:
        index = self.findData(code.upper())
        if index >= 0:
            self.setCurrentIndex(index)
        else:
            self.setEditText(code)
