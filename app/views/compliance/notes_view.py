"""The case's Notes tab: internal notes on the case and on the selected document, each with
who wrote it and when, and a box to write one (Ctrl+Enter saves).

A note is saved through the door (``Actions.add_note``), which checks its text again and
journals it; this view asks the same rule first only to say what is wrong beside the box. The
text stays in the box until the door has kept it: a refusal or a failure loses nothing, and
the sentence says what to change.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.onboarding import KybDocument
from app.services.case_timeline import moment_of
from app.services.notes import Note, NoteBook, clean_note, note_problem
from app.views.compliance.formatting import when
from app.views.widgets.dialog_parts import problem_line
from app.views.widgets.visible_text import visible

CASE_TARGET = ""  # the "on" chooser's data for a note on the case itself
NOTE_ROLE = Qt.ItemDataRole.UserRole


class NotesView(QWidget):
    saved = Signal(object)  # Note

    def __init__(self, book: NoteBook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.times_in_utc = False
        self.uid: str | None = None
        self.session_id: str | None = None
        self.document: KybDocument | None = None
        self.save_note: Callable[[str, str, str, str], asyncio.Task[None] | None] | None = None
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setAccessibleName(self.tr("Notes on this case, oldest first"))
        self.on = QComboBox()
        self.on.setAccessibleName(self.tr("Write the note on"))
        on_label = QLabel(self.tr("&On:"))
        on_label.setBuddy(self.on)
        self.editor = QPlainTextEdit()
        self.editor.setTabChangesFocus(True)
        self.editor.setPlaceholderText(
            self.tr(
                "An internal note: the applicant never sees it, the journal keeps it with your "
                "name. Personal data you type here is yours to answer for: it is not masked. "
                "Ctrl+Enter saves."
            )
        )
        self.editor.setAccessibleName(self.tr("New note"))
        self.editor.setMaximumHeight(110)
        self.problem = problem_line()
        self.save_button = QPushButton(self.tr("&Save note (Ctrl+Enter)"))
        self.save_button.setAutoDefault(False)
        self.save_button.clicked.connect(self.save)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self.editor)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(self.save)
        self.editor.textChanged.connect(self._typed)
        row = QHBoxLayout()
        row.addWidget(on_label)
        row.addWidget(self.on, 1)
        row.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        layout.addWidget(self.editor)
        layout.addWidget(self.problem)
        book.changed.connect(self._book_changed)
        self._fill_targets()

    # --- what is shown ---
    def show_case(self, uid: str | None, session_id: str | None) -> None:
        if uid != self.uid:
            self.editor.clear()  # a note half-written for another case is not this one's
            self.problem.hide()
        self.uid, self.session_id = uid, session_id
        self._fill_targets()
        self.refresh()

    def show_document(self, document: KybDocument | None) -> None:
        self.document = document
        self._fill_targets()
        self.refresh()

    def _fill_targets(self) -> None:
        """The case, and the selected document when there is one (chosen by default: the
        note most often is about what is on screen)."""
        self.on.blockSignals(True)
        self.on.clear()
        self.on.addItem(self.tr("The case"), CASE_TARGET)
        if self.document is not None:
            name = visible(self.document.file_name) or self.document.id
            self.on.addItem(self.tr("Document {0}").format(name), self.document.id)
            self.on.setCurrentIndex(1)
        self.on.blockSignals(False)
        can_write = self.uid is not None and self.session_id is not None
        for widget in (self.editor, self.on, self.save_button):
            widget.setEnabled(can_write)

    def refresh(self) -> None:
        self.list.clear()
        if self.uid is None:
            return
        doc_id = self.document.id if self.document is not None else None
        shown = [n for n in self.book.notes(self.uid) if not n.doc_id or n.doc_id == doc_id]
        for note in shown:
            item = QListWidgetItem(self.note_text(note))
            item.setData(NOTE_ROLE, note)
            self.list.addItem(item)
        if not shown:
            empty = QListWidgetItem(self.tr("No notes yet on the case or this document."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        self.list.scrollToBottom()

    def note_text(self, note: Note) -> str:
        who = visible(note.by) or self.tr("Unnamed reviewer")
        where = (
            self.tr("on {0}").format(visible(self._doc_name(note.doc_id)))
            if note.doc_id
            else self.tr("on the case")
        )
        stamp = when(moment_of(note.at), self.times_in_utc)
        return f"{stamp} · {who} · {where}\n{visible_lines(note.text)}"

    def _doc_name(self, doc_id: str) -> str:
        if self.document is not None and self.document.id == doc_id:
            return self.document.file_name or doc_id
        return doc_id

    def _book_changed(self, uid: str) -> None:
        if uid == self.uid:
            self.refresh()

    # --- writing ---
    def start_note(self) -> None:
        """The add-a-note shortcut: the box, ready to type."""
        if self.editor.isEnabled():
            self.editor.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _typed(self) -> None:
        if self.problem.isVisible():
            self.problem.hide()  # said again at the next save if still so

    def say_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def save(self) -> asyncio.Task[None] | None:
        """Ask the door to keep the note; the box keeps the text until it has."""
        if self.uid is None or self.session_id is None or self.save_note is None:
            return None
        text = clean_note(self.editor.toPlainText())
        problem = note_problem(text)
        if problem is not None:
            self.say_problem(problem)
            self.editor.setFocus()
            return None
        doc_id = str(self.on.currentData() or CASE_TARGET)
        return self.save_note(self.uid, self.session_id, text, doc_id)

    def kept(self, note: Note) -> None:
        """The door kept it: the box empties (only if it still holds what was sent)."""
        if clean_note(self.editor.toPlainText()) == note.text:
            self.editor.clear()
        self.problem.hide()
        self.saved.emit(note)

    def failed(self, message: str) -> None:
        self.say_problem(
            self.tr("The note was not saved: {0} Your text is still in the box.").format(message)
        )


def visible_lines(text: str) -> str:
    return "\n".join(visible(line) for line in text.split("\n"))
