"""The environment stays in sight (issue 28, item 2): the status bar's badge (SANDBOX,
PRODUCTION) and the sandbox's notice vanished while any status message showed (showMessage
hides a status bar's ordinary widgets), and the sign-in picker cut "Prod loopback · PR…" when
Manage environments added a name longer than those it was first sized for."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QMainWindow, QStyle, QStyleOptionComboBox, QWidget

from app.services.credentials import CredentialStore
from app.services.environments import Environment, EnvironmentKind, Profile
from app.services.sandbox_process import BuiltInSandbox
from app.services.settings import AppSettings
from app.views.activity import ActivityTracker
from app.views.sign_in.dialog import SignInDialog
from app.views.status_bar import SessionStatusBar

PRODUCTION = Environment(EnvironmentKind.PRODUCTION, "https://127.0.0.1:9", name="Prod loopback")


def whole_in(widget: QWidget, bar: QWidget) -> bool:
    """Shown, inside the bar, and at least as wide as it asks to be (nothing cut)."""
    place = widget.geometry()
    return (
        widget.isVisible()
        and bar.rect().contains(place)
        and place.width() >= widget.sizeHint().width()
    )


@pytest.mark.parametrize("width", [1366, 1280, 960])
def test_the_badge_and_the_sandbox_notice_stay_while_a_message_shows(qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    window = QMainWindow()
    qtbot.addWidget(window)
    bar = SessionStatusBar(
        PRODUCTION,
        "merchant-1",
        ActivityTracker(),
        lambda: datetime.now(UTC) + timedelta(minutes=30),
        window,
    )
    window.setStatusBar(bar)
    window.resize(width, 720)
    window.show()
    qtbot.waitExposed(window)
    badge = bar.environment_badge
    assert "PRODUCTION" in badge.text()
    assert whole_in(badge, bar)

    bar.showMessage("Quotes expired: 1")
    qtbot.waitUntil(lambda: bar.currentMessage() == "Quotes expired: 1")
    assert whole_in(badge, bar)
    assert bar.merchant.isVisible()

    notice = bar.sandbox_notice
    sentence = "The built-in sandbox stopped. Restart it to carry on; your data is kept."
    notice.show_stopped(sentence)
    bar.showMessage("Unlocked until you sign out.")
    assert notice.isVisible()
    assert notice.restart_button.isVisible()
    assert whole_in(badge, bar)
    if width >= 1280:  # room for its sentence whole
        qtbot.waitUntil(
            lambda: notice.message.width() >= notice.fontMetrics().horizontalAdvance(sentence)
        )


def fits(picker: QComboBox) -> bool:
    """The current name fits the combo's text field whole (any combo: as painted)."""
    option = QStyleOptionComboBox()
    picker.initStyleOption(option)
    field = picker.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, picker
    )
    return picker.fontMetrics().horizontalAdvance(picker.currentText()) <= field.width()


def picker_dialog(qtbot, settings: AppSettings, tmp_path: Path) -> SignInDialog:  # type: ignore[no-untyped-def]
    settings.environment_kind = EnvironmentKind.CUSTOM  # the sandbox is never started here
    dialog = SignInDialog(settings, CredentialStore(), BuiltInSandbox(tmp_path / "s.sqlite3"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # Sized for the names it had when first shown, as on a real display (offscreen, Qt may
    # not have asked before the test adds a name, and then sizes for the new one).
    dialog.layout().activate()
    dialog.environment.sizeHint()
    return dialog


def add_and_choose(qtbot, dialog: SignInDialog, settings: AppSettings, name: str) -> None:  # type: ignore[no-untyped-def]
    """As Manage environments does on Save: the profile saved, the picker filled again."""
    profile = Profile(name, "https://127.0.0.1:9", EnvironmentKind.PRODUCTION, api_code="x")
    settings.save_profiles([profile])
    manage = dialog.manage_environments()
    settings.profile_id = profile.id
    manage.accept()
    dialog.environment.setCurrentIndex(dialog.environment.findData(f"profile:{profile.id}"))
    qtbot.waitUntil(lambda: dialog.profile == profile)


def test_a_profile_added_after_the_dialog_showed_is_named_whole(
    qtbot, qloop, settings: AppSettings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    dialog = picker_dialog(qtbot, settings, tmp_path)
    add_and_choose(qtbot, dialog, settings, "Prod loopback")
    picker = dialog.environment
    assert picker.currentText() == "Prod loopback · PRODUCTION"
    assert fits(picker)
    assert picker.shown_text() == picker.currentText()
    assert picker.toolTip() == "Prod loopback · PRODUCTION"


def test_a_name_too_long_for_the_screen_is_cut_in_the_middle(
    qtbot, qloop, settings: AppSettings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    dialog = picker_dialog(qtbot, settings, tmp_path)
    long_name = "Acme payments, the European production cluster in Frankfurt " * 4
    add_and_choose(qtbot, dialog, settings, long_name.strip())
    picker = dialog.environment
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width()
    shown = picker.shown_text()
    assert "…" in shown
    assert shown.startswith("Acme")
    assert shown.endswith("PRODUCTION")  # the end that says real money moves is kept
    assert picker.toolTip() == picker.currentText()
