"""sandbox/worker_lifeline.py: a multiprocessing child ends when its parent is killed (-9),
by the kernel's parent-death signal or by the parent's sentinel alone, even if it ignores
SIGTERM or was tied only after its parent died (tests/helpers/lifeline_family.py)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from sandbox.worker_lifeline import tie_to_parent

ROOT = Path(__file__).resolve().parents[2]
DEADLINE_SECONDS = 5.0
LINUX_ONLY = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's"
)


def _gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


@pytest.mark.parametrize(
    "mode",
    [
        pytest.param("kernel", marks=LINUX_ONLY),
        "sentinel",
        pytest.param("late-kernel", marks=LINUX_ONLY),
        "late-sentinel",
        "stubborn",
    ],
)
def test_a_child_ends_soon_after_its_parent_is_killed(mode: str) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-m", "tests.helpers.lifeline_family", mode],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    child = 0
    try:
        assert parent.stdout is not None
        child = int(parent.stdout.readline())
        assert not _gone(child)
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=10)
        killed = time.monotonic()
        while not _gone(child) and time.monotonic() - killed < DEADLINE_SECONDS:
            time.sleep(0.02)  # polling the child's end, bounded by the deadline
        assert _gone(child), f"the {mode} child outlived its parent by {DEADLINE_SECONDS:g} s"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        if child and not _gone(child):
            os.kill(child, signal.SIGKILL)


def test_a_process_not_started_by_multiprocessing_has_nothing_to_tie_to() -> None:
    assert multiprocessing.parent_process() is None
    assert tie_to_parent() is False
