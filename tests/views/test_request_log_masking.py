"""The request log shows and copies personal data masked by the one policy while the session
masks: a shareholder's e-mail and document number in a body are not read whole there."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtGui import QGuiApplication

from app.api.request_log import Exchange, RequestLog
from app.services.masking import Masking
from app.views.request_log.dock import RequestLogDock

BODY = (
    '{"email": "marta.ibarra@example.com", "name": "Marta", "kyc": {"data": {"documents": '
    '[{"fields": {"documentNumber": {"value": "45873210"}}}]}}}'
)


def exchange() -> Exchange:
    return Exchange(
        started_at=datetime.now(UTC),
        method="POST",
        url="https://api.bank.example/api/v1/business-users/u-1/shareholders",
        request_headers={},
        request_body=BODY,
        status=201,
        response_body=BODY,
    )


def test_bodies_show_and_copy_masked_unless_the_session_unmasks(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = RequestLog()
    log.record(exchange())
    masking = Masking(sandbox=True)
    dock = RequestLogDock(log, masking=masking)
    qtbot.addWidget(dock)
    dock.table.selectRow(0)
    text = dock.details.toPlainText()
    assert "Marta" in text  # names show
    assert "marta.ibarra@example.com" not in text
    assert "45873210" not in text
    dock.copy_curl.click()
    copied = QGuiApplication.clipboard().text()
    assert "marta.ibarra@example.com" not in copied
    assert "45873210" not in copied

    masking.enabled = False  # a sandbox session with personal data shown
    dock.table.clearSelection()
    dock.table.selectRow(0)
    assert "45873210" in dock.details.toPlainText()
