"""Teller's look: its stylesheet, with the few colours that are not the palette's tuned for a
dark scheme, and the person's choice of theme (System, Light, Dark), applied at once.

"System" follows the desktop, and again when the desktop switches between light and dark.
"Light" and "Dark" do not wait for the desktop: they ask the platform for that scheme (Qt 6.8)
and set Fusion with a palette of their own, which every platform draws the same.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QStyleFactory, QWidget

from app.resources import resource
from app.services.settings import THEME_DARK, THEME_LIGHT, THEME_SYSTEM, THEMES, AppSettings
from app.services.translation import QT_TRANSLATE_NOOP
from app.views.contrast import readable_palette

# Fixed colours chosen for a light background read poorly on a dark one (about 2:1).
DARK_OVERRIDES = """
QLabel[role="fieldError"] { color: #ff8a80; }
QLineEdit[invalid="true"], QComboBox[invalid="true"] { border: 1px solid #ff8a80; }
"""
THEME_LABELS = {
    THEME_SYSTEM: QT_TRANSLATE_NOOP("Theme", "&System"),
    THEME_LIGHT: QT_TRANSLATE_NOOP("Theme", "&Light"),
    THEME_DARK: QT_TRANSLATE_NOOP("Theme", "&Dark"),
}
FORCED_STYLE = "Fusion"  # draws the palette it is given on every platform


# Headings and money, as multiples of the application's font (a 14 pt desktop font makes a
# 21 pt heading); Qt style sheets know only absolute sizes, so they are written in here.
HEADING_SCALE = 1.5
MONEY_SCALE = 1.3
DEFAULT_POINTS = 10.0


def stylesheet(dark: bool, points: float | None = None) -> str:
    """Teller's sheet for a light or dark scheme, sized from a base font of ``points``."""
    base = resource("style.qss").read_text(encoding="utf-8")
    size = points if points and points > 0 else DEFAULT_POINTS
    sizes = (
        f'QLabel[role="heading"] {{ font-size: {size * HEADING_SCALE:.1f}pt; font-weight: 600; }}\n'
        f'QLabel[role="money"] {{ font-size: {size * MONEY_SCALE:.1f}pt; font-weight: 600; }}\n'
    )
    return base + sizes + (DARK_OVERRIDES if dark else "")


def _palette(colours: dict[QPalette.ColorRole, str], disabled: str) -> QPalette:
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    roles = QPalette.ColorRole
    for role in (roles.WindowText, roles.Text, roles.ButtonText):  # greyed when disabled
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


def dark_palette() -> QPalette:
    """Colours of a typical dark desktop theme (as KDE Breeze Dark or GNOME's dark style)."""
    roles = QPalette.ColorRole
    return _palette(
        {
            roles.Window: "#2b2b2b",
            roles.WindowText: "#e6e6e6",
            roles.Base: "#1e1e1e",
            roles.AlternateBase: "#2b2b2b",
            roles.Text: "#e6e6e6",
            roles.Button: "#353535",
            roles.ButtonText: "#e6e6e6",
            roles.Highlight: "#3d7fd6",
            roles.HighlightedText: "#ffffff",
            roles.ToolTipBase: "#353535",
            roles.ToolTipText: "#e6e6e6",
            roles.PlaceholderText: "#9a9a9a",
            roles.Link: "#7fb2ff",
            roles.BrightText: "#ff8a80",
        },
        disabled="#7a7a7a",
    )


def light_palette() -> QPalette:
    """A plain light theme, whatever the desktop's."""
    roles = QPalette.ColorRole
    return _palette(
        {
            roles.Window: "#efefef",
            roles.WindowText: "#1b1b1b",
            roles.Base: "#ffffff",
            roles.AlternateBase: "#f5f5f5",
            roles.Text: "#1b1b1b",
            roles.Button: "#efefef",
            roles.ButtonText: "#1b1b1b",
            roles.Highlight: "#3073c9",
            roles.HighlightedText: "#ffffff",
            roles.ToolTipBase: "#ffffdc",
            roles.ToolTipText: "#1b1b1b",
            roles.PlaceholderText: "#767676",
            roles.Link: "#1a5fb4",
            roles.BrightText: "#c62828",
        },
        disabled="#9a9a9a",
    )


class ThemeKeeper(QObject):
    """The theme in force for one application; follows the desktop while it is System."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        self._system_style = self._style_name()
        self._style = self._system_style
        self.choice = ""
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._desktop_changed)
        # A signal, not an application-wide event filter: such a filter takes every event of
        # every object into Python, those of widgets still being constructed included, and
        # PySide then looks up a half-built object's type (a segfault building a QListWidget).
        app.fontChanged.connect(self._font_changed)

    @property
    def dark(self) -> bool:
        if self.choice == THEME_SYSTEM:
            return QGuiApplication.styleHints().colorScheme() is Qt.ColorScheme.Dark
        return self.choice == THEME_DARK

    def apply(self, choice: str) -> None:
        choice = choice if choice in THEMES else THEME_SYSTEM
        if choice == self.choice:
            return
        self.choice = choice
        hints = QGuiApplication.styleHints()
        if choice == THEME_SYSTEM:
            with contextlib.suppress(AttributeError):  # Qt before 6.8: nothing was asked
                hints.unsetColorScheme()
            self._set_style(self._system_style)
            self._use_system_palette()
        else:
            scheme = Qt.ColorScheme.Dark if choice == THEME_DARK else Qt.ColorScheme.Light
            with contextlib.suppress(AttributeError):
                hints.setColorScheme(scheme)
            self._set_style(FORCED_STYLE)
            palette = dark_palette() if choice == THEME_DARK else light_palette()
            self._app.setPalette(readable_palette(palette))
        self._restyle()

    def _use_system_palette(self) -> None:
        """The platform's palette (an empty one resets to it), made readable."""
        self._app.setPalette(QPalette())
        self._app.setPalette(readable_palette(self._app.palette()))

    def _restyle(self) -> None:
        self._app.setStyleSheet(stylesheet(self.dark, self._app.font().pointSizeF()))

    def _font_changed(self, _font: QFont) -> None:
        """A larger desktop font resizes headings and money with it."""
        self._restyle()

    def _style_name(self) -> str:
        """The widget style under the stylesheet (which hides its name)."""
        sheet = self._app.styleSheet()
        if sheet:
            self._app.setStyleSheet("")
        name = self._app.style().name()
        if sheet:
            self._app.setStyleSheet(sheet)
        return name

    def _set_style(self, name: str) -> None:
        if name.lower() == self._style.lower():
            return
        style = QStyleFactory.create(name)
        if style is not None:
            self._app.setStyle(style)
            self._style = name

    def _desktop_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.choice == THEME_SYSTEM:
            self._use_system_palette()
            self._restyle()


def _keeper(app: QApplication) -> ThemeKeeper:
    keeper = app.findChild(ThemeKeeper)
    return keeper if keeper is not None else ThemeKeeper(app)


def apply_theme(app: QApplication, choice: str = THEME_SYSTEM) -> None:
    """At start-up: the theme chosen before (``AppSettings().theme``), System by default."""
    _keeper(app).apply(choice)


def current_theme(app: QApplication | None = None) -> str:
    app = app or _application()
    keeper = app.findChild(ThemeKeeper)
    return keeper.choice if keeper is not None and keeper.choice else THEME_SYSTEM


def _application() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app


def theme_actions(settings: AppSettings, parent: QObject) -> QActionGroup:
    """System, Light, Dark as one exclusive group: a choice is applied at once, with no
    restart, and remembered. The saved choice is the checked one (and is applied)."""
    group = QActionGroup(parent)
    group.setExclusive(True)
    for choice in THEMES:
        action = QAction(QCoreApplication.translate("Theme", THEME_LABELS[choice]), parent)
        action.setCheckable(True)
        action.setData(choice)
        action.setToolTip(
            QCoreApplication.translate("Theme", "Teller's colours: as the desktop's, light or dark")
        )
        group.addAction(action)

    def chosen(action: QAction) -> None:
        settings.theme = str(action.data())
        apply_theme(_application(), settings.theme)

    group.triggered.connect(chosen)
    saved = settings.theme
    for action in group.actions():
        action.setChecked(action.data() == saved)
    apply_theme(_application(), saved)
    return group


def theme_menu(settings: AppSettings, parent: QWidget) -> QMenu:
    """View > Theme: the submenu another window adds with ``menu.addMenu(...)``."""
    menu = QMenu(QCoreApplication.translate("Theme", "&Theme"), parent)
    menu.addActions(theme_actions(settings, menu).actions())
    return menu
