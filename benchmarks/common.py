"""Shared bits of the benchmark scripts: machine description, percentiles, a sandbox process."""

from __future__ import annotations

import asyncio
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC"
    )


def percentile(samples: list[float], pct: float) -> float:
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def median(samples: list[float]) -> float:
    return statistics.median(samples)


@contextmanager
def sandbox_process(db: Path, *extra: str) -> Iterator[str]:
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "sandbox",
            "--port",
            "0",
            "--db",
            str(db),
            "--rate-limit",
            "0",
            "--lifecycle-delay",
            "off",
            *extra,
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        match = re.match(r"Sandbox listening on (\S+)", line)
        if not match:
            raise SystemExit(f"sandbox did not start: {line!r}")
        yield match.group(1)
    finally:
        process.terminate()
        process.wait(timeout=30)


def app_environment(home: str) -> dict[str, str]:
    """A fresh Teller's environment for a child process: offscreen, its own data and
    settings in ``home``, and a bytecode cache (as an installed copy has)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": home,
        "XDG_CONFIG_HOME": home,
        "PYTHONPYCACHEPREFIX": os.path.join(home, "pycache"),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


TICK = 0.001  # the stall ticker's sleep


class Ticker:
    """A 1 ms sleep on the loop, again and again; its worst lateness is the longest stall."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            asked = time.perf_counter()
            await asyncio.sleep(TICK)
            self.worst = max(self.worst, time.perf_counter() - asked - TICK)

    def start(self) -> None:
        self.worst = 0.0
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> float:
        assert self._task is not None
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
        return self.worst * 1000
