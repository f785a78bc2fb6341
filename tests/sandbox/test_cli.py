"""The sandbox as a real process: one line when it listens, one line when it cannot."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import httpx

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
