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


def resized(qtbot, window, area, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """``window`` resized (its new size taken), then a loop turn: the layout requests the
    resize posted are handled before it comes, so ``area`` (a table, a scroll area) is laid
    out again at its new width, with what it fits after a resize."""
    window.resize(width, height)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (width, height), timeout=5_000)
    loop_turn(qtbot)
    qtbot.waitUntil(lambda: area.viewport().width() <= width, timeout=5_000)
