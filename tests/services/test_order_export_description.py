"""The orders CSV's description column: the API gives a description only in a bank payout's
detail, so each bank payout's detail is read (a few at a time) and its description written,
neutralised like every cell; a payout gone from the server has none; any other failure stops
the export and leaves no file."""

from __future__ import annotations

import asyncio
import csv
import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.api.errors import NotFound, ServerError
from app.models.orders import BankPayoutDetail, OrderSummary
from app.services.order_export import HEADER, bank_payout_descriptions, export_orders
from tests.services.test_data_actions import files_in

pytestmark = pytest.mark.anyio


def order(oid: str, kind: str) -> OrderSummary:
    return OrderSummary.model_validate({"id": oid, "state": "SETTLED", "type": kind})


ORDERS = [
    order("p-1", "BANK_PAY_OUT"),
    order("d-1", "BANK_PAYIN"),
    order("p-2", "BANK_PAY_OUT"),
    order("c-1", "CRYPTO_PAY_OUT"),
    order("p-gone", "BANK_PAY_OUT"),
    order("p-3", "BANK_PAY_OUT"),
]
DESCRIPTIONS = {"p-1": "Rent for May", "p-2": '=HYPERLINK("x")', "p-3": ""}


async def listed() -> AsyncIterator[OrderSummary]:
    for found in ORDERS:
        yield found


class Details:
    def __init__(self, *, failing: str = "") -> None:
        self.failing = failing
        self.asked: list[str] = []
        self.at_once = self.most = 0

    async def get(self, oid: str) -> BankPayoutDetail:
        self.asked.append(oid)
        self.at_once += 1
        self.most = max(self.most, self.at_once)
        try:
            await asyncio.sleep(0.001)
            if oid == self.failing:
                raise ServerError("The server failed.")
            if oid not in DESCRIPTIONS:
                raise NotFound("No such bank payout.")
            return BankPayoutDetail.model_validate(
                {
                    "id": oid,
                    "state": "SETTLED",
                    "type": "BANK_PAY_OUT",
                    "description": DESCRIPTIONS[oid],
                }
            )
        finally:
            self.at_once -= 1


def read(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


async def test_bank_payouts_get_their_description_from_their_detail(tmp_path: Path) -> None:
    details = Details()
    path = tmp_path / "orders.csv"
    written = await export_orders(
        listed(), path, describe=bank_payout_descriptions(details.get, at_once=2)
    )
    assert written == 6
    assert HEADER.index("description") == HEADER.index("reference") + 1
    rows = read(path)
    assert {r["id"]: r["description"] for r in rows} == {
        "p-1": "Rent for May",
        "d-1": "",  # a pay-in: the API gives no description for it
        "p-2": '\'=HYPERLINK("x")',  # shown as text, never run
        "c-1": "",  # no crypto payout detail in the API
        "p-gone": "",  # gone from the server: none
        "p-3": "",
    }
    assert sorted(details.asked) == ["p-1", "p-2", "p-3", "p-gone"]  # bank payouts only
    assert details.most <= 2


async def test_a_failed_detail_stops_the_export_and_leaves_no_file(tmp_path: Path) -> None:
    details = Details(failing="p-2")
    with pytest.raises(ServerError):
        await export_orders(
            listed(), tmp_path / "orders.csv", describe=bank_payout_descriptions(details.get)
        )
    assert files_in(tmp_path) == []
