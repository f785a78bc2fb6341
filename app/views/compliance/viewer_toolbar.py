"""The document viewer's toolbar: pages, zoom, fit to width, rotation, and the file's own
actions (the system viewer, a saved copy). It holds the controls; the viewer wires them.
Narrow, the file's actions say less, then the groups wrap onto a second line."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSpinBox, QToolButton, QWidget

from app.views.compliance.flow_layout import FlowLayout, group


class ViewerToolbar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.previous_button = self._tool("◀", self.tr("Previous page (Page Up)"))
        self.next_button = self._tool("▶", self.tr("Next page (Page Down)"))
        self.page_box = QSpinBox()
        self.page_box.setMinimum(1)
        self.page_box.setKeyboardTracking(False)
        self.page_box.setAccessibleName(self.tr("Page"))
        self.page_count = QLabel()
        self.zoom_out_button = self._tool("−", self.tr("Zoom out (Ctrl+-)"))
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(44)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_in_button = self._tool("+", self.tr("Zoom in (Ctrl++)"))
        self.fit_button = self._tool(self.tr("Fit width"), self.tr("Fit the page to the width"))
        self.fit_button.setCheckable(True)
        self.fit_button.setChecked(True)
        self.rotate_back_button = self._tool(
            "↺", self.tr("Rotate a quarter turn anticlockwise (Ctrl+Shift+R)")
        )
        self.rotate_button = self._tool("↻", self.tr("Rotate a quarter turn clockwise (Ctrl+R)"))
        self.external_button = self._tool(
            self.tr("Open with system viewer"),
            self.tr("Open a temporary copy in this computer's own viewer"),
        )
        self.save_button = self._tool(
            self.tr("Save a copy…"), self.tr("Save the file as it was uploaded")
        )

        # The groups wrap onto a second line when the viewer is narrow (960 px wide), each
        # whole: the page's arrows and number together, the zoom, the rotation, the file's.
        bar = FlowLayout(self, spacing=8)
        self._groups = [
            group(self.previous_button, self.page_box, self.page_count, self.next_button),
            group(self.zoom_out_button, self.zoom_label, self.zoom_in_button, self.fit_button),
            group(self.rotate_back_button, self.rotate_button),
            group(self.external_button, self.save_button),
        ]
        for each in self._groups:
            bar.addWidget(each)
        # Narrow (a 1280 px screen with the evidence column open), the file's actions say
        # less, so the page keeps its room; the tooltips still say it all.
        self._words = {
            self.fit_button: (self.fit_button.text(), self.tr("Fit")),
            self.external_button: (self.external_button.text(), self.tr("Open…")),
            self.save_button: (self.save_button.text(), self.tr("Save…")),
        }
        self._full_width = self.sizeHint().width()
        self._set_compact(True)
        self._least = max(self._group_width(each) for each in self._groups)  # said short
        self._set_compact(False)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """As narrow as its widest group said short (narrower, it says less, then wraps)."""
        return QSize(self._least, super().minimumSizeHint().height())

    @staticmethod
    def _group_width(each: QWidget) -> int:
        layout = each.layout()
        assert layout is not None
        layout.invalidate()  # its buttons' texts just changed
        return layout.minimumSize().width()

    def _set_compact(self, compact: bool) -> None:
        self.compact = compact
        for button, (full, short) in self._words.items():
            button.setText(short if compact else full)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        compact = event.size().width() < self._full_width
        if compact != self.compact:
            self._set_compact(compact)
        super().resizeEvent(event)

    def _tool(self, text: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setAutoRaise(True)
        return button
