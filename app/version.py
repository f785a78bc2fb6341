"""Teller's version, read from the installed package metadata.

The version is read on first use: ``importlib.metadata`` costs about 20 ms to import, which
start-up spends only after the sign-in dialog is on screen.
"""

from __future__ import annotations

from functools import cache

APP_NAME = "Teller"
ORGANIZATION = "Teller"


@cache
def _installed_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("teller")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return _installed_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
