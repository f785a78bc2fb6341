"""A JSON payload as a collapsible tree (member, value), for reading every member as sent.

Members that hold personal data (document numbers, e-mails, dates of birth, addresses, IP and
device data) are shown masked when the session masks; Enter or a double click on one reveals
that one value, and the reveal is recorded (the audit journal says who saw what)."""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from app.services.masking import Kind, Masking
from app.views.widgets.masked_value import Reveal

MAX_TEXT = 200
SECRET_ROLE = Qt.ItemDataRole.UserRole + 1  # (kind, the real text) of a masked leaf
# A member's name, lower-cased, to the kind of personal data it holds (first match wins).
PERSONAL: tuple[tuple[re.Pattern[str], Kind], ...] = (
    (re.compile(r"email"), Kind.EMAIL),
    (re.compile(r"birth|dob"), Kind.BIRTH_DATE),
    (re.compile(r"address|street|city|zip|postal"), Kind.ADDRESS),
    (re.compile(r"^ip$|ipaddress"), Kind.IP),
    (re.compile(r"documentnumber|^number$|personalnumber|idnumber"), Kind.DOCUMENT_NUMBER),
    (re.compile(r"^ua$|useragent|fingerprint|deviceid|^model$"), Kind.DEVICE),
    (re.compile(r"phone"), Kind.PHONE),
)


def personal_kind(key: str) -> Kind | None:
    name = key.lower().replace("_", "")
    for pattern, kind in PERSONAL:
        if pattern.search(name):
            return kind
    return None


def _leaf(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


class PayloadTree(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(2)
        self.setHeaderLabels([self.tr("Member"), self.tr("Value")])
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setAccessibleName(self.tr("Whole kyc payload"))
        self.masking = Masking(sandbox=False)  # masked until the session says otherwise
        self.on_reveal: Reveal | None = None
        self.whose = ""
        self.itemActivated.connect(self.reveal)

    def show_payload(self, payload: Any) -> None:
        self.clear()
        if payload is None:
            return
        self._add(self.invisibleRootItem(), payload)
        for index in range(self.topLevelItemCount()):  # the first level open, the rest folded
            item = self.topLevelItem(index)
            if item is not None:
                item.setExpanded(True)
        self.resizeColumnToContents(0)

    def _add(self, parent: QTreeWidgetItem, value: Any) -> None:
        pairs: list[tuple[str, Any]]
        if isinstance(value, dict):
            pairs = [(str(k), v) for k, v in value.items()]
        elif isinstance(value, list):
            pairs = [(f"[{i}]", v) for i, v in enumerate(value)]
        else:
            return
        for key, member in pairs:
            if isinstance(member, dict | list):
                summary = f"{{{len(member)}}}" if isinstance(member, dict) else f"[{len(member)}]"
                item = QTreeWidgetItem(parent, [key, summary])
                self._add(item, member)
            else:
                text = _leaf(member)
                kind = personal_kind(key)
                shown = self.masking.show(kind, text) if kind is not None else text
                item = QTreeWidgetItem(parent, [key, shown])
                if kind is not None and shown != text:
                    item.setData(1, SECRET_ROLE, (kind, text))
                    item.setToolTip(
                        1, self.tr("Masked {0}: Enter or double-click reveals it").format(kind)
                    )
                else:
                    item.setToolTip(1, text)

    def reveal(self, item: QTreeWidgetItem, _column: int = 1) -> bool:
        """Show one masked value; the reveal is recorded. False if it was not masked."""
        secret = item.data(1, SECRET_ROLE)
        if not secret:
            return False
        kind, text = secret
        item.setText(1, text)
        item.setToolTip(1, text)
        item.setData(1, SECRET_ROLE, None)
        if self.on_reveal is not None:
            self.on_reveal(kind, self.whose)
        return True

    def masked_items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            for index in range(item.childCount()):
                child = item.child(index)
                if child is None:
                    continue
                if child.data(1, SECRET_ROLE):
                    found.append(child)
                walk(child)

        walk(self.invisibleRootItem())
        return found

    def paths(self) -> list[str]:
        """Every member's dotted path (for tests and search)."""
        found: list[str] = []

        def walk(item: QTreeWidgetItem, prefix: str) -> None:
            for index in range(item.childCount()):
                child = item.child(index)
                if child is None:
                    continue
                path = f"{prefix}.{child.text(0)}" if prefix else child.text(0)
                found.append(path)
                walk(child, path)

        walk(self.invisibleRootItem(), "")
        return found
