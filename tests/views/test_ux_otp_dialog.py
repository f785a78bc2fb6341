"""The OTP dialog driven by the keyboard, as a person meets it after a wrong code."""

from __future__ import annotations

import itertools
import uuid

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from app.services.context import AccountRef
from app.views.payouts.otp_dialog import OtpDialog
from app.views.task_runner import TaskRunner
from tests.helpers.bodies import bank_payout
from tests.helpers.full_client import full_client


@pytest.fixture
def otp_order(session, funded, arun):  # type: ignore[no-untyped-def]
    """A payout of 1,500.00 that waits for its OTP."""
    uid, aid = funded
    order = arun(
        full_client(session).create_bank_payout(
            uid, aid, bank_payout(150_000), idempotency_key=str(uuid.uuid4())
        )
    )
    assert order.is_otp_required
    return AccountRef(uid, aid), order


def open_otp(qtbot, session, otp_order) -> OtpDialog:  # type: ignore[no-untyped-def]
    ref, order = otp_order
    dialog = OtpDialog(session, ref, order, lambda owner, banner: TaskRunner(owner, banner))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.code)
    return dialog


def default_button(dialog) -> QPushButton | None:  # type: ignore[no-untyped-def]
    return next((b for b in dialog.findChildren(QPushButton) if b.isDefault()), None)


def test_a_wrong_code_keeps_the_dialog_and_enter_submits_again(
    qtbot, qloop, session, helpers, otp_order, arun
) -> None:  # type: ignore[no-untyped-def]
    _ref, order = otp_order
    dialog = open_otp(qtbot, session, otp_order)
    qtbot.keyClicks(dialog.focusWidget(), "000000")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=5_000)
    assert dialog.isVisible()
    assert dialog.code_error.text() == "The OTP code is wrong; the sandbox's code is 123456."
    assert dialog.code_error.isVisible()  # the message is at the field
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.code, timeout=2_000)
    # typing replaces the wrong code
    qtbot.waitUntil(lambda: dialog.code.selectedText() == "000000", timeout=2_000)
    assert default_button(dialog) is dialog.validate_button

    qtbot.keyClicks(dialog.focusWidget(), "123456")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    assert dialog.result() == OtpDialog.DialogCode.Accepted
    assert dialog.validated is not None
    assert dialog.validated.id == order.id
    # validated on the server: the payout may move on now (it refuses before its OTP)
    assert arun(helpers.advance_order(order.id, "PENDING")).state == "PENDING"


def test_enter_pressed_again_at_once_never_cancels(qtbot, qloop, session, otp_order) -> None:  # type: ignore[no-untyped-def]
    """Enter again while the wrong code is checked, and again after: never Cancel."""
    dialog = open_otp(qtbot, session, otp_order)
    before = len(session.client.request_log.entries())
    qtbot.keyClicks(dialog.focusWidget(), "111111")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.runner.busy
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)  # while busy
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=5_000)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)  # at once after
    qtbot.waitUntil(lambda: not dialog.runner.busy, timeout=5_000)
    assert dialog.isVisible()
    sent = [e.url for e in session.client.request_log.entries()[before:]]
    assert [url.endswith("/otp") for url in sent] == [True, True]  # Enter meant Validate
    assert default_button(dialog) is dialog.validate_button


def test_a_message_at_the_code_grows_the_dialog_instead_of_overlapping(
    qtbot, qloop, session, otp_order
) -> None:  # type: ignore[no-untyped-def]
    dialog = open_otp(qtbot, session, otp_order)
    qtbot.keyClicks(dialog.focusWidget(), "000000")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.code_error.text() != "", timeout=5_000)
    dialog.banner.show_error(  # longer than the two lines the banner keeps room for
        "Something went wrong inside Teller (RuntimeError). Try again; if it keeps "
        "happening, report it with the log. The payout itself was not changed."
    )
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    shown = [
        w
        for w in dialog.findChildren(QWidget)
        if w.parent() is dialog and w.isVisible() and not w.isWindow()
    ]
    assert len(shown) >= 5  # intro, banner, code, its message, buttons
    boxes = sorted((w.geometry() for w in shown), key=lambda r: r.top())
    for upper, lower in itertools.pairwise(boxes):
        assert upper.bottom() < lower.top(), (upper, lower)
    assert boxes[-1].bottom() <= dialog.height()
    for label in dialog.findChildren(QLabel):  # wrapped text gets the height it needs
        if label.isVisible() and label.wordWrap() and label.text():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
