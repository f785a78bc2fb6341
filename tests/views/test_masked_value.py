"""A reveal shows one value and is recorded (the door's log feeds the audit journal)."""

from __future__ import annotations

from app.services.action_log import Outcome
from app.services.masking import DOT, Kind, Masking
from app.views.widgets.masked_value import MaskedValue


def test_a_reveal_shows_the_value_and_is_recorded(qtbot, qloop, session) -> None:  # type: ignore[no-untyped-def]
    value = MaskedValue(
        Kind.IBAN,
        "ES9121000418450200051332",
        session.masking,
        whose="order 9f1c",
        on_reveal=lambda kind, whose: session.actions.record_reveal(kind.value, whose),
    )
    qtbot.addWidget(value)
    value.show()
    assert value.label.text() == f"ES{DOT * 4}1332"
    assert value.masked
    value.reveal_button.click()
    assert value.label.text() == "ES9121000418450200051332"
    assert not value.masked
    assert not value.reveal_button.isVisible()
    [record] = session.action_log.records
    assert (record.action, record.target, record.outcome) == ("reveal", "order 9f1c", Outcome.DONE)
    assert record.detail == "iban"


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
