# ruff: noqa: F811  (the seeded fixtures are imported, then asked for by name)
"""The evidence in a case bundle, on the seeded Andes case with the real evidence service:
case.json carries the flags (keys as the service raised them, kinds, facts, evidence by
document and page, a dismissal with who, when and why), the comparisons, the screening and
the ownership tree; the report says the same, read back from the same zip; document numbers
masked in both unless personal data was chosen. While the evidence is still being read the
export waits, says so, and Cancel stops it with no file left. Without an evidence service
(a live server) the bundle says why it carries none."""

from __future__ import annotations

import asyncio
import json
import re
import zipfile
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QPushButton

from app.services.action_log import Outcome
from app.services.evidence.model import FlagKind
from tests.views.test_case_report_audit import pdf_text
from tests.views.test_compliance_workspace import case, make, open_case  # noqa: F401
from tests.views.test_evidence_view_seeded import ANDES, seeded, seeded_sandbox, uid_of  # noqa: F401

VALERIA_ID = "1.020.456.789"  # Valeria Ospina Restrepo's cédula, as the certificate writes it


def flat(text: str) -> str:
    """Text with no spacing, a PDF's hyphenation mark read back as the hyphen it replaced:
    a table cell wraps a sentence wherever its width falls."""
    return re.sub(r"\s+", "", text.replace("\ufffe", "-"))


def export(qtbot, view, target: Path, *, personal: bool) -> tuple[dict[str, Any], str]:  # type: ignore[no-untyped-def]
    view.exporter.choose_path = lambda _suggested: target
    view.exporter.choose_personal = lambda: personal
    with qtbot.waitSignal(view.exporter.finished, timeout=60_000) as finished:
        view.exporter.start()
    assert finished.args == [target]
    with zipfile.ZipFile(target) as archive:
        data = json.loads(archive.read("case.json"))
        text = " ".join(pdf_text(archive.read("report.pdf")).split())
    return data, text


def section(text: str, title: str, following: str) -> str:
    start = text.index(f" {title} ")
    return text[start : text.index(f" {following} ", start)]


def test_the_bundle_carries_the_evidence_and_the_report_says_the_same(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded, settings, arun, tmp_path: Path
) -> None:
    uid = uid_of(seeded, arun, ANDES)
    workspace = make(qtbot, seeded, settings)
    view = open_case(qtbot, workspace, uid)
    assert view.case is not None
    assert view.case.session is not None
    sid = view.case.session.id
    evidence = arun(seeded.evidence.case_evidence(uid, sid), timeout=60_000)
    near = next(f for f in evidence.flags if f.fact("field") == "registration_number")
    arun(seeded.actions.dismiss_flag(uid, sid, near.key, "The register pads it with 00."))

    data, text = export(qtbot, view, tmp_path / "masked.zip", personal=False)
    kept = data["evidence"]
    flags = {f["key"]: f for f in kept["flags"]}
    # the same flags the service raised (and the door judges on): no second computation
    assert list(flags) == [f.key for f in evidence.flags]
    kinds = {f["kind"] for f in flags.values()}
    assert {FlagKind.DECLARED_DIFFERS, FlagKind.ID_EXPIRED, FlagKind.SCREENING} <= kinds

    # the dismissed flag: who, when, why, in both
    dismissed = flags[near.key]
    assert dismissed["standing"] is False
    assert dismissed["dismissal"]["reason"] == "The register pads it with 00."
    assert dismissed["dismissal"]["at"]
    assert dismissed["facts"]["declared"] == "03456789-00"
    assert dismissed["evidence"][0]["documentName"] == "certificado-existencia-andes.pdf"
    assert dismissed["evidence"][0]["page"] == 1
    said = section(text, "Flags", "Declared and found")
    assert "Dismissed by " in said
    assert flat("The register pads it with 00.") in flat(said)
    standing = [f for f in flags.values() if f["standing"]]
    assert f"{len(standing)} standing at export, 1 dismissed." in said
    assert said.count("⚑ Standing at export") == len(standing)
    for flag in flags.values():  # each flag's sentence and its evidence, as case.json says
        assert flag["sentence"]
        assert flat(flag["sentence"]) in flat(said), flag["sentence"]
        for found in flag["evidence"]:
            assert flat(found["documentName"]) in flat(said)
    assert flat("certificado-existencia-andes.pdf, page 1") in flat(said)

    # declared and found: the comparisons that are not matches, each with its words
    shown = section(text, "Declared and found", "Screening")
    unmatched = [c for c in kept["comparisons"] if c["verdict"] != "match"]
    assert unmatched
    assert len(unmatched) < len(kept["comparisons"])
    assert "≈ Near match" in shown
    assert "03456789-00" in shown
    assert flat("Matrícula mercantil 03.456.789") in flat(shown)
    assert shown.count("? Not found") == sum(1 for c in unmatched if c["verdict"] == "not_found")
    assert "✓ Matches" not in shown

    # screening in short: the steps that matched or erred, per person
    screened = section(text, "Screening", "Ownership")
    worrying = [c for c in kept["screening"] if c["outcome"] in ("match", "error")]
    assert f"{len(worrying)} matched or erred" in screened
    assert "Colombia PEP register" in screened
    assert "⚠ Match" in screened
    assert "✓ Clear" not in screened

    # the ownership tree: owners, shares, sources, total
    owners = section(text, "Ownership", "Timeline, newest first")
    tree = kept["ownership"]
    assert [o["percent"] for o in tree["owners"]] == ["40", "35", "25"]
    assert tree["total"] == "100"
    for owner in tree["owners"]:
        assert flat(f"{owner['name']} {owner['percent']} %") in flat(owners)
    assert "Total 100 %" in owners

    # personal values masked in both; the choice to include them shows them whole
    assert VALERIA_ID not in json.dumps(data, ensure_ascii=False)
    assert VALERIA_ID not in text
    assert "••••89" in owners
    data, text = export(qtbot, view, tmp_path / "personal.zip", personal=True)
    assert VALERIA_ID in json.dumps(data["evidence"], ensure_ascii=False)
    assert VALERIA_ID in text


