"""What every scene of ``make screenshots`` shares: the pretended screen, waiting, saving, the
words a person types in the language shown, and a keyring in memory for the reviewers' keys.

One module for these, imported by tools/screenshots.py and the scenes it calls: the script
runs as ``__main__``, so a scene importing tools.screenshots would get a second copy of the
module whose ``SCREEN`` the command line never set.
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

TIMEOUT = 60.0
# ``--screen WxH``: every window at most that size (a laptop's screen, or a 1920 x 1080 one at
# 200 %, 960 x 540 logical, with QT_SCALE_FACTOR=2), to see what fits and what scrolls.
SCREEN: tuple[int, int] | None = None
# ``--language``: what the people in the scenes type (notes, reasons) is in it too.
LANGUAGE = "en"


def pretend_screen(width: int, height: int, scale: float) -> None:
    """The offscreen platform with one screen of that many pixels at that scale (its
    configuration file is Qt's own), and windows kept within it, less a 30 px panel."""
    global SCREEN
    config = Path(tempfile.mkdtemp(prefix="teller-screen-")) / "screen.json"
    screen = {"name": "screen", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [screen | {"logicalDpi": 96, "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"
    SCREEN = (round(width / scale), round(height / scale) - 30)


def set_language(language: str) -> None:
    global LANGUAGE
    LANGUAGE = language


def typed(english: str, spanish: str) -> str:
    """What a reviewer types, in the language the screens are shown in: a Spanish screen with
    an English note would read as a missing translation."""
    return spanish if LANGUAGE == "es" else english


def size_window(widget: QWidget, width: int, height: int) -> None:
    """The size a screen shot is taken at, or the ``--screen`` size when it is smaller."""
    if SCREEN is not None:
        width, height = min(width, SCREEN[0]), min(height, SCREEN[1])
    widget.resize(width, height)


async def wait_until(predicate: Callable[[], bool], what: str) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + TIMEOUT
    while not predicate():
        if loop.time() > end:
            raise SystemExit(f"screenshots: timed out waiting for {what}")
        await asyncio.sleep(0.05)


def save(widget: QWidget, folder: Path, name: str) -> None:
    # Pending layouts first, but not processEvents: it would run the event loop's timers,
    # and so step another asyncio task inside the scene's own ("Cannot enter into task").
    QApplication.sendPostedEvents()
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


class MemoryKeyring:
    """One desk's keyring, in memory: each reviewer's private key stays with their desk, and
    the reviewer's name dialog does not warn of a key lost at exit."""

    def __init__(self) -> None:
        self.secrets: dict[str, str] = {}

    @property
    def available(self) -> bool:
        return True

    def load_secret(self, account: str) -> str | None:
        return self.secrets.get(account)

    def save_secret(self, account: str, secret: str) -> bool:
        self.secrets[account] = secret
        return True
