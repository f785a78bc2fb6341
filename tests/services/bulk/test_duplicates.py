"""Rows that repeat a payout, in the file or among the account's recent payouts: flagged,
never dropped."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any, cast

import pytest

from app.api.read_client import ReadClient
from app.models.order_query import OrderQuery
from app.models.orders import OrderSummary
from app.services.bulk.duplicates import flag_duplicates, recent_matches
from app.services.bulk.model import ImportedRow, PayoutKind
from app.services.bulk.row_checks import RowChecker
from app.services.context import AccountRef
from tests.helpers.bodies import CRYPTO_ADDRESSES
from tests.services.bulk.test_row_checks import BUSINESS, CRYPTO, PERSON, check

NOW = datetime(2025, 6, 10, 12, 0, tzinfo=UTC)
REF = AccountRef("user-1", "acc-1")


def test_a_repeat_within_the_file_is_flagged_and_kept() -> None:
    rows = check(
        PayoutKind.BANK,
        PERSON,
        BUSINESS,
        {**PERSON, "account_number": "de89370400440532013000", "name": "L."},  # same account
        {**PERSON, "amount": "100.01"},
    )
    assert len(rows) == 4
    assert [r.duplicate_of for r in rows] == [None, None, 2, None]
    assert rows[2].ready  # flagged, not refused: two invoices may be meant


def test_the_same_recipient_in_another_mode_or_currency_is_not_a_repeat() -> None:
    rows = check(
        PayoutKind.BANK,
        PERSON,
        {**PERSON, "amount_mode": "received"},
        {**PERSON, "currency": "USD", "amount_mode": "received"},
    )
    assert [r.duplicate_of for r in rows] == [None, None, None]


def test_crypto_repeats_compare_hex_addresses_without_case() -> None:
    lower = {**CRYPTO, "address": CRYPTO_ADDRESSES["ETHEREUM"].lower()}
    other_coin = {**CRYPTO, "currency": "USDC"}
    rows = check(PayoutKind.CRYPTO, CRYPTO, lower, other_coin, CRYPTO)
    assert [r.duplicate_of for r in rows] == [None, 2, None, 2]


def test_a_row_with_errors_is_not_compared_until_fixed() -> None:
    checker = RowChecker(PayoutKind.BANK, currency="EUR", language="en")
    rows = checker.check_all([ImportedRow(2, PERSON), ImportedRow(3, {**PERSON, "city": ""})])
    assert rows[1].duplicate_of is None
    rows[1] = checker.recheck(rows[1], {"city": "Berlin"})
    rows = flag_duplicates(rows)
    assert rows[1].duplicate_of == 2
    rows[1] = checker.recheck(rows[1], {"amount": "99"})
    assert flag_duplicates(rows)[1].duplicate_of is None  # the fix made it another payout


class Orders:
    """The account's orders list, newest first, as the client walks it."""

    def __init__(self, *orders: dict[str, Any]) -> None:
        self.orders = [OrderSummary.model_validate(o) for o in orders]
        self.queries: list[OrderQuery] = []

    async def _walk(self, query: OrderQuery) -> AsyncIterator[OrderSummary]:
        self.queries.append(query)
        wanted = next(f.value for f in query.filters if f.field == "type")
        for order in sorted(self.orders, key=lambda o: o.created_at or NOW, reverse=True):
            if order.type == wanted:
                yield order

    def iter_account_orders(
        self, uid: str, aid: str, query: OrderQuery | None = None
    ) -> AsyncIterator[OrderSummary]:
        assert (uid, aid) == (REF.uid, REF.aid)
        assert query is not None
        return self._walk(query)


def order(
    oid: str, counterparty: str, debited: int, *, hours_ago: float, type_: str = "BANK_PAY_OUT"
) -> dict[str, Any]:
    return {
        "id": oid,
        "state": "SETTLED",
        "type": type_,
        "counterparty": counterparty,
        "origin": {"amount": debited, "currency": "EUR"},
        "createdAt": (NOW - timedelta(hours=hours_ago)).isoformat(),
    }


@pytest.mark.anyio
async def test_a_payout_sent_in_the_last_days_is_flagged_at_its_row() -> None:
    orders = Orders(
        order("o-new", "lena vogel ", 10_000, hours_ago=30),  # the form's rule: case, spaces
        order("o-old", "Acme GmbH", 10_000, hours_ago=24 * 8),  # before the window
        order("o-other", "Acme GmbH", 9_999, hours_ago=1),  # another amount
        order("o-coin", CRYPTO_ADDRESSES["ETHEREUM"], 5_000, hours_ago=2, type_="CRYPTO_PAY_OUT"),
    )
    rows = check(PayoutKind.BANK, PERSON, BUSINESS)
    matched = await recent_matches(rows, cast(ReadClient, orders), REF, days=7, now=NOW)
    assert [r.recent_order for r in matched] == ["o-new", ""]
    assert all(r.ready for r in matched)  # flagged, still sendable
    [query] = orders.queries  # one listing for the whole file, not one per row
    assert {f.field for f in query.filters} == {"type", "createdAt"}


@pytest.mark.anyio
async def test_a_recent_crypto_payout_is_matched_by_its_address() -> None:
    orders = Orders(
        order("o-coin", CRYPTO_ADDRESSES["ETHEREUM"], 5_000, hours_ago=2, type_="CRYPTO_PAY_OUT"),
        order("o-bank", CRYPTO_ADDRESSES["ETHEREUM"], 5_000, hours_ago=2),  # another kind
    )
    rows = check(PayoutKind.CRYPTO, CRYPTO, {**CRYPTO, "amount": "51"})
    matched = await recent_matches(rows, cast(ReadClient, orders), REF, now=NOW)
    assert [r.recent_order for r in matched] == ["o-coin", ""]
