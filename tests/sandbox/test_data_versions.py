"""The data version under the list cache (sandbox/db/versions.py): what makes it hold on
PostgreSQL with several processes, where transactions run side by side."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Connection, func, select, text

from sandbox.db.engine import Database
from sandbox.db.tables import accounts, merchants, orders, users
from sandbox.db.versions import orders_version
from sandbox.domain.order_records import insert_order

pytestmark = pytest.mark.parametrize("db_engine", ["sqlite", "postgresql"], indirect=True)

MERCHANT = "m-1"


@pytest.fixture
def db(tmp_path: Path, db_url: str | None) -> Iterator[Database]:
    database = Database(tmp_path / "v.sqlite3", db_url)
    at = "2026-01-01T00:00:00.000Z"
    with database.write() as conn:
        for mid in (MERCHANT, "m-2"):
            conn.execute(
                merchants.insert().values(
                    id=mid, code=mid, api_key_hash="-", name=mid, created_at=at
                )
            )
            conn.execute(
                users.insert().values(id=f"u-{mid}", merchant_id=mid, type="PERSON", created_at=at)
            )
            conn.execute(
                accounts.insert().values(
                    id=f"a-{mid}",
                    merchant_id=mid,
                    user_id=f"u-{mid}",
                    alias="a",
                    currency="EUR",
                    state="ACTIVE",
                    type="FIAT",
                    created_at=at,
                )
            )
    yield database
    database.close()


def add_order(conn: Connection, mid: str = MERCHANT) -> str:
    return insert_order(
        conn,
        merchant_id=mid,
        account_id=f"a-{mid}",
        user_id=f"u-{mid}",
        type="BANK_PAYIN",
        direction="IN",
        state="SETTLED",
        origin_amount=100,
        origin_currency="EUR",
        destination_amount=100,
        destination_currency="EUR",
        created_at="2026-01-02T00:00:00.000Z",
    )


def current(db: Database, mid: str = MERCHANT) -> int:
    with db.snapshot() as conn:
        return orders_version(conn, mid)


def test_a_transaction_changes_the_version_however_many_rows_it_writes(db: Database) -> None:
    before = current(db)
    with db.write() as conn:
        for _ in range(3):
            add_order(conn)
    after = current(db)
    assert after > before
    if db.is_postgres:
        assert after == before + 1  # bumped once per transaction, at commit
    assert current(db, "m-2") == 0


def test_a_rolled_back_write_leaves_the_version(db: Database) -> None:
    before = current(db)

    def abandoned() -> None:
        with db.write() as conn:
            add_order(conn)
            raise RuntimeError("abandoned")

    with pytest.raises(RuntimeError):
        abandoned()
    assert current(db) == before


def test_a_snapshot_sees_the_version_of_the_rows_it_counts(db: Database) -> None:
    """Version and count are read by two statements: a commit between them must not be
    counted under the older version (PostgreSQL's READ COMMITTED would do just that)."""
    with db.snapshot() as reader:
        version = orders_version(reader, MERCHANT)
        with db.write() as writer:
            add_order(writer)
        count = reader.execute(
            select(func.count()).select_from(orders).where(orders.c.merchant_id == MERCHANT)
        ).scalar_one()
        assert (version, count) == (0, 0)
        assert orders_version(reader, MERCHANT) == version
    assert current(db) > version


def test_writers_do_not_wait_for_each_other_until_commit(db: Database) -> None:
    """On PostgreSQL the version row is locked only while a transaction commits: a second
    writer of the same merchant commits while the first is still open, and the later
    commit has the higher version."""
    if not db.is_postgres:
        pytest.skip("SQLite has one writer at a time")
    with db.engine.connect() as first, db.engine.connect() as second:
        first.begin()
        add_order(first)
        second.begin()
        second.execute(text("SET LOCAL lock_timeout = '2s'"))
        add_order(second)
        second.commit()  # would time out if the first held the version row
        middle = current(db)
        first.commit()
    assert current(db) > middle > 0
