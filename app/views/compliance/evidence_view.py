"""The Evidence tab's comparison: each declared value beside the value found in each
document, grouped by subject (the business, then each shareholder), with the verdict in a
symbol and a word (and the name score), the differing characters marked in both values.

Personal values (document numbers, birth dates) are masked as the rest of the case pane
masks them; the Reveal button asks the door for the current row, and both its values show
only once the door let it through. Enter, a double click or a click on a found value shows
it in its document: ``show_requested(document_id, box)``, the case pane opens the document
at the box's page with the box drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
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

from app.services.evidence.model import CaseEvidence, Comparison, Source, Verdict
from app.services.masking import Masking
from app.views.compliance.evidence_words import (
    VERDICT_COLOURS,
    field_name,
    marked_html,
    shown_value,
    source_text,
    subject_heading,
    verdict_text,
)
from app.views.compliance.rich_text_delegate import HTML_ROLE, RichTextDelegate
from app.views.widgets.masked_value import Reveal
from app.views.widgets.personal_kinds import kind_words
from app.views.widgets.visible_text import visible

FIELD, DECLARED, FOUND, DOCUMENT, RESULT = range(5)
SHARES = ((FIELD, 24), (DECLARED, 26), (FOUND, 26), (DOCUMENT, 24))  # of the room left by Result
COMPACT_BELOW = 480  # narrower than this, "In document" goes to the found value's tooltip
ROW_ROLE = Qt.ItemDataRole.UserRole  # on FIELD: the comparison's index
MASKED_ROLE = Qt.ItemDataRole.UserRole + 1  # on FIELD: True while the row's values are masked


def agreeing_documents(comparisons: list[Comparison]) -> dict[int, tuple[Comparison, ...]]:
    """The rows to show, by comparison index, each with the other matches it stands for: a
    value that matches in several documents is one row (three "Company name ✓ Matches" rows
    said nothing a reviewer needed); a near match, a difference or a value not found keeps a
    row per document, as each is something to judge."""
    shown: dict[int, tuple[Comparison, ...]] = {}
    first_match: dict[tuple[str, str], int] = {}
    for index, comparison in enumerate(comparisons):
        if comparison.verdict is not Verdict.MATCH:
            shown[index] = ()
            continue
        key = (comparison.subject, comparison.field.value)
        first = first_match.get(key)
        if first is None:
            first_match[key] = index
            shown[index] = ()
        else:
            shown[first] = (*shown[first], comparison)
    return shown


class EvidenceView(QWidget):
    show_requested = Signal(str, object)  # document id, Box | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.masking = Masking(sandbox=False)  # masked until the case pane gives the session's
        self.on_reveal: Reveal | None = None
        self.evidence: CaseEvidence | None = None
        self.comparisons: list[Comparison] = []
        self._names: dict[str, str] = {}  # document id -> file name
        self._filled = 0  # a reveal asked before the table was filled again is dropped
        self.table = QTreeWidget()
        self.table.setColumnCount(5)
        self.table.setHeaderLabels(
            [
                self.tr("Field"),
                self.tr("Declared"),
                self.tr("Found"),
                self.tr("In document"),
                self.tr("Result"),
            ]
        )
        self.table.setAccessibleName(self.tr("Declared beside found"))
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setWordWrap(True)
        self.table.setItemDelegate(RichTextDelegate(self.table))
        self.table.setUniformRowHeights(False)
        self.table.setIndentation(12)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        self.hint = QLabel(
            self.tr("Enter or a click on a found value shows where it is in its document.")
        )
        self.hint.setWordWrap(True)
        self.hint.setProperty("role", "subtle")
        self.show_button = QPushButton(self.tr("Show in document"))
        self.show_button.setAutoDefault(False)
        self.show_button.setToolTip(self.tr("Open the document at the value, boxed (Enter)"))
        self.reveal_button = QPushButton(self.tr("Reveal"))
        self.reveal_button.setAutoDefault(False)
        self.reveal_button.setToolTip(
            self.tr("Show this row's personal values; the audit journal records that you did")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.reveal_button)
        buttons.addWidget(self.show_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.table.viewport().installEventFilter(self)
        self.table.itemActivated.connect(lambda item, _column: self.show_in_document(item))
        self.table.itemClicked.connect(self._clicked)
        self.table.currentItemChanged.connect(lambda _now, _before: self._set_buttons())
        self.show_button.clicked.connect(lambda: self.show_in_document(self.table.currentItem()))
        self.reveal_button.clicked.connect(lambda: self.reveal(self.table.currentItem()))
        self.set_evidence(None)

    def set_masking(self, masking: Masking, on_reveal: Reveal | None) -> None:
        self.masking = masking
        self.on_reveal = on_reveal
        self.set_evidence(self.evidence)

    # --- what is shown ---
    def set_evidence(self, evidence: CaseEvidence | None) -> None:
        self._filled += 1
        self.evidence = evidence
        self.comparisons = list(evidence.comparisons) if evidence is not None else []
        self._names = {r.document_id: r.file_name for r in evidence.readings} if evidence else {}
        self.table.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        agreeing = agreeing_documents(self.comparisons)
        for index, comparison in enumerate(self.comparisons):
            if index not in agreeing:
                continue  # a match shown in the row of the first document that agrees
            group = groups.get(comparison.subject)
            if group is None:
                group = QTreeWidgetItem(
                    [subject_heading(comparison.subject, comparison.subject_name)]
                )
                font = group.font(FIELD)
                font.setBold(True)
                group.setFont(FIELD, font)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                groups[comparison.subject] = group
                self.table.addTopLevelItem(group)
                group.setFirstColumnSpanned(True)  # only once in the tree
            self._row(group, index, comparison, agreeing[index])
        self.table.expandAll()
        if not self.comparisons:
            empty = QTreeWidgetItem([self.tr("Nothing to compare yet.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.table.addTopLevelItem(empty)
            empty.setFirstColumnSpanned(True)
        self._fit_columns()
        self._set_buttons()

    def _fit_columns(self) -> None:
        """Every column in sight at the tab's width (a 400 px side column too): the verdict
        as wide as its words, the rest shared, long values wrapped rather than cut."""
        self.table.resizeColumnToContents(RESULT)
        result = self.table.columnWidth(RESULT)
        width = self.table.viewport().width()
        compact = width < COMPACT_BELOW  # at 1280 x 720 the side column has about 340 px
        self.table.setColumnHidden(DOCUMENT, compact)
        shares = [(c, s) for c, s in SHARES if not (compact and c == DOCUMENT)]
        room = max(160, width - result)
        total = sum(s for _c, s in shares)
        widths = {column: room * share // total for column, share in shares}
        # The field's name never cut inside a word: its longest word fits, the values share
        # what is left.
        words = [w for row in self.rows() for w in row.text(FIELD).split()]
        metrics = self.table.fontMetrics()
        longest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        least = longest + 2 * self.table.indentation() + 12
        if widths[FIELD] < least:
            spare = least - widths[FIELD]
            widths[FIELD] = least
            for column in (DECLARED, FOUND):
                widths[column] -= spare // 2
        for column, px in widths.items():
            self.table.setColumnWidth(column, max(40, px))
        self.table.doItemsLayout()

    def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]  # noqa: N802
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()  # the room the table really has (a scroll bar takes some)
        return super().eventFilter(watched, event)

    def _row(
        self,
        group: QTreeWidgetItem,
        index: int,
        comparison: Comparison,
        also: tuple[Comparison, ...] = (),
    ) -> None:
        item = QTreeWidgetItem(group)
        item.setData(FIELD, ROW_ROLE, index)
        item.setText(FIELD, field_name(comparison.field))
        found = comparison.found
        item.setText(DOCUMENT, self.document_text(comparison))
        result = verdict_text(comparison.verdict, comparison.score)
        item.setToolTip(DOCUMENT, item.text(DOCUMENT))
        if also:  # several documents agree: one row, the documents named in its tooltip
            names = [self.document_text(c) for c in (comparison, *also)]
            count = len(names)
            result = verdict_text(comparison.verdict)  # kept short: a side column is narrow
            item.setText(DOCUMENT, self.tr("{0} documents").format(count))
            item.setToolTip(DOCUMENT, "\n".join(names))
            item.setToolTip(
                RESULT, self.tr("Matches in {0} documents:\n{1}").format(count, "\n".join(names))
            )
        item.setText(RESULT, result)
        item.setForeground(RESULT, VERDICT_COLOURS[comparison.verdict])
        if not item.toolTip(RESULT):
            item.setToolTip(RESULT, result)
        item.setToolTip(FIELD, item.text(FIELD))
        masked = self._fill_values(item, comparison, reveal=False)
        item.setData(FIELD, MASKED_ROLE, masked)
        if found is not None and found.box is not None:
            item.setToolTip(
                FOUND,
                self.tr("In {0}: click or press Enter to see it on page {1}").format(
                    item.text(DOCUMENT), found.box.page + 1
                ),
            )
        elif found is not None:
            item.setToolTip(FOUND, self.tr("In {0}").format(item.text(DOCUMENT)))

    def _fill_values(self, item: QTreeWidgetItem, comparison: Comparison, *, reveal: bool) -> bool:
        """The declared and found values, masked unless ``reveal``; True if masked."""
        masking = Masking(sandbox=True, off_for_sandbox=True) if reveal else self.masking
        found = comparison.found
        declared, kind = shown_value(comparison.field, comparison.declared, masking)
        found_text = ""
        if found is not None:
            found_text = shown_value(comparison.field, found.value, masking)[0]
        masked = kind is not None and (
            declared != comparison.declared or (found is not None and found_text != found.value)
        )
        item.setText(DECLARED, visible(declared) if comparison.declared else "—")
        item.setText(FOUND, visible(found_text) if found is not None else "—")
        for column, value, spans in (
            (DECLARED, comparison.declared, comparison.declared_differing),
            (FOUND, found.value if found is not None else "", comparison.differing),
        ):
            html = marked_html(value, spans) if spans and not masked else None
            item.setData(column, HTML_ROLE, html)
        if masked:
            tip = self.tr("Masked {0}: Reveal shows it").format(kind_words(kind) if kind else "")
            item.setToolTip(DECLARED, tip)
            if not item.toolTip(FOUND):
                item.setToolTip(FOUND, tip)
        else:
            item.setToolTip(DECLARED, visible(comparison.declared))
        return masked

    def document_text(self, comparison: Comparison) -> str:
        found = comparison.found
        if found is None:
            return "—"
        if found.source is Source.PROVIDER:
            name = self._names.get(found.document_id, "")
            words = source_text(Source.PROVIDER)
            return f"{visible(name)} ({words})" if name else words
        name = self._names.get(found.document_id, found.document_id)
        if found.source is Source.OCR:
            return f"{visible(name)} ({source_text(Source.OCR)})"
        return visible(name)

    def _set_buttons(self) -> None:
        comparison = self.comparison_of(self.table.currentItem())
        found = comparison.found if comparison is not None else None
        self.show_button.setEnabled(found is not None and bool(found.document_id))
        item = self.table.currentItem()
        masked = item is not None and bool(item.data(FIELD, MASKED_ROLE))
        self.reveal_button.setVisible(self.masking.enabled)
        field = item.text(FIELD) if item is not None and comparison is not None else ""
        self.reveal_button.setAccessibleName(  # not one of several buttons called "Reveal"
            self.tr("Reveal the personal values of {0}").format(field)
            if field
            else self.tr("Reveal the selected row's personal values")
        )
        self.reveal_button.setEnabled(masked and self.on_reveal is not None)

    # --- rows ---
    def comparison_of(self, item: QTreeWidgetItem | None) -> Comparison | None:
        if item is None:
            return None
        index = item.data(FIELD, ROW_ROLE)
        return self.comparisons[index] if isinstance(index, int) else None

    def rows(self) -> list[QTreeWidgetItem]:
        """The comparison rows, in order (for tests and summaries)."""
        found: list[QTreeWidgetItem] = []
        for top in range(self.table.topLevelItemCount()):
            group = self.table.topLevelItem(top)
            if group is None:
                continue
            found += [c for i in range(group.childCount()) if (c := group.child(i)) is not None]
        return found

    def verdicts(self) -> list[Verdict]:
        return [c.verdict for c in self.comparisons]

    def _clicked(self, item: QTreeWidgetItem, column: int) -> None:
        comparison = self.comparison_of(item)
        found = comparison.found if comparison is not None else None
        if column == FOUND and found is not None and found.box is not None:
            self.show_in_document(item)

    def show_in_document(self, item: QTreeWidgetItem | None) -> bool:
        """Ask the case pane to show the row's found value in its document (boxed when its
        place is known). False when there is no document to show."""
        comparison = self.comparison_of(item)
        found = comparison.found if comparison is not None else None
        if found is None or not found.document_id:
            if comparison is not None:
                self.hint.setText(
                    self.tr("No document of the session holds this value: {0}.").format(
                        self.tr("nothing was found") if found is None else source_text(found.source)
                    )
                )
            return False
        self.show_requested.emit(found.document_id, found.box)
        return True

    def reveal(self, item: QTreeWidgetItem | None) -> bool:
        """Ask the door to reveal the row's personal values; shown only if it let them."""
        comparison = self.comparison_of(item)
        if comparison is None or item is None or not item.data(FIELD, MASKED_ROLE):
            return False
        if self.on_reveal is None:
            return False  # a reveal no one journals is not offered
        kind = shown_value(comparison.field, comparison.declared, self.masking)[1]
        if kind is None:
            return False
        filled = self._filled
        whose = f"shareholder {comparison.subject}" if comparison.subject else "declared"

        def show() -> None:
            if filled != self._filled:  # the table was filled again meanwhile
                return
            self._fill_values(item, comparison, reveal=True)
            item.setData(FIELD, MASKED_ROLE, False)
            self._set_buttons()

        self.on_reveal.reveal(kind, whose, show)
        return True
