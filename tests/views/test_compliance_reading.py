"""What the case pane reads out of the data: declared entries compared, kyc facts and what
worries in them, the KYC timeline, and the queue's rows, filter and sort."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt

from app.models.onboarding import KybDetailEntry, KycStateHistory
from app.views.compliance.case_source import CaseSummary
from app.views.compliance.details_view import Change, DetailsView, compare, label_of
from app.views.compliance.kyc_facts import facts, step_reading
from app.views.compliance.kyc_timeline import timeline
from app.views.compliance.queue_model import (
    COMPANY,
    DAYS_OPEN,
    DOCUMENTS,
    NO_SESSION,
    STATE,
    CaseFilterProxy,
    CaseQueueModel,
)

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def entry(at: str, **details: str) -> KybDetailEntry:
    return KybDetailEntry.model_validate(
        {"createdAt": at, "details": [{"key": k, "value": v} for k, v in details.items()]}
    )


def test_declared_entries_are_compared_with_the_one_before() -> None:
    newest = entry("2026-03-02T10:00:00Z", companyName="Acme SL", address="Gran Vía 2", vat="B1")
    oldest = entry("2026-03-01T10:00:00Z", companyName="Acme SL", address="Gran Vía 1", phone="9")
    rows = compare([newest, oldest])
    changes = {r.key: (r.change, r.before) for r in rows[0]}
    assert changes == {
        "companyName": (Change.SAME, None),
        "address": (Change.CHANGED, "Gran Vía 1"),
        "vat": (Change.NEW, None),
        "phone": (Change.REMOVED, "9"),
    }
    assert {r.change for r in rows[1]} == {Change.SAME}  # nothing older to compare with
    assert label_of("registrationNumber") == "Registration number"
    assert label_of("companyVATId") == "Company VAT id"


def test_the_details_view_highlights_what_changed(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = DetailsView()
    qtbot.addWidget(view)
    view.show_entries(
        [
            entry("2026-03-02T10:00:00Z", companyName="Acme SL", address="Gran Vía 2"),
            entry("2026-03-01T10:00:00Z", companyName="Acme SL", address="Gran Vía 1"),
        ]
    )
    from PySide6.QtWidgets import QGroupBox, QLabel

    boxes = view.body.findChildren(QGroupBox)
    assert boxes[0].title().startswith("Latest · declared 2026-03-02")
    assert boxes[0].accessibleDescription() == "1 changed"  # a row: a title never wraps
    changed = [lab for lab in boxes[0].findChildren(QLabel) if lab.property("change") == "changed"]
    assert [lab.text() for lab in changed] == ["Gran Vía 2"]
    assert changed[0].toolTip() == "Changed; before: Gran Vía 1"


def test_kyc_facts_mark_what_worries() -> None:
    kyc = {
        "data": {
            "computed": {"age": {"data": 41}, "isDocumentExpired": {"data": {"front": True}}},
            "identity": {"status": "reviewNeeded"},
            "hasProblem": True,
            "steps": [{"id": "liveness", "status": 200}, {"id": "watchlists", "status": 500}],
            "documents": [
                {"country": "ES", "type": "passport", "steps": [{"id": "ocr", "status": 0}]}
            ],
            "deviceFingerprint": {
                "os": {"name": "Linux"},
                "browser": {"name": "HeadlessChrome", "version": "120"},
                "ua": "Mozilla/5.0 HeadlessChrome/120",
                "ip": "10.0.0.7",
            },
        }
    }
    found = {f.label: f for f in facts(kyc)}
    assert found["Age"].value == "41"
    assert not found["Age"].worrying
    assert found["Document expired"].worrying
    assert found["Identity status"].worrying
    assert found["Identity status"].value == "review needed (reviewNeeded)"
    assert found["Has a problem"].worrying
    assert not found["Step Liveness"].worrying
    assert found["Step Watchlist screening"].value == "failed (500)"
    assert found["Step Watchlist screening"].worrying
    assert found["Step ocr (document 1)"].value == "pending (0)"  # a step Teller does not know
    assert found["Document 1"].value == "Passport · ES"
    assert found["Device"].worrying  # a headless browser
    assert found["IP address"].worrying  # a private address places nobody
    calm = {f.label: f for f in facts({"data": {"deviceFingerprint": {"ip": "81.43.112.9"}}})}
    assert not calm["IP address"].worrying
    assert step_reading("x") == ("x (unknown)", False)
    assert facts(None) == []


def test_the_timeline_says_how_long_each_state_lasted() -> None:
    history = KycStateHistory.model_validate(
        {
            "session_id": "s",
            "logs": [
                {"id": 2, "created_at": "2026-03-01T14:00:00Z", "new_state": "PENDING"},
                {"id": 1, "created_at": "2026-03-01T09:00:00Z", "new_state": "CREATED"},
                {"id": 3, "created_at": "2026-03-03T16:30:00Z", "new_state": "APPROVED"},
            ],
        }
    )
    steps = timeline(history)
    assert [(s.state, s.previous) for s in steps] == [
        ("CREATED", None),
        ("PENDING", "CREATED"),
        ("APPROVED", "PENDING"),
    ]
    assert steps[1].spent == timedelta(hours=5)
    assert steps[2].spent == timedelta(days=2, hours=2, minutes=30)


def cases() -> list[CaseSummary]:
    return [
        CaseSummary(
            "u1",
            "Acme SL",
            session_id="s1",
            state="IN_REVIEW",
            opened_at=T0,
            documents=4,
            deleted_documents=1,
            shareholders=2,
            worst_kyc_state="REJECTED",
            last_change=T0 + timedelta(days=1),
        ),
        CaseSummary(
            "u2",
            "Zeta GmbH",
            session_id="s2",
            state="APPROVED",
            opened_at=T0 - timedelta(days=30),
            documents=12,
            shareholders=1,
            last_change=T0,
        ),
        CaseSummary("u3", "Beta Ltd", shareholders=0),
    ]


def test_the_queue_model_rows_filter_and_sort(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = CaseQueueModel()
    model.set_cases(cases(), now=T0 + timedelta(days=10))
    qtmodeltester.check(model)
    assert model.index(0, DOCUMENTS).data() == "4 (+1 deleted)"
    assert model.index(0, DAYS_OPEN).data() == "10"
    assert model.index(2, STATE).data() == "No session"
    proxy = CaseFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_filter("IN_REVIEW", "")
    assert [proxy.index(r, COMPANY).data() for r in range(proxy.rowCount())] == ["Acme SL"]
    proxy.set_filter(NO_SESSION, "")
    assert [proxy.index(r, COMPANY).data() for r in range(proxy.rowCount())] == ["Beta Ltd"]
    proxy.set_filter("", "u2")  # by user id
    assert [proxy.index(r, COMPANY).data() for r in range(proxy.rowCount())] == ["Zeta GmbH"]
    proxy.set_filter("", "")
    proxy.sort(DOCUMENTS, Qt.SortOrder.DescendingOrder)  # as numbers: 12 before 4
    assert [proxy.index(r, COMPANY).data() for r in range(proxy.rowCount())] == [
        "Zeta GmbH",
        "Acme SL",
        "Beta Ltd",
    ]
