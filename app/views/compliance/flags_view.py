"""The case's flags: each a sentence in the UI's language, its evidence one key away (Enter or
"Show evidence": the document at the value, boxed), and "Dismiss…" with a reason, through the
door (``dismiss_flag``: guarded, journalled). A dismissed flag stays listed, greyed, with who
dismissed it and why; the count of standing flags is what the tab's title says.

The dismissals come from the session's ``FlagBook`` (the door's records and the journal), so
another desk's dismissal shows here as soon as the book hears of it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services.evidence.flag_book import FlagBook, FlagDismissal
from app.services.evidence.model import Flag
from app.services.masking import Masking
from app.views.compliance.flag_dialog import FlagDialog
from app.views.compliance.flag_sentences import flag_text, kind_name
from app.views.compliance.rich_text_delegate import HTML_ROLE, RichTextDelegate
from app.views.widgets.visible_text import visible

if TYPE_CHECKING:
    from app.views.task_runner import TaskRunner

KEY_ROLE = Qt.ItemDataRole.UserRole
STANDING_MARK = "⚑"
DISMISSED_MARK = "✓"
GREY = QColor(120, 120, 120)
Dismiss = Callable[[str, str, str, str], Awaitable[FlagDismissal]]  # uid, session, key, reason


class FlagsView(QWidget):
    show_requested = Signal(str, object)  # document id, Box | None
    count_changed = Signal(int)  # flags standing (not dismissed)

    def __init__(self, book: FlagBook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.masking = Masking(sandbox=False)  # masked until the case pane gives the session's
        self.dismiss: Dismiss | None = None  # the door's dismiss_flag
        self.runner: TaskRunner | None = None
        self.uid: str | None = None
        self.session_id: str | None = None
        self.flags: list[Flag] | None = None  # None: not read yet
        self.dialog: FlagDialog | None = None
        self.heading = QLabel()
        self.heading.setProperty("role", "subtle")
        self.heading.setWordWrap(True)
        self.list = QTreeWidget()
        self.list.setHeaderHidden(True)
        self.list.setRootIsDecorated(False)
        self.list.setIndentation(0)
        self.list.setUniformRowHeights(False)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setItemDelegate(RichTextDelegate(self.list))
        self.list.setAccessibleName(self.tr("Flags on this case"))
        self.show_button = QPushButton(self.tr("Sho&w evidence"))
        self.show_button.setToolTip(self.tr("Open the document at what raised the flag (Enter)"))
        self.show_button.setAutoDefault(False)
        self.dismiss_button = QPushButton(self.tr("Dis&miss…"))
        self.dismiss_button.setToolTip(
            self.tr("Judge that the flag does not stand, with a reason (journalled)")
        )
        self.dismiss_button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.show_button)
        row.addWidget(self.dismiss_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        self.list.itemActivated.connect(lambda item, _column: self.show_evidence(item))
        self.list.currentItemChanged.connect(lambda _now, _before: self._set_buttons())
        self.show_button.clicked.connect(lambda: self.show_evidence(self.list.currentItem()))
        self.dismiss_button.clicked.connect(self.open_dismiss)
        book.changed.connect(self._book_changed)
        self.list.viewport().installEventFilter(self)
        self.refresh()

    def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]  # noqa: N802
        """The one column as wide as the list, so each sentence wraps to its whole height."""
        if watched is self.list.viewport() and event.type() == QEvent.Type.Resize:
            self.list.setColumnWidth(0, self.list.viewport().width())
            self.list.doItemsLayout()
        return super().eventFilter(watched, event)

    def set_masking(self, masking: Masking) -> None:
        self.masking = masking
        self.refresh()

    # --- what is shown ---
    def set_flags(
        self, uid: str | None, session_id: str | None, flags: Sequence[Flag] | None
    ) -> None:
        """The case's flags (None: not known yet, or no evidence for this case)."""
        if uid != self.uid and self.dialog is not None:
            self.dialog.reject()  # a dismissal half-written for another case is not this one's
        self.uid, self.session_id = uid, session_id
        self.flags = list(flags) if flags is not None else None
        self.refresh()

    def dismissal(self, flag: Flag) -> FlagDismissal | None:
        return self.book.dismissed(self.session_id, flag.key) if self.session_id else None

    def standing(self) -> list[Flag]:
        return [f for f in self.flags or () if self.dismissal(f) is None]

    def refresh(self) -> None:
        keep = self.current()
        self.list.clear()
        flags = self.flags or []
        standing = len(self.standing())
        if self.flags is None:
            self.heading.setText(self.tr("The flags show once the documents are read."))
        elif not flags:
            self.heading.setText(self.tr("No flags: nothing the checks found needs judging."))
        else:
            self.heading.setText(
                self.tr("{0} standing, {1} dismissed. A standing flag blocks approval.").format(
                    standing, len(flags) - standing
                )
            )
        for flag in flags:
            item = QTreeWidgetItem([""])
            item.setData(0, KEY_ROLE, flag.key)
            self._fill(item, flag)
            self.list.addTopLevelItem(item)
            if keep is not None and keep.key == flag.key:
                self.list.setCurrentItem(item)
        first = self.list.topLevelItem(0)
        if self.list.currentItem() is None and first is not None:
            self.list.setCurrentItem(first)
        self._set_buttons()
        self.count_changed.emit(standing)

    def _fill(self, item: QTreeWidgetItem, flag: Flag) -> None:
        sentence = flag_text(flag, self.masking)
        dismissed = self.dismissal(flag)
        if dismissed is None:
            text = f"{STANDING_MARK} {sentence}"
            item.setText(0, text)
            item.setData(0, HTML_ROLE, f"<b>{escape(STANDING_MARK)}</b> {escape(sentence)}")
            item.setToolTip(0, kind_name(flag.kind))
            return
        who = visible(dismissed.by) or self.tr("an unnamed reviewer")
        note = self.tr("Dismissed by {0}: {1}").format(who, visible(dismissed.reason))
        item.setText(0, f"{DISMISSED_MARK} {sentence}\n{note}")
        item.setData(
            0,
            HTML_ROLE,
            f"<s>{escape(sentence)}</s><br/><i>{escape(DISMISSED_MARK)} {escape(note)}</i>",
        )
        item.setForeground(0, GREY)
        item.setToolTip(0, note)

    def current(self) -> Flag | None:
        item = self.list.currentItem()
        if item is None:
            return None
        key = item.data(0, KEY_ROLE)
        return next((f for f in self.flags or () if f.key == key), None)

    def _set_buttons(self) -> None:
        flag = self.current()
        self.show_button.setEnabled(flag is not None and self._evidence_of(flag) is not None)
        self.dismiss_button.setEnabled(
            flag is not None and self.dismissal(flag) is None and self.dismiss is not None
        )

    def _book_changed(self, uid: str) -> None:
        if uid == self.uid:
            self.refresh()

    # --- the evidence ---
    @staticmethod
    def _evidence_of(flag: Flag | None) -> tuple[str, object] | None:
        for found in flag.evidence if flag is not None else ():
            if found.document_id:
                return found.document_id, found.box
        return None

    def show_evidence(self, item: QTreeWidgetItem | None) -> bool:
        if item is not None:
            self.list.setCurrentItem(item)
        where = self._evidence_of(self.current())
        if where is None:
            return False
        self.show_requested.emit(*where)
        return True

    # --- dismissing ---
    def open_dismiss(self) -> FlagDialog | None:
        flag = self.current()
        if flag is None or self.dismissal(flag) is not None or self.dismiss is None:
            return None
        dialog = FlagDialog(flag_text(flag, self.masking), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.reason_given.connect(lambda reason: self._send(dialog, flag, reason))
        dialog.finished.connect(lambda _result: self._closed(dialog))
        self.dialog = dialog
        dialog.open()
        dialog.reason.setFocus()
        return dialog

    def _closed(self, dialog: FlagDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
            self.list.setFocus()

    def _send(self, dialog: FlagDialog, flag: Flag, reason: str) -> asyncio.Task[None] | None:
        uid, sid, dismiss, runner = self.uid, self.session_id, self.dismiss, self.runner
        if uid is None or sid is None or dismiss is None or runner is None:
            return None

        def failed(exc: BaseException) -> None:
            if self.dialog is dialog:
                dialog.say(
                    self.tr("The flag was not dismissed: {0} Your reason is still here.").format(
                        str(exc)
                    )
                )

        return runner.run(
            lambda: dismiss(uid, sid, flag.key, reason),
            controls=[dialog.ok_button],
            on_success=lambda _kept: dialog.accept(),
            on_failure=failed,
        )
