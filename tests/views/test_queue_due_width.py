"""The queue's Due column (the last, which takes the room left) is never narrower than its
widest words: with the Owner column beside it, the Spanish queue at 1400 px showed
"Vencido · 2026-11…", and a window made narrower squeezed it to Qt's minimum."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtWidgets import QStyle

from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import DUE
from app.views.compliance.queue_view import CaseQueueView
from tests.views.event_waits import resized


def overdue(number: int, company: str) -> CaseSummary:
    long_ago = datetime.now(UTC) - timedelta(days=40)
    return CaseSummary(
        f"u{number}",
        company,
        session_id=f"s{number}",
        state="IN_REVIEW",
        opened_at=long_ago,
        last_change=long_ago,
        documents=6,
        deleted_documents=1,
        shareholders=3,
        worst_kyc_state="NEEDS_MORE_INFO",
    )


def test_the_due_column_holds_its_words_when_the_window_narrows(qtbot) -> None:  # type: ignore[no-untyped-def]
    queue = CaseQueueView(can_list=True)
    qtbot.addWidget(queue)
    queue.resize(1400, 400)
    queue.show()
    qtbot.waitExposed(queue)
    names = ["Blue Harbor Imports LLC " * 3] + [f"Company {n}" for n in range(4)]
    queue.set_cases([overdue(n, name) for n, name in enumerate(names)])
    # the other columns now take more than the room there is
    resized(qtbot, queue, queue.table, 1300, 400)
    text = queue.model.index(0, DUE).data()
    assert text.startswith("Overdue · ")
    table = queue.table
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
    assert table.columnWidth(DUE) >= table.fontMetrics().horizontalAdvance(text) + margin
