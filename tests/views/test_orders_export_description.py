"""The orders workspace's CSV export writes each bank payout's description (read from its
detail: the order lists carry none) against the sandbox; pay-ins stay without one."""

from __future__ import annotations

import csv
from pathlib import Path

from tests.views.test_orders_workspace import loaded, workspace_for


def test_the_export_writes_the_payouts_description(
    qtbot, qloop, session, settings, account_with_a_payout, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    uid, aid, payout = account_with_a_payout
    workspace = workspace_for(qtbot, session, settings, uid, aid)
    workspace.reload()
    qtbot.waitUntil(loaded(workspace), timeout=10_000)
    target = tmp_path / "orders.csv"
    task = workspace.export_to(target)
    assert task is not None
    qtbot.waitUntil(task.done, timeout=20_000)
    assert task.exception() is None
    with target.open(encoding="utf-8") as file:
        rows = {row["id"]: row for row in csv.DictReader(file)}
    assert len(rows) == 4  # three deposits and the payout
    assert rows[payout.id]["description"] == "Rent for May"
    assert {row["description"] for oid, row in rows.items() if oid != payout.id} == {""}
