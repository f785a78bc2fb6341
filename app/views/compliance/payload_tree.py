"""A JSON payload as a collapsible tree (member, value), for reading every member as sent."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

MAX_TEXT = 200


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
                item = QTreeWidgetItem(parent, [key, _leaf(member)])
                item.setToolTip(1, _leaf(member))

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
