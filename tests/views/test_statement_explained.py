"""A difference made on purpose: a settled payout's amount changed in the sandbox's database
behind Teller's back. The statement says it differs, by how much, and names the order that
explains it (what the ledger moved for it, what the order says); its line is marked ⚠. The
PDF statement says the same."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from sqlalchemy import update

from app.api.client import BankingClient
from app.services.environments import Environment, EnvironmentKind
from app.services.session import Session
from app.views.statement.dialog import StatementDialog, StatementFocus
from app.views.statement.export import statement_pdf
from app.views.task_runner import TaskRunner
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import orders
from tests.helpers.bodies import bank_payout
from tests.helpers.full_client import full_client, full_sandbox
from tests.helpers.live_server import serve_in_thread
from tests.views.test_statement_dialog import pdf_text, read


@pytest.fixture
def sandbox_and_session(tmp_path: Path, arun) -> Iterator[tuple[FastAPI, Session]]:  # type: ignore[no-untyped-def]
    app = create_app(
        SandboxConfig(
            db_path=tmp_path / "s.db",
            demo_data=False,
            lifecycle_delay_seconds=None,
            rate_limit_per_second=0,
        )
    )
    try:
        with serve_in_thread(app) as base_url:
            client = BankingClient(base_url)
            try:
                arun(client.login("demo", "demo-key"))
                yield app, Session(client, Environment(EnvironmentKind.SANDBOX, base_url), "demo")
            finally:
                arun(client.aclose())
    finally:
        app.state.ctx.db.close()


def test_an_order_changed_behind_tellers_back_is_shown_explained(
    qtbot, qloop, arun, sandbox_and_session
) -> None:  # type: ignore[no-untyped-def]
    app, session = sandbox_and_session
    helpers, client = full_sandbox(session), full_client(session)
    user = arun(helpers.create_user({"type": "PERSON", "name": "Elena", "surname": "Marín"}))
    account = arun(client.create_account(user.id, {"alias": "Ops", "currency": "EUR"}))
    arun(helpers.deposit(account.id, 50_000, reference="DEP-1"))
    payout = arun(
        client.create_bank_payout(
            user.id, account.id, bank_payout(10_000), idempotency_key=str(uuid.uuid4())
        )
    )
    arun(helpers.advance_order(payout.id, "PENDING"))
    arun(helpers.advance_order(payout.id, "SETTLED"))
    with app.state.ctx.db.write() as conn:  # behind Teller's back: 100.00 becomes 90.00
        conn.execute(update(orders).where(orders.c.id == payout.id).values(origin_amount=9_000))

    session.context.choose_account(user.id, account.id)
    dialog = StatementDialog(
        session,
        lambda owner, banner: TaskRunner(owner, banner, context=session.context),
        focus=StatementFocus.BALANCE,
    )
    qtbot.addWidget(dialog)
    dialog.show()
    read(qtbot, dialog)
    said = dialog.check_text
    assert said.startswith(
        "✗ Differs by 10.00 EUR: 410.00 EUR computed from 2 orders; the account says 400.00 EUR."
    ), said
    assert "Explained by:" in said
    assert (
        f"Order {payout.reference}: the ledger moved -100.00 EUR for it, the order says "
        "-90.00 EUR (accounts for 10.00 EUR of it)."
    ) in said
    shown = dialog.check.text()
    assert '<span style="color: #c62828">✗ Differs by 10.00 EUR' in shown  # said in red
    assert "✓ Nothing is reserved" in shown.rsplit("</span>", 1)[1]  # and what agrees is not
    row = dialog.lines.row_of(payout.id)
    assert row is not None
    assert dialog.lines.index(row, 1).data().startswith("⚠ ")
    assert dialog.statement is not None
    text = " ".join(pdf_text(statement_pdf(dialog.statement)).split())
    assert "Differs by 10.00 EUR" in text
    assert f"Order {payout.reference}: the ledger moved -100.00 EUR" in text
