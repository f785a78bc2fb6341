"""Where the icons and the stylesheet are: beside the package once installed, or the
repository's resources/ folder when running from a checkout."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    bundled = getattr(sys, "_MEIPASS", None)  # PyInstaller
    candidates = [
        Path(bundled) / "resources" if bundled else None,
        Path(__file__).resolve().parent / "_resources",
        Path(__file__).resolve().parent.parent / "resources",
    ]
    for candidate in candidates:
        if candidate is not None and candidate.is_dir():
            return candidate
    raise FileNotFoundError("Teller's resources folder is missing from this installation.")


def resource(name: str) -> Path:
    return resources_dir() / name
