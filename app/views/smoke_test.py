"""``teller --smoke-test``: the packaged app proves it can start its sandbox and sign in."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.views.app_controller import AppController

TIMEOUT_MS = 90_000


def run_smoke_test(controller: AppController, outcome: dict[str, int]) -> None:
    app = QApplication.instance()
    assert app is not None

    def finish(code: int, message: str) -> None:
        outcome["code"] = code
        print(message, file=sys.stderr if code else sys.stdout, flush=True)
        app.quit()

    def signed_in(_session: object) -> None:
        QTimer.singleShot(
            200, lambda: finish(0, "Smoke test passed: signed in to the built-in sandbox.")
        )

    dialog = controller.sign_in
    assert dialog is not None
    dialog.choose_built_in_sandbox()  # whatever this machine last used: the check is the sandbox
    dialog.signed_in.connect(signed_in)
    controller.sandbox.failed.connect(lambda message: finish(1, f"Smoke test failed: {message}"))
    QTimer.singleShot(0, dialog.submit)
    QTimer.singleShot(TIMEOUT_MS, lambda: finish(1, "Smoke test failed: no sign-in within 90 s."))
