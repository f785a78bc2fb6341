"""A parent and its multiprocessing child, for tests of sandbox/worker_lifeline.py.

``python -m tests.helpers.lifeline_family MODE`` starts one child (spawned, as uvicorn's
workers are), prints the child's pid once it is tied to this process, and then waits to be
killed. MODE says how the child behaves:

- ``kernel``: tied by the kernel's parent-death signal alone (no sentinel thread).
- ``sentinel``: tied by the parent's sentinel alone (the kernel not asked: the portable way).
- ``late-kernel``, ``late-sentinel``: the same, tied only after the parent died (the race
  the pid check covers, and the sentinel already closed).
- ``stubborn``: both ties, and SIGTERM ignored (a worker still finishing a request): only
  the end of the grace stops it.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from multiprocessing.connection import Connection

from sandbox import worker_lifeline

GRACE = 0.5


def child(mode: str, ready: Connection) -> None:
    if mode == "stubborn":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if mode.endswith("sentinel"):
        worker_lifeline._ask_kernel = lambda _signum: False  # type: ignore[assignment]
    if mode.endswith("kernel"):
        worker_lifeline._watch = lambda _sentinel, _grace: None  # type: ignore[assignment]
    if mode.startswith("late"):
        parent = os.getppid()
        ready.send(os.getpid())
        while os.getppid() == parent:
            time.sleep(0.01)  # waiting for the test to kill the parent
    else:
        worker_lifeline.tie_to_parent(grace=GRACE)
        ready.send(os.getpid())
    if mode.startswith("late"):
        worker_lifeline.tie_to_parent(grace=GRACE)
    while True:
        time.sleep(0.1)  # serving, as far as the test can tell


def main() -> None:
    mode = sys.argv[1]
    receive, send = multiprocessing.get_context("spawn").Pipe(duplex=False)
    process = multiprocessing.get_context("spawn").Process(target=child, args=(mode, send))
    process.start()
    print(receive.recv(), flush=True)
    while True:
        time.sleep(1)  # until the test kills this process


if __name__ == "__main__":
    main()
