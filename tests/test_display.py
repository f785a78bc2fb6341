from __future__ import annotations

from app.display import display_problem


def test_no_display_is_one_sentence() -> None:
    problem = display_problem({}, "linux")
    assert problem is not None
    assert "\n" not in problem
    assert "DISPLAY" in problem


def test_displays_that_work() -> None:
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "win32") is None
    assert display_problem({"QT_QPA_PLATFORM": "wayland"}, "linux") is not None


def test_teller_without_a_display_says_so_and_exits() -> None:
    import os
    import subprocess
    import sys

    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = subprocess.run(
        [sys.executable, "-m", "app"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert "graphical display" in result.stderr
    assert "Traceback" not in result.stderr
