"""The queue's Due column (the last, which takes the room left) is never narrower than its
widest words: with the Owner column beside it, the Spanish queue at 1400 px showed
"Vencido · 2026-11…" and a narrow window scrolled sideways onto a cut date."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtWidgets import QStyle

from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import DUE
from app.views.compliance.queue_view import CaseQueueView


def test_the_due_column_holds_its_words_when_the_table_is_narrow(qtbot) -> None:  # type: ignore[no-untyped-def]
    queue = CaseQueueView(can_list=True)
    qtbot.addWidget(queue)
    queue.resize(700, 400)  # less than the columns need: the table scrolls sideways
    queue.show()
    qtbot.waitExposed(queue)
    long_ago = datetime.now(UTC) - timedelta(days=40)
    queue.set_cases(
        [
            CaseSummary(
                "u1",
                "Blue Harbor Imports LLC",
                session_id="s1",
                state="IN_REVIEW",
                opened_at=long_ago,
                last_change=long_ago,
            )
        ]
    )
    text = queue.model.index(0, DUE).data()
    assert text.startswith("Overdue · ")
    table = queue.table
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
    needed = table.fontMetrics().horizontalAdvance(text) + margin
    assert table.columnWidth(DUE) >= needed
