"""The business's shareholders: who they are, their identity verification as a timeline, the
facts of their kyc payload (worrying ones marked) and the whole payload as a tree."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services.masking import Kind, Masking
from app.services.review_rules import latest_kyc_state
from app.views.compliance.case_source import ShareholderFile
from app.views.compliance.formatting import span, when, zone
from app.views.compliance.kyc_facts import Fact, facts
from app.views.compliance.kyc_timeline import timeline
from app.views.compliance.payload_tree import PayloadTree
from app.views.compliance.queue_model import TONE_COLORS
from app.views.widgets.masked_value import MaskedValue, Reveal
from app.views.widgets.review_words import state_words
from app.views.widgets.scrolling import scrolling
from app.views.widgets.state_badge import tone_for
from app.views.widgets.terms import state_name
from app.views.widgets.visible_text import visible

ID_ROLE = Qt.ItemDataRole.UserRole
NAME, KYC_STATE, KYC_LEVEL, EMAIL = range(4)
WORRY_MARK = "⚠"


WRAP_MINIMUM = 48  # a few characters: a wrapped label grows down, never past the pane


def wrapping(label: QLabel) -> QLabel:
    """A label that wraps to the width its column has. Qt's minimum for a word-wrapped label
    is a guess near its one-line width (269 px for a step's error), which pushed the facts
    past a 300 px pane at 1280 x 720; set lower, the layout wraps it and it grows down."""
    label.setWordWrap(True)
    label.setMinimumWidth(WRAP_MINIMUM)
    return label


class ShareholdersView(QWidget):
    add_requested = Signal()
    edit_requested = Signal(object)  # ShareholderFile

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shareholders: list[ShareholderFile] = []
        self.masking = Masking(sandbox=False)  # masked until the case pane gives the session's
        self.on_reveal: Reveal | None = None
        self.email: MaskedValue | None = None
        self.times_in_utc = False
        self.heading = QLabel(self.tr("Shareholders"))
        self.heading.setProperty("role", "subtle")
        self.add_button = QPushButton(self.tr("Add &shareholder…"))
        self.add_button.setAutoDefault(False)
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.edit_button.setToolTip(self.tr("Correct the selected shareholder"))
        self.edit_button.setAutoDefault(False)
        self.edit_button.setEnabled(False)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setProperty("role", "subtle")
        self.note.hide()

        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels(
            [
                self.tr("Name"),
                self.tr("KYC state"),
                self.tr("KYC level"),
                self.tr("Email"),
            ]
        )
        # Within the column's width at 1280 x 720: the name and the KYC state, read first, are
        # sized to their contents (one name column, not two); the e-mail (masked, and shown
        # whole below) takes what is left, cut in its middle, its value in the tooltip.
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(40)
        for column in (NAME, KYC_STATE, KYC_LEVEL):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EMAIL, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.setAccessibleName(self.tr("Shareholders"))

        self.person = QLabel()
        self.person.setProperty("role", "heading")
        self.person.setWordWrap(True)
        self.contact = wrapping(QLabel())  # "Id 5e0c…-…": breaks after a hyphen
        self.contact.setProperty("role", "subtle")
        self.contact.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.history = QTreeWidget()
        self.history.setRootIsDecorated(False)
        self.history.setHeaderLabels([self.tr("State"), self.tr("When"), self.tr("After")])
        self.history.headerItem().setToolTip(
            2, self.tr("After how long in the state before (the row above)")
        )
        self.history.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.history.setAccessibleName(self.tr("KYC state history"))
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.header().setStretchLastSection(True)
        self.history.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.history_note = QLabel()
        self.history_note.setProperty("role", "subtle")
        self.history_note.setWordWrap(True)
        self.facts_box = QWidget()
        self.facts_grid = QGridLayout(self.facts_box)
        self.facts_grid.setContentsMargins(0, 0, 0, 0)
        self.facts_grid.setColumnStretch(0, 2)  # labels wrap too: "Step expiration-detection
        self.facts_grid.setColumnStretch(1, 3)  # (document 1)" never widens the pane
        self.payload_toggle = QToolButton()
        self.payload_toggle.setText(self.tr("Whole payload"))
        self.payload_toggle.setCheckable(True)
        self.payload_toggle.setChecked(True)
        self.payload_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.payload_toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.payload_toggle.setAutoRaise(True)
        self.payload = PayloadTree()
        self.payload.setMinimumHeight(160)

        detail = QWidget()
        inner = QVBoxLayout(detail)
        inner.addWidget(self.person)
        self.email_row = QHBoxLayout()
        inner.addLayout(self.email_row)
        inner.addWidget(self.contact)
        inner.addWidget(self._subheading(self.tr("Identity verification")))
        inner.addWidget(self.history_note)
        inner.addWidget(self.history)
        inner.addWidget(self._subheading(self.tr("What the kyc payload says")))
        inner.addWidget(self.facts_box)
        inner.addWidget(self.payload_toggle)
        inner.addWidget(self.payload, 1)
        scroll = scrolling(detail)

        split = QSplitter(Qt.Orientation.Vertical)  # the list over the one selected
        split.addWidget(self.table)
        split.addWidget(scroll)
        split.setStretchFactor(1, 3)
        split.setSizes([120, 480])
        self.heading.setWordWrap(True)  # narrow (960 px), it wraps: the buttons stay whole
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.add_button)
        top.addWidget(self.edit_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(split, 1)

        self.table.currentItemChanged.connect(self._moved)
        self.table.itemActivated.connect(lambda _item, _col: self._edit())
        self.add_button.clicked.connect(self.add_requested.emit)
        self.edit_button.clicked.connect(self._edit)
        self.payload_toggle.toggled.connect(self._toggle_payload)
        self._show_person(None)

    def _subheading(self, text: str) -> QLabel:
        label = QLabel(text)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _toggle_payload(self, shown: bool) -> None:
        self.payload.setVisible(shown)
        self.payload_toggle.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )

    def set_unavailable(self, reason: str | None) -> None:
        """The server cannot list shareholders (a live server): say so; adding still works."""
        self.note.setText(reason or "")
        self.note.setVisible(bool(reason))
        self.table.setEnabled(reason is None)
        if reason:
            self.table.setToolTip(reason)

    def set_shareholders(self, shareholders: list[ShareholderFile]) -> None:
        keep = self.selected()
        self.shareholders = list(shareholders)
        self.table.blockSignals(True)
        self.table.clear()
        for shareholder in shareholders:
            state = latest_kyc_state(shareholder.history)
            email = self.masking.member("email", shareholder.email or "")[0]
            item = QTreeWidgetItem(
                [
                    visible(shareholder.display_name),
                    state_words(state) if state else self.tr("not started"),
                    shareholder.kyc_level or "",
                    email,
                ]
            )
            item.setToolTip(EMAIL, email)
            if state:
                item.setBackground(KYC_STATE, TONE_COLORS[tone_for(state)])
            item.setData(0, ID_ROLE, shareholder.id)
            self.table.addTopLevelItem(item)
        self.table.blockSignals(False)
        self.heading.setText(self.tr("Shareholders: {0}").format(len(shareholders)))
        target = keep.id if keep is not None else (shareholders[0].id if shareholders else None)
        if target is None or not self.select(target):
            self._show_person(None)

    def select(self, shareholder_id: str) -> bool:
        for index in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(index)
            if item is not None and item.data(0, ID_ROLE) == shareholder_id:
                self.table.setCurrentItem(item)
                self._show_person(self._find(shareholder_id))
                return True
        return False

    def selected(self) -> ShareholderFile | None:
        item = self.table.currentItem()
        return None if item is None else self._find(str(item.data(0, ID_ROLE)))

    def _find(self, shareholder_id: str) -> ShareholderFile | None:
        return next((s for s in self.shareholders if s.id == shareholder_id), None)

    def _moved(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self._show_person(None if current is None else self._find(str(current.data(0, ID_ROLE))))

    def _edit(self) -> None:
        shareholder = self.selected()
        if shareholder is not None and self.edit_button.isEnabled():
            self.edit_requested.emit(shareholder)

    # --- one shareholder ---
    def set_masking(self, masking: Masking, on_reveal: Reveal | None) -> None:
        """Personal data (e-mail, IP, device, the payload's personal members) shown masked."""
        self.masking = masking
        self.on_reveal = on_reveal
        self.payload.masking = masking
        self.payload.on_reveal = on_reveal

    def _show_email(self, shareholder: ShareholderFile | None) -> None:
        if self.email is not None:
            self.email.deleteLater()
            self.email = None
        if shareholder is None or not shareholder.email:
            return
        _shown, kind = self.masking.member("email", shareholder.email)
        self.email = MaskedValue(
            kind or Kind.EMAIL,
            shareholder.email,
            self.masking,
            whose=f"shareholder {shareholder.id}",
            on_reveal=self.on_reveal,
            copyable=True,
        )
        named = " ".join(p for p in (shareholder.name, shareholder.surname) if p)
        self.email.reveal_button.setAccessibleName(  # one of several Reveal buttons in sight
            self.tr("Reveal the e-mail of {0}").format(named or shareholder.id)
        )
        self.email_row.addWidget(self.email)

    def _show_person(self, shareholder: ShareholderFile | None) -> None:
        self.edit_button.setEnabled(shareholder is not None)
        self._show_email(shareholder)
        self.payload.whose = f"shareholder {shareholder.id}" if shareholder else ""
        self.history.clear()
        self._clear_facts()
        if shareholder is None:
            self.person.setText(self.tr("No shareholder selected"))
            self.contact.clear()
            self.history_note.setText("")
            self.payload.show_payload(None)
            return
        self.person.setText(visible(shareholder.display_name))
        level = shareholder.kyc_level or self.tr("not given")
        self.contact.setText(self.tr("KYC level {0}\nId {1}").format(level, shareholder.id))
        steps = timeline(shareholder.history)
        shown_zone = zone(self.times_in_utc)
        self.history.headerItem().setText(1, self.tr("When ({0})").format(shown_zone))
        for step in steps:
            spent = span(step.spent) if step.spent is not None else ""
            item = QTreeWidgetItem(
                [state_name(step.state), when(step.at, self.times_in_utc, shown_zone), spent]
            )
            if spent and step.previous:
                item.setToolTip(2, self.tr("{0} in {1}").format(spent, state_name(step.previous)))
            item.setBackground(0, TONE_COLORS[tone_for(step.state)])
            self.history.addTopLevelItem(item)
        self.history.setVisible(bool(steps))
        self._fit_history(len(steps))
        self.history_note.setText(
            "" if steps else self.tr("No identity verification is linked to this shareholder.")
        )
        self.history_note.setVisible(not steps)
        found = facts(shareholder.kyc)
        if not found:
            self._add_fact(0, Fact(self.tr("Payload"), self.tr("none sent")))
        for row, fact in enumerate(found):
            self._add_fact(row, fact, f"shareholder {shareholder.id}")
        self.payload.show_payload(shareholder.kyc)

    def _fit_history(self, rows: int) -> None:
        """As tall as its rows (up to 8), so the facts below stay in sight."""
        row = self.history.sizeHintForRow(0) if rows else 0
        header = self.history.header().sizeHint().height()
        frame = 2 * self.history.frameWidth()
        self.history.setFixedHeight(header + frame + 4 + row * min(max(rows, 1), 8))

    def _clear_facts(self) -> None:
        while self.facts_grid.count():
            item = self.facts_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def _add_fact(self, row: int, fact: Fact, whose: str = "") -> None:
        label = wrapping(QLabel(fact.label))
        if fact.kind is not None and self.masking.enabled:
            masked = MaskedValue(
                fact.kind, fact.value, self.masking, whose=whose, on_reveal=self.on_reveal
            )
            masked.setToolTip(fact.why)
            masked.reveal_button.setAccessibleName(self.tr("Reveal {0}").format(fact.label))
            self.facts_grid.addWidget(label, row, 0)
            self.facts_grid.addWidget(masked, row, 1)
            return
        label.setProperty("role", "subtle")
        text = fact.value
        if fact.worrying:
            text = f"{WORRY_MARK} {fact.value}" + (f" — {fact.why}" if fact.why else "")
        value = wrapping(QLabel(text))
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        value.setProperty("worrying", fact.worrying)
        if fact.worrying:
            value.setProperty("role", "fieldError")
            value.setToolTip(fact.why)
            font = value.font()
            font.setBold(True)
            value.setFont(font)
        self.facts_grid.addWidget(label, row, 0)
        self.facts_grid.addWidget(value, row, 1)

    def worrying_facts(self) -> list[str]:
        """The labels of the facts marked as worrying (for tests and summaries)."""
        shareholder = self.selected()
        return [f.label for f in facts(shareholder.kyc if shareholder else None) if f.worrying]
