"""The results file (issue 26, item 5): every row with its file row number, amount, recipient,
idempotency key, state in words, order id and reason; nothing from the file or the server runs
as a formula in a spreadsheet."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from typing import Any

import pytest

from app.services.bulk.model import Batch, BatchRow, PayoutKind, RowState
from app.services.bulk.results_file import HEADER, STATE_WORDS, results_csv
from app.services.order_export import FORMULA_SIGNS

BATCH = Batch(
    id="batch-7",
    uid="biz-1",
    aid="acc-1",
    file_name="suppliers.xlsx",
    file_sha256="cd" * 32,
    created_at=datetime(2026, 3, 1, tzinfo=UTC),
    started_by="ana",
    rows=3,
)


def bank(name: str, surname: str, debited: int, received: int = 0, **more: Any) -> dict[str, Any]:
    return {
        "amounts": {
            "debitedAmount": {"amount": debited, "currency": "EUR"},
            "receivedAmount": {"amount": received, "currency": "USD"},
        },
        "recipient": {
            "beneficiaryType": "PERSON",
            "name": name,
            "surname": surname,
            "accountNumber": "ES9121000418450200051332",
            **more,
        },
    }


def read(data: bytes) -> list[dict[str, str]]:
    assert data.startswith(b"\xef\xbb\xbf")  # spreadsheets read the accents as UTF-8
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_every_row_with_its_key_state_order_and_reason() -> None:
    rows = [
        # Given out of order: the file lists rows in the order they were sent.
        BatchRow(
            "batch-7",
            2,
            9,
            PayoutKind.CRYPTO,
            "key-c",
            {
                "amounts": {
                    "debitedAmount": {"amount": 0, "currency": "EUR"},
                    "receivedAmount": {"amount": 2500001, "currency": "USDC"},
                },
                "recipient": {
                    "address": "0xAbC0000000000000000000000000000000000001",
                    "network": "ETH",
                },
            },
            state=RowState.UNKNOWN,
        ),
        BatchRow(
            "batch-7",
            0,
            2,
            PayoutKind.BANK,
            "key-a",
            bank("José", "Núñez", 123456),
            state=RowState.SETTLED,
            order_id="ord-1",
        ),
        BatchRow(
            "batch-7",
            1,
            5,
            PayoutKind.BANK,
            "key-b",
            {
                **bank("", "", 0, 7000),
                "recipient": {
                    "beneficiaryType": "BUSINESS",
                    "companyName": "Acme, S.L.",
                    "accountNumber": "123",
                },
            },
            state=RowState.REFUSED,
            reason="The recipient's bank does not take payouts in USD.",
        ),
    ]
    found = read(results_csv(BATCH, rows))
    assert tuple(found[0]) == HEADER
    assert found == [
        {
            "batch": "batch-7",
            "row": "2",
            "kind": "bank",
            "amount": "1234.56",
            "currency": "EUR",
            "amountIs": "debited",
            "recipient": "José Núñez",
            "account": "ES9121000418450200051332",
            "idempotencyKey": "key-a",
            "state": "settled",
            "outcome": "Settled",
            "orderId": "ord-1",
            "reason": "",
        },
        {
            "batch": "batch-7",
            "row": "5",
            "kind": "bank",
            "amount": "70.00",
            "currency": "USD",
            "amountIs": "received",
            "recipient": "Acme, S.L.",
            "account": "123",
            "idempotencyKey": "key-b",
            "state": "refused",
            "outcome": "Refused",
            "orderId": "",
            "reason": "The recipient's bank does not take payouts in USD.",
        },
        {
            "batch": "batch-7",
            "row": "9",
            "kind": "crypto",
            "amount": "25000.01",
            "currency": "USDC",
            "amountIs": "received",
            "recipient": "0xAbC0000000000000000000000000000000000001",
            "account": "ETH",
            "idempotencyKey": "key-c",
            "state": "unknown",
            "outcome": "Unknown: resolved by sending it again with the same key",
            "orderId": "",
            "reason": "",
        },
    ]


def test_field_names_as_well_as_wire_names() -> None:
    body = {
        "amounts": {
            "debited_amount": {"amount": 500, "currency": "EUR"},
            "received_amount": {"amount": 0, "currency": "EUR"},
        },
        "recipient": {"company_name": "Beta", "account_number": "DE89370400440532013000"},
    }
    row = BatchRow("batch-7", 0, 2, PayoutKind.BANK, "k", body)
    (found,) = read(results_csv(BATCH, [row]))
    assert (found["amount"], found["recipient"], found["account"]) == (
        "5.00",
        "Beta",
        "DE89370400440532013000",
    )


def test_every_state_has_words() -> None:
    assert set(STATE_WORDS) == set(RowState)
    rows = [
        BatchRow("batch-7", i, i + 2, PayoutKind.BANK, f"k{i}", bank("A", "B", 100), state=state)
        for i, state in enumerate(RowState)
    ]
    found = read(results_csv(BATCH, rows))
    assert [r["outcome"] for r in found] == [STATE_WORDS[s] for s in RowState]
    assert all(r["outcome"] for r in found)


FORMULAS = ('=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", " =1", "\uff1d1")


@pytest.mark.parametrize("formula", FORMULAS)
def test_no_cell_runs_as_a_formula(formula: str) -> None:
    """Names, addresses, keys, order ids and reasons come from the file or the server."""
    body = bank(formula, formula, 100)
    body["recipient"]["accountNumber"] = formula
    crypto = {
        "amounts": {"debitedAmount": {"amount": 100, "currency": formula}},
        "recipient": {"address": formula, "network": formula},
    }
    rows = [
        BatchRow("batch-7", 0, 2, PayoutKind.BANK, formula, body, order_id=formula, reason=formula),
        BatchRow("batch-7", 1, 3, PayoutKind.CRYPTO, "k", crypto, reason=formula),
    ]
    data = results_csv(BATCH, rows).decode("utf-8-sig")
    for record in list(csv.reader(io.StringIO(data, newline="")))[1:]:
        for cell in record:
            stripped = cell.lstrip(" \t\r\n\u200b\ufeff")
            assert not stripped or stripped[0] not in FORMULA_SIGNS | {"\t", "\r", "\n"}, record
            if formula in cell:
                assert cell.startswith("'" + formula)
