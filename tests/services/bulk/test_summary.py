"""A batch's printed summary, as content (app/services/bulk/summary.py): counts for every
ending state (zeros included), money per currency, an end only once every row was sent, a
recipient's account always masked, and who started and confirmed it from the journal."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from app.services.bulk.model import Batch, BatchRow, PayoutKind, RowState
from app.services.bulk.summary import (
    BatchPeople,
    batch_summary,
    masked_recipient,
    people_from_journal,
)
from app.services.journal_entry import JournalEntry

IBAN = "DE89 3704 0044 0532 0130 00"
WALLET = "0x52908400098527886E0F7030069857D2E4169EE7"
START = datetime(2026, 5, 4, 9, 30, tzinfo=UTC)
KEY_ANA = "a" * 64
KEY_BEA = "b" * 64


def body(minor: int, currency: str = "EUR", *, received: bool = False) -> dict[str, Any]:
    fixed, other = (
        ("receivedAmount", "debitedAmount") if received else ("debitedAmount", "receivedAmount")
    )
    return {
        "amounts": {
            fixed: {"amount": minor, "currency": currency},
            other: {"amount": 0, "currency": currency},
        },
        "recipient": {"name": "Lena", "surname": "Vogel", "accountNumber": IBAN},
    }


def batch(*, finished: bool = True) -> Batch:
    return Batch(
        "b-1", "u-1", "a-1", "payroll.csv", "ab" * 32, START, KEY_ANA, 0, finished=finished
    )


def row(index: int, state: RowState, minor: int, currency: str = "EUR", **kw: Any) -> BatchRow:
    return BatchRow(
        "b-1",
        index,
        index + 2,
        PayoutKind.BANK,
        f"k{index}",
        kw.pop("body", None) or body(minor, currency),
        state,
        order_id=f"o-{index}" if state is not RowState.REFUSED else "",
        updated_at=START + timedelta(minutes=index),
        **kw,
    )


def test_every_ending_state_is_counted_and_money_is_per_currency() -> None:
    rows = [
        row(0, RowState.CREATED, 1000),
        row(1, RowState.SETTLED, 2000),
        row(2, RowState.FAILED, 300),
        row(3, RowState.REFUSED, 400, reason="IBAN refused"),
        row(4, RowState.CREATED, 5000, "USD"),
    ]
    summary = batch_summary(batch(), rows)
    assert dict(summary.counts) == {
        RowState.CREATED: 2,
        RowState.SETTLED: 1,
        RowState.FAILED: 1,
        RowState.REFUSED: 1,
        RowState.UNKNOWN: 0,  # always said, even when none
    }
    eur, usd = summary.currencies
    assert (eur.currency, eur.rows, eur.total, eur.made) == ("EUR", 4, 3700, 3000)
    assert (usd.currency, usd.rows, usd.total, usd.made) == ("USD", 1, 5000, 5000)
    assert summary.ended_at == START + timedelta(minutes=4)
    assert [r.number for r in summary.rows] == [2, 3, 4, 5, 6]
    assert summary.rows[3].reason == "IBAN refused"


def test_rows_waiting_or_unsent_are_counted_and_the_batch_has_not_ended() -> None:
    rows = [row(0, RowState.OTP_NEEDED, 100), row(1, RowState.PENDING, 100)]
    summary = batch_summary(batch(finished=False), rows)
    assert dict(summary.counts)[RowState.OTP_NEEDED] == 1
    assert dict(summary.counts)[RowState.PENDING] == 1
    assert RowState.SENDING not in dict(summary.counts)  # not seen: not said
    assert summary.currencies[0].made == 0  # a payout waiting for its code moved no money
    assert summary.ended_at is None
    cancelled = batch_summary(batch(), rows)  # finished (cancelled) with a row never sent
    assert cancelled.ended_at is None


def test_the_received_side_is_said_and_its_amount_counted() -> None:
    summary = batch_summary(batch(), [row(0, RowState.CREATED, 700, body=body(700, received=True))])
    [shown] = summary.rows
    assert (shown.amount, shown.currency, shown.received) == (700, "EUR", True)


def test_a_recipient_account_is_always_masked() -> None:
    bank = masked_recipient(PayoutKind.BANK, body(1))
    assert bank == "Lena Vogel · DE••••3000"
    assert "0532" not in bank
    crypto = masked_recipient(
        PayoutKind.CRYPTO, {"recipient": {"address": WALLET, "network": "ETHEREUM"}}
    )
    assert crypto == "••••9EE7 · ETHEREUM"
    plain = masked_recipient(
        PayoutKind.BANK, {"recipient": {"companyName": "Acme SL", "accountNumber": "12345678"}}
    )
    assert plain == "Acme SL · ••••5678"


def entry(
    seq: int,
    action: str,
    target: str,
    author: str,
    name: str,
    outcome: str = "done",
    detail: str = "",
) -> JournalEntry:
    return JournalEntry(
        seq, "", "sandbox", "m", "os", action, target, outcome, detail, "", "", author, "", name
    )


def test_the_journal_names_who_started_and_who_confirmed() -> None:
    entries = [
        entry(1, "start_batch", "u-1/a-1/b-0", KEY_BEA, "Bea"),  # another batch
        entry(2, "start_batch", "u-1/a-1/b-1", KEY_ANA, "Ana", outcome="refused"),
        entry(3, "confirm_batch", "u-1/a-1/b-1", KEY_BEA, "Bea"),
        entry(4, "start_batch", "u-1/a-1/b-1", KEY_ANA, "Ana"),
        entry(5, "start_batch", "u-1/a-1/b-1", KEY_ANA, "Ana Ruiz"),  # a resume
    ]
    assert people_from_journal(entries, batch()) == BatchPeople("Ana", "Bea")
    assert people_from_journal(entries[:1], batch()) == BatchPeople("aaaaaaaa", "")
    assert batch_summary(batch(), []).people == BatchPeople("aaaaaaaa")
    by_code = replace(batch(), started_by="MERCHANT-7")
    assert batch_summary(by_code, []).people == BatchPeople("MERCHANT-7")
