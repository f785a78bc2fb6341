"""The business's declared data (KYB detail entries), newest first, as labelled rows; what
changed from the entry before is highlighted, with the earlier value in the tooltip.

A declared value that is personal data (an e-mail, a phone: the masking policy decides, for a
business) is shown masked with a Reveal, and so is its earlier value in the tooltip."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.models.onboarding import KybDetailEntry
from app.services.masking import Masking
from app.services.translation import QT_TRANSLATE_NOOP, translate
from app.views.compliance.formatting import when
from app.views.widgets.masked_value import MaskedValue, Reveal
from app.views.widgets.scrolling import scrolling
from app.views.widgets.terms import kyb_state_name

CHANGED_STYLE = "background: rgba(230, 150, 20, 0.32); border-radius: 3px; padding: 0 4px;"
NEW_STYLE = "background: rgba(40, 110, 220, 0.22); border-radius: 3px; padding: 0 4px;"
# The declared keys Teller knows, in words (the key itself stays in the label's tooltip);
# another key is spelled out from its camelCase.
LABELS = {
    "companyName": QT_TRANSLATE_NOOP("DetailsView", "Company name"),
    "email": QT_TRANSLATE_NOOP("DetailsView", "Email"),
    "kybSessionId": QT_TRANSLATE_NOOP("DetailsView", "KYB session"),
    "state": QT_TRANSLATE_NOOP("DetailsView", "State"),
    "legalForm": QT_TRANSLATE_NOOP("DetailsView", "Legal form"),
    "taxId": QT_TRANSLATE_NOOP("DetailsView", "Tax id"),
    "registrationNumber": QT_TRANSLATE_NOOP("DetailsView", "Registration number"),
    "owners": QT_TRANSLATE_NOOP("DetailsView", "Owners"),
    "address": QT_TRANSLATE_NOOP("DetailsView", "Address"),
    "phone": QT_TRANSLATE_NOOP("DetailsView", "Phone"),
    "website": QT_TRANSLATE_NOOP("DetailsView", "Website"),
}


class Change(StrEnum):
    SAME = "same"
    CHANGED = "changed"
    NEW = "new"  # not in the entry before
    REMOVED = "removed"  # in the entry before, not in this one


@dataclass(frozen=True)
class DetailRow:
    key: str
    value: str | None
    change: Change
    before: str | None = None


def compare(entries: list[KybDetailEntry]) -> list[list[DetailRow]]:
    """Rows of each entry (newest first), each set against the next older entry. The oldest
    entry has nothing to compare with: all its rows are SAME."""
    rows: list[list[DetailRow]] = []
    for index, entry in enumerate(entries):
        older = entries[index + 1] if index + 1 < len(entries) else None
        before = {d.key: d.value for d in older.details} if older is not None else None
        current: list[DetailRow] = []
        seen: set[str] = set()
        for item in entry.details:
            seen.add(item.key)
            if before is None:
                current.append(DetailRow(item.key, item.value, Change.SAME))
            elif item.key not in before:
                current.append(DetailRow(item.key, item.value, Change.NEW))
            elif before[item.key] != item.value:
                current.append(DetailRow(item.key, item.value, Change.CHANGED, before[item.key]))
            else:
                current.append(DetailRow(item.key, item.value, Change.SAME))
        if before is not None:
            for key, value in before.items():
                if key not in seen:
                    current.append(DetailRow(key, None, Change.REMOVED, value))
        rows.append(current)
    return rows


def label_of(key: str) -> str:
    """``registrationNumber`` -> ``Registration number`` (in the UI's language when Teller
    knows the key)."""
    if key in LABELS:
        return translate("DetailsView", LABELS[key])
    words = re.sub(
        r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", key.replace("_", " ")
    ).split()
    text = " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in words)
    return text[:1].upper() + text[1:] if text else key


def value_of(key: str, value: str | None) -> str | None:
    """A declared value as the case says it: the session's ``state`` (``IN_REVIEW``) in the
    queue's words; any other as declared."""
    return kyb_state_name(value) if key == "state" and value else value


def entry_time(entry: KybDetailEntry, utc: bool = False) -> str:
    if not entry.created_at:
        return ""
    try:
        return when(datetime.fromisoformat(entry.created_at.replace("Z", "+00:00")), utc)
    except ValueError:
        return entry.created_at


