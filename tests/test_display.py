from __future__ import annotations

from app.display import display_problem


def test_no_display_is_one_sentence() -> None:
    problem = display_problem({}, "linux")
    assert problem is not None
    assert "\n" not in problem
    assert "DISPLAY" in problem


def test_displays_that_work() -> None:
    answering = {"x_server_answers": lambda _d: True, "library_present": lambda _n: True}
    assert display_problem({"DISPLAY": ":0"}, "linux", **answering) is None  # type: ignore[arg-type]
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


def test_a_display_whose_server_is_gone_is_one_sentence() -> None:
    problem = display_problem(
        {"DISPLAY": ":42"}, "linux", x_server_answers=lambda _d: False, library_present=bool
    )
    assert problem is not None
    assert "\n" not in problem
    assert "DISPLAY=:42" in problem


def test_a_missing_xcb_cursor_library_is_named() -> None:
    problem = display_problem(
        {"DISPLAY": ":0"},
        "linux",
        x_server_answers=lambda _d: True,
        library_present=lambda _name: False,
    )
    assert problem is not None
    assert "libxcb-cursor0" in problem


def test_the_x_server_probe_tries_the_real_socket(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import socket

    from app import display

    assert not display._x_server_answers(":4242")  # nothing listens there
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
        if port > 6000:
            assert display._x_server_answers(f"127.0.0.1:{port - 6000}")
    assert display._x_server_answers("not a display form")  # Qt will say more than we can
