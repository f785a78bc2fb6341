"""End to end: Teller, started as its own process with its built-in sandbox, makes a bank
payout through its real widgets, by keyboard (``tests/e2e/teller_driver.py`` drives it).

Afterwards, with Teller gone, the test looks for itself: the order in the sandbox's SQLite
file (in the throwaway data folder) with the amount typed, and no sandbox process left.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
RESULT_PREFIX = "E2E-RESULT "
AMOUNT = "123.45"
AMOUNT_MINOR = 12_345  # what AMOUNT must become on the wire and in the sandbox, in cents
DRIVER_TIMEOUT_S = 120
GONE_TIMEOUT_S = 10.0


def isolated_env(tmp_path: Path) -> dict[str, str]:
    """Offscreen Qt, and a home, settings, data and keyring of the test's own: nothing of
    this machine's Teller settings, sandbox database or keyring is read or touched."""
    home = tmp_path / "home"
    runtime = tmp_path / "runtime"
    for folder in (home, runtime):
        folder.mkdir(mode=0o700)
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS")
    }
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "QT_API": "pyside6",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_RUNTIME_DIR": str(runtime),
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
        "PYTHONUNBUFFERED": "1",
    }
    return env


def run_driver(tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    completed = subprocess.run(
        [sys.executable, "-m", "tests.e2e.teller_driver", "--amount", AMOUNT],
        cwd=REPO,
        env=isolated_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=DRIVER_TIMEOUT_S,
        check=False,
    )
    lines = [ln for ln in completed.stdout.splitlines() if ln.startswith(RESULT_PREFIX)]
    assert len(lines) == 1, f"no result line from the driver:\n{explain(completed)}"
    return completed, json.loads(lines[0].removeprefix(RESULT_PREFIX))


def explain(completed: subprocess.CompletedProcess[str]) -> str:
    return (
        f"exit code {completed.returncode}\n--- stdout\n{completed.stdout[-6000:]}"
        f"\n--- stderr\n{completed.stderr[-6000:]}"
    )


def read_order(db_path: Path, order_id: str) -> dict[str, Any] | None:
    with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as db:
        db.row_factory = sqlite3.Row
        row = db.execute("SELECT * FROM orders WHERE id = ?", (order_id,)).fetchone()
        if row is None:
            return None
        order = dict(row)
        order["ledger"] = [
            dict(entry)
            for entry in db.execute(
                "SELECT account_id, bucket, amount FROM ledger_entries WHERE order_id = ?",
                (order_id,),
            )
        ]
    return order


def processes_mentioning(text: str) -> dict[int, str]:
    """Running processes whose command line contains text (our unique temp path)."""
    found: dict[int, str] = {}
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue  # gone meanwhile
        if text in cmdline and state != "Z":
            found[int(proc.name)] = cmdline
    return found


def wait_until_gone(pid: int, marker: str) -> dict[int, str]:
    """What is still running of the sandbox (its pid, or anything using our database),
    waiting a little for an exit already under way; empty when all is gone."""
    deadline = time.monotonic() + GONE_TIMEOUT_S
    while True:
        left = processes_mentioning(marker)
        cmdline = Path(f"/proc/{pid}/cmdline")
        if cmdline.exists() and b"sandbox" in cmdline.read_bytes():
            left.setdefault(pid, cmdline.read_bytes().decode(errors="replace"))
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.1)  # polling an exit with a deadline, not a fixed wait


@pytest.mark.slow
@pytest.mark.timeout(DRIVER_TIMEOUT_S + 30)
def test_teller_makes_a_bank_payout_from_a_seeded_account(tmp_path: Path) -> None:
    started = time.monotonic()
    try:
        completed, result = run_driver(tmp_path)
        assert result["ok"], explain(completed)
        assert completed.returncode == 0, explain(completed)

        # Independently, with Teller gone: its sandbox child went with it ...
        assert isinstance(result["sandbox_pid"], int), "the driver saw no sandbox process"
        left = wait_until_gone(result["sandbox_pid"], str(tmp_path))
        assert not left, f"the sandbox outlived Teller: {left}"

        # ... and the built-in sandbox's own database holds the payout as typed.
        db_path = Path(result["db_path"])
        databases = list((tmp_path / "data").rglob("sandbox.sqlite3"))
        assert databases == [db_path], f"the sandbox's database is not (only) {db_path}"
        order = read_order(db_path, result["order_id"])
        assert order is not None, f"order {result['order_id']} is not in {db_path}"
        assert order["type"] == "BANK_PAY_OUT"
        assert order["direction"] == "OUT"
        assert order["origin_amount"] == AMOUNT_MINOR
        assert order["origin_currency"] == "EUR"
        assert order["account_id"] == result["account_id"]
        assert order["user_id"] == result["user_id"]
        assert order["state"] in ("Created", "PENDING", "SETTLED")
        assert order["otp_required"] == 0
        recipient = json.loads(order["recipient_json"])
        assert (recipient["name"], recipient["surname"], recipient["relation"]) == (
            "Lena",
            "Vogel",
            "FRIEND",
        )
        assert recipient["accountNumber"] == "DE89370400440532013000"
        assert recipient["documentType"] == "PASSPORT"
        assert (recipient["bankCountry"], recipient["country"]) == ("DE", "DE")
        assert any(
            e["account_id"] == result["account_id"] and abs(e["amount"]) == AMOUNT_MINOR
            for e in order["ledger"]
        ), f"no ledger entry of {AMOUNT_MINOR} on the account: {order['ledger']}"
    finally:
        for pid in processes_mentioning(str(tmp_path)):  # only ours: they name our temp dir
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
    print(f"end to end in {time.monotonic() - started:.1f} s: {result.get('timings')}")