def test_the_export_waits_for_the_evidence_and_cancel_stops_it(  # type: ignore[no-untyped-def]
    qtbot, qloop, seeded, settings, arun, tmp_path: Path, monkeypatch
) -> None:
    uid = uid_of(seeded, arun, ANDES)
    view = open_case(qtbot, make(qtbot, seeded, settings), uid)
    qtbot.waitUntil(lambda: view.evidence.evidence is not None, timeout=60_000)
    service = seeded.evidence
    computing = service.case_evidence
    gate = asyncio.Event()
    asked: list[str] = []

    async def slow(uid: str, session_id: str):  # type: ignore[no-untyped-def]
        asked.append(uid)
        await gate.wait()  # OCR still reading
        return await computing(uid, session_id)

    monkeypatch.setattr(service, "case_evidence", slow)
    target = tmp_path / "bundle.zip"
    view.exporter.choose_path = lambda _suggested: target
    view.exporter.choose_personal = lambda: False
    with qtbot.waitSignal(view.exporter.finished, timeout=20_000) as finished:
        view.exporter.start()
        progress = view.exporter.progress
        assert progress is not None
        qtbot.waitUntil(lambda: "Reading the case's evidence" in progress.labelText())
        assert uid in asked  # from the session's service, the door's (the queue asks too)
        cancel = progress.findChild(QPushButton)
        assert cancel.text() == "Cancel"
        cancel.click()
    assert finished.args == [None]
    assert not target.exists()
    assert not [p for p in tmp_path.iterdir() if "bundle" in p.name]
    record = seeded.action_log.records[-1]
    assert (record.action, record.outcome) == ("export_case_bundle", Outcome.REFUSED)

    gate.set()  # the reading done: the next export carries it
    data, _text = export(qtbot, view, target, personal=False)
    assert data["evidence"]["flags"]


def test_without_an_evidence_service_the_bundle_says_why(  # type: ignore[no-untyped-def]
    qtbot, qloop, session, settings, case, tmp_path: Path
) -> None:
    session.evidence = None  # as on a live server, which lists no documents
    workspace = make(qtbot, session, settings)
    view = open_case(qtbot, workspace, case.uid)
    data, text = export(qtbot, view, tmp_path / "bundle.zip", personal=False)
    why = data["evidence"]["unavailable"]
    assert "could not read the case's evidence" in why
    assert "flags" not in data["evidence"]  # no empty list that would read as "none flagged"
    assert flat(why) in flat(section(text, "Flags", "Timeline, newest first"))
