"""The sandbox as a real process: one line when it listens, one line when it cannot."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.helpers.live_server import sandbox_process


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sandbox", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_prints_one_line_and_answers(tmp_path: Path) -> None:
    with sandbox_process(tmp_path / "s.db", "--lifecycle-delay", "off") as (base_url, process):
        response = httpx.post(
            f"{base_url}/api/v1/auth/login", json={"api_code": "demo", "api_key": "demo-key"}
        )
        assert response.status_code == 200
        process.send_signal(signal.SIGTERM)
        out, _err = process.communicate(timeout=20)
        assert process.returncode == 0
        assert out == ""  # the announce line was the only output and was read already


def test_stops_when_its_parent_closes_stdin(tmp_path: Path) -> None:
    with sandbox_process(tmp_path / "s.db", "--stop-on-stdin-eof") as (_base_url, process):
        assert process.stdin is not None
        process.stdin.close()
        assert process.wait(timeout=20) == 0


def test_sigterm_with_stdin_still_open_is_a_clean_exit(tmp_path: Path) -> None:
    """What Teller's sign-out and quit send: SIGTERM while the parent still holds stdin. The
    stdin watcher held the buffered reader's lock at shutdown: "Fatal Python error:
    _enter_buffered_busy" and exit 134 (a core dump)."""
    with sandbox_process(tmp_path / "s.db", "--stop-on-stdin-eof") as (base_url, process):
        httpx.post(f"{base_url}/api/v1/auth/login", json={"api_code": "demo", "api_key": "x"})
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=20)  # stdin stays open: no EOF helps it stop
        assert process.stderr is not None
        err = process.stderr.read()
    assert code == 0, err
    assert "Fatal Python error" not in err


def test_refuses_a_public_host() -> None:
    result = run_cli("--host", "0.0.0.0")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "--allow-remote" in result.stderr


def test_bad_flag_and_unusable_db_are_one_line_errors(tmp_path: Path) -> None:
    for args in (
        ["--bogus"],
        ["--db", str(tmp_path / "missing" / "s.db")],
        ["--db", str(tmp_path)],
    ):
        result = run_cli(*args)
        assert result.returncode == 2, args
        assert result.stderr.count("\n") == 1, result.stderr
        assert "Traceback" not in result.stderr
    assert os.listdir(tmp_path) == []


def assert_one_line_usage_error(result: subprocess.CompletedProcess[str]) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("teller-sandbox: error: "), result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_a_file_that_is_not_sqlite_is_a_one_line_error(tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("Not a database, just some words that are long enough to matter.\n" * 20)
    result = run_cli("--db", str(text))
    assert_one_line_usage_error(result)
    assert str(text) in result.stderr
    assert text.read_text().startswith("Not a database")  # left as it was


@pytest.mark.skipif(not Path("/proc/version").exists(), reason="needs Linux's /proc")
def test_a_special_file_is_a_one_line_error() -> None:
    result = run_cli("--db", "/proc/version")
    assert_one_line_usage_error(result)
    assert "/proc/version" in result.stderr


def test_a_port_in_use_is_a_one_line_error(tmp_path: Path) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_cli("--port", str(port), "--db", str(tmp_path / "s.db"))
    assert_one_line_usage_error(result)
    assert str(port) in result.stderr


def test_the_listening_socket_answers_without_nagle_delays() -> None:
    """Accepted connections get TCP_NODELAY (asyncio sets it only for proto TCP sockets);
    without it every answer waited for a delayed ACK, about 40 ms a request."""
    import asyncio

    from sandbox.cli import _bind

    async def accept_one() -> int:
        accepted: asyncio.Future[int] = asyncio.get_running_loop().create_future()

        class Probe(asyncio.Protocol):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                sock = transport.get_extra_info("socket")
                accepted.set_result(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
                transport.close()

        listening = _bind("127.0.0.1", 0)
        server = await asyncio.get_running_loop().create_server(Probe, sock=listening)
        port = listening.getsockname()[1]
        _reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            return await asyncio.wait_for(accepted, 5)
        finally:
            writer.close()
            server.close()
            await server.wait_closed()

    assert asyncio.run(accept_one()) != 0
