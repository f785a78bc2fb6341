"""Process start to the sign-in dialog on screen, beside a bare PySide6 empty dialog.

Run: .venv/bin/python -m benchmarks.startup [RUNS]   (offscreen; RUNS runs each, default 7)
Both programs print ``shown-at <epoch>`` at their dialog's first paint. The table gives the
best and the median of each, wall time and CPU time: on a loaded machine the wall time of
both programs swells with the waiting for a core, and the CPU time used by the paint is the
figure that moves least.

Both run with a bytecode cache (in a temporary folder, after one warm-up run each), as an
installed Teller has: with ``PYTHONDONTWRITEBYTECODE`` set, as on the development machines,
every start compiles Teller's modules again (about 30 ms), which no installed copy pays.
"""

from __future__ import annotations

import os
import statistics
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
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else RUNS
    with tempfile.TemporaryDirectory() as home:
        env = app_environment(home)
        once([sys.executable, "-c", BARE], env)  # warm-up: bytecode written, files cached
        once([sys.executable, "-m", "app", "--exit-when-shown"], env)
        bare: list[tuple[float, float]] = []
        teller: list[tuple[float, float]] = []
        for _ in range(runs):  # taken in turns: a burst of load hits both alike
            bare.append(once([sys.executable, "-c", BARE], env))
            teller.append(once([sys.executable, "-m", "app", "--exit-when-shown"], env))
    print(f"Machine: {machine()}, load average {os.getloadavg()[0]:.1f}\n")
    print(
        f"| program ({runs} runs each) | wall best | median | ratio (median) "
        "| CPU by the paint, best | median | ratio (median) |"
    )
    print("|---|---|---|---|---|---|---|")
    base_wall = statistics.median(t for t, _ in bare)
    base_cpu = statistics.median(c for _, c in bare)
    for label, samples in (
        ("bare PySide6 empty QDialog (baseline)", bare),
        ("Teller sign-in dialog", teller),
    ):
        wall = [t * 1000 for t, _ in samples]
        cpu = [c * 1000 for _, c in samples]
        print(
            f"| {label} | {min(wall):.0f} ms | {statistics.median(wall):.0f} ms "
            f"| {statistics.median(wall) / base_wall / 1000:.2f} "
            f"| {min(cpu):.0f} ms | {statistics.median(cpu):.0f} ms "
            f"| {statistics.median(cpu) / base_cpu / 1000:.2f} |"
        )


if __name__ == "__main__":
    main()
