"""The request log: a check repeated in the background is one row with a count, and the view
follows the newest entry unless the person scrolled up."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from app.api.request_log import Exchange, RequestLog
from app.services.context import AccountRef
from app.views.payouts.payout_result import PayoutResult
from app.views.request_log.dock import RequestLogDock
from app.views.request_log.table_model import COUNT, PATH
from app.views.task_runner import TaskRunner
from tests.helpers.bodies import bank_payout
from tests.helpers.full_client import full_client


def exchange(path: str, method: str = "GET", body: str = '{"state":"Created"}') -> Exchange:
    return Exchange(
        started_at=datetime.now(UTC),
        method=method,
        url=f"http://127.0.0.1:8000{path}",
        request_headers={},
        request_body=None,
        status=200,
        response_body=body,
    )


def cell(dock: RequestLogDock, row: int, column: int) -> str:
    return str(dock.model.data(dock.model.index(row, column)) or "")


def test_the_payouts_follow_every_2_s_is_one_row_with_a_count(
    qtbot, qloop, session, funded, arun
) -> None:  # type: ignore[no-untyped-def]
    """The flood's source: a payout is followed every 2 s (here 20 ms) until it settles,
    answered the same each time while it waits (one waiting for its OTP here is not polled)."""
    uid, aid = funded
    order = arun(
        full_client(session).create_bank_payout(
            uid, aid, bank_payout(15_000), idempotency_key=str(uuid.uuid4())
        )
    )
    dock = RequestLogDock(session.client.request_log)
    qtbot.addWidget(dock)
    before = dock.model.rowCount()
    result = PayoutResult(
        session, lambda owner, banner: TaskRunner(owner, banner), follow_interval_ms=20
    )
    qtbot.addWidget(result)
    result.show_order(order, AccountRef(uid, aid))
    polls = f"search={order.id}"
    qtbot.waitUntil(
        lambda: (
            dock.model.rowCount() > before
            and polls in cell(dock, dock.model.rowCount() - 1, PATH)
            and dock.model.count(dock.model.rowCount() - 1) >= 5
        ),
        timeout=10_000,
    )
    result.stop()
    rows = [r for r in range(before, dock.model.rowCount()) if polls in cell(dock, r, PATH)]
    assert len(rows) == 1  # not one row every 2 s
    count = dock.model.count(rows[0])
    assert cell(dock, rows[0], COUNT) == f"×{count}"
    sent = [e for e in session.client.request_log.entries() if polls in e.url]
    assert len(sent) == count  # the log itself keeps every one
    assert dock.model.exchange(rows[0]) is sent[-1]  # the row shows the latest


def test_only_reads_answered_the_same_are_joined(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = RequestLog()
    dock = RequestLogDock(log)
    qtbot.addWidget(dock)
    for _ in range(3):
        log.record(exchange("/orders?search=a"))
    log.record(exchange("/orders?search=a", body='{"state":"PENDING"}'))  # it moved: said
    log.record(exchange("/orders?search=b", body='{"state":"PENDING"}'))
    for _ in range(2):
        log.record(exchange("/payouts", method="POST"))  # writes: every one shown
    assert [(cell(dock, r, PATH), dock.model.count(r)) for r in range(dock.model.rowCount())] == [
        ("/orders?search=a", 3),
        ("/orders?search=a", 1),
        ("/orders?search=b", 1),
        ("/payouts", 1),
        ("/payouts", 1),
    ]
    assert cell(dock, 0, COUNT) == "×3"
    assert cell(dock, 1, COUNT) == ""


def newest_in_sight(dock: RequestLogDock) -> bool:
    QApplication.processEvents()
    last = dock.model.index(dock.model.rowCount() - 1, 0)
    shown: QRect = dock.table.viewport().rect()
    return shown.contains(dock.table.visualRect(last))


def test_the_log_follows_its_newest_entry_unless_scrolled_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dock is hidden until asked for, and by then the requests came: it opens at the
    newest (it opened at the first request of the session), follows each new one, stays where
    the person scrolled up to read, and follows again once back at the end."""
    log = RequestLog()
    dock = RequestLogDock(log)
    qtbot.addWidget(dock)
    dock.resize(900, 300)
    for number in range(60):
        log.record(exchange(f"/orders/{number}"))
        QApplication.processEvents()
    dock.show()
    qtbot.waitExposed(dock)
    qtbot.waitUntil(lambda: newest_in_sight(dock), timeout=2_000)
    for number in range(60, 80):
        log.record(exchange(f"/orders/{number}"))
        assert newest_in_sight(dock), number

    bar = dock.table.verticalScrollBar()
    bar.setValue(3)  # the person scrolls up to read an older request
    for number in range(80, 90):
        log.record(exchange(f"/orders/{number}"))
        QApplication.processEvents()
    assert bar.value() == 3  # left where it was read
    assert not newest_in_sight(dock)

    bar.setValue(bar.maximum())  # back at the end: following again
    for number in range(90, 100):
        log.record(exchange(f"/orders/{number}"))
        assert newest_in_sight(dock), number
