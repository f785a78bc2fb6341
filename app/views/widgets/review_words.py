"""The review's codes in words, one function per kind of code: a document's mark, a case's
decision, a mark's reason, a session's or a KYC's state, and a catalogue slug with no name.

The case pane, its timeline, the PDF report and the audit journal all name a code through
these, so one code never reads two ways (and never as a slug where a word is known). A code
these functions do not know is written out ("CERTIFICATE_OF_INCORPORATION" -> "Certificate of
incorporation") or, for free text such as a typed reason, shown as it is.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from app.services.review_rules import Decision, Mark
from app.views.widgets.terms import kyb_state_name

# A code as the server or the review store writes one: letters, digits and '_' or '-' only,
# with at least one separator or in capitals ("more_info", "IN_REVIEW", "UTILITY_BILL").
_CODE = re.compile(r"^(?=.*[_-]|[A-Z0-9]+$)[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$")


def reason_names() -> dict[str, str]:
    """The reasons a reviewer picks when rejecting a document or asking for it again."""
    return {
        "fake_or_altered": QCoreApplication.translate("Review", "Fake or altered document"),
        "not_the_applicant": QCoreApplication.translate(
            "Review", "Does not belong to the applicant"
        ),
        "wrong_document": QCoreApplication.translate("Review", "Wrong document"),
        "expired": QCoreApplication.translate("Review", "Expired"),
        "missing_page": QCoreApplication.translate("Review", "Missing page"),
        "unreadable": QCoreApplication.translate("Review", "Unreadable or blurry"),
        "name_mismatch": QCoreApplication.translate("Review", "Name mismatch"),
        "address_mismatch": QCoreApplication.translate("Review", "Address mismatch"),
        "other": QCoreApplication.translate("Review", "Other"),
    }


def mark_names() -> dict[Mark, str]:
    return {
        Mark.APPROVED: QCoreApplication.translate("Review", "Approved"),
        Mark.REJECTED: QCoreApplication.translate("Review", "Rejected"),
        Mark.REUPLOAD: QCoreApplication.translate("Review", "Re-upload requested"),
    }


def decision_names() -> dict[Decision, str]:
    return {
        Decision.APPROVE: QCoreApplication.translate("Review", "Approve the case"),
        Decision.REJECT: QCoreApplication.translate("Review", "Reject the case"),
        Decision.MORE_INFO: QCoreApplication.translate("Review", "Request more information"),
    }


def code_words(code: str | None) -> str:
    """A slug with no name of its own, written out: "CERTIFICATE_OF_INCORPORATION" ->
    "Certificate of incorporation"; text that is not a code stays as it is."""
    text = (code or "").strip()
    if not _CODE.match(text):
        return text
    words = re.split(r"[_-]+", text)
    said = " ".join(word.lower() for word in words)
    return said[:1].upper() + said[1:]


def mark_words(code: str | None) -> str:
    """A document's mark ("rejected") as the review names it."""
    try:
        return mark_names()[Mark(code or "")]
    except ValueError:
        return code_words(code)


def decision_words(code: str | None) -> str:
    """A case's decision ("more_info") as the review names it."""
    try:
        return decision_names()[Decision(code or "")]
    except ValueError:
        return code_words(code)


def reason_words(reason: str | None) -> str:
    """A mark's reason: a known slug ("fake_or_altered") named, free text as typed."""
    text = reason or ""
    return reason_names().get(text, text)


def state_words(state: str | None) -> str:
    """A session or KYC state in words: as the UI names it, else its code written out
    ("IN_REVIEW" -> "In review"), never the bare code."""
    if not state:
        return "—"
    named = kyb_state_name(state)
    return named if named != state else code_words(state)
