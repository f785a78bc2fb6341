"""Entries recorded while the journal's writer is busy are appended together: one
transaction (one synced commit) for all of them, each still chained, signed, in the order
recorded, and each caller's future answered with its own entry. One commit an entry cost a
batch's row 1.9 ms of CPU and a 10 ms sync, so the journal fell behind the sending
(docs/performance.md, "Bulk payouts"). And what each entry asks on the sending thread is
asked once."""

from __future__ import annotations

import getpass
import json
import threading
import time
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from sqlalchemy import event

from app.services.journal import BrokenJournalError, Journal, os_user
from app.services.review_store.signing import SigningKey
from app.services.review_store.verify import Verification


@pytest.fixture
def journal(tmp_path: Path, qapp) -> Iterator[Journal]:  # type: ignore[no-untyped-def]
    made = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "desk")
    made.record(
        environment="sandbox", merchant="demo", action="sign_in", target="x", outcome="done"
    )
    made.flush()  # the desk's key made and registered before the burst
    yield made
    made.close()


def row(journal: Journal, number: int):  # type: ignore[no-untyped-def]
    return journal.record(
        environment="sandbox",
        merchant="demo",
        action="bank_payout",
        target="user/account",
        outcome="done",
        detail={"idempotencyKey": f"KEY-{number:04d}", "result": f"order-{number}"},
    )


def held(journal: Journal) -> threading.Event:
    """The writer kept busy until the event is set (as while it syncs a commit)."""
    release = threading.Event()
    journal._writer.submit(release.wait, 10)
    return release


def test_a_burst_is_one_commit_each_entry_chained_and_answered(journal: Journal) -> None:
    commits: list[object] = []
    event.listen(journal.store._open(), "commit", commits.append)
    release = held(journal)
    futures = [row(journal, number) for number in range(50)]
    release.set()
    entries = [future.result(timeout=10) for future in futures]

    assert len(commits) == 1
    assert [json.loads(e.detail)["idempotencyKey"] for e in entries] == [
        f"KEY-{n:04d}" for n in range(50)
    ]
    seqs = [e.seq for e in entries]
    assert seqs == list(range(seqs[0], seqs[0] + 50))
    assert all(b.prev_hash == a.hash for a, b in pairwise(entries))
    assert all(e.signature and e.author_key == journal.reviewer.key_id for e in entries)
    result = journal.store.verify()
    assert result.intact
    assert result.count == seqs[-1]
    assert journal.store.witness.head() is not None
    assert journal.store.witness.head().seq == seqs[-1]  # type: ignore[union-attr]


def test_a_flush_waits_for_entries_recorded_before_it(journal: Journal) -> None:
    release = held(journal)
    futures = [row(journal, number) for number in range(5)]
    flushed = threading.Thread(target=journal.flush)
    flushed.start()
    release.set()
    flushed.join(10)
    assert all(future.done() for future in futures)


def test_a_broken_journal_refuses_the_whole_group_and_says_it_once(journal: Journal, qtbot) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []
    journal.failed.connect(said.append)
    journal.broken = Verification(count=1, broken_at=2, reason="edited")
    release = held(journal)
    futures = [row(journal, number) for number in range(3)]
    release.set()
    for future in futures:
        with pytest.raises(BrokenJournalError):
            future.result(timeout=10)
    journal.flush()  # every sentence the group makes is posted to the UI thread by now
    qtbot.waitUntil(lambda: len(said) > 0)
    QCoreApplication.processEvents()  # and any second one delivered
    assert len(said) == 1
    assert "broken at entry 2" in said[0]


def test_an_entry_recorded_after_close_is_refused_not_lost(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    journal = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "desk")
    journal.close()
    with pytest.raises(RuntimeError):
        row(journal, 1)
    with pytest.raises(RuntimeError):  # the next one too: nothing waits in a queue for ever
        row(journal, 2)


def test_the_os_user_is_asked_once_a_process(
    journal: Journal, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a variable naming the user (a container), ``getpass`` reads the password
    database: 30 to 50 us on the thread that sends a batch, for every row's entry."""
    asked: list[int] = []
    monkeypatch.setattr(getpass, "getuser", lambda: asked.append(1) or "ana")
    forget = getattr(os_user, "cache_clear", lambda: None)
    forget()
    try:
        entries = [row(journal, number).result(timeout=10) for number in range(3)]
    finally:
        forget()
    assert asked == [1]
    assert [entry.os_user for entry in entries] == ["ana"] * 3


def test_a_group_derives_its_authors_key_id_once(
    journal: Journal, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The key id is worked out from the private key (a scalar multiplication, as costly as
    a signature): once for the group, not once an entry."""
    derived: list[int] = []
    real = SigningKey.key_id

    def counted(key: SigningKey) -> str:
        derived.append(1)
        return real.fget(key)  # type: ignore[attr-defined,no-any-return]

    release = held(journal)
    futures = [row(journal, number) for number in range(20)]
    monkeypatch.setattr(SigningKey, "key_id", property(counted))
    release.set()
    entries = [future.result(timeout=10) for future in futures]
    assert len({entry.author_key for entry in entries}) == 1
    assert len(derived) == 1


def test_a_stream_of_entries_shares_commits(journal: Journal) -> None:
    """A batch's rows come every few milliseconds: written as they come, each took a commit
    (connection, transaction, sync: about 1 ms of CPU) of its own or shared it with one
    other. While they stream in, an entry waits up to the group's window for the next."""
    commits: list[object] = []
    event.listen(journal.store._open(), "commit", commits.append)
    futures = []
    for number in range(40):
        futures.append(row(journal, number))
        time.sleep(0.003)  # the pace of a batch's answers (not waiting for an outcome)
    entries = [future.result(timeout=10) for future in futures]
    assert [json.loads(e.detail)["idempotencyKey"] for e in entries] == [
        f"KEY-{n:04d}" for n in range(40)
    ]
    assert len(commits) <= 10, f"{len(commits)} commits for 40 entries"


def test_nothing_waits_for_the_window_but_the_stream(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """With a window of a minute, the first entry after a quiet spell is written at once, and
    a flush, a check or closing the journal cut a stream's wait short."""
    journal = Journal(
        tmp_path / "journal.sqlite3", seen_folder=tmp_path / "desk", group_window=60.0
    )
    started = time.monotonic()
    journal.record(environment="sandbox", merchant="demo", action="x", target="t", outcome="done")
    journal.flush(timeout=10)
    journal._last_written = time.monotonic() - 120  # a quiet spell since
    row(journal, 1).result(timeout=10)  # at once: not a stream
    streamed = [row(journal, number) for number in range(2, 5)]  # right after: a stream
    journal.flush(timeout=10)
    assert all(future.done() for future in streamed)
    row(journal, 5)
    assert journal.check().result(timeout=10).intact
    row(journal, 6)
    journal.close()
    assert time.monotonic() - started < 30
    reopened = Journal(tmp_path / "journal.sqlite3", seen_folder=tmp_path / "desk")
    assert len([e for e in reopened.store.entries() if e.action == "bank_payout"]) == 6
    reopened.close()
