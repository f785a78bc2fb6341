"""A batch and its rows as the store's columns hold them, and back; and the checks a batch
passes before it is stored (whole and consistent, or not at all).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from app.services.bulk.batch_file import BatchStoreError
from app.services.bulk.model import Batch, BatchRow, PayoutKind, RowState
from app.services.translation import translate


def check_rows(batch: Batch, rows: list[BatchRow]) -> None:
    """A batch is stored whole and consistent, or not at all."""
    if len(rows) != batch.rows:
        raise BatchStoreError(
            translate(
                "BatchStore",
                "Batch {0} says {1} rows but {2} were given: nothing was stored or sent.",
            ).format(batch.id, batch.rows, len(rows))
        )
    indexes, keys = set(), set()
    for row in rows:
        if row.batch_id != batch.id:
            raise BatchStoreError(
                translate(
                    "BatchStore",
                    "Row {0} belongs to batch {1}, not {2}: nothing was stored or sent.",
                ).format(row.number, row.batch_id, batch.id)
            )
        if not row.key.strip():
            raise BatchStoreError(
                translate(
                    "BatchStore", "Row {0} has no idempotency key: nothing was stored or sent."
                ).format(row.number)
            )
        if row.index in indexes or row.key in keys:
            raise BatchStoreError(
                translate(
                    "BatchStore",
                    "Row {0} repeats another row's position or idempotency key: nothing was "
                    "stored or sent.",
                ).format(row.number)
            )
        indexes.add(row.index)
        keys.add(row.key)


def batch_values(batch: Batch) -> dict[str, Any]:
    return {
        "id": batch.id,
        "uid": batch.uid,
        "aid": batch.aid,
        "file_name": batch.file_name,
        "file_sha256": batch.file_sha256,
        "created_at": batch.created_at.isoformat(),
        "started_by": batch.started_by,
        "rows": batch.rows,
        "totals": json.dumps(batch.totals, sort_keys=True),
        "finished": int(batch.finished),
        "place": batch.place,
    }


def row_values(row: BatchRow, now: str) -> dict[str, Any]:
    return {
        "batch_id": row.batch_id,
        "idx": row.index,
        "number": row.number,
        "kind": row.kind.value,
        "key": row.key,
        "body": json.dumps(row.body, sort_keys=True, separators=(",", ":")),
        "state": row.state.value,
        "order_id": row.order_id,
        "reason": row.reason,
        "attempts": row.attempts,
        "updated_at": (row.updated_at.isoformat() if row.updated_at else now),
    }


def batch_of(r: Any) -> Batch:
    return Batch(
        id=r["id"],
        uid=r["uid"],
        aid=r["aid"],
        file_name=r["file_name"],
        file_sha256=r["file_sha256"],
        created_at=datetime.fromisoformat(r["created_at"]),
        started_by=r["started_by"],
        rows=int(r["rows"]),
        totals={str(k): int(v) for k, v in json.loads(r["totals"]).items()},
        finished=bool(r["finished"]),
        place=str(r["place"]),
    )


def row_of(r: Any) -> BatchRow:
    return BatchRow(
        batch_id=r["batch_id"],
        index=int(r["idx"]),
        number=int(r["number"]),
        kind=PayoutKind(r["kind"]),
        key=r["key"],
        body=json.loads(r["body"]),
        state=RowState(r["state"]),
        order_id=r["order_id"],
        reason=r["reason"],
        attempts=int(r["attempts"]),
        updated_at=datetime.fromisoformat(r["updated_at"]),
    )
