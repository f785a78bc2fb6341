"""An id in the order detail: one line cut in its middle ("f3d97b0f-39…a344dd33") so that a
narrow pane never cuts its end or pushes the pane wider, the whole id in its tooltip and
copied whole by its Copy button; an account's name, when known, above it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.views.widgets.copy_button import CopyButton
from app.views.widgets.id_column import useful_id_width
from app.views.widgets.long_text import ElidedLabel
from app.views.widgets.visible_text import visible


def id_line(value: str, what: str, *, name: str = "") -> QWidget:
    """``value`` (an id) elided in the middle with a Copy button for ``what`` ("the order
    id"); ``name``: what the id names, shown first ("Lucía · Payouts · EUR")."""
    line = QWidget()
    column = QVBoxLayout(line)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    if name:
        title = QLabel(visible(name))
        title.setWordWrap(True)
        title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(title)
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    shown = ElidedLabel(value)
    # Never so narrow that the id tells nothing: the row goes under its label instead.
    shown.setMinimumWidth(useful_id_width(shown.fontMetrics()))
    shown.setToolTip(
        QCoreApplication.translate("DetailPanel", "{0} (the Copy button copies it whole)").format(
            value
        )
    )
    if name:
        shown.setProperty("role", "subtle")  # the name first, its id second
    # No wider than the whole id: its Copy button stays beside it in a wide pane.
    shown.setMaximumWidth(shown.fontMetrics().horizontalAdvance(value) + 4)
    row.addWidget(shown, 1)
    row.addWidget(CopyButton(value, what=what), 0)
    row.addStretch(0)
    column.addLayout(row)
    line.setProperty("full_text", value)
    return line
