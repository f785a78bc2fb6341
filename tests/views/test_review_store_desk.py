"""At sign-in the desk's reviewer is named once (a signed entry) and the door signs with them;
a journal found broken at start-up is said then, and nothing more is appended to it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.services.credentials import CredentialStore
from app.services.journal import Journal
from app.services.sandbox_process import BuiltInSandbox
from app.views.app_controller import AppController
from app.views.reviewer_name import ReviewerNameDialog
from tests.helpers.review_store import rewrite


@pytest.fixture
def journal(tmp_path: Path, qapp) -> Iterator[Journal]:  # type: ignore[no-untyped-def]
    made = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "seen")
    yield made
    made.close()


@pytest.fixture
def controller(settings, journal: Journal, tmp_path: Path) -> Iterator[AppController]:  # type: ignore[no-untyped-def]
    made = AppController(
        settings=settings,
        credentials=CredentialStore(),
        sandbox=BuiltInSandbox(tmp_path / "sandbox.sqlite3"),
        journal=journal,
    )
    yield made  # alive as long as its window: the window uses its activity tracker
    if made.window is not None:
        made.window.close()


def test_the_reviewer_is_named_once_and_the_door_signs_as_them(
    qtbot, qloop, session, journal, controller
) -> None:  # type: ignore[no-untyped-def]
    controller._open_main_window(session)
    window = controller.window
    assert window is not None
    dialog = controller.reviewer_dialog
    assert isinstance(dialog, ReviewerNameDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=5_000)
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Ana Ruiz")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.actions.reviewer.name == "Ana Ruiz", timeout=5_000)
    key = session.actions.reviewer.key_id
    window.journal_recorder.record("export", "case.zip", "done")  # type: ignore[union-attr]
    journal.flush()
    entries = journal.store.entries()
    assert {e.author_key for e in entries} == {key}
    assert entries[-1].author_name == "Ana Ruiz"
    assert [e.action for e in entries][-2:] == ["reviewer_named", "export"]
    assert not journal.needs_name()  # asked once per desk and store
    assert journal.store.verify().intact


def test_a_journal_broken_at_start_up_is_said_and_not_appended_to(
    qtbot, qloop, session, settings, journal, tmp_path, controller
) -> None:  # type: ignore[no-untyped-def]
    journal.name_reviewer("Ana").result(timeout=10)
    for number in range(3):
        journal.record(
            environment="sandbox",
            merchant="demo",
            action="export",
            target=f"{number}.csv",
            outcome="done",
        )
    journal.flush()
    assert journal.store.verify().intact

    def change(rows):  # type: ignore[no-untyped-def]
        rows[2]["target"] = "other.csv"
        return rows

    rewrite(journal.store.target, change)
    controller._open_main_window(session)
    assert controller.window is not None
    qtbot.waitUntil(lambda: controller.broken_box is not None, timeout=5_000)
    journal.flush()
    box = controller.broken_box
    assert isinstance(box, QMessageBox)
    assert box.isVisible()
    assert "found it broken" in box.text()
    assert "entry 3" in box.text()
    box.close()
    assert len(journal.store.entries()) == 4  # the sign-in was not appended
