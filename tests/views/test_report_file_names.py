"""The case report's documents table gives a file name room: "certificate-of-incorporation.pdf"
came out as "certificate-of-" / "incorporation.pd" / "f" in the four-eyes report's screenshot,
its extension cut in two."""

from __future__ import annotations

import pypdfium2

from app.views.compliance.case_report import render_report


def lines_of(data: bytes) -> list[str]:
    pdf = pypdfium2.PdfDocument(data)
    try:
        return str(pdf[0].get_textpage().get_text_range()).splitlines()
    finally:
        pdf.close()


def test_a_long_file_name_breaks_only_at_its_hyphens(qapp) -> None:  # type: ignore[no-untyped-def]
    document = {
        "id": "d1",
        "fileName": "certificate-of-incorporation.pdf",
        "categoryName": "Company",
        "typeName": "Certificate of incorporation",
        "createdAt": "2026-11-26T11:23:00Z",
        "sha256": "ab" * 32,
        "review": {"mark": "approved", "by": "Tomás Ferrer", "at": "2026-11-26T11:23:00Z"},
    }
    lines = lines_of(render_report({"company": "Nordwind Solar GmbH", "documents": [document]}))
    assert any(line.strip().endswith("incorporation.pdf") for line in lines), lines
    assert "f" not in [line.strip() for line in lines]
