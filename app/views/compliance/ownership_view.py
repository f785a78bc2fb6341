"""Who owns the business, as a tree: the business at the top, each owner below with their
share, where the share is stated (the certificate, the declaration: both shown when they
differ), their identity document (masked) and their shareholder record and KYC state, then
the total.

What a reviewer must judge is marked with ⚠ and words, never by colour alone: an owner of
25 % or more without a shareholder record or a KYC started, sources that state different
shares, and shares that do not add up to 100 %. The tree comes from
``app.services.evidence.ownership`` and is judged by its rules (the same the flags use);
this module only shows it.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services.evidence.model import OwnerNode, OwnerShare, Ownership, Source
from app.services.evidence.ownership import (
    NOT_STARTED,
    SIGNIFICANT,
    WHOLE,
    kyc_passed,
    shares_by_source,
)
from app.services.masking import Kind, Masking
from app.services.translation import translate
from app.views.compliance.queue_model import WORRYING_KYC
from app.views.widgets.numbers import localized_number
from app.views.widgets.terms import state_name
from app.views.widgets.visible_text import visible

WORRY_MARK = "⚠"
# What a reviewer judges first (who, how much, record and KYC) before where it is stated.
NAME, SHARE, RECORD, SOURCES, DOCUMENT = range(5)
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
WORRY_ROLE = Qt.ItemDataRole.UserRole + 10  # True on a cell marked for the reviewer


def percent_text(percent: Decimal | None) -> str:
    """Decimal("12.50") -> "12.5 %" ("12,5 %" in Spanish); None -> "—"."""
    if percent is None:
        return "—"
    number = format(percent, "f")
    if "." in number:
        number = number.rstrip("0").rstrip(".")
    return f"{localized_number(number)} %"


def source_name(share: OwnerShare) -> str:
    if share.source is Source.DECLARED:
        return translate("OwnershipView", "declared")
    if share.source is Source.OCR:
        return translate("OwnershipView", "certificate (scanned)")
    return translate("OwnershipView", "certificate")


def sources_text(node: OwnerNode) -> tuple[str, bool]:
    """("certificate, declared", False) when the sources agree; ("certificate 40 % ·
    declared 35 %", True) when their shares differ."""
    stated = {share.percent for share in node.sources if share.percent is not None}
    names = list(dict.fromkeys(source_name(share) for share in node.sources))
    if len(stated) <= 1:
        return ", ".join(names), False
    parts = dict.fromkeys(
        translate("OwnershipView", "{0} {1}").format(
            source_name(share), percent_text(share.percent)
        )
        for share in node.sources
    )
    return " · ".join(parts), True


def record_text(node: OwnerNode) -> tuple[str, bool]:
    """The shareholder record and KYC state in words, and whether it must be judged: an
    owner of 25 % or more (by any source) without a record or a KYC started, as the flags
    judge it (a KYC that ran and did not pass is the door's shareholder blocker already)."""
    stated = [share.percent for share in node.sources if share.percent is not None]
    if node.percent is not None:
        stated.append(node.percent)
    significant = bool(stated) and max(stated) >= SIGNIFICANT
    if node.shareholder_id is None:
        words = translate("OwnershipView", "No shareholder record")
    elif node.kyc_state in NOT_STARTED:
        words = translate("OwnershipView", "Shareholder record; no KYC started")
    elif not kyc_passed(node.kyc_state):
        return translate("OwnershipView", "KYC {0}: not passed").format(
            state_name(node.kyc_state or "")
        ), False
    else:
        return translate("OwnershipView", "KYC {0}").format(state_name(node.kyc_state or "")), False
    return (f"{WORRY_MARK} {words}" if significant else words), significant


def source_totals(ownership: Ownership) -> list[tuple[str, Decimal]]:
    """The total each source states ("certificate", 100), in the order the tree names them."""
    totals: list[tuple[str, Decimal]] = []
    for shares in shares_by_source(ownership).values():
        known = [s.percent for s in shares if s.percent is not None]
        if known:
            totals.append((source_name(shares[0]), sum(known, Decimal(0))))
    return totals


class OwnershipView(QWidget):
    """The ownership tree of one case."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.masking = Masking(sandbox=False)  # masked until the case pane gives the session's
        self._shown: Ownership | None = None
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        self.tree = QTreeWidget()
        self.tree.setColumnCount(5)
        self.tree.setHeaderLabels(
            [
                self.tr("Owner"),
                self.tr("Share"),
                self.tr("Record and KYC"),
                self.tr("Stated in"),
                self.tr("Identity document"),
            ]
        )
        self.tree.setAccessibleName(self.tr("Ownership"))
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.business: QTreeWidgetItem | None = None
        self.total: QTreeWidgetItem | None = None
        self.owners: list[QTreeWidgetItem] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)
        self.set_ownership(None)

    def set_masking(self, masking: Masking) -> None:
        """The session's masking of personal data (the owners' identity documents)."""
        self.masking = masking
        self.set_ownership(self._shown)

    def set_ownership(self, ownership: Ownership | None) -> None:
        self._shown = ownership
        self.tree.clear()
        self.business, self.total, self.owners = None, None, []
        if ownership is None:
            self.note.setText(self.tr("Ownership has not been read yet."))
            self.note.show()
            return
        if not ownership.owners:
            self.note.setText(
                self.tr(
                    "Neither the certificate nor the declared details name the owners of "
                    "this business."
                )
            )
        self.note.setVisible(not ownership.owners)
        business = QTreeWidgetItem([visible(ownership.company) or self.tr("The business")])
        bold = QFont(self.tree.font())
        bold.setBold(True)
        business.setFont(NAME, bold)
        self.tree.addTopLevelItem(business)
        self.business = business
        for node in ownership.owners:
            self.owners.append(self._owner(business, node))
        if ownership.owners:
            self.total = self._total(business, ownership, bold)
        business.setExpanded(True)
        self.tree.setCurrentItem(business)

    def _owner(self, parent: QTreeWidgetItem, node: OwnerNode) -> QTreeWidgetItem:
        sources, differ = sources_text(node)
        if differ:
            sources = f"{WORRY_MARK} {sources}"
        record, worrying = record_text(node)
        documents = dict.fromkeys(share.document for share in node.sources if share.document)
        document = ", ".join(
            visible(self.masking.show(Kind.DOCUMENT_NUMBER, number)) for number in documents
        )
        texts = {NAME: visible(node.name), SHARE: percent_text(node.percent)}
        texts |= {SOURCES: sources, DOCUMENT: document, RECORD: record}
        item = QTreeWidgetItem(parent, [texts[column] for column in range(len(texts))])
        item.setTextAlignment(SHARE, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if differ:
            self._worry(item, SOURCES, self.tr("The sources state different shares."))
        if worrying:
            self._worry(
                item,
                RECORD,
                self.tr(
                    "An owner of 25 % or more needs a shareholder record and a KYC "
                    "before the case is approved."
                ),
            )
        return item

    def _total(self, parent: QTreeWidgetItem, ownership: Ownership, bold: QFont) -> QTreeWidgetItem:
        totals = source_totals(ownership)
        off = [(name, total) for name, total in totals if total != WHOLE]
        merged_off = ownership.total is not None and ownership.total != WHOLE
        said = " · ".join(
            self.tr("{0} {1}").format(name, percent_text(total)) for name, total in totals
        )
        shown = percent_text(ownership.total)
        if off or merged_off:
            shown = f"{WORRY_MARK} {shown}"
        texts = {NAME: self.tr("Total"), SHARE: shown, SOURCES: said, DOCUMENT: "", RECORD: ""}
        item = QTreeWidgetItem(parent, [texts[column] for column in range(len(texts))])
        item.setTextAlignment(SHARE, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setFont(NAME, bold)
        item.setFont(SHARE, bold)
        if off:
            where = ", ".join(
                self.tr("{0} {1}").format(name, percent_text(total)) for name, total in off
            )
            self._worry(
                item, SHARE, self.tr("The shares do not add up to 100 %: {0}.").format(where)
            )
        elif merged_off:  # each source adds up, but they name different owners
            self._worry(
                item,
                SHARE,
                self.tr(
                    "The owners' shares add up to {0}: the sources name different owners."
                ).format(percent_text(ownership.total)),
            )
        elif ownership.total is None:
            item.setToolTip(SHARE, self.tr("No source states a share."))
        return item

    def _worry(self, item: QTreeWidgetItem, column: int, why: str) -> None:
        """Marked in words (the ⚠ and the tooltip, read by a screen reader too) and tone."""
        item.setData(column, WORRY_ROLE, True)
        item.setToolTip(column, why)
        item.setData(column, ACCESSIBLE, f"{item.text(column)}. {why}")
        item.setBackground(column, WORRYING_KYC)

    def marked(self) -> list[tuple[str, int]]:
        """(row's first cell, column) of every cell marked for the reviewer (tests)."""
        found: list[tuple[str, int]] = []
        items = [self.business, *self.owners, self.total]
        for item in items:
            if item is None:
                continue
            found.extend(
                (item.text(NAME), column)
                for column in range(self.tree.columnCount())
                if item.data(column, WORRY_ROLE)
            )
        return found
