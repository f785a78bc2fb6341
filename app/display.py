"""Say in one line when there is no screen to draw on, instead of letting Qt abort."""

from __future__ import annotations

import os
import sys

_HEADLESS_PLATFORMS = {"offscreen", "minimal", "vnc", "eglfs", "linuxfb"}


def display_problem(
    environ: dict[str, str] | None = None, platform: str | None = None
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
    if env.get("DISPLAY") or (not requested and env.get("WAYLAND_DISPLAY")):
        return None
    return _message("DISPLAY")


def _message(variable: str) -> str:
    return (
        f"Teller needs a graphical display, and none was found ({variable} is not set). "
        "Run it on a desktop session, or set QT_QPA_PLATFORM=offscreen for headless use."
    )
