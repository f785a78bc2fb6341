"""The evidence in words a reviewer reads, in the UI's language: field names, verdicts (a
symbol and a word, never colour alone), the differing characters of a value marked, and
personal values masked as the rest of the case pane masks them.

Shared by the comparison table (``evidence_view.py``) and the flags (``flags_view.py``), so a
field, a verdict or a masked number reads the same in both."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from app.services.evidence.model import FieldKey, Source, Verdict
from app.services.masking import Kind, Masking
from app.views.widgets.visible_text import visible

# Personal values among the fields (the masking policy's kinds); the rest are what a reviewer
# checks a document against (names, expiry, nationality) or a business's own.
PERSONAL: dict[FieldKey, Kind] = {
    FieldKey.DOCUMENT_NUMBER: Kind.DOCUMENT_NUMBER,
    FieldKey.DATE_OF_BIRTH: Kind.BIRTH_DATE,
}
VERDICT_COLOURS = {
    Verdict.MATCH: QColor(30, 130, 60),
    Verdict.NEAR: QColor(180, 110, 0),
    Verdict.DIFFERS: QColor(190, 40, 40),
    Verdict.NOT_FOUND: QColor(110, 110, 110),
}
MARKED_STYLE = "background-color: rgba(230, 150, 20, 0.40); font-weight: bold;"


def field_name(field: FieldKey | str) -> str:
    names = {
        FieldKey.COMPANY_NAME: QCoreApplication.translate("Evidence", "Company name"),
        FieldKey.LEGAL_FORM: QCoreApplication.translate("Evidence", "Legal form"),
        FieldKey.REGISTRATION_NUMBER: QCoreApplication.translate("Evidence", "Registration number"),
        FieldKey.TAX_ID: QCoreApplication.translate("Evidence", "Tax id"),
        FieldKey.ADDRESS: QCoreApplication.translate("Evidence", "Address"),
        FieldKey.INCORPORATED: QCoreApplication.translate("Evidence", "Incorporated"),
        FieldKey.PERSON_NAME: QCoreApplication.translate("Evidence", "Name"),
        FieldKey.DOCUMENT_NUMBER: QCoreApplication.translate("Evidence", "Document number"),
        FieldKey.DATE_OF_BIRTH: QCoreApplication.translate("Evidence", "Date of birth"),
        FieldKey.NATIONALITY: QCoreApplication.translate("Evidence", "Nationality"),
        FieldKey.ISSUED: QCoreApplication.translate("Evidence", "Issued"),
        FieldKey.EXPIRES: QCoreApplication.translate("Evidence", "Expires"),
        FieldKey.BILL_DATE: QCoreApplication.translate("Evidence", "Bill date"),
        FieldKey.SHARE: QCoreApplication.translate("Evidence", "Share"),
    }
    try:
        return names[FieldKey(field)]
    except ValueError:
        return str(field)


def verdict_text(verdict: Verdict, score: int | None = None) -> str:
    """'✓ Matches', '≈ Near match · 92 %': the symbol carries it without colour."""
    words = {
        Verdict.MATCH: QCoreApplication.translate("Evidence", "✓ Matches"),
        Verdict.NEAR: QCoreApplication.translate("Evidence", "≈ Near match"),
        Verdict.DIFFERS: QCoreApplication.translate("Evidence", "✗ Differs"),
        Verdict.NOT_FOUND: QCoreApplication.translate("Evidence", "? Not found"),
    }[verdict]
    return words if score is None else f"{words} · {score} %"


def source_text(source: Source) -> str:
    return {
        Source.TEXT: QCoreApplication.translate("Evidence", "its text"),
        Source.OCR: QCoreApplication.translate("Evidence", "read by OCR"),
        Source.PROVIDER: QCoreApplication.translate("Evidence", "the identity provider's reading"),
        Source.DECLARED: QCoreApplication.translate("Evidence", "the declaration"),
    }[source]


def subject_heading(subject: str, name: str) -> str:
    if not subject:
        return QCoreApplication.translate("Evidence", "The business")
    return QCoreApplication.translate("Evidence", "Shareholder {0}").format(
        visible(name) or subject
    )


def shown_value(field: FieldKey | str, value: str, masking: Masking) -> tuple[str, Kind | None]:
    """(what to show, the kind of personal data or None): masked when the session masks."""
    try:
        kind = PERSONAL.get(FieldKey(field))
    except ValueError:
        kind = None
    return masking.show(kind, value), kind


def marked_html(value: str, spans: Sequence[tuple[int, int]]) -> str:
    """``value`` as rich text with its differing spans bold on an amber ground (the bold
    carries it without colour); hidden characters written as their code points."""
    parts: list[str] = []
    at = 0
    for start, end in sorted(spans):
        start, end = max(start, at), min(end, len(value))
        if start >= end:
            continue
        parts.append(escape(visible(value[at:start])))
        parts.append(f'<span style="{MARKED_STYLE}">{escape(visible(value[start:end]))}</span>')
        at = end
    parts.append(escape(visible(value[at:])))
    return "".join(parts)
