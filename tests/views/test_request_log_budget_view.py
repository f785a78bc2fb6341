"""The request log dock under the log's byte budget (issue 18): the table lets go of what the
log let go (or it would keep it alive), and a cut body says so in the details."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from app.api.redaction import redact_body
from app.api.request_log import Exchange, RequestLog
from app.views.request_log.dock import RequestLogDock

BIG = json.dumps({"orders": "Café " * 12_000})  # 60 KB


def exchange(number: int, body: str | None, path: str = "/orders") -> Exchange:
    return Exchange(
        started_at=datetime.now(UTC),
        method="GET",
        url=f"http://127.0.0.1:8000{path}?page={number}",
        request_headers={},
        request_body=None,
        status=200,
        response_body=body,
    )


def shown(dock: RequestLogDock) -> list[Exchange]:
    return [dock.model.exchange(row) for row in range(dock.model.rowCount())]


def test_the_table_holds_only_what_the_log_holds(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = RequestLog(budget=2**19)
    dock = RequestLogDock(log)
    qtbot.addWidget(dock)
    for number in range(60):
        log.record(exchange(number, f'{{"n": {number}, ' + BIG[1:]))
        kept = log.entries()
        assert len(kept) < 10
        assert [id(e) for e in shown(dock)] == [id(e) for e in kept]


def test_a_repeated_check_keeps_its_row_while_its_latest_is_kept(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ten equal polls share one body and one row; big answers push the older polls out
    of the log, and the row stays (showing the latest poll) until that one goes too."""
    log = RequestLog(budget=2**19)
    dock = RequestLogDock(log)
    qtbot.addWidget(dock)
    for _ in range(10):
        log.record(exchange(0, '{"state": "PENDING"}', path="/payout"))
    latest_poll = log.entries()[-1]
    assert [dock.model.count(row) for row in range(dock.model.rowCount())] == [10]
    number = 0
    while latest_poll in log.entries():
        assert dock.model.exchange(0) is latest_poll
        number += 1
        log.record(exchange(number, f'{{"n": {number}, ' + BIG[1:]))
    assert latest_poll not in shown(dock)
    assert shown(dock) == log.entries()


def test_a_cut_body_says_so_in_the_details(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = RequestLog()
    dock = RequestLogDock(log)
    qtbot.addWidget(dock)
    huge = json.dumps({"orders": "x" * 300_000}).encode()
    log.record(exchange(1, redact_body(huge)))
    dock.table.selectRow(0)
    details = dock.details.toPlainText()
    assert "Truncated by Teller's request log" in details
    assert f"{len(huge):,} bytes" in details
