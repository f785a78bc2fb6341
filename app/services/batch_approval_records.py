"""A batch's four-eyes records: the proposal one person makes of a batch as reviewed (its
account, file and SHA-256, rows, totals per currency and rows' fingerprint) and a second
person's answer to it (confirmed or returned, with a reason). Each is journalled as its
compact JSON, the door's recorded detail; the rules and the book that folds them are in
batch_four_eyes.py, which names these too.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from app.models.money import format_money
from app.services.bulk.fingerprint import rows_fingerprint
from app.services.bulk.model import Batch, BatchRow
from app.services.reviewers import Reviewer


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def totals_words(totals: Mapping[str, int]) -> str:
    """'1,000.00 EUR + 25.00 USD': what a person types to confirm the batch in production."""
    return " + ".join(format_money(amount, currency) for currency, amount in totals.items())


def _totals(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise TypeError("totals")
    return {str(currency): int(amount) for currency, amount in value.items()}


@dataclass(frozen=True)
class BatchProposal:
    """A batch as reviewed, proposed by one person for a second one to confirm."""

    uid: str  # the account's user (the door's target, and what the book's ``changed`` says)
    aid: str
    batch_id: str
    file_name: str
    file_sha256: str
    fingerprint: str
    rows: int
    totals: dict[str, int]  # currency -> minor units
    by: str  # the proposer's key id
    by_name: str
    at: str = field(default_factory=_now)

    @classmethod
    def of(cls, batch: Batch, rows: Sequence[BatchRow], by: Reviewer) -> BatchProposal:
        return cls(
            batch.uid,
            batch.aid,
            batch.id,
            batch.file_name,
            batch.file_sha256,
            rows_fingerprint(rows),
            len(rows),
            dict(batch.totals),
            by.key_id,
            by.name,
        )

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> BatchProposal:
        return cls(**{**data, "rows": int(data["rows"]), "totals": _totals(data["totals"])})

    @property
    def id(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @property
    def proposer(self) -> Reviewer:
        return Reviewer(self.by, self.by_name)


@dataclass(frozen=True)
class BatchAnswer:
    """A second person's confirmation or return (with its reason) of one proposal, which it
    carries whole: an answer to a proposal superseded meanwhile answers nothing."""

    uid: str
    aid: str
    batch_id: str
    file_name: str
    file_sha256: str
    fingerprint: str
    rows: int
    totals: dict[str, int]
    proposed_by: str
    proposed_by_name: str
    proposed_at: str
    by: str  # the answering person's key id
    by_name: str
    reason: str = ""  # a return's reason
    at: str = field(default_factory=_now)

    @classmethod
    def to(cls, proposal: BatchProposal, by: Reviewer, reason: str = "") -> BatchAnswer:
        return cls(
            proposal.uid,
            proposal.aid,
            proposal.batch_id,
            proposal.file_name,
            proposal.file_sha256,
            proposal.fingerprint,
            proposal.rows,
            dict(proposal.totals),
            proposal.by,
            proposal.by_name,
            proposal.at,
            by.key_id,
            by.name,
            reason,
        )

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> BatchAnswer:
        return cls(**{**data, "rows": int(data["rows"]), "totals": _totals(data["totals"])})

    @property
    def id(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @property
    def proposal(self) -> BatchProposal:
        return BatchProposal(
            self.uid,
            self.aid,
            self.batch_id,
            self.file_name,
            self.file_sha256,
            self.fingerprint,
            self.rows,
            dict(self.totals),
            self.proposed_by,
            self.proposed_by_name,
            self.proposed_at,
        )

    @property
    def answerer(self) -> Reviewer:
        return Reviewer(self.by, self.by_name)
