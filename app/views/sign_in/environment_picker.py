"""The sign-in dialog's environment picker: whole names, cut in the middle only when they
truly do not fit, the full name in the tooltip.

A profile's name ends with what matters most ("Prod loopback · PRODUCTION"): a combo sized on
first show kept its width when Manage environments added a longer name, and cut it at the
right ("Prod loopback · PR"), the one word that says real money moves."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

from app.services.environments import EnvironmentKind, Profile


class EnvironmentPicker(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # As wide as its longest name, whenever the names change (not only when first shown),
        # and as wide as the form's fields when there is room.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.currentIndexChanged.connect(self._name_in_tooltip)
        self._profiles: dict[str, Profile] = {}

    def fill(self, profiles: list[Profile]) -> None:
        """Built-in sandbox, the named profiles, then a custom server typed in the form; the
        choice is left to the caller (no signal while filling)."""
        self.blockSignals(True)
        self.clear()
        self.addItem(
            QCoreApplication.translate("SignInDialog", "Sandbox (built in)"),
            EnvironmentKind.SANDBOX.value,
        )
        self._profiles = {f"profile:{p.id}": p for p in profiles}
        for data, profile in self._profiles.items():
            word = (
                QCoreApplication.translate("SignInDialog", " · PRODUCTION")
                if profile.kind is EnvironmentKind.PRODUCTION
                else ""
            )
            self.addItem(f"{profile.name}{word}", data)
        self.addItem(
            QCoreApplication.translate("SignInDialog", "Custom server"),
            EnvironmentKind.CUSTOM.value,
        )
        self.blockSignals(False)

    @property
    def profile(self) -> Profile | None:
        """The connection profile chosen, if one is."""
        return self._profiles.get(str(self.currentData()))

    @property
    def built_in(self) -> bool:
        return str(self.currentData()) == EnvironmentKind.SANDBOX.value

    @property
    def custom(self) -> bool:
        return str(self.currentData()) == EnvironmentKind.CUSTOM.value

    @property
    def kind(self) -> EnvironmentKind:
        profile = self.profile
        return profile.kind if profile is not None else EnvironmentKind(self.currentData())

    def refill(self, profiles: list[Profile]) -> None:
        """Filled again (profiles saved), keeping the choice if it is still listed."""
        chosen = str(self.currentData())
        self.fill(profiles)
        self.choose(chosen)

    def choose(self, data: str) -> None:
        """Choose the item for ``data`` (a kind's value or ``profile:<id>``), else the first."""
        self.setCurrentIndex(max(self.findData(data), 0))

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


def grow_for_names(window: QWidget) -> None:
    """Widen ``window`` to its size hint (its picker's longest name), within the screen."""
    wanted = window.sizeHint().width()
    screen = window.screen()
    room = screen.availableGeometry().width() if screen is not None else wanted
    if window.width() < wanted:
        window.resize(min(wanted, room), window.height())
