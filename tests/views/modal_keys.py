"""Answering a real modal question by keyboard, from inside its own ``exec()``.

A question asked with ``exec()`` (a QMessageBox, the delete dialog) runs an event loop of its
own until answered, so the test cannot answer it after the call that opened it: the answer is
set up first and acts once the box is up and has its focus, typing where that focus is, as
a person's keys land. A box the keys left open is closed (and said), never left to hang the
suite.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

SETTLE_TURNS = 100  # about a second for a box to close after the keys
LOOKS = 500  # turns of about 10 ms: a box that never came stops being looked for
Stroke = Qt.Key | str | tuple[Qt.Key, Qt.KeyboardModifier]  # a key, text, or a key with Alt...


@dataclass
class Answered:
    """What the box said and how it ended (filled in once it was up)."""

    title: str = ""
    texts: list[str] = field(default_factory=list)  # its labels, and a message box's texts
    focus_at_start: str = ""  # the text of the button or the kind of field that had the focus
    left_open: bool = False  # the keys did not close it: the test fails on this
    box: QWidget | None = None

    @property
    def shown(self) -> bool:
        return self.box is not None


def _focus_name(widget: QWidget | None) -> str:
    return widget.text() if isinstance(widget, QAbstractButton) else type(widget).__name__


def answer_modal(qtbot, kind: type[QWidget], strokes: Sequence[Stroke]) -> Answered:  # type: ignore[no-untyped-def]
    """Once a modal ``kind`` is up, read it and type ``strokes`` where its focus is."""
    answered = Answered()
    looks = [0]

    def act() -> None:
        box = QApplication.activeModalWidget()
        up = isinstance(box, kind) and box.focusWidget() is not None
        if not up or QApplication.activeWindow() is not box:
            # Keys go to the active window's focus (its shortcuts first): until the box is
            # active, a letter could reach the window under it.
            if box is not None:
                box.activateWindow()  # as the window manager does for a new dialog
            looks[0] += 1
            if looks[0] < LOOKS:  # not up yet: look again on the next turn
                QTimer.singleShot(10, act)
            return
        answered.box = box
        answered.title = box.windowTitle()
        answered.texts = [label.text() for label in box.findChildren(QLabel)]
        if isinstance(box, QMessageBox):
            answered.texts += [box.text(), box.informativeText()]
        answered.focus_at_start = _focus_name(box.focusWidget())
        for stroke in strokes:
            where = box.focusWidget() or box
            if isinstance(stroke, str):
                qtbot.keyClicks(where, stroke)
            elif isinstance(stroke, tuple):
                qtbot.keyClick(where, stroke[0], stroke[1])
            else:
                qtbot.keyClick(where, stroke)
        closed(box, 0)

    def closed(box: QWidget, turn: int) -> None:
        """A button a letter chose clicks itself a moment later (``animateClick``): the box
        has a few turns to close before it is said to have been left open."""
        if not box.isVisible():
            return
        if turn < SETTLE_TURNS:
            QTimer.singleShot(10, lambda: closed(box, turn + 1))
            return
        answered.left_open = True  # the keys did not close it: fail, do not hang the suite
        if isinstance(box, QDialog):
            box.reject()
        else:
            box.close()

    QTimer.singleShot(0, act)
    return answered
