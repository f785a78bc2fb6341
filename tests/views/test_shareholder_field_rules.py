"""The shareholder editor refuses an age of -5, a document type "999.1.1.1" and the like at
their fields, before anything is sent (the request model's kyc rules, the same the sandbox
applies)."""

from __future__ import annotations

import json

from app.views.compliance.shareholder_editor import FormState, ShareholderEditor
from tests.views.test_compliance_editing import business, runner, sent

__all__ = ["business"]


def test_negative_age_and_numeric_document_type_are_refused_at_their_fields(
    qtbot, qloop, session, business
) -> None:  # type: ignore[no-untyped-def]
    editor = ShareholderEditor(session, business, runner)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.keyClicks(editor.name, "Irene")
    qtbot.keyClicks(editor.surname, "Sanz")
    qtbot.keyClicks(editor.email, "irene.sanz@example.com")
    qtbot.keyClicks(editor.kyc_form.age, "-5")
    editor.kyc_form.document_type.setCurrentText("999.1.1.1")
    editor.kyc_form.ip.setText("999.1.1.1")
    editor.kyc_form.ip.textEdited.emit("999.1.1.1")
    before = len(session.client.request_log.entries())
    editor.submit()
    assert editor.state is FormState.INVALID
    assert editor.fields.message_at("kyc.data.computed.age.data") == (
        "Enter an age in whole years between 0 and 130."
    )
    assert "passport or national-id" in editor.fields.message_at("kyc.data.documents.0.type")
    assert editor.fields.message_at("kyc.data.deviceFingerprint.ip").startswith("Enter an IP")
    assert editor.focusWidget() is editor.kyc_form.age
    assert sent(session, before) == []

    editor.kyc_form.age.clear()
    qtbot.keyClicks(editor.kyc_form.age, "44")
    editor.kyc_form.document_type.setCurrentText("passport")
    editor.kyc_form.ip.setText("81.43.112.9")
    editor.kyc_form.ip.textEdited.emit("81.43.112.9")
    assert json.loads(editor.json.toPlainText())["documents"][0]["type"] == "passport"
    with qtbot.waitSignal(editor.saved, timeout=10_000):
        editor.submit()
    assert editor.state is FormState.DONE
