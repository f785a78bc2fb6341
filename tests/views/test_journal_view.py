"""What was done from this desk is in the journal, with its idempotency key, and the journal
view names an entry edited outside Teller."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.journal import Journal
from app.views.activity import ActivityTracker
from app.views.main_window import MainWindow
from tests.views.test_payouts_workspace import accept_all, fill_person


@pytest.fixture
def journal(tmp_path: Path, qapp):  # type: ignore[no-untyped-def]
    made = Journal(tmp_path / "journal.sqlite3")
    yield made
    made.close()


def window_with(qtbot, session, settings, journal) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(session, settings, ActivityTracker(), journal=journal)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_payout_is_journalled_with_its_key_and_the_order(
    qtbot, qloop, session, settings, funded, journal
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    window = window_with(qtbot, session, settings, journal)
    window.tabs.setCurrentWidget(window.payouts)
    window.payouts.use_account(uid, aid)
    form = window.payouts.bank
    qtbot.waitUntil(lambda: form.account is not None and form.relation.count() > 2, timeout=5_000)
    accept_all(form)
    fill_person(form, "12.00")
    task = form.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    order = form.result.order
    assert order is not None
    journal.flush()
    entries = journal.store.entries()
    assert [e.action for e in entries] == ["reviewer_registered", "sign_in", "bank_payout"]
    payout = entries[-1]
    assert payout.outcome == "done"
    assert payout.target == f"{uid}/{aid}"
    assert payout.details["result"] == order.id
    assert payout.details["idempotencyKey"]
    assert (payout.merchant, payout.environment) == ("demo", "sandbox")
    assert session.client.session.token not in json.dumps([e.detail for e in entries])


def test_verify_names_the_entry_changed_outside_teller(
    qtbot, qloop, session, settings, journal
) -> None:  # type: ignore[no-untyped-def]
    window = window_with(qtbot, session, settings, journal)
    for number in range(3):
        window.journal_recorder.record("export", f"orders-{number}.csv", "done", {"rows": number})  # type: ignore[union-attr]
    journal.flush()
    view = window.open_journal()
    assert view is not None
    qtbot.waitUntil(lambda: view.model.rowCount() == 5, timeout=5_000)  # reviewer, sign-in, 3
    task = view.verify()
    qtbot.waitUntil(task.done, timeout=5_000)
    assert view.verdict.text().startswith("The chain is intact: entries 1–5 hold.")

    raw = journal.path.read_bytes()
    assert raw.count(b"orders-1.csv") == 1
    journal.path.write_bytes(raw.replace(b"orders-1.csv", b"orders-7.csv"))
    task = view.verify()
    qtbot.waitUntil(task.done, timeout=5_000)
    assert view.verdict.text().startswith("Entry 4 does not fit the chain: its content was changed")
    selected = view.table.selectionModel().selectedRows()
    assert [view.model.shown[i.row()].seq for i in selected] == [4]


def test_the_view_filters_by_action_and_text(qtbot, qloop, session, settings, journal) -> None:  # type: ignore[no-untyped-def]
    window = window_with(qtbot, session, settings, journal)
    recorder = window.journal_recorder
    assert recorder is not None
    recorder.record("reveal", "document number of shareholder 7", "done")
    recorder.record("export", "case-acme.zip", "done")
    journal.flush()
    view = window.open_journal()
    assert view is not None
    qtbot.waitUntil(lambda: view.model.rowCount() == 4, timeout=5_000)  # with the reviewer's
    view.action.setCurrentIndex(view.action.findData("reveal"))
    assert [e.action for e in view.model.shown] == ["reveal"]
    view.action.setCurrentIndex(0)
    view.search.setText("acme")
    assert [e.target for e in view.model.shown] == ["case-acme.zip"]
    assert view.count.text() == "1 entry shown"


def test_a_journal_that_cannot_be_written_says_so(
    qtbot, qloop, session, settings, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    journal = Journal(blocker / "journal.sqlite3")
    try:
        window = window_with(qtbot, session, settings, journal)  # its sign-in cannot be written
        qtbot.waitUntil(lambda: window.journal_warning is not None, timeout=5_000)
    finally:
        journal.close()
    box = window.journal_warning
    assert box is not None
    assert box.isVisible()
    assert not box.isModal() or box.windowModality() is Qt.WindowModality.WindowModal
    assert "The audit journal could not be written" in box.text()
    assert "The action itself was carried out" in box.text()
    box.close()
