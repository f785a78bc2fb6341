"""``make screenshots`` renders every screen against the built-in sandbox; nothing else runs
that script, so a change to what views hold (the session's sandbox now only reads) broke it
unseen. Run it whole, offscreen, into a temporary folder: it must finish and write each
screen the README shows."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README_SCREENS = (
    "sign-in",
    "main-window-account",
    "orders",
    "payout-person-errors",
    "compliance-queue",
    "compliance-review",
    "compliance-review-decision-refused",
    "compliance-case-report",
    "compliance-queue-owners",
    "compliance-four-eyes-pending",
    "compliance-four-eyes-confirm",
    "compliance-timeline",
    "compliance-case-report-four-eyes",
    "journal-verified",
    "compliance-evidence-comparison",
    "compliance-evidence-flags",
    "compliance-evidence-screening",
    "compliance-evidence-ownership",
    "bulk-template-mapping",
    "bulk-grid-errors",
    "bulk-review",
    "bulk-sending",
    "bulk-done",
)


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_the_screenshots_script_renders_every_screen(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local/share"),
    }
    shots = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "-m", "tools.screenshots", str(shots)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    written = {p.stem for p in shots.glob("*.png")}
    assert set(README_SCREENS) <= written, sorted(set(README_SCREENS) - written)
