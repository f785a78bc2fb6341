"""The journal view loses no entry written while it reads the store, and shows none twice
(issue 22, finding 11); ``qtmodeltester`` watches its model."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.services.journal import Journal, JournalEntry
from app.views.journal.table_model import JournalTableModel
from app.views.journal.view import JournalView


@pytest.fixture
def journal(tmp_path: Path, qapp) -> Iterator[Journal]:  # type: ignore[no-untyped-def]
    made = Journal(tmp_path / "journal.sqlite3")
    yield made
    made.close()


def write(journal: Journal, target: str) -> JournalEntry:
    return journal.record(
        environment="sandbox", merchant="demo", action="note", target=target, outcome="done"
    ).result(timeout=5)


def seqs(model: JournalTableModel) -> list[int]:
    return [entry.seq for entry in model.shown]


def test_an_entry_written_during_the_read_is_shown_once(
    qtbot, qloop, qtmodeltester, journal, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The read answers what the store held when it began; the entry written meanwhile is
    announced first. The read's answer replaced the table and the entry was gone."""
    write(journal, "first")
    write(journal, "second")
    began, go_on = threading.Event(), threading.Event()
    read = journal.store.entries

    def slow_read() -> list[JournalEntry]:
        held = read()
        began.set()
        go_on.wait(5)
        return held

    monkeypatch.setattr(journal.store, "entries", slow_read)
    view = JournalView(journal)
    qtbot.addWidget(view)
    qtmodeltester.check(view.model)
    qtbot.waitUntil(began.is_set, timeout=5_000)
    write(journal, "during the read")
    qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=5_000)  # announced
    go_on.set()
    qtbot.waitUntil(lambda: not view.runner.busy, timeout=5_000)
    assert seqs(view.model) == [4, 3, 2, 1]  # 1: the desk's reviewer registered
    assert view.count.text() == "4 entries shown"


def test_an_entry_announced_after_a_read_that_had_it_shows_once(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = JournalTableModel()
    qtmodeltester.check(model)
    entries = [entry(seq) for seq in (1, 2, 3)]
    model.set_entries(entries)
    model.add(entries[2])
    assert seqs(model) == [3, 2, 1]


def test_entries_announced_out_of_order_take_their_place(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = JournalTableModel()
    qtmodeltester.check(model)
    model.set_entries([entry(1)])
    model.add(entry(3))
    model.add(entry(2))
    model.set_entries([entry(1), entry(2)])  # a read that began before 3 was written
    assert seqs(model) == [3, 2, 1]


def entry(seq: int) -> JournalEntry:
    return JournalEntry(
        seq=seq,
        at="2026-01-05T10:00:00.000Z",
        environment="sandbox",
        merchant="demo",
        os_user="tester",
        action="note",
        target=f"entry {seq}",
        outcome="done",
        detail="{}",
        prev_hash="0" * 64,
        hash=f"{seq:064d}",
    )
