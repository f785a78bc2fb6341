"""Counts read as words: one of a thing is not "1 entries", "1 events", "1 cases" or
"1 reviewer(s)" (the case pane, the timeline, the queue and the journal's Verify said so in
the screenshots of a case with one declared entry and of a journal signed by two people)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from app.models.onboarding import KybDetail, KybDetailEntry
from app.services.case_timeline import EventKind, Source, TimelineEvent
from app.services.journal import Journal
from app.services.review_store.verify import Verification
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.details_view import DetailsView
from app.views.compliance.queue_view import CaseQueueView
from app.views.compliance.timeline_view import TimelineView
from app.views.journal.view import JournalView


def entry(name: str) -> KybDetailEntry:
    return KybDetailEntry(
        created_at="2026-11-20T10:00:00Z", details=[KybDetail(key="companyName", value=name)]
    )


def event(text: str) -> TimelineEvent:
    at = datetime(2026, 11, 20, 10, tzinfo=UTC)
    return TimelineEvent(at, EventKind.NOTE, "add_note", Source.REVIEWER, who="Ana", text=text)


def test_one_declared_entry_is_not_counted_as_entries(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = DetailsView()
    qtbot.addWidget(view)
    view.show_entries([entry("Acme SL")])
    assert view.heading.text() == "Declared data"
    view.show_entries([entry("Acme SL"), entry("Acme Holdings SL")])
    assert view.heading.text() == "Declared data: 2 entries"


def test_one_timeline_event_is_an_event(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = TimelineView()
    qtbot.addWidget(view)
    view.set_events([event("Called the notary")])
    assert view.count.text() == "1 event"
    view.search.setText("nothing like it")
    assert view.count.text() == "0 of 1 event"
    view.search.clear()
    view.set_events([event("Called the notary"), event("Register checked")])
    assert view.count.text() == "2 events"
    view.search.setText("notary")
    assert view.count.text() == "1 of 2 events"


def test_one_case_in_the_queue_is_a_case(qtbot) -> None:  # type: ignore[no-untyped-def]
    queue = CaseQueueView(can_list=True)
    qtbot.addWidget(queue)
    queue.set_cases([CaseSummary("u1", "Acme SL")])
    assert queue.count.text() == "1 case"
    queue.set_cases([CaseSummary("u1", "Acme SL"), CaseSummary("u2", "Beta Ltd")])
    assert queue.count.text() == "2 cases"


def test_verify_says_one_reviewer_or_how_many(qtbot, qloop, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    journal = Journal(tmp_path / "journal.sqlite3")
    try:
        view = JournalView(journal)
        qtbot.addWidget(view)
        one = view.verdict_text(Verification(count=4, broken_at=None, reviewers=1))
        two = view.verdict_text(Verification(count=4, broken_at=None, reviewers=2))
    finally:
        journal.close()
    assert "Entries 1–4 are signed by one reviewer." in one
    assert "Entries 1–4 are signed by 2 reviewers." in two
    assert "(s)" not in one + two


def test_an_export_of_one_entry_says_entry(qtbot, qloop, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    journal = Journal(tmp_path / "journal.sqlite3")
    try:
        journal.name_reviewer("Ana Ruiz").result(timeout=10)  # its entry: the only one
        journal.flush()
        view = JournalView(journal)
        qtbot.addWidget(view)
        qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=5_000)
        target = tmp_path / "journal.jsonl"
        task = view.export_to(target)
        qtbot.waitUntil(task.done, timeout=5_000)
        said = view.banner.text
    finally:
        journal.close()
    assert said == f"Exported 1 entry to {target}."
