"""The decision in the report names its proposer and confirmer when four-eyes applied (read
from the journal's proposal and confirmation entries), and who decided otherwise."""

from __future__ import annotations

import json

from app.services.case_timeline import case_timeline
from app.views.compliance.case_audit import audit_data
from app.views.compliance.case_report import report_html
from tests.services.test_case_timeline import entry

CASE = {
    "uid": "u",
    "session": {"id": "s", "state": "REJECTED"},
    "documents": [],
    "decisions": [{"decision": "reject", "reason": "forged", "state": "REJECTED", "at": "2026"}],
}


def test_the_decision_names_proposer_and_confirmer(qapp) -> None:  # type: ignore[no-untyped-def]
    answer = {"decision": "reject", "proposed_by_name": "Bea", "by_name": "Carl"}
    entries = [
        entry(1, 1, "propose_decision", "u/s", json.dumps({"decision": "reject"}), name="Bea"),
        entry(2, 2, "return_decision", "u/s", json.dumps(answer), name="Dan"),
        entry(3, 3, "confirm_decision", "u/s", json.dumps(answer), name="Carl"),
        entry(4, 3, "decide_case", "u/s", json.dumps({"decision": "reject"}), name="Carl"),
    ]
    data = audit_data(
        CASE, events=case_timeline("u", entries=entries), files={}, head=None, exported_by="Ana"
    )
    assert (
        data["decisions"][-1] | {"proposedBy": "Bea", "confirmedBy": "Carl"}
        == data["decisions"][-1]
    )
    assert data["reviewers"] == ["Bea", "Carl", "Dan"]
    html = report_html(data)
    assert "proposed by Bea, confirmed by Carl" in html
    assert "Reject the case" in html  # words, not "reject"


def test_one_reviewer_decided_alone(qapp) -> None:  # type: ignore[no-untyped-def]
    entries = [entry(1, 1, "decide_case", "u/s", json.dumps({"decision": "reject"}), name="Ana")]
    data = audit_data(
        CASE, events=case_timeline("u", entries=entries), files={}, head=None, exported_by="Ana"
    )
    assert "proposedBy" not in data["decisions"][-1]
    assert "decided by Ana" in report_html(data)


def test_the_report_is_dark_on_white_under_the_dark_theme_and_pages_are_numbered(qapp) -> None:  # type: ignore[no-untyped-def]
    import pypdfium2
    from PySide6.QtGui import QColor, QPalette

    from app.views.printing.pages import paged_pdf

    kept = qapp.palette()
    dark = QPalette(kept)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        dark.setColor(role, QColor("#dddddd"))
    qapp.setPalette(dark)
    try:
        pdf = pypdfium2.PdfDocument(paged_pdf("<p>" + "word " * 3000 + "</p>", "t", "Acme"))
    finally:
        qapp.setPalette(kept)
    pages = len(pdf)
    assert pages > 1
    texts = [pdf[i].get_textpage().get_text_range() for i in range(pages)]
    bitmap = pdf[0].render(scale=1, grayscale=True)
    body = bytes(bitmap.buffer)[: bitmap.stride * bitmap.height // 2]  # above the footer
    darkest = min(body)
    pdf.close()
    assert darkest < 80  # light grey text (the screen's palette) was 200 and more
    for number, text in enumerate(texts, start=1):
        assert f"Page {number} of {pages}" in text
        assert "Acme" in text
