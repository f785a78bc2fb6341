"""Uploading several files at once: each file gets its own category and type, guessed from its
name and content and shown in its row, confirmed or changed by keyboard before anything is
sent, and sent as chosen (before, every file took the one pair the dialog showed)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from app.views.compliance.case_source import Catalogue, Category, Choice
from app.views.compliance.upload_dialog import UploadDialog, UploadState
from tests.views.test_compliance_editing import business, kyb_session, runner, sent
from tests.views.test_compliance_files import picture, tiny_pdf

__all__ = ["business", "kyb_session"]

CATALOGUE = Catalogue(
    categories=(
        Category(
            "COMPANY",
            "Company",
            (
                Choice("CERTIFICATE_OF_INCORPORATION", "Certificate of incorporation"),
                Choice("ARTICLES_OF_ASSOCIATION", "Articles of association"),
            ),
        ),
        Category("ADDRESS", "Address", (Choice("PROOF_OF_ADDRESS", "Proof of address"),)),
        Category(
            "IDENTITY",
            "Identity",
            (Choice("ID_CARD", "Identity card"), Choice("PASSPORT", "Passport")),
        ),
    )
)


def test_each_file_its_own_guess_confirmed_by_keyboard_then_sent(
    qtbot, qloop, session, business, kyb_session, helpers, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    files = {
        "cedula-ana.png": picture("PNG"),
        "factura-luz-marzo.pdf": tiny_pdf(1),
        "scan0001.pdf": tiny_pdf(1),
    }
    paths = []
    for name, content in files.items():
        path = tmp_path / name
        path.write_bytes(content)
        paths.append(path)
    dialog = UploadDialog(session, business, kyb_session, CATALOGUE, runner)
    qtbot.addWidget(dialog)
    dialog.show()
    before = len(session.client.request_log.entries())
    dialog.add_files(paths)
    rows = [dialog.file_list.item(i).text() for i in range(dialog.file_list.count())]
    assert [r.split(" · ")[-1] for r in rows] == [
        "Identity / Identity card",
        "Address / Proof of address",
        "Company / Certificate of incorporation",
    ]
    assert dialog.file_list.currentRow() == 0
    assert dialog.type.currentData() == "ID_CARD"

    # The third file is really the articles: down to it, Tab to the type, choose by keyboard.
    dialog.file_list.setFocus()
    qtbot.keyClick(dialog.file_list, Qt.Key.Key_Down)
    assert dialog.category.currentData() == "ADDRESS"
    qtbot.keyClick(dialog.file_list, Qt.Key.Key_Down)
    assert dialog.type.currentData() == "CERTIFICATE_OF_INCORPORATION"
    dialog.type.setFocus()
    qtbot.keyClick(dialog.type, Qt.Key.Key_Down)
    assert dialog.file_list.item(2).text().endswith("Company / Articles of association")
    assert dialog.file_list.item(0).text().endswith("Identity / Identity card")  # untouched
    assert sent(session, before) == []  # nothing sent while choosing

    task = dialog.submit()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert dialog.state is UploadState.DONE, dialog.banner.text
    documents = arun(helpers.get_kyb_session(business, kyb_session)).documents
    assert {d.file_name: (d.category, d.type) for d in documents} == {
        "cedula-ana.png": ("IDENTITY", "ID_CARD"),
        "factura-luz-marzo.pdf": ("ADDRESS", "PROOF_OF_ADDRESS"),
        "scan0001.pdf": ("COMPANY", "ARTICLES_OF_ASSOCIATION"),
    }
