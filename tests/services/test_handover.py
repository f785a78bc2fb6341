"""Work handed to another thread owns what it makes until someone takes it: a wait cancelled
before the job starts means it never runs, one cancelled while it runs has what it made
released (issue 23, item 10). A temporary copy for the system viewer, cancelled while it is
written, is removed at once rather than left for exit."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from pathlib import Path

import pytest

from app.services import data_actions
from app.services.handover import in_thread, take
from tests.services.test_data_actions import door

pytestmark = pytest.mark.anyio


async def _cancel_while(started: threading.Event, task: asyncio.Task[object]) -> None:
    """Cancel ``task`` once its job runs in the other thread, and see it cancelled."""
    await asyncio.to_thread(started.wait, 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def _released(released: list[object], count: int = 1) -> None:
    for _ in range(500):
        if len(released) >= count:
            return
        await asyncio.sleep(0.01)


async def test_a_job_running_when_the_wait_is_cancelled_has_its_result_released() -> None:
    started, gate = threading.Event(), threading.Event()
    released: list[object] = []

    def work() -> str:
        started.set()
        gate.wait(5)
        return "an open document"

    task = asyncio.ensure_future(in_thread(work, released.append))
    await _cancel_while(started, task)
    assert released == []  # still running: nothing made yet
    gate.set()
    await _released(released)
    assert released == ["an open document"]


async def test_a_job_not_started_when_the_wait_is_cancelled_never_runs() -> None:
    released: list[object] = []
    future: concurrent.futures.Future[str] = concurrent.futures.Future()
    task = asyncio.ensure_future(take(future, released.append))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not future.set_running_or_notify_cancel()  # what a worker asks before it runs it
    assert released == []


async def test_a_job_that_fails_releases_nothing_and_a_taken_result_is_the_callers() -> None:
    started, cancelled = threading.Event(), threading.Event()
    released: list[object] = []

    def fails() -> str:
        started.set()
        cancelled.wait(5)  # fails only once the wait was cancelled (under load it could
        raise OSError("disk full")  # fail first, and the task end with the error instead)

    task = asyncio.ensure_future(in_thread(fails, released.append))
    await _cancel_while(started, task)
    cancelled.set()
    await asyncio.sleep(0.05)
    assert released == []
    assert await in_thread(lambda: "kept", released.append) == "kept"
    assert released == []


async def test_a_temporary_copy_cancelled_while_written_is_removed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started, gate = threading.Event(), threading.Event()
    written: list[Path] = []
    real = data_actions.temporary_copy

    def slow_copy(file_name: str, content: bytes) -> Path:
        started.set()
        gate.wait(5)
        path = real(file_name, content)
        written.append(path)
        return path

    monkeypatch.setattr(data_actions, "temporary_copy", slow_copy)
    actions, _log, _guard = door()
    opened: list[Path] = []
    task = asyncio.ensure_future(
        actions.open_document_copy("u-1/d-1", "dni.png", b"PNG", opened.append)
    )
    await _cancel_while(started, task)
    gate.set()
    for _ in range(500):
        if written and not written[0].exists():
            break
        await asyncio.sleep(0.01)
    assert opened == []  # the viewer was never asked
    assert written
    assert not written[0].exists()
    assert not written[0].parent.exists()
