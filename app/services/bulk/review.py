"""What a batch is before anything moves: its count and total per currency, what it debits
from the account (crypto rows by their simulation, fee included), whether the account can
cover it, and the batch with one new key per row, stored before the door's ``start_batch``.

The rule that a batch the balance cannot cover does not start lives here (``cover_problem``)
and is asked again with a fresh balance by ``start_reviewed_batch``: the review screen asks it
early to say so, but the start is what counts. A bank payout's fee is set by the server (the
API simulates none), so a bank row's debit is the least it needs: the shortfall is said as
"at least" then, as the single form says it.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, Protocol

from app.models.accounts import Account
from app.models.money import format_money, to_decimal
from app.models.payout_limits import available
from app.models.payouts import (
    CryptoPayoutRequest,
    CryptoPayoutSimulation,
    CryptoPayoutSimulationRequest,
)
from app.services.bulk.fingerprint import fingerprint
from app.services.bulk.model import Batch, BatchRow, BatchStore, CheckedRow, PayoutKind, SourceFile
from app.services.context import AccountRef
from app.services.door import ActionRefused
from app.services.translation import translate

SIMULATIONS_AT_ONCE = 4  # the server's rate limit is shared with everything else on screen


class BatchRefused(ActionRefused):
    """The batch may not start (the balance cannot cover it): nothing was stored or sent."""


@dataclass(frozen=True)
class CurrencyTotal:
    currency: str
    rows: int
    total: Decimal  # as the person reads it (the rows' fixed side, in that currency)


@dataclass(frozen=True)
class Quoted:
    """A crypto row's simulation and when its quote ends (monotonic seconds)."""

    simulation: CryptoPayoutSimulation
    deadline: float


@dataclass(frozen=True)
class Need:
    """What the batch takes from the account, in its currency (minor units)."""

    debit: int  # known debits: the least the batch needs
    exact: bool  # every row's debit is known (no bank fee, no unknown rate)
    unknown_rows: int = 0  # rows whose debit is in another currency with no quote


def totals_by_currency(rows: Sequence[CheckedRow]) -> list[CurrencyTotal]:
    """Count and total per currency, in the order currencies first appear."""
    found: dict[str, tuple[int, Decimal]] = {}
    for row in rows:
        if row.amount is None:
            continue
        count, total = found.get(row.currency, (0, Decimal(0)))
        found[row.currency] = (count + 1, total + row.amount)
    return [CurrencyTotal(c, n, total) for c, (n, total) in found.items()]


def kind_of(row: CheckedRow) -> PayoutKind:
    return PayoutKind.CRYPTO if isinstance(row.request, CryptoPayoutRequest) else PayoutKind.BANK


def body_of(row: CheckedRow) -> dict[str, Any]:
    """The request as the single form sends it (wire names, no unset members)."""
    body: dict[str, Any] = row.request.to_wire()
    return body


def simulation_request(row: CheckedRow) -> CryptoPayoutSimulationRequest:
    body = body_of(row)
    return CryptoPayoutSimulationRequest.model_validate(
        {"amounts": body["amounts"], "recipient": {"network": body["recipient"]["network"]}}
    )


def quote_seconds(simulation: CryptoPayoutSimulation) -> float:
    """How long a quote holds, by the server's own two timestamps (as the single form)."""
    quote = simulation.quote
    if quote.timestamp is not None:
        return (quote.valid_until - quote.timestamp).total_seconds()
    return (quote.valid_until - datetime.now(UTC)).total_seconds()


Simulate = Callable[[CryptoPayoutSimulationRequest], Awaitable[CryptoPayoutSimulation]]
Landed = Callable[[int, "Quoted | Exception"], None]


