from __future__ import annotations

from app.views.theme import DARK_OVERRIDES, stylesheet


def test_dark_scheme_gets_readable_error_colours() -> None:
    light, dark = stylesheet(dark=False), stylesheet(dark=True)
    assert DARK_OVERRIDES not in light
    assert dark.endswith(DARK_OVERRIDES)  # later rules win over the light ones
    assert 'QLabel[role="fieldError"]' in light
