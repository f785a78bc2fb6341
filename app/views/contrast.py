"""Text contrast as WCAG 2 measures it, and a secondary text colour that meets 4.5:1.

Qt's own palettes draw placeholder text (which Teller also uses for secondary labels) at half
the text's alpha: about 3.9:1 on a light window, under the 4.5:1 that normal-sized text needs.
Teller keeps the palette's hue and darkens (or, on a dark scheme, lightens) it just enough.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

MINIMUM = 4.5
TARGET = 4.6  # a little over the minimum, so rounding to 8-bit colours never falls short


def _channel(value: float) -> float:
    return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    red, green, blue = (_channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(foreground: QColor, background: QColor) -> float:
    """The contrast ratio of two opaque colours (1 to 21)."""
    lighter, darker = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def flattened(colour: QColor, background: QColor) -> QColor:
    """A translucent colour as it shows over ``background``."""
    alpha = colour.alphaF()
    mixed = QColor()
    mixed.setRgbF(
        *(
            alpha * getattr(colour, c)() + (1 - alpha) * getattr(background, c)()
            for c in ("redF", "greenF", "blueF")
        )
    )
    return mixed


def readable_on(colour: QColor, backgrounds: list[QColor], toward: QColor) -> QColor:
    """``colour`` moved toward ``toward`` until it reads on (or under) every one of
    ``backgrounds``; unchanged if it already does."""
    flat = flattened(colour, backgrounds[0])
    for step in range(0, 101, 2):
        weight = step / 100
        candidate = QColor()
        candidate.setRgbF(
            *(
                (1 - weight) * getattr(flat, c)() + weight * getattr(toward, c)()
                for c in ("redF", "greenF", "blueF")
            )
        )
        if all(contrast(candidate, b) >= TARGET for b in backgrounds):
            return candidate
    return QColor(toward)


def readable_palette(palette: QPalette) -> QPalette:
    """The palette with its placeholder text readable on windows and fields, and selected
    text readable on its highlight (Fusion's blue under white is 3.7:1), active and inactive;
    colours that already read are left alone."""
    roles, groups = QPalette.ColorRole, QPalette.ColorGroup
    adjusted = QPalette(palette)
    for group in (groups.Active, groups.Inactive):
        backgrounds = [palette.color(group, roles.Window), palette.color(group, roles.Base)]
        placeholder = palette.color(group, roles.PlaceholderText)
        adjusted.setColor(
            group,
            roles.PlaceholderText,
            readable_on(placeholder, backgrounds, palette.color(group, roles.Text)),
        )
        selected = palette.color(group, roles.HighlightedText)
        highlight = palette.color(group, roles.Highlight)
        away = QColor("#000000") if luminance(selected) > 0.5 else QColor("#ffffff")
        adjusted.setColor(group, roles.Highlight, readable_on(highlight, [selected], away))
    return adjusted
