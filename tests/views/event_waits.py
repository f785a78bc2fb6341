"""Waiting for an event the test can name, rather than for a while."""

from __future__ import annotations

from PySide6.QtCore import QTimer


def loop_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """One turn of the event loop, known to have come: a zero timer started now fires after
    every timer and posted call already due (a search started by a key with no delay, an
    answer handed on from a finished task, would have gone)."""
    turn = QTimer()
    turn.setSingleShot(True)
    turn.setInterval(0)
    with qtbot.waitSignal(turn.timeout, timeout=5_000):
        turn.start()


def resized_table(qtbot, window, table, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """``window`` resized and ``table``'s viewport laid out again at its new width (it
    changed), then a loop turn for what the table fits after a resize."""
    before = table.viewport().width()
    window.resize(width, height)
    qtbot.waitUntil(lambda: table.viewport().width() != before, timeout=5_000)
    loop_turn(qtbot)
