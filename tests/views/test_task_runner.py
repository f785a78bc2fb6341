"""The one async pattern: controls held while tasks run, failures routed, tasks cancelled."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from app.api.errors import ValidationFailed
from app.models.validation import FieldIssue
from app.views.activity import ActivityTracker
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner


def owner_with_button(qtbot) -> tuple[QWidget, QPushButton, ErrorBanner, TaskRunner]:  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    button = QPushButton("Load")
    banner = ErrorBanner()
    layout = QVBoxLayout(owner)
    layout.addWidget(banner)
    layout.addWidget(button)
    return owner, button, banner, TaskRunner(owner, banner, activity=ActivityTracker())


def test_overlapping_tasks_on_one_control_leave_it_enabled(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    _owner, button, _banner, runner = owner_with_button(qtbot)
    first, second = asyncio.Event(), asyncio.Event()

    async def wait_for(event: asyncio.Event) -> None:
        await event.wait()

    one = runner.run(lambda: wait_for(first), controls=[button])
    two = runner.run(lambda: wait_for(second), controls=[button])
    qtbot.waitUntil(lambda: not button.isEnabled())
    first.set()
    qtbot.waitUntil(one.done)
    assert not button.isEnabled()  # the second task still holds it
    second.set()
    qtbot.waitUntil(two.done)
    assert button.isEnabled()


def test_a_control_disabled_before_stays_disabled(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    _owner, button, _banner, runner = owner_with_button(qtbot)
    button.setEnabled(False)

    async def nothing() -> None:
        return None

    qtbot.waitUntil(runner.run(nothing, controls=[button]).done)
    assert not button.isEnabled()


def test_field_errors_go_to_fields_and_the_rest_to_the_banner(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    _owner, _button, banner, runner = owner_with_button(qtbot)
    placed: list[FieldIssue] = []

    async def refused() -> None:
        raise ValidationFailed(
            "The request has invalid fields.",
            details=[FieldIssue("alias", "Enter at least 3 characters.")],
        )

    def route(issues) -> bool:  # type: ignore[no-untyped-def]
        placed.extend(issues)
        return True

    qtbot.waitUntil(runner.run(refused, on_fields=route).done)
    assert placed == [FieldIssue("alias", "Enter at least 3 characters.")]
    assert banner.text == "Some fields need attention; see the messages beside them."

    async def broken() -> None:
        raise KeyError("oops")

    qtbot.waitUntil(runner.run(broken).done)
    assert banner.text.startswith("Something went wrong inside Teller (KeyError)")
    assert banner._retry is not None


def test_tasks_are_cancelled_when_the_view_closes(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    owner, _button, _banner, runner = owner_with_button(qtbot)
    never = asyncio.Event()

    async def wait_forever() -> None:
        await never.wait()

    task = runner.run(wait_forever)
    qtbot.waitUntil(lambda: runner.busy)
    owner.deleteLater()
    qtbot.waitUntil(task.done)
    assert task.cancelled()


def test_a_busy_view_shows_the_busy_pointer(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from app.views.task_runner import TaskRunner
    from app.views.widgets.error_banner import ErrorBanner

    owner = QWidget()
    qtbot.addWidget(owner)
    runner = TaskRunner(owner, ErrorBanner())
    gate = asyncio.Event()

    async def work() -> None:
        await gate.wait()

    task = runner.run(work)
    assert owner.cursor().shape() is Qt.CursorShape.BusyCursor
    gate.set()
    qtbot.waitUntil(task.done, timeout=2_000)
    qtbot.waitUntil(lambda: not runner.busy, timeout=2_000)
    assert owner.cursor().shape() is Qt.CursorShape.ArrowCursor


def test_a_success_clears_only_messages_older_than_its_question(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    """A background reload asked before a refusal landed must not wipe the refusal (the case
    view's refused approval vanished that way); a Retry, asked after the message, clears it."""
    owner, _button, banner, runner = owner_with_button(qtbot)
    owner.show()
    release = asyncio.Event()

    async def reload() -> None:
        await release.wait()

    async def refused() -> None:
        raise ValidationFailed("Approval is refused while: a.pdf: not reviewed")

    background = runner.run(reload)
    qtbot.waitUntil(runner.run(refused).done)
    assert banner.isVisible()
    release.set()
    qtbot.waitUntil(background.done)
    assert banner.isVisible()  # newer than the reload's question: still there to be read
    assert "a.pdf: not reviewed" in banner.text

    async def nothing() -> None:
        return None

    qtbot.waitUntil(runner.run(nothing).done)  # asked after the message: it answers it
    assert not banner.isVisible()
