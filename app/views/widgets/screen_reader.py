"""What a screen reader needs beyond a widget's own name: announcements, the line edit inside
an editable combo box named as its combo, a clear button with a name and a key.

Found on a real display with the AT-SPI tree (issue 28): a result shown in a plain label was
never said, the text inside editable combos (User id, Country) was an unnamed "text", and a
search field's ✕ was an unnamed button only a mouse could press.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction, QKeyEvent
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QToolButton, QWidget

from app.views.widgets.buddies import without_mnemonic

CLEAR_ACTION = "_q_qlineeditclearaction"  # Qt's name for a line edit's clear action


def announce(widget: QWidget, message: str, *, assertive: bool = False) -> None:
    """Have a screen reader say ``message`` now, wherever the keyboard is (a label's new text
    is not said unless it has the focus)."""
    if not message:
        return
    event = QAccessibleAnnouncementEvent(widget, message)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def label_of(widget: QWidget) -> str:
    """The text of a label pointing at ``widget`` (its buddy), without its mnemonic. Only its
    siblings are asked, as Qt does for the label a screen reader hears (a form row's label
    is one): cheap enough for each masked value an order's detail shows."""
    parent = widget.parentWidget()
    if parent is None:
        return ""
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    for label in parent.findChildren(QLabel, options=direct):
        if label.buddy() is widget and label.text().strip():
            return without_mnemonic(label.text()).rstrip(": ").strip()
    return ""


class _ComboNamer(QObject):
    """Names a combo box each time it is shown: its name and buddy label are set by whoever
    placed it, after it was made (a country picker is Bank country in one form and Country
    in another)."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self.label: QLabel | None = None  # the unseen label naming it, when it has no other

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show and isinstance(watched, QComboBox):
            self.name_now(watched)
        return False

    def name_now(self, combo: QComboBox) -> None:
        name = combo.accessibleName()
        parent = combo.parentWidget()
        if name and parent is not None and not _labelled_elsewhere(combo, self.label):
            if self.label is None or self.label.parentWidget() is not parent:
                self.label = QLabel(parent)
                self.label.hide()  # never shown: it only names the combo for a screen reader
                self.label.setBuddy(combo)
            self.label.setText(name)
        line = combo.lineEdit()
        name = name or label_of(combo)
        if line is not None and name and line.accessibleName() != name:
            line.setAccessibleName(name)


def _labelled_elsewhere(combo: QComboBox, own: QLabel | None) -> bool:
    """A label shown beside the combo already points at it."""
    parent = combo.parentWidget()
    if parent is None:
        return False
    return any(
        label.buddy() is combo and label is not own and label.text().strip()
        for label in parent.findChildren(QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly)
    )


def name_combo(combo: QComboBox) -> None:
    """A combo box read by its name, not its value: on Linux Qt names a combo by its current
    text ("All actions") and reads its accessibleName nowhere, so a combo without a label
    beside it gets an unseen one saying its accessibleName; the text a person types in an
    editable combo is named as the combo (it was an unnamed "text")."""
    namer = _ComboNamer(combo)
    combo.installEventFilter(namer)
    namer.name_now(combo)


class _Clearable(QObject):
    """Esc in a field with text clears it (the ✕ takes no focus); in an empty field Esc goes
    on to what else it does (closing a dialog). Shown, the ✕ is named by the field's name."""

    def __init__(self, edit: QLineEdit, what: str | None) -> None:
        super().__init__(edit)
        self._what = what

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if not isinstance(watched, QLineEdit):
            return False
        if kind == QEvent.Type.Show:
            name_clear_button(watched, self._what)
            return False
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent) or event.key() != Qt.Key.Key_Escape:
            return False
        if not watched.text() or watched.isReadOnly():
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes to the field, not to a shortcut on Esc
            return True
        watched.clear()
        watched.textEdited.emit("")
        return True


def name_clear_button(edit: QLineEdit, what: str | None = None) -> None:
    """Name the ✕ of ``edit`` "Clear “…”" after ``what``, else the field's own name. The name
    goes on the button, not its action: the action's text would become the button's text."""
    button = clear_button(edit)
    if button is None:
        return
    what = what or edit.accessibleName() or label_of(edit) or edit.placeholderText()
    text = (
        QCoreApplication.translate("ClearButton", "Clear “{0}”").format(what)
        if what
        else QCoreApplication.translate("ClearButton", "Clear the text")
    )
    if button.accessibleName() != text:
        button.setAccessibleName(text)
        button.setToolTip(QCoreApplication.translate("ClearButton", "{0} (Esc)").format(text))


def clear_button(edit: QLineEdit) -> QToolButton | None:
    """The button Qt shows for ``edit``'s clear action, if it has one."""
    action = edit.findChild(QAction, CLEAR_ACTION)
    if action is None:
        return None
    for button in edit.findChildren(QToolButton):
        if button.defaultAction() is action:
            return button
    return None


def clearable(edit: QLineEdit, what: str | None = None) -> None:
    """A clear button (✕) named "Clear …", and Esc that does the same from the keyboard."""
    edit.setClearButtonEnabled(True)
    edit.installEventFilter(_Clearable(edit, what))
    name_clear_button(edit, what)
