"""The report an auditor would accept, read back from an exported bundle: who exported it and
when, the reviewers, the decision with who made it, each document (the deleted one too, its
file in the bundle) with its SHA-256, upload and deletion times, marks with author and time,
words not codes, page numbers, the journal head it was made at, the timeline, and the case's
flags. The report and case.json say the same state and the same flags."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

import hashlib
import json
import re
import zipfile
from pathlib import Path

import pypdfium2

from app.services.journal import Journal
from app.services.journal_recorder import JournalRecorder
from app.views.compliance.timeline_words import state_words
from tests.views.test_compliance_workspace import case, make  # noqa: F401


def pdf_text(data: bytes) -> str:
    pdf = pypdfium2.PdfDocument(data)
    try:
        return "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_the_report_holds_what_an_auditor_needs(
    qtbot, qloop, session, settings, case, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    journal = Journal(tmp_path / "journal.sqlite3")
    recorder = JournalRecorder(journal, session)
    session.actions.reviewer = journal.name_reviewer("Ana Ruiz").result(timeout=10)
    workspace = make(qtbot, session, settings)
    workspace.journal = journal
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    view.documents.select(case.pdf)
    qtbot.waitUntil(lambda: view.review.approve_button.isEnabled())
    view.review.approve_selected()
    qtbot.waitUntil(lambda: case.pdf in view.review.marks(), timeout=5_000)
    erred = {"id": "facematch", "status": 500, "error": {"code": "facematch.timeout"}}
    body = {
        "name": "Iker",
        "surname": "Sola",
        "email": "iker@example.com",
        "kyc": {"data": {"steps": [erred]}},
    }
    arun(session.actions.create_shareholder(case.uid, body))  # a step that erred: a flag
    arun(session.actions.add_note(case.uid, case.session_id, "Register checked by phone"))
    arun(session.actions.decide_case(case.uid, case.session_id, "more_info", "Need a bill"))
    target = tmp_path / "bundle.zip"
    view.exporter.choose_path = lambda _suggested: target
    view.exporter.choose_personal = lambda: False
    with qtbot.waitSignal(view.exporter.finished, timeout=20_000) as finished:
        view.exporter.start()
    assert finished.args == [target]
    with zipfile.ZipFile(target) as archive:
        data = json.loads(archive.read("case.json"))
        text = " ".join(pdf_text(archive.read("report.pdf")).split())  # cells wrap lines
        contents = {f["documentId"]: archive.read(f["member"]) for f in data["files"]}
    journal.flush()
    entries = journal.store.entries()
    last = max((e for e in entries if e.action != "export_case_bundle"), key=lambda e: e.seq)
    reviewer = session.actions.reviewer
    journal.close()
    del recorder

    # the state: the same in case.json and the report, in words
    state = data["session"]["state"]
    assert state == "NEEDS_MORE_INFO"  # read again at export, after the decision
    said = re.search(r"KYB session \S+, state (.+?) Generated", text)
    assert said is not None
    assert said.group(1) == state_words(state) == "Waiting for the applicant"
    assert "NEEDS_MORE_INFO" not in text
    assert "IN_REVIEW" not in text  # the KYC states in words too
    assert "CERTIFICATE_OF_INCORPORATION" not in text  # a document's type in words

    # who, when, and at which head
    assert data["exportedBy"] == reviewer.short
    assert f"by {reviewer.short}" in text
    assert "Generated " in text
    assert data["reviewers"] == ["Ana Ruiz"]
    assert "Reviewers: Ana Ruiz" in text
    assert (data["head"]["seq"], data["head"]["hash"]) == (last.seq, last.hash)
    assert data["head"]["signed"]
    assert data["head"]["signer"] == reviewer.short
    assert f"entry {last.seq}, hash {last.hash}, signed by {reviewer.short}" in text

    # the decision with who made it, in words
    assert data["decisions"][-1]["by"] == "Ana Ruiz"
    assert "Request more information" in text
    assert "decided by Ana Ruiz" in text

    # every document, the deleted one too: its file, SHA-256, upload and deletion times
    assert set(contents) == {case.pdf, case.image, case.deleted}
    documents = {d["id"]: d for d in data["documents"]}
    for doc_id, content in contents.items():
        digest = hashlib.sha256(content).hexdigest()
        assert documents[doc_id]["sha256"] == digest
        assert digest in text
    deleted = documents[case.deleted]
    assert deleted["deletedAt"]
    assert "old-bill.pdf (deleted)" in text
    assert text.count(" UTC") >= 6  # uploads, the deletion, the mark, generation, the decision

    # marks with author and time, in words
    assert documents[case.pdf]["review"]["by"] == "Ana Ruiz"
    assert re.search(r"Approved \(Ana Ruiz · \d{4}-\d\d-\d\d \d\d:\d\d UTC\)", text)

    # the timeline, newest first, in words; page numbers
    kinds = [t["kind"] for t in data["timeline"]]
    assert {"note", "mark", "decision", "upload", "deletion", "kyc", "session"} <= set(kinds)
    assert "Note on the case: Register checked by phone" in text
    assert "articles.pdf marked Approved" in text
    assert re.search(r"Page 1 of (\d+)", text)
    pages = int(re.search(r"Page 1 of (\d+)", text).group(1))  # type: ignore[union-attr]
    assert f"Page {pages} of {pages}" in text

    # the flags: each one in case.json is in the report, with its evidence and standing
    # (Iker's face match erred: a screening flag)
    flags = data["evidence"]["flags"]
    assert [f["kind"] for f in flags] == ["screening"]
    flat = text.replace(" ", "")
    for flag in flags:
        assert flag["standing"]
        assert flag["dismissal"] is None
        assert flag["sentence"].replace(" ", "") in flat
    assert f"{len(flags)} standing at export, 0 dismissed." in text
    assert text.count("⚑ Standing at export") == len(flags)

    # masking still holds in both
    assert "marta.ibarra@example.com" not in json.dumps(data)
    assert "marta.ibarra@example.com" not in text
