"""Field errors placed at their fields by the dotted wire path (``recipient.address.city``).

The same paths come from the client's own validation (as the person types) and from the
server's 400 details, so both land in the same place. Errors show only on fields the person
has already left or after a submit: nobody wants "required" in red on an empty new form.

A server's refusal stays at its field until that field is changed (the next check of the
form as typed does not erase what the server said about a value still there). The form's
"Some fields need attention" in its banner lasts exactly as long as a field shows an error.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QWidget

from app.models.validation import FieldIssue
from app.views.widgets.error_banner import ErrorBanner
from app.views.widgets.field_error import FieldErrorLabel
from app.views.widgets.model_messages import translated


def _value(widget: QWidget) -> object:
    """What a field holds, to tell whether the person changed it since the server spoke."""
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, QComboBox):
        return (widget.currentIndex(), widget.currentText())
    if isinstance(widget, QAbstractButton):
        return widget.isChecked()
    return None  # a field of another kind keeps the server's word until the next answer


@runtime_checkable
class ChecksItself(Protocol):
    """A field that knows what is wrong with its text (a country typed that is none)."""

    def problem(self) -> str | None: ...


class FieldMap(QObject):
    left = Signal(str)  # the person left the field at this path (it is touched now)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.labels: dict[str, FieldErrorLabel] = {}
        self.widgets: dict[str, QWidget] = {}  # the control that takes the keyboard
        self._aliases: dict[str, str] = {}
        self._paths_of: dict[QWidget, str] = {}
        self._server: dict[str, tuple[str, object]] = {}  # path -> (message, value then)
        self._attention: tuple[ErrorBanner, int] | None = None  # the banner, its ``said`` then
        self._last: list[FieldIssue] = []  # the issues last shown (the form's own check)
        self.touched: set[str] = set()
        self.show_all = False

    def add(self, path: str, widget: QWidget, *aliases: str) -> FieldErrorLabel:
        """``widget`` may be a box standing for its field (a focus proxy): the error is the
        field's, and leaving the field is what touches it."""
        label = FieldErrorLabel(widget)
        field = label.field
        self.labels[path] = label
        self.widgets[path] = field
        self._paths_of[field] = path
        for alias in aliases:
            self._aliases[alias] = path
        field.installEventFilter(self)
        return label

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            event.type() == QEvent.Type.FocusOut
            and watched in self._paths_of
            and isinstance(event, QFocusEvent)
            and event.reason() != Qt.FocusReason.PopupFocusReason  # its own list opened
        ):
            path = self._paths_of[watched]
            self.touched.add(path)
            self.left.emit(path)
        return False

    def forget(self, path: str) -> None:
        """The field was emptied by Teller, not the person (an amount cleared for a new
        currency): it is untouched again, so its emptiness is not called an error before
        the person has typed or submitted."""
        self.touched.discard(path)

    def reset(self) -> None:
        """A new, empty form: nothing touched, nothing marked, the server's words gone."""
        self.touched.clear()
        self.show_all = False
        self._server.clear()
        self.show([])

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
        """Mark the fields named, and those the server refused that still hold the value it
        refused; returns the issues no field of this form holds."""
        self._last = list(issues)
        for label in self.labels.values():
            label.clear_message()
        unplaced: list[FieldIssue] = []
        for issue in issues:
            path = self.path_of(issue.field)
            if path is None:
                unplaced.append(issue)
            elif (self.show_all or path in self.touched) and self._shown_in_form(path):
                self.labels[path].show_message(translated(issue.message))
        for path, (message, value) in list(self._server.items()):
            if _value(self.widgets[path]) != value:
                del self._server[path]  # changed since: the server has not seen it yet
            elif self.labels[path].isHidden() and self._shown_in_form(path):
                self.labels[path].show_message(translated(message))
        self._settle_attention()
        return unplaced

    def show_server(self, issues: Sequence[FieldIssue]) -> list[FieldIssue]:
        """The server's 400 details at their fields, each kept until its field changes;
        returns the details no field of this form holds."""
        self.show_all = True
        self._server.clear()
        unplaced: list[FieldIssue] = []
        for issue in issues:
            path = self.path_of(issue.field)
            if path is None:
                unplaced.append(issue)
            else:
                self._server.setdefault(path, (issue.message, _value(self.widgets[path])))
        self.show(self._last)  # with what the form's own check found meanwhile, if anything
        return unplaced

    def forget_server(self) -> None:
        """The person sends the form again as it is: the server will judge it afresh."""
        self._server.clear()

    def say_attention(self, banner: ErrorBanner, message: str) -> None:
        """Say ``message`` ("Some fields need attention…") in ``banner`` until no field shows
        an error (fixed or changed); a newer message in the banner is left alone."""
        banner.show_error(message)
        self._attention = (banner, banner.said)

    def attention_comes(self, banner: ErrorBanner) -> None:
        """The next message ``banner`` shows is the attention a task runner says for the
        fields just marked (it says it right after its field router marked them)."""
        self._attention = (banner, banner.said + 1)

    def own_problems(self) -> list[FieldIssue]:
        """What the fields that check themselves say about what is typed in them, in the
        words of the field rather than of the request built from it."""
        found: list[FieldIssue] = []
        for path, widget in self.widgets.items():
            if isinstance(widget, ChecksItself) and (problem := widget.problem()):
                found.append(FieldIssue(path, problem))
        return found

    def any_shown(self) -> bool:
        return any(not label.isHidden() for label in self.labels.values())

    def _settle_attention(self) -> None:
        if self._attention is None:
            return
        banner, said = self._attention
        if banner.said > said:  # the banner has said something newer since
            self._attention = None
        elif banner.said == said and not self.any_shown():
            banner.clear()
            self._attention = None

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
