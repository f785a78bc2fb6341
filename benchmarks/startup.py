"""Process start to the sign-in dialog on screen, beside a bare PySide6 empty dialog.

Run: .venv/bin/python -m benchmarks.startup   (offscreen; best of RUNS runs each)
Both programs print ``shown-at <epoch>`` at their dialog's first paint.

Both run with a bytecode cache (in a temporary folder, after one warm-up run each), as an
installed Teller has: with ``PYTHONDONTWRITEBYTECODE`` set, as on the development machines,
every start compiles Teller's modules again (about 30 ms), which no installed copy pays.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from benchmarks.common import machine

RUNS = 7
BARE = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog
class F(QObject):
    def eventFilter(self, w, e):
        if e.type() == QEvent.Type.Paint:
            w.removeEventFilter(self); print(f"shown-at {time.time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False
app = QApplication([]); d = QDialog(); f = F(d); d.installEventFilter(f); d.show(); app.exec()
"""


def once(command: list[str], env: dict[str, str]) -> float:
    started = time.time()
    out = subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=60, check=True
    ).stdout
    shown = next(float(line.split()[1]) for line in out.splitlines() if line.startswith("shown-at"))
    return shown - started


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_DATA_HOME": home,
            "XDG_CONFIG_HOME": home,
            "PYTHONPYCACHEPREFIX": os.path.join(home, "pycache"),
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        once([sys.executable, "-c", BARE], env)  # warm-up: bytecode written, files cached
        once([sys.executable, "-m", "app", "--exit-when-shown"], env)
        bare = [once([sys.executable, "-c", BARE], env) for _ in range(RUNS)]
        teller = [
            once([sys.executable, "-m", "app", "--exit-when-shown"], env) for _ in range(RUNS)
        ]
    print(f"Machine: {machine()}\n")
    print("| program | best of 7 | ratio |")
    print("|---|---|---|")
    print(f"| bare PySide6 empty QDialog (baseline) | {min(bare) * 1000:.0f} ms | 1.00 |")
    print(
        f"| Teller sign-in dialog | {min(teller) * 1000:.0f} ms | {min(teller) / min(bare):.2f} |"
    )


if __name__ == "__main__":
    main()
