"""Sending a stored batch from the send page, against the in-process sandbox: twenty rows to
the end with the progress at 100 %, cancel half-way (rows in flight finish, the rest wait
with their keys), one field per row waiting for its code, and the results file."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import CheckedRow, RowState
from app.services.bulk.review import make_batch
from app.services.context import AccountRef
from app.services.session import Session
from app.views.bulk.send_page import SendPage
from tests.helpers.full_client import full_client, full_sandbox
from tests.views.bulk.test_review_page import SOURCE, bank_rows, runner_factory


@pytest.fixture
def store(tmp_path: Path) -> SqliteBatchStore:
    return SqliteBatchStore(tmp_path / "batches.sqlite3")


def account(session: Session, arun, funds: int = 10_000_000) -> AccountRef:  # type: ignore[no-untyped-def]
    sandbox = full_sandbox(session)
    user = arun(sandbox.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"}))
    made = arun(full_client(session).create_account(user.id, {"alias": "Pay", "currency": "EUR"}))
    arun(sandbox.deposit(made.id, funds))
    session.context.choose_account(user.id, made.id)
    return AccountRef(user.id, made.id)


def stored(
    store: SqliteBatchStore, ref: AccountRef, rows: list[CheckedRow], session: Session
) -> str:
    """The batch as the review page stores it: paid where ``session`` is signed in."""
    batch, batch_rows = make_batch(rows, SOURCE, ref, "tester", session.actions.place)
    store.create(batch, batch_rows)
    return batch.id


def send_page(qtbot, session: Session, store: SqliteBatchStore, **options) -> SendPage:  # type: ignore[no-untyped-def]
    page = SendPage(session, runner_factory(session), store=store, **options)
    qtbot.addWidget(page)
    page.resize(1000, 760)
    page.show()
    return page


def test_twenty_rows_sent_to_the_end_and_the_results_file(
    qtbot, qloop, counted_session, wire, arun, store, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    ref = account(counted_session, arun)
    batch_id = stored(store, ref, bank_rows(*(f"{10 + i}.00" for i in range(20))), counted_session)
    page = send_page(qtbot, counted_session, store)
    with qtbot.waitSignal(page.finished, timeout=30_000) as ended:
        page.send(batch_id)
    assert ended.args == [batch_id]

    assert (page.bar.value(), page.bar.maximum()) == (20, 20)  # 100 %
    assert page.rate.text().startswith("20 of 20 rows")
    assert page.counts.text() == "Created: 20"
    assert page.ending.text() == "The batch succeeded: all 20 payouts were made."
    assert page.heading.text() == "The batch has ended"  # it said "Sending the batch" still
    assert {page.table.item(i, 1).text() for i in range(20)} == {"Created"}
    keys = {row.key for row in store.rows(batch_id)}
    sent = wire.to("/bank-payouts")
    assert len(sent) == 20  # one request a row, under the key stored for it
    assert not page.pause_button.isEnabled()
    assert page.export_button.isEnabled()

    results = tmp_path / "results.csv"
    page.export_results(results)
    qtbot.waitUntil(results.exists, timeout=5_000)
    lines = list(csv.DictReader(io.StringIO(results.read_bytes().decode("utf-8-sig"))))
    assert len(lines) == 20
    assert {line["idempotencyKey"] for line in lines} == keys
    assert {line["outcome"] for line in lines} == {"Created"}
    assert all(line["orderId"] for line in lines)
    assert [line["orderId"] for line in lines] == [page.table.item(i, 2).text() for i in range(20)]


def test_cancel_half_way_lets_rows_in_flight_finish_and_keeps_the_rest(
    qtbot, qloop, counted_session, wire, arun, store
) -> None:  # type: ignore[no-untyped-def]
    ref = account(counted_session, arun)
    batch_id = stored(store, ref, bank_rows(*(f"{10 + i}.00" for i in range(20))), counted_session)
    page = send_page(qtbot, counted_session, store, concurrency=2)
    page.send(batch_id)
    qtbot.waitUntil(
        lambda: page.batch_sender is not None and page.batch_sender.progress.snapshot().done >= 3,
        timeout=20_000,
    )
    with qtbot.waitSignal(page.finished, timeout=20_000):
        page.cancel()
        assert not page.cancel_button.isEnabled()

    result = page.result
    assert result is not None
    assert result.cancelled
    made = result.count(RowState.CREATED)
    assert 3 <= made < 20
    assert result.count(RowState.PENDING) == 20 - made  # never sent; keys kept for a resume
    assert len(wire.to("/bank-payouts")) == made  # every row sent ended as created
    assert page.ending.text().startswith(f"The batch partially succeeded: {made} of 20")
    assert f"Cancelled: {20 - made} rows were not sent" in page.ending.text()
    states = [page.table.item(i, 1).text() for i in range(20)]
    assert states.count("Not sent") == 20 - made


def test_rows_waiting_for_a_code_each_have_a_field(
    qtbot, qloop, counted_session, arun, store
) -> None:  # type: ignore[no-untyped-def]
    ref = account(counted_session, arun)
    batch_id = stored(
        store, ref, bank_rows("1,500.00", "20.00", "2,000.00"), counted_session
    )  # OTP from 1,000
    page = send_page(qtbot, counted_session, store)
    with qtbot.waitSignal(page.finished, timeout=20_000):
        page.send(batch_id)
    assert sorted(page.otp_fields) == [0, 2]
    assert page.otp_box.isVisible()
    assert page.ending.text() == (
        "All 3 payouts were created. 2 wait for their one-time code: enter each below."
    )

    wrong = page.otp_fields[0]
    qtbot.keyClicks(wrong, "000000")
    qtbot.keyClick(wrong, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page._otp_errors[0].isVisible(), timeout=10_000)
    assert wrong.text() == "000000"  # what was typed stays

    wrong.clear()
    qtbot.keyClicks(wrong, "123456")
    qtbot.keyClick(wrong, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 0 not in page.otp_fields, timeout=10_000)
    assert sorted(page.otp_fields) == [2]
    assert store.rows(batch_id)[0].state in {RowState.CREATED, RowState.SETTLED}
    assert "1 wait for their one-time code" in page.ending.text()
