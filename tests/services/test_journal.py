"""The audit journal proves it was not edited: any change to its file breaks the chain at
the entry changed, and Verify names it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.services.journal import GENESIS, JournalStore, export_jsonl


def fill(store: JournalStore, count: int) -> None:
    for number in range(1, count + 1):
        store.append(
            {
                "at": f"2026-11-23T10:00:{number:02d}.000Z",
                "environment": "sandbox",
                "merchant": "demo",
                "os_user": "reviewer",
                "action": "bank_payout",
                "target": f"user-{number}/account-{number}",
                "outcome": "done",
                "detail": json.dumps({"idempotencyKey": f"KEY-{number:04d}"}),
            }
        )


def flip_in_file(path: Path, needle: bytes, replacement: bytes) -> None:
    """Change bytes of the store the way someone with a hex editor would, outside Teller."""
    assert len(needle) == len(replacement)
    raw = path.read_bytes()
    assert raw.count(needle) == 1
    path.write_bytes(raw.replace(needle, replacement))


def test_entries_chain_from_the_genesis(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "journal.sqlite3")
    fill(store, 3)
    entries = store.entries()
    assert [e.seq for e in entries] == [1, 2, 3]
    assert entries[0].prev_hash == GENESIS
    assert entries[1].prev_hash == entries[0].hash
    assert store.verify().intact
    assert store.verify().count == 3


def test_a_byte_changed_outside_teller_is_named(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    store = JournalStore(path)
    fill(store, 5)
    flip_in_file(path, b"KEY-0003", b"KEY-0009")
    result = store.verify()
    assert result.broken_at == 3
    assert "changed" in result.reason


def test_a_removed_entry_is_named_by_the_one_after_the_gap(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    store = JournalStore(path)
    fill(store, 5)
    with sqlite3.connect(path) as db:  # someone drops the guard and deletes entry 2
        db.execute("DROP TRIGGER entries_no_delete")
        db.execute("DELETE FROM entries WHERE seq = 2")
    result = store.verify()
    assert result.broken_at == 3
    assert "missing" in result.reason


def test_a_rewritten_chain_tail_still_breaks_at_its_first_entry(tmp_path: Path) -> None:
    """Renumbering after a deletion does not help: the link to the entry before breaks."""
    path = tmp_path / "journal.sqlite3"
    store = JournalStore(path)
    fill(store, 4)
    with sqlite3.connect(path) as db:
        db.execute("DROP TRIGGER entries_no_delete")
        db.execute("DROP TRIGGER entries_no_update")
        db.execute("DELETE FROM entries WHERE seq = 2")
        db.execute("UPDATE entries SET seq = seq - 1 WHERE seq > 2")
    result = store.verify()
    assert result.broken_at == 2
    assert "link" in result.reason


def test_sqlite_refuses_edits_and_deletions(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    store = JournalStore(path)
    fill(store, 1)
    with sqlite3.connect(path) as db, pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("UPDATE entries SET outcome = 'refused'")
    with sqlite3.connect(path) as db, pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("DELETE FROM entries")


def test_the_export_carries_every_field_and_hash(tmp_path: Path) -> None:
    store = JournalStore(tmp_path / "journal.sqlite3")
    fill(store, 2)
    out = tmp_path / "journal.jsonl"
    assert export_jsonl(store.entries(), out) == 2
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["seq"] for line in lines] == [1, 2]
    assert lines[1]["prev_hash"] == lines[0]["hash"]
    assert json.loads(lines[0]["detail"]) == {"idempotencyKey": "KEY-0001"}
