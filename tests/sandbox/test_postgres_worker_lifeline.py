"""``kill -9`` of a ``--workers`` sandbox's parent (issue 23, item 6): its workers go with it,
and the same command on the same port starts again within seconds.

The workers are uvicorn's, spawned by its Multiprocess supervisor; an orphan used to go on
serving and hold the port, so a restart exited 2 ("address in use") until someone found
and killed it by hand. Real processes on the session's private PostgreSQL (pgserver).
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import httpx
import psutil
import pytest

# Workers notice a dead parent at once (Linux) and stop gracefully; past this they are late.
DEADLINE_SECONDS = 10.0
START_SECONDS = 60.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def _command(db_url: str, port: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "sandbox",
        "--port",
        str(port),
        "--db",
        db_url,
        "--workers",
        "2",
        "--rate-limit",
        "0",
        "--lifecycle-delay",
        "off",
    ]


@contextmanager
def _started(command: list[str]) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """The command, once it says where it listens; stopped (and any child left) afterwards."""
    process = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    children: list[psutil.Process] = []
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        match = re.match(r"Sandbox listening on (http://\S+)", line)
        if match is None:
            process.kill()
            _out, err = process.communicate(timeout=START_SECONDS)
            raise AssertionError(f"the sandbox did not start (exit {process.returncode}): {err}")
        children = psutil.Process(process.pid).children(recursive=True)
        yield match.group(1), process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for child in children:  # whatever the test left behind: never an orphan after it
            with suppress(psutil.NoSuchProcess):
                child.kill()


def _alive(process: psutil.Process) -> bool:
    try:
        return process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


@pytest.mark.slow
@pytest.mark.parametrize("db_engine", ["postgresql"], indirect=True)
def test_workers_die_with_a_killed_parent_and_the_port_is_free_again(
    db_url: str, db_engine: str
) -> None:
    assert db_engine == "postgresql"
    port = _free_port()
    command = _command(db_url, port)
    with _started(command) as (base, parent):
        workers = psutil.Process(parent.pid).children(recursive=True)
        serving = [w for w in workers if "resource_tracker" not in " ".join(w.cmdline())]
        assert len(serving) == 2, [w.cmdline() for w in workers]
        assert httpx.get(f"{base}/api/v1/ready-check", timeout=10).status_code < 500
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=10)
        killed = time.monotonic()
        while any(_alive(w) for w in workers) and time.monotonic() - killed < DEADLINE_SECONDS:
            time.sleep(0.05)  # polling the workers' end, bounded by the deadline
        left = [w.pid for w in workers if _alive(w)]
        assert not left, f"workers still running {DEADLINE_SECONDS:g} s after kill -9: {left}"
        assert not _listening(port)
    restarted = time.monotonic()
    with _started(command) as (base, _again):
        assert base.endswith(f":{port}")
        assert httpx.get(f"{base}/api/v1/ready-check", timeout=10).status_code < 500
    assert time.monotonic() - restarted < START_SECONDS
