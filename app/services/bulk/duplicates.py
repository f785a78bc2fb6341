"""Rows that repeat a payout: an earlier row of the same file, or a payout the account sent in
the last days. Both are flagged on the row and never dropped: paying a supplier twice in one
run may be meant (two invoices), and only the person can say so.

Within the file, "the same payout" is the same recipient (the bank account or the wallet
address, as a bank reads it: spaces and case do not make another account), the same fixed
side and amount, and the same currency. Against the account's orders, the single form's rule
(app/services/recent_payouts.py ``is_twin``) decides, over one listing for the whole file
rather than one request per row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from app.models.order_query import Operator, OrderFilter, OrderQuery, Scope
from app.models.orders import OrderSummary
from app.models.payouts import BankPayoutRequest, BeneficiaryType, CryptoPayoutRequest
from app.services.bulk.model import CheckedRow
from app.services.context import AccountRef
from app.services.recent_payouts import is_twin

if TYPE_CHECKING:
    from app.api.read_client import ReadClient

RECENT_DAYS = 7
PAGE = 100
# Networks whose addresses are hexadecimal: case is only a checksum, not another address.
_CASELESS_NETWORKS = frozenset({"ETHEREUM", "POLYGON"})

Identity = tuple[str, ...]


def order_type(request: BankPayoutRequest | CryptoPayoutRequest) -> str:
    return "BANK_PAY_OUT" if isinstance(request, BankPayoutRequest) else "CRYPTO_PAY_OUT"


def counterparty(request: BankPayoutRequest | CryptoPayoutRequest) -> str:
    """Who receives it, as the orders list names them (the single forms' ``recipient_name``)."""
    if isinstance(request, CryptoPayoutRequest):
        return request.recipient.address
    recipient = request.recipient
    if recipient.beneficiary_type is BeneficiaryType.BUSINESS:
        return recipient.company_name or ""
    return f"{recipient.name or ''} {recipient.surname or ''}"


def fixed_amount(request: BankPayoutRequest | CryptoPayoutRequest) -> tuple[int | None, int | None]:
    """(debited, received): the side the row fixes, the other None."""
    amounts = request.amounts
    if amounts.debited_amount.amount:
        return amounts.debited_amount.amount, None
    return None, amounts.received_amount.amount


def identity(request: BankPayoutRequest | CryptoPayoutRequest) -> Identity:
    """What makes two rows the same payout: recipient, fixed side and amount, currency."""
    amounts = request.amounts
    side = amounts.fixed_side
    money = amounts.debited_amount if side == "debited" else amounts.received_amount
    paid = (side, str(money.amount), str(money.currency))
    if isinstance(request, CryptoPayoutRequest):
        network = request.recipient.network.strip().upper()
        address = request.recipient.address.strip()
        if network in _CASELESS_NETWORKS:
            address = address.lower()
        return ("crypto", network, address, str(amounts.received_amount.currency), *paid)
    recipient = request.recipient
    account = "".join(recipient.account_number.split()).upper()
    return ("bank", recipient.bank_country, account, *paid)


def flag_duplicates(rows: Sequence[CheckedRow]) -> list[CheckedRow]:
    """Every row with ``duplicate_of`` set to the first earlier row of the same payout (and
    cleared where it no longer repeats one, after a fix). Rows with errors are not compared:
    what they would pay is not known yet."""
    first: dict[Identity, int] = {}
    flagged: list[CheckedRow] = []
    for row in rows:
        earlier: int | None = None
        if row.ready:
            key = identity(row.request)
            earlier = first.setdefault(key, row.row.number)
            if earlier == row.row.number:
                earlier = None
        flagged.append(row if row.duplicate_of == earlier else replace(row, duplicate_of=earlier))
    return flagged


async def recent_matches(
    rows: Sequence[CheckedRow],
    client: ReadClient,
    ref: AccountRef,
    *,
    days: int = RECENT_DAYS,
    now: datetime | None = None,
) -> list[CheckedRow]:
    """The rows with ``recent_order`` set to the id of a payout ``ref`` made in the last
    ``days`` to the same recipient for the same amount (the single form's rule). The orders
    are listed once per payout kind, newest first, down to the window's start."""
    now = now or datetime.now(UTC)
    since = now - timedelta(days=days)
    kinds = {order_type(row.request) for row in rows if row.ready}
    by_recipient: dict[tuple[str, str], list[OrderSummary]] = {}
    for kind in sorted(kinds):
        query = OrderQuery(
            filters=(
                OrderFilter.build(Scope.ACCOUNT, "type", Operator.EQ, kind),
                OrderFilter.build(Scope.ACCOUNT, "createdAt", Operator.GTE, since.date()),
            ),
            newest_first=True,
            page_size=PAGE,
        )
        async for order in client.iter_account_orders(ref.uid, ref.aid, query):
            if order.created_at is not None and order.created_at < since:
                break  # newest first: the rest are older still
            name = (order.counterparty or "").strip().casefold()
            by_recipient.setdefault((order.type, name), []).append(order)
    matched: list[CheckedRow] = []
    for row in rows:
        found = ""
        if row.ready:
            name = counterparty(row.request)
            debited, received = fixed_amount(row.request)
            same = by_recipient.get((order_type(row.request), name.strip().casefold()), [])
            twin = next(
                (o for o in same if is_twin(o, name, debited=debited, received=received)), None
            )
            found = twin.id if twin is not None else ""
        matched.append(row if row.recent_order == found else replace(row, recent_order=found))
    return matched
