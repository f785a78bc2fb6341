"""Order lists, bank payout detail and ledger transactions."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Request, Response
from sqlalchemy import ColumnElement, Connection, select

from app.models.money import MAX_AMOUNT_MINOR, Currency
from app.models.order_query import (
    LIST_OPERATORS,
    MAX_PAGE,
    MAX_PAGE_SIZE,
    OPERATORS_BY_KIND,
    PAGE_PARAM,
    PAGE_SIZE_PARAM,
    SEARCH_PARAM,
    SORT_FIELD,
    SORT_PARAM,
    Scope,
    ValueKind,
    fields_for,
)
from app.models.orders import BankPayoutDetail, LedgerTransaction, OrderList, OrderSummary
from sandbox.auth import CurrentMerchant
from sandbox.context import Ctx, SandboxContext
from sandbox.db.tables import ledger_entries, orders
from sandbox.db.versions import orders_version
from sandbox.domain.order_queries import (
    MAX_LIST_VALUES,
    ListScope,
    fetch_page,
    parse_list_request,
)
from sandbox.domain.order_records import order_summary
from sandbox.domain.order_wire import order_list_json
from sandbox.domain.scoping import account_of, order_of
from sandbox.domain.transactions import transaction_model
from sandbox.errors import not_found

router = APIRouter(prefix="/api/v1/account", tags=["Orders and ledger"])
JSON = "application/json"

_CURRENCIES = [c.value for c in Currency]
_CURRENCY_LIST = "|".join(_CURRENCIES)
# What each kind of filter value takes, as the parser checks it (app/models/order_query.py):
# a text is not blank (``state_eq=`` is a 400), a currency is one the API knows, a date is
# YYYY-MM-DD, an amount whole minor units; a list is such values separated by commas.
_SCHEMA_BY_KIND: dict[ValueKind, dict[str, Any]] = {
    ValueKind.TEXT: {"type": "string", "minLength": 1, "pattern": r"\S"},
    ValueKind.CURRENCY: {"type": "string", "enum": _CURRENCIES},
    ValueKind.DATE: {"type": "string", "format": "date", "examples": ["2026-01-31"]},
    ValueKind.AMOUNT: {
        "type": "string",
        "pattern": r"^-?[0-9]{1,16}$",
        "examples": ["1500"],
        "description": f"whole minor units, at most {MAX_AMOUNT_MINOR} either way",
    },
}
_LIST_SCHEMA_BY_KIND: dict[ValueKind, dict[str, Any]] = {
    ValueKind.TEXT: {"type": "string", "pattern": r"^[^,]*[^,\s][^,]*(,[^,]*[^,\s][^,]*)*$"},
    ValueKind.CURRENCY: {
        "type": "string",
        "pattern": f"^({_CURRENCY_LIST})(,({_CURRENCY_LIST}))*$",
        "examples": ["EUR,USD"],
    },
    ValueKind.DATE: {
        "type": "string",
        "pattern": r"^[0-9]{4}-[0-9]{2}-[0-9]{2}(,[0-9]{4}-[0-9]{2}-[0-9]{2})*$",
        "examples": ["2026-01-31,2026-02-01"],
    },
    ValueKind.AMOUNT: {
        "type": "string",
        "pattern": r"^-?[0-9]{1,16}(,-?[0-9]{1,16})*$",
        "examples": ["1500,2500"],
    },
}
# A generated client names the sort's members by these (not VALUE_1).
_SORT_SCHEMA = {
    "type": "string",
    "title": "OrderSort",
    "enum": [SORT_FIELD, f"-{SORT_FIELD}"],
    "x-enum-varnames": ["OLDEST_FIRST", "NEWEST_FIRST"],
}


def list_parameters(scope: Scope) -> dict[str, Any]:
    """The order list's query parameters in the OpenAPI: the routes read them from the raw
    query (``<field>_<operator>``, repeatable), so FastAPI cannot see them by itself."""

    def query(name: str, schema: dict[str, Any], description: str) -> dict[str, Any]:
        return {
            "name": name,
            "in": "query",
            "required": False,
            "schema": schema,
            "description": description,
        }

    parameters = [
        query(PAGE_PARAM, {"type": "integer", "minimum": 1, "maximum": MAX_PAGE}, "Page, from 1."),
        query(
            PAGE_SIZE_PARAM,
            {"type": "integer", "minimum": 1, "maximum": MAX_PAGE_SIZE},
            "Orders per page.",
        ),
        query(SORT_PARAM, _SORT_SCHEMA, "Newest first (-createdAt, the default) or oldest."),
        query(SEARCH_PARAM, {"type": "string"}, "An exact id or a substring of the reference."),
    ]
    for field, kind in fields_for(scope).items():
        for op in OPERATORS_BY_KIND[kind]:
            many = op in LIST_OPERATORS
            parameters.append(
                query(
                    f"{field}_{op.value}",
                    (_LIST_SCHEMA_BY_KIND if many else _SCHEMA_BY_KIND)[kind],
                    f"{field} {op.value}"
                    + (f", up to {MAX_LIST_VALUES} values separated by commas" if many else ""),
                )
            )
    return {"parameters": parameters}


# Both lists answer with the JSON written from the rows (sandbox/domain/order_wire.py); the
# response model stays for the OpenAPI. Each reads in one snapshot: the data version its
# cached total and page boundaries are kept under, the count, the page.
@router.get(
    "/users/{uid}/accounts/{aid}/orders",
    response_model=OrderList,
    operation_id="list_account_orders",
    openapi_extra=list_parameters(Scope.ACCOUNT),
)
def account_orders(
    uid: str, aid: str, request: Request, ctx: Ctx, merchant: CurrentMerchant
) -> Response:
    query = parse_list_request(Scope.ACCOUNT, request.query_params)
    with ctx.db.snapshot() as conn:
        account_of(conn, merchant.id, aid, uid)
        scope = _scope(ctx, conn, merchant.id, orders.c.account_id == aid, ("account", aid))
        page = fetch_page(conn, scope, query, request.url.path)
    return Response(order_list_json(page.rows, page.pagination), media_type=JSON)


@router.get(
    "/orders",
    response_model=OrderList,
    operation_id="list_merchant_orders",
    openapi_extra=list_parameters(Scope.MERCHANT),
)
def merchant_orders(request: Request, ctx: Ctx, merchant: CurrentMerchant) -> Response:
    query = parse_list_request(Scope.MERCHANT, request.query_params)
    with ctx.db.snapshot() as conn:
        condition = orders.c.merchant_id == merchant.id
        scope = _scope(ctx, conn, merchant.id, condition, ("merchant", merchant.id))
        page = fetch_page(conn, scope, query, request.url.path)
    return Response(order_list_json(page.rows, page.pagination), media_type=JSON)


def _scope(
    ctx: SandboxContext,
    conn: Connection,
    merchant_id: str,
    condition: ColumnElement[bool],
    key: tuple[str, str],
) -> ListScope:
    version = orders_version(conn, merchant_id)
    narrows = ctx.db.text_index.narrows
    return ListScope(condition, merchant_id, key, version, ctx.lists, text_index=narrows)


@router.get("/orders/{oid}", response_model=OrderSummary, operation_id="get_order")
def order(oid: str, ctx: Ctx, merchant: CurrentMerchant) -> OrderSummary:
    """The order a ``detailUrl`` names (the spec gives the form but no endpoint): its summary."""
    with ctx.db.read() as conn:
        return order_summary(order_of(conn, merchant.id, oid))


@router.get("/bank-payouts/{oid}", response_model=BankPayoutDetail, operation_id="get_bank_payout")
def bank_payout(oid: str, ctx: Ctx, merchant: CurrentMerchant) -> BankPayoutDetail:
    with ctx.db.read() as conn:
        row = order_of(conn, merchant.id, oid)
    if row.type != "BANK_PAY_OUT":
        raise not_found(f"The bank payout {oid}")
    summary = order_summary(row).to_wire()
    return BankPayoutDetail.model_validate(
        {
            **summary,
            "description": row.description,
            "canCancel": False,
            "cancelRequestedAt": row.cancel_requested_at,
            "fee": {
                "amount": row.fee_amount,
                "currency": row.fee_currency,
                "breakdown": {"merchantFee": row.merchant_fee, "systemFee": row.system_fee},
            },
            "sender": {"accountId": row.account_id},
            "recipient": json.loads(row.recipient_json or "{}"),
        }
    )


@router.get(
    "/users/{uid}/accounts/{aid}/transactions/{tid}",
    response_model=LedgerTransaction,
    operation_id="get_transaction",
)
def transaction(
    uid: str, aid: str, tid: str, ctx: Ctx, merchant: CurrentMerchant
) -> LedgerTransaction:
    with ctx.db.read() as conn:
        account_of(conn, merchant.id, aid, uid)
        entry = conn.execute(
            select(ledger_entries).where(
                ledger_entries.c.id == tid,
                ledger_entries.c.account_id == aid,
                ledger_entries.c.bucket == "balance",
            )
        ).first()
        if entry is None:
            raise not_found(f"The transaction {tid}")
        return transaction_model(conn, entry)
