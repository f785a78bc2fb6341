"""The balance explained, for ``make screenshots``: the statement of the open account (Lucía's)
opened from its Balance tile, this month's lines and the check ✓; then one settled payout's
amount changed in the built-in sandbox's database behind Teller's back, and the statement
read again: ✗, by how much, and the order that explains it, its line marked ⚠. The amount is
put back afterwards, so the scenes after it see the seeded world."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from app.views.statement.dialog import StatementFocus
from tools.screenshot_kit import save, size_window, wait_until

if TYPE_CHECKING:
    from app.views.main_window import MainWindow
    from app.views.statement.dialog import StatementDialog


async def _read(dialog: StatementDialog) -> None:
    await wait_until(
        lambda: dialog.statement is not None and not dialog.progress_row.isVisible(),
        "the statement",
    )


def _change(db: Path, aid: str, by: int) -> str | None:
    """The newest settled bank payout of the account, ``by`` minor units smaller."""
    with sqlite3.connect(db) as conn:
        found = conn.execute(
            "SELECT id FROM orders WHERE account_id = ? AND type = 'BANK_PAY_OUT' "
            "AND state = 'SETTLED' ORDER BY settled_at DESC LIMIT 1",
            (aid,),
        ).fetchone()
        if found is None:
            return None
        conn.execute(
            "UPDATE orders SET origin_amount = origin_amount - ? WHERE id = ?", (by, found[0])
        )
        return str(found[0])


async def render_statement(window: MainWindow, folder: Path, db: Path) -> None:
    accounts = window.accounts
    window.tabs.setCurrentWidget(accounts)
    view = accounts.account
    account = view.account
    assert account is not None
    dialog = view.explain(StatementFocus.BALANCE)
    assert dialog is not None
    size_window(dialog, 1180, 700)
    await _read(dialog)
    dialog.table.selectRow(0)
    save(dialog, folder, "statement")

    changed = _change(db, account.id, 1_000)
    if changed is not None:
        dialog.reload()
        await _read(dialog)
        row = dialog.lines.row_of(changed)
        if row is not None:
            dialog.table.selectRow(row)
            dialog.table.scrollTo(dialog.lines.index(row, 0))
        save(dialog, folder, "statement-explained")
        _change(db, account.id, -1_000)
    dialog.close()
