"""Text reads at 4.5:1 or more (WCAG 2, AA for normal text) in every theme Teller applies:
the palette's text roles, secondary labels and placeholders (Qt draws those at half alpha:
3.9:1), the fixed colours of the style sheet; and headings and money follow the font size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QFont, QPalette

from app.services.settings import THEME_DARK, THEME_LIGHT, THEME_SYSTEM
from app.views.contrast import MINIMUM, contrast, flattened, luminance, readable_on
from app.views.theme import apply_theme, stylesheet

ROLES = QPalette.ColorRole
PAIRS = [
    (ROLES.WindowText, ROLES.Window),
    (ROLES.Text, ROLES.Base),
    (ROLES.Text, ROLES.AlternateBase),
    (ROLES.ButtonText, ROLES.Button),
    (ROLES.HighlightedText, ROLES.Highlight),
    (ROLES.PlaceholderText, ROLES.Base),  # a field's only label, in places
    (ROLES.PlaceholderText, ROLES.Window),  # secondary labels (role="subtle")
    (ROLES.ToolTipText, ROLES.ToolTipBase),
]


@pytest.fixture
def theme_restored(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    apply_theme(qapp, THEME_SYSTEM)


def test_contrast_is_measured_as_wcag_does() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    assert contrast(QColor("#767676"), QColor("#ffffff")) == pytest.approx(4.54, abs=0.01)
    assert luminance(QColor("#ffffff")) == pytest.approx(1)
    half = QColor(0, 0, 0, 128)
    assert flattened(half, QColor("#ffffff")).name() == "#7f7f7f"


def test_a_faint_colour_is_brought_to_the_minimum_and_no_further() -> None:
    faint, window, base, text = (
        QColor("#a0a0a0"),
        QColor("#efefef"),
        QColor("#ffffff"),
        QColor("#1b1b1b"),
    )
    readable = readable_on(faint, [window, base], text)
    assert min(contrast(readable, window), contrast(readable, base)) >= MINIMUM
    assert contrast(readable, window) < 6  # still secondary, not as dark as the text


@pytest.mark.parametrize("theme", [THEME_SYSTEM, THEME_LIGHT, THEME_DARK])
def test_every_text_role_reads(qapp, theme_restored, theme: str) -> None:  # type: ignore[no-untyped-def]
    apply_theme(qapp, theme)
    palette = qapp.palette()
    low = []
    for text, background in PAIRS:
        back = palette.color(QPalette.ColorGroup.Active, background)
        fore = flattened(palette.color(QPalette.ColorGroup.Active, text), back)
        ratio = contrast(fore, back)
        if ratio < MINIMUM:
            low.append(f"{text.name} on {background.name}: {ratio:.2f}")
    assert low == []


@pytest.mark.parametrize(
    ("foreground", "background"),
    [
        ("#c62828", "#efefef"),  # a field's error, light
        ("#c62828", "#ffffff"),
        ("#ff8a80", "#2b2b2b"),  # the same, dark
        ("#ffffff", "#00796b"),  # the SANDBOX badge
        ("#ffffff", "#b3261e"),  # the LIVE badge
    ],
)
def test_the_style_sheets_own_colours_read(foreground: str, background: str) -> None:
    assert contrast(QColor(foreground), QColor(background)) >= MINIMUM


def test_headings_and_money_follow_the_application_font(qapp, theme_restored) -> None:  # type: ignore[no-untyped-def]
    assert 'role="heading"] { font-size: 21.0pt' in stylesheet(False, 14)
    assert 'role="money"] { font-size: 18.2pt' in stylesheet(False, 14)
    before = qapp.font()
    try:
        larger = QFont(before)
        larger.setPointSizeF(14)
        qapp.setFont(larger)
        qapp.processEvents()
        assert 'role="heading"] { font-size: 21.0pt' in qapp.styleSheet()
    finally:
        qapp.setFont(before)
        qapp.processEvents()
