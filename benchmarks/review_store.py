"""The review store: verifying 100,000 signed entries, and opening a case's 500 entries from
PostgreSQL, each beside a baseline measured in the same run.

Run: .venv/bin/python -m benchmarks.review_store [ENTRIES]   (default 100000)
     .venv/bin/python -m benchmarks.review_store desks [MARKS]   (default 50)
Verify, cold: a desk that has seen none of the chain checks every Ed25519 signature (two
threads). Verify, warm: a desk that saw the head checks links, hashes and what it saw, and the
signatures of entries past its head only (none here). Baseline: reading the rows alone.
Case open: the marks' entries read, verified (warm) and replayed into a ReviewBook, on
PostgreSQL (pgserver) beside the same on SQLite.
Desks: two desks on one PostgreSQL store; desk A records a mark, desk B's follower (polling
the head, app/services/other_desks.py) reads, verifies and hands it to B's UI thread (a
queued signal, as in the app). Latency from A's record() to B's slot, median and p95, at the
default interval and at 0.1 s; the baseline beside it is one look at the head that found
nothing new (the price of each poll).
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


def mark_latencies(url: str, folder: Path, marks: int, interval: float) -> list[float]:
    """Seconds from desk A's record() of each mark to desk B's UI thread holding it."""
    import random

    from PySide6.QtCore import QCoreApplication, QObject, Slot

    from app.services.journal import Journal

    app = QCoreApplication.instance() or QCoreApplication([])
    ana = Journal(url, seen_folder=folder / "ana")
    bea = Journal(url, seen_folder=folder / "bea")
    for desk, name in ((ana, "Ana"), (bea, "Bea")):
        desk.check().result(timeout=60)
        desk.name_reviewer(name).result(timeout=60)
    arrived: dict[str, float] = {}

    class Desk(QObject):
        @Slot(object)
        def take(self, entries: list[Any]) -> None:
            for entry in entries:
                arrived[entry.target] = time.perf_counter()

    receiver = Desk()
    others = bea.follow(interval)
    others.arrived.connect(receiver.take)
    latencies = []
    for number in range(marks):
        time.sleep(random.uniform(0, interval))  # marks land at any phase of B's polling
        target = f"mark-{interval}-{number}"
        started = time.perf_counter()
        ana.record(
            environment="sandbox",
            merchant="demo",
            action="mark_document",
            target=target,
            outcome="done",
            detail={"result": "{}"},
        )
        while target not in arrived:
            app.processEvents()
            time.sleep(0.001)
        latencies.append(arrived[target] - started)
    ana.close()
    bea.close()
    return latencies


def desks(marks: int) -> None:
    import statistics

    from app.services.other_desks import INTERVAL

    print(machine())
    with tempfile.TemporaryDirectory(prefix="teller-bench-desks-") as name:
        folder = Path(name)
        pg_folder = Path(tempfile.mkdtemp(prefix="teller-bench-pg-"))
        server, url = postgres_url(pg_folder)
        try:
            store = fill(url, 500, folder / "seen")
            poll = timed(store.head, 50)
            store.dispose()
            rows = []
            for interval in (INTERVAL, 0.1):
                found = sorted(mark_latencies(url, folder / f"i{interval}", marks, interval))
                p95 = found[max(0, round(0.95 * len(found)) - 1)]
                rows.append((interval, statistics.median(found), p95, found[-1]))
        finally:
            server.cleanup()
    print(f"\n| a mark appearing on the other desk ({marks} marks) | median | p95 | max |")
    print("|---|---|---|---|")
    print(f"| one look at the head, nothing new (baseline) | {poll * 1000:.1f} ms | | |")
    for interval, median, p95, worst in rows:
        print(
            f"| polling every {interval * 1000:.0f} ms | {median * 1000:.0f} ms "
            f"| {p95 * 1000:.0f} ms | {worst * 1000:.0f} ms |"
        )


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "desks":
        desks(int(sys.argv[2]) if len(sys.argv) > 2 else 50)
        return
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
