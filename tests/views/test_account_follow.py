"""The dialogs about "this account" (vIBANs, ledger, statement) share one skeleton
(app/views/accounts/account_follow.py): each names the account as a person knows it (the
user's name, the alias, the currency; its ids in the heading's tooltip, never an id alone
once the name is known), follows the current account, and closes when there is none."""

# ruff: noqa: F811  (the file-dialog fixtures are imported, then asked for by name)
from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from app.services.context import ChangeKind
from app.services.session import Session
from app.views.accounts.viban_dialog import VirtualIbansDialog
from app.views.orders.ledger_dialog import LedgerDialog
from app.views.statement.dialog import StatementDialog
from app.views.task_runner import TaskRunner
from app.views.widgets.file_dialogs import remember
from tests.helpers.full_client import full_client
from tests.views.test_file_dialogs import asked, no_documents  # noqa: F401  (fixtures)

Opener = Callable[[Session], QDialog]

OPENERS: dict[str, Opener] = {
    "vibans": lambda session: VirtualIbansDialog(session),
    "ledger": lambda session: LedgerDialog(session),
    "statement": lambda session: StatementDialog(
        session, lambda owner, banner: TaskRunner(owner, banner, context=session.context)
    ),
}


@pytest.fixture
def two_accounts(helpers, session: Session, arun):  # type: ignore[no-untyped-def]
    """Two accounts of one person, whose name the directory knows (as the chooser learns it)."""
    user = arun(helpers.create_user({"type": "PERSON", "name": "Elena", "surname": "Marín"}))
    client = full_client(session)
    rent = arun(client.create_account(user.id, {"alias": "Rent", "currency": "EUR"}))
    payroll = arun(client.create_account(user.id, {"alias": "Payroll", "currency": "USD"}))
    session.directory.remember_user(user.id, "Elena Marín")
    return user.id, rent.id, payroll.id


@pytest.mark.parametrize("kind", sorted(OPENERS))
def test_the_dialog_names_its_account_and_follows_the_current_one(
    qtbot, qloop, session, two_accounts, kind
) -> None:  # type: ignore[no-untyped-def]
    uid, rent, payroll = two_accounts
    session.context.choose_account(uid, rent)
    dialog = OPENERS[kind](session)
    qtbot.addWidget(dialog)
    dialog.show()
    heading = dialog.heading  # type: ignore[attr-defined]
    # The dialog reads the account (the ledger and the statement) or the directory knows it.
    session.directory.remember_account(uid, _account(session, uid, rent, qtbot))
    qtbot.waitUntil(lambda: "Elena Marín · Rent · EUR" in dialog.windowTitle(), timeout=10_000)
    assert rent not in dialog.windowTitle()
    assert rent[:8] not in dialog.windowTitle()
    assert heading.text() == dialog.windowTitle()
    assert rent in heading.toolTip()
    assert uid in heading.toolTip()

    session.context.choose_account(uid, payroll)
    session.directory.remember_account(uid, _account(session, uid, payroll, qtbot))
    qtbot.waitUntil(lambda: "Elena Marín · Payroll · USD" in dialog.windowTitle(), timeout=10_000)
    assert payroll in heading.toolTip()
    assert dialog.ref.aid == payroll  # type: ignore[attr-defined]

    session.context.choose_user(None)  # no account current: nothing to show
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)


def _account(session: Session, uid: str, aid: str, qtbot):  # type: ignore[no-untyped-def]
    task = asyncio.ensure_future(session.client.get_account(uid, aid))
    qtbot.waitUntil(task.done, timeout=10_000)
    return task.result()


@pytest.mark.parametrize(
    ("kind", "change"),
    [("vibans", ChangeKind.VIBAN), ("ledger", ChangeKind.ORDER), ("statement", ChangeKind.ACCOUNT)],
)
def test_a_change_announced_for_its_account_reads_it_again(
    qtbot, qloop, session, two_accounts, kind, change
) -> None:  # type: ignore[no-untyped-def]
    uid, rent, payroll = two_accounts
    session.context.choose_account(uid, rent)
    dialog = OPENERS[kind](session)
    qtbot.addWidget(dialog)
    dialog.show()
    reads: list[str] = []
    dialog.reload = lambda: reads.append("read")  # type: ignore[method-assign]
    if kind == "ledger":
        qtbot.waitUntil(lambda: bool(dialog.currency), timeout=10_000)  # type: ignore[attr-defined]
        reads.clear()
    session.context.announce(change, payroll)  # another account's: nothing to read
    assert reads == []
    session.context.announce(change, rent)
    assert reads == ["read"]


@pytest.mark.parametrize("kind", sorted(OPENERS))
def test_a_long_name_wraps_and_never_widens_the_dialog(
    qtbot, qloop, session, two_accounts, kind
) -> None:  # type: ignore[no-untyped-def]
    uid, rent, _payroll = two_accounts
    session.directory.remember_user(uid, "Elena Marín " * 20)
    session.context.choose_account(uid, rent)
    session.directory.remember_account(uid, _account(session, uid, rent, qtbot))
    dialog = OPENERS[kind](session)
    qtbot.addWidget(dialog)
    assert "Elena Marín Elena Marín" in dialog.windowTitle()
    assert dialog.minimumSizeHint().width() < 960  # fits a 960 px screen


def test_the_statements_file_dialog_starts_where_files_were_last_saved(
    qtbot, qloop, session, account_with_a_payout, no_documents, asked, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """As every file dialog does (app/views/widgets/file_dialogs.py): the statement's started
    in Documents or home, whatever folder the person had saved in a moment before."""
    uid, aid, _payout = account_with_a_payout
    session.context.choose_account(uid, aid)
    dialog = OPENERS["statement"](session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.statement is not None, timeout=10_000)  # type: ignore[attr-defined]
    last = tmp_path / "exports"
    last.mkdir()
    remember(last / "orders.csv")
    dialog.choose_csv_file()  # type: ignore[attr-defined]
    dialog.choose_pdf_file()  # type: ignore[attr-defined]
    assert [Path(start).parent for start in asked] == [last, last]
    assert [Path(start).suffix for start in asked] == [".csv", ".pdf"]
