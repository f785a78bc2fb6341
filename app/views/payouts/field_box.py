"""A form row's field with its error sentence right under it, as every payout form lays it."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.views.widgets.buddies import ERROR_WRAPPER
from app.views.widgets.field_map import FieldMap


def with_error(widget: QWidget, fields: FieldMap, path: str, *aliases: str) -> QWidget:
    """The field with its error sentence right under it. The box hands focus to the field;
    ``name_wrapped_fields`` then makes the field, not the box, its row label's buddy."""
    box = QWidget()
    box.setProperty(ERROR_WRAPPER, True)
    box.setFocusProxy(widget)
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    column.addWidget(widget)
    column.addWidget(fields.add(path, widget, *aliases))
    return box
