"""The case queue's columns: their titles, indices and item roles, the filters' values, and
the colours a cell's state or urgency is painted with (its words say it too)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from app.services.due_dates import URGENCY_ORDER, Urgency
from app.services.translation import QT_TRANSLATE_NOOP

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
BACKGROUND = Qt.ItemDataRole.BackgroundRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
UID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
STATE_ROLE = Qt.ItemDataRole.UserRole + 2
HORIZONTAL = Qt.Orientation.Horizontal
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
NO_SESSION = "-"  # the state filter's value for businesses without a KYB session

COLUMNS = (
    QT_TRANSLATE_NOOP("CaseQueueModel", "Company"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Owner"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Session state"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Flags"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Documents"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Shareholders"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Worst KYC state"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Opened"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Last change"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Days open"),
    QT_TRANSLATE_NOOP("CaseQueueModel", "Due"),
)
(
    COMPANY,
    OWNER,
    STATE,
    FLAGS,
    DOCUMENTS,
    SHAREHOLDERS,
    WORST_KYC,
    OPENED,
    LAST_CHANGE,
    DAYS_OPEN,
    DUE,
) = range(len(COLUMNS))
MINE = "mine"  # the owner filter's values; '' shows every case
UNCLAIMED = "unclaimed"
NUMERIC = frozenset({DOCUMENTS, SHAREHOLDERS, DAYS_OPEN})
TONE_COLORS = {
    "good": QColor(30, 150, 80, 60),
    "wait": QColor(230, 150, 20, 70),
    "new": QColor(40, 110, 220, 50),
    "bad": QColor(210, 40, 40, 60),
    "off": QColor(128, 128, 128, 40),
}
WORRYING_KYC = QColor(210, 40, 40, 60)
URGENCY_TONES = {Urgency.OVERDUE: "bad", Urgency.DUE_TODAY: "wait"}  # the word says it too
NO_DUE_KEY = (len(URGENCY_ORDER), 0)  # decided cases and unknown dates sort last
