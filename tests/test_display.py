from __future__ import annotations

import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app import display
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


def listening_display(family: int, address: Callable[[int], Any]) -> tuple[socket.socket, int]:
    """A socket listening where the X server of display ``:N`` would, for a free N well above
    the displays a machine really has (:0, :1, Xvfb's :99)."""
    for number in range(100, 1000):
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            sock.bind(address(number))
        except OSError:
            sock.close()
            continue
        sock.listen()
        return sock, number
    raise AssertionError("no free display number between :100 and :999")


def test_the_x_server_probe_connects_to_the_display_tcp_port() -> None:
    server, number = listening_display(socket.AF_INET, lambda n: ("127.0.0.1", 6000 + n))
    with server:
        assert display._x_server_answers(f"127.0.0.1:{number}")
        assert display._x_server_answers(f"127.0.0.1:{number}.0")  # a screen number too
    assert not display._x_server_answers(f"127.0.0.1:{number}")  # closed: nothing answers


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="abstract sockets are Linux's")
def test_the_x_server_probe_connects_to_the_local_display_socket() -> None:
    def abstract(number: int) -> str:
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            raise OSError("a real display's socket file")  # not ours to test against
        return f"\0/tmp/.X11-unix/X{number}"

    server, number = listening_display(socket.AF_UNIX, abstract)
    with server:
        assert display._x_server_answers(f":{number}")
        assert display._x_server_answers(f"unix:{number}.0")
    assert not display._x_server_answers(f":{number}")


def test_a_display_the_probe_cannot_read_gets_the_benefit_of_the_doubt() -> None:
    assert display._x_server_answers("not a display form")  # Qt will say more than we can
