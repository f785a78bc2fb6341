"""Changing a case from its dialogs, against the sandbox and through the action door:
a shareholder added and corrected (a bad kyc payload stopped at its field, nothing sent), and
documents uploaded (a file that is not what its name says refused at the field, nothing sent).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.api.sandbox_helpers import SandboxHelpers
from app.services.action_log import Outcome
from app.services.session import Session
from app.views.compliance.case_source import Catalogue, Category, Choice, ShareholderFile
from app.views.compliance.shareholder_editor import FormState, ShareholderEditor
from app.views.compliance.upload_dialog import UploadDialog, UploadState
from app.views.task_runner import TaskRunner
from tests.views.test_compliance_files import picture, tiny_pdf

CATALOGUE = Catalogue(
    categories=(
        Category(
            "COMPANY",
            "Company",
            (Choice("CERTIFICATE_OF_INCORPORATION", "Certificate of incorporation"),),
        ),
        Category("IDENTITY", "Identity", (Choice("PASSPORT", "Passport"),)),
    )
)


def runner(owner, banner) -> TaskRunner:  # type: ignore[no-untyped-def]
    return TaskRunner(owner, banner)


@pytest.fixture
def business(helpers: SandboxHelpers, arun) -> str:  # type: ignore[no-untyped-def]
    return arun(helpers.create_user({"type": "BUSINESS", "company_name": "Nube Verde SL"})).id


def sent(session: Session, before: int) -> list[str]:
    return [f"{e.method} {e.url}" for e in session.client.request_log.entries()[before:]]


def test_add_a_shareholder_with_a_bad_payload_then_a_good_one(
    qtbot, qloop, session, business, helpers, arun
) -> None:  # type: ignore[no-untyped-def]
    editor = ShareholderEditor(session, business, runner)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.keyClicks(editor.name, "Irene")
    qtbot.keyClicks(editor.surname, "Sanz")
    qtbot.keyClicks(editor.email, "irene.sanz@example.com")
    qtbot.keyClicks(editor.kyc_form.age, "forty")  # the form writes it into the payload
    assert json.loads(editor.json.toPlainText()) == {"computed": {"age": {"data": "forty"}}}
    editor.json.setPlainText(
        json.dumps({"computed": {"age": {"data": "forty"}}, "steps": [{"id": "x", "status": "ok"}]})
    )
    before = len(session.client.request_log.entries())
    editor.submit()
    assert editor.state is FormState.INVALID
    assert editor.fields.message_at("kyc.data.computed.age.data") == "Enter a whole number."
    assert editor.json_error.text() == "kyc.data.steps.0.status: Enter a whole number."
    assert editor.focusWidget() is editor.kyc_form.age  # the first field at fault
    assert sent(session, before) == []

    editor.kyc_form.age.clear()
    qtbot.keyClicks(editor.kyc_form.age, "44")  # the form fixes its member in the JSON
    data = json.loads(editor.json.toPlainText())
    data["steps"][0]["status"] = 200
    editor.json.setPlainText(json.dumps(data))
    assert editor.fields.message_at("kyc.data.computed.age.data") == ""
    editor.kyc_form.problem.setChecked(True)
    assert json.loads(editor.json.toPlainText())["hasProblem"] is True
    with qtbot.waitSignal(editor.saved, timeout=10_000) as saved:
        editor.submit()
    shareholder = saved.args[0]
    assert (shareholder.name, shareholder.surname) == ("Irene", "Sanz")
    assert editor.state is FormState.DONE
    record = session.action_log.records[-1]
    assert (record.action, record.outcome) == ("create_shareholder", Outcome.DONE)
    listed = arun(helpers.list_shareholders(business)).shareholders
    assert [s.email for s in listed] == ["irene.sanz@example.com"]


def test_correct_a_shareholder(qtbot, qloop, session, business, helpers, arun) -> None:  # type: ignore[no-untyped-def]
    kyc = {"data": {"computed": {"age": {"data": 50}}, "identity": {"status": "pending"}}}
    created = arun(
        session.actions.create_shareholder(
            business, {"name": "Pau", "surname": "Vidal", "email": "pau@example.com", "kyc": kyc}
        )
    )
    file = ShareholderFile(created.id, "Pau", "Vidal", "pau@example.com", created.kyc_level, kyc)
    editor = ShareholderEditor(session, business, runner, file)
    qtbot.addWidget(editor)
    editor.show()
    assert editor.kyc_form.age.text() == "50"
    assert editor.kyc_form.identity.currentText() == "pending"
    editor.email.setText("not-an-email")
    editor.submit()
    assert editor.fields.message_at("email") != ""
    editor.email.setText("pau.vidal@example.com")
    editor.kyc_form.identity.setCurrentText("verified")
    with qtbot.waitSignal(editor.saved, timeout=10_000):
        editor.submit()
    listed = arun(helpers.list_shareholders(business)).shareholders
    assert [s.email for s in listed] == ["pau.vidal@example.com"]
    assert session.action_log.records[-1].action == "update_shareholder"


@pytest.fixture
def kyb_session(session: Session, business: str, arun) -> str:  # type: ignore[no-untyped-def]
    return arun(session.actions.start_kyb_session(business)).id


def test_a_file_that_is_not_what_its_name_says_is_refused_before_sending(
    qtbot, qloop, session, business, kyb_session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    fake = tmp_path / "articles.pdf"
    fake.write_text("I am a text file with a .pdf name")
    dialog = UploadDialog(session, business, kyb_session, CATALOGUE, runner)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_files([fake])
    assert dialog.file_error.isVisible()
    assert "articles.pdf is not a PDF, PNG or JPEG" in dialog.file_error.text()
    before = len(session.client.request_log.entries())
    assert dialog.submit() is None
    assert dialog.state is UploadState.INVALID
    assert sent(session, before) == []

    big = tmp_path / "scan.png"
    big.write_bytes(picture("PNG") + b"\0" * (10 * 1024 * 1024))
    dialog.file_list.setCurrentRow(0)
    dialog.remove_button.click()
    dialog.add_files([big])
    assert "scan.png is 10.0 MB: files of up to 10 MB are accepted." in dialog.file_error.text()


def test_upload_two_documents_with_progress(
    qtbot, qloop, session, business, kyb_session, helpers, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    pdf = tmp_path / "articles.pdf"
    pdf.write_bytes(tiny_pdf(2))
    png = tmp_path / "passport.png"
    png.write_bytes(picture("PNG"))
    dialog = UploadDialog(session, business, kyb_session, CATALOGUE, runner)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.category.itemText(i) for i in range(dialog.category.count())] == [
        "Company",
        "Identity",
    ]
    dialog.add_files([pdf, png])
    assert not dialog.file_error.isVisible()
    uploaded: list[object] = []
    dialog.uploaded.connect(uploaded.append)
    task = dialog.submit()
    assert task is not None
    assert dialog.progress.isVisible()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert dialog.state is UploadState.DONE, dialog.banner.text
    assert dialog.progress.value() == 2
    assert len(uploaded) == 2
    documents = arun(helpers.get_kyb_session(business, kyb_session)).documents
    assert sorted(d.file_name for d in documents) == ["articles.pdf", "passport.png"]
    assert {d.file_name: d.type for d in documents} == {  # each its own guess
        "articles.pdf": "CERTIFICATE_OF_INCORPORATION",
        "passport.png": "PASSPORT",
    }


def test_cancel_while_sending_stops_and_says_what_was_sent(
    qtbot, qloop, session, business, kyb_session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    paths = []
    for number in range(3):
        path = tmp_path / f"page-{number}.pdf"
        path.write_bytes(tiny_pdf(1))
        paths.append(path)
    dialog = UploadDialog(session, business, kyb_session, CATALOGUE, runner)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_files(paths)
    task = dialog.submit()
    assert task is not None
    qtbot.keyClick(dialog.cancel_button, Qt.Key.Key_Space)  # Cancel upload, by keyboard
    qtbot.waitUntil(task.done, timeout=10_000)
    assert dialog.state is UploadState.FAILED
    assert dialog.banner.text.startswith("Upload cancelled: 0 of 3 files were sent")
    assert dialog.cancel_button.text() == "Close"


def test_files_dropped_on_the_dialog_are_checked_like_chosen_ones(
    qtbot, qloop, session, business, kyb_session, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    good = tmp_path / "register.pdf"
    good.write_bytes(tiny_pdf(1))
    renamed = tmp_path / "photo.jpg"
    renamed.write_bytes(tiny_pdf(1))  # a PDF named .jpg: its bytes decide, and it is a PDF
    bad = tmp_path / "notes.png"
    bad.write_text("not a picture")
    dialog = UploadDialog(session, business, kyb_session, CATALOGUE, runner)
    qtbot.addWidget(dialog)
    dialog.show()
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in (good, renamed, bad)])
    enter = QDragEnterEvent(
        QPointF(10, 10).toPoint(),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    dialog.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    dialog.dropEvent(drop)
    assert [f.path.name for f in dialog.files] == ["register.pdf", "photo.jpg", "notes.png"]
    assert [f.problem == "" for f in dialog.files] == [True, True, False]
    assert dialog.file_error.text().startswith("notes.png is not a PDF, PNG or JPEG")
