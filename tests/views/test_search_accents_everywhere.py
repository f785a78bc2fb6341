"""Every filter a person types in ignores accents as the search does: the case queue, a
case's timeline and the audit journal found "Logística" only when typed with its accent."""

from __future__ import annotations

from datetime import UTC, datetime

from app.services.case_timeline import EventKind, Source, TimelineEvent, matching
from app.services.journal import JournalEntry
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.queue_model import CaseFilterProxy, CaseQueueModel
from app.views.journal.table_model import JournalFilter


def test_the_case_queue_finds_a_company_without_its_accents(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = CaseQueueModel()
    proxy = CaseFilterProxy()
    proxy.setSourceModel(model)
    cases = [CaseSummary("u1", "Andes Logística SAS"), CaseSummary("u2", "Mercado Verde SA")]
    model.set_rows(CaseQueueModel.prepare(cases))
    proxy.set_filter("", "LOGISTICA")
    assert proxy.rowCount() == 1
    proxy.set_filter("", "logística")
    assert proxy.rowCount() == 1


def test_a_case_timeline_finds_a_note_without_its_accents() -> None:
    event = TimelineEvent(
        at=datetime(2026, 11, 23, tzinfo=UTC),
        kind=next(iter(EventKind)),
        action="note_added",
        source=next(iter(Source)),
        text="Llamé a la Sra. Marín por el poder notarial",
    )
    assert matching([event], search="sra. marin") == [event]
    assert matching([event], search="LLAME") == [event]


def test_the_journal_finds_an_entry_without_its_accents() -> None:
    entry = JournalEntry(
        seq=1,
        at="2026-11-23T10:00:00.000Z",
        environment="sandbox",
        merchant="demo",
        os_user="ana",
        action="bank_payout",
        target="u/a",
        outcome="done",
        detail='{"recipient": "Lucía Fernández"}',
        prev_hash="",
        hash="",
    )
    assert JournalFilter(text="lucia fernandez").admits(entry)
