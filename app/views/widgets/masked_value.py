"""A personal value shown masked, with a Reveal that shows this one value once the door let it
through (the guard asked, the audit journal says who revealed what, when), and an optional
Copy that copies what is shown: the mask while masked, the value (through the door, so the
journal hears it leave) once revealed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from app.services.masking import Kind, Masking
from app.views.widgets.personal_kinds import kind_words
from app.views.widgets.screen_reader import label_of

if TYPE_CHECKING:
    from app.services.data_actions import DataActions

COPIED_MS = 1200
T = TypeVar("T")


class Runner(Protocol):
    """What the door's reveals need of a view's task runner (app/views/task_runner.py): a
    protocol, as the runner imports these widgets (its banner) and not the other way round."""

    def run(
        self, factory: Callable[[], Awaitable[T]], *, on_success: Callable[[T], Any] | None = ...
    ) -> object: ...


class Reveal(Protocol):
    """What a view asks before a personal value is shown whole or copied out."""

    def reveal(self, kind: Kind, whose: str, then: Callable[[], None]) -> None:
        """Call ``then`` (show the value) only if the door lets the reveal through."""

    def copy(self, kind: Kind, whose: str, text: str) -> None:
        """Put ``text`` on the clipboard only if the door lets the copy through."""


class ThroughDoor:
    """Reveals and copies as door actions, run by the view's task runner: a refusal (a
    read-only profile, a confirmation not typed) goes to the view's banner and shows or
    copies nothing."""

    def __init__(self, actions: DataActions, runner: Runner) -> None:
        self._actions = actions
        self._runner = runner

    def reveal(self, kind: Kind, whose: str, then: Callable[[], None]) -> None:
        actions = self._actions
        self._runner.run(lambda: actions.reveal(kind.value, whose), on_success=lambda _left: then())

    def copy(self, kind: Kind, whose: str, text: str) -> None:
        actions = self._actions
        self._runner.run(
            lambda: actions.copy_personal(kind.value, whose),
            on_success=lambda _left: QGuiApplication.clipboard().setText(text),
        )


def copy_shown(door: Reveal | None, kind: Kind, whose: str, value: str, shown: str) -> None:
    """Copy what is on screen: a mask needs no door; a revealed value goes through it (and
    without a door it is not copied at all)."""
    if shown != value:
        QGuiApplication.clipboard().setText(shown)
    elif door is not None:
        door.copy(kind, whose, value)


class MaskedValue(QWidget):
    revealed = Signal(str)  # the kind of value shown

    def __init__(
        self,
        kind: Kind,
        value: str,
        masking: Masking,
        *,
        whose: str = "",
        on_reveal: Reveal | None = None,
        copyable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._kind, self._value, self._whose = kind, value, whose
        self._on_reveal = on_reveal
        self.label = QLabel(masking.show(kind, value), self)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setWordWrap(True)
        self.reveal_button = QToolButton(self)  # with its parent: never a window of its own
        self.reveal_button.setText(self.tr("Reveal"))
        self.reveal_button.setToolTip(
            self.tr("Show this {0}; the audit journal records that you did").format(
                kind_words(kind)
            )
        )
        self.reveal_button.setVisible(self.masked and on_reveal is not None)
        self.reveal_button.clicked.connect(self.reveal)
        self.copy_button = QToolButton(self)
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(
            self.tr("Copy what is shown; a revealed {0} is recorded in the audit journal").format(
                kind_words(kind)
            )
        )
        self.copy_button.setAccessibleName(self.tr("Copy the {0}").format(kind_words(kind)))
        self.copy_button.setAutoRaise(True)
        self.copy_button.setVisible(copyable and bool(value.strip()))
        self.copy_button.clicked.connect(self.copy)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.reveal_button)
        layout.addWidget(self.copy_button)

    @property
    def masked(self) -> bool:
        return self.label.text() != self._value

    def reveal(self) -> None:
        """Ask the door; the value shows only once it let the reveal through."""
        if self.masked and self._on_reveal is not None:
            self._on_reveal.reveal(self._kind, self._whose, self._show)

    def _show(self) -> None:
        self.label.setText(self._value)
        self.reveal_button.hide()
        self.revealed.emit(self._kind.value)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """A Reveal not named by its maker is named by the row it is on ("Reveal IBAN"):
        an order's recipient had three buttons all read as "Reveal"."""
        super().showEvent(event)
        if not self.reveal_button.accessibleName():
            what = label_of(self) or kind_words(self._kind)
            self.reveal_button.setAccessibleName(self.tr("Reveal {0}").format(what))

    def copy(self) -> None:
        copy_shown(self._on_reveal, self._kind, self._whose, self._value, self.label.text())
        if self.masked:  # a revealed value is copied once the door let it through
            self.copy_button.setText(self.tr("Copied"))
            QTimer.singleShot(COPIED_MS, self, self._copy_idle)

    def _copy_idle(self) -> None:
        self.copy_button.setText(self.tr("Copy"))
