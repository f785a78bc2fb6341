from __future__ import annotations

from app.display import display_problem


def test_no_display_is_one_sentence() -> None:
    problem = display_problem({}, "linux")
    assert problem is not None
    assert "\n" not in problem
    assert "DISPLAY" in problem


def test_displays_that_work() -> None:
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "win32") is None
    assert display_problem({"QT_QPA_PLATFORM": "wayland"}, "linux") is not None
