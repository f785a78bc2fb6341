"""Real sandbox servers on loopback for tests that need a socket (transport faults, threads)."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn
from fastapi import FastAPI

START_TIMEOUT_SECONDS = 10.0


@contextmanager
def serve_in_thread(app: FastAPI) -> Iterator[str]:
    """Serve ``app`` with uvicorn on 127.0.0.1 and a free port; yields the base URL."""
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, name="sandbox-test-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test sandbox server did not start")
        time.sleep(0.005)  # polling for readiness, bounded by the deadline
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@contextmanager
def quote_sandbox(folder: Path, quote_seconds: float) -> Iterator[str]:
    """An empty sandbox in a thread (no demo data, no lifecycle steps, no rate limit) whose
    quotes last ``quote_seconds``; yields its base URL."""
    from sandbox.app import create_app
    from sandbox.config import SandboxConfig

    app = create_app(
        SandboxConfig(
            db_path=folder / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
            quote_validity_seconds=quote_seconds,
        )
    )
    with serve_in_thread(app) as base_url:
        yield base_url


@contextmanager
def sandbox_process(db_path: Path, *extra: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``python -m sandbox`` on a free loopback port; yields (base URL, process), then stops it."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "sandbox",
            "--port",
            "0",
            "--db",
            str(db_path),
            "--rate-limit",
            "0",
            *extra,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # the sandbox prints exactly this one line when ready
        match = re.match(r"Sandbox listening on (http://\S+)", line)
        if match is None:
            raise RuntimeError(
                f"the sandbox did not start: {line!r} {process.stderr.read() if process.stderr else ''}"
            )
        yield match.group(1), process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
