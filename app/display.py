"""Say in one line when there is no screen to draw on, instead of letting Qt abort.

Qt aborts the whole process (with a multi-line trace) when its platform plugin cannot start:
no DISPLAY, a DISPLAY whose X server is gone, or any system library its xcb plugin links
(``libxcb-cursor0`` is only the most often missing one). These checks run before Qt is
imported and cost a socket connect and a few ``dlopen`` calls at most.
"""

from __future__ import annotations

import ctypes
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
    missing = missing_xcb_libraries(library_present or _library_present)
    if missing:
        packages = " ".join(dict.fromkeys(XCB_PLUGIN_LIBRARIES[name] for name in missing))
        what = "library" if len(missing) == 1 else "libraries"
        return (
            f"Teller cannot open windows on X11 without the system {what} "
            f"{', '.join(missing)}: install {'it' if len(missing) == 1 else 'them'} "
            f"(on Debian and Ubuntu: sudo apt-get install {packages}) and start Teller again."
        )
    return None


# What Qt's xcb platform plugin (libqxcb.so with libQt6XcbQpa.so.6) loads from the system,
# as `ldd` lists it for PySide6 6.11, and the Debian/Ubuntu package that brings each one.
# A desktop has them all; a minimal or server install often lacks the xcb helpers.
XCB_PLUGIN_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def missing_xcb_libraries(library_present: LibraryProbe) -> list[str]:
    """The sonames of ``XCB_PLUGIN_LIBRARIES`` that cannot be loaded, in the table's order."""
    return [name for name in XCB_PLUGIN_LIBRARIES if not library_present(name)]


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


def _library_present(soname: str) -> bool:
    """dlopen the library by its soname, as Qt's xcb plugin will: fast, and it fails as Qt
    would when the library, or one that it needs, is missing."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def _message(variable: str) -> str:
    return (
        f"Teller needs a graphical display, and none was found ({variable} is not set). "
        "Run it on a desktop session, or set QT_QPA_PLATFORM=offscreen for headless use."
    )
