"""A JSON payload as a collapsible tree (member, value), for reading every member as sent.

Members that hold personal data (``app/services/masking.py`` decides which, from the member's
path: ``documents[0].fields.documentNumber.value`` is a document number) are shown masked
when the session masks; Enter or a double click on one asks the door to reveal that one
value, and it shows only if the door let it through (the audit journal says who saw what).
Ctrl+C copies the value as shown: the mask, or a revealed value through the door."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from app.services.masking import Masking
from app.views.widgets.masked_value import Reveal, copy_shown

MAX_TEXT = 200
SECRET_ROLE = Qt.ItemDataRole.UserRole + 1  # (kind, the real text) of a masked leaf
PERSONAL_ROLE = Qt.ItemDataRole.UserRole + 2  # (kind, the real text) of any personal leaf


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
        self._filled = 0
        self.itemActivated.connect(self.reveal)
        copy = QShortcut(QKeySequence.StandardKey.Copy, self)
        copy.setContext(Qt.ShortcutContext.WidgetShortcut)
        copy.activated.connect(self.copy_current)

    def show_payload(self, payload: Any) -> None:
        self._filled += 1  # a reveal asked before this no longer has its item
        self.clear()
        if payload is None:
            return
        self._add(self.invisibleRootItem(), payload)
        for index in range(self.topLevelItemCount()):  # the first level open, the rest folded
            item = self.topLevelItem(index)
            if item is not None:
                item.setExpanded(True)
        self.resizeColumnToContents(0)

    def _add(self, parent: QTreeWidgetItem, value: Any, path: tuple[str, ...] = ()) -> None:
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
                self._add(item, member, (*path, key))
            else:
                text = _leaf(member)
                shown, kind = self.masking.member((*path, key), text)
                item = QTreeWidgetItem(parent, [key, shown])
                if kind is not None:
                    item.setData(1, PERSONAL_ROLE, (kind, text))
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
        if self.on_reveal is None:
            return False  # a reveal no one journals is not offered

        filled = self._filled

        def show() -> None:
            if filled != self._filled:  # the tree was filled again meanwhile
                return
            item.setText(1, secret[1])
            item.setToolTip(1, secret[1])
            item.setData(1, SECRET_ROLE, None)

        self.on_reveal.reveal(secret[0], self.whose, show)
        return True

    def copy_current(self) -> None:
        """Copy the current member's value as shown (a revealed personal one through the
        door)."""
        item = self.currentItem()
        if item is None:
            return
        personal = item.data(1, PERSONAL_ROLE)
        if not personal:
            QGuiApplication.clipboard().setText(item.text(1))
            return
        kind, text = personal
        copy_shown(self.on_reveal, kind, self.whose, text, item.text(1))

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
