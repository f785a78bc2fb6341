from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QMainWindow

from app.views.theme import DARK_OVERRIDES, current_theme, stylesheet, theme_menu


def test_dark_scheme_gets_readable_error_colours() -> None:
    light, dark = stylesheet(dark=False), stylesheet(dark=True)
    assert DARK_OVERRIDES not in light
    assert dark.endswith(DARK_OVERRIDES)  # later rules win over the light ones
    assert 'QLabel[role="fieldError"]' in light


def _window_lightness(app) -> int:  # type: ignore[no-untyped-def]
    return app.palette().color(QPalette.ColorRole.Window).lightness()


def test_the_theme_is_chosen_in_a_menu_applied_at_once_and_remembered(
    qtbot, qapp, settings
) -> None:  # type: ignore[no-untyped-def]
    """View > Theme: System, Light, Dark, applied without a restart; System gives the
    desktop's look back."""
    window = QMainWindow()
    qtbot.addWidget(window)
    sheet = qapp.styleSheet()
    qapp.setStyleSheet("")  # the style's own name shows only without a stylesheet
    system_style = qapp.style().name()
    system_window = qapp.palette().color(QPalette.ColorRole.Window)
    menu = theme_menu(settings, window)
    window.menuBar().addMenu(menu)
    actions = {a.data(): a for a in menu.actions()}
    assert [a.text() for a in menu.actions()] == ["&System", "&Light", "&Dark"]
    assert actions["system"].isChecked()
    try:
        actions["dark"].trigger()
        assert settings.theme == "dark"
        assert actions["dark"].isChecked()
        assert not actions["system"].isChecked()
        assert _window_lightness(qapp) < 100
        assert qapp.styleSheet().endswith(DARK_OVERRIDES)
        assert current_theme(qapp) == "dark"

        actions["light"].trigger()
        assert settings.theme == "light"
        assert _window_lightness(qapp) > 200
        assert DARK_OVERRIDES not in qapp.styleSheet()

        again = theme_menu(settings, window)  # the next start: the saved choice is checked
        assert [a.data() for a in again.actions() if a.isChecked()] == ["light"]
    finally:
        actions["system"].trigger()
    assert settings.theme == "system"
    assert qapp.styleSheet() == stylesheet(False, qapp.font().pointSizeF())  # a light desktop
    qapp.setStyleSheet("")
    assert qapp.style().name() == system_style
    qapp.setStyleSheet(sheet)
    assert qapp.palette().color(QPalette.ColorRole.Window) == system_window
