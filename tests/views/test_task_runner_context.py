"""Loads tied to the context they were asked in, and the newest request of a kind winning."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QWidget

from app.api.errors import ConnectionLost, NotFound, ValidationFailed
from app.services.context import AccountRef, WorkContext
from app.services.environments import Environment, EnvironmentKind
from app.views.task_runner import Binding, TaskRunner
from app.views.widgets.error_banner import ErrorBanner


def make_runner(qtbot):  # type: ignore[no-untyped-def]
    owner = QWidget()
    qtbot.addWidget(owner)
    banner = ErrorBanner(owner)
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1:1"))
    return TaskRunner(owner, banner, context=context), banner, context


class Gate:
    """A load whose answer the test releases."""

    def __init__(self) -> None:
        self.open = asyncio.Event()
        self.cancelled = False

    async def answer(self, value: str) -> str:
        try:
            await self.open.wait()
        except asyncio.CancelledError:
            self.cancelled = True
            raise
        return value


def test_a_bound_load_is_dropped_when_the_account_changes(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    runner, banner, context = make_runner(qtbot)
    context.choose_account("u", "a1")
    gate, shown = Gate(), []
    task = runner.run(lambda: gate.answer("a1's"), on_success=shown.append)  # a LOAD: default
    context.choose_account("u", "a2")
    qtbot.waitUntil(task.done, timeout=2_000)
    assert task.cancelled()
    gate.open.set()
    assert shown == []
    assert not banner.isVisibleTo(banner.parentWidget())


def test_an_answer_landing_after_the_move_is_not_shown(qtbot, qloop, arun) -> None:  # type: ignore[no-untyped-def]
    """Even if a load could not be cancelled in time, its answer is checked against the
    context before it reaches the view."""
    runner, _banner, context = make_runner(qtbot)
    context.choose_account("u", "a1")
    shown: list[str] = []

    async def answer_then_move() -> str:
        context.blockSignals(True)  # the move is not heard: only the final check can stop it
        context.choose_account("u", "a2")
        context.blockSignals(False)
        return "a1's"

    task = runner.run(answer_then_move, on_success=shown.append)
    qtbot.waitUntil(task.done, timeout=2_000)
    assert shown == []


def test_an_action_survives_a_move_and_lands_where_it_belongs(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    runner, banner, context = make_runner(qtbot)
    context.choose_account("u", "a1")
    gate, shown, elsewhere = Gate(), [], []
    task = runner.run(
        lambda: gate.answer("sent"),
        on_success=shown.append,
        binding=Binding.ACTION,
        elsewhere=elsewhere.append,
    )
    context.choose_account("u", "a2")
    gate.open.set()
    qtbot.waitUntil(task.done, timeout=2_000)
    assert not task.cancelled()  # a payout under way is never cancelled by a move
    assert shown == []  # ... nor applied to the account now current
    assert [(m.asked.account, m.result) for m in elsewhere] == [(AccountRef("u", "a1"), "sent")]
    assert not banner.isVisibleTo(banner.parentWidget())  # its handler said it


def test_an_action_landing_after_a_move_is_said_naming_its_account(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    """Without a handler of its own, a sentence names the account; the view gets nothing."""
    runner, banner, context = make_runner(qtbot)
    context.choose_account("u", "a1")
    ok, failing, shown = Gate(), Gate(), []

    async def refused() -> str:
        await failing.open.wait()
        raise NotFound("No such vIBAN.")

    done = runner.run(lambda: ok.answer("sent"), on_success=shown.append, binding=Binding.ACTION)
    context.choose_account("u", "a2")
    ok.open.set()
    qtbot.waitUntil(done.done, timeout=2_000)
    assert shown == []
    assert "a1" in banner.text
    assert "not applied here" in banner.text
    context.choose_account("u", "a1")
    failed = runner.run(refused, on_failure=shown.append, binding=Binding.ACTION)
    context.choose_account("u", "a3")
    failing.open.set()
    qtbot.waitUntil(failed.done, timeout=2_000)
    assert shown == []  # not routed to the view of a3
    assert "a1" in banner.text
    assert "No such vIBAN." in banner.text


def test_a_free_task_survives_a_move_and_is_applied(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    runner, _banner, context = make_runner(qtbot)
    context.choose_account("u", "a1")
    gate, shown = Gate(), []
    task = runner.run(
        lambda: gate.answer("catalogue"), on_success=shown.append, binding=Binding.FREE
    )
    context.choose_account("u", "a2")
    gate.open.set()
    qtbot.waitUntil(task.done, timeout=2_000)
    assert shown == ["catalogue"]


def test_the_newest_request_of_a_kind_wins(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    runner, _banner, _context = make_runner(qtbot)
    first, second, shown = Gate(), Gate(), []
    earlier = runner.run(lambda: first.answer("first"), on_success=shown.append, key="user")
    later = runner.run(lambda: second.answer("second"), on_success=shown.append, key="user")
    second.open.set()
    qtbot.waitUntil(lambda: earlier.done() and later.done(), timeout=2_000)
    assert earlier.cancelled()
    assert shown == ["second"]


def test_retry_is_offered_only_where_it_can_help(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    runner, banner, _context = make_runner(qtbot)
    retry_button = banner._retry_button

    async def fail(exc: Exception) -> None:
        raise exc

    for exc, offered in (
        (ConnectionLost(), True),
        (NotFound("No such account."), False),
        (ValidationFailed("Bad amount."), False),
    ):
        task = runner.run(lambda exc=exc: fail(exc))
        qtbot.waitUntil(task.done, timeout=2_000)
        assert retry_button.isVisibleTo(banner) is offered, exc


def test_controls_are_off_from_the_moment_a_task_is_asked(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    """A second Enter before the task's first step finds the button off already."""
    from PySide6.QtWidgets import QPushButton

    runner, _banner, _context = make_runner(qtbot)
    button = QPushButton("Send")
    qtbot.addWidget(button)
    gate = Gate()
    task = runner.run(lambda: gate.answer("sent"), controls=[button])
    assert not button.isEnabled()  # no loop turn has happened yet
    gate.open.set()
    qtbot.waitUntil(task.done, timeout=2_000)
    assert button.isEnabled()


def test_a_task_cancelled_before_it_ran_gives_its_controls_back(qtbot, qloop) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    runner, _banner, _context = make_runner(qtbot)
    button = QPushButton("Send")
    qtbot.addWidget(button)
    task = runner.run(lambda: Gate().answer("never"), controls=[button])
    task.cancel()
    qtbot.waitUntil(task.done, timeout=2_000)
    qtbot.waitUntil(button.isEnabled, timeout=2_000)
