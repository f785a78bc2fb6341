"""Issue 28, item 5: a country field takes the only suggestion on Enter, a typed name in
English or Spanish (or a code) is that country, and anything else is said at the field at
once, in words, never later as "Choose … two-letter ISO code"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

from app.views.language import install_language
from app.views.widgets.country_picker import CountryPicker
from tests.views.test_language import spanish_catalogue  # noqa: F401  (a fixture)
from tests.views.test_payouts_workspace import accept_all, fill_person, open_workspace

BANK_COUNTRY = "recipient.bankCountry"
# The completion list is a popup; the offscreen platform says it cannot grab the keyboard for
# it (a desktop can), and keys sent to the popup reach it all the same.
OFFSCREEN_POPUP = pytest.mark.qt_log_ignore(r"^This plugin does not support grabbing the keyboard$")


@pytest.fixture
def picker(qtbot) -> Iterator[CountryPicker]:  # type: ignore[no-untyped-def]
    window = QWidget()
    column = QVBoxLayout(window)
    picker = CountryPicker()
    column.addWidget(picker)
    column.addWidget(QLineEdit())  # somewhere for Tab to go
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    picker.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is picker)
    yield picker  # the window lives as long as the test
    window.close()


@OFFSCREEN_POPUP
def test_enter_on_the_only_suggestion_chooses_it(qtbot, picker: CountryPicker) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(QApplication.focusWidget(), "germ")
    popup = picker.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    assert picker.completer().completionCount() == 1
    qtbot.keyClick(popup, Qt.Key.Key_Return)  # where the keyboard is while the list shows
    assert picker.currentData() == "DE"
    assert picker.currentText() == "DE — Germany"
    assert picker.code() == "DE"


def test_enter_without_the_list_chooses_the_only_country_that_fits(
    qtbot, picker: CountryPicker
) -> None:  # type: ignore[no-untyped-def]
    picker.setEditText("zerla")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert picker.code() == "CH"  # Switzerland, the one name holding "zerla"


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("Germany", "DE"),
        ("germany ", "DE"),
        ("Alemania", "DE"),
        ("ESPAÑA", "ES"),
        ("espana", "ES"),
        ("de", "DE"),
        ("DE — Germany", "DE"),
        ("Bolivia", "BO"),
        ("Venezuela", "VE"),
        ("United States", "US"),
        ("Estados Unidos", "US"),
        ("", ""),
    ],
)
def test_a_typed_name_or_code_is_the_country(picker: CountryPicker, typed: str, code: str) -> None:
    picker.setEditText(typed)
    assert picker.code() == code
    assert picker.problem() is None


@pytest.mark.parametrize("typed", ["Germny", "Korea"])  # Korea: two countries, so neither
def test_what_is_no_country_is_said_in_words(picker: CountryPicker, typed: str) -> None:
    picker.setEditText(typed)
    problem = picker.problem()
    assert problem is not None
    assert f"“{typed}”" in problem
    assert "ISO" not in problem


@OFFSCREEN_POPUP
def test_leaving_a_typed_name_shows_the_lists_entry(qtbot, picker: CountryPicker) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(QApplication.focusWidget(), "Alemania")
    picker.completer().popup().hide()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert not picker.hasFocus()
    assert picker.currentText() == "DE — Germany"


def test_the_bank_form_sends_a_typed_name_as_its_code(qtbot, qloop, session, funded) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    shown = accept_all(form)
    fill_person(form)
    form.bank_country.setEditText("Germany")
    form.address_country.setEditText("alemania")
    assert form.body()["recipient"]["bankCountry"] == "DE"
    assert form.body()["recipient"]["address"]["country"] == "DE"
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert shown
    assert form.result.order is not None


def test_no_country_is_marked_at_the_field_as_soon_as_it_is_left(
    qtbot, qloop, session, funded
) -> None:  # type: ignore[no-untyped-def]
    form = open_workspace(qtbot, session, *funded).bank
    fill_person(form)
    form.window().activateWindow()
    form.bank_country.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is form.bank_country)
    form.bank_country.setEditText("Germny")  # typed (the list it would offer aside)
    qtbot.waitUntil(lambda: not form._validate_timer.isActive())  # checked as typed
    assert form.fields.message_at(BANK_COUNTRY) == ""  # not while the person is typing
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # on to the next field
    assert not form.bank_country.hasFocus()
    qtbot.waitUntil(lambda: form.fields.message_at(BANK_COUNTRY) != "", timeout=2_000)
    message = form.fields.message_at(BANK_COUNTRY)
    assert "“Germny”" in message
    assert "ISO" not in message
    assert form.bank_country.property("invalid") is True


@pytest.fixture
def spanish(qapp, spanish_catalogue) -> Iterator[None]:  # type: ignore[no-untyped-def]  # noqa: F811
    assert install_language("es") == "es"
    yield
    install_language("en")


def test_in_spanish_the_list_and_both_languages_name_the_country(qtbot, spanish) -> None:  # type: ignore[no-untyped-def]
    picker = CountryPicker()
    qtbot.addWidget(picker)
    assert picker.itemText(picker.findData("DE")) == "DE — Alemania"
    for typed in ("Alemania", "Germany", "ALEMANÍA", "de"):
        picker.setEditText(typed)
        assert picker.code() == "DE", typed
    picker.setEditText("aleman")
    picker.choose_typed()  # what Enter does
    assert picker.currentText() == "DE — Alemania"
