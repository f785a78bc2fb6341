"""A case bundle: one zip whose SHA256SUMS matches every member, with case.json, the files
and a PDF that opens; a change to a member is named; a cancelled export leaves no file."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pypdfium2
import pytest

from app.services.case_bundle import (
    BundleCancelledError,
    BundleFile,
    CaseBundle,
    verify_bundle,
    write_bundle,
)
from app.views.compliance.case_report import render_report

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
    assert "reupload" in text
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