class DetailsView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self.tr("Declared data"))
        self.heading.setProperty("role", "subtle")
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.body = QWidget()
        self._rows = QVBoxLayout(self.body)
        self._rows.setContentsMargins(0, 0, 0, 0)
        scroll = scrolling(self.body)
        self._scroll = scroll
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.empty)
        layout.addWidget(scroll, 1)
        self.entries: list[KybDetailEntry] = []
        self.times_in_utc = False
        self.masking = Masking(sandbox=False)  # masked until the case pane gives the session's
        self.on_reveal: Reveal | None = None
        self.whose = "declared"  # the journal's target of a reveal: "declared email"
        self.show_entries([])

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Wide enough for the entries' titles (a group box's title never wraps), so the
        column that holds the declared data never narrows it into a sideways scroll."""
        bar = self._scroll.verticalScrollBar().sizeHint().width()
        needed = self.body.minimumSizeHint().width() + bar
        return super().minimumSizeHint().expandedTo(QSize(needed, 0))

    def set_masking(self, masking: Masking, on_reveal: Reveal | None) -> None:
        self.masking = masking
        self.on_reveal = on_reveal
        self.show_entries(self.entries)

    def show_entries(self, entries: list[KybDetailEntry]) -> None:
        self.entries = list(entries)
        while self._rows.count():
            item = self._rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.empty.setText(self.tr("The business has declared no data yet."))
        self.empty.setVisible(not entries)
        compared = compare(entries)
        for index, (entry, rows) in enumerate(zip(entries, compared, strict=True)):
            self._rows.addWidget(self._group(entry, rows, newest=index == 0))
        self._rows.addStretch(1)
        self.updateGeometry()  # its minimum follows the entries' titles
        # One entry is not counted ("1 entries" read wrong): the group below says the rest.
        self.heading.setText(
            self.tr("Declared data")
            if len(entries) == 1
            else self.tr("Declared data: {0} entries").format(len(entries))
        )

    def _group(self, entry: KybDetailEntry, rows: list[DetailRow], *, newest: bool) -> QGroupBox:
        stamp = entry_time(entry, self.times_in_utc) or self.tr("undated")
        changed = sum(1 for r in rows if r.change is not Change.SAME)
        title = self.tr("Declared {0}").format(stamp)
        if newest:
            title = self.tr("Latest · declared {0}").format(stamp)
        box = QGroupBox(title)  # a group box's title never wraps: what changed is a row
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # In a narrow column (1280 x 720) a value goes under its key rather than past the pane.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        if changed:
            count = QLabel(self.tr("{0} changed").format(changed))
            count.setProperty("role", "subtle")
            count.setWordWrap(True)
            box.setAccessibleDescription(count.text())
            form.addRow(count)
        for row in rows:
            key = QLabel(label_of(row.key))
            key.setToolTip(row.key)
            value_said, before_said = value_of(row.key, row.value), value_of(row.key, row.before)
            shown, kind = self.masking.member(row.key, value_said or "", business=True)
            before = self.masking.member(row.key, before_said or "", business=True)[0]
            masked_now = shown != (value_said or "") and row.change is not Change.REMOVED
            if kind is not None and masked_now:
                masked = MaskedValue(
                    kind,
                    row.value or "",
                    self.masking,
                    whose=" ".join(p for p in (self.whose, row.key) if p),
                    on_reveal=self.on_reveal,
                )
                masked.setProperty("change", row.change.value)
                masked.reveal_button.setAccessibleName(  # the same key may be in each entry
                    self.tr("Reveal {0} (declared {1})").format(label_of(row.key), stamp)
                )
                if row.change is Change.CHANGED:
                    masked.label.setStyleSheet(CHANGED_STYLE)
                    masked.setToolTip(self.tr("Changed; before: {0}").format(before or "—"))
                elif row.change is Change.NEW:
                    masked.label.setStyleSheet(NEW_STYLE)
                    masked.setToolTip(self.tr("New in this entry"))
                form.addRow(key, masked)
                continue
            value = QLabel()
            value.setTextFormat(Qt.TextFormat.RichText)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            value.setProperty("change", row.change.value)
            if row.change is Change.REMOVED:
                value.setText(f"<s>{_escape(before)}</s> " + self.tr("(removed)"))
                value.setToolTip(self.tr("In the entry before, not in this one"))
            else:
                value.setText(_escape(shown) if row.value else "—")
            if row.change is Change.CHANGED:
                value.setStyleSheet(CHANGED_STYLE)
                value.setToolTip(self.tr("Changed; before: {0}").format(before or "—"))
            elif row.change is Change.NEW:
                value.setStyleSheet(NEW_STYLE)
                value.setToolTip(self.tr("New in this entry"))
            form.addRow(key, value)
        return box


def _escape(text: str | None) -> str:
    return (text or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
