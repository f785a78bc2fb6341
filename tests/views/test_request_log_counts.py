"""The request log's merged row counts what the log holds (issue 22, finding 11): a check
repeated 9 times in a log that keeps 6 said ×9. ``qtmodeltester`` watches the table."""

from __future__ import annotations

from datetime import UTC, datetime

from app.api.request_log import Exchange, RequestLog
from app.views.request_log.dock import RequestLogDock
from app.views.request_log.table_model import COUNT, TIME

TOOLTIP = 3  # Qt.ItemDataRole.ToolTipRole


def poll(path: str = "/api/v1/account/orders?search=x", body: str = '{"state":"PENDING"}'):  # type: ignore[no-untyped-def]
    return Exchange(
        started_at=datetime.now(UTC),
        method="GET",
        url=f"http://127.0.0.1:8000{path}",
        request_headers={},
        request_body=None,
        status=200,
        response_body=body,
    )


def docked(qtbot, qtmodeltester, log: RequestLog) -> RequestLogDock:  # type: ignore[no-untyped-def]
    dock = RequestLogDock(log)
    qtbot.addWidget(dock)
    qtmodeltester.check(dock.model)
    return dock


def test_a_repeated_check_counts_only_what_the_log_still_holds(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    log = RequestLog(capacity=6)
    dock = docked(qtbot, qtmodeltester, log)
    for _ in range(9):
        log.record(poll())
    model = dock.model
    assert len(log.entries()) == 6
    assert model.rowCount() == 1
    assert model.count(0) == 6
    assert model.sent(0) == 9
    assert model.data(model.index(0, COUNT)) == "×6"
    said = model.data(model.index(0, COUNT), TOOLTIP)
    assert "Sent 9 times" in said
    assert "holds the latest 6, 3 dropped" in said
    assert model.data(model.index(0, TIME), TOOLTIP) == said


def test_a_row_behind_others_loses_its_dropped_entries_and_then_goes(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    """Four polls, then other requests push them out one by one: the count goes down with
    them, and the row goes with the last."""
    log = RequestLog(capacity=6)
    dock = docked(qtbot, qtmodeltester, log)
    for _ in range(4):
        log.record(poll())
    counts = []
    for number in range(6):
        log.record(poll(f"/api/v1/account/orders?page={number}"))
        first = dock.model.exchange(0)
        counts.append(dock.model.count(0) if "search=x" in first.url else 0)
    assert counts == [4, 4, 3, 2, 1, 0]  # the log keeps 6: the first other fits
    assert [dock.model.exchange(r) for r in range(dock.model.rowCount())] == log.entries()
    held = sum(dock.model.count(r) for r in range(dock.model.rowCount()))
    assert held == len(log.entries())


def test_the_table_rebuilt_from_the_log_counts_the_same(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    log = RequestLog(capacity=6)
    for _ in range(9):
        log.record(poll())
    dock = docked(qtbot, qtmodeltester, log)
    assert dock.model.count(0) == 6
    assert dock.model.data(dock.model.index(0, COUNT)) == "×6"
