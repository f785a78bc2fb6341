"""Environments: named connection profiles managed in a dialog reached from sign-in, chosen
at sign-in, their api keys in the keyring per profile (never in the settings file); the
environment's name always visible (badge, title)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox

from app.services.environments import EnvironmentKind, Profile
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.environments.profiles import ProfilesDialog
from app.views.main_window import MainWindow
from app.views.sign_in.dialog import SignInDialog
from tests.views.test_sign_in_keyring import RecordingStore


def test_profiles_dialog_adds_edits_and_saves(qtbot, settings: AppSettings) -> None:  # type: ignore[no-untyped-def]
    dialog = ProfilesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_profile()
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Acme Live")
    dialog.base_url.clear()
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    save.click()
    assert "address" in dialog.error.text()  # not saved: a sentence says why
    assert settings.profiles() == []
    qtbot.keyClicks(dialog.base_url, "https://api.acme.example")
    dialog.kind.setCurrentIndex(dialog.kind.findData(EnvironmentKind.STAGING.value))
    dialog.read_only.setChecked(True)
    qtbot.keyClicks(dialog.api_code, "acme")
    with qtbot.waitSignal(dialog.accepted):
        save.click()
    [profile] = settings.profiles()
    assert (profile.name, profile.base_url, profile.kind, profile.read_only, profile.api_code) == (
        "Acme Live",
        "https://api.acme.example",
        EnvironmentKind.STAGING,
        True,
        "acme",
    )


def test_sign_in_to_a_profile_keeps_its_key_in_the_keyring_per_profile(
    qtbot, qloop, arun, settings: AppSettings, sandbox_child, live_sandbox: str
) -> None:  # type: ignore[no-untyped-def]
    profile = Profile("Team staging", live_sandbox, EnvironmentKind.STAGING, api_code="demo")
    settings.save_profiles([profile])
    store = RecordingStore()
    dialog = SignInDialog(settings, store, sandbox_child)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [dialog.environment.itemText(i) for i in range(dialog.environment.count())]
    assert labels == ["Sandbox (built in)", "Team staging", "Custom server"]
    dialog.environment.setCurrentIndex(1)
    assert dialog.profile == profile
    assert dialog.base_url.text() == live_sandbox
    assert dialog.base_url.isReadOnly()
    assert dialog.api_code.text() == "demo"
    qtbot.waitUntil(lambda: dialog.remember.isEnabled(), timeout=5_000)
    qtbot.keyClicks(dialog.api_key, "demo-key")
    dialog.remember.setChecked(True)
    with qtbot.waitSignal(dialog.signed_in, timeout=10_000) as signal:
        dialog.submit()
    session = signal.args[0]
    assert session.environment.name == "Team staging"
    assert session.environment.kind is EnvironmentKind.STAGING
    qtbot.waitUntil(lambda: f"demo@profile:{profile.id}" in store.stored, timeout=5_000)
    assert settings.profile_id == profile.id
    settings.sync()
    assert "demo-key" not in Path(settings.file_name).read_text()  # never in the settings file

    again = SignInDialog(settings, store, sandbox_child)  # type: ignore[arg-type]
    qtbot.addWidget(again)
    again.show()
    assert again.profile == profile  # the last choice is offered again
    qtbot.waitUntil(lambda: again.api_key.text() == "demo-key", timeout=5_000)

    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    assert "Team staging" in window.windowTitle()
    assert window.statusBar().environment_badge.text() == "Team staging"
    assert window.production_frame is None  # staging: no band, no guard
    assert window.guard is None
    arun(session.client.aclose())


def test_manage_environments_is_reached_from_sign_in(
    qtbot, qloop, settings: AppSettings, sandbox_child
) -> None:  # type: ignore[no-untyped-def]
    dialog = SignInDialog(settings, RecordingStore(), sandbox_child)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    profiles = dialog.manage_environments()
    assert isinstance(profiles, ProfilesDialog)
    assert isinstance(dialog.profiles_dialog, ProfilesDialog)
    profiles.add_profile()
    profiles.base_url.clear()
    qtbot.keyClicks(profiles.base_url, "https://live.example")
    with qtbot.waitSignal(profiles.accepted):
        profiles.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    labels = [dialog.environment.itemText(i) for i in range(dialog.environment.count())]
    assert labels == ["Sandbox (built in)", "New server · PRODUCTION", "Custom server"]
