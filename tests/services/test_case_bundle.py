"""A case bundle: one zip whose SHA256SUMS matches every member, with case.json, the files
and a PDF that opens; a change to a member is named; a cancelled export leaves no file."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pypdfium2
import pytest

from app.services.case_bundle import (
    BundleCancelledError,
    BundleFile,
    CaseBundle,
    verify_bundle,
    write_bundle,
)
from app.services.masking import DOT
from app.views.compliance.case_report import render_report, report_html

CASE = {
    "uid": "u-1",
    "company": "Lumen Robotics SL",
    "session": {"id": "s-1", "state": "IN_REVIEW"},
    "documents": [
        {"id": "d-1", "fileName": "deed.pdf", "review": {"mark": "approved", "reason": ""}},
        {
            "id": "d-2",
            "fileName": "id card.png",
            "review": {"mark": "reupload", "reason": "expired"},
        },
    ],
    "shareholders": [{"id": "sh", "name": "Marta", "surname": "Ibarra", "kycState": "APPROVED"}],
    "decisions": [{"decision": "approve", "reason": "ok", "state": "APPROVED", "at": "2026"}],
    "journal": [{"at": "2026-11-23T10:00:00", "action": "decide_case", "outcome": "done"}],
}
FILES = [BundleFile("d-1", "deed.pdf", b"%PDF-1.4 deed"), BundleFile("d-2", "id card.png", b"PNG")]


def test_export_unzip_verify_and_open_the_report(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    seen: list[tuple[int, int]] = []
    path = write_bundle(
        tmp_path / "case.zip",
        CaseBundle(CASE, FILES),
        render_report,
        progress=lambda done, total: seen.append((done, total)),
    )
    assert seen[-1] == (5, 5)
    assert verify_bundle(path) == []
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        assert names == {
            "case.json",
            "documents/d-1-deed.pdf",
            "documents/d-2-id_card.png",
            "report.pdf",
            "SHA256SUMS",
        }
        case = json.loads(archive.read("case.json"))
        assert case["documents"][1]["review"]["reason"] == "expired"
        assert case["files"][1]["member"] == "documents/d-2-id_card.png"
        assert archive.read("documents/d-1-deed.pdf") == b"%PDF-1.4 deed"
        pdf = pypdfium2.PdfDocument(archive.read("report.pdf"))
        assert len(pdf) > 0
        page = pdf[0].get_textpage()
        text = page.get_text_range()
        _left, bottom, _right, top = page.get_charbox(0)  # the heading's first letter
        pdf.close()
    assert top - bottom > 10  # readable, in points (laid out at 1,200 dpi it was a speck)
    assert "Lumen Robotics SL" in text
    assert "Re-upload requested" in text  # words, not the stored code
    assert "reupload" not in text
    assert "Page 1 of 1" in text
    assert not list(tmp_path.glob(".*.part"))

    changed = tmp_path / "changed.zip"
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(changed, "w") as target:
        for name in source.namelist():
            data = source.read(name)
            target.writestr(name, b"PNG!" if name.endswith(".png") else data)
    assert verify_bundle(changed) == ["documents/d-2-id_card.png"]


def test_a_cancelled_export_leaves_no_file(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    steps: list[int] = []
    with pytest.raises(BundleCancelledError):
        write_bundle(
            tmp_path / "case.zip",
            CaseBundle(CASE, FILES),
            render_report,
            progress=lambda done, _total: steps.append(done),
            cancelled=lambda: len(steps) >= 2,
        )
    assert steps == [1, 2]
    assert list(tmp_path.iterdir()) == []


PERSONAL_CASE = {
    **CASE,
    "details": [
        {
            "createdAt": "2026-11-01T10:00:00Z",
            "details": [
                {"key": "companyName", "value": "Lumen Robotics SL"},
                {"key": "email", "value": "finance@lumen.example"},
                {"key": "phone", "value": "+34 910 555 0142"},
                {"key": "address", "value": "Calle Mayor 1, Madrid"},
            ],
        }
    ],
    "shareholders": [
        {
            "id": "sh",
            "name": "Marta",
            "surname": "Ibarra",
            "email": "marta.ibarra@example.com",
            "kycState": "APPROVED",
            "kyc": {
                "data": {
                    "documents": [
                        {
                            "fields": {
                                "documentNumber": {"value": "45873210"},
                                "dateOfBirth": {"value": "1990-08-25"},
                            },
                            "photos": ["/sandbox/v1/business-users/u-1/documents/d-2/content"],
                        }
                    ],
                    "deviceFingerprint": {
                        "ip": "198.51.100.23",
                        "ua": "Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0",
                    },
                }
            },
        }
    ],
    "journal": [
        {"seq": 1, "hash": "ab", "at": "2026-11-23T10:00:00", "action": "reveal", "outcome": "done"}
    ],
}
IN_CLEAR = (
    "marta.ibarra@example.com",
    "45873210",
    "1990-08-25",
    "198.51.100.23",
    "Firefox/132.0",
    "/documents/d-2/content",
    "finance@lumen.example",
    "+34 910 555 0142",
)


def written_case(tmp_path: Path, include_personal: bool | None) -> tuple[str, dict[str, Any]]:
    bundle = (
        CaseBundle(PERSONAL_CASE, FILES)
        if include_personal is None
        else CaseBundle(PERSONAL_CASE, FILES, include_personal)
    )
    path = write_bundle(tmp_path / f"case-{include_personal}.zip", bundle, report_html_pdf)
    assert verify_bundle(path) == []
    with zipfile.ZipFile(path) as archive:
        text = archive.read("case.json").decode()
        report = archive.read("report.pdf").decode()
    return text + report, json.loads(text)


def report_html_pdf(case: Mapping[str, Any]) -> bytes:
    """The report's HTML as its bytes: what the PDF is drawn from, readable in a test."""
    return report_html(case).encode()


def test_case_json_is_masked_unless_personal_data_was_chosen(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text, case = written_case(tmp_path, None)  # the default: masked
    assert [value for value in IN_CLEAR if value in text] == []
    assert case["personalData"] == "masked"
    person = case["shareholders"][0]
    assert person["name"] == "Marta"  # names stay: an auditor must know whose KYC it is
    assert person["email"] == f"m{DOT * 3}@example.com"
    fields = person["kyc"]["data"]["documents"][0]["fields"]
    assert fields["documentNumber"]["value"] == f"{DOT * 4}10"
    assert fields["dateOfBirth"]["value"] == f"{DOT * 2}-{DOT * 2}-1990"
    declared = {d["key"]: d["value"] for d in case["details"][0]["details"]}
    assert declared["address"] == "Calle Mayor 1, Madrid"  # a business's: on the register
    assert declared["companyName"] == "Lumen Robotics SL"
    assert case["journal"] == PERSONAL_CASE["journal"]  # as journalled: its hashes check

    text, case = written_case(tmp_path, True)
    assert [value for value in IN_CLEAR if value not in text] == []
    assert case["personalData"] == "included"
