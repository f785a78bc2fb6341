"""Columns sized to what they show, once the first rows are in, without letting one
long value (an id, a counterparty) push the others off screen."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtWidgets import QStyle, QTableView

MAX_COLUMN_WIDTH = 280
# Rows measured per column: Qt's default is 1,000, each a call into the Python model per
# role; with a ledger or orders page of hundreds of rows that stalled the window for tens of
# milliseconds when it opened (the soak test). The rows on screen come first.
FIT_SAMPLE_ROWS = 64


def fit_columns(table: QTableView, max_width: int = MAX_COLUMN_WIDTH) -> None:
    """Size every visible column to its contents (the rows on screen and a few more, up to
    ``FIT_SAMPLE_ROWS``), capped at ``max_width``."""
    header = table.horizontalHeader()
    header.setResizeContentsPrecision(FIT_SAMPLE_ROWS)
    last = header.count() - 1
    for column in range(header.count()):
        if table.isColumnHidden(column) or (column == last and header.stretchLastSection()):
            continue
        table.resizeColumnToContents(column)
        if table.columnWidth(column) > max_width:
            table.setColumnWidth(column, max_width)


def widen_to_samples(
    table: QTableView,
    samples: Mapping[int, str],
    measure: Callable[[QTableView, str], int] | None = None,
) -> None:
    """No column narrower than its usual widest text: rows loaded later (a bigger amount
    further down) must not come out cut short ("10,675,133.2…" misreads as money).
    ``measure``: the width a sample needs (``sample_width`` unless told)."""
    for column, sample in samples.items():
        needed = (measure or sample_width)(table, sample)
        if table.columnWidth(column) < needed:
            table.setColumnWidth(column, needed)


def sample_width(table: QTableView, sample: str) -> int:
    """The width a cell needs to show ``sample`` whole, with the header's margins."""
    padding = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 12
    return table.fontMetrics().horizontalAdvance(sample) + padding


def cell_width(table: QTableView, sample: str) -> int:
    """The width a cell needs to show ``sample`` whole: the text and the item view's own
    margins (a focus frame's on each side, the grid line, a few pixels of air), not a
    header's. ``sample_width``'s header padding gave each of the orders table's six fixed
    columns some 14 px more than its cells use: at 1280 px they pushed the table into
    scrolling sideways (issue 28)."""
    style = table.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    return table.fontMetrics().horizontalAdvance(sample) + 2 * margin + 6
