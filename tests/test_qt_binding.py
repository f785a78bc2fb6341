"""PySide6 6.12.0 drops a reference to None on every void Qt call and aborts the
interpreter after a few thousand (see ../shared/TESTING.md); we pin below 6.12.

Two checks, so that one can fail on any Python: the references themselves, counted where
None's count moves (before Python 3.12; from 3.12 None is immortal, its count fixed, and a
dropped reference harmless), and the binding's version against the known-good range.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable

import pytest
from PySide6 import __version_info__ as pyside_version
from PySide6.QtWidgets import QLabel

GOOD_FROM, BROKEN_FROM = (6, 11, 3), (6, 12)  # pyproject: PySide6-Essentials>=6.11.3,<6.12
CALLS = 1000


def _none_is_counted() -> bool:
    """Whether holding None moves its reference count (not so for an immortal None)."""
    before = sys.getrefcount(None)
    held = [None] * 100
    moved = sys.getrefcount(None) != before
    del held
    return moved


def keeps_none_alive(call: Callable[[], object], times: int = CALLS) -> bool:
    """Whether ``times`` calls leave None's reference count where it was, give or take a few
    (6.12.0 makes it fall by one a call; the check once compared only a rise)."""
    before = sys.getrefcount(None)
    for _ in range(times):
        call()
    return abs(sys.getrefcount(None) - before) < 50


counted_none = pytest.mark.skipif(
    not _none_is_counted(),
    reason="None is immortal on this Python: its count cannot move (the version check stays)",
)


@counted_none
def test_qt_binding_keeps_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = QLabel()
    qtbot.addWidget(label)
    assert keeps_none_alive(lambda: label.setText("x"))


@counted_none
def test_the_count_sees_a_binding_that_drops_references() -> None:
    """What 6.12.0 does, done by hand (and undone): the check above must see it."""
    decref, incref = ctypes.pythonapi.Py_DecRef, ctypes.pythonapi.Py_IncRef
    decref.argtypes = incref.argtypes = [ctypes.py_object]
    try:
        kept = keeps_none_alive(lambda: decref(None))
    finally:
        for _ in range(CALLS):
            incref(None)
    assert not kept


def test_the_binding_is_a_version_that_keeps_none_alive() -> None:
    """Where the count cannot tell (an immortal None), the version still can: outside this
    range, check the new binding by hand (TESTING.md) before moving the pin."""
    version = tuple(pyside_version[:3])
    assert GOOD_FROM <= version < BROKEN_FROM, version
