"""PySide6 6.12.0 drops a reference to None on every void Qt call and aborts the
interpreter after a few thousand (see ../shared/TESTING.md); we pin below 6.12."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_qt_binding_keeps_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(1000):
        label.setText("x")
    assert sys.getrefcount(None) - before < 50
