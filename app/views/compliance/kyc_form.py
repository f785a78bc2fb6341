"""The common members of a kyc payload as form fields, kept in step with the whole payload.

Each field names the dotted wire path it edits (``kyc.data.computed.age.data``), so a field
error from the models lands beside it. A field that is emptied removes its member.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QWidget

from app.views.widgets.country_picker import CountryPicker
from app.views.widgets.screen_reader import name_combo

DOCUMENT_TYPES = ("passport", "national-id", "driving-license", "residence-permit")
IDENTITY_STATES = ("verified", "pending", "reviewNeeded", "rejected")


@dataclass(frozen=True)
class Member:
    path: tuple[str | int, ...]  # inside kyc.data

    @property
    def wire(self) -> str:
        return "kyc.data." + ".".join(str(p) for p in self.path)


AGE = Member(("computed", "age", "data"))
IDENTITY = Member(("identity", "status"))
PROBLEM = Member(("hasProblem",))
EXPIRED = Member(("expired",))
COUNTRY = Member(("documents", 0, "country"))
DOC_TYPE = Member(("documents", 0, "type"))
IP = Member(("deviceFingerprint", "ip"))


def read(data: Any, member: Member) -> Any:
    for part in member.path:
        if isinstance(part, int):
            if not isinstance(data, list) or len(data) <= part:
                return None
            data = data[part]
        elif isinstance(data, dict):
            data = data.get(part)
        else:
            return None
    return data


def write(data: dict[str, Any], member: Member, value: Any) -> None:
    """Set (or, for None, remove) a member, making the objects and list on its way."""
    node: Any = data
    path = member.path
    for index, part in enumerate(path[:-1]):
        following = path[index + 1]
        empty: Any = [] if isinstance(following, int) else {}
        if isinstance(part, int):
            if value is None and (not isinstance(node, list) or len(node) <= part):
                return
            while len(node) <= part:
                node.append({})
            if not isinstance(node[part], type(empty)):
                node[part] = empty
            node = node[part]
        else:
            if value is None and part not in node:
                return
            if not isinstance(node.get(part), type(empty)):
                node[part] = empty
            node = node[part]
    last = path[-1]
    if value is None:
        if isinstance(node, dict):
            node.pop(str(last), None)
    else:
        node[last] = value


def age_value(text: str) -> Any:
    """A whole number as a number; anything else as typed, for the models to refuse."""
    text = text.strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        return text


class KycForm(QWidget):
    edited = Signal()  # a field changed: the payload should take it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.age = QLineEdit()
        self.age.setPlaceholderText(self.tr("e.g. 42"))
        self.identity = QComboBox()
        self.identity.setEditable(True)
        name_combo(self.identity)
        self.identity.addItems(["", *IDENTITY_STATES])
        self.problem = QCheckBox(self.tr("The provider flagged a problem"))
        self.expired = QCheckBox(self.tr("The verification has expired"))
        self.country = CountryPicker()
        self.document_type = QComboBox()
        self.document_type.setEditable(True)
        name_combo(self.document_type)
        self.document_type.addItems(["", *DOCUMENT_TYPES])
        self.ip = QLineEdit()
        self.ip.setPlaceholderText(self.tr("e.g. 81.43.112.9"))
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[QWidget, Member, str]] = [
            (self.age, AGE, self.tr("Age")),
            (self.identity, IDENTITY, self.tr("Identity status")),
            (self.problem, PROBLEM, ""),
            (self.expired, EXPIRED, ""),
            (self.country, COUNTRY, self.tr("Document country")),
            (self.document_type, DOC_TYPE, self.tr("Document type")),
            (self.ip, IP, self.tr("Device IP")),
        ]
        for widget, member, _label in self.rows:
            widget.setAccessibleName(member.wire)
        self.age.textEdited.connect(lambda _t: self.edited.emit())
        self.ip.textEdited.connect(lambda _t: self.edited.emit())
        self.identity.currentTextChanged.connect(lambda _t: self.edited.emit())
        self.document_type.currentTextChanged.connect(lambda _t: self.edited.emit())
        self.country.currentTextChanged.connect(lambda _t: self.edited.emit())
        self.problem.toggled.connect(lambda _c: self.edited.emit())
        self.expired.toggled.connect(lambda _c: self.edited.emit())

    def add_rows(self, error_for: Callable[[str, QWidget], QWidget]) -> None:
        """Lay out the rows, each with the error label ``error_for`` gives it."""
        for widget, member, label in self.rows:
            holder = QWidget()
            column = QFormLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            column.addRow(widget)
            column.addRow(error_for(member.wire, widget))
            self.layout_.addRow(label, holder)

    def values(self) -> list[tuple[Member, Any]]:
        return [
            (AGE, age_value(self.age.text())),
            (IDENTITY, self.identity.currentText().strip() or None),
            (PROBLEM, True if self.problem.isChecked() else None),
            (EXPIRED, True if self.expired.isChecked() else None),
            (COUNTRY, self.country.code() or None),
            (DOC_TYPE, self.document_type.currentText().strip() or None),
            (IP, self.ip.text().strip() or None),
        ]

    def apply_to(self, data: dict[str, Any]) -> None:
        """Write the fields into the payload; a false check box leaves an explicit false."""
        for member, value in self.values():
            if member in (PROBLEM, EXPIRED) and value is None:
                if read(data, member) is not None:
                    write(data, member, False)
                continue
            write(data, member, value)

    def fill_from(self, data: Any) -> None:
        """Show the payload's members in the fields (signals held: this is not an edit)."""
        widgets = [w for w, _m, _l in self.rows]
        for widget in widgets:
            widget.blockSignals(True)
        try:
            age = read(data, AGE)
            self.age.setText("" if age is None else str(age))
            self.identity.setCurrentText(str(read(data, IDENTITY) or ""))
            self.problem.setChecked(read(data, PROBLEM) is True)
            self.expired.setChecked(read(data, EXPIRED) is True)
            self.country.set_code(str(read(data, COUNTRY) or ""))
            self.document_type.setCurrentText(str(read(data, DOC_TYPE) or ""))
            self.ip.setText(str(read(data, IP) or ""))
        finally:
            for widget in widgets:
                widget.blockSignals(False)
