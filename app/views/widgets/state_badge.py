"""A coloured pill for order, account and vIBAN states; unknown states show raw, in grey."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from app.views.widgets.terms import state_name

# Tones are read by the stylesheet (resources/style.qss) as the ``tone`` property.
TONES: dict[str, str] = {
    "SETTLED": "good",
    "ACTIVE": "good",
    "APPROVED": "good",
    "PENDING": "wait",
    "IN_PROGRESS": "wait",
    "IN_REVIEW": "wait",
    "NEEDS_MORE_INFO": "wait",  # the applicant's turn (a KYB case, a KYC)
    "Created": "new",
    "CREATED": "new",
    "FAILED": "bad",
    "REJECTED": "bad",
    "INACTIVE": "off",
}


def tone_for(state: str) -> str:
    return TONES.get(state, "off")


class StateBadge(QLabel):
    def __init__(self, state: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StateBadge")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.set_state(state)

    def set_state(self, state: str) -> None:
        name = state_name(state)
        self.setText(name or "—")
        self.setProperty("tone", tone_for(state))
        self.setToolTip(self.tr("State: {0}").format(name) if state else "")
        self.style().unpolish(self)
        self.style().polish(self)
