"""The Environments dialog by Alt letters (issue 28, item 7): its colour label read a literal
"C&olour" (a label with an Alt letter and no buddy shows the ampersand), and Save had no Alt
letter, so Alt+S typed "s" into the API code. Every button and labelled field has a letter,
no two share one, and each letter does what it says from the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel

from app.services.environments import EnvironmentKind, Profile
from app.services.settings import AppSettings
from app.views.environments.profiles import ProfilesDialog
from tests.views.test_spanish_mnemonics import alt_letter, shown_texts

ALT = Qt.KeyboardModifier.AltModifier


def profiles_dialog(qtbot, settings: AppSettings) -> ProfilesDialog:  # type: ignore[no-untyped-def]
    settings.save_profiles(
        [Profile("Staging", "https://staging.example", EnvironmentKind.STAGING, api_code="acme")]
    )
    dialog = ProfilesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def key_of(letter: str) -> Qt.Key:
    return Qt.Key(ord(letter.upper()))


def test_every_button_and_labelled_field_has_its_own_alt_letter(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = profiles_dialog(qtbot, settings)
    shown = list(shown_texts(dialog))
    missing = [(where, text) for where, text in shown if alt_letter(text) is None]
    assert missing == []
    letters = [alt_letter(text) for _where, text in shown]
    assert sorted(letters) == sorted(set(letters)), shown  # no two share a letter
    # A label showing an ampersand: an Alt letter without a field to go to.
    literal = [
        label.text()
        for label in dialog.findChildren(QLabel)
        if label.isVisible()
        and label.buddy() is None
        and alt_letter(label.text()) is not None
        and not label.text().startswith("<")
    ]
    assert literal == []
    # Every labelled field's row label names it: each field the form shows has a label.
    buddies = {label.buddy() for label in dialog.findChildren(QLabel) if label.buddy()}
    for field in (dialog.list, dialog.name, dialog.base_url, dialog.kind, dialog.colour):
        assert field in buddies
    for field in (dialog.api_code, dialog.review_store, dialog.review_store_password):
        assert field in buddies


def test_each_alt_letter_works_from_the_api_code_field(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = profiles_dialog(qtbot, settings)
    labels = [
        label
        for label in dialog.findChildren(QLabel)
        if label.isVisible() and label.buddy() is not None
    ]
    for label in labels:
        letter = alt_letter(label.text())
        assert letter is not None
        dialog.api_code.setFocus()
        qtbot.keyClick(dialog.api_code, key_of(letter), ALT)
        assert dialog.api_code.text() == "acme", label.text()  # nothing typed
        qtbot.waitUntil(lambda label=label: label.buddy().hasFocus())
    for button in dialog.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            letter = alt_letter(button.text())
            assert letter is not None, button.text()
            wanted = QKeySequence(ALT | key_of(letter))
            assert button.shortcut().matches(wanted) == QKeySequence.SequenceMatch.ExactMatch

    # Alt+S saves (it typed "s" into the API code).
    dialog.api_code.setFocus()
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    with qtbot.waitSignal(dialog.accepted, timeout=2_000):
        qtbot.keyClick(dialog.api_code, Qt.Key.Key_S, ALT)
    assert save.text() == "&Save"
    [profile] = settings.profiles()
    assert profile.api_code == "acme"
