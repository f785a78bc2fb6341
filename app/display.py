"""Say in one line when there is no screen to draw on, instead of letting Qt abort.

Qt aborts the whole process (with a multi-line trace) when its platform plugin cannot start:
no DISPLAY, a DISPLAY whose X server is gone, or a missing ``libxcb-cursor0``. These checks
run before Qt is imported and cost a socket connect at most.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import socket
import sys
from collections.abc import Callable

_HEADLESS_PLATFORMS = {"offscreen", "minimal", "vnc", "eglfs", "linuxfb"}
_X_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(\.\d+)?$")
CONNECT_TIMEOUT_S = 1.0

XServerProbe = Callable[[str], bool]
LibraryProbe = Callable[[str], bool]


def display_problem(
    environ: dict[str, str] | None = None,
    platform: str | None = None,
    *,
    x_server_answers: XServerProbe | None = None,
    library_present: LibraryProbe | None = None,
) -> str | None:
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return None  # Windows and macOS always have a window server
    requested = env.get("QT_QPA_PLATFORM", "").split(":")[0]
    if requested in _HEADLESS_PLATFORMS:
        return None
    if requested == "wayland":
        return None if env.get("WAYLAND_DISPLAY") else _message("WAYLAND_DISPLAY")
    if not requested and env.get("WAYLAND_DISPLAY") and not env.get("DISPLAY"):
        return None
    display = env.get("DISPLAY")
    if not display:
        return _message("DISPLAY")
    if not (x_server_answers or _x_server_answers)(display):
        return (
            f"Teller cannot reach the X server of DISPLAY={display}. Check that the desktop "
            "session is running, or set QT_QPA_PLATFORM=offscreen for headless use."
        )
    if not (library_present or _library_present)("xcb-cursor"):
        return (
            "Teller needs the system library libxcb-cursor (the package libxcb-cursor0 on "
            "Debian and Ubuntu) to open windows on X11; install it and start Teller again."
        )
    return None


def _x_server_answers(display: str) -> bool:
    """Connect to the X server's socket, as Xlib would; an unknown form is given the benefit
    of the doubt (Qt will say more than we could)."""
    match = _X_DISPLAY.match(display)
    if match is None:
        return True
    host, number = match["host"], int(match["number"])
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        return _unix_connects("\0" + path) or _unix_connects(path)
    try:
        with socket.create_connection((host, 6000 + number), timeout=CONNECT_TIMEOUT_S):
            return True
    except OSError:
        return False


def _unix_connects(address: str) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(CONNECT_TIMEOUT_S)
        try:
            sock.connect(address)
        except OSError:
            return False
    return True


def _library_present(name: str) -> bool:
    """dlopen the library as Qt's xcb plugin will (fast), then ask the linker cache."""
    try:
        ctypes.CDLL(f"lib{name}.so.0")
    except OSError:
        return ctypes.util.find_library(name) is not None
    return True


def _message(variable: str) -> str:
    return (
        f"Teller needs a graphical display, and none was found ({variable} is not set). "
        "Run it on a desktop session, or set QT_QPA_PLATFORM=offscreen for headless use."
    )
