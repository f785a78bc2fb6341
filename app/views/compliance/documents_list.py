"""A session's documents: category, type, file name, size, upload time, and the reviewer's
mark (approved, rejected, re-upload asked, with its reason and comment in the tooltip); a
soft-deleted one stays as a struck-through tombstone with its deletion time, and who deleted
it and why as the journal tells (``DeletionBook``): "deleted {when} by {name}: {reason}".

The columns fit the list's width (at 1280 x 720 the list has about 340 px, its six columns
needed nearly 800 and "Uploaded (UTC)" was off to the right): the upload time is always
whole, the review and the file name share what is left, and size, category and type give
way in that order when there is no room, said in the file name's tooltip instead."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.onboarding import KybDocument
from app.services.deletions import Deletion, DeletionBook
from app.services.review import DocumentMark, Mark
from app.views.compliance.case_source import Catalogue, deleted_at
from app.views.compliance.formatting import size, when, zone
from app.views.compliance.review_dialogs import mark_names, reason_names
from app.views.widgets.visible_text import visible

MARK_SIGNS = {Mark.APPROVED: "✔", Mark.REJECTED: "✖", Mark.REUPLOAD: "↻"}

FILE_NAME, UPLOADED, SIZE, CATEGORY, TYPE, MARK = range(6)  # what a reviewer scans first, first
DOC_ROLE = Qt.ItemDataRole.UserRole
WIDEST = {FILE_NAME: 190, CATEGORY: 110, TYPE: 150, SIZE: 80, UPLOADED: 160, MARK: 170}
NARROWEST = {FILE_NAME: 90, MARK: 70}  # elided below their text, whole in the tooltip
FLOOR = 40  # the least a column shrinks to when even the narrowest do not fit
GIVE_WAY = (SIZE, CATEGORY, TYPE)  # hidden first to last when the list is narrow


class DocumentsList(QWidget):
    document_chosen = Signal(object)  # KybDocument | None
    upload_requested = Signal()
    delete_requested = Signal(object)  # KybDocument

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._documents: list[KybDocument] = []
        self._marks: dict[str, DocumentMark] = {}
        self._deletions: DeletionBook | None = None
        self._catalogue = Catalogue()
        self.times_in_utc = False
        self._zone = zone(False)
        self.heading = QLabel(self.tr("Documents"))
        self.heading.setProperty("role", "subtle")
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels(
            [
                self.tr("File name"),
                self.tr("Uploaded"),
                self.tr("Size"),
                self.tr("Category"),
                self.tr("Type"),
                self.tr("Review"),
            ]
        )
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.header().moveSection(MARK, 1)  # the review beside the name, in sight
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setMinimumSectionSize(40)
        self.tree.setAccessibleName(self.tr("Documents"))
        self.tree.viewport().installEventFilter(self)  # the columns follow the list's width
        self.upload_button = QPushButton(self.tr("&Upload…"))
        self.upload_button.setToolTip(self.tr("Add PDF, PNG or JPEG files of up to 10 MB"))
        self.upload_button.setAutoDefault(False)
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.setToolTip(
            self.tr("Delete the selected document (asks first; it stays listed as deleted)")
        )
        self.delete_button.setAutoDefault(False)
        self.delete_button.setEnabled(False)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        self.note.hide()

        self.heading.setWordWrap(True)  # narrow (960 px), it wraps: the buttons stay whole
        buttons = QHBoxLayout()
        buttons.addWidget(self.heading, 1)
        buttons.addWidget(self.upload_button)
        buttons.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)

        self.tree.currentItemChanged.connect(self._moved)
        self.upload_button.clicked.connect(self.upload_requested.emit)
        self.delete_button.clicked.connect(self._delete)
        self._can_delete = True

    def use_deletions(self, book: DeletionBook) -> None:
        """Who deleted each tombstone and why, from the journal; shown again as it grows."""
        self._deletions = book
        book.changed.connect(lambda _uid: self.set_documents(self._documents, keep=True))

    def deletion_words(self, document: KybDocument) -> str:
        """'by {name}: {reason}', or a sentence saying the journal does not know."""
        deletion: Deletion | None = (
            self._deletions.deletion(document.id) if self._deletions is not None else None
        )
        if deletion is None:
            return self.tr("who and why not in this journal")
        who = deletion.by or self.tr("an unnamed reviewer")
        return self.tr("by {0}: {1}").format(visible(who), visible(deletion.reason))

    def set_catalogue(self, catalogue: Catalogue) -> None:
        self._catalogue = catalogue
        self.set_documents(self._documents, keep=True)

    def set_actions(self, *, upload: str | None, delete: str | None) -> None:
        """Enable upload and delete, or disable them with the reason (tooltip and note)."""
        self.upload_button.setEnabled(upload is None)
        if upload is not None:
            self.upload_button.setToolTip(upload)
        self._can_delete = delete is None
        if delete is not None:
            self.delete_button.setToolTip(delete)
        reasons = [r for r in (upload, delete) if r]
        self.note.setText(" ".join(dict.fromkeys(reasons)))
        self.note.setVisible(bool(reasons))
        self._update_delete()

    def set_documents(self, documents: list[KybDocument], *, keep: bool = True) -> None:
        """Live documents first (newest upload first), then the tombstones."""
        chosen = self.selected() if keep else None
        self._zone = zone(self.times_in_utc)
        header = self.tree.headerItem()
        header.setText(UPLOADED, self.tr("Uploaded ({0})").format(self._zone))
        self._documents = list(documents)
        ordered = sorted(
            documents,
            key=lambda d: (
                deleted_at(d) is not None,
                -(d.created_at.timestamp() if d.created_at else 0),
            ),
        )
        self.tree.blockSignals(True)
        self.tree.clear()
        for document in ordered:
            self.tree.addTopLevelItem(self._item(document))
        self.fit_columns()
        self.tree.blockSignals(False)
        live = sum(1 for d in documents if deleted_at(d) is None)
        gone = len(documents) - live
        self.heading.setText(
            self.tr("Documents: {0}").format(live)
            if not gone
            else self.tr("Documents: {0} (+{1} deleted)").format(live, gone)
        )
        if chosen is not None and self.select(chosen.id):
            return
        self._update_delete()

    def _natural(self, column: int) -> int:
        """The column's width for its widest text (and its header), capped."""
        header = self.tree.header()
        needed = header.sectionSizeFromContents(column).width()
        metrics = self.tree.fontMetrics()
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None:
                needed = max(needed, metrics.horizontalAdvance(item.text(column)) + 16)
        return min(needed, WIDEST[column]) if column != UPLOADED else needed

    def fit_columns(self) -> None:
        """Widths that fit the list's width with no sideways scrolling: the upload time
        whole; size, category and type hidden in that order while they do not fit; the
        review and the file name narrowed (to their least) last, the file name taking any
        room left."""
        room = self.tree.viewport().width()
        natural = {column: self._natural(column) for column in WIDEST}
        shown = [FILE_NAME, MARK, UPLOADED, *GIVE_WAY]
        least = {c: NARROWEST.get(c, natural[c]) for c in WIDEST}
        for column in GIVE_WAY:  # what gives way first goes first
            if sum(least[c] for c in shown) <= room:
                break
            shown.remove(column)
        for column in WIDEST:
            self.tree.setColumnHidden(column, column not in shown)
        widths = {c: natural[c] for c in shown}
        over = sum(widths.values()) - room
        for floor in (least, dict.fromkeys(WIDEST, FLOOR)):  # the least, then the floor
            for column in (MARK, FILE_NAME):  # the review gives way before the name
                cut = max(min(over, widths[column] - floor[column]), 0)
                widths[column] -= cut
                over -= cut
        if over < 0:
            widths[FILE_NAME] += -over  # what is left goes to the file name
        for column, width in widths.items():
            self.tree.setColumnWidth(column, width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def set_marks(self, marks: dict[str, DocumentMark]) -> None:
        """Each document's latest mark in the Review column (sign, name; reason in the tip)."""
        self._marks = dict(marks)
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None:
                self._show_mark(item, item.data(FILE_NAME, DOC_ROLE))

    def mark_of(self, doc_id: str) -> DocumentMark | None:
        return self._marks.get(doc_id)

    def _show_mark(self, item: QTreeWidgetItem, document: KybDocument) -> None:
        mark = self._marks.get(document.id)
        if deleted_at(document) is not None:
            item.setText(MARK, self.deletion_words(document))  # a tombstone: who and why
            return
        if mark is None:
            item.setText(MARK, self.tr("not reviewed"))
            item.setToolTip(MARK, "")
            return
        name = mark_names()[mark.mark]
        item.setText(MARK, f"{MARK_SIGNS[mark.mark]} {name}")
        tip = [name]
        if mark.reason:
            tip.append(self.tr("Reason: {0}").format(reason_names().get(mark.reason, mark.reason)))
        if mark.comment:
            tip.append(self.tr("Comment: {0}").format(mark.comment))
        tip.append(self.tr("Marked {0} (UTC)").format(mark.at))
        item.setToolTip(MARK, "\n".join(tip))

    def _item(self, document: KybDocument) -> QTreeWidgetItem:
        gone = deleted_at(document)
        shown = self._zone  # the Uploaded header names it
        uploaded = when(document.created_at, self.times_in_utc, shown)
        item = QTreeWidgetItem(
            [
                visible(document.file_name) or document.id,
                uploaded
                if gone is None
                else self.tr("deleted {0}").format(when(gone, self.times_in_utc, shown)),
                size(document.file_size),
                self._catalogue.category_name(document.category),
                self._catalogue.type_name(document.category, document.type),
            ]
        )
        item.setData(FILE_NAME, DOC_ROLE, document)
        self._show_mark(item, document)
        item.setTextAlignment(SIZE, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if gone is not None:
            font = item.font(0)
            font.setStrikeOut(True)
            grey = self.palette().placeholderText()
            for column in range(MARK + 1):
                item.setFont(column, font)
                item.setForeground(column, grey)
                item.setToolTip(
                    column,
                    self.tr("Deleted {0} {1} (uploaded {2}); kept as a record").format(
                        when(gone, self.times_in_utc),
                        self.deletion_words(document),
                        when(document.created_at, self.times_in_utc),
                    ),
                )
        else:
            for column in range(5):
                item.setToolTip(column, f"{item.text(column)}\n{document.id}")
            # what a narrow list hides (size, category, type) said where the name is
            kind = " / ".join(p for p in (item.text(CATEGORY), item.text(TYPE)) if p)
            said = [item.text(FILE_NAME), kind, item.text(SIZE), document.id]
            item.setToolTip(FILE_NAME, "\n".join(p for p in said if p))
        return item

    def select(self, doc_id: str) -> bool:
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None and item.data(FILE_NAME, DOC_ROLE).id == doc_id:
                self.tree.setCurrentItem(item)
                return True
        return False

    def selected(self) -> KybDocument | None:
        item = self.tree.currentItem()
        return None if item is None else item.data(FILE_NAME, DOC_ROLE)

    def item_for(self, doc_id: str) -> QTreeWidgetItem | None:
        for row in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(row)
            if item is not None and item.data(FILE_NAME, DOC_ROLE).id == doc_id:
                return item
        return None

    def _moved(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self._update_delete()
        self.document_chosen.emit(None if current is None else current.data(FILE_NAME, DOC_ROLE))

    def _update_delete(self) -> None:
        document = self.selected()
        self.delete_button.setEnabled(
            self._can_delete and document is not None and deleted_at(document) is None
        )

    def _delete(self) -> None:
        document = self.selected()
        if document is not None and deleted_at(document) is None:
            self.delete_requested.emit(document)
