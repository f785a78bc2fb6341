"""The review store on SQLite and PostgreSQL: an old desk journal migrated and still
verifiable, named and revoked reviewers, two desks appending at once without forking the
chain, and (PostgreSQL) a reviewers' role that may only read and append."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from pathlib import Path

import pytest

from app.services.journal import Journal
from tests.helpers.review_store import Rows, open_journal, rewrite, store_target

OLD_SCHEMA = """
CREATE TABLE entries (seq INTEGER PRIMARY KEY, at TEXT NOT NULL, environment TEXT NOT NULL,
 merchant TEXT NOT NULL, os_user TEXT NOT NULL, action TEXT NOT NULL, target TEXT NOT NULL,
 outcome TEXT NOT NULL, detail TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL);
CREATE TRIGGER entries_no_update BEFORE UPDATE ON entries
BEGIN SELECT RAISE(ABORT, 'the audit journal is append-only'); END;
CREATE TRIGGER entries_no_delete BEFORE DELETE ON entries
BEGIN SELECT RAISE(ABORT, 'the audit journal is append-only'); END;
"""


def old_desk_journal(path: Path, count: int) -> None:
    """A journal.sqlite3 as Teller wrote it before reviewers (hashes with ASCII escapes)."""
    names = ("seq", "at", "environment", "merchant", "os_user", "action", "target")
    names += ("outcome", "detail", "prev_hash")
    with sqlite3.connect(path) as db:
        db.executescript(OLD_SCHEMA)
        prev = "0" * 64
        for seq in range(1, count + 1):
            row = dict(
                zip(
                    names,
                    (
                        seq,
                        "2026-01-01T10:00:00.000Z",
                        "sandbox",
                        "demo",
                        "ana",
                        "export",
                        f"Müller-{seq}.csv",
                        "done",
                        "{}",
                        prev,
                    ),
                    strict=True,
                )
            )
            digest = hashlib.sha256(
                json.dumps(row, sort_keys=True, separators=(",", ":")).encode()
            ).hexdigest()
            db.execute(
                "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?)", [*row.values(), digest]
            )
            prev = digest


def record(journal: Journal, target: str) -> None:
    journal.record(
        environment="sandbox", merchant="demo", action="export", target=target, outcome="done"
    )


def test_an_old_desk_journal_is_migrated_and_still_verifies(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "journal.sqlite3"
    old_desk_journal(path, 3)
    journal = Journal(path, seen_folder=tmp_path / "desk")
    before = journal.store.verify()
    journal.name_reviewer("Ana").result(timeout=10)
    record(journal, "new.csv")
    journal.flush()
    after = journal.store.verify()
    entries = journal.store.entries()
    journal.close()
    assert before.intact
    assert before.unsigned == 3
    assert after.intact
    assert (after.count, after.unsigned, after.reviewers) == (5, 3, 1)
    assert after.seen_matched
    assert [e.author_name for e in entries] == ["", "", "", "Ana", "Ana"]
    with sqlite3.connect(path) as db, pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("DELETE FROM entries")


def test_an_unsigned_entry_after_signed_ones_is_refused(tmp_path, db_url, qapp) -> None:  # type: ignore[no-untyped-def]
    journal = open_journal(tmp_path, db_url)
    journal.name_reviewer("Ana").result(timeout=10)
    record(journal, "a.csv")
    journal.flush()

    def strip(rows: Rows) -> Rows:
        rows[1].update(author_key="", signature="")
        return rows

    rewrite(store_target(tmp_path, db_url), strip)
    fresh = open_journal(tmp_path, db_url, desk="another desk")
    result = fresh.store.verify()
    fresh.close()
    journal.close()
    assert result.broken_at == 2
    assert "unsigned, after signed entries" in result.reason


def test_entries_signed_after_a_revocation_are_refused(tmp_path, db_url, qapp) -> None:  # type: ignore[no-untyped-def]
    ana = open_journal(tmp_path, db_url, desk="ana")
    bea = open_journal(tmp_path, db_url, desk="bea")
    ana_key = ana.name_reviewer("Ana").result(timeout=10).key_id
    bea.name_reviewer("Bea").result(timeout=10)
    record(ana, "before.csv")
    ana.flush()
    bea.record(
        environment="",
        merchant="",
        action="reviewer_revoked",
        target=ana_key,
        outcome="done",
        detail={"key_id": ana_key},
    )
    bea.flush()
    record(ana, "after.csv")  # Ana's desk does not know yet
    ana.flush()
    result = bea.store.verify()
    names = {e.author_name for e in bea.store.entries()}
    ana.close()
    bea.close()
    assert result.broken_at == 5
    assert "revoked at entry 4" in result.reason
    assert names == {"Ana", "Bea"}


def test_two_desks_appending_at_once_never_fork_the_chain(tmp_path, db_url, qapp) -> None:  # type: ignore[no-untyped-def]
    desks = [open_journal(tmp_path, db_url, desk=name) for name in ("ana", "bea")]
    for desk, name in zip(desks, ("Ana", "Bea"), strict=True):
        desk.name_reviewer(name).result(timeout=10)
    start = threading.Barrier(2)

    def work(desk: Journal) -> None:
        start.wait()
        for number in range(40):
            record(desk, f"{number}.csv")
        desk.flush(timeout=60)

    threads = [threading.Thread(target=work, args=(desk,)) for desk in desks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result = desks[0].store.verify()
    entries = desks[0].store.entries()
    for desk in desks:
        desk.close()
    assert result.intact
    assert (result.count, result.reviewers) == (82, 2)
    assert [e.seq for e in entries] == list(range(1, 83))


def test_a_reviewers_role_may_only_read_and_append(tmp_path, db_engine, db_url, qapp) -> None:  # type: ignore[no-untyped-def]
    if db_engine != "postgresql":
        pytest.skip("roles and grants are PostgreSQL's (a SQLite file has its triggers)")
    import psycopg
    from sqlalchemy.engine import make_url

    journal = open_journal(tmp_path, db_url)
    journal.name_reviewer("Owner").result(timeout=10)  # the owner's connection migrates
    journal.close()
    owner = make_url(db_url)
    with psycopg.connect(owner.render_as_string(False), autocommit=True) as conn:
        conn.execute("DROP ROLE IF EXISTS ana_desk")
        conn.execute("CREATE ROLE ana_desk LOGIN PASSWORD 'ana-pass' IN ROLE teller_reviewer")
    ana_url = owner.set(username="ana_desk", password="ana-pass").render_as_string(False)
    ana = Journal(ana_url, seen_folder=tmp_path / "ana")
    ana.name_reviewer("Ana").result(timeout=10)
    record(ana, "a.csv")
    ana.flush()
    assert ana.store.verify().intact
    ana.close()
    with psycopg.connect(ana_url, autocommit=True) as conn:
        for statement in (
            "UPDATE entries SET outcome = 'refused'",
            "DELETE FROM entries",
            "TRUNCATE entries",
            "ALTER TABLE entries DISABLE TRIGGER USER",
            "DROP TABLE entries",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
    with psycopg.connect(owner.render_as_string(False), autocommit=True) as conn:
        conn.execute("DROP OWNED BY ana_desk")
        conn.execute("DROP ROLE ana_desk")
