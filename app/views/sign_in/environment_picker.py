"""The sign-in dialog's environment picker: whole names, cut in the middle only when they
truly do not fit, the full name in the tooltip.

A profile's name ends with what matters most ("Prod loopback · PRODUCTION"): a combo sized on
first show kept its width when Manage environments added a longer name, and cut it at the
right ("Prod loopback · PR"), the one word that says real money moves."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)


class EnvironmentPicker(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # As wide as its longest name, whenever the names change (not only when first shown),
        # and as wide as the form's fields when there is room.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.currentIndexChanged.connect(self._name_in_tooltip)

    def shown_text(self) -> str:
        """The current name as painted: whole when it fits, else cut in the middle."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self._elided(option)

    def _elided(self, option: QStyleOptionComboBox) -> str:
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        return self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideMiddle, field.width()
        )

    def paintEvent(self, _event):  # type: ignore[no-untyped-def]  # noqa: N802 (Qt's name)
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self._elided(option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def _name_in_tooltip(self) -> None:
        self.setToolTip(self.currentText())
