"""The review before anything moves, against the in-process sandbox: totals per currency, the
crypto rows' quotes (one countdown, one re-quote), a batch the balance cannot cover refused
with the shortfall (by the page and by the rule behind it), and the start writing the batch
and every key before any payout request."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QWidget

from app.models.money import format_money
from app.services.bulk.batch_store import SqliteBatchStore
from app.services.bulk.model import CheckedRow, ImportedRow, PayoutKind, SourceFile
from app.services.bulk.row_checks import RowChecker
from app.services.session import Session
from app.views.bulk.review_page import ReviewPage
from app.views.task_runner import TaskRunner
from app.views.widgets.error_banner import ErrorBanner
from tests.helpers.bodies import CRYPTO_ADDRESSES

SOURCE = SourceFile(name="payroll.csv", sha256="ab" * 32, size=10, format="csv")
PERSON = {
    "currency": "EUR",
    "beneficiary_type": "PERSON",
    "name": "Lena",
    "surname": "Vogel",
    "relation": "FRIEND",
    "document_type": "PASSPORT",
    "document_number": "X1234567",
    "routing_data": "SEPA",
    "account_number": "DE89 3704 0044 0532 0130 00",
    "bank_country": "DE",
    "line1": "Unter den Linden 1",
    "city": "Berlin",
    "postal_code": "10117",
    "province": "Berlin",
    "country": "DE",
    "description": "Salary for May",
}
CRYPTO = {"currency": "USDT", "network": "ETHEREUM", "address": CRYPTO_ADDRESSES["ETHEREUM"]}


def bank_rows(*amounts: str) -> list[CheckedRow]:
    checker = RowChecker(PayoutKind.BANK, currency="EUR", language="en")
    rows = [
        checker.check(ImportedRow(i + 2, {**PERSON, "amount": amount, "own_reference": f"r{i}"}))
        for i, amount in enumerate(amounts)
    ]
    assert all(row.ready for row in rows), [row.errors for row in rows]
    return rows


def crypto_rows(*amounts: tuple[str, str]) -> list[CheckedRow]:
    """(amount, mode) each: mode '' debits the amount, 'received' is what arrives."""
    checker = RowChecker(PayoutKind.CRYPTO, currency="EUR", language="en")
    rows = [
        checker.check(ImportedRow(i + 2, {**CRYPTO, "amount": amount, "amount_mode": mode}))
        for i, (amount, mode) in enumerate(amounts)
    ]
    assert all(row.ready for row in rows), [row.errors for row in rows]
    return rows


def runner_factory(session: Session) -> Callable[[QWidget, ErrorBanner], TaskRunner]:
    return lambda owner, banner: TaskRunner(owner, banner, context=session.context)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def review_page(qtbot, session: Session, store: SqliteBatchStore, **options) -> ReviewPage:  # type: ignore[no-untyped-def]
    page = ReviewPage(session, runner_factory(session), store=store, **options)
    qtbot.addWidget(page)
    page.resize(900, 700)
    page.show()
    return page


def open_funded_account(session: Session, arun) -> None:  # type: ignore[no-untyped-def]
    """A new person's EUR account with 10,000.00 EUR, made the current one."""
    from tests.helpers.full_client import full_client, full_sandbox

    sandbox = full_sandbox(session)
    user = arun(sandbox.create_user({"type": "PERSON", "name": "Ana", "surname": "Ruiz"}))
    account = arun(
        full_client(session).create_account(user.id, {"alias": "Pay", "currency": "EUR"})
    )
    arun(sandbox.deposit(account.id, 1_000_000))
    session.context.choose_account(user.id, account.id)


@pytest.fixture
def store(tmp_path: Path) -> SqliteBatchStore:
    return SqliteBatchStore(tmp_path / "batches.sqlite3")


def test_totals_per_currency_fees_and_the_balance_after(
    qtbot, qloop, counted_session, wire, helpers, arun, store
) -> None:  # type: ignore[no-untyped-def]

    open_funded_account(counted_session, arun)
    rows = bank_rows("100.00", "250.50") + crypto_rows(("50", ""), ("20", "received"))
    page = review_page(qtbot, counted_session, store)
    page.show_rows(rows, SOURCE)
    qtbot.waitUntil(lambda: page.need is not None, timeout=10_000)

    table = page.totals.table
    shown = [
        tuple(table.item(line, column).text() for column in range(3))
        for line in range(table.rowCount())
    ]
    assert shown == [("EUR", "3", "400.50 EUR"), ("USDT", "1", "20.00 USDT")]
    assert len(wire.to("/crypto-payouts/simulate")) == 2  # every crypto row, none of the bank
    assert "Crypto fees:" in page.fees.text()
    assert page.totals.available.text() == "10,000.00 EUR"
    # Every debit is known: bank rows fix theirs, crypto rows have their quote's (fee included).
    assert page.need is not None
    assert page.need.exact
    assert page.need.debit > 35_050 + 5_000  # the quoted USDT row costs something
    assert page.totals.debit.text() == format_money(page.need.debit, "EUR")
    assert page.totals.after.text() == format_money(1_000_000 - page.need.debit, "EUR")
    assert page.countdown.text().startswith("The batch's quotes hold for")
    assert page.start_button.isEnabled()
    assert not page.problem.isVisible()


