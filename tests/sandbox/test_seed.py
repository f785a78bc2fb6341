from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import func, select

from app.models.crypto_addresses import address_problem
from sandbox.app import create_app
from sandbox.config import SandboxConfig
from sandbox.db.tables import accounts, orders
from sandbox.domain.ledger import ledger_totals


def seeded(path: Path, **overrides: object):  # type: ignore[no-untyped-def]
    return create_app(SandboxConfig(db_path=path, lifecycle_delay_seconds=None, **overrides))  # type: ignore[arg-type]


def test_seed_is_deterministic_and_explained_by_the_ledger(tmp_path: Path) -> None:
    first, second = seeded(tmp_path / "a.db"), seeded(tmp_path / "b.db")
    snapshots = []
    try:
        for app in (first, second):
            with app.state.ctx.db.read() as conn:
                rows = conn.execute(select(accounts).order_by(accounts.c.id)).all()
                snapshots.append([(r.id, r.balance, r.pending_in, r.pending_out) for r in rows])
                for row in rows:
                    totals = ledger_totals(conn, row.id)
                    assert totals == {
                        "balance": row.balance,
                        "pending_in": row.pending_in,
                        "pending_out": row.pending_out,
                    }
                    assert row.balance - row.pending_out >= 0
    finally:
        first.state.ctx.db.close()
        second.state.ctx.db.close()
    assert snapshots[0] == snapshots[1]
    assert len(snapshots[0]) >= 20


def test_seed_covers_every_type_and_state(tmp_path: Path) -> None:
    app = seeded(tmp_path / "s.db")
    try:
        with app.state.ctx.db.read() as conn:
            types = set(conn.execute(select(orders.c.type).distinct()).scalars())
            states = set(conn.execute(select(orders.c.state).distinct()).scalars())
            total = conn.execute(select(func.count()).select_from(orders)).scalar_one()
    finally:
        app.state.ctx.db.close()
    assert types == {"BANK_PAY_OUT", "CRYPTO_PAY_OUT", "CARD_PAYIN", "CRYPTO_PAYIN", "BANK_PAYIN"}
    assert states == {"Created", "PENDING", "SETTLED", "FAILED"}
    assert total >= 2_000


def test_seeded_crypto_payouts_go_to_valid_addresses_of_their_network(tmp_path: Path) -> None:
    app = seeded(tmp_path / "s.db", merchants=(("demo", "demo-key"),))
    try:
        with app.state.ctx.db.read() as conn:
            recipients = conn.execute(
                select(orders.c.recipient_json).where(orders.c.type == "CRYPTO_PAY_OUT")
            ).scalars()
            sent = [json.loads(r) for r in recipients]
    finally:
        app.state.ctx.db.close()
    assert {r["network"] for r in sent} == {"BITCOIN", "ETHEREUM", "TRON", "POLYGON"}
    problems = [(r, address_problem(r["network"], r["address"])) for r in sent]
    assert [p for p in problems if p[1] is not None] == []


def test_bulk_orders_keep_the_ledger_exact(tmp_path: Path) -> None:
    app = seeded(tmp_path / "bulk.db", seed_orders=3_000, merchants=(("demo", "demo-key"),))
    try:
        with app.state.ctx.db.read() as conn:
            bulk = conn.execute(
                select(func.count()).select_from(orders).where(orders.c.reference.like("BULK-%"))
            ).scalar_one()
            for row in conn.execute(select(accounts)).all():
                totals = ledger_totals(conn, row.id)
                assert totals["balance"] == row.balance
    finally:
        app.state.ctx.db.close()
    assert bulk == 3_000


def _ascii(text: str) -> str:
    """What a person would type for a name on a keyboard without accents: 'í' -> 'i'."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _local_part(*words: str) -> str:
    return ".".join("".join(ch for ch in _ascii(w).lower() if ch.isalnum()) for w in words)


def test_seeded_sepa_payouts_are_in_euro_and_emails_keep_every_letter(tmp_path: Path) -> None:
    import json

    from sandbox.db.tables import shareholders, users

    app = seeded(tmp_path / "s.db")
    try:
        with app.state.ctx.db.read() as conn:
            payouts = conn.execute(
                select(orders.c.destination_currency, orders.c.recipient_json).where(
                    orders.c.type == "BANK_PAY_OUT"
                )
            ).all()
            people = conn.execute(
                select(
                    users.c.type, users.c.name, users.c.surname, users.c.company_name, users.c.email
                )
            ).all()
            holders = conn.execute(
                select(shareholders.c.name, shareholders.c.surname, shareholders.c.email)
            ).all()
    finally:
        app.state.ctx.db.close()
    sepa = [(currency, json.loads(raw)) for currency, raw in payouts if '"SEPA"' in raw]
    assert sepa
    for currency, recipient in sepa:
        assert recipient["routingData"] == "SEPA"
        assert (currency, recipient["currency"]) == ("EUR", "EUR"), recipient["accountNumber"]

    expected = []
    for row in people:
        if row.type == "PERSON":
            expected.append((row.email, _local_part(row.name, row.surname)))
        else:
            expected.append((row.email, _local_part("finance", row.company_name)))
    expected += [(h.email, _local_part(h.name, h.surname)) for h in holders]
    for email, local in expected:
        assert email == f"{local}@example.com"
    assert "camila.martinez@example.com" in {email for email, _ in expected}
