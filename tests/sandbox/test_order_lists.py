from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI

from sandbox.domain.order_records import insert_order
from tests.helpers.sandbox_api import SandboxApi

pytestmark = pytest.mark.anyio

ROWS = [
    # created_at, type, state, direction, amount, currency out, reference
    ("2026-01-30T10:00:00.000Z", "BANK_PAY_OUT", "SETTLED", "OUT", 5_000, "MXN", "INV-0001"),
    ("2026-01-31T09:00:00.000Z", "BANK_PAY_OUT", "FAILED", "OUT", 15_000, "EUR", "INV-0002"),
    ("2026-01-31T23:59:59.000Z", "CARD_PAYIN", "PENDING", "IN", 1_000, "EUR", "shop-77"),
    ("2026-02-01T00:00:00.000Z", "CRYPTO_PAY_OUT", "Created", "OUT", 250_000, "USDT", "CP-ABC"),
    ("2026-02-02T12:00:00.000Z", "BANK_PAYIN", "SETTLED", "IN", 99_999, "EUR", "Salary_100%"),
]


async def seeded(sandbox: SandboxApi, app: FastAPI) -> tuple[str, str, list[str]]:
    uid, aid = await sandbox.funded_account(0)
    user = (await sandbox.get(f"/sandbox/v1/users/{uid}")).json()
    merchant_id = None
    ids = []
    with app.state.ctx.db.write() as conn:
        from sqlalchemy import select

        from sandbox.db.tables import accounts

        merchant_id = conn.execute(
            select(accounts.c.merchant_id).where(accounts.c.id == aid)
        ).scalar_one()
        for index, (at, type_, state, direction, amount, dest, ref) in enumerate(ROWS):
            ids.append(
                insert_order(
                    conn,
                    id=f"00000000-0000-4000-8000-00000000000{index}",
                    merchant_id=merchant_id,
                    account_id=aid,
                    user_id=uid,
                    type=type_,
                    direction=direction,
                    state=state,
                    reference=ref,
                    counterparty=user["name"],
                    origin_amount=amount,
                    origin_currency="EUR",
                    destination_amount=amount,
                    destination_currency=dest,
                    created_at=at,
                )
            )
    return uid, aid, ids


async def refs(sandbox: SandboxApi, path: str, **params: Any) -> list[str]:
    response = await sandbox.get(path, params=params)
    assert response.status_code == 200, response.text
    return [o["reference"] for o in response.json()["orders"]]


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"state_in": "PENDING,SETTLED"}, ["Salary_100%", "shop-77", "INV-0001"]),
        ({"state_nin": "PENDING,SETTLED"}, ["CP-ABC", "INV-0002"]),
        ({"state_eq": "Created"}, ["CP-ABC"]),
        ({"type_neq": "BANK_PAY_OUT"}, ["Salary_100%", "CP-ABC", "shop-77"]),
        ({"direction_eq": "IN"}, ["Salary_100%", "shop-77"]),
        ({"amount_gte": "15000"}, ["Salary_100%", "CP-ABC", "INV-0002"]),
        ({"amount_lt": "5000"}, ["shop-77"]),
        ({"amount_gt": "5000", "amount_lte": "99999"}, ["Salary_100%", "INV-0002"]),
        ({"createdAt_lt": "2026-01-31"}, ["INV-0001"]),
        ({"createdAt_eq": "2026-01-31"}, ["shop-77", "INV-0002"]),
        ({"createdAt_gt": "2026-01-31"}, ["Salary_100%", "CP-ABC"]),
        ({"createdAt_gte": "2026-02-01", "createdAt_lte": "2026-02-01"}, ["CP-ABC"]),
        ({"destinationCurrency_in": "MXN,USDT"}, ["CP-ABC", "INV-0001"]),
        ({"originCurrency_eq": "EUR", "type_eq": "CARD_PAYIN"}, ["shop-77"]),
        ({"id_eq": "00000000-0000-4000-8000-000000000001"}, ["INV-0002"]),
        ({"id_like": "0000000003"}, ["CP-ABC"]),
        ({"search": "inv-"}, ["INV-0002", "INV-0001"]),
        ({"search": "00000000-0000-4000-8000-000000000004"}, ["Salary_100%"]),
        ({"search": "100%"}, ["Salary_100%"]),
        ({"search": "_"}, ["Salary_100%"]),
        ({"sort": "createdAt"}, ["INV-0001", "INV-0002", "shop-77", "CP-ABC", "Salary_100%"]),
    ],
)
async def test_each_condition_selects_its_rows(
    sandbox: SandboxApi, sandbox_app: FastAPI, params: dict[str, str], expected: list[str]
) -> None:
    uid, aid, _ids = await seeded(sandbox, sandbox_app)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/orders"
    got = await refs(sandbox, path, **params)
    assert [r for r in got if not r.startswith("DEP-")] == expected


async def test_paging_and_pagination(sandbox: SandboxApi, sandbox_app: FastAPI) -> None:
    uid, aid, _ = await seeded(sandbox, sandbox_app)
    path = f"/api/v1/account/users/{uid}/accounts/{aid}/orders"
    first = (await sandbox.get(path, params={"pageSize": 2, "state_neq": "x"})).json()
    assert first["pagination"] == {
        "page": 1,
        "pageSize": 2,
        "numPages": 3,
        "total": 5,
        "next": f"{path}?pageSize=2&state_neq=x&page=2",
        "previous": None,
    }
    pages = [first["orders"]]
    for page in (2, 3):
        pages.append(
            (
                await sandbox.get(path, params={"pageSize": 2, "page": page, "state_neq": "x"})
            ).json()["orders"]
        )
    seen = [o["id"] for page in pages for o in page]
    assert len(seen) == len(set(seen)) == 5
    default = (await sandbox.get(path)).json()["pagination"]
    assert (default["page"], default["pageSize"]) == (1, 30)


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"pageSize": "101"}, "pageSize"),
        ({"page": "0"}, "page"),
        ({"sort": "amount"}, "sort"),
        ({"amount_gt": "abc"}, "amount_gt"),
        ({"createdAt_lt": "31/01/2026"}, "createdAt_lt"),
        ({"colour_eq": "red"}, "colour_eq"),
        ({"state_between": "a"}, "state_between"),
        ({"amount_like": "5"}, "amount_like"),
        ({"nonsense": "1"}, "nonsense"),
    ],
)
async def test_bad_parameters_are_400_naming_them(
    sandbox: SandboxApi, params: dict[str, str], field: str
) -> None:
    uid, aid = await sandbox.funded_account(0)
    response = await sandbox.get(
        f"/api/v1/account/users/{uid}/accounts/{aid}/orders", params=params
    )
    assert response.status_code == 400
    assert [d["field"] for d in response.json()["error"]["details"]] == [field]


async def test_merchant_list_has_no_direction_and_is_scoped(
    sandbox: SandboxApi, sandbox_app: FastAPI
) -> None:
    await seeded(sandbox, sandbox_app)
    response = await sandbox.get("/api/v1/account/orders", params={"direction_eq": "IN"})
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["field"] == "direction_eq"
    mine = (await sandbox.get("/api/v1/account/orders")).json()["pagination"]["total"]
    assert mine == 5
    await sandbox.login("other", "other-key")
    assert (await sandbox.get("/api/v1/account/orders")).json()["pagination"]["total"] == 0
