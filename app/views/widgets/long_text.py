"""Long free text that must never push a layout wider than the window.

A QLabel wraps only at spaces, so a 300-character company name or an unbroken IBAN or id
sets the label's minimum width and drags its column off-screen. ``breakable`` lets such
words wrap anywhere (zero-width spaces, invisible and not copied by the copy buttons, which
copy the value itself); ``ElidedLabel`` keeps one line, cut in the middle with the whole
value in its tooltip and selectable.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

ZERO_WIDTH_SPACE = "\u200b"
LONG_WORD = re.compile(r"\S{41,}")  # ids (36) and IBANs (34) stay whole: they are copied


def breakable(text: str, every: int = 20) -> str:
    """``text`` with a break opportunity every ``every`` characters inside long words."""

    def split(match: re.Match[str]) -> str:
        word = match.group(0)
        return ZERO_WIDTH_SPACE.join(word[i : i + every] for i in range(0, len(word), every))

    return LONG_WORD.sub(split, text)


def plain(text: str) -> str:
    """The text as typed, without the break opportunities."""
    return text.replace(ZERO_WIDTH_SPACE, "")


class ElidedLabel(QLabel):
    """One line, never wider than its place: "Compañía Internacional de…Servicios SL"."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.set_full_text(text)

    @property
    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text if text else "")
        self.setAccessibleName(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(self.width(), 40)
        shown = QFontMetrics(self.font()).elidedText(
            self._full, Qt.TextElideMode.ElideMiddle, width
        )
        super().setText(shown)
