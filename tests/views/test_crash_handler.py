"""Every exception raised in a Qt callback or a thread reaches the person as a sentence (the
active window's banner, or a message box), its traceback goes to the log, and Teller goes on.
Before, PySide printed it to stderr and nothing was said (an unwritable data folder failed
silently)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from app.services.credentials import CredentialStore
from app.services.environments import EnvironmentKind
from app.views.crash_handler import CrashHandler
from app.views.sign_in.dialog import SignInDialog

pytestmark = pytest.mark.qt_no_exception_capture  # the handler under test catches them


@pytest.fixture
def handler(qapp) -> Iterator[CrashHandler]:  # type: ignore[no-untyped-def]
    installed = CrashHandler()
    installed.install()
    try:
        yield installed
    finally:
        installed.uninstall()
        if installed.last_box is not None:
            installed.last_box.close()
        _windows.clear()


_windows: list[QWidget] = []  # kept alive until the test's end (qtbot closes them)


def raising_button(qtbot, error: BaseException) -> QPushButton:  # type: ignore[no-untyped-def]
    window = QWidget()
    _windows.append(window)
    qtbot.addWidget(window)
    button = QPushButton("Go", window)
    QVBoxLayout(window).addWidget(button)
    calls: list[int] = []

    def slot() -> None:
        calls.append(1)
        raise error

    button.clicked.connect(slot)
    button.calls = calls  # type: ignore[attr-defined]
    window.show()
    qtbot.waitExposed(window)
    return button


def test_a_slot_that_raises_is_a_sentence_and_teller_goes_on(
    qtbot, handler: CrashHandler, caplog
) -> None:  # type: ignore[no-untyped-def]
    caplog.set_level(logging.ERROR, logger="teller.crash")
    button = raising_button(
        qtbot, PermissionError(13, "Permission denied", "/home/ana/.local/share/Teller")
    )
    with qtbot.waitSignal(handler.shown, timeout=2_000) as shown:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    sentence = shown.args[0]
    assert "/home/ana/.local/share/Teller" in sentence
    assert "\n" not in sentence
    box = handler.last_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.text() == sentence
    assert any(r.exc_info and r.exc_info[0] is PermissionError for r in caplog.records)
    # Teller goes on: the box closes with Enter, and the same slot can run again.
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible())
    with qtbot.waitSignal(handler.shown, timeout=2_000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.calls == [1, 1]  # type: ignore[attr-defined]


def test_any_other_error_says_what_and_what_to_do(qtbot, handler: CrashHandler) -> None:  # type: ignore[no-untyped-def]
    button = raising_button(qtbot, KeyError("account"))
    with qtbot.waitSignal(handler.shown, timeout=2_000) as shown:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert "KeyError" in shown.args[0]
    assert "report it with the log" in shown.args[0]


def test_an_error_in_a_thread_is_shown_on_the_ui_thread(qtbot, handler: CrashHandler) -> None:  # type: ignore[no-untyped-def]
    def work() -> None:
        raise OSError(28, "No space left on device", "/tmp/teller.sqlite3")

    with qtbot.waitSignal(handler.shown, timeout=2_000) as shown:
        thread = threading.Thread(target=work, name="writer")
        thread.start()
        thread.join()
    assert "No space left on device" in shown.args[0]
    assert handler.last_box is not None


def test_the_active_dialogs_banner_says_it(qtbot, qloop, settings, sandbox_child, handler) -> None:  # type: ignore[no-untyped-def]
    settings.environment_kind = EnvironmentKind.CUSTOM
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    button = QPushButton("Go", dialog)
    button.clicked.connect(lambda: 1 / 0)
    with qtbot.waitSignal(handler.shown, timeout=2_000) as shown:
        button.click()
    assert dialog.banner.isVisible()
    assert dialog.banner.text == shown.args[0]
    assert "ZeroDivisionError" in shown.args[0]
    assert handler.last_box is None