async def simulate_rows(
    rows: Sequence[tuple[int, CheckedRow]],
    simulate: Simulate,
    *,
    at_once: int = SIMULATIONS_AT_ONCE,
    landed: Landed | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> dict[int, Quoted | Exception]:
    """Each crypto row's simulation (by the caller's index), ``at_once`` at a time. A row's
    failure is its own (its error is kept for the row), the others go on; ``landed`` hears
    each as it comes, for a progress line."""
    gate = asyncio.Semaphore(at_once)
    found: dict[int, Quoted | Exception] = {}

    async def one(index: int, row: CheckedRow) -> None:
        async with gate:
            asked_at = clock()
            result: Quoted | Exception
            try:
                simulation = await simulate(simulation_request(row))
                result = Quoted(simulation, asked_at + quote_seconds(simulation))
            except Exception as exc:  # kept at its row, said there
                result = exc
        found[index] = result
        if landed is not None:
            landed(index, result)

    await asyncio.gather(*(one(index, row) for index, row in rows))
    return found


def need_of(
    rows: Sequence[CheckedRow], quotes: Mapping[int, Quoted | Exception], account_currency: str
) -> Need:
    """What the rows debit: a quoted crypto row its simulation's debit (fee included), a row
    fixing its debit that amount (the fee comes out of it), a row fixing what is received in
    the account's own currency at least that (the fee on top); anything else (another
    currency, no quote) is not known before sending."""
    debit, exact, unknown = 0, True, 0
    for index, row in enumerate(rows):
        body = body_of(row)
        amounts = body["amounts"]
        quoted = quotes.get(index)
        if isinstance(quoted, Quoted) and quoted.simulation.origin.amount is not None:
            debit += quoted.simulation.origin.amount
            continue
        debited = amounts["debitedAmount"]
        received = amounts["receivedAmount"]
        if debited.get("amount"):
            debit += int(debited["amount"])
        elif received.get("currency") == account_currency:
            debit += int(received.get("amount") or 0)
            exact = False
        else:
            unknown += 1
            exact = False
    return Need(debit, exact, unknown)


MoneyWords = Callable[[int, str], str]


def cover_problem(account: Account, need: Need, money: MoneyWords = format_money) -> str | None:
    """Why the account cannot cover the batch, with by how much; None when it can.
    ``money``: how amounts are written (a view passes the language's)."""
    free = available(account)
    short = need.debit - free
    if short <= 0:
        return None
    currency = account.currency
    if need.exact:
        text = translate(
            "BulkReview",
            "This batch debits {0}, and the account has {1} available: {2} short. Add funds "
            "or leave rows out, then start it.",
        )
    else:
        text = translate(
            "BulkReview",
            "This batch debits at least {0} (some fees are set by the server), and the account "
            "has {1} available: at least {2} short. Add funds or leave rows out, then start it.",
        )
    return text.format(money(need.debit, currency), money(free, currency), money(short, currency))


def balance_after(account: Account, need: Need) -> Decimal:
    return to_decimal(available(account) - need.debit)


def make_batch(
    rows: Sequence[CheckedRow],
    file: SourceFile,
    ref: AccountRef,
    started_by: str,
    place: str = "",
) -> tuple[Batch, list[BatchRow]]:
    """The batch and its rows, ONE new key a row (uuid4): made once here, stored before the
    first request, and replayed on every retry and resume. ``place``: where it is paid
    (``model.place_of``); the door refuses to send it anywhere else."""
    batch_id = str(uuid.uuid4())
    totals: dict[str, int] = {}
    stored: list[BatchRow] = []
    for index, row in enumerate(rows):
        body = body_of(row)
        amounts = body["amounts"]
        side = amounts["debitedAmount"] if amounts["debitedAmount"].get("amount") else None
        money = side or amounts["receivedAmount"]
        currency = str(money["currency"])
        totals[currency] = totals.get(currency, 0) + int(money.get("amount") or 0)
        stored.append(
            BatchRow(batch_id, index, row.row.number, kind_of(row), str(uuid.uuid4()), body)
        )
    batch = Batch(
        batch_id,
        ref.uid,
        ref.aid,
        file.name,
        file.sha256,
        datetime.now(UTC),
        started_by,
        len(stored),
        totals,
        place=place,
    )
    return batch, stored


def checked_fingerprint(rows: Sequence[CheckedRow]) -> str:
    """The fingerprint the batch made of these rows will have (``batch_four_eyes``): a row
    fixed in the grid after a proposal changes it, and the proposal no longer holds."""
    return fingerprint((kind_of(row).value, body_of(row)) for row in rows)


class StartingActions(Protocol):
    async def start_batch(
        self,
        ref: AccountRef,
        batch: Batch,
        *,
        resumed: bool = False,
        keys: Collection[str] = (),
        rows: Sequence[BatchRow] = (),
    ) -> None: ...

    def finish_batch(
        self, ref: AccountRef, batch: Batch, counts: Mapping[str, int], *, how: str = "ended"
    ) -> None: ...


async def start_reviewed_batch(
    actions: StartingActions,
    account: Callable[[], Awaitable[Account]],
    store: BatchStore,
    ref: AccountRef,
    batch: Batch,
    rows: list[BatchRow],
    need: Need,
    money: MoneyWords = format_money,
) -> Batch:
    """Start a reviewed batch: the balance asked again (refused with the shortfall), the door's
    ``start_batch`` (the guard's typed total in production, a second person's confirmation on
    a four-eyes profile; its journal entry), then the batch and every key written to the
    store, before the sender's first request.

    The door comes before the store so that a refused start leaves nothing stored: the same
    batch (the one a second person confirmed, by its id) can be started again once the
    refusal is dealt with (a mistyped total), and nothing is offered for resuming. A store
    that cannot be written ends the run at once in the journal: nothing was sent."""
    problem = cover_problem(await account(), need, money)
    if problem is not None:
        raise BatchRefused(problem)
    await actions.start_batch(ref, batch, rows=rows)
    try:
        await asyncio.to_thread(store.create, batch, rows)
    except BaseException:
        actions.finish_batch(ref, batch, {}, how="stopped")
        raise
    return batch
