"""Windows fit a small screen: never taller or wider than its available area."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from app.views.orders.ledger_dialog import LedgerDialog

# A 1152x720 screen less its panel: smaller than the windows' default sizes, not smaller
# than the main window's minimum (the Compliance workspace needs 1104 px across).
SMALL = QRect(0, 0, 1152, 690)


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> QRect:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(SMALL))
    return SMALL


def test_windows_fit_a_small_screen(qtbot, qloop, session, settings, small_screen) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.height() <= small_screen.height()
    assert window.width() <= small_screen.width()

    window.request_log.show()
    qtbot.waitUntil(window.request_log.isVisible, timeout=5_000)
    assert window.request_log.sizeHint().height() <= small_screen.height() // 3
    assert window.request_log.height() <= small_screen.height() // 2
    window.request_log.setFloating(True)
    assert window.request_log.height() <= small_screen.height()

    for dialog in (
        LedgerDialog(session, parent=window),
        VirtualIbansDialog(session, parent=window),
    ):
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() <= small_screen.height(), type(dialog).__name__
        assert dialog.width() <= small_screen.width(), type(dialog).__name__
        dialog.close()
