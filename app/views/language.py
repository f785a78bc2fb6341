"""The language Teller speaks on screen: its own words (Qt translators over the .ts/.qm
catalogue in resources/translations) and the server catalogues it asks for (user relations).

The choice is a setting (View > Language: System, English, Español). "System" follows the
desktop's locale when Teller speaks it, else English; ``TELLER_LANGUAGE=es`` overrides the
system's locale, which testers use. The .qm is compiled by ``make``; when it is missing, Teller
says so in its log and stays in English rather than failing.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.resources import resources_dir

SUPPORTED = ("en", "es")
DEFAULT = "en"
SYSTEM = "system"
CHOICES = (SYSTEM, *SUPPORTED)
# Each language's name in itself, as the menu shows it.
NATIVE_NAMES = {"en": "English", "es": "Español"}

log = logging.getLogger(__name__)

_state: dict[str, object] = {"active": DEFAULT, "translators": [], "default_locale": None}


def system_language() -> str:
    """What "System" means here: TELLER_LANGUAGE, else the desktop's locale, if supported."""
    wanted = os.environ.get("TELLER_LANGUAGE", "").strip().lower()[:2]
    if not wanted:
        wanted = QLocale.system().name()[:2].lower()
    return wanted if wanted in SUPPORTED else DEFAULT


def resolve(choice: str) -> str:
    """'system', 'en' or 'es' -> the language shown ('en' or 'es')."""
    return choice if choice in SUPPORTED else system_language()


def ui_language() -> str:
    """The language Teller's screens are in now ('en' until a translator is installed)."""
    return str(_state["active"])


def spanish() -> bool:
    return ui_language() == "es"


def install_language(choice: str) -> str:
    """Installs the translators for ``choice`` on the running application (replacing any
    installed before) and returns the language now shown. Falls back to English, with a log
    line, when the catalogue is missing or unreadable."""
    app = QCoreApplication.instance()
    language = resolve(choice)
    if _state["default_locale"] is None:
        _state["default_locale"] = QLocale()
    translators = _state["translators"]
    assert isinstance(translators, list)
    if app is not None:
        for old in translators:
            app.removeTranslator(old)
    translators.clear()
    if language != DEFAULT:
        own = QTranslator()
        qm = resources_dir() / "translations" / f"teller_{language}.qm"
        if not own.load(str(qm)):
            log.warning("%s is missing or unreadable (run make): Teller stays in English.", qm)
            language = DEFAULT
        else:
            translators.append(own)
            qt = QTranslator()  # Qt's own words: standard buttons, context menus
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(QLocale(language), "qtbase", "_", qt_folder):
                translators.append(qt)
    if app is not None:
        for translator in translators:
            app.installTranslator(translator)
    default_locale = _state["default_locale"]
    assert isinstance(default_locale, QLocale)
    QLocale.setDefault(
        QLocale(QLocale.Language.Spanish, QLocale.Country.Spain)
        if language == "es"
        else default_locale
    )
    _state["active"] = language
    return language
