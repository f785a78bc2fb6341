"""Teller in Spanish: a string the app shows without its Spanish translation fails here.

What is checked, and what is not:
- The catalogue is complete and current: resources/translations/teller_es.ts holds exactly the
  strings pyside6-lupdate finds in app/ today (a new or changed ``tr()`` string without
  ``make translations`` fails), and every one of them has a finished, non-empty translation
  keeping its ``{n}`` placeholders and its one ``&`` accelerator.
- The catalogue is reached at run time: the main window built in Spanish (every workspace with
  an account open, the filter row, the request log, the menus) and the sign-in dialog are
  walked; a visible label, button, tab, group box, menu action, placeholder or table header
  whose text is an English source string of the catalogue (one whose Spanish differs) fails:
  it went through no translator, or through the wrong context.
- Not covered: English text that never goes through ``tr()`` (server messages, app.models'
  validation sentences, sandbox catalogue names) is not in the catalogue, so neither check can
  see it; dialogs not opened here are checked by the catalogue test only.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from app.services.credentials import CredentialStore
from app.views.activity import ActivityTracker
from app.views.language import install_language
from app.views.main_window import MainWindow
from app.views.orders.filter_row import KNOWN_VALUES
from app.views.sign_in.dialog import SignInDialog
from tools.translations import build, catalogue, update

TS = catalogue("es")
PLACEHOLDER = re.compile(r"\{\d*(?::[^}]*)?\}")


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) for every message of a .ts file."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((name, message.findtext("source") or "", translation))
    return found


def test_the_catalogue_holds_what_the_code_says_today(tmp_path: Path) -> None:
    fresh = tmp_path / "teller_es.ts"
    update(fresh)  # lupdate over app/ into an empty catalogue in tmp
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    in_catalogue = {(c, s) for c, s, _ in messages(TS)}
    assert in_code - in_catalogue == set(), "new strings: run make translations, translate them"
    assert in_catalogue - in_code == set(), "strings gone from the code: run make translations"


def test_every_string_has_a_finished_spanish_translation() -> None:
    unfinished, broken = [], []
    for context, source, translation in messages(TS):
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            unfinished.append(f"{context}: {source!r}")
            continue
        for text in forms:
            if sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                broken.append(f"{context}: {source!r} -> {text!r} (placeholders)")
            if "&" in source.replace("&&", "") and text.replace("&&", "").count("&") != 1:
                broken.append(f"{context}: {source!r} -> {text!r} (accelerator)")
    assert unfinished == [], f"{len(unfinished)} without Spanish: {unfinished[:20]}"
    assert broken == []


def english_only() -> set[str]:
    """Source strings whose Spanish differs: seeing one on a Spanish screen is a miss."""
    return {
        source.replace("&", "")
        for _c, source, translation in messages(TS)
        if (translation.text or "").replace("&", "") != source.replace("&", "")
    }


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for the visible words of root and its visible children."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName() or widget.accessibleName()}"
        if isinstance(widget, QLabel | QAbstractButton):
            yield where, widget.text()
        if isinstance(widget, QGroupBox):
            yield where, widget.title()
        if isinstance(widget, QLineEdit):
            yield where, widget.placeholderText()
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                yield where, widget.tabText(index)
        if isinstance(widget, QHeaderView) and widget.model() is not None:
            for section in range(widget.count()):
                if not widget.isSectionHidden(section):
                    yield where, str(widget.model().headerData(section, widget.orientation()) or "")
        for action in widget.actions():
            yield f"{where} action", action.text()
            menu = action.menu()
            if menu is not None:
                for sub in menu.actions():
                    yield f"{where} menu {action.text()}", sub.text()


# Wire values the filter row offers to pick (an order state is "Created" on the wire): the
# person types them as the server spells them, so they stay as they are.
WIRE_VALUES = {value for values in KNOWN_VALUES.values() for value in values}


def untranslated(root: QWidget) -> list[str]:
    known = english_only()
    misses = set()
    for where, text in shown_texts(root):
        bare = text.replace("&", "").strip()
        if " menu " in where and bare in WIRE_VALUES:
            continue
        if bare and bare in known:
            misses.add(f"{where}: {bare!r}")
    return sorted(misses)


@pytest.fixture
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    build()  # the .qm of the .ts as it is now
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_the_main_window_in_spanish_shows_no_english_string(
    qtbot, qloop, session, settings, funded, spanish
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.accounts.open_user(uid)
    qtbot.waitUntil(lambda: window.accounts.users.accounts.count() == 1, timeout=10_000)
    window.accounts.users.accounts.setCurrentRow(0)
    qtbot.waitUntil(lambda: bool(window.accounts.account.title.text()), timeout=10_000)
    window.orders.show_account(uid, aid)
    window.orders.filter_panel.add_row()
    window.request_log.show()
    assert window.tabs.tabText(0) == "&Cuentas"
    misses: set[str] = set()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible(), timeout=5_000)
        misses.update(untranslated(window))
    menu_texts = [a.text() for a in window.menuBar().actions()]
    assert "&Archivo" in menu_texts
    assert not misses, "shown in English:\n" + "\n".join(sorted(misses))


def test_the_sign_in_dialog_in_spanish_shows_no_english_string(
    qtbot, qloop, settings, sandbox_child, spanish
) -> None:  # type: ignore[no-untyped-def]
    dialog = SignInDialog(settings, CredentialStore(), sandbox_child)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Iniciar sesión en Teller"
    misses = untranslated(dialog)
    assert not misses, "shown in English:\n" + "\n".join(misses)
