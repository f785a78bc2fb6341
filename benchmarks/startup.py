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

from benchmarks.common import app_environment, machine

RUNS = 7
BARE = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog
class F(QObject):
    def eventFilter(self, w, e):
        if e.type() == QEvent.Type.Paint:
            w.removeEventFilter(self)
            print(f"shown-at {time.time():.6f} cpu {time.process_time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False
app = QApplication([]); d = QDialog(); f = F(d); d.installEventFilter(f); d.show(); app.exec()
"""


def once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time from the spawn to the first paint, and the CPU time the process had used by
    then (the interpreter's own start included)."""
    started = time.time()
    out = subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=60, check=True
    ).stdout
    line = next(line for line in out.splitlines() if line.startswith("shown-at"))
    fields = line.split()
    return float(fields[1]) - started, float(fields[3])


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = app_environment(home)
        once([sys.executable, "-c", BARE], env)  # warm-up: bytecode written, files cached
        once([sys.executable, "-m", "app", "--exit-when-shown"], env)
        bare: list[tuple[float, float]] = []
        teller: list[tuple[float, float]] = []
        for _ in range(RUNS):  # taken in turns: a burst of load hits both alike
            bare.append(once([sys.executable, "-c", BARE], env))
            teller.append(once([sys.executable, "-m", "app", "--exit-when-shown"], env))
    wall = min(t for t, _ in bare), min(t for t, _ in teller)
    cpu = min(c for _, c in bare), min(c for _, c in teller)
    print(f"Machine: {machine()}, load average {os.getloadavg()[0]:.1f}\n")
    print(f"| program | wall, best of {RUNS} | ratio | CPU time used by the paint | ratio |")
    print("|---|---|---|---|---|")
    print(
        f"| bare PySide6 empty QDialog (baseline) | {wall[0] * 1000:.0f} ms | 1.00 "
        f"| {cpu[0] * 1000:.0f} ms | 1.00 |"
    )
    print(
        f"| Teller sign-in dialog | {wall[1] * 1000:.0f} ms | {wall[1] / wall[0]:.2f} "
        f"| {cpu[1] * 1000:.0f} ms | {cpu[1] / cpu[0]:.2f} |"
    )


if __name__ == "__main__":
    main()
