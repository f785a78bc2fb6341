"""The bulk window's header says what the account has after a batch ends: it kept the balance
read when the window opened (the bulk-done screen shot showed the balance before the batch
beside "all 20 payouts were made")."""

from __future__ import annotations

from pathlib import Path

from app.api.sandbox_helpers import SandboxHelpers
from app.services.session import Session
from tests.views.bulk.test_window import open_bulk


def test_the_header_reads_the_balance_again_when_a_batch_ends(
    qtbot, qloop, session: Session, funded, helpers: SandboxHelpers, arun, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid = funded
    session.context.choose_account(uid, aid)
    bulk = open_bulk(qtbot, session, tmp_path)
    qtbot.waitUntil(lambda: "10,000.00" in bulk.available.text(), timeout=5_000)
    arun(helpers.deposit(aid, 50_000))  # the account moved while the batch was sent
    bulk.sending_batch = "a-batch"
    bulk.send_page.finished.emit("a-batch")
    qtbot.waitUntil(lambda: "10,500.00" in bulk.available.text(), timeout=5_000)
    assert not bulk.sending
