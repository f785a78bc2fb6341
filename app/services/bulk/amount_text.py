"""A row's amount cells read as the single forms read the amount field: the figure in the
language Teller speaks (app/models/money.py ``parse_amount_in``, the forms' own reader, so
'1.234,56' in Spanish and '1,234.56' in English are the same money), and the amount mode the
forms offer as two buttons, here a word (blank means debited, as the form's default).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.models.money import parse_amount_in
from app.models.validation import FieldIssue
from app.services.translation import QT_TRANSLATE_NOOP, translate

DEBITED = "debited"
RECEIVED = "received"
# The words a file may use for each side, after casefold (English and Spanish).
MODE_WORDS = {
    "": DEBITED,
    "debited": DEBITED,
    "debit": DEBITED,
    "debitado": DEBITED,
    "cargado": DEBITED,
    "received": RECEIVED,
    "receive": RECEIVED,
    "recibido": RECEIVED,
    "recibe": RECEIVED,
}
MODE_PROBLEM = QT_TRANSLATE_NOOP(
    "BulkChecks",
    "Write debited (your account pays this amount) or received (the recipient gets it); "
    "leave it blank for debited.",
)


@dataclass(frozen=True)
class AmountCells:
    """What the amount cells say: minor units (None when unreadable) and the fixed side."""

    minor: int | None
    side: str  # DEBITED or RECEIVED
    issues: tuple[FieldIssue, ...] = ()  # by column key


def read_amount_cells(amount: str, mode: str, language: str) -> AmountCells:
    """The ``amount`` and ``amount_mode`` cells; problems as the form says them, by column."""
    issues: list[FieldIssue] = []
    side = MODE_WORDS.get(mode.strip().casefold())
    if side is None:
        issues.append(FieldIssue("amount_mode", translate("BulkChecks", MODE_PROBLEM)))
        side = DEBITED
    try:
        minor: int | None = parse_amount_in(amount, language)
    except ValueError as exc:
        minor = None
        issues.append(FieldIssue("amount", str(exc)))
    return AmountCells(minor, side, tuple(issues))
