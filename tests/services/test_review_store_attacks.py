"""Issue 24's four insider attacks, each on SQLite and on PostgreSQL: the insider can write the
file or the table (guards dropped) and knows how hashes are made, but holds no reviewer's
private key and cannot change what this desk remembers of the head. Each of these passed
Verify before the review store ("intact … none changed or removed"), and the flipped mark
showed in the case."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.services.journal import Journal
from app.services.review import ReviewBook
from tests.helpers.review_store import Rows, open_journal, rewrite, store_target


def mark_detail(n: int, mark: str) -> dict[str, str]:
    result = {
        "uid": "u1",
        "session_id": "s1",
        "doc_id": f"doc-{n}",
        "mark": mark,
        "reason": "" if mark == "approved" else "fake_or_altered",
        "comment": "",
        "at": f"2026-11-23T10:00:{n:02d}.000",
    }
    return {"result": json.dumps(result, sort_keys=True, separators=(",", ":"))}


@pytest.fixture
def desk(tmp_path: Path, db_url: str | None, qapp) -> Iterator[Journal]:  # type: ignore[no-untyped-def]
    journal = open_journal(tmp_path, db_url)
    journal.name_reviewer("Ana").result(timeout=10)  # entry 1: Ana's key registered
    yield journal
    journal.close()


def fill(journal: Journal, count: int) -> None:
    """Entries 2..count+1: Ana rejects documents doc-2, doc-3, …"""
    for n in range(2, count + 2):
        journal.record(
            environment="sandbox",
            merchant="demo",
            action="mark_document",
            target="u1/s1",
            outcome="done",
            detail=mark_detail(n, "rejected"),
        )
    journal.flush()
    assert journal.store.verify().intact  # the desk has seen this head


def test_a_change_with_the_chain_recomputed_is_named(desk: Journal, tmp_path, db_url) -> None:  # type: ignore[no-untyped-def]
    fill(desk, 5)

    def change(rows: Rows) -> Rows:
        rows[2]["target"] = "u9/s9"
        return rows

    rewrite(store_target(tmp_path, db_url), change)
    result = desk.store.verify()
    assert result.broken_at == 3


def test_a_change_is_named_by_its_signature_on_a_desk_that_saw_nothing(
    desk: Journal, tmp_path, db_url
) -> None:  # type: ignore[no-untyped-def]
    fill(desk, 5)

    def change(rows: Rows) -> Rows:
        rows[3]["target"] = "u9/s9"
        return rows

    rewrite(store_target(tmp_path, db_url), change)
    fresh = open_journal(tmp_path, db_url, desk="another desk")  # no head seen
    result = fresh.store.verify()
    fresh.close()
    assert result.broken_at == 4
    assert "signature" in result.reason


def test_a_deleted_and_renumbered_entry_is_named(desk: Journal, tmp_path, db_url) -> None:  # type: ignore[no-untyped-def]
    fill(desk, 5)
    rewrite(store_target(tmp_path, db_url), lambda rows: rows[:1] + rows[2:])
    result = desk.store.verify()
    assert result.broken_at == 2


def test_a_cut_tail_is_named_below_the_head_seen(desk: Journal, tmp_path, db_url) -> None:  # type: ignore[no-untyped-def]
    fill(desk, 9)  # entries 1..10
    rewrite(store_target(tmp_path, db_url), lambda rows: rows[:7])
    result = desk.store.verify()
    assert result.broken_at == 8
    assert "entries 8–10 are missing" in result.reason


def test_a_flipped_mark_fails_and_never_reaches_the_case(desk: Journal, tmp_path, db_url) -> None:  # type: ignore[no-untyped-def]
    fill(desk, 3)  # doc-2, doc-3, doc-4 rejected (entries 2..4)

    def flip(rows: Rows) -> Rows:
        rows[1]["detail"] = rows[1]["detail"].replace("rejected", "approved")
        return rows

    rewrite(store_target(tmp_path, db_url), flip)
    assert desk.store.verify().broken_at == 2
    book = ReviewBook()
    book.replay_journal(desk.store.trusted_entries())
    assert "doc-2" not in book.marks("s1")  # not approved: the flipped entry is not taken


def test_a_flipped_entry_never_reaches_the_case_timeline(desk: Journal, tmp_path, db_url) -> None:  # type: ignore[no-untyped-def]
    """The timeline (and the note book it feeds) reads the same trusted entries as the
    marks: it read every stored entry, so a flipped mark or a forged note past a break was
    shown as what happened."""
    from types import SimpleNamespace

    from app.views.compliance.case_record import CaseRecord

    fill(desk, 3)

    def flip(rows: Rows) -> Rows:
        rows[1]["detail"] = rows[1]["detail"].replace("rejected", "approved")
        return rows

    rewrite(store_target(tmp_path, db_url), flip)
    session = SimpleNamespace(environment=SimpleNamespace(key="sandbox"), api_code="demo")
    record = SimpleNamespace(_journal=lambda: desk, _view=SimpleNamespace(session=session))
    entries = CaseRecord.case_entries(record)  # type: ignore[arg-type]
    marks = [e.seq for e in entries if e.action == "mark_document"]
    assert marks == []  # the chain breaks at entry 2: no mark from there on is shown


def test_a_whole_chain_resigned_by_an_insiders_key_fails_against_the_head_seen(
    desk: Journal, tmp_path, db_url
) -> None:  # type: ignore[no-untyped-def]
    """An insider who is a reviewer re-signs a rewritten chain with their own key: every
    signature holds, but it is not the chain this desk saw."""
    fill(desk, 4)
    target = store_target(tmp_path, db_url)
    entries = desk.store.entries()
    desk.close()
    if isinstance(target, Path):
        target.unlink()
    else:
        rewrite(target, lambda rows: [])
    insider = Journal(target, seen_folder=tmp_path / "insider")
    insider.name_reviewer("Ana").result(timeout=10)
    for entry in entries[1:]:
        detail = entry.details
        if entry.seq == 3:
            detail = mark_detail(3, "approved")
        insider.record(
            environment=entry.environment,
            merchant=entry.merchant,
            action=entry.action,
            target=entry.target,
            outcome=entry.outcome,
            detail=detail,
        )
    insider.flush()
    assert insider.store.verify().intact  # to a desk that saw nothing, it looks whole
    insider.close()
    back = Journal(target, seen_folder=tmp_path / "desk")
    result = back.store.verify()
    back.close()
    assert result.broken_at == 1
    assert "not the entry this desk saw" in result.reason
