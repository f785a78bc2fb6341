"""The review store: verifying 100,000 signed entries, and opening a case's 500 entries from
PostgreSQL, each beside a baseline measured in the same run.

Run: .venv/bin/python -m benchmarks.review_store [ENTRIES]   (default 100000)
Verify, cold: a desk that has seen none of the chain checks every Ed25519 signature (two
threads). Verify, warm: a desk that saw the head checks links, hashes and what it saw, and the
signatures of entries past its head only (none here). Baseline: reading the rows alone.
Case open: the marks' entries read, verified (warm) and replayed into a ReviewBook, on
PostgreSQL (pgserver) beside the same on SQLite.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

from benchmarks.common import machine


def fill(target: Path | str, count: int, seen: Path) -> Any:
    """``count`` signed entries by two reviewers, written in one transaction."""
    from app.services.journal import JournalStore
    from app.services.review_store import engine as store_engine
    from app.services.review_store.chain import GENESIS, entry_hash, signed_bytes
    from app.services.review_store.schema import COLUMNS, entries
    from app.services.review_store.signing import REGISTERED, SigningKey

    store = JournalStore(target, seen_folder=seen)
    keys = [SigningKey.generate(), SigningKey.generate()]
    rows: list[dict[str, Any]] = []
    prev = GENESIS
    for seq in range(1, count + 1):
        key = keys[seq % 2]
        if seq <= 2:
            action, detail = REGISTERED, {"public_key": key.public_hex, "name": f"R{seq}"}
        else:
            action = "mark_document"
            mark = {"uid": f"u{seq % 50}", "session_id": f"s{seq % 50}", "doc_id": f"d{seq}"}
            detail = {"result": json.dumps({**mark, "mark": "rejected", "at": "2026"})}
        row: dict[str, Any] = {
            "seq": seq,
            "at": "2026-11-26T10:00:00.000Z",
            "environment": "sandbox",
            "merchant": "demo",
            "os_user": "bench",
            "action": action,
            "target": f"u{seq % 50}/s{seq % 50}",
            "outcome": "done",
            "detail": json.dumps(detail, sort_keys=True),
            "prev_hash": prev,
            "author_key": key.key_id,
        }
        row["hash"] = prev = entry_hash(row)
        row["signature"] = key.sign(signed_bytes(row))
        rows.append({name: row[name] for name in COLUMNS})
    engine = store._open()
    with store_engine.write(engine) as conn:
        conn.execute(entries.insert(), rows)
    return store


def timed(run: Any, rounds: int = 3) -> float:
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        run()
        samples.append(time.perf_counter() - started)
    return min(samples)


def verify_100k(count: int, folder: Path) -> None:
    store = fill(folder / "journal.sqlite3", count, folder / "seen")
    read = timed(store.rows)
    started = time.perf_counter()
    cold = store.verify()
    cold_s = time.perf_counter() - started
    assert cold.intact, cold.reason
    warm_s = timed(store.verify)
    print(f"| read {count:,} rows (baseline) | {read:.2f} s | 1.0x |")
    print(f"| Verify, warm (head seen) | {warm_s:.2f} s | {warm_s / read:.1f}x |")
    print(f"| Verify, cold (every signature) | {cold_s:.2f} s | {cold_s / read:.1f}x |")
    store.dispose()


def open_case(target: Path | str, folder: Path) -> float:
    from app.services.review import ReviewBook

    store = fill(target, 500, folder)
    store.verify()  # the desk has seen it: what opening a case meets every day

    def run() -> None:
        book = ReviewBook()
        book.replay_journal(store.trusted_entries())

    best = timed(run, 5)
    store.dispose()
    return best


def postgres_url(folder: Path) -> tuple[Any, str]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

        server = pgserver.get_server(folder, cleanup_mode="stop")
    return server, server.get_uri()


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    print(machine())
    with tempfile.TemporaryDirectory(prefix="teller-bench-store-") as name:
        folder = Path(name)
        print("| verifying | time | vs read |\n|---|---|---|")
        verify_100k(count, folder / "verify")
        sqlite_s = open_case(folder / "case.sqlite3", folder / "seen-sqlite")
        pg_folder = Path(tempfile.mkdtemp(prefix="teller-bench-pg-"))
        server, url = postgres_url(pg_folder)
        try:
            pg_s = open_case(url, folder / "seen-pg")
        finally:
            server.cleanup()
        print("\n| opening a case of 500 entries | time | vs SQLite |\n|---|---|---|")
        print(f"| SQLite (baseline) | {sqlite_s * 1000:.0f} ms | 1.0x |")
        print(f"| PostgreSQL | {pg_s * 1000:.0f} ms | {pg_s / sqlite_s:.1f}x |")


if __name__ == "__main__":
    main()
