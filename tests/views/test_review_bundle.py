"""Export a seeded case's bundle from the case pane (E): the zip holds every document's file
as the sandbox serves it (the deleted one too), the marks, and a manifest that checks; the export is
journalled. Cancelled at once, no file is left."""

# ruff: noqa: F811  (the `case` fixture is imported, then asked for by name)
from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pypdfium2
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from app.services.action_log import Outcome
from app.services.case_bundle import verify_bundle
from app.services.journal import Journal
from app.services.journal_recorder import JournalRecorder
from tests.views.test_compliance_workspace import case, make  # noqa: F401


def opened(qtbot, session, settings, case, journal=None):  # type: ignore[no-untyped-def]
    workspace = make(qtbot, session, settings)
    if journal is not None:
        workspace.journal = journal  # the main window's journal; the workspace is its window
    workspace.open_case(case.uid)
    view = workspace.case
    qtbot.waitUntil(lambda: view.case is not None, timeout=10_000)
    return view


def test_the_bundle_of_a_case_is_exported_and_checks(
    qtbot, qloop, session, settings, case, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    journal = Journal(tmp_path / "journal.sqlite3")
    recorder = JournalRecorder(journal, session)  # kept: it listens while alive
    view = opened(qtbot, session, settings, case, journal)
    view.documents.select(case.pdf)
    view.documents.tree.setFocus()
    qtbot.waitUntil(lambda: view.review.approve_button.isEnabled())
    view.review.approve_selected()
    qtbot.waitUntil(lambda: case.pdf in view.review.marks(), timeout=5_000)
    target = tmp_path / "bundle.zip"
    view.exporter.choose_path = lambda _suggested: target
    view.exporter.choose_personal = lambda: False  # the dialog's default: masked
    with qtbot.waitSignal(view.exporter.finished, timeout=20_000) as finished:
        qtbot.keyClick(view.documents.tree, Qt.Key.Key_E)
    assert finished.args == [target]
    assert verify_bundle(target) == []
    with zipfile.ZipFile(target) as archive:
        data = json.loads(archive.read("case.json"))
        members = [f["member"] for f in data["files"]]
        assert len(members) == 3  # the deleted document's file goes in too
        assert any(m.endswith("old-bill.pdf") for m in members)
        assert {d["id"] for d in data["documents"]} == {case.pdf, case.image, case.deleted}
        reviewed = {d["id"]: d["review"] for d in data["documents"]}
        assert reviewed[case.pdf]["mark"] == "approved"
        assert data["shareholders"][0]["kycState"] == "IN_REVIEW"
        marked = [j for j in data["journal"] if j["action"] == "mark_document"]
        assert len(marked) == 1  # from the journal on disk: its seq and hash, checkable
        on_disk = {e.seq: e.hash for e in journal.store.entries()}
        assert on_disk[marked[0]["seq"]] == marked[0]["hash"]
        assert archive.read(members[0])[:4] in (b"%PDF", b"\x89PNG")
        pdf = pypdfium2.PdfDocument(archive.read("report.pdf"))
        assert len(pdf) > 0
        pdf.close()
    record = session.action_log.records[-1]
    assert (record.action, record.detail) == (
        "export_case_bundle",
        "bundle.zip (personal data masked)",
    )
    journal.close()
    del recorder


def test_a_cancelled_export_leaves_no_file(
    qtbot, qloop, session, settings, case, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    view = opened(qtbot, session, settings, case)
    target = tmp_path / "bundle.zip"
    view.exporter.choose_path = lambda _suggested: target
    view.exporter.choose_personal = lambda: False
    with qtbot.waitSignal(view.exporter.finished, timeout=20_000) as finished:
        view.exporter.start()
        assert view.exporter.progress is not None
        cancel = view.exporter.progress.findChild(QPushButton)
        assert cancel.text() == "Cancel"
        cancel.click()
    assert finished.args == [None]
    assert not target.exists()
    assert not [p for p in tmp_path.iterdir() if "bundle" in p.name]  # nor its .part
    record = session.action_log.records[-1]  # the door heard it: nothing left Teller
    assert (record.action, record.outcome) == ("export_case_bundle", Outcome.REFUSED)
    assert record.detail == "The export was cancelled: no file was written."


def test_personal_data_leaves_in_the_bundle_only_when_chosen_and_the_journal_says_so(
    qtbot, qloop, session, settings, case, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def,no-redef]
    view = opened(qtbot, session, settings, case)
    exported: dict[bool, dict[str, object]] = {}
    for include in (False, True):
        target = tmp_path / f"bundle-{include}.zip"
        view.exporter.choose_path = lambda _suggested, target=target: target
        view.exporter.choose_personal = lambda include=include: include
        with qtbot.waitSignal(view.exporter.finished, timeout=20_000) as finished:
            view.exporter.start()
        assert finished.args == [target]
        with zipfile.ZipFile(target) as archive:
            exported[include] = {
                "text": archive.read("case.json").decode(),
                "record": session.action_log.records[-1],
            }
    masked, included = exported[False], exported[True]
    assert "marta.ibarra@example.com" not in str(masked["text"])
    assert "81.43.112.9" not in str(masked["text"])
    assert "marta.ibarra@example.com" in str(included["text"])
    assert "81.43.112.9" in str(included["text"])
    assert [r.detail for r in (masked["record"], included["record"])] == [  # type: ignore[attr-defined]
        "bundle-False.zip (personal data masked)",
        "bundle-True.zip (personal data included)",
    ]

    view.exporter.choose_personal = lambda: None  # the question cancelled: nothing at all
    before = len(session.action_log.records)
    assert view.exporter.start() is None
    assert len(session.action_log.records) == before
