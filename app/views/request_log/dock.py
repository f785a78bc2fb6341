"""The request log dock: what the app sent and received, redacted, with copy as cURL.

Personal data in a body (a shareholder's e-mail, a kyc payload's document number) is shown
and copied masked by the one masking policy while the session masks (always on a live
server), like everywhere else.

It follows the newest entry, unless the person scrolled up to read an older one; scrolled
back to the end, it follows again. A check repeated in the background is one row with a
count (see table_model.py).
"""

from __future__ import annotations

import dataclasses
import json

from PySide6.QtCore import QItemSelection, QModelIndex, QSize, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.api.request_log import Exchange, RequestLog, as_curl
from app.services.masking import Masking, mask_payload
from app.views.request_log.table_model import COUNT, PATH, RequestLogModel
from app.views.widgets.screen_fit import available_area, keep_on_screen


def pretty(body: str | None, masking: Masking | None = None) -> str:
    if not body:
        return ""
    try:
        data = json.loads(body)
    except ValueError:
        return body
    return json.dumps(shown(data, masking), indent=2, ensure_ascii=False)


def shown(data: object, masking: Masking | None) -> object:
    """A JSON body as the session shows personal data: masked unless masking is off."""
    return mask_payload(data) if masking is None or masking.enabled else data


def masked_exchange(exchange: Exchange, masking: Masking | None) -> Exchange:
    """The exchange with its JSON bodies masked (for a copy that leaves Teller)."""

    def body(text: str | None) -> str | None:
        try:
            return (
                json.dumps(shown(json.loads(text), masking), ensure_ascii=False) if text else text
            )
        except ValueError:
            return text

    return dataclasses.replace(
        exchange,
        request_body=body(exchange.request_body),
        response_body=body(exchange.response_body),
    )


def describe(exchange: Exchange, masking: Masking | None = None) -> str:
    lines = [f"{exchange.method} {exchange.url}"]
    lines += [f"{name}: {value}" for name, value in exchange.request_headers.items()]
    if exchange.request_body:
        lines += ["", pretty(exchange.request_body, masking)]
    lines += ["", "—" * 40, ""]
    if exchange.status is not None:
        lines.append(
            f"HTTP {exchange.status}  ({exchange.duration * 1000:.0f} ms, {exchange.retries} retries)"
        )
        lines += [f"{name}: {value}" for name, value in exchange.response_headers.items()]
    if exchange.error:
        lines.append(f"Failed: {exchange.error}")
    if exchange.response_body:
        lines += ["", pretty(exchange.response_body, masking)]
    return "\n".join(lines)


class RequestLogDock(QDockWidget):
    def __init__(
        self, log: RequestLog, parent: QWidget | None = None, *, masking: Masking | None = None
    ) -> None:
        """``masking``: the session's (None: personal data always masked)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Request log"))
        self._log = log
        self.masking = masking
        self.model = RequestLogModel(log.capacity, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setAccessibleName(self.tr("Requests"))
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PATH, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.following = True  # at the newest entry: new ones scroll into sight
        bar = self.table.verticalScrollBar()
        bar.valueChanged.connect(self._note_position)
        bar.rangeChanged.connect(self._keep_following)
        self.model.dataChanged.connect(self._on_row_changed)

        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setAccessibleName(self.tr("Request details"))
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setPlaceholderText(
            self.tr("Select a request to see what was sent and received.")
        )
        self.copy_curl = QPushButton(self.tr("Copy as cURL"))
        self.copy_curl.setEnabled(False)
        self.copy_curl.clicked.connect(self._copy_curl)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setAccessibleName(self.tr("Clear the request log"))
        self.clear_button.clicked.connect(self._clear)
        self.note = QLabel(self.tr("Secrets (token, api key) are redacted."))
        self.note.setProperty("role", "subtle")

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.details, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.note, 1)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.copy_curl)
        right_layout.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(right)
        splitter.setSizes([560, 520])
        self.setWidget(splitter)
        self.topLevelChanged.connect(self._on_floating)

        self.model.reset(log.entries())
        self._unsubscribe = log.subscribe(self._on_exchange, dropped=self.model.drop)
        self.destroyed.connect(lambda: self._unsubscribe())

    def sizeHint(self) -> QSize:  # noqa: N802
        """Docked, at most a third of the screen's height: the workspace stays in sight."""
        hint = super().sizeHint()
        area = available_area(self)
        return QSize(min(hint.width(), area.width()), min(hint.height(), area.height() // 3))

    def _on_floating(self, floating: bool) -> None:
        if floating:
            keep_on_screen(self)

    def _on_exchange(self, exchange: Exchange) -> None:
        self.model.append(exchange)

    def _note_position(self, value: int) -> None:
        """Scrolled up: stay there to read; back at the end: follow again."""
        self.following = value >= self.table.verticalScrollBar().maximum()

    def _keep_following(self, _minimum: int, maximum: int) -> None:
        """A row came (the range grows once the view has laid it out, which is after the
        model's insert: scrolling at the insert itself stayed a row short of the newest)."""
        if self.following:
            self.table.verticalScrollBar().setValue(maximum)

    def _on_row_changed(self, top: QModelIndex, _bottom: QModelIndex) -> None:
        """A repeated check joined the selected row: its details are the latest one's."""
        rows = self.table.selectionModel().selectedRows()
        if rows and rows[0].row() == top.row():
            self._on_selection(QItemSelection(), QItemSelection())
        if top.column() <= COUNT and self.following:
            self.table.scrollToBottom()

    def selected(self) -> Exchange | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.exchange(rows[0].row()) if rows else None

    def _on_selection(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        exchange = self.selected()
        self.copy_curl.setEnabled(exchange is not None)
        self.details.setPlainText(describe(exchange, self.masking) if exchange else "")

    def _copy_curl(self) -> None:
        exchange = self.selected()
        if exchange is not None:
            QGuiApplication.clipboard().setText(as_curl(masked_exchange(exchange, self.masking)))

    def _clear(self) -> None:
        self._log.clear()
        self.model.reset([])
        self.details.clear()
