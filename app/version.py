"""Teller's version, read from the installed package metadata."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

APP_NAME = "Teller"
ORGANIZATION = "Teller"

try:
    __version__ = version("teller")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
