"""Personal data through the door: a reveal, a clipboard copy, a saved or opened copy and a
case bundle each ask the guard first and are journalled with their outcome; a refused one
shows, opens or writes nothing. Nothing is sent to a server."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from app.services.action_log import ActionLog, Outcome
from app.services.actions import ActionRefused, ActionRequest, Actions
from app.services.context import WorkContext
from app.services.data_actions import DataLeft, NothingLeft
from app.services.environments import Environment, EnvironmentKind

pytestmark = pytest.mark.anyio


class Guard:
    def __init__(self, *, refuse: bool) -> None:
        self.refuse = refuse
        self.asked: list[ActionRequest] = []

    async def check(self, request: ActionRequest) -> None:
        self.asked.append(request)
        if self.refuse:
            raise ActionRefused("Read-only: unlock for this session first.")


class NoServer:
    """A client nothing may be sent to: these actions never reach a server."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the client was used: {name}")


def door(*, refuse: bool = False) -> tuple[Actions, ActionLog, Guard]:
    log = ActionLog()
    guard = Guard(refuse=refuse)
    context = WorkContext(Environment(EnvironmentKind.SANDBOX, "http://127.0.0.1"))
    actions = Actions(NoServer(), context, log, guard=guard)  # type: ignore[arg-type]
    return actions, log, guard


def calls(
    tmp_path: Path, opened: list[Path]
) -> dict[str, Callable[[Actions], Awaitable[DataLeft]]]:
    async def bundle() -> Path:
        target = tmp_path / "bundle.zip"
        target.write_bytes(b"zip")
        return target

    async def orders() -> int:
        (tmp_path / "orders.csv").write_text("id\n")
        return 1

    return {
        "export_orders": lambda a: a.export_orders("u-1/a-1", "orders.csv", orders),
        "reveal": lambda a: a.reveal("e-mail", "shareholder sh-1"),
        "copy_personal_data": lambda a: a.copy_personal("e-mail", "shareholder sh-1"),
        "save_document_copy": lambda a: a.save_document_copy(
            "u-1/d-1", "dni.png", b"PNG", tmp_path / "dni.png"
        ),
        "open_document_externally": lambda a: a.open_document_copy(
            "u-1/d-1", "dni.png", b"PNG", opened.append
        ),
        "export_case_bundle": lambda a: a.export_case_bundle(
            "u-1", "s-1", "bundle.zip", True, bundle
        ),
    }


def files_in(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir()]


async def test_each_is_asked_of_the_guard_and_journalled(tmp_path: Path) -> None:
    opened: list[Path] = []
    for action, call in calls(tmp_path, opened).items():
        actions, log, guard = door()
        left = await call(actions)
        assert [r.action for r in guard.asked] == [action]
        [record] = log.records
        assert (record.action, record.outcome) == (action, Outcome.DONE)
        assert record.detail == left.id
    assert (tmp_path / "dni.png").read_bytes() == b"PNG"
    assert [p.read_bytes() for p in opened] == [b"PNG"]


async def test_a_refused_one_shows_opens_and_writes_nothing(tmp_path: Path) -> None:
    opened: list[Path] = []
    written: list[str] = []
    for action, call in calls(tmp_path, opened).items():
        actions, log, guard = door(refuse=True)
        with pytest.raises(ActionRefused):
            await call(actions)
        assert [r.action for r in guard.asked] == [action]
        [record] = log.records
        assert (record.action, record.outcome) == (action, Outcome.REFUSED)
        written += files_in(tmp_path)
    assert written == []
    assert opened == []


async def test_a_bundle_journals_whether_personal_data_went_in(tmp_path: Path) -> None:
    async def write() -> Path:
        target = tmp_path / "case.zip"
        target.write_bytes(b"zip")
        return target

    actions, log, _guard = door()
    await actions.export_case_bundle("u-1", "s-1", "case.zip", False, write)
    await actions.export_case_bundle("u-1", "s-1", "case.zip", True, write)
    assert [(r.target, r.detail) for r in log.records] == [
        ("u-1/s-1", "case.zip (personal data masked)"),
        ("u-1/s-1", "case.zip (personal data included)"),
    ]

    async def cancelled() -> None:
        return None

    with pytest.raises(NothingLeft):
        await actions.export_case_bundle("u-1", "s-1", "case.zip", True, cancelled)
    assert log.records[-1].outcome is Outcome.REFUSED


async def test_every_record_names_its_author_by_key(tmp_path: Path) -> None:
    """The door stamps each record with the acting reviewer's key id (what four-eyes rules
    compare), whether the action was done or refused."""
    from app.services.reviewers import Reviewer

    for refuse in (False, True):
        actions, log, _guard = door(refuse=refuse)
        actions.reviewer = Reviewer("ab" * 32, "Ana")
        with contextlib.suppress(ActionRefused):
            await actions.reveal("e-mail", "shareholder sh-1")
        assert [r.author for r in log.records] == ["ab" * 32]
