"""Verify in the journal view says exactly what it proved (who signed, which head it was
checked against), shows its progress and can be cancelled; each entry names its author."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.services.journal import Journal
from app.views.journal.table_model import AUTHOR
from app.views.journal.view import JournalView


@pytest.fixture
def journal(tmp_path: Path, qapp) -> Iterator[Journal]:  # type: ignore[no-untyped-def]
    made = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "seen")
    made.name_reviewer("Ana Ruiz").result(timeout=10)
    yield made
    made.close()


def write(journal: Journal, count: int) -> None:
    for number in range(count):
        journal.record(
            environment="sandbox",
            merchant="demo",
            action="export",
            target=f"{number}.csv",
            outcome="done",
        )
    journal.flush()


def verified(qtbot, view: JournalView) -> str:  # type: ignore[no-untyped-def]
    task = view.verify()
    qtbot.waitUntil(task.done, timeout=10_000)
    return view.verdict.text()


def test_verify_says_who_signed_and_which_head_it_matched(qtbot, qloop, journal) -> None:  # type: ignore[no-untyped-def]
    write(journal, 3)
    view = JournalView(journal)
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.model.rowCount() == 4, timeout=5_000)
    first = verified(qtbot, view)
    assert first.startswith("The chain is intact: entries 1–4 hold.")
    assert "Entries 1–4 are signed by one reviewer." in first
    assert "This desk had seen none of it before" in first
    second = verified(qtbot, view)
    assert "Head 4 matches what this desk saw on " in second
    assert not view.progress.isVisible()
    name = view.model.index(0, AUTHOR).data()
    assert name.startswith("Ana Ruiz (")


def test_verify_shows_progress_and_can_be_cancelled(qtbot, qloop, journal) -> None:  # type: ignore[no-untyped-def]
    write(journal, 5)
    view = JournalView(journal)
    qtbot.addWidget(view)
    view.show()
    seen: list[tuple[int, int]] = []
    view._moves.moved.connect(lambda done, total: seen.append((done, total)))
    view._stop.set()  # as if Cancel was pressed before the walk began
    journal._writer.submit(lambda: None).result()
    original = journal.store.verify

    def slow(progress, cancelled):  # type: ignore[no-untyped-def]
        view._stop.set()
        return original(progress, cancelled)

    journal.store.verify = slow  # type: ignore[method-assign]
    task = view.verify()
    assert view.cancel_button.isVisible()
    assert view.progress.isVisible()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert view.verdict.text() == "Verification cancelled: nothing was proved."
    assert journal.broken is None  # a cancelled walk proves nothing either way
    journal.store.verify = original  # type: ignore[method-assign]
    assert verified(qtbot, view).startswith("The chain is intact: entries 1–6 hold.")
    assert seen[-1] == (6, 6)
