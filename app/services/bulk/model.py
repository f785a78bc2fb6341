"""The records the bulk-payout parts hand each other. Plain frozen dataclasses, Qt-free.

A row keeps the text as the file wrote it (``cells``, by canonical column key) so the grid can
show it and the person can fix it in place; ``CheckedRow.request`` is the request model the
single forms send (``BankPayoutRequest`` / ``CryptoPayoutRequest``), or None while an error
stands. A batch row's idempotency key is made once, written to the store before the first
request, and replayed on every retry and after a crash: it is what makes "never pay twice"
hold for a batch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any, Protocol


class PayoutKind(StrEnum):
    BANK = "bank"
    CRYPTO = "crypto"


@dataclass(frozen=True)
class SourceFile:
    name: str
    sha256: str
    size: int
    format: str  # "csv" | "xlsx"
    encoding: str = ""  # csv: utf-8, utf-8-sig, latin-1
    delimiter: str = ""  # csv: , ; or a tab


@dataclass(frozen=True)
class ImportedRow:
    number: int  # the row's line in the file (1-based, the header is 1), for sentences
    cells: dict[str, str] = field(compare=False, default_factory=dict)  # column key -> text


@dataclass(frozen=True)
class ImportResult:
    file: SourceFile
    kind: PayoutKind
    headers: tuple[str, ...]  # as the file wrote them
    mapping: dict[str, str | None] = field(compare=False, default_factory=dict)  # header -> key
    rows: tuple[ImportedRow, ...] = ()
    problems: tuple[str, ...] = ()  # file-level sentences (unknown columns, limits ...)


@dataclass(frozen=True)
class CellError:
    row: int  # ImportedRow.number
    column: str  # a column key ('' for the row as a whole)
    sentence: str


@dataclass(frozen=True)
class CheckedRow:
    row: ImportedRow
    request: Any = field(compare=False, default=None)  # BankPayoutRequest | CryptoPayoutRequest
    errors: tuple[CellError, ...] = ()
    duplicate_of: int | None = None  # the earlier row number with the same payout, in the file
    recent_order: str = ""  # an order sent in the last days that this row repeats
    currency: str = ""
    amount: Decimal | None = None  # in the row's currency, as the person reads it
    # Cells fixed in the grid: column key -> the text the file had, so a re-import of the
    # same file keeps the fixes where its row still reads as it did (row_checks.carry_fixes).
    fixed: dict[str, str] = field(compare=False, default_factory=dict)

    @property
    def ready(self) -> bool:
        return self.request is not None and not self.errors


class RowState(StrEnum):
    PENDING = "pending"  # key written, not sent yet
    SENDING = "sending"  # a request is (or was, if Teller died) in flight
    CREATED = "created"
    SETTLED = "settled"
    OTP_NEEDED = "otp_needed"  # created, waiting for its one-time code
    FAILED = "failed"  # the order exists and failed
    REFUSED = "refused"  # the server refused the request (reason at the row)
    UNKNOWN = "unknown"  # no answer: resolved by replaying the row's own key


FINAL_STATES = frozenset({RowState.CREATED, RowState.SETTLED, RowState.FAILED, RowState.REFUSED})


@dataclass(frozen=True)
class BatchRow:
    batch_id: str
    index: int  # 0-based, the order rows are sent in
    number: int  # the file's row number
    kind: PayoutKind
    key: str  # the idempotency key, made once
    body: dict[str, Any] = field(compare=False, default_factory=dict)  # the request as sent
    state: RowState = RowState.PENDING
    order_id: str = ""
    reason: str = ""
    attempts: int = 0
    updated_at: datetime | None = None


@dataclass(frozen=True)
class Batch:
    id: str
    uid: str
    aid: str
    file_name: str
    file_sha256: str
    created_at: datetime
    started_by: str  # the reviewer's key id or the desk's user
    rows: int
    totals: dict[str, int] = field(compare=False, default_factory=dict)  # currency -> minor
    finished: bool = False
    place: str = ""  # where it is paid: ``place_of`` its environment and merchant


def place_of(environment_key: str, merchant: str) -> str:
    """Where a batch is paid: the environment (its stable key, not a port the built-in sandbox
    changes on each start) and the merchant signed in. A batch is resumed only there."""
    return f"{environment_key} {merchant}"


class BatchStore(Protocol):
    """What the sender needs of the store (``batch_store.SqliteBatchStore``)."""

    def create(self, batch: Batch, rows: list[BatchRow]) -> None: ...
    def batch(self, batch_id: str) -> Batch | None: ...
    def rows(self, batch_id: str) -> list[BatchRow]: ...
    def update_row(
        self, batch_id: str, index: int, state: RowState, *, order_id: str = "", reason: str = ""
    ) -> BatchRow: ...
    def unfinished(self, place: str | None = None) -> list[Batch]: ...
    def finish(self, batch_id: str) -> None: ...