def test_a_batch_the_balance_cannot_cover_is_refused_with_the_shortfall(
    qtbot, qloop, counted_session, wire, arun, store
) -> None:  # type: ignore[no-untyped-def]

    open_funded_account(counted_session, arun)
    page = review_page(qtbot, counted_session, store)
    page.show_rows(bank_rows("6,000.00", "6,000.00"), SOURCE)
    qtbot.waitUntil(lambda: page.need is not None, timeout=10_000)

    sentence = (
        "This batch debits 12,000.00 EUR, and the account has 10,000.00 EUR available: "
        "2,000.00 EUR short. Add funds or leave rows out, then start it."
    )
    assert page.problem.isVisible()
    assert page.problem.text() == sentence
    assert not page.start_button.isEnabled()
    page.start()  # by its shortcut while disabled: said, not started
    assert page.banner.text == sentence
    assert page.confirmation is None

    # The rule behind the page: past the view's check, the start itself refuses it.
    page._confirmed(QDialog.DialogCode.Accepted.value)
    qtbot.waitUntil(lambda: not page.runner.busy, timeout=10_000)
    assert page.banner.text == sentence
    assert store.unfinished() == []
    assert wire.to("-payouts") == []
    assert not [r for r in counted_session.action_log.records if r.action == "start_batch"]


def test_start_writes_the_batch_and_a_key_per_row_before_any_request(
    qtbot, qloop, counted_session, wire, arun, store
) -> None:  # type: ignore[no-untyped-def]

    open_funded_account(counted_session, arun)
    page = review_page(qtbot, counted_session, store)
    page.show_rows(bank_rows("10.00", "20.00", "30.00"), SOURCE)
    qtbot.waitUntil(lambda: page.start_button.isEnabled(), timeout=10_000)

    page.start_button.click()
    assert page.confirmation is not None
    with qtbot.waitSignal(page.start_requested, timeout=10_000) as started:
        page.confirmation.confirm_button.click()
    batch_id = started.args[0]

    batch = store.batch(batch_id)
    assert batch is not None
    assert (batch.rows, batch.totals, batch.file_sha256) == (3, {"EUR": 6_000}, SOURCE.sha256)
    rows = store.rows(batch_id)
    keys = [row.key for row in rows]
    assert len(set(keys)) == 3
    assert all(uuid.UUID(key).version == 4 for key in keys)
    assert [row.number for row in rows] == [2, 3, 4]
    assert wire.to("-payouts") == []  # written before any payout request
    [start] = [r for r in counted_session.action_log.records if r.action == "start_batch"]
    assert "payroll.csv" in start.detail
    assert "3 rows" in start.detail


def test_one_countdown_for_the_batch_and_one_requote_for_the_expired(
    qtbot, qloop, counted_session, wire, arun, store
) -> None:  # type: ignore[no-untyped-def]

    open_funded_account(counted_session, arun)
    clock = Clock()
    page = review_page(qtbot, counted_session, store, clock=clock)
    page.show_rows(crypto_rows(("50", ""), ("60", ""), ("70", "")), SOURCE)
    qtbot.waitUntil(lambda: page.need is not None, timeout=10_000)
    assert len(wire.to("/simulate")) == 3
    assert page.start_button.isEnabled()
    assert not page.requote_button.isVisible()

    clock.now += page.seconds_left() + 1  # the first quote of the batch ends
    page.tick()
    assert page.countdown.text().startswith("3 quotes expired")
    assert page.requote_button.isVisible()
    assert not page.start_button.isEnabled()
    assert page.blocker() == "Some quotes expired: choose Re-quote expired rows first."

    page.requote_button.click()
    qtbot.waitUntil(lambda: page.need is not None and not page.runner.busy, timeout=10_000)
    assert len(wire.to("/simulate")) == 6  # the three expired, once each
    assert page.countdown.text().startswith("The batch's quotes hold for")
    assert page.start_button.isEnabled()


def test_repeats_stay_out_unless_the_person_ticks_them(
    qtbot, qloop, counted_session, arun, store
) -> None:  # type: ignore[no-untyped-def]
    """A row repeating an earlier one of the file (or a recent payout) was sent with the rest:
    it is left out, said so, and goes only once the person ticks it."""
    from dataclasses import replace

    open_funded_account(counted_session, arun)
    first, second, third = bank_rows("100.00", "100.00", "30.00")
    second = replace(second, duplicate_of=first.row.number)
    third = replace(third, recent_order="ord-1")
    page = review_page(qtbot, counted_session, store)
    page.show_rows([first, second, third], SOURCE)
    assert page.rows == [first]
    assert page.send_repeats.isVisibleTo(page)
    assert not page.send_repeats.isChecked()
    assert "2 rows that repeat" in page.summary.text()
    page.send_repeats.setChecked(True)
    assert page.rows == [first, second, third]
