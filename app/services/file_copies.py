"""Copies of a document outside Teller: a temporary one for the desktop's own viewer, and
one saved where the person chooses. The uploader's file name is never used as a path as is."""

from __future__ import annotations

import atexit
import re
import tempfile
from pathlib import Path

_temp_folder: tempfile.TemporaryDirectory[str] | None = None


def temp_dir() -> Path:
    """Copies handed to the system viewer live here until Teller exits."""
    global _temp_folder
    if _temp_folder is None:
        _temp_folder = tempfile.TemporaryDirectory(prefix="teller-documents-")
        atexit.register(_temp_folder.cleanup)
    return Path(_temp_folder.name)


def safe_name(file_name: str) -> str:
    """A file name that stays in its folder ('../x.pdf' -> 'x.pdf')."""
    name = Path(file_name.replace("\\", "/")).name
    name = re.sub(r"[\x00-\x1f<>:\"|?*]", "_", name).strip(" .")
    return name or "document"


def temporary_copy(file_name: str, content: bytes) -> Path:
    """The bytes under their (safe) name in a folder of their own, for another program."""
    folder = Path(tempfile.mkdtemp(dir=temp_dir()))
    path = folder / safe_name(file_name)
    path.write_bytes(content)
    return path
