"""Teller's stylesheet, with the few colours that are not the palette's tuned for a dark
scheme, and re-applied when the desktop switches between light and dark."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from app.resources import resource

# Fixed colours chosen for a light background read poorly on a dark one (about 2:1).
DARK_OVERRIDES = """
QLabel[role="fieldError"] { color: #ff8a80; }
QLineEdit[invalid="true"], QComboBox[invalid="true"] { border: 1px solid #ff8a80; }
"""


def stylesheet(dark: bool) -> str:
    base = resource("style.qss").read_text(encoding="utf-8")
    return base + DARK_OVERRIDES if dark else base


def apply_theme(app: QApplication) -> None:
    hints = QGuiApplication.styleHints()

    def apply(scheme: Qt.ColorScheme) -> None:
        app.setStyleSheet(stylesheet(scheme is Qt.ColorScheme.Dark))

    apply(hints.colorScheme())
    hints.colorSchemeChanged.connect(apply)
