"""View > Language: the setting (System, English, Español), the translators installed from it,
and the window built again in the new language for the same session (no sign-in again)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings

from app.resources import resources_dir
from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.services.settings import AppSettings
from app.views.app_controller import AppController
from app.views.language import install_language, resolve, ui_language
from tools.translations import build

QM = resources_dir() / "translations" / "teller_es.qm"
TS = resources_dir() / "translations" / "teller_es.ts"


@pytest.fixture(scope="session")
def spanish_catalogue() -> Path:
    """The compiled catalogue `make` builds; made here when pytest runs without make."""
    if not QM.exists() or QM.stat().st_mtime < TS.stat().st_mtime:
        build()
    return QM


@pytest.fixture
def english_after(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    install_language("en")


def test_the_language_setting_is_kept_and_unknown_values_mean_system(tmp_path: Path) -> None:
    settings = AppSettings(QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat))
    assert settings.language == "system"
    settings.language = "es"
    assert settings.language == "es"
    settings.language = "klingon"
    assert settings.language == "system"


def test_system_follows_teller_language_else_english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TELLER_LANGUAGE", "es_ES")
    assert resolve("system") == "es"
    monkeypatch.setenv("TELLER_LANGUAGE", "de")
    assert resolve("system") == "en"
    assert resolve("en") == "en"


def test_a_missing_catalogue_leaves_teller_in_english(
    qapp, english_after, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("app.views.language.resources_dir", lambda: tmp_path)
    assert install_language("es") == "en"
    assert ui_language() == "en"


def test_changing_the_language_rebuilds_the_window_for_the_same_session(
    qtbot, qloop, session, settings, tmp_path: Path, spanish_catalogue, english_after
) -> None:  # type: ignore[no-untyped-def]
    controller = AppController(
        settings=settings,
        credentials=CredentialStore(),
        sandbox=BuiltInSandbox(tmp_path / "sandbox.sqlite3"),
        journal=Journal(tmp_path / "journal.sqlite3"),
    )
    controller._open_main_window(session)
    first = controller.window
    assert first is not None
    qtbot.waitExposed(first)
    assert first.tabs.tabText(0) == "&Accounts"
    spanish = next(a for a in first.language_actions.actions() if a.data() == "es")
    assert spanish.text() == "Español"

    spanish.trigger()

    second = controller.window
    assert second is not None
    assert second is not first
    assert second.session is session  # the same session: no sign-in again
    assert settings.language == "es"
    assert ui_language() == "es"
    assert QLocale().language() == QLocale.Language.Spanish
    assert second.tabs.tabText(0) == "&Cuentas"
    checked = [a.data() for a in second.language_actions.actions() if a.isChecked()]
    assert checked == ["es"]
    qtbot.waitUntil(lambda: not first.isVisible())

    english = next(a for a in second.language_actions.actions() if a.data() == "en")
    english.trigger()
    third = controller.window
    assert third is not None
    assert third.tabs.tabText(0) == "&Accounts"
    assert ui_language() == "en"
    third.close()
    third.deleteLater()


def test_money_and_dates_on_screen_follow_the_language(
    qapp, spanish_catalogue, english_after
) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime

    from app.models.money import format_money
    from app.views.widgets.numbers import money_text
    from app.views.widgets.times import DATE_MINUTES, moment_text

    moment = datetime(2026, 3, 4, 17, 5, tzinfo=UTC)
    assert money_text(123456, "EUR") == format_money(123456, "EUR") == "1,234.56 EUR"
    assert moment_text(moment, True, DATE_MINUTES, "UTC") == "2026-03-04 17:05"
    install_language("es")
    assert money_text(123456, "EUR") == "1.234,56 EUR"
    assert money_text(-100000000, "USD") == "-1.000.000,00 USD"
    assert moment_text(moment, True, DATE_MINUTES, "UTC") == "04/03/2026 17:05"
    assert format_money(123456, "EUR") == "1,234.56 EUR"  # the wire-side text is unchanged


def test_the_models_field_messages_follow_the_language(
    qapp, spanish_catalogue, english_after
) -> None:  # type: ignore[no-untyped-def]
    """The models have no Qt: their sentences are looked up where a field shows them."""
    from app.views.widgets.model_messages import translated

    assert translated("This field is required.") == "This field is required."
    install_language("es")
    assert translated("This field is required.") == "Este campo es obligatorio."
    assert translated("Enter at most 70 characters; this has 300.") == (
        "Indique como máximo 70 caracteres; este tiene 300."
    )
    assert translated("The ABA routing code is exactly 9 digits.") == (
        "El código de enrutamiento ABA tiene exactamente 9 dígitos."
    )
    assert translated("A sentence nobody listed.") == "A sentence nobody listed."
