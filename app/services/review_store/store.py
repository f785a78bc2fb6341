"""The review store's one service: append signed entries, read them, verify them.

Every method may block on the disk or the network: the journal calls them on its writer
thread, views through ``asyncio.to_thread``. What this desk has seen is kept by a ``Witness``
outside the store and moves forward only with entries verified or appended here.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from sqlalchemy import select

from app.services.review_store import engine as store_engine
from app.services.review_store.canonical import canonical
from app.services.review_store.chain import GENESIS, entry_hash, signed_bytes
from app.services.review_store.heads import SignedHead, Witness
from app.services.review_store.schema import COLUMNS, entries
from app.services.review_store.signing import SigningKey
from app.services.review_store.verify import (
    Cancelled,
    Progress,
    Verification,
    names_of,
    verify_rows,
)

Row = tuple[Any, ...]


class ReviewStore:
    def __init__(self, target: Path | str, *, seen_folder: Path | None = None) -> None:
        self.target = target
        self.location = store_engine.location_of(target)
        self.witness = Witness(seen_folder, self.location)
        self.id = self.witness.id
        self._engine: Any = None
        self._lock = threading.Lock()  # opening once; SQLite writers in this process in turn

    @property
    def path(self) -> Path | None:
        return self.target if isinstance(self.target, Path) else None

    @property
    def is_postgres(self) -> bool:
        return not isinstance(self.target, Path)

    def _open(self) -> Any:
        with self._lock:
            if self._engine is None:
                engine = store_engine.make_engine(self.target)
                store_engine.upgrade(engine)
                self._engine = engine
            return self._engine

    def append(self, fields: Mapping[str, str], key: SigningKey | None = None) -> dict[str, Any]:
        """One entry at the head, signed by ``key`` (unsigned only without one: tests of the
        desk journal before reviewers). Returns the row as written."""
        return self.append_many([fields], key)[0]

    def append_many(
        self, many: Sequence[Mapping[str, str]], key: SigningKey | None = None
    ) -> list[dict[str, Any]]:
        """Entries at the head in this order, each chained to the one before and signed, in
        ONE transaction: all are written or none. What a batch's rows cost the journal:
        one commit (synced) for what was queued together, not one each."""
        if not many:
            return []
        engine = self._open()
        written: list[dict[str, Any]] = []
        with store_engine.write(engine) as conn:
            last = conn.execute(
                select(entries.c.seq, entries.c.hash).order_by(entries.c.seq.desc()).limit(1)
            ).first()
            seq, prev = (int(last[0]), str(last[1])) if last else (0, GENESIS)
            first_prev = prev
            author = key.key_id if key is not None else ""  # derived from the key: once
            for fields in many:
                seq += 1
                row: dict[str, Any] = {**fields, "seq": seq, "prev_hash": prev}
                row["author_key"] = author
                row["hash"] = prev = entry_hash(row)
                row["signature"] = key.sign(signed_bytes(row)) if key is not None else ""
                written.append(row)
            conn.execute(
                entries.insert(), [{name: row[name] for name in COLUMNS} for row in written]
            )
        self.witness.saw_appended_run(written[0]["seq"], first_prev, [r["hash"] for r in written])
        return written

    def rows(self) -> list[Row]:
        """Every entry in sequence order (never by time: desks' clocks differ)."""
        if self.path is not None and not self.path.exists():
            return []
        engine = self._open()
        with engine.connect() as conn:
            found = conn.execute(
                select(*(entries.c[name] for name in COLUMNS)).order_by(entries.c.seq)
            ).all()
        return [tuple(r) for r in found]

    def rows_after(self, seq: int) -> list[Row]:
        """The entries past ``seq``, in sequence order: what other desks appended since."""
        engine = self._open()
        with engine.connect() as conn:
            found = conn.execute(
                select(*(entries.c[name] for name in COLUMNS))
                .where(entries.c.seq > seq)
                .order_by(entries.c.seq)
            ).all()
        return [tuple(r) for r in found]

    def head(self) -> tuple[int, str] | None:
        engine = self._open()
        with engine.connect() as conn:
            last = conn.execute(
                select(entries.c.seq, entries.c.hash).order_by(entries.c.seq.desc()).limit(1)
            ).first()
        return (int(last[0]), str(last[1])) if last else None

    def names(self, rows: list[Row] | None = None) -> dict[str, str]:
        return names_of(self.rows() if rows is None else rows)

    def verify(
        self,
        progress: Progress | None = None,
        cancelled: Cancelled | None = None,
        *,
        rows: list[Row] | None = None,
    ) -> Verification:
        """Walk the chain against this desk's seen head; a chain that holds becomes the head
        this desk has seen. ``rows``: the chain as the caller has just read it (read here
        otherwise), so what is verified is exactly what the caller then uses."""
        rows = self.rows() if rows is None else rows
        result = verify_rows(
            rows, self.witness.head(), self.witness.prefixes(), progress, cancelled
        )
        if result.intact:
            self.witness.saw(result.hashes)
        return result

    def signed_head(self, key: SigningKey) -> SignedHead | None:
        """The head as it is now, signed by ``key``: what a bundle or report carries."""
        head = self.head()
        if head is None:
            return None
        seq, digest = head
        message = canonical({"seq": seq, "hash": digest, "store": self.id})
        return SignedHead(seq, digest, key.key_id, key.sign(message), self.id)

    def dispose(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
