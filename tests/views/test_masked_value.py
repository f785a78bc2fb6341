"""A reveal shows one value only once the door let it through, and is recorded (the door's log
feeds the audit journal); a guard that refuses reveals nothing. Copy copies what is shown:
the mask while masked (no door, nothing personal leaves), the value through the door once
revealed."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from app.services.action_log import Outcome
from app.services.door import ActionRefused, ActionRequest
from app.services.masking import DOT, Kind, Masking
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.masked_value import MaskedValue, ThroughDoor

IBAN = "ES9121000418450200051332"


class Refuses:
    """A guard that says no to everything (a read-only profile, a confirmation not typed)."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    async def check(self, request: ActionRequest) -> None:
        self.asked.append(request.action)
        raise ActionRefused("Read-only: nothing was shown.")


def masked_iban(qtbot, session, *, copyable: bool = False) -> tuple[MaskedValue, ErrorBanner]:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner()
    door = ThroughDoor(session.actions, TaskRunner(owner, banner))
    value = MaskedValue(
        Kind.IBAN, IBAN, session.masking, whose="order 9f1c", on_reveal=door, copyable=copyable
    )
    qtbot.addWidget(value)
    value.show()
    return value, banner


def test_a_reveal_shows_the_value_and_is_recorded(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    value, _banner = masked_iban(qtbot, session)
    assert value.label.text() == f"ES{DOT * 4}1332"
    assert value.masked
    value.reveal_button.click()
    qtbot.waitUntil(lambda: not value.masked)
    assert value.label.text() == IBAN
    assert not value.reveal_button.isVisible()
    [record] = session.action_log.records
    assert (record.action, record.target, record.outcome) == ("reveal", "order 9f1c", Outcome.DONE)
    assert record.detail == "iban"


def test_a_reveal_the_guard_refuses_reveals_nothing(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    guard = Refuses()
    session.actions.guard = guard
    value, banner = masked_iban(qtbot, session)
    value.reveal_button.click()
    qtbot.waitUntil(lambda: bool(session.action_log.records))
    qtbot.waitUntil(lambda: banner.text != "")
    assert guard.asked == ["reveal"]
    assert value.masked
    assert value.label.text() == f"ES{DOT * 4}1332"
    assert IBAN not in banner.text
    [record] = session.action_log.records
    assert (record.action, record.outcome) == ("reveal", Outcome.REFUSED)


def test_copy_copies_the_mask_until_revealed_then_the_value_through_the_door(
    qtbot, qloop, session
) -> None:  # type: ignore[no-untyped-def]
    value, _banner = masked_iban(qtbot, session, copyable=True)
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("before")
    value.copy_button.click()
    assert clipboard.text() == f"ES{DOT * 4}1332"
    assert session.action_log.records == []  # a mask is not personal data: no door
    value.reveal_button.click()
    qtbot.waitUntil(lambda: not value.masked)
    value.copy_button.click()
    qtbot.waitUntil(lambda: clipboard.text() == IBAN)
    copied = session.action_log.records[-1]
    assert (copied.action, copied.target, copied.outcome, copied.detail) == (
        "copy_personal_data",
        "order 9f1c",
        Outcome.DONE,
        "iban",
    )


def test_a_copy_the_guard_refuses_leaves_the_clipboard_alone(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    value, _banner = masked_iban(qtbot, session, copyable=True)
    value.reveal_button.click()
    qtbot.waitUntil(lambda: not value.masked)
    session.actions.guard = Refuses()
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("before")
    value.copy_button.click()
    qtbot.waitUntil(lambda: session.action_log.records[-1].action == "copy_personal_data")
    assert session.action_log.records[-1].outcome is Outcome.REFUSED
    assert clipboard.text() == "before"


def test_without_a_door_nothing_is_revealed(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    value = MaskedValue(Kind.EMAIL, "ana@example.com", session.masking)
    qtbot.addWidget(value)
    assert value.reveal_button.isHidden()
    value.reveal()
    assert value.masked


def test_with_masking_off_the_value_shows_and_nothing_is_offered(qtbot) -> None:  # type: ignore[no-untyped-def]
    value = MaskedValue(Kind.EMAIL, "ana@example.com", Masking(sandbox=True, off_for_sandbox=True))
    qtbot.addWidget(value)
    assert value.label.text() == "ana@example.com"
    assert value.reveal_button.isHidden()


def test_the_sandbox_setting_shows_personal_data_and_a_live_server_never_does(
    qtbot, qloop, session, settings
) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from app.services.environments import EnvironmentKind
    from app.views.activity import ActivityTracker
    from app.views.main_window import MainWindow

    window = MainWindow(session, settings, ActivityTracker())
    qtbot.addWidget(window)
    assert session.masking.enabled
    window.unmask_action.setChecked(True)
    assert not session.masking.enabled
    assert settings.unmask_sandbox

    live = dataclasses.replace(
        session, environment=dataclasses.replace(session.environment, kind=EnvironmentKind.CUSTOM)
    )
    live_window = MainWindow(live, settings, ActivityTracker())
    qtbot.addWidget(live_window)
    assert live.masking.enabled  # the saved sandbox setting does not reach a live server
    assert not live_window.unmask_action.isEnabled()
