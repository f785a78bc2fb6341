"""The profile dialog's four-eyes box: ticked for a production profile, clear for a sandbox
one, following the kind until a person chooses; what they chose is saved and reaches the
session's environment (a sandbox profile with four eyes ON is how testers try it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.services.environments import EnvironmentKind
from app.services.settings import AppSettings
from app.views.environments.profiles import ProfilesDialog


def test_four_eyes_follows_the_kind_until_chosen_and_is_saved(qtbot, settings: AppSettings) -> None:  # type: ignore[no-untyped-def]
    dialog = ProfilesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_profile()  # a new server is production until told otherwise
    assert dialog.four_eyes.isChecked()
    dialog.base_url.clear()
    qtbot.keyClicks(dialog.base_url, "http://127.0.0.1:8000")
    dialog.kind.setCurrentIndex(dialog.kind.findData(EnvironmentKind.SANDBOX.value))
    assert not dialog.four_eyes.isChecked()  # not chosen: it follows the kind
    dialog.four_eyes.setFocus()
    qtbot.keyClick(dialog.four_eyes, Qt.Key.Key_Space)  # a tester turns it on
    assert dialog.four_eyes.isChecked()
    dialog.kind.setCurrentIndex(dialog.kind.findData(EnvironmentKind.STAGING.value))
    dialog.kind.setCurrentIndex(dialog.kind.findData(EnvironmentKind.SANDBOX.value))
    assert dialog.four_eyes.isChecked()  # chosen: the kind no longer decides
    with qtbot.waitSignal(dialog.accepted):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    [profile] = settings.profiles()
    environment = profile.environment()
    assert environment.is_sandbox
    assert environment.four_eyes
