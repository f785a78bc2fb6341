"""Signing in leaves the payout forms' checkers unloaded until the Payouts workspace shows.

schwifty (IBAN and BIC), pycryptodome's keccak (EIP-55 addresses) and pycountry cost about
7 MiB and were imported with the models at sign-in; only the payout forms use them. This
signs in to the built-in sandbox in a fresh interpreter (a test process has imported them
already), builds every waiting workspace, and looks at ``sys.modules``; then shows Payouts,
which loads schwifty and keccak in a thread so the first keystroke does not wait for them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CHECKERS = ("schwifty", "Crypto", "pycountry")

PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from app.main import run, start

started = start([sys.argv[0]])
controller = started.controller
dialog = controller.sign_in
seen = {}

def signed_in() -> None:
    window = controller.window
    if window is None:
        QTimer.singleShot(20, signed_in)
        return
    while window.tabs.build_next():  # Orders, Payouts and Compliance, as after the paint
        pass
    QTimer.singleShot(200, look)

def look() -> None:
    seen["signed in"] = sorted(m for m in CHECKERS if m in sys.modules)
    window = controller.window
    window.tabs.setCurrentWidget(window.payouts)
    from app.views import warm_up

    for thread in warm_up._payout_checks:  # started by the workspace's show, if it was
        thread.join(30)
    seen["payouts shown"] = sorted(m for m in CHECKERS if m in sys.modules)
    started.app.quit()

dialog.choose_built_in_sandbox()
dialog.signed_in.connect(lambda _session: QTimer.singleShot(0, signed_in))
QTimer.singleShot(0, dialog.submit)
QTimer.singleShot(60_000, started.app.quit)
run(started)
print(json.dumps(seen))
"""


def test_signing_in_does_not_import_the_payout_checkers(tmp_path: Path):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
    }
    out = subprocess.run(
        [sys.executable, "-c", f"CHECKERS = {CHECKERS!r}\n{PROBE}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    ).stdout
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["signed in"] == []
    # Payouts on screen: the IBAN and address checkers load in a thread (schwifty brings
    # pycountry with it)
    assert seen["payouts shown"] == ["Crypto", "pycountry", "schwifty"]
