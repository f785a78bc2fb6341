"""Start-up: the sign-in dialog paints before the heavy layers load, and they load after.

Each check runs Teller's real start-up (``app.main.start``) in a fresh interpreter: what a
test process has imported already would hide what start-up imports.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

# Loaded before the first paint, these cost start-up 10-120 ms each (docs/performance.md).
HEAVY = (
    "asyncio",
    "qasync",
    "pydantic",
    "httpx",
    "importlib.metadata",
    "sqlite3",
    "keyring",
    "pypdfium2",
    "app.models.accounts",
    "app.api.client",
    "app.services.session",
    "app.services.journal",
    "app.views.main_window",
    "secrets",  # with hmac and hashlib, about 4 ms: the sandbox's secret is os.urandom's
    "uuid",  # with platform, about 3 ms: imported when a profile is made
    # imported on the click before, 100-200 ms each (a profile of the click, issue 28)
    "anyio._backends._asyncio",
    "app.services.evidence.service",
    "app.services.bulk.batch_store",
)

PROBE = """
import json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from app.main import run, start

started = start([sys.argv[0]])
seen = {}

class AtPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "paint" not in seen:
            seen["paint"] = sorted(m for m in HEAVY if m in sys.modules)
        return False

probe = AtPaint()
started.controller.sign_in.installEventFilter(probe)

def after() -> None:
    if started.controller.warm_up.worker is None or started.controller.warm_up.worker.is_alive():
        QTimer.singleShot(10, after)
        return
    import asyncio
    seen["loop"] = asyncio.get_event_loop().is_running()
    seen["later"] = sorted(m for m in HEAVY if m in sys.modules)
    from app.api.wire import verifying_tls
    seen["tls"] = verifying_tls.cache_info().currsize  # made by the warm-up, not a click
    started.app.quit()

started.controller.warm_up.finished.connect(after)
QTimer.singleShot(60_000, started.app.quit)
run(started)
print(json.dumps(seen))
"""


def _start_up(tmp_path: Path) -> dict[str, object]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
    }
    code = f"HEAVY = {HEAVY!r}\n{PROBE}"
    out = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    ).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def test_the_dialog_paints_before_the_heavy_layers_load_and_they_load_after(tmp_path: Path):
    seen = _start_up(tmp_path)
    assert seen["paint"] == []
    assert seen["loop"] is True  # asyncio runs on Qt's loop once the dialog is on screen
    assert set(seen["later"]) >= {  # the warm-up loaded what signing in needs
        "asyncio",
        "qasync",
        "pydantic",
        "httpx",
        "app.api.client",
        "app.services.session",
        "app.views.main_window",
        "anyio._backends._asyncio",
        "app.services.evidence.service",
        "app.services.bulk.batch_store",
    }
    assert seen["tls"] == 1
