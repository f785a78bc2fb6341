"""Field errors placed at their fields by the dotted wire path (``recipient.address.city``).

The same paths come from the client's own validation (as the person types) and from the
server's 400 details, so both land in the same place. Errors show only on fields the person
has already left or after a submit: nobody wants "required" in red on an empty new form.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from app.models.validation import FieldIssue
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.model_messages import translated


class FieldMap(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.labels: dict[str, FieldErrorLabel] = {}
        self.widgets: dict[str, QWidget] = {}
        self._aliases: dict[str, str] = {}
        self._paths_of: dict[QWidget, str] = {}
        self.touched: set[str] = set()
        self.show_all = False

    def add(self, path: str, widget: QWidget, *aliases: str) -> FieldErrorLabel:
        label = FieldErrorLabel(widget)
        self.labels[path] = label
        self.widgets[path] = widget
        self._paths_of[widget] = path
        for alias in aliases:
            self._aliases[alias] = path
        widget.installEventFilter(self)
        return label

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FocusOut and watched in self._paths_of:
            self.touched.add(self._paths_of[watched])
        return False

    def forget(self, path: str) -> None:
        """The field was emptied by Teller, not the person (an amount cleared for a new
        currency): it is untouched again, so its emptiness is not called an error before
        the person has typed or submitted."""
        self.touched.discard(path)

    def path_of(self, wire_path: str) -> str | None:
        """The field a server's detail names: by its full dotted path, an alias, or, when a
        live server names just the last part (``relation``), the one field ending in it."""
        path = self._aliases.get(wire_path, wire_path)
        if path in self.labels:
            return path
        ending = "." + wire_path
        matches = [known for known in self.labels if known.endswith(ending)]
        return matches[0] if len(matches) == 1 else None

    def show(self, issues: Sequence[FieldIssue]) -> list[FieldIssue]:
        """Mark the fields named; returns the issues no field of this form holds."""
        for label in self.labels.values():
            label.clear_message()
        unplaced: list[FieldIssue] = []
        for issue in issues:
            path = self.path_of(issue.field)
            if path is None:
                unplaced.append(issue)
            elif (self.show_all or path in self.touched) and self._shown_in_form(path):
                self.labels[path].show_message(translated(issue.message))
        return unplaced

    def _shown_in_form(self, path: str) -> bool:
        """A field the form shows (not one hidden for the other recipient type), whether or
        not the form itself is on screen: an answer that lands while its tab is in the
        background still marks the field."""
        widget = self.widgets[path]
        form = self.parent()
        root = form if isinstance(form, QWidget) else widget.window()
        return widget.isVisibleTo(root)

    def first_invalid(self, issues: Iterable[FieldIssue]) -> QWidget | None:
        for issue in issues:
            path = self.path_of(issue.field)
            if path is not None:
                return self.widgets[path]
        return None

    def message_at(self, path: str) -> str:
        return self.labels[path].text()
